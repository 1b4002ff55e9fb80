"""What the legs did not read: every candidate's subject (what anchors it,
memoryapp.domain.selection), the entities a framed request's candidates mention, and the rows
of the versions a chain walk brings."""

from __future__ import annotations

from collections.abc import Collection

from memoryapp.db.prepared import prepared_cursor
from memoryapp.db.replicas import read_alias
from memoryapp.models import Project

from .rows import ROW_COLUMNS, CandidateRow, candidate_row
from .scope import pg_array

_SUBJECTS_SQL = """
SELECT m.id::text, m.subject FROM memoryapp_memory m
WHERE m.project_id = %(p)s AND m.id = ANY(%(ids)s::uuid[]) AND m.subject <> ''
"""
_ENTITY_NAMES_SQL = """
SELECT me.memory_id::text, e.normalized
FROM memoryapp_memoryentity me JOIN memoryapp_entity e ON e.id = me.entity_id
WHERE e.project_id = %(p)s AND me.memory_id = ANY(%(ids)s::uuid[])
"""
# Fixed SQL: ROW_COLUMNS is code's text, never the user's.
_ROWS_SQL = f"""
SELECT m.id::text, {ROW_COLUMNS}
FROM memoryapp_memory m
WHERE m.project_id = %(p)s AND m.id = ANY(%(ids)s::uuid[])
"""  # noqa: S608


def memory_subjects(*, project: Project, memory_ids: Collection[str]) -> dict[str, str]:
    """The subject of each of ``memory_ids`` that has one."""
    if not memory_ids:
        return {}
    with prepared_cursor(using=read_alias()) as cursor:
        cursor.execute(_SUBJECTS_SQL, {"p": project.id, "ids": pg_array(memory_ids)})
        return dict(cursor.fetchall())


def memory_entity_names(
    *, project: Project, memory_ids: Collection[str]
) -> dict[str, frozenset[str]]:
    """The entity keys (``Entity.normalized``) each of ``memory_ids`` that mentions any is
    linked to: one probe of memory_entity_unique a memory."""
    if not memory_ids:
        return {}
    with prepared_cursor(using=read_alias()) as cursor:
        cursor.execute(_ENTITY_NAMES_SQL, {"p": project.id, "ids": pg_array(memory_ids)})
        found = cursor.fetchall()
    names: dict[str, set[str]] = {}
    for memory_id, name in found:
        names.setdefault(memory_id, set()).add(name)
    return {memory_id: frozenset(keys) for memory_id, keys in names.items()}


def memory_rows(*, project: Project, memory_ids: Collection[str]) -> dict[str, CandidateRow]:
    """The candidate row of each of ``memory_ids`` in ``project``."""
    if not memory_ids:
        return {}
    with prepared_cursor(using=read_alias()) as cursor:
        cursor.execute(_ROWS_SQL, {"p": project.id, "ids": pg_array(memory_ids)})
        found = cursor.fetchall()
    return {memory_id: candidate_row(memory_id, columns) for memory_id, *columns in found}
