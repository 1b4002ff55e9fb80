"""The evaluation report for people: a text table of the conditions, and a plot of them."""

from __future__ import annotations

from pathlib import Path
from typing import Any

COLUMNS = (
    ("current_correct", "current"),
    ("historical_correct", "historical"),
    ("stale_harm", "stale harm"),
    ("untrusted_admitted", "untrusted"),
    ("unreviewed_admitted", "unreviewed"),
    ("excluded_admitted", "excluded"),
    ("evidence_recall", "evidence"),
    ("open_loops_found", "open loops"),
    ("route_correct", "route"),
    ("fallback_identical", "fallback"),
    ("tokens", "tokens"),
    ("latency_ms", "ms p50"),
)
# The measures a plot shows as bars (fractions, 0..1); tokens and latency are in the table.
PLOTTED = COLUMNS[:10]


def _cell(value: Any) -> str:
    if value is None:
        return "-"
    if isinstance(value, float):
        return f"{value:.2f}" if value <= 1 else f"{value:.1f}"
    return str(value)


def table(conditions: dict[str, dict[str, Any]]) -> str:
    """A Markdown table, one row per condition (the one docs/evaluation.md shows)."""
    header = "| condition | " + " | ".join(title for _, title in COLUMNS) + " |"
    lines = [header, "|" + "---|" * (len(COLUMNS) + 1)]
    for name, measures in conditions.items():
        if not measures.get("available"):
            reason = measures.get("reason", "")
            lines.append(f"| {name} | not available: {reason} |" + " |" * (len(COLUMNS) - 1))
            continue
        cells = " | ".join(_cell(measures.get(key)) for key, _ in COLUMNS)
        lines.append(f"| {name} | {cells} |")
    return "\n".join(lines)


def plot(report: dict[str, Any], path: Path) -> None:
    """Grouped bars of the fraction measures per condition, written to ``path`` (PNG)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    shown = {name: m for name, m in report["conditions"].items() if m.get("available")}
    figure, axes = plt.subplots(figsize=(11, 4.5))
    width = 0.8 / max(1, len(shown))
    for offset, (name, measures) in enumerate(shown.items()):
        values = [measures.get(key) or 0.0 for key, _ in PLOTTED]
        positions = [i + offset * width for i in range(len(PLOTTED))]
        axes.bar(positions, values, width, label=name)
    axes.set_xticks([i + width * (len(shown) - 1) / 2 for i in range(len(PLOTTED))])
    axes.set_xticklabels([title for _, title in PLOTTED])
    axes.set_ylim(0, 1.05)
    axes.set_ylabel("fraction of tasks")
    suite = report["suite"]
    unavailable = [n for n, m in report["conditions"].items() if not m.get("available")]
    note = f" ({', '.join(unavailable)} not available)" if unavailable else ""
    axes.set_title(
        f"Memory conditions on {suite['scenarios']} scenarios, {suite['tasks']} tasks{note}"
    )
    axes.legend(ncol=len(shown), loc="upper center", bbox_to_anchor=(0.5, -0.1))
    figure.tight_layout()
    figure.savefig(path, dpi=110)
    plt.close(figure)
