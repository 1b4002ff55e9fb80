"""Bearer-token authentication of the agent API (ninja's side of
:mod:`memoryapp.operations.access`) and the scraper's access to ``/metrics``."""

from __future__ import annotations

import hashlib
import hmac

from django.conf import settings
from django.http import HttpRequest
from ninja.security import HttpBearer

from memoryapp.models import ApiToken, Project
from memoryapp.operations.access import bearer_secret, request_token, secret_token, window_check
from memoryapp.operations.roles import ensure_owner
from memoryapp.services.tokens import token_authenticate


class TokenAuth(HttpBearer):
    def __call__(self, request: HttpRequest) -> ApiToken | None:
        return request_token(request)

    def authenticate(self, request: HttpRequest, token: str) -> ApiToken:
        return secret_token(token)


def token_of(request: HttpRequest) -> ApiToken:
    token = request.auth  # type: ignore[attr-defined]
    assert isinstance(token, ApiToken)
    return token


def require_owner(request: HttpRequest) -> ApiToken:
    return ensure_owner(token_of(request))


def scraper_scope(request: HttpRequest) -> Project | None:
    """Who may read ``/metrics``, and what: the configured scraper secret
    (``MEMORY_METRICS_TOKEN``, compared in constant time) reads every project (None); a
    project's owner token reads its own project (the Project). Unauthenticated or Forbidden
    otherwise. Each credential has its own budget (``MEMORY_METRICS_RATE_LIMIT``), apart from
    the API's: a scraper calls every few seconds, forever, and a scrape runs queries."""
    secret = bearer_secret(request)
    limit, window = settings.MEMORY_METRICS_RATE_LIMIT
    configured = str(settings.MEMORY_METRICS_TOKEN)
    if configured and hmac.compare_digest(secret.encode(), configured.encode()):
        key = "memory:ratelimit:metrics:" + hashlib.sha256(secret.encode()).hexdigest()[:24]
        window_check(key=key, limit=limit, window=window, per="with the metrics secret")
        return None
    token = ensure_owner(token_authenticate(secret=secret))
    key = f"memory:ratelimit:metrics:{token.token_hash[:24]}"
    window_check(key=key, limit=limit, window=window, per="on /metrics with this token")
    return token.project
