"""Retrieval quality on the LoCoMo development split, through the real HTTP API.

Rule: measure what the service returns to an agent. Each of the five development conversations
(../shared/fixtures/locomo_dev.json, read there, never copied) becomes one project; each turn
one episodic memory, imported with POST /api/v1/import and embedded with the local model. Each
QA question is asked with POST /api/v1/search (k = 50) of its own project, and the lexical and
dense legs' own rankings are read from the search's trace (GET /api/v1/traces/{id}), so fused,
lexical-only and dense-only come from the same calls. Metric (LoCoMo paper, "recall accuracy"):
the fraction of a question's evidence turns among the top-k, averaged over questions, at
k = 5, 10, 25, 50, overall and per category. Also: a plain Okapi BM25 over the same texts
(``bench/locomo_fixture.py``), the dense leg against exact cosine search with fp32 query
vectors (the leg embeds queries in int8 unless MEMORY_EMBEDDINGS_QUERY_INT8=0; a
conversation's project is small enough that the leg itself searches exactly), and the
published DRAGON and BM25 rows (10 conversations).

Memory text: "[8 May 2023] Caroline: <turn text>", plus " (shared a photo: <blip_caption>)" for
turns that shared an image: the caption is what a reader of the conversation saw (the
dataset's image ``query`` field is the search string used to find the image, not part of the
conversation, and is left out). valid_from = the session's date (UTC); recorded_at = that date
plus one second per turn before it in the session (the turns' order); session_id = the session;
entities = [speaker].

The import, embedding and query loop are ``bench/api_recall.py``'s, shared with
``bench/longmsg.py``. Fresh state each run: with the embedded servers (no DATABASE_URL) the
bench owns the cluster under .data/bench and drops and recreates its database at start (and
flushes its own Redis, which collects the import's unconsumed embed-task messages; the bench
embeds synchronously, no worker is needed). With DATABASE_URL set nothing is dropped:
projects get a per-run unique slug instead (earlier runs' rows then share the HNSW index,
which lowers its selectivity).

Also: every question through POST /api/v1/context (route recall) with 50, 30 and 25
candidates a leg (``--context-depths``), to show what a shallower candidate list would cost a
bundle.

Run from the project root: .venv/bin/python bench/locomo.py
Writes bench/results/locomo.json, locomo_questions.json (per-question evidence ranks) and
locomo.png.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
import uuid
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np

PROJECT_ROOT = Path(__file__).resolve().parents[1]
if str(PROJECT_ROOT) not in sys.path:
    sys.path.insert(0, str(PROJECT_ROOT))

from bench.api_recall import (  # noqa: E402
    EMBED_BATCH,
    SEARCH_K,
    Api,
    ask_questions,
    load_projects,
    migrated,
    on_own_services,
)
from bench.common import RESULTS, percentile, say, write_json  # noqa: E402
from bench.locomo_fixture import (  # noqa: E402
    CATEGORIES,
    SYSTEMS,
    Conversation,
    load_fixture,
    table,
)
from bench.locomo_report import plot, print_tables  # noqa: E402

# LoCoMo paper (Maharana et al., ACL 2024), Table 3, and a plain BM25; all 10 conversations.
PUBLISHED = {
    "DRAGON (published, 10 conv.)": {5: 56.7, 10: 66.2, 25: 76.7, 50: 82.7},
    "BM25 (published, 10 conv.)": {5: 54.9, 10: 61.2, 25: 68.7, 50: 73.7},
}


# --- the run -------------------------------------------------------------------------------


def exact_dense(
    conversations: list[Conversation], projects: dict[str, Any], id_to_dia: dict[str, str]
) -> dict[tuple[str, int], list[str]]:
    """Exact cosine top-50 per question (numpy over the stored vectors), to audit HNSW."""
    from django.conf import settings

    from memoryapp.models import Memory
    from memoryapp.services.embeddings import provider

    out: dict[tuple[str, int], list[str]] = {}
    for conv in conversations:
        rows = list(
            Memory.objects.filter(
                project=projects[conv.sample_id],
                embedding_model=settings.MEMORY_EMBEDDINGS_MODEL,
                embedding__isnull=False,
            ).values_list("id", "embedding")
        )
        dias = [id_to_dia[str(i)] for i, _ in rows]
        matrix = np.array([np.asarray(v, dtype=np.float32) for _, v in rows])
        matrix /= np.linalg.norm(matrix, axis=1, keepdims=True)
        texts = [q.question for q in conv.questions]
        vectors: list[list[float]] = []
        for start in range(0, len(texts), EMBED_BATCH):
            vectors.extend(provider().embed(texts[start : start + EMBED_BATCH]))
        queries = np.array(vectors, dtype=np.float32)
        queries /= np.linalg.norm(queries, axis=1, keepdims=True)
        sims = queries @ matrix.T
        for q, row in zip(conv.questions, sims, strict=True):
            order = np.argsort(-row, kind="stable")[:SEARCH_K]
            out[(conv.sample_id, q.index)] = [dias[i] for i in order]
    return out


def exact_overlap(
    conversations: list[Conversation],
    projects: dict[str, Any],
    id_to_dia: dict[str, str],
    records: list[dict[str, Any]],
    timings: dict[str, float],
) -> list[float]:
    """Each record's exact top 50 (``dense_exact``) and its overlap with the dense leg's."""
    t0 = time.perf_counter()
    exact = exact_dense(conversations, projects, id_to_dia)
    overlap = []
    for record in records:
        record["ranked"]["dense_exact"] = exact[(record["conversation"], record["index"])]
        overlap.append(
            len(set(record["ranked"]["dense"]) & set(record["ranked"]["dense_exact"])) / SEARCH_K
        )
    timings["exact_dense_s"] = round(time.perf_counter() - t0, 1)
    return overlap


def run_config(args: argparse.Namespace, candidates: Any, fresh_state: str) -> dict[str, Any]:
    from django.conf import settings

    from memoryapp import retrieval

    k1, b = retrieval.bm25_parameters()
    return {
        "candidates_per_leg": candidates,
        "lexical_candidates": retrieval.lexical_candidates(),
        "fusion": "scaled scores (lexical, entity / best; dense min-max over all candidates)",
        "leg_weights": retrieval.leg_weights(),
        "neighbour_spread": retrieval.retrieval_config().neighbour_spread,
        "time_cues": retrieval.retrieval_config().time_cues,
        "entity_weight": "x specificity (1 up to a quarter of the scope, 0 from half on)",
        "lexical": {
            "ranking": "BM25 over tsv, terms in >= half the scope dropped",
            "k1": k1,
            "b": b,
        },
        "hnsw_ef_search": int(settings.MEMORY_HNSW_EF_SEARCH),
        "embedding_model": settings.MEMORY_EMBEDDINGS_MODEL,
        "embeddings": settings.MEMORY_EMBEDDINGS,
        "search_k": SEARCH_K,
        "captions": args.captions,
        "memory_text": "[<d Month YYYY>] <speaker>: <text>"
        + (" (shared a photo: <blip_caption>)" if args.captions else ""),
        "bm25": {"k1": 1.2, "b": 0.75, "stop_words": "NLTK English", "text": "memory text"},
        "fresh_state": fresh_state,
    }


def run_counts(
    conversations: list[Conversation], records: list[dict[str, Any]], memories: int
) -> dict[str, Any]:
    skipped = [q for c in conversations for q in c.skipped]
    return {
        "conversations": len(conversations),
        "memories": memories,
        "questions_total": len(records) + len(skipped),
        "questions_used": len(records),
        "questions_skipped_no_evidence": len(skipped),
        "skipped": [
            {"conversation": q.conversation, "index": q.index, "evidence": q.raw_evidence}
            for q in skipped
        ],
        "evidence_ids_dropped": [i for c in conversations for i in c.dropped_ids],
        "questions_per_category": {
            CATEGORIES[n]: sum(1 for r in records if r["category"] == n) for n in CATEGORIES
        },
    }


def search_latency(asked: Any) -> dict[str, Any]:
    client_ms, server_ms = asked.client_ms, asked.server_ms
    return {
        "search_client_median": round(statistics.median(client_ms), 2),
        "search_client_p95": round(percentile(client_ms, 95), 2),
        "search_server_total_median": round(statistics.median(server_ms), 2),
        "search_server_total_p95": round(percentile(server_ms, 95), 2),
        "per_stage_median": {k: round(statistics.median(v), 3) for k, v in asked.leg_ms.items()},
    }


def per_question(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each question with the rank of each evidence turn in each system's list (None: not in)."""
    return [
        {
            "conversation": r["conversation"],
            "index": r["index"],
            "category": r["category"],
            "question": r["question"],
            "evidence": r["evidence"],
            "ranks": {
                system: [
                    r["ranked"][system].index(e) + 1 if e in r["ranked"][system] else None
                    for e in r["evidence"]
                ]
                for system in SYSTEMS
            },
        }
        for r in records
    ]


def run(args: argparse.Namespace, own_db: bool) -> dict[str, Any]:
    timings: dict[str, float] = {}
    candidates = migrated(timings)
    conversations = load_fixture(captions=args.captions)
    suffix = "" if own_db else "-" + uuid.uuid4().hex[:8]
    say(
        f"fixture: {len(conversations)} conversations, "
        f"{sum(len(c.turns) for c in conversations)} turns, "
        f"{sum(len(c.questions) + len(c.skipped) for c in conversations)} questions"
    )
    apis, projects, id_to_dia = load_projects(conversations, "locomo", suffix, own_db, timings)
    asked = ask_questions(conversations, apis, id_to_dia, timings)
    records = asked.records
    overlap = exact_overlap(conversations, projects, id_to_dia, records, timings)
    depths = context_depths(args.context_depths, conversations, apis, id_to_dia, timings)
    fresh = "dropped and recreated database" if own_db else f"slug suffix {suffix}"
    report: dict[str, Any] = {
        "benchmark": "LoCoMo development split (5 conversations), turn-level retrieval recall",
        "generated_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "command": ".venv/bin/python bench/locomo.py" + ("" if args.captions else " --no-captions"),
        "config": run_config(args, candidates, fresh),
        "counts": run_counts(conversations, records, len(id_to_dia)),
        "recall": {system: table(records, system) for system in SYSTEMS},
        "published": {name: {str(k): v for k, v in row.items()} for name, row in PUBLISHED.items()},
        "dense_vs_exact": {
            "mean_overlap_at_50": round(statistics.fmean(overlap), 4),
            "min_overlap_at_50": round(min(overlap), 4),
            "queries_with_fewer_than_50_dense_hits": len(asked.short_dense),
            "short_dense_queries": asked.short_dense,
        },
        "latency_ms": search_latency(asked),
        "context_depth": depths,
        "timings_s": timings,
    }
    return {"report": report, "questions": per_question(records)}


def context_depths(
    depths: Sequence[int],
    conversations: Sequence[Conversation],
    apis: dict[str, Api],
    id_to_dia: dict[str, str],
    timings: dict[str, float],
) -> dict[str, Any]:
    """What the number of candidates per leg does to a /context bundle (route recall, default
    budget): the share of a question's evidence turns that enter the bundle, and how often the
    bundle is the same as at the first depth. The depth is a server setting
    (MEMORY_RETRIEVAL_CANDIDATES), changed here in-process between calls."""
    from django.test import override_settings

    out: dict[str, Any] = {"route": "recall", "depths": {}}
    if not depths:
        return out
    started = time.perf_counter()
    bundles: dict[int, list[list[str]]] = {}
    for depth in depths:
        found: list[float] = []
        millis: list[float] = []
        bundles[depth] = []
        with override_settings(MEMORY_RETRIEVAL_CANDIDATES=depth):
            for conv in conversations:
                api = apis[conv.sample_id]
                for q in conv.questions:
                    t0 = time.perf_counter()
                    answer = api.post(
                        "/context", json.dumps({"query": q.question, "route": "recall"})
                    )
                    millis.append((time.perf_counter() - t0) * 1000)
                    bundle = [id_to_dia[item["id"]] for item in answer["items"]]
                    bundles[depth].append(bundle)
                    found.append(len(set(q.evidence) & set(bundle)) / len(q.evidence))
        first = bundles[depths[0]]
        same = [a == b for a, b in zip(bundles[depth], first, strict=True)]
        out["depths"][str(depth)] = {
            "evidence_in_bundle_pct": round(100 * statistics.fmean(found), 2),
            "same_bundle_as_first_pct": round(100 * statistics.fmean(same), 1),
            "context_client_median_ms": round(statistics.median(millis), 2),
        }
        say(f"  /context with {depth} candidates a leg: {json.dumps(out['depths'][str(depth)])}")
    timings["context_depths_s"] = round(time.perf_counter() - started, 1)
    return out


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--no-captions",
        dest="captions",
        action="store_false",
        help="leave the shared photos' captions out of the memory text",
    )
    parser.add_argument(
        "--context-depths",
        type=lambda text: [int(n) for n in text.split(",") if n.strip()],
        default=[50, 30, 25],
        help="candidates per leg to compare /context bundles at ('' skips it); default 50,30,25",
    )
    parser.add_argument(
        "--output",
        type=Path,
        default=RESULTS / "locomo",
        help="where to write: OUTPUT.json, OUTPUT_questions.json, OUTPUT.png "
        "(default bench/results/locomo)",
    )
    return parser.parse_args(argv)


def print_summary(report: dict[str, Any]) -> None:
    print_tables(report)
    lat = report["latency_ms"]
    say("")
    say(
        f"/search latency: median {lat['search_client_median']} ms (server total "
        f"{lat['search_server_total_median']} ms), p95 {lat['search_client_p95']} ms"
    )
    counts = report["counts"]
    say(
        f"questions used {counts['questions_used']}, skipped (no evidence left) "
        f"{counts['questions_skipped_no_evidence']}; evidence ids dropped: "
        f"{counts['evidence_ids_dropped']}"
    )
    exact = report["dense_vs_exact"]
    say(
        f"dense leg vs exact cosine: mean overlap@50 {exact['mean_overlap_at_50']}, min "
        f"{exact['min_overlap_at_50']}, queries with < 50 dense hits "
        f"{exact['queries_with_fewer_than_50_dense_hits']} (ef_search "
        f"{report['config']['hnsw_ef_search']})"
    )
    for depth, row in report["context_depth"]["depths"].items():
        say(
            f"/context (recall) with {depth} candidates a leg: evidence in the bundle "
            f"{row['evidence_in_bundle_pct']}%, same bundle as at the first depth "
            f"{row['same_bundle_as_first_pct']}%, median {row['context_client_median_ms']} ms"
        )
    say(f"timings (s): {report['timings_s']}")


def write_outputs(stem: Path, outcome: dict[str, Any]) -> None:
    """OUTPUT.json and OUTPUT_questions.json (each replaced whole), then OUTPUT.png."""
    stem.parent.mkdir(parents=True, exist_ok=True)
    for suffix, payload in (("", outcome["report"]), ("_questions", outcome["questions"])):
        write_json(stem.with_name(f"{stem.name}{suffix}.json"), payload, indent=1)
    plot(outcome["report"], stem.with_name(stem.name + ".png"))
    say(f"wrote {stem}.json, {stem.name}_questions.json and {stem.name}.png")


def main(argv: Sequence[str] | None = None) -> None:
    args = parse_args(argv)
    started = time.perf_counter()
    outcome = on_own_services(lambda own_db: run(args, own_db))
    outcome["report"]["timings_s"]["total_s"] = round(time.perf_counter() - started, 1)
    print_summary(outcome["report"])
    write_outputs(args.output, outcome)


if __name__ == "__main__":
    main()
