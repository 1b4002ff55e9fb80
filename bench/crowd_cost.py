"""What a /context call costs among a crowd: stage latencies and tokens on the crowd family.

Rule: the scenarios of ``eval/scenarios/crowd`` (each among 150-260 distractors) are loaded
once, each into a project of its own, in ephemeral embedded servers, and embedded with the
configured model; then every task goes through ``context_build`` ``--passes`` times (the
product's stages, as N5). The stage latencies are the traces' own ``latency_ms`` (``decide_ms``
holds the selection in a crowd: anchors, chain walks and the statement that reads the
candidates' subjects), the tokens the bundles'. Medians are written down with the load of the
machine: on a shared machine the whole call moves by several ms between runs, so compare a
stage between runs of the code before and after made one after the other (run this file from a
worktree of the older commit, copied there, for the "before").

Run from the project root: .venv/bin/python bench/crowd_cost.py [--passes 5]
Writes bench/results/crowd_cost.json and crowd_cost.png.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

PROJECT_ROOT = Path(__file__).resolve().parents[1]
if str(PROJECT_ROOT) not in sys.path:
    sys.path.insert(0, str(PROJECT_ROOT))

from bench.common import RESULTS, pyplot, report_header, save_figure, say, write_json  # noqa: E402
from bench.stack import on_ephemeral_services  # noqa: E402

STAGES = ("legs_ms", "fusion_ms", "temporal_ms", "decide_ms", "pack_ms", "total_ms")


def measure(passes: int, output: Path) -> dict[str, Any]:
    """Inside the ephemeral servers: load, ask, and write the report."""
    import django

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    django.setup()
    from django.core.management import call_command

    from memoryapp.evaluation.conditions import BY_NAME
    from memoryapp.evaluation.load import scenario_load
    from memoryapp.evaluation.run import _request
    from memoryapp.evaluation.scenarios import read_suite
    from memoryapp.services.context import context_build
    from memoryapp.services.embeddings import memory_embed_batch

    call_command("migrate", verbosity=0)
    scenarios = [s for s in read_suite(PROJECT_ROOT / "eval" / "scenarios") if s.family == "crowd"]
    loaded = []
    for number, scenario in enumerate(scenarios, 1):
        one = scenario_load(scenario=scenario, slug=f"crowd-cost-{number:03d}")
        memory_embed_batch(memory_ids=list(one.ids.values()))
        loaded.append(one)
    say(f"loaded {len(loaded)} scenarios; asking each task {passes} times")
    stages: dict[str, list[float]] = {stage: [] for stage in STAGES}
    tokens: list[int] = []
    for _ in range(passes):
        for one in loaded:
            for task in one.scenario.tasks:
                request = _request(task, BY_NAME["N5"])
                outcome = context_build(
                    project=one.project,
                    query=request.query,
                    route=request.route,
                    temporal=request.temporal.model_dump() if request.temporal else None,
                )
                for stage in STAGES:
                    stages[stage].append(float(outcome.trace.latency_ms[stage]))
                tokens.append(outcome.tokens)
    report = {
        **report_header("bench/crowd_cost.py", [f"--passes={passes}"], {}),
        "scenarios": len(loaded),
        "calls": len(tokens),
        "median_ms": {stage: round(statistics.median(v), 3) for stage, v in stages.items()},
        "p95_ms": {
            stage: round(statistics.quantiles(v, n=20)[-1], 3) for stage, v in stages.items()
        },
        "tokens_mean": round(statistics.fmean(tokens), 1),
        "load_avg_at_end": [round(x, 2) for x in os.getloadavg()],
    }
    write_json(output.with_suffix(".json"), report)
    plt = pyplot()
    fig, axes = plt.subplots(figsize=(8, 3.5))
    axes.bar(list(report["median_ms"]), list(report["median_ms"].values()))
    axes.set_ylabel("median ms")
    axes.set_title(f"/context stages on the crowd family ({len(tokens)} calls)")
    save_figure(fig, output.with_suffix(".png"))
    say(f"median ms {report['median_ms']}; tokens {report['tokens_mean']}")
    return report


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--passes", type=int, default=5)
    parser.add_argument("--output", type=Path, default=RESULTS / "crowd_cost")
    parser.add_argument("--inside", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.inside:
        measure(args.passes, args.output)
        return 0
    inner = [sys.executable, __file__, "--inside", f"--passes={args.passes}"]
    inner += ["--output", str(args.output)]
    with tempfile.TemporaryDirectory(prefix="bench-crowd-cost-") as data_dir:
        return on_ephemeral_services(inner, data_dir, migrate=False)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
