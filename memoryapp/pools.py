"""The process's connection pools (Django's psycopg pool, one per database alias)."""

from __future__ import annotations

from typing import Any

from django.db import DEFAULT_DB_ALIAS, connections


def _existing_pool(alias: str) -> Any:
    # Django's ``pool`` property creates the pool when there is none yet, from the settings
    # of that moment. Asked after the first request of a process that had not used the
    # database (a WSGI call at import time, before the test database exists), it would keep a
    # pool to the wrong database; so look in the registry the property fills instead.
    wrapper = connections[alias]
    return getattr(type(wrapper), "_connection_pools", {}).get(alias)


def pool_stats(alias: str = DEFAULT_DB_ALIAS) -> dict[str, int]:
    """psycopg_pool's figures for this process's pool to ``alias`` (``pool_max``,
    ``pool_size``, ``pool_available``, ``requests_waiting``, ...); empty while the process
    has none (no pooling configured, or nothing has connected yet)."""
    pool = _existing_pool(alias)
    return dict(pool.get_stats()) if pool is not None else {}
