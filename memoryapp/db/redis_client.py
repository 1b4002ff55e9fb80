"""The process's one Redis client for counters kept outside the database: the API's and
``/metrics``' rate limits (``memoryapp.api.auth``) and the failed sign-ins
(``memoryapp.services.signin``)."""

from __future__ import annotations

import threading
from functools import cache

import redis
from django.conf import settings

_redis_lock = threading.Lock()


@cache
def _redis_client() -> redis.Redis:
    return redis.Redis.from_url(settings.REDIS_URL, socket_timeout=1, socket_connect_timeout=1)


def redis_client() -> redis.Redis:
    """The process's one client for the counters (its connection pool is thread-safe).

    Built under a lock: ``functools.cache`` alone may run the function twice for two threads'
    first calls and keep the second result, and the first client, referenced by nothing once
    its caller took a pipeline from it, closed its connection pool as it was collected
    (redis-py's ``Redis.__del__``) while the pipeline was connecting. The first requests of a
    fresh web worker then failed inside redis-py with an AttributeError, a 500
    (``tests/config/test_faults.py``; ``tests/clients/test_rate_limit_client.py``).
    """
    with _redis_lock:
        return _redis_client()
