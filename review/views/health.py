"""The health page: each dependency's state, what to do about a failing one, the backlogs."""

from __future__ import annotations

from django.http import HttpResponse
from django.views.decorators.http import require_GET

from memoryapp.models import Project
from memoryapp.observability.health import health_report
from review.views.auth import owner_view
from review.views.base import HtmxHttpRequest, render_page

ADVICE = {
    "database": "Start PostgreSQL or check DATABASE_URL; nothing works without the database.",
    "pgvector": "Install the pgvector extension (CREATE EXTENSION vector) and run migrations.",
    "indexes": (
        "Run `manage.py migrate`; after changing the embedding model run `manage.py reembed` "
        "so its HNSW index is built."
    ),
    "embeddings": (
        "The embedding provider does not answer: check MEMORY_EMBEDDINGS, its URL and key. "
        "Search falls back to words and entities; the backlog is embedded by the "
        "embed-backlog sweep or `manage.py reembed` once it is back."
    ),
    # Degraded means the model is configured but its latest outcome was a failure (switched
    # off is OFF_NOTES' case).
    "extraction": (
        "Extraction is failing: see the last error. Check the model at MEMORY_LLM_URL (URL, key, "
        "model name) and its logs. Captured turns are kept; turns that failed for a passing "
        "reason are retried and re-sent by the extraction sweep, while a dropped turn (its answer "
        "could not be decoded twice) stays dropped, with its reason."
    ),
    "llm": (
        "The extraction model does not answer at MEMORY_LLM_URL: check the URL, the key and "
        "that the server runs. Turns are kept and extracted when it is back."
    ),
    "broker": (
        "Redis does not answer at REDIS_URL: start it. Embedding and extraction jobs wait "
        "until it is back; nothing is lost."
    ),
    "frame": (
        "The project frame no longer passes its checks (see error), so framing is off and "
        "context calls get the unframed baseline. Fix the document on the Frame page and save "
        "it, or clear it."
    ),
}
OFF_NOTES = {
    "embeddings": "Embeddings are switched off: search uses words and entities only.",
    "extraction": "Extraction is switched off: turns are stored and can be extracted later.",
    "llm": "No extraction model is configured (MEMORY_LLM_URL).",
    "frame": "The project declares no frame (the Frame page): context calls are not framed.",
}


@require_GET
@owner_view
def health(request: HtmxHttpRequest, project: Project) -> HttpResponse:
    report = health_report(project=project)
    checks = []
    for name, check in report["checks"].items():
        status = check.get("status", "down")
        detail = check.get("detail") or {}
        advice = ""
        if status in ("down", "degraded"):
            advice = ADVICE.get(name, "Check the service's logs.")
        elif status == "off":
            advice = OFF_NOTES.get(name, "")
        checks.append({"name": name, "status": status, "detail": detail, "advice": advice})
    backlogs = {
        "embedding": (report["checks"].get("embeddings", {}).get("detail") or {}).get("backlog"),
        "extraction": (report["checks"].get("extraction", {}).get("detail") or {}).get("backlog"),
    }
    return render_page(
        request,
        project,
        "review/health.html",
        {"report": report, "checks": checks, "backlogs": backlogs},
    )
