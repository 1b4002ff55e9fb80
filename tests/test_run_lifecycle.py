"""`make run` end to end: serves /healthz, stops everything on SIGTERM, reuses its data."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import psutil
import pytest

from config import embedded

pytestmark = pytest.mark.slow

ROOT = embedded.BASE_DIR


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def healthz(port: int) -> dict[str, str] | None:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=2) as response:
            return json.loads(response.read())  # type: ignore[no-any-return]
    except OSError:
        return None


def start(data: Path, port: int) -> subprocess.Popen[str]:
    env = {k: v for k, v in os.environ.items() if k not in {"DATABASE_URL", "REDIS_URL"}}
    env.update(MEMORY_DATA_DIR=str(data), MEMORY_PORT=str(port), MEMORY_OWNER_PASSWORD="")
    proc = subprocess.Popen(
        # The venv running this suite (make test may run it for more than one Python).
        ["make", "--no-print-directory", f"VENV={sys.prefix}", "run"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    deadline = time.monotonic() + 120
    while healthz(port) is None:
        assert proc.poll() is None, proc.stdout.read() if proc.stdout else ""
        assert time.monotonic() < deadline, "make run did not serve /healthz in 120 s"
        time.sleep(0.25)
    return proc


def stop(proc: subprocess.Popen[str]) -> str:
    tree = psutil.Process(proc.pid).children(recursive=True)
    assert len(tree) >= 4  # supervisor, web, worker, beat (+ redis, worker pool)
    proc.send_signal(signal.SIGTERM)
    output, _ = proc.communicate(timeout=60)
    _, alive = psutil.wait_procs(tree, timeout=30)
    assert alive == [], f"still running after SIGTERM: {alive}"
    return output


def test_make_run_serves_stops_cleanly_and_reuses_data(tmp_path: Path) -> None:
    data = tmp_path / "data"
    port = free_port()
    proc = start(data, port)
    assert healthz(port) == {"status": "ok"}
    first = stop(proc)
    assert "Created the owner account 'owner' with password:" in first
    assert "initialising PostgreSQL" in first
    assert healthz(port) is None
    pg = embedded.EmbeddedPostgres(data)
    assert not pg.is_running()

    proc = start(data, port)
    second = stop(proc)
    # A warm start: same data, same owner, and no new database cluster.
    assert "Created the owner account" not in second
    assert "initialising PostgreSQL" not in second
    assert not pg.is_running()
