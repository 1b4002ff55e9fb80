"""The process's connection pools (Django's psycopg pool, one per database alias).

A pool is recorded when a connection is made through it (Django's ``connection_created``
signal), not asked of the connection: Django's ``pool`` property creates a pool when there is
none yet, from the settings of that moment, so asking it before the process has used the
database (a health probe at start, before the test database exists) would keep a pool to the
wrong database.
"""

from __future__ import annotations

import threading
from typing import Any

from django.db import DEFAULT_DB_ALIAS
from django.db.backends.base.base import BaseDatabaseWrapper

_pools: dict[str, Any] = {}
_pools_lock = threading.Lock()


def record_pool(*, connection: BaseDatabaseWrapper, **_: object) -> None:
    """``connection_created`` receiver: remember the pool that connection came from, if any."""
    pool = getattr(connection, "pool", None)  # only PostgreSQL's wrapper has one
    if pool is not None:
        with _pools_lock:
            _pools[connection.alias] = pool


def pool_stats(alias: str = DEFAULT_DB_ALIAS) -> dict[str, int]:
    """psycopg_pool's figures for this process's pool to ``alias`` (``pool_max``,
    ``pool_size``, ``pool_available``, ``requests_waiting``, ...); empty while the process
    has none (no pooling configured, or nothing has connected yet)."""
    with _pools_lock:
        pool = _pools.get(alias)
    if pool is None or pool.closed:
        return {}
    return dict(pool.get_stats())
