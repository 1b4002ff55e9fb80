"""How ``bench/latency.py`` serves and measures: the web server ``make run`` starts
(``config.serving.web_command``: gunicorn with threads, configured by ``config/gunicorn.py``,
whose workers load the embedding model before they take traffic) on 127.0.0.1 and a free port;
keep-alive clients sending POST /api/v1/context; the traces' per-stage latencies; and the
server's CPU time per request (gunicorn workers + PostgreSQL backends), which contention on a
shared machine stretches much less than wall time.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import statistics
import subprocess
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bench.common import PROJECT_ROOT, latency_summary, percentile, say
from bench.http_client import Client, healthz
from bench.latency_db import wal_bytes_since, wal_position
from bench.stack import free_port
from config import serving

DATA_DIR = PROJECT_ROOT / ".data" / "bench-latency"
CLIENTS = (1, 4)
PER_CLIENT_CONCURRENT = 100
TRACE_SAMPLE = 50
STAGES = (
    "lexical_ms",
    "dense_ms",
    "query_embedding_ms",
    "entity_ms",
    "legs_ms",
    "fusion_ms",
    "temporal_ms",
    "decide_ms",
    "frame_ms",
    "pack_ms",
    "total_ms",
)


def label(size: int) -> str:
    if size >= 1_000_000 and size % 1_000_000 == 0:
        return f"{size // 1_000_000}M"
    return f"{size // 1000}k" if size % 1000 == 0 else str(size)


def file_sha(path: Path) -> str:
    """The first 16 hex digits of the SHA-256 of a file, or of a package's ``*.py`` files
    (names and contents, in order); "" when there is neither."""
    if path.is_file():
        return hashlib.sha256(path.read_bytes()).hexdigest()[:16]
    if not path.is_dir():
        return ""
    digest = hashlib.sha256()
    for file in sorted(path.rglob("*.py")):
        digest.update(str(file.relative_to(path)).encode() + b"\x00" + file.read_bytes())
    return digest.hexdigest()[:16]


def retrieval_sha() -> str:
    """The retrieval package as the workers load it."""
    return file_sha(PROJECT_ROOT / "memoryapp" / "retrieval")


@dataclass
class Server:
    port: int
    process: subprocess.Popen[bytes]
    log: Path
    variant: str
    # The retrieval code as the workers loaded it (other people edit it meanwhile).
    retrieval_sha: str = ""


@contextlib.contextmanager
def serve(
    service_env: dict[str, str], variant: str = "", extra_env: dict[str, str] | None = None
) -> Iterator[Server]:
    """The shipped web server (``config.serving.web_command``, as ``make run`` starts it) on
    127.0.0.1; ``variant`` names its log file and ``extra_env`` its settings."""
    port = free_port()
    env = {
        **os.environ,
        **service_env,
        "MEMORY_DATA_DIR": str(DATA_DIR),
        "MEMORY_API_RATE_LIMIT": "0",
        "DJANGO_SETTINGS_MODULE": "config.settings",
        "LOG_LEVEL": "WARNING",
        "SECRET_KEY": "bench-latency-not-secret",
        **(extra_env or {}),
    }
    log = DATA_DIR / f"web-{variant or 'baseline'}.log"
    # Exactly the web server `make run` starts (config/serving.py, config/gunicorn.py): its
    # workers load the embedding model before they take a request.
    command = serving.web_command("127.0.0.1", port)
    with log.open("wb") as out:
        process = subprocess.Popen(
            command, cwd=PROJECT_ROOT, env=env, stdout=out, stderr=subprocess.STDOUT
        )
    server = Server(
        port=port,
        process=process,
        log=log,
        variant=variant,
        retrieval_sha=retrieval_sha(),
    )
    try:
        deadline = time.monotonic() + 60
        while healthz(port, timeout=5) is None:
            if process.poll() is not None:
                raise RuntimeError(f"gunicorn exited: {log.read_text()[-3000:]}")
            if time.monotonic() > deadline:
                raise RuntimeError("gunicorn did not answer in 60 s")
            time.sleep(0.2)
        yield server
    finally:
        process.terminate()
        try:
            process.wait(20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def ask_context(
    client: Client, query: str, body: Callable[[str], dict[str, Any]] | None = None
) -> tuple[float, str]:
    """One ``POST /api/v1/context`` (``body``: what else it sends for a query): its
    client-side time (ms) and its trace id."""
    extra = body(query) if body else {}
    started = time.perf_counter()
    response = client.json("POST", "/api/v1/context", {"query": query, "route": "auto", **extra})
    elapsed = (time.perf_counter() - started) * 1000
    if response.status != 200:
        raise RuntimeError(f"POST /api/v1/context -> {response.status}: {response.body[:300]!r}")
    return elapsed, str(response.json()["trace_id"])


def run_clients(
    port: int,
    token: str,
    queries: Sequence[str],
    clients: int,
    body: Callable[[str], dict[str, Any]] | None = None,
) -> dict[str, Any]:
    """One client sends every query once; with more, each sends ``PER_CLIENT_CONCURRENT``
    of them (rotated so they do not ask the same thing at once), keep-alive. Bounded."""
    samples: list[list[float]] = [[] for _ in range(clients)]
    traces: list[list[str]] = [[] for _ in range(clients)]
    errors: list[BaseException] = []
    barrier = threading.Barrier(clients)

    def work(index: int) -> None:
        client = Client(port, token)
        order = list(queries[index * len(queries) // clients :]) + list(
            queries[: index * len(queries) // clients]
        )
        if clients > 1:
            order = order[:PER_CLIENT_CONCURRENT]
        try:
            barrier.wait()
            for query in order:
                elapsed, trace = ask_context(client, query, body)
                samples[index].append(elapsed)
                traces[index].append(trace)
        except BaseException as error:
            errors.append(error)
        finally:
            client.close()

    load_before = os.getloadavg()[0]
    started = time.perf_counter()
    threads = [threading.Thread(target=work, args=(i,)) for i in range(clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    wall = time.perf_counter() - started
    if errors:
        raise RuntimeError(f"{len(errors)} client(s) failed: {errors[0]!r}")
    flat = [s for per in samples for s in per]
    return {
        **latency_summary(flat),
        "requests_per_s": round(len(flat) / wall, 1),
        "load_avg_1m_before": round(load_before, 2),
        "load_avg_1m_after": round(os.getloadavg()[0], 2),
        "trace_ids": traces[0],
    }


def stage_medians(port: int, token: str, trace_ids: Sequence[str]) -> dict[str, Any]:
    client = Client(port, token)
    per_stage: dict[str, list[float]] = {}
    hits: dict[str, list[int]] = {}
    candidates: list[int] = []
    try:
        for trace_id in trace_ids:
            response = client.json("GET", f"/api/v1/traces/{trace_id}")
            status, trace = response.status, response.json()
            if status != 200:
                raise RuntimeError(f"GET trace -> {status}: {str(trace)[:200]}")
            for key, value in trace["latency_ms"].items():
                per_stage.setdefault(key, []).append(float(value))
            for leg, detail in trace["legs"].items():
                hits.setdefault(leg, []).append(int(detail.get("returned") or 0))
            candidates.append(len(trace["candidates"]))
    finally:
        client.close()
    return {
        "n": len(trace_ids),
        "median_ms": {k: round(statistics.median(v), 2) for k, v in sorted(per_stage.items())},
        "p95_ms": {k: round(percentile(v, 95), 2) for k, v in sorted(per_stage.items())},
        "median_leg_hits": {k: statistics.median(v) for k, v in hits.items()},
        "median_candidates": statistics.median(candidates) if candidates else 0,
    }


def measure_size(
    server: Server,
    token: str,
    queries: Sequence[str],
    size: int,
    clients: Sequence[int],
    warmup: Sequence[str],
    body: Callable[[str], dict[str, Any]] | None = None,
) -> dict[str, Any]:
    started = time.perf_counter()
    # Concurrent, so that both workers serve some; the timed runs start warm.
    run_clients(server.port, token, warmup, 4, body)  # each client sends its share
    result: dict[str, Any] = {
        "warmup_s": round(time.perf_counter() - started, 2),
        "retrieval_py_sha256_16": server.retrieval_sha,
    }
    for count in clients:
        cpu_before = server_cpu_seconds(server)
        wal_before = wal_position()
        run = run_clients(server.port, token, queries, count, body)
        cpu_after = server_cpu_seconds(server)
        if cpu_before is not None and cpu_after is not None:
            run["server_cpu_ms_per_request"] = round(1000 * (cpu_after - cpu_before) / run["n"], 2)
        # What each call writes (the trace, the bundle's bookkeeping and its audit), as WAL.
        run["wal_bytes_per_request"] = round(wal_bytes_since(wal_before) / run["n"])
        ids = run.pop("trace_ids")
        result[f"clients_{count}"] = run
        say(
            f"[serve] {label(size):>5} {count} client(s): p50 {run['p50']:.1f} ms  "
            f"p95 {run['p95']:.1f}  p99 {run['p99']:.1f}  ({run['requests_per_s']} req/s, "
            f"server CPU {run.get('server_cpu_ms_per_request', '?')} ms/req, "
            f"{run['wal_bytes_per_request']} WAL bytes/req, "
            f"load {run['load_avg_1m_before']}->{run['load_avg_1m_after']})"
        )
        if count == 1:
            step = max(1, len(ids) // TRACE_SAMPLE)
            result["stages"] = stage_medians(server.port, token, ids[::step][:TRACE_SAMPLE])
            medians = result["stages"]["median_ms"]
            say(
                f"[serve] {label(size):>5} stage medians: "
                + "  ".join(f"{k.removesuffix('_ms')} {medians.get(k, 0):.1f}" for k in STAGES)
            )
    return result


# --- server CPU accounting ----------------------------------------------------------------


def server_cpu_seconds(server: Server) -> float | None:
    """CPU seconds used so far by the gunicorn workers and by PostgreSQL's backends.

    Backends come and go (one per request with CONN_MAX_AGE=0): the postmaster's reaped
    children's times count them once they exit, the live ones are read directly. Contention
    stretches wall time but not (much) CPU time, so CPU per request is the steadier number on a
    shared machine.
    """
    import psutil

    try:
        total = 0.0
        for worker in psutil.Process(server.process.pid).children():
            times = worker.cpu_times()
            total += times.user + times.system
        pid_file = DATA_DIR / "pg" / "postmaster.pid"
        if "DATABASE_URL" in os.environ and not pid_file.exists():
            return None
        postmaster = psutil.Process(int(pid_file.read_text().split()[0]))
        times = postmaster.cpu_times()
        total += times.children_user + times.children_system
        for backend in postmaster.children():
            with contextlib.suppress(psutil.Error):
                times = backend.cpu_times()
                total += times.user + times.system
        return total
    except (psutil.Error, OSError, ValueError):
        return None
