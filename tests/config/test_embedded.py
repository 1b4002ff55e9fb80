"""The embedded PostgreSQL: version 18 with pgvector 0.8, a password and a private socket
folder, the service connected as a role that owns its database and is no superuser, and data
folders of the older release (PostgreSQL 16, local trust, everything the superuser's) kept and
upgraded."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import psycopg
import pytest

from config import embedded
from config.embedded import lifecycle
from tests.support import wait_for

ROOT = embedded.BASE_DIR


def test_the_suite_runs_on_postgresql_18_with_pgvector_0_8() -> None:
    with psycopg.connect(os.environ["DATABASE_URL"].replace("/memory?", "/postgres?")) as conn:
        version = conn.execute("SHOW server_version_num").fetchone()
        vector = conn.execute(
            "SELECT default_version FROM pg_available_extensions WHERE name = 'vector'"
        ).fetchone()
    assert version is not None and int(version[0]) // 10000 == 18
    assert vector == ("0.8.5",)


def role_and_owner(url: str) -> tuple[str, bool, str]:
    """(current user, whether it is a superuser, the owner of the current database)."""
    with psycopg.connect(url) as conn:
        row = conn.execute(
            "SELECT current_user, r.rolsuper, pg_get_userbyid(d.datdba) FROM pg_roles r, "
            "pg_database d WHERE r.rolname = current_user AND d.datname = current_database()"
        ).fetchone()
    assert row is not None
    return row[0], row[1], row[2]


def owners_of_tables(url: str) -> set[str]:
    with psycopg.connect(url) as conn:
        rows = conn.execute("SELECT DISTINCT tableowner FROM pg_tables WHERE schemaname = 'public'")
        return {owner for (owner,) in rows}


@pytest.mark.django_db
def test_the_service_connects_as_a_role_that_owns_its_database_and_is_no_superuser() -> None:
    # The URL the settings and make run use, and the test database the suite runs in.
    from django.db import connection

    assert role_and_owner(embedded.embedded_database_url()) == ("memory", False, "memory")
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT rolsuper, pg_get_userbyid(d.datdba) FROM pg_roles, pg_database d "
            "WHERE rolname = current_user AND d.datname = current_database()"
        )
        assert cursor.fetchone() == (False, "memory")
        # The test runner made this database as that role and migrated it: all of it is its own.
        cursor.execute("SELECT DISTINCT tableowner FROM pg_tables WHERE schemaname = 'public'")
        assert cursor.fetchall() == [("memory",)]
    assert embedded.app_password_file().stat().st_mode & 0o777 == 0o600


def test_a_connection_without_the_password_is_refused() -> None:
    data = embedded.data_dir()
    url = f"postgresql://postgres@/postgres?host={embedded.socket_dir(data)}&port=5432"
    with pytest.raises(psycopg.OperationalError, match="password"):
        psycopg.connect(url, connect_timeout=5)
    wrong = url.replace("postgres@", "postgres:not-the-password@")
    with pytest.raises(psycopg.OperationalError, match="password authentication failed"):
        psycopg.connect(wrong, connect_timeout=5)


def test_the_password_and_the_sockets_are_private() -> None:
    data = embedded.data_dir()
    assert embedded.password_file(data).stat().st_mode & 0o777 == 0o600
    assert embedded.socket_dir(data).stat().st_mode & 0o777 == 0o700
    assert (data / "pg").stat().st_mode & 0o777 == 0o700


def test_the_data_folder_its_metrics_and_redis_folders_and_the_secret_key_are_private(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = embedded.data_dir()  # the test set-up started the servers on it
    # Under root PostgreSQL runs as its own user, who must pass through (not read) the folder.
    assert data.stat().st_mode & 0o777 == (0o701 if os.geteuid() == 0 else 0o700)
    assert (data / "redis").stat().st_mode & 0o777 == 0o700

    monkeypatch.setenv("MEMORY_DATA_DIR", str(tmp_path / "data"))
    assert lifecycle._fresh_metrics_dir().stat().st_mode & 0o777 == 0o700
    # The key is private from the moment the file exists, not from a chmod after the write.
    monkeypatch.setattr(Path, "chmod", lambda *args, **kwargs: None)
    key = embedded._persistent_secret_key()
    assert len(key) > 40
    assert (tmp_path / "data" / "secret_key").stat().st_mode & 0o777 == 0o600


def _long_data_dir(tmp_path: Path) -> Path:
    """A data folder whose path is too long for a socket inside it: the sockets go to a folder
    under /tmp named after it, where anyone can make a folder first."""
    data = tmp_path / ("x" * 90) / "data"
    assert embedded.socket_dir(data).parent == Path("/tmp")
    return data


@pytest.mark.parametrize("made_by", ["someone else", "a link"])
def test_a_socket_folder_in_tmp_made_by_someone_else_is_refused_before_starting_anything(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, made_by: str
) -> None:
    monkeypatch.delenv("DATABASE_URL")
    monkeypatch.delenv("REDIS_URL")
    data = _long_data_dir(tmp_path)
    sockets = embedded.socket_dir(data)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir(mode=0o700)
    if made_by == "a link":
        sockets.symlink_to(elsewhere)
    else:
        # Another local user's folder, open to all (as root: owned by "nobody" as well).
        sockets.mkdir()
        sockets.chmod(0o777)
        if os.geteuid() == 0:
            import pwd

            os.chown(sockets, pwd.getpwnam("nobody").pw_uid, -1)
    try:
        with (
            pytest.raises(RuntimeError, match="not a folder of this user's"),
            embedded.services(durable=False, data=data),
        ):
            pass
        assert not (data / "pg").exists()
        assert not (data / "redis").exists()
        assert list(elsewhere.iterdir()) == []
    finally:
        if sockets.is_symlink():
            sockets.unlink()
        else:
            shutil.rmtree(sockets, ignore_errors=True)


def test_a_redis_this_data_folder_did_not_start_is_not_reused(tmp_path: Path) -> None:
    data = tmp_path / "data"
    server = embedded.EmbeddedRedis(data)
    server.socket.parent.mkdir(mode=0o700, parents=True)
    foreign = subprocess.Popen(
        [str(server.binary), "--port", "0", "--unixsocket", str(server.socket), "--save", ""],
        stdout=subprocess.DEVNULL,
    )
    try:
        assert wait_for(server.ping, timeout=30)
        with pytest.raises(RuntimeError, match=f"did not start \\(pid {foreign.pid}\\)"):
            server.start()
        assert server.process is None
        assert server.serving_pid() == foreign.pid
    finally:
        foreign.terminate()
        foreign.wait(10)


@pytest.mark.skipif(os.geteuid() != 0, reason="needs root to act as another local user")
def test_another_local_user_cannot_connect_even_with_the_url() -> None:
    # "nobody" has no access to the data folder: not to the sockets, nor to the password.
    psql = embedded.postgres_binaries(embedded.PG_MAJOR) / "psql"
    result = subprocess.run(
        [str(psql), os.environ["DATABASE_URL"], "-c", "SELECT 1"],
        user="nobody",
        group="nogroup",
        extra_groups=[],
        capture_output=True,
        text=True,
        timeout=60,
        cwd="/tmp",
        check=False,
    )
    assert result.returncode != 0, result.stdout
    assert "Permission denied" in result.stderr, result.stderr
    # Nor can it read the password that would let it in.
    read = subprocess.run(
        ["cat", str(embedded.password_file())],
        user="nobody",
        group="nogroup",
        extra_groups=[],
        capture_output=True,
        text=True,
        check=False,
    )
    assert read.returncode != 0 and "Permission denied" in read.stderr


def _legacy_cluster(data: Path) -> embedded.EmbeddedPostgres:
    """A data folder as the older release left it: PostgreSQL 16, local connections trusted,
    a memory with its vector in the database."""
    server = embedded.EmbeddedPostgres(data, durable=False)
    data.mkdir()
    server._prepare_folders()
    bin16 = embedded.postgres_binaries(16)
    server._run(
        [
            "initdb",
            "-D",
            str(server.pgdata),
            "--auth=trust",
            "-E",
            "UTF8",
            "--locale=C",
            "-U",
            "postgres",
        ],
        bin_dir=bin16,
    )
    server._start_server()
    admin = f"postgresql://postgres@/postgres?host={server.sockets}&port=5432"
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute("CREATE DATABASE memory")
    with psycopg.connect(admin.replace("/postgres?", "/memory?"), autocommit=True) as conn:
        conn.execute("CREATE EXTENSION vector")
        conn.execute("CREATE TABLE kept (id serial, note text, v vector(3))")
        conn.execute(
            "INSERT INTO kept (note, v) VALUES ('the billing queue runs on NATS', '[1,2,3]')"
        )
        conn.execute("CREATE VIEW kept_notes AS SELECT note FROM kept")
        conn.execute("CREATE FUNCTION kept_count() RETURNS bigint LANGUAGE sql AS 'SELECT 1'")
    server.stop()
    return server


@pytest.mark.slow
def test_an_old_data_folder_keeps_working_then_upgrades_to_18_with_its_data(
    tmp_path: Path,
) -> None:
    data = tmp_path / "old"
    _legacy_cluster(data)
    assert not embedded.password_file(data).exists()

    # Started as it is: on the shipped PostgreSQL 16, now with a password required.
    server = embedded.EmbeddedPostgres(data, durable=False)
    assert server.major == 16
    server.start()
    try:
        with psycopg.connect(server.url) as conn:
            assert conn.execute("SELECT note FROM kept").fetchone() == (
                "the billing queue runs on NATS",
            )
        trusting = f"postgresql://postgres@/memory?host={server.sockets}&port=5432"
        with pytest.raises(psycopg.OperationalError, match="password"):
            psycopg.connect(trusting, connect_timeout=5)
    finally:
        server.stop()

    # The one-command upgrade (make upgrade-data runs this module's "upgrade").
    result = subprocess.run(
        [sys.executable, "-m", "config.embedded", "upgrade"],
        cwd=ROOT,
        env={**os.environ, "MEMORY_DATA_DIR": str(data)},
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert (data / "pg" / "PG_VERSION").read_text().strip() == "18"
    assert (data / "pg.old-16").is_dir()
    upgraded = embedded.EmbeddedPostgres(data, durable=False)
    upgraded.start()
    try:
        with psycopg.connect(upgraded.url) as conn:
            (version,) = conn.execute("SHOW server_version_num").fetchone() or ("0",)
            assert int(version) // 10000 == 18
            assert conn.execute("SELECT note, v::text FROM kept").fetchone() == (
                "the billing queue runs on NATS",
                "[1,2,3]",
            )
            assert conn.execute(
                "SELECT extversion FROM pg_extension WHERE extname = 'vector'"
            ).fetchone() == ("0.8.5",)
    finally:
        upgraded.stop()


@pytest.mark.slow
def test_an_old_data_folder_is_handed_over_to_the_service_role_with_its_data(
    tmp_path: Path,
) -> None:
    data = tmp_path / "old"
    _legacy_cluster(data)  # everything in it belongs to the superuser
    server = embedded.EmbeddedPostgres(data, durable=False)
    server.start()
    try:
        # Now the service's role owns the database and its table, and may write to it.
        assert role_and_owner(server.url) == ("memory", False, "memory")
        assert owners_of_tables(server.url) == {"memory"}
        with psycopg.connect(server.url) as conn:
            assert conn.execute("SELECT note, v::text FROM kept").fetchone() == (
                "the billing queue runs on NATS",
                "[1,2,3]",
            )
            # What migrations do: change tables, replace functions, use the sequences.
            conn.execute("ALTER TABLE kept ADD COLUMN added text")
            conn.execute(
                "CREATE OR REPLACE FUNCTION kept_count() RETURNS bigint LANGUAGE sql "
                "AS 'SELECT count(*) FROM kept'"
            )
            conn.execute("ALTER VIEW kept_notes RENAME TO kept_notes_seen")
            conn.execute("INSERT INTO kept (note) VALUES ('deploys are on Friday')")
            conn.execute("DELETE FROM kept WHERE note = 'deploys are on Friday'")
    finally:
        server.stop()
    # Started again, nothing is left to hand over and the data is still there.
    again = embedded.EmbeddedPostgres(data, durable=False)
    again.start()
    try:
        assert role_and_owner(again.url) == ("memory", False, "memory")
        with psycopg.connect(again.url) as conn:
            assert conn.execute("SELECT count(*), max(added) FROM kept").fetchone() == (1, None)
    finally:
        again.stop()
