"""pytest plugin (``-p config.testing`` in pyproject): real PostgreSQL and Redis for the suite.

Loaded before pytest-django imports the settings, so it can point the embedded servers at a
data folder of their own (``.data/test``, or ``MEMORY_TEST_DATA_DIR``) and never touch the data
of ``make run``. When ``DATABASE_URL`` / ``REDIS_URL`` are set, those servers are used and
nothing is started.
"""

from __future__ import annotations

import contextlib
import os
import secrets
from pathlib import Path

import pytest

from config import embedded

os.environ["MEMORY_DATA_DIR"] = str(
    Path(os.environ.get("MEMORY_TEST_DATA_DIR") or embedded.BASE_DIR / ".data" / "test").resolve()
)

# pytest-django imports the settings before pytest_configure starts the servers, so the
# embedded database's passwords must exist by then for the URL the settings compute.
if not os.environ.get("DATABASE_URL"):
    embedded.ensure_password(embedded.data_dir())
    embedded.ensure_app_password(embedded.data_dir())

# The web entry points refuse the development key (config.serving.check_secret_key).
os.environ.setdefault("SECRET_KEY", secrets.token_urlsafe(50))

_stack = contextlib.ExitStack()


def pytest_configure(config: pytest.Config) -> None:
    if hasattr(config, "workerinput"):
        return  # an xdist worker: the controller started the servers
    own_redis = not os.environ.get("REDIS_URL")
    env = _stack.enter_context(embedded.services(durable=False))
    os.environ.update(env)
    if own_redis:
        # The embedded test Redis keeps a dump between runs; stale task messages from an
        # earlier run must not reach this run's workers.
        import redis

        redis.Redis.from_url(env["REDIS_URL"]).flushdb()


def pytest_unconfigure(config: pytest.Config) -> None:
    _stack.close()
