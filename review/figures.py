"""What the overview page shows of an ``Overview`` (review.overview): each figure
as its charts (review.plots) and the table of the same numbers, prepared in Python so the
template only lays them out."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, timedelta

from django.conf import settings
from django.urls import reverse
from django.utils.safestring import SafeString, mark_safe

from review import plots
from review.overview import STATUSES, TYPES, AgentUse, Counts, Overview
from review.plots import Series

NO_VALUE = "\N{EN DASH}"


@dataclass(frozen=True)
class Row:
    """One row of a figure's table: its header cell (a day, a status, a token, linked to the
    token's page) and its values, formatted."""

    head: str
    cells: tuple[str, ...]
    href: str = ""


@dataclass(frozen=True)
class Figure:
    """A chart (or two) and the table of its numbers, as the template lays them out."""

    id: str
    caption: str
    charts: tuple[SafeString, ...]
    table_caption: str
    columns: tuple[str, ...]
    rows: tuple[Row, ...]
    empty: str = ""
    note: str = ""


def totals(o: Overview) -> dict[str, str]:
    """The figures the page heads with: the queue now and the window's totals."""
    return {
        "waiting": _n(o.pending_now),
        "entered": _n(sum(q.entered for q in o.queue)),
        "decided": _n(sum(q.decided for q in o.queue)),
        "versions": _n(sum(c.total for c in o.new_versions)),
        "reads": _n(sum(r.calls for r in o.reads)),
        "oldest": _age(o.queue_health.oldest),
        "median_age": _age(o.queue_health.median),
        "folded": _n(o.queue_health.folded),
        "auto_rejected": _n(o.queue_health.auto_rejected),
    }


def _age(wait: timedelta | None) -> str:
    """How long a card has waited, in the largest two units ("3 d 4 h", "5 h 10 min")."""
    if wait is None:
        return NO_VALUE
    minutes = max(0, int(wait.total_seconds() // 60))
    days, minutes = divmod(minutes, 24 * 60)
    hours, minutes = divmod(minutes, 60)
    if days:
        return f"{days} d {hours} h"
    if hours:
        return f"{hours} h {minutes} min"
    return f"{minutes} min"


def _svg(markup: str) -> SafeString:
    # review.plots escapes every piece of text it writes into the markup.
    return mark_safe(markup)  # noqa: S308


def _label(d: date) -> str:
    return f"{d.day} {d:%b}"


def _n(value: float | None) -> str:
    if value is None:
        return NO_VALUE
    return f"{value:,}" if isinstance(value, int) else f"{value:,.1f}"


def _totals(series: Sequence[tuple[str, int]]) -> str:
    return ", ".join(f"{name} {total:,}" for name, total in series) or "none"


def figures(o: Overview, days: int) -> list[Figure]:
    labels = [_label(d) for d in o.days]
    dates = [d.isoformat() for d in o.days]
    span = f"the last {days} days (UTC)"
    return [
        _stacked(
            "versions",
            "New memory versions per day, by type",
            f"New memory versions per day, by type, over {span}",
            o.new_versions,
            labels,
            dates,
        ),
        _stacked(
            "statuses",
            "Memory versions entering each status per day",
            f"Memory versions entering each status per day, over {span}",
            o.entered,
            labels,
            dates,
            note="A new version counts in its first status; every later move counts in the "
            "status it moves to.",
        ),
        _heads(o),
        _queue(o, labels, dates, span),
        _reads(o, labels, dates, span),
        _readers(o.readers, span),
        _writers(o.writers, span),
    ]


def _stacked(
    ident: str,
    caption: str,
    table_caption: str,
    counts: Sequence[Counts],
    labels: list[str],
    dates: list[str],
    note: str = "",
) -> Figure:
    chart = plots.stacked_bars(
        chart_id=f"chart-{ident}",
        title=caption,
        labels=labels,
        series=[Series(c.name, c.per_day) for c in counts],
        description="Totals: " + _totals([(c.name, c.total) for c in counts]) + ".",
    )
    rows = tuple(
        Row(day, (*(_n(c.per_day[i]) for c in counts), _n(sum(c.per_day[i] for c in counts))))
        for i, day in enumerate(dates)
    )
    return Figure(
        id=ident,
        caption=caption,
        charts=(_svg(chart),),
        table_caption=table_caption,
        columns=("Day", *(c.name for c in counts), "total"),
        rows=rows,
        note=note,
    )


def _heads(o: Overview) -> Figure:
    caption = "Memories now, by status and type"
    by_status = [(s, [o.heads.get(s, {}).get(t, 0) for t in TYPES]) for s in STATUSES]
    chart = plots.horizontal_bars(
        chart_id="chart-heads",
        title=caption,
        labels=[s for s, _ in by_status],
        series=[Series(t, [n[i] for _, n in by_status]) for i, t in enumerate(TYPES)],
        description="Totals: " + _totals([(s, sum(n)) for s, n in by_status]) + ".",
    )
    return Figure(
        id="heads",
        caption=caption,
        charts=(_svg(chart),),
        table_caption="Chain heads (the latest version of each memory) by status and type, now",
        columns=("Status", *TYPES, "total"),
        rows=tuple(Row(s, (*(_n(v) for v in n), _n(sum(n)))) for s, n in by_status),
    )


def _queue(o: Overview, labels: list[str], dates: list[str], span: str) -> Figure:
    caption = "Review queue: what entered it, what the owner decided, what waited"
    flow = plots.line_chart(
        chart_id="chart-queue",
        title="Proposals entering the queue and the owner's decisions per day",
        labels=labels,
        series=[
            Series("entered the queue", [q.entered for q in o.queue]),
            Series("confirmed", [q.confirmed for q in o.queue]),
            Series("rejected", [q.rejected for q in o.queue]),
        ],
        integer=True,
        description=(
            f"Entered {sum(q.entered for q in o.queue):,}, confirmed "
            f"{sum(q.confirmed for q in o.queue):,}, rejected "
            f"{sum(q.rejected for q in o.queue):,}."
        ),
    )
    waiting = plots.line_chart(
        chart_id="chart-waiting",
        title="Proposals waiting at the end of each day",
        labels=labels,
        series=[Series("waiting", [q.waiting for q in o.queue])],
        integer=True,
        description=f"{o.pending_now:,} waiting now.",
    )
    return Figure(
        id="queue",
        caption=caption,
        charts=(_svg(flow), _svg(waiting)),
        table_caption=f"The review queue per day, over {span}",
        columns=("Day", "entered", "confirmed", "rejected", "decisions", "waiting at day's end"),
        rows=tuple(
            Row(
                day,
                tuple(_n(v) for v in (q.entered, q.confirmed, q.rejected, q.decided, q.waiting)),
            )
            for day, q in zip(dates, o.queue, strict=True)
        ),
        note="Entering the queue: a proposal that waits for review, or a rejected one reopened. "
        "Decisions: the owner's confirmations and rejections.",
    )


def _reads(o: Overview, labels: list[str], dates: list[str], span: str) -> Figure:
    calls = plots.stacked_bars(
        chart_id="chart-reads",
        title="Read calls per day, by kind",
        labels=labels,
        series=[
            Series("context", [r.context for r in o.reads]),
            Series("search", [r.search for r in o.reads]),
            Series("state", [r.state for r in o.reads]),
        ],
        description=f"{sum(r.calls for r in o.reads):,} read calls.",
    )
    latency = plots.line_chart(
        chart_id="chart-latency",
        title="Context call latency per day (p50 and p95)",
        labels=labels,
        series=[
            Series("p50", [r.p50_ms for r in o.reads]),
            Series("p95", [r.p95_ms for r in o.reads]),
        ],
        unit="ms",
        description="The total time of each context call, as its trace recorded it.",
    )
    return Figure(
        id="reads",
        caption="Read calls and the latency of context calls",
        charts=(_svg(calls), _svg(latency)),
        table_caption=f"Read calls per day and context call latency in ms, over {span}",
        columns=("Day", "context", "search", "state", "p50 ms", "p95 ms"),
        rows=tuple(
            Row(day, tuple(_n(v) for v in (r.context, r.search, r.state, r.p50_ms, r.p95_ms)))
            for day, r in zip(dates, o.reads, strict=True)
        ),
        note="Latency is the total time of a context call as its trace recorded it; a day "
        f"without context calls has none ({NO_VALUE}). Traces are kept for "
        f"{settings.MEMORY_TRACE_RETENTION_DAYS} days.",
    )


def _token_href(use: AgentUse) -> str:
    return reverse("review:token", args=[use.token_id])


def _readers(readers: Sequence[AgentUse], span: str) -> Figure:
    caption = "Agents that read most"
    chart = plots.horizontal_bars(
        chart_id="chart-readers",
        title=caption,
        labels=[u.name for u in readers],
        series=[Series("read calls", [u.reads for u in readers])],
        description="Read calls: " + _totals([(u.name, u.reads) for u in readers]) + ".",
    )
    return Figure(
        id="readers",
        caption=caption,
        charts=(_svg(chart),),
        table_caption=f"Read calls (context, search, state) per token, over {span}",
        columns=("Token", "read calls"),
        rows=tuple(Row(u.name, (_n(u.reads),), _token_href(u)) for u in readers),
        empty="No token made a read call in this window.",
    )


def _writers(writers: Sequence[AgentUse], span: str) -> Figure:
    caption = "Agents that wrote most"
    chart = plots.horizontal_bars(
        chart_id="chart-writers",
        title=caption,
        labels=[u.name for u in writers],
        series=[
            Series("memory versions", [u.memories for u in writers]),
            Series("events captured", [u.events for u in writers]),
        ],
        description="Memory versions and events: "
        + _totals([(u.name, u.writes) for u in writers])
        + ".",
    )
    return Figure(
        id="writers",
        caption=caption,
        charts=(_svg(chart),),
        table_caption=f"Memory versions written and events captured per token, over {span}",
        columns=("Token", "memory versions", "events captured", "total"),
        rows=tuple(
            Row(u.name, (_n(u.memories), _n(u.events), _n(u.writes)), _token_href(u))
            for u in writers
        ),
        empty="No token wrote in this window.",
    )
