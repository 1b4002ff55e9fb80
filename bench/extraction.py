"""Extraction throughput: turns per minute through a real Celery worker, model time excluded.

A stand-in chat model on 127.0.0.1 (tests/chat_server.py) answers every turn at once with two
facts, so what is measured is our pipeline: capture, enqueue on commit, the broker, claiming,
strict decoding, embedding and near-duplicate search with the local model, the promotion policy
and the transactional commit. Usage::

    .venv/bin/python bench/extraction.py [--turns 300] [--concurrency 2]

Writes bench/results/extraction.json and bench/results/extraction.png.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
os.environ["MEMORY_DATA_DIR"] = str(ROOT / ".data" / "bench-extraction")

from bench.common import RESULTS, pyplot, save_figure, say, write_json  # noqa: E402
from config import embedded  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--turns", type=int, default=300)
    parser.add_argument("--concurrency", type=int, default=2)
    args = parser.parse_args()

    with embedded.services(durable=False) as env:
        os.environ.update(env)
        from tests.chat_server import ChatServer

        with ChatServer() as model:
            os.environ["MEMORY_LLM_URL"] = model.base_url
            os.environ["MEMORY_LLM_MODEL"] = "stand-in-model"
            import django

            django.setup()
            from django.core.management import call_command

            call_command("migrate", verbosity=0)
            return run(args, model)


def stand_in_reply() -> Callable[[object], str]:
    """The stand-in model's answer: two new facts for every turn."""
    counter = {"n": 0}

    def reply(request: object) -> str:
        counter["n"] += 1
        n = counter["n"]
        return json.dumps(
            [
                {
                    "type": "episodic",
                    "content": f"Turn {n}: Ada Lovelace fixed bug {n} in the "
                    f"billing service on 2026-11-{1 + n % 28:02d}.",
                    "confidence": 0.9,
                    "entities": ["Ada Lovelace", "billing service"],
                },
                {
                    "type": "semantic",
                    "content": f"Ada Lovelace's favourite number is {n}.",
                    "confidence": 0.7,
                    "entities": ["Ada Lovelace"],
                },
            ]
        )

    return reply


def start_worker(concurrency: int, model_url: str) -> subprocess.Popen[bytes]:
    command = [sys.executable, "-m", "celery", "-A", "config", "worker"]
    command += ["--loglevel", "WARNING", "--concurrency", str(concurrency), "--pool", "prefork"]
    return subprocess.Popen(command, cwd=ROOT, env={**os.environ, "MEMORY_LLM_URL": model_url})


def drive(project: object, turns: int, concurrency: int) -> tuple[float, float, list[list[float]]]:
    """Warm the worker, capture ``turns`` turns and wait for them: the capture's and the
    whole run's seconds, and the timeline of turns done."""
    from memoryapp.models import ExtractionRun
    from memoryapp.services.events import EventInput, events_capture

    say(f"warming the worker ({concurrency} processes, model load)...")
    _capture(events_capture, EventInput, project, "warm", 0)
    _wait(ExtractionRun, project, 1, timeout=120)
    started = time.monotonic()
    for n in range(1, turns + 1):
        _capture(events_capture, EventInput, project, f"s{n % 10}", n)
    captured = time.monotonic() - started
    say(f"captured {turns} turns in {captured:.1f} s")
    timeline = _wait(ExtractionRun, project, turns + 1, timeout=1800, started=started)
    return captured, time.monotonic() - started, timeline


def run(args: argparse.Namespace, model: object) -> int:
    import redis
    from django.conf import settings

    from memoryapp.models import ExtractionRun
    from memoryapp.services.tokens import project_ensure

    redis.Redis.from_url(settings.REDIS_URL).flushdb()
    project = project_ensure(slug=f"bench-extract-{int(time.time())}")
    model.default = stand_in_reply()  # type: ignore[attr-defined]
    worker = start_worker(args.concurrency, model.base_url)  # type: ignore[attr-defined]
    try:
        captured, elapsed, timeline = drive(project, args.turns, args.concurrency)
    finally:
        worker.terminate()
        worker.wait(30)
    done = ExtractionRun.objects.filter(project=project, state="done").count() - 1
    per_minute = done / elapsed * 60
    result = {
        "turns": args.turns,
        "done": done,
        "worker_concurrency": args.concurrency,
        "capture_seconds": round(captured, 2),
        "elapsed_seconds": round(elapsed, 2),
        "turns_per_minute": round(per_minute, 1),
        "facts_per_turn": 2,
        "machine": {"cores": os.cpu_count(), "python": platform.python_version()},
        "timeline": timeline,
    }
    write_json(RESULTS / "extraction.json", result)
    _plot(timeline, per_minute)
    say(
        f"{done} turns extracted in {elapsed:.1f} s: {per_minute:.0f} turns/min "
        f"({args.concurrency} worker processes)"
    )
    return 0


def _capture(
    events_capture: object, event_input: type, project: object, session: str, n: int
) -> None:
    events_capture(  # type: ignore[operator]
        project=project,
        events=[
            event_input(
                event_id=f"u{n}",
                session_id=session,
                kind="message",
                role="user",
                content=f"Ada fixed bug {n} in billing today.",
            ),
            event_input(
                event_id=f"a{n}",
                session_id=session,
                kind="message",
                role="assistant",
                content="Great, noted.",
                turn_complete=True,
            ),
        ],
    )


def _wait(
    model: object, project: object, expected: int, *, timeout: float, started: float | None = None
) -> list[list[float]]:
    timeline: list[list[float]] = []
    deadline = time.monotonic() + timeout
    last = -1
    while time.monotonic() < deadline:
        done = model.objects.filter(project=project, state__in=["done", "dropped"]).count()  # type: ignore[attr-defined]
        if started is not None:
            timeline.append([round(time.monotonic() - started, 2), done])
            if done != last and done % 25 == 0:
                say(f"  {done}/{expected} turns done")
        last = done
        if done >= expected:
            return timeline
        time.sleep(0.5)
    raise SystemExit(f"timed out with {last}/{expected} turns done")


def _plot(timeline: list[list[float]], per_minute: float) -> None:
    fig, ax = pyplot().subplots(figsize=(7, 4))
    ax.plot([t for t, _ in timeline], [d for _, d in timeline])
    ax.set_xlabel("seconds since the first capture")
    ax.set_ylabel("turns extracted")
    ax.set_title(f"Extraction through a real worker: {per_minute:.0f} turns/min")
    ax.grid(alpha=0.3)
    save_figure(fig, RESULTS / "extraction.png", dpi=120)


if __name__ == "__main__":
    sys.exit(main())
