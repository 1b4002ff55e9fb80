"""Prepared statements for the statements every API read runs.

Django binds parameters on the client and never prepares (``prepare_threshold`` None), so
PostgreSQL parses and plans each statement afresh: for the token lookup, the query analysis,
the lexical, entity and dense legs and the trace write of a /context call, planning was a
visible share of the request's time (docs/adr/0002-prepared-statements.md). A
:func:`prepared_cursor` binds parameters on the server and prepares each statement text the
first time a connection runs it; PostgreSQL then plans it per call for its first five runs and
afterwards keeps one generic plan when that is not estimated to cost more than the custom ones.

Only statements whose text is fixed (or one of a few variants) belong here, since each variant
stays prepared for the life of the connection (psycopg keeps at most 100 per connection and
drops the least recently used). ``MEMORY_DB_PREPARE=0`` turns it off, for a transaction-mode
connection pooler that cannot hold prepared statements across transactions.
"""

from __future__ import annotations

from typing import Any

import psycopg
from django.conf import settings
from django.db import DEFAULT_DB_ALIAS, connections
from django.db.backends.utils import CursorDebugWrapper, CursorWrapper


class _PreparingCursor(psycopg.Cursor[Any]):
    """Server-side binding (psycopg's default cursor; Django's binds on the client), and every
    statement prepared on first use."""

    prepare = True

    def execute(self, query: Any, params: Any = None, **kwargs: Any) -> Any:
        return super().execute(query, params, **{**kwargs, "prepare": self.prepare})


class _BindingCursor(_PreparingCursor):
    """Server-side binding, never prepared: psycopg would otherwise prepare a statement on its
    fifth run (the connection's ``prepare_threshold``), and PostgreSQL could then settle on a
    generic plan."""

    prepare = False


def prepared_cursor(*, prepare: bool = True, using: str = DEFAULT_DB_ALIAS) -> CursorWrapper:
    """A cursor on the ``using`` connection (the primary unless a read passes a replica's
    alias, see memoryapp/db/replicas.py) whose statements are prepared (see the module
    docstring), or with ``prepare=False`` only bound on the server: PostgreSQL then plans the
    statement for the values given, as it does Django's, but the driver need not quote them
    into the text (for a 2 kB vector or a 30 kB JSON value that is most of its work). A plain
    cursor when ``MEMORY_DB_PREPARE`` is off. Wrapped like Django's own, so errors are
    translated and, when queries are logged, logged."""
    connection = connections[using]
    if not settings.MEMORY_DB_PREPARE:
        return connection.cursor()
    connection.ensure_connection()
    connection.validate_thread_sharing()
    raw = (_PreparingCursor if prepare else _BindingCursor)(connection.connection)
    if connection.queries_logged:
        return CursorDebugWrapper(raw, connection)
    return CursorWrapper(raw, connection)
