"""What the legs know about the size of a scope and the commonness of its terms.

:class:`Statistics` holds, per process, the population of large scopes (the N of BM25's idf,
of the entity leg's specificity and of the dense leg's choice of exact search) and ANALYZE's
column statistics of the memory table; :data:`stats` is the process's one instance, and
:meth:`Statistics.reset` forgets everything it holds (a test that needs a fresh view calls it).

A small scope is counted on every call, so that what a test or a fresh project writes is seen
at once. Counting a large scope is slow, and a minute-old N changes no ranking there, so a large
scope's count is kept for a minute, and once it is older the old count serves while a pool
thread counts again on its own connection. A process's first call for a project that ANALYZE
saw as large serves the statistics' estimate of the project's rows the same way. So no request
waits for the count of a large scope. A count is kept under the project's id and the scope's
SQL and parameters: ids are never reused (a sequence does not go back, not even when a
transaction rolls back), and the count is only ever a minute old.
"""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Callable
from dataclasses import replace
from functools import partial
from typing import Any

from cachetools import LRUCache
from django.db import connections

from memoryapp.db.replicas import read_alias
from memoryapp.domain.lexical import NO_FREQUENCIES, TermFrequencies
from memoryapp.models import Project

from .config import RetrievalConfig, retrieval_config
from .parallel import on_a_side_thread
from .scope import Scope, scope_sql

# How long a large scope's count serves before it is counted again.
POPULATION_TTL_S = 60.0
# How many large scopes' counts a process keeps (least recently used go first), so that a
# stream of new projects or scopes cannot grow a process without limit.
POPULATION_CACHE_SIZE = 256
# ANALYZE's statistics (refreshed by autovacuum) are read at most this often per process.
STATS_TTL_S = 300.0

_PopulationKey = tuple[Any, ...]


class Timed[T]:
    """A value read at most every ``ttl`` seconds."""

    def __init__(self, read: Callable[[], T], empty: T, ttl: float = STATS_TTL_S) -> None:
        self._read = read
        self._value = empty
        self._ttl = ttl
        self._at = -math.inf

    def get(self) -> T:
        if time.monotonic() - self._at >= self._ttl:
            self._at = time.monotonic()
            self._value = self._read()
        return self._value

    def pin(self, value: T) -> None:
        """Serve ``value`` until the next :meth:`reset` (tests and benchmarks)."""
        self._value, self._at = value, math.inf

    def reset(self) -> None:
        """Read afresh on the next :meth:`get`."""
        self._at = -math.inf


def _column_statistics(columns: str, column: str) -> tuple[Any, ...] | None:
    """``columns`` of ``pg_stats`` for one column of the memory table (None before ANALYZE)."""
    with connections[read_alias()].cursor() as cursor:
        cursor.execute(
            f"SELECT {columns} FROM pg_stats WHERE schemaname = current_schema() "  # noqa: S608
            "AND tablename = 'memoryapp_memory' AND attname = %s",
            [column],
        )
        found: tuple[Any, ...] | None = cursor.fetchone()
    return found


def _read_term_frequencies() -> TermFrequencies:
    found = _column_statistics("most_common_elems::text::text[], most_common_elem_freqs", "tsv")
    if not found or not found[0]:
        return NO_FREQUENCIES
    elems, freqs = found
    # The frequencies end with three summary numbers: the minimum, maximum, null fraction.
    listed = {str(e): float(f) for e, f in zip(elems, freqs[: len(elems)], strict=True)}
    return TermFrequencies(listed, float(freqs[len(elems)]))


def _read_table_rows() -> float:
    with connections[read_alias()].cursor() as cursor:
        cursor.execute("SELECT reltuples FROM pg_class WHERE oid = 'memoryapp_memory'::regclass")
        found = cursor.fetchone()
    return max(0.0, float(found[0])) if found else 0.0


def _read_project_shares() -> dict[int, float]:
    found = _column_statistics("most_common_vals::text::bigint[], most_common_freqs", "project_id")
    return dict(zip(found[0], found[1], strict=True)) if found and found[0] else {}


class Statistics:
    """Scope populations and table statistics, kept per process (see the module docstring)."""

    def __init__(self, *, max_scopes: int = POPULATION_CACHE_SIZE) -> None:
        # Large scopes' (monotonic time counted, count), the least recently used dropped first.
        # Read and written under the lock: a side thread's refresh writes the same cache.
        self._populations: LRUCache[_PopulationKey, tuple[float, int]] = LRUCache(max_scopes)
        # Keys whose count is being refreshed in the background, one refresh at a time each.
        self._refreshes: set[_PopulationKey] = set()
        self._lock = threading.Lock()
        # ``pg_stats.most_common_elems`` of ``tsv``: about the 1,000 most common lexemes,
        # table-wide (so for one project of many a guess), empty before the first ANALYZE.
        self.term_frequencies: Timed[TermFrequencies] = Timed(
            _read_term_frequencies, NO_FREQUENCIES
        )
        # ``pg_class.reltuples``: the table's rows as ANALYZE last estimated them (0 before).
        self.table_rows: Timed[float] = Timed(_read_table_rows, 0.0)
        # Each project's share of the table, for the projects among ``pg_stats``' most common
        # project ids (a small project is not listed).
        self.project_shares: Timed[dict[int, float]] = Timed(_read_project_shares, {})

    def reset(self) -> None:
        """Forget every kept count and statistic (a refresh already running still lands)."""
        with self._lock:
            self._populations.clear()
            self._refreshes.clear()
        self.term_frequencies.reset()
        self.table_rows.reset()
        self.project_shares.reset()

    def counts(self) -> dict[_PopulationKey, int]:
        """The large scopes' kept counts (tests; reading them marks them all as used)."""
        with self._lock:
            return {key: count for key, (_, count) in self._populations.items()}

    def refreshing(self) -> bool:
        """Whether a recount is under way."""
        with self._lock:
            return bool(self._refreshes)

    def expire(self) -> None:
        """Make every kept count stale: the next call serves it and counts again."""
        with self._lock:
            for key, (_, count) in self._populations.items():
                self._populations[key] = (-math.inf, count)

    def project_share(self, project_id: int) -> float:
        """The project's share of the memory table as ANALYZE last saw it (0 for a small one)."""
        return float(self.project_shares.get().get(project_id, 0.0))

    def population(self, *, project: Project, scope: Scope, exact_below: int) -> int:
        """How many memories the scope holds; exact below ``exact_below`` rows."""
        where, params = scope_sql(scope)
        # One session's working memories are a handful among thousands: a large scope's count
        # is kept per scope without its session, so every new session neither adds an entry
        # nor queues a count of its own.
        shared_where, shared_params = scope_sql(replace(scope, session_id=""))
        key = (
            project.id,
            shared_where,
            tuple(sorted((k, repr(v)) for k, v in shared_params.items())),
        )
        cached = self._recall(key)
        if cached is None:
            estimate = int(self.project_share(project.id) * self.table_rows.get())
            if estimate < exact_below:
                return self._count(key, where, params, exact_below)
            # Stale from the start, so the exact count follows at once.
            cached = self._remember(key, (-math.inf, estimate))
        if time.monotonic() - cached[0] >= POPULATION_TTL_S:
            with self._lock:
                start = key not in self._refreshes
                self._refreshes.add(key)
            if start:
                on_a_side_thread(
                    partial(self._refresh, key, shared_where, shared_params, exact_below)
                )
        return cached[1]

    def _count(
        self, key: _PopulationKey, where: str, params: dict[str, Any], exact_below: int
    ) -> int:
        with connections[read_alias()].cursor() as cursor:
            cursor.execute(
                f"SELECT count(*) FROM memoryapp_memory m WHERE {where}",  # noqa: S608 - fixed
                {**params, "project": key[0]},
            )
            count = int(cursor.fetchone()[0])
        if count >= exact_below:
            self._remember(key, (time.monotonic(), count))
        else:
            with self._lock:
                self._populations.pop(key, None)
        return count

    def _recall(self, key: _PopulationKey) -> tuple[float, int] | None:
        """The kept entry for ``key``, marked as the most recently used; None if not kept."""
        with self._lock:
            return self._populations.get(key)

    def _remember(self, key: _PopulationKey, entry: tuple[float, int]) -> tuple[float, int]:
        with self._lock:
            self._populations[key] = entry
        return entry

    def _refresh(
        self, key: _PopulationKey, where: str, params: dict[str, Any], exact_below: int
    ) -> None:
        try:
            self._count(key, where, params, exact_below)
        finally:
            with self._lock:
                self._refreshes.discard(key)


stats = Statistics()


def population(*, project: Project, scope: Scope, config: RetrievalConfig | None = None) -> int:
    """How many memories the scope holds (see :class:`Statistics`)."""
    exact_below = (config or retrieval_config()).lexical_exact_below
    return stats.population(project=project, scope=scope, exact_below=exact_below)


def table_term_frequencies() -> TermFrequencies:
    """ANALYZE's most common lexemes of the memory table, read at most every five minutes."""
    return stats.term_frequencies.get()


def table_rows() -> float:
    """The memory table's row count as ANALYZE last estimated it, read at most every five
    minutes."""
    return stats.table_rows.get()


def project_share(project_id: int) -> float:
    """The project's share of the memory table as ANALYZE last saw it, read at most every five
    minutes."""
    return stats.project_share(project_id)
