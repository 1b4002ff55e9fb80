"""Read replicas through the real server: a streaming replica made from the embedded binaries
(``pg_basebackup -R``) serves the read legs while it is healthy, is skipped while it lags, is
cut off from its primary or is gone, and the primary serves every call meanwhile; a purge
never comes back through it.

One stack serves the module; the tests run in file order and the last one stops the replica.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
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
from psycopg import sql

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
    made = subprocess.run(
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
        capture_output=True,
        text=True,
        **primary.as_server_user(),
        env={**os.environ, "PGPASSWORD": password},
        cwd="/tmp",
        timeout=300,
    )
    assert made.returncode == 0, made.stderr
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


@pytest.fixture(scope="module")
def stack() -> Iterator[dict[str, Any]]:
    # Under the suite's data folder, not pytest's temporary one: as root the servers run as
    # another user who must traverse to their folders, and every other pytest session on the
    # machine takes that right away from pytest's folder when it starts.
    scratch = Path(os.environ["MEMORY_DATA_DIR"]) / "replicas"
    scratch.mkdir(parents=True, exist_ok=True)
    tmp_path = Path(tempfile.mkdtemp(dir=scratch))
    primary = embedded.EmbeddedPostgres(tmp_path / "primary", durable=False)
    (tmp_path / "primary").mkdir()
    primary.start()
    replica = make_replica(primary, tmp_path / "replica")
    port = traffic.free_port()
    env = {k: v for k, v in os.environ.items() if k not in {"REDIS_URL"}}
    env.update(
        DATABASE_URL=primary.url,
        DATABASE_REPLICA_URLS=replica.url,
        MEMORY_REPLICA_MAX_LAG_SECONDS="3",
        MEMORY_REPLICA_CHECK_SECONDS="0.5",
        MEMORY_DATA_DIR=str(tmp_path / "stack"),
        MEMORY_PORT=str(port),
        MEMORY_OWNER_PASSWORD="replica-test-password",
        MEMORY_API_RATE_LIMIT="0",
        MEMORY_METRICS_RATE_LIMIT="0",
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
            "log": log,
        }
    finally:
        tree = psutil.Process(proc.pid).children(recursive=True)
        proc.terminate()
        proc.wait(60)
        psutil.wait_procs(tree, timeout=30)
        replica.started_here = True
        replica.stop()
        primary.stop()
        shutil.rmtree(tmp_path, ignore_errors=True)


def set_on_replica(replica: embedded.EmbeddedPostgres, name: str, value: str | None) -> None:
    """``ALTER SYSTEM`` on the replica (``None`` resets) and reload its configuration, as the
    superuser (the service's role may neither read nor set replication settings)."""
    with psycopg.connect(embedded.embedded_admin_url(replica.data), autocommit=True) as conn:
        if value is None:
            conn.execute(sql.SQL("ALTER SYSTEM RESET {}").format(sql.Identifier(name)))
        else:
            conn.execute(
                sql.SQL("ALTER SYSTEM SET {} = {}").format(sql.Identifier(name), sql.Literal(value))
            )
        conn.execute("SELECT pg_reload_conf()")


def test_a_replica_cut_off_from_its_primary_is_skipped(stack: dict[str, Any]) -> None:
    """Without its primary a replica has replayed all it received: it is still behind, by the
    time since it last heard from the primary, and the primary serves its reads."""
    port, token = stack["port"], stack["token"]
    replica: embedded.EmbeddedPostgres = stack["replica"]
    assert wait_for(lambda: replica_state(port, token)["state"] == "ok", 30, interval=0.25)
    with psycopg.connect(embedded.embedded_admin_url(replica.data)) as conn:
        (conninfo,) = conn.execute("SHOW primary_conninfo").fetchone() or ("",)
    assert conninfo
    set_on_replica(replica, "primary_conninfo", "")
    try:
        # Each web worker has its own monitor, so one answer is judged whole.
        assert wait_for(
            lambda: (
                (state := replica_state(port, token))["state"] == "lagging"
                and state["lag_seconds"] > 3
            ),
            30,
            interval=0.25,
        )
        assert wait_for(
            lambda: (
                (gauges := replica_metrics(port, token)).get("memory_replica_up") == 0
                and gauges["memory_replica_lag_seconds"] > 3
            ),
            10,
        )
        reads_settle_on(port, token, "billing", "default")
    finally:
        set_on_replica(replica, "primary_conninfo", conninfo)
    assert wait_for(lambda: replica_state(port, token)["state"] == "ok", 30, interval=0.25)


def test_a_purge_never_comes_back_through_a_replica_that_has_not_replayed_it(
    stack: dict[str, Any],
) -> None:
    # Whether the reads met the purged row on the replica depends on how fast they ran: a slow
    # run is tried again with a new memory rather than judged. Every run's reads are checked.
    held = any(_purge_read_back(stack, f"The beta launch code is ZULU-{n}-KILO.") for n in range(3))
    assert held, "the replica replayed every purge before the reads: too slow a machine"
    assert "the primary no longer has" in Path(stack["log"]).read_text()


def _purge_read_back(stack: dict[str, Any], secret: str) -> bool:
    """Purge a memory the replica serves while it replays 2 s late, read it back by search,
    /context and its trace (none may show it, nor may it come back after), and say whether the
    replica still held it when those reads were done."""
    port, token = stack["port"], stack["token"]
    replica: embedded.EmbeddedPostgres = stack["replica"]
    status, made = request(port, "POST", "/api/v1/remember", token, {"content": secret})
    assert status == 201, made

    def served_from_the_replica() -> bool:
        status, found = request(port, "POST", "/api/v1/search", token, {"query": "beta launch"})
        return status == 200 and made["id"] in [r["id"] for r in found["results"]]

    assert wait_for(served_from_the_replica, 15, interval=0.25)
    # The replica replays 2 s late: within the 3 s limit it stays "ok" and takes reads, and
    # for those 2 s after the purge it still holds the purged row.
    set_on_replica(replica, "recovery_min_apply_delay", "2s")
    try:
        reads_settle_on(port, token, "beta launch", "replica1")
        status, purged = request(port, "POST", f"/api/v1/memories/{made['id']}/purge", token, {})
        assert status == 200, purged
        status, found = request(port, "POST", "/api/v1/search", token, {"query": "beta launch"})
        assert status == 200
        assert made["id"] not in [r["id"] for r in found["results"]]
        status, bundle = request(
            port, "POST", "/api/v1/context", token, {"query": "What is the beta launch code?"}
        )
        assert status == 200
        assert "ZULU" not in json.dumps(bundle)
        status, trace = request(port, "GET", f"/api/v1/traces/{bundle['trace_id']}", token)
        assert status == 200
        assert "ZULU" not in json.dumps(trace)
        with psycopg.connect(replica.url) as conn:
            row = conn.execute(
                "SELECT count(*) FROM memoryapp_memory WHERE id = %s", [made["id"]]
            ).fetchone()
    finally:
        set_on_replica(replica, "recovery_min_apply_delay", None)
    status, _ = request(port, "GET", f"/api/v1/memories/{made['id']}", token)
    assert status == 404
    return row == (1,)


def test_reads_go_to_a_healthy_replica_and_to_the_primary_when_it_lags_or_goes(
    stack: dict[str, Any],
) -> None:
    port, token = stack["port"], stack["token"]
    primary: embedded.EmbeddedPostgres = stack["primary"]
    replica: embedded.EmbeddedPostgres = stack["replica"]
    with psycopg.connect(primary.url) as conn:
        (before,) = conn.execute("SELECT count(*) FROM memoryapp_memory").fetchone() or (0,)
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
    assert memories == before + 2
