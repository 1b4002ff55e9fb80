"""GET /api/v1/health: each dependency checked on its own, so failures are distinguishable."""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest
from ninja import Router

from memoryapp import health
from memoryapp.api.auth import token_of
from memoryapp.api.schemas import HealthOut

router = Router(tags=["health"])


@router.get(
    "/health", response=HealthOut, summary="Engine, database, index, provider and queue health"
)
def get_health(request: HttpRequest) -> dict[str, Any]:
    return health.health_report(project=token_of(request).project)
