"""Helpers shared by the test modules; the shared fixtures are in ``tests/conftest.py``."""

from __future__ import annotations

import os
import re
import subprocess
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from celery.contrib.testing.worker import start_worker
from django.db import connection
from django.test.utils import CaptureQueriesContext

from config.celery import app


def wait_for(predicate: Callable[[], object], timeout: float = 40.0, interval: float = 0.1) -> bool:
    """Poll ``predicate`` until it is true (True) or ``timeout`` seconds have passed (False).

    The timeout only bounds the wait; tests assert on the outcome, never on how long it took.
    """
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(interval)
    return False


@contextmanager
def celery_worker() -> Iterator[None]:
    """A real Celery worker in this process, on the real broker, for the block's duration."""
    with start_worker(app, pool="solo", perform_ping_check=False, shutdown_timeout=10):
        yield


# What every request does before its own work: the API token lookup (and its throttled
# last_used_at update), or the owner UI's session and user.
AUTH_TABLES = ("memoryapp_apitoken", "django_session", "auth_user")
SESSION_TABLES = ("django_session", "auth_user")


def _statement_on(tables: tuple[str, ...]) -> re.Pattern[str]:
    """Matches a statement whose own table is one of ``tables``: the first FROM of a SELECT,
    or what it updates, inserts or deletes. Prepared statements are logged as
    ``QUERY = '...' - PARAMS = ...``."""
    return re.compile(
        r"^\s*(?:QUERY = ')?"
        r"(?:SELECT\b(?:(?!\bFROM\b).)*\bFROM|UPDATE|INSERT\s+INTO|DELETE\s+FROM)"
        rf'\s+"?(?:{"|".join(tables)})\b',
        re.IGNORECASE | re.DOTALL,
    )


_AUTH_QUERY = _statement_on(AUTH_TABLES)


def is_auth_query(sql: str) -> bool:
    return _AUTH_QUERY.match(sql) is not None


@contextmanager
def operation_queries(ignore: tuple[str, ...] = AUTH_TABLES) -> Iterator[list[str]]:
    """The SQL the block runs for its operation, filled in when the block ends: every query
    but those on the ``ignore`` tables (by default the authentication lookups, whose number
    depends on the token's throttled ``last_used_at`` and on the session, not on the work
    asked for; a page of the owner's UI passes ``SESSION_TABLES``, since its tokens page reads
    tokens as its work)."""
    ignored = _AUTH_QUERY if ignore == AUTH_TABLES else _statement_on(ignore)
    found: list[str] = []
    with CaptureQueriesContext(connection) as captured:
        yield found
    found.extend(q["sql"] for q in captured.captured_queries if not ignored.match(q["sql"]))


def git(root: Path, *args: str, at: str | None = None) -> str:
    """``git -C root args`` as a fixed test identity (and at the commit time ``at``, ISO 8601,
    when given); its output, stripped."""
    env = {
        **os.environ,
        "GIT_AUTHOR_NAME": "t",
        "GIT_AUTHOR_EMAIL": "t@example.com",
        "GIT_COMMITTER_NAME": "t",
        "GIT_COMMITTER_EMAIL": "t@example.com",
        **({"GIT_AUTHOR_DATE": at, "GIT_COMMITTER_DATE": at} if at else {}),
    }
    done = subprocess.run(
        ["git", "-C", str(root), *args], capture_output=True, text=True, env=env, check=True
    )
    return done.stdout.strip()
