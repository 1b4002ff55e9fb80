"""Hybrid retrieval over one project: three legs, fused by reciprocal rank (DESIGN.md §7).

- lexical: PostgreSQL full-text search on the generated ``tsv`` column. Natural questions need
  any word to match, so the query's lexemes are OR-ed, then ranked with Okapi BM25 computed
  over the leg's scope (idf from the project's in-scope rows, tf from the lexeme positions,
  length = distinct lexemes). A query term found in at least half of the scope's memories is
  no evidence (its Robertson-Sparck Jones weight is <= 0): it neither retrieves nor ranks, unless
  every query term is that common (small projects), when all of them are used.
- dense: pgvector cosine distance on the configured model's HNSW expression index; skipped,
  and said so, when embeddings are dark or the query cannot be embedded.
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

import math
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
    # Multiplies the leg's configured fusion weight for this query (entity: specificity).
    weight: float = 1.0


@dataclass
class Retrieval:
    legs: dict[str, LegResult]
    fused: list[FusedCandidate]
    rows: dict[str, Memory]
    latency_ms: dict[str, float]


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


# Formatted with the scope's fixed WHERE fragments only (no user text: that is bound).
_LEXICAL_SQL = """
    WITH q AS (
        SELECT NULLIF(replace(plainto_tsquery('english', %(q)s)::text, ' & ', ' | '), '')
                   ::tsquery AS query,
               ARRAY(SELECT DISTINCT lexeme FROM unnest(to_tsvector('english', %(q)s)))
                   AS terms
    ),
    -- One row per (matching memory, query lexeme it contains), with tf and length.
    matched AS MATERIALIZED (
        SELECT m.id, m.recorded_at, length(m.tsv)::float AS dl, u.lexeme,
               coalesce(cardinality(u.positions), 1)::float AS tf
        FROM q, memoryapp_memory m CROSS JOIN LATERAL unnest(m.tsv) u
        WHERE q.query IS NOT NULL AND m.tsv @@ q.query AND {where} AND u.lexeme = ANY(q.terms)
    ),
    population AS MATERIALIZED (
        SELECT count(*)::float AS n FROM memoryapp_memory m WHERE {where}
    ),
    -- Every memory holding a term is in matched, so its document frequency is counted there.
    terms AS MATERIALIZED (
        SELECT t.lexeme, ln(1 + (p.n - count(*) + 0.5) / (count(*) + 0.5)) AS idf,
               count(*) < p.n / 2 AS informative
        FROM matched t, population p
        GROUP BY t.lexeme, p.n
    ),
    used AS MATERIALIZED (
        SELECT lexeme, idf FROM terms
        WHERE informative OR NOT EXISTS (SELECT 1 FROM terms WHERE informative)
    ),
    avgdl AS MATERIALIZED (
        SELECT greatest(avg(dl), 1) AS v FROM (SELECT DISTINCT id, dl FROM matched) d
    )
    SELECT t.id,
           sum(u.idf * t.tf * (%(k1)s + 1) / (t.tf + %(k1)s * (1 - %(b)s + %(b)s * t.dl / a.v)))
               AS score
    FROM matched t JOIN used u ON u.lexeme = t.lexeme CROSS JOIN avgdl a
    GROUP BY t.id, t.recorded_at
    ORDER BY score DESC, t.recorded_at DESC, t.id
    LIMIT %(limit)s
"""


def lexical_leg(*, project: Project, query: str, scope: Scope) -> LegResult:
    started = time.perf_counter()
    where, params = _scope_sql(scope)
    k1, b = bm25_parameters()
    sql = _LEXICAL_SQL.format(where=where)
    with connection.cursor() as cursor:
        cursor.execute(
            sql,
            {
                **params,
                "q": query,
                "project": project.id,
                "limit": lexical_candidates(),
                "k1": k1,
                "b": b,
            },
        )
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
    args = {
        **params,
        "v": "[" + ",".join(f"{x:.7g}" for x in vector) + "]",
        "model": settings.MEMORY_EMBEDDINGS_MODEL,
        "project": project.id,
        "limit": _candidates(),
    }
    with transaction.atomic(), connection.cursor() as cursor:
        # pgvector 0.6 filters after the index scan; a wide beam keeps k rows after filtering.
        cursor.execute(f"SET LOCAL hnsw.ef_search = {int(settings.MEMORY_HNSW_EF_SEARCH)}")
        cursor.execute(sql, args)
        rows = cursor.fetchall()
        if len(rows) < args["limit"]:
            # Short: the scope holds fewer rows, or the beam ran out before enough of this
            # scope's rows were seen (a small project on a shared index). Exact search over the
            # scope (no index scan: the HNSW index cannot serve a bitmap scan) settles both.
            cursor.execute("SET LOCAL enable_indexscan = off")
            cursor.execute(sql, args)
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
        WITH hits AS MATERIALIZED (
            SELECT m.id, m.recorded_at, count(*)::float AS score
            FROM memoryapp_memory m
            JOIN memoryapp_memoryentity me ON me.memory_id = m.id
            JOIN memoryapp_entity e ON e.id = me.entity_id
            WHERE e.project_id = %(project)s AND e.normalized = ANY(%(phrases)s) AND {where}
            GROUP BY m.id, m.recorded_at
        )
        SELECT h.id, h.score, (SELECT count(*) FROM hits) AS matched,
               (SELECT count(*) FROM memoryapp_memory m WHERE {where}) AS population
        FROM hits h
        ORDER BY h.score DESC, h.recorded_at DESC, h.id
        LIMIT %(limit)s
    """  # noqa: S608 - fixed fragments only
    phrases = query_phrases(query)
    with connection.cursor() as cursor:
        cursor.execute(
            sql, {**params, "phrases": phrases, "project": project.id, "limit": _candidates()}
        )
        rows = cursor.fetchall()
    hits = [LegHit(str(r[0]), rank, float(r[1])) for rank, r in enumerate(rows, start=1)]
    weight = specificity(int(rows[0][2]), int(rows[0][3])) if rows else 1.0
    return LegResult(hits=hits, latency_ms=_ms(started), weight=weight)


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
    weights = leg_weights()
    fused = fuse(
        {name: leg.hits for name, leg in legs.items()},
        type_of={memory_id: MemoryType(row.type) for memory_id, row in rows.items()},
        leg_weights={name: weights[name] * leg.weight for name, leg in legs.items()},
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
