"""What the open-loop rules cost on a first read of a large project, without a database.

The texts: the first ``--memories`` rows of bench/latency.py's corpus (LoCoMo development
turns with a speaker/date frame: everyday conversation, few of them promises), and the loop
phrasing benchmark's pairs among them. A first read of ``GET /open-loops`` runs, for each
memory, the opener reading, the completion reading and the work words (each cached per
process afterwards): this times the three with every cache cleared, ``--runs`` times, and
reports the median, with how many memories open a loop and how many are completions (so a
faster reading that reads differently shows).

``--no-gate`` runs every reading on every sentence, as before the cue words gated them (the
same code otherwise), for the before/after.

Run from the project root:
.venv/bin/python bench/loop_cost.py [--memories 2000] [--runs 5] [--no-gate] [--label NAME]
Writes bench/results/loop_cost.json.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

PROJECT_ROOT = Path(__file__).resolve().parents[1]
if str(PROJECT_ROOT) not in sys.path:
    sys.path.insert(0, str(PROJECT_ROOT))

from bench.common import RESULTS, report_header, say, write_json  # noqa: E402
from bench.latency_corpus import corpus, read_fixture  # noqa: E402
from bench.loop_phrasing_cases import PAIRS  # noqa: E402
from memoryapp.domain import loop_closing, loop_openers, loop_words, words  # noqa: E402
from memoryapp.domain.loops import (  # noqa: E402
    LOOP_TEXT_CHARS,
    LoopMemory,
    closes_with,
    opens_a_loop,
)

AT = datetime(2026, 3, 2, tzinfo=UTC)


def _clear() -> None:
    for cached in (
        loop_openers.opening,
        loop_closing.completion,
        loop_words.work_words,
        words.stem,
    ):
        cached.cache_clear()


def read_all(memories: list[LoopMemory]) -> tuple[float, int, int]:
    """(milliseconds, openers, completions) of one cold reading of ``memories``."""
    _clear()
    started = time.perf_counter()
    opened = done = 0
    for memory in memories:
        opened += opens_a_loop(memory) is not None
        done += closes_with(memory.content) is not None
        loop_words.work_words(memory.content, memory.entities)
    return (time.perf_counter() - started) * 1000, opened, done


def _without_the_gate() -> None:
    """Every reading run on every sentence, as before the cue words gated them."""
    openers: Any = loop_openers
    openers.opening_of = openers.ungated
    closing: Any = loop_closing
    closing._may_complete = lambda sentence, own_verbs: True


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--memories", type=int, default=2000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--label", default="", help="a name for this run in the report")
    parser.add_argument("--no-gate", action="store_true", help="run every reading (the before)")
    args = parser.parse_args()
    if args.no_gate:
        _without_the_gate()
    rows = corpus(read_fixture(), args.memories - 2 * len(PAIRS))
    texts = [row.content for row in rows] + [t for _, o, c in PAIRS for t in (o, c)]
    memories = [
        LoopMemory(f"m{n}", text[:LOOP_TEXT_CHARS], "", AT, None, None)
        for n, text in enumerate(texts)
    ]
    sentences = sum(len(words.sentences(m.content)) for m in memories)
    say(f"{len(memories)} memories, {sentences} sentences, {args.runs} cold readings")
    runs = [read_all(memories) for _ in range(args.runs)]
    for ms, opened, done in runs:
        say(f"  {ms:.0f} ms: {opened} openers, {done} completions")
    median = statistics.median(ms for ms, _, _ in runs)
    report: dict[str, Any] = report_header("bench/loop_cost.py", sys.argv[1:], {})
    report |= {
        "label": args.label,
        "gate": not args.no_gate,
        "memories": len(memories),
        "sentences": sentences,
        "median_ms": round(median, 1),
        "microseconds_a_sentence": round(1000 * median / sentences, 1),
        "openers": runs[0][1],
        "completions": runs[0][2],
        "runs_ms": [round(ms, 1) for ms, _, _ in runs],
    }
    say(f"median {median:.0f} ms ({report['microseconds_a_sentence']} us a sentence)")
    name = f"loop_cost-{args.label}.json" if args.label else "loop_cost.json"
    write_json(RESULTS / name, report)
    say(f"wrote {RESULTS / name}")


if __name__ == "__main__":
    main()
