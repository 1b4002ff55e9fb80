"""The trace of a read call (/search, /context), written in one statement with its bookkeeping.

A context call's trace goes with the bundle's ``last_retrieved_at`` (MemoryRetrieval, one
upsert) and one BundleEvent, the audit of what the bundle carried; ``last_confirmed_at`` never
moves here. services.context builds the candidates' rows (``memoryapp.db.trace_storage``) and the
other columns; this module writes them.
"""

from __future__ import annotations

import time
import uuid
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

import orjson
from django.contrib.postgres.fields import ArrayField
from django.db import connection, models
from django.utils import timezone

from memoryapp.db.prepared import prepared_cursor
from memoryapp.db.trace_storage import candidates_json, reason_codes
from memoryapp.domain.types import Actor
from memoryapp.models import ContextTrace, Project
from memoryapp.observability.metrics import read_call_observe
from memoryapp.observability.requests import current_request_id
from memoryapp.retrieval import pg_array
from memoryapp.services.audit import bundle_event_insert_sql, bundle_event_params


@dataclass(frozen=True)
class ReadCall:
    """One read call: who asked what, and when it started (its trace's ``total_ms``)."""

    project: Project
    query: str
    actor_label: str
    token_id: int | None
    started: float = field(default_factory=time.perf_counter)
    # The request this call answers (its X-Request-ID), "" outside a request.
    request_id: str = field(default_factory=current_request_id)

    def total_ms(self) -> float:
        return round((time.perf_counter() - self.started) * 1000, 3)


# What a trace shows in place of a bundle that held a purged memory's words.
PURGED_RENDERING = "[purged]"


def _trace_value(column: models.Field[Any, Any]) -> str:
    # JSON travels as text and arrays as one literal (see _TRACE_WRITE_SQL), cast in the SQL.
    if isinstance(column, models.JSONField | ArrayField):
        return f"%({column.attname})s::{column.db_type(connection)}"
    if column.attname == "rendered":
        # Only while every memory of the bundle is still there (see _TRACE_WRITE_SQL).
        return (
            "CASE WHEN (SELECT count(*) FROM kept) = cardinality(%(touched)s::uuid[]) "
            "THEN %(rendered)s ELSE %(purged_rendering)s END"
        )
    return f"%({column.attname})s"


_TRACE_COLUMNS = ContextTrace._meta.concrete_fields
# What trace_write's instance holds, in the model's field order (as Model.from_db takes it).
_LOADED = [f.attname for f in _TRACE_COLUMNS if f.attname != "candidates"]
_JSON_FIELDS = [f.attname for f in _TRACE_COLUMNS if isinstance(f, models.JSONField)]

# One statement, hence one transaction: the trace, and for a context call the bundle's
# ``last_retrieved_at`` and one BundleEvent listing its memories (in bundle order, through the
# audit service's definition of the event). The bundle's words are stored only if the primary
# still has every memory in it (a replica may have read one the owner has since purged); those
# rows are held FOR KEY SHARE until the commit, so a purge running meanwhile either finished
# first (its rows are gone here) or waits for this trace and then blanks it with the others.
# Its commit does not wait for the WAL to reach the disk (``synchronous_commit`` off for this
# transaction only): these are records of what was read, never the memories themselves; an
# operating-system crash can lose the last fraction of a second of them, and PostgreSQL stays
# consistent. Ids travel as one array literal and the
# JSON as text: adapting a hundred-odd values one by one, and the ORM around them, cost more
# than the statement (bench/latency.py measures it).
_TRACE_WRITE_SQL = f"""
WITH sync AS (SELECT set_config('synchronous_commit', 'off', true)),
kept AS (
    SELECT id FROM memoryapp_memory
    WHERE project_id = %(project_id)s AND id = ANY(%(touched)s::uuid[])
    FOR KEY SHARE
),
touched AS (
    INSERT INTO memoryapp_memoryretrieval (memory_id, last_retrieved_at)
    SELECT id, %(now)s FROM kept
    ON CONFLICT (memory_id) DO UPDATE SET last_retrieved_at = EXCLUDED.last_retrieved_at
),
bundled AS ({bundle_event_insert_sql(memory_ids="%(touched)s::uuid[]")})
INSERT INTO {ContextTrace._meta.db_table} ({", ".join(str(f.column) for f in _TRACE_COLUMNS)})
SELECT {", ".join(_trace_value(f) for f in _TRACE_COLUMNS)}
FROM sync
"""  # noqa: S608 - built once, from the model's columns and the audit's, no input


def _json(value: Any) -> str:
    # orjson: the standard library's encoder is many times slower on a trace's JSON.
    return orjson.dumps(value).decode()


def trace_write(
    call: ReadCall,
    *,
    kind: ContextTrace.Kind,
    fields: dict[str, Any],
    candidates: dict[str, Any],
    memory_ids: list[str],
    now: datetime,
    bundle_route: str | None = None,
    trace_id: uuid.UUID | None = None,
) -> ContextTrace:
    """Write the trace of one read call in one statement, with, for a context call (one with
    a ``bundle_route``), the bookkeeping of the memories in ``memory_ids``:
    ``last_retrieved_at = now`` and one BundleEvent listing them with the trace id and route.
    ``last_confirmed_at`` never moves here. Appends only, so it takes no lock.

    ``candidates`` comes in its stored form (``trace_storage.CandidateColumns.table``): the
    callers build the rows directly, which is cheaper than building a list of objects and
    packing it. The returned instance is what a read of the row with ``defer("candidates")``
    gives: the candidates load from the row, unpacked, on first access.
    """
    values = _values(
        call,
        kind=kind,
        fields=fields,
        candidates=candidates,
        memory_ids=memory_ids,
        trace_id=trace_id,
    )
    bundled = bundle_route is not None
    params = _params(
        call,
        values,
        candidates=candidates,
        memory_ids=memory_ids,
        touched=memory_ids if bundled else [],
        bundle_route=bundle_route,
        now=now,
    )
    with prepared_cursor() as cursor:
        cursor.execute(_TRACE_WRITE_SQL, params)
    read_call_observe(
        kind=kind.value,
        route=bundle_route or values.get("route", {}).get("route", ""),
        latency_ms=values.get("latency_ms", {}),
        candidates=candidates,
        bundle_tokens=values.get("budget", {}).get("used") if bundled else None,
    )
    trace = ContextTrace.from_db(connection.alias, _LOADED, [values[name] for name in _LOADED])
    trace.project = call.project
    return trace


def _values(
    call: ReadCall,
    *,
    kind: ContextTrace.Kind,
    fields: dict[str, Any],
    candidates: dict[str, Any],
    memory_ids: list[str],
    trace_id: uuid.UUID | None,
) -> dict[str, Any]:
    """The trace's columns as the returned instance holds them (``fields`` over the
    defaults)."""
    return {
        "id": trace_id or uuid.uuid4(),
        "project_id": call.project.id,
        "kind": kind.value,
        "created_at": timezone.now(),
        "actor_label": call.actor_label,
        "token_id": call.token_id,
        "query": call.query,
        "request_id": call.request_id,
        "session_id": "",
        "session": {},
        "frame": {},
        "rendered": "",
        "bundle_sha256": "",
        "memory_ids": list(memory_ids),
        "reason_codes": reason_codes(candidates),
        **fields,
    }


def _params(
    call: ReadCall,
    values: dict[str, Any],
    *,
    candidates: dict[str, Any],
    memory_ids: list[str],
    touched: list[str],
    bundle_route: str | None,
    now: datetime,
) -> dict[str, Any]:
    """The statement's parameters: the columns with JSON as text and arrays as literals, the
    memories whose bookkeeping moves (``touched``) and the bundle event's."""
    return {
        **values,
        **{name: _json(values[name]) for name in _JSON_FIELDS if name != "candidates"},
        "candidates": candidates_json(candidates),
        "memory_ids": pg_array(memory_ids),
        "reason_codes": pg_array(values["reason_codes"]),
        "touched": pg_array(touched),
        "purged_rendering": PURGED_RENDERING,
        "now": now,
        **bundle_event_params(
            project_id=call.project.id,
            trace_id=values["id"],
            route=bundle_route or "",
            actor=Actor.AGENT,
            actor_label=call.actor_label,
            token_id=call.token_id,
            at=now,
        ),
    }
