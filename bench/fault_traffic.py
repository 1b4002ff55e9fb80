"""Traffic through a fault (``tests/config/test_faults.py``): N client threads sending requests back
to back while a test breaks something, every call recorded with its status, error code,
``Retry-After``, times and the event it carried. :func:`recovery` and :func:`fault_figures` read
the figures off the calls; :func:`record_faults` merges them into ``bench/results/faults.json``.

Every loop is bounded (deadlines, timeouts), and all traffic goes to 127.0.0.1.
"""

from __future__ import annotations

import contextlib
import json
import random
import threading
import time
import uuid
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from bench.common import RESULTS, git_commit, machine, write_json
from bench.stack import Client, failure_kind

FAULTS_RESULTS = RESULTS / "faults.json"


@dataclass(frozen=True)
class Request:
    """What one client sends next: the endpoint's name (a key of ``EXPECTED_STATUS`` or any
    name with ``expected``), method, path and JSON payload, and the event it carries."""

    endpoint: str
    method: str
    path: str
    payload: Any = None
    expected: int = 200
    event_id: str | None = None
    content: str | None = None


@dataclass(frozen=True)
class Call:
    """One request of :class:`FaultTraffic` and what came of it. ``status`` is the HTTP
    status ("200", "503", ...) or what met a request without an answer ("reset", "timeout",
    "refused", ...); ``code`` the error envelope's code; times are ``time.monotonic()``."""

    client: int
    endpoint: str
    expected: int
    status: str
    code: str | None
    retry_after: str | None
    sent: float
    done: float
    event_id: str | None = None
    content: str | None = None
    resend: bool = False  # the one resend of a request whose connection dropped
    body: bytes = field(default=b"", repr=False)  # the answer, kept for failures only
    local_port: int | None = None  # names the connection it went on (None: none opened)

    @property
    def ok(self) -> bool:
        return self.status == str(self.expected)

    @property
    def answered(self) -> bool:
        return self.status.isdigit()

    @property
    def seconds(self) -> float:
        return self.done - self.sent


def _error_code(body: bytes) -> str | None:
    try:
        error = json.loads(body).get("error")
    except (ValueError, AttributeError):
        return None
    return str(error.get("code")) if isinstance(error, dict) else None


def context_and_events(
    questions: Sequence[str],
    *,
    session_prefix: str,
    events_share: float = 0.5,
    turn_complete: bool = False,
) -> Callable[[int, int, random.Random], Request]:
    """Builds an agent's calls: ``/context`` with a LoCoMo question, or ``/events`` with one
    message whose id and words are unique (``<event id>: <question>``), in the share given."""

    def build(client: int, seq: int, rng: random.Random) -> Request:
        question = rng.choice(questions)
        if rng.random() >= events_share:
            return Request(
                "context", "POST", "/api/v1/context", {"query": question, "budget_tokens": 400}
            )
        event_id = f"fault-{uuid.uuid4().hex}"
        content = f"{event_id}: {question}"
        event = {
            "event_id": event_id,
            "session_id": f"{session_prefix}-{client}",
            "kind": "message",
            "role": "user",
            "content": content,
            "turn_complete": turn_complete,
        }
        return Request(
            "events",
            "POST",
            "/api/v1/events",
            {"events": [event]},
            expected=202,
            event_id=event_id,
            content=content,
        )

    return build


class FaultTraffic:
    """``clients`` threads, each on its own keep-alive :class:`Client`, send what ``build``
    makes back to back (``pause_s`` apart) from ``__enter__`` until ``stop()``, at most
    ``max_s`` seconds; every call is kept as a :class:`Call`.

    ``resend_dropped``: a request whose connection failed before an answer came ("reset",
    "refused", a closed keep-alive connection) is sent once more on a new connection, as the
    project's own client does for calls that are safe to repeat (reads, and captures, whose
    event ids make a resend harmless; ``memory_client._core.retryable``). Both calls are kept;
    the resend is marked. A timeout is never resent: a request that hung is a failure to report.
    """

    def __init__(
        self,
        port: int,
        token: str,
        build: Callable[[int, int, random.Random], Request],
        *,
        clients: int = 8,
        timeout: float = 15.0,
        resend_dropped: bool = False,
        pause_s: float = 0.0,
        max_s: float = 300.0,
        seed: int = 0,
    ) -> None:
        self.port = port
        self.token = token
        self.build = build
        self.clients = clients
        self.timeout = timeout
        self.resend_dropped = resend_dropped
        self.pause_s = pause_s
        self.max_s = max_s
        self.seed = seed
        self._calls: list[Call] = []
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._threads: list[threading.Thread] = []
        self._crashed: list[BaseException] = []
        self.began = 0.0
        self.reconnects = 0  # kept connections found closed before a request (Client)

    def __enter__(self) -> FaultTraffic:
        self.began = time.monotonic()
        self._threads = [
            threading.Thread(target=self._work, args=(i,), name=f"fault-client-{i}", daemon=True)
            for i in range(self.clients)
        ]
        for thread in self._threads:
            thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def stop(self) -> None:
        self._stop.set()
        for thread in self._threads:
            # Bounded: a client stops after its current request, which its timeout bounds.
            thread.join(2 * self.timeout + 30)
        if any(thread.is_alive() for thread in self._threads):
            raise RuntimeError("a fault client thread did not finish in time")
        if self._crashed:
            raise RuntimeError(
                f"{len(self._crashed)} client thread(s) crashed: {self._crashed[0]!r}"
            )

    @property
    def calls(self) -> list[Call]:
        with self._lock:
            return list(self._calls)

    def wait_until(self, predicate: Callable[[list[Call]], bool], timeout: float) -> bool:
        """Polls the calls so far until ``predicate`` holds (True) or ``timeout`` passes."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if predicate(self.calls):
                return True
            time.sleep(0.05)
        return predicate(self.calls)

    def _send(self, client: Client, index: int, request: Request, *, resend: bool) -> Call:
        body = json.dumps(request.payload).encode() if request.payload is not None else None
        sent = time.monotonic()
        code = retry_after = None
        data = b""
        port: int | None = None
        try:
            port = client.connect()
            response = client.request(request.method, request.path, body)
        except Exception as error:  # every failure is data, the run goes on
            status = failure_kind(error)
        else:
            status = str(response.status)
            data = response.body
            retry_after = response.header("Retry-After")
            if response.status >= 400:
                code = _error_code(response.body)
        return Call(
            index,
            request.endpoint,
            request.expected,
            status,
            code,
            retry_after,
            sent,
            time.monotonic(),
            request.event_id,
            request.content,
            resend,
            data if status != str(request.expected) else b"",
            port,
        )

    def _work(self, index: int) -> None:
        rng = random.Random(self.seed * 100_003 + index)
        client = Client(self.port, self.token, timeout=self.timeout)
        deadline = self.began + self.max_s
        seq = 0
        try:
            while not self._stop.is_set() and time.monotonic() < deadline:
                request = self.build(index, seq, rng)
                seq += 1
                call = self._send(client, index, request, resend=False)
                calls = [call]
                if self.resend_dropped and not call.answered and call.status != "timeout":
                    calls.append(self._send(client, index, request, resend=True))
                with self._lock:
                    self._calls.extend(calls)
                if self.pause_s:
                    self._stop.wait(self.pause_s)
        except BaseException as error:
            self._crashed.append(error)
        finally:
            client.close()
            with self._lock:
                self.reconnects += client.reconnects


def recovery(calls: Sequence[Call], since: float) -> dict[str, Any]:
    """How long after ``since`` (a fault's end, ``time.monotonic()``) the service served
    again: ``first_ok_s``, the first call sent at or after it that succeeded (None if none);
    ``all_clients_s``, when the last client got its first success after its last failure;
    ``failures_after``, the calls sent after ``since`` that did not succeed."""
    after = [c for c in calls if c.sent >= since]
    first = min((c.done for c in after if c.ok), default=None)
    per_client: list[float] = []
    recovered_all = True
    for client in sorted({c.client for c in calls}):
        mine = sorted((c for c in calls if c.client == client), key=lambda c: c.sent)
        last_failure = max((c.done for c in mine if not c.ok), default=None)
        floor = since if last_failure is None else max(since, last_failure)
        ok = [c.done for c in mine if c.ok and c.sent >= floor]
        if ok:
            per_client.append(min(ok))
        else:
            recovered_all = False
    return {
        "first_ok_s": None if first is None else round(first - since, 2),
        "all_clients_s": round(max(per_client) - since, 2)
        if per_client and recovered_all
        else None,
        "failures_after": sum(1 for c in after if not c.ok),
    }


def fault_figures(calls: Sequence[Call]) -> dict[str, Any]:
    """Requests tried, how many failed (by status, and by error code), the slowest."""
    failed = [c for c in calls if not c.ok]
    return {
        "requests": len(calls),
        "succeeded": len(calls) - len(failed),
        "failed": len(failed),
        "failed_by_status": dict(sorted(Counter(c.status for c in failed).items())),
        "failed_by_code": dict(sorted(Counter(c.code or "-" for c in failed).items())),
        "by_endpoint": {
            endpoint: dict(
                sorted(Counter(c.status for c in calls if c.endpoint == endpoint).items())
            )
            for endpoint in sorted({c.endpoint for c in calls})
        },
        "slowest_s": round(max((c.seconds for c in calls), default=0.0), 2),
    }


def record_faults(key: str, figures: Mapping[str, Any], path: Path = FAULTS_RESULTS) -> Path:
    """Merge one fault test's figures into ``bench/results/faults.json`` under ``key`` (the
    other tests' entries are kept), with when, where and on which commit they were taken."""
    report: dict[str, Any] = {}
    if path.exists():
        with contextlib.suppress(ValueError):
            loaded = json.loads(path.read_text())
            if isinstance(loaded, dict):
                report = loaded
    report["command"] = (
        "MEMORY_RECORD_FAULTS=1 MEMORY_TEST_DATA_DIR=/tmp/td-faults .venv/bin/python -m pytest "
        "tests/config/test_faults.py -p no:cacheprovider -q -s"
    )
    report.setdefault("tests", {})[key] = {
        "measured": datetime.now(UTC).isoformat(timespec="seconds"),
        "machine": machine(),
        "git": git_commit(),
        **figures,
    }
    report["tests"] = dict(sorted(report["tests"].items()))
    return write_json(path, report)
