"""Fuzz the API from its own OpenAPI schema: whatever arrives, the answer is never a 5xx."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
import schemathesis
from django.core.signals import request_finished, request_started
from django.db import close_old_connections
from hypothesis import HealthCheck, settings
from schemathesis.checks import not_a_server_error

from config.wsgi import application
from memoryapp.services.propose import memory_propose, memory_remember
from memoryapp.services.tokens import project_ensure, token_issue

# Hundreds of generated requests per operation: the slow tier (make test, not make test-fast).
pytestmark = pytest.mark.slow

schema = schemathesis.openapi.from_wsgi("/api/v1/openapi.json", application)


@schemathesis.serializer("application/x-ndjson")
def ndjson(ctx: Any, value: Any) -> Any:
    # The import body is JSON lines; generated strings go on the wire as they are.
    return {"data": value if isinstance(value, bytes | str) else str(value)}


@pytest.fixture
def keep_test_connection() -> Iterator[None]:
    # Calling the WSGI app directly fires request_started/finished, whose handler closes the
    # connection holding the test's transaction; Django's own test client unhooks it the same way.
    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    yield
    request_started.connect(close_old_connections)
    request_finished.connect(close_old_connections)


@schema.parametrize()
@settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
def test_no_server_errors(case, db, keep_test_connection) -> None:
    project = project_ensure(slug="fuzz")
    # Something to act on, so generated ids sometimes meet real rows of the project.
    memory_remember(project=project, content="The fuzzer's own memory.")
    memory_propose(project=project, type="semantic", content="A pending fuzz proposal.")
    secret = token_issue(project=project, role="owner").secret
    case.call_and_validate(
        headers={"Authorization": f"Bearer {secret}"}, checks=[not_a_server_error]
    )
