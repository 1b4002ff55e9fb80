"""The dense leg, and the one nearest-neighbour query that it and the embeddings service share.

pgvector's cosine distance on the configured model's HNSW expression index: every query filters
on the configured ``embedding_model`` and casts to its dimension, so that index can serve it.
The HNSW search itself is configured per session in the connection's options
(config/settings.py: ``hnsw.ef_search`` from ``MEMORY_HNSW_EF_SEARCH``, and
``hnsw.iterative_scan``). With pgvector's iterative scans a query filtered to one scope keeps
walking the index until it has its k rows, so a project that is a small share of a shared index
needs no hand-widened beam. A scope of few rows is searched exactly instead: that is cheap, and
exact. The leg is skipped, and says so, when embeddings are dark or the query cannot be embedded.
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from django.db import DEFAULT_DB_ALIAS

from memoryapp.db.prepared import prepared_cursor
from memoryapp.db.replicas import read_alias
from memoryapp.domain.query_clauses import question_clauses
from memoryapp.models import Project
from memoryapp.providers import embedding_provider_from_settings
from memoryapp.providers.embeddings import EmbeddingError

from .config import RetrievalConfig, retrieval_config
from .rows import ROW_COLUMNS, LegResult, leg_result, ms_since
from .scope import Scope, pg_array, scope_sql
from .statistics import population

_NEAREST_SQL = """
    SELECT m.id::text, 1 - (m.embedding::vector({dims}) <=> %(v)s::vector({dims})) AS score,
           {columns}
    FROM memoryapp_memory m
    WHERE m.embedding_model = %(model)s AND m.embedding IS NOT NULL AND {where}
    ORDER BY {order}
    LIMIT %(limit)s
"""
# The cosine of given memories (other legs' candidates), one primary-key probe each.
_COSINES_SQL = """
    SELECT m.id::text, 1 - (m.embedding::vector({dims}) <=> %(v)s::vector({dims}))
    FROM memoryapp_memory m
    WHERE m.id = ANY(%(ids)s::uuid[]) AND m.embedding_model = %(model)s
      AND m.embedding IS NOT NULL
"""
_HNSW_ORDER = "m.embedding::vector({dims}) <=> %(v)s::vector({dims})"
# The same distance as an expression the HNSW index does not match, so the planner reads the
# scope's rows (through the project's indexes) and sorts them: an exact search in one statement.
_EXACT_ORDER = "(m.embedding::vector({dims}) <=> %(v)s::vector({dims})) + 0"


def vector_literal(vector: Sequence[float]) -> str:
    """A vector bound as one string and cast in the SQL (``%(v)s::vector(n)``)."""
    return "[" + ",".join(f"{x:.7g}" for x in vector) + "]"


def nearest_memories(
    *,
    vector: Sequence[float],
    where: str,
    params: Mapping[str, Any],
    limit: int,
    columns: str = ROW_COLUMNS,
    exact: bool = False,
    using: str = DEFAULT_DB_ALIAS,
    prepare: bool = True,
    config: RetrievalConfig | None = None,
) -> list[tuple[Any, ...]]:
    """``(id, cosine similarity, *columns)`` of the ``limit`` memories closest to ``vector``,
    most similar first, among those the configured model embedded that ``where`` admits.

    ``where`` and ``columns`` are fixed SQL over the memory table as ``m`` (no user text: that is
    bound through ``params``). Through the model's HNSW index, with the connection's ef_search
    and iterative scans, unless ``exact``. ``prepare=False`` plans the statement for each call's
    values (see :func:`memoryapp.db.prepared.prepared_cursor`).
    """
    config = config or retrieval_config()
    dims = config.embeddings_dimensions
    order = (_EXACT_ORDER if exact else _HNSW_ORDER).format(dims=dims)
    sql = _NEAREST_SQL.format(dims=dims, columns=columns, where=where, order=order)
    args = {**params, "v": vector_literal(vector), "model": config.embeddings_model, "limit": limit}
    with prepared_cursor(prepare=prepare, using=using) as cursor:
        cursor.execute(sql, args)
        return list(cursor.fetchall())


@dataclass(frozen=True)
class QueryVector:
    """The query's embedding (None when the leg is skipped, and why), its clauses' embeddings
    (memoryapp.domain.query_clauses) and their wall time."""

    vector: list[float] | None
    skipped: str | None
    embed_ms: float
    clauses: tuple[list[float], ...] = ()

    def vectors(self) -> list[list[float]]:
        """The whole query's vector, then its clauses'."""
        return [self.vector, *self.clauses] if self.vector is not None else []


def query_embedding_precision() -> str:
    """How queries are embedded: "int8" when the local model's int8 weights embed them (see
    ``MEMORY_EMBEDDINGS_QUERY_INT8``), else "same_as_stored"."""
    if retrieval_config().embeddings == "local" and getattr(
        embedding_provider_from_settings(), "query_int8", False
    ):
        return "int8"
    return "same_as_stored"


def embed_query(query: str, config: RetrievalConfig | None = None) -> QueryVector:
    """The query's embedding, or why the dense leg must be skipped."""
    started = time.perf_counter()
    if (config or retrieval_config()).embeddings == "none":
        return QueryVector(None, "embeddings are off (MEMORY_EMBEDDINGS=none)", 0.0)
    provider = embedding_provider_from_settings()
    try:
        vector = provider.embed_query(query)
        clauses = tuple(provider.embed_query(clause) for clause in question_clauses(query))
    except EmbeddingError as error:
        return QueryVector(
            None, f"the query could not be embedded: {error}"[:300], ms_since(started)
        )
    return QueryVector(vector, None, ms_since(started), clauses)


def dense_leg(
    *,
    project: Project,
    query: str,
    scope: Scope,
    embedded: QueryVector | None = None,
    rows_in_scope: int | None = None,
    config: RetrievalConfig | None = None,
) -> LegResult:
    """The memories nearest the query's embedding (up to the configured candidates)."""
    started = time.perf_counter()
    config = config or retrieval_config()
    embedded = embedded or embed_query(query, config)
    if embedded.vector is None:
        return LegResult(skipped=embedded.skipped, embed_ms=embedded.embed_ms)
    where, params = scope_sql(scope)
    limit = config.candidates
    if rows_in_scope is None:
        rows_in_scope = population(project=project, scope=scope, config=config)

    def search(vector: list[float], *, exact: bool) -> list[tuple[Any, ...]]:
        return nearest_memories(
            vector=vector,
            where=where,
            params={**params, "project": project.id},
            limit=limit,
            exact=exact,
            using=read_alias(),
            config=config,
        )

    found: list[tuple[Any, ...]] = []
    for vector in embedded.vectors():
        if rows_in_scope < config.dense_exact_below:
            rows, how = search(vector, exact=True), "exact"
        else:
            rows, how = search(vector, exact=False), "hnsw iterative"
            if len(rows) < limit:
                # The scan stopped at hnsw.max_scan_tuples before it saw enough of the scope.
                rows, how = search(vector, exact=True), "hnsw iterative, then exact"
        found.extend(rows)
    # The leg's latency is its SQL plus the embedding's wall time if it ran here, not overlapped.
    result = leg_result(best_of(found, limit), started)
    result.embed_ms = embedded.embed_ms
    result.search = how
    result.vector = embedded.vector
    result.clause_vectors = embedded.clauses
    return result


def best_of(rows: list[tuple[Any, ...]], limit: int) -> list[tuple[Any, ...]]:
    """The ``limit`` memories of ``rows`` (``(id, cosine, ...)``, one list per query vector)
    with the highest cosine, each once with its best."""
    best: dict[str, tuple[Any, ...]] = {}
    for row in rows:
        if row[0] not in best or row[1] > best[row[0]][1]:
            best[row[0]] = row
    return sorted(best.values(), key=lambda row: -row[1])[:limit]


def best_cosines(
    memory_ids: Sequence[str], *, vectors: Sequence[Sequence[float]], config: RetrievalConfig
) -> dict[str, float]:
    """Each of ``memory_ids``' best cosine over ``vectors`` (the query's and its clauses')."""
    best: dict[str, float] = {}
    for vector in vectors:
        for memory_id, score in cosines_of(memory_ids, vector=vector, config=config).items():
            best[memory_id] = max(score, best.get(memory_id, score))
    return best


def cosines_of(
    memory_ids: Sequence[str], *, vector: Sequence[float], config: RetrievalConfig
) -> dict[str, float]:
    """The cosine similarity of ``vector`` with each of ``memory_ids`` that the configured model
    embedded (the others are left out)."""
    if not memory_ids:
        return {}
    dims = config.embeddings_dimensions
    args = {
        "ids": pg_array(memory_ids),
        "v": vector_literal(vector),
        "model": config.embeddings_model,
    }
    with prepared_cursor(using=read_alias()) as cursor:
        cursor.execute(_COSINES_SQL.format(dims=dims), args)
        return {memory_id: float(score) for memory_id, score in cursor.fetchall()}
