"""Streaming replicas for reads: the read legs of /search and /context and the owner's list pages.

``DATABASE_REPLICA_URLS`` (comma-separated) adds the database aliases ``replica1``,
``replica2``, ... (config/settings.py). Everything written (memories, traces, audit events,
retrieval bookkeeping) stays on the primary; a read runs on a replica only inside
:func:`on_a_replica`, which

- picks the next replica, in turn, that answered its last check and lags no more than
  ``MEMORY_REPLICA_MAX_LAG_SECONDS``;
- serves from the primary when there is none, when the caller's thread has a transaction open
  on the primary (a replica cannot see what it has not committed), or when the replica fails
  during the read (it is then marked down until its next good check);
- reads again on the primary when the replica's answer carries a memory the primary no longer
  has (the caller names them): a purge never comes back through a replica that has not
  replayed it yet. That costs one primary-key lookup on the primary per replica read.

A monitor thread per process checks every replica each ``MEMORY_REPLICA_CHECK_SECONDS`` on a
connection of its own, so no request waits for a check or for a replica that went away. Lag is
the time a replica has been missing what the primary wrote: each check first stamps the
heartbeat row (``memoryapp_replica_heartbeat``, migration 0025) on the primary, then reads the
row on each replica; the lag is the age of the oldest stamp of this process the replica has not
replayed, 0 when it has them all. A replica cut off from its primary stops replaying stamps,
so its lag grows from the moment it lost contact, however quiet the primary is otherwise; the
stamps need no privilege beyond the table's, so a non-superuser monitor measures the same.
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
from collections import deque
from collections.abc import Callable, Collection
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import psycopg
from django.conf import settings
from django.db import DEFAULT_DB_ALIAS, InterfaceError, OperationalError, connections

logger = logging.getLogger(__name__)

REPLICA_PREFIX = "replica"

_read_alias: contextvars.ContextVar[str] = contextvars.ContextVar(
    "memory_read_alias", default=DEFAULT_DB_ALIAS
)

# A stamp never moves back, whichever process wrote the last one; the caller's own stamp, or a
# later one, comes back.
_BEAT_SQL = (
    "UPDATE memoryapp_replica_heartbeat SET beat_at = greatest(beat_at, clock_timestamp()) "
    "WHERE id = 1 RETURNING beat_at"
)
_REPLAYED_SQL = (
    "SELECT pg_is_in_recovery(), (SELECT beat_at FROM memoryapp_replica_heartbeat WHERE id = 1)"
)
_STILL_THERE_SQL = "SELECT id::text FROM memoryapp_memory WHERE id = ANY(%s::uuid[])"


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
        # This process's stamps on the primary (primary clock, monotonic time written), oldest
        # first; only the monitor thread (or the first check, before it starts) touches them.
        self._beats: deque[tuple[datetime, float]] = deque()
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
            self._beats = deque()
            # The first states are known before the first read asks for them.
            self.check_all()
            self._thread = threading.Thread(target=self._run, name="replica-monitor", daemon=True)
            self._thread.start()

    def _run(self) -> None:
        while True:
            self.check_all()
            time.sleep(float(settings.MEMORY_REPLICA_CHECK_SECONDS))

    def check_all(self) -> None:
        self._beat()
        for alias in self.aliases:
            self._set(self._check(alias))

    def _query(self, alias: str, sql: str) -> tuple[Any, ...] | None:
        """One row of ``sql`` on the monitor's own connection to ``alias`` (reopened after an
        error, which is raised)."""
        try:
            conn = self._connections.get(alias)
            if conn is None or conn.closed:
                conn = self._connections[alias] = _monitor_connection(alias)
            return conn.execute(sql).fetchone()
        except psycopg.Error:
            stale = self._connections.pop(alias, None)
            if stale is not None:
                stale.close()
            raise

    def _beat(self) -> None:
        """Stamp the heartbeat on the primary. Without a stamp (the primary is unreachable) the
        replicas are measured against the earlier ones, whose age keeps growing."""
        try:
            row = self._query(DEFAULT_DB_ALIAS, _BEAT_SQL)
        except psycopg.Error as error:
            logger.warning("replica heartbeat: the primary did not take it: %s", error)
            return
        if row is None:
            logger.warning("replica heartbeat: the row is missing (migration 0025)")
            return
        now = time.monotonic()
        self._beats.append((row[0], now))
        # Enough history to see a lag past the limit; the newest stamp always stays.
        keep = 2 * float(settings.MEMORY_REPLICA_MAX_LAG_SECONDS)
        while len(self._beats) > 1 and now - self._beats[0][1] > keep:
            self._beats.popleft()

    def _check(self, alias: str) -> ReplicaState:
        try:
            row = self._query(alias, _REPLAYED_SQL)
        except psycopg.Error as error:
            return ReplicaState(alias, "down", None, time.monotonic(), str(error).strip()[:200])
        now = time.monotonic()
        if not row or not row[0]:
            # Promoted, or pointed at a primary: it no longer follows this one.
            return ReplicaState(alias, "down", None, now, "not a standby (pg_is_in_recovery off)")
        lag = _lag(row[1], self._beats, now)
        limit = float(settings.MEMORY_REPLICA_MAX_LAG_SECONDS)
        if lag is None:
            return ReplicaState(alias, "lagging", None, now, "no heartbeat replayed")
        return ReplicaState(alias, "ok" if lag <= limit else "lagging", lag, now)

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


def _lag(
    replayed: datetime | None, beats: Collection[tuple[datetime, float]], now: float
) -> float | None:
    """Seconds since the oldest of ``beats`` a replica whose heartbeat row says ``replayed`` has
    not replayed (0 with none missing); None when it has replayed no stamp at all."""
    if replayed is None:
        return None
    missing = [written for stamp, written in beats if stamp > replayed]
    return now - missing[0] if missing else 0.0


def _monitor_connection(alias: str) -> psycopg.Connection[Any]:
    """A plain connection outside the alias's pool, with a short connect timeout. On the
    primary its stamps wait for the local disk only: a synchronous standby that is cut off must
    not hold the monitor."""
    wrapper = connections[alias]
    params = wrapper.get_connection_params()
    params.pop("cursor_factory", None)
    params.pop("context", None)
    params.pop("prepare_threshold", None)
    params["connect_timeout"] = 1
    conn = psycopg.connect(autocommit=True, **params)
    if alias == DEFAULT_DB_ALIAS:
        conn.execute("SET synchronous_commit = local")
    return conn


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


def no_memories(_: object) -> Collection[str]:
    """For :func:`on_a_replica`: the read shows no memory's words (counts, traces, events)."""
    return ()


def on_a_replica[T](read: Callable[[], T], *, memories: Callable[[T], Collection[str]]) -> T:
    """``read()`` with its reads on a healthy replica, else on the primary (see the module).

    ``memories(result)`` names the memories whose words the result carries; when the primary
    no longer has one of them (purged since the replica last replayed), ``read()`` runs again on
    the primary, whose answer the caller gets instead.
    """
    replicas = monitor()
    if replicas is None or connections[DEFAULT_DB_ALIAS].in_atomic_block:
        return read()
    alias = replicas.pick()
    if alias is None:
        return read()
    try:
        result = _read_on(alias, read)
    except (OperationalError, InterfaceError) as error:
        logger.warning("replica %s failed during a read; the primary serves it: %s", alias, error)
        replicas.mark_down(alias, error)
        return read()
    gone = _gone_from_the_primary(memories(result))
    if not gone:
        return result
    logger.warning(
        "replica %s still has %d memories the primary no longer has; the primary serves the read",
        alias,
        len(gone),
    )
    return read()


def _read_on[T](alias: str, read: Callable[[], T]) -> T:
    token = _read_alias.set(alias)
    try:
        return read()
    finally:
        _read_alias.reset(token)


def _gone_from_the_primary(ids: Collection[str]) -> set[str]:
    """Which of ``ids`` the primary no longer has (one primary-key lookup)."""
    wanted = {str(i) for i in ids}
    if not wanted:
        return set()
    with connections[DEFAULT_DB_ALIAS].cursor() as cursor:
        cursor.execute(_STILL_THERE_SQL, [sorted(wanted)])
        return wanted - {row[0] for row in cursor.fetchall()}


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
