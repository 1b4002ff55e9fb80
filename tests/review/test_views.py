"""The owner's UI through the Django test client: pages, partials, permissions, writes."""

from __future__ import annotations

import uuid
from typing import Any

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from django.utils import timezone

from memoryapp.models import (
    ApiToken,
    CanonicalEvent,
    ExtractionRun,
    Memory,
    MemoryEvent,
    Project,
    TokenEvent,
)
from memoryapp.services.context import context_build, search_run
from memoryapp.services.events import EventInput, events_capture
from memoryapp.services.memories import (
    memory_confirm,
    memory_edit,
    memory_propose,
    memory_remember,
)
from memoryapp.services.tokens import token_issue
from review.views import word_diff
from tests.review.conftest import XSS, htmx, propose, seed
from tests.test_extraction import capture_turn

pytestmark = pytest.mark.django_db

PAGES = ["/review/", "/review/?status=rejected", "/memories/", "/traces/", "/health/", "/tokens/"]


def status_of(memory: Memory) -> str:
    return Memory.objects.get(id=memory.id).status


def assert_escaped(body: bytes) -> None:
    text = body.decode()
    assert "<script>alert(1)</script>" not in text
    assert "<img src=x onerror" not in text
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in text


# --- permissions --------------------------------------------------------------------------


@pytest.mark.parametrize("path", [*PAGES, f"/memories/{uuid.uuid4()}/", "/events/"])
def test_anonymous_is_sent_to_login(client: Client, acme: Project, path: str) -> None:
    response = client.get(path)
    assert response.status_code == 302
    assert response["Location"].startswith("/login/?next=")


def test_anonymous_htmx_request_gets_a_client_redirect(client: Client, acme: Project) -> None:
    response = client.get("/review/", **htmx(HTTP_HX_CURRENT_URL="http://testserver/review/"))
    assert response.status_code == 200
    assert response["HX-Redirect"] == "/login/?next=%2Freview%2F"


def test_anonymous_post_is_not_performed(client: Client, acme: Project) -> None:
    memory = propose(acme, "Ada prefers tabs.")
    response = client.post(f"/review/{memory.id}/confirm/")
    assert response.status_code == 302 and response["Location"].startswith("/login/")
    assert status_of(memory) == "pending"


def test_root_redirects_to_the_queue(owner_client: Client) -> None:
    response = owner_client.get("/")
    assert response.status_code == 302 and response["Location"] == "/review/"


def test_non_staff_user_is_forbidden(acme: Project) -> None:
    user = get_user_model().objects.create_user(username="guest", password="x" * 12)
    client = Client()
    client.force_login(user)
    memory = propose(acme, "Ada prefers tabs.")
    for path in PAGES:
        assert client.get(path).status_code == 403
    assert client.post(f"/review/{memory.id}/confirm/").status_code == 403
    assert status_of(memory) == "pending"


def test_login_page_and_login(owner_user: Any, acme: Project) -> None:
    client = Client()
    page = client.get("/login/")
    assert page.status_code == 200 and b'name="password"' in page.content
    response = client.post("/login/", {"username": "owner", "password": "correct-horse-battery"})
    assert response.status_code == 302 and response["Location"] == "/"
    assert client.get("/review/").status_code == 200


def test_logout_is_a_post(owner_client: Client) -> None:
    assert owner_client.get("/logout/").status_code == 405
    response = owner_client.post("/logout/")
    assert response.status_code == 302 and response["Location"] == "/login/"
    assert owner_client.get("/review/").status_code == 302


def test_another_projects_memory_and_trace_are_404(
    owner_client: Client, acme: Project, globex: Project
) -> None:
    owner_client.get("/review/?project=acme")
    theirs = propose(globex, "Globex keeps its secrets in a vault.")
    trace = context_build(project=globex, query="vault").trace
    assert owner_client.get(f"/memories/{theirs.id}/").status_code == 404
    assert owner_client.get(f"/traces/{trace.id}/").status_code == 404
    for action in ("confirm", "reject", "undo", "restore"):
        assert owner_client.post(f"/review/{theirs.id}/{action}/").status_code == 404
    assert owner_client.post(f"/memories/{theirs.id}/archive/").status_code == 404
    token = token_issue(project=globex, role="agent").token
    assert owner_client.post(f"/tokens/{token.id}/revoke/").status_code == 404
    assert ApiToken.objects.get(id=token.id).revoked_at is None
    assert status_of(theirs) == "pending"


def test_unknown_project_slug_is_404(owner_client: Client) -> None:
    assert owner_client.get("/review/?project=nope").status_code == 404


def test_project_switch_is_kept_in_the_session(
    owner_client: Client, acme: Project, globex: Project
) -> None:
    propose(globex, "Globex ships on Mondays.")
    page = owner_client.get("/review/?project=globex")
    assert b"Globex ships on Mondays." in page.content
    assert b"Globex ships on Mondays." in owner_client.get("/review/").content
    assert b"Globex ships on Mondays." not in owner_client.get("/review/?project=acme").content


def test_csrf_is_enforced_on_writes(owner_user: Any, acme: Project) -> None:
    memory = propose(acme, "Ada prefers tabs.")
    client = Client(enforce_csrf_checks=True)
    client.force_login(owner_user)
    for path, data in [
        (f"/review/{memory.id}/confirm/", {}),
        (f"/review/{memory.id}/reject/", {}),
        (f"/review/{memory.id}/edit/", {"content": "x", "type": "semantic"}),
        ("/review/bulk/", {"action": "confirm", "ids": [str(memory.id)]}),
        ("/tokens/", {"name": "t", "role": "agent"}),
        ("/logout/", {}),
    ]:
        assert client.post(path, data).status_code == 403, path
    assert status_of(memory) == "pending"
    assert not ApiToken.objects.exists()
    # With the token htmx sends in its header, the same write goes through.
    page = client.get("/review/")
    token = page.context["csrf_token"]
    response = client.post(f"/review/{memory.id}/confirm/", HTTP_X_CSRFTOKEN=str(token), **htmx())
    assert response.status_code == 200
    assert status_of(memory) == "active"


# --- every page, escaped ------------------------------------------------------------------


def test_every_page_renders_untrusted_text_escaped(owner_client: Client, acme: Project) -> None:
    items = seed(acme)
    xss = items["xss"]
    rejected = propose(acme, XSS + " (rejected)")
    propose(acme, XSS + " (still pending)")
    owner_client.post(f"/review/{rejected.id}/reject/")
    CanonicalEvent.objects.create(
        project=acme, session_id="sess-42", event_id="e1", kind="message", content=XSS
    )
    owner_client.post(f"/review/{xss.id}/confirm/")
    edited = memory_edit(project=acme, memory_id=xss.id, content=XSS + " <b>edited</b>")
    trace = context_build(project=acme, query="alert script onerror").trace
    assert "<script>" in trace.rendered  # the bundle holds the raw text; the page must not
    search = owner_client.get("/memories/?q=alert")
    for response in [
        owner_client.get("/review/"),
        owner_client.get("/review/?status=rejected"),
        owner_client.get("/memories/"),
        owner_client.get("/memories/?history=on"),
        search,
        owner_client.get(f"/memories/{edited.id}/"),
        owner_client.get(f"/traces/{trace.id}/"),
        owner_client.get("/events/?session=sess-42"),
    ]:
        assert response.status_code == 200
        assert_escaped(response.content)
    assert b"&lt;b&gt;edited&lt;/b&gt;" in owner_client.get(f"/memories/{edited.id}/").content


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


# --- memories and chains ------------------------------------------------------------------


def test_word_diff_pieces() -> None:
    assert word_diff("Ada prefers tabs.", "Ada prefers spaces.") == [
        ("eq", "Ada prefers "),
        ("del", "tabs."),
        ("ins", "spaces."),
    ]
    assert word_diff("same", "same") == [("eq", "same")]


def test_chain_page_shows_every_version_with_diffs_and_events(
    owner_client: Client, acme: Project
) -> None:
    first = memory_remember(project=acme, content="The API runs on Django 5.2.").memory
    second = memory_edit(project=acme, memory_id=first.id, content="The API runs on Django 6.1.")
    page = owner_client.get(f"/memories/{first.id}/")
    body = page.content.decode()
    assert page.status_code == 200
    assert "<del>5.2.</del><ins>6.1.</ins>" in body
    assert "correction" in body and "first version" in body
    assert "superseded" in body and "created" in body  # audit events of each version
    assert body.index(str(first.id)[:8]) < body.index(str(second.id)[:8])
    chain = owner_client.get(f"/memories/{second.id}/", **htmx()).content.decode()
    assert chain.lstrip().startswith('<section id="chain"') and "<html" not in chain
    assert owner_client.get("/memories/not-a-uuid/").status_code == 404


def test_chain_of_a_merge_shows_both_branches(owner_client: Client, acme: Project) -> None:
    items = seed(acme)
    owner_client.post(
        f"/review/{items['near'].id}/merge/",
        {"other": str(items["active"].id), "content": "Billing deploys Tuesday afternoons."},
    )
    merged = Memory.objects.get(content="Billing deploys Tuesday afternoons.")
    body = owner_client.get(f"/memories/{merged.id}/").content.decode()
    assert body.count("merged from") == 2


def test_archive_and_restore_from_the_memory_page(owner_client: Client, acme: Project) -> None:
    memory = memory_remember(project=acme, content="Ada prefers tabs.").memory
    assert owner_client.post(f"/memories/{memory.id}/archive/").status_code == 302
    assert status_of(memory) == "archived"
    assert owner_client.post(f"/memories/{memory.id}/restore/").status_code == 302
    assert status_of(memory) == "active"


def test_memory_browser_lists_filters_and_paginates(owner_client: Client, acme: Project) -> None:
    for n in range(60):
        memory_remember(project=acme, content=f"Fact {n}: Ada likes tea number {n}.")
    first = owner_client.get("/memories/")
    assert first.status_code == 200 and first.content.count(b'class="row"') == 50
    cursor = first.context["page"].next_cursor
    rows = owner_client.get(f"/memories/?cursor={cursor}", **htmx()).content.decode()
    assert rows.count('class="row"') == 10 and "<html" not in rows
    results = owner_client.get("/memories/?status=pending", **htmx()).content.decode()
    assert results.lstrip().startswith('<section id="results"')
    assert "No memories match" in results
    assert b"No memories match" in owner_client.get("/memories/?since=2999-01-01").content
    filtered = owner_client.get("/memories/?type=semantic&actor=user&until=2999-01-01")
    assert filtered.status_code == 200


def test_memory_browser_hybrid_search_leaves_a_trace(owner_client: Client, acme: Project) -> None:
    memory_remember(project=acme, content="Ada Lovelace wrote the first program.")
    memory_remember(project=acme, content="The cafeteria closes at three.")
    response = owner_client.get("/memories/?q=who+wrote+the+first+program")
    body = response.content.decode()
    assert "Ada Lovelace wrote the first program." in body
    trace = response.context["trace"]
    assert trace.kind == "search" and f"/traces/{trace.id}/" in body


def test_events_page(owner_client: Client, acme: Project) -> None:
    CanonicalEvent.objects.create(
        project=acme, session_id="s-1", event_id="e1", kind="message", role="user", content="hi"
    )
    assert b"s-1" in owner_client.get("/events/").content
    body = owner_client.get("/events/?session=s-1").content.decode()
    assert "hi" in body and "user" in body


# --- traces, health, tokens ---------------------------------------------------------------


def test_trace_pages(owner_client: Client, acme: Project) -> None:
    memory_remember(project=acme, content="Ada Lovelace wrote the first program.")
    trace = context_build(project=acme, query="Who wrote the first program?").trace
    listing = owner_client.get("/traces/").content.decode()
    assert f"/traces/{trace.id}/" in listing and "Who wrote the first program?" in listing
    body = owner_client.get(f"/traces/{trace.id}/").content.decode()
    for text in (
        "Route",
        trace.route["route"],
        "Standpoint",
        "Candidates (1)",
        "selected",
        "tokens (",
        "total",
        "The bundle as the model saw it",
        "lexical",
    ):
        assert text in body, text
    assert owner_client.get(f"/traces/{uuid.uuid4()}/").status_code == 404
    partial = owner_client.get(f"/traces/?route={trace.route['route']}", **htmx()).content.decode()
    assert partial.lstrip().startswith('<section id="results"') and str(trace.id) in partial
    reason = trace.candidates[0]["reason"]
    assert str(trace.id) in owner_client.get(f"/traces/?reason={reason}").content.decode()
    assert str(trace.id) not in owner_client.get("/traces/?route=search").content.decode()


def test_health_page(owner_client: Client, acme: Project) -> None:
    body = owner_client.get("/health/").content.decode()
    for name in ("database", "pgvector", "indexes", "embeddings", "extraction", "llm", "broker"):
        assert f"<strong>{name}</strong>" in body
    assert "No extraction model is configured" in body
    assert "turns waiting for extraction" in body and "memories waiting for an embedding" in body


def test_tokens_are_shown_once_and_revocable(owner_client: Client, acme: Project) -> None:
    response = owner_client.post("/tokens/", {"name": "laptop", "role": "agent"})
    secret = response.context["issued"].secret
    assert secret.encode() in response.content and response["Cache-Control"].startswith("max-age=0")
    token = ApiToken.objects.get(name="laptop")
    page = owner_client.get("/tokens/").content
    assert secret.encode() not in page and token.prefix.encode() in page
    body = owner_client.post("/tokens/", {"name": "ci", "role": "owner"}, **htmx()).content
    assert body.lstrip().startswith(b'<div id="tokens-body">') and b"ci" in body
    row = owner_client.post(f"/tokens/{token.id}/revoke/", **htmx()).content.decode()
    assert row.lstrip().startswith(f'<tr id="token-{token.id}" class="revoked">')
    assert ApiToken.objects.get(id=token.id).revoked_at is not None
    response = owner_client.post(f"/tokens/{token.id}/revoke/")
    assert response.status_code == 302


def test_the_owner_pauses_and_resumes_a_token_from_its_row(
    owner_client: Client, acme: Project
) -> None:
    issued = token_issue(project=acme, role="agent", name="claude-code")
    api = Client()
    headers = {"Authorization": f"Bearer {issued.secret}"}
    row = owner_client.post(f"/tokens/{issued.token.id}/pause/", **htmx()).content.decode()
    assert row.lstrip().startswith(f'<tr id="token-{issued.token.id}" class="paused">')
    assert "Resume" in row and ">Pause<" not in row
    refused = api.get("/api/v1/health", headers=headers)
    assert refused.status_code == 403 and refused.json()["error"]["code"] == "paused"
    page = owner_client.get("/tokens/").content.decode()
    assert "paused " in page
    row = owner_client.post(f"/tokens/{issued.token.id}/resume/", **htmx()).content.decode()
    assert ">Pause<" in row and 'class="paused"' not in row
    assert api.get("/api/v1/health", headers=headers).status_code == 200
    events = TokenEvent.objects.filter(token=issued.token).order_by("id")
    assert [e.kind for e in events] == ["issued", "paused", "resumed"]
    assert all(e.actor_label for e in events[1:])
    # Without htmx the page comes back with a message.
    assert owner_client.post(f"/tokens/{issued.token.id}/pause/").status_code == 302


def test_a_memorys_page_lists_the_bundles_that_served_it_with_their_traces(
    owner_client: Client, acme: Project
) -> None:
    served = memory_remember(project=acme, content="The billing queue runs on NATS.").memory
    memory_remember(project=acme, content="The billing team meets on Monday.")
    empty = owner_client.get(f"/memories/{served.id}/").content.decode()
    assert "No context bundle has carried this memory yet." in empty
    agent = token_issue(project=acme, role="agent", name="claude-code").token
    outcome = context_build(
        project=acme,
        query="billing queue",
        route="influence",
        actor_label="token:claude-code",
        token_id=agent.id,
    )
    assert str(served.id) in [str(i) for i in outcome.trace.memory_ids]
    page = owner_client.get(f"/memories/{served.id}/").content.decode()
    log = page[page.index('id="access-heading"') :]
    assert "token:claude-code" in log and "influence" in log
    assert f'<a href="/tokens/{agent.id}/">token:claude-code</a>' in log
    assert f'href="/traces/{outcome.trace.id}/"' in log
    assert owner_client.get(f"/traces/{outcome.trace.id}/").status_code == 200


def test_a_tokens_page_shows_its_use_what_it_was_served_and_its_audit(
    owner_client: Client, acme: Project
) -> None:
    issued = token_issue(project=acme, role="agent", name="claude-code", actor_label="owner")
    other = token_issue(project=acme, role="agent", name="cursor")
    tid = issued.token.id
    memory_remember(project=acme, content="The billing queue runs on NATS.", token_id=tid)
    events_capture(
        project=acme,
        events=[
            EventInput(event_id="e1", session_id="s1", kind="message", role="user", content="hi")
        ],
        token_id=tid,
    )
    served = context_build(project=acme, query="billing queue", token_id=tid)
    search_run(project=acme, query="billing", token_id=tid)
    context_build(project=acme, query="billing queue", token_id=other.token.id)
    listing = owner_client.get("/tokens/").content.decode()
    row = listing[listing.index(f'id="token-{tid}"') :]
    row = row[: row.index("</tr>")]
    assert f'href="/tokens/{tid}/"' in row
    assert '<td class="num">2</td>\n  <td class="num">2</td>' in row  # 2 reads, 2 writes
    page = owner_client.get(f"/tokens/{tid}/").content.decode()
    assert "2 search and context calls" in page and "2 memories created and events" in page
    served_section = page[page.index('id="served-heading"') : page.index('id="audit-heading"')]
    assert served_section.count('href="/traces/') == 1  # its own bundle, not cursor's
    assert f'href="/traces/{served.trace.id}/"' in page
    assert "issued by owner" in page
    assert owner_client.get("/tokens/999999/").status_code == 404


# --- bounded queries ----------------------------------------------------------------------


def _fill(project: Project, n: int) -> None:
    for i in range(n):
        propose(project, f"Pending fact {i} about tea.")
    for i in range(n):
        context_build(project=project, query=f"tea {i}")
    for i in range(n):
        token_issue(project=project, role="agent", name=f"t{i}")


@pytest.mark.parametrize("size", [2, 30])
def test_list_pages_run_a_bounded_number_of_queries(
    owner_client: Client, acme: Project, size: int, django_assert_max_num_queries: Any
) -> None:
    _fill(acme, size)
    for path in [
        "/review/",
        "/review/?type=semantic&min_confidence=0.1",
        "/memories/",
        "/memories/?history=on",
        "/traces/",
        "/tokens/",
        "/events/",
    ]:
        with django_assert_max_num_queries(10):
            assert owner_client.get(path).status_code == 200


def test_health_page_advises_on_a_failing_model_not_on_configuring_one(
    owner_client: Client, acme: Project, settings: Any
) -> None:
    settings.MEMORY_LLM_URL = "http://127.0.0.1:9/v1"
    settings.MEMORY_LLM_MODEL = "stand-in"
    run = capture_turn(acme)
    assert run is not None
    ExtractionRun.objects.filter(id=run.id).update(
        state=ExtractionRun.State.DROPPED,
        attempts=2,
        finished_at=timezone.now(),
        last_error="the answer is not a JSON array",
    )
    body = owner_client.get("/health/").content.decode()
    assert "Extraction is failing: see the last error." in body
    assert "the answer is not a JSON array" in body
    assert "Set MEMORY_LLM_URL" not in body


@pytest.mark.django_db(transaction=True)
def test_a_page_whose_database_is_down_answers_503_in_words(
    owner_client: Client, database_down: None
) -> None:
    response = owner_client.get("/memories/")
    assert response.status_code == 503
    assert response["Retry-After"].isdigit()
    assert response["Content-Type"].startswith("text/html")
    assert b"The database is unavailable" in response.content


def test_the_login_form_and_pages_refuse_large_bodies_before_parsing_them(
    owner_client: Client,
) -> None:
    big = "x" * 2_000_000
    response = Client().post("/login/", {"username": "owner", "password": big})
    assert response.status_code == 413
    assert b"at most 262144" in response.content
    # A signed-in owner's page posts are bounded the same way; ordinary forms pass.
    assert owner_client.post("/review/bulk/", {"note": big}).status_code == 413
    assert Client().post("/login/", {"username": "owner", "password": "wrong"}).status_code == 200
