"""The memories just before and after each candidate in its session, with their rows.

A memory's neighbours are the in-scope memories of the same session (``session_id``, not empty)
recorded immediately before and after it (``recorded_at``, then id). Fusion lets each
candidate gain a share of its neighbours' scores (:mod:`memoryapp.domain.fusion`), so a turn no
leg found can enter the ranking beside a relevant one. One statement for every candidate: two
index probes each on ``memory_session_order``.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field

from memoryapp.db.prepared import prepared_cursor
from memoryapp.db.replicas import read_alias
from memoryapp.models import Project

from .rows import ROW_COLUMNS, CandidateRow, candidate_row
from .scope import Scope, pg_array, scope_sql

_NEIGHBOURS_SQL = """
    -- "m.session_id <> ''" restates the partial index's condition, which the planner cannot
    -- infer from "= c.session_id".
    WITH beside AS (
        SELECT c.id AS of_id, n.id
        FROM memoryapp_memory c
        CROSS JOIN LATERAL (
            (SELECT m.id FROM memoryapp_memory m
             WHERE m.session_id = c.session_id AND m.session_id <> ''
               AND (m.recorded_at, m.id) < (c.recorded_at, c.id) AND {where}
             ORDER BY m.recorded_at DESC, m.id DESC LIMIT 1)
            UNION ALL
            (SELECT m.id FROM memoryapp_memory m
             WHERE m.session_id = c.session_id AND m.session_id <> ''
               AND (m.recorded_at, m.id) > (c.recorded_at, c.id) AND {where}
             ORDER BY m.recorded_at, m.id LIMIT 1)
        ) n
        WHERE c.id = ANY(%(ids)s::uuid[]) AND c.session_id <> '' AND c.project_id = %(project)s
    )
    SELECT b.of_id::text, b.id::text, m.id IS NOT NULL, {row}
    FROM beside b
    LEFT JOIN memoryapp_memory m ON m.id = b.id AND NOT b.id = ANY(%(known)s::uuid[])
"""


@dataclass
class Neighbours:
    """Who is next to whom (both ways: a neighbour lists the candidate beside it too), and the
    rows of the neighbours."""

    of: dict[str, list[str]] = field(default_factory=dict)
    rows: dict[str, CandidateRow] = field(default_factory=dict)


def neighbours_of(
    memory_ids: Collection[str], *, known: Collection[str], project: Project, scope: Scope
) -> Neighbours:
    """The neighbours in ``scope`` of each of ``memory_ids`` (see the module docstring), with
    the rows of those not in ``known`` (whose rows the caller has)."""
    found = Neighbours()
    if not memory_ids:
        return found
    where, params = scope_sql(scope)
    params.update(project=project.id, ids=pg_array(memory_ids), known=pg_array(known))
    with prepared_cursor(using=read_alias()) as cursor:
        cursor.execute(_NEIGHBOURS_SQL.format(where=where, row=ROW_COLUMNS), params)
        for of_id, memory_id, unknown, *columns in cursor.fetchall():
            for one, other in ((of_id, memory_id), (memory_id, of_id)):
                beside = found.of.setdefault(one, [])
                if other not in beside:
                    beside.append(other)
            if unknown and memory_id not in found.rows:
                found.rows[memory_id] = candidate_row(memory_id, columns)
    return found
