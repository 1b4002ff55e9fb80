"""The service's health as a caller with a token sees it: each dependency checked on its own."""

from __future__ import annotations

from ninja import Schema

from memoryapp.models import ApiToken
from memoryapp.observability import health as checks
from memoryapp.operations.schemas import HealthOut

HEALTH_RESPONSES: dict[int, type[Schema]] = {200: HealthOut}


def health(token: ApiToken) -> HealthOut:
    return HealthOut.model_validate(checks.health_report(project=token.project))
