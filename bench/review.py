"""Server time of the owner's list pages with many rows (target: p95 < 100 ms each).

Seeds a fresh database (its own data folder, .data/bench-review, emptied first) with one project
holding ``--pending`` pending chain heads (default 10 000; half of them beside an active near-
duplicate, a fifth about two entities, one in 37 said again, one in 11 a possible conflict, one
in 13 on one of 40 subjects: the queue's groups and triage order), 500 rejected ones, 100 active
memories, 2 000 context traces of 20 candidates, 10 000 captured events in 1 000 sessions plus
one session of 1 000 events, and 100 API tokens. Then times every list page (the review queue
with and without filters, a deep cursor page and the htmx partial; the rejected list; the memory
browser; the traces; the sessions and one session's events; the tokens) and the health page,
through django.test.Client with a logged-in owner: URL routing, middleware, session and auth,
the queries and the template. Network and the browser are not included.

As in production, DEBUG is off and the cached template loader is on (both are checked and
written down). The tables are vacuumed and analyzed after seeding, as autovacuum would have.
Usage::

    .venv/bin/python bench/review.py [--pending 10000] [--runs 50]
        [--baseline bench/results/review-before.json] [--output review.json] [--reuse]

Prints each page's median and p95 (wall and process CPU) and writes bench/results/review.json
and bench/results/review.png (``--output`` names them). ``--baseline`` adds an earlier run's
medians to both, for comparison; ``--reuse`` measures the previous run's data again without
seeding. The machine's load average is recorded before, during and after: other processes on
the machine stretch wall time (and, on shared cores, this process's CPU time too).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import shutil
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
DATA = ROOT / ".data" / "bench-review"
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
os.environ["MEMORY_DATA_DIR"] = str(DATA)
os.environ["DEBUG"] = "false"  # production settings: no query log, cached templates
# Creating rows directly needs no embeddings; keep the model out of the measurement.
os.environ.setdefault("MEMORY_EMBEDDINGS", "none")

from bench.common import RESULTS, percentile, pyplot, save_figure, say, write_json  # noqa: E402
from bench.review_seed import progress, seed  # noqa: E402
from config import embedded  # noqa: E402

TARGET_MS = 100.0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--pending", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=50)
    parser.add_argument(
        "--reuse",
        action="store_true",
        help="measure the data of the previous run again (no emptying, no seeding)",
    )
    parser.add_argument(
        "--output", default="review.json", help="file name in bench/results (and its .png)"
    )
    parser.add_argument(
        "--baseline",
        help="an earlier results file to compare with: its medians go into the JSON and the plot",
    )
    args = parser.parse_args()
    if not args.reuse and not os.environ.get("DATABASE_URL"):
        shutil.rmtree(DATA, ignore_errors=True)  # a fresh cluster: runs do not pile up
    with embedded.services(durable=False) as env:
        os.environ.update(env)
        import django

        django.setup()
        from django.core.management import call_command

        call_command("migrate", verbosity=0)
        return run(args)


def label(result: dict[str, Any]) -> str:
    """A path as a person reads it: the cursor's position is not worth printing."""
    text = re.sub(r"cursor=[^&]+", "cursor=…", result["path"])
    return text + (" (htmx)" if result["htmx"] else "")


# --- measuring ----------------------------------------------------------------------------


def timed(client: Any, page: str, path: str, runs: int, htmx: bool = False) -> dict[str, Any]:
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    headers = {"HTTP_HX_REQUEST": "true"} if htmx else {}
    for _ in range(3):  # warm caches, template loading, connection
        assert client.get(path, **headers).status_code == 200
    with CaptureQueriesContext(connection) as captured:
        response = client.get(path, **headers)
    queries = len(captured.captured_queries)  # now: the next request clears the log
    samples, cpu = [], []
    for _ in range(runs):
        started, cpu_started = time.perf_counter(), time.process_time()
        response = client.get(path, **headers)
        samples.append((time.perf_counter() - started) * 1000)
        cpu.append((time.process_time() - cpu_started) * 1000)
        assert response.status_code == 200, path
    body = response.content
    return {
        "page": page,
        "path": path,
        "htmx": htmx,
        "runs": runs,
        "median_ms": round(statistics.median(samples), 2),
        "p95_ms": round(percentile(samples, 95), 2),
        "min_ms": round(min(samples), 2),
        "max_ms": round(max(samples), 2),
        # This process's CPU time (Django and the template, not PostgreSQL): what the wall
        # time approaches on an idle machine.
        "cpu_median_ms": round(statistics.median(cpu), 2),
        "cpu_p95_ms": round(percentile(cpu, 95), 2),
        "queries": queries,
        "bytes": len(body),
        "rows": body.count(b'<article class="card')
        + body.count(b'<li class="row"')
        + body.count(b"<tr"),
    }


def _cursor(at: Any, row_id: object) -> str:
    from memoryapp.db.pagination import encode_cursor

    return encode_cursor(at, row_id)


def deep_lead(project: Any, n: int) -> str:
    """The queue's cursor after its ``n``-th group (in triage order: review.triage)."""
    from memoryapp.models import Memory
    from review import triage

    cards = triage.pending_cards(Memory.objects.filter(project=project))
    lead = triage.leads(cards).order_by(*triage.ORDER)[n]
    return triage.encode_position(lead)


def pages(project: Any) -> list[tuple[str, str, bool]]:
    """(page, path, htmx) for every list page, with deep cursors taken from the data."""
    from memoryapp.models import CanonicalEvent, Memory

    def nth(qs: Any, n: int, field: str) -> str:
        row = qs.values(field, "id")[n]
        return _cursor(row[field], row["id"])

    pending = Memory.objects.filter(
        project=project, status="pending", superseded_by__isnull=True
    ).order_by("-recorded_at", "-id")
    heads = Memory.objects.filter(project=project, superseded_by__isnull=True).order_by(
        "-recorded_at", "-id"
    )
    long_session = CanonicalEvent.objects.filter(project=project, session_id="sess-long").order_by(
        "observed_at", "id"
    )
    half = pending.count() // 2
    return [
        ("queue", "/review/", False),
        ("queue", "/review/", True),
        ("queue", "/review/?type=semantic&min_confidence=0.5", False),
        ("queue", "/review/?actor=extractor&source=conversation", False),
        ("queue", "/review/?source=web", False),
        ("queue", f"/review/?cursor={deep_lead(project, half // 25)}", False),
        ("queue", "/review/?status=rejected", False),
        ("memories", "/memories/", False),
        ("memories", "/memories/?status=pending&type=semantic", False),
        ("memories", f"/memories/?cursor={nth(heads, half, 'recorded_at')}", False),
        ("traces", "/traces/", False),
        ("traces", "/traces/?route=recall", False),
        ("traces", "/traces/?reason=rank.below_cutoff", False),
        ("events", "/events/", False),
        ("events", "/events/?session=sess-long", False),
        (
            "events",
            f"/events/?session=sess-long&cursor={nth(long_session, 500, 'observed_at')}",
            False,
        ),
        ("tokens", "/tokens/", False),
        ("health", "/health/", False),
    ]


def environment() -> dict[str, Any]:
    import django
    from django.conf import settings
    from django.db import connection
    from django.template import engines

    engine = engines["django"].engine  # type: ignore[attr-defined]
    loaders = [
        f"{type(loader).__module__}.{type(loader).__name__}" for loader in engine.template_loaders
    ]
    with connection.cursor() as cursor:
        cursor.execute("SHOW server_version")
        server = cursor.fetchone()[0]
    return {
        "debug": settings.DEBUG,
        "template_loaders": loaders,
        "cached_template_loader": any(name.endswith("cached.Loader") for name in loaders),
        "django": django.get_version(),
        "postgresql": server,
        "conn_max_age": settings.DATABASES["default"].get("CONN_MAX_AGE"),
    }


def plot(report: dict[str, Any], path: Path) -> None:
    plt = pyplot()
    results = report["results"]
    labels = [label(r) for r in results]
    y = list(range(len(results)))[::-1]
    fig, ax = plt.subplots(figsize=(10, 0.42 * len(results) + 1.6))
    ax.barh(y, [r["p95_ms"] for r in results], color="#c9d7ee", label="p95 (wall)")
    ax.barh(y, [r["median_ms"] for r in results], color="#3b6fb6", label="median (wall)")
    ax.scatter(
        [r["cpu_median_ms"] for r in results],
        y,
        color="#111",
        marker="|",
        s=120,
        zorder=3,
        label="median CPU of this process",
    )
    before = {b["label"]: b for b in (report.get("baseline") or {}).get("results", [])}
    if before:
        marks = [
            (before[lab]["median_ms"], yy)
            for lab, yy in zip(labels, y, strict=True)
            if lab in before
        ]
        ax.scatter(
            [m for m, _ in marks],
            [yy for _, yy in marks],
            facecolors="none",
            edgecolors="#888",
            marker="o",
            s=40,
            zorder=3,
            label=f"median before ({report['baseline']['name']})",
        )
    ax.axvline(
        TARGET_MS, color="#c0392b", linestyle="--", linewidth=1, label=f"target {TARGET_MS:.0f} ms"
    )
    ax.set_yticks(y)
    ax.set_yticklabels(labels, fontsize=8)
    ax.set_xlabel("server time per request (ms)")
    load = report["machine"]["loadavg_during"]
    ax.set_title(
        f"Owner UI list pages, {report['pending']} pending memories "
        f"({report['machine']['cpus']} CPUs, load average {load[0]:.1f})",
        fontsize=10,
    )
    ax.legend(loc="lower right", fontsize=8)
    ax.grid(axis="x", alpha=0.3)
    save_figure(fig, path)


def measure_pages(project: Any, runs: int) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """Every list page timed as a logged-in owner; and the settings they ran under."""
    from django.contrib.auth import get_user_model
    from django.test import Client

    owner, _ = get_user_model().objects.get_or_create(
        username="bench-owner", defaults={"is_staff": True, "is_superuser": True}
    )
    client = Client()
    client.force_login(owner)
    client.get(f"/review/?project={project.slug}")
    env = environment()
    assert not env["debug"] and env["cached_template_loader"], env
    results = []
    for page, path, htmx in pages(project):
        result = timed(client, page, path, runs, htmx=htmx)
        results.append(result)
        say(
            f"{page:<9} {label(result):<60} "
            f"median {result['median_ms']:6.1f} ms  p95 {result['p95_ms']:6.1f} ms  "
            f"cpu {result['cpu_median_ms']:5.1f} ms  {result['queries']:2d} queries"
        )
    return results, env


def baseline_of(path: str) -> dict[str, Any]:
    baseline = json.loads(Path(path).read_text())
    return {
        "name": Path(path).name,
        "machine": baseline.get("machine"),
        "results": [
            {k: r[k] for k in ("label", "median_ms", "p95_ms", "cpu_median_ms", "queries")}
            for r in baseline["results"]
        ],
    }


def seeded_project(args: argparse.Namespace) -> tuple[Any, float]:
    """The bench project (the previous run's with ``--reuse``), and the seconds seeding took."""
    from memoryapp.models import Project

    started = time.perf_counter()
    project = Project.objects.filter(slug="bench-review").first() if args.reuse else None
    if project is None:
        progress(f"seeding {args.pending} pending memories and the other lists")
        project = seed(args.pending)
    return project, time.perf_counter() - started


def run(args: argparse.Namespace) -> int:
    from review.selectors import pending_count

    load_before = os.getloadavg()
    project, seed_s = seeded_project(args)
    load_seeded = os.getloadavg()
    results, env = measure_pages(project, args.runs)
    load_after = os.getloadavg()
    lists = [r for r in results if r["page"] != "health"]
    worst = max(lists, key=lambda r: r["p95_ms"])
    report: dict[str, Any] = {
        "benchmark": "owner UI list pages, server time (django.test.Client, logged-in owner)",
        "command": " ".join([".venv/bin/python", "bench/review.py", *sys.argv[1:]]),
        "pending": pending_count(project),
        "seed_seconds": round(seed_s, 1),
        "target_ms": TARGET_MS,
        "target": "p95 wall time of every list page (health is shown but not a list page)",
        "meets_target": all(r["p95_ms"] < TARGET_MS for r in lists),
        "worst_list_page": worst["path"],
        "results": [{"label": label(r), **r} for r in results],
        "settings": env,
        "machine": {
            "python": platform.python_version(),
            "cpus": os.cpu_count(),
            "platform": platform.platform(),
            "loadavg_before_seeding": [round(x, 2) for x in load_before],
            "loadavg_during": [round(x, 2) for x in load_seeded],
            "loadavg_after": [round(x, 2) for x in load_after],
        },
    }
    if args.baseline:
        report["baseline"] = baseline_of(args.baseline)
    written = write_json(RESULTS / args.output, report)
    plot(report, written.with_suffix(".png"))
    say(
        f"{report['pending']} pending; every list page p95 < {TARGET_MS:.0f} ms: "
        f"{report['meets_target']} (worst {worst['p95_ms']:.1f} ms, {label(worst)}); "
        f"load average {load_seeded[0]:.1f} -> {load_after[0]:.1f} on {os.cpu_count()} cpus"
    )
    say(f"wrote {written} and {written.with_suffix('.png')}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
