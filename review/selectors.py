"""Reads the owner's UI needs beyond memoryapp.selectors.memories; every one is scoped by project.

Lists are keyset-paginated on (time, id) with the cursor of ``memoryapp.db.pagination``, so a
deep page costs the same as the first, and each list is a fixed number of queries whatever its
length. They load only the columns their pages show: never the embedding or the tsvector, which
are most of a row's bytes.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable
from datetime import date, datetime, time, timedelta
from typing import Any

from django.contrib.postgres.expressions import ArraySubquery
from django.db.models import (
    BooleanField,
    Count,
    ExpressionWrapper,
    F,
    Func,
    IntegerField,
    JSONField,
    Max,
    OuterRef,
    Q,
    QuerySet,
    Value,
    Window,
)
from django.db.models.expressions import RawSQL
from django.db.models.functions import Coalesce, RowNumber
from django.utils import timezone

from memoryapp.db.pagination import Page, decode_cursor, page_of, rows_after
from memoryapp.domain.types import MemoryStatus
from memoryapp.models import (
    CanonicalEvent,
    ContextTrace,
    Memory,
    MemoryEntity,
    Project,
    ProposalRepeat,
)
from memoryapp.selectors import memories as engine_selectors
from review import triage
from review.triage import GroupPage

PAGE_SIZE = 50
# Review cards carry their forms (confirm, reject, edit, supersede, merge), so a page of them
# is a fraction of a list page's rows to stay within the page's time target; "Load more"
# fetches the next ones.
QUEUE_PAGE_SIZE = 25
# The automatic repeats of one rejection shown under it on the Rejected tab.
REPEATS_SHOWN = 20
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
    "repeat_count",
    "repeat_of_id",
    "subject",
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


def _after(
    qs: QuerySet[Any],
    field: str,
    cursor: str | None,
    *,
    key: Callable[[str], object] = uuid.UUID,
    tie: str = "id",
    ascending: bool = False,
) -> QuerySet[Any]:
    """The rows after ``cursor`` (see ``rows_after``). A cursor this UI did not issue shows
    the first page: a stale or hand-edited link still lands somewhere useful."""
    position = decode_cursor(cursor, key) if cursor else None
    return rows_after(qs, field, position, tie=tie, ascending=ascending)


def _matching(qs: QuerySet[Memory], **equal: str) -> QuerySet[Memory]:
    """``qs`` filtered on each field given a value (an empty filter is no filter)."""
    return qs.filter(**{name: value for name, value in equal.items() if value})


def _often(condition: Q) -> Coalesce:
    """``condition`` as a filter the planner does not underestimate.

    PostgreSQL has no statistics for a JSON path test (``source -> 'kind'``,
    ``route -> 'route'``) and guesses that it keeps a tiny share of the rows. Expecting a
    handful, it sorts every candidate row instead of reading the index in page order and
    stopping after one page. Inside COALESCE the test is opaque and gets the default guess (a
    large share of the rows) and the ordered plan. A rare value
    costs what it did: every candidate row is read either way.
    """
    return Coalesce(ExpressionWrapper(condition, output_field=BooleanField()), Value(False))


def pending_count(project: Project) -> int:
    # One definition of "waits for review", shared with /context's ``review.waiting``.
    return engine_selectors.pending_count(project=project)


def review_page(
    *,
    project: Project,
    status: str = MemoryStatus.PENDING.value,
    type: str = "",
    actor: str = "",
    source: str = "",
    min_confidence: float | None = None,
    cursor: str | None = None,
    group: str = "",
    limit: int = QUEUE_PAGE_SIZE,
) -> GroupPage | Page[Memory]:
    """Pending heads in triage order and in groups (``review.triage``), or rejected heads
    newest first; each card with what it resembles (one query: see ``_for_cards``)."""
    qs = Memory.objects.filter(project=project)
    qs = _matching(qs, type=type, actor=actor)
    if source:
        qs = qs.filter(_often(Q(source__kind=source)))
    if min_confidence is not None:
        qs = qs.filter(confidence__gte=min_confidence)
    if status == MemoryStatus.PENDING.value:
        cards = triage.pending_cards(qs)
        return triage.group_page(cards, _for_cards, cursor=cursor, limit=limit, group=group)
    # A rejection's automatic repeats are listed under it (``rejected_repeats``).
    qs = qs.filter(status=status, superseded_by__isnull=True).exclude(repeat_of__status=status)
    qs = _after(qs, "recorded_at", cursor)
    rows = list(_for_cards(qs).order_by("-recorded_at", "-id")[: limit + 1])
    return page_of(rows, "recorded_at", limit)


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


def rejected_repeats(
    *, project: Project, ids: list[uuid.UUID], shown: int = REPEATS_SHOWN
) -> dict[uuid.UUID, tuple[int, list[Memory]]]:
    """Of each rejection in ``ids``: how many later proposals were rejected at once because
    they repeat it (``Memory.repeat_of``) and the newest ``shown`` of them, as cards."""
    qs = Memory.objects.filter(
        project=project,
        repeat_of_id__in=ids,
        status=MemoryStatus.REJECTED.value,
        superseded_by__isnull=True,
    )
    counts = dict(
        qs.values("repeat_of_id").annotate(n=Count("id")).values_list("repeat_of_id", "n")
    )
    if not counts:
        return {}
    place = Window(
        RowNumber(),
        partition_by=[F("repeat_of_id")],
        order_by=[F("recorded_at").desc(), F("id").desc()],
    )
    rows = _for_cards(qs.alias(place=place).filter(place__lte=shown)).order_by(
        "-recorded_at", "-id"
    )
    found: dict[uuid.UUID, tuple[int, list[Memory]]] = {k: (n, []) for k, n in counts.items()}
    for memory in rows:
        if memory.repeat_of_id in found:
            found[memory.repeat_of_id][1].append(memory)
    return found


def repeat_sessions(memories: list[Memory]) -> dict[uuid.UUID, int]:
    """In how many sessions each card said again was proposed: its own and its repeats'
    (``ProposalRepeat``), each session counted once (one query)."""
    sessions = {m.id: {m.session_id} - {""} for m in memories if m.repeat_count}
    if not sessions:
        return {}
    rows = (
        ProposalRepeat.objects.filter(memory_id__in=list(sessions))
        .exclude(session_id="")
        .values_list("memory_id", "session_id")
        .distinct()
    )
    for memory_id, session_id in rows:
        sessions[memory_id].add(session_id)
    return {memory_id: len(found) for memory_id, found in sessions.items()}


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
    qs = _matching(qs, type=type, status=status, actor=actor)
    if since:
        qs = qs.filter(recorded_at__gte=_day_start(since))
    if until:
        qs = qs.filter(recorded_at__lt=_day_start(until) + timedelta(days=1))
    qs = _after(qs, "recorded_at", cursor)
    rows = list(qs.only(*ROW_FIELDS).order_by("-recorded_at", "-id")[: limit + 1])
    return page_of(rows, "recorded_at", limit)


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


# ContextTrace.candidates is stored packed as columns: its rows are ``candidates -> 'rows'``
# (see memoryapp.db.trace_storage).
_CANDIDATE_ROWS = RawSQL(
    """("memoryapp_contexttrace"."candidates" -> 'rows')""", [], output_field=JSONField()
)


def trace_page(
    *,
    project: Project,
    route: str = "",
    reason: str = "",
    request_id: str = "",
    cursor: str | None = None,
    limit: int = PAGE_SIZE,
) -> Page[ContextTrace]:
    qs = ContextTrace.objects.filter(project=project)
    if request_id:
        qs = qs.filter(request_id=request_id)
    if route == ContextTrace.Kind.SEARCH:
        qs = qs.filter(kind=ContextTrace.Kind.SEARCH)
    elif route:
        qs = qs.filter(_often(Q(route__route=route)), kind=ContextTrace.Kind.CONTEXT)
    if reason:
        # The trace's distinct reason codes are a column of their own, written with it. Until
        # the table is analysed the planner guesses containment rare, hence _often.
        qs = qs.filter(_often(Q(reason_codes__contains=[reason])))
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
    return page_of(rows, "created_at", limit)


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
    return page_of(rows, "last", limit, tie="session_id")


def session_events(
    *, project: Project, session_id: str, cursor: str | None = None, limit: int = EVENT_PAGE_SIZE
) -> Page[CanonicalEvent]:
    """One session's captured events in the order they happened."""
    qs = CanonicalEvent.objects.filter(project=project, session_id=session_id)
    qs = _after(qs, "observed_at", cursor, key=int, ascending=True)
    rows = list(qs.order_by("observed_at", "id")[: limit + 1])
    return page_of(rows, "observed_at", limit)
