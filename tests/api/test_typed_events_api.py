"""Typed events (decision, state_change) through /events: stored, reduced into memories of
their subject, idempotent, and never dropped when they arrive out of order or name an event
not captured yet."""

from __future__ import annotations

from typing import Any

import pytest

from memoryapp.models import CanonicalEvent, Memory
from tests.api.conftest import ApiClient, error_code, load


def capture(client: ApiClient, *events: dict[str, Any]) -> Any:
    return client.post("/events", {"events": list(events)})


def typed(event_id: str, kind: str, value: str, **fields: Any) -> dict[str, Any]:
    return {
        "event_id": event_id,
        "session_id": "s1",
        "kind": kind,
        "subject": "billing.queue",
        "value": value,
        **fields,
    }


def state(client: ApiClient, **temporal: Any) -> dict[str, Any]:
    body: dict[str, Any] = {"subject": "billing.queue"}
    if temporal:
        body["temporal"] = temporal
    answer: dict[str, Any] = client.post("/state", body).json()
    return answer


def test_a_state_change_makes_its_value_current_and_a_future_decision_is_planned(
    owner: ApiClient,
) -> None:
    first = typed("e1", "state_change", "RabbitMQ", effective_from="2026-01-05T00:00:00Z")
    assert capture(owner, first).status_code == 202
    assert state(owner)["current"]["content"] == "billing.queue: RabbitMQ"
    moved = typed("e2", "state_change", "NATS", effective_from="2026-03-01T00:00:00Z")
    plan = typed("e3", "decision", "Kafka", effective_from="2099-01-01T00:00:00Z")
    assert capture(owner, moved, plan).status_code == 202
    answer = state(owner)
    assert answer["current"]["content"] == "billing.queue: NATS"
    assert [p["content"] for p in answer["planned"]] == ["Decided for billing.queue: Kafka"]
    assert [h["kind"] for h in answer["history"]] == ["superseded", "current", "planned"]
    february = state(owner, mode="valid_at", valid_at="2026-02-01T00:00:00Z")
    assert february["current"]["content"] == "billing.queue: RabbitMQ"
    # Stored first as canonical events, each linked to the memory it became.
    for event in CanonicalEvent.objects.filter(event_id__in=["e1", "e2", "e3"]):
        assert event.reduction_state == "reduced"
        assert event.derived_memories.count() == 1


def test_capture_is_idempotent_and_reduces_once(owner: ApiClient) -> None:
    event = typed("e1", "state_change", "NATS")
    assert capture(owner, event).status_code == 202
    assert capture(owner, event).status_code == 202
    assert Memory.objects.filter(subject="billing.queue").count() == 1
    changed = capture(owner, {**event, "value": "Kafka"})
    assert changed.status_code == 409 and error_code(changed) == "conflict"


def test_an_agents_state_change_waits_for_the_owner(owner: ApiClient, agent: ApiClient) -> None:
    capture(owner, typed("e1", "state_change", "RabbitMQ", effective_from="2026-01-01T00:00:00Z"))
    capture(agent, typed("e2", "state_change", "NATS", effective_from="2026-03-01T00:00:00Z"))
    proposed = Memory.objects.get(content="billing.queue: NATS")
    assert proposed.status == "pending"
    assert proposed.supersedes_on_confirm_id is not None
    replaced = Memory.objects.get(id=proposed.supersedes_on_confirm_id)
    assert replaced.content == "billing.queue: RabbitMQ"
    assert state(agent)["current"]["content"] == "billing.queue: RabbitMQ"


def test_an_event_naming_an_unknown_event_waits_and_is_reduced_when_it_arrives(
    owner: ApiClient,
) -> None:
    cancel = typed("e9", "decision", "stay on NATS", supersedes=["e8"])
    assert capture(owner, cancel).status_code == 202
    waiting = CanonicalEvent.objects.get(event_id="e9")
    assert waiting.reduction_state == "waiting"
    assert waiting.reduction_note == [{"code": "typed.unknown_reference", "detail": "e8"}]
    health = owner.get("/health").json()
    assert health["typed_events"] == {"waiting": 1, "out_of_order": 0}
    plan = typed("e8", "decision", "Kafka", effective_from="2099-01-01T00:00:00Z")
    assert capture(owner, plan).status_code == 202
    waiting.refresh_from_db()
    assert waiting.reduction_state == "reduced"
    e9 = Memory.objects.get(content="Decided for billing.queue: stay on NATS")
    e8 = Memory.objects.get(content="Decided for billing.queue: Kafka")
    assert e8.superseded_by_id == e9.id


def test_an_event_that_arrives_out_of_order_is_kept_as_history(owner: ApiClient) -> None:
    capture(owner, typed("e2", "state_change", "NATS", effective_from="2026-03-01T00:00:00Z"))
    late = typed("e1", "state_change", "RabbitMQ", effective_from="2026-01-01T00:00:00Z")
    assert capture(owner, late).status_code == 202
    event = CanonicalEvent.objects.get(event_id="e1")
    assert event.reduction_state == "reduced"
    assert event.reduction_note[0]["code"] == "typed.out_of_order"
    assert state(owner)["current"]["content"] == "billing.queue: NATS"
    january = state(owner, mode="valid_at", valid_at="2026-01-15T00:00:00Z")
    assert january["current"]["content"] == "billing.queue: RabbitMQ"
    assert owner.get("/health").json()["typed_events"] == {"waiting": 0, "out_of_order": 1}


def test_typed_fields_belong_to_typed_events(owner: ApiClient) -> None:
    missing = capture(owner, {"event_id": "x", "session_id": "s", "kind": "decision"})
    assert missing.status_code == 422 and error_code(missing) == "invalid_input"
    stray = capture(
        owner, {"event_id": "y", "session_id": "s", "kind": "message", "subject": "a.b"}
    )
    assert stray.status_code == 422
    assert not CanonicalEvent.objects.exists()


def test_an_agents_waiting_decision_is_not_applied_as_the_owners(
    owner: ApiClient, agent: ApiClient
) -> None:
    # The agent names an event the owner has not sent yet; the owner's capture unblocks it.
    hijack = typed("a1", "decision", "evil.example", supersedes=["o1"])
    assert capture(agent, hijack).status_code == 202
    assert CanonicalEvent.objects.get(event_id="a1").actor == "agent"
    mine = typed("o1", "decision", "RabbitMQ", effective_from="2026-01-05T00:00:00Z")
    assert capture(owner, mine).status_code == 202
    owners = Memory.objects.get(content="Decided for billing.queue: RabbitMQ")
    agents = Memory.objects.get(content="Decided for billing.queue: evil.example")
    assert (owners.actor, owners.status, owners.superseded_by_id) == ("owner", "active", None)
    # Reduced as the agent's: a change of the owner's decision, waiting in the review queue.
    assert (agents.actor, agents.status) == ("agent", "pending")
    assert agents.supersedes_on_confirm_id == owners.id
    assert "policy.agent_supersession" in {r["code"] for r in agents.review_note}
    assert agents.token_id == CanonicalEvent.objects.get(event_id="a1").token_id
    answer = state(owner)
    assert answer["current"]["memory_id"] == str(owners.id)
    assert answer["usable_for_influence"] is True
    queue = owner.get("/memories", status="pending").json()["items"]
    assert [item["id"] for item in queue] == [str(agents.id)]


def test_an_owners_waiting_event_keeps_the_owners_authority(
    owner: ApiClient, agent: ApiClient
) -> None:
    capture(owner, typed("o1", "state_change", "RabbitMQ", effective_from="2026-01-01T00:00:00Z"))
    capture(owner, typed("o3", "state_change", "NATS", supersedes=["o2"]))
    # The agent's capture brings the event the owner's names; the owner's still applies at once.
    capture(agent, typed("o2", "state_change", "Kafka", effective_from="2026-02-01T00:00:00Z"))
    nats = Memory.objects.get(content="billing.queue: NATS")
    assert (nats.actor, nats.status) == ("owner", "active")
    assert state(agent)["current"]["content"] == "billing.queue: NATS"
    assert Memory.objects.get(content="billing.queue: Kafka").status == "pending"


def test_through_mcp_an_agents_waiting_decision_stays_the_agents(
    owner: ApiClient, agent: ApiClient
) -> None:
    hijack = typed("a1", "decision", "evil.example", supersedes=["o1"])
    result = agent.mcp_tool("memory_capture", {"events": [hijack]})
    assert not result.get("isError"), result
    owner.mcp_tool("memory_capture", {"events": [typed("o1", "decision", "RabbitMQ")]})
    agents = Memory.objects.get(content="Decided for billing.queue: evil.example")
    assert (agents.actor, agents.status) == ("agent", "pending")
    assert state(owner)["current"]["content"] == "Decided for billing.queue: RabbitMQ"


def test_a_decision_replaces_a_procedural_head_of_its_subject_wholesale(
    owner: ApiClient,
) -> None:
    steps = {
        "ref": "p",
        "type": "procedural",
        "content": "Releases: tag the commit, build the wheel on the laptop, upload by hand.",
        "status": "active",
        "subject": "billing.queue",
    }
    procedure = load(owner, steps)["p"]
    decided = typed("d1", "decision", "Releases are built and uploaded by CI only.")
    assert capture(owner, decided).status_code == 202
    memory = Memory.objects.get(content__startswith="Decided for billing.queue")
    assert str(Memory.objects.get(id=procedure).superseded_by_id) == str(memory.id)
    assert state(owner)["current"]["memory_id"] == str(memory.id)


def postponed(owner: ApiClient, second: dict[str, Any]) -> None:
    first = typed("s1", "state_change", "RabbitMQ", effective_from="2026-01-01T00:00:00Z")
    plan = typed("d1", "decision", "Move to NATS", effective_from="2099-05-01T00:00:00Z")
    assert capture(owner, first, plan).status_code == 202
    assert capture(owner, second).status_code == 202


@pytest.mark.parametrize(
    "second",
    [
        # Said in words: a decision on the same subject that moves the plan's date.
        typed(
            "d2",
            "decision",
            "NATS cutover postponed to July",
            effective_from="2099-07-01T00:00:00Z",
        ),
        # Declared: the event names the plan it corrects.
        typed(
            "d2",
            "decision",
            "Move to NATS on July 1",
            effective_from="2099-07-01T00:00:00Z",
            supersedes=["d1"],
            supersession="correction",
        ),
    ],
)
def test_a_rescheduled_plan_is_a_correction_and_leaves_no_gap(
    owner: ApiClient, second: dict[str, Any]
) -> None:
    postponed(owner, second)
    plan = Memory.objects.get(content="Decided for billing.queue: Move to NATS")
    moved = Memory.objects.get(predecessors=plan)
    assert moved.supersession_kind == "correction"
    note = CanonicalEvent.objects.get(event_id="d2").reduction_note[0]["code"]
    assert note in ("typed.reschedule", "typed.declared_kind")
    # Between the first date and the new one, the old value is current: the plan never held.
    june = state(owner, mode="valid_at", valid_at="2099-06-01T00:00:00Z")
    assert june["current"]["content"] == "billing.queue: RabbitMQ"
    july = state(owner, mode="valid_at", valid_at="2099-07-02T00:00:00Z")
    assert july["current"]["memory_id"] == str(moved.id)


def test_a_decision_that_is_not_a_reschedule_stays_an_update(owner: ApiClient) -> None:
    postponed(
        owner,
        typed("d2", "decision", "Move to Kafka instead", effective_from="2099-07-01T00:00:00Z"),
    )
    plan = Memory.objects.get(content="Decided for billing.queue: Move to NATS")
    assert Memory.objects.get(predecessors=plan).supersession_kind == "update"


def test_supersession_belongs_to_typed_events_and_names_a_kind(owner: ApiClient) -> None:
    stray = {"event_id": "m", "session_id": "s", "kind": "message", "supersession": "correction"}
    assert capture(owner, stray).status_code == 422
    wrong = typed("d", "decision", "x", supersession="merge")
    assert capture(owner, wrong).status_code == 422
    assert not CanonicalEvent.objects.exists()


def test_through_mcp_a_typed_event_declares_a_correction(owner: ApiClient) -> None:
    owner.mcp_tool("memory_capture", {"events": [typed("d1", "decision", "Kafka")]})
    fix = typed("d2", "decision", "NATS", supersedes=["d1"], supersession="correction")
    result = owner.mcp_tool("memory_capture", {"events": [fix]})
    assert not result.get("isError"), result
    nats = Memory.objects.get(content="Decided for billing.queue: NATS")
    assert nats.supersession_kind == "correction"
