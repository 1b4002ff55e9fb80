"""What ``bench/latency.py`` does in its bench database (in-process, through Django's
connection): load a project's rows with COPY, rebuild the HNSW index, VACUUM ANALYZE, report
the database's sizes, read the WAL position, and (``--bookkeeping``) time a /context call's
bookkeeping write for random memories.
"""

from __future__ import annotations

import json
import random
import time
import uuid
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

import numpy as np

from bench.common import percentile, say
from bench.latency_corpus import Row


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

    from memoryapp.db.vector_index import vector_index_name

    name = vector_index_name(
        settings.MEMORY_EMBEDDINGS_MODEL, int(settings.MEMORY_EMBEDDINGS_DIMENSIONS)
    )
    with connection.cursor() as cursor:
        cursor.execute(f"DROP INDEX IF EXISTS {name}")
    return name


MEMORY_COLUMNS = (
    "id, project_id, type, content, status, confidence, embedding, embedding_model, "
    "actor, actor_label, source, standing, session_id, recorded_at, valid_from, "
    "review_note"
)


def memory_row(
    memory_id: uuid.UUID, project_id: int, row: Row, vector: Any, model: str
) -> tuple[Any, ...]:
    return (
        memory_id,
        project_id,
        row.type,
        row.content,
        "active",
        0.9,
        vector_literal(vector.tolist()),
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


def copy_memories(
    cursor: Any,
    project_id: int,
    slug: str,
    ids: list[uuid.UUID],
    rows: Sequence[Row],
    vectors: np.ndarray,
) -> None:
    from django.conf import settings

    model = settings.MEMORY_EMBEDDINGS_MODEL
    started = last = time.perf_counter()
    with cursor.copy(f"COPY memoryapp_memory ({MEMORY_COLUMNS}) FROM STDIN") as copy:
        for i, row in enumerate(rows):
            copy.write_row(memory_row(ids[i], project_id, row, vectors[i], model))
            now = time.perf_counter()
            if now - last >= 10:
                rate = (i + 1) / (now - started)
                say(
                    f"[load]   {slug}: {i + 1}/{len(rows)} rows  {rate:.0f} rows/s  "
                    f"ETA {(len(rows) - i - 1) / rate:.0f} s"
                )
                last = now


def copy_entities(
    cursor: Any, project_id: int, ids: list[uuid.UUID], rows: Sequence[Row]
) -> tuple[int, int]:
    """The rows' entities and their links to the memories: how many of each."""
    from memoryapp.domain.names import normalize_entity_name

    names: dict[str, str] = {}
    for row in rows:
        for name in row.entities:
            names.setdefault(normalize_entity_name(name), name)
    with cursor.copy(
        "COPY memoryapp_entity (project_id, name, normalized, created_at) FROM STDIN"
    ) as copy:
        created = datetime.now(UTC)
        for normalized, name in names.items():
            copy.write_row((project_id, name[:200], normalized[:200], created))
    cursor.execute(
        "SELECT normalized, id FROM memoryapp_entity WHERE project_id = %s", [project_id]
    )
    entity_ids = dict(cursor.fetchall())
    links = 0
    with cursor.copy("COPY memoryapp_memoryentity (memory_id, entity_id) FROM STDIN") as copy:
        for i, row in enumerate(rows):
            for key in dict.fromkeys(normalize_entity_name(n) for n in row.entities):
                copy.write_row((ids[i], entity_ids[key]))
                links += 1
    return len(names), links


def load_project(slug: str, rows: Sequence[Row], vectors: np.ndarray) -> dict[str, float]:
    """COPY ``rows`` into a new project's memories, entities and links, in one transaction."""
    from django.db import connection, transaction

    from memoryapp.models import Project

    timings: dict[str, float] = {}
    started = time.perf_counter()
    with transaction.atomic():
        project, _ = Project.objects.get_or_create(slug=slug, defaults={"name": slug})
        ids = [
            uuid.uuid5(uuid.NAMESPACE_URL, f"bench-latency:{slug}:{i}") for i in range(len(rows))
        ]
        with connection.cursor() as wrapper:
            cursor = wrapper.cursor
            cursor.execute("SET LOCAL synchronous_commit = off")
            copy_memories(cursor, project.id, slug, ids, rows, vectors)
            timings["memories_s"] = time.perf_counter() - started
            stage = time.perf_counter()
            entities, links = copy_entities(cursor, project.id, ids, rows)
            timings["entities_s"] = time.perf_counter() - stage
            timings["entities"] = float(entities)
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

    from memoryapp.db.vector_index import ensure_vector_index

    started = time.perf_counter()
    with connection.cursor() as cursor:
        # Bench session only: enough memory to build the graph of a million rows in RAM, and
        # one helper process (pgvector builds HNSW in parallel).
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


# --- the bookkeeping write -------------------------------------------------------------


def _flush_stats(cursor: Any) -> None:
    """This backend's table counters made visible to ``pg_stat_user_tables`` now.

    ``pg_stat_force_next_flush()`` is the superuser's unless granted; the service's role
    (docs/deploy.md) gets no grant for a benchmark, so without it the bench waits out the
    backend's minimum flush interval (one second) and ends a transaction, which flushes."""
    cursor.execute("SELECT has_function_privilege('pg_stat_force_next_flush()', 'EXECUTE')")
    if cursor.fetchone()[0]:
        cursor.execute("SELECT pg_stat_force_next_flush()")
        return
    time.sleep(1.1)
    cursor.execute("SELECT 1")


BOOKKEEPING_SQL = {
    "memory_row_update": (
        "UPDATE memoryapp_memory SET last_confirmed_at = last_confirmed_at "
        "WHERE project_id = %(p)s AND id = ANY(%(ids)s::uuid[])"
    ),
    "retrieval_upsert": (
        "INSERT INTO memoryapp_memoryretrieval (memory_id, last_retrieved_at) "
        "SELECT id, now() FROM memoryapp_memory "
        "WHERE project_id = %(p)s AND id = ANY(%(ids)s::uuid[]) "
        "ON CONFLICT (memory_id) DO UPDATE SET last_retrieved_at = EXCLUDED.last_retrieved_at"
    ),
}
UPDATE_STATS = (
    "SELECT n_tup_upd, n_tup_hot_upd FROM pg_stat_user_tables "
    "WHERE relid = 'memoryapp_memory'::regclass"
)


def bookkeeping_trials(
    cursor: Any, project_id: int, ids: list[str], trials: int, batch: int
) -> dict[str, list[float]]:
    """Both writes interleaved, one transaction each, ``batch`` random memories a write."""
    rng = random.Random(7)
    times: dict[str, list[float]] = {name: [] for name in BOOKKEEPING_SQL}
    for _ in range(trials):
        for name, sql in BOOKKEEPING_SQL.items():
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
    return times


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

    with connection.cursor() as cursor:
        cursor.execute("SELECT id::text FROM memoryapp_memory WHERE project_id = %s", [project_id])
        ids = [r[0] for r in cursor.fetchall()]
        _flush_stats(cursor)
        cursor.execute(UPDATE_STATS)
        before = cursor.fetchone()
        times = bookkeeping_trials(cursor, project_id, ids, trials, batch)
        _flush_stats(cursor)
        time.sleep(1.0)
        cursor.execute(UPDATE_STATS)
        after = cursor.fetchone()
        # The updated rows' old versions and index entries go now, not in the next run.
        cursor.execute("VACUUM memoryapp_memory")
    updated, hot = after[0] - before[0], after[1] - before[1]
    out: dict[str, Any] = {"trials": trials, "batch": batch}
    for name, values in times.items():
        out[name] = {
            "p50_ms": round(percentile(values, 50), 2),
            "p95_ms": round(percentile(values, 95), 2),
            "max_ms": round(max(values), 2),
        }
    out["memory_row_update"]["non_hot_share"] = round(1 - hot / updated, 3) if updated else None
    return out
