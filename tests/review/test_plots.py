"""The overview's server-side charts (review/plots.py): well-formed SVG whatever the data, every
label escaped, an accessible name, and sensible axes. Pure functions: no database."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Callable, Sequence

import pytest

from review import plots
from review.plots import EMPTY_NOTE, Series

NS = "{http://www.w3.org/2000/svg}"
HOSTILE = '<script>alert("x")</script> & <img src=x onerror=alert(1)>'

Chart = Callable[..., str]
CHARTS: list[Chart] = [plots.line_chart, plots.stacked_bars, plots.horizontal_bars]


def draw(chart: Chart, labels: Sequence[str], series: Sequence[Series], **extra: str) -> str:
    return chart(chart_id="c1", title="A chart", labels=labels, series=series, **extra)


def parse(markup: str) -> ET.Element:
    root = ET.fromstring(markup)
    assert root.tag == f"{NS}svg"
    return root


def texts(root: ET.Element) -> list[str]:
    return [t.text or "" for t in root.iter(f"{NS}text")]


def data_rects(root: ET.Element) -> list[ET.Element]:
    """The bars (each carries a tooltip title; the legend's swatches do not)."""
    return [r for r in root.iter(f"{NS}rect") if r.find(f"{NS}title") is not None]


@pytest.mark.parametrize("chart", CHARTS)
def test_a_chart_is_well_formed_and_named_for_screen_readers(chart: Chart) -> None:
    root = parse(
        draw(
            chart,
            ["1 Dec", "2 Dec", "3 Dec"],
            [Series("one", [1, 2, 3]), Series("two", [0, 4, 1])],
            description="Totals: one 6, two 5.",
        )
    )
    assert root.get("role") == "img"
    assert root.get("viewBox", "").startswith("0 0 640 ")
    assert root.get("width") is None  # CSS sizes it; the viewBox keeps its proportions
    title, desc = root.find(f"{NS}title"), root.find(f"{NS}desc")
    assert title is not None and title.text == "A chart"
    assert desc is not None and desc.text == "Totals: one 6, two 5."
    assert root.get("aria-labelledby") == title.get("id") == "c1-title"
    assert root.get("aria-describedby") == desc.get("id") == "c1-desc"
    assert {"one", "two"} <= set(texts(root))  # the legend


@pytest.mark.parametrize("chart", CHARTS)
def test_every_piece_of_text_is_escaped(chart: Chart) -> None:
    markup = chart(
        chart_id='x" onload="alert(1)',
        title=HOSTILE,
        labels=[HOSTILE[:20]],
        series=[Series(HOSTILE, [1]), Series("b", [2])],
        description=HOSTILE,
    )
    assert "<script" not in markup and "<img" not in markup
    root = parse(markup)
    assert not [e for e in root.iter() if e.tag in (f"{NS}script", f"{NS}img")]
    assert root.get("onload") is None
    title = root.find(f"{NS}title")
    assert title is not None and title.text == HOSTILE
    assert HOSTILE in texts(root)  # the legend shows the name whole, as text


@pytest.mark.parametrize("chart", CHARTS)
def test_no_data_at_all_is_still_a_chart_that_says_so(chart: Chart) -> None:
    root = parse(draw(chart, [], []))
    assert EMPTY_NOTE in texts(root)
    assert not data_rects(root) and root.find(f".//{NS}polyline") is None


@pytest.mark.parametrize("chart", CHARTS)
def test_all_zeros_draws_no_bars_and_says_there_is_nothing(chart: Chart) -> None:
    root = parse(draw(chart, ["a", "b", "c"], [Series("s", [0, 0, 0])]))
    assert EMPTY_NOTE in texts(root)
    assert not data_rects(root)


def test_a_single_point_is_a_dot() -> None:
    root = parse(draw(plots.line_chart, ["1 Dec"], [Series("p50", [12.5])]))
    assert len(list(root.iter(f"{NS}circle"))) == 1
    assert root.find(f".//{NS}polyline") is None
    assert "1 Dec" in texts(root) and EMPTY_NOTE not in texts(root)


def test_a_missing_value_breaks_the_line() -> None:
    root = parse(draw(plots.line_chart, list("abcd"), [Series("p50", [1, None, 2, 3])]))
    (line,) = root.iter(f"{NS}polyline")
    assert len(line.get("points", "").split()) == 2  # c and d; a is a dot of its own
    assert len(list(root.iter(f"{NS}circle"))) == 1


def test_lines_differ_by_dashes_as_well_as_colours() -> None:
    series = [Series(f"s{i}", [1, 2, 3]) for i in range(3)]
    root = parse(draw(plots.line_chart, list("abc"), series))
    lines = list(root.iter(f"{NS}polyline"))
    assert len({line.get("stroke") for line in lines}) == 3
    assert len({line.get("stroke-dasharray") for line in lines}) == 3


def test_stacked_bars_stack_each_label_and_skip_zero_segments() -> None:
    root = parse(draw(plots.stacked_bars, ["a", "b"], [Series("x", [1, 0]), Series("y", [3, 2])]))
    bars = data_rects(root)
    assert len(bars) == 3
    heights = [float(b.get("height", "0")) for b in bars]
    # a's two segments together are as tall as 4 units; b's one is 2 of them.
    assert heights[0] + heights[1] == pytest.approx(2 * heights[2])
    assert [t.text for b in bars for t in b.iter(f"{NS}title")] == [
        "a · x: 1",
        "a · y: 3",
        "b · y: 2",
    ]


def test_horizontal_bars_shorten_long_labels_and_show_totals() -> None:
    long = "an agent with a very long name indeed"
    root = parse(draw(plots.horizontal_bars, [long, "b"], [Series("n", [7, 3])]))
    labels = texts(root)
    assert long not in labels
    assert any(t.endswith("…") and long.startswith(t[:-1]) for t in labels)
    assert {"7", "3"} <= set(labels)
    widths = [float(r.get("width", "0")) for r in data_rects(root)]
    assert widths[0] == pytest.approx(widths[1] * 7 / 3, abs=0.2)  # drawn to 0.1 px


def test_a_long_window_labels_at_most_a_few_days_and_always_the_last() -> None:
    labels = [f"d{i}" for i in range(90)]
    root = parse(draw(plots.stacked_bars, labels, [Series("n", [1] * 90)]))
    shown = [t for t in texts(root) if t.startswith("d")]
    assert shown[-1] == "d89" and len(shown) <= plots.MAX_X_LABELS


@pytest.mark.parametrize(
    ("top", "integer", "expected"),
    [
        (0, True, [0, 1]),
        (1, True, [0, 1]),
        (3, True, [0, 1, 2, 3]),
        (7, True, [0, 2, 4, 6, 8]),
        (40, False, [0, 10, 20, 30, 40]),
        (0.3, False, [0, 0.1, 0.2, 0.3]),
        (1234, False, [0, 500, 1000, 1500]),
    ],
)
def test_axis_values_are_round_and_reach_the_top(
    top: float, integer: bool, expected: list[float]
) -> None:
    assert plots.ticks(top, integer=integer) == pytest.approx(expected)


@pytest.mark.parametrize(
    ("value", "shown"),
    [(0, "0"), (12, "12"), (12.34, "12.3"), (1500, "1.5k"), (12_000, "12k"), (-3, "-3")],
)
def test_numbers_are_short(value: float, shown: str) -> None:
    assert plots.number(value) == shown
