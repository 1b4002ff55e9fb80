"""Small charts drawn on the server as SVG markup: the overview page's plots.

No plotting library at run time (matplotlib serves the benchmarks only) and no script in the
browser. Each function returns one ``<svg>`` element as a string. Every piece of text in it is
escaped here, so the caller may mark the string safe. The viewBox is fixed and the width left
to CSS, so a chart scales with its column; ``role="img"`` with a ``<title>`` (and a ``<desc>``)
named by ``aria-labelledby`` (``aria-describedby``) is what a screen reader announces. The
numbers themselves belong in a table beside the chart: the drawing is for the eye.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from html import escape

# Okabe and Ito's palette: its colours stay apart under the common colour-vision deficiencies.
COLOURS = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#000000")
# Lines differ by their dashes as well, for a reader the colours fail and on a grey printout.
DASHES = ("", "8 4", "2 3", "10 3 2 3", "4 4", "1 5", "12 6")

WIDTH = 640
HEIGHT = 260
LEFT, RIGHT, BOTTOM = 52, 14, 40
LEGEND_ROW = 18
LABEL_WIDTH = 190  # the label column of horizontal bars
BAR_ROW = 24
MAX_LABEL_CHARS = 28
MAX_X_LABELS = 8
CHAR_WIDTH = 6.6  # about one character of the 12 px sans-serif text, for laying out the legend
INK, MUTED, AXIS, GRID = "#1d2125", "#5a626b", "#8a8f94", "#e3e5e0"
EMPTY_NOTE = "Nothing to show in this window."


@dataclass(frozen=True)
class Series:
    """One named series: a value per label; None where there is no value (a gap in a line)."""

    name: str
    values: Sequence[float | None]


def number(value: float) -> str:
    """A value as an axis or a bar shows it: whole numbers plainly, others to one decimal,
    thousands shortened (the exact figure is in the table)."""
    size = abs(value)
    if size >= 10_000:
        return f"{value / 1000:.0f}k"
    if size >= 1000:
        return f"{value / 1000:.1f}k"
    if value == int(value):
        return str(int(value))
    return f"{value:.1f}"


def ticks(top: float, *, integer: bool) -> list[float]:
    """Round axis values from 0 to at least ``top``, four or five of them."""
    if top <= 0 or not math.isfinite(top):
        top = 1.0
    raw = top / 4
    magnitude = 10 ** math.floor(math.log10(raw))
    step = next(m * magnitude for m in (1, 2, 5, 10) if m * magnitude >= raw)
    if integer:
        step = max(1.0, math.ceil(step))
    count = math.ceil(top / step - 1e-9)
    return [i * step for i in range(count + 1)]


def _text(value: object) -> str:
    return escape(str(value), quote=True)


def _short(label: str) -> str:
    return label if len(label) <= MAX_LABEL_CHARS else label[: MAX_LABEL_CHARS - 1] + "…"


def _open(chart_id: str, title: str, description: str, height: int) -> list[str]:
    ident = _text(chart_id)
    described = f' aria-describedby="{ident}-desc"' if description else ""
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="chart" viewBox="0 0 {WIDTH} {height}" '
        f'role="img" aria-labelledby="{ident}-title"{described} '
        f'font-family="system-ui, sans-serif" font-size="12" fill="{INK}">',
        f'<title id="{ident}-title">{_text(title)}</title>',
    ]
    if description:
        parts.append(f'<desc id="{ident}-desc">{_text(description)}</desc>')
    return parts


def _legend(series: Sequence[Series], *, lines: bool) -> tuple[list[str], int]:
    """The legend along the top, wrapped into rows, and the height it takes."""
    parts: list[str] = []
    x, row = float(LEFT), 0
    for i, s in enumerate(series):
        width = 28 + len(s.name) * CHAR_WIDTH + 14
        if x + width > WIDTH - RIGHT and x > LEFT:
            x, row = float(LEFT), row + 1
        y = 14 + row * LEGEND_ROW
        colour = COLOURS[i % len(COLOURS)]
        if lines:
            dash = DASHES[i % len(DASHES)]
            dashed = f' stroke-dasharray="{dash}"' if dash else ""
            parts.append(
                f'<line x1="{x:.1f}" y1="{y - 4}" x2="{x + 22:.1f}" y2="{y - 4}" '
                f'stroke="{colour}" stroke-width="2.5"{dashed}/>'
            )
        else:
            parts.append(f'<rect x="{x:.1f}" y="{y - 10}" width="12" height="12" fill="{colour}"/>')
        parts.append(f'<text x="{x + 28:.1f}" y="{y}">{_text(s.name)}</text>')
        x += width
    return parts, 14 + (row + 1) * LEGEND_ROW if series else 14


def _values(series: Sequence[Series]) -> list[float]:
    return [v for s in series for v in s.values if v is not None]


def _y_axis(
    top_value: float, *, top: float, bottom: float, integer: bool, unit: str
) -> tuple[list[str], float]:
    """Grid lines with their values, and the largest value the axis shows."""
    marks = ticks(top_value, integer=integer)
    highest = marks[-1] or 1.0
    parts = []
    for mark in marks:
        y = bottom - (bottom - top) * mark / highest
        parts.append(
            f'<line x1="{LEFT}" y1="{y:.1f}" x2="{WIDTH - RIGHT}" y2="{y:.1f}" stroke="{GRID}"/>'
        )
        parts.append(
            f'<text x="{LEFT - 6}" y="{y + 4:.1f}" text-anchor="end" fill="{MUTED}">'
            f"{_text(number(mark))}</text>"
        )
    if unit:
        parts.append(f'<text x="4" y="{top - 8:.1f}" fill="{MUTED}">{_text(unit)}</text>')
    parts.append(
        f'<line x1="{LEFT}" y1="{bottom}" x2="{WIDTH - RIGHT}" y2="{bottom}" stroke="{AXIS}"/>'
    )
    return parts, highest


def _x_labels(labels: Sequence[str], xs: Sequence[float], bottom: float) -> list[str]:
    """Every k-th label under the axis, ending on the last one, so that they never overlap."""
    if not labels:
        return []
    every = math.ceil(len(labels) / MAX_X_LABELS)
    shown = list(range(len(labels) - 1, -1, -every))
    return [
        f'<text x="{xs[i]:.1f}" y="{bottom + 18}" text-anchor="middle" fill="{MUTED}">'
        f"{_text(labels[i])}</text>"
        for i in reversed(shown)
    ]


def _empty(top: float, bottom: float) -> str:
    return (
        f'<text x="{(LEFT + WIDTH - RIGHT) / 2:.1f}" y="{(top + bottom) / 2:.1f}" '
        f'text-anchor="middle" fill="{MUTED}">{EMPTY_NOTE}</text>'
    )


def line_chart(
    *,
    chart_id: str,
    title: str,
    labels: Sequence[str],
    series: Sequence[Series],
    description: str = "",
    unit: str = "",
    integer: bool = False,
) -> str:
    """One line per series over ``labels``; a None value breaks its line, a lone value is a
    dot."""
    parts = _open(chart_id, title, description, HEIGHT)
    legend, top = _legend(series, lines=True)
    parts += legend
    bottom = HEIGHT - BOTTOM
    values = _values(series)
    axis, highest = _y_axis(
        max(values, default=0), top=top, bottom=bottom, integer=integer, unit=unit
    )
    parts += axis
    n = len(labels)
    span = WIDTH - RIGHT - LEFT - 16
    xs = [LEFT + 8 + (span * i / (n - 1) if n > 1 else span / 2) for i in range(n)]
    parts += _x_labels(labels, xs, bottom)
    if not any(values):
        parts.append(_empty(top, bottom))
    for i, s in enumerate(series):
        colour = COLOURS[i % len(COLOURS)]
        dash = DASHES[i % len(DASHES)]
        dashed = f' stroke-dasharray="{dash}"' if dash else ""
        runs: list[list[tuple[float, float]]] = [[]]
        for x, value in zip(xs, s.values, strict=False):
            if value is None:
                runs.append([])
                continue
            runs[-1].append((x, bottom - (bottom - top) * value / highest))
        for run in runs:
            if len(run) == 1:
                ((x, y),) = run
                parts.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="3" fill="{colour}"/>')
            elif run:
                points = " ".join(f"{x:.1f},{y:.1f}" for x, y in run)
                parts.append(
                    f'<polyline points="{points}" fill="none" stroke="{colour}" '
                    f'stroke-width="2" stroke-linejoin="round"{dashed}/>'
                )
    parts.append("</svg>")
    return "".join(parts)


def stacked_bars(
    *,
    chart_id: str,
    title: str,
    labels: Sequence[str],
    series: Sequence[Series],
    description: str = "",
    unit: str = "",
    integer: bool = True,
) -> str:
    """One bar per label, the series stacked in their order from the bottom up."""
    parts = _open(chart_id, title, description, HEIGHT)
    legend, top = _legend(series, lines=False)
    parts += legend
    bottom = HEIGHT - BOTTOM
    n = len(labels)
    totals = [sum(s.values[i] or 0 for s in series if i < len(s.values)) for i in range(n)]
    axis, highest = _y_axis(
        max(totals, default=0), top=top, bottom=bottom, integer=integer, unit=unit
    )
    parts += axis
    band = (WIDTH - RIGHT - LEFT) / max(n, 1)
    width = max(1.0, band * 0.72)
    xs = [LEFT + band * (i + 0.5) for i in range(n)]
    parts += _x_labels(labels, xs, bottom)
    if not any(totals):
        parts.append(_empty(top, bottom))
    for i, label in enumerate(labels):
        base = float(bottom)
        for j, s in enumerate(series):
            value = s.values[i] if i < len(s.values) else None
            if not value:
                continue
            height = (bottom - top) * value / highest
            base -= height
            parts.append(
                f'<rect x="{xs[i] - width / 2:.1f}" y="{base:.1f}" width="{width:.1f}" '
                f'height="{height:.1f}" fill="{COLOURS[j % len(COLOURS)]}" stroke="#ffffff" '
                f'stroke-width="0.6"><title>{_text(label)} · {_text(s.name)}: '
                f"{_text(number(value))}</title></rect>"
            )
    parts.append("</svg>")
    return "".join(parts)


def horizontal_bars(
    *,
    chart_id: str,
    title: str,
    labels: Sequence[str],
    series: Sequence[Series],
    description: str = "",
) -> str:
    """One row per label, its bar the series stacked left to right and its total at the end;
    the height grows with the rows. Long labels are shortened (the table has them whole)."""
    legend, top = _legend(series, lines=False) if len(series) > 1 else ([], 12)
    rows = max(len(labels), 1)
    height = top + rows * BAR_ROW + 10
    parts = _open(chart_id, title, description, height)
    parts += legend
    totals = [
        sum(s.values[i] or 0 for s in series if i < len(s.values)) for i in range(len(labels))
    ]
    highest = max(totals, default=0) or 1.0
    start = LEFT + LABEL_WIDTH - 40
    span = WIDTH - RIGHT - start - 48
    if not any(totals):
        parts.append(
            f'<text x="{WIDTH / 2:.1f}" y="{top + 16}" text-anchor="middle" fill="{MUTED}">'
            f"{EMPTY_NOTE}</text>"
        )
    for i, label in enumerate(labels):
        y = top + i * BAR_ROW
        parts.append(
            f'<text x="{start - 8}" y="{y + 16}" text-anchor="end">{_text(_short(label))}</text>'
        )
        x = float(start)
        for j, s in enumerate(series):
            value = s.values[i] if i < len(s.values) else None
            if not value:
                continue
            width = span * value / highest
            parts.append(
                f'<rect x="{x:.1f}" y="{y + 4}" width="{width:.1f}" height="{BAR_ROW - 8}" '
                f'fill="{COLOURS[j % len(COLOURS)]}" stroke="#ffffff" stroke-width="0.6">'
                f"<title>{_text(s.name)}: {_text(number(value))}</title></rect>"
            )
            x += width
        parts.append(f'<text x="{x + 6:.1f}" y="{y + 16}">{_text(number(totals[i]))}</text>')
    parts.append("</svg>")
    return "".join(parts)
