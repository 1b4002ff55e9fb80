"""The operations called directly, as the API routes, the MCP tools and the evaluation call
them: a token and an input model in, an output model (with its status) out."""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.test import Client
from ninja import Status

from memoryapp.errors import Forbidden
from memoryapp.models import Memory, Project
from memoryapp.operations import memories, retrieval
from memoryapp.operations.errors import error_reply
from memoryapp.operations.schemas import (
    AnsweredOut,
    ContextIn,
    ContextOut,
    MemoryDetailOut,
    ProposeIn,
    ProposeOut,
)
from memoryapp.services.tokens import IssuedToken, token_issue
from tests.api.conftest import ApiClient, load

pytestmark = pytest.mark.django_db

FENCE = re.compile(r"MEMORY-[0-9A-F]{16}")


@pytest.fixture
def agent_token(acme: Project) -> IssuedToken:
    return token_issue(project=acme, role="agent")


@pytest.fixture
def owner_token(acme: Project) -> IssuedToken:
    return token_issue(project=acme, role="owner")


def http(project: Project, issued: IssuedToken) -> ApiClient:
    return ApiClient(Client(), issued.secret, project)


def created(result: Status[ProposeOut | AnsweredOut]) -> ProposeOut:
    """The new row of a proposal that made one (201)."""
    assert result.status_code == 201
    assert isinstance(result.value, ProposeOut)
    return result.value


def test_propose_returns_the_output_model_with_its_status(owner_token: IssuedToken) -> None:
    payload = ProposeIn(type="episodic", content="The release train leaves on Thursdays.")
    first = memories.propose(owner_token.token, payload)
    assert isinstance(first, Status)
    assert first.status_code == 201
    assert isinstance(first.value, ProposeOut)
    assert first.value.status == "active"
    assert Memory.objects.get(id=first.value.id).content == payload.content

    again = memories.propose(owner_token.token, payload)
    assert again.status_code == 200
    assert isinstance(again.value, AnsweredOut)
    assert again.value.model_dump(mode="json") == {
        "status": "duplicate",
        "duplicate_of": str(first.value.id),
    }


def test_an_agent_calling_an_owner_operation_gets_the_shared_forbidden(
    agent_token: IssuedToken, owner_token: IssuedToken
) -> None:
    proposed = memories.propose(
        agent_token.token, ProposeIn(type="semantic", content="Deploys go through the blue host.")
    )
    memory_id = created(proposed).id
    with pytest.raises(Forbidden) as refused:
        memories.confirm(agent_token.token, memory_id)
    error = error_reply(refused.value)
    assert (error.code, error.status) == ("forbidden", 403)
    assert error.details == {"role": "agent"}
    assert Memory.objects.get(id=memory_id).status == "pending"
    # The owner's token passes the same check.
    assert memories.confirm(owner_token.token, memory_id).status == "active"


# Through HTTP and the local embedding model: the slow tier (tests/conftest.py).
@pytest.mark.slow
def test_context_output_is_what_the_route_answers(
    acme: Project, agent_token: IssuedToken, owner_token: IssuedToken
) -> None:
    load(
        http(acme, owner_token),
        {
            "ref": "db",
            "type": "semantic",
            "content": "The team keeps its metadata in PostgreSQL.",
            "status": "active",
            "recorded_at": "2025-06-01T09:00:00Z",
        },
        {
            "ref": "ci",
            "type": "procedural",
            "content": "Run the linters before every push.",
            "status": "active",
            "recorded_at": "2025-06-01T09:00:00Z",
        },
    )
    # A fixed standpoint: "current" would stand at each call's own now.
    body: dict[str, Any] = {
        "query": "Which database holds the team's metadata?",
        "route": "recall",
        "temporal": {
            "mode": "bitemporal",
            "valid_at": "2030-01-01T00:00:00Z",
            "known_at": "2030-01-01T00:00:00Z",
        },
    }
    output = retrieval.context(agent_token.token, ContextIn.model_validate(body))
    assert isinstance(output, ContextOut)
    assert output.items, "the bundle carries the loaded memories"

    response = http(acme, agent_token).post("/context", body)
    assert response.status_code == 200
    answered = response.json()
    ours = output.model_dump(mode="json")
    # Each call writes its own trace and fences its bundle with a marker of its own; outside a
    # request the review link is the path alone.
    assert answered["trace_id"] != ours["trace_id"]
    assert answered["review"].pop("url").endswith(ours["review"].pop("url"))
    for bundle in (answered, ours):
        trace_id = bundle.pop("trace_id")
        rendered = FENCE.sub("MEMORY-<marker>", bundle["rendered"])
        bundle["rendered"] = rendered.replace(trace_id, "<trace>")
    assert answered == ours


@pytest.mark.slow
def test_times_in_an_output_are_written_as_the_api_writes_them(
    acme: Project, owner_token: IssuedToken
) -> None:
    memory_id = created(
        memories.propose(
            owner_token.token, ProposeIn(type="episodic", content="The demo ran at noon.")
        )
    ).id
    output = memories.get_memory(owner_token.token, memory_id)
    assert isinstance(output, MemoryDetailOut)
    response = http(acme, owner_token).get(f"/memories/{memory_id}")
    assert response.status_code == 200
    assert output.model_dump(mode="json") == response.json()
    # Django's encoder: milliseconds and Z.
    assert response.json()["recorded_at"].endswith("Z")
