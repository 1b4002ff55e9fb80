"""Plain Django views of the engine (the JSON API lives in memoryapp/api/)."""

from __future__ import annotations

from django.db import DatabaseError, connection
from django.http import HttpRequest, JsonResponse
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET

from memoryapp.api.errors import RETRY_AFTER_SECONDS


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
