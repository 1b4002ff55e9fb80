"""Does the local embedding read whether a sentence opens a loop? A measured negative.

The loop rules (memoryapp/domain/loop_language.py) read a sentence's shape; every round of
them has lifted the split it studied and reached few of the next split's new forms. This
bench asks whether the model the service already ships could read "work still to do" by
meaning instead: a logistic regression over the local model's sentence vectors, trained on
every split of ``bench/loop_phrasing.py`` but one and tested on the one left out (openers
against closers, near-misses, statements and chit-chat). It reports, per left-out split and
threshold, the share of openers recognised, of the other lines wrongly taken for one and of
the chit-chat among them, for the rules, the regression, and either of the two.

Nothing here is used by the service: it is the measurement behind docs/benchmarks.md's "a
sentence embedding does not read modality".

Run from the project root:
.venv/bin/python bench/loop_meaning.py
Writes bench/results/loop_meaning.json and loop_meaning.png.
"""

from __future__ import annotations

import sys
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


def left_out(name: str, vectors: dict[str, tuple[np.ndarray, np.ndarray]]) -> list[np.ndarray]:
    """The regression's probability for the left-out split's openers and other lines."""
    train = [n for n in vectors if n != name]
    x = np.vstack([np.vstack(vectors[n]) for n in train])
    y = np.concatenate(
        [np.r_[np.ones(len(vectors[n][0])), np.zeros(len(vectors[n][1]))] for n in train]
    )
    weights, bias = fit(x, y)
    return [1 / (1 + np.exp(-(v @ weights + bias))) for v in vectors[name]]


def judged(name: str, cases: Cases, vectors: dict[str, Any]) -> dict[str, Any]:
    """The rules, the regression and either of them on the left-out split ``name``."""
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
    return found


def main() -> None:
    model = embedder()
    if model is None:
        raise SystemExit("the local model is needed")
    report = report_header("bench/loop_meaning.py", sys.argv[1:], {})
    vectors: dict[str, tuple[np.ndarray, np.ndarray]] = {}
    results: dict[str, Any] = {}
    for name, cases in SPLITS.items():
        openers, others = texts(cases)
        say(f"[{name}] embedding {len(openers)} openers and {len(others)} other lines")
        pair = []
        for group in (openers, others):
            found = np.array(model.embed(group), dtype=float)
            pair.append(found / np.linalg.norm(found, axis=1, keepdims=True))
        vectors[name] = (pair[0], pair[1])
    for name, cases in SPLITS.items():
        results[name] = judged(name, cases, vectors)
        for method, got in results[name].items():
            say(f"[{name}] {method:16} {got}")
    write_json(RESULTS / "loop_meaning.json", {**report, "results": results})
    plot(results, RESULTS / "loop_meaning.png")


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
