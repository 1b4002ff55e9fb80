"""Traffic against the served stack: shared by ``bench/load.py``, ``bench/search.py`` and the
served tests (``tests/test_served_load.py``, ``tests/live/``).

No Django here: the stack runs in its own processes, started exactly as ``make run`` starts it
(:mod:`bench.stack`, whose names are importable from here too), and everything below talks to
it the way its users do:

- :func:`seed_project`: LoCoMo conversation turns (``../shared/fixtures/locomo_dev.json``,
  read there at run time, never copied) imported with ``POST /api/v1/import`` in batches of
  JSON lines.
- :func:`run_traffic`: a weighted mix of ``/context``, ``/search``, ``GET /memories`` and
  ``/events`` from N client threads (each a :class:`Client`), for a number of requests or a
  time, every request recorded (endpoint, status or connection failure, latency).
- :class:`ConnectionPoller`: PostgreSQL client backends of the stack's database, counted every
  ~100 ms on a connection of its own while traffic runs; the peak is what a budget bounds.
- :class:`FaultTraffic`: N client threads sending requests back to back while a test breaks
  something (``tests/test_faults.py``), every call recorded with its status, error code,
  ``Retry-After``, times and the event it carried; :func:`recovery` and :func:`fault_figures`
  read the figures off the calls, :func:`record_faults` merges them into
  ``bench/results/faults.json``.

Every loop here is bounded (request counts, deadlines, timeouts), and all traffic goes to
127.0.0.1.
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
from typing import TYPE_CHECKING, Any

from bench.common import (
    LOCOMO,
    PROJECT_ROOT,
    RESULTS,
    bench_workdir,
    finite,
    git_commit,
    inherited_memory_env,
    machine,
    report_header,
    say,
    sessions,
    write_json,
)
from bench.stack import (
    HOST,
    MANAGE,
    REQUEST_TIMEOUT_S,
    START_TIMEOUT_S,
    STOP_TIMEOUT_S,
    UNREACHED_RATE_LIMIT,
    Client,
    Response,
    Stack,
    failure_kind,
    free_port,
    rate_limit_env,
    running_stack,
    stack_env,
    start_stack,
)

if TYPE_CHECKING:
    import psycopg

__all__ = [
    "DEFAULT_MIX",
    "EXPECTED_STATUS",
    "HOST",
    "IMPORT_BATCH",
    "LOCOMO",
    "MANAGE",
    "PROJECT_ROOT",
    "REQUEST_TIMEOUT_S",
    "START_TIMEOUT_S",
    "STOP_TIMEOUT_S",
    "UNREACHED_RATE_LIMIT",
    "Call",
    "Client",
    "ConnectionPoller",
    "FaultTraffic",
    "Mix",
    "Response",
    "Sample",
    "Stack",
    "Turn",
    "bench_workdir",
    "context_and_events",
    "failure_kind",
    "fault_figures",
    "finite",
    "first_unexpected",
    "free_port",
    "git_commit",
    "import_line",
    "import_turns",
    "inherited_memory_env",
    "latency",
    "machine",
    "percentile",
    "rate_limit_env",
    "read_locomo",
    "record_faults",
    "recovery",
    "report_header",
    "run_traffic",
    "running_stack",
    "say",
    "seed_project",
    "stack_env",
    "start_stack",
    "summarize",
    "wait_embedded",
]

IMPORT_BATCH = 500
# Which endpoints a mix may name, and the success status each answers with.
EXPECTED_STATUS = {"context": 200, "search": 200, "list": 200, "events": 202}
DEFAULT_MIX = {"context": 0.40, "search": 0.30, "list": 0.15, "events": 0.15}
CLIENT_BACKENDS_SQL = """
SELECT count(*),
       count(*) FILTER (WHERE state = 'active'),
       count(*) FILTER (WHERE state IN ('idle in transaction', 'idle in transaction (aborted)'))
  FROM pg_stat_activity
 WHERE datname = current_database()
   AND backend_type = 'client backend'
   AND pid <> pg_backend_pid()
"""


# --- the data: LoCoMo turns and questions ------------------------------------------------------


@dataclass(frozen=True)
class Turn:
    sample_id: str
    dia_id: str
    speaker: str
    text: str
    when: datetime


def read_locomo(path: Path = LOCOMO) -> tuple[list[Turn], list[str]]:
    """Every conversation turn (in order) and every QA question of the development split."""
    turns: list[Turn] = []
    questions: list[str] = []
    for sample in json.loads(path.read_text()):
        for when, session in sessions(sample["conversation"]):
            for turn in session:
                text = str(turn.get("text") or "").strip()
                if text:
                    turns.append(
                        Turn(sample["sample_id"], turn["dia_id"], turn["speaker"], text, when)
                    )
        questions.extend(str(qa["question"]) for qa in sample["qa"] if qa.get("question"))
    return turns, questions


def import_line(turn: Turn, index: int) -> str:
    """One memory per turn: "[8 May 2023] Caroline: <text>", about one in seven semantic."""
    return json.dumps(
        {
            "ref": f"{turn.sample_id}:{turn.dia_id}",
            "type": "semantic" if index % 7 == 3 else "episodic",
            "content": f"[{turn.when.day} {turn.when:%B %Y}] {turn.speaker}: {turn.text}",
            "status": "active",
            "entities": [turn.speaker],
            "recorded_at": turn.when.isoformat(),
            "valid_from": turn.when.isoformat(),
            "source": {"kind": "import", "ref": f"locomo:{turn.sample_id}:{turn.dia_id}"},
        }
    )


def import_turns(
    port: int,
    owner_token: str,
    turns: Sequence[Turn],
    *,
    line: Callable[[Turn, int], str] = import_line,
    batch: int = IMPORT_BATCH,
) -> tuple[dict[str, str], int, float]:
    """POST /api/v1/import the turns (one ``line`` each) in batches; returns the ``ref`` ->
    memory id map, how many ids the responses carried and the seconds it took."""
    client = Client(port, owner_token, timeout=300)
    began = time.perf_counter()
    ids: dict[str, str] = {}
    imported = 0
    try:
        for start in range(0, len(turns), batch):
            chunk = turns[start : start + batch]
            body = "\n".join(line(t, start + i) for i, t in enumerate(chunk)).encode()
            response = client.request("POST", "/api/v1/import", body, "application/x-ndjson")
            if response.status != 200:
                raise RuntimeError(
                    f"POST /api/v1/import -> {response.status}: {response.body[:500]!r}"
                )
            returned = response.json()["ids"]
            imported += len(returned)
            ids.update({str(k): str(v) for k, v in returned.items()})
    finally:
        client.close()
    return ids, imported, time.perf_counter() - began


def seed_project(
    port: int, owner_token: str, turns: Sequence[Turn], batch: int = IMPORT_BATCH
) -> dict[str, Any]:
    """POST /api/v1/import the turns in batches; returns how many and how long."""
    _, imported, seconds = import_turns(port, owner_token, turns, batch=batch)
    return {
        "memories": imported,
        "batches": -(-len(turns) // batch),
        "seconds": round(seconds, 2),
    }


def wait_embedded(port: int, token: str, timeout: float = 600.0) -> dict[str, Any]:
    """Until ``/api/v1/health`` reports no embedding backlog (the worker embeds imports)."""
    client = Client(port, token)
    began = time.monotonic()
    backlog: int | None = None
    try:
        while time.monotonic() - began < timeout:
            response = client.json("GET", "/api/v1/health")
            if response.status == 200:
                check = response.json()["checks"].get("embeddings", {})
                if check.get("status") == "off":
                    backlog = 0
                    break
                backlog = int(check.get("detail", {}).get("backlog", -1))
                if backlog == 0:
                    break
            time.sleep(1.0)
    finally:
        client.close()
    return {"backlog": backlog, "seconds": round(time.monotonic() - began, 1)}


# --- traffic -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Sample:
    endpoint: str
    status: str  # "200", "503", ... or a failure kind: "reset", "timeout", an exception class
    ms: float
    at_s: float  # when it finished, seconds since the run began
    client: int

    @property
    def answered(self) -> bool:
        return self.status.isdigit()

    @property
    def server_error(self) -> bool:
        return self.answered and self.status.startswith("5")


class Mix:
    """The weighted traffic mix; requests are built from the LoCoMo questions."""

    def __init__(
        self,
        questions: Sequence[str],
        weights: Mapping[str, float] | None = None,
        session_prefix: str = "",
    ) -> None:
        weights = dict(weights or DEFAULT_MIX)
        unknown = set(weights) - set(EXPECTED_STATUS)
        if unknown or not weights:
            raise ValueError(f"unknown endpoints in the mix: {sorted(unknown)}")
        if not questions:
            raise ValueError("the mix needs questions")
        self.endpoints = list(weights)
        self.weights = [weights[e] for e in self.endpoints]
        self.questions = list(questions)
        self.session_prefix = session_prefix or f"load-{uuid.uuid4().hex[:8]}"

    def pick(self, rng: random.Random) -> str:
        return rng.choices(self.endpoints, self.weights)[0]

    def build(
        self, endpoint: str, rng: random.Random, client: int
    ) -> tuple[str, str, dict[str, Any] | None]:
        question = rng.choice(self.questions)
        if endpoint == "context":
            return "POST", "/api/v1/context", {"query": question}
        if endpoint == "search":
            return "POST", "/api/v1/search", {"query": question, "k": 10}
        if endpoint == "list":
            return "GET", "/api/v1/memories?limit=20", None
        if endpoint == "events":
            event = {
                "event_id": uuid.uuid4().hex,
                "session_id": f"{self.session_prefix}-{client}",
                "kind": "message",
                "role": "user",
                "content": question,
                "turn_complete": False,
            }
            return "POST", "/api/v1/events", {"events": [event]}
        raise ValueError(endpoint)


def run_traffic(
    port: int,
    token: str,
    mix: Mix,
    *,
    clients: int,
    duration_s: float | None = None,
    requests_per_client: int | None = None,
    seed: int = 0,
    timeout: float = REQUEST_TIMEOUT_S,
    max_duration_s: float = 3600.0,
) -> tuple[list[Sample], float]:
    """``clients`` threads, each on its own keep-alive connection, send the mix back to back
    until ``duration_s`` has passed or each has sent ``requests_per_client`` (whichever comes
    first; at least one must be given; ``max_duration_s`` bounds it regardless). Returns every
    request's sample and the wall time of the run."""
    if duration_s is None and requests_per_client is None:
        raise ValueError("give duration_s or requests_per_client")
    limit_s = min(duration_s if duration_s is not None else max_duration_s, max_duration_s)
    per_client: list[list[Sample]] = [[] for _ in range(clients)]
    crashed: list[BaseException] = []
    barrier = threading.Barrier(clients + 1)
    began = [0.0]

    def work(index: int) -> None:
        rng = random.Random(seed * 100_003 + index)
        client = Client(port, token, timeout=timeout)
        out = per_client[index]
        try:
            barrier.wait(60)
            start = began[0]
            deadline = start + limit_s
            while time.perf_counter() < deadline and (
                requests_per_client is None or len(out) < requests_per_client
            ):
                endpoint = mix.pick(rng)
                method, path, payload = mix.build(endpoint, rng, index)
                body = json.dumps(payload).encode() if payload is not None else None
                sent = time.perf_counter()
                try:
                    status = str(client.request(method, path, body).status)
                except Exception as error:  # every failure is data, the run goes on
                    status = failure_kind(error)
                done = time.perf_counter()
                out.append(Sample(endpoint, status, (done - sent) * 1000, done - start, index))
        except BaseException as error:
            crashed.append(error)
        finally:
            client.close()

    threads = [
        threading.Thread(target=work, args=(i,), name=f"load-client-{i}", daemon=True)
        for i in range(clients)
    ]
    for thread in threads:
        thread.start()
    began[0] = time.perf_counter()
    barrier.wait(60)
    for thread in threads:
        # Bounded: a client stops at its deadline, and a request at its socket timeout.
        thread.join(limit_s + timeout + 30)
    wall = time.perf_counter() - began[0]
    if crashed:
        raise RuntimeError(f"{len(crashed)} client thread(s) crashed: {crashed[0]!r}")
    if any(thread.is_alive() for thread in threads):
        raise RuntimeError("a client thread did not finish in time")
    return [s for samples in per_client for s in samples], wall


# --- PostgreSQL connections --------------------------------------------------------------------


class ConnectionPoller:
    """Counts the stack's PostgreSQL client backends every ``interval`` s on its own
    connection (excluded from the count) while the context is open."""

    def __init__(self, database_url: str, interval: float = 0.1) -> None:
        self.database_url = database_url
        self.interval = interval
        self.samples: list[tuple[float, int, int, int]] = []  # (t, total, active, idle in tx)
        self.errors: list[str] = []
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._conn: psycopg.Connection[Any] | None = None
        self._began = 0.0

    def __enter__(self) -> ConnectionPoller:
        import psycopg

        # Connect first, so a wrong URL fails here and not silently in the thread.
        self._conn = psycopg.connect(self.database_url, autocommit=True, connect_timeout=10)
        self._began = time.perf_counter()
        self._thread = threading.Thread(target=self._poll, name="pg-poller", daemon=True)
        self._thread.start()
        return self

    def _poll(self) -> None:
        assert self._conn is not None
        while not self._stop.is_set():
            try:
                row = self._conn.execute(CLIENT_BACKENDS_SQL).fetchone()
            except Exception as error:
                self.errors.append(f"{type(error).__name__}: {error}"[:300])
                if len(self.errors) > 50:
                    return
            else:
                if row is not None:
                    self.samples.append(
                        (time.perf_counter() - self._began, int(row[0]), int(row[1]), int(row[2]))
                    )
            self._stop.wait(self.interval)

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(10)
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    @property
    def peak(self) -> int:
        return max((s[1] for s in self.samples), default=0)

    @property
    def peak_active(self) -> int:
        return max((s[2] for s in self.samples), default=0)

    def summary(self) -> dict[str, Any]:
        totals = [s[1] for s in self.samples]
        return {
            "peak": self.peak,
            "peak_active": self.peak_active,
            "peak_idle_in_transaction": max((s[3] for s in self.samples), default=0),
            "median": percentile(totals, 50) if totals else None,
            "last": totals[-1] if totals else None,
            "polls": len(self.samples),
            "poll_errors": len(self.errors),
            "first_error": self.errors[0] if self.errors else None,
        }


# --- traffic through a fault -------------------------------------------------------------------

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
        "tests/test_faults.py -p no:cacheprovider -q -s"
    )
    report.setdefault("tests", {})[key] = {
        "measured": datetime.now(UTC).isoformat(timespec="seconds"),
        "machine": machine(),
        "git": git_commit(),
        **figures,
    }
    report["tests"] = dict(sorted(report["tests"].items()))
    return write_json(path, report)


# --- numbers -----------------------------------------------------------------------------------


def percentile(values: Sequence[float], p: float) -> float:
    """Linear interpolation between closest ranks (numpy's default)."""
    if not values:
        return float("nan")
    ordered = sorted(values)
    rank = (len(ordered) - 1) * p / 100
    low = int(rank)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (rank - low)


def latency(samples: Sequence[Sample]) -> dict[str, Any]:
    values = [s.ms for s in samples if s.answered]
    if not values:
        return {"n": 0}
    return {
        "n": len(values),
        "p50": round(percentile(values, 50), 2),
        "p95": round(percentile(values, 95), 2),
        "p99": round(percentile(values, 99), 2),
        "mean": round(sum(values) / len(values), 2),
        "max": round(max(values), 2),
    }


def summarize(samples: Sequence[Sample], wall_s: float) -> dict[str, Any]:
    """Throughput, latency (answered requests; client side) and statuses, overall and per
    endpoint; connection failures counted apart from HTTP statuses."""
    statuses = Counter(s.status for s in samples)
    per_endpoint: dict[str, Any] = {}
    for endpoint in sorted({s.endpoint for s in samples}):
        mine = [s for s in samples if s.endpoint == endpoint]
        expected = str(EXPECTED_STATUS[endpoint])
        per_endpoint[endpoint] = {
            **latency(mine),
            "requests": len(mine),
            "statuses": dict(sorted(Counter(s.status for s in mine).items())),
            "unexpected": sum(1 for s in mine if s.status != expected),
        }
    return {
        "requests": len(samples),
        "wall_s": round(wall_s, 2),
        "requests_per_s": round(len(samples) / wall_s, 1) if wall_s > 0 else None,
        "latency_ms": latency(samples),
        "statuses": dict(sorted(statuses.items())),
        "server_errors": sum(1 for s in samples if s.server_error),
        "connection_failures": sum(1 for s in samples if not s.answered),
        "unexpected": sum(1 for s in samples if s.status != str(EXPECTED_STATUS[s.endpoint])),
        "endpoints": per_endpoint,
    }


def first_unexpected(samples: Sequence[Sample], limit: int = 5) -> list[str]:
    out = [
        f"{s.endpoint} -> {s.status} after {s.ms:.0f} ms at {s.at_s:.1f} s (client {s.client})"
        for s in samples
        if s.status != str(EXPECTED_STATUS[s.endpoint])
    ]
    return out[:limit]
