"""Reads the owner's UI needs beyond memoryapp.selectors; every one is scoped by project.

Lists are keyset-paginated on (time, id), so a deep page costs the same as the first, and each
list is a fixed number of queries whatever its length. They load only the columns their pages
show: never the embedding or the tsvector, which are most of a row's bytes.
"""

from __future__ import annotations

import base64
import binascii
import json
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from typing import Any

from django.contrib.postgres.expressions import ArraySubquery
from django.db.models import (
    BooleanField,
    Count,
    ExpressionWrapper,
    Func,
    IntegerField,
    JSONField,
    Max,
    OuterRef,
    Q,
    QuerySet,
    Value,
)
from django.db.models.expressions import RawSQL
from django.db.models.functions import Coalesce
from django.utils import timezone

from memoryapp.domain.types import MemoryStatus
from memoryapp.models import CanonicalEvent, ContextTrace, Memory, MemoryEntity, Project
from memoryapp.trace_storage import CANDIDATE_ROWS_SQL

PAGE_SIZE = 50
# Review cards carry their forms (confirm, reject, edit, supersede, merge): 25 a page keeps
# the queue well under 100 ms of server time; "Load more" fetches the next 25.
QUEUE_PAGE_SIZE = 25
# Captured events are short rows read in order: a session's transcript, 100 at a time.
EVENT_PAGE_SIZE = 100

# What a review card shows of a proposal, and of the memory it resembles or would replace.
CARD_FIELDS = (
    "id",
    "type",
    "content",
    "status",
    "confidence",
    "actor",
    "actor_label",
    "source",
    "standing",
    "session_id",
    "recorded_at",
    "review_note",
    "superseded_by_id",
    "near_duplicate_of_id",
    "possible_conflict_of_id",
    "supersedes_on_confirm_id",
)
CARD_RELATED = ("near_duplicate_of", "possible_conflict_of", "supersedes_on_confirm")
RELATED_FIELDS = ("id", "type", "content", "status", "superseded_by_id")
# A row of the memory browser.
ROW_FIELDS = (
    "id",
    "type",
    "content",
    "status",
    "actor",
    "recorded_at",
    "superseded_by_id",
    "supersession_kind",
)

# A row of the trace list (the candidates are only counted, in SQL).
TRACE_ROW_FIELDS = ("id", "kind", "created_at", "actor_label", "query", "route", "latency_ms")


@dataclass(frozen=True)
class Page[T]:
    items: list[T]
    next_cursor: str | None


def encode_cursor(at: datetime, row_id: object) -> str:
    raw = json.dumps([at.isoformat(), str(row_id)]).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def decode_cursor(
    cursor: str, key: Callable[[str], object] = uuid.UUID
) -> tuple[datetime, Any] | None:
    """The position a cursor names, or None for anything this UI did not issue. ``key`` parses
    the tie-breaker: a UUID by default, ``int`` for bigint ids, ``str`` for session ids."""
    try:
        raw = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4))
        at, row_id = json.loads(raw)
        if not isinstance(row_id, str):
            return None
        return datetime.fromisoformat(at), key(row_id)
    except (ValueError, TypeError, OverflowError, binascii.Error):
        return None


def _after(
    qs: QuerySet[Any],
    field: str,
    cursor: str | None,
    *,
    key: Callable[[str], object] = uuid.UUID,
    tie: str = "id",
    ascending: bool = False,
) -> QuerySet[Any]:
    """The rows after ``cursor`` in (``field``, ``tie``) order: descending unless ``ascending``."""
    position = decode_cursor(cursor, key) if cursor else None
    if position is None:
        return qs
    at, row_id = position
    op = "gt" if ascending else "lt"
    return qs.filter(Q(**{f"{field}__{op}": at}) | Q(**{field: at, f"{tie}__{op}": row_id}))


def _page[T](rows: list[T], field: str, limit: int, tie: str = "id") -> Page[T]:
    if len(rows) > limit:
        last = rows[limit - 1]
        if isinstance(last, dict):
            return Page(rows[:limit], encode_cursor(last[field], last[tie]))
        return Page(rows[:limit], encode_cursor(getattr(last, field), getattr(last, tie)))
    return Page(rows, None)


def _often(condition: Q) -> Coalesce:
    """``condition`` as a filter the planner does not underestimate.

    PostgreSQL has no statistics for a JSON path or containment test (``source -> 'kind'``,
    ``candidates @> ...``) and guesses that it keeps 0.1-0.5 % of the rows. Expecting a handful,
    it sorts every candidate row (10 000 pending heads: ~30 ms) instead of reading the index in
    page order and stopping after one page (under 1 ms). Inside COALESCE the test is opaque and
    gets the default guess (a third to a half of the rows) and the ordered plan. A rare value
    costs what it did: every candidate row is read either way.
    """
    return Coalesce(ExpressionWrapper(condition, output_field=BooleanField()), Value(False))


def pending_count(project: Project) -> int:
    return Memory.objects.filter(
        project=project, status=MemoryStatus.PENDING.value, superseded_by__isnull=True
    ).count()


def review_page(
    *,
    project: Project,
    status: str = MemoryStatus.PENDING.value,
    type: str = "",
    actor: str = "",
    source: str = "",
    min_confidence: float | None = None,
    cursor: str | None = None,
    limit: int = QUEUE_PAGE_SIZE,
) -> Page[Memory]:
    """Heads waiting for the owner (or rejected ones), newest first, with what they resemble
    (one query: see ``_for_cards``)."""
    qs = Memory.objects.filter(project=project, status=status, superseded_by__isnull=True)
    if type:
        qs = qs.filter(type=type)
    if actor:
        qs = qs.filter(actor=actor)
    if source:
        qs = qs.filter(_often(Q(source__kind=source)))
    if min_confidence is not None:
        qs = qs.filter(confidence__gte=min_confidence)
    qs = _after(qs, "recorded_at", cursor)
    rows = list(_for_cards(qs).order_by("-recorded_at", "-id")[: limit + 1])
    return _page(rows, "recorded_at", limit)


def _for_cards(qs: QuerySet[Memory]) -> QuerySet[Memory]:
    """One query for a page of cards: the proposal, what it resembles or would replace (joined,
    a few columns each) and the names of what it is about (``entity_names``, in link order)."""
    related = [f"{name}__{field}" for name in CARD_RELATED for field in RELATED_FIELDS]
    names = ArraySubquery(
        MemoryEntity.objects.filter(memory_id=OuterRef("id")).order_by("id").values("entity__name")
    )
    return (
        qs.select_related(*CARD_RELATED).only(*CARD_FIELDS, *related).annotate(entity_names=names)
    )


def card_memories(*, project: Project, ids: list[uuid.UUID]) -> list[Memory]:
    """The memories ``ids`` as review cards show them (one query), newest first."""
    qs = Memory.objects.filter(project=project, id__in=ids)
    return list(_for_cards(qs).order_by("-recorded_at", "-id"))


def _day_start(day: date) -> datetime:
    return timezone.make_aware(datetime.combine(day, time.min), timezone.get_current_timezone())


def memory_page(
    *,
    project: Project,
    type: str = "",
    status: str = "",
    actor: str = "",
    since: date | None = None,
    until: date | None = None,
    history: bool = False,
    cursor: str | None = None,
    limit: int = PAGE_SIZE,
) -> Page[Memory]:
    """Memories newest first: chain heads, or every version with ``history``."""
    qs = Memory.objects.filter(project=project)
    if not history:
        qs = qs.filter(superseded_by__isnull=True)
    if type:
        qs = qs.filter(type=type)
    if status:
        qs = qs.filter(status=status)
    if actor:
        qs = qs.filter(actor=actor)
    if since:
        qs = qs.filter(recorded_at__gte=_day_start(since))
    if until:
        qs = qs.filter(recorded_at__lt=_day_start(until) + timedelta(days=1))
    qs = _after(qs, "recorded_at", cursor)
    rows = list(qs.only(*ROW_FIELDS).order_by("-recorded_at", "-id")[: limit + 1])
    return _page(rows, "recorded_at", limit)


def memories_by_id(*, project: Project, ids: list[str]) -> dict[str, Memory]:
    """The rows for ``ids`` (at most a page's worth), in one query."""
    valid = []
    for value in ids[:500]:
        try:
            valid.append(uuid.UUID(str(value)))
        except ValueError:
            continue
    rows = Memory.objects.filter(project=project, id__in=valid).defer("embedding")
    return {str(m.id): m for m in rows}


# ContextTrace.candidates is stored packed as columns, or (traces written before that) as the
# list of objects itself; see memoryapp.trace_storage.
_CANDIDATE_ROWS = RawSQL(  # noqa: S611 - a fixed column name, no input
    CANDIDATE_ROWS_SQL.format(column='"memoryapp_contexttrace"."candidates"'),
    [],
    output_field=JSONField(),
)


def _has_reason(reason: str) -> RawSQL:
    """Whether some candidate of the trace got ``reason``, a reason code (REASON_CODES)."""
    rows = _CANDIDATE_ROWS.sql
    return RawSQL(  # noqa: S611 - the code travels as a parameter
        # A packed row holds the code among its values; an object row under "reason".
        f"({rows} @> %s::jsonb OR {rows} @> %s::jsonb)",
        [json.dumps([[reason]]), json.dumps([{"reason": reason}])],
        output_field=BooleanField(),
    )


def trace_page(
    *,
    project: Project,
    route: str = "",
    reason: str = "",
    cursor: str | None = None,
    limit: int = PAGE_SIZE,
) -> Page[ContextTrace]:
    qs = ContextTrace.objects.filter(project=project)
    if route == ContextTrace.Kind.SEARCH:
        qs = qs.filter(kind=ContextTrace.Kind.SEARCH)
    elif route:
        qs = qs.filter(_often(Q(route__route=route)), kind=ContextTrace.Kind.CONTEXT)
    if reason:
        qs = qs.filter(_often(Q(_has_reason(reason))))
    qs = _after(qs, "created_at", cursor)
    rows: list[ContextTrace] = list(
        qs.only(*TRACE_ROW_FIELDS)
        .annotate(
            candidate_count=Func(
                _CANDIDATE_ROWS, function="jsonb_array_length", output_field=IntegerField()
            )
        )
        .order_by("-created_at", "-id")[: limit + 1]
    )
    return _page(rows, "created_at", limit)


def session_list(
    *, project: Project, cursor: str | None = None, limit: int = PAGE_SIZE
) -> Page[dict[str, Any]]:
    """Sessions with captured events, the most recently active first: ``session_id``, ``n``
    (events) and ``last`` (when the latest was observed)."""
    qs = (
        CanonicalEvent.objects.filter(project=project)
        .values("session_id")
        .annotate(last=Max("observed_at"), n=Count("id"))
    )
    qs = _after(qs, "last", cursor, key=str, tie="session_id")
    rows: list[dict[str, Any]] = [dict(r) for r in qs.order_by("-last", "-session_id")[: limit + 1]]
    return _page(rows, "last", limit, tie="session_id")


def session_events(
    *, project: Project, session_id: str, cursor: str | None = None, limit: int = EVENT_PAGE_SIZE
) -> Page[CanonicalEvent]:
    """One session's captured events in the order they happened."""
    qs = CanonicalEvent.objects.filter(project=project, session_id=session_id)
    qs = _after(qs, "observed_at", cursor, key=int, ascending=True)
    rows = list(qs.order_by("observed_at", "id")[: limit + 1])
    return _page(rows, "observed_at", limit)
