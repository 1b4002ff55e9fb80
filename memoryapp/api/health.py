"""GET /api/v1/health: each dependency checked on its own, so failures are distinguishable."""

from __future__ import annotations

from django.http import HttpRequest
from ninja import Router

from memoryapp.api.auth import token_of
from memoryapp.operations import health as operations
from memoryapp.operations.health import HEALTH_RESPONSES
from memoryapp.operations.schemas import HealthOut

router = Router(tags=["health"])


@router.get(
    "/health",
    response=HEALTH_RESPONSES,
    summary="Engine, database, index, provider and queue health",
)
def get_health(request: HttpRequest) -> HealthOut:
    return operations.health(token_of(request))
