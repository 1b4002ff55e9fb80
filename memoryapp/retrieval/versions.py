"""Rows the legs did not return: the versions a chain walk brings, and every candidate's
subject (what anchors it, memoryapp.domain.selection), in one statement."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from memoryapp.models import Project
from memoryapp.prepared import prepared_cursor
from memoryapp.replicas import read_alias

from .rows import ROW_COLUMNS, CandidateRow, candidate_row
from .scope import pg_array

# Fixed SQL: ROW_COLUMNS is code's text, never the user's.
_ROWS_SQL = f"""
SELECT m.id::text, m.subject, {ROW_COLUMNS}
FROM memoryapp_memory m
WHERE m.project_id = %(p)s AND m.id = ANY(%(ids)s::uuid[])
"""  # noqa: S608


@dataclass(frozen=True)
class Looked:
    subject: str
    row: CandidateRow


def memory_rows(*, project: Project, memory_ids: Collection[str]) -> dict[str, Looked]:
    """The row and subject of each of ``memory_ids`` in ``project``."""
    if not memory_ids:
        return {}
    with prepared_cursor(using=read_alias()) as cursor:
        cursor.execute(_ROWS_SQL, {"p": project.id, "ids": pg_array(memory_ids)})
        found = cursor.fetchall()
    return {
        memory_id: Looked(subject or "", candidate_row(memory_id, columns))
        for memory_id, subject, *columns in found
    }
