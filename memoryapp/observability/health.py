"""The health report: one check per dependency, each with its own status and what it saw.

A check is ``ok``, ``degraded`` (works, but needs attention), ``down`` (failing) or ``off``
(switched off by configuration, e.g. no LLM configured: a tested state, not a failure). The
overall status is ``down`` when the database is, ``degraded`` when any other check is down or
degraded, else ``ok``.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from importlib.metadata import PackageNotFoundError, version
from typing import Any

import redis
from django.conf import settings
from django.db import DatabaseError, connection
from django.db.models import Count, F, Max, QuerySet
from django.db.models.functions import Coalesce

from memoryapp.db.pools import pool_stats
from memoryapp.db.replicas import replica_health
from memoryapp.db.vector_index import check_vector_version, vector_index_name, vector_version
from memoryapp.domain.reason_labels import reason_label
from memoryapp.domain.typed_events import OUT_OF_ORDER
from memoryapp.errors import VectorExtensionTooOld
from memoryapp.models import CanonicalEvent, ExtractionRun, Memory, Project
from memoryapp.providers.llm import chat_model_from_settings
from memoryapp.selectors.frames import frame_current

Check = dict[str, Any]


def engine_version() -> str:
    try:
        return version("memory-service")
    except PackageNotFoundError:
        return "unknown"


def _guard(check: Callable[[], Check]) -> Check:
    try:
        return check()
    except Exception as error:
        return {"status": "down", "detail": {"error": f"{type(error).__name__}: {error}"[:300]}}


def check_database() -> Check:
    with connection.cursor() as cursor:
        cursor.execute("SHOW server_version")
        (server,) = cursor.fetchone()
    return {"status": "ok", "detail": {"server_version": server, "pool": pool_usage()}}


def pool_usage() -> dict[str, Any]:
    """This process's connection pool to the primary, and the whole service's budget."""
    stats = pool_stats()
    return {
        "max": stats.get("pool_max"),
        "open": stats.get("pool_size"),
        "idle": stats.get("pool_available"),
        "waiting": stats.get("requests_waiting", 0),
        "timeouts": stats.get("requests_errors", 0),
        "service_budget": settings.MEMORY_CONNECTION_BUDGET,
    }


def check_pgvector() -> Check:
    found = vector_version()
    try:
        check_vector_version(found)
    except VectorExtensionTooOld as error:
        return {
            "status": "down",
            "detail": {
                "version": found,
                "error": {"code": error.code, "message": error.message, "details": error.details},
            },
        }
    return {"status": "ok", "detail": {"version": found, "iterative_scans": True}}


def check_indexes() -> Check:
    with connection.cursor() as cursor:
        cursor.execute("SELECT indexname FROM pg_indexes WHERE tablename = 'memoryapp_memory'")
        names = {row[0] for row in cursor.fetchall()}
    wanted = {"memory_tsv_gin": "memory_tsv_gin"}
    if settings.MEMORY_EMBEDDINGS != "none":
        wanted["hnsw"] = vector_index_name(
            settings.MEMORY_EMBEDDINGS_MODEL, int(settings.MEMORY_EMBEDDINGS_DIMENSIONS)
        )
    missing = sorted(key for key, name in wanted.items() if name not in names)
    return {
        "status": "degraded" if missing else "ok",
        "detail": {"present": sorted(wanted.values()), "missing": missing},
    }


def embedding_backlog(model: str) -> QuerySet[Memory]:
    """Heads waiting for a vector from ``model`` (pending or active, embedded by none or by
    another model): what health reports per project and ``/metrics`` for every project."""
    return Memory.objects.filter(
        status__in=["pending", "active"], superseded_by__isnull=True
    ).exclude(embedding_model=model)


def extraction_waiting() -> QuerySet[CanonicalEvent]:
    """Complete turns captured but not extracted yet (pending or queued)."""
    return CanonicalEvent.objects.filter(
        turn_complete=True,
        extraction_state__in=[CanonicalEvent.Extraction.PENDING, CanonicalEvent.Extraction.QUEUED],
    )


def check_embeddings(project: Project) -> Check:
    from memoryapp.providers import embedding_provider_from_settings

    provider = embedding_provider_from_settings()
    report = provider.health()
    backlog = (
        embedding_backlog(provider.model).filter(project=project).count()
        if provider.name != "none"
        else 0
    )
    if provider.name == "none":
        status = "off"
    elif not report.get("reachable"):
        status = "down"
    else:
        status = "ok"
    return {"status": status, "detail": {**report, "backlog": backlog}}


def check_llm() -> Check:
    """The chat model's own probe: it never follows a redirect, which would replay the API
    key to wherever the redirect points (``memoryapp.providers.http``)."""
    if not settings.MEMORY_LLM_URL:
        return {"status": "off", "detail": {"configured": False, "note": "extraction runs dark"}}
    report = chat_model_from_settings().health()
    if not report["reachable"]:
        error = str(report.get("error") or "")[:200]
        return {
            "status": "down",
            "detail": {"configured": True, "reachable": False, "error": error},
        }
    return {
        "status": "ok",
        "detail": {"configured": True, "reachable": True, "model": report["model"]},
    }


def check_broker() -> Check:
    client = redis.Redis.from_url(settings.REDIS_URL, socket_timeout=1, socket_connect_timeout=1)
    client.ping()
    return {"status": "ok", "detail": {"queued": int(client.llen("celery"))}}


def check_extraction(project: Project) -> Check:
    """What waits for extraction, and the latest error that still stands.

    - ``backlog``: turns captured but not extracted yet (pending, queued, retrying): what a
      broker or model outage leaves waiting.
    - ``retrying`` / ``dropped``: runs waiting for another try after a transient model failure
      (including those whose task retries ran out: the sweeper sends them again), and turns
      given up for good (garbage twice, or a permanent model error).
    - ``last_error``: the most recent error still standing on a run, with its text, the run's
      state, the turn and when it happened (the end of the failed attempt). It stays on show
      after later successes, so an owner who looks after an outage still sees what went wrong
      and when. A run whose retry succeeds clears its own error: that turn was extracted and
      nothing was lost (the worker log keeps the history).
    - ``last_success_at``: when a run last finished successfully.
    - status: ``degraded`` while the latest outcome is a failure (the error is newer than the
      last success, or nothing ever succeeded), since every turn is then likely to fail too;
      ``ok`` once a later run succeeded, even though the old error is still shown, dated
      before ``last_success_at``; ``off`` when no model is configured (turns wait).
    """
    configured = bool(settings.MEMORY_LLM_URL)
    runs = ExtractionRun.objects.filter(project=project)
    last_success = runs.filter(state=ExtractionRun.State.DONE).aggregate(at=Max("finished_at"))[
        "at"
    ]
    by_state = dict(
        runs.filter(state__in=[ExtractionRun.State.RETRYING, ExtractionRun.State.DROPPED])
        .values("state")
        .annotate(n=Count("id"))
        .values_list("state", "n")
    )
    last_error, failing = _standing_error(runs, last_success)
    detail: dict[str, Any] = {
        "backlog": extraction_waiting().filter(project=project).count(),
        "configured": configured,
        "retrying": by_state.get(ExtractionRun.State.RETRYING, 0),
        "dropped": by_state.get(ExtractionRun.State.DROPPED, 0),
        "last_error": last_error,
        "last_success_at": last_success.isoformat() if last_success else None,
    }
    if not configured:
        detail["note"] = "extraction is off (no MEMORY_LLM_URL): turns are stored for later"
        return {"status": "off", "detail": detail}
    if failing:
        detail["note"] = (
            "the latest extraction attempt failed (see last_error); failed turns are kept, "
            "retried when the failure was transient, else counted as dropped"
        )
        return {"status": "degraded", "detail": detail}
    return {"status": "ok", "detail": detail}


def _standing_error(
    runs: QuerySet[ExtractionRun], last_success: datetime | None
) -> tuple[dict[str, Any] | None, bool]:
    """The most recent error still standing on a run, and whether it is newer than the last
    success (or nothing ever succeeded)."""
    failed = (
        runs.exclude(last_error="")
        .annotate(error_at=Coalesce("finished_at", "started_at"))
        .order_by(F("error_at").desc(nulls_last=True), "-id")
        .values("last_error", "state", "error_at", "session_id", "turn_key")
        .first()
    )
    if not failed:
        return None, False
    error_at = failed["error_at"]
    error = {
        "error": failed["last_error"][:300],
        "state": failed["state"],
        "turn": f"{failed['session_id']}/{failed['turn_key']}",
        "at": error_at.isoformat() if error_at else None,
    }
    return error, last_success is None or (error_at is not None and error_at > last_success)


def check_frame(project: Project) -> Check:
    """The project frame in force: ``degraded`` when the stored document no longer parses
    (framing is then off and the baseline untouched) with its classified error, ``off`` when
    the project declares none or MEMORY_FRAMES is off, else ``ok`` with its work types."""
    current = frame_current(project=project)
    detail: dict[str, Any] = {"version": current.version, "enabled": settings.MEMORY_FRAMES}
    if current.problem is not None:
        problem = current.problem
        detail["error"] = {
            "code": problem.code,
            "label": reason_label(problem.code, problem.detail),
            "detail": problem.detail,
        }
        return {"status": "degraded", "detail": detail}
    if current.frame is None:
        detail["note"] = "the project declares no frame: context calls are not framed"
        return {"status": "off", "detail": detail}
    detail["work_types"] = [work.name for work in current.frame.work_types]
    detail["hard_exclude"] = current.frame.hard_exclude
    if not settings.MEMORY_FRAMES:
        detail["note"] = "MEMORY_FRAMES is off: the frame is recorded in traces, never applied"
        return {"status": "off", "detail": detail}
    return {"status": "ok", "detail": detail}


def counts(project: Project) -> dict[str, dict[str, int]]:
    rows = (
        Memory.objects.filter(project=project, superseded_by__isnull=True)
        .values("status", "type")
        .annotate(n=Count("id"))
    )
    by_status: dict[str, int] = {}
    by_type: dict[str, int] = {}
    for row in rows:
        by_status[row["status"]] = by_status.get(row["status"], 0) + row["n"]
        by_type[row["type"]] = by_type.get(row["type"], 0) + row["n"]
    return {"heads_by_status": by_status, "heads_by_type": by_type}


def typed_event_counts(project: Project) -> dict[str, int]:
    """Typed events kept but not reduced (they name an event not captured yet, or the memory
    services refused them), and those that arrived out of order (kept as history)."""
    typed = CanonicalEvent.objects.filter(project=project).exclude(
        reduction_state=CanonicalEvent.Reduction.NOT_APPLICABLE
    )
    return {
        "waiting": typed.filter(reduction_state=CanonicalEvent.Reduction.WAITING).count(),
        "out_of_order": typed.filter(reduction_note__0__code=OUT_OF_ORDER).count(),
    }


def health_report(*, project: Project) -> dict[str, Any]:
    checks = {"database": _guard(check_database)}
    database_up = checks["database"]["status"] == "ok"
    if database_up:
        checks["pgvector"] = _guard(check_pgvector)
        checks["indexes"] = _guard(check_indexes)
        checks["embeddings"] = _guard(lambda: check_embeddings(project))
        checks["extraction"] = _guard(lambda: check_extraction(project))
        checks["frame"] = _guard(lambda: check_frame(project))
    checks["replicas"] = _guard(replica_health)
    checks["llm"] = _guard(check_llm)
    checks["broker"] = _guard(check_broker)
    if not database_up:
        overall = "down"
    elif any(c["status"] in {"down", "degraded"} for c in checks.values()):
        overall = "degraded"
    else:
        overall = "ok"
    tallies: dict[str, dict[str, int]] = {}
    typed: dict[str, int] = {}
    if database_up:
        try:
            tallies = counts(project)
            typed = typed_event_counts(project)
        except DatabaseError:
            tallies = {}
    return {
        "status": overall,
        "version": engine_version(),
        "project": project.slug,
        "checks": checks,
        "counts": tallies,
        "typed_events": typed,
    }
