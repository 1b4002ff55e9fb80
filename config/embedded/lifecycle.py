"""Starting and stopping the embedded servers, and the stack ``make run`` serves on them."""

from __future__ import annotations

import contextlib
import os
import secrets
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterator, Sequence
from pathlib import Path

from config import serving
from config.embedded.paths import BASE_DIR, _log, data_dir
from config.embedded.postgres import EmbeddedPostgres
from config.embedded.redis import EmbeddedRedis


@contextlib.contextmanager
def services(*, durable: bool = True, data: Path | None = None) -> Iterator[dict[str, str]]:
    """Start whatever ``DATABASE_URL`` / ``REDIS_URL`` do not already name; yield the env."""
    data = data or data_dir()
    env: dict[str, str] = {}
    postgres = redis_server = None
    try:
        if os.environ.get("DATABASE_URL"):
            env["DATABASE_URL"] = os.environ["DATABASE_URL"]
        else:
            data.mkdir(parents=True, exist_ok=True)
            postgres = EmbeddedPostgres(data, durable=durable)
            env["DATABASE_URL"] = postgres.start()
        if os.environ.get("REDIS_URL"):
            env["REDIS_URL"] = os.environ["REDIS_URL"]
        else:
            data.mkdir(parents=True, exist_ok=True)
            redis_server = EmbeddedRedis(data)
            env["REDIS_URL"] = redis_server.start()
        yield env
    finally:
        if redis_server is not None:
            redis_server.stop()
        if postgres is not None:
            postgres.stop()


def _die_with_parent() -> None:
    """Ask Linux to SIGTERM us when the parent (``make``) dies, so ``kill <make>`` stops all."""
    if not sys.platform.startswith("linux"):
        return
    import ctypes

    pr_set_pdeathsig = 1
    with contextlib.suppress(OSError):
        ctypes.CDLL("libc.so.6", use_errno=True).prctl(pr_set_pdeathsig, signal.SIGTERM)


class _Stop(Exception):
    pass


def _raise_stop(signum: int, _frame: object) -> None:
    raise _Stop(signal.Signals(signum).name)


def _manage(*args: str, env: dict[str, str]) -> None:
    subprocess.run(  # noqa: S603
        [sys.executable, str(BASE_DIR / "manage.py"), *args], check=True, env=env, cwd=BASE_DIR
    )


def _stop_children(children: dict[str, subprocess.Popen[bytes]]) -> None:
    for proc in children.values():
        if proc.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGTERM)
    deadline = time.monotonic() + 15
    for name, proc in children.items():
        try:
            proc.wait(max(0.1, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            _log(f"{name} did not stop in time; killing it")
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()


def run(host: str, port: int) -> int:
    """``make run``: servers, migrations, the owner account, then web + worker + beat."""
    _die_with_parent()
    signal.signal(signal.SIGTERM, _raise_stop)
    signal.signal(signal.SIGINT, _raise_stop)
    signal.signal(signal.SIGHUP, _raise_stop)
    children: dict[str, subprocess.Popen[bytes]] = {}
    try:
        with services(durable=True) as service_env, _stopped_first(children):
            env = {**os.environ, **service_env}
            env.setdefault("SECRET_KEY", _persistent_secret_key())
            env.setdefault("PROMETHEUS_MULTIPROC_DIR", str(_fresh_metrics_dir()))
            _manage("migrate", "--noinput", env=env)
            _manage("ensure_owner", env=env)
            commands = {
                "web": (serving.web_command(host, port), {}),
                "worker": (serving.worker_command(), serving.worker_env()),
                "beat": (serving.beat_command(data_dir() / "celerybeat-schedule"), {}),
            }
            for name, (command, extra_env) in commands.items():
                # Own process groups: Ctrl-C reaches us once and we stop them in order.
                children[name] = subprocess.Popen(  # noqa: S603
                    command, env={**env, **extra_env}, cwd=BASE_DIR, start_new_session=True
                )
            _log(f"serving http://{host}:{port}/ (Ctrl-C stops everything)")
            while True:
                for name, proc in children.items():
                    if proc.poll() is not None:
                        _log(f"{name} exited with {proc.returncode}; stopping everything")
                        return 1
                time.sleep(0.5)
    except _Stop as stop:
        _log(f"received {stop}; stopping")
        return 0


@contextlib.contextmanager
def _stopped_first(children: dict[str, subprocess.Popen[bytes]]) -> Iterator[None]:
    """Web, worker and beat stop before the servers they use (requests in flight finish)."""
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        _stop_children(children)


def _fresh_metrics_dir() -> Path:
    """Where web, worker and beat processes write their metric samples (``GET /metrics`` adds
    them up), emptied at each start: the samples of the last run's processes would otherwise
    count again, and their gauges for good."""
    path = data_dir() / "metrics"
    shutil.rmtree(path, ignore_errors=True)
    path.mkdir(parents=True)
    return path


def _persistent_secret_key() -> str:
    """A development SECRET_KEY kept in the data dir, so sessions survive a restart."""
    path = data_dir() / "secret_key"
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(secrets.token_urlsafe(50))
        path.chmod(0o600)
    return path.read_text().strip()


def exec_with_services(command: Sequence[str], *, durable: bool) -> int:
    _die_with_parent()
    signal.signal(signal.SIGTERM, _raise_stop)
    try:
        with services(durable=durable) as service_env:
            env = {**os.environ, **service_env}
            return subprocess.run(list(command), env=env, check=False).returncode  # noqa: S603
    except _Stop:
        return 143
