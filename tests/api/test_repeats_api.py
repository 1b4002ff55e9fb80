"""The owner's "no" is kept and repeats fold (issue 32), through the agent API: what an agent
and the owner see when something already reviewed, or waiting, is proposed again."""

from __future__ import annotations

import json
import threading
from typing import Any

import pytest
from django.db import IntegrityError, connection, transaction
from django.test import Client
from memory_client import WriteResult

from memoryapp.domain.repeats import LIKE_REJECTED, PREVIOUSLY_REJECTED, REPEAT_OF_PENDING
from memoryapp.models import ExtractionRun, Memory, MemoryEvent, Project, ProposalRepeat
from memoryapp.services.extraction import extraction_run
from memoryapp.services.propose import memory_propose
from tests.api.conftest import ApiClient
from tests.api.test_metrics_api import samples, value
from tests.chat_server import (  # noqa: F401 - fixtures
    ChatServer,
    chat_server_factory_fixture,
    chat_server_fixture,
)
from tests.services.test_extraction import array, capture_turn, model  # noqa: F401 - fixture

HTTP = "The user enjoys discussing HTTP caching headers in depth."
SEAT = "Priya prefers the aisle seat on long flights."
COFFEE = "The user drinks two coffees every morning."
STANDUP = "The team's standup is on Monday mornings."


def propose(agent: ApiClient, content: str, **fields: Any) -> Any:
    return agent.post("/memories", {"type": "semantic", "content": content, **fields})


def rejected(agent: ApiClient, owner: ApiClient, content: str) -> str:
    """An agent's proposal of ``content``, rejected by the owner; returns its id."""
    response = propose(agent, content)
    assert response.status_code == 201 and response.json()["status"] == "pending", response.json()
    memory_id: str = response.json()["id"]
    assert owner.post(f"/memories/{memory_id}/reject", {"note": "no"}).status_code == 200
    return memory_id


def codes(body: dict[str, Any]) -> list[str]:
    return [r["code"] for r in body["reasons"]]


@pytest.mark.parametrize(
    "again",
    [HTTP, HTTP.lower(), "The user really enjoys discussing HTTP caching headers in depth!"],
    ids=["same text", "other case", "intensified paraphrase"],
)
def test_a_rejected_text_proposed_again_comes_back_rejected_naming_the_rejection(
    agent: ApiClient,
    owner: ApiClient,
    client: Client,
    again: str,
    django_capture_on_commit_callbacks: Any,
) -> None:
    first = rejected(agent, owner, HTTP)
    before = samples(client, owner.token)
    with django_capture_on_commit_callbacks(execute=True):
        response = propose(agent, again)
    assert response.status_code == 201, response.content
    body = response.json()
    assert (body["status"], body["repeat_of"]) == ("rejected", first)
    assert codes(body)[0] == PREVIOUSLY_REJECTED and first in body["reasons"][0]["detail"]
    stored = Memory.objects.get(id=body["id"])
    assert agent.get(f"/memories/{stored.id}").json()["repeat_of"] == first
    assert stored.review_note[0]["code"] == PREVIOUSLY_REJECTED
    created = MemoryEvent.objects.get(memory_id=stored.id, kind="created")
    assert created.data["status"] == "rejected" and created.data["repeat_of"] == first
    assert created.reasons[0]["code"] == PREVIOUSLY_REJECTED
    # Nothing new waits for the owner, and /metrics counts it.
    assert list(Memory.objects.filter(status="pending")) == []
    after = samples(client, owner.token)
    labels = {"outcome": "auto_rejected", "actor": "agent"}
    grown = value(after, "memory_review_repeats_total", **labels) - value(
        before, "memory_review_repeats_total", **labels
    )
    assert grown == 1


@pytest.mark.parametrize(
    ("earlier", "near_miss"),
    [
        (HTTP, "The user does not enjoy discussing HTTP caching headers in depth."),
        (SEAT, "Priya prefers the window seat on long flights."),
        (STANDUP, "The team's standup is on Friday mornings."),
        (COFFEE, "The user drinks three coffees every morning."),
        (COFFEE, "The user drinks 3 coffees every morning."),
    ],
    ids=["negation", "other value", "other date", "other number word", "other digit"],
)
def test_a_near_miss_of_a_rejection_waits_for_the_owner_with_a_note(
    agent: ApiClient, owner: ApiClient, earlier: str, near_miss: str
) -> None:
    first = rejected(agent, owner, earlier)
    response = propose(agent, near_miss)
    assert response.status_code == 201, response.content
    body = response.json()
    assert body["status"] == "pending" and body["repeat_of"] is None
    note = next(r for r in body["reasons"] if r["code"] == LIKE_REJECTED)
    assert first in note["detail"]
    assert Memory.objects.get(id=body["id"]).review_note[-1]["code"] == LIKE_REJECTED


def test_the_owners_own_words_are_never_blocked_but_say_what_was_rejected(
    agent: ApiClient, owner: ApiClient
) -> None:
    first = rejected(agent, owner, HTTP)
    response = owner.post("/remember", {"content": HTTP})
    assert response.status_code == 201, response.content
    body = response.json()
    assert body["status"] == "active"
    note = next(r for r in body["reasons"] if r["code"] == LIKE_REJECTED)
    assert first in note["detail"]
    kept = Memory.objects.get(id=body["id"])
    assert kept.repeat_of_id is None and kept.review_note[0]["code"] == LIKE_REJECTED
    created = MemoryEvent.objects.get(memory_id=kept.id, kind="created")
    assert LIKE_REJECTED in [r["code"] for r in created.reasons]


def test_a_pending_repeat_folds_into_one_card(agent: ApiClient, owner: ApiClient) -> None:
    card = propose(agent, SEAT, session_id="s-1", confidence=0.6).json()["id"]
    answers = [
        propose(agent, SEAT, session_id="s-2", confidence=0.8),
        propose(agent, "Priya really prefers the aisle seat on long flights.", session_id="s-3"),
    ]
    for answer in answers:
        assert answer.status_code == 200, answer.content
        assert answer.json()["status"] == "pending" and answer.json()["repeat_of"] == card
        assert REPEAT_OF_PENDING in codes(answer.json())
    assert answers[-1].json()["repeat_count"] == 2
    assert list(Memory.objects.filter(status="pending").values_list("id", flat=True)) == [
        Memory.objects.get(id=card).id
    ]
    assert agent.get(f"/memories/{card}").json()["repeat_count"] == 2
    repeats = ProposalRepeat.objects.filter(memory_id=card).order_by("recorded_at")
    assert [(r.session_id, r.actor, r.confidence) for r in repeats] == [
        ("s-2", "agent", 0.8),
        ("s-3", "agent", None),
    ]
    assert all(r.token_id is not None and r.actor_label.startswith("token:") for r in repeats)
    events = MemoryEvent.objects.filter(memory_id=card, kind="repeated").order_by("at")
    assert [e.data["session_id"] for e in events] == ["s-2", "s-3"]
    assert events[0].reasons[0]["code"] == REPEAT_OF_PENDING

    confirmed = owner.post(f"/memories/{card}/confirm")
    assert confirmed.status_code == 200
    promoted = MemoryEvent.objects.get(memory_id=card, kind="promoted")
    assert promoted.data["repeats_settled"] == 2


def test_mcp_and_the_python_client_answer_a_repeat_like_the_api(agent: ApiClient) -> None:
    card = propose(agent, SEAT).json()["id"]
    result = agent.mcp_tool("memory_propose", {"type": "semantic", "content": SEAT})
    assert not result.get("isError"), result
    out = result["structuredContent"]
    assert (out["status"], out["repeat_of"], out["repeat_count"]) == ("pending", card, 1)
    assert "duplicate_of" not in out
    parsed = WriteResult.from_json(propose(agent, SEAT).json())
    assert parsed.is_repeat and (parsed.status, str(parsed.repeat_of)) == ("pending", card)
    assert parsed.repeat_count == 2 and not parsed.is_duplicate


@pytest.mark.parametrize("decision", ["reject", "edit"])
def test_rejecting_or_editing_a_card_settles_its_repeats(
    agent: ApiClient, owner: ApiClient, decision: str
) -> None:
    card = propose(agent, SEAT).json()["id"]
    assert propose(agent, SEAT).status_code == 200
    if decision == "reject":
        assert owner.post(f"/memories/{card}/reject").status_code == 200
    else:
        edited = owner.post(
            f"/memories/{card}/supersede",
            {"content": "Priya prefers the aisle seat.", "kind": "correction"},
        )
        assert edited.status_code == 201, edited.content
    event = MemoryEvent.objects.get(memory_id=card, kind="rejected")
    assert event.data["repeats_settled"] == 1


def test_an_auto_rejected_repeat_can_be_restored_like_any_rejection(
    agent: ApiClient, owner: ApiClient
) -> None:
    first = rejected(agent, owner, HTTP)
    again = propose(agent, HTTP).json()["id"]
    restored = owner.post(f"/memories/{again}/restore")
    assert restored.status_code == 200 and restored.json()["status"] == "pending"
    memory = Memory.objects.get(id=again)
    assert str(memory.repeat_of_id) == first  # history: it was stored as a repeat
    assert owner.post(f"/memories/{again}/confirm").json()["status"] == "active"


def test_a_purge_takes_the_repeats_that_hold_the_words(agent: ApiClient, owner: ApiClient) -> None:
    card = propose(agent, SEAT).json()["id"]
    propose(agent, SEAT, session_id="s-2")
    purged = owner.post(f"/memories/{card}/purge", {"reason": "personal"})
    assert purged.status_code == 200, purged.content
    assert not ProposalRepeat.objects.filter(memory_id=card).exists()

    first = rejected(agent, owner, HTTP)
    again = propose(agent, HTTP).json()["id"]
    purged = owner.post(f"/memories/{first}/purge", {"reason": "personal"})
    assert sorted(purged.json()["purged"]) == sorted([first, again])
    assert not Memory.objects.filter(content=HTTP).exists()


def test_working_memories_are_not_judged_as_repeats(agent: ApiClient, owner: ApiClient) -> None:
    # A session's end rejects its pending working memories: that is no owner's "no".
    note = "The user is drafting the Q3 report in this session."
    first = propose(agent, note, type="working", session_id="s-1").json()
    assert first["status"] == "pending", first
    assert owner.post(f"/memories/{first['id']}/reject").status_code == 200
    again = propose(agent, note, type="working", session_id="s-2")
    assert again.status_code == 201 and again.json()["status"] == "pending", again.json()
    assert propose(agent, note, type="working", session_id="s-2").status_code == 201


def test_a_repeat_from_another_type_or_project_is_not_folded(
    agent: ApiClient, other_owner: ApiClient
) -> None:
    card = propose(agent, SEAT).json()["id"]
    other = other_owner.post("/memories", {"type": "semantic", "content": SEAT})
    assert other.status_code == 201 and other.json()["id"] != card


@pytest.mark.django_db
def test_the_extractor_saying_a_pending_fact_again_in_a_later_session_folds(
    project: Project,
    model: ChatServer,  # noqa: F811 - the fixture imported above
) -> None:
    fact = {"type": "semantic", "content": "Ada Lovelace prefers tea.", "confidence": 0.9}
    for n, session in enumerate(["s-1", "s-2"], start=1):
        model.script(array(fact))
        run = capture_turn(project, n, session=session)
        assert run is not None
        outcome = extraction_run(run_id=run.id)
        assert outcome is not None and outcome.state == "done"
    [card] = Memory.objects.filter(type="semantic")
    assert (card.status, card.repeat_count, card.session_id) == ("pending", 1, "s-1")
    [repeat] = ProposalRepeat.objects.all()
    assert (repeat.actor, repeat.session_id, repeat.confidence) == ("extractor", "s-2", 0.9)
    assert repeat.source["ref"].startswith("s-2/")
    second = ExtractionRun.objects.get(session_id="s-2")
    assert second.facts == 0  # nothing new for the owner


@pytest.mark.django_db(transaction=True)
def test_two_identical_proposals_at_once_fold_into_one_card(project: Project) -> None:
    barrier = threading.Barrier(2)
    errors: list[BaseException] = []

    def one() -> None:
        try:
            barrier.wait(timeout=10)
            memory_propose(project=project, type="semantic", content=SEAT)
        except BaseException as error:  # reported by the assertion below
            errors.append(error)
        finally:
            connection.close()

    threads = [threading.Thread(target=one) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert errors == []
    [card] = Memory.objects.filter(project=project)
    assert card.repeat_count == 1 and ProposalRepeat.objects.filter(memory=card).count() == 1


# --- the database's own guards (migration 0031) --------------------------------------------


def test_the_database_refuses_what_a_repeat_may_not_be(agent: ApiClient) -> None:
    card = propose(agent, SEAT).json()["id"]
    statements = [
        ("UPDATE memoryapp_memory SET repeat_count = -1 WHERE id = %s", [card]),
        ("UPDATE memoryapp_memory SET repeat_of_id = id WHERE id = %s", [card]),
        (
            "INSERT INTO memoryapp_proposalrepeat (memory_id, project_id, content, actor, "
            "actor_label, session_id, confidence, source, recorded_at) SELECT id, project_id, "
            "'x', 'agent', '', '', 1.5, %s::jsonb, now() FROM memoryapp_memory WHERE id = %s",
            [json.dumps({"kind": "conversation"}), card],
        ),
    ]
    for sql, params in statements:
        with pytest.raises(IntegrityError), transaction.atomic(), connection.cursor() as cursor:
            cursor.execute(sql, params)


def test_an_import_line_pending_on_a_rejected_text_is_stored_rejected(
    agent: ApiClient, owner: ApiClient
) -> None:
    first = rejected(agent, owner, HTTP)
    line = {"type": "semantic", "content": HTTP.upper(), "status": "pending"}
    response = owner.post(
        "/import",
        raw="\n".join(
            json.dumps({"ref": ref, **line, "status": status})
            for ref, status in [("again", "pending"), ("kept", "active")]
        ),
        content_type="application/x-ndjson",
    )
    assert response.status_code == 200, response.content
    ids = response.json()["ids"]
    again, kept = Memory.objects.get(id=ids["again"]), Memory.objects.get(id=ids["kept"])
    assert (again.status, str(again.repeat_of_id)) == ("rejected", first)
    assert again.review_note[0]["code"] == PREVIOUSLY_REJECTED
    created = MemoryEvent.objects.get(memory_id=again.id, kind="created")
    assert created.reasons[0]["code"] == PREVIOUSLY_REJECTED
    # A line the importer says is active is the owner's own word: kept as it says.
    assert (kept.status, kept.repeat_of_id) == ("active", None)


def test_an_agents_typed_event_said_again_folds_into_its_card(agent: ApiClient) -> None:
    for event_id, session in [("e1", "s-1"), ("e2", "s-2")]:
        event = {
            "event_id": event_id,
            "session_id": session,
            "kind": "state_change",
            "subject": "billing.queue",
            "value": "NATS",
        }
        assert agent.post("/events", {"events": [event]}).status_code == 202
    [card] = Memory.objects.filter(subject="billing.queue")
    assert (card.status, card.repeat_count) == ("pending", 1)
    [repeat] = ProposalRepeat.objects.filter(memory=card)
    assert (repeat.actor, repeat.source["ref"]) == ("agent", "event:e2")


def test_a_paraphrase_of_a_confirmed_memory_is_answered_as_its_duplicate(
    agent: ApiClient, owner: ApiClient
) -> None:
    card = propose(agent, SEAT).json()["id"]
    assert owner.post(f"/memories/{card}/confirm").status_code == 200
    for again in [
        "Priya really prefers the aisle seat on long flights.",
        "On long flights, Priya prefers the aisle seat.",
    ]:
        response = propose(agent, again)
        assert response.status_code == 200, response.content
        assert response.json() == {"status": "duplicate", "duplicate_of": card}
    assert Memory.objects.count() == 1
    other = propose(agent, "On long flights, Priya prefers the window seat.")
    assert other.status_code == 201 and other.json()["status"] == "pending"


def import_lines(owner: ApiClient, *lines: dict[str, Any]) -> Any:
    return owner.post(
        "/import",
        raw="".join(json.dumps(line) + "\n" for line in lines),
        content_type="application/x-ndjson",
    )


def test_an_import_carries_what_was_repeated_even_when_the_rejection_comes_later(
    owner: ApiClient, acme: Project
) -> None:
    repeat = {
        "content": SEAT,
        "actor": "agent",
        "actor_label": "helper",
        "session_id": "s-2",
        "confidence": 0.7,
        "source": {"kind": "conversation", "ref": "turn-4"},
        "recorded_at": "2026-03-02T10:00:00+00:00",
    }
    response = import_lines(
        owner,
        {
            "ref": "copy",
            "type": "semantic",
            "content": HTTP,
            "status": "rejected",
            "repeat_of": "first",
        },
        {"ref": "first", "type": "semantic", "content": HTTP, "status": "rejected"},
        {
            "ref": "card",
            "type": "semantic",
            "content": SEAT,
            "status": "pending",
            "repeats": [repeat, {"content": SEAT, "actor": "extractor"}],
        },
    )
    assert response.status_code == 200, response.content
    ids = response.json()["ids"]
    copy, card = Memory.objects.get(id=ids["copy"]), Memory.objects.get(id=ids["card"])
    assert (copy.status, str(copy.repeat_of_id)) == ("rejected", ids["first"])
    assert card.repeat_count == 2
    folded = ProposalRepeat.objects.filter(memory=card).order_by("recorded_at")
    first, second = folded
    assert (first.actor_label, first.session_id, first.source["ref"]) == ("helper", "s-2", "turn-4")
    assert (second.actor, second.recorded_at) == ("extractor", card.recorded_at)
    assert first.project_id == acme.id and first.token_id is None


@pytest.mark.parametrize(
    ("field", "value", "error"),
    [
        ("repeat_of", "nowhere", "repeat_of 'nowhere': no line has this ref"),
        ("repeat_of", "card", "repeat_of names the line itself"),
        ("repeat_of", "6f1c3f7e-0000-4000-8000-000000000000", "no memory of the project"),
        ("repeats", "twice", "repeats must be a list"),
        ("repeats", [{"content": SEAT}], "repeats[0].actor must be one of"),
        ("repeats", [{"content": " ", "actor": "agent"}], "repeats[0].content must be"),
        ("repeats", [{"content": SEAT, "actor": "agent", "token": 3}], "unknown fields: token"),
        ("repeats", [{"content": SEAT, "actor": "agent", "confidence": 2}], "within [0, 1]"),
        (
            "repeats",
            [{"content": SEAT, "actor": "agent", "recorded_at": "2999-01-01T00:00:00+00:00"}],
            "repeats[0].recorded_at is in the future",
        ),
    ],
)
def test_an_import_with_a_bad_repeat_is_refused_and_writes_nothing(
    owner: ApiClient, acme: Project, field: str, value: Any, error: str
) -> None:
    line = {"ref": "card", "type": "semantic", "content": SEAT, "status": "pending", field: value}
    response = import_lines(
        owner, {"ref": "ok", "type": "semantic", "content": STANDUP, "status": "active"}, line
    )
    assert response.status_code == 400, response.content
    [problem] = response.json()["error"]["details"]["lines"]
    assert (problem["line"], problem["ref"]) == (2, "card")
    assert error in problem["error"]
    assert not Memory.objects.filter(project=acme).exists()
    assert not ProposalRepeat.objects.exists()


def test_a_repeat_of_another_projects_memory_is_refused(
    owner: ApiClient, acme: Project, globex: Project
) -> None:
    elsewhere = memory_propose(project=globex, type="semantic", content=HTTP).memory
    line = {
        "ref": "x",
        "type": "semantic",
        "content": HTTP,
        "status": "rejected",
        "repeat_of": str(elsewhere.id),
    }
    assert import_lines(owner, line).status_code == 400
    assert not Memory.objects.filter(project=acme).exists()
