"""Traces, health and tokens through the Django test client, and the queries each list page
adds whatever its length."""

from __future__ import annotations

import uuid
from typing import Any

import pytest
from django.test import Client
from django.utils import timezone

from memoryapp.models import ApiToken, ExtractionRun, Project, TokenEvent
from memoryapp.services.context import context_build, search_run
from memoryapp.services.events import EventInput, events_capture
from memoryapp.services.propose import memory_remember
from memoryapp.services.tokens import token_issue
from tests.review.conftest import htmx, propose
from tests.review.helpers import page_queries
from tests.services.test_extraction import capture_turn

pytestmark = pytest.mark.django_db


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


def test_a_session_trace_says_what_it_carried_and_the_next_why_it_left_it_out(
    owner_client: Client, acme: Project
) -> None:
    memory_remember(project=acme, content="Ada Lovelace wrote the first program.")
    query = "Who wrote the first program?"
    first = context_build(project=acme, query=query, session_id="turns").trace
    second = context_build(project=acme, query=query, session_id="turns").trace
    body = owner_client.get(f"/traces/{first.id}/").content.decode()
    assert "turns" in body and "1 carried, left out of the session" in body
    later = owner_client.get(f"/traces/{second.id}/").content.decode()
    assert "dedup.already_in_session" in later and "0 carried" in later
    fresh = context_build(project=acme, query=query, session_id="turns", session_fresh=True)
    assert "fresh context" in owner_client.get(f"/traces/{fresh.trace.id}/").content.decode()
    filtered = owner_client.get("/traces/?reason=dedup.already_in_session").content.decode()
    assert str(second.id) in filtered and str(first.id) not in filtered


def test_health_page(owner_client: Client, acme: Project) -> None:
    body = owner_client.get("/health/").content.decode()
    for name in ("database", "pgvector", "indexes", "embeddings", "extraction", "llm", "broker"):
        assert f"<strong>{name}</strong>" in body
    assert "No extraction model is configured" in body
    assert "turns waiting for extraction" in body and "memories waiting for an embedding" in body
    assert "typed events waiting" in body and "arrived out of order" in body


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


def test_the_owner_lets_an_agent_token_ingest_from_its_row_and_stops_it(
    owner_client: Client, acme: Project
) -> None:
    issued = token_issue(project=acme, role="agent", name="claude-code")
    url = f"/tokens/{issued.token.id}/ingest/"
    row = owner_client.post(url, {"allowed": "1"}, **htmx()).content.decode()
    assert "may ingest" in row and ">Stop ingest<" in row
    issued.token.refresh_from_db()
    assert issued.token.ingest_allowed_at is not None
    row = owner_client.post(url, {"allowed": "0"}, **htmx()).content.decode()
    assert "may ingest" not in row and ">Allow ingest<" in row
    kinds = TokenEvent.objects.filter(token=issued.token).order_by("id").values_list("kind")
    assert [k for (k,) in kinds] == ["issued", "ingest_allowed", "ingest_withdrawn"]
    owner = token_issue(project=acme, role="owner", name="me")
    assert (
        "Allow ingest"
        not in owner_client.get("/tokens/")
        .content.decode()
        .split(f'id="token-{owner.token.id}"')[1]
        .split("</tr>")[0]
    )


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
    owner_client: Client, acme: Project, size: int
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
        with page_queries() as queries:
            assert owner_client.get(path).status_code == 200
        assert len(queries) <= 8, (path, queries)


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
