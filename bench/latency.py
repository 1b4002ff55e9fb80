"""Latency of POST /api/v1/context over real HTTP at 1k, 10k and 100k memories a project.

Rule: measure what the service does, on this machine, and write it down with the conditions.
The targets: p95 <= 30 ms and the server's CPU time <= 25 ms a request at 100k memories with
one client on this 2-core machine, served exactly as ``make run`` serves (the earlier target
was p95 <= 50 ms).

What it does, in order:

1. Starts (or reuses) the embedded PostgreSQL + Redis under ``.data/bench-latency``
   (``config.embedded.services(durable=False)``; ``DATABASE_URL`` / ``REDIS_URL`` win when set),
   runs ``migrate``.
2. Loads one project per size (``lat-1k``, ``lat-10k``, ``lat-100k``) unless it already holds
   the expected number of active memories. Texts are recombined LoCoMo development turns
   (../shared/fixtures/locomo_dev.json, read there, never copied): a turn sentence (sometimes
   two) with a speaker/date frame, 80 % episodic, 15 % semantic, 5 % procedural, entities =
   speaker (+ the other one when named) + up to two proper nouns + half the time a topic word
   (what an extractor tags, e.g. "adoption"). The corpus is a stream in
   "universes" of 5,000 rows: universe 0 keeps the fixture's names, universe u > 0 renames the
   nine speakers from a pool, so a bigger store has more people, not the same nine people more
   often (what a growing memory looks like); common words still grow with the store. The 1k and
   10k projects are prefixes of the 100k stream. Embeddings (the configured provider, local
   MiniLM by default) are computed in batches of 64 and cached in ``<data>/corpus-*.npy``;
   rows go in with COPY; the HNSW index is dropped before and rebuilt after loading; then
   VACUUM ANALYZE.
3. Serves the app with the web server ``make run`` starts (``config.serving.web_command``:
   gunicorn with threads, configured by ``config/gunicorn.py``, whose workers load the embedding
   model before they take traffic) on 127.0.0.1 and a free port, ``MEMORY_API_RATE_LIMIT=0``;
   warms up with 4 concurrent
   clients sending 100 other LoCoMo questions each (none of the measured ones: the server and
   PostgreSQL's shared buffers reach a steady state, as in a running service); sends a fixed
   set of 200 LoCoMo questions to POST /api/v1/context (route auto,
   default budget, an agent token per project) with 1 client (200 requests) and with 4
   concurrent keep-alive clients (100 each); reads 50 of the traces' per-stage latencies; and
   counts the server's CPU time per request (gunicorn workers + PostgreSQL backends), which
   contention on a shared machine stretches much less than wall time.
4. With experiments (default; ``--no-experiments`` skips them), at the largest size:
   - ``context_build`` in-process with every SQL statement timed by class, at each size;
   - each leg's SQL and its variants, query by query in the bench database (lexical ranking
     and stop-word pruning, candidate caps, ef_search and exact search, the entity join, ORM
     row fetches), with wall time, the backend's CPU time (``/proc/<pid>/schedstat``), agreement
     with the current SQL and how often a LoCoMo evidence turn is among the leg's top 50;
   - a partial GIN index per project (created, measured, dropped again);
   - end-to-end variants served the same way, each with one setting given in the
     environment (the dense leg on the request's connection, a wider HNSW beam, fewer
     candidates). The exploration of session 2, which replaced legs in the workers, is in
     ``latency-baseline1.json``; those legs are the project's own now.
5. Writes bench/results/latency.json and bench/results/latency.png.

Other processes share the 2 cores (other engineers work on this machine): the load average is
recorded next to each measurement.

Run from the project root:
    .venv/bin/python bench/latency.py [--sizes 1000,10000,100000] [--no-experiments]
        [--bookkeeping]
The first run embeds 100k texts (~6 min at ~270/s on an idle machine; 24 min when the machine
was shared) and builds the HNSW index (~1.5 min); later runs reuse the data. Serving and
measuring take ~15-25 min, the experiments ~30-40 min more.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import hashlib
import http.client
import json
import os
import random
import re
import socket
import statistics
import subprocess
import sys
import textwrap
import threading
import time
import uuid
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np

PROJECT_ROOT = Path(__file__).resolve().parents[1]
if str(PROJECT_ROOT) not in sys.path:
    sys.path.insert(0, str(PROJECT_ROOT))

from bench import traffic  # noqa: E402
from config import serving  # noqa: E402

LOCOMO = PROJECT_ROOT.parent / "shared" / "fixtures" / "locomo_dev.json"
RESULTS = PROJECT_ROOT / "bench" / "results"
DATA_DIR = PROJECT_ROOT / ".data" / "bench-latency"

UNIVERSE_ROWS = 5000
EMBED_BATCH = 64
EMBED_CHUNK = 64 * 100
QUERIES = 200
# Warm-up questions, none of them among the measured ones (see warmup_set).
WARMUP = 100
CLIENTS = (1, 4)
PER_CLIENT_CONCURRENT = 100
TRACE_SAMPLE = 50
TARGET_P95_MS = 30.0
TARGET_CPU_MS = 25.0
TARGET_SIZE = 100_000
# And at a million memories in one project: p95 <= 100 ms, one client.
TARGET_1M_P95_MS = 100.0
STAGES = (
    "lexical_ms",
    "dense_ms",
    "query_embedding_ms",
    "entity_ms",
    "legs_ms",
    "fusion_ms",
    "temporal_ms",
    "decide_ms",
    "pack_ms",
    "total_ms",
)
# Other first names for universes > 0: never one of the fixture's speakers, never a stop word.
_NAMES = """
Aaron Abigail Adrian Aisha Alba Alvaro Amara Anders Anika Arjun Astrid Beatrix Bruno
Camila Cedric Chiara Dario Delphine Dmitri Eamon Elif Emeka Esme Farid Fiona Gideon
Greta Hamid Hanna Hugo Ines Isak Jasper Jovana Kaito Kalani Keira Lars Leila Linnea
Lorenzo Lucian Mahsa Malik Marisol Matteo Mei Milos Nadia Niamh Nikolai Noor Odette
Oskar Paloma Pavel Priya Quentin Rafael Rania Rohan Saoirse Selin Soren Sunita Tariq
Tessa Thiago Uma Valentin Vera Wanjiru Xavier Yara Yusuf Zainab Zoltan Ingrid Basil
Corin Dagny Ebba Faisal Gwen Hiro Ilse Jarek
"""
NAME_POOL = tuple(_NAMES.split())
_MONTHS = """
January February March April May June July August September October November December
Monday Tuesday Wednesday Thursday Friday Saturday Sunday
"""
MONTHS = set(_MONTHS.split())
_COMMON_LONG = """
another anything because believe different especially everything amazing awesome
actually already getting looking thought through without something sometimes
together wonderful whatever whenever probably absolutely definitely totally really
finally honestly incredible beautiful
"""
COMMON_LONG = set(_COMMON_LONG.split())


def say(message: str) -> None:
    print(message, flush=True)


def label(size: int) -> str:
    if size >= 1_000_000 and size % 1_000_000 == 0:
        return f"{size // 1_000_000}M"
    return f"{size // 1000}k" if size % 1000 == 0 else str(size)


# --- corpus ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Sentence:
    sample: int
    speaker: str
    other: str
    date: datetime
    dia_id: str
    text: str


@dataclass(frozen=True)
class Row:
    type: str
    content: str
    entities: tuple[str, ...]
    recorded_at: datetime
    valid_from: datetime | None
    source_ref: str


@dataclass
class Fixture:
    sentences: list[Sentence]
    names: list[str]
    questions: list[str]
    sample_ids: list[str]
    # question -> (sample id, evidence turn ids), to check what a leg variant still finds.
    evidence: dict[str, tuple[str, frozenset[str]]]


def read_fixture() -> Fixture:
    data = json.loads(LOCOMO.read_text())
    sentences: list[Sentence] = []
    names: list[str] = []
    questions: list[str] = []
    for index, sample in enumerate(data):
        conv = sample["conversation"]
        pair = (conv["speaker_a"], conv["speaker_b"])
        names.extend(n for n in pair if n not in names)
        for key, session in conv.items():
            if not (re.fullmatch(r"session_\d+", key) and isinstance(session, list)):
                continue
            date = datetime.strptime(conv[f"{key}_date_time"], "%I:%M %p on %d %B, %Y")
            for turn in session:
                speaker = turn["speaker"]
                other = pair[1] if speaker == pair[0] else pair[0]
                for text in re.split(r"(?<=[.!?])\s+", turn["text"].strip()):
                    if 4 <= len(text.split()) <= 35:
                        sentences.append(
                            Sentence(
                                index,
                                speaker,
                                other,
                                date.replace(tzinfo=UTC),
                                turn["dia_id"],
                                text,
                            )
                        )
        questions.extend(str(qa["question"]) for qa in sample["qa"])
    sample_ids = [str(s["sample_id"]) for s in data]
    evidence: dict[str, tuple[str, frozenset[str]]] = {}
    for sample in data:
        for qa in sample["qa"]:
            ids = frozenset(
                re.sub(r"^D:?", "D", part)
                for raw in qa.get("evidence") or []
                for part in re.split(r"[;,\s]+", str(raw))
                if part
            )
            evidence.setdefault(str(qa["question"]), (str(sample["sample_id"]), ids))
    return Fixture(sentences, names, questions, sample_ids, evidence)


def query_set(fixture: Fixture) -> list[str]:
    return random.Random(7).sample(fixture.questions, QUERIES)


def warmup_set(fixture: Fixture) -> list[str]:
    """``WARMUP`` questions outside :func:`query_set`: they bring the server to a steady state
    (PostgreSQL starts with empty shared buffers; the HNSW index alone is ~200 MB at 100k)
    without touching exactly the measured questions' rows first."""
    measured = set(query_set(fixture))
    rest = [q for q in fixture.questions if q not in measured]
    return random.Random(11).sample(rest, min(WARMUP, len(rest)))


def _proper_nouns(text: str, skip: set[str]) -> list[str]:
    found: list[str] = []
    for match in re.finditer(r"(?<![.!?:]\s)(?<!^)\b([A-Z][a-z]{2,}(?: [A-Z][a-z]{2,})?)\b", text):
        word = match.group(1)
        if word.split()[0] in MONTHS or word in skip or word in found:
            continue
        found.append(word)
    return found


def corpus(fixture: Fixture, count: int) -> list[Row]:
    """The first ``count`` rows of the deterministic stream (a prefix of any longer one)."""
    rng = random.Random(20240601)
    pool = fixture.sentences
    seen: set[str] = set()
    rows: list[Row] = []
    now = datetime.now(UTC)
    for i in range(count):
        universe = i // UNIVERSE_ROWS
        rename = {
            name: NAME_POOL[((universe - 1) * len(fixture.names) + j) % len(NAME_POOL)]
            for j, name in enumerate(fixture.names)
        }

        def named(text: str, universe: int = universe, rename: dict[str, str] = rename) -> str:
            if universe == 0:
                return text
            return re.sub(r"\b(" + "|".join(rename) + r")\b", lambda m: rename[m.group(1)], text)

        first = pool[rng.randrange(len(pool))]
        speaker, other = named(first.speaker), named(first.other)
        date = first.date + timedelta(days=3 * universe, minutes=rng.randrange(600))
        day = f"{date.day} {date:%B %Y}"
        body = named(first.text)
        roll = rng.random()
        memory_type = "episodic" if roll < 0.80 else "semantic" if roll < 0.95 else "procedural"
        shape = rng.randrange(3)
        content = ""
        for attempt in range(20):
            if memory_type == "episodic":
                content = (
                    f"{day}: {speaker} said: {body}",
                    f"On {day} {speaker} told {other}: {body}",
                    f"{speaker} ({day}): {body}",
                )[shape]
            elif memory_type == "semantic":
                content = (f"{speaker}: {body}", f"About {speaker}: {body}", f"{body}")[shape]
            else:
                content = (
                    f"When talking with {speaker}, remember: {body}",
                    f"Before replying to {speaker}, keep in mind: {body}",
                    f"For {speaker}: {body}",
                )[shape]
            if content not in seen:
                break
            extra = pool[rng.randrange(len(pool))]
            body = f"{body} {named(extra.text)}"
            shape = (shape + attempt + 1) % 3
        seen.add(content)
        entities = [speaker]
        if re.search(rf"\b{re.escape(other)}\b", body):
            entities.append(other)
        entities += _proper_nouns(body, {speaker, other, "I", "I'm"})[:2]
        topics = [w for w in re.findall(r"\b[a-z]{7,}\b", body) if w not in COMMON_LONG]
        if topics and rng.random() < 0.5:
            # What an extractor would tag as a topic ("photography", "adoption").
            entities.append(topics[rng.randrange(len(topics))])
        recorded = min(date + timedelta(hours=1 + rng.randrange(48)), now - timedelta(days=1))
        rows.append(
            Row(
                type=memory_type,
                content=content[:8000],
                entities=tuple(entities),
                recorded_at=recorded,
                valid_from=date if memory_type == "episodic" else None,
                source_ref=f"{fixture.sample_ids[first.sample]}:{first.dia_id}:u{universe}",
            )
        )
    return rows


def corpus_digest(rows: Sequence[Row]) -> str:
    digest = hashlib.sha256()
    for row in rows:
        digest.update(row.content.encode())
        digest.update(b"\x00")
    return digest.hexdigest()


# Rows past this many reuse the vectors of the first ones (see reused_vectors): embedding a
# million texts would take this machine well over an hour.
REAL_EMBEDDINGS = 100_000
# Per-dimension standard deviation of the noise added to a reused vector (before it is scaled
# back to unit length): a copy lands at a cosine of about 0.98 to its source, as a reworded
# text would, instead of exactly on it (HNSW degrades on exact duplicates).
REUSE_NOISE = 0.01


def reused_vectors(source: np.ndarray, count: int) -> np.ndarray:
    """``count`` vectors made from ``source`` in turn, each with deterministic noise."""
    rng = np.random.default_rng(20261201)
    out = source[np.arange(count) % len(source)].copy()
    out += rng.normal(0.0, REUSE_NOISE, size=out.shape).astype(np.float32)
    out /= np.linalg.norm(out, axis=1, keepdims=True)
    return out


def embeddings_for(fixture: Fixture, count: int, data: Path) -> tuple[list[Row], np.ndarray, float]:
    """The first ``count`` rows and their vectors. The first :data:`REAL_EMBEDDINGS` rows are
    embedded by the configured provider and cached in the data dir (the stream is
    deterministic, so a longer cache serves a shorter prefix, and a shorter one is extended);
    rows past them get :func:`reused_vectors` of those (their texts are the stream's own)."""
    if count > REAL_EMBEDDINGS:
        rows, real, seconds = embeddings_for(fixture, REAL_EMBEDDINGS, data)
        say(
            f"[load] rows {REAL_EMBEDDINGS + 1}-{count} reuse the first {REAL_EMBEDDINGS} "
            f"vectors with noise (sigma {REUSE_NOISE} a dimension)"
        )
        extra = reused_vectors(real, count - REAL_EMBEDDINGS)
        return corpus(fixture, count), np.concatenate([real, extra]), seconds
    from django.conf import settings

    from memoryapp.providers import embedding_provider_from_settings

    model = f"{settings.MEMORY_EMBEDDINGS_MODEL}:{settings.MEMORY_EMBEDDINGS_DIMENSIONS}"
    slug = re.sub(r"[^a-z0-9]+", "_", model.lower())
    cache, meta_path = data / f"corpus-{slug}.npy", data / f"corpus-{slug}.json"
    meta = json.loads(meta_path.read_text()) if cache.exists() and meta_path.exists() else {}
    have = int(meta.get("count", 0)) if meta.get("model") == model else 0
    rows = corpus(fixture, max(count, have))
    cached = np.zeros((0, int(settings.MEMORY_EMBEDDINGS_DIMENSIONS)), dtype=np.float32)
    if have and meta["digest"] == corpus_digest(rows[:have]):
        cached = np.load(cache)
    else:
        have = 0
    if len(cached) >= count:
        say(f"[load] {count} embeddings from the cache {cache.name}")
        return rows[:count], cached[:count], 0.0
    provider = embedding_provider_from_settings()
    todo = [r.content for r in rows[len(cached) : count]]
    say(f"[load] embedding {len(todo)} texts ({len(cached)} cached) in batches of {EMBED_BATCH}")
    started = last = time.perf_counter()
    parts = [cached]
    done = 0
    for chunk_start in range(0, len(todo), EMBED_CHUNK):
        # Batches of similar length pad less (a batch is padded to its longest text); sorting
        # within a chunk keeps the saved cache a prefix of the stream.
        chunk = todo[chunk_start : chunk_start + EMBED_CHUNK]
        order = sorted(range(len(chunk)), key=lambda k: len(chunk[k]))
        out = np.zeros((len(chunk), cached.shape[1]), dtype=np.float32)
        for offset in range(0, len(chunk), EMBED_BATCH):
            picked = order[offset : offset + EMBED_BATCH]
            out[picked] = np.asarray(provider.embed([chunk[k] for k in picked]), dtype=np.float32)
            done += len(picked)
            now = time.perf_counter()
            if now - last >= 10 or done == len(todo):
                rate = done / (now - started)
                eta = (len(todo) - done) / rate
                say(f"[load]   embedded {done}/{len(todo)}  {rate:.0f} texts/s  ETA {eta:.0f} s")
                last = now
        parts.append(out)
        # Saved as it goes: an interrupted load resumes from here.
        vectors = np.concatenate(parts)
        np.save(cache, vectors)
        meta_path.write_text(
            json.dumps(
                {
                    "model": model,
                    "count": len(vectors),
                    "digest": corpus_digest(rows[: len(vectors)]),
                }
            )
        )
        parts = [vectors]
    vectors = np.concatenate(parts)
    return rows[:count], vectors[:count], time.perf_counter() - started


# --- database ----------------------------------------------------------------------------


def vector_literal(vector: Sequence[float]) -> str:
    return "[" + ",".join(f"{x:.7g}" for x in vector) + "]"


def memory_count(project_id: int) -> int:
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT count(*) FROM memoryapp_memory WHERE project_id = %s AND status = 'active'",
            [project_id],
        )
        return int(cursor.fetchone()[0])


def drop_vector_index() -> str:
    from django.conf import settings
    from django.db import connection

    from memoryapp.vector_index import vector_index_name

    name = vector_index_name(
        settings.MEMORY_EMBEDDINGS_MODEL, int(settings.MEMORY_EMBEDDINGS_DIMENSIONS)
    )
    with connection.cursor() as cursor:
        cursor.execute(f"DROP INDEX IF EXISTS {name}")
    return name


def load_project(slug: str, rows: Sequence[Row], vectors: np.ndarray) -> dict[str, float]:
    """COPY ``rows`` into a new project's memories, entities and links, in one transaction."""
    from django.conf import settings
    from django.db import connection, transaction

    from memoryapp.models import Project
    from memoryapp.domain.names import normalize_entity_name

    model = settings.MEMORY_EMBEDDINGS_MODEL
    timings: dict[str, float] = {}
    started = time.perf_counter()
    with transaction.atomic():
        project, _ = Project.objects.get_or_create(slug=slug, defaults={"name": slug})
        ids = [
            uuid.uuid5(uuid.NAMESPACE_URL, f"bench-latency:{slug}:{i}") for i in range(len(rows))
        ]
        columns = (
            "id, project_id, type, content, status, confidence, embedding, embedding_model, "
            "actor, actor_label, source, standing, session_id, recorded_at, valid_from, "
            "review_note"
        )
        with connection.cursor() as wrapper:
            cursor = wrapper.cursor
            cursor.execute("SET LOCAL synchronous_commit = off")
            last = time.perf_counter()
            with cursor.copy(f"COPY memoryapp_memory ({columns}) FROM STDIN") as copy:
                for i, row in enumerate(rows):
                    copy.write_row(
                        (
                            ids[i],
                            project.id,
                            row.type,
                            row.content,
                            "active",
                            0.9,
                            vector_literal(vectors[i].tolist()),
                            model,
                            "extractor",
                            "bench-latency",
                            json.dumps({"kind": "conversation", "ref": row.source_ref}),
                            "trusted",
                            "",
                            row.recorded_at,
                            row.valid_from,
                            "[]",
                        )
                    )
                    now = time.perf_counter()
                    if now - last >= 10:
                        rate = (i + 1) / (now - started)
                        say(
                            f"[load]   {slug}: {i + 1}/{len(rows)} rows  {rate:.0f} rows/s  "
                            f"ETA {(len(rows) - i - 1) / rate:.0f} s"
                        )
                        last = now
            timings["memories_s"] = time.perf_counter() - started
            stage = time.perf_counter()
            names: dict[str, str] = {}
            for row in rows:
                for name in row.entities:
                    names.setdefault(normalize_entity_name(name), name)
            with cursor.copy(
                "COPY memoryapp_entity (project_id, name, normalized, created_at) FROM STDIN"
            ) as copy:
                created = datetime.now(UTC)
                for normalized, name in names.items():
                    copy.write_row((project.id, name[:200], normalized[:200], created))
            cursor.execute(
                "SELECT normalized, id FROM memoryapp_entity WHERE project_id = %s", [project.id]
            )
            entity_ids = dict(cursor.fetchall())
            links = 0
            with cursor.copy(
                "COPY memoryapp_memoryentity (memory_id, entity_id) FROM STDIN"
            ) as copy:
                for i, row in enumerate(rows):
                    for key in dict.fromkeys(normalize_entity_name(n) for n in row.entities):
                        copy.write_row((ids[i], entity_ids[key]))
                        links += 1
            timings["entities_s"] = time.perf_counter() - stage
            timings["entities"] = float(len(names))
            timings["links"] = float(links)
    timings["rows_per_s"] = len(rows) / (time.perf_counter() - started)
    return timings


def vacuum_analyze() -> float:
    from django.db import connection

    started = time.perf_counter()
    with connection.cursor() as cursor:
        for table in (
            "memoryapp_memory",
            "memoryapp_entity",
            "memoryapp_memoryentity",
            "memoryapp_memoryevent",
            "memoryapp_contexttrace",
        ):
            cursor.execute(f"VACUUM (ANALYZE) {table}")
    return time.perf_counter() - started


def build_vector_index() -> tuple[str | None, float]:
    from django.db import connection

    from memoryapp.vector_index import ensure_vector_index

    started = time.perf_counter()
    with connection.cursor() as cursor:
        # Bench session only: enough memory to build the graph in RAM (a million 384-d rows
        # need about 2 GB), and one helper process (pgvector builds HNSW in parallel).
        cursor.execute("SET maintenance_work_mem = '4GB'")
        cursor.execute("SET max_parallel_maintenance_workers = 1")
    name = ensure_vector_index()
    with connection.cursor() as cursor:
        cursor.execute("RESET maintenance_work_mem")
        cursor.execute("RESET max_parallel_maintenance_workers")
    return name, time.perf_counter() - started


def db_facts() -> dict[str, Any]:
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_database_size(current_database())")
        database = int(cursor.fetchone()[0])
        cursor.execute(
            "SELECT pg_total_relation_size('memoryapp_memory'), "
            "pg_relation_size('memoryapp_memory')"
        )
        total, heap = cursor.fetchone()
        cursor.execute(
            "SELECT indexrelname, pg_relation_size(indexrelid) FROM pg_stat_user_indexes "
            "WHERE relname = 'memoryapp_memory' ORDER BY 2 DESC"
        )
        indexes = {name: int(size) for name, size in cursor.fetchall()}
        cursor.execute("SHOW server_version")
        server = cursor.fetchone()[0]
        cursor.execute("SELECT extversion FROM pg_extension WHERE extname = 'vector'")
        found = cursor.fetchone()
        cursor.execute("SELECT count(*) FROM memoryapp_memory")
        rows = int(cursor.fetchone()[0])
    mb = 2**20
    return {
        "postgres": server,
        "pgvector": found[0] if found else None,
        "memory_rows_all_projects": rows,
        "database_mb": round(database / mb, 1),
        "memory_table_total_mb": round(int(total) / mb, 1),
        "memory_heap_mb": round(int(heap) / mb, 1),
        "memory_indexes_mb": {k: round(v / mb, 1) for k, v in indexes.items()},
    }


def agent_token(project_id: int) -> str:
    from memoryapp.models import Project
    from memoryapp.services.tokens import token_issue

    project = Project.objects.get(id=project_id)
    return token_issue(project=project, role="agent", name="bench-latency").secret


# --- serving -----------------------------------------------------------------------------


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@dataclass
class Server:
    port: int
    process: subprocess.Popen[bytes]
    log: Path
    variant: str
    # memoryapp/retrieval.py as the workers loaded it (other people edit it meanwhile).
    retrieval_sha: str = ""


@contextlib.contextmanager
def serve(
    service_env: dict[str, str], variant: str = "", extra_env: dict[str, str] | None = None
) -> Iterator[Server]:
    """The shipped web server (``config.serving.web_command``, as ``make run`` starts it) on
    127.0.0.1; ``variant`` names its log file and ``extra_env`` its settings."""
    port = free_port()
    env = {
        **os.environ,
        **service_env,
        "MEMORY_DATA_DIR": str(DATA_DIR),
        "MEMORY_API_RATE_LIMIT": "0",
        "DJANGO_SETTINGS_MODULE": "config.settings",
        "LOG_LEVEL": "WARNING",
        "SECRET_KEY": "bench-latency-not-secret",
        **(extra_env or {}),
    }
    log = DATA_DIR / f"web-{variant or 'baseline'}.log"
    # Exactly the web server `make run` starts (config/serving.py, config/gunicorn.py): its
    # workers load the embedding model before they take a request.
    command = serving.web_command("127.0.0.1", port)
    with log.open("wb") as out:
        process = subprocess.Popen(
            command, cwd=PROJECT_ROOT, env=env, stdout=out, stderr=subprocess.STDOUT
        )
    server = Server(
        port=port,
        process=process,
        log=log,
        variant=variant,
        retrieval_sha=file_sha(PROJECT_ROOT / "memoryapp" / "retrieval.py"),
    )
    try:
        deadline = time.monotonic() + 60
        while True:
            if process.poll() is not None:
                raise RuntimeError(f"gunicorn exited: {log.read_text()[-3000:]}")
            try:
                conn = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
                conn.request("GET", "/healthz")
                conn.getresponse().read()
                conn.close()
                break
            except OSError:
                if time.monotonic() > deadline:
                    raise RuntimeError("gunicorn did not answer in 60 s") from None
                time.sleep(0.2)
        yield server
    finally:
        process.terminate()
        try:
            process.wait(20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


class Client:
    """One keep-alive HTTP/1.1 connection to the server."""

    def __init__(self, port: int, token: str) -> None:
        self.port = port
        self.headers = {"Authorization": f"Bearer {token}", "Content-Type": "application/json"}
        self.conn = http.client.HTTPConnection("127.0.0.1", port, timeout=120)

    def request(
        self, method: str, path: str, body: dict[str, Any] | None = None
    ) -> tuple[int, Any]:
        payload = json.dumps(body).encode() if body is not None else None
        for attempt in (1, 2):
            try:
                self.conn.request(method, path, body=payload, headers=self.headers)
                response = self.conn.getresponse()
                data = response.read()
                return response.status, json.loads(data) if data else None
            except (http.client.RemoteDisconnected, ConnectionResetError, BrokenPipeError):
                self.conn.close()
                self.conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=120)
                if attempt == 2:
                    raise
        raise AssertionError("unreachable")

    def context(self, query: str) -> tuple[float, str]:
        started = time.perf_counter()
        status, body = self.request("POST", "/api/v1/context", {"query": query, "route": "auto"})
        elapsed = (time.perf_counter() - started) * 1000
        if status != 200:
            raise RuntimeError(f"POST /api/v1/context -> {status}: {str(body)[:300]}")
        return elapsed, str(body["trace_id"])

    def close(self) -> None:
        self.conn.close()


def percentiles(samples: Sequence[float]) -> dict[str, float]:
    values = np.asarray(samples)
    return {
        "n": len(samples),
        "p50": round(float(np.percentile(values, 50)), 2),
        "p95": round(float(np.percentile(values, 95)), 2),
        "p99": round(float(np.percentile(values, 99)), 2),
        "mean": round(float(values.mean()), 2),
        "max": round(float(values.max()), 2),
    }


def run_clients(port: int, token: str, queries: Sequence[str], clients: int) -> dict[str, Any]:
    """One client sends every query once; with more, each sends ``PER_CLIENT_CONCURRENT``
    of them (rotated so they do not ask the same thing at once), keep-alive. Bounded."""
    samples: list[list[float]] = [[] for _ in range(clients)]
    traces: list[list[str]] = [[] for _ in range(clients)]
    errors: list[BaseException] = []
    barrier = threading.Barrier(clients)

    def work(index: int) -> None:
        client = Client(port, token)
        order = list(queries[index * len(queries) // clients :]) + list(
            queries[: index * len(queries) // clients]
        )
        if clients > 1:
            order = order[:PER_CLIENT_CONCURRENT]
        try:
            barrier.wait()
            for query in order:
                elapsed, trace = client.context(query)
                samples[index].append(elapsed)
                traces[index].append(trace)
        except BaseException as error:
            errors.append(error)
        finally:
            client.close()

    load_before = os.getloadavg()[0]
    started = time.perf_counter()
    threads = [threading.Thread(target=work, args=(i,)) for i in range(clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    wall = time.perf_counter() - started
    if errors:
        raise RuntimeError(f"{len(errors)} client(s) failed: {errors[0]!r}")
    flat = [s for per in samples for s in per]
    return {
        **percentiles(flat),
        "requests_per_s": round(len(flat) / wall, 1),
        "load_avg_1m_before": round(load_before, 2),
        "load_avg_1m_after": round(os.getloadavg()[0], 2),
        "trace_ids": traces[0],
    }


def stage_medians(port: int, token: str, trace_ids: Sequence[str]) -> dict[str, Any]:
    client = Client(port, token)
    per_stage: dict[str, list[float]] = {}
    hits: dict[str, list[int]] = {}
    candidates: list[int] = []
    try:
        for trace_id in trace_ids:
            status, trace = client.request("GET", f"/api/v1/traces/{trace_id}")
            if status != 200:
                raise RuntimeError(f"GET trace -> {status}: {str(trace)[:200]}")
            for key, value in trace["latency_ms"].items():
                per_stage.setdefault(key, []).append(float(value))
            for leg, detail in trace["legs"].items():
                hits.setdefault(leg, []).append(int(detail.get("returned") or 0))
            candidates.append(len(trace["candidates"]))
    finally:
        client.close()
    return {
        "n": len(trace_ids),
        "median_ms": {k: round(statistics.median(v), 2) for k, v in sorted(per_stage.items())},
        "p95_ms": {k: round(float(np.percentile(v, 95)), 2) for k, v in sorted(per_stage.items())},
        "median_leg_hits": {k: statistics.median(v) for k, v in hits.items()},
        "median_candidates": statistics.median(candidates) if candidates else 0,
    }


def measure_size(
    server: Server,
    token: str,
    queries: Sequence[str],
    size: int,
    clients: Sequence[int],
    warmup: Sequence[str],
) -> dict[str, Any]:
    started = time.perf_counter()
    # Concurrent, so that both workers serve some; the timed runs start warm.
    run_clients(server.port, token, warmup, 4)  # each client sends its share
    result: dict[str, Any] = {
        "warmup_s": round(time.perf_counter() - started, 2),
        "retrieval_py_sha256_16": server.retrieval_sha,
    }
    for count in clients:
        cpu_before = server_cpu_seconds(server)
        wal_before = wal_position()
        run = run_clients(server.port, token, queries, count)
        cpu_after = server_cpu_seconds(server)
        if cpu_before is not None and cpu_after is not None:
            run["server_cpu_ms_per_request"] = round(1000 * (cpu_after - cpu_before) / run["n"], 2)
        # What each call writes (the trace, the bundle's bookkeeping and its audit), as WAL.
        run["wal_bytes_per_request"] = round(wal_bytes_since(wal_before) / run["n"])
        ids = run.pop("trace_ids")
        result[f"clients_{count}"] = run
        say(
            f"[serve] {label(size):>5} {count} client(s): p50 {run['p50']:.1f} ms  "
            f"p95 {run['p95']:.1f}  p99 {run['p99']:.1f}  ({run['requests_per_s']} req/s, "
            f"server CPU {run.get('server_cpu_ms_per_request', '?')} ms/req, "
            f"{run['wal_bytes_per_request']} WAL bytes/req, "
            f"load {run['load_avg_1m_before']}->{run['load_avg_1m_after']})"
        )
        if count == 1:
            step = max(1, len(ids) // TRACE_SAMPLE)
            result["stages"] = stage_medians(server.port, token, ids[::step][:TRACE_SAMPLE])
            medians = result["stages"]["median_ms"]
            say(
                f"[serve] {label(size):>5} stage medians: "
                + "  ".join(f"{k.removesuffix('_ms')} {medians.get(k, 0):.1f}" for k in STAGES)
            )
    return result


# --- bytes written ------------------------------------------------------------------------


def wal_position() -> str:
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_current_wal_insert_lsn()::text")
        return str(cursor.fetchone()[0])


def wal_bytes_since(position: str) -> float:
    """WAL bytes PostgreSQL wrote since ``position`` (every write of every session; a run is
    the only writer while it lasts, so this is what its requests wrote)."""
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT pg_wal_lsn_diff(pg_current_wal_insert_lsn(), %s::pg_lsn)", [position]
        )
        return float(cursor.fetchone()[0])


# --- server CPU accounting ----------------------------------------------------------------


def server_cpu_seconds(server: Server) -> float | None:
    """CPU seconds used so far by the gunicorn workers and by PostgreSQL's backends.

    Backends come and go (one per request with CONN_MAX_AGE=0): the postmaster's reaped
    children's times count them once they exit, the live ones are read directly. Contention
    stretches wall time but not (much) CPU time, so CPU per request is the steadier number on a
    shared machine.
    """
    import psutil

    try:
        total = 0.0
        for worker in psutil.Process(server.process.pid).children():
            times = worker.cpu_times()
            total += times.user + times.system
        pid_file = DATA_DIR / "pg" / "postmaster.pid"
        if "DATABASE_URL" in os.environ and not pid_file.exists():
            return None
        postmaster = psutil.Process(int(pid_file.read_text().split()[0]))
        times = postmaster.cpu_times()
        total += times.children_user + times.children_system
        for backend in postmaster.children():
            with contextlib.suppress(psutil.Error):
                times = backend.cpu_times()
                total += times.user + times.system
        return total
    except (psutil.Error, OSError, ValueError):
        return None


def cpu_ns(pid: int) -> int:
    """Nanoseconds ``pid`` has run on a CPU (``/proc/<pid>/schedstat``: exact, not ticks)."""
    try:
        return int(Path(f"/proc/{pid}/schedstat").read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return 0


def backend_pid() -> int | None:
    """This process's PostgreSQL backend, when it runs on this machine (embedded server)."""
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_backend_pid()")
        pid = int(cursor.fetchone()[0])
    return pid if Path(f"/proc/{pid}/schedstat").exists() else None


# --- experiments: leg-level SQL in the bench database ----------------------------------------

CONTEXT_STATUSES = ["active", "pending", "archived", "rejected"]
SCOPE_SQL = (
    "m.project_id = %(project)s AND m.status = ANY(%(statuses)s) "
    "AND (m.type <> 'working' OR m.session_id = %(session)s)"
)
RANKS = {
    "rank_cd": "ts_rank_cd({tsv}, %(tsq)s::tsquery, 1)",
    "rank": "ts_rank({tsv}, %(tsq)s::tsquery, 1)",
}


def lexical_sql(rank: str = "rank_cd", cap: int | None = None, *, split: bool = False) -> str:
    """The lexical leg over the tsquery ``tsq``. With ``cap``, only the first ``cap`` matches
    (in index order, i.e. arbitrary) are ranked; with ``split``, rows are selected by ``tsq``
    and ranked by ``rank_tsq``."""
    ranking = RANKS[rank].replace("%(tsq)s", "%(rank_tsq)s" if split else "%(tsq)s")
    if cap is None:
        return (
            f"SELECT m.id, {ranking.format(tsv='m.tsv')} AS score FROM memoryapp_memory m "
            f"WHERE m.tsv @@ %(tsq)s::tsquery AND {SCOPE_SQL} "
            "ORDER BY score DESC, m.recorded_at DESC, m.id LIMIT %(limit)s"
        )
    return (
        "WITH hits AS MATERIALIZED (SELECT m.id, m.tsv, m.recorded_at FROM memoryapp_memory m "
        f"WHERE m.tsv @@ %(tsq)s::tsquery AND {SCOPE_SQL} LIMIT {int(cap)}) "
        f"SELECT h.id, {ranking.format(tsv='h.tsv')} AS score FROM hits h "
        "ORDER BY score DESC, h.recorded_at DESC, h.id LIMIT %(limit)s"
    )


ENTITY_IDS_SQL = (
    "SELECT id FROM memoryapp_entity WHERE project_id = %(project)s "
    "AND normalized = ANY(%(phrases)s)"
)
# The entity leg's join with the entity ids already resolved: the planner sees how few ids
# there are and walks the (entity_id) index instead of hashing all of memoryentity.
ENTITY_BY_IDS_SQL = (
    "SELECT m.id, count(*)::float AS score, count(*) OVER () AS matched "
    "FROM memoryapp_memoryentity me JOIN memoryapp_memory m ON m.id = me.memory_id "
    "WHERE me.entity_id = ANY(%(entities)s) AND {where} "
    "GROUP BY m.id, m.recorded_at ORDER BY score DESC, m.recorded_at DESC, m.id "
    "LIMIT %(limit)s"
)


def entity_two_step(cursor: Any, params: dict[str, Any], where: str) -> list[tuple[Any, ...]]:
    cursor.execute(ENTITY_IDS_SQL, params)
    entities = [r[0] for r in cursor.fetchall()]
    if not entities:
        return []
    cursor.execute(ENTITY_BY_IDS_SQL.format(where=where), {**params, "entities": entities})
    return list(cursor.fetchall())


def tsquery_or(lexemes: Sequence[str]) -> str:
    return " | ".join("'" + lx.replace("\\", "\\\\").replace("'", "''") + "'" for lx in lexemes)


def common_lexemes(cursor: Any) -> dict[str, float]:
    """Lexeme -> fraction of memoryapp_memory rows containing it, from ANALYZE's statistics
    (``pg_stats.most_common_elems`` of ``tsv``: table-wide, free to read)."""
    cursor.execute(
        "SELECT most_common_elems::text::text[], most_common_elem_freqs FROM pg_stats "
        "WHERE schemaname = current_schema() AND tablename = 'memoryapp_memory' "
        "AND attname = 'tsv'"
    )
    found = cursor.fetchone()
    if not found or not found[0]:
        return {}
    elems, freqs = found
    return {str(e): float(f) for e, f in zip(elems, freqs[: len(elems)], strict=True)}


def prune(lexemes: Sequence[str], freqs: dict[str, float], threshold: float) -> list[str]:
    """Drop lexemes found in more than ``threshold`` of rows; keep the rarest if none is left."""
    kept = [lx for lx in lexemes if freqs.get(lx, 0.0) < threshold]
    if not kept and lexemes:
        kept = [min(lexemes, key=lambda lx: freqs.get(lx, 0.0))]
    return kept


def query_lexemes(cursor: Any, query: str) -> list[str]:
    cursor.execute("SELECT tsvector_to_array(to_tsvector('english', %s))", [query])
    return list(cursor.fetchone()[0] or [])


@dataclass
class Variant:
    samples: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)
    py_cpu: list[float] = field(default_factory=list)
    rows: list[int] = field(default_factory=list)
    overlap: list[float] = field(default_factory=list)
    evidence_hits: int = 0
    evidence_total: int = 0

    def summary(self) -> dict[str, Any]:
        if not self.samples:
            return {"n": 0}
        out: dict[str, Any] = {
            "n": len(self.samples),
            "p50_ms": round(float(np.percentile(self.samples, 50)), 2),
            "p95_ms": round(float(np.percentile(self.samples, 95)), 2),
            "mean_ms": round(float(np.mean(self.samples)), 2),
            "mean_rows": round(float(np.mean(self.rows)), 1) if self.rows else None,
        }
        if self.cpu:
            out["db_cpu_ms_p50"] = round(float(np.percentile(self.cpu, 50)), 2)
            out["db_cpu_ms_p95"] = round(float(np.percentile(self.cpu, 95)), 2)
        if self.py_cpu:
            out["python_cpu_ms_p50"] = round(float(np.percentile(self.py_cpu, 50)), 2)
        if self.overlap:
            out["overlap_with_reference"] = round(float(np.mean(self.overlap)), 3)
        if self.evidence_total:
            out["evidence_hit_at_50"] = round(self.evidence_hits / self.evidence_total, 3)
        return out


_BACKEND: dict[str, int | None] = {}


def _timed_call(variant: Variant, fn: Callable[..., Any], **kwargs: Any) -> Any:
    """Call ``fn(**kwargs)``; record wall ms, the backend's CPU ms and this thread's CPU ms."""
    pid = _BACKEND.get("pid")
    cpu = cpu_ns(pid) if pid else 0
    py = time.thread_time()
    started = time.perf_counter()
    result = fn(**kwargs)
    variant.samples.append((time.perf_counter() - started) * 1000)
    variant.py_cpu.append((time.thread_time() - py) * 1000)
    if pid:
        variant.cpu.append((cpu_ns(pid) - cpu) / 1e6)
    return result


def _timed_ids(cursor: Any, sql: str, params: dict[str, Any], variant: Variant) -> list[str]:
    """Run ``sql``; record wall ms and the backend's CPU ms in ``variant``; return the ids."""
    pid = _BACKEND.get("pid")
    cpu = cpu_ns(pid) if pid else 0
    started = time.perf_counter()
    cursor.execute(sql, params)
    ids = [str(r[0]) for r in cursor.fetchall()]
    variant.samples.append((time.perf_counter() - started) * 1000)
    if pid:
        variant.cpu.append((cpu_ns(pid) - cpu) / 1e6)
    variant.rows.append(len(ids))
    return ids


def _fetch_rows(*, queryset: Any, project: Any, ids: Sequence[str]) -> list[Any]:
    return list(queryset.filter(project=project, id__in=ids).prefetch_related("entities"))


@functools.cache
def _lean_rows_class() -> Any:
    from django.db.models import QuerySet

    class LeanRows(QuerySet):  # type: ignore[type-arg]
        """Rows for context/search without the columns nothing there reads (the 384-float
        embedding, the tsvector) and without prefetching entities (not read either)."""

        def prefetch_related(self, *lookups: Any) -> Any:
            return self

    return LeanRows


def lean_rows(model: Any) -> Any:
    return _lean_rows_class()(model).defer("embedding", "tsv")


def leg_experiments(
    project_id: int, queries: Sequence[str], fixture: Fixture, vectors: np.ndarray
) -> dict[str, Any]:
    """Each leg's SQL and its variants, query by query (variants interleaved), in-process."""
    from django.conf import settings
    from django.db import connection, transaction

    from memoryapp.models import Memory, Project
    from memoryapp.retrieval import Scope, entity_leg, lexical_leg, query_phrases

    project = Project.objects.get(id=project_id)
    limit = int(settings.MEMORY_RETRIEVAL_CANDIDATES)
    dims = int(settings.MEMORY_EMBEDDINGS_DIMENSIONS)
    base = {"project": project_id, "statuses": CONTEXT_STATUSES, "session": "", "limit": limit}
    scope = Scope(statuses=tuple(CONTEXT_STATUSES), heads_only=False)
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT id, source->>'ref' FROM memoryapp_memory WHERE project_id = %s", [project_id]
        )
        refs = {str(i): str(r) for i, r in cursor.fetchall()}
        freqs = common_lexemes(cursor)
    present = {r.rsplit(":u", 1)[0] for r in refs.values() if r.endswith(":u0")}

    def evidence_of(query: str) -> set[str]:
        sample, turns = fixture.evidence.get(query, ("", frozenset()))
        return {f"{sample}:{t}" for t in turns} & present

    def found(ids: Sequence[str], wanted: set[str]) -> bool:
        return any(refs.get(i, "").rsplit(":u", 1)[0] in wanted for i in ids)

    lex: dict[str, Variant] = {}
    dense: dict[str, Variant] = {}
    other: dict[str, Variant] = {}

    def record(
        group: dict[str, Variant], name: str, ids: Sequence[str], ref: Sequence[str]
    ) -> None:
        v = group[name]
        if ref:
            v.overlap.append(len(set(ids) & set(ref)) / len(ref))
        if wanted:
            v.evidence_total += 1
            v.evidence_hits += found(ids, wanted)

    # (name, SQL, drop lexemes found in more than this fraction of rows from the match)
    lex_plan: list[tuple[str, str, float | None]] = [
        ("or_rank_cd (as retrieval.py)", lexical_sql("rank_cd"), None),
        ("or_rank (ts_rank instead of ts_rank_cd)", lexical_sql("rank"), None),
        ("or_rank_cd, cap 1000 matches", lexical_sql("rank_cd", 1000), None),
        ("or_rank_cd, cap 3000 matches", lexical_sql("rank_cd", 3000), None),
        *(
            (f"or_rank_cd, drop lexemes in > {t:.1%} of rows", lexical_sql("rank_cd"), t)
            for t in (0.005, 0.01, 0.02, 0.05)
        ),
        *(
            (
                f"match lexemes in <= {t:.1%} of rows, rank by all",
                lexical_sql("rank_cd", split=True),
                t,
            )
            for t in (0.01, 0.02)
        ),
        ("or_rank, drop lexemes in > 2.0% of rows", lexical_sql("rank"), 0.02),
        (
            "match lexemes in <= 1.0% of rows, ts_rank by all",
            lexical_sql("rank", split=True),
            0.01,
        ),
    ]
    efs = (40, 100, 200, 400)
    dense_sql = (
        f"SELECT m.id FROM memoryapp_memory m WHERE m.embedding_model = %(model)s "
        f"AND m.embedding IS NOT NULL AND {SCOPE_SQL} "
        f"ORDER BY m.embedding::vector({dims}) <=> %(v)s::vector({dims}) LIMIT %(limit)s"
    )
    model = settings.MEMORY_EMBEDDINGS_MODEL
    _BACKEND["pid"] = backend_pid()
    for index, query in enumerate(queries):
        wanted = evidence_of(query)
        with connection.cursor() as cursor:
            lexemes = query_lexemes(cursor, query)
            # The leg exactly as the project has it now (another helper may be changing it).
            v = lex.setdefault("retrieval.lexical_leg (the file as it is now)", Variant())
            current = _timed_call(v, lexical_leg, project=project, query=query, scope=scope)
            v.rows.append(len(current.hits))
            record(
                lex,
                "retrieval.lexical_leg (the file as it is now)",
                [h.memory_id for h in current.hits],
                [],
            )
            for limit_share in (0.01, 0.02):
                name = f"retrieval.lexical_leg on the lexemes in <= {limit_share:.0%} of rows"
                v = lex.setdefault(name, Variant())
                kept = prune(lexemes, freqs, limit_share)
                pruned = _timed_call(
                    v, lexical_leg, project=project, query=" ".join(kept), scope=scope
                )
                v.rows.append(len(pruned.hits))
                record(
                    lex,
                    name,
                    [h.memory_id for h in pruned.hits],
                    [h.memory_id for h in current.hits],
                )
            reference: list[str] = []
            for name, sql, threshold in lex_plan:
                v = lex.setdefault(name, Variant())
                chosen = prune(lexemes, freqs, threshold) if threshold else lexemes
                if not chosen:
                    continue
                params = {**base, "tsq": tsquery_or(chosen), "rank_tsq": tsquery_or(lexemes)}
                ids = _timed_ids(cursor, sql, params, v)
                if not reference:
                    reference = ids
                record(lex, name, ids, reference)
            if lexemes:
                v = lex.setdefault("and_rank_cd (every word must match)", Variant())
                params = {**base, "tsq": tsquery_or(lexemes).replace(" | ", " & ")}
                ids = _timed_ids(cursor, lexical_sql("rank_cd"), params, v)
                record(lex, "and_rank_cd (every word must match)", ids, reference)
        vector = vector_literal(vectors[index].tolist())
        exact: list[str] = []
        for ef in ("exact", *efs):
            name = "exact (no index)" if ef == "exact" else f"hnsw ef_search={ef}"
            v = dense.setdefault(name, Variant())
            with transaction.atomic(), connection.cursor() as cursor:
                if ef == "exact":
                    cursor.execute("SET LOCAL enable_indexscan = off")
                else:
                    cursor.execute(f"SET LOCAL hnsw.ef_search = {int(ef)}")
                ids = _timed_ids(cursor, dense_sql, {**base, "v": vector, "model": model}, v)
            exact = exact or ids
            record(dense, name, ids, exact)
        v = other.setdefault("entity leg (current)", Variant())
        ent = _timed_call(v, entity_leg, project=project, query=query, scope=scope)
        v.rows.append(len(ent.hits))
        v = other.setdefault("entity leg, entity ids first (two statements)", Variant())
        with connection.cursor() as cursor:
            two = _timed_call(
                v,
                entity_two_step,
                cursor=cursor,
                params={**base, "phrases": query_phrases(query)},
                where=SCOPE_SQL,
            )
        v.rows.append(len(two))
        v.overlap.append(float([str(r[0]) for r in two] == [h.memory_id for h in ent.hits]))
        ids = list(
            {h.memory_id for h in current.hits} | {h.memory_id for h in ent.hits} | set(exact)
        )
        for name, queryset in (
            ("row fetch + entities (as retrieve did before CandidateRow)", Memory.objects.all()),
            ("row fetch + entities, defer(embedding)", Memory.objects.defer("embedding")),
            ("row fetch, defer(embedding, tsv), no entities", lean_rows(Memory)),
            (
                "row fetch + entities, defer(embedding, tsv)",
                Memory.objects.defer("embedding", "tsv"),
            ),
        ):
            v = other.setdefault(name, Variant())
            fetched = _timed_call(v, _fetch_rows, queryset=queryset, project=project, ids=ids)
            v.rows.append(len(fetched))
        if (index + 1) % 50 == 0:
            say(f"[exp] legs: {index + 1}/{len(queries)} queries")
    return {
        "project_rows": len(refs),
        "queries": len(queries),
        "phrases_example": query_phrases(queries[0])[:8],
        "common_lexemes_top": sorted(freqs.items(), key=lambda kv: -kv[1])[:15],
        "lexical": {k: v.summary() for k, v in lex.items()},
        "dense": {k: v.summary() for k, v in dense.items()},
        "other": {k: v.summary() for k, v in other.items()},
    }


def partial_gin_experiment(project_id: int, queries: Sequence[str]) -> dict[str, Any]:
    """The lexical SQL on one project with only the shared GIN index, then with a partial GIN
    index on that project's rows (``WHERE project_id = <id>``), which is dropped again."""
    from django.db import connection

    base = {"project": project_id, "statuses": CONTEXT_STATUSES, "session": "", "limit": 50}
    sql = lexical_sql("rank_cd")
    _BACKEND["pid"] = backend_pid()
    out: dict[str, Any] = {}
    name = f"bench_latency_tmp_gin_{int(project_id)}"
    with connection.cursor() as cursor:
        tsqueries = [tsquery_or(query_lexemes(cursor, q)) for q in queries]
        for phase in ("shared GIN only", "with a partial GIN for the project"):
            if phase.startswith("with"):
                started = time.perf_counter()
                cursor.execute(
                    f"CREATE INDEX {name} ON memoryapp_memory USING gin (tsv) "
                    f"WHERE project_id = {int(project_id)}"
                )
                cursor.execute("ANALYZE memoryapp_memory")
                out["partial_index_build_s"] = round(time.perf_counter() - started, 1)
            v = Variant()
            try:
                for tsq in tsqueries:
                    if tsq:
                        _timed_ids(cursor, sql, {**base, "tsq": tsq}, v)
            finally:
                if phase.startswith("with"):
                    cursor.execute(f"DROP INDEX IF EXISTS {name}")
            out[phase] = v.summary()
    return out


# --- experiments: where one request's time goes, statement by statement --------------------


def _statement_class(sql: str) -> str:
    text = " ".join(sql.split()).lower()
    if text.startswith("with sync"):
        return "trace and bookkeeping write"
    if "tsvector_to_array(to_tsvector" in text:
        return "query analysis (lexemes, entities)"
    if "ts_rank" in text or "@@" in text:
        return "lexical"
    if "<=>" in text:
        return "dense"
    if "e.normalized = any" in text or "from memoryapp_memoryentity me" in text:
        return "entity"
    if text.startswith("with recursive"):
        return "chains (temporal)"
    if text.startswith('insert into "memoryapp_contexttrace"'):
        return "trace insert"
    if text.startswith('update "memoryapp_contexttrace"'):
        return "trace latency update"
    if text.startswith('insert into "memoryapp_memoryevent"'):
        return "retrieved events insert"
    if 'from "memoryapp_memoryentity"' in text or 'inner join "memoryapp_memoryentity"' in text:
        return "row fetch: entities"
    if 'from "memoryapp_memory"' in text:
        return "row fetch: memories"
    if text.startswith(("savepoint", "release", "rollback", "set ", "begin", "commit")):
        return "transaction control / SET"
    return "other"


def statement_profile(project_id: int, queries: Sequence[str]) -> dict[str, Any]:
    """``context_build`` in this process (no HTTP) with every SQL statement timed by class."""
    from django.db import connection

    from memoryapp.models import Project
    from memoryapp.services.context import context_build

    project = Project.objects.get(id=project_id)
    per_request: list[dict[str, float]] = []
    counts: list[dict[str, int]] = []
    totals: list[float] = []
    current: dict[str, float] = {}
    seen: dict[str, int] = {}

    def wrapper(execute: Any, sql: str, params: Any, many: bool, context: Any) -> Any:
        started = time.perf_counter()
        try:
            return execute(sql, params, many, context)
        finally:
            name = _statement_class(sql)
            current[name] = current.get(name, 0.0) + (time.perf_counter() - started) * 1000
            seen[name] = seen.get(name, 0) + 1

    pid = backend_pid()
    py_cpu: list[float] = []
    db_cpu: list[float] = []
    context_build(project=project, query=queries[0], actor_label="bench-latency")  # warm-up
    with connection.execute_wrapper(wrapper):
        for query in queries:
            current.clear()
            seen.clear()
            db = cpu_ns(pid) if pid else 0
            py = time.thread_time()
            started = time.perf_counter()
            context_build(project=project, query=query, actor_label="bench-latency")
            totals.append((time.perf_counter() - started) * 1000)
            py_cpu.append((time.thread_time() - py) * 1000)
            if pid:
                db_cpu.append((cpu_ns(pid) - db) / 1e6)
            per_request.append(dict(current))
            counts.append(dict(seen))
    names = sorted({k for r in per_request for k in r})
    sql_total = [sum(r.values()) for r in per_request]
    return {
        "requests": len(queries),
        "context_build_ms": {
            "p50": round(float(np.percentile(totals, 50)), 2),
            "p95": round(float(np.percentile(totals, 95)), 2),
        },
        "sql_ms_median": {
            k: round(statistics.median(r.get(k, 0.0) for r in per_request), 2) for k in names
        },
        "sql_ms_p95": {
            k: round(float(np.percentile([r.get(k, 0.0) for r in per_request], 95)), 2)
            for k in names
        },
        "statements_per_request_median": {
            k: statistics.median(c.get(k, 0) for c in counts) for k in names
        },
        "all_sql_ms_median": round(statistics.median(sql_total), 2),
        "python_cpu_ms_median": round(statistics.median(py_cpu), 2),
        "db_cpu_ms_median": round(statistics.median(db_cpu), 2) if db_cpu else None,
        "python_ms_median": round(
            statistics.median(t - s for t, s in zip(totals, sql_total, strict=True)), 2
        ),
    }


# --- experiments: end to end, through gunicorn ------------------------------------------------


# name -> (extra environment for the served app, client counts). Settings only: the
# exploration's replacement legs (session 2) became the project's own, see latency-baseline1.json.
E2E_VARIANTS: dict[str, tuple[dict[str, str], tuple[int, ...]]] = {
    "baseline": ({}, CLIENTS),
    "dense leg on the request's connection (MEMORY_RETRIEVAL_PARALLEL=0)": (
        {"MEMORY_RETRIEVAL_PARALLEL": "0"},
        CLIENTS,
    ),
    "MEMORY_HNSW_EF_SEARCH=200": ({"MEMORY_HNSW_EF_SEARCH": "200"}, (1,)),
    "MEMORY_RETRIEVAL_CANDIDATES=25": ({"MEMORY_RETRIEVAL_CANDIDATES": "25"}, (1,)),
}


def end_to_end(
    service_env: dict[str, str],
    size: int,
    token: str,
    queries: Sequence[str],
    names: Sequence[str],
    warmup: Sequence[str],
) -> dict[str, Any]:
    results: dict[str, Any] = {}
    for name in names:
        extra, clients = E2E_VARIANTS[name]
        tag = "e2e-" + hashlib.sha256(name.encode()).hexdigest()[:8]
        with serve(service_env, variant=tag, extra_env=extra) as server:
            say(f"[e2e] {name}: gunicorn on 127.0.0.1:{server.port}")
            results[name] = {
                "env": extra,
                **measure_size(server, token, queries, size, clients, warmup),
            }
    return results


# --- main --------------------------------------------------------------------------------


def file_sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()[:16]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="1000,10000,100000")
    parser.add_argument("--no-experiments", dest="experiments", action="store_false")
    parser.add_argument("--output", default="latency", help="results file stem")
    parser.add_argument(
        "--bookkeeping",
        action="store_true",
        help="after the latency runs, time the bookkeeping write for random memories (it "
        "updates memory rows, adding index entries; the VACUUM it ends with removes them)",
    )
    parser.add_argument(
        "--e2e-only",
        default="",
        help="'|'-separated end-to-end variant names: run only these experiments",
    )
    args = parser.parse_args(argv)
    sizes = sorted({int(s) for s in args.sizes.split(",") if s.strip()})
    unknown = [n.strip() for n in args.e2e_only.split("|") if n.strip() not in E2E_VARIANTS]
    if args.e2e_only and unknown:
        parser.error(f"unknown variants {unknown}; known: {list(E2E_VARIANTS)}")

    os.environ["MEMORY_DATA_DIR"] = str(DATA_DIR)
    os.environ["MEMORY_API_RATE_LIMIT"] = "0"
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    DATA_DIR.mkdir(parents=True, exist_ok=True)
    RESULTS.mkdir(parents=True, exist_ok=True)

    from config.embedded import services

    report: dict[str, Any] = {
        "command": " ".join([".venv/bin/python", "bench/latency.py", *(argv or sys.argv[1:])]),
        "started": datetime.now(UTC).isoformat(timespec="seconds"),
        "machine": traffic.machine(),
        "sizes": sizes,
        "target": {
            "p95_ms": TARGET_P95_MS,
            "server_cpu_ms_per_request": TARGET_CPU_MS,
            "size": TARGET_SIZE,
            "clients": 1,
        },
        "source_sha256_16": {
            p: file_sha(PROJECT_ROOT / p)
            for p in (
                "memoryapp/retrieval.py",
                "memoryapp/services/context.py",
                "memoryapp/domain/fusion.py",
                "config/settings.py",
            )
            if (PROJECT_ROOT / p).exists()
        },
    }
    with services(durable=False, data=DATA_DIR) as service_env:
        os.environ.update(service_env)
        import django

        django.setup()
        from django.conf import settings
        from django.core.management import call_command

        call_command("migrate", "--noinput", verbosity=0)
        report["settings"] = {
            "MEMORY_EMBEDDINGS": settings.MEMORY_EMBEDDINGS,
            "MEMORY_EMBEDDINGS_MODEL": settings.MEMORY_EMBEDDINGS_MODEL,
            "MEMORY_RETRIEVAL_CANDIDATES": settings.MEMORY_RETRIEVAL_CANDIDATES,
            "MEMORY_HNSW_EF_SEARCH": settings.MEMORY_HNSW_EF_SEARCH,
            "MEMORY_CONTEXT_BUDGET_TOKENS": settings.MEMORY_CONTEXT_BUDGET_TOKENS,
            "MEMORY_CONTEXT_MAX_ITEMS": settings.MEMORY_CONTEXT_MAX_ITEMS,
            "CONN_MAX_AGE": settings.DATABASES["default"].get("CONN_MAX_AGE"),
        }
        fixture = read_fixture()
        queries = query_set(fixture)
        report["queries"] = {"count": len(queries), "first": queries[:5]}
        say(f"[load] LoCoMo: {len(fixture.sentences)} turn sentences, {len(queries)} queries")

        from memoryapp.models import Project

        projects: dict[int, int] = {}
        need: list[int] = []
        for size in sizes:
            project, _ = Project.objects.get_or_create(
                slug=f"lat-{label(size)}", defaults={"name": f"latency {label(size)}"}
            )
            projects[size] = project.id
            have = memory_count(project.id)
            if have == size:
                say(f"[load] lat-{label(size)}: {have} memories already loaded; reusing them")
            elif have == 0:
                need.append(size)
            else:
                raise SystemExit(
                    f"lat-{label(size)} holds {have} memories, not {size}: remove "
                    f"{DATA_DIR} (the bench database) and run again"
                )
        load: dict[str, Any] = {}
        if need:
            rows, vectors, embed_s = embeddings_for(fixture, max(need), DATA_DIR)
            load["embed_s"] = round(embed_s, 1)
            index = drop_vector_index()
            say(f"[load] dropped {index} for loading")
            for size in need:
                say(f"[load] lat-{label(size)}: inserting {size} memories with COPY")
                timings = load_project(f"lat-{label(size)}", rows[:size], vectors[:size])
                load[label(size)] = {k: round(v, 1) for k, v in timings.items()}
                say(
                    f"[load] lat-{label(size)}: {size} rows in {timings['memories_s']:.1f} s "
                    f"+ {int(timings['entities'])} entities / {int(timings['links'])} links in "
                    f"{timings['entities_s']:.1f} s ({timings['rows_per_s']:.0f} rows/s)"
                )
        name, index_s = build_vector_index()
        if need:
            load["hnsw_index_s"] = round(index_s, 1)
            say(f"[load] built {name} in {index_s:.1f} s")
        vacuum_s = vacuum_analyze()
        say(f"[load] VACUUM ANALYZE in {vacuum_s:.1f} s")
        load["vacuum_analyze_s"] = round(vacuum_s, 1)
        report["load"] = load
        report["db"] = db_facts()
        say(f"[db] {json.dumps(report['db'])}")

        tokens = {size: agent_token(projects[size]) for size in sizes}
        results: dict[str, Any] = {}
        with serve(service_env) as server:
            say(f"[serve] {' '.join(serving.web_command('127.0.0.1', server.port)[1:])}")
            for size in sizes:
                results[label(size)] = measure_size(
                    server, tokens[size], queries, size, CLIENTS, warmup_set(fixture)
                )
        report["latency"] = results
        report["target"]["met"] = _target_met(results)
        if args.bookkeeping:
            say(f"[exp] bookkeeping write for 20 random memories of lat-{label(max(sizes))}")
            report["bookkeeping"] = bookkeeping_experiment(projects[max(sizes)])
            say(f"[exp]   {json.dumps(report['bookkeeping'])}")

        if args.e2e_only:
            names = [n.strip() for n in args.e2e_only.split("|") if n.strip()]
            size = max(sizes)
            report["experiments"] = {
                "size": size,
                "end_to_end": end_to_end(
                    service_env, size, tokens[size], queries, names, warmup_set(fixture)
                ),
            }
        elif args.experiments:
            report["experiments"] = experiments(
                service_env, sizes, projects, tokens, queries, fixture
            )
        report["db_after"] = db_facts()

    report["finished"] = datetime.now(UTC).isoformat(timespec="seconds")
    out = RESULTS / f"{args.output}.json"
    out.write_text(json.dumps(traffic.finite(report), indent=2, default=str) + "\n")
    plot(report, RESULTS / f"{args.output}.png")
    print_table(report)
    say(f"wrote {out} and {out.with_suffix('.png')}")
    return 0


def _target_met(results: dict[str, Any]) -> bool | None:
    key = label(TARGET_SIZE)
    if key not in results:
        return None
    run = results[key]["clients_1"]
    cpu = run.get("server_cpu_ms_per_request")
    return bool(run["p95"] <= TARGET_P95_MS and cpu is not None and cpu <= TARGET_CPU_MS)


def bookkeeping_experiment(project_id: int, trials: int = 200, batch: int = 20) -> dict[str, Any]:
    """(``--bookkeeping``) What a /context call's bookkeeping costs for ``batch`` memories
    picked at random (real traffic retrieves many different memories; the latency run's 200
    questions keep bringing back the same ones, whose pages are warm and already pruned).

    - ``memory_row_update``: an UPDATE of the memory rows themselves, as ``last_retrieved_at``
      was written before migration 0010 (here ``last_confirmed_at = last_confirmed_at``: a new
      version of each row, no value changed);
    - ``retrieval_upsert``: the upsert into ``memoryapp_memoryretrieval`` that /context runs.

    Interleaved, one transaction each (``synchronous_commit`` off, as in the service); with the
    share of memory-row updates that could not stay on their page (non-HOT: every index of the
    table, HNSW included, gets a new entry).
    """
    from django.db import connection

    update = (
        "UPDATE memoryapp_memory SET last_confirmed_at = last_confirmed_at "
        "WHERE project_id = %(p)s AND id = ANY(%(ids)s::uuid[])"
    )
    upsert = (
        "INSERT INTO memoryapp_memoryretrieval (memory_id, last_retrieved_at) "
        "SELECT id, now() FROM memoryapp_memory "
        "WHERE project_id = %(p)s AND id = ANY(%(ids)s::uuid[]) "
        "ON CONFLICT (memory_id) DO UPDATE SET last_retrieved_at = EXCLUDED.last_retrieved_at"
    )
    stats = (
        "SELECT n_tup_upd, n_tup_hot_upd FROM pg_stat_user_tables "
        "WHERE relid = 'memoryapp_memory'::regclass"
    )
    rng = random.Random(7)
    with connection.cursor() as cursor:
        cursor.execute("SELECT id::text FROM memoryapp_memory WHERE project_id = %s", [project_id])
        ids = [r[0] for r in cursor.fetchall()]
        cursor.execute("SELECT pg_stat_force_next_flush()")
        cursor.execute(stats)
        before = cursor.fetchone()
        times: dict[str, list[float]] = {"memory_row_update": [], "retrieval_upsert": []}
        for _ in range(trials):
            for name, sql in (("memory_row_update", update), ("retrieval_upsert", upsert)):
                args: dict[str, int | str] = {
                    "p": project_id,
                    "ids": "{" + ",".join(rng.sample(ids, batch)) + "}",
                }
                started = time.perf_counter()
                cursor.execute("BEGIN")
                cursor.execute("SET LOCAL synchronous_commit = off")
                cursor.execute(sql, args)
                cursor.execute("COMMIT")
                times[name].append((time.perf_counter() - started) * 1000)
        cursor.execute("SELECT pg_stat_force_next_flush()")
        time.sleep(1.0)
        cursor.execute(stats)
        after = cursor.fetchone()
        # The updated rows' old versions and index entries go now, not in the next run.
        cursor.execute("VACUUM memoryapp_memory")
    updated, hot = after[0] - before[0], after[1] - before[1]
    out: dict[str, Any] = {"trials": trials, "batch": batch}
    for name, values in times.items():
        values.sort()
        out[name] = {
            "p50_ms": round(statistics.median(values), 2),
            "p95_ms": round(values[int(0.95 * len(values))], 2),
            "max_ms": round(values[-1], 2),
        }
    out["memory_row_update"]["non_hot_share"] = round(1 - hot / updated, 3) if updated else None
    return out


def experiments(
    service_env: dict[str, str],
    sizes: Sequence[int],
    projects: dict[int, int],
    tokens: dict[int, str],
    queries: Sequence[str],
    fixture: Fixture,
) -> dict[str, Any]:
    from memoryapp.providers import embedding_provider_from_settings

    size = max(sizes)
    out: dict[str, Any] = {"size": size}
    profiles = {}
    for each in sizes:
        say(f"[exp] statement profile of context_build at {label(each)} (in-process, 50 queries)")
        profiles[label(each)] = statement_profile(projects[each], queries[:50])
        say(f"[exp]   {json.dumps(profiles[label(each)]['sql_ms_median'])}")
    out["statement_profile"] = profiles
    provider = embedding_provider_from_settings()
    vectors = np.asarray(provider.embed(list(queries)), dtype=np.float32)
    say(f"[exp] leg variants at {label(size)} ({len(queries)} queries, interleaved)")
    out["legs"] = leg_experiments(projects[size], queries, fixture, vectors)
    for group in ("lexical", "dense", "other"):
        for name, row in out["legs"][group].items():
            say(f"[exp]   {group:>8} {name:<42} {json.dumps(row)}")
    out["partial_gin"] = {}
    for each in sorted({min(sizes), size}):
        say(f"[exp] partial GIN index for lat-{label(each)} (created, measured, dropped)")
        out["partial_gin"][label(each)] = partial_gin_experiment(projects[each], queries)
        say(f"[exp]   {json.dumps(out['partial_gin'][label(each)])}")
    out["vacuum_before_e2e_s"] = round(vacuum_analyze(), 1)
    out["end_to_end"] = end_to_end(
        service_env, size, tokens[size], queries, list(E2E_VARIANTS), warmup_set(fixture)
    )
    return out


def print_table(report: dict[str, Any]) -> None:
    say("")
    say(f"POST /api/v1/context latency (ms), client side; command: {report['command']}")
    say(f"{'size':>6} {'clients':>7} {'p50':>8} {'p95':>8} {'p99':>8} {'req/s':>7}")
    for size in report["sizes"]:
        entry = report["latency"][label(size)]
        for count in CLIENTS:
            run = entry[f"clients_{count}"]
            say(
                f"{label(size):>6} {count:>7} {run['p50']:>8.1f} {run['p95']:>8.1f} "
                f"{run['p99']:>8.1f} {run['requests_per_s']:>7.1f}"
            )
    say("")
    say("server-side stage medians (ms) from traces, 1 client:")
    say(f"{'stage':>20} " + " ".join(f"{label(s):>8}" for s in report["sizes"]))
    for stage in STAGES:
        values = [
            report["latency"][label(s)]["stages"]["median_ms"].get(stage, float("nan"))
            for s in report["sizes"]
        ]
        say(f"{stage:>20} " + " ".join(f"{v:>8.1f}" for v in values))
    exp = report.get("experiments")
    if exp:
        print_experiments(exp)
    million = report["latency"].get(label(1_000_000))
    if million:
        p95 = million["clients_1"]["p95"]
        say(
            f"\ntarget p95 <= {TARGET_1M_P95_MS:.0f} ms at 1M with 1 client: "
            + ("MET" if p95 <= TARGET_1M_P95_MS else "NOT MET")
            + f" (p95 {p95} ms)"
        )
    met = report["target"].get("met")
    say(
        f"\ntarget p95 <= {TARGET_P95_MS:.0f} ms and server CPU <= {TARGET_CPU_MS:.0f} ms a "
        f"request at {label(TARGET_SIZE)} with 1 client: "
        + ("not measured" if met is None else "MET" if met else "NOT MET")
    )


def print_experiments(exp: dict[str, Any]) -> None:
    profiles = exp.get("statement_profile", {})
    if profiles:
        say("")
        say("context_build in-process, SQL ms per statement class (median of 50 requests):")
        sizes = list(profiles)
        names = sorted({k for p in profiles.values() for k in p["sql_ms_median"]})
        say(f"{'statement':>28} " + " ".join(f"{s:>8}" for s in sizes))
        for name in names:
            values = [profiles[s]["sql_ms_median"].get(name, 0.0) for s in sizes]
            say(f"{name:>28} " + " ".join(f"{v:>8.1f}" for v in values))
        for key in ("all_sql_ms_median", "python_cpu_ms_median", "db_cpu_ms_median"):
            values = [profiles[s].get(key) or 0.0 for s in sizes]
            say(f"{key:>28} " + " ".join(f"{v:>8.1f}" for v in values))
    legs = exp.get("legs")
    if legs:
        say("")
        say(
            f"leg variants at {label(exp['size'])} (wall p50/p95 ms, DB CPU p50 ms, rows, "
            "overlap with the reference, evidence hit@50):"
        )
        for group in ("lexical", "dense", "other"):
            for name, row in legs[group].items():
                if not row.get("n"):
                    continue
                say(
                    f"{group:>8} {name:<48} {row['p50_ms']:>7.1f} {row['p95_ms']:>7.1f} "
                    f"{row.get('db_cpu_ms_p50', float('nan')):>7.1f} {row['mean_rows']:>6.1f} "
                    f"{row.get('overlap_with_reference', float('nan')):>6.3f} "
                    f"{row.get('evidence_hit_at_50', float('nan')):>6.3f}"
                )
    e2e = exp.get("end_to_end")
    if e2e:
        say("")
        say(f"end to end at {label(exp['size'])}, POST /api/v1/context (ms):")
        say(f"{'variant':<56} {'p50':>7} {'p95':>7} {'p99':>7} {'cpu/req':>8} {'4c p95':>7}")
        for name, row in e2e.items():
            one, four = row["clients_1"], row.get("clients_4", {})
            say(
                f"{name:<56} {one['p50']:>7.1f} {one['p95']:>7.1f} {one['p99']:>7.1f} "
                f"{one.get('server_cpu_ms_per_request', float('nan')):>8.1f} "
                f"{four.get('p95', float('nan')):>7.1f}"
            )


def plot(report: dict[str, Any], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    sizes = report["sizes"]
    e2e = (report.get("experiments") or {}).get("end_to_end") or {}
    panels = 3 if e2e else 2
    fig, axes = plt.subplots(1, panels, figsize=(6.5 * panels, 5.5))
    left, right = axes[0], axes[1]
    for count, style in zip(CLIENTS, ("-", "--"), strict=True):
        for pct, color in (("p50", "tab:blue"), ("p95", "tab:orange"), ("p99", "tab:red")):
            values = [report["latency"][label(s)][f"clients_{count}"][pct] for s in sizes]
            left.plot(
                sizes, values, style, marker="o", color=color, label=f"{pct}, {count} client(s)"
            )
    left.axhline(TARGET_P95_MS, color="grey", linestyle=":", label="target p95 (1 client)")
    left.set_xscale("log")
    left.set_yscale("log")
    left.set_xlabel("memories in the project")
    left.set_ylabel("ms (client side)")
    left.set_title("POST /api/v1/context latency")
    left.legend(fontsize=8)
    parts = [
        ("legs_ms", "three legs (wall; dense overlaps the others)"),
        ("fusion_ms", "chains + fusion"),
        ("temporal_ms", "temporal"),
        ("decide_pack_ms", "decide + pack"),
        ("other_ms", "trace write, HTTP, auth, JSON (client p50 - total)"),
    ]
    bottoms = np.zeros(len(sizes))
    positions = np.arange(len(sizes))
    for key, name in parts:
        heights = np.array([_stage_part(report, s, key) for s in sizes])
        right.bar(positions, heights, bottom=bottoms, label=name)
        bottoms += heights
    right.set_xticks(positions, [label(s) for s in sizes])
    right.set_ylabel("median ms")
    right.set_title("server-side stages (medians of 50 traces, 1 client)")
    right.legend(fontsize=8)
    if e2e:
        ax = axes[2]
        names = list(e2e)
        y = np.arange(len(names))
        p50 = [e2e[n]["clients_1"]["p50"] for n in names]
        p95 = [e2e[n]["clients_1"]["p95"] for n in names]
        cpu = [e2e[n]["clients_1"].get("server_cpu_ms_per_request") or 0.0 for n in names]
        ax.barh(y - 0.27, p95, height=0.27, label="p95", color="tab:orange")
        ax.barh(y, p50, height=0.27, label="p50", color="tab:blue")
        ax.barh(y + 0.27, cpu, height=0.27, label="server CPU / request", color="tab:grey")
        ax.axvline(TARGET_P95_MS, color="grey", linestyle=":", label="target p95")
        ax.set_yticks(y, [textwrap.fill(n, 34) for n in names], fontsize=7)
        ax.invert_yaxis()
        ax.set_xlabel("ms, 1 client")
        ax.set_title(f"variants at {label(report['experiments']['size'])} (end to end)")
        ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def _stage_part(report: dict[str, Any], size: int, key: str) -> float:
    entry = report["latency"][label(size)]
    medians = entry["stages"]["median_ms"]
    if key == "decide_pack_ms":
        return float(medians.get("decide_ms", 0.0) + medians.get("pack_ms", 0.0))
    if key == "other_ms":
        return max(0.0, float(entry["clients_1"]["p50"] - medians.get("total_ms", 0.0)))
    return float(medians.get(key, 0.0))


if __name__ == "__main__":
    sys.exit(main())
