"""Hybrid retrieval over one project: three legs, fused by reciprocal rank (DESIGN.md §7).

- lexical: PostgreSQL full-text search on the generated ``tsv`` column. Natural questions need
  any word to match, so the query's lexemes are OR-ed, then ranked with Okapi BM25 computed
  over the leg's scope (idf from the project's in-scope rows, tf from the lexeme positions,
  length = distinct lexemes). A query term found in at least half of the scope's memories is
  no evidence (its Robertson-Sparck Jones weight is <= 0): it neither retrieves nor ranks, unless
  every query term is that common (small projects), when all of them are used. Up to
  ``MEMORY_LEXICAL_EXACT_BELOW`` (5,000) memories in scope every statistic is exact; above it,
  only the rarest terms select rows (about ``MEMORY_LEXICAL_SELECT_ROWS``, 500, by PostgreSQL's
  column statistics) and the others only score them, with document frequencies from those
  statistics (see :func:`lexical_plan`): a 100k-memory query does not read every memory that
  says "support".
- dense: pgvector cosine distance on the configured model's HNSW expression index; skipped,
  and said so, when embeddings are dark or the query cannot be embedded. The query is embedded
  in a thread while the other two legs run; outside a transaction that thread then runs the
  leg's SQL on its own connection too.
- entity: memories linked to entities whose names occur (as whole phrases) in the query. Its
  fusion weight scales with how specific the match is: full when the named entities cover at
  most a quarter of the scope, falling (log-odds) to zero at half (an entity on every other
  memory, like a conversation's speaker, says nothing about which one is meant).

Each leg returns its full candidate list (up to ``MEMORY_RETRIEVAL_CANDIDATES``, the lexical
leg twice that unless ``MEMORY_RETRIEVAL_LEXICAL_CANDIDATES`` says otherwise) with ranks and
scores; :func:`memoryapp.domain.fusion.fuse` merges them all with per-leg weights (lexical 1.0,
dense 0.25, entity 1.0 x specificity by default, measured on the LoCoMo development split by
``bench/locomo.py``), so a keyword-only or entity-only hit can still win. Reads only: traces and
bookkeeping are written by ``services.context``.
"""

from __future__ import annotations

import contextvars
import math
import re
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from datetime import datetime
from functools import partial
from typing import Any

from django.conf import settings
from django.db import DEFAULT_DB_ALIAS, close_old_connections, connection, connections

from memoryapp.domain.fusion import FusedCandidate, LegHit, fuse
from memoryapp.domain.names import normalize_entity_name
from memoryapp.domain.temporal import Version
from memoryapp.domain.types import MemoryStatus, MemoryType, SupersessionKind
from memoryapp.models import Project
from memoryapp.prepared import prepared_cursor
from memoryapp.providers.embeddings import EmbeddingError
from memoryapp.replicas import read_alias
from memoryapp.services.embeddings import provider


@dataclass(frozen=True)
class Scope:
    """Which rows the legs may return."""

    statuses: tuple[str, ...] = (MemoryStatus.ACTIVE.value,)
    heads_only: bool = True
    types: tuple[str, ...] = ()
    # Working memories belong to one session: only that session's are candidates.
    session_id: str = ""


@dataclass
class LegResult:
    hits: list[LegHit] = field(default_factory=list)
    skipped: str | None = None
    latency_ms: float = 0.0
    # The dense leg's share spent embedding the query (inside latency_ms).
    embed_ms: float = 0.0
    # Multiplies the leg's configured fusion weight for this query (entity: specificity).
    weight: float = 1.0
    # The row of every hit, read by the leg's own query.
    rows: dict[str, CandidateRow] = field(default_factory=dict)
    # How the dense leg searched: "exact", "hnsw iterative", or "hnsw iterative, then exact".
    search: str | None = None


@dataclass(frozen=True)
class CandidateRow:
    """The columns of a candidate memory that judging, packing and showing it read.

    Each leg reads them with its hits (``ROW_COLUMNS``): model instances for a hundred-odd
    candidates cost more than all of the ranking SQL together, and a second query for the rows
    cost as much as a leg. ``in_chain``: the memory has a successor or a predecessor, so its
    supersession chain must be read (:func:`chains_of`).
    """

    id: str
    type: str
    status: str
    standing: str
    actor: str
    content: str
    recorded_at: datetime
    valid_from: datetime | None
    valid_to: datetime | None
    superseded_by_id: str | None
    supersession_kind: str | None
    in_chain: bool
    # Where it came from (``source`` on the row): shown with every bundle entry.
    source_kind: str
    source_ref: str | None

    @property
    def is_head(self) -> bool:
        return self.superseded_by_id is None

    def version(self) -> Version:
        return _version(
            self.id,
            self.recorded_at,
            self.valid_from,
            self.valid_to,
            self.superseded_by_id,
            self.supersession_kind,
        )


def _version(
    memory_id: str,
    recorded_at: datetime,
    valid_from: datetime | None,
    valid_to: datetime | None,
    superseded_by: str | None,
    kind: str | None,
) -> Version:
    return Version(
        id=memory_id,
        recorded_at=recorded_at,
        valid_from=valid_from,
        valid_to=valid_to,
        superseded_by=superseded_by,
        kind=SupersessionKind(kind) if kind else None,
    )


# Selected by every leg after its id and score (alias ``m``) and read by :func:`candidate_row`.
# Timestamps come as text (the session's time zone is UTC: "2024-05-01 10:00:00+00"), which
# datetime.fromisoformat reads in C; the driver's loader goes through a regular expression.
# The predecessor probe is a scalar subquery, one index probe per row returned: as EXISTS the
# planner may hash the whole superseded_by index instead.
ROW_COLUMNS = """m.type, m.status, m.standing, m.actor, m.content, m.recorded_at::text,
    m.valid_from::text, m.valid_to::text, m.superseded_by_id::text, m.supersession_kind,
    m.superseded_by_id IS NOT NULL OR coalesce(
        (SELECT true FROM memoryapp_memory p WHERE p.superseded_by_id = m.id LIMIT 1), false),
    m.source->>'kind', m.source->>'ref'"""


def _moment(text: str | None) -> datetime | None:
    return datetime.fromisoformat(text) if text is not None else None


def candidate_row(memory_id: str, columns: Sequence[Any]) -> CandidateRow:
    (
        kind,
        status,
        standing,
        actor,
        content,
        recorded,
        since,
        until,
        succ,
        how,
        linked,
        source,
        ref,
    ) = columns
    return CandidateRow(
        memory_id,
        kind,
        status,
        standing,
        actor,
        content,
        datetime.fromisoformat(recorded),
        _moment(since),
        _moment(until),
        succ,
        how,
        bool(linked),
        source,
        ref,
    )


@dataclass
class Retrieval:
    legs: dict[str, LegResult]
    fused: list[FusedCandidate]
    rows: dict[str, CandidateRow]
    # Every candidate's whole supersession chain, by head id (for the temporal judgement).
    chains: dict[str, list[Version]]
    latency_ms: dict[str, float]
    # The dense leg ran on its own connection, alongside the other two (dense_leg_in_parallel).
    dense_on_own_connection: bool = False
    # The database alias the legs read from: "default" (the primary) or a replica's.
    read_from: str = DEFAULT_DB_ALIAS


def _candidates() -> int:
    return int(getattr(settings, "MEMORY_RETRIEVAL_CANDIDATES", 50))


def lexical_candidates() -> int:
    """The lexical leg keeps twice as many by default: its hits are ranked anyway (BM25 needs
    every match for the document frequencies), and with the dense leg's lower weight its tail
    is what fills the end of a long result."""
    return int(getattr(settings, "MEMORY_RETRIEVAL_LEXICAL_CANDIDATES", 2 * _candidates()))


# Fusion weight of each leg (RRF, k = 60). MiniLM turns recall clearly less than BM25 on
# conversational memory (DESIGN.md section 10), and with RRF's flat k = 60 an equal dense
# weight lets memories both legs found only weakly outrank the lexical leg's best hits.
DEFAULT_LEG_WEIGHTS = {"lexical": 1.0, "dense": 0.25, "entity": 1.0}


def leg_weights() -> dict[str, float]:
    """The configured fusion weight of each leg (before the entity leg's specificity)."""
    return {
        leg: float(getattr(settings, f"MEMORY_RETRIEVAL_WEIGHT_{leg.upper()}", default))
        for leg, default in DEFAULT_LEG_WEIGHTS.items()
    }


def bm25_parameters() -> tuple[float, float]:
    """(k1, b) of the lexical leg's BM25; b is low because memories are short and even."""
    return (
        float(getattr(settings, "MEMORY_LEXICAL_BM25_K1", 1.2)),
        float(getattr(settings, "MEMORY_LEXICAL_BM25_B", 0.5)),
    )


def specificity(matched: int, population: int) -> float:
    """1 when ``matched`` memories are at most a quarter of ``population``, 0 from half on.

    The Robertson-Sparck Jones log-odds ln((N - n + 0.5) / (n + 0.5)), scaled so that its value
    at a quarter (ln 3) is full weight, and clipped to [0, 1].
    """
    if matched <= 0 or population <= 0:
        return 0.0
    odds = math.log((population - matched + 0.5) / (matched + 0.5))
    return min(1.0, max(0.0, odds / math.log(3)))


def pg_array(values: Iterable[str | int | float]) -> str:
    """An array literal, bound as one string and cast in the SQL (``%(x)s::text[]``).

    psycopg adapts a Python list element by element in Python, about as slow per element as
    running the statement is per row; one string is adapted at once. Every element is quoted,
    so no text (not even ``NULL``) is read as anything but itself.
    """
    return "{" + ",".join(_array_element(v) for v in values) + "}"


def _array_element(value: str | int | float) -> str:
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    return repr(value)


def _scope_sql(scope: Scope, alias: str = "m") -> tuple[str, dict[str, Any]]:
    clauses = [
        f"{alias}.project_id = %(project)s",
        f"{alias}.status = ANY(%(statuses)s::text[])",
    ]
    params: dict[str, Any] = {"statuses": pg_array(scope.statuses)}
    if scope.heads_only:
        clauses.append(f"{alias}.superseded_by_id IS NULL")
    if scope.types:
        clauses.append(f"{alias}.type = ANY(%(types)s::text[])")
        params["types"] = pg_array(scope.types)
    clauses.append(f"({alias}.type <> 'working' OR {alias}.session_id = %(session)s)")
    params["session"] = scope.session_id
    return " AND ".join(clauses), params


# Formatted with the scope's fixed WHERE fragments only (no user text: that is bound).
# ``select`` is the tsquery that picks the rows to rank, ``terms`` every query lexeme that
# scores them; ``known_*`` carry the document frequencies of terms that did not select (too
# common to count here); every other term's is counted in ``matched``, which holds every row of
# the scope containing it.
_LEXICAL_SQL = """
    WITH {select}
    -- One row per (selected memory, query lexeme it contains), with tf and length. tsv holds
    -- no weights (all D), so marking the query's lexemes A and keeping only A leaves just
    -- them: unnesting that is half the cost of unnesting the whole tsvector and filtering.
    matched AS MATERIALIZED (
        SELECT s.id, s.recorded_at, length(s.tsv)::float AS dl, u.lexeme,
               coalesce(cardinality(u.positions), 1)::float AS tf
        FROM sel s
        CROSS JOIN LATERAL unnest(ts_filter(setweight(s.tsv, 'A', %(terms)s::text[]), '{{a}}')) u
    ),
    known AS (
        SELECT * FROM unnest(%(known_terms)s::text[], %(known_df)s::float8[]) AS k(lexeme, df)
    ),
    counted AS (
        SELECT t.lexeme, coalesce(min(k.df), count(*)) AS df
        FROM matched t LEFT JOIN known k ON k.lexeme = t.lexeme
        GROUP BY t.lexeme
    ),
    terms AS MATERIALIZED (
        SELECT lexeme, ln(1 + (%(n)s - df + 0.5) / (df + 0.5)) AS idf,
               df < %(n)s / 2 AS informative
        FROM counted
    ),
    used AS MATERIALIZED (
        SELECT lexeme, idf FROM terms
        WHERE informative OR NOT EXISTS (SELECT 1 FROM terms WHERE informative)
    ),
    avgdl AS MATERIALIZED (
        SELECT greatest(avg(dl), 1) AS v FROM (SELECT DISTINCT id, dl FROM matched) d
    ),
    ranked AS (
        SELECT t.id, t.recorded_at, sum(
            u.idf * t.tf * (%(k1)s + 1) / (t.tf + %(k1)s * (1 - %(b)s + %(b)s * t.dl / a.v))
        ) AS score
        FROM matched t JOIN used u ON u.lexeme = t.lexeme CROSS JOIN avgdl a
        GROUP BY t.id, t.recorded_at
        ORDER BY score DESC, t.recorded_at DESC, t.id
        LIMIT %(limit)s
    )
    SELECT r.id::text, r.score, {row}
    FROM ranked r JOIN memoryapp_memory m ON m.id = r.id
    ORDER BY r.score DESC, r.recorded_at DESC, r.id
"""


# One selection step. A plan with fallbacks is a cascade of them in the one statement: each
# step runs only when every one before it selected nothing (``NOT EXISTS`` over a CTE is a
# one-time filter, so a skipped step reads no row).
_SELECT_STEP_SQL = """{name} AS MATERIALIZED (
        SELECT m.id, m.recorded_at, m.tsv FROM memoryapp_memory m
        WHERE {gate}m.tsv @@ %({param})s::tsquery AND {where}
        LIMIT %(select_cap)s
    ),"""


def _select_sql(where: str, fallbacks: int) -> str:
    """The ``sel`` CTE(s): the plan's selection, then ``fallbacks`` looser ones in turn."""
    if not fallbacks:
        return _SELECT_STEP_SQL.format(name="sel", gate="", param="select", where=where)
    steps = []
    for n in range(fallbacks + 1):
        gate = "".join(f"NOT EXISTS (SELECT 1 FROM sel{i}) AND " for i in range(n))  # noqa: S608
        param = "select" if n == 0 else f"fallback{n}"
        steps.append(_SELECT_STEP_SQL.format(name=f"sel{n}", gate=gate, param=param, where=where))
    # Only CTE names and fixed fragments are formatted in; the tsqueries are bound.
    union = " UNION ALL ".join(f"SELECT * FROM sel{n}" for n in range(fallbacks + 1))  # noqa: S608
    return "\n    ".join(steps) + f"\n    sel AS ({union}),"


def exact_scope_rows() -> int:
    """Below this many rows in scope the lexical leg counts every term's frequency exactly."""
    return int(getattr(settings, "MEMORY_LEXICAL_EXACT_BELOW", 5000))


def select_rows_budget() -> int:
    """In a larger scope, about how many rows the selecting terms may bring to be scored."""
    return int(getattr(settings, "MEMORY_LEXICAL_SELECT_ROWS", 500))


def tsquery_or(lexemes: Iterable[str], operator: str = "|") -> str:
    """A tsquery literal matching any (or, with ``&``, all) of ``lexemes``, each quoted."""
    quoted = ("'" + lx.replace("\\", "\\\\").replace("'", "''") + "'" for lx in lexemes)
    return f" {operator} ".join(quoted)


_POPULATION_TTL_S = 60.0
# Large scopes' counts, least recently used first; bounded, so a stream of new projects or
# scopes cannot grow a process without limit.
POPULATION_CACHE_SIZE = 256
_populations: OrderedDict[tuple[Any, ...], tuple[float, int]] = OrderedDict()
# Keys whose count is being refreshed in the background, so that one refresh runs at a time.
_population_refreshes: set[tuple[Any, ...]] = set()
_population_lock = threading.Lock()


def population(*, project: Project, scope: Scope) -> int:
    """How many memories the scope holds (the N of idf and of the entity leg's specificity).

    Counting a 100k-row scope costs ~100 ms (150-250 beside other requests), and a minute-old
    N changes no ranking there, so a large scope's count is kept for a minute per process, and
    once it is older the old count serves while a pool thread counts again on its own
    connection. A process's first call for a project that ANALYZE saw as large serves the
    statistics' estimate of the project's rows the same way. So no request waits for the count
    of a large scope. A small scope is counted every time, so that what a test or a fresh
    project writes is seen at once.
    """
    where, params = _scope_sql(scope)
    # One session's working memories are a handful among thousands: a large scope's count is
    # kept per scope without its session, so every new session neither adds an entry nor
    # queues a count of its own.
    shared_where, shared_params = _scope_sql(replace(scope, session_id=""))
    key = (
        project.id,
        project.created_at,
        shared_where,
        tuple(sorted((k, repr(v)) for k, v in shared_params.items())),
    )
    cached = _populations.get(key)
    if cached is None:
        estimate = int(project_share(project.id) * table_rows())
        if estimate < exact_scope_rows():
            return _count_population(key, where, params)
        # Stale from the start, so the exact count follows at once.
        cached = _remember_population(key, (-math.inf, estimate))
    else:
        _populations.move_to_end(key)
    if time.monotonic() - cached[0] >= _POPULATION_TTL_S:
        with _population_lock:
            start = key not in _population_refreshes
            _population_refreshes.add(key)
        if start:
            _on_a_side_thread(partial(_refresh_population, key, shared_where, shared_params))
    return cached[1]


def _count_population(key: tuple[Any, ...], where: str, params: dict[str, Any]) -> int:
    with connections[read_alias()].cursor() as cursor:
        cursor.execute(
            f"SELECT count(*) FROM memoryapp_memory m WHERE {where}",  # noqa: S608 - fixed
            {**params, "project": key[0]},
        )
        count = int(cursor.fetchone()[0])
    if count >= exact_scope_rows():
        _remember_population(key, (time.monotonic(), count))
    else:
        _populations.pop(key, None)
    return count


def _remember_population(key: tuple[Any, ...], entry: tuple[float, int]) -> tuple[float, int]:
    with _population_lock:
        _populations[key] = entry
        _populations.move_to_end(key)
        while len(_populations) > POPULATION_CACHE_SIZE:
            _populations.popitem(last=False)
    return entry


def _refresh_population(key: tuple[Any, ...], where: str, params: dict[str, Any]) -> None:
    try:
        _count_population(key, where, params)
    finally:
        with _population_lock:
            _population_refreshes.discard(key)


@dataclass(frozen=True)
class TermFrequencies:
    """Fractions of all memories holding each of the most common lexemes, and the floor below
    which a lexeme is not listed (so an unlisted one is at most that common)."""

    listed: dict[str, float]
    floor: float


# ANALYZE's statistics (refreshed by autovacuum) are read at most every five minutes per process;
# each store is {"at": monotonic time of the read, "value": what was read}.
_STATS_TTL_S = 300.0
_term_stats: dict[str, Any] = {"at": -1e9, "value": TermFrequencies({}, 0.0)}


def _statistic[T](store: dict[str, Any], read: Callable[[], T]) -> T:
    if time.monotonic() - store["at"] >= _STATS_TTL_S:
        store.update(at=time.monotonic(), value=read())
    value: T = store["value"]
    return value


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


def table_term_frequencies() -> TermFrequencies:
    """From ANALYZE's column statistics of ``tsv`` (``pg_stats.most_common_elems``, about the
    1,000 most common lexemes): free to read, refreshed by autovacuum, kept five minutes here,
    empty before the first ANALYZE. Table-wide, so for one project of many it is a guess."""
    return _statistic(_term_stats, _read_term_frequencies)


def _read_term_frequencies() -> TermFrequencies:
    found = _column_statistics("most_common_elems::text::text[], most_common_elem_freqs", "tsv")
    if not found or not found[0]:
        return TermFrequencies({}, 0.0)
    elems, freqs = found
    # The frequencies end with three summary numbers: the minimum, maximum, null fraction.
    listed = {str(e): float(f) for e, f in zip(elems, freqs[: len(elems)], strict=True)}
    return TermFrequencies(listed, float(freqs[len(elems)]))


# When even the rarest query term is too common to select by, at most this many rows are ranked
# (see lexical_plan).
COMMON_ONLY_ROWS = 500


@dataclass(frozen=True)
class LexicalPlan:
    """Which lexemes select rows, which only score them, and the frequencies assumed.

    ``fallbacks`` are looser selections, each tried (in the same statement) only when every one
    before it selected nothing."""

    select: str
    select_cap: int | None
    terms: list[str]
    known: dict[str, float]
    fallbacks: tuple[str, ...] = ()


def lexical_plan(lexemes: Sequence[str], *, rows: int, frequencies: TermFrequencies) -> LexicalPlan:
    """Exact below :func:`exact_scope_rows`; above it, common terms rank but do not select.

    In a large scope a word like "support" is in thousands of memories, and reading all of them
    to score a query costs hundreds of milliseconds, though with their low idf few of them reach
    the top. So the rarest terms select, as many as keep the rows to score within about
    :func:`select_rows_budget` (by the column statistics; always at least the rarest term), and
    every term scores the selected rows. A term that does not select has its document frequency
    taken from the statistics (an unlisted one at the statistics' floor). When even the rarest
    term is above the budget, up to ``COMMON_ONLY_ROWS`` rows are ranked: those holding every
    term; failing any, those holding the rarest and at least one other (the rows BM25 puts
    first, where a cap on the rarest alone would take whichever come first on disk); failing
    any, those holding the rarest.
    """
    terms = sorted(set(lexemes))
    if rows < exact_scope_rows():
        return LexicalPlan(tsquery_or(terms), None, terms, {})

    def estimate(lexeme: str) -> float:
        share = frequencies.listed.get(lexeme, frequencies.floor)
        return min(float(rows), max(1.0, share * rows))

    by_rarity = sorted(terms, key=lambda lx: (estimate(lx), lx))
    budget = select_rows_budget()
    if estimate(by_rarity[0]) > budget:
        known = {lx: estimate(lx) for lx in terms}
        rarest, others = by_rarity[0], by_rarity[1:]
        fallbacks: tuple[str, ...] = ()
        if len(others) > 1:
            fallbacks += (f"{tsquery_or([rarest])} & ( {tsquery_or(others)} )",)
        if others:
            fallbacks += (tsquery_or([rarest]),)
        return LexicalPlan(tsquery_or(terms, "&"), COMMON_ONLY_ROWS, terms, known, fallbacks)
    selecting: list[str] = []
    known = {}
    total = 0.0
    for lexeme in by_rarity:
        if total + estimate(lexeme) <= budget:
            selecting.append(lexeme)
            total += estimate(lexeme)
        else:
            known[lexeme] = estimate(lexeme)
    return LexicalPlan(tsquery_or(selecting), None, terms, known)


@dataclass(frozen=True)
class QueryTerms:
    """What the lexical and entity legs look up: the query's lexemes, and the ids of the
    project's entities it names (see :func:`query_phrases`)."""

    lexemes: list[str]
    entity_ids: list[int]


def analyse_query(*, project: Project, query: str) -> QueryTerms:
    """Both in one round trip, before either leg runs."""
    with prepared_cursor(using=read_alias()) as cursor:
        cursor.execute(
            "SELECT tsvector_to_array(to_tsvector('english', %(query)s)), "
            f"ARRAY({_ENTITY_IDS_SQL})",
            {"query": query, "project": project.id, "phrases": pg_array(query_phrases(query))},
        )
        lexemes, entity_ids = cursor.fetchone()
    return QueryTerms(list(lexemes or []), list(entity_ids or []))


def lexical_leg(
    *,
    project: Project,
    query: str,
    scope: Scope,
    limit: int | None = None,
    terms: QueryTerms | None = None,
    rows_in_scope: int | None = None,
) -> LegResult:
    started = time.perf_counter()
    where, params = _scope_sql(scope)
    k1, b = bm25_parameters()
    lexemes = (terms or analyse_query(project=project, query=query)).lexemes
    if not lexemes:
        return LegResult(latency_ms=_ms(started))
    if rows_in_scope is None:
        rows_in_scope = population(project=project, scope=scope)
    frequencies = (
        table_term_frequencies()
        if rows_in_scope >= exact_scope_rows()
        else TermFrequencies({}, 0.0)
    )
    plan = lexical_plan(lexemes, rows=rows_in_scope, frequencies=frequencies)
    args = {
        **params,
        "project": project.id,
        "terms": pg_array(plan.terms),
        "known_terms": pg_array(plan.known),
        "known_df": pg_array(plan.known.values()),
        "n": float(rows_in_scope),
        "limit": limit or lexical_candidates(),
        "k1": k1,
        "b": b,
    }
    sql = _LEXICAL_SQL.format(
        select=_select_sql(where, len(plan.fallbacks)), where=where, row=ROW_COLUMNS
    )
    args.update(select=plan.select, select_cap=plan.select_cap)
    args.update({f"fallback{n}": q for n, q in enumerate(plan.fallbacks, start=1)})
    # Planned per call, not prepared: a generic plan cannot see how selective this query's
    # terms are, and the leg took 12.8 ms instead of 7.7 with one (bench/latency.py, 100k).
    with prepared_cursor(prepare=False, using=read_alias()) as cursor:
        cursor.execute(sql, args)
        found = cursor.fetchall()
    return _leg_result(found, started)


@dataclass(frozen=True)
class QueryVector:
    vector: list[float] | None
    skipped: str | None
    embed_ms: float


def query_embedding_precision() -> str:
    """How queries are embedded: "int8" when the local model's int8 weights embed them (see
    ``MEMORY_EMBEDDINGS_QUERY_INT8``), else "same_as_stored"."""
    if settings.MEMORY_EMBEDDINGS == "local" and getattr(provider(), "query_int8", False):
        return "int8"
    return "same_as_stored"


def embed_query(query: str) -> QueryVector:
    """The query's embedding, or why the dense leg must be skipped."""
    started = time.perf_counter()
    if settings.MEMORY_EMBEDDINGS == "none":
        return QueryVector(None, "embeddings are off (MEMORY_EMBEDDINGS=none)", 0.0)
    try:
        vector = provider().embed_query(query)
    except EmbeddingError as error:
        return QueryVector(None, f"the query could not be embedded: {error}"[:300], _ms(started))
    return QueryVector(vector, None, _ms(started))


# The query is embedded here while the lexical and entity legs run their SQL: ONNX Runtime and
# an HTTP embedding call both release the GIL, so the embedding overlaps the SQL instead of
# adding to it.
# Outside a transaction the dense leg's SQL follows here too, on this thread's own connection
# (see dense_leg_in_parallel): at most one per pool thread, and a thread is only added when
# every one is busy. A large scope's stale population is recounted here too (see population).
# Its size is part of the process's connection pool (config/serving.py).
_pool = ThreadPoolExecutor(
    max_workers=settings.MEMORY_RETRIEVAL_THREADS, thread_name_prefix="retrieval"
)


_table_rows: dict[str, Any] = {"at": -1e9, "value": 0.0}


def table_rows() -> float:
    """The memory table's row count as ANALYZE last estimated it (``pg_class.reltuples``; 0
    before the first ANALYZE), read at most every five minutes."""
    return _statistic(_table_rows, _read_table_rows)


def _read_table_rows() -> float:
    with connections[read_alias()].cursor() as cursor:
        cursor.execute("SELECT reltuples FROM pg_class WHERE oid = 'memoryapp_memory'::regclass")
        found = cursor.fetchone()
    return max(0.0, float(found[0])) if found else 0.0


_project_shares: dict[str, Any] = {"at": -1e9, "value": {}}


def project_share(project_id: int) -> float:
    """The project's share of the memory table as ANALYZE last saw it (0 for a project not
    among ``pg_stats``' most common project ids, i.e. a small one), read at most every five
    minutes."""
    return float(_statistic(_project_shares, _read_project_shares).get(project_id, 0.0))


def _read_project_shares() -> dict[int, float]:
    found = _column_statistics("most_common_vals::text::bigint[], most_common_freqs", "project_id")
    return dict(zip(found[0], found[1], strict=True)) if found and found[0] else {}


# The HNSW search itself is configured per session in the connection's options
# (config/settings.py: hnsw.ef_search and hnsw.iterative_scan). With pgvector's iterative scans
# a query filtered to one scope keeps walking the index until it has its k rows, so a project
# that is a small share of a shared index needs no hand-widened beam. A scope of few rows is
# searched exactly instead: that is cheap, and exact.
_DENSE_SQL = """
    SELECT m.id::text, 1 - (m.embedding::vector({dims}) <=> %(v)s::vector({dims})) AS score,
           {row}
    FROM memoryapp_memory m
    WHERE m.embedding_model = %(model)s AND m.embedding IS NOT NULL AND {where}
    ORDER BY {order}
    LIMIT %(limit)s
"""
_HNSW_ORDER = "m.embedding::vector({dims}) <=> %(v)s::vector({dims})"
# The same distance as an expression the HNSW index does not match, so the planner reads the
# scope's rows (through the project's indexes) and sorts them: an exact search in one statement.
_EXACT_ORDER = "(m.embedding::vector({dims}) <=> %(v)s::vector({dims})) + 0"


def dense_leg(
    *,
    project: Project,
    query: str,
    scope: Scope,
    embedded: QueryVector | None = None,
    rows_in_scope: int | None = None,
) -> LegResult:
    started = time.perf_counter()
    embedded = embedded or embed_query(query)
    if embedded.vector is None:
        return LegResult(skipped=embedded.skipped, embed_ms=embedded.embed_ms)
    dims = int(settings.MEMORY_EMBEDDINGS_DIMENSIONS)
    where, params = _scope_sql(scope)
    args = {
        **params,
        "v": "[" + ",".join(f"{x:.7g}" for x in embedded.vector) + "]",
        "model": settings.MEMORY_EMBEDDINGS_MODEL,
        "project": project.id,
        "limit": _candidates(),
    }

    def search(order: str) -> list[tuple[Any, ...]]:
        sql = _DENSE_SQL.format(
            dims=dims, row=ROW_COLUMNS, where=where, order=order.format(dims=dims)
        )
        with prepared_cursor(using=read_alias()) as cursor:
            cursor.execute(sql, args)
            return list(cursor.fetchall())

    limit = int(args["limit"])
    if rows_in_scope is None:
        rows_in_scope = population(project=project, scope=scope)
    if rows_in_scope < int(settings.MEMORY_DENSE_EXACT_BELOW):
        rows, how = search(_EXACT_ORDER), "exact"
    else:
        rows, how = search(_HNSW_ORDER), "hnsw iterative"
        if len(rows) < limit:
            # The scan stopped at hnsw.max_scan_tuples before it saw enough of the scope.
            rows, how = search(_EXACT_ORDER), "hnsw iterative, then exact"
    # The leg's latency is its SQL plus the embedding's wall time if it ran here, not overlapped.
    result = _leg_result(rows, started)
    result.embed_ms = embedded.embed_ms
    result.search = how
    return result


def query_phrases(query: str, longest: int = 6) -> list[str]:
    """Every run of 1..``longest`` consecutive words of the query, normalised like entity names.

    An entity is "named in the query" when its normalised name equals one of these phrases, so
    the lookup is an equality on the (project, normalized) unique index, and "Sam" never
    matches inside "Samuel".
    """
    words = re.findall(r"[\w][\w.'&+-]*[\w]|[\w]", query.casefold())
    phrases = {
        normalize_entity_name(" ".join(words[i : i + n]))
        for n in range(1, longest + 1)
        for i in range(len(words) - n + 1)
    }
    return sorted(phrases)


# The entity ids are resolved first (an equality on the (project, normalized) unique index),
# so the planner sees how few there are. Links are counted per memory in the narrow link table
# alone; only the best ``ENTITY_WINDOW`` (200) of them (most entities named, then most recently
# linked) are joined to the memories for the scope and recency, since a name like a
# conversation partner's can be on thousands of memories and each one read costs ~10 us.
ENTITY_WINDOW = 200
_ENTITY_IDS_SQL = (
    "SELECT id FROM memoryapp_entity WHERE project_id = %(project)s "
    "AND normalized = ANY(%(phrases)s::text[])"
)
_ENTITY_HITS_SQL = """
    WITH links AS MATERIALIZED (
        SELECT me.memory_id, count(*) AS score, max(me.id) AS latest
        FROM memoryapp_memoryentity me
        WHERE me.entity_id = ANY(%(entities)s::bigint[])
        GROUP BY me.memory_id
    ),
    best AS MATERIALIZED (
        SELECT memory_id, score FROM links ORDER BY score DESC, latest DESC LIMIT %(window)s
    )
    SELECT m.id::text, b.score::float, {row}, count(*) OVER () AS in_scope,
           (SELECT count(*) FROM links) AS linked
    FROM best b JOIN memoryapp_memory m ON m.id = b.memory_id
    WHERE {where}
    ORDER BY b.score DESC, m.recorded_at DESC, m.id
    LIMIT %(limit)s
"""


def entity_leg(
    *,
    project: Project,
    query: str,
    scope: Scope,
    terms: QueryTerms | None = None,
    rows_in_scope: int | None = None,
) -> LegResult:
    started = time.perf_counter()
    where, params = _scope_sql(scope)
    entities = (terms or analyse_query(project=project, query=query)).entity_ids
    if not entities:
        return LegResult(latency_ms=_ms(started))
    with prepared_cursor(using=read_alias()) as cursor:
        cursor.execute(
            _ENTITY_HITS_SQL.format(where=where, row=ROW_COLUMNS),
            {
                **params,
                "project": project.id,
                "entities": pg_array(entities),
                "window": ENTITY_WINDOW,
                "limit": _candidates(),
            },
        )
        rows = cursor.fetchall()
    result = _leg_result([r[:-2] for r in rows], started)
    if rows:
        in_scope, linked = int(rows[0][-2]), int(rows[0][-1])
        # Exact while every linked memory was in the window; beyond it, links of any status.
        matched = in_scope if linked <= ENTITY_WINDOW else linked
        if rows_in_scope is None:
            rows_in_scope = population(project=project, scope=scope)
        result.weight = specificity(matched, rows_in_scope)
    result.latency_ms = _ms(started)
    return result


def _leg_result(found: Sequence[Sequence[Any]], started: float) -> LegResult:
    """Hits ranked in the order found, and their rows: ``(id, score, *ROW_COLUMNS)`` each."""
    return LegResult(
        hits=[LegHit(str(r[0]), rank, float(r[1])) for rank, r in enumerate(found, start=1)],
        rows={str(r[0]): candidate_row(str(r[0]), r[2:]) for r in found},
        latency_ms=_ms(started),
    )


def _ms(started: float) -> float:
    return round((time.perf_counter() - started) * 1000, 3)


def dense_leg_in_parallel() -> bool:
    """Whether the dense leg (query embedding, then its SQL) runs on a connection of its own
    while this one runs the lexical and entity legs.

    Only outside a transaction: another connection sees only what is committed, so a caller
    inside ``atomic()`` (which may hold uncommitted memories) keeps every leg on its own
    connection. ``MEMORY_RETRIEVAL_PARALLEL=0`` turns it off.
    """
    return (
        bool(settings.MEMORY_RETRIEVAL_PARALLEL)
        and settings.MEMORY_EMBEDDINGS != "none"
        and not connection.in_atomic_block
    )


# The pool threads' connections, so that they can be closed from outside (close_leg_connections).
_leg_connections: set[Any] = set()
_leg_connections_lock = threading.Lock()


def _on_a_side_thread[T](task: Callable[[], T]) -> Future[T]:
    """Run ``task`` on a pool thread, reading from the same database as the caller (the
    context, and so :func:`read_alias`, goes along)."""
    return _pool.submit(contextvars.copy_context().run, _on_own_connection, task)


def _on_own_connection[T](task: Callable[[], T]) -> T:
    """Run ``task`` in a pool thread on a connection of that thread's own (Django's are per
    thread). Like a request, each task ends by handing its connection back to the pool."""
    close_old_connections()
    with _leg_connections_lock:
        _leg_connections.add(connections[read_alias()])
    try:
        return task()
    finally:
        close_old_connections()


def close_leg_connections() -> None:
    """Close the connections the dense leg's pool threads keep open between requests.

    For shutdown and test teardown (a test database cannot be dropped while they are open);
    call it only while no retrieval runs.
    """
    with _leg_connections_lock:
        wrappers = list(_leg_connections)
        _leg_connections.clear()
    for wrapper in wrappers:
        # Django checks that a connection is closed by its own thread unless sharing is allowed.
        wrapper.inc_thread_sharing()
        try:
            wrapper.close()
        finally:
            wrapper.dec_thread_sharing()


def retrieve(
    *, project: Project, query: str, scope: Scope, lexical_limit: int | None = None
) -> Retrieval:
    """Run the three legs and fuse them; returns the rows of every candidate.

    ``lexical_limit`` overrides :func:`lexical_candidates` (a bundle of 20 needs no 100-deep
    lexical tail).
    """
    started = time.perf_counter()
    parallel = dense_leg_in_parallel()
    # Counted once for the three legs (BM25's N, the entity leg's specificity, the dense leg's
    # choice of exact search): a small scope is counted on every call.
    rows_in_scope = population(project=project, scope=scope)
    if parallel:
        dense_task = _on_a_side_thread(
            partial(
                dense_leg, project=project, query=query, scope=scope, rows_in_scope=rows_in_scope
            )
        )
    else:
        embedding = _pool.submit(embed_query, query)
    terms = analyse_query(project=project, query=query)
    lexical = lexical_leg(
        project=project,
        query=query,
        scope=scope,
        limit=lexical_limit,
        terms=terms,
        rows_in_scope=rows_in_scope,
    )
    entity = entity_leg(
        project=project, query=query, scope=scope, terms=terms, rows_in_scope=rows_in_scope
    )
    if parallel:
        dense = dense_task.result()
    else:
        dense = dense_leg(
            project=project,
            query=query,
            scope=scope,
            embedded=embedding.result(),
            rows_in_scope=rows_in_scope,
        )
    legs = {"lexical": lexical, "dense": dense, "entity": entity}
    legs_ms = _ms(started)
    started = time.perf_counter()
    rows = {memory_id: row for leg in legs.values() for memory_id, row in leg.rows.items()}
    chains = chains_of(project=project, rows=rows)
    weights = leg_weights()
    fused = fuse(
        {name: leg.hits for name, leg in legs.items()},
        type_of={memory_id: MemoryType(row.type) for memory_id, row in rows.items()},
        leg_weights={name: weights[name] * leg.weight for name, leg in legs.items()},
    )
    latency = {f"{name}_ms": leg.latency_ms for name, leg in legs.items()}
    latency["query_embedding_ms"] = legs["dense"].embed_ms
    latency["legs_ms"] = legs_ms
    latency["fusion_ms"] = _ms(started)
    return Retrieval(
        legs=legs,
        fused=fused,
        rows=rows,
        chains=chains,
        latency_ms=latency,
        dense_on_own_connection=parallel,
        read_from=read_alias(),
    )


_CHAINS_SQL = """
WITH RECURSIVE forward(start, id, superseded_by_id) AS (
    SELECT id, id, superseded_by_id FROM memoryapp_memory
    WHERE project_id = %(p)s AND id = ANY(%(ids)s::uuid[])
    UNION
    SELECT f.start, m.id, m.superseded_by_id FROM memoryapp_memory m
    JOIN forward f ON m.id = f.superseded_by_id WHERE m.project_id = %(p)s
),
heads AS (SELECT DISTINCT id FROM forward WHERE superseded_by_id IS NULL),
backward(head, id) AS (
    SELECT id, id FROM heads
    UNION
    SELECT b.head, m.id FROM memoryapp_memory m JOIN backward b ON m.superseded_by_id = b.id
    WHERE m.project_id = %(p)s
)
SELECT b.head::text, m.id::text, m.recorded_at::text, m.valid_from::text, m.valid_to::text,
       m.superseded_by_id::text, m.supersession_kind
FROM backward b JOIN memoryapp_memory m ON m.id = b.id
"""


def chains_of(*, project: Project, rows: dict[str, CandidateRow]) -> dict[str, list[Version]]:
    """The whole supersession chain of every candidate, by head id, as temporal Versions.

    A memory with neither successor nor predecessor is a chain of its own; only the others are
    walked, in one recursive query."""
    chains = {memory_id: [row.version()] for memory_id, row in rows.items() if not row.in_chain}
    linked = [memory_id for memory_id, row in rows.items() if row.in_chain]
    if not linked:
        return chains
    with prepared_cursor(using=read_alias()) as cursor:
        cursor.execute(_CHAINS_SQL, {"p": project.id, "ids": pg_array(linked)})
        found = cursor.fetchall()
    for head, memory_id, recorded, since, until, succ, how in found:
        chains.setdefault(head, []).append(
            _version(
                memory_id,
                datetime.fromisoformat(recorded),
                _moment(since),
                _moment(until),
                succ,
                how,
            )
        )
    return chains


def head_of(chains: dict[str, list[Version]]) -> dict[str, str]:
    return {v.id: head for head, versions in chains.items() for v in versions}


def limit_types(types: Sequence[str] | None) -> tuple[str, ...]:
    return tuple(MemoryType(t).value for t in types or ())
