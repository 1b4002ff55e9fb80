"""Server time of the owner's review queue with many pending items (target: < 100 ms).

Bulk-creates pending chain heads (``--pending``, default 10 000) in a fresh project, half of them
pointing at an active near-duplicate so the cards show a side-by-side comparison, then times
``GET /review/`` (the first page of 50 cards, filters off and on) through django.test.Client
with a logged-in owner: URL routing, session and auth, the queries, the template. Network and
the browser are not included. Usage::

    .venv/bin/python bench/review.py [--pending 10000] [--runs 50]

Writes bench/results/review.json.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
os.environ["MEMORY_DATA_DIR"] = str(ROOT / ".data" / "bench-review")
# Creating rows directly needs no embeddings; keep the model out of the measurement.
os.environ.setdefault("MEMORY_EMBEDDINGS", "none")

from config import embedded  # noqa: E402

RESULTS = ROOT / "bench" / "results"
TARGET_MS = 100.0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--pending", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=50)
    args = parser.parse_args()
    with embedded.services(durable=False) as env:
        os.environ.update(env)
        import django

        django.setup()
        from django.core.management import call_command

        call_command("migrate", verbosity=0)
        return run(args)


def seed(pending: int) -> Any:
    from datetime import timedelta

    from django.utils import timezone

    from memoryapp.models import Memory
    from memoryapp.services.tokens import project_ensure

    project = project_ensure(slug=f"bench-review-{int(time.time())}")
    now = timezone.now()
    actives = Memory.objects.bulk_create(
        [
            Memory(
                project=project,
                type="semantic",
                content=f"Known fact {i}: the billing service deploys on day {i % 7}.",
                status="active",
                actor="owner",
                source={"kind": "conversation", "ref": None},
                recorded_at=now - timedelta(days=30, seconds=i),
            )
            for i in range(100)
        ]
    )
    reasons = [
        {"code": "policy.type_requires_review", "detail": "facts are the owner's to confirm"},
        {"code": "policy.low_confidence", "detail": "confidence 0.6 < 0.8"},
    ]
    batch = []
    for i in range(pending):
        batch.append(
            Memory(
                project=project,
                type=("semantic", "procedural", "episodic")[i % 3],
                content=f"Proposal {i}: the billing service now deploys on day {i % 7} "
                f"after the {i % 24}:00 standup, says session {i // 10}.",
                status="pending",
                confidence=0.6,
                actor="extractor",
                source={"kind": "conversation", "ref": f"sess-{i // 10}/turn-{i % 10}"},
                recorded_at=now - timedelta(seconds=i),
                review_note=reasons,
                near_duplicate_of=actives[i % 100] if i % 2 else None,
            )
        )
        if len(batch) == 2000:
            Memory.objects.bulk_create(batch)
            batch = []
    Memory.objects.bulk_create(batch)
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute("ANALYZE memoryapp_memory")
    return project


def timed(client: Any, path: str, runs: int) -> dict[str, Any]:
    for _ in range(3):  # warm caches, template loading, connection
        assert client.get(path).status_code == 200
    samples, cpu = [], []
    for _ in range(runs):
        started, cpu_started = time.perf_counter(), time.process_time()
        response = client.get(path)
        samples.append((time.perf_counter() - started) * 1000)
        cpu.append((time.process_time() - cpu_started) * 1000)
        assert response.status_code == 200
    samples.sort()
    return {
        "path": path,
        "runs": runs,
        "median_ms": round(statistics.median(samples), 2),
        "p95_ms": round(samples[max(0, int(len(samples) * 0.95) - 1)], 2),
        "min_ms": round(samples[0], 2),
        "max_ms": round(samples[-1], 2),
        # This process's CPU time (Django and the template, not PostgreSQL): what the wall
        # time would approach on an idle machine.
        "cpu_median_ms": round(statistics.median(cpu), 2),
        "cards": response.content.count(b'<article class="card'),
    }


def run(args: argparse.Namespace) -> int:
    from django.contrib.auth import get_user_model
    from django.test import Client

    from review.selectors import pending_count, review_page

    load_before = os.getloadavg()
    started = time.perf_counter()
    project = seed(args.pending)
    seed_s = time.perf_counter() - started
    user_model = get_user_model()
    owner = user_model.objects.filter(username="bench-owner").first()
    if owner is None:
        owner = user_model.objects.create_user(
            username="bench-owner", password=None, is_staff=True, is_superuser=True
        )
    client = Client()
    client.force_login(owner)
    client.get(f"/review/?project={project.slug}")
    paths = [
        "/review/",
        "/review/?type=semantic&min_confidence=0.5",
        "/review/?actor=extractor&source=conversation",
    ]
    results = [timed(client, path, args.runs) for path in paths]
    cursor_page = review_page(project=project).next_cursor
    results.append(timed(client, f"/review/?cursor={cursor_page}", args.runs))
    load_after = os.getloadavg()
    report: dict[str, Any] = {
        "benchmark": "review queue server time (django.test.Client, logged-in owner)",
        "pending": pending_count(project),
        "seed_seconds": round(seed_s, 1),
        "target_ms": TARGET_MS,
        "results": results,
        "meets_target": all(r["p95_ms"] < TARGET_MS for r in results),
        "machine": {
            "python": platform.python_version(),
            "cpus": os.cpu_count(),
            "platform": platform.platform(),
            "loadavg_before": load_before,
            "loadavg_after": load_after,
        },
    }
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / "review.json").write_text(json.dumps(report, indent=2) + "\n")
    for r in results:
        print(
            f"{r['path'][:55]:<55} median {r['median_ms']:7.2f} ms  p95 {r['p95_ms']:7.2f} ms"
            f"  (cpu {r['cpu_median_ms']:.1f} ms)"
        )
    print(
        f"{report['pending']} pending; target p95 < {TARGET_MS:.0f} ms: {report['meets_target']}"
        f" (load average {load_after[0]:.1f} on {os.cpu_count()} cpus)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
