"""The Python client (clients/python, ``memory_client``) against the real stack.

Every method of the sync and the async client is called on ``python -m config.embedded run``;
error codes come from the real server. Retries are tested with a small real HTTP server on
127.0.0.1 (:class:`ScriptedServer`) that answers what the test scripts (503 or 429 with
``Retry-After``, a hang) and forwards everything else to the stack: only what is outside the
client is played, nothing inside it is patched.
"""

from __future__ import annotations

import asyncio
import contextlib
import http.client
import http.server
import importlib.metadata
import json
import os
import socketserver
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import psycopg
import pytest
from memory_client import (
    AsyncMemoryClient,
    Conflict,
    Event,
    Forbidden,
    InvalidInput,
    MemoryApiError,
    MemoryClient,
    NotFound,
    Paused,
    PayloadTooLarge,
    RateLimited,
    RetryPolicy,
    Source,
    Temporal,
    TransportError,
    Unauthenticated,
    Unavailable,
)
from memory_client import _calls as calls
from psycopg.rows import dict_row

from bench import traffic

pytestmark = pytest.mark.slow

CLIENT_ROOT = Path(__file__).resolve().parents[2] / "clients" / "python"


# --- what the tests share ----------------------------------------------------------------------


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


# --- the package ---------------------------------------------------------------------------------


def test_the_client_package_imports_no_django_and_depends_on_httpx_only(tmp_path: Path) -> None:
    modules = [
        "memory_client",
        "memory_client.client",
        "memory_client.async_client",
        "memory_client.hooks",
        "memory_client.spool",
        "memory_client.transcript",
        "memory_client.mcp_stdio",
    ]
    probe = (
        "import importlib, sys\n"
        f"for name in {modules!r}: importlib.import_module(name)\n"
        "server = [m for m in sys.modules if m.split('.')[0] in "
        "('django', 'ninja', 'memoryapp', 'config', 'review', 'pydantic')]\n"
        "print(sorted(server))\n"
    )
    env = {k: v for k, v in os.environ.items() if k not in {"DJANGO_SETTINGS_MODULE", "PYTHONPATH"}}
    # From an empty folder, so the project's own packages are not on the path by accident.
    result = subprocess.run(
        [sys.executable, "-c", probe],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"
    requirements = importlib.metadata.requires("memory-client") or []
    assert [r.split(";")[0].replace(" ", "") for r in requirements] == ["httpx<1,>=0.27"]
    scripts = {
        ep.name: ep.value
        for ep in importlib.metadata.entry_points(group="console_scripts")
        if ep.dist is not None and ep.dist.name == "memory-client"
    }
    assert scripts == {
        "memory-hook": "memory_client.hooks:main",
        "memory-mcp": "memory_client.mcp_stdio:main",
    }
    for name in scripts:
        assert (Path(sys.executable).parent / name).exists(), f"{name} is not installed in the venv"


# --- every method, sync ------------------------------------------------------------------------


def test_the_sync_client_covers_the_api(
    live_stack: traffic.Stack, made: Any, agent: MemoryClient, owner: MemoryClient
) -> None:
    assert agent.healthz() == {"status": "ok"}
    health = agent.health()
    assert health.project == made.project
    assert health.status in {"ok", "degraded"}
    assert "database" in health.checks

    proposed = agent.propose(
        "semantic",
        "Priya Raman drinks three coffees a day.",
        confidence=0.9,
        entities=["Priya Raman"],
        source=Source(kind="conversation", ref="chat 12"),
    )
    assert proposed.status == "pending" and proposed.id is not None
    assert any(r.code.startswith("policy.") for r in proposed.reasons)
    confirmed = owner.confirm(proposed.id)
    assert (confirmed.id, confirmed.status, confirmed.head) == (
        proposed.id,
        "active",
        proposed.id,
    )
    again = agent.propose("semantic", "Priya Raman drinks three coffees a day.", confidence=0.9)
    assert again.is_duplicate and again.duplicate_of == proposed.id and again.id is None

    remembered = agent.remember("The staging database is PostgreSQL 15.", entities=["staging"])
    assert remembered.status == "active" and remembered.id is not None

    found = agent.search("coffees Priya", k=5)
    assert proposed.id in [hit.id for hit in found.results]
    assert all(hit.head for hit in found.results)

    bundle = agent.context("How many coffees does Priya Raman drink?", route="recall")
    assert bundle.route.route == "recall"
    assert proposed.id in [item.id for item in bundle.items]
    assert "three coffees" in bundle.rendered and bundle.tokens > 0
    item = next(i for i in bundle.items if i.id == proposed.id)
    assert item.source == Source(kind="conversation", ref="chat 12")
    assert item.standing == "trusted" and item.recorded_at is not None
    assert bundle.temporal is not None and bundle.temporal.mode == "current"
    past = agent.context(
        "How many coffees does Priya Raman drink?",
        temporal=Temporal(mode="as_known", known_at=datetime(2000, 1, 1, tzinfo=UTC)),
        budget_tokens=200,
        session_id="s-client",
    )
    assert past.items == () and past.rendered == ""
    trace = agent.trace(bundle.trace_id)
    assert trace.id == bundle.trace_id and trace.kind == "context"
    assert trace.query == "How many coffees does Priya Raman drink?"
    assert any(c["memory_id"] == str(proposed.id) for c in trace.candidates)

    correction = agent.supersede(
        remembered.id, "The staging database is PostgreSQL 16.", kind="correction"
    )
    assert correction.status == "pending" and correction.supersedes == remembered.id
    owner.confirm(correction.id)
    detail = agent.get(correction.id)
    assert detail.content == "The staging database is PostgreSQL 16."
    assert detail.chain == (remembered.id, correction.id) and detail.head == correction.id

    page = agent.list_memories(status="active", limit=1)
    assert len(page.items) == 1 and page.next_cursor
    heads = {m.id for m in agent.iter_memories(status="active", page_size=1)}
    assert heads == {proposed.id, correction.id}

    pending = agent.propose("semantic", "Priya Raman moved to Lisbon.", confidence=0.7)
    assert pending.id is not None
    rejected = owner.reject(pending.id, note="not what she said")
    assert rejected.status == "rejected"
    assert owner.restore(pending.id).status == "pending"
    assert owner.confirm(pending.id).status == "active"
    assert owner.archive(pending.id).status == "archived"
    assert owner.restore(pending.id).status == "active"
    assert owner.set_standing(pending.id, "untrusted").standing == "untrusted"
    assert owner.purge(pending.id, reason="test").purged == (pending.id,)
    with pytest.raises(NotFound):
        agent.get(pending.id)

    session = f"s-{uuid.uuid4()}"
    captured = agent.capture(
        [
            Event(session_id=session, kind="message", role="user", content="I use vim."),
            Event(
                session_id=session,
                kind="tool_call",
                tool="Read",
                arguments={"file_path": "/etc/vimrc"},
            ),
            Event(session_id=session, kind="tool_result", tool="Read", content="set number"),
            Event(
                session_id=session,
                kind="message",
                role="assistant",
                content="Noted.",
                turn_complete=True,
            ),
        ]
    )
    assert captured.accepted == 4 and len(captured.events) == 4
    assert captured.events[-1].extraction_state == "pending"
    ended = agent.end_session(session)
    assert ended.accepted == 1
    job = agent.harvest(session)
    assert job.extraction in {"on", "off"}
    state = agent.wait_for_job(job.job_id, timeout=10)
    assert state.id == job.job_id and state.session_id == session
    assert agent.job(job.job_id).session_id == session
    rows = [r for r in stored_events(live_stack, made.project) if r["session_id"] == session]
    assert [(r["kind"], r["role"], r["tool_name"]) for r in rows] == [
        ("message", "user", ""),
        ("tool_call", "", "Read"),
        ("tool_result", "", "Read"),
        ("message", "assistant", ""),
        ("signal", "", ""),
    ]
    assert rows[1]["tool_arguments"] == {"file_path": "/etc/vimrc"}
    assert rows[-1]["content"] == "session_end"


def test_a_capture_larger_than_a_request_is_sent_in_batches(
    live_stack: traffic.Stack, made: Any, live_url: str
) -> None:
    session = f"s-{uuid.uuid4()}"
    events = [
        Event(session_id=session, kind="message", role="user", content=f"line {i}")
        for i in range(450)
    ]
    with MemoryClient(live_url, made.agent, timeout=60) as client:
        result = client.capture(events)
        # The same events again: every id is known, nothing is stored twice.
        again = client.capture(events)
    assert result.accepted == again.accepted == 450
    assert [e.id for e in result.events] == [e.id for e in again.events]
    rows = [r for r in stored_events(live_stack, made.project) if r["session_id"] == session]
    assert [r["content"] for r in rows] == [f"line {i}" for i in range(450)]


# --- every method, async -----------------------------------------------------------------------


def test_the_async_client_covers_the_api(
    live_stack: traffic.Stack, made: Any, live_url: str
) -> None:
    async def scenario() -> None:
        async with (
            AsyncMemoryClient(live_url, made.agent, timeout=30) as agent,
            AsyncMemoryClient(live_url, made.owner, timeout=30) as owner,
        ):
            assert await agent.healthz() == {"status": "ok"}
            assert (await agent.health()).project == made.project
            proposed = await agent.propose(
                "procedural", "Release: tag, build, then publish.", confidence=0.95
            )
            assert proposed.id is not None
            assert (await owner.confirm(proposed.id)).status == "active"
            remembered = await agent.remember("My dentist is Dr. Okafor.")
            assert remembered.id is not None
            assert remembered.id in [h.id for h in (await agent.search("dentist")).results]
            bundle = await agent.context("Who is my dentist?", route="recall")
            assert remembered.id in [i.id for i in bundle.items]
            assert (await agent.trace(bundle.trace_id)).id == bundle.trace_id
            changed = await agent.supersede(
                remembered.id, "My dentist is Dr. Adeyemi.", kind="update"
            )
            await owner.confirm(changed.id)
            assert (await agent.get(changed.id)).chain == (remembered.id, changed.id)
            page = await agent.list_memories(type="semantic")
            assert [m.id for m in page.items] == [changed.id]
            assert {m.id async for m in agent.iter_memories(page_size=1)} == {
                proposed.id,
                changed.id,
            }
            assert (await owner.archive(proposed.id)).status == "archived"
            assert (await owner.restore(proposed.id)).status == "active"
            other = await agent.propose("semantic", "Dr. Adeyemi works on Fridays.")
            assert other.id is not None
            assert (await owner.reject(other.id)).status == "rejected"
            assert (await owner.set_standing(changed.id, "untrusted")).standing == "untrusted"
            assert (await owner.purge(other.id)).purged == (other.id,)
            session = f"s-{uuid.uuid4()}"
            captured = await agent.capture(
                [
                    Event(
                        session_id=session,
                        kind="message",
                        role="user",
                        content="hi",
                        turn_complete=True,
                    )
                ]
            )
            assert captured.accepted == 1
            assert (await agent.end_session(session)).accepted == 1
            job = await agent.harvest(session)
            assert (await agent.wait_for_job(job.job_id, timeout=10)).session_id == session
            assert (await agent.job(job.job_id)).id == job.job_id
            tokens = {t.name: t for t in (await owner.list_tokens()).items}
            agent_token = tokens["client-agent"]
            assert (await owner.pause_token(agent_token.id)).state == "paused"
            with pytest.raises(Paused):
                await agent.health()
            assert (await owner.resume_token(agent_token.id)).state == "active"
            with pytest.raises(Forbidden):
                await agent.confirm(proposed.id)
            with pytest.raises(NotFound):
                await agent.get(uuid.uuid4())

    asyncio.run(scenario())
    kinds = [r["kind"] for r in stored_events(live_stack, made.project)]
    assert kinds == ["message", "signal"]


# --- error codes --------------------------------------------------------------------------------


def test_failures_raise_the_class_of_their_envelope_code(
    live_url: str, made: Any, tokens: Callable[[str], Any], agent: MemoryClient, owner: MemoryClient
) -> None:
    with (
        MemoryClient(live_url, "mem_not-a-token") as stranger,
        pytest.raises(Unauthenticated) as unauthenticated,
    ):
        stranger.health()
    assert (unauthenticated.value.code, unauthenticated.value.status) == ("unauthenticated", 401)

    memory = agent.propose("semantic", "Lena Ortiz leads the data team.", confidence=0.8)
    assert memory.id is not None
    with pytest.raises(Forbidden) as forbidden:
        agent.confirm(memory.id)
    assert forbidden.value.status == 403 and forbidden.value.details == {"role": "agent"}

    elsewhere = tokens("client-other")
    with MemoryClient(live_url, elsewhere.agent) as outsider, pytest.raises(NotFound) as missing:
        outsider.get(memory.id)
    assert missing.value.code == "not_found" and missing.value.status == 404

    owner.confirm(memory.id)
    with pytest.raises(Conflict) as conflict:
        owner.confirm(memory.id)
    assert conflict.value.status == 409

    session = f"s-{uuid.uuid4()}"
    first = Event(session_id=session, kind="message", role="user", content="one")
    agent.capture([first])
    with pytest.raises(Conflict) as reused:
        agent.capture(
            [Event(session_id=session, kind="message", content="two", event_id=first.event_id)]
        )
    assert reused.value.details == {"event_id": first.event_id}

    with pytest.raises(InvalidInput) as invalid:
        agent.propose("semantic", "Lena Ortiz leads the data team.", confidence=2.0)
    assert invalid.value.status == 422
    assert any("confidence" in e["loc"] for e in invalid.value.details["errors"])

    huge = [
        Event(session_id=session, kind="message", role="user", content="x" * 90_000)
        for _ in range(15)
    ]
    with pytest.raises(PayloadTooLarge) as too_large:
        agent.send(calls.capture(huge))
    assert too_large.value.status == 413

    # What the client can see is wrong fails before a round trip, as the same error class.
    with pytest.raises(InvalidInput, match="UTC offset") as naive:
        agent.propose("episodic", "Met Lena.", valid_from=datetime(2026, 1, 1))
    assert naive.value.status is None and isinstance(naive.value, ValueError)
    with pytest.raises(InvalidInput, match="not a uuid"):
        agent.get("42")

    with (
        MemoryClient(f"http://127.0.0.1:{traffic.free_port()}", made.agent) as nowhere,
        pytest.raises(TransportError) as unreachable,
    ):
        nowhere.health()
    assert unreachable.value.code == "unreachable" and unreachable.value.status is None


def test_an_owner_pauses_and_resumes_an_agent_token(
    made: Any, agent: MemoryClient, owner: MemoryClient
) -> None:
    listed = {t.name: t for t in owner.list_tokens().items}
    assert {"client-agent", "client-owner"} <= set(listed)
    mine = listed["client-agent"]
    assert (mine.role, mine.state, mine.paused_at) == ("agent", "active", None)
    paused = owner.pause_token(mine.id)
    assert paused.state == "paused" and paused.paused_at is not None
    assert owner.pause_token(mine.id).paused_at == paused.paused_at  # idempotent
    with pytest.raises(Paused) as refused:
        agent.context("anything")
    assert (refused.value.code, refused.value.status) == ("paused", 403)
    assert owner.resume_token(mine.id).state == "active"
    assert agent.health().project == made.project
    with pytest.raises(Forbidden):
        agent.list_tokens()


def test_an_unknown_envelope_code_keeps_its_name(made: Any) -> None:
    with (
        ScriptedServer(default=Answer(403, envelope("paused", "this token is paused"))) as paused,
        MemoryClient(paused.url, made.agent) as client,
        pytest.raises(Paused) as error,
    ):
        client.health()
    assert (error.value.code, error.value.message) == ("paused", "this token is paused")
    with (
        ScriptedServer(default=Answer(418, envelope("teapot"))) as teapot,
        MemoryClient(teapot.url, made.agent) as client,
        pytest.raises(MemoryApiError) as odd,
    ):
        client.health()
    assert type(odd.value) is MemoryApiError and odd.value.code == "teapot"


def test_configuration_comes_from_the_environment(
    live_url: str, made: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MEMORY_URL", live_url + "/api/v1/")
    monkeypatch.setenv("MEMORY_TOKEN", made.agent)
    with MemoryClient() as client:
        assert client.url == live_url
        assert client.health().project == made.project
    monkeypatch.delenv("MEMORY_TOKEN")
    with MemoryClient() as anonymous:
        assert anonymous.healthz() == {"status": "ok"}
        with pytest.raises(Unauthenticated):
            anonymous.health()


# --- retries ------------------------------------------------------------------------------------


def test_503_and_429_are_retried_after_retry_after(live_url: str, made: Any) -> None:
    steps: list[Step] = [
        Answer(503, envelope("unavailable", dependency="database"), {"Retry-After": "1"}),
        Answer(429, envelope("rate_limited", retry_after=1), {"Retry-After": "1"}),
    ]
    with ScriptedServer(steps, upstream=live_url) as server:
        with MemoryClient(server.url, made.agent, retry=RetryPolicy(attempts=3)) as client:
            health = client.health()
        seen = server.requests_to("/api/v1/health")
    assert health.project == made.project
    assert len(seen) == 3
    assert seen[1].at - seen[0].at >= 0.95
    assert seen[2].at - seen[1].at >= 0.95


def test_retries_are_bounded_and_the_last_error_is_raised(made: Any) -> None:
    always = Answer(503, envelope("unavailable", dependency="database"), {"Retry-After": "0"})
    with ScriptedServer(default=always) as server:
        with (
            MemoryClient(
                server.url, made.agent, retry=RetryPolicy(attempts=3, backoff=0.01)
            ) as client,
            pytest.raises(Unavailable) as error,
        ):
            client.health()
        assert len(server.seen) == 3
    assert error.value.details == {"dependency": "database"}
    assert error.value.retry_after == 0

    # A wait the policy will not make: raised at once, after one request.
    far = Answer(429, envelope("rate_limited"), {"Retry-After": "3600"})
    with ScriptedServer(default=far) as server:
        with (
            MemoryClient(server.url, made.agent, retry=RetryPolicy(max_retry_after=30)) as client,
            pytest.raises(RateLimited) as limited,
        ):
            client.health()
        assert len(server.seen) == 1
    assert limited.value.retry_after == 3600

    # Nor one that would pass the caller's deadline.
    with ScriptedServer(
        default=Answer(503, envelope("unavailable"), {"Retry-After": "5"})
    ) as server:
        started = time.monotonic()
        with (
            MemoryClient(server.url, made.agent, deadline=started + 1.0) as client,
            pytest.raises(Unavailable),
        ):
            client.health()
        assert time.monotonic() - started < 1.0
        assert len(server.seen) == 1


def test_a_capture_retried_after_a_lost_answer_is_stored_once(
    live_stack: traffic.Stack, live_url: str, made: Any
) -> None:
    session = f"s-{uuid.uuid4()}"
    event = Event(session_id=session, kind="message", role="user", content="stored once")
    # The first attempt reaches the service, then its answer is held back past the timeout.
    with ScriptedServer([Forward(hang_after=3.0)], upstream=live_url) as server:
        with MemoryClient(
            server.url, made.agent, timeout=1.0, retry=RetryPolicy(backoff=0.05)
        ) as client:
            result = client.capture([event])
        attempts = server.requests_to("/api/v1/events")
    assert len(attempts) == 2
    assert json.loads(attempts[0].body) == json.loads(attempts[1].body)
    assert [e.event_id for e in result.events] == [event.event_id]
    rows = [r for r in stored_events(live_stack, made.project) if r["session_id"] == session]
    assert [r["event_id"] for r in rows] == [event.event_id]


def test_a_write_that_is_not_repeatable_is_not_resent_after_a_timeout(
    live_url: str, made: Any, owner: MemoryClient
) -> None:
    with ScriptedServer([Forward(hang_after=3.0)], upstream=live_url) as server:
        with (
            MemoryClient(server.url, made.agent, timeout=1.0) as client,
            pytest.raises(TransportError),
        ):
            client.remember("Tomas Berg owns the billing service.")
        assert len(server.requests_to("/api/v1/remember")) == 1
    contents = [m.content for m in owner.iter_memories()]
    assert contents.count("Tomas Berg owns the billing service.") == 1


def test_the_async_client_retries_the_same_way(live_url: str, made: Any) -> None:
    steps: list[Step] = [
        Answer(503, envelope("unavailable"), {"Retry-After": "1"}),
        Answer(429, envelope("rate_limited"), {"Retry-After": "1"}),
    ]

    async def call(url: str) -> Any:
        async with AsyncMemoryClient(url, made.agent, retry=RetryPolicy(attempts=3)) as client:
            return await client.health()

    with ScriptedServer(steps, upstream=live_url) as server:
        health = asyncio.run(call(server.url))
        seen = server.requests_to("/api/v1/health")
    assert health.project == made.project
    assert len(seen) == 3 and seen[2].at - seen[0].at >= 1.9
    with ScriptedServer(default=Answer(503, envelope("unavailable"), {"Retry-After": "0"})) as down:

        async def fail() -> None:
            async with AsyncMemoryClient(
                down.url, made.agent, retry=RetryPolicy(attempts=2, backoff=0.01)
            ) as client:
                await client.health()

        with pytest.raises(Unavailable):
            asyncio.run(fail())
        assert len(down.seen) == 2
