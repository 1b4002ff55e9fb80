"""The replacements of retired documents among the candidates: for each candidate chunk of a
document that says it was superseded and names what replaced it (SourceChunk.replaced_by_*,
memoryapp.domain.document_status), the replacement's chunk it brings
(memoryapp.domain.selection.replacement_chunk), with that chunk's row read and chain walked so
it is judged as any candidate. A replacement that is itself retired is followed up to
:data:`MAX_HOPS` times. Two statements a hop, and none when no candidate is a document's chunk."""

from __future__ import annotations

import posixpath
from collections.abc import Collection, Sequence
from dataclasses import replace

from memoryapp.db.prepared import prepared_cursor
from memoryapp.db.replicas import read_alias
from memoryapp.domain.document_status import Replacement, is_replacement
from memoryapp.domain.selection import replacement_chunk
from memoryapp.domain.types import MemoryStatus, SourceKind
from memoryapp.models import Project

from .chains import chains_of
from .hybrid import Retrieval
from .scope import pg_array
from .versions import memory_rows

MAX_HOPS = 3

_RETIRED_SQL = """
SELECT sc.memory_id::text, sc.path, sc.anchor, sc.replaced_by_path, sc.replaced_by_number
FROM memoryapp_sourcechunk sc
WHERE sc.project_id = %(p)s AND sc.memory_id = ANY(%(ids)s::uuid[])
  AND (sc.replaced_by_path <> '' OR sc.replaced_by_number IS NOT NULL)
"""
# The current chunks of the files named by path, and of the folders a record number points
# into (their files are told apart in Python: a folder holds few records).
_CURRENT_SQL = """
SELECT sc.memory_id::text, sc.path, sc.anchor
FROM memoryapp_sourcechunk sc JOIN memoryapp_memory m ON m.id = sc.memory_id
WHERE sc.project_id = %(p)s AND m.superseded_by_id IS NULL
  AND m.status = ANY(%(statuses)s::text[])
  AND (sc.path = ANY(%(paths)s::text[])
       OR EXISTS (SELECT 1 FROM unnest(%(folders)s::text[]) f WHERE starts_with(sc.path, f)))
"""
_CURRENT_STATUSES = pg_array([MemoryStatus.ACTIVE.value, MemoryStatus.PENDING.value])

# A retired chunk: its id, path, anchor and what it names.
_Retired = tuple[str, str, str, Replacement]


def with_replacements(retrieval: Retrieval, *, project: Project) -> Retrieval:
    """``retrieval`` with ``replacements`` (retired chunk id -> replacement chunk id, in rank
    order) and the chains of the replacements (for the temporal judgement)."""
    rank = {c.memory_id: c.fused_rank for c in retrieval.fused}
    frontier: Sequence[str] = [
        c.memory_id
        for c in retrieval.fused
        if retrieval.rows[c.memory_id].source_kind == SourceKind.FILE.value
    ]
    brought: dict[str, str] = {}
    for _ in range(MAX_HOPS):
        retired = _retired(project, frontier)
        if not retired:
            break
        found = _replacements(project, retired, rank=rank)
        frontier = [m for m in found.values() if m not in brought and m not in rank]
        brought.update(found)
    if not brought:
        return retrieval
    rows = memory_rows(project=project, memory_ids=set(brought.values()) - set(retrieval.rows))
    chains = {**retrieval.chains, **chains_of(project=project, rows=rows)}
    return replace(retrieval, replacements=brought, replacement_rows=rows, chains=chains)


def _retired(project: Project, ids: Collection[str]) -> list[_Retired]:
    if not ids:
        return []
    with prepared_cursor(using=read_alias()) as cursor:
        cursor.execute(_RETIRED_SQL, {"p": project.id, "ids": pg_array(ids)})
        found = cursor.fetchall()
    order = {memory_id: i for i, memory_id in enumerate(ids)}
    found.sort(key=lambda r: order[r[0]])
    return [(m, path, anchor, Replacement(by, number)) for m, path, anchor, by, number in found]


def _replacements(
    project: Project, retired: list[_Retired], *, rank: dict[str, int]
) -> dict[str, str]:
    """The replacement chunk each of ``retired`` brings, when its replacement is found."""
    paths = sorted({r.path for *_, r in retired if r.path})
    folders = sorted({_folder(path) for _, path, _, r in retired if not r.path})
    with prepared_cursor(using=read_alias()) as cursor:
        cursor.execute(
            _CURRENT_SQL,
            {
                "p": project.id,
                "statuses": _CURRENT_STATUSES,
                "paths": pg_array(paths),
                "folders": pg_array(folders),
            },
        )
        current = cursor.fetchall()
    brought: dict[str, str] = {}
    for memory_id, path, anchor, replacement in retired:
        chunks = [(m, a) for m, p, a in current if is_replacement(p, replacement, of=path)]
        chosen = replacement_chunk(anchor, chunks, rank=rank)
        if chosen is not None and chosen != memory_id:
            brought[memory_id] = chosen
    return brought


def _folder(path: str) -> str:
    """The prefix every file of ``path``'s folder starts with ('' at the root)."""
    folder = posixpath.dirname(path)
    return f"{folder}/" if folder else ""
