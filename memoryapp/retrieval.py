"""Hybrid retrieval over one project: three legs, fused by reciprocal rank (DESIGN.md §7).

- lexical: PostgreSQL full-text search on the generated ``tsv`` column. Natural questions need
  any word to match, so the query's lexemes are OR-ed, then ranked with ``ts_rank_cd``.
- dense: pgvector cosine distance on the configured model's HNSW expression index; skipped,
  and said so, when embeddings are dark or the query cannot be embedded.
- entity: memories linked to entities whose names occur (as whole phrases) in the query.

Each leg returns its full candidate list (up to ``MEMORY_RETRIEVAL_CANDIDATES``) with ranks and
scores; :func:`memoryapp.domain.fusion.fuse` merges them all, so a keyword-only or entity-only
hit can still win. Reads only: traces and bookkeeping are written by ``services.context``.
"""

from __future__ import annotations

import re
import time
import uuid
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from django.conf import settings
from django.db import connection, transaction

from memoryapp.domain.fusion import FusedCandidate, LegHit, fuse
from memoryapp.domain.temporal import Version
from memoryapp.domain.types import MemoryStatus, MemoryType, SupersessionKind
from memoryapp.models import Memory, Project
from memoryapp.providers.embeddings import EmbeddingError
from memoryapp.services.embeddings import provider
from memoryapp.services.entities import normalize_entity_name


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


@dataclass
class Retrieval:
    legs: dict[str, LegResult]
    fused: list[FusedCandidate]
    rows: dict[str, Memory]
    latency_ms: dict[str, float]


def _candidates() -> int:
    return int(getattr(settings, "MEMORY_RETRIEVAL_CANDIDATES", 50))


def _scope_sql(scope: Scope, alias: str = "m") -> tuple[str, dict[str, Any]]:
    clauses = [f"{alias}.project_id = %(project)s", f"{alias}.status = ANY(%(statuses)s)"]
    params: dict[str, Any] = {"statuses": list(scope.statuses)}
    if scope.heads_only:
        clauses.append(f"{alias}.superseded_by_id IS NULL")
    if scope.types:
        clauses.append(f"{alias}.type = ANY(%(types)s)")
        params["types"] = list(scope.types)
    clauses.append(f"({alias}.type <> 'working' OR {alias}.session_id = %(session)s)")
    params["session"] = scope.session_id
    return " AND ".join(clauses), params


def lexical_leg(*, project: Project, query: str, scope: Scope) -> LegResult:
    started = time.perf_counter()
    where, params = _scope_sql(scope)
    sql = f"""
        WITH q AS (
            SELECT NULLIF(replace(plainto_tsquery('english', %(q)s)::text, ' & ', ' | '), '')
                   ::tsquery AS query
        )
        SELECT m.id, ts_rank_cd(m.tsv, q.query, 1) AS score
        FROM memoryapp_memory m, q
        WHERE q.query IS NOT NULL AND m.tsv @@ q.query AND {where}
        ORDER BY score DESC, m.recorded_at DESC, m.id
        LIMIT %(limit)s
    """  # noqa: S608 - the WHERE clause is built from fixed fragments
    with connection.cursor() as cursor:
        cursor.execute(sql, {**params, "q": query, "project": project.id, "limit": _candidates()})
        rows = cursor.fetchall()
    hits = [LegHit(str(r[0]), rank, float(r[1])) for rank, r in enumerate(rows, start=1)]
    return LegResult(hits=hits, latency_ms=_ms(started))


def dense_leg(*, project: Project, query: str, scope: Scope) -> LegResult:
    started = time.perf_counter()
    if settings.MEMORY_EMBEDDINGS == "none":
        return LegResult(skipped="embeddings are off (MEMORY_EMBEDDINGS=none)")
    try:
        vector = provider().embed([query])[0]
    except EmbeddingError as error:
        return LegResult(skipped=f"the query could not be embedded: {error}"[:300])
    embed_ms = _ms(started)
    dims = int(settings.MEMORY_EMBEDDINGS_DIMENSIONS)
    where, params = _scope_sql(scope)
    sql = f"""
        SELECT m.id, 1 - (m.embedding::vector({dims}) <=> %(v)s::vector({dims})) AS score
        FROM memoryapp_memory m
        WHERE m.embedding_model = %(model)s AND m.embedding IS NOT NULL AND {where}
        ORDER BY m.embedding::vector({dims}) <=> %(v)s::vector({dims})
        LIMIT %(limit)s
    """  # noqa: S608 - only the integer dimension and fixed fragments are formatted in
    with transaction.atomic(), connection.cursor() as cursor:
        # pgvector 0.6 filters after the index scan; a wide beam keeps k rows after filtering.
        cursor.execute(f"SET LOCAL hnsw.ef_search = {int(settings.MEMORY_HNSW_EF_SEARCH)}")
        cursor.execute(
            sql,
            {
                **params,
                "v": "[" + ",".join(f"{x:.7g}" for x in vector) + "]",
                "model": settings.MEMORY_EMBEDDINGS_MODEL,
                "project": project.id,
                "limit": _candidates(),
            },
        )
        rows = cursor.fetchall()
    hits = [LegHit(str(r[0]), rank, float(r[1])) for rank, r in enumerate(rows, start=1)]
    return LegResult(hits=hits, latency_ms=_ms(started), embed_ms=embed_ms)


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


def entity_leg(*, project: Project, query: str, scope: Scope) -> LegResult:
    started = time.perf_counter()
    where, params = _scope_sql(scope)
    sql = f"""
        SELECT m.id, count(*)::float AS score
        FROM memoryapp_memory m
        JOIN memoryapp_memoryentity me ON me.memory_id = m.id
        JOIN memoryapp_entity e ON e.id = me.entity_id
        WHERE e.project_id = %(project)s AND e.normalized = ANY(%(phrases)s) AND {where}
        GROUP BY m.id, m.recorded_at
        ORDER BY score DESC, m.recorded_at DESC, m.id
        LIMIT %(limit)s
    """  # noqa: S608 - fixed fragments only
    phrases = query_phrases(query)
    with connection.cursor() as cursor:
        cursor.execute(
            sql, {**params, "phrases": phrases, "project": project.id, "limit": _candidates()}
        )
        rows = cursor.fetchall()
    hits = [LegHit(str(r[0]), rank, float(r[1])) for rank, r in enumerate(rows, start=1)]
    return LegResult(hits=hits, latency_ms=_ms(started))


def _ms(started: float) -> float:
    return round((time.perf_counter() - started) * 1000, 3)


def retrieve(*, project: Project, query: str, scope: Scope) -> Retrieval:
    """Run the three legs and fuse them; returns the rows of every candidate."""
    legs = {
        "lexical": lexical_leg(project=project, query=query, scope=scope),
        "dense": dense_leg(project=project, query=query, scope=scope),
        "entity": entity_leg(project=project, query=query, scope=scope),
    }
    started = time.perf_counter()
    ids = {hit.memory_id for leg in legs.values() for hit in leg.hits}
    rows = {
        str(m.id): m
        for m in Memory.objects.filter(project=project, id__in=ids).prefetch_related("entities")
    }
    fused = fuse(
        {name: leg.hits for name, leg in legs.items()},
        type_of={memory_id: MemoryType(row.type) for memory_id, row in rows.items()},
    )
    latency = {f"{name}_ms": leg.latency_ms for name, leg in legs.items()}
    latency["query_embedding_ms"] = legs["dense"].embed_ms
    latency["fusion_ms"] = _ms(started)
    return Retrieval(legs=legs, fused=fused, rows=rows, latency_ms=latency)


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
SELECT b.head, m.id, m.recorded_at, m.valid_from, m.valid_to, m.superseded_by_id,
       m.supersession_kind
FROM backward b JOIN memoryapp_memory m ON m.id = b.id
"""


def chain_versions(*, project: Project, memory_ids: Iterable[str]) -> dict[str, list[Version]]:
    """The whole chain (by head id) of every given memory, as temporal Versions, in one query."""
    ids = [uuid.UUID(i) for i in memory_ids]
    if not ids:
        return {}
    with connection.cursor() as cursor:
        cursor.execute(_CHAINS_SQL, {"p": project.id, "ids": ids})
        rows = cursor.fetchall()
    chains: dict[str, list[Version]] = {}
    for head, memory_id, recorded_at, valid_from, valid_to, superseded_by, kind in rows:
        chains.setdefault(str(head), []).append(
            Version(
                id=str(memory_id),
                recorded_at=recorded_at,
                valid_from=valid_from,
                valid_to=valid_to,
                superseded_by=str(superseded_by) if superseded_by else None,
                kind=SupersessionKind(kind) if kind else None,
            )
        )
    return chains


def head_of(chains: dict[str, list[Version]]) -> dict[str, str]:
    return {v.id: head for head, versions in chains.items() for v in versions}


def limit_types(types: Sequence[str] | None) -> tuple[str, ...]:
    return tuple(MemoryType(t).value for t in types or ())
