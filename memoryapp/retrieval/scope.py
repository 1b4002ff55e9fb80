"""Which rows the legs may return (:class:`Scope`), and the SQL that says so.

Array values are bound as one literal string and cast in the SQL (:func:`pg_array`), so that
the driver adapts one value instead of a list element by element.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from memoryapp.domain.types import MemoryStatus, MemoryType


@dataclass(frozen=True)
class Scope:
    """Which rows the legs may return."""

    statuses: tuple[str, ...] = (MemoryStatus.ACTIVE.value,)
    heads_only: bool = True
    types: tuple[str, ...] = ()
    # Working memories belong to one session: only that session's are candidates.
    session_id: str = ""


def limit_types(types: Sequence[str] | None) -> tuple[str, ...]:
    """A scope's ``types`` from a request's list (each checked to be a memory type)."""
    return tuple(MemoryType(t).value for t in types or ())


def pg_array(values: Iterable[str | int | float]) -> str:
    """An array literal, bound as one string and cast in the SQL (``%(x)s::text[]``).

    psycopg adapts a Python list element by element in Python, about as slow per element as
    running the statement is per row; one string is adapted at once. Every element is quoted,
    so no text (not even ``NULL``) is read as anything but itself.
    """
    return "{" + ",".join(_array_element(v) for v in values) + "}"


def _array_element(value: str | int | float) -> str:
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    return repr(value)


def scope_sql(scope: Scope, alias: str = "m") -> tuple[str, dict[str, Any]]:
    """The scope's WHERE fragment over the memory table as ``alias``, and its parameters (the
    project's id is bound as ``%(project)s`` by the caller)."""
    clauses = [
        f"{alias}.project_id = %(project)s",
        f"{alias}.status = ANY(%(statuses)s::text[])",
    ]
    params: dict[str, Any] = {"statuses": pg_array(scope.statuses)}
    if scope.heads_only:
        clauses.append(f"{alias}.superseded_by_id IS NULL")
    if scope.types:
        clauses.append(f"{alias}.type = ANY(%(types)s::text[])")
        params["types"] = pg_array(scope.types)
    clauses.append(f"({alias}.type <> 'working' OR {alias}.session_id = %(session)s)")
    params["session"] = scope.session_id
    return " AND ".join(clauses), params
