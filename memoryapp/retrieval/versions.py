"""What the legs did not read: every candidate's subject (what anchors it,
memoryapp.domain.selection) with, for a request whose frame prefers entities, the entities
each mentions, and the rows of the versions a chain walk brings."""

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
# The same read with each memory's entity keys, for a request whose frame prefers entities:
# one probe of memory_entity_unique a memory, in the same round trip.
_SUBJECTS_ENTITIES_SQL = """
SELECT m.id::text, m.subject, ARRAY(
    SELECT e.normalized FROM memoryapp_memoryentity me
    JOIN memoryapp_entity e ON e.id = me.entity_id
    WHERE me.memory_id = m.id
)
FROM memoryapp_memory m
WHERE m.project_id = %(p)s AND m.id = ANY(%(ids)s::uuid[])
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


def memory_subjects_and_entities(
    *, project: Project, memory_ids: Collection[str]
) -> tuple[dict[str, str], dict[str, frozenset[str]]]:
    """What :func:`memory_subjects` gives, and the entity keys (``Entity.normalized``) of each
    of ``memory_ids`` that mentions any."""
    if not memory_ids:
        return {}, {}
    with prepared_cursor(using=read_alias()) as cursor:
        cursor.execute(_SUBJECTS_ENTITIES_SQL, {"p": project.id, "ids": pg_array(memory_ids)})
        found = cursor.fetchall()
    subjects = {memory_id: subject for memory_id, subject, _ in found if subject}
    entities = {memory_id: frozenset(keys) for memory_id, _, keys in found if keys}
    return subjects, entities


def memory_rows(*, project: Project, memory_ids: Collection[str]) -> dict[str, CandidateRow]:
    """The candidate row of each of ``memory_ids`` in ``project``."""
    if not memory_ids:
        return {}
    with prepared_cursor(using=read_alias()) as cursor:
        cursor.execute(_ROWS_SQL, {"p": project.id, "ids": pg_array(memory_ids)})
        found = cursor.fetchall()
    return {memory_id: candidate_row(memory_id, columns) for memory_id, *columns in found}
