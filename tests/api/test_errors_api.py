"""Every failure is classified in one envelope and changes nothing."""

from __future__ import annotations

import json
from io import StringIO

import pytest
from django.core.management import call_command
from django.test import Client, override_settings

from memoryapp.models import ApiToken, CanonicalEvent, Memory, MemoryEvent, Project
from memoryapp.selectors.memories import api_token_by_hash
from memoryapp.services.tokens import project_ensure, token_hash, token_issue, token_revoke
from tests.api.conftest import ApiClient, error_code

pytestmark = pytest.mark.django_db

GOOD = {"type": "semantic", "content": "Sam Okafor prefers morning meetings."}


def nothing_written() -> None:
    assert not Memory.objects.exists()
    assert not MemoryEvent.objects.exists()


@pytest.mark.parametrize(
    ("headers", "message"),
    [
        ({}, "missing"),
        ({"Authorization": "Basic dXNlcjpwYXNz"}, "Bearer"),
        ({"Authorization": "Bearer "}, "Bearer"),
        ({"Authorization": "Bearer mem_not-a-real-token"}, "unknown"),
    ],
)
def test_missing_or_unknown_tokens_are_401(
    acme: Project, headers: dict[str, str], message: str
) -> None:
    response = Client().post(
        "/api/v1/memories", data=json.dumps(GOOD), content_type="application/json", headers=headers
    )
    assert response.status_code == 401 and error_code(response) == "unauthenticated"
    assert message in response.json()["error"]["message"]
    nothing_written()


def test_issue_and_revoke_tokens_from_the_command_line(db: None) -> None:
    out, err = StringIO(), StringIO()
    call_command("issue_token", "--project", "newco", "--role", "agent", stdout=out, stderr=err)
    secret = out.getvalue().strip().splitlines()[-1]
    token = ApiToken.objects.get()
    assert token.project.slug == "newco" and token.role == "agent"
    assert token.token_hash != secret and secret not in token.token_hash
    headers = {"Authorization": f"Bearer {secret}"}
    assert Client().get("/api/v1/memories", headers=headers).status_code == 200
    token.refresh_from_db()
    assert token.last_used_at is not None
    call_command("revoke_token", "--token", secret, stdout=StringIO())
    response = Client().get("/api/v1/memories", headers=headers)
    assert response.status_code == 401
    assert "revoked" in response.json()["error"]["message"]


def test_the_token_read_by_hash_is_the_token_the_orm_reads(db: None) -> None:
    issued = token_issue(project=project_ensure(slug="newco"), role="owner", name="ci")
    token_revoke(token_id=issued.token.id)
    read = api_token_by_hash(token_hash=token_hash(issued.secret))
    expected = ApiToken.objects.select_related("project").get(id=issued.token.id)
    assert read is not None and read.revoked_at is not None
    for field in ApiToken._meta.concrete_fields:
        assert getattr(read, field.attname) == getattr(expected, field.attname), field.name
    for field in Project._meta.concrete_fields:
        assert getattr(read.project, field.attname) == getattr(expected.project, field.attname)
    assert api_token_by_hash(token_hash=token_hash(issued.secret + "x")) is None


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({**GOOD, "content": ""}, "content"),
        ({**GOOD, "content": "x" * 8001}, "content"),
        ({**GOOD, "confidence": 1.5}, "confidence"),
        ({**GOOD, "confidence": -0.2}, "confidence"),
        ({**GOOD, "confidence": "0.9"}, "confidence"),
        ({**GOOD, "type": "opinion"}, "type"),
        ({**GOOD, "colour": "blue"}, "colour"),
        ({**GOOD, "entities": "Sam"}, "entities"),
        ({**GOOD, "supersedes": "not-a-uuid"}, "supersedes"),
        ({**GOOD, "valid_from": "yesterday"}, "valid_from"),
        ({**GOOD, "valid_from": "2026-01-01T00:00:00"}, "valid_from"),
        ({**GOOD, "source": {"kind": "rumour"}}, "source"),
        ({"content": "no type"}, "type"),
        ([GOOD], ""),
    ],
)
def test_bad_bodies_are_422_and_write_nothing(agent: ApiClient, body: object, field: str) -> None:
    response = agent.post("/memories", body)
    assert response.status_code == 422, response.content
    assert error_code(response) == "invalid_input"
    locations = [".".join(e["loc"]) for e in response.json()["error"]["details"]["errors"]]
    assert any(field in loc for loc in locations), locations
    nothing_written()


def test_content_that_is_only_whitespace_is_refused(agent: ApiClient) -> None:
    response = agent.post("/memories", {**GOOD, "content": "   \n\t"})
    assert response.status_code == 422 and error_code(response) == "invalid_input"
    nothing_written()


def test_malformed_json_is_400(agent: ApiClient) -> None:
    response = agent.post("/memories", raw='{"type": "semantic", "content": ')
    assert response.status_code == 400 and error_code(response) == "invalid_input"
    nothing_written()


def test_a_bad_uuid_in_the_path_is_invalid_input(owner: ApiClient) -> None:
    response = owner.post("/memories/12345/confirm")
    assert response.status_code == 422 and error_code(response) == "invalid_input"


@override_settings(MEMORY_API_MAX_BODY_BYTES=2000)
def test_oversize_bodies_are_413(agent: ApiClient) -> None:
    response = agent.post("/memories", {**GOOD, "content": "y" * 5000})
    assert response.status_code == 413 and error_code(response) == "payload_too_large"
    nothing_written()


@override_settings(MEMORY_API_RATE_LIMIT=(3, 60))
@pytest.mark.usefixtures("one_window")
def test_the_rate_limit_answers_429_with_retry_after(agent: ApiClient, owner: ApiClient) -> None:
    for _ in range(3):
        assert agent.get("/memories").status_code == 200
    limited = agent.get("/memories")
    assert limited.status_code == 429 and error_code(limited) == "rate_limited"
    assert 1 <= int(limited["Retry-After"]) <= 60
    assert owner.get("/memories").status_code == 200  # the limit is per token


@override_settings(MEMORY_API_MAX_EVENTS=2)
def test_event_batches_are_limited(agent: ApiClient) -> None:
    events = [
        {"event_id": f"e{n}", "session_id": "s", "kind": "message", "content": "hi"}
        for n in range(3)
    ]
    response = agent.post("/events", {"events": events})
    assert response.status_code == 422 and error_code(response) == "invalid_input"
    assert not CanonicalEvent.objects.exists()


def test_openapi_and_docs_are_served(db: None) -> None:
    schema = Client().get("/api/v1/openapi.json")
    assert schema.status_code == 200
    paths = schema.json()["paths"]
    for path in ["/api/v1/memories", "/api/v1/remember", "/api/v1/events", "/api/v1/import"]:
        assert path in paths
    for path in ["/api/v1/frame", "/api/v1/frame/history"]:
        assert path in paths
    assert Client().get("/api/v1/docs").status_code == 200
