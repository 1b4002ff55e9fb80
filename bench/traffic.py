"""The served stack under traffic: shared by ``bench/load.py`` and ``tests/test_served_load.py``.

No Django here: the stack runs in its own processes, started exactly as ``make run`` starts it
(``exec .venv/bin/python -m config.embedded run``, here with the interpreter running this
module), and everything below talks to it the way its users do:

- :func:`start_stack` / :func:`running_stack`: ``python -m config.embedded run`` in a process
  group of its own with ``MEMORY_DATA_DIR`` a folder of the caller's (never the default
  ``.data/``), ``MEMORY_PORT`` a free port, ``MEMORY_OWNER_PASSWORD`` set and ``DATABASE_URL`` /
  ``REDIS_URL`` removed, so the embedded PostgreSQL and Redis are the stack's own; ready when
  ``GET /healthz`` answers 200; stopped with SIGTERM (what Ctrl-C or ``kill`` does to
  ``make run``), then SIGKILL for whatever is left after a grace period.
- :meth:`Stack.issue_token`: ``python -m config.embedded exec -- python manage.py issue_token``
  against the running stack (it reuses the stack's servers); the token is the last line.
- :func:`seed_project`: LoCoMo conversation turns (``../shared/fixtures/locomo_dev.json``,
  read there at run time, never copied) imported with ``POST /api/v1/import`` in batches of
  JSON lines.
- :class:`Client` (one keep-alive ``http.client`` connection, reopened after a failure) and
  :func:`run_traffic`: a weighted mix of ``/context``, ``/search``, ``GET /memories`` and
  ``/events`` from N client threads, for a number of requests or a time, every request
  recorded (endpoint, status or connection failure, latency).
- :class:`ConnectionPoller`: PostgreSQL client backends of the stack's database, counted every
  ~100 ms on a connection of its own while traffic runs; the peak is what a budget bounds.

Every loop here is bounded (request counts, deadlines, timeouts), and all traffic goes to
127.0.0.1.
"""

from __future__ import annotations

import contextlib
import http.client
import json
import math
import os
import platform
import random
import re
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

if TYPE_CHECKING:
    import psycopg

PROJECT_ROOT = Path(__file__).resolve().parents[1]
LOCOMO = PROJECT_ROOT.parent / "shared" / "fixtures" / "locomo_dev.json"
HOST = "127.0.0.1"

START_TIMEOUT_S = 180.0
STOP_TIMEOUT_S = 60.0
REQUEST_TIMEOUT_S = 60.0
IMPORT_BATCH = 500
# The per-token limit of the API (MEMORY_API_RATE_LIMIT, 600/60 by default) would answer most
# of a load run with 429; a limit no run reaches keeps the limiter's Redis round trip in the
# path without ever refusing.
UNREACHED_RATE_LIMIT = "1000000/60"
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


# ``make manage ARGS=...`` without make: one manage.py command with the stack's servers.
MANAGE = (sys.executable, "-m", "config.embedded", "exec", "--", sys.executable, "manage.py")


def say(message: str) -> None:
    print(message, flush=True)


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind((HOST, 0))
        return int(sock.getsockname()[1])


# --- the stack ---------------------------------------------------------------------------------


def stack_env(
    data_dir: Path, port: int, owner_password: str, extra: Mapping[str, str] | None = None
) -> dict[str, str]:
    """The caller's environment as ``make run`` would see it, pointed at ``data_dir``."""
    env = {k: v for k, v in os.environ.items() if k not in {"DATABASE_URL", "REDIS_URL"}}
    env.update(
        MEMORY_DATA_DIR=str(data_dir),
        MEMORY_HOST=HOST,
        MEMORY_PORT=str(port),
        MEMORY_OWNER_PASSWORD=owner_password,
        PYTHONUNBUFFERED="1",
    )
    env.update(extra or {})
    return env


@dataclass
class Stack:
    """A running ``python -m config.embedded run`` and where it keeps things."""

    data_dir: Path
    port: int
    env: dict[str, str]
    process: subprocess.Popen[bytes]
    log_path: Path
    started_s: float = 0.0
    returncode: int | None = None
    _log_file: IO[bytes] | None = field(default=None, repr=False)

    @property
    def base_url(self) -> str:
        return f"http://{HOST}:{self.port}"

    def log_tail(self, chars: int = 4000) -> str:
        try:
            return self.log_path.read_text(errors="replace")[-chars:]
        except OSError:
            return ""

    def database_url(self) -> str:
        """The embedded PostgreSQL of this stack's data folder (as ``config.embedded`` says)."""
        if str(PROJECT_ROOT) not in sys.path:
            sys.path.insert(0, str(PROJECT_ROOT))
        from config.embedded import embedded_database_url

        return embedded_database_url(Path(self.data_dir))

    def manage(self, *args: str, timeout: float = 180.0) -> str:
        """``python -m config.embedded exec -- python manage.py ARGS`` beside the running stack."""
        result = subprocess.run(
            [*MANAGE, *args],
            cwd=PROJECT_ROOT,
            env=self.env,
            capture_output=True,
            text=True,
            timeout=timeout,
            check=False,
        )
        if result.returncode != 0:
            raise RuntimeError(
                f"manage.py {' '.join(args)} exited with {result.returncode}:\n"
                f"{result.stdout[-2000:]}\n{result.stderr[-2000:]}"
            )
        return result.stdout

    def issue_token(self, project: str, role: str, name: str = "") -> str:
        args = ["issue_token", "--project", project, "--role", role]
        if name:
            args += ["--name", name]
        lines = [line.strip() for line in self.manage(*args).splitlines() if line.strip()]
        if not lines:
            raise RuntimeError("issue_token printed no token")
        return lines[-1]

    def process_tree(self) -> list[str]:
        """The stack's descendants, one short command line each (which server serves)."""
        import psutil

        seen: Counter[str] = Counter()
        with contextlib.suppress(psutil.Error):
            for child in psutil.Process(self.process.pid).children(recursive=True):
                with contextlib.suppress(psutil.Error):
                    seen[_short_command(child.name(), child.cmdline())] += 1
        return [f"{count} x {command}" for command, count in seen.items()]

    def stop(self, timeout: float = STOP_TIMEOUT_S) -> int:
        """SIGTERM, as Ctrl-C or ``kill`` to ``make run``; SIGKILL what is left after a wait."""
        if self.returncode is not None:
            return self.returncode
        import psutil

        try:
            tree = psutil.Process(self.process.pid).children(recursive=True)
        except psutil.Error:
            tree = []
        if self.process.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                self.process.send_signal(signal.SIGTERM)
        try:
            self.returncode = self.process.wait(timeout)
        except subprocess.TimeoutExpired:
            say(f"[stack] no exit {timeout:.0f} s after SIGTERM; killing its process groups")
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(self.process.pid, signal.SIGKILL)
            self.returncode = self.process.wait(10)
        # The supervisor stops its children itself; anything still alive was orphaned.
        _, alive = psutil.wait_procs(tree, timeout=15)
        for proc in alive:
            with contextlib.suppress(psutil.Error):
                proc.kill()
        if alive:
            say(f"[stack] killed {len(alive)} process(es) left after the stop")
        self._stop_orphaned_postgres()
        if self._log_file is not None:
            self._log_file.close()
            self._log_file = None
        return self.returncode

    def _stop_orphaned_postgres(self) -> None:
        """pg_ctl daemonises PostgreSQL; if the supervisor died it is still running: stop it."""
        pid_file = self.data_dir / "pg" / "postmaster.pid"
        deadline = time.monotonic() + 30
        while pid_file.exists() and time.monotonic() < deadline:
            try:
                pid = int(pid_file.read_text().split()[0])
            except (OSError, ValueError, IndexError):
                return
            try:
                os.kill(pid, signal.SIGINT)  # PostgreSQL's "fast" shutdown
            except ProcessLookupError:
                return
            time.sleep(0.5)


def _short_command(name: str, argv: Sequence[str]) -> str:
    """``python -m gunicorn --config python:config.gunicorn``; a server that rewrote its
    command line (redis-server) by its process name."""
    if not argv or not Path(argv[0]).name.startswith("python"):
        return name
    return " ".join(Path(a).name if a.startswith("/") else a for a in argv[:6])


def _healthz(port: int) -> int | None:
    conn = http.client.HTTPConnection(HOST, port, timeout=3)
    try:
        conn.request("GET", "/healthz")
        response = conn.getresponse()
        response.read()
        return response.status
    except (OSError, http.client.HTTPException):
        return None
    finally:
        conn.close()


def start_stack(
    data_dir: Path,
    *,
    port: int | None = None,
    owner_password: str | None = None,
    extra_env: Mapping[str, str] | None = None,
    timeout: float = START_TIMEOUT_S,
    log_path: Path | None = None,
) -> Stack:
    """``python -m config.embedded run`` (``make run`` without make); returns once
    ``/healthz`` is 200. Output goes to ``log_path`` (default ``<data_dir>/../<name>.log``)."""
    data_dir = data_dir.resolve()
    data_dir.mkdir(parents=True, exist_ok=True)
    port = port or free_port()
    env = stack_env(data_dir, port, owner_password or uuid.uuid4().hex, extra_env)
    log_path = log_path or data_dir.parent / f"{data_dir.name}-stack.log"
    log_file = log_path.open("ab")
    began = time.monotonic()
    process = subprocess.Popen(
        [sys.executable, "-m", "config.embedded", "run"],
        cwd=PROJECT_ROOT,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=log_file,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    stack = Stack(data_dir, port, env, process, log_path, _log_file=log_file)
    try:
        deadline = began + timeout
        while _healthz(port) != 200:
            if process.poll() is not None:
                raise RuntimeError(
                    f"the stack exited with {process.returncode} before /healthz answered:\n"
                    + stack.log_tail()
                )
            if time.monotonic() > deadline:
                raise RuntimeError(
                    f"/healthz did not answer 200 within {timeout:.0f} s:\n" + stack.log_tail()
                )
            time.sleep(0.25)
    except BaseException:
        stack.stop()
        raise
    stack.started_s = time.monotonic() - began
    return stack


@contextlib.contextmanager
def running_stack(data_dir: Path, **kwargs: Any) -> Iterator[Stack]:
    stack = start_stack(data_dir, **kwargs)
    try:
        yield stack
    finally:
        stack.stop()


# --- the HTTP client ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Response:
    status: int
    body: bytes

    def json(self) -> Any:
        return json.loads(self.body) if self.body else None


def failure_kind(error: BaseException) -> str:
    """What a request that got no HTTP response met: ``reset``, ``timeout``, or the class."""
    if isinstance(
        error,
        ConnectionResetError | BrokenPipeError | http.client.RemoteDisconnected,
    ):
        return "reset"
    if isinstance(error, TimeoutError):  # socket.timeout is TimeoutError
        return "timeout"
    if isinstance(error, ConnectionRefusedError):
        return "refused"
    return type(error).__name__


class Client:
    """One keep-alive HTTP/1.1 connection to the stack; after a failure the next request
    opens a new one. Never retries: a failed request is reported, not hidden."""

    def __init__(self, port: int, token: str, timeout: float = REQUEST_TIMEOUT_S) -> None:
        self.port = port
        self.timeout = timeout
        self.headers = {"Authorization": f"Bearer {token}", "Accept": "application/json"}
        self.conn: http.client.HTTPConnection | None = None
        self.used = 0  # requests sent on the current connection

    def _connection(self) -> http.client.HTTPConnection:
        if self.conn is None:
            self.conn = http.client.HTTPConnection(HOST, self.port, timeout=self.timeout)
            self.used = 0
        return self.conn

    def request(
        self,
        method: str,
        path: str,
        body: bytes | None = None,
        content_type: str = "application/json",
    ) -> Response:
        conn = self._connection()
        headers = dict(self.headers)
        if body is not None:
            headers["Content-Type"] = content_type
        try:
            conn.request(method, path, body=body, headers=headers)
            self.used += 1
            response = conn.getresponse()
            data = response.read()
        except BaseException:
            self.close()
            raise
        if response.will_close:
            self.close()
        return Response(response.status, data)

    def json(self, method: str, path: str, payload: Any = None) -> Response:
        body = json.dumps(payload).encode() if payload is not None else None
        return self.request(method, path, body)

    def close(self) -> None:
        if self.conn is not None:
            self.conn.close()
            self.conn = None


# --- the data: LoCoMo turns and questions ------------------------------------------------------


@dataclass(frozen=True)
class Turn:
    sample_id: str
    dia_id: str
    speaker: str
    text: str
    when: datetime


def _session_time(text: str) -> datetime:
    """ "1:56 pm on 8 May, 2023" -> 2023-05-08T13:56:00+00:00 (read as UTC)."""
    return datetime.strptime(text.strip(), "%I:%M %p on %d %B, %Y").replace(tzinfo=UTC)


def read_locomo(path: Path = LOCOMO) -> tuple[list[Turn], list[str]]:
    """Every conversation turn (in order) and every QA question of the development split."""
    turns: list[Turn] = []
    questions: list[str] = []
    for sample in json.loads(path.read_text()):
        conv = sample["conversation"]
        sessions = sorted(
            (int(key.split("_")[1]), value)
            for key, value in conv.items()
            if re.fullmatch(r"session_\d+", key) and isinstance(value, list)
        )
        for number, session in sessions:
            when = _session_time(conv[f"session_{number}_date_time"])
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


def seed_project(
    port: int, owner_token: str, turns: Sequence[Turn], batch: int = IMPORT_BATCH
) -> dict[str, Any]:
    """POST /api/v1/import the turns in batches; returns how many and how long."""
    client = Client(port, owner_token, timeout=300)
    began = time.perf_counter()
    imported = 0
    try:
        for start in range(0, len(turns), batch):
            chunk = turns[start : start + batch]
            body = "\n".join(import_line(t, start + i) for i, t in enumerate(chunk)).encode()
            response = client.request("POST", "/api/v1/import", body, "application/x-ndjson")
            if response.status != 200:
                raise RuntimeError(
                    f"POST /api/v1/import -> {response.status}: {response.body[:500]!r}"
                )
            imported += len(response.json()["ids"])
    finally:
        client.close()
    return {
        "memories": imported,
        "batches": -(-len(turns) // batch),
        "seconds": round(time.perf_counter() - began, 2),
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


def finite(value: Any) -> Any:
    """NaN/inf -> None, so a results file is strict JSON."""
    if isinstance(value, float) and not math.isfinite(value):
        return None
    if isinstance(value, dict):
        return {k: finite(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [finite(v) for v in value]
    return value


def bench_workdir(prefix: str) -> Path:
    """A new temporary folder for a benchmark's stack. Run as root, the embedded PostgreSQL
    runs as another user, who must be able to reach the data folder inside: mkdtemp's 0700
    would stop it (the data folder keeps its own, private modes)."""
    workdir = Path(tempfile.mkdtemp(prefix=prefix))
    workdir.chmod(0o711)
    return workdir


def rate_limit_env(rate_limit: str) -> dict[str, str]:
    """The environment a benchmark's stack gets for its ``--rate-limit`` ("default" keeps the
    project's own limit)."""
    return {} if rate_limit == "default" else {"MEMORY_API_RATE_LIMIT": rate_limit}


def report_header(script: str, argv: Sequence[str], target: dict[str, Any]) -> dict[str, Any]:
    """What every served benchmark's results file starts with: how it was run, when, where,
    from which commit, and what it checks."""
    return {
        "command": " ".join([".venv/bin/python", script, *argv]),
        "started": datetime.now(UTC).isoformat(timespec="seconds"),
        "machine": machine(),
        "git": git_commit(),
        "target": target,
    }


def inherited_memory_env() -> list[str]:
    """The ``MEMORY_*`` variables the stack inherited (names only: some hold keys)."""
    return sorted(k for k in os.environ if k.startswith("MEMORY_"))


def machine() -> dict[str, Any]:
    import psutil

    return {
        "python": platform.python_version(),
        "platform": platform.platform(),
        "cpu": platform.processor() or platform.machine(),
        "cores_logical": os.cpu_count(),
        "memory_gb": round(psutil.virtual_memory().total / 2**30, 1),
        "load_avg_at_start": [round(x, 2) for x in os.getloadavg()],
    }


def git_commit() -> dict[str, Any]:
    def git(*args: str) -> str:
        result = subprocess.run(
            ["git", *args], cwd=PROJECT_ROOT, capture_output=True, text=True, check=False
        )
        return result.stdout.rstrip() if result.returncode == 0 else ""

    changed = git("status", "--porcelain", "--untracked-files=no")
    return {
        "commit": git("rev-parse", "HEAD") or None,
        "dirty": bool(changed),
        "changed": changed.splitlines()[:40],
    }
