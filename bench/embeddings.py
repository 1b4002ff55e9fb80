"""Benchmark of the local MiniLM embedding backends (onnxruntime, the default, and numpy).

Rule: measure what the service does, on this machine, and write it down with the conditions.
For each backend: cold load (hash + build), throughput on batches of 64 short sentences, latency
of one short sentence (median, p95), throughput against batch size, and throughput on whole
LoCoMo turns (the real memory units). Short sentences are the 6-14-word sentences of the LoCoMo
development turns in ../shared/fixtures (read there, never copied). Writes
bench/results/embeddings.json and bench/results/embeddings.png. Other processes share the CPU,
so the load average is recorded before and after, and process CPU time next to wall time.

Run from the project root: .venv/bin/python bench/embeddings.py
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import sys
import time
from collections.abc import Callable
from functools import partial
from importlib.metadata import version
from pathlib import Path
from typing import Literal

import numpy as np
import psutil

if str(Path(__file__).resolve().parents[1]) not in sys.path:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench import common
from bench.common import LOCOMO, RESULTS, say
from memoryapp.providers import minilm
from memoryapp.providers.embeddings import LocalMiniLM

BACKENDS: tuple[Literal["onnxruntime", "numpy"], ...] = ("onnxruntime", "numpy")
BATCH = 64
BATCHES = 20
SINGLE_CALLS = 200
SWEEP_SIZES = (1, 8, 16, 32, 64)
SWEEP_TEXTS = 128
LOCOMO_BATCHES = 5
TARGETS = {"batch64_short_per_s": 150.0, "single_short_median_ms": 10.0}


def locomo_turns() -> list[str]:
    turns: list[str] = []
    for sample in json.loads(LOCOMO.read_text()):
        for key, session in sample["conversation"].items():
            if key.startswith("session_") and isinstance(session, list):
                turns.extend(turn["text"] for turn in session)
    return turns


def short_sentences(turns: list[str]) -> list[str]:
    sentences = []
    for turn in turns:
        for sentence in re.split(r"(?<=[.!?])\s+", turn):
            if 6 <= len(sentence.split()) <= 14:
                sentences.append(sentence)
    return sentences


def timed(fn: Callable[[], object]) -> tuple[float, float]:
    """Wall and process-CPU seconds of one call."""
    wall, cpu = time.perf_counter(), time.process_time()
    fn()
    return time.perf_counter() - wall, time.process_time() - cpu


def throughput(provider: LocalMiniLM, texts: list[str], batch: int) -> dict[str, float]:
    """Overall rate over all batches, plus the median and best batch (the best one is what the
    machine can do when nothing else runs; the overall one is what it did)."""
    batches = [texts[i : i + batch] for i in range(0, len(texts), batch)]
    provider.embed(batches[0])  # warm-up: first runs of a shape allocate
    wall = cpu = 0.0
    rates = []
    for chunk in batches:
        w, c = timed(partial(provider.embed, chunk))
        wall, cpu = wall + w, cpu + c
        rates.append(len(chunk) / w)
    tokens = sum(len(ids) for ids in provider._runtime().token_ids(texts))
    return {
        "batch_size": batch,
        "texts": len(texts),
        "embeddings_per_s": round(len(texts) / wall, 1),
        "median_batch_embeddings_per_s": round(statistics.median(rates), 1),
        "best_batch_embeddings_per_s": round(max(rates), 1),
        "tokens_per_s": round(tokens / wall, 1),
        "cpu_ms_per_embedding": round(1000 * cpu / len(texts), 2),
    }


def latency(provider: LocalMiniLM, texts: list[str]) -> dict[str, float]:
    for text in texts[:5]:
        provider.embed([text])
    samples = sorted(1000 * timed(partial(provider.embed, [text]))[0] for text in texts)
    return {
        "calls": len(samples),
        "median_ms": round(statistics.median(samples), 2),
        "p95_ms": round(common.percentile(samples, 95), 2),
    }


def bench_backend(
    backend: Literal["onnxruntime", "numpy"], short: list[str], turns: list[str]
) -> dict[str, object]:
    process = psutil.Process()
    rss_before = process.memory_info().rss
    provider = LocalMiniLM(backend=backend)
    load_seconds, _ = timed(lambda: provider.embed(["warm up"]))
    result: dict[str, object] = {
        "load_seconds": round(load_seconds, 2),
        "rss_added_mb": round((process.memory_info().rss - rss_before) / 2**20),
    }
    say(f"[{backend}] loaded in {load_seconds:.2f} s, +{result['rss_added_mb']} MB RSS")

    batch64 = throughput(provider, short[: BATCH * BATCHES], BATCH)
    result["batch64_short"] = batch64
    say(
        f"[{backend}] {BATCHES} batches of {BATCH} short sentences: "
        f"{batch64['embeddings_per_s']} embeddings/s ({batch64['tokens_per_s']} tokens/s; "
        f"best batch {batch64['best_batch_embeddings_per_s']}/s)"
    )

    single = latency(provider, short[-SINGLE_CALLS:])
    result["single_short"] = single
    say(f"[{backend}] one short sentence: median {single['median_ms']} ms, p95 {single['p95_ms']}")

    sweep = {}
    for size in SWEEP_SIZES:
        sweep[str(size)] = throughput(provider, short[:SWEEP_TEXTS], size)["embeddings_per_s"]
        say(f"[{backend}] batch size {size}: {sweep[str(size)]} embeddings/s")
    result["sweep_embeddings_per_s"] = sweep

    locomo = throughput(provider, turns[: BATCH * LOCOMO_BATCHES], BATCH)
    result["batch64_locomo_turns"] = locomo
    say(f"[{backend}] batches of {BATCH} whole LoCoMo turns: {locomo['embeddings_per_s']}/s")
    result["meets_targets"] = {
        "batch64_short_per_s": batch64["embeddings_per_s"] >= TARGETS["batch64_short_per_s"],
        "single_short_median_ms": single["median_ms"] <= TARGETS["single_short_median_ms"],
    }
    return result


def machine_and_runtime() -> dict[str, object]:
    """Where it ran (:func:`bench.common.machine`) and the model runtime's versions."""
    return {
        **common.machine(),
        "numpy": np.__version__,
        "onnxruntime": version("onnxruntime"),
        "onnx": version("onnx"),
        "tokenizers": version("tokenizers"),
        "onnxruntime_intra_op_threads": 2,
        "OPENBLAS_NUM_THREADS": os.environ.get("OPENBLAS_NUM_THREADS"),
    }


def plot(results: dict[str, dict[str, object]], path: Path) -> None:
    fig, (left, right) = common.pyplot().subplots(1, 2, figsize=(11, 4.2))
    for backend, figures in results.items():
        sweep = figures["sweep_embeddings_per_s"]
        assert isinstance(sweep, dict)
        left.plot(list(map(int, sweep)), list(sweep.values()), marker="o", label=backend)
    left.axhline(
        TARGETS["batch64_short_per_s"], color="grey", linestyle="--", label="target at batch 64"
    )
    left.set(
        xlabel="batch size",
        ylabel="embeddings / s",
        title="Throughput, short sentences (~14 tokens)",
        xticks=list(SWEEP_SIZES),
    )
    left.legend()
    names = list(results)
    singles = [results[name]["single_short"] for name in names]
    medians = [s["median_ms"] for s in singles if isinstance(s, dict)]
    p95s = [s["p95_ms"] for s in singles if isinstance(s, dict)]
    x = np.arange(len(names))
    right.bar(x - 0.2, medians, 0.4, label="median")
    right.bar(x + 0.2, p95s, 0.4, label="p95")
    right.axhline(
        TARGETS["single_short_median_ms"], color="grey", linestyle="--", label="target (median)"
    )
    right.set(
        xticks=x,
        xticklabels=names,
        ylabel="ms",
        title=f"One short sentence ({SINGLE_CALLS} calls)",
    )
    right.legend()
    fig.suptitle(f"all-MiniLM-L6-v2, {os.cpu_count()} cores")
    common.save_figure(fig, path)


def main() -> None:
    # No options; --help describes the run instead of starting it.
    argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0]).parse_args()
    turns = locomo_turns()
    short = short_sentences(turns)
    say(f"{len(short)} short sentences and {len(turns)} turns from {LOCOMO.name}")
    load_before = os.getloadavg()
    started = time.perf_counter()
    results: dict[str, dict[str, object]] = {
        backend: bench_backend(backend, short, turns) for backend in BACKENDS
    }
    report = {
        "model": minilm.MODEL_NAME,
        "machine": machine_and_runtime(),
        "load_average_before": [round(v, 2) for v in load_before],
        "load_average_after": [round(v, 2) for v in os.getloadavg()],
        "seconds": round(time.perf_counter() - started, 1),
        "texts": {
            "short": "LoCoMo dev-turn sentences of 6-14 words (mean about 14 tokens)",
            "locomo_turns": "whole LoCoMo dev turns (median about 29 tokens)",
        },
        "targets": TARGETS,
        "backends": results,
    }
    common.write_json(RESULTS / "embeddings.json", report)
    plot(results, RESULTS / "embeddings.png")
    say(f"wrote {RESULTS / 'embeddings.json'} and embeddings.png in {report['seconds']} s")


if __name__ == "__main__":
    main()
