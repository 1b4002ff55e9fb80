"""Reads of the owner's overview page: what a project's memories, review queue, read calls and
agents did day by day over a recent window (docs/owner-ui.md#the-overview).

Days are UTC calendar days, the last one today. Each figure comes from one aggregate query
grouped by day, over an index whose leading columns are the project and the time, so a
window costs the rows inside it and not the project's history:

- the memories' audit log (``memory_event_recent``): new versions by type, the statuses they
  entered, what entered the review queue and the owner's decisions;
- the chain heads by status and type now (``memory_heads_by_status``, read from the index);
- the traces of the read calls (``trace_recent``): calls per day and kind, and the
  percentiles of the context calls' total latency;
- per token, the calls it made (traces), the memory versions it wrote (``memory_recent``) and
  the events it captured (``event_received_recent``, read from the index).

A day without rows is a zero here, filled in Python, not a missing day.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from typing import Any

from django.db.models import Aggregate, Count, FloatField, Min, Q
from django.db.models.fields.json import KT
from django.db.models.functions import Cast, Extract, TruncDate

from memoryapp.domain.types import Actor, EventKind, MemoryStatus, MemoryType
from memoryapp.models import (
    ApiToken,
    CanonicalEvent,
    ContextTrace,
    Memory,
    MemoryEvent,
    Project,
    ProposalRepeat,
)

WINDOW_DAYS = (7, 30, 90)
DEFAULT_DAYS = 30
TOP_AGENTS = 10

TYPES = tuple(t.value for t in MemoryType)
STATUSES = tuple(s.value for s in MemoryStatus)
# The audit events that create a version or move its status (each status move records
# ``{"from", "to"}``; a creation its ``status`` and ``type``; a purge what the row was).
_STATUS_EVENTS = (
    EventKind.CREATED,
    EventKind.PROMOTED,
    EventKind.REJECTED,
    EventKind.ARCHIVED,
    EventKind.RESTORED,
    EventKind.REOPENED,
    EventKind.PURGED,
)
_PENDING = MemoryStatus.PENDING.value


class _Percentile(Aggregate):
    """PostgreSQL's ``percentile_cont``: the value at ``fraction`` of the ordered values,
    interpolated between the two nearest; NULLs are left out."""

    function = "percentile_cont"
    template = "%(function)s(%(fraction)s) WITHIN GROUP (ORDER BY %(expressions)s)%(filter)s"
    output_field = FloatField()

    def __init__(self, expression: Any, fraction: float, **extra: Any) -> None:
        # Written into the SQL: a float the code passes, never input.
        super().__init__(expression, fraction=repr(float(fraction)), **extra)


@dataclass(frozen=True)
class Counts:
    """One named series: a count for each day of the window, oldest first."""

    name: str
    per_day: tuple[int, ...]

    @property
    def total(self) -> int:
        return sum(self.per_day)


@dataclass(frozen=True)
class QueueDay:
    """The review queue on one day: what entered it (proposals that waited, rejected ones the
    owner reopened), the owner's decisions, and how many waited at the end of the day."""

    day: date
    entered: int
    confirmed: int
    rejected: int
    waiting: int

    @property
    def decided(self) -> int:
        return self.confirmed + self.rejected


@dataclass(frozen=True)
class ReadDay:
    """The read calls of one day by kind, and the context calls' total latency (None on a day
    without context calls)."""

    day: date
    context: int
    search: int
    state: int
    p50_ms: float | None
    p95_ms: float | None

    @property
    def calls(self) -> int:
        return self.context + self.search + self.state


@dataclass(frozen=True)
class AgentUse:
    """What one token did in the window: read calls (search, context, state), memory versions
    written and events captured."""

    token_id: int
    name: str
    role: str
    revoked: bool
    reads: int
    memories: int
    events: int

    @property
    def writes(self) -> int:
        return self.memories + self.events


@dataclass(frozen=True)
class Overview:
    """The project over the window: every per-day tuple has one entry for each of ``days``."""

    days: tuple[date, ...]
    since: datetime  # the start of the first day (UTC)
    until: datetime  # the end of the last day
    # Memory versions written per day, one series a type (from their ``created`` events).
    new_versions: tuple[Counts, ...]
    # Versions that entered each status per day: new ones in their first status, then every
    # status move (confirmed, rejected, archived, restored, reopened).
    entered: tuple[Counts, ...]
    # Chain heads now: status -> type -> count.
    heads: Mapping[str, Mapping[str, int]]
    queue: tuple[QueueDay, ...]
    reads: tuple[ReadDay, ...]
    # The tokens that made the most read calls, and those that wrote the most.
    readers: tuple[AgentUse, ...]
    writers: tuple[AgentUse, ...]
    # Pending chain heads now (the queue's length).
    pending_now: int
    queue_health: QueueHealth


@dataclass(frozen=True)
class QueueHealth:
    """How long the queue's cards have waited, and what was kept out of it in the last week
    (``QUEUE_WEEK``): proposals folded into a waiting card (``ProposalRepeat`` rows) and
    proposals rejected at once as repeats of a rejection (``Memory.repeat_of``)."""

    oldest: timedelta | None  # None when nothing waits
    median: timedelta | None
    folded: int
    auto_rejected: int


def _window(days: int, now: datetime) -> tuple[tuple[date, ...], datetime, datetime]:
    today = now.astimezone(UTC).date()
    dates = tuple(today - timedelta(days=days - 1 - i) for i in range(days))
    since = datetime.combine(dates[0], time.min, tzinfo=UTC)
    return dates, since, since + timedelta(days=days)


def project_overview(*, project: Project, days: int = DEFAULT_DAYS, now: datetime) -> Overview:
    """The overview of ``project`` over the ``days`` UTC days up to the one ``now`` falls in
    (at most the largest window)."""
    days = max(1, min(days, max(WINDOW_DAYS)))
    dates, since, until = _window(days, now)
    heads = _heads(project)
    pending_now = sum(heads.get(_PENDING, {}).values())
    new_versions, entered, queue = _memory_days(
        project, dates, since=since, until=until, pending_now=pending_now
    )
    readers, writers = _agents(project, since=since, until=until)
    return Overview(
        days=dates,
        since=since,
        until=until,
        new_versions=new_versions,
        entered=entered,
        heads=heads,
        queue=queue,
        reads=_reads(project, dates, since=since, until=until),
        readers=readers,
        writers=writers,
        pending_now=pending_now,
        queue_health=queue_health(project=project, now=now),
    )


QUEUE_WEEK = timedelta(days=7)


def queue_health(*, project: Project, now: datetime) -> QueueHealth:
    """The queue's age now and what folded or was rejected at once in the last week (three
    queries: the pending heads' index, ``repeat_recent`` and ``memory_recent``)."""
    ages = Memory.objects.filter(
        project=project, status=_PENDING, superseded_by__isnull=True
    ).aggregate(oldest=Min("recorded_at"), middle=_Percentile(Extract("recorded_at", "epoch"), 0.5))
    since = now - QUEUE_WEEK
    middle = ages["middle"]
    return QueueHealth(
        oldest=now - ages["oldest"] if ages["oldest"] else None,
        median=now - datetime.fromtimestamp(middle, UTC) if middle is not None else None,
        folded=ProposalRepeat.objects.filter(project=project, recorded_at__gte=since).count(),
        auto_rejected=Memory.objects.filter(
            project=project, recorded_at__gte=since, repeat_of__isnull=False
        ).count(),
    )


def _heads(project: Project) -> dict[str, dict[str, int]]:
    # COUNT(*), not COUNT(id): the partial index holds every column the query reads, so it is
    # read alone (an index-only scan) instead of visiting each head's row; so is the captured
    # events' index in _agents.
    rows = (
        Memory.objects.filter(project=project, superseded_by__isnull=True)
        .values("status", "type")
        .annotate(n=Count("*"))
        .order_by()
    )
    heads: dict[str, dict[str, int]] = {s: dict.fromkeys(TYPES, 0) for s in STATUSES}
    for row in rows:
        heads.setdefault(row["status"], {})[row["type"]] = row["n"]
    return heads


def _memory_days(
    project: Project,
    dates: tuple[date, ...],
    *,
    since: datetime,
    until: datetime,
    pending_now: int,
) -> tuple[tuple[Counts, ...], tuple[Counts, ...], tuple[QueueDay, ...]]:
    """New versions by type, statuses entered and the queue, per day, from one query over the
    audit log; the queue's length at the end of each day is counted back from ``pending_now``
    through what entered and left it since."""
    tally = _Tally.of(len(dates))
    index = {d: i for i, d in enumerate(dates)}
    for row in _status_moves(project, since=since):
        i = index.get(row["day"])
        if i is not None:
            tally.add(row, i)
        elif row["day"] >= until.date():
            tally.add_later(row)
    waiting = [0] * tally.size
    after = tally.later
    for i in range(tally.size - 1, -1, -1):
        waiting[i] = max(0, pending_now - after)
        after += tally.inflow[i] - tally.outflow[i]
    queue = tuple(
        QueueDay(
            day=d,
            entered=tally.inflow[i],
            confirmed=tally.confirmed[i],
            rejected=tally.rejected[i],
            waiting=waiting[i],
        )
        for i, d in enumerate(dates)
    )
    return (
        tuple(Counts(name=t, per_day=tuple(v)) for t, v in tally.new.items()),
        tuple(Counts(name=s, per_day=tuple(v)) for s, v in tally.entered.items()),
        queue,
    )


def _status_moves(project: Project, *, since: datetime) -> Iterable[Mapping[str, Any]]:
    """The creations and status moves since ``since``, counted by day, kind, actor and what
    their data says (type, status, from, to)."""
    return (
        # No upper bound: what happened after the window still moves the queue's length.
        MemoryEvent.objects.filter(
            project=project, at__gte=since, kind__in=[k.value for k in _STATUS_EVENTS]
        )
        .annotate(
            day=TruncDate("at", tzinfo=UTC),
            e_type=KT("data__type"),
            e_status=KT("data__status"),
            e_from=KT("data__from"),
            e_to=KT("data__to"),
        )
        .values("day", "kind", "actor", "e_type", "e_status", "e_from", "e_to")
        .annotate(n=Count("id"))
        .order_by()
    )


def _came_and_left(row: Mapping[str, Any]) -> tuple[bool, bool]:
    """Whether a row's events entered the review queue, and whether they left it."""
    # In: a proposal that waits, or a rejected one reopened. Out: any move from pending
    # (the owner's decisions, the sweeps' rejections) and the purge of a pending one.
    kind, first = row["kind"], row["e_status"]
    came = (kind == EventKind.CREATED and first == _PENDING) or row["e_to"] == _PENDING
    left = row["e_from"] == _PENDING or (kind == EventKind.PURGED and first == _PENDING)
    return came, left


@dataclass
class _Tally:
    """Per day of the window: new versions by type, statuses entered, what entered and left
    the queue and the owner's decisions; ``later``, the queue's net moves after the window's
    last day (a window that ends before now)."""

    size: int
    new: dict[str, list[int]]
    entered: dict[str, list[int]]
    inflow: list[int]
    outflow: list[int]
    confirmed: list[int]
    rejected: list[int]
    later: int = 0

    @classmethod
    def of(cls, size: int) -> _Tally:
        return cls(
            size=size,
            new={t: [0] * size for t in TYPES},
            entered={s: [0] * size for s in STATUSES},
            inflow=[0] * size,
            outflow=[0] * size,
            confirmed=[0] * size,
            rejected=[0] * size,
        )

    def add(self, row: Mapping[str, Any], i: int) -> None:
        """Count ``row``'s events on day ``i``."""
        kind, n = row["kind"], row["n"]
        came, left = _came_and_left(row)
        self.inflow[i] += n * came
        self.outflow[i] += n * left
        if kind == EventKind.CREATED:
            self.new.setdefault(row["e_type"] or "unknown", [0] * self.size)[i] += n
            self.entered.setdefault(row["e_status"] or "unknown", [0] * self.size)[i] += n
        elif kind != EventKind.PURGED:
            self.entered.setdefault(row["e_to"] or "unknown", [0] * self.size)[i] += n
        if row["actor"] == Actor.OWNER and kind == EventKind.PROMOTED:
            self.confirmed[i] += n
        elif row["actor"] == Actor.OWNER and kind == EventKind.REJECTED:
            self.rejected[i] += n

    def add_later(self, row: Mapping[str, Any]) -> None:
        """Count ``row``'s events, from after the window, in the queue's later moves."""
        came, left = _came_and_left(row)
        self.later += row["n"] * (came - left)


def _reads(
    project: Project, dates: tuple[date, ...], *, since: datetime, until: datetime
) -> tuple[ReadDay, ...]:
    """Read calls per day and kind, and the context calls' p50 and p95 total latency."""
    context = Q(kind=ContextTrace.Kind.CONTEXT)
    total_ms = Cast(KT("latency_ms__total_ms"), FloatField())
    rows = (
        ContextTrace.objects.filter(project=project, created_at__gte=since, created_at__lt=until)
        .annotate(day=TruncDate("created_at", tzinfo=UTC))
        .values("day")
        .annotate(
            context=Count("id", filter=context),
            search=Count("id", filter=Q(kind=ContextTrace.Kind.SEARCH)),
            state=Count("id", filter=Q(kind=ContextTrace.Kind.STATE)),
            p50=_Percentile(total_ms, 0.5, filter=context),
            p95=_Percentile(total_ms, 0.95, filter=context),
        )
        .order_by()
    )
    by_day: dict[date, Mapping[str, Any]] = {row["day"]: row for row in rows}
    out = []
    for d in dates:
        row = by_day.get(d, {})
        out.append(
            ReadDay(
                day=d,
                context=row.get("context", 0),
                search=row.get("search", 0),
                state=row.get("state", 0),
                p50_ms=_ms(row.get("p50")),
                p95_ms=_ms(row.get("p95")),
            )
        )
    return tuple(out)


def _ms(value: float | None) -> float | None:
    return None if value is None else round(value, 1)


def _agents(
    project: Project, *, since: datetime, until: datetime
) -> tuple[tuple[AgentUse, ...], tuple[AgentUse, ...]]:
    """The tokens that read and wrote most in the window (calls without a token, from the
    owner's pages or the commands, and the extractor's writes are nobody's here)."""

    def per_token(qs: Any) -> dict[int, int]:
        rows = qs.filter(token__isnull=False).values("token_id").annotate(n=Count("*"))
        return {row["token_id"]: row["n"] for row in rows.order_by()}

    reads = per_token(
        ContextTrace.objects.filter(project=project, created_at__gte=since, created_at__lt=until)
    )
    memories = per_token(
        Memory.objects.filter(project=project, recorded_at__gte=since, recorded_at__lt=until)
    )
    events = per_token(
        CanonicalEvent.objects.filter(
            project=project, received_at__gte=since, received_at__lt=until
        )
    )
    ids = set(reads) | set(memories) | set(events)
    tokens = ApiToken.objects.filter(project=project, id__in=ids).only(
        "id", "name", "prefix", "role", "revoked_at"
    )
    uses = [
        AgentUse(
            token_id=t.id,
            name=t.name or t.prefix,
            role=t.role,
            revoked=t.revoked_at is not None,
            reads=reads.get(t.id, 0),
            memories=memories.get(t.id, 0),
            events=events.get(t.id, 0),
        )
        for t in tokens
    ]
    readers = sorted((u for u in uses if u.reads), key=lambda u: (-u.reads, u.name, u.token_id))
    writers = sorted((u for u in uses if u.writes), key=lambda u: (-u.writes, u.name, u.token_id))
    return tuple(readers[:TOP_AGENTS]), tuple(writers[:TOP_AGENTS])
