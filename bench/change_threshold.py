"""How close a change statement is to the memory it replaces, on the evaluation suite.

The cosine is one part of the rule (``match_change`` in memoryapp/domain/change_match.py, with
its bar ``CHANGE_MATCH_AT``) that decides, for a proposal without a subject that describes a
change, whether a candidate head of its type is the one it replaces; this bench shows the
cosine alone (bench/change_phrasing.py measures the whole rule). Measured here on our own
suite (eval/scenarios): every semantic or procedural memory that supersedes another is a
positive pair (successor, predecessor); every other semantic or procedural memory of the same
scenario and type that shares an entity with the successor and is not in its chain is a
negative pair. Cosines come
from the local model the service embeds with. Reported: both distributions, and for each
candidate threshold how many positives it finds and how many negatives it would wrongly stage.

Run from the project root: .venv/bin/python bench/change_threshold.py
Writes bench/results/change_threshold.json and change_threshold.png.
"""

from __future__ import annotations

import json
import os
import statistics
import sys
from pathlib import Path
from typing import Any

PROJECT_ROOT = Path(__file__).resolve().parents[1]
if str(PROJECT_ROOT) not in sys.path:
    sys.path.insert(0, str(PROJECT_ROOT))

from bench.common import RESULTS, pyplot, save_figure, say, write_json  # noqa: E402

SUITE = PROJECT_ROOT / "eval" / "scenarios"
THRESHOLDS = [round(0.30 + 0.05 * n, 2) for n in range(11)]


def pairs() -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    positives: list[tuple[str, str]] = []
    negatives: list[tuple[str, str]] = []
    for path in sorted(SUITE.glob("*/*.json")):
        history = json.loads(path.read_text())["history"]
        by_ref = {m["ref"]: m for m in history}
        chain_of: dict[str, set[str]] = {m["ref"]: {m["ref"]} for m in history}
        for m in history:
            targets = m.get("supersedes") or []
            for t in [targets] if isinstance(targets, str) else targets:
                joined = chain_of[m["ref"]] | chain_of[t]
                for ref in joined:
                    chain_of[ref] = joined
        for m in history:
            if m["type"] not in ("semantic", "procedural") or not m.get("supersedes"):
                continue
            targets = m["supersedes"]
            for t in [targets] if isinstance(targets, str) else targets:
                positives.append((m["content"], by_ref[t]["content"]))
            names = {e.casefold() for e in m.get("entities", [])}
            for other in history:
                if (
                    other["type"] == m["type"]
                    and other["ref"] not in chain_of[m["ref"]]
                    and names & {e.casefold() for e in other.get("entities", [])}
                ):
                    negatives.append((m["content"], other["content"]))
    return positives, negatives


def cosines(model: Any, items: list[tuple[str, str]]) -> list[float]:
    """The cosine of each pair (the model's vectors are unit length)."""
    import numpy as np

    if not items:
        return []
    left = np.array(model.embed([a for a, _ in items]))
    right = np.array(model.embed([b for _, b in items]))
    return [round(float(x), 4) for x in (left * right).sum(axis=1)]


def threshold_rows(pos: list[float], neg: list[float]) -> list[dict[str, Any]]:
    rows = []
    for t in THRESHOLDS:
        found = sum(c >= t for c in pos)
        wrong = sum(c >= t for c in neg)
        rows.append({"threshold": t, "positives_found": found, "negatives_staged": wrong})
        say(f"  at {t:.2f}: finds {found}/{len(pos)} replaced heads, {wrong}/{len(neg)} wrong ones")
    return rows


def build_report(pos: list[float], neg: list[float], chosen: float) -> dict[str, Any]:
    return {
        "command": ".venv/bin/python bench/change_threshold.py",
        "chosen": chosen,
        "positives": {
            "n": len(pos),
            "min": min(pos, default=None),
            "median": statistics.median(pos) if pos else None,
        },
        "negatives": {
            "n": len(neg),
            "max": max(neg, default=None),
            "median": statistics.median(neg) if neg else None,
        },
        "thresholds": threshold_rows(pos, neg),
        "positive_cosines": pos,
        "negative_cosines": neg,
    }


def plot(pos: list[float], neg: list[float], chosen: float) -> None:
    fig, ax = pyplot().subplots(figsize=(7, 4))
    bins = [0.05 * n for n in range(21)]
    ax.hist(pos, bins=bins, alpha=0.6, label="successor vs the head it replaced")
    ax.hist(neg, bins=bins, alpha=0.6, label="successor vs another head sharing an entity")
    ax.axvline(chosen, color="black", linestyle="--", label=f"CHANGE_MATCH_AT {chosen}")
    ax.set_xlabel("cosine (all-MiniLM-L6-v2)")
    ax.set_ylabel("pairs")
    ax.legend(fontsize=8)
    save_figure(fig, RESULTS / "change_threshold.png", dpi=120)


def main() -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django

    django.setup()
    from memoryapp.domain.change_match import CHANGE_MATCH_AT
    from memoryapp.services.embeddings import provider

    positives, negatives = pairs()
    say(f"{len(positives)} positive pairs, {len(negatives)} negative pairs from {SUITE}")
    model = provider()
    pos, neg = cosines(model, positives), cosines(model, negatives)
    report = build_report(pos, neg, CHANGE_MATCH_AT)
    write_json(RESULTS / "change_threshold.json", report, indent=1)
    plot(pos, neg, CHANGE_MATCH_AT)
    say(f"wrote {RESULTS / 'change_threshold.json'} and change_threshold.png")


if __name__ == "__main__":
    main()
