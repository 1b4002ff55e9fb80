"""What ``bench/search.py`` asks for (``k``), its target, and what it prints and plots."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

from bench.common import pyplot, save_figure, say

K = 10
TARGET_P50_MS = 10.0
# The server's stages as they run: the dense leg (dense_ms: the query embedding, then its SQL)
# on a side thread while the lexical and entity legs run on the request thread; legs_ms spans
# all three, fusion_ms the chains and the fusion after them, total_ms the whole search before
# its trace is written.
STAGE_ORDER = (
    "query_embedding_ms",
    "dense_ms",
    "lexical_ms",
    "entity_ms",
    "legs_ms",
    "fusion_ms",
    "total_ms",
)


def fmt(value: Any, spec: str = ".1f") -> str:
    return format(value, spec) if isinstance(value, int | float) else "-"


def progress_line(sample_id: str, memories: int, result: dict[str, Any]) -> str:
    lat = result["latency_ms"]
    stages = result["server_stages"]["median_ms"]
    hit = result["hit_at_10"]
    return (
        f"[search] {sample_id}: {memories} memories imported, {result['questions']} questions, "
        f"p50 {fmt(lat.get('p50'))} p95 {fmt(lat.get('p95'))} p99 {fmt(lat.get('p99'))} ms, "
        f"statuses {json.dumps(result['statuses'])}, "
        f"hit@10 {fmt(100 * hit if hit is not None else None)} %, "
        f"server total median {fmt(stages.get('total_ms'), '.2f')} ms "
        f"({result['server_stages']['n']} traces)"
    )


def print_table(report: dict[str, Any]) -> None:
    say("")
    say(f"POST /api/v1/search, k {K}, one sequential keep-alive client (client-side ms)")
    say(f"command: {report['command']}")
    say(
        f"{'conversation':>12} {'memories':>8} {'questions':>9} {'p50':>7} {'p95':>7} "
        f"{'p99':>7} {'mean':>7} {'not 200':>7} {'hit@10':>7} {'server total':>12}"
    )
    rows = [*report["conversations"].items(), ("overall", report["overall"])]
    for name, run in rows:
        lat = run["latency_ms"]
        hit = run["hit_at_10"]
        say(
            f"{name:>12} {run['memories']:>8} {run['questions']:>9} {fmt(lat.get('p50')):>7} "
            f"{fmt(lat.get('p95')):>7} {fmt(lat.get('p99')):>7} {fmt(lat.get('mean')):>7} "
            f"{run['not_200']:>7} {fmt(100 * hit if hit is not None else None):>6}% "
            f"{fmt(run['server_stages']['median_ms'].get('total_ms'), '.2f'):>12}"
        )
    stages = report["overall"]["server_stages"]
    say(
        f"server stage medians over {stages['n']} traces (ms): "
        + ", ".join(f"{k} {v:.2f}" for k, v in stages["median_ms"].items())
    )
    say(
        f"client median of the same requests {fmt(stages['client_ms_median_same_requests'])} "
        f"ms; outside the server's total_ms (trace write, auth, limiter, HTTP): "
        f"{fmt(stages['client_minus_total_ms_median'], '.2f')} ms"
    )
    machine = report["machine"]
    say(
        f"load average at start {machine['load_avg_at_start']}, at end "
        f"{machine['load_avg_at_end']} ({machine['cores_logical']} cores)"
    )
    target = report["target"]
    say(
        f"target p50 <= {TARGET_P50_MS:.0f} ms overall: "
        + ("MET" if target["met"] else "NOT MET")
        + f" (p50 {fmt(target['p50_ms_overall'], '.2f')} ms)"
    )


def cdf(values: list[float]) -> tuple[list[float], list[float]]:
    """The values in order and the share (%) of them at or below each."""
    ordered = sorted(values)
    return ordered, [100.0 * (i + 1) / len(ordered) for i in range(len(ordered))]


def plot_cdf(axes: Any, report: dict[str, Any], latencies: dict[str, list[float]]) -> None:
    every: list[float] = []
    for name, values in latencies.items():
        if not values:
            continue
        every.extend(values)
        run = report["conversations"][name]
        label = (
            f"{name} ({run['memories']} memories, {len(values)} q., "
            f"p50 {run['latency_ms']['p50']:.1f} ms)"
        )
        axes.step(*cdf(values), where="post", label=label, linewidth=1.2)
    if every:
        p50 = report["overall"]["latency_ms"]["p50"]
        axes.step(
            *cdf(every), where="post", color="black", linewidth=2, label=f"all (p50 {p50:.1f} ms)"
        )
    axes.axvline(TARGET_P50_MS, color="tab:red", linestyle="--", label="10 ms target (p50)")
    axes.axhline(50, color="grey", linestyle=":", linewidth=0.8)
    axes.set_xscale("log")
    axes.set_xlabel("client-side latency, ms (log)")
    axes.set_ylabel("% of requests at or below")
    axes.set_ylim(0, 100)
    axes.set_title(f"POST /search, k {K}: latency CDF per conversation")
    axes.legend(fontsize=8, loc="lower right")


def plot_stages(axes: Any, report: dict[str, Any]) -> None:
    names = [n for n in report["conversations"] if report["conversations"][n]["server_stages"]["n"]]
    known = report["overall"]["server_stages"]["median_ms"]
    stage_names = [s for s in STAGE_ORDER if s in known]
    stage_names += [s for s in known if s not in stage_names]
    width = 0.8 / max(1, len(names) + 1)
    for offset, name in enumerate([*names, "overall"]):
        stages = (
            report["overall"]["server_stages"]
            if name == "overall"
            else report["conversations"][name]["server_stages"]
        )
        values = [stages["median_ms"].get(s, math.nan) for s in stage_names]
        xs = [i + (offset - len(names) / 2) * width for i in range(len(stage_names))]
        color = "black" if name == "overall" else None
        axes.bar(xs, values, width=width, label=name, color=color, alpha=0.85)
    client = report["overall"]["server_stages"]["client_ms_median_same_requests"]
    if client is not None:
        axes.axhline(client, color="tab:purple", linestyle=":", label="client median, same req.")
    axes.axhline(TARGET_P50_MS, color="tab:red", linestyle="--", label="10 ms")
    axes.set_xticks(range(len(stage_names)), stage_names, rotation=30, ha="right", fontsize=8)
    axes.set_ylabel("median ms (server's own timing, from the trace)")
    axes.set_title("server stages (legs run concurrently: dense on a side thread)")
    axes.legend(fontsize=7)


def plot(report: dict[str, Any], latencies: dict[str, list[float]], path: Path) -> None:
    if not latencies:
        return
    fig, (left, right) = pyplot().subplots(1, 2, figsize=(15, 5.5))
    plot_cdf(left, report, latencies)
    plot_stages(right, report)
    machine = report["machine"]
    hit = report["overall"]["hit_at_10"]
    fig.suptitle(
        f"make run, LoCoMo projects: {report['overall']['questions']} questions, hit@10 "
        f"{100 * hit if hit is not None else math.nan:.1f} %; {machine['cores_logical']} cores, "
        f"load {machine['load_avg_at_start'][0]:.2f} -> {machine['load_avg_at_end'][0]:.2f}"
    )
    save_figure(fig, path)
