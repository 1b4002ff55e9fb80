"""Starting and stopping the embedded servers, and the stack ``make run`` serves on them.

Two lock files in the data folder say who is using what; the kernel drops an ``flock`` when its
process dies, however it dies, so a lock is never left behind by a crash:

- ``run.lock``: held by the ``make run`` supervisor for its life (its pid is written in it). A
  second ``make run`` on the folder says who holds it and changes nothing.
- ``servers.lock``: a shared lock held by every process using the embedded servers
  (``make run`` and its web, worker and beat, ``exec``, the test set-up). Whoever finds no other
  holder when it is done stops the servers: the last one out, never one still in use. A
  PostgreSQL or Redis found running with no holder was left by a process that is gone (a
  supervisor killed with SIGKILL leaves them, their data intact); it is reused, and stopped at
  the end like one started here.
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import os
import secrets
import shutil
import signal
import socket
import stat
import subprocess
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

from config import serving
from config.embedded.paths import (
    BASE_DIR,
    _log,
    data_dir,
    private_folder,
    private_text,
    socket_dir,
)
from config.embedded.postgres import EmbeddedPostgres
from config.embedded.redis import EmbeddedRedis


@contextlib.contextmanager
def services(*, durable: bool = True, data: Path | None = None) -> Iterator[dict[str, str]]:
    """Start whatever ``DATABASE_URL`` / ``REDIS_URL`` do not already name; yield the env."""
    with _services(durable=durable, data=data or data_dir()) as (env, _lock):
        yield env


@contextlib.contextmanager
def _services(*, durable: bool, data: Path) -> Iterator[tuple[dict[str, str], int | None]]:
    """:func:`services`, also yielding the open ``servers.lock`` (None when nothing embedded
    runs): a child given it holds the servers in use until it exits."""
    names = ("DATABASE_URL", "REDIS_URL")
    env = {name: os.environ[name] for name in names if os.environ.get(name)}
    if len(env) == len(names):
        yield env, None
        return
    _private_data(data)
    private_folder(socket_dir(data), owners=socket_owners(data))
    postgres = None if "DATABASE_URL" in env else EmbeddedPostgres(data, durable=durable)
    redis_server = None if "REDIS_URL" in env else EmbeddedRedis(data)
    lock = os.open(data / "servers.lock", os.O_RDWR | os.O_CREAT, 0o600)
    try:
        # Alone, this process starts (or adopts) the servers holding the lock exclusively, so
        # nobody starts them at the same time; otherwise it waits while another one does.
        alone = _try_flock(lock, fcntl.LOCK_EX)
        if not alone:
            fcntl.flock(lock, fcntl.LOCK_SH)
        try:
            env.update(_start(postgres, redis_server, alone=alone))
            fcntl.flock(lock, fcntl.LOCK_SH)
            yield env, lock
        finally:
            _stop_unless_used(lock, postgres, redis_server)
    finally:
        os.close(lock)


def _start(
    postgres: EmbeddedPostgres | None, redis_server: EmbeddedRedis | None, *, alone: bool
) -> dict[str, str]:
    env: dict[str, str] = {}
    if alone and (
        (postgres is not None and postgres.is_running())
        or (redis_server is not None and redis_server.serving_pid() is not None)
    ):
        _log(
            "the servers of this data folder were left running by a process that is gone "
            "(a make run killed hard?); using them, and stopping them at the end"
        )
    if postgres is not None:
        env["DATABASE_URL"] = postgres.start()
    if redis_server is not None:
        env["REDIS_URL"] = redis_server.start()
    return env


def _stop_unless_used(
    lock: int, postgres: EmbeddedPostgres | None, redis_server: EmbeddedRedis | None
) -> None:
    if not _try_flock(lock, fcntl.LOCK_EX):
        # Others use them. Silently: what a command run by ``exec`` prints ends its output.
        return
    if redis_server is not None:
        redis_server.stop()
    if postgres is not None and postgres.is_running():
        postgres.started_here = True  # the last user stops it, whoever started it
        postgres.stop()


def _try_flock(fd: int, kind: int) -> bool:
    try:
        fcntl.flock(fd, kind | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


def _private_data(data: Path) -> None:
    """The data folder is 0700. Under root PostgreSQL runs as its own user, who must pass
    through it to ``pg/`` and ``run/`` (``EmbeddedPostgres`` allows that): that bit stays."""
    data.mkdir(mode=0o700, parents=True, exist_ok=True)
    passing = data.stat().st_mode & stat.S_IXOTH if os.geteuid() == 0 else 0
    data.chmod(0o700 | passing)


def socket_owners(data: Path) -> set[int]:
    """Who may own the socket folder: this user, and PostgreSQL's own user under root."""
    server_user = EmbeddedPostgres(data).as_server_user().get("user")
    return {os.geteuid()} | ({server_user} if server_user is not None else set())


def _prctl_pdeathsig() -> Callable[[int], object] | None:
    """``prctl(PR_SET_PDEATHSIG, sig)``: the kernel sends ``sig`` to the calling process when
    the thread that started it dies. Linux only; None elsewhere."""
    if not sys.platform.startswith("linux"):
        return None
    import ctypes

    prctl = ctypes.CDLL(None, use_errno=True).prctl
    pr_set_pdeathsig = 1
    return lambda sig: prctl(pr_set_pdeathsig, sig)


def _die_with_parent() -> None:
    """Ask Linux to SIGTERM us when the parent (``make``) dies, so ``kill <make>`` stops all."""
    prctl = _prctl_pdeathsig()
    if prctl is not None:
        prctl(int(signal.SIGTERM))


def _dies_with_us() -> Callable[[], None] | None:
    """A ``preexec_fn``: the child gets SIGTERM (an orderly stop) when this process dies,
    even by SIGKILL. The signal follows the starting thread: the children are started from
    the main thread, which lives as long as the process (and the only thread: a
    ``preexec_fn`` is unsafe beside other threads)."""
    prctl = _prctl_pdeathsig()  # resolved before the fork
    if prctl is None:
        return None
    parent = os.getpid()

    def preexec() -> None:
        prctl(int(signal.SIGTERM))
        if os.getppid() != parent:  # the parent died between the fork and the prctl
            os.kill(os.getpid(), signal.SIGTERM)

    return preexec


class _Stop(Exception):
    pass


def _raise_stop(signum: int, _frame: object) -> None:
    raise _Stop(signal.Signals(signum).name)


def _manage(*args: str, env: dict[str, str]) -> None:
    subprocess.run(  # noqa: S603
        [sys.executable, str(BASE_DIR / "manage.py"), *args],
        check=True,
        env=env,
        cwd=BASE_DIR,
        preexec_fn=_dies_with_us(),
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
    """``make run``: servers, migrations, the owner account, then web + worker + beat. Refused,
    changing nothing, when a live ``make run`` holds the data folder or the port is taken."""
    _die_with_parent()
    data = data_dir()
    refusal = _port_taken(host, port)
    if refusal is None:
        data.mkdir(mode=0o700, parents=True, exist_ok=True)
        with _run_lock(data) as holder:
            if holder is None:
                return _serve(host, port, data)
            refusal = _already_running(data, holder)
    _log(refusal)
    return 1


def _serve(host: str, port: int, data: Path) -> int:
    signal.signal(signal.SIGTERM, _raise_stop)
    signal.signal(signal.SIGINT, _raise_stop)
    signal.signal(signal.SIGHUP, _raise_stop)
    children: dict[str, subprocess.Popen[bytes]] = {}
    try:
        with _services(durable=True, data=data) as (service_env, lock), _stopped_first(children):
            env = {**os.environ, **service_env}
            env.setdefault("SECRET_KEY", _persistent_secret_key())
            env.setdefault("PROMETHEUS_MULTIPROC_DIR", str(_fresh_metrics_dir()))
            _manage("migrate", "--noinput", env=env)
            _manage("ensure_owner", env=env)
            commands = {
                "web": (serving.web_command(host, port), {}),
                "worker": (serving.worker_command(), serving.worker_env()),
                "beat": (serving.beat_command(data / "celerybeat-schedule"), {}),
            }
            for name, (command, extra_env) in commands.items():
                # Own process groups: Ctrl-C reaches us once and we stop them in order. They
                # die with us however we die, and hold the servers in use until they are gone.
                children[name] = subprocess.Popen(  # noqa: S603
                    command,
                    env={**env, **extra_env},
                    cwd=BASE_DIR,
                    start_new_session=True,
                    preexec_fn=_dies_with_us(),
                    pass_fds=() if lock is None else (lock,),
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
def _run_lock(data: Path) -> Iterator[int | None]:
    """``run.lock``, held while the block runs: yields None when this process got it, else
    the pid of the supervisor holding it (0 if it has not written it yet)."""
    fd = os.open(data / "run.lock", os.O_RDWR | os.O_CREAT, 0o600)
    try:
        if not _try_flock(fd, fcntl.LOCK_EX):
            written = os.pread(fd, 32, 0).decode(errors="replace").strip()
            yield int(written) if written.isdigit() else 0
            return
        os.ftruncate(fd, 0)
        os.pwrite(fd, f"{os.getpid()}\n".encode(), 0)
        yield None
    finally:
        os.close(fd)


def _already_running(data: Path, pid: int) -> str:
    return (
        f"already running on {data}, pid {pid}: stop it with `kill {pid}` (or Ctrl-C in its "
        "terminal). Nothing was started or changed"
    )


def _port_taken(host: str, port: int) -> str | None:
    """Why ``host:port`` cannot be served (someone listens on it), or None."""
    try:
        family, kind, proto, _, address = socket.getaddrinfo(
            host.strip("[]"), port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE
        )[0]
    except socket.gaierror:
        return None  # gunicorn names the bad address
    with socket.socket(family, kind, proto) as probe:
        # As gunicorn binds: a port left in TIME_WAIT by a stopped server is free.
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind(address)
        except OSError as error:
            if error.errno != errno.EADDRINUSE:
                return None
        else:
            return None
    where = f"{host}:{port}"
    listener, supervisor = _listener(port)
    if supervisor is not None:
        return (
            f"{where} is in use by another make run, pid {supervisor}: stop it with "
            f"`kill {supervisor}` (or Ctrl-C in its terminal), or set MEMORY_PORT to another "
            "port. Nothing was started or changed"
        )
    by = f" by pid {listener}" if listener is not None else ""
    return (
        f"{where} is in use{by}: stop that process or set MEMORY_PORT to another port. "
        "Nothing was started or changed"
    )


def _listener(port: int) -> tuple[int | None, int | None]:
    """The pid listening on TCP ``port``, and the ``config.embedded run`` above it, as far
    as this user may see them."""
    import psutil

    try:
        pids = [
            conn.pid
            for conn in psutil.net_connections("tcp")
            if conn.status == psutil.CONN_LISTEN and conn.laddr and conn.laddr.port == port
        ]
        listener = next((pid for pid in pids if pid is not None), None)
        if listener is None:
            return None, None
        for proc in [psutil.Process(listener), *psutil.Process(listener).parents()]:
            argv = proc.cmdline()
            if "config.embedded" in argv and "run" in argv:
                return listener, proc.pid
    except psutil.Error:
        return None, None
    return listener, None


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
    path.mkdir(mode=0o700, parents=True)
    return path


def _persistent_secret_key() -> str:
    """A development SECRET_KEY kept in the data dir, so sessions survive a restart."""
    path = data_dir() / "secret_key"
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    return private_text(path, lambda: secrets.token_urlsafe(50))


def exec_with_services(command: Sequence[str], *, durable: bool) -> int:
    _die_with_parent()
    signal.signal(signal.SIGTERM, _raise_stop)
    try:
        with services(durable=durable) as service_env:
            env = {**os.environ, **service_env}
            return subprocess.run(  # noqa: S603
                list(command),
                env=env,
                check=False,
                preexec_fn=_dies_with_us(),
            ).returncode
    except _Stop:
        return 143
