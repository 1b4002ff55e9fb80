"""What the Claude Code hooks cost: ``memory-hook <Event>`` as Claude Code spawns it, with the
service on the same machine (the stack ``make run`` starts, on a data folder of its own).

Three measurements:

1. **Hook wall time**, per event: the hook process from spawn to exit, with a realistic payload on
   stdin (tests/live/hook_payloads/, written from Claude Code's hook reference) and a transcript
   in Claude Code's JSONL format; ``--calls`` per event (each call its own session id, so every
   capture call has something new to send), p50/p95.
2. **The server's share**, per event: the HTTP requests that event makes (``POST /context`` with
   the hook's body for SessionStart and UserPromptSubmit, ``POST /events`` with the events the
   capture hooks send), timed alone from this process over a fresh connection, as the hook opens
   one.
3. **Time added to a real session**: the real ``claude -p`` (``--cli``, from ``make hosts``)
   with the same prompt against the instant stand-in model (:mod:`bench.anthropic_standin`),
   ``--sessions`` runs with the hooks of docs/integrations.md and as many without, interleaved;
   the difference of the medians.

Targets (issue 30): SessionStart and UserPromptSubmit p50 <= 100 ms of hook wall time; <= 0.3 s
added to a print-mode session. The JSON says whether each is met.

    .venv/bin/python bench/hooks.py [--calls 50] [--sessions 7] [--cli 2.1.332]

Writes bench/results/hooks.json and hooks.png (``--output`` sets the stem).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import time
import uuid
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from memory_hook.events import message_event, tool_events
from memory_hook.transcript import read_from

from bench import claude_code
from bench.anthropic_standin import AnthropicStandin
from bench.common import (
    PROJECT_ROOT,
    RESULTS,
    bench_workdir,
    percentile,
    pyplot,
    report_header,
    save_figure,
    say,
    write_json,
)
from bench.stack import UNREACHED_RATE_LIMIT, Client, running_stack

PAYLOADS = PROJECT_ROOT / "tests" / "live" / "hook_payloads"
# The event and the payload file each is measured with.
EVENTS = {
    "SessionStart": "SessionStart",
    "UserPromptSubmit": "UserPromptSubmit",
    "PostToolUse": "PostToolUse-Read",
    "Stop": "Stop",
    "PreCompact": "PreCompact",
    "SessionEnd": "SessionEnd",
}
TARGETS = {"SessionStart_p50_ms": 100.0, "UserPromptSubmit_p50_ms": 100.0, "added_print_s": 0.3}
MEMORIES = [
    ("procedural", "The metadata-service deploys with make release from the main branch."),
    ("semantic", "The staging metadata store runs on PostgreSQL 16."),
    ("preference", "Priya prefers tabs over spaces in this repository."),
]
PRINT_PROMPT = "Which database does the staging metadata store use?"


def summary(values_ms: Sequence[float]) -> dict[str, Any]:
    values = sorted(values_ms)
    if not values:
        return {"n": 0}
    return {
        "n": len(values),
        "p50": round(percentile(values, 50), 1),
        "p95": round(percentile(values, 95), 1),
        "min": round(values[0], 1),
        "max": round(values[-1], 1),
    }


# --- 1. the hook process -----------------------------------------------------------------------


def payload(event: str, session_id: str, transcript: Path, cwd: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((PAYLOADS / f"{EVENTS[event]}.json").read_text())
    data.update(session_id=session_id, transcript_path=str(transcript), cwd=str(cwd))
    return data


def hook_env(url: str, token: str, state: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("MEMORY_")}
    env.update(MEMORY_URL=url, MEMORY_TOKEN=token, MEMORY_HOOK_STATE_DIR=str(state))
    return env


def time_hooks(
    url: str, token: str, workdir: Path, calls: int
) -> tuple[dict[str, list[float]], dict[str, int]]:
    """Per event, ``calls`` runs of the hook process, each timed from spawn to exit."""
    hook = str(claude_code.memory_hook())
    transcript = workdir / "transcript.jsonl"
    shutil.copy(PAYLOADS / "transcript.jsonl", transcript)
    cwd = workdir / "metadata-service"
    cwd.mkdir(exist_ok=True)
    env = hook_env(url, token, workdir / "hook-state")
    times: dict[str, list[float]] = {}
    failures: dict[str, int] = {}
    for event in EVENTS:
        times[event], failures[event] = [], 0
        for index in range(calls):
            data = json.dumps(payload(event, f"bench-{uuid.uuid4()}", transcript, cwd))
            began = time.perf_counter()
            done = subprocess.run(
                [hook, event], input=data, env=env, capture_output=True, text=True, timeout=60
            )
            times[event].append((time.perf_counter() - began) * 1000)
            if done.returncode != 0 or done.stderr.strip():
                failures[event] += 1
            if (index + 1) % 10 == 0 or index + 1 == calls:
                row = summary(times[event])
                say(
                    f"[hooks] {event} {index + 1}/{calls}: p50 {row['p50']:.0f} ms, "
                    f"p95 {row['p95']:.0f} ms, failed {failures[event]}"
                )
    return times, failures


# --- 2. the server's share -------------------------------------------------------------------


def requests_of(event: str, session_id: str, transcript: Path) -> list[tuple[str, dict[str, Any]]]:
    """The HTTP requests (path, body) the hook of ``event`` makes, built with the hook's own
    event functions (:mod:`memory_hook.events`), as docs/integrations.md says."""
    data = payload(event, session_id, transcript, transcript.parent)
    if event == "SessionStart":
        query = (
            "metadata-service: the decisions, conventions, preferences and procedures that "
            "apply here"
        )
        body = {"query": query, "route": "influence", "budget_tokens": 400}
        return [("/api/v1/context", {**body, "session_id": session_id})]
    if event == "UserPromptSubmit":
        body = {"query": data["prompt"][:2000], "route": "auto", "session_id": session_id}
        return [("/api/v1/context", body)]
    if event == "PostToolUse":
        pair = tool_events(data, session_id=session_id, failed=False, now=datetime.now(UTC))
        return [("/api/v1/events", {"events": pair})]
    out: list[tuple[str, dict[str, Any]]] = [
        ("/api/v1/events", {"events": transcript_events(event, session_id, transcript)})
    ]
    if event == "PreCompact":
        out.append(("/api/v1/extract", {"session_id": session_id}))
    return out


def transcript_events(event: str, session_id: str, transcript: Path) -> list[dict[str, Any]]:
    """The transcript's messages as a capture hook sends them: the last one ends the turn at
    Stop and SessionEnd, and SessionEnd adds its ``session_end`` signal."""
    items = [i for i in read_from(transcript).items if i.kind == "message" and i.text.strip()]
    events: list[dict[str, Any]] = [
        dict(
            message_event(
                session_id,
                item,
                turn_complete=event in {"Stop", "SessionEnd"} and index == len(items) - 1,
            )
        )
        for index, item in enumerate(items)
    ]
    if event == "SessionEnd":
        events.append(
            {
                "event_id": f"bench:{uuid.uuid4()}",
                "session_id": session_id,
                "kind": "signal",
                "content": "session_end",
            }
        )
    return events


def post(port: int, token: str, path: str, body: dict[str, Any]) -> int:
    """One request on a connection of its own, as a hook process makes it."""
    client = Client(port, token, timeout=30)
    try:
        return client.json("POST", path, body).status
    finally:
        client.close()


def time_server(port: int, token: str, workdir: Path, calls: int) -> dict[str, list[float]]:
    """Per event, ``calls`` times the event's HTTP requests alone (a fresh connection each)."""
    transcript = workdir / "transcript.jsonl"
    times: dict[str, list[float]] = {}
    for event in EVENTS:
        times[event] = []
        for _ in range(calls):
            wanted = requests_of(event, f"bench-{uuid.uuid4()}", transcript)
            began = time.perf_counter()
            statuses = [post(port, token, path, body) for path, body in wanted]
            times[event].append((time.perf_counter() - began) * 1000)
            if any(status >= 400 for status in statuses):
                raise RuntimeError(f"{event}: the service answered {statuses}")
        row = summary(times[event])
        say(f"[server] {event}: p50 {row['p50']:.1f} ms, p95 {row['p95']:.1f} ms")
    return times


# --- 3. a real claude -p -------------------------------------------------------------------------


def time_sessions(cli: Path, url: str, token: str, workdir: Path, sessions: int) -> dict[str, Any]:
    """``sessions`` runs of ``claude -p`` with the hooks and as many without, interleaved."""
    seconds: dict[str, list[float]] = {"with_hooks": [], "without_hooks": []}
    hooks: dict[str, list[float]] = {}
    cancelled: dict[str, int] = {}
    session_end_ms: list[float] = []
    with AnthropicStandin() as model:
        settings = claude_code.hook_settings(url, token, command=str(claude_code.memory_hook()))
        setups = {}
        for name, wanted in (("with_hooks", settings), ("without_hooks", None)):
            root = workdir / f"claude-{name}"
            project_dir = root / "project"
            home = claude_code.prepare_home(root / "home", project_dir, wanted)
            setups[name] = (project_dir, claude_code.claude_env(home, model.url))
        # One unmeasured run of each first: the first start of a binary reads it from disk.
        for index in range(-1, sessions):
            for name, (project_dir, env) in setups.items():
                debug = workdir / f"debug-{name}-{index}.log"
                ran = claude_code.run_print(
                    cli, PRINT_PROMPT, cwd=project_dir, env=env, debug_file=debug
                )
                if ran.returncode != 0:
                    raise RuntimeError(f"claude -p failed: {ran.stderr[-2000:]}")
                if index < 0:
                    continue
                seconds[name].append(ran.seconds)
                if name == "with_hooks":
                    runs = claude_code.hook_runs(debug)
                    for event, values in claude_code.durations(runs).items():
                        hooks.setdefault(event, []).extend(values)
                    for run in runs:
                        if run.cancelled:
                            cancelled[run.event] = cancelled.get(run.event, 0) + 1
                    waited = claude_code.session_end_wait_ms(debug)
                    if waited is not None:
                        session_end_ms.append(waited)
            if index >= 0:
                with_s, without_s = seconds["with_hooks"][-1], seconds["without_hooks"][-1]
                say(
                    f"[claude -p] run {index + 1}/{sessions}: with hooks {with_s:.2f} s, "
                    f"without {without_s:.2f} s"
                )
    medians = {name: statistics.median(values) for name, values in seconds.items()}
    return {
        "cli": str(cli),
        "prompt": PRINT_PROMPT,
        "sessions": sessions,
        "seconds": {name: [round(v, 3) for v in values] for name, values in seconds.items()},
        "median_s": {name: round(value, 3) for name, value in medians.items()},
        "added_s": round(medians["with_hooks"] - medians["without_hooks"], 3),
        "hook_ms_from_debug_log": {event: summary(values) for event, values in hooks.items()},
        # The exit's wait for the SessionEnd hook (the debug log's gap before its completion).
        "session_end_wait_ms": summary(session_end_ms),
        "cancelled_hooks": cancelled,
    }


# --- the report ----------------------------------------------------------------------------------


def plot(report: dict[str, Any], path: Path) -> None:
    plt = pyplot()
    fig, (left, right) = plt.subplots(1, 2, figsize=(12, 4.8), width_ratios=[2, 1])
    events = list(report["events"])
    xs = range(len(events))
    hook_p50 = [report["events"][e]["hook_ms"]["p50"] for e in events]
    hook_p95 = [report["events"][e]["hook_ms"]["p95"] for e in events]
    server_p50 = [report["events"][e]["server_ms"]["p50"] for e in events]
    width = 0.27
    left.bar([x - width for x in xs], hook_p50, width, label="hook process p50")
    left.bar(list(xs), hook_p95, width, label="hook process p95")
    left.bar([x + width for x in xs], server_p50, width, label="server's requests p50")
    left.axhline(TARGETS["SessionStart_p50_ms"], color="red", linestyle="--", linewidth=1)
    left.text(len(events) - 0.5, TARGETS["SessionStart_p50_ms"], " 100 ms target", color="red",
              va="bottom", ha="right", fontsize=8)  # fmt: skip
    left.set_xticks(list(xs), events, rotation=20)
    left.set_ylabel("ms (spawn to exit)")
    left.set_ylim(bottom=0)
    left.set_title(f"memory-hook per event ({report['calls']} calls each)")
    left.legend(fontsize=8)
    session = report.get("claude_print")
    if session:
        data = [session["seconds"]["without_hooks"], session["seconds"]["with_hooks"]]
        right.boxplot(data, tick_labels=["without hooks", "with hooks"])
        right.set_ylabel("claude -p wall time (s)")
        right.set_ylim(bottom=0)
        right.set_title(f"added: {session['added_s']:.2f} s (median; target <= 0.3 s)")
    else:
        right.axis("off")
    save_figure(fig, path)


def print_table(report: dict[str, Any]) -> None:
    say("")
    say(f"memory-hook cost; command: {report['command']}")
    say(f"{'event':<18}{'hook p50':>10}{'hook p95':>10}{'server p50':>12}{'server p95':>12}")
    for event, row in report["events"].items():
        hook, server = row["hook_ms"], row["server_ms"]
        say(
            f"{event:<18}{hook['p50']:>9.0f} {hook['p95']:>9.0f} "
            f"{server['p50']:>11.1f} {server['p95']:>11.1f}"
        )
    session = report.get("claude_print")
    if session:
        say(
            f"claude -p median: {session['median_s']['with_hooks']:.2f} s with hooks, "
            f"{session['median_s']['without_hooks']:.2f} s without: +{session['added_s']:.2f} s"
        )
        logged = session["hook_ms_from_debug_log"]
        parts = [f"{event} p50 {row['p50']:.0f} ms" for event, row in logged.items() if row["n"]]
        waited = session["session_end_wait_ms"]
        if waited["n"]:
            parts.append(f"exit waited for SessionEnd p50 {waited['p50']:.0f} ms")
        say("  in Claude Code's debug log: " + "; ".join(parts))
    say(f"targets met: {report['met']}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--calls", type=int, default=50, help="hook runs per event (>= 50)")
    parser.add_argument("--sessions", type=int, default=7, help="claude -p runs each way")
    parser.add_argument("--cli", default="2.1.332", choices=list(claude_code.CLI_VERSIONS))
    parser.add_argument("--output", default="hooks", help="results file stem")
    args = parser.parse_args(argv)
    argv_used = list(argv if argv is not None else sys.argv[1:])

    cli = claude_code.cli_path(args.cli) if args.sessions > 0 else None
    if args.sessions > 0 and cli is None:
        parser.error(f"Claude Code {args.cli} is not installed: run `make hosts` (or --sessions 0)")
    report: dict[str, Any] = {
        **report_header("bench/hooks.py", argv_used, TARGETS),
        "calls": args.calls,
        "hook": str(claude_code.memory_hook()),
    }
    workdir = bench_workdir("hooks-")
    try:
        with running_stack(
            workdir / "data", extra_env={"MEMORY_API_RATE_LIMIT": UNREACHED_RATE_LIMIT}
        ) as stack:
            say(f"[stack] /healthz answered after {stack.started_s:.1f} s on port {stack.port}")
            token = stack.issue_token("bench-hooks", "agent", name="bench-hooks")
            owner = stack.issue_token("bench-hooks", "owner", name="bench-hooks-owner")
            for kind, content in MEMORIES:
                post(stack.port, owner, "/api/v1/remember", {"content": content, "type": kind})
            hook_times, failures = time_hooks(stack.base_url, token, workdir, args.calls)
            server_times = time_server(stack.port, token, workdir, args.calls)
            report["events"] = {
                event: {
                    "hook_ms": summary(hook_times[event]),
                    "server_ms": summary(server_times[event]),
                    "hook_failures": failures[event],
                }
                for event in EVENTS
            }
            if cli is not None:
                report["claude_print"] = time_sessions(
                    cli, stack.base_url, token, workdir, args.sessions
                )
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    events = report["events"]
    met = {
        "SessionStart_p50_ms": events["SessionStart"]["hook_ms"]["p50"]
        <= TARGETS["SessionStart_p50_ms"],
        "UserPromptSubmit_p50_ms": events["UserPromptSubmit"]["hook_ms"]["p50"]
        <= TARGETS["UserPromptSubmit_p50_ms"],
    }
    if "claude_print" in report:
        met["added_print_s"] = report["claude_print"]["added_s"] <= TARGETS["added_print_s"]
    report["met"] = met
    RESULTS.mkdir(parents=True, exist_ok=True)
    out = write_json(RESULTS / f"{args.output}.json", report)
    plot(report, out.with_suffix(".png"))
    print_table(report)
    say(f"wrote {out} and {out.with_suffix('.png')}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())


__all__ = ["main", "requests_of", "summary", "time_hooks", "time_server", "time_sessions"]
