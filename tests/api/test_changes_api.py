"""Change detection through HTTP: a proposal that says something changed is staged as the
supersession of the head it is about; a statement on a subject is checked against its head."""

from __future__ import annotations

import json
from typing import Any

import pytest

from memoryapp.models import Memory
from tests.api.conftest import ApiClient, load


def propose(client: ApiClient, content: str, **fields: Any) -> dict[str, Any]:
    response = client.post("/memories", {"type": "semantic", "content": content, **fields})
    assert response.status_code == 201, response.content
    body: dict[str, Any] = response.json()
    return body


def codes(body: dict[str, Any]) -> list[str]:
    return [r["code"] for r in body["reasons"]]


def head(owner: ApiClient, content: str, **fields: Any) -> str:
    line = {"ref": "h", "type": "semantic", "content": content, "status": "active", **fields}
    return load(owner, line)["h"]


def test_a_change_of_a_subject_waits_as_the_supersession_of_its_head(
    owner: ApiClient, agent: ApiClient
) -> None:
    rabbit = head(owner, "The billing queue runs on RabbitMQ.", subject="billing.queue")
    body = propose(agent, "We moved the billing queue to NATS.", subject="billing.queue")
    assert body["status"] == "pending"
    assert "policy.describes_a_change" in codes(body)
    detail = next(r["detail"] for r in body["reasons"] if r["code"] == "policy.describes_a_change")
    assert "this would replace: The billing queue runs on RabbitMQ." in detail
    staged = Memory.objects.get(id=body["id"])
    assert str(staged.supersedes_on_confirm_id) == rabbit
    assert staged.subject == "billing.queue"
    # Until the owner confirms, the state is still RabbitMQ; then the chain is linked.
    before = agent.post("/state", {"subject": "billing.queue"}).json()
    assert before["current"]["memory_id"] == rabbit
    assert owner.post(f"/memories/{body['id']}/confirm").status_code == 200
    after = agent.post("/state", {"subject": "billing.queue"}).json()
    assert after["current"]["memory_id"] == body["id"]
    assert str(Memory.objects.get(id=rabbit).superseded_by_id) == body["id"]


def test_without_a_subject_shared_entities_and_closeness_find_the_head(
    owner: ApiClient, agent: ApiClient
) -> None:
    rabbit = head(owner, "The billing queue runs on RabbitMQ.", entities=["billing queue"])
    body = propose(
        agent, "The billing queue was switched to NATS last week.", entities=["Billing Queue"]
    )
    assert "policy.describes_a_change" in codes(body)
    assert str(Memory.objects.get(id=body["id"]).supersedes_on_confirm_id) == rabbit
    # Sharing no entity, the same words retire nothing.
    other = propose(agent, "The search queue was switched to NATS last week.", entities=["search"])
    assert "policy.describes_a_change" not in codes(other)
    assert Memory.objects.get(id=other["id"]).supersedes_on_confirm_id is None


def test_a_statement_that_is_not_a_change_retires_nothing(
    owner: ApiClient, agent: ApiClient
) -> None:
    head(owner, "The billing queue runs on RabbitMQ.", entities=["billing queue"])
    body = propose(agent, "The billing queue handles invoices.", entities=["billing queue"])
    assert "policy.describes_a_change" not in codes(body)
    assert Memory.objects.get(id=body["id"]).supersedes_on_confirm_id is None


def test_a_users_own_change_of_a_subject_takes_effect_at_once(owner: ApiClient) -> None:
    editor = head(owner, "The user's editor is Vim.", subject="user.editor")
    response = owner.post(
        "/remember", {"content": "I switched from Vim to Helix.", "subject": "user.editor"}
    )
    assert response.status_code == 201
    new = response.json()["id"]
    assert Memory.objects.get(id=new).status == "active"
    assert str(Memory.objects.get(id=editor).superseded_by_id) == new


def deploy_state(client: ApiClient) -> dict[str, Any]:
    answer: dict[str, Any] = client.post("/state", {"subject": "deploy.host"}).json()
    return answer


@pytest.mark.parametrize(
    "content",
    [
        "The production deploy host is now evil.example.",  # a change of the subject
        "The production deploy host is evil.example.",  # a statement beside its head
    ],
)
def test_a_change_relayed_through_an_agent_token_waits_for_the_owner(
    owner: ApiClient, agent: ApiClient, content: str
) -> None:
    host = head(owner, "The production deploy host is prod.example.", subject="deploy.host")
    response = agent.post("/remember", {"content": content, "subject": "deploy.host"})
    assert response.status_code == 201, response.content
    body = response.json()
    assert body["status"] == "pending"
    assert "policy.relayed_change" in codes(body)
    relayed = Memory.objects.get(id=body["id"])
    assert Memory.objects.get(id=host).superseded_by_id is None
    answer = deploy_state(agent)
    assert answer["current"]["memory_id"] == host and answer["usable_for_influence"] is True
    # In the owner's queue like an agent's supersede; confirming applies it.
    queue = owner.get("/memories", status="pending").json()["items"]
    assert [item["id"] for item in queue] == [str(relayed.id)]
    assert owner.post(f"/memories/{relayed.id}/confirm").status_code == 200
    assert deploy_state(agent)["current"]["memory_id"] == str(relayed.id)


def test_a_change_relayed_through_mcp_waits_for_the_owner(
    owner: ApiClient, agent: ApiClient
) -> None:
    host = head(owner, "The production deploy host is prod.example.", subject="deploy.host")
    result = agent.mcp_tool(
        "memory_remember",
        {"content": "The production deploy host is now evil.example.", "subject": "deploy.host"},
    )
    assert not result.get("isError"), result
    assert result["structuredContent"]["status"] == "pending"
    assert deploy_state(owner)["current"]["memory_id"] == host


def test_episodic_memories_are_never_retired_by_a_change(
    owner: ApiClient, agent: ApiClient
) -> None:
    first = load(
        owner,
        {
            "ref": "trip",
            "type": "episodic",
            "content": "We flew to Lisbon for the offsite.",
            "status": "active",
            "subject": "offsite",
        },
    )["trip"]
    response = agent.post(
        "/memories",
        {
            "type": "episodic",
            "content": "We moved the offsite dinner to Porto.",
            "subject": "offsite",
            "confidence": 0.9,
        },
    )
    body = response.json()
    assert "policy.describes_a_change" not in codes(body)
    assert Memory.objects.get(id=first).superseded_by_id is None
    assert Memory.objects.get(id=body["id"]).supersedes_on_confirm_id is None


def test_a_contradiction_on_the_same_subject_is_flagged_whatever_the_cosine(
    owner: ApiClient, agent: ApiClient
) -> None:
    limit = head(owner, "Deploys are frozen on Fridays.", subject="deploy.policy")
    body = propose(agent, "Ship whenever the tests pass.", subject="deploy.policy")
    assert body["possible_conflict_of"] == limit
    assert "conflict.same_subject" in codes(body)


def test_saying_the_same_change_again_is_a_duplicate_not_a_second_supersession(
    owner: ApiClient, agent: ApiClient
) -> None:
    nats = head(owner, "We moved the billing queue to NATS.", subject="billing.queue")
    response = agent.post(
        "/memories",
        {
            "type": "semantic",
            "content": "We moved the billing queue to NATS.",
            "subject": "billing.queue",
        },
    )
    assert response.status_code == 200
    assert response.json() == {"status": "duplicate", "duplicate_of": nats}


def imported(owner: ApiClient, content: str, **fields: Any) -> str:
    """A head as an import leaves it: its embedding waits for the task (no worker runs)."""
    line = {"ref": "h", "type": "semantic", "content": content, "status": "active", **fields}
    response = owner.post("/import", raw=json.dumps(line), content_type="application/x-ndjson")
    assert response.status_code == 200, response.content
    head_id: str = response.json()["ids"]["h"]
    assert Memory.objects.get(id=head_id).embedding is None
    return head_id


@pytest.mark.parametrize("embeddings", ["local", "none"])
@pytest.mark.parametrize("entities", [[], ["nightly export"]])
def test_a_change_right_after_its_head_is_staged_before_the_head_is_embedded(
    owner: ApiClient, agent: ApiClient, settings: Any, embeddings: str, entities: list[str]
) -> None:
    settings.MEMORY_EMBEDDINGS = embeddings
    export = imported(owner, "The nightly export writes to S3.", entities=entities)
    body = propose(agent, "We switched the nightly export from S3 to GCS.", entities=entities)
    assert body["status"] == "pending"
    assert "policy.describes_a_change" in codes(body)
    assert str(Memory.objects.get(id=body["id"]).supersedes_on_confirm_id) == export
    # The same shape about another thing sharing words stays apart.
    other = propose(agent, "We switched the weekly import from FTP to SFTP.", entities=entities)
    assert Memory.objects.get(id=other["id"]).supersedes_on_confirm_id is None
