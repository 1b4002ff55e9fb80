"""The process's connection pools (Django's psycopg pool, one per database alias)."""

from __future__ import annotations

from django.db import DEFAULT_DB_ALIAS, connections


def pool_stats(alias: str = DEFAULT_DB_ALIAS) -> dict[str, int]:
    """psycopg_pool's figures for this process's pool to ``alias`` (``pool_max``,
    ``pool_size``, ``pool_available``, ``requests_waiting``, ...); empty without a pool."""
    pool = getattr(connections[alias], "pool", None)
    return dict(pool.get_stats()) if pool is not None else {}
