"""Where the embedded servers keep their data and listen, and the URLs that reach them.

Only computed here (the settings module reads these): nothing is started."""

from __future__ import annotations

import contextlib
import hashlib
import os
import stat
from collections.abc import Callable, Collection
from pathlib import Path
from urllib.parse import quote

BASE_DIR = Path(__file__).resolve().parents[2]
DATABASE_NAME = "memory"
# The role the service connects as: it owns DATABASE_NAME and is no superuser.
APP_ROLE = "memory"
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


def private_folder(path: Path, *, owners: Collection[int]) -> Path:
    """``path`` as a folder only its owner may enter (0700): made so now, or an existing one
    made so, or refused. Refused when it is a link, belongs to none of ``owners`` or lets
    others write in it: in a shared ``/tmp`` another local user can make the folder first and
    put a server of theirs on its sockets."""
    with contextlib.suppress(FileExistsError):
        path.mkdir(mode=0o700)
    info = path.lstat()
    if (
        not stat.S_ISDIR(info.st_mode)
        or info.st_uid not in owners
        or info.st_mode & (stat.S_IWGRP | stat.S_IWOTH)
    ):
        raise RuntimeError(
            f"{path} is not a folder of this user's that only it can write to (someone else "
            "may have made it); nothing was started. Remove it, or use a shorter "
            "MEMORY_DATA_DIR so the sockets live inside the data folder"
        )
    path.chmod(0o700)
    return path


def private_text(path: Path, make: Callable[[], str]) -> str:
    """The text kept in ``path``, written first by ``make()`` if there is none; the file is
    created with mode 0600, never readable by others even for a moment."""
    with contextlib.suppress(FileExistsError):
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "w") as out:
            out.write(make())
    path.chmod(0o600)  # a file an older release wrote with the default mode
    return path.read_text().strip()


def password_file(data: Path | None = None) -> Path:
    """The superuser's password (administration only: the service never uses it)."""
    return (data or data_dir()) / "pg-password"


def app_password_file(data: Path | None = None) -> Path:
    """The password of :data:`APP_ROLE`, the role the service connects as."""
    return (data or data_dir()) / "pg-app-password"


def _url(role: str, secret: Path, database: str, data: Path) -> str:
    password = f":{quote(secret.read_text().strip(), safe='')}" if secret.exists() else ""
    return f"postgresql://{role}{password}@/{database}?host={socket_dir(data)}&port={PG_PORT}"


def embedded_database_url(data: Path | None = None) -> str:
    """The service's URL: its own role (no superuser), its own database."""
    data = data or data_dir()
    return _url(APP_ROLE, app_password_file(data), DATABASE_NAME, data)


def embedded_admin_url(data: Path | None = None, database: str = "postgres") -> str:
    """The superuser's URL, to the maintenance database unless ``database`` is given, for
    creating or dropping databases, extensions and roles."""
    data = data or data_dir()
    return _url("postgres", password_file(data), database, data)


def embedded_redis_url(data: Path | None = None) -> str:
    return f"unix://{socket_dir(data) / 'redis.sock'}"


def _log(message: str) -> None:
    print(f"[embedded] {message}", flush=True)
