"""Does the local embedding read that work was finished, where the closing rules do not?

The closing rules (memoryapp/domain/loop_closing.py) read a finishing word or the loop's own
verb in a past form; closers said in other words ("the mini ramp coping is solid again",
"the callout hours are in the spreadsheet now") finish nothing by them. This bench trains a
logistic regression over the local model's sentence vectors on every split of
``bench/loop_phrasing.py`` but one (closers against openers, chit-chat and the near-misses the
rules do not read as finishing anything: a near-miss that finishes *other* work is a
completion all the same, so it is in neither group) and tests it on the one left out, as the
service applies it (memoryapp/domain/loop_meaning.py, ``reads_as_done``: at DONE_AT or above,
and only when nothing in the words leaves the work open). For each left-out split: closure
recall with a subject and without one, near-misses closed and other pairs' closers closed, by
the rules alone and with the reading by meaning.

``--write-weights`` trains it on every split (less ``--without``) and writes what the service
reads (memoryapp/domain/loop_done_weights.json).

Run from the project root:
.venv/bin/python bench/loop_done.py [--write-weights] [--without SPLIT ...]
Writes bench/results/loop_done.json and loop_done.png.
"""

from __future__ import annotations

import math
import sys
from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

PROJECT_ROOT = Path(__file__).resolve().parents[1]
if str(PROJECT_ROOT) not in sys.path:
    sys.path.insert(0, str(PROJECT_ROOT))

import numpy as np  # noqa: E402

from bench.common import RESULTS, pyplot, report_header, save_figure, say, write_json  # noqa: E402
from bench.loop_meaning import (  # noqa: E402
    Vectors,
    embedded,
    fit_on,
    training_run,
    write_reading,
)
from bench.loop_phrasing import Cases, expected_status, memory  # noqa: E402
from memoryapp.domain.loop_closing import completion  # noqa: E402
from memoryapp.domain.loop_meaning import DONE, DONE_AT  # noqa: E402
from memoryapp.domain.loops import closing  # noqa: E402

WEIGHTS = PROJECT_ROOT / "memoryapp" / "domain" / "loop_done_weights.json"


def texts(cases: Cases) -> tuple[list[str], list[str]]:
    """(closers of finished work, lines that finish nothing) of one split."""
    closers = [closer for form, _, closer in cases.pairs if form != "cancel"]
    near = [line for _, line in cases.not_closing if completion(line) is None]
    return closers, [opener for _, opener, _ in cases.pairs] + cases.chit_chat + near


def closes(opener: str, closer: str, subject: str, score: float | None) -> Any:
    later = replace(memory("c", closer, later=True, subject=subject), done_score=score)
    return closing(memory("o", opener, subject=subject), later)


def judged(cases: Cases, scores: Mapping[str, float]) -> dict[str, int]:
    """Closures found and false closures of one split, each line read with ``scores``."""
    pairs = cases.pairs
    found = {"pairs": len(pairs), "near_misses": len(cases.not_closing)}
    for subject, key in (("s", "closed_with_subject"), ("", "closed_without_subject")):
        found[key] = sum(
            closes(opener, closer, subject, scores.get(closer)) == expected_status(form)
            for form, opener, closer in pairs
        )
    found["near_misses_closed"] = sum(
        closes(pairs[n][1], line, "", scores.get(line)) is not None for n, line in cases.not_closing
    )
    found["other_closers_closed"] = sum(
        closes(opener, closer, "", scores.get(closer)) is not None
        for n, (_, opener, _) in enumerate(pairs)
        for m, (_, _, closer) in enumerate(pairs)
        if m != n
    )
    return found


def left_out(name: str, cases: Cases, model: Any, vectors: Vectors) -> dict[str, Any]:
    """The split ``name`` read by the rules, and with a regression trained on the others (its
    scores put on the shipped weights' scale: the probability is the left-out one's)."""
    weights, bias = fit_on(vectors, [n for n in vectors if n != name])
    lines = sorted({c for _, _, c in cases.pairs} | {line for _, line in cases.not_closing})
    logits = embedded(model, lines) @ weights + bias
    scores = {line: float(z) - DONE.bias for line, z in zip(lines, logits, strict=True)}
    probability = {
        line: 1 / (1 + math.exp(-float(z))) for line, z in zip(lines, logits, strict=True)
    }
    read = [line for line in lines if probability[line] >= DONE_AT]
    return {"rules": judged(cases, {}), "meaning": judged(cases, scores), "read_as_done": read}


def main() -> None:
    write, splits, model = training_run(__doc__)
    report = report_header("bench/loop_done.py", sys.argv[1:], {"done_at": DONE_AT})
    vectors: Vectors = {}
    for name, cases in splits.items():
        closers, others = texts(cases)
        say(f"[{name}] embedding {len(closers)} closers and {len(others)} other lines")
        vectors[name] = (embedded(model, closers), embedded(model, others))
    results: dict[str, Any] = {}
    for name, cases in splits.items():
        results[name] = left_out(name, cases, model, vectors)
        say(f"[{name}] rules {results[name]['rules']}")
        say(f"[{name}] +meaning {results[name]['meaning']}")
    totals = {
        way: {k: sum(r[way][k] for r in results.values()) for k in results["tuned"][way]}
        for way in ("rules", "meaning")
    }
    say(f"all left out: rules {totals['rules']}")
    say(f"all left out: +meaning {totals['meaning']}")
    write_json(RESULTS / "loop_done.json", {**report, "totals": totals, "results": results})
    plot(results, RESULTS / "loop_done.png")
    if write:
        write_reading(WEIGHTS, vectors, model.model, ("closers", "others"))


def plot(results: dict[str, Any], path: Path) -> None:
    plt = pyplot()
    fig, ax = plt.subplots(figsize=(9, 4))
    names = list(results)
    x = np.arange(len(names))
    for offset, way in ((-0.2, "rules"), (0.2, "meaning")):
        got = [results[n][way] for n in names]
        share = [100 * g["closed_without_subject"] / g["pairs"] for g in got]
        ax.bar(x + offset, share, 0.4, label=f"closure without a subject: {way}")
    ax.set_xticks(x, names, rotation=45, ha="right", fontsize=7)
    ax.set_ylabel("% of pairs closed")
    ax.set_title("Closers read by the rules, and with the reading by meaning (split left out)")
    ax.legend(fontsize=7)
    save_figure(fig, path)


if __name__ == "__main__":
    main()
