"""The metrics each process records as it works (Prometheus client library).

``make run`` serves with several gunicorn workers and Celery worker processes; each writes its
samples to files under ``PROMETHEUS_MULTIPROC_DIR`` (set by ``config.embedded run`` before any
of them starts, and emptied then) and ``GET /metrics`` adds them up
(``memoryapp.api.probes``).
Without that variable (tests, ``manage.py shell``) the samples stay in the process.

What is better counted where it is kept (the review queue, the backlogs, replica lag) is read
from the database when ``/metrics`` is scraped: ``memoryapp.observability.collectors``. Every
label here takes a bounded set of values (route patterns, statuses, stage and reason names),
never an id or a text.
"""

from __future__ import annotations

import threading
from collections import Counter as Tally
from collections.abc import Iterable, Mapping
from typing import Any

from prometheus_client import Counter, Gauge, Histogram

from memoryapp.db.pools import pool_stats

# From a cached read to a slow import or a request that waited for a pooled connection.
SECONDS = (0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0)
STAGE_SECONDS = (0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5)

HTTP_REQUESTS = Counter(
    "memory_http_requests",
    "HTTP requests answered, by route pattern, method and status.",
    ["endpoint", "method", "status"],
)
HTTP_SECONDS = Histogram(
    "memory_http_request_duration_seconds",
    "Time from the request reaching Django to its response, by route pattern and method.",
    ["endpoint", "method"],
    buckets=SECONDS,
)
READ_CALLS = Counter(
    "memory_read_calls",
    "Read calls that wrote a trace (search, context, state), by kind and route.",
    ["kind", "route"],
)
READ_STAGE_SECONDS = Histogram(
    "memory_read_stage_seconds",
    "Time spent in each stage of a read call (the legs, fusion, decisions, packing, total).",
    ["kind", "stage"],
    buckets=STAGE_SECONDS,
)
BUNDLE_TOKENS = Histogram(
    "memory_context_bundle_tokens",
    "Tokens in each /context bundle.",
    buckets=(0, 50, 100, 250, 500, 750, 1000, 1500, 2000, 4000, 8000),
)
READ_CANDIDATES = Histogram(
    "memory_read_candidates",
    "Candidates judged per read call.",
    ["kind"],
    buckets=(0, 1, 5, 10, 25, 50, 100, 150, 200, 300, 500),
)
CANDIDATE_REASONS = Counter(
    "memory_read_candidate_reasons",
    "Candidates of read calls, by decision and reason code.",
    ["kind", "decision", "reason"],
)
MEMORY_CHANGES = Counter(
    "memory_changes",
    "Audit events written (each change of a memory), by kind and actor.",
    ["kind", "actor"],
)
REVIEW_INFLOW = Counter(
    "memory_review_inflow",
    "Memories that entered the owner's review queue (created pending), by actor.",
    ["actor"],
)
REVIEW_REPEATS = Counter(
    "memory_review_repeats",
    "Proposals that repeated what the owner already saw, by outcome (auto_rejected: said a "
    "rejection again; folded: said a pending card again; like_rejected: close to a rejection, "
    "shown with a note; duplicate: a paraphrase of an active head) and actor.",
    ["outcome", "actor"],
)
EXTRACTION_RUNS = Counter(
    "memory_extraction_runs",
    "Extraction task outcomes (done, dropped, retrying, skipped, transient_error).",
    ["outcome"],
)
EMBEDDINGS = Counter(
    "memory_embeddings",
    "Memories the embedding task handled, by outcome (embedded, transient_error, failed).",
    ["outcome"],
)
POOL_CONNECTIONS = Gauge(
    "memory_db_pool_connections",
    "Connections of the web processes' pools to the primary: open, idle, max.",
    ["state"],
    multiprocess_mode="livesum",
)
POOL_WAITING = Gauge(
    "memory_db_pool_requests_waiting",
    "Requests waiting for a pooled connection right now (web processes).",
    multiprocess_mode="livesum",
)
POOL_WAITS = Counter(
    "memory_db_pool_waits", "Connection requests that had to wait for a pooled connection."
)
POOL_WAIT_SECONDS = Counter(
    "memory_db_pool_wait_seconds", "Time requests spent waiting for a pooled connection."
)
POOL_TIMEOUTS = Counter(
    "memory_db_pool_timeouts",
    "Connection requests that found no connection in time (answered 503 unavailable).",
)


# A label value for anything outside a label's known set.
OTHER = "other"
# Whatever a caller sends as the method, and whatever status a view sets, becomes one of these:
# each new label value is a new series in every scrape and new files under
# PROMETHEUS_MULTIPROC_DIR, so an anonymous caller must not be able to make them up.
HTTP_METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"})
HTTP_STATUSES = frozenset(
    {200, 201, 202, 204, 301, 302, 304, 400, 401, 403, 404, 405, 409, 413, 415, 422, 429}
    | {500, 502, 503, 504}
)


def method_label(method: str) -> str:
    return method if method in HTTP_METHODS else OTHER


def status_label(status: int) -> str:
    """The status itself when it is a usual one, else its class (``4xx``)."""
    if status in HTTP_STATUSES:
        return str(status)
    return f"{status // 100}xx" if 100 <= status <= 599 else OTHER


def request_observe(*, endpoint: str, method: str, status: int, seconds: float) -> None:
    """One answered request; ``endpoint`` is a route pattern, ``static`` or ``other``."""
    method = method_label(method)
    HTTP_REQUESTS.labels(endpoint, method, status_label(status)).inc()
    HTTP_SECONDS.labels(endpoint, method).observe(seconds)
    _pool_observe()


def read_call_observe(
    *,
    kind: str,
    route: str,
    latency_ms: Mapping[str, Any],
    candidates: Mapping[str, Any],
    bundle_tokens: int | None,
) -> None:
    """One traced read call: its stages (``latency_ms``'s ``<stage>_ms`` entries), its
    candidates (the stored table of ``memoryapp.db.trace_storage``) by decision and reason, and
    the tokens of its bundle."""
    READ_CALLS.labels(kind, route or "none").inc()
    for key, ms in latency_ms.items():
        if key.endswith("_ms") and isinstance(ms, int | float):
            READ_STAGE_SECONDS.labels(kind, key.removesuffix("_ms")).observe(ms / 1000)
    rows = candidates.get("rows", [])
    READ_CANDIDATES.labels(kind).observe(len(rows))
    keys = candidates.get("keys", [])
    if "reason" in keys and "decision" in keys:
        decision, reason = keys.index("decision"), keys.index("reason")
        tally = Tally((row[decision], row[reason]) for row in rows)
        for (decided, why), n in tally.items():
            CANDIDATE_REASONS.labels(kind, str(decided), str(why)).inc(n)
    if bundle_tokens is not None:
        BUNDLE_TOKENS.observe(bundle_tokens)


def changes_observe(changes: Iterable[tuple[str, str, str | None]]) -> None:
    """Audit events that were committed: (kind, actor, the created memory's status or None)."""
    for kind, actor, status in changes:
        MEMORY_CHANGES.labels(kind, actor).inc()
        if kind == "created" and status == "pending":
            REVIEW_INFLOW.labels(actor).inc()


def repeats_observe(outcome: str, actor: str) -> None:
    REVIEW_REPEATS.labels(outcome, actor).inc()


def extraction_observe(outcome: str) -> None:
    EXTRACTION_RUNS.labels(outcome).inc()


def embeddings_observe(outcome: str, count: int) -> None:
    if count:
        EMBEDDINGS.labels(outcome).inc(count)


# psycopg_pool keeps running totals per pool (requests queued, ms waited, timeouts); the
# counters above advance by what those totals grew since the last request of this process.
_pool_lock = threading.Lock()
_pool_seen: dict[str, int] = {}
_POOL_TOTALS = (
    ("requests_queued", POOL_WAITS, 1.0),
    ("requests_wait_ms", POOL_WAIT_SECONDS, 0.001),
    ("requests_errors", POOL_TIMEOUTS, 1.0),
)


def _pool_observe() -> None:
    stats = pool_stats()
    if not stats:
        return
    POOL_CONNECTIONS.labels("open").set(stats.get("pool_size", 0))
    POOL_CONNECTIONS.labels("idle").set(stats.get("pool_available", 0))
    POOL_CONNECTIONS.labels("max").set(stats.get("pool_max", 0))
    POOL_WAITING.set(stats.get("requests_waiting", 0))
    with _pool_lock:
        for key, counter, scale in _POOL_TOTALS:
            total = stats.get(key, 0)
            grown = total - _pool_seen.get(key, 0)
            if grown > 0:
                counter.inc(grown * scale)
            _pool_seen[key] = total
