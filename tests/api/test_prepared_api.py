"""The statements every API read runs are prepared once per connection and then reused; the
lexical leg's is planned per call; ``MEMORY_DB_PREPARE=0`` prepares nothing."""

from __future__ import annotations

import pytest
from django.db import connection
from django.test import override_settings

from memoryapp.models import Project
from memoryapp.services.propose import memory_remember

from .conftest import ApiClient

QUERY = "Which database does Ada use for metadata?"


def prepared() -> dict[str, int]:
    """Each statement this connection has prepared, with how many times it was executed."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT statement, generic_plans + custom_plans FROM pg_prepared_statements")
        return dict(cursor.fetchall())


def one(statements: dict[str, int], fragment: str) -> int:
    found = [runs for text, runs in statements.items() if fragment in text]
    assert len(found) == 1, (fragment, list(statements))
    return found[0]


@pytest.fixture
def remembered(acme: Project) -> None:
    memory_remember(project=acme, content="Ada uses PostgreSQL 16 for the metadata database.")
    memory_remember(project=acme, content="Ada keeps the metadata backups in the vault.")


def context_items(agent: ApiClient) -> list[str]:
    response = agent.post("/context", {"query": QUERY})
    assert response.status_code == 200, response.content
    return [item["id"] for item in response.json()["items"]]


def test_a_context_call_prepares_its_statements_once_and_reuses_them(
    agent: ApiClient, remembered: None
) -> None:
    first = context_items(agent)
    before = prepared()
    second = context_items(agent)
    after = prepared()
    assert first == second and first
    # The token lookup, the query analysis and the trace write (with its bookkeeping): the
    # same prepared statement ran again, none was prepared anew.
    for fragment in (
        "FROM memoryapp_apitoken",
        "tsvector_to_array(to_tsvector",
        "INSERT INTO memoryapp_contexttrace",
    ):
        assert one(after, fragment) == one(before, fragment) + 1
    assert len(after) == len(before)
    # The lexical leg's plan depends on how selective the query's terms are: never prepared,
    # even past the fifth run, when psycopg would prepare a statement of its own accord.
    for _ in range(6):
        assert context_items(agent) == first
    assert not [text for text in prepared() if "AS MATERIALIZED" in text and ".tsv" in text]


@override_settings(MEMORY_DB_PREPARE=False)
def test_with_preparing_off_nothing_is_prepared(agent: ApiClient, remembered: None) -> None:
    before = prepared()
    assert context_items(agent)
    assert prepared() == before
