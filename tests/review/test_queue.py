"""The review queue through the Django test client: cards, filters, partials, every card
action with htmx and without JavaScript."""

from __future__ import annotations

import pytest
from django.test import Client

from memoryapp.models import Memory, MemoryEvent, Project
from memoryapp.services.propose import memory_propose, memory_remember
from memoryapp.services.review import memory_confirm
from tests.review.conftest import htmx, propose, seed
from tests.review.helpers import status_of

pytestmark = pytest.mark.django_db


def test_queue_shows_why_each_item_waits(owner_client: Client, acme: Project) -> None:
    items = seed(acme)
    body = owner_client.get("/review/").content.decode()
    assert "semantic facts always need your confirmation" in body
    assert "directive language: &#x27;From now on&#x27;" in body
    assert "looks like a credential (github_token)" in body
    assert "nearly the same as a memory you have" in body
    assert "low confidence (confidence 0.6 &lt; 0.8)" in body
    # The near-duplicate is shown beside the proposal with both one-click actions.
    assert items["active"].content in body
    assert f"/review/{items['near'].id}/supersede/" in body
    assert f"/review/{items['near'].id}/merge/" in body
    # The source links to the captured events of its session.
    assert "/events/?session=sess-42" in body
    # Nothing in the queue ever shows the credential's detail beyond its kind... but the content
    # itself is the owner's to see.
    assert "ghp_abcdefghijklmnopqrstuvwxyz0123456789" in body


def test_queue_filters(owner_client: Client, acme: Project) -> None:
    seed(acme)
    body = owner_client.get("/review/?type=procedural").content.decode()
    assert "always run the linter" in body and "billing service every" not in body
    body = owner_client.get("/review/?min_confidence=0.9").content.decode()
    assert "always run the linter" in body and "billing service every" not in body
    body = owner_client.get("/review/?actor=user").content.decode()
    assert "Nothing is waiting for you." in body
    body = owner_client.get("/review/?source=web").content.decode()
    assert "Nothing is waiting for you." in body
    # Nonsense filters are ignored, not an error.
    assert owner_client.get("/review/?min_confidence=abc&cursor=zzz").status_code == 200


# --- partials -----------------------------------------------------------------------------


def test_queue_partials(owner_client: Client, acme: Project) -> None:
    for n in range(30):
        propose(acme, f"Fact number {n} about the billing service.")
    queue = owner_client.get("/review/?type=semantic", **htmx())
    body = queue.content.decode()
    assert queue.status_code == 200
    assert "<html" not in body and body.lstrip().startswith('<section id="queue"')
    assert body.count('<article class="card') == 25 and "Load more" in body
    cursor = queue.context["page"].next_cursor
    rows = owner_client.get(f"/review/?type=semantic&cursor={cursor}", **htmx()).content.decode()
    assert rows.count('<article class="card') == 5 and 'id="queue"' not in rows
    assert "Load more" not in rows
    # Without htmx the cursor link is a whole page.
    assert b"<html" in owner_client.get(f"/review/?cursor={cursor}").content


def test_card_actions_swap_the_card_and_the_count(owner_client: Client, acme: Project) -> None:
    one, two = propose(acme, "Ada prefers tabs."), propose(acme, "Ada uses vim.")
    response = owner_client.post(f"/review/{one.id}/confirm/", **htmx())
    body = response.content.decode()
    assert body.lstrip().startswith(f'<article class="card is-done" id="card-{one.id}"')
    assert "Confirmed." in body and "Undo" in body and "<html" not in body
    oob = '<span id="pending-count" class="count" title="pending memories" hx-swap-oob="true">'
    assert oob + "1</span>" in body
    assert status_of(one) == "active"

    body = owner_client.post(f"/review/{two.id}/reject/", **htmx()).content.decode()
    assert "Rejected." in body and 'hx-swap-oob="true">0</span>' in body
    # Undo of a rejection: back to pending, and the card is a normal card again.
    body = owner_client.post(
        f"/review/{two.id}/undo/", {"action": "reject"}, **htmx()
    ).content.decode()
    assert status_of(two) == "pending"
    assert "data-done" not in body and 'data-action="confirm"' in body
    assert 'hx-swap-oob="true">1</span>' in body
    # Undo of a confirmation: archived (there is no active -> pending edge).
    body = owner_client.post(
        f"/review/{one.id}/undo/", {"action": "confirm"}, **htmx()
    ).content.decode()
    assert status_of(one) == "archived" and "archived" in body
    assert MemoryEvent.objects.filter(
        memory_id=one.id, kind="archived", reasons=[{"code": "review.undo_confirm", "detail": ""}]
    ).exists()


def test_a_failed_action_shows_in_the_card(owner_client: Client, acme: Project) -> None:
    memory = propose(acme, "Ada prefers tabs.")
    memory_confirm(project=acme, memory_id=memory.id)
    body = owner_client.post(f"/review/{memory.id}/reject/", **htmx()).content.decode()
    assert "only pending memories can be rejected" in body and 'role="alert"' in body
    assert status_of(memory) == "active"


def test_edit_in_place_saves_a_correction(owner_client: Client, acme: Project) -> None:
    memory = propose(acme, "Ada prefers tabs over spaces.")
    body = owner_client.post(
        f"/review/{memory.id}/edit/",
        {"content": "Ada prefers spaces over tabs.", "type": "semantic"},
        **htmx(),
    ).content.decode()
    assert "Saved your edit" in body
    head = Memory.objects.get(superseded_by__isnull=True, content="Ada prefers spaces over tabs.")
    assert head.status == "active" and head.supersession_kind == "correction"
    assert f"/memories/{head.id}/" in body
    old = Memory.objects.get(id=memory.id)
    assert old.status == "rejected" and old.superseded_by_id == head.id
    # An empty edit is refused in the card, nothing written.
    other = propose(acme, "Ada uses vim.")
    body = owner_client.post(
        f"/review/{other.id}/edit/", {"content": "   ", "type": "semantic"}, **htmx()
    ).content.decode()
    assert "cannot be empty" in body and status_of(other) == "pending"


def test_supersede_that_one(owner_client: Client, acme: Project) -> None:
    items = seed(acme)
    near, active = items["near"], items["active"]
    body = owner_client.post(
        f"/review/{near.id}/supersede/", {"other": str(active.id)}, **htmx()
    ).content.decode()
    assert "new version of the existing memory" in body
    successor = Memory.objects.get(id=active.id).superseded_by
    assert successor is not None and successor.content == near.content
    assert successor.status == "active" and successor.supersession_kind == "update"
    assert successor.source == {"kind": "conversation", "ref": "sess-42/turn-3"}
    assert status_of(near) == "rejected"
    note = MemoryEvent.objects.get(memory_id=near.id, kind="rejected").data["note"]
    assert str(successor.id) in note


def test_merge_with_the_similar_memory(owner_client: Client, acme: Project) -> None:
    items = seed(acme)
    near, active = items["near"], items["active"]
    response = owner_client.post(
        f"/review/{near.id}/merge/",
        {"other": str(active.id), "content": "Billing deploys Tuesday afternoons."},
    )
    merged = Memory.objects.get(content="Billing deploys Tuesday afternoons.")
    assert response.status_code == 302 and response["Location"] == f"/memories/{merged.id}/"
    assert merged.supersession_kind == "merge" and merged.status == "active"
    assert {m.id for m in merged.predecessors.all()} == {near.id, active.id}


def test_the_merge_text_is_escaped_once_and_kept_as_typed(
    owner_client: Client, acme: Project
) -> None:
    existing = memory_remember(
        project=acme, content="R&D deploys when load < 50%.", relayed_by_agent=False
    ).memory
    assert existing is not None
    near = memory_propose(
        project=acme,
        type="semantic",
        content="R&D deploys <on Tuesdays>.",
        near_duplicate_of=existing.id,
    ).memory
    body = owner_client.get("/review/").content.decode()
    assert (
        "R&amp;D deploys when load &lt; 50%. R&amp;D deploys &lt;on Tuesdays&gt;.</textarea>"
        in body
    )
    assert "&amp;amp;" not in body
    # What the browser submits is the unescaped text, stored as typed.
    owner_client.post(
        f"/review/{near.id}/merge/",
        {"other": str(existing.id), "content": "R&D deploys <on Tuesdays> when load < 50%."},
    )
    assert Memory.objects.filter(content="R&D deploys <on Tuesdays> when load < 50%.").exists()


def test_bulk_confirm_and_reject(owner_client: Client, acme: Project) -> None:
    a, b, c = (propose(acme, f"Fact {n}.") for n in "abc")
    body = owner_client.post(
        "/review/bulk/",
        {"action": "confirm", "ids": [str(a.id), str(b.id), "not-a-uuid"]},
        **htmx(),
    ).content.decode()
    assert "2 confirmed." in body
    assert body.count('hx-swap-oob="true"') == 3  # two cards and the count
    assert status_of(a) == status_of(b) == "active" and status_of(c) == "pending"
    response = owner_client.post(
        "/review/bulk/", {"action": "reject", "ids": [str(c.id)], "next": "/review/?type=semantic"}
    )
    assert response.status_code == 302 and response["Location"] == "/review/?type=semantic"
    assert status_of(c) == "rejected"


def test_rejected_list_restores(owner_client: Client, acme: Project) -> None:
    memory = propose(acme, "Ada prefers tabs.")
    owner_client.post(f"/review/{memory.id}/reject/")
    page = owner_client.get("/review/?status=rejected").content.decode()
    assert "Ada prefers tabs." in page and f"/review/{memory.id}/restore/" in page
    body = owner_client.post(f"/review/{memory.id}/restore/", **htmx()).content.decode()
    assert "Back in the review queue" in body and status_of(memory) == "pending"


# --- without JavaScript -------------------------------------------------------------------


def test_no_js_confirm_redirects_back_and_offers_undo(owner_client: Client, acme: Project) -> None:
    memory = propose(acme, "Ada prefers tabs.")
    response = owner_client.post(
        f"/review/{memory.id}/confirm/", {"next": "/review/?type=semantic"}
    )
    assert response.status_code == 302 and response["Location"] == "/review/?type=semantic"
    assert status_of(memory) == "active"
    page = owner_client.get(response["Location"]).content.decode()
    assert "Confirmed." in page and "You confirmed a memory." in page
    assert f"/review/{memory.id}/undo/" in page
    # The offer is made once.
    assert "You confirmed a memory." not in owner_client.get("/review/").content.decode()


def test_no_js_reject_and_undo(owner_client: Client, acme: Project) -> None:
    memory = propose(acme, "Ada prefers tabs.")
    response = owner_client.post(f"/review/{memory.id}/reject/")
    assert response.status_code == 302 and response["Location"] == "/review/"
    assert status_of(memory) == "rejected"
    response = owner_client.post(f"/review/{memory.id}/undo/", {"action": "reject"})
    assert response.status_code == 302 and status_of(memory) == "pending"


def test_no_js_edit_goes_to_the_chain(owner_client: Client, acme: Project) -> None:
    memory = propose(acme, "Ada prefers tabs.")
    response = owner_client.post(
        f"/review/{memory.id}/edit/", {"content": "Ada prefers spaces.", "type": "semantic"}
    )
    head = Memory.objects.get(content="Ada prefers spaces.")
    assert response.status_code == 302 and response["Location"] == f"/memories/{head.id}/"


def test_next_must_stay_on_this_site(owner_client: Client, acme: Project) -> None:
    memory = propose(acme, "Ada prefers tabs.")
    response = owner_client.post(f"/review/{memory.id}/confirm/", {"next": "https://evil.example/"})
    assert response["Location"] == "/review/"


def test_a_relayed_change_waits_with_what_it_would_replace(
    owner_client: Client, acme: Project
) -> None:
    host = memory_remember(
        project=acme,
        content="The deploy host is prod.example.",
        subject="deploy.host",
        relayed_by_agent=False,
    ).memory
    memory_remember(
        project=acme, content="The deploy host is now evil.example.", subject="deploy.host"
    )
    body = owner_client.get("/review/").content.decode()
    assert "an agent relayed the user&#x27;s change to a memory you already have" in body
    assert "The deploy host is now evil.example." in body
    assert host.content in body  # beside it: what confirming would replace
