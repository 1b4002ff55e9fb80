"""Read replicas through the real server: a streaming replica made from the embedded binaries
(``pg_basebackup -R``) serves the read legs while it is healthy, is skipped while it lags or is
gone, and the primary serves every call meanwhile."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psutil
import psycopg
import pytest
from prometheus_client.parser import text_string_to_metric_families

from bench import traffic
from config import embedded
from tests.support import wait_for

pytestmark = pytest.mark.slow

ROOT = embedded.BASE_DIR


def make_replica(primary: embedded.EmbeddedPostgres, data: Path) -> embedded.EmbeddedPostgres:
    """A hot standby of ``primary`` under ``data``, streaming from it, started."""
    replica = embedded.EmbeddedPostgres(data, durable=False)
    data.mkdir(parents=True)
    # A standby has its primary's roles, so it takes their passwords too.
    shutil.copy(embedded.password_file(primary.data), embedded.password_file(data))
    shutil.copy(embedded.app_password_file(primary.data), embedded.app_password_file(data))
    replica._prepare_folders()  # an empty, 0700 folder pg_basebackup fills
    password = embedded.ensure_password(primary.data)
    subprocess.run(
        [
            str(primary.bin / "pg_basebackup"),
            "-D",
            str(replica.pgdata),
            "-R",
            "-X",
            "stream",
            "-h",
            str(primary.sockets),
            "-p",
            str(embedded.PG_PORT),
            "-U",
            "postgres",
        ],
        check=True,
        capture_output=True,
        **primary.as_server_user(),
        env={**os.environ, "PGPASSWORD": password},
        cwd="/tmp",
        timeout=300,
    )
    replica.start()
    return replica


def request(
    port: int, method: str, path: str, token: str, body: Any = None
) -> tuple[int, dict[str, Any]]:
    req = urllib.request.Request(
        f"http://127.0.0.1:{port}{path}",
        method=method,
        data=json.dumps(body).encode() if body is not None else None,
        headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json"},
    )
    try:
        with urllib.request.urlopen(req, timeout=30) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"{}")


def read_from(port: int, token: str, query: str) -> str:
    status, found = request(port, "POST", "/api/v1/search", token, {"query": query})
    assert status == 200, found
    status, trace = request(port, "GET", f"/api/v1/traces/{found['trace_id']}", token)
    assert status == 200, trace
    return str(trace["config"]["read_from"])


def reads_settle_on(port: int, token: str, query: str, alias: str) -> None:
    """Every web worker checks the replicas on its own monitor thread, so the state /health
    reported from one worker reaches the others within a check interval or two. Each read also
    writes its trace on the primary, so on a loaded machine a replica close to the lag limit can
    flip for one check; what users rely on is that reads settle: six in a row from ``alias``."""
    recent: list[str] = []

    def six_in_a_row() -> bool:
        recent.append(read_from(port, token, query))
        return recent[-6:] == [alias] * 6

    assert wait_for(six_in_a_row, 15, interval=0.25), f"no six reads in a row from {alias}"


def replica_state(port: int, token: str) -> dict[str, Any]:
    status, report = request(port, "GET", "/api/v1/health", token)
    assert status == 200
    return dict(report["checks"]["replicas"]["detail"]["replicas"]["replica1"])


def replica_metrics(port: int, token: str) -> dict[str, float]:
    """The replica gauges of one scrape of ``GET /metrics`` (whichever web worker answers)."""
    req = urllib.request.Request(
        f"http://127.0.0.1:{port}/metrics", headers={"Authorization": f"Bearer {token}"}
    )
    with urllib.request.urlopen(req, timeout=30) as response:
        text = response.read().decode()
    return {
        sample.name: sample.value
        for family in text_string_to_metric_families(text)
        for sample in family.samples
        if sample.name.startswith("memory_replica_") and sample.labels == {"replica": "replica1"}
    }


@pytest.fixture
def stack(tmp_path: Path) -> Iterator[dict[str, Any]]:
    primary = embedded.EmbeddedPostgres(tmp_path / "primary", durable=False)
    (tmp_path / "primary").mkdir()
    primary.start()
    replica = make_replica(primary, tmp_path / "replica")
    port = traffic.free_port()
    env = {k: v for k, v in os.environ.items() if k not in {"REDIS_URL"}}
    env.update(
        DATABASE_URL=primary.url,
        DATABASE_REPLICA_URLS=replica.url,
        MEMORY_REPLICA_MAX_LAG_SECONDS="2",
        MEMORY_REPLICA_CHECK_SECONDS="0.5",
        MEMORY_DATA_DIR=str(tmp_path / "stack"),
        MEMORY_PORT=str(port),
        MEMORY_OWNER_PASSWORD="replica-test-password",
        MEMORY_API_RATE_LIMIT="0",
    )
    # A file, not a pipe: nothing reads a pipe while the test runs, and once the access log
    # has filled it every process that logs (each request does) would block on the write.
    log = tmp_path / "stack.log"
    with log.open("w") as output:
        proc = subprocess.Popen(
            [sys.executable, "-m", "config.embedded", "run"],
            cwd=ROOT,
            env=env,
            stdout=output,
            stderr=subprocess.STDOUT,
            text=True,
            start_new_session=True,
        )
    try:
        deadline = time.monotonic() + 180
        while True:
            assert proc.poll() is None, log.read_text()
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=2):
                    break
            except OSError:
                assert time.monotonic() < deadline, "the stack did not serve /healthz"
                time.sleep(0.5)
        issued = subprocess.run(
            [sys.executable, "manage.py", "issue_token", "--project", "rep", "--role", "owner"],
            cwd=ROOT,
            env=env,
            check=True,
            capture_output=True,
            text=True,
        )
        yield {
            "port": port,
            "token": issued.stdout.strip().splitlines()[-1],
            "primary": primary,
            "replica": replica,
        }
    finally:
        tree = psutil.Process(proc.pid).children(recursive=True)
        proc.terminate()
        proc.wait(60)
        psutil.wait_procs(tree, timeout=30)
        replica.started_here = True
        replica.stop()
        primary.stop()


def test_reads_go_to_a_healthy_replica_and_to_the_primary_when_it_lags_or_goes(
    stack: dict[str, Any],
) -> None:
    port, token = stack["port"], stack["token"]
    primary: embedded.EmbeddedPostgres = stack["primary"]
    replica: embedded.EmbeddedPostgres = stack["replica"]
    status, made = request(
        port, "POST", "/api/v1/remember", token, {"content": "The billing queue runs on NATS."}
    )
    assert status == 201, made

    # Healthy: the legs read from the replica, and see what the primary committed once it has
    # replayed it (within the allowed lag; a read straight after a write may not see it yet).
    assert wait_for(lambda: replica_state(port, token)["state"] == "ok", 30, interval=0.25)
    reads_settle_on(port, token, "billing queue", "replica1")
    assert wait_for(lambda: replica_metrics(port, token).get("memory_replica_up") == 1, 10)
    assert 0 <= replica_metrics(port, token)["memory_replica_lag_seconds"] < 2

    def found_on_the_replica() -> bool:
        status, found = request(port, "POST", "/api/v1/search", token, {"query": "billing"})
        return status == 200 and made["id"] in [r["id"] for r in found["results"]]

    assert wait_for(found_on_the_replica, 10, interval=0.25), "the replica never served it"

    # Lagging: replay paused while the primary writes; the primary serves until it catches up.
    # Pausing replay is the superuser's (the service's role may not).
    with psycopg.connect(embedded.embedded_admin_url(replica.data), autocommit=True) as conn:
        conn.execute("SELECT pg_wal_replay_pause()")
        request(port, "POST", "/api/v1/remember", token, {"content": "Deploys are on Friday."})
        assert wait_for(lambda: replica_state(port, token)["state"] == "lagging", 30, interval=0.25)
        reads_settle_on(port, token, "deploys", "default")
        assert wait_for(lambda: replica_metrics(port, token).get("memory_replica_up") == 0, 10)
        conn.execute("SELECT pg_wal_replay_resume()")
    assert wait_for(lambda: replica_state(port, token)["state"] == "ok", 30, interval=0.25)
    reads_settle_on(port, token, "deploys", "replica1")

    # Gone mid-run: clients calling all along see only 200s; health says it is down.
    statuses: Counter[int] = Counter()
    stop = threading.Event()

    def client() -> None:
        while not stop.is_set():
            status, _ = request(port, "POST", "/api/v1/context", token, {"query": "billing"})
            statuses[status] += 1

    workers = [threading.Thread(target=client) for _ in range(4)]
    for worker in workers:
        worker.start()
    time.sleep(2)
    subprocess.run(
        [str(replica.bin / "pg_ctl"), "-D", str(replica.pgdata), "-m", "immediate", "stop"],
        check=True,
        capture_output=True,
        **replica.as_server_user(),
        cwd="/tmp",
    )
    time.sleep(4)
    stop.set()
    for worker in workers:
        worker.join(60)
    assert set(statuses) == {200}, statuses
    assert statuses[200] > 20
    state = replica_state(port, token)
    assert state["state"] == "down", state
    assert read_from(port, token, "billing") == "default"
    # Every write went to the primary.
    with psycopg.connect(primary.url) as conn:
        (memories,) = conn.execute("SELECT count(*) FROM memoryapp_memory").fetchone() or (0,)
    assert memories == 2
