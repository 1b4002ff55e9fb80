"""Ingesting a repository of documents through the stack ``make run`` starts.

What it does, in order:

1. Writes the corpus of :mod:`bench.ingest_corpus` (``--files``, about 2,000 by default: this
   project's docs and code comments and a generated corpus) as a git repository with one commit.
2. Starts the stack (``python -m config.embedded run``, data in a folder of its own) and issues an
   owner and an agent token for project ``docs`` and an owner token for project ``plain``.
3. Ingests the repository with the Python client (``MemoryClient.ingest``: the folder read with
   git, sent in requests of at most 500 files), timed; then waits until the embedding worker has
   embedded every chunk (``GET /api/v1/health``'s backlog), timed: the embedding throughput.
4. Re-ingests the unchanged repository (target: seconds and nothing written), then edits 1% of
   the files (one sentence each, committed) and ingests again.
5. Imports the same chunk texts into project ``plain`` as ordinary memories (``/export`` of
   ``docs`` into ``/import`` without their sources) and times ``/context`` on both projects, one
   client, the same queries alternating between them.
6. Quality: for each question of :data:`bench.ingest_corpus.QUESTIONS`, a recall bundle must cite
   the chunk that answers it; an influence bundle must hold no file chunk while nothing is
   trusted, and after the owner trusts ``adr/`` the ADR's answer reaches it while the record it
   superseded (which says so) and the runbook (untrusted) still do not.

Writes bench/results/<output>.json and <output>.png:

    .venv/bin/python bench/ingest.py [--files 2000] [--seed 35] [--queries 60] [--output ingest]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

PROJECT_ROOT = Path(__file__).resolve().parents[1]
if str(PROJECT_ROOT) not in sys.path:
    sys.path.insert(0, str(PROJECT_ROOT))

from memory_client import MemoryClient  # noqa: E402

from bench.common import RESULTS, pyplot, report_header, save_figure, say  # noqa: E402
from bench.ingest_corpus import (  # noqa: E402
    QUESTIONS,
    SUPERSEDED_REF,
    change_some,
    corpus,
    write_repository,
)
from bench.stack import (  # noqa: E402
    Client,
    Stack,
    add_stack_arguments,
    finish_run,
    launch,
    stack_facts,
    stack_folders,
    stop_stack,
)

EMBED_TIMEOUT_S = 1800.0


def _ingest(owner: MemoryClient, repo: Path, label: str) -> dict[str, Any]:
    started = time.perf_counter()
    result = owner.ingest(repo, root="bench-repo")
    seconds = time.perf_counter() - started
    say(f"[ingest] {label}: {seconds:.1f} s, {result.requests} request(s), {result.counts}")
    return {
        "seconds": round(seconds, 2),
        "requests": result.requests,
        "files_read": result.files_read,
        "counts": result.counts,
        "written": result.written,
    }


def _wait_embedded(client: Client) -> float:
    """Seconds until the project's embedding backlog is empty."""
    started = time.perf_counter()
    while time.perf_counter() - started < EMBED_TIMEOUT_S:
        health = client.json("GET", "/api/v1/health").json()
        backlog = health["checks"]["embeddings"]["detail"]["backlog"]
        if backlog == 0:
            return time.perf_counter() - started
        time.sleep(1.0)
    raise TimeoutError("the embedding backlog did not empty")


def _copy_without_sources(stack: Stack, docs_owner: Client, plain_owner: Client) -> int:
    """The docs project's active chunk texts imported into ``plain`` as ordinary memories."""
    lines = [
        json.loads(line) for line in docs_owner.request("GET", "/api/v1/export").body.splitlines()
    ]
    plain = [
        json.dumps(
            {
                "ref": line["ref"],
                "type": line["type"],
                "content": line["content"],
                "status": "active",
            }
        )
        for line in lines
        if line.get("status") == "active" and "content" in line
    ]
    response = plain_owner.request(
        "POST", "/api/v1/import", "\n".join(plain).encode(), "application/x-ndjson"
    )
    assert response.status == 200, response.body[:300]
    return len(plain)


def _queries(documents: dict[str, str], n: int) -> list[str]:
    """Questions about the corpus: the quality questions and one per generated decision."""
    asked = [q.query for q in QUESTIONS]
    for path, text in documents.items():
        if path.startswith("generated/adr/") and len(asked) < n:
            title = text.splitlines()[0].split(": ", 1)[-1]
            asked.append(f"What did we decide to {title}?")
    return asked[:n]


def _latency(clients: dict[str, Client], queries: Sequence[str]) -> dict[str, Any]:
    times: dict[str, list[float]] = {name: [] for name in clients}
    for query in queries:
        for name, client in clients.items():
            started = time.perf_counter()
            response = client.json("POST", "/api/v1/context", {"query": query})
            times[name].append((time.perf_counter() - started) * 1000)
            assert response.status == 200, response.body[:300]
    return {
        name: {
            "p50_ms": round(statistics.median(values), 1),
            "p95_ms": round(statistics.quantiles(values, n=20)[18], 1),
            "n": len(values),
        }
        for name, values in times.items()
    }


def _bundle(client: Client, query: str, route: str) -> str:
    response = client.json("POST", "/api/v1/context", {"query": query, "route": route})
    return str(response.json()["rendered"])


def _quality(agent: Client, owner: MemoryClient) -> dict[str, Any]:
    found = []
    for q in QUESTIONS:
        recall = _bundle(agent, q.query, "recall")
        found.append({"query": q.query, "cited": q.ref in recall, "words": q.words in recall})
    untrusted_in_influence = any(
        "from file" in _bundle(agent, q.query, "influence") for q in QUESTIONS
    )
    owner.trust_path("adr/")
    trusted = [_bundle(agent, q.query, "influence") for q in QUESTIONS]
    return {
        "recall": found,
        "influence_held_a_file_chunk_before_trust": untrusted_in_influence,
        "influence_after_trusting_adr": {
            "adr_answer_cited": QUESTIONS[0].ref in trusted[0],
            # The record it replaced says so ("Status: superseded"): never beside it.
            "superseded_adr_kept_out": SUPERSEDED_REF not in trusted[0],
            "runbook_kept_out": QUESTIONS[1].ref not in trusted[1],
        },
    }


def _measure(
    stack: Stack, repo: Path, documents: dict[str, str], args: argparse.Namespace
) -> dict[str, Any]:
    tokens = {
        name: stack.issue_token(project, role)
        for name, project, role in (
            ("docs_owner", "docs", "owner"),
            ("docs_agent", "docs", "agent"),
            ("plain_owner", "plain", "owner"),
            ("plain_agent", "plain", "agent"),
        )
    }
    http = {name: Client(stack.port, token) for name, token in tokens.items()}
    report: dict[str, Any] = {}
    with MemoryClient(stack.base_url, tokens["docs_owner"]) as owner:
        report["first"] = _ingest(owner, repo, "first ingest")
        embed_s = _wait_embedded(http["docs_owner"])
        written = report["first"]["written"]
        report["embedding"] = {"seconds_after_ingest": round(embed_s, 1), "memories": written}
        say(f"[embed] {written} chunks embedded {embed_s:.1f} s after the ingest returned")
        report["unchanged"] = _ingest(owner, repo, "re-ingest, nothing changed")
        changed = change_some(repo, documents, 0.01, args.seed)
        report["changed_1pct"] = {
            "files_edited": len(changed),
            **_ingest(owner, repo, "1% changed"),
        }
        _wait_embedded(http["docs_owner"])
        report["plain_memories"] = _copy_without_sources(
            stack, http["docs_owner"], http["plain_owner"]
        )
        _wait_embedded(http["plain_owner"])
        queries = _queries(documents, args.queries)
        report["context"] = _latency(
            {"sources": http["docs_agent"], "plain": http["plain_agent"]}, queries
        )
        say(f"[context] {json.dumps(report['context'])}")
        report["quality"] = _quality(http["docs_agent"], owner)
        say(f"[quality] {json.dumps(report['quality'])}")
    return report


def plot(report: dict[str, Any], path: Path) -> None:
    plt = pyplot()
    fig, (left, right) = plt.subplots(1, 2, figsize=(10, 4))
    run = report["run"]
    steps = ["first", "unchanged", "changed_1pct"]
    left.bar(["first ingest", "unchanged", "1% changed"], [run[s]["seconds"] for s in steps])
    left.set_ylabel("seconds (client wall time)")
    left.set_title(f"{run['first']['files_read']} files, {run['first']['written']} chunks")
    names = list(run["context"])
    right.bar(names, [run["context"][n]["p50_ms"] for n in names], label="p50")
    right.set_ylabel("/context ms, one client")
    right.set_title("with sources vs the same texts without")
    save_figure(fig, path)


def print_table(report: dict[str, Any]) -> None:
    run = report["run"]
    for step in ("first", "unchanged", "changed_1pct"):
        print(f"{step:>14}: {run[step]['seconds']:7.1f} s  written {run[step]['written']}")
    print(f"{'embedding':>14}: {run['embedding']}")
    print(f"{'context':>14}: {run['context']}")
    print(f"{'quality':>14}: {run['quality']}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--files", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=35)
    parser.add_argument("--queries", type=int, default=60)
    parser.add_argument("--output", default="ingest")
    add_stack_arguments(parser)
    args = parser.parse_args(argv)
    RESULTS.mkdir(parents=True, exist_ok=True)
    workdir, data_dir, extra_env = stack_folders(args, "memory-ingest-")
    documents = corpus(args.files, args.seed)
    repo = workdir / "repo"
    commit = write_repository(repo, documents)
    size = sum(map(len, documents.values()))
    say(f"[corpus] {len(documents)} files, {size} characters, commit {commit[:12]}")
    target = {"unchanged_reingest": "seconds, nothing written"}
    report = report_header("bench/ingest.py", list(argv or sys.argv[1:]), target)
    report["corpus"] = {"files": len(documents), "characters": size, "seed": args.seed}
    stack = launch(data_dir, workdir, extra_env)
    try:
        report["stack"] = stack_facts(stack)
        report["run"] = _measure(stack, repo, documents, args)
    finally:
        stop_stack(stack, report)
    return finish_run(
        report,
        args,
        workdir,
        data_dir,
        plot=lambda path: plot(report, path),
        print_table=lambda: print_table(report),
    )


if __name__ == "__main__":
    raise SystemExit(main())
