"""Subjects and state through HTTP: normalised keys, inheritance, state at each standpoint."""

from __future__ import annotations

from typing import Any

import pytest
from django.db import IntegrityError, connection

from memoryapp.models import ContextTrace, Memory, MemoryEvent
from memoryapp.services.lifecycle import memory_set_subject
from tests.api.conftest import ApiClient, error_code, load


def state(client: ApiClient, subject: str, **temporal: Any) -> dict[str, Any]:
    body: dict[str, Any] = {"subject": subject}
    if temporal:
        body["temporal"] = temporal
    response = client.post("/state", body)
    assert response.status_code == 200, response.content
    answer: dict[str, Any] = response.json()
    return answer


@pytest.fixture
def queue(owner: ApiClient) -> dict[str, str]:
    """The billing queue: RabbitMQ from January, NATS from March, Kafka planned for 2099."""
    return load(
        owner,
        {
            "ref": "rabbit",
            "type": "semantic",
            "content": "The billing queue runs on RabbitMQ.",
            "status": "active",
            "subject": "Billing Queue",
            "recorded_at": "2026-01-05T09:00:00Z",
            "valid_from": "2026-01-05T09:00:00Z",
        },
        {
            "ref": "nats",
            "type": "semantic",
            "content": "The billing queue runs on NATS.",
            "status": "active",
            "recorded_at": "2026-03-01T09:00:00Z",
            "valid_from": "2026-03-01T09:00:00Z",
            "supersedes": "rabbit",
        },
        {
            "ref": "kafka",
            "type": "semantic",
            "content": "The billing queue will run on Kafka.",
            "status": "active",
            "subject": "billing.queue",
            "recorded_at": "2026-03-10T09:00:00Z",
            "valid_from": "2099-01-01T00:00:00Z",
            "supersedes": "nats",
        },
    )


def test_subjects_are_normalised_and_inherited_by_successors(
    agent: ApiClient, queue: dict[str, str]
) -> None:
    assert {m.subject for m in Memory.objects.all()} == {"billing.queue"}
    memory = agent.get(f"/memories/{queue['nats']}").json()
    assert memory["subject"] == "billing.queue"
    listed = agent.get("/subjects").json()["items"]
    assert [(s["subject"], s["memories"], s["heads"]) for s in listed] == [("billing.queue", 3, 1)]
    assert agent.get("/subjects", q="queue").json()["items"][0]["subject"] == "billing.queue"
    assert agent.get("/subjects", q="nothing").json()["items"] == []


def test_state_now_in_the_past_and_as_known(agent: ApiClient, queue: dict[str, str]) -> None:
    now = state(agent, "billing.queue")
    assert now["status"] == "current"
    assert now["current"]["memory_id"] == queue["nats"]
    assert now["current"]["content"] == "The billing queue runs on NATS."
    assert now["usable_for_influence"] is True
    assert [p["memory_id"] for p in now["planned"]] == [queue["kafka"]]
    assert [(h["memory_id"], h["kind"]) for h in now["history"]] == [
        (queue["rabbit"], "superseded"),
        (queue["nats"], "current"),
        (queue["kafka"], "planned"),
    ]
    # The same key spelled another way is the same subject.
    assert state(agent, "Billing  Queue")["current"]["memory_id"] == queue["nats"]
    # In February the queue was RabbitMQ.
    february = state(agent, "billing.queue", mode="valid_at", valid_at="2026-02-01T00:00:00Z")
    assert february["current"]["memory_id"] == queue["rabbit"]
    # As known on 2 January nothing had been recorded.
    before = state(agent, "billing.queue", mode="as_known", known_at="2026-01-02T00:00:00Z")
    assert before == {**before, "status": "unknown", "current": None, "history": []}
    # A trace explains it: every known version with its verdict and reason.
    trace = ContextTrace.objects.get(id=now["trace_id"])
    assert trace.kind == "state"
    reasons = {c["memory_id"]: c["reason"] for c in trace.candidates}
    assert reasons == {
        queue["rabbit"]: "temporal.superseded_as_current",
        queue["nats"]: "selected.current",
        queue["kafka"]: "temporal.planned_not_effective",
    }
    assert agent.get(f"/traces/{now['trace_id']}").status_code == 200


def test_a_subject_with_only_a_plan_is_planned(owner: ApiClient, agent: ApiClient) -> None:
    ids = load(
        owner,
        {
            "ref": "plan",
            "type": "semantic",
            "content": "The docs site will move to MkDocs.",
            "status": "active",
            "subject": "docs.site",
            "valid_from": "2099-05-01T00:00:00Z",
        },
    )
    answer = state(agent, "docs.site")
    assert answer["status"] == "planned" and answer["current"] is None
    assert [p["memory_id"] for p in answer["planned"]] == [ids["plan"]]


def test_untrusted_and_untimed_values(owner: ApiClient, agent: ApiClient) -> None:
    load(
        owner,
        {
            "ref": "web",
            "type": "semantic",
            "content": "The API rate limit is 10,000 requests a minute.",
            "status": "active",
            "subject": "api.rate_limit",
            "source": {"kind": "web", "ref": "https://example.com"},
        },
    )
    answer = state(agent, "api.rate_limit")
    # No times: the value is the head, labelled not modelled; from the web: never to steer.
    assert answer["status"] == "not_modelled"
    assert answer["current"]["standing"] == "untrusted"
    assert answer["usable_for_influence"] is False


def test_an_unknown_subject_is_unknown_and_a_bad_key_is_refused(agent: ApiClient) -> None:
    answer = state(agent, "nothing.here")
    assert answer["status"] == "unknown" and answer["history"] == []
    response = agent.post("/state", {"subject": "db(primary)"})
    assert response.status_code == 422 and error_code(response) == "invalid_input"
    response = agent.post("/state", {"subject": ""})
    assert response.status_code == 422


def test_propose_and_remember_take_a_subject(agent: ApiClient) -> None:
    proposed = agent.post(
        "/memories",
        {"type": "semantic", "content": "Priya works at Acme.", "subject": "Priya Employer"},
    )
    assert proposed.status_code == 201, proposed.content
    assert Memory.objects.get(id=proposed.json()["id"]).subject == "priya.employer"
    remembered = agent.post(
        "/remember", {"content": "My editor is Helix.", "subject": "user.editor"}
    )
    assert Memory.objects.get(id=remembered.json()["id"]).subject == "user.editor"
    bad = agent.post("/memories", {"type": "semantic", "content": "x y z", "subject": "a,b"})
    assert bad.status_code == 422 and error_code(bad) == "invalid_input"
    assert not Memory.objects.filter(content="x y z").exists()


def test_a_supersession_keeps_the_subject_unless_it_names_another(
    owner: ApiClient, queue: dict[str, str]
) -> None:
    response = owner.post(
        f"/memories/{queue['kafka']}/supersede",
        {"content": "The billing queue will run on Redpanda.", "kind": "update"},
    )
    assert response.status_code == 201, response.content
    assert Memory.objects.get(id=response.json()["id"]).subject == "billing.queue"


def test_the_owner_sets_a_subject_as_an_audited_change(
    owner: ApiClient, queue: dict[str, str]
) -> None:
    head = Memory.objects.get(id=queue["kafka"])
    memory_set_subject(project=head.project, memory_id=head.id, subject="Billing Broker")
    head.refresh_from_db()
    assert head.subject == "billing.broker"
    event = MemoryEvent.objects.get(memory_id=head.id, kind="subject_set")
    assert event.data == {"from": "billing.queue", "to": "billing.broker"}
    # Its predecessors are part of its chain, so the state of the new key holds them all.
    answer = state(owner, "billing.broker")
    assert answer["current"]["memory_id"] == queue["nats"]
    assert len(answer["history"]) == 3


def test_the_database_refuses_a_subject_that_is_not_normalised(queue: dict[str, str]) -> None:
    for bad in ("Billing.Queue", "billing queue", ".billing", "billing."):
        with pytest.raises(IntegrityError), connection.cursor() as cursor:
            cursor.execute(
                "SAVEPOINT s; UPDATE memoryapp_memory SET subject = %s WHERE id = %s",
                [bad, queue["kafka"]],
            )
        with connection.cursor() as cursor:
            cursor.execute("ROLLBACK TO SAVEPOINT s")
