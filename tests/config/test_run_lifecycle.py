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
from tests.support import wait_for

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


# The supervisor itself (``python -m config.embedded run``, as make runs it), its output in a
# file: nothing reads a pipe while a test runs, and a full pipe blocks every process that logs.


def stack_env(data: Path, port: int) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in {"DATABASE_URL", "REDIS_URL"}}
    env.update(MEMORY_DATA_DIR=str(data), MEMORY_PORT=str(port), MEMORY_OWNER_PASSWORD="pw")
    return env


def supervise(data: Path, port: int, log: Path) -> subprocess.Popen[bytes]:
    with log.open("ab") as output:
        proc = subprocess.Popen(
            [sys.executable, "-m", "config.embedded", "run"],
            cwd=ROOT,
            env=stack_env(data, port),
            stdout=output,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    served = wait_for(lambda: proc.poll() is not None or healthz(port) is not None, 180, 0.25)
    assert served and proc.poll() is None, log.read_text()
    return proc


def run_refused(data: Path, port: int) -> str:
    """``config.embedded run`` that must give up at once; its output."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "config.embedded", "run"],
        cwd=ROOT,
        env=stack_env(data, port),
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,
    )
    try:
        output, _ = proc.communicate(timeout=60)
    except subprocess.TimeoutExpired:
        for child in psutil.Process(proc.pid).children(recursive=True):
            child.kill()
        proc.kill()
        output, _ = proc.communicate()
        pytest.fail(f"a second run did not give up:\n{output}")
    assert proc.returncode != 0, output
    return output


def stack_processes(proc: subprocess.Popen[bytes]) -> list[psutil.Process]:
    """Web (and its workers), the Celery worker (and its pool) and beat: not the servers."""
    return [
        child
        for child in psutil.Process(proc.pid).children(recursive=True)
        if child.name() != "redis-server"
    ]


def servers_down(data: Path) -> bool:
    return not embedded.EmbeddedPostgres(data).is_running() and not (
        embedded.EmbeddedRedis(data).ping()
    )


def test_a_second_run_on_a_live_stacks_folder_or_port_is_refused_and_changes_nothing(
    tmp_path: Path,
) -> None:
    data, port = tmp_path / "data", free_port()
    env = stack_env(data, port)
    # A one-off command starts the servers first; the stack then shares them.
    started, release = tmp_path / "started", tmp_path / "release"
    holder = subprocess.Popen(
        [sys.executable, "-m", "config.embedded", "exec", "--", sys.executable, "-c",
         "import pathlib, time, sys; pathlib.Path(sys.argv[1]).touch()\n"
         "while not pathlib.Path(sys.argv[2]).exists(): time.sleep(0.1)",
         str(started), str(release)],
        cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    assert wait_for(lambda: started.exists() or holder.poll() is not None, 120)
    proc = supervise(data, port, tmp_path / "stack.log")
    try:
        # The command that started the servers ends: it leaves them to the live stack.
        release.touch()
        assert holder.wait(60) == 0
        assert healthz(port) == {"status": "ok"}
        assert embedded.EmbeddedRedis(data).ping()

        # A start empties the metrics folder; a refused one must not.
        kept = data / "metrics" / "kept"
        kept.touch()
        same_folder = run_refused(data, free_port())
        assert f"already running on {data}, pid {proc.pid}: stop it with `kill {proc.pid}`" in (
            same_folder
        )
        other = tmp_path / "other"
        same_port = run_refused(other, port)
        assert f"127.0.0.1:{port} is in use by another make run, pid {proc.pid}" in same_port
        assert not other.exists()
        # Nothing changed: the first stack serves on, its metric samples kept.
        assert healthz(port) == {"status": "ok"}
        assert kept.exists()
    finally:
        proc.terminate()
        proc.wait(90)
    # Its last user gone, the servers stop, whoever started them.
    assert servers_down(data)


def test_a_killed_supervisor_takes_its_processes_and_the_next_run_starts_cleanly(
    tmp_path: Path,
) -> None:
    data, port, log = tmp_path / "data", free_port(), tmp_path / "stack.log"
    proc = supervise(data, port, log)
    children = stack_processes(proc)
    assert len(children) >= 3  # web, worker, beat (+ gunicorn's and Celery's own processes)
    proc.kill()
    proc.wait()
    _, alive = psutil.wait_procs(children, timeout=60)
    assert alive == [], f"still running without their supervisor: {alive}"
    assert healthz(port) is None
    # PostgreSQL and Redis stay up, their data intact, until the next run takes them over.
    assert embedded.EmbeddedPostgres(data).is_running()

    proc = supervise(data, port, log)
    try:
        assert healthz(port) == {"status": "ok"}
        assert "left running by a process that is gone" in log.read_text()
    finally:
        proc.terminate()
        proc.wait(90)
    assert servers_down(data)
