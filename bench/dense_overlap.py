"""How much of the exact top 50 the dense leg's HNSW search returns (overlap@50).

Rule: measure the leg as the service runs it. For each project and query the query is embedded
once, as the leg does it, then :func:`memoryapp.retrieval.dense_leg` runs twice on the same
vector: through the HNSW index with pgvector's iterative scans (the scope treated as large, so
the index is used whatever its size) and exactly (the scope treated as small). Overlap@k is
the share of the exact top k the HNSW search also returned (and, with ties, the share of HNSW
hits at least as near as the exact k-th: a store that holds a text twice has two equally good
answers); the leg's own choice for the
project's real size is recorded too ("exact" below ``MEMORY_DENSE_EXACT_BELOW`` memories).

The databases are the other benchmarks' (nothing is loaded here):

- ``--data-dir .data/bench-latency --projects lat-1k,lat-10k,lat-100k`` (bench/latency.py's
  100k store and the two smaller projects sharing its index);
- ``--data-dir .data/bench --projects <LoCoMo slugs>`` (bench/locomo.py's five conversations,
  about 600 memories each; ``--projects locomo`` takes every project whose slug starts so).

Queries: the LoCoMo development questions (../shared/fixtures/locomo_dev.json, read there).

Run from the project root, after the benchmark that made the data:
    .venv/bin/python bench/dense_overlap.py --data-dir .data/bench-latency \\
        --projects lat-1k,lat-10k,lat-100k [--queries 200] [--output dense-overlap]
Writes bench/results/<output>.json and .png.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

PROJECT_ROOT = Path(__file__).resolve().parents[1]
if str(PROJECT_ROOT) not in sys.path:
    sys.path.insert(0, str(PROJECT_ROOT))

from bench.common import LOCOMO, RESULTS, pyplot, save_figure, say, write_json  # noqa: E402

# Treated as large or small whatever its real size, so the leg takes the path asked for.
LARGE = 10**12
SMALL = 0


def questions(limit: int) -> list[str]:
    samples = json.loads(LOCOMO.read_text())
    found = [str(qa["question"]) for sample in samples for qa in sample["qa"] if qa.get("question")]
    return found[:limit]


@dataclass
class Tally:
    """Per query: the overlap share, the share with ties, and each search's time."""

    shares: list[float] = field(default_factory=list)
    near: list[float] = field(default_factory=list)
    searches: dict[str, int] = field(default_factory=dict)
    hnsw_ms: list[float] = field(default_factory=list)
    exact_ms: list[float] = field(default_factory=list)


def timed_leg(project: Any, query: str, scope: Any, vector: Any, rows: int) -> tuple[Any, float]:
    from memoryapp.retrieval import dense_leg

    started = time.perf_counter()
    leg = dense_leg(project=project, query=query, scope=scope, embedded=vector, rows_in_scope=rows)
    return leg, (time.perf_counter() - started) * 1000


def measure(project: Any, scope: Any, queries: Sequence[str]) -> Tally:
    from memoryapp.retrieval import embed_query

    tally = Tally()
    for query in queries:
        vector = embed_query(query)
        hnsw, ms = timed_leg(project, query, scope, vector, LARGE)
        tally.hnsw_ms.append(ms)
        exact, ms = timed_leg(project, query, scope, vector, SMALL)
        tally.exact_ms.append(ms)
        how = hnsw.search or "skipped"
        tally.searches[how] = tally.searches.get(how, 0) + 1
        wanted = {h.memory_id for h in exact.hits}
        if wanted:
            tally.shares.append(len(wanted & {h.memory_id for h in hnsw.hits}) / len(wanted))
            # Ties: a store may hold one text many times (bench/latency.py's corpus does), and
            # an equally near copy is as good an answer; count the HNSW hits at least as near
            # as the exact k-th.
            kth = min(h.score for h in exact.hits) - 1e-6
            tally.near.append(min(1.0, sum(1 for h in hnsw.hits if h.score >= kth) / len(wanted)))
    return tally


def summary(slug: str, rows: int, k: int, tally: Tally, default: str) -> dict[str, Any]:
    shares, near = tally.shares, tally.near
    return {
        "project": slug,
        "memories_in_scope": rows,
        "queries": len(shares),
        "k": k,
        "overlap_at_k": {
            "mean": round(statistics.fmean(shares), 4) if shares else None,
            "median": round(statistics.median(shares), 4) if shares else None,
            "min": round(min(shares), 4) if shares else None,
            "full": sum(1 for s in shares if s == 1.0),
        },
        # The same with ties: HNSW hits at least as near as the exact k-th hit.
        "recall_at_k_with_ties": {
            "mean": round(statistics.fmean(near), 4) if near else None,
            "min": round(min(near), 4) if near else None,
        },
        "hnsw_searches": tally.searches,
        "hnsw_ms_median": round(statistics.median(tally.hnsw_ms), 2),
        "exact_ms_median": round(statistics.median(tally.exact_ms), 2),
        "leg_default_for_this_size": default,
    }


def overlap(project_slug: str, queries: Sequence[str], k: int) -> dict[str, Any]:
    from django.conf import settings

    from memoryapp.models import Project
    from memoryapp.retrieval import Scope, forget_retrieval_config, population

    project = Project.objects.get(slug=project_slug)
    scope = Scope()
    settings.MEMORY_RETRIEVAL_CANDIDATES = k
    # Retrieval reads its settings once; a direct assignment sends no settings-changed signal.
    forget_retrieval_config()
    rows = population(project=project, scope=scope)
    tally = measure(project, scope, queries)
    default = "exact" if rows < int(settings.MEMORY_DENSE_EXACT_BELOW) else "hnsw iterative"
    result = summary(project_slug, rows, k, tally, default)
    say(
        f"[overlap] {project_slug}: {rows} memories, overlap@{k} mean "
        f"{result['overlap_at_k']['mean']} (min {result['overlap_at_k']['min']}, "
        f"{result['overlap_at_k']['full']} of {len(tally.shares)} complete; with ties "
        f"{result['recall_at_k_with_ties']['mean']}, min {result['recall_at_k_with_ties']['min']}"
        "); hnsw "
        f"{result['hnsw_ms_median']} ms, exact {result['exact_ms_median']} ms median; "
        f"the leg searches {default} here"
    )
    return result


def plot(report: dict[str, Any], path: Path) -> None:
    plt = pyplot()
    projects = report["projects"]
    names = [p["project"] for p in projects]
    fig, (left, right) = plt.subplots(1, 2, figsize=(10, 4))
    left.bar(names, [p["overlap_at_k"]["mean"] or 0 for p in projects], color="#4c72b0")
    left.set_ylim(0, 1.05)
    left.set_ylabel(f"mean overlap@{report['k']} with exact")
    left.set_title("HNSW (iterative scans) against exact search")
    width = 0.4
    xs = range(len(names))
    right.bar(
        [x - width / 2 for x in xs],
        [p["hnsw_ms_median"] for p in projects],
        width,
        label="hnsw iterative",
    )
    right.bar(
        [x + width / 2 for x in xs], [p["exact_ms_median"] for p in projects], width, label="exact"
    )
    right.set_xticks(list(xs), names)
    right.set_ylabel("dense leg SQL + rows, median ms")
    right.legend()
    for axis in (left, right):
        axis.tick_params(axis="x", rotation=30)
    save_figure(fig, path)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data-dir", type=Path, default=PROJECT_ROOT / ".data" / "bench-latency")
    parser.add_argument("--projects", default="lat-1k,lat-10k,lat-100k")
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--k", type=int, default=50)
    parser.add_argument("--output", default="dense-overlap")
    parser.add_argument(
        "--ef-search", type=int, default=None, help="the HNSW beam (default: the setting's)"
    )
    args = parser.parse_args(argv)

    os.environ["MEMORY_DATA_DIR"] = str(args.data_dir.resolve())
    if args.ef_search:
        os.environ["MEMORY_HNSW_EF_SEARCH"] = str(args.ef_search)
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    from config import embedded

    with embedded.services(durable=False, data=args.data_dir.resolve()) as env:
        os.environ.update(env)
        import django

        django.setup()
        from django.conf import settings

        from memoryapp.models import Project

        slugs = [s.strip() for s in args.projects.split(",") if s.strip()]
        if slugs == ["locomo"]:
            slugs = sorted(
                Project.objects.filter(slug__startswith="locomo").values_list("slug", flat=True)
            )
        queries = questions(args.queries)
        say(f"[overlap] {len(queries)} LoCoMo questions, k={args.k}, projects {slugs}")
        report = {
            "command": " ".join([Path(sys.executable).name, *sys.argv]),
            "at": datetime.now(UTC).isoformat(timespec="seconds"),
            "load_average": os.getloadavg(),
            "k": args.k,
            "hnsw_ef_search": int(settings.MEMORY_HNSW_EF_SEARCH),
            "projects": [overlap(slug, queries, args.k) for slug in slugs],
        }
    out = write_json(RESULTS / f"{args.output}.json", report)
    plot(report, RESULTS / f"{args.output}.png")
    say(f"[overlap] wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
