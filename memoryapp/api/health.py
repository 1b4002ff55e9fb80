"""GET /api/v1/health: each dependency checked on its own, so failures are distinguishable.

``get_health_as`` is shared with the MCP tool ``memory_health``.
"""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest
from ninja import Router, Schema

from memoryapp import health
from memoryapp.api.auth import token_of
from memoryapp.api.schemas import HealthOut
from memoryapp.models import ApiToken

router = Router(tags=["health"])

HEALTH_RESPONSES: dict[int, type[Schema]] = {200: HealthOut}


def get_health_as(token: ApiToken) -> dict[str, Any]:
    return health.health_report(project=token.project)


@router.get(
    "/health",
    response=HEALTH_RESPONSES,
    summary="Engine, database, index, provider and queue health",
)
def get_health(request: HttpRequest) -> dict[str, Any]:
    return get_health_as(token_of(request))
