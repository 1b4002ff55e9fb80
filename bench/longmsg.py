"""Retrieval recall on long technical messages, through the real HTTP API.

Rule: the same pipeline as ``bench/locomo.py`` (its import, embedding and query loop), on the
generated long-message set of ``bench/longmsg_corpus.py`` (20 conversations, about 3,000
messages of which half are assistant answers of 1,300-6,000 characters, 340 questions whose
source messages are known). Each conversation is one project, each message one episodic
memory ("[6 January 2025] assistant: <text>", session_id = its session, recorded in order);
each question is asked with POST /api/v1/search (k = 50) and the lexical and dense legs' own
rankings are read from the search's trace. Metric: the fraction of a question's source
messages in the top k (k = 5, 10, 25, 50), averaged over questions, overall, per kind (fact,
preference, multi), for planted statements deep in their message or early, and for
questions that share no content word with their source. Baseline: a plain Okapi BM25 over the
same texts (``bench.locomo_fixture.BM25``).

Fresh state each run, as bench/locomo.py (the embedded cluster under .data/bench, dropped and
recreated; with DATABASE_URL set, per-run slugs).

Run from the project root: .venv/bin/python bench/longmsg.py [--conversations N]
Writes bench/results/longmsg.json, longmsg_questions.json and longmsg.png.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
import uuid
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

PROJECT_ROOT = Path(__file__).resolve().parents[1]
if str(PROJECT_ROOT) not in sys.path:
    sys.path.insert(0, str(PROJECT_ROOT))

from bench.api_recall import (  # noqa: E402
    SEARCH_K,
    ask_questions,
    load_projects,
    migrated,
    on_own_services,
)
from bench.common import RESULTS, percentile, pyplot, save_figure, say, write_json  # noqa: E402
from bench.locomo_fixture import KS, Conversation, recall_at  # noqa: E402
from bench.longmsg_corpus import KINDS, SEED, build, worded_apart  # noqa: E402

SYSTEMS = ("fused", "lexical", "dense", "bm25")
# The defaults, then each lever changed alone: the neighbour spread as it was before it was
# limited for long messages (turn 0), other turn lengths, no spread, no dense leg, no time
# cues. The type weights cannot move this ranking: every memory here is episodic, so they
# multiply every candidate alike.
LEVERS: dict[str, dict[str, Any]] = {
    "defaults": {},
    "spread not limited (turn 0, before)": {"MEMORY_RETRIEVAL_NEIGHBOUR_TURN_CHARS": 0},
    "turn 1000 chars": {"MEMORY_RETRIEVAL_NEIGHBOUR_TURN_CHARS": 1000},
    "turn 2000 chars": {"MEMORY_RETRIEVAL_NEIGHBOUR_TURN_CHARS": 2000},
    "no neighbour spread": {"MEMORY_RETRIEVAL_NEIGHBOUR_SPREAD": 0.0},
    "no dense leg (weight 0)": {"MEMORY_RETRIEVAL_WEIGHT_DENSE": 0.0},
    "dense weight 0.25": {"MEMORY_RETRIEVAL_WEIGHT_DENSE": 0.25},
    "no time cues": {"MEMORY_RETRIEVAL_TIME_CUES": False},
}
LABELS = {
    "fused": "fused (/search)",
    "lexical": "lexical leg",
    "dense": "dense leg",
    "bm25": "BM25",
}


def recall_table(records: list[dict[str, Any]], system: str) -> dict[str, dict[str, float]]:
    """{group: {"n": count, "5": recall %, ...}} over: all, each kind, deep/early, worded apart."""
    groups: dict[str, list[dict[str, Any]]] = {"overall": records}
    for number, name in KINDS.items():
        groups[name] = [r for r in records if r["category"] == number]
    groups["deep"] = [r for r in records if r["deep"]]
    groups["early"] = [r for r in records if not r["deep"]]
    groups["worded_apart"] = [r for r in records if r["apart"]]
    out: dict[str, dict[str, float]] = {}
    for name, rows in groups.items():
        row: dict[str, float] = {"n": len(rows)}
        for k in KS:
            values = [recall_at(r["ranked"][system], r["evidence"], k) for r in rows]
            row[str(k)] = round(100 * statistics.fmean(values), 2) if values else float("nan")
        out[name] = row
    return out


def annotate(conversations: Sequence[Conversation], records: list[dict[str, Any]]) -> None:
    """Mark each record deep (planted past DEEP_AFTER) and worded apart (no shared word)."""
    texts = {(c.sample_id, t.dia_id): t.text for c in conversations for t in c.turns}
    questions = {(c.sample_id, q.index): q for c in conversations for q in c.questions}
    for record in records:
        question = questions[(record["conversation"], record["index"])]
        record["deep"] = bool(getattr(question, "deep", False))
        evidence = [texts[(record["conversation"], e)] for e in record["evidence"]]
        record["apart"] = worded_apart(record["question"], evidence)


def each_lever(
    conversations: Sequence[Conversation], apis: dict[str, Any], id_to_dia: dict[str, str]
) -> dict[str, Any]:
    """Every question again under each lever's settings (in-process: override_settings, the
    same database): recall of the fused ranking and the legs, overall and per kind."""
    from django.test import override_settings

    out: dict[str, Any] = {}
    for name, overrides in LEVERS.items():
        with override_settings(**overrides):
            asked = ask_questions(conversations, apis, id_to_dia, {})
        annotate(conversations, asked.records)
        tables = {system: recall_table(asked.records, system) for system in SYSTEMS}
        out[name] = {
            "settings": overrides,
            "recall": {
                system: {
                    group: {k: row[k] for k in ("5", "10", "25", "50")}
                    for group, row in table.items()
                }
                for system, table in tables.items()
            },
        }
        fused = tables["fused"]["overall"]
        say(f"lever {name}: fused {' / '.join(str(fused[str(k)]) for k in KS)}")
    return out


def run(args: argparse.Namespace, own_db: bool) -> dict[str, Any]:
    from memoryapp import retrieval

    timings: dict[str, float] = {}
    candidates = migrated(timings)
    conversations = build(args.seed)[: args.conversations]
    suffix = "" if own_db else "-" + uuid.uuid4().hex[:8]
    say(
        f"long-message set (seed {args.seed}): {len(conversations)} conversations, "
        f"{sum(len(c.turns) for c in conversations)} messages, "
        f"{sum(len(c.questions) for c in conversations)} questions"
    )
    apis, _, id_to_dia = load_projects(conversations, "longmsg", suffix, own_db, timings)
    levers: dict[str, Any] = {}
    if args.levers:
        levers = each_lever(conversations, apis, id_to_dia)
    asked = ask_questions(conversations, apis, id_to_dia, timings)
    annotate(conversations, asked.records)
    config = retrieval.retrieval_config()
    report: dict[str, Any] = {
        "benchmark": "long technical messages (bench/longmsg_corpus.py), message-level recall",
        "generated_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "command": ".venv/bin/python bench/longmsg.py"
        + (f" --conversations {args.conversations}" if args.conversations else "")
        + (" --levers" if args.levers else ""),
        "config": {
            "seed": args.seed,
            "candidates_per_leg": candidates,
            "leg_weights": retrieval.leg_weights(),
            "neighbour_spread": config.neighbour_spread,
            "neighbour_turn_chars": config.neighbour_turn_chars,
            "time_cues": config.time_cues,
            "embedding_model": config.embeddings_model,
            "search_k": SEARCH_K,
        },
        "counts": {
            "conversations": len(conversations),
            "memories": len(id_to_dia),
            "questions": len(asked.records),
            "per_kind": {
                name: sum(1 for r in asked.records if r["category"] == n)
                for n, name in KINDS.items()
            },
        },
        "recall": {system: recall_table(asked.records, system) for system in SYSTEMS},
        "latency_ms": {
            "search_server_total_median": round(statistics.median(asked.server_ms), 2),
            "search_server_total_p95": round(percentile(asked.server_ms, 95), 2),
            "per_stage_median": {
                k: round(statistics.median(v), 3) for k, v in asked.leg_ms.items()
            },
        },
        "levers": levers,
        "timings_s": timings,
    }
    return {"report": report, "questions": [per_question(r) for r in asked.records]}


def per_question(record: dict[str, Any]) -> dict[str, Any]:
    """A question, its evidence and the rank of each evidence message in each system."""
    keys = ("conversation", "index", "category", "question", "evidence", "deep")
    ranked = record["ranked"]
    return {key: record[key] for key in keys} | {
        "ranks": {
            system: [
                ranked[system].index(e) + 1 if e in ranked[system] else None
                for e in record["evidence"]
            ]
            for system in SYSTEMS
        }
    }


def print_tables(report: dict[str, Any]) -> None:
    recall = report["recall"]
    for group in recall["fused"]:
        say("")
        say(f"{group} (n = {recall['fused'][group]['n']})")
        say(f"{'system':<20}" + "".join(f"{'@' + str(k):>8}" for k in KS))
        for system in SYSTEMS:
            row = recall[system][group]
            say(f"{LABELS[system]:<20}" + "".join(f"{row[str(k)]:>8.1f}" for k in KS))


def plot(report: dict[str, Any], path: Path) -> None:
    plt = pyplot()
    recall = report["recall"]
    fig, (left, right) = plt.subplots(1, 2, figsize=(13, 5))
    for system in SYSTEMS:
        values = [recall[system]["overall"][str(k)] for k in KS]
        left.plot(KS, values, marker="o", label=LABELS[system])
    left.set_xscale("log")
    left.set_xticks(list(KS), [str(k) for k in KS])
    left.minorticks_off()
    left.set_xlabel("k (messages retrieved)")
    left.set_ylabel("recall of source messages (%)")
    left.set_title(
        f"long messages, {report['counts']['questions']} questions, "
        f"{report['counts']['memories']} messages"
    )
    left.grid(alpha=0.3)
    left.legend(fontsize=8)
    groups = [g for g in recall["fused"] if g != "overall"]
    width = 0.8 / len(SYSTEMS)
    for i, system in enumerate(SYSTEMS):
        positions = [x + (i - (len(SYSTEMS) - 1) / 2) * width for x in range(len(groups))]
        right.bar(positions, [recall[system][g]["5"] for g in groups], width, label=system)
    right.set_xticks(
        range(len(groups)), [f"{g}\n(n={recall['fused'][g]['n']})" for g in groups], fontsize=8
    )
    right.set_ylabel("recall@5 (%)")
    right.set_title("recall@5 per group")
    right.grid(alpha=0.3, axis="y")
    right.legend(fontsize=8)
    save_figure(fig, path)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=SEED, help=f"the set's seed ({SEED})")
    parser.add_argument(
        "--conversations", type=int, default=None, help="only the first N conversations"
    )
    parser.add_argument(
        "--levers",
        action="store_true",
        help="also ask every question under each lever switched off (LEVERS)",
    )
    parser.add_argument(
        "--output",
        type=Path,
        default=RESULTS / "longmsg",
        help="OUTPUT.json, OUTPUT_questions.json, OUTPUT.png (default bench/results/longmsg)",
    )
    args = parser.parse_args(argv)
    started = time.perf_counter()
    outcome = on_own_services(lambda own_db: run(args, own_db))
    report = outcome["report"]
    report["timings_s"]["total_s"] = round(time.perf_counter() - started, 1)
    print_tables(report)
    say(f"timings (s): {report['timings_s']}")
    stem: Path = args.output
    write_json(stem.with_name(stem.name + ".json"), report, indent=1)
    write_json(stem.with_name(stem.name + "_questions.json"), outcome["questions"], indent=1)
    plot(report, stem.with_name(stem.name + ".png"))
    say(f"wrote {stem}.json, {stem.name}_questions.json and {stem.name}.png")


if __name__ == "__main__":
    main()
