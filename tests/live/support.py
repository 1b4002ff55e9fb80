"""What the live tests of the client, the hooks and the spool share: the events the stack
stored, a scripted HTTP server in front of it, the client tests' fixtures and a subprocess run."""

from __future__ import annotations

import contextlib
import http.client
import http.server
import json
import socketserver
import subprocess
import threading
import time
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import psycopg
import pytest
from memory_client import MemoryClient
from psycopg.rows import dict_row

from bench import traffic


def document_chunks(stack: traffic.Stack, project: str) -> list[dict[str, Any]]:
    """The document memories of ``project`` as the database holds them: each chunk's path,
    anchor, status, standing, whether it is a head, and who ingested it."""
    with psycopg.connect(stack.database_url(), row_factory=dict_row) as conn:
        return conn.execute(
            """
            SELECT c.path, c.anchor, c.commit, m.status, m.standing, m.content,
                   m.superseded_by_id IS NULL AS head, i.actor_label
              FROM memoryapp_sourcechunk c
              JOIN memoryapp_memory m ON m.id = c.memory_id
              JOIN memoryapp_sourceingest i ON i.id = c.ingest_id
              JOIN memoryapp_project p ON p.id = c.project_id
             WHERE p.slug = %s
             ORDER BY c.path, c.anchor, m.recorded_at
            """,
            [project],
        ).fetchall()


def ingested_paths(proxy: ScriptedServer) -> list[list[str]]:
    """The paths of the files each ``POST /sources`` through ``proxy`` carried, in order."""
    return [
        sorted(f["path"] for f in json.loads(seen.body)["files"])
        for seen in proxy.requests_to("/api/v1/sources")
    ]


def stored_events(stack: traffic.Stack, project: str) -> list[dict[str, Any]]:
    """The canonical events of ``project`` as the database holds them, in capture order."""
    with psycopg.connect(stack.database_url(), row_factory=dict_row) as conn:
        return conn.execute(
            """
            SELECT e.event_id, e.session_id, e.kind, e.role, e.content, e.tool_name,
                   e.tool_arguments, e.turn_complete, e.observed_at
              FROM memoryapp_canonicalevent e
              JOIN memoryapp_project p ON p.id = e.project_id
             WHERE p.slug = %s
             ORDER BY e.id
            """,
            [project],
        ).fetchall()


@dataclass
class Seen:
    at: float
    method: str
    path: str
    body: bytes


@dataclass
class Answer:
    """Answer with this status, JSON body and headers."""

    status: int
    body: dict[str, Any]
    headers: dict[str, str] = field(default_factory=dict)


@dataclass
class Forward:
    """Forward to the upstream service; with ``hang_after``, hold the answer back that long
    (the request has reached the service, the client times out waiting)."""

    hang_after: float = 0.0


@dataclass
class Hang:
    """Never answer (for ``seconds``)."""

    seconds: float


Step = Answer | Forward | Hang


def envelope(code: str, message: str = "scripted", **details: Any) -> dict[str, Any]:
    return {"error": {"code": code, "message": message, "details": details}}


class ScriptedServer:
    """A real HTTP server on 127.0.0.1: the first requests get the scripted steps, the rest
    ``default`` (forwarded to ``upstream`` if there is one). Every request is recorded."""

    def __init__(
        self,
        steps: list[Step] | None = None,
        *,
        upstream: str | None = None,
        default: Step | None = None,
        port: int = 0,
    ) -> None:
        self.steps = list(steps or [])
        self.upstream = upstream
        self.default = default or (Forward() if upstream else Answer(500, envelope("internal")))
        self.seen: list[Seen] = []
        self._lock = threading.Lock()
        # How many forwarded requests the upstream has answered (a client may have given up
        # on them long before: the write still lands).
        self._answered = 0
        self._upstream_answered = threading.Condition(self._lock)
        owner = self

        class Handler(http.server.BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: Any) -> None:
                pass

            def _serve(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(length) if length else b""
                step = owner._next(Seen(time.monotonic(), self.command, self.path, body))
                with contextlib.suppress(BrokenPipeError, ConnectionResetError):
                    owner._play(step, self, body)

            do_GET = do_POST = _serve

        class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
            daemon_threads = True
            allow_reuse_address = True

        self._server = Server(("127.0.0.1", port), Handler)
        self.port = int(self._server.server_address[1])
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def __enter__(self) -> ScriptedServer:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()

    def _next(self, seen: Seen) -> Step:
        with self._lock:
            self.seen.append(seen)
            return self.steps.pop(0) if self.steps else self.default

    def requests_to(self, path: str) -> list[Seen]:
        with self._lock:
            return [s for s in self.seen if s.path.split("?")[0] == path]

    def wait_for_upstream(self, count: int, timeout: float = 30.0) -> None:
        """Until the upstream has answered ``count`` forwarded requests."""
        with self._upstream_answered:
            done = self._upstream_answered.wait_for(lambda: self._answered >= count, timeout)
        assert done, f"the upstream answered {self._answered} of {count} forwarded requests"

    def _play(self, step: Step, handler: http.server.BaseHTTPRequestHandler, body: bytes) -> None:
        if isinstance(step, Hang):
            time.sleep(step.seconds)
            return
        if isinstance(step, Answer):
            payload = json.dumps(step.body).encode()
            handler.send_response(step.status)
            handler.send_header("Content-Type", "application/json")
            handler.send_header("Content-Length", str(len(payload)))
            for name, value in step.headers.items():
                handler.send_header(name, value)
            handler.end_headers()
            handler.wfile.write(payload)
            return
        assert self.upstream is not None, "a Forward step needs an upstream"
        target = urlsplit(self.upstream)
        conn = http.client.HTTPConnection(target.hostname or "127.0.0.1", target.port, timeout=60)
        try:
            headers = {
                k: v
                for k, v in handler.headers.items()
                if k.lower() not in {"host", "connection", "content-length"}
            }
            conn.request(handler.command, handler.path, body=body or None, headers=headers)
            response = conn.getresponse()
            answer = response.read()
            status, content_type = response.status, response.getheader("Content-Type", "")
            retry_after = response.getheader("Retry-After")
        finally:
            conn.close()
        with self._upstream_answered:
            self._answered += 1
            self._upstream_answered.notify_all()
        if step.hang_after:
            time.sleep(step.hang_after)
        handler.send_response(status)
        if content_type:
            handler.send_header("Content-Type", content_type)
        if retry_after:
            handler.send_header("Retry-After", retry_after)
        handler.send_header("Content-Length", str(len(answer)))
        handler.end_headers()
        handler.wfile.write(answer)


def run_captured(
    args: list[str], *, env: Mapping[str, str], input: str | None = None, cwd: Path | None = None
) -> subprocess.CompletedProcess[str]:
    """``args`` run to their end with the output captured as text; the exit code is returned,
    not raised."""
    return subprocess.run(
        args,
        input=input,
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


# The client tests' fixtures (test_client.py and test_client_errors.py assign them): one project
# named "client" a test, with an agent and an owner client.


@pytest.fixture
def made(tokens: Callable[[str], Any]) -> Any:
    return tokens("client")


@pytest.fixture
def agent(live_url: str, made: Any) -> Iterator[MemoryClient]:
    with MemoryClient(live_url, made.agent, timeout=30) as client:
        yield client


@pytest.fixture
def owner(live_url: str, made: Any) -> Iterator[MemoryClient]:
    with MemoryClient(live_url, made.owner, timeout=30) as client:
        yield client
