"""The repository ``bench/ingest.py`` ingests: about 2,000 text files in a git repository.

Three parts, all deterministic for a seed:

- this project's own documents: every Markdown file of the checkout (``docs/``, the README,
  the ADRs, ``eval/``), copied as they are under ``self/``;
- this project's code comments: for every Python module of ``memoryapp/``, ``review/``,
  ``config/``, ``clients/`` and ``bench/``, its docstring and its ``#`` comments as a Markdown file
  under ``comments/`` (one heading for the module, one for each function or class docstring);
- a generated corpus to reach the size: decision records (Context / Decision / Consequences),
  runbooks (numbered steps) and meeting notes about made-up services, written from word lists
  with a seeded generator, under ``generated/``.

Plus the documents of the quality questions (:data:`QUESTIONS`): an ADR that replaced an
older one and a runbook whose step is asked about.
"""

from __future__ import annotations

import ast
import random
import subprocess
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from bench.common import PROJECT_ROOT

_SERVICES = [
    "billing",
    "ledger",
    "catalog",
    "search",
    "checkout",
    "invoices",
    "payroll",
    "gateway",
    "mailer",
    "scheduler",
]
_TECH = [
    "PostgreSQL",
    "Redis",
    "Kafka",
    "RabbitMQ",
    "Pub/Sub",
    "S3",
    "GCS",
    "Elasticsearch",
    "Nginx",
    "Envoy",
    "gRPC",
]
_VERBS = [
    "adopt",
    "retire",
    "replace",
    "split",
    "merge",
    "cache",
    "shard",
    "throttle",
    "migrate",
    "pin",
]
_WORDS = [
    "latency",
    "budget",
    "rollout",
    "owner",
    "alert",
    "quota",
    "schema",
    "backfill",
    "replica",
    "region",
    "contract",
    "queue",
    "retry",
    "timeout",
    "index",
    "snapshot",
    "cutover",
    "canary",
    "flag",
    "audit",
    "export",
    "import",
    "window",
    "capacity",
    "incident",
    "review",
    "handoff",
    "deadline",
    "estimate",
    "dependency",
    "vendor",
    "licence",
    "cost",
]

ADR_OLD = """# ADR 12: Order events through RabbitMQ

Status: superseded by ADR 31

## Decision

Order events are published to RabbitMQ on the `orders` exchange.
"""
ADR_NEW = """# ADR 31: Order events through Pub/Sub

Status: accepted; supersedes ADR 12

## Decision

Order events now go through Google Pub/Sub, topic `orders-v2`; RabbitMQ is retired.
"""
RUNBOOK = """# Restore the ledger database

1. Page the on-call database owner.
2. Stop the ledger workers.
3. Run `pg_restore --jobs 6` against the newest nightly snapshot.
4. Start the workers and watch the error rate for ten minutes.
"""


@dataclass(frozen=True)
class Question:
    query: str
    # The chunk that answers it, and words it must carry.
    ref: str
    words: str


QUESTIONS = (
    Question("Which system carries order events?", "adr/0031-order-events.md#decision", "Pub/Sub"),
    Question(
        "How many parallel jobs does the ledger restore use?",
        "runbooks/restore-ledger.md#restore-the-ledger-database",
        "--jobs 6",
    ),
)
# The chunk of the record ADR 31 replaced: influence must never serve it.
SUPERSEDED_REF = "adr/0012-order-events.md#decision"
FIXED = {
    "adr/0012-order-events.md": ADR_OLD,
    "adr/0031-order-events.md": ADR_NEW,
    "runbooks/restore-ledger.md": RUNBOOK,
}


def _own_markdown() -> Iterator[tuple[str, str]]:
    skip = {".venv", "node_modules", "results", ".git", ".data"}
    for path in sorted(PROJECT_ROOT.rglob("*.md")):
        if not skip.intersection(path.relative_to(PROJECT_ROOT).parts):
            yield f"self/{path.relative_to(PROJECT_ROOT)}", path.read_text(errors="replace")


def _comments_of(path: Path) -> str:
    source = path.read_text(errors="replace")
    parts = [f"# {path.relative_to(PROJECT_ROOT)}", ast.get_docstring(ast.parse(source)) or ""]
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.FunctionDef | ast.ClassDef) and ast.get_docstring(node):
            parts += [f"## {node.name}", ast.get_docstring(node) or ""]
    comments = [line.strip()[2:] for line in source.splitlines() if line.strip().startswith("# ")]
    if comments:
        parts += ["## Comments", "\n".join(comments)]
    return "\n\n".join(parts) + "\n"


def _own_comments() -> Iterator[tuple[str, str]]:
    for folder in ("memoryapp", "review", "config", "clients", "bench"):
        for path in sorted((PROJECT_ROOT / folder).rglob("*.py")):
            if "node_modules" not in path.parts:
                yield f"comments/{path.relative_to(PROJECT_ROOT)}.md", _comments_of(path)


def _sentence(rng: random.Random) -> str:
    words = rng.sample(_WORDS, 6)
    return f"The {words[0]} {words[1]} of {rng.choice(_SERVICES)} needs a {words[2]} {words[3]}."


def _generated(rng: random.Random, n: int) -> tuple[str, str]:
    service, tech, verb = rng.choice(_SERVICES), rng.choice(_TECH), rng.choice(_VERBS)
    kind = n % 3
    if kind == 0:
        body = (
            f"# ADR {1000 + n}: {verb} {tech} for {service}\n\n## Context\n\n"
            + " ".join(_sentence(rng) for _ in range(4))
            + f"\n\n## Decision\n\nWe {verb} {tech} for {service}.\n\n## Consequences\n\n"
            + " ".join(_sentence(rng) for _ in range(3))
        )
        return f"generated/adr/{1000 + n}-{service}-{verb}.md", body + "\n"
    if kind == 1:
        steps = "\n".join(f"{i}. {_sentence(rng)}" for i in range(1, rng.randint(4, 9)))
        return f"generated/runbooks/{service}-{n}.md", f"# {service}: {verb} {tech}\n\n{steps}\n"
    notes = "\n\n".join(
        f"## {topic}\n\n" + " ".join(_sentence(rng) for _ in range(rng.randint(2, 6)))
        for topic in rng.sample(_WORDS, 3)
    )
    return f"generated/notes/{service}-{n}.md", f"# Notes {n}: {service}\n\n{notes}\n"


def corpus(files: int, seed: int) -> dict[str, str]:
    """``files`` documents (path -> text): the fixed ones, this project's, then generated."""
    rng = random.Random(seed)
    out = dict(FIXED)
    for path, text in [*_own_markdown(), *_own_comments()]:
        if len(out) >= files:
            break
        out[path] = text
    n = 0
    while len(out) < files:
        path, text = _generated(rng, n)
        out[path] = text
        n += 1
    return out


def git(root: Path, *args: str) -> str:
    env = {
        "GIT_AUTHOR_NAME": "bench",
        "GIT_AUTHOR_EMAIL": "bench@example.invalid",
        "GIT_COMMITTER_NAME": "bench",
        "GIT_COMMITTER_EMAIL": "bench@example.invalid",
        "PATH": "/usr/bin:/bin",
        "HOME": str(root),
    }
    done = subprocess.run(
        ["git", "-C", str(root), *args], capture_output=True, text=True, env=env, check=True
    )
    return done.stdout.strip()


def write_repository(root: Path, documents: dict[str, str]) -> str:
    """``documents`` as a git repository at ``root`` with one commit; returns its sha."""
    for path, text in documents.items():
        target = root / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text)
    git(root, "init", "-q")
    git(root, "add", "-A")
    git(root, "commit", "-q", "-m", "corpus")
    return git(root, "rev-parse", "HEAD")


def change_some(root: Path, documents: dict[str, str], share: float, seed: int) -> list[str]:
    """Edit ``share`` of the files, the questions' own left alone (one sentence appended to
    their last section) and commit; returns the paths changed."""
    rng = random.Random(seed + 1)
    others = sorted(p for p in documents if p not in FIXED)
    chosen = rng.sample(others, max(1, round(len(documents) * share)))
    for path in chosen:
        (root / path).write_text(documents[path].rstrip("\n") + " " + _sentence(rng) + "\n")
    git(root, "commit", "-q", "-am", "edit")
    return chosen
