"""Does the local embedding read whether a sentence opens a loop? As a veto of chit-chat, yes.

The loop rules (memoryapp/domain/loop_language.py) read a sentence's shape; every round of
them has lifted the split it studied and reached few of the next split's new forms. This
bench asks whether the model the service already ships could read "work still to do" by
meaning instead: a logistic regression over the local model's sentence vectors, trained on
every split of ``bench/loop_phrasing.py`` but one and tested on the one left out (openers
against closers, near-misses, statements and chit-chat). It reports, per left-out split and
threshold, the share of openers recognised, of the other lines wrongly taken for one and of
the chit-chat among them, for the rules, the regression, and either of the two: as a reader
of openers on its own, it does not read modality well enough.

It also measures the regression the service adopts (memoryapp/domain/loop_meaning.py): one
trained on openers against chit-chat only, used as a veto of the rules' openers
(``vetoed@t``: the rules' openers whose probability of being work is at least ``t``), left
out split by split as above. ``--write-weights`` trains it on every split and writes the
weights the service reads (memoryapp/domain/loop_meaning_weights.json).

Run from the project root:
.venv/bin/python bench/loop_meaning.py [--write-weights] [--without SPLIT ...]
Writes bench/results/loop_meaning.json and loop_meaning.png.
"""

from __future__ import annotations

import argparse
import json
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

PROJECT_ROOT = Path(__file__).resolve().parents[1]
if str(PROJECT_ROOT) not in sys.path:
    sys.path.insert(0, str(PROJECT_ROOT))

import numpy as np  # noqa: E402

from bench.common import RESULTS, pyplot, report_header, save_figure, say, write_json  # noqa: E402
from bench.loop_phrasing import SPLITS, Cases, embedder, memory  # noqa: E402
from memoryapp.domain.loops import opens_a_loop  # noqa: E402

THRESHOLDS = (0.5, 0.8, 0.95)
VETO_THRESHOLDS = (0.1, 0.2, 0.3, 0.5)
WEIGHTS = PROJECT_ROOT / "memoryapp" / "domain" / "loop_meaning_weights.json"
# L2 strength, steps and step size of the regression: enough steps to converge on ~800
# unit vectors (the training loss stops moving well before the last step).
L2 = 0.001
STEPS = 20000
RATE = 20.0


def texts(cases: Cases) -> tuple[list[str], list[str]]:
    """(openers, lines that open nothing) of one split."""
    openers = [opener for _, opener, _ in cases.pairs]
    others = [closer for _, _, closer in cases.pairs] + [line for _, line in cases.not_closing]
    return openers, others + cases.not_opening + cases.chit_chat


def fit(x: np.ndarray, y: np.ndarray) -> tuple[np.ndarray, float]:
    weights, bias = np.zeros(x.shape[1]), 0.0
    for _ in range(STEPS):
        p = 1 / (1 + np.exp(-(x @ weights + bias)))
        weights -= RATE * (x.T @ (p - y) / len(y) + L2 * weights / len(y))
        bias -= RATE * float((p - y).mean())
    return weights, bias


def opened_by_rules(group: list[str]) -> np.ndarray:
    return np.array([opens_a_loop(memory("m", text)) is not None for text in group])


def _shares(hit_openers: np.ndarray, hit_others: np.ndarray, chat: int) -> dict[str, float]:
    """Openers recognised, other lines taken for one, and of those the chit-chat (the last
    ``chat`` of the other lines)."""
    return {
        "openers": round(float(np.mean(hit_openers)), 3),
        "others": round(float(np.mean(hit_others)), 3),
        "chit_chat": round(float(np.mean(hit_others[-chat:])), 3) if chat else 0.0,
    }


Vectors = dict[str, tuple[np.ndarray, np.ndarray]]


def fit_on(vectors: Vectors, splits: list[str]) -> tuple[np.ndarray, float]:
    """The regression of the first group (label 1) against the second over ``splits``."""
    x = np.vstack([np.vstack(vectors[n]) for n in splits])
    y = np.concatenate(
        [np.r_[np.ones(len(vectors[n][0])), np.zeros(len(vectors[n][1]))] for n in splits]
    )
    return fit(x, y)


def left_out(name: str, vectors: Vectors) -> list[np.ndarray]:
    """The regression's probability for the left-out split's two groups."""
    weights, bias = fit_on(vectors, [n for n in vectors if n != name])
    return [1 / (1 + np.exp(-(v @ weights + bias))) for v in vectors[name]]


def judged(name: str, cases: Cases, vectors: Vectors, chat_vectors: Vectors) -> dict[str, Any]:
    """The rules, the regression, either of them and the rules with the chit-chat veto on
    the left-out split ``name``."""
    openers, others = texts(cases)
    chat = len(cases.chit_chat)
    by_rules = opened_by_rules(openers), opened_by_rules(others)
    positives, negatives = left_out(name, vectors)
    found: dict[str, Any] = {"rules": _shares(*by_rules, chat)}
    for t in THRESHOLDS:
        found[f"embedding@{t}"] = _shares(positives >= t, negatives >= t, chat)
        found[f"either@{t}"] = _shares(
            by_rules[0] | (positives >= t), by_rules[1] | (negatives >= t), chat
        )
    if chat:
        weights, bias = fit_on(chat_vectors, [n for n in chat_vectors if n != name])
        work = [1 / (1 + np.exp(-(v @ weights + bias))) for v in vectors[name]]
        for t in VETO_THRESHOLDS:
            found[f"vetoed@{t}"] = _shares(
                by_rules[0] & (work[0] >= t), by_rules[1] & (work[1] >= t), chat
            )
    return found


def chit_chat_of(vectors: Vectors, splits: dict[str, Cases]) -> Vectors:
    """Each split's openers and its chit-chat (the last lines of its other group)."""
    found: Vectors = {}
    for name, cases in splits.items():
        if cases.chit_chat:
            found[name] = (vectors[name][0], vectors[name][1][-len(cases.chit_chat) :])
    return found


def write_reading(path: Path, vectors: Vectors, model_name: str, groups: tuple[str, str]) -> None:
    """Train a regression of ``vectors``' first group against its second on every split in
    it; write what the service reads (memoryapp/domain/loop_meaning.py), with what it was
    trained on (``groups`` names the two)."""
    splits = list(vectors)
    weights, bias = fit_on(vectors, splits)
    path.write_text(
        json.dumps(
            {
                "model": model_name,
                "trained_on": splits,
                **{g: sum(len(vectors[n][i]) for n in splits) for i, g in enumerate(groups)},
                "written": datetime.now(UTC).date().isoformat(),
                "command": f"bench/{Path(sys.argv[0]).name} --write-weights",
                "l2": L2,
                "steps": STEPS,
                "bias": round(bias, 6),
                "weights": [round(float(w), 6) for w in weights],
            },
            indent=1,
        )
        + "\n"
    )
    say(f"wrote {path.relative_to(PROJECT_ROOT)} (trained on {', '.join(splits)})")


def embedded(model: Any, group: list[str]) -> np.ndarray:
    """The unit vectors of ``group`` by the local model (an empty group: no rows)."""
    if not group:
        return np.zeros((0, model.dimensions))
    found = np.array(model.embed(group), dtype=float)
    unit: np.ndarray = found / np.linalg.norm(found, axis=1, keepdims=True)
    return unit


def training_run(doc: str) -> tuple[bool, dict[str, Cases], Any]:
    """The command line of a bench that trains a reading by meaning: whether to write its
    weights, the splits it reads (less ``--without``), and the local model."""
    parser = argparse.ArgumentParser(description=doc.split("\n")[0])
    parser.add_argument(
        "--write-weights", action="store_true", help="train on every split and write it"
    )
    parser.add_argument(
        "--without",
        action="append",
        default=[],
        choices=list(SPLITS),
        help="leave a split out of everything (a held-out set not yet looked at)",
    )
    args = parser.parse_args()
    model = embedder()
    if model is None:
        raise SystemExit("the local model is needed")
    splits = {name: cases for name, cases in SPLITS.items() if name not in args.without}
    return args.write_weights, splits, model


def main() -> None:
    write, splits, model = training_run(__doc__)
    report = report_header("bench/loop_meaning.py", sys.argv[1:], {})
    vectors: Vectors = {}
    results: dict[str, Any] = {}
    for name, cases in splits.items():
        openers, others = texts(cases)
        say(f"[{name}] embedding {len(openers)} openers and {len(others)} other lines")
        vectors[name] = (embedded(model, openers), embedded(model, others))
    chat_vectors = chit_chat_of(vectors, splits)
    for name, cases in splits.items():
        results[name] = judged(name, cases, vectors, chat_vectors)
        for method, got in results[name].items():
            say(f"[{name}] {method:16} {got}")
    write_json(RESULTS / "loop_meaning.json", {**report, "results": results})
    plot(results, RESULTS / "loop_meaning.png")
    if write:
        write_reading(WEIGHTS, chat_vectors, model.model, ("openers", "chit_chat"))


def plot(results: dict[str, Any], path: Path) -> None:
    plt = pyplot()
    fig, ax = plt.subplots(figsize=(7, 4))
    for name, got in results.items():
        points = [got[f"embedding@{t}"] for t in THRESHOLDS]
        (line,) = ax.plot(
            [100 * p["others"] for p in points], [100 * p["openers"] for p in points], "o-"
        )
        rules = got["rules"]
        ax.plot(100 * rules["others"], 100 * rules["openers"], "*", color=line.get_color(), ms=11)
        ax.annotate(name, (100 * points[0]["others"], 100 * points[0]["openers"]), fontsize=7)
    ax.set_xlabel("other lines taken for an opener (%)")
    ax.set_ylabel("openers recognised (%)")
    ax.set_title("Loop openers: embedding regression (lines) vs rules (stars), left-out split")
    save_figure(fig, path)


if __name__ == "__main__":
    main()
