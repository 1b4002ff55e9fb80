"""The retrieval levers on the LoCoMo development split, each alone and combined, through the API.

Rule: every configuration is one full run of ``bench/locomo.py`` (the served stack, the real
HTTP API, a fresh database) with the levers switched by their settings, so each figure is what
an agent would get from a service started with those settings. Levers:

- score fusion (always on: it replaced rank fusion), with the dense leg's weight at 1.0 (the
  default) or 0.25 (the weight rank fusion used);
- time cues (``MEMORY_RETRIEVAL_TIME_CUES``);
- session neighbours (``MEMORY_RETRIEVAL_NEIGHBOUR_SPREAD``, 0 = off).

Reported side by side per configuration: recall@5/10/25/50 of the lexical leg, the dense leg
and the fused ranking, and the cost per query (server-side median of the whole search, and of
the fusion stage, which holds the levers' own work). There is no reranked ranking: no
cross-encoder ships as a PyPI package with its weights (see docs/retrieval.md).

Run from the project root: .venv/bin/python bench/locomo_levers.py
Writes bench/results/locomo_levers.json and locomo_levers.png (the runs' own files go to a
temporary directory).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

PROJECT_ROOT = Path(__file__).resolve().parents[1]
if str(PROJECT_ROOT) not in sys.path:
    sys.path.insert(0, str(PROJECT_ROOT))

from bench.common import RESULTS, pyplot, save_figure, say, write_json  # noqa: E402

KS = ("5", "10", "25", "50")
TARGET = {"5": 62.0, "10": 72.0, "25": 81.0, "50": 87.0}
# Rank fusion as it stood before this change (commit 9bfa0f3, bench/locomo.py).
RANK_FUSION = {"5": 56.84, "10": 68.08, "25": 77.16, "50": 82.86}

OFF = {"MEMORY_RETRIEVAL_TIME_CUES": "0", "MEMORY_RETRIEVAL_NEIGHBOUR_SPREAD": "0"}
CONFIGURATIONS: dict[str, dict[str, str]] = {
    "score fusion, dense weight 0.25": {**OFF, "MEMORY_RETRIEVAL_WEIGHT_DENSE": "0.25"},
    "score fusion": OFF,
    "score fusion + time cues": {**OFF, "MEMORY_RETRIEVAL_TIME_CUES": "1"},
    "score fusion + neighbours": {**OFF, "MEMORY_RETRIEVAL_NEIGHBOUR_SPREAD": "0.25"},
    "all (the defaults)": {},
}


def run_one(name: str, settings: dict[str, str], folder: Path) -> dict[str, Any]:
    stem = folder / name.replace(" ", "_").replace(",", "").replace("(", "").replace(")", "")
    env = {**os.environ, **settings}
    started = time.perf_counter()
    subprocess.run(
        [sys.executable, "bench/locomo.py", "--context-depths", "", "--output", str(stem)],
        cwd=PROJECT_ROOT,
        env=env,
        check=True,
        stdout=subprocess.DEVNULL,
    )
    report = json.loads(stem.with_name(stem.name + ".json").read_text())
    recall = report["recall"]
    stages = report["latency_ms"]["per_stage_median"]
    row = {
        "settings": settings,
        "recall": {
            leg: {k: recall[leg]["overall"][k] for k in KS} for leg in ("lexical", "dense", "fused")
        },
        "by_category": {
            category: {k: recall["fused"][category][k] for k in KS}
            for category in recall["fused"]
            if category != "overall"
        },
        "search_server_median_ms": report["latency_ms"]["search_server_total_median"],
        "search_server_p95_ms": report["latency_ms"]["search_server_total_p95"],
        "fusion_median_ms": stages.get("fusion_ms"),
        "seconds": round(time.perf_counter() - started, 1),
    }
    fused = row["recall"]["fused"]
    say(
        f"{name}: fused {' / '.join(str(fused[k]) for k in KS)}; search "
        f"{row['search_server_median_ms']} ms, fusion {row['fusion_median_ms']} ms "
        f"({row['seconds']} s)"
    )
    return row


def plot(rows: dict[str, dict[str, Any]], path: Path) -> None:
    fig, ax = pyplot().subplots(figsize=(9, 4.8))
    series = {"rank fusion (before)": RANK_FUSION}
    series.update({name: row["recall"]["fused"] for name, row in rows.items()})
    width = 0.8 / (len(series) + 1)
    for i, (name, recall) in enumerate(series.items()):
        xs = [n + i * width for n in range(len(KS))]
        ax.bar(xs, [recall[k] for k in KS], width, label=name)
    xs = [n + len(series) * width for n in range(len(KS))]
    ax.bar(xs, [TARGET[k] for k in KS], width, label="target", color="none", edgecolor="black")
    ax.set_xticks([n + 0.4 for n in range(len(KS))], [f"recall@{k}" for k in KS])
    ax.set_ylim(40, 95)
    ax.set_ylabel("evidence turns in the top k (%)")
    ax.set_title("LoCoMo development split, fused ranking through /search: each lever")
    ax.legend(fontsize=7, loc="upper left")
    save_figure(fig, path, dpi=120)


def main() -> None:
    started = time.perf_counter()
    rows: dict[str, dict[str, Any]] = {}
    with tempfile.TemporaryDirectory(prefix="locomo-levers-") as folder:
        for n, (name, settings) in enumerate(CONFIGURATIONS.items(), 1):
            say(f"[{n}/{len(CONFIGURATIONS)}] {name}: {settings or 'defaults'}")
            rows[name] = run_one(name, settings, Path(folder))
    report = {
        "benchmark": "LoCoMo development split: retrieval levers alone and combined",
        "generated_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "command": ".venv/bin/python bench/locomo_levers.py",
        "target_fused": TARGET,
        "rank_fusion_before": {"commit": "9bfa0f3", "fused": RANK_FUSION},
        "reranked": "not run: no cross-encoder ships with its weights as a PyPI package",
        "configurations": rows,
        "seconds": round(time.perf_counter() - started, 1),
    }
    write_json(RESULTS / "locomo_levers.json", report, indent=1)
    plot(rows, RESULTS / "locomo_levers.png")
    say("")
    say("| configuration | lexical @5/10/25/50 | dense | fused | search ms | fusion ms |")
    say("|---|---|---|---|---|---|")
    for name, row in rows.items():
        cells = [
            " / ".join(str(row["recall"][leg][k]) for k in KS)
            for leg in ("lexical", "dense", "fused")
        ]
        say(
            f"| {name} | {' | '.join(cells)} | {row['search_server_median_ms']} | "
            f"{row['fusion_median_ms']} |"
        )
    say(f"wrote {RESULTS / 'locomo_levers.json'} and locomo_levers.png")


if __name__ == "__main__":
    main()
