"""The entity leg: memories linked to entities whose names occur (as whole phrases) in the query.

Its fusion weight scales with how specific the match is (:func:`memoryapp.domain.lexical.
specificity`): full when the named entities cover at most a quarter of the scope, falling
(log-odds) to zero at half (an entity on every other memory, like a conversation's speaker, says
nothing about which one is meant).
"""

from __future__ import annotations

import time

from memoryapp.db.prepared import prepared_cursor
from memoryapp.db.replicas import read_alias
from memoryapp.domain.lexical import specificity
from memoryapp.models import Project

from .analysis import QueryTerms, analyse_query
from .config import RetrievalConfig, retrieval_config
from .rows import ROW_COLUMNS, LegResult, leg_result, ms_since
from .scope import Scope, pg_array, scope_sql
from .statistics import population

# The entity ids are resolved first (memoryapp.retrieval.analysis), so the planner sees how few
# there are. Links are counted per memory in the narrow link table alone; only the best
# ``ENTITY_WINDOW`` of them (most entities named, then most recently linked) are joined to the
# memories for the scope and recency, since a name like a conversation partner's can be on
# thousands of memories. Read at call time, so that a test can lower it.
ENTITY_WINDOW = 200
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
    config: RetrievalConfig | None = None,
) -> LegResult:
    """The memories linked to the entities the query names, most of them first; its weight is
    the match's specificity."""
    started = time.perf_counter()
    config = config or retrieval_config()
    where, params = scope_sql(scope)
    entities = (terms or analyse_query(project=project, query=query)).entity_ids
    if not entities:
        return LegResult(latency_ms=ms_since(started))
    params.update(
        project=project.id,
        entities=pg_array(entities),
        window=ENTITY_WINDOW,
        limit=config.candidates,
    )
    with prepared_cursor(using=read_alias()) as cursor:
        cursor.execute(_ENTITY_HITS_SQL.format(where=where, row=ROW_COLUMNS), params)
        rows = cursor.fetchall()
    result = leg_result([r[:-2] for r in rows], started)
    if rows:
        in_scope, linked = int(rows[0][-2]), int(rows[0][-1])
        # Exact while every linked memory was in the window; beyond it, links of any status.
        matched = in_scope if linked <= ENTITY_WINDOW else linked
        if rows_in_scope is None:
            rows_in_scope = population(project=project, scope=scope, config=config)
        result.weight = specificity(matched, rows_in_scope)
    result.latency_ms = ms_since(started)
    return result
