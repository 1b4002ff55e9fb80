"""What ``bench/locomo.py`` prints (recall tables) and plots (``bench/results/locomo.png``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from bench.common import pyplot, save_figure, say
from bench.locomo_fixture import CATEGORIES, KS, SYSTEMS

LABELS = {
    "fused": "fused (/search)",
    "lexical": "lexical leg",
    "dense": "dense leg (HNSW)",
    "entity": "entity leg",
    "dense_exact": "dense, exact cosine",
    "bm25": "BM25 (bench)",
}


def print_tables(report: dict[str, Any]) -> None:
    recall = report["recall"]
    header = f"{'system':<30}" + "".join(f"{'@' + str(k):>8}" for k in KS)
    say("")
    say(f"Recall (%) over {report['counts']['questions_used']} questions, all categories")
    say(header)
    for system in SYSTEMS:
        row = recall[system]["overall"]
        say(f"{LABELS[system]:<30}" + "".join(f"{row[str(k)]:>8.1f}" for k in KS))
    for name, published in report["published"].items():
        say(f"{name:<30}" + "".join(f"{published[str(k)]:>8.1f}" for k in KS))
    for category in CATEGORIES.values():
        n = recall["fused"][category]["n"]
        say("")
        say(f"{category} (n = {n})")
        say(header)
        for system in SYSTEMS:
            row = recall[system][category]
            say(f"{LABELS[system]:<30}" + "".join(f"{row[str(k)]:>8.1f}" for k in KS))


def plot(report: dict[str, Any], path: Path) -> None:
    plt = pyplot()
    recall = report["recall"]
    fig, (left, right) = plt.subplots(1, 2, figsize=(13, 5))
    styles = {
        "fused": ("tab:red", "-", "o"),
        "lexical": ("tab:blue", "-", "s"),
        "dense": ("tab:green", "-", "^"),
        "bm25": ("tab:purple", "-", "v"),
    }
    for system, (color, line, marker) in styles.items():
        values = [recall[system]["overall"][str(k)] for k in KS]
        left.plot(KS, values, color=color, linestyle=line, marker=marker, label=LABELS[system])
    for (name, published), color in zip(
        report["published"].items(), ("black", "grey"), strict=True
    ):
        values = [published[str(k)] for k in KS]
        left.plot(KS, values, color=color, linestyle="--", marker=".", label=name)
    left.set_xscale("log")
    left.set_xticks(list(KS), [str(k) for k in KS])
    left.minorticks_off()
    left.set_xlabel("k (turns retrieved)")
    left.set_ylabel("recall of evidence turns (%)")
    left.set_title(
        f"LoCoMo dev, {report['counts']['questions_used']} questions, "
        f"{report['counts']['memories']} turns"
    )
    left.grid(alpha=0.3)
    left.legend(fontsize=8)

    cats = list(CATEGORIES.values())
    systems = ("fused", "lexical", "dense", "bm25")
    width = 0.8 / len(systems)
    for i, system in enumerate(systems):
        values = [recall[system][c]["10"] for c in cats]
        positions = [x + (i - (len(systems) - 1) / 2) * width for x in range(len(cats))]
        left_color = styles[system][0]
        right.bar(positions, values, width=width, color=left_color, label=LABELS[system])
    right.set_xticks(
        range(len(cats)), [f"{c}\n(n={recall['fused'][c]['n']})" for c in cats], fontsize=8
    )
    right.set_ylabel("recall@10 (%)")
    right.set_title("recall@10 per question category")
    right.grid(alpha=0.3, axis="y")
    right.legend(fontsize=8)
    save_figure(fig, path)
