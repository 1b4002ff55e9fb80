"""Who is calling: the bearer token of a request, checked and counted against its rate limit.

The JSON API (through ninja's ``TokenAuth``) and the MCP endpoint authenticate a request with
:func:`request_token`, so a token is refused, paused or limited the same way on both.
"""

from __future__ import annotations

import logging
import time

import redis
from django.conf import settings
from django.http import HttpRequest

from memoryapp.db.redis_client import redis_client
from memoryapp.errors import RateLimited, Unauthenticated
from memoryapp.models import ApiToken
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


def secret_token(secret: str) -> ApiToken:
    """The live token ``secret`` names, within its rate limit."""
    token = token_authenticate(secret=secret)
    rate_limit_check(token)
    return token


def request_token(request: HttpRequest) -> ApiToken:
    """The live token of the request's bearer header, within its rate limit."""
    return secret_token(bearer_secret(request))
