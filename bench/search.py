"""``POST /api/v1/search`` through the served stack, on LoCoMo-sized projects.

Rule: measure what ``make run`` serves, on this machine, and write it down with the
conditions. Target (printed, not asserted): p50 <= 10 ms overall, client side.

What it does, in order (the stack, tokens and the client from ``bench/stack.py``, the numbers
from ``bench/traffic.py``):

1. Starts the stack once as ``make run`` does (``python -m config.embedded run``) on a free
   port of 127.0.0.1 with a fresh data folder of its own (a temporary one unless
   ``--data-dir``). ``MEMORY_API_RATE_LIMIT`` is set to a limit no run reaches, as
   ``bench/load.py`` does (``--rate-limit default`` keeps the project's 600/60 per token, which
   would answer most of the run with 429); the JSON says which.
2. For each of the first ``--conversations`` LoCoMo conversations
   (../shared/fixtures/locomo_dev.json, read there, never copied): a project of its own
   (``locomo-<conversation id>``), an owner and an agent token, every turn imported as one
   memory with ``POST /api/v1/import`` (``traffic.import_line``'s line, as ``bench/load.py``
   imports: "[8 May 2023] speaker: text", the speaker as entity, ``ref``
   ``<conversation id>:<turn id>``; but every memory episodic, as ``bench/locomo.py`` imports,
   where ``import_line`` makes one in seven semantic), then a wait until the embedding backlog
   is 0. All
   conversations are imported before any is measured, so no import or embedding work runs
   while a conversation is measured.
3. Per conversation: a warm-up of ``--warmup`` (50) questions of another conversation (the
   next one in the fixture) on that project's agent token, not measured; then every QA
   question of the conversation once, ``{"query": question, "k": 10}``, one client,
   sequentially, on one keep-alive connection. Every request is timed on the client
   (request sent to body read); any status but 200 is counted.
4. Per question with evidence: whether any of its evidence turns (the fixture's ids, normalised
   as the fixture README says, mapped to memories through the import response's ``ref`` ->
   id map) is among the 10 results (hit@10), and the share of its evidence turns that is
   (recall@10, the LoCoMo paper's metric).
5. ``--traces`` (about 50) of the measured responses, evenly spread over each conversation:
   ``GET /api/v1/traces/{trace_id}`` after that conversation's timed run; the median of each
   ``latency_ms`` stage (the server's own timing) next to the client-side latency of the same
   requests. ``total_ms`` ends before the trace is written: the difference to the client time is
   the trace write, authentication, the rate limiter, serialisation and HTTP.
6. Writes ``bench/results/<output>.json`` and ``bench/results/<output>.png`` (latency CDF per
   conversation with the 10 ms target; server stage medians).

Other processes share the 2 cores: the load average is recorded at the start, around each
conversation's timed run and at the end.

Run from the project root:
    .venv/bin/python bench/search.py [--conversations 5] [--output search]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from functools import partial
from pathlib import Path
from typing import Any

PROJECT_ROOT = Path(__file__).resolve().parents[1]
if str(PROJECT_ROOT) not in sys.path:
    sys.path.insert(0, str(PROJECT_ROOT))

from bench import traffic  # noqa: E402
from bench.common import RESULTS, percentile, say  # noqa: E402
from bench.locomo_fixture import CATEGORIES, normalise_evidence  # noqa: E402
from bench.search_report import TARGET_P50_MS, K, plot, print_table, progress_line  # noqa: E402
from bench.stack import (  # noqa: E402
    add_stack_arguments,
    finish_run,
    launch,
    stack_facts,
    stack_folders,
    stop_stack,
)

SETTLE_S = 5.0
EMBED_TIMEOUT_S = 600.0


# --- the fixture -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Question:
    index: int
    text: str
    category: int
    evidence: tuple[str, ...]  # normalised turn ids (``D1:3``) that exist in the conversation


@dataclass
class Conversation:
    sample_id: str
    turns: list[traffic.Turn]
    questions: list[Question]
    dropped_evidence_ids: list[str]

    @property
    def slug(self) -> str:
        return f"locomo-{self.sample_id}"

    def ref(self, dia_id: str) -> str:
        """The ``ref`` ``traffic.import_line`` gives a turn."""
        return f"{self.sample_id}:{dia_id}"


def load_conversations(path: Path = traffic.LOCOMO) -> list[Conversation]:
    """The turns as ``traffic.read_locomo`` reads them (what is imported), grouped by
    conversation, and each conversation's QA items with their evidence."""
    turns, _ = traffic.read_locomo(path)
    by_sample: dict[str, list[traffic.Turn]] = {}
    for turn in turns:
        by_sample.setdefault(turn.sample_id, []).append(turn)
    conversations: list[Conversation] = []
    for sample in json.loads(path.read_text()):
        sample_id = str(sample["sample_id"])
        mine = by_sample.get(sample_id, [])
        known = {t.dia_id for t in mine}
        questions: list[Question] = []
        dropped: list[str] = []
        for index, qa in enumerate(sample["qa"]):
            text = str(qa.get("question") or "").strip()
            if not text:
                continue
            evidence, lost = normalise_evidence(qa.get("evidence") or [], known)
            dropped.extend(lost)
            questions.append(Question(index, text, int(qa.get("category", 0)), tuple(evidence)))
        conversations.append(Conversation(sample_id, mine, questions, dropped))
    return conversations


# --- seeding -----------------------------------------------------------------------------------


# Every memory episodic (a LoCoMo turn is an episode).
import_line = partial(traffic.import_line, mixed_types=False)


def import_conversation(port: int, owner_token: str, conv: Conversation) -> dict[str, Any]:
    """``POST /api/v1/import`` every turn (``traffic.import_line``) in batches; returns the
    ``ref`` -> memory id map with the counts and the time."""
    batch = traffic.IMPORT_BATCH
    ids, _, seconds = traffic.import_turns(
        port, owner_token, conv.turns, line=import_line, batch=batch
    )
    types = Counter(json.loads(import_line(t, i))["type"] for i, t in enumerate(conv.turns))
    return {
        "ids": ids,
        "memories": len(ids),
        "types": dict(sorted(types.items())),
        "batches": -(-len(conv.turns) // batch),
        "seconds": round(seconds, 2),
    }


@dataclass
class Project:
    conv: Conversation
    owner: str
    agent: str
    ids: dict[str, str]  # ref -> memory id
    seed: dict[str, Any]

    def evidence_ids(self, question: Question) -> set[str]:
        return {
            self.ids[self.conv.ref(dia_id)]
            for dia_id in question.evidence
            if self.conv.ref(dia_id) in self.ids
        }


# --- measuring ---------------------------------------------------------------------------------


@dataclass
class Asked:
    question: Question
    status: str  # "200", ... or a connection failure kind
    ms: float
    trace_id: str | None = None
    result_ids: list[str] = field(default_factory=list)
    hit: bool | None = None  # None: no evidence, or not answered 200
    recall: float | None = None


def ask(client: traffic.Client, question: str) -> tuple[str, float, Any]:
    """One ``POST /api/v1/search``; (status, client ms, parsed body or None)."""
    body = json.dumps({"query": question, "k": K}).encode()
    sent = time.perf_counter()
    try:
        response = client.request("POST", "/api/v1/search", body)
    except Exception as error:  # a failure is data, the run goes on
        return traffic.failure_kind(error), (time.perf_counter() - sent) * 1000, None
    ms = (time.perf_counter() - sent) * 1000
    parsed: Any = None
    if response.status == 200:
        try:
            parsed = response.json()
        except ValueError:
            parsed = None
    return str(response.status), ms, parsed


def warm_up(port: int, token: str, questions: Sequence[str]) -> dict[str, Any]:
    client = traffic.Client(port, token)
    statuses: Counter[str] = Counter()
    values: list[float] = []
    try:
        for question in questions:
            status, ms, _ = ask(client, question)
            statuses[status] += 1
            values.append(ms)
    finally:
        client.close()
    return {
        "requests": len(questions),
        "statuses": dict(sorted(statuses.items())),
        "p50_ms": round(percentile(values, 50), 2) if values else None,
    }


def spread(n: int, m: int) -> list[int]:
    """``m`` indices of ``range(n)`` evenly spread, first and last included."""
    if n <= 0 or m <= 0:
        return []
    if m >= n:
        return list(range(n))
    if m == 1:
        return [0]
    return sorted({round(j * (n - 1) / (m - 1)) for j in range(m)})


def measure(
    port: int, project: Project, traces_wanted: int
) -> tuple[list[Asked], list[dict[str, Any]], dict[str, Any]]:
    """Every question once, sequentially on one keep-alive client; then the traces of
    ``traces_wanted`` of them. Returns the answers, the traces' stages (each with the client
    time of its request) and connection facts."""
    client = traffic.Client(port, project.agent)
    asked: list[Asked] = []
    connections = 0
    try:
        for question in project.conv.questions:
            if client.conn is None:
                connections += 1
            status, ms, body = ask(client, question.text)
            item = Asked(question, status, ms)
            if status == "200" and isinstance(body, dict):
                item.trace_id = str(body.get("trace_id") or "") or None
                item.result_ids = [str(r["id"]) for r in body.get("results", [])][:K]
                evidence = project.evidence_ids(question)
                if evidence:
                    found = evidence & set(item.result_ids)
                    item.hit = bool(found)
                    item.recall = len(found) / len(evidence)
            asked.append(item)
        # The traces, after the timed run, so reading them does not sit between timed requests.
        traced: list[dict[str, Any]] = []
        trace_statuses: Counter[str] = Counter()
        answered = [a for a in asked if a.trace_id]
        for index in spread(len(answered), traces_wanted):
            item = answered[index]
            try:
                response = client.json("GET", f"/api/v1/traces/{item.trace_id}")
            except Exception as error:
                trace_statuses[traffic.failure_kind(error)] += 1
                continue
            trace_statuses[str(response.status)] += 1
            if response.status != 200:
                continue
            trace = response.json()
            stages = {k: float(v) for k, v in (trace.get("latency_ms") or {}).items()}
            legs = trace.get("legs") or {}
            traced.append(
                {
                    "client_ms": item.ms,
                    "stages": stages,
                    "dense_search": str((legs.get("dense") or {}).get("search") or "none"),
                    "returned": {k: int(v.get("returned") or 0) for k, v in legs.items()},
                    "candidates": len(trace.get("candidates") or []),
                }
            )
    finally:
        client.close()
    facts = {
        "connections_opened": connections,
        "trace_statuses": dict(sorted(trace_statuses.items())),
    }
    return asked, traced, facts


# --- numbers -----------------------------------------------------------------------------------


def stage_medians(traced: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """Median of each server stage; the client time of the same requests, and how much of it
    lies outside the server's ``total_ms``."""
    per_stage: dict[str, list[float]] = {}
    outside: list[float] = []
    for row in traced:
        for name, value in row["stages"].items():
            per_stage.setdefault(name, []).append(value)
        if "total_ms" in row["stages"]:
            outside.append(row["client_ms"] - row["stages"]["total_ms"])
    returned: dict[str, list[int]] = {}
    for row in traced:
        for leg, count in row["returned"].items():
            returned.setdefault(leg, []).append(count)
    return {
        "n": len(traced),
        "dense_search": dict(Counter(row["dense_search"] for row in traced)),
        "median_returned_per_leg": {k: statistics.median(v) for k, v in sorted(returned.items())},
        "median_candidates": (
            statistics.median([row["candidates"] for row in traced]) if traced else None
        ),
        "median_ms": {k: round(statistics.median(v), 3) for k, v in sorted(per_stage.items())},
        "client_ms_median_same_requests": (
            round(statistics.median([r["client_ms"] for r in traced]), 3) if traced else None
        ),
        "client_minus_total_ms_median": round(statistics.median(outside), 3) if outside else None,
    }


def quality(asked: Sequence[Asked]) -> dict[str, Any]:
    judged = [a for a in asked if a.hit is not None]
    by_category: dict[str, Any] = {}
    for number, name in CATEGORIES.items():
        mine = [a for a in judged if a.question.category == number]
        if mine:
            by_category[name] = {
                "questions": len(mine),
                "hit_at_10": round(sum(1 for a in mine if a.hit) / len(mine), 4),
            }
    return {
        "judged": len(judged),
        "no_evidence": sum(1 for a in asked if not a.question.evidence),
        "hits": sum(1 for a in judged if a.hit),
        "hit_at_10": round(sum(1 for a in judged if a.hit) / len(judged), 4) if judged else None,
        "recall_at_10": (
            round(sum(a.recall or 0.0 for a in judged) / len(judged), 4) if judged else None
        ),
        "by_category": by_category,
    }


def summary(asked: Sequence[Asked]) -> dict[str, Any]:
    samples = [traffic.Sample("search", a.status, a.ms, 0.0, 0) for a in asked]
    statuses = Counter(a.status for a in asked)
    return {
        "questions": len(asked),
        "latency_ms": traffic.latency(samples),
        "statuses": dict(sorted(statuses.items())),
        "not_200": sum(1 for a in asked if a.status != "200"),
        **quality(asked),
    }


def server_command(port: int) -> list[str] | str:
    """``config.serving.web_command``: the exact web server command line the stack ran."""
    try:
        from config.serving import web_command

        return list(web_command(traffic.HOST, port))
    except Exception as error:
        return f"unavailable ({type(error).__name__}: {error})"


# --- the run -----------------------------------------------------------------------------------


def parse_args(argv: Sequence[str] | None) -> tuple[argparse.Namespace, list[Conversation]]:
    """The arguments, and the fixture's conversations they were checked against."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--conversations", type=int, default=5, help="the first N conversations")
    parser.add_argument("--output", default="search", help="results file stem")
    parser.add_argument("--warmup", type=int, default=50, help="warm-up questions per project")
    parser.add_argument("--traces", type=int, default=50, help="traces read, over all projects")
    add_stack_arguments(parser)
    args = parser.parse_args(argv)
    conversations = load_conversations()
    if not 1 <= args.conversations <= len(conversations):
        parser.error(f"--conversations is 1..{len(conversations)}")
    if not 0 <= args.warmup <= 500 or not 0 <= args.traces <= 1000:
        parser.error("--warmup is 0..500, --traces 0..1000")
    if len(conversations) < 2 and args.warmup:
        parser.error("the warm-up needs a second conversation in the fixture")
    return args, conversations


def run_settings(
    args: argparse.Namespace, extra_env: dict[str, str], traces_per_conv: int
) -> dict[str, Any]:
    return {
        "endpoint": "POST /api/v1/search",
        "body": {"query": "<the QA question>", "k": K},
        "clients": 1,
        "sequential": True,
        "keep_alive": True,
        "token": "agent token of the conversation's project",
        "warmup_per_project": args.warmup,
        "warmup_source": "questions of the next conversation in the fixture, not measured",
        "traces_per_conversation": traces_per_conv,
        "request_timeout_s": traffic.REQUEST_TIMEOUT_S,
        "env": extra_env,
        "rate_limit": (
            f"MEMORY_API_RATE_LIMIT={args.rate_limit}: a limit no run reaches, as "
            "bench/load.py sets it (the limiter's Redis round trip stays in the path)"
            if args.rate_limit != "default"
            else "the project's default limit"
        ),
        "import": (
            "traffic.import_line's line, one memory per turn: '[day Month year] speaker: "
            "text', the speaker as entity, ref '<conversation id>:<turn id>', status active, "
            "recorded_at / valid_from the session time; every memory episodic (as "
            "bench/locomo.py; import_line alone makes one in seven semantic)"
        ),
        "inherited_memory_env": traffic.inherited_memory_env(),
        "fresh_data_dir": args.data_dir is None,
    }


def seed_projects(stack: traffic.Stack, measured: Sequence[Conversation]) -> list[Project]:
    """A project a conversation: its tokens, its turns imported and embedded."""
    projects: list[Project] = []
    for conv in measured:
        owner = stack.issue_token(conv.slug, "owner", "search-owner")
        agent = stack.issue_token(conv.slug, "agent", "search-agent")
        seeded = import_conversation(stack.port, owner, conv)
        embedded = traffic.wait_embedded(stack.port, owner, timeout=EMBED_TIMEOUT_S)
        ids = seeded.pop("ids")
        seeded["embedding_wait"] = embedded
        projects.append(Project(conv, owner, agent, ids, seeded))
        say(
            f"[seed] {conv.slug}: {seeded['memories']} memories in {seeded['seconds']} s, "
            f"embedded after {embedded['seconds']} s more (backlog {embedded['backlog']})"
        )
        if embedded["backlog"] != 0:
            say(f"[seed] WARNING: {conv.slug} still has an embedding backlog")
    return projects


@dataclass
class Run:
    """What the measured projects gave, per conversation and over all of them."""

    per_conv: dict[str, Any] = field(default_factory=dict)
    asked: list[Asked] = field(default_factory=list)
    traced: list[dict[str, Any]] = field(default_factory=list)
    latencies: dict[str, list[float]] = field(default_factory=dict)


def traces_per_conversation(args: argparse.Namespace, conversations: int) -> int:
    return -(-args.traces // conversations) if args.traces else 0


def measure_project(
    port: int, project: Project, warm_from: Conversation, args: argparse.Namespace, run: Run
) -> dict[str, Any]:
    """Warm up on the next conversation's questions, then measure this one's."""
    conv = project.conv
    traces = traces_per_conversation(args, args.conversations)
    warm_questions = [q.text for q in warm_from.questions][: args.warmup]
    warm = warm_up(port, project.agent, warm_questions) if warm_questions else {}
    load_before = os.getloadavg()
    asked, traced, facts = measure(port, project, traces)
    load_after = os.getloadavg()
    result = summary(asked)
    result.update(
        {
            "project": conv.slug,
            "memories": project.seed["memories"],
            "seed": project.seed,
            "evidence_ids_dropped": conv.dropped_evidence_ids,
            "warmup": {"from": warm_from.sample_id, **warm},
            "server_stages": stage_medians(traced),
            **facts,
            "load_avg_before": [round(x, 2) for x in load_before],
            "load_avg_after": [round(x, 2) for x in load_after],
            "latencies_ms": [round(a.ms, 3) for a in asked],
        }
    )
    run.per_conv[conv.sample_id] = result
    run.asked.extend(asked)
    run.traced.extend(traced)
    run.latencies[conv.sample_id] = [a.ms for a in asked if a.status.isdigit()]
    say(progress_line(conv.sample_id, project.seed["memories"], result))
    return result


def measure_all(
    stack: traffic.Stack,
    projects: list[Project],
    conversations: list[Conversation],
    args: argparse.Namespace,
) -> Run:
    run = Run()
    for number, project in enumerate(projects):
        warm_from = conversations[(conversations.index(project.conv) + 1) % len(conversations)]
        measure_project(stack.port, project, warm_from, args, run)
        if stack.process.poll() is not None:
            say(f"[stack] exited with {stack.process.returncode} during the run; stopping")
            break
        if number + 1 < len(projects):
            time.sleep(1.0)
    return run


def finish_report(report: dict[str, Any], run: Run) -> None:
    overall = summary(run.asked)
    overall["memories"] = sum(r["memories"] for r in run.per_conv.values())
    overall["server_stages"] = stage_medians(run.traced)
    report["overall"] = overall
    report["conversations"] = run.per_conv
    p50 = overall["latency_ms"].get("p50")
    report["target"]["p50_ms_overall"] = p50
    report["target"]["met"] = bool(p50 is not None and p50 <= TARGET_P50_MS)
    report["machine"]["load_avg_at_end"] = [round(x, 2) for x in os.getloadavg()]
    report["finished"] = datetime.now(UTC).isoformat(timespec="seconds")


def main(argv: Sequence[str] | None = None) -> int:
    args, conversations = parse_args(argv)
    measured = conversations[: args.conversations]
    say(
        f"[search] LoCoMo: {len(measured)} conversation(s), "
        f"{sum(len(c.turns) for c in measured)} turns, "
        f"{sum(len(c.questions) for c in measured)} questions"
    )
    RESULTS.mkdir(parents=True, exist_ok=True)
    workdir, data_dir, extra_env = stack_folders(args, "memory-search-")
    report: dict[str, Any] = {
        **traffic.report_header(
            "bench/search.py", argv or sys.argv[1:], {"p50_ms_overall_at_most": TARGET_P50_MS}
        ),
        "settings": run_settings(args, extra_env, traces_per_conversation(args, len(measured))),
    }
    stack = launch(data_dir, workdir, extra_env)
    run = Run()
    try:
        report["stack"] = stack_facts(
            stack,
            command=list(map(str, stack.process.args)),  # type: ignore[arg-type]
            web_command=server_command(stack.port),
        )
        say(f"[stack] web: {' '.join(map(str, report['stack']['web_command']))}")
        projects = seed_projects(stack, measured)
        time.sleep(SETTLE_S)
        report["load_avg_before_measuring"] = [round(x, 2) for x in os.getloadavg()]
        run = measure_all(stack, projects, conversations, args)
    finally:
        stop_stack(stack, report)
    finish_report(report, run)
    return finish_run(
        report,
        args,
        workdir,
        data_dir,
        plot=lambda path: plot(report, run.latencies, path),
        print_table=lambda: print_table(report),
    )


if __name__ == "__main__":
    sys.exit(main())
