"""The supersession chains of the candidates, for the temporal judgement: one recursive query
for the candidates that have a successor or a predecessor, none for the others."""

from __future__ import annotations

from datetime import datetime

from memoryapp.db.prepared import prepared_cursor
from memoryapp.db.replicas import read_alias
from memoryapp.domain.temporal import Version
from memoryapp.domain.types import SupersessionKind
from memoryapp.models import Project

from .rows import CandidateRow, moment
from .scope import pg_array

# Whole supersession chains in one recursive statement: from the rows ``{start}`` admits
# forward to their heads, then back from each head through every predecessor.
_CHAIN_WALK_SQL = """
WITH RECURSIVE forward(id, superseded_by_id) AS (
    SELECT id, superseded_by_id FROM memoryapp_memory WHERE project_id = %(p)s AND {start}
    UNION
    SELECT m.id, m.superseded_by_id FROM memoryapp_memory m
    JOIN forward f ON m.id = f.superseded_by_id WHERE m.project_id = %(p)s
),
heads AS (SELECT DISTINCT id FROM forward WHERE superseded_by_id IS NULL),
backward(head, id) AS (
    SELECT id, id FROM heads
    UNION
    SELECT b.head, m.id FROM memoryapp_memory m JOIN backward b ON m.superseded_by_id = b.id
    WHERE m.project_id = %(p)s
)
SELECT b.head::text, {columns}
FROM backward b JOIN memoryapp_memory m ON m.id = b.id
"""


def chain_walk_sql(*, start: str, columns: str) -> str:
    """The chain walk from the rows ``start`` admits (fixed SQL over ``memoryapp_memory``, no
    user text), selecting ``b.head`` and ``columns`` over each version as ``m``; the project
    is bound as ``%(p)s``."""
    return _CHAIN_WALK_SQL.format(start=start, columns=columns)


_CHAINS_SQL = chain_walk_sql(
    start="id = ANY(%(ids)s::uuid[])",
    columns="""m.id::text, m.recorded_at::text, m.valid_from::text, m.valid_to::text,
       m.superseded_by_id::text, m.supersession_kind""",
)


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
            Version(
                memory_id,
                datetime.fromisoformat(recorded),
                moment(since),
                moment(until),
                succ,
                SupersessionKind(how) if how else None,
            )
        )
    return chains


def head_of(chains: dict[str, list[Version]]) -> dict[str, str]:
    """The head of every version in ``chains``, by version id."""
    return {v.id: head for head, versions in chains.items() for v in versions}
