"""Plain Django views of the engine beside the JSON API: the liveness, readiness and metrics
probes (the ninja API itself is this package's __init__)."""

from __future__ import annotations

from django.db import DatabaseError, connection
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET

from memoryapp.api.auth import scraper_scope
from memoryapp.errors import ServiceError
from memoryapp.observability.exposition import CONTENT_TYPE, metrics_text
from memoryapp.operations.errors import RETRY_AFTER_SECONDS, error_reply, reply_response


@never_cache
@require_GET
def healthz(request: HttpRequest) -> JsonResponse:
    """Liveness for load balancers and ``make run``: ok once the database answers."""
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
            cursor.fetchone()
    except DatabaseError:
        response = JsonResponse({"status": "unavailable", "failing": "database"}, status=503)
        response["Retry-After"] = str(RETRY_AFTER_SECONDS)
        return response
    return JsonResponse({"status": "ok"})


@never_cache
@require_GET
def metrics(request: HttpRequest) -> HttpResponse:
    """Prometheus' text format: the whole service for a scraper holding the metrics secret, its
    own project for an owner token (docs/operations.md lists the metrics); outside
    ``/api/v1``, with its own rate limit."""
    try:
        project = scraper_scope(request)
    except ServiceError as error:
        return reply_response(error_reply(error))
    return HttpResponse(metrics_text(project), content_type=CONTENT_TYPE)
