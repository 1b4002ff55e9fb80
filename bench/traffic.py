"""Traffic against the served stack: shared by ``bench/load.py``, ``bench/search.py`` and the
served tests (``tests/config/test_served_load.py``, ``tests/live/``).

No Django here: the stack runs in its own processes, started exactly as ``make run`` starts it
(:mod:`bench.stack`, whose names are importable from here too), and everything below talks to
it the way its users do:

- :func:`seed_project`: LoCoMo conversation turns (``../shared/fixtures/locomo_dev.json``,
  read there at run time, never copied) imported with ``POST /api/v1/import`` in batches of
  JSON lines.
- :func:`run_traffic`: a weighted mix of ``/context``, ``/search``, ``GET /memories`` and
  ``/events`` from N client threads (each a :class:`Client`), for a number of requests or a
  time, every request recorded (endpoint, status or connection failure, latency).

Beside it: :mod:`bench.pg_connections` counts the stack's PostgreSQL connections while traffic
runs, and :mod:`bench.fault_traffic` sends traffic through a fault.

Every loop here is bounded (request counts, deadlines, timeouts), and all traffic goes to
127.0.0.1.
"""

from __future__ import annotations

import json
import random
import threading
import time
import uuid
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from bench.common import (
    LOCOMO,
    PROJECT_ROOT,
    bench_workdir,
    finite,
    git_commit,
    inherited_memory_env,
    latency_summary,
    machine,
    percentile,
    report_header,
    say,
    sessions,
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
    "Client",
    "Mix",
    "Response",
    "Sample",
    "Stack",
    "Turn",
    "bench_workdir",
    "failure_kind",
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


def import_line(turn: Turn, index: int, *, mixed_types: bool = True) -> str:
    """One memory per turn: "[8 May 2023] Caroline: <text>", about one in seven semantic
    (every one episodic without ``mixed_types``: a LoCoMo turn is an episode)."""
    return json.dumps(
        {
            "ref": f"{turn.sample_id}:{turn.dia_id}",
            "type": "semantic" if mixed_types and index % 7 == 3 else "episodic",
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


@dataclass(frozen=True)
class Plan:
    """What each client thread of a run does."""

    port: int
    token: str
    mix: Mix
    limit_s: float
    requests_per_client: int | None
    seed: int
    timeout: float


def send_one(client: Client, plan: Plan, rng: random.Random, index: int, start: float) -> Sample:
    """One request of the mix; a failure is a sample too (the run goes on)."""
    endpoint = plan.mix.pick(rng)
    method, path, payload = plan.mix.build(endpoint, rng, index)
    body = json.dumps(payload).encode() if payload is not None else None
    sent = time.perf_counter()
    try:
        status = str(client.request(method, path, body).status)
    except Exception as error:  # every failure is data
        status = failure_kind(error)
    done = time.perf_counter()
    return Sample(endpoint, status, (done - sent) * 1000, done - start, index)


def client_loop(plan: Plan, index: int, start: float, out: list[Sample]) -> None:
    """Back to back on one keep-alive connection until the deadline or the request count."""
    rng = random.Random(plan.seed * 100_003 + index)
    client = Client(plan.port, plan.token, timeout=plan.timeout)
    deadline = start + plan.limit_s
    try:
        while time.perf_counter() < deadline and (
            plan.requests_per_client is None or len(out) < plan.requests_per_client
        ):
            out.append(send_one(client, plan, rng, index, start))
    finally:
        client.close()


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
    plan = Plan(port, token, mix, limit_s, requests_per_client, seed, timeout)
    per_client: list[list[Sample]] = [[] for _ in range(clients)]
    crashed: list[BaseException] = []
    barrier = threading.Barrier(clients + 1)
    began = [0.0]

    def work(index: int) -> None:
        try:
            barrier.wait(60)
            client_loop(plan, index, began[0], per_client[index])
        except BaseException as error:
            crashed.append(error)

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


# --- numbers -----------------------------------------------------------------------------------


def latency(samples: Sequence[Sample]) -> dict[str, Any]:
    """The answered requests' latency figures (ms, client side)."""
    return latency_summary([s.ms for s in samples if s.answered])


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
