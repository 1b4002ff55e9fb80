"""The rate limiter's Redis client under the concurrent first calls of a fresh web worker.

Found by ``tests/config/test_faults.py``: the first ``/remember`` calls of a newly started stack
answered 500. ``redis_client()`` was a bare ``functools.cache``: two threads' first calls could
each build a client, the cache kept the second, and the first, referenced by nothing once its
caller had taken a pipeline from it, closed its connection pool as it was collected while the
pipeline was connecting (an AttributeError or ValueError from inside redis-py, not a
RedisError, so the limiter's "let it through" did not apply). The real Redis of the test run.
"""

from __future__ import annotations

import threading
import uuid
from collections.abc import Callable
from functools import partial

from memoryapp.db import redis_client
from memoryapp.models import ApiToken
from memoryapp.operations import access

THREADS = 8
TRIALS = 40


def concurrently(work: Callable[[], object]) -> list[BaseException]:
    """``work`` in THREADS threads released together; what each raised."""
    barrier = threading.Barrier(THREADS)
    raised: list[BaseException] = []

    def run() -> None:
        barrier.wait(10)
        try:
            work()
        except BaseException as error:  # every failure is the finding
            raised.append(error)

    threads = [threading.Thread(target=run) for _ in range(THREADS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(30)
    assert not any(thread.is_alive() for thread in threads)
    return raised


def test_concurrent_first_calls_share_one_client() -> None:
    seen: list[object] = []  # the clients themselves: an id could be reused after collection
    for _ in range(TRIALS):
        redis_client._redis_client.cache_clear()
        seen.clear()
        assert concurrently(lambda: seen.append(redis_client.redis_client())) == []
        assert len(seen) == THREADS
        assert all(client is seen[0] for client in seen)


def checks(token: ApiToken) -> None:
    for _ in range(3):
        access.rate_limit_check(token)


def test_concurrent_first_rate_limit_checks_never_raise() -> None:
    for _ in range(TRIALS):
        # A token of its own each trial: its counter stays far below the limit.
        token = ApiToken(token_hash=uuid.uuid4().hex * 2, name="limiter")
        redis_client._redis_client.cache_clear()
        raised = concurrently(partial(checks, token))
        assert raised == [], [repr(error) for error in raised[:3]]
