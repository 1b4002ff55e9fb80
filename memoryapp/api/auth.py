"""Bearer-token authentication and the per-token rate limit of the agent API."""

from __future__ import annotations

import hashlib
import hmac
import logging
import time

import redis
from django.conf import settings
from django.http import HttpRequest
from ninja.security import HttpBearer

from memoryapp.domain.types import Actor
from memoryapp.errors import Forbidden, RateLimited, Unauthenticated
from memoryapp.models import ApiToken, Project
from memoryapp.redis_client import redis_client
from memoryapp.services.tokens import token_authenticate

logger = logging.getLogger(__name__)


def window_check(*, key: str, limit: int, window: int, per: str) -> None:
    """A fixed window of ``window`` seconds counted in Redis under ``key``; the call over
    ``limit`` raises RateLimited with Retry-After (``per`` says whose budget it was).

    If Redis itself is unreachable the request goes through: the limiter protects the service,
    it must not take the API down with it (health reports the broker).
    """
    if limit <= 0:
        return
    now = time.time()
    bucket = int(now // window)
    try:
        pipe = redis_client().pipeline()
        pipe.incr(f"{key}:{bucket}")
        pipe.expire(f"{key}:{bucket}", window + 1)
        count = int(pipe.execute()[0])
    except redis.RedisError as error:
        logger.warning("rate limiter unavailable, letting the request through: %s", error)
        return
    if count > limit:
        retry_after = max(1, int((bucket + 1) * window - now + 0.999))
        raise RateLimited(
            f"more than {limit} requests in {window} s {per}",
            retry_after=retry_after,
            details={"limit": limit, "window_seconds": window},
        )


def rate_limit_check(token: ApiToken) -> None:
    """The agent API's budget per token (``MEMORY_API_RATE_LIMIT``)."""
    limit, window = settings.MEMORY_API_RATE_LIMIT
    # The hash, not the id: ids restart with a fresh database, counters in Redis would not.
    key = f"memory:ratelimit:{token.token_hash[:24]}"
    window_check(key=key, limit=limit, window=window, per="with this token")


def bearer_secret(request: HttpRequest) -> str:
    """The secret of ``Authorization: Bearer <secret>``; Unauthenticated without one."""
    header = request.headers.get("Authorization", "")
    if not header:
        raise Unauthenticated("missing Authorization: Bearer <token> header")
    scheme, _, secret = header.partition(" ")
    if scheme.lower() != "bearer" or not secret.strip():
        raise Unauthenticated("the Authorization header must be 'Bearer <token>'")
    return secret.strip()


class TokenAuth(HttpBearer):
    def __call__(self, request: HttpRequest) -> ApiToken | None:
        return self.authenticate(request, bearer_secret(request))

    def authenticate(self, request: HttpRequest, token: str) -> ApiToken:
        api_token = token_authenticate(secret=token)
        rate_limit_check(api_token)
        return api_token


def token_of(request: HttpRequest) -> ApiToken:
    token = request.auth  # type: ignore[attr-defined]
    assert isinstance(token, ApiToken)
    return token


def is_owner(token: ApiToken) -> bool:
    return token.role == ApiToken.Role.OWNER


def ensure_owner(token: ApiToken) -> ApiToken:
    """``token`` if it is an owner's; Forbidden otherwise (the API and the MCP tools alike)."""
    if not is_owner(token):
        raise Forbidden("this operation needs an owner token", details={"role": token.role})
    return token


def require_owner(request: HttpRequest) -> ApiToken:
    return ensure_owner(token_of(request))


def actor_for(token: ApiToken) -> Actor:
    """Who writes with this token: an owner token is the owner's own tooling, whose writes
    are deliberate like the UI's; any other is an agent."""
    return Actor.OWNER if token.role == ApiToken.Role.OWNER else Actor.AGENT


def actor_label(token: ApiToken) -> str:
    return f"token:{token.name or token.prefix}"


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
