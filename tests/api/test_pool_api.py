"""Bounded connections: a request that finds the process's pool exhausted waits a bounded time,
then answers 503 ``unavailable`` with ``Retry-After``, and the log says why."""

from __future__ import annotations

import json
import logging
import threading
from collections.abc import Iterator
from typing import Any

import pytest
from django.db import connection
from django.test import Client
from psycopg_pool import PoolTimeout

from config import serving
from memoryapp.db.pools import pool_stats
from memoryapp.models import Project
from memoryapp.services.tokens import project_ensure, token_issue

pytestmark = pytest.mark.django_db(transaction=True)


def pool_of_this_process() -> Any:
    connection.ensure_connection()
    return getattr(connection, "pool", None)


@pytest.fixture
def exhausted_pool() -> Iterator[Any]:
    """Every connection of this process's pool held here (the list yielded), and a short wait
    for the next."""
    pool = pool_of_this_process()
    assert pool is not None, "the database is configured with a connection pool"
    waited = pool.timeout
    held = []
    pool.timeout = 0.3
    try:
        while True:
            try:
                held.append(pool.getconn(timeout=0.2))
            except PoolTimeout:
                break
        yield held
    finally:
        for conn in held:
            pool.putconn(conn)
        pool.timeout = waited


def call_from_another_thread(path: str, token: str, body: dict[str, Any]) -> Any:
    # A new thread has no connection of its own yet, so it asks the pool for one.
    result: dict[str, Any] = {}

    def call() -> None:
        result["response"] = Client().post(
            path,
            data=json.dumps(body),
            content_type="application/json",
            headers={"Authorization": f"Bearer {token}"},
        )
        connection.close()

    worker = threading.Thread(target=call)
    worker.start()
    worker.join(30)
    return result["response"]


def test_the_pool_is_as_large_as_the_documented_size() -> None:
    pool = pool_of_this_process()
    assert pool is not None
    assert pool.max_size == serving.web_pool_max()


def test_the_pool_figures_are_those_of_the_pool_the_process_connected_through() -> None:
    connection.close()
    connection.ensure_connection()  # a connection made now, through the pool
    stats = pool_stats()
    assert stats["pool_max"] == serving.web_pool_max()
    assert stats["pool_size"] >= 1


def test_an_exhausted_pool_answers_503_with_retry_after(
    exhausted_pool: Any, caplog: pytest.LogCaptureFixture
) -> None:
    project: Project = project_ensure(slug="pool")
    token = token_issue(project=project, role="agent").secret
    # The token was issued on this thread's connection, which the pool lent before the rest
    # were taken; the request's thread needs one more.
    with caplog.at_level(logging.WARNING, logger="memoryapp.operations.errors"):
        response = call_from_another_thread("/api/v1/context", token, {"query": "anything"})
    assert response.status_code == 503
    assert response["Retry-After"].isdigit()
    error = response.json()["error"]
    assert error["code"] == "unavailable"
    assert error["details"] == {"dependency": "database", "reason": "pool_exhausted"}
    assert any("pool exhausted" in record.getMessage() for record in caplog.records)


def test_the_pool_serves_again_once_a_connection_is_free(exhausted_pool: list[Any]) -> None:
    project = project_ensure(slug="pool-again")
    token = token_issue(project=project, role="agent").secret
    assert call_from_another_thread("/api/v1/search", token, {"query": "x"}).status_code == 503
    # Two free connections: the request's own and the dense leg's side connection.
    for conn in exhausted_pool[:2]:
        pool_of_this_process().putconn(conn)
    del exhausted_pool[:2]
    assert call_from_another_thread("/api/v1/search", token, {"query": "x"}).status_code == 200
