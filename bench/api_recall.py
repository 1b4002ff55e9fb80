"""What the in-process recall benchmarks share (``bench/locomo.py``, ``bench/longmsg.py``).

Rule: measure what the service returns to an agent, through its HTTP API (Django's test client,
in this process) against the bench's own embedded PostgreSQL and Redis (.data/bench; the
database dropped and recreated each run unless DATABASE_URL is set, when projects get a per-run
slug instead). One project and owner token per conversation; each turn one episodic memory,
imported with POST /api/v1/import in order with its session, then embedded synchronously; each
question asked with POST /api/v1/search (k = SEARCH_K), the lexical and dense legs' own
rankings read from the search's trace, and a plain Okapi BM25 over the same texts beside them.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

from bench.common import PROJECT_ROOT, say
from bench.locomo_fixture import BM25, Conversation

DATA_DIR = PROJECT_ROOT / ".data" / "bench"
SEARCH_K = 50
EMBED_BATCH = 64
API = "/api/v1"


def reset_database() -> None:
    """Drop and recreate the bench cluster's database (only the embedded one, never a URL's)."""
    import psycopg

    from config import embedded

    with psycopg.connect(embedded.embedded_admin_url(), autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{embedded.DATABASE_NAME}" WITH (FORCE)')
        # Owned by the service's role (not a superuser), as the stack creates it.
        conn.execute(f'CREATE DATABASE "{embedded.DATABASE_NAME}" OWNER "{embedded.APP_ROLE}"')


def flush_redis(url: str) -> None:
    import redis

    redis.Redis.from_url(url).flushdb()


class Api:
    def __init__(self, secret: str) -> None:
        from django.test import Client

        self.client = Client()
        self.headers = {"Authorization": f"Bearer {secret}"}

    def post(self, path: str, data: str, content_type: str = "application/json") -> Any:
        response = self.client.post(
            API + path, data=data, content_type=content_type, headers=self.headers
        )
        assert response.status_code == 200, (path, response.status_code, response.content[:500])
        return response.json()

    def get(self, path: str) -> Any:
        response = self.client.get(API + path, headers=self.headers)
        assert response.status_code == 200, (path, response.status_code, response.content[:500])
        return response.json()


def import_conversation(api: Api, conv: Conversation) -> dict[str, str]:
    """POST /import one memory per turn; returns memory id -> dia_id.

    A session's turns are one ``session_id``, and the dataset gives one time per session, so
    each turn is recorded a second after the one before it: the order the turns were said in.
    """
    lines = []
    position: dict[str, int] = {}
    for turn in conv.turns:
        session = turn.dia_id.split(":")[0]
        step = position[session] = position.get(session, -1) + 1
        lines.append(
            json.dumps(
                {
                    "ref": turn.dia_id,
                    "type": "episodic",
                    "content": turn.text,
                    "status": "active",
                    "entities": [turn.speaker],
                    "session_id": f"{conv.sample_id}:{session}",
                    "recorded_at": (turn.when + timedelta(seconds=step)).isoformat(),
                    "valid_from": turn.when.isoformat(),
                    "source": {"kind": "import", "ref": f"locomo:{conv.sample_id}:{turn.dia_id}"},
                }
            )
        )
    ids = api.post("/import", "\n".join(lines), "application/x-ndjson")["ids"]
    return {memory_id: ref for ref, memory_id in ids.items()}


def embed_all(memory_ids: Sequence[str]) -> int:
    from memoryapp.services.embeddings import memory_embed_batch

    written = 0
    for start in range(0, len(memory_ids), EMBED_BATCH):
        written += memory_embed_batch(memory_ids=memory_ids[start : start + EMBED_BATCH])
    return written


def load_projects(
    conversations: Sequence[Conversation],
    prefix: str,
    suffix: str,
    own_db: bool,
    timings: dict[str, float],
) -> tuple[dict[str, Api], dict[str, Any], dict[str, str]]:
    """One project and owner token per conversation (slug ``prefix-<sample><suffix>``); each
    conversation imported, then embedded synchronously. Returns the APIs and projects by
    sample id, and memory id -> turn id.

    With a database of its own, the HNSW index is built after loading (inserting into an
    HNSW index costs far more than building it once); the service's own function creates it
    again. A shared DATABASE_URL keeps its index.
    """
    from django.conf import settings
    from django.db import connection

    from memoryapp.db.vector_index import ensure_vector_index, vector_index_name
    from memoryapp.services.tokens import project_ensure, token_issue

    index = vector_index_name(
        settings.MEMORY_EMBEDDINGS_MODEL, int(settings.MEMORY_EMBEDDINGS_DIMENSIONS)
    )
    if own_db:
        with connection.cursor() as cursor:
            cursor.execute(f"DROP INDEX IF EXISTS {index}")
    apis: dict[str, Api] = {}
    projects: dict[str, Any] = {}
    id_to_dia: dict[str, str] = {}
    load_started = time.perf_counter()
    embed_s = 0.0
    for conv in conversations:
        t0 = time.perf_counter()
        project = project_ensure(slug=f"{prefix}-{conv.sample_id}{suffix}")
        projects[conv.sample_id] = project
        api = apis[conv.sample_id] = Api(token_issue(project=project, role="owner").secret)
        mapping = import_conversation(api, conv)
        id_to_dia.update(mapping)
        t1 = time.perf_counter()
        written = embed_all(list(mapping))
        t2 = time.perf_counter()
        embed_s += t2 - t1
        say(
            f"  {conv.sample_id}: imported {len(mapping)} turns in {t1 - t0:.1f} s, "
            f"embedded {written} in {t2 - t1:.1f} s ({written / max(t2 - t1, 1e-9):.0f}/s)"
        )
    timings["import_s"] = round(time.perf_counter() - load_started - embed_s, 1)
    timings["embed_s"] = round(embed_s, 1)
    t0 = time.perf_counter()
    if own_db:
        ensure_vector_index()
    with connection.cursor() as cursor:
        cursor.execute("VACUUM ANALYZE memoryapp_memory")
    timings["index_and_vacuum_s"] = round(time.perf_counter() - t0, 1)
    say(f"  HNSW index {index} built and table vacuumed in {timings['index_and_vacuum_s']} s")
    return apis, projects, id_to_dia


@dataclass
class Asked:
    """Every question's record (its evidence and each system's ranking), and the timings."""

    records: list[dict[str, Any]] = field(default_factory=list)
    client_ms: list[float] = field(default_factory=list)
    server_ms: list[float] = field(default_factory=list)
    leg_ms: dict[str, list[float]] = field(default_factory=dict)
    short_dense: list[dict[str, Any]] = field(default_factory=list)


def ranked_of(
    found: dict[str, Any], trace: dict[str, Any], id_to_dia: dict[str, str]
) -> dict[str, list[str]]:
    """The fused ranking of a /search answer and each leg's own, from its trace's candidates
    (every candidate any leg returned, with each leg's rank)."""
    ranked = {"fused": [id_to_dia[r["id"]] for r in found["results"]]}
    for leg in ("lexical", "dense", "entity"):
        hits = sorted(
            (c["legs"][leg]["rank"], c["memory_id"]) for c in trace["candidates"] if c["legs"][leg]
        )
        ranked[leg] = [id_to_dia[memory_id] for _, memory_id in hits]
    return ranked


def ask_questions(
    conversations: Sequence[Conversation],
    apis: dict[str, Api],
    id_to_dia: dict[str, str],
    timings: dict[str, float],
) -> Asked:
    """Every question through /search (k = SEARCH_K), its legs from the trace, and the bench's
    own BM25 over the same texts."""
    asked = Asked()
    query_started = time.perf_counter()
    total = sum(len(c.questions) for c in conversations)
    for conv in conversations:
        api = apis[conv.sample_id]
        bm25 = BM25([t.text for t in conv.turns])
        for q in conv.questions:
            t0 = time.perf_counter()
            found = api.post("/search", json.dumps({"query": q.question, "k": SEARCH_K}))
            asked.client_ms.append((time.perf_counter() - t0) * 1000)
            trace = api.get(f"/traces/{found['trace_id']}")
            asked.server_ms.append(float(trace["latency_ms"]["total_ms"]))
            for name, value in trace["latency_ms"].items():
                asked.leg_ms.setdefault(name, []).append(float(value))
            ranked = ranked_of(found, trace, id_to_dia)
            if len(ranked["dense"]) < SEARCH_K:
                asked.short_dense.append(
                    {"conversation": conv.sample_id, "index": q.index, "hits": len(ranked["dense"])}
                )
            ranked["bm25"] = [conv.turns[i].dia_id for i in bm25.top(q.question, SEARCH_K)]
            asked.records.append(
                {
                    "conversation": conv.sample_id,
                    "index": q.index,
                    "question": q.question,
                    "category": q.category,
                    "evidence": q.evidence,
                    "ranked": ranked,
                }
            )
            done = len(asked.records)
            if done % 100 == 0 or done == total:
                rate = done / (time.perf_counter() - query_started)
                say(f"  queried {done}/{total} ({rate:.1f} q/s)")
    timings["query_s"] = round(time.perf_counter() - query_started, 1)
    return asked


def migrated(timings: dict[str, float]) -> int:
    """Migrate the database; returns the candidates per leg (at least SEARCH_K, or exit)."""
    from django.conf import settings
    from django.core.management import call_command

    started = time.perf_counter()
    call_command("migrate", verbosity=0)
    timings["migrate_s"] = round(time.perf_counter() - started, 1)
    candidates = int(settings.MEMORY_RETRIEVAL_CANDIDATES)
    if candidates < SEARCH_K:
        raise SystemExit(f"MEMORY_RETRIEVAL_CANDIDATES must be >= {SEARCH_K} (is {candidates})")
    return candidates


def on_own_services(work: Callable[[bool], dict[str, Any]]) -> dict[str, Any]:
    """``work(own_db)`` with Django set up on the bench's embedded PostgreSQL and Redis
    (.data/bench; a fresh database unless DATABASE_URL is set)."""
    os.environ["DJANGO_SETTINGS_MODULE"] = "config.settings"
    os.environ["MEMORY_DATA_DIR"] = str(DATA_DIR)
    # Thousands of requests with one token per project: the per-token rate limit would refuse them.
    os.environ.setdefault("MEMORY_API_RATE_LIMIT", "0")
    os.environ.setdefault("MEMORY_EMBEDDINGS", "local")
    own_db = not os.environ.get("DATABASE_URL")
    own_redis = not os.environ.get("REDIS_URL")

    import django

    from config import embedded

    with embedded.services(durable=False) as env:
        os.environ.update(env)
        if own_db:
            reset_database()
        if own_redis:
            flush_redis(env["REDIS_URL"])
        django.setup()
        try:
            return work(own_db)
        finally:
            from django.db import connections

            connections.close_all()
            if own_redis:
                flush_redis(env["REDIS_URL"])
