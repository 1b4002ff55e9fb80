"""Streaming replicas for reads: the read legs of /search and /context and the owner's list pages.

``DATABASE_REPLICA_URLS`` (comma-separated) adds the database aliases ``replica1``,
``replica2``, ... (config/settings.py). Everything written (memories, traces, audit events,
retrieval bookkeeping) stays on the primary; a read runs on a replica only inside
:func:`on_a_replica`, which

- picks the next replica, in turn, that answered its last check and lags no more than
  ``MEMORY_REPLICA_MAX_LAG_SECONDS``;
- serves from the primary when there is none, when the caller's thread has a transaction open
  on the primary (a replica cannot see what it has not committed), or when the replica fails
  during the read (it is then marked down until its next good check).

A monitor thread per process checks every replica each ``MEMORY_REPLICA_CHECK_SECONDS`` on a
connection of its own, so no request waits for a check or for a replica that went away.
Inside :func:`on_a_replica` the ORM reads through :class:`ReadReplicaRouter` and raw SQL through
``connections[read_alias()]``.
"""

from __future__ import annotations

import contextvars
import itertools
import logging
import os
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import psycopg
from django.conf import settings
from django.db import DEFAULT_DB_ALIAS, InterfaceError, OperationalError, connections

logger = logging.getLogger(__name__)

REPLICA_PREFIX = "replica"

_read_alias: contextvars.ContextVar[str] = contextvars.ContextVar(
    "memory_read_alias", default=DEFAULT_DB_ALIAS
)

# Seconds behind the primary, or 0 when the replica has replayed all it received (an idle
# primary sends nothing, so the last replayed transaction's age is not lag then).
_LAG_SQL = """
SELECT pg_is_in_recovery(),
       CASE WHEN NOT pg_is_in_recovery()
                 OR pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() THEN 0
            ELSE extract(epoch FROM now() - pg_last_xact_replay_timestamp()) END
"""


def read_alias() -> str:
    """The database alias reads go to in this context: a replica inside :func:`on_a_replica`,
    else the primary."""
    return _read_alias.get()


def replica_aliases() -> list[str]:
    return [alias for alias in settings.DATABASES if alias.startswith(REPLICA_PREFIX)]


@dataclass(frozen=True)
class ReplicaState:
    alias: str
    # "ok", "lagging" (more than the allowed lag behind), "down", or "unknown" (not checked yet)
    state: str
    lag_seconds: float | None
    checked_at: float | None
    error: str = ""

    def as_dict(self) -> dict[str, Any]:
        return {
            "state": self.state,
            "lag_seconds": None if self.lag_seconds is None else round(self.lag_seconds, 3),
            "checked_seconds_ago": None
            if self.checked_at is None
            else round(time.monotonic() - self.checked_at, 1),
            **({"error": self.error} if self.error else {}),
        }


class ReplicaMonitor:
    """Checks each replica in a daemon thread; requests read only the last states."""

    def __init__(self, aliases: list[str]) -> None:
        self.aliases = aliases
        self._states = {a: ReplicaState(a, "unknown", None, None) for a in aliases}
        self._lock = threading.Lock()  # the states
        self._start_lock = threading.Lock()
        self._turn = itertools.count()
        self._connections: dict[str, psycopg.Connection[Any]] = {}
        self._thread: threading.Thread | None = None
        self._pid = 0

    def ensure_running(self) -> None:
        # A forked child (a gunicorn or Celery worker) starts its own thread.
        if self._thread is not None and self._pid == os.getpid():
            return
        with self._start_lock:
            if self._thread is not None and self._pid == os.getpid():
                return
            self._pid = os.getpid()
            self._connections = {}
            # The first states are known before the first read asks for them.
            self.check_all()
            self._thread = threading.Thread(target=self._run, name="replica-monitor", daemon=True)
            self._thread.start()

    def _run(self) -> None:
        while True:
            self.check_all()
            time.sleep(float(settings.MEMORY_REPLICA_CHECK_SECONDS))

    def check_all(self) -> None:
        for alias in self.aliases:
            self._set(self._check(alias))

    def _check(self, alias: str) -> ReplicaState:
        try:
            conn = self._connections.get(alias)
            if conn is None or conn.closed:
                conn = self._connections[alias] = _monitor_connection(alias)
            row = conn.execute(_LAG_SQL).fetchone()
        except psycopg.Error as error:
            stale = self._connections.pop(alias, None)
            if stale is not None:
                stale.close()
            return ReplicaState(alias, "down", None, time.monotonic(), str(error).strip()[:200])
        lag = float(row[1]) if row and row[1] is not None else 0.0
        limit = float(settings.MEMORY_REPLICA_MAX_LAG_SECONDS)
        return ReplicaState(alias, "ok" if lag <= limit else "lagging", lag, time.monotonic())

    def _set(self, state: ReplicaState) -> None:
        with self._lock:
            before = self._states.get(state.alias)
            self._states[state.alias] = state
        if before is not None and before.state != state.state and before.state != "unknown":
            logger.warning(
                "replica %s is now %s (lag %s s%s)",
                state.alias,
                state.state,
                state.lag_seconds,
                f": {state.error}" if state.error else "",
            )

    def mark_down(self, alias: str, error: Exception) -> None:
        self._set(ReplicaState(alias, "down", None, time.monotonic(), str(error).strip()[:200]))

    def states(self) -> dict[str, ReplicaState]:
        with self._lock:
            return dict(self._states)

    def pick(self) -> str | None:
        """The next healthy replica in turn, or None."""
        healthy = [a for a, s in self.states().items() if s.state == "ok"]
        if not healthy:
            return None
        return healthy[next(self._turn) % len(healthy)]


def _monitor_connection(alias: str) -> psycopg.Connection[Any]:
    """A plain connection outside the alias's pool, with a short connect timeout."""
    wrapper = connections[alias]
    params = wrapper.get_connection_params()
    params.pop("cursor_factory", None)
    params.pop("context", None)
    params.pop("prepare_threshold", None)
    params["connect_timeout"] = 1
    return psycopg.connect(autocommit=True, **params)


_monitor: ReplicaMonitor | None = None
_monitor_lock = threading.Lock()


def monitor() -> ReplicaMonitor | None:
    """This process's monitor (started on first use), or None with no replica configured."""
    global _monitor
    aliases = replica_aliases()
    if not aliases:
        return None
    with _monitor_lock:
        if _monitor is None or _monitor.aliases != aliases:
            _monitor = ReplicaMonitor(aliases)
    _monitor.ensure_running()
    return _monitor


def on_a_replica[T](read: Callable[[], T]) -> T:
    """``read()`` with its reads on a healthy replica, else on the primary (see the module)."""
    replicas = monitor()
    if replicas is None or connections[DEFAULT_DB_ALIAS].in_atomic_block:
        return read()
    alias = replicas.pick()
    if alias is None:
        return read()
    token = _read_alias.set(alias)
    try:
        return read()
    except (OperationalError, InterfaceError) as error:
        logger.warning("replica %s failed during a read; the primary serves it: %s", alias, error)
        replicas.mark_down(alias, error)
    finally:
        _read_alias.reset(token)
    return read()


def replica_health() -> dict[str, Any]:
    """Each replica's state and lag, for /api/v1/health (checked now if never checked)."""
    replicas = monitor()
    if replicas is None:
        return {"status": "off", "detail": {"configured": 0}}
    if any(s.state == "unknown" for s in replicas.states().values()):
        replicas.check_all()
    states = replicas.states()
    healthy = sum(1 for s in states.values() if s.state == "ok")
    return {
        "status": "ok" if healthy == len(states) else "degraded",
        "detail": {
            "configured": len(states),
            "serving": healthy,
            "max_lag_seconds": float(settings.MEMORY_REPLICA_MAX_LAG_SECONDS),
            "replicas": {alias: state.as_dict() for alias, state in states.items()},
        },
    }


class ReadReplicaRouter:
    """ORM reads follow :func:`read_alias`; writes and migrations stay on the primary."""

    def db_for_read(self, model: type[Any], **hints: Any) -> str:
        return read_alias()

    def db_for_write(self, model: type[Any], **hints: Any) -> str:
        return DEFAULT_DB_ALIAS

    def allow_relation(self, obj1: Any, obj2: Any, **hints: Any) -> bool:
        return True

    def allow_migrate(self, db: str, app_label: str, **hints: Any) -> bool:
        return db == DEFAULT_DB_ALIAS
