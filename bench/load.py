"""The served stack under concurrent agent traffic: throughput, latency, errors, connections.

Rule: measure what ``make run`` serves, on this machine, and write it down with the
conditions. Target (checked and printed, not asserted): no 5xx and no failed connection at any
concurrency; and the peak of PostgreSQL connections within the documented budget
(``config.serving.connection_budget``).

What it does, in order (everything through ``bench/stack.py`` and ``bench/traffic.py``):

1. Starts the stack as ``make run`` does (``python -m config.embedded run``: embedded
   PostgreSQL and Redis, migrations, the owner, web + Celery worker + beat) on a free port of
   127.0.0.1 with a fresh data folder of its own (a temporary one unless ``--data-dir``), and
   waits for ``GET /healthz``. ``MEMORY_API_RATE_LIMIT`` is set to a limit no run reaches
   (``--rate-limit default`` keeps the project's 600/60 per token, which answers most of a run
   with 429).
2. Issues an owner and an agent token for one project, imports ``--memories`` LoCoMo
   conversation turns (default: every turn of the five development conversations, 2,760;
   ../shared/fixtures/locomo_dev.json, read there, never copied) with ``POST /api/v1/import``
   in batches of 500, and waits until the worker has embedded them all.
3. Warms up with ``--warmup`` sequential requests of the mix, then for each ``--clients``
   count runs the mix for ``--duration`` seconds from that many threads, each on its own
   keep-alive connection, sending back to back (a closed loop: a client sends its next request
   when the last one answered), with the agent token: ``POST /context`` 40 %, ``POST /search``
   (k 10) 30 %, ``GET /memories?limit=20`` 15 %, ``POST /events`` (one user message, never
   turn-complete) 15 %; questions are LoCoMo's QA questions. Every request is recorded
   (endpoint, status or connection failure, client-side latency); PostgreSQL client backends
   of the stack's database are counted every 100 ms meanwhile.
4. Writes ``bench/results/<output>.json`` (per concurrency: throughput, p50/p95/p99 overall
   and per endpoint, responses by status, connection failures, peak PostgreSQL connections,
   load average before and after; the machine, the git commit, the stack's processes) and
   ``bench/results/<output>.png``.

With ``--slow-clients N``, step 3 is replaced: ``GET /healthz`` and ``POST /context`` are
called back to back by one keep-alive client each for ``--duration`` seconds, first alone and
then while N slow clients (``bench/slow_clients.py``) each send one header line every
``--slow-interval`` seconds without finishing their request; a call without a 200 within
``--probe-timeout`` seconds counts as failed. The JSON and the PNG then show the medians and
the failed calls of both phases.

Other processes share the 2 cores: the load average is recorded next to each measurement.

Run from the project root:
    .venv/bin/python bench/load.py [--duration 20] [--clients 1,4,16,64] [--memories N]
        [--output load]
    .venv/bin/python bench/load.py --slow-clients 16 --memories 300 --output load-slow
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

PROJECT_ROOT = Path(__file__).resolve().parents[1]
if str(PROJECT_ROOT) not in sys.path:
    sys.path.insert(0, str(PROJECT_ROOT))

from bench import pg_connections, slow_clients, traffic  # noqa: E402
from bench import stack as stack_run  # noqa: E402
from bench.common import RESULTS, pyplot, save_figure, say  # noqa: E402
from config.serving import connection_budget  # noqa: E402

PROJECT = "load"
PAUSE_BETWEEN_S = 3.0


def parse_clients(text: str) -> list[int]:
    counts = sorted({int(c) for c in text.split(",") if c.strip()})
    if not counts or counts[0] < 1 or counts[-1] > 256:
        raise argparse.ArgumentTypeError("client counts are 1..256, e.g. 1,4,16,64")
    return counts


def phase(
    stack: traffic.Stack,
    token: str,
    mix: traffic.Mix,
    *,
    clients: int,
    duration_s: float | None = None,
    requests_per_client: int | None = None,
    seed: int,
) -> tuple[dict[str, Any], list[traffic.Sample]]:
    load_before = os.getloadavg()[0]
    with pg_connections.ConnectionPoller(stack.database_url()) as poller:
        samples, wall = traffic.run_traffic(
            stack.port,
            token,
            mix,
            clients=clients,
            duration_s=duration_s,
            requests_per_client=requests_per_client,
            seed=seed,
        )
    result = traffic.summarize(samples, wall)
    result["clients"] = clients
    result["pg_connections"] = poller.summary()
    result["load_avg_1m_before"] = round(load_before, 2)
    result["load_avg_1m_after"] = round(os.getloadavg()[0], 2)
    result["first_unexpected"] = traffic.first_unexpected(samples)
    return result, samples


def progress_line(result: dict[str, Any]) -> str:
    lat = result["latency_ms"]
    if lat.get("n"):
        timing = f"p50 {lat['p50']:.1f} p95 {lat['p95']:.1f} p99 {lat['p99']:.1f} ms"
    else:
        timing = "no answers"
    return (
        f"[load] {result['clients']} clients: {result['requests']} requests, "
        f"{result['requests_per_s']}/s, {timing}, statuses {json.dumps(result['statuses'])}, "
        f"peak PG connections {result['pg_connections']['peak']}"
    )


def log_problems(stack: traffic.Stack) -> dict[str, int]:
    """Tracebacks and 5xx lines in the stack's output (its log is kept with the data)."""
    try:
        text = stack.log_path.read_text(errors="replace")
    except OSError:
        return {}
    return {
        "tracebacks": text.count("Traceback (most recent call last)"),
        "too_many_clients": text.count("too many clients"),
        "lines": text.count("\n"),
    }


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--duration", type=float, default=20.0, help="seconds per concurrency")
    parser.add_argument("--clients", type=parse_clients, default=[1, 4, 16, 64])
    parser.add_argument(
        "--memories", type=int, default=0, help="LoCoMo turns to import (0: all of them)"
    )
    parser.add_argument("--warmup", type=int, default=100, help="sequential warm-up requests")
    parser.add_argument("--output", default="load", help="results file stem")
    stack_run.add_stack_arguments(parser)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--slow-clients", type=int, default=0, help="measure N slow clients instead (see above)"
    )
    parser.add_argument("--slow-interval", type=float, default=5.0, help="seconds between lines")
    parser.add_argument("--probe-timeout", type=float, default=10.0, help="seconds per call")
    args = parser.parse_args(argv)
    if not 1 <= args.duration <= 600:
        parser.error("--duration is 1..600 seconds")
    return args


def read_locomo(memories: int) -> tuple[list[traffic.Turn], list[str]]:
    """The first ``memories`` turns (0: all) and every question."""
    turns, questions = traffic.read_locomo()
    if memories > len(turns):
        raise SystemExit(f"--memories: the fixture has {len(turns)} turns")
    return turns[:memories] if memories else turns, questions


def report_start(
    args: argparse.Namespace, argv: Sequence[str] | None, extra_env: dict[str, str]
) -> dict[str, Any]:
    return {
        **traffic.report_header(
            "bench/load.py", argv or sys.argv[1:], {"server_errors": 0, "connection_failures": 0}
        ),
        "settings": {
            "duration_s": args.duration,
            "clients": args.clients,
            "warmup_requests": args.warmup,
            "mix": traffic.DEFAULT_MIX,
            "request_timeout_s": traffic.REQUEST_TIMEOUT_S,
            "env": extra_env,
            "inherited_memory_env": traffic.inherited_memory_env(),
            "fresh_data_dir": args.data_dir is None,
        },
    }


def seed(stack: traffic.Stack, owner: str, turns: list[traffic.Turn]) -> dict[str, Any]:
    """Import the turns and wait until the worker has embedded them."""
    say(f"[seed] importing {len(turns)} memories in batches of {traffic.IMPORT_BATCH}")
    with pg_connections.ConnectionPoller(stack.database_url()) as poller:
        seeded = traffic.seed_project(stack.port, owner, turns)
        embedded = traffic.wait_embedded(stack.port, owner)
    say(
        f"[seed] {seeded['memories']} memories in {seeded['seconds']} s; embedded after "
        f"{embedded['seconds']} s more (backlog {embedded['backlog']}); "
        f"peak PG connections {poller.peak}"
    )
    return {**seeded, "embedding_wait": embedded, "pg_connections": poller.summary()}


def run_concurrencies(
    stack: traffic.Stack, agent: str, mix: traffic.Mix, args: argparse.Namespace
) -> dict[str, Any]:
    """The mix at each client count, a pause between; stops early if the stack exits."""
    results: dict[str, Any] = {}
    for number, clients in enumerate(args.clients):
        time.sleep(PAUSE_BETWEEN_S)
        result, _ = phase(
            stack,
            agent,
            mix,
            clients=clients,
            duration_s=args.duration,
            seed=args.seed + 1 + number,
        )
        results[f"clients_{clients}"] = result
        say(progress_line(result))
        for line in result["first_unexpected"]:
            say(f"[load]   {line}")
        if stack.process.poll() is not None:
            say(f"[stack] exited with {stack.process.returncode} during the run; stopping")
            break
    return results


def measure(
    stack: traffic.Stack,
    args: argparse.Namespace,
    report: dict[str, Any],
    locomo: tuple[list[traffic.Turn], list[str]],
) -> None:
    turns, questions = locomo
    report["stack"] = stack_run.stack_facts(stack)
    for line in report["stack"]["processes"]:
        say(f"[stack]   {line}")
    owner = stack.issue_token(PROJECT, "owner", "load-owner")
    agent = stack.issue_token(PROJECT, "agent", "load-agent")
    report["seed"] = seed(stack, owner, turns)
    mix = traffic.Mix(questions)
    if args.warmup:
        warm, _ = phase(
            stack, agent, mix, clients=1, requests_per_client=args.warmup, seed=args.seed
        )
        report["warmup"] = warm
        say(progress_line(warm).replace("[load]", "[warmup]"))
    if args.slow_clients:
        report["slow_clients"] = slow_clients.measure(
            stack.port,
            agent,
            count=args.slow_clients,
            interval_s=args.slow_interval,
            duration_s=args.duration,
            timeout_s=args.probe_timeout,
            query=questions[0],
        )
    else:
        report["load"] = run_concurrencies(stack, agent, mix, args)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    RESULTS.mkdir(parents=True, exist_ok=True)
    turns, questions = read_locomo(args.memories)
    say(f"[load] LoCoMo: {len(turns)} turns to import, {len(questions)} questions")
    workdir, data_dir, extra_env = stack_run.stack_folders(args, "memory-load-")
    report = report_start(args, argv, extra_env)
    stack = stack_run.launch(data_dir, workdir, extra_env)
    report["load"] = {}
    try:
        measure(stack, args, report, (turns, questions))
    finally:
        report["stack_log"] = log_problems(stack)
        stack_run.stop_stack(stack, report)
    report["load"] = report.pop("load")
    report["finished"] = datetime.now(UTC).isoformat(timespec="seconds")
    if "slow_clients" in report:
        report["target"] = {"met": not report["slow_clients"]["starved"]}
        plot_, table = slow_clients.plot, slow_clients.print_table
    else:
        report["target"].update(_target(report["load"], connection_budget()))
        plot_, table = plot, print_table
    return stack_run.finish_run(
        report,
        args,
        workdir,
        data_dir,
        plot=lambda path: plot_(report, path),
        print_table=lambda: table(report),
    )


def _target(results: dict[str, Any], budget: int | None) -> dict[str, Any]:
    failing = [
        key for key, run in results.items() if run["server_errors"] or run["connection_failures"]
    ]
    peak = max((run["pg_connections"]["peak"] for run in results.values()), default=0)
    return {
        "met": not failing and bool(results),
        "failing": failing,
        "peak_pg_connections": peak,
        "connection_budget": budget,
        "within_budget": None if budget is None else peak <= budget,
    }


def print_table(report: dict[str, Any]) -> None:
    say("")
    say(f"served load (client-side ms); command: {report['command']}")
    say(
        f"{'clients':>7} {'req/s':>7} {'p50':>8} {'p95':>8} {'p99':>8} {'5xx':>5} "
        f"{'failed':>6} {'other':>6} {'PG peak':>7}  per endpoint p95"
    )
    for run in report["load"].values():
        lat = run["latency_ms"]
        other = run["unexpected"] - run["server_errors"] - run["connection_failures"]
        endpoints = " ".join(
            f"{name} {row.get('p95', float('nan')):.0f}" for name, row in run["endpoints"].items()
        )
        say(
            f"{run['clients']:>7} {run['requests_per_s'] or 0:>7.1f} "
            f"{lat.get('p50', float('nan')):>8.1f} {lat.get('p95', float('nan')):>8.1f} "
            f"{lat.get('p99', float('nan')):>8.1f} {run['server_errors']:>5} "
            f"{run['connection_failures']:>6} {other:>6} {run['pg_connections']['peak']:>7}  "
            f"{endpoints}"
        )
    target = report["target"]
    say(
        "\ntarget no 5xx and no failed connection at any concurrency: "
        + ("MET" if target["met"] else f"NOT MET ({', '.join(target['failing']) or 'no runs'})")
    )
    budget = target.get("connection_budget")
    say(
        f"peak PostgreSQL connections {target['peak_pg_connections']}"
        + (
            ""
            if budget is None
            else f" against the budget {budget}: "
            + ("within" if target["within_budget"] else "OVER")
        )
    )


def plot_latency(axes: Any, runs: list[dict[str, Any]], clients: list[int]) -> None:
    for pct, color in (("p50", "tab:blue"), ("p95", "tab:orange"), ("p99", "tab:red")):
        values = [run["latency_ms"].get(pct, math.nan) for run in runs]
        axes.plot(clients, values, "-", marker="o", color=color, label=f"{pct}, all requests")
    endpoints = sorted({name for run in runs for name in run["endpoints"]})
    shades = ("tab:cyan", "tab:olive", "tab:brown", "tab:pink", "tab:grey")
    for name, color in zip(endpoints, shades * len(endpoints), strict=False):
        values = [run["endpoints"].get(name, {}).get("p95", math.nan) for run in runs]
        axes.plot(clients, values, ":", marker=".", color=color, label=f"p95 {name}")
    axes.set_xscale("log", base=2)
    axes.set_yscale("log")
    axes.set_xticks(clients, [str(c) for c in clients])
    axes.set_xlabel("concurrent clients (closed loop, keep-alive)")
    axes.set_ylabel("ms (client side)")
    axes.set_title("latency of the mix")
    axes.legend(fontsize=8)


def plot_throughput(axes: Any, runs: list[dict[str, Any]], clients: list[int]) -> None:
    throughput = [run["requests_per_s"] or 0.0 for run in runs]
    axes.plot(clients, throughput, "-", marker="o", color="tab:green", label="requests/s")
    axes.set_xscale("log", base=2)
    axes.set_xticks(clients, [str(c) for c in clients])
    axes.set_xlabel("concurrent clients")
    axes.set_ylabel("requests/s")
    axes.set_ylim(bottom=0)
    bad = axes.twinx()
    errors = [
        100.0 * (run["server_errors"] + run["connection_failures"]) / max(1, run["requests"])
        for run in runs
    ]
    bad.bar(clients, errors, width=[c * 0.3 for c in clients], color="tab:red", alpha=0.35)
    bad.set_ylabel("% 5xx or failed connection", color="tab:red")
    bad.set_ylim(0, max(5.0, max(errors) * 1.2))
    axes.set_title("throughput (line) and errors (bars)")
    axes.legend(fontsize=8, loc="upper left")


def plot_connections(
    axes: Any, runs: list[dict[str, Any]], clients: list[int], budget: int | None
) -> None:
    peaks = [run["pg_connections"]["peak"] for run in runs]
    active = [run["pg_connections"]["peak_active"] for run in runs]
    axes.plot(clients, peaks, "-", marker="o", color="tab:purple", label="peak client backends")
    axes.plot(clients, active, "--", marker=".", color="tab:purple", label="peak active")
    if budget is not None:
        axes.axhline(budget, color="grey", linestyle=":", label=f"budget ({budget})")
    axes.set_xscale("log", base=2)
    axes.set_xticks(clients, [str(c) for c in clients])
    axes.set_xlabel("concurrent clients")
    axes.set_ylabel("PostgreSQL connections (polled every 100 ms)")
    axes.set_ylim(bottom=0)
    axes.set_title("PostgreSQL connections of the stack")
    axes.legend(fontsize=8)


def plot(report: dict[str, Any], path: Path) -> None:
    runs = list(report["load"].values())
    if not runs:
        return
    clients = [run["clients"] for run in runs]
    fig, (left, middle, right) = pyplot().subplots(1, 3, figsize=(18, 5.5))
    plot_latency(left, runs, clients)
    plot_throughput(middle, runs, clients)
    plot_connections(right, runs, clients, report["target"].get("connection_budget"))
    fig.suptitle(
        f"make run under load ({report['seed']['memories'] if 'seed' in report else '?'} "
        f"memories, {report['settings']['duration_s']:.0f} s per point, "
        f"{report['machine']['cores_logical']} cores)"
    )
    save_figure(fig, path)


if __name__ == "__main__":
    sys.exit(main())
