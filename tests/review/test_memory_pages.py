"""The memory browser, one memory's chain and access log, and the captured events."""

from __future__ import annotations

import json

import pytest
from django.test import Client

from memoryapp.models import CanonicalEvent, Memory, Project
from memoryapp.services.context import context_build
from memoryapp.services.propose import memory_remember
from memoryapp.services.sources import IngestRequest, SourceFile, source_ingest
from memoryapp.services.supersession import memory_edit
from memoryapp.services.tokens import token_issue
from review.views.memories import word_diff
from tests.review.conftest import htmx, seed
from tests.review.helpers import status_of

pytestmark = pytest.mark.django_db


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


def test_a_document_chunks_page_names_its_file_anchor_and_commit_for_each_version(
    owner_client: Client, acme: Project
) -> None:
    commit = "a" * 40
    first = SourceFile(path="docs/db.md", data=b"## Decision\n\nPostgreSQL.\n", commit=commit)
    source_ingest(request=IngestRequest(project=acme, root="repo", files=[first]))
    moved = SourceFile(path="docs/adr/0017.md", data=first.data)
    changed = SourceFile(path="docs/adr/0017.md", data=b"## Decision\n\nCockroachDB.\n")
    for source in (moved, changed):
        source_ingest(request=IngestRequest(project=acme, root="repo", files=[source]))
    head = Memory.objects.get(superseded_by__isnull=True, status="active")
    body = owner_client.get(f"/memories/{head.id}/").content.decode()
    assert "docs/db.md#decision" in body and "docs/adr/0017.md#decision" in body
    assert "aaaaaaaaaa" in body and "<ins>CockroachDB.</ins>" in body


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


# --- subjects -----------------------------------------------------------------------------


def test_the_owner_sets_and_clears_a_subject_from_the_memory_page(
    owner_client: Client, acme: Project
) -> None:
    memory = memory_remember(project=acme, content="The billing queue runs on NATS.").memory
    page = owner_client.get(f"/memories/{memory.id}/")
    assert b'name="subject"' in page.content
    response = owner_client.post(
        f"/memories/{memory.id}/subject/", {"subject": "Billing Queue"}, follow=True
    )
    assert b"Subject set to billing.queue" in response.content
    memory.refresh_from_db()
    assert memory.subject == "billing.queue"
    bad = owner_client.post(f"/memories/{memory.id}/subject/", {"subject": "a,b"}, follow=True)
    assert b"a subject holds only" in bad.content
    memory.refresh_from_db()
    assert memory.subject == "billing.queue"
    owner_client.post(f"/memories/{memory.id}/subject/", {"subject": ""})
    memory.refresh_from_db()
    assert memory.subject == ""


def test_a_state_trace_has_a_page(owner_client: Client, acme: Project) -> None:
    from memoryapp.services.state import state_read

    memory = memory_remember(
        project=acme, content="The billing queue runs on NATS.", subject="billing.queue"
    ).memory
    trace = state_read(project=acme, subject="billing.queue").trace
    page = owner_client.get(f"/traces/{trace.id}/")
    assert page.status_code == 200
    assert str(memory.id)[:8].encode() in page.content
    assert b"selected.current" in page.content


def test_a_procedures_chain_and_trace_say_it_is_replaced_whole(
    owner_client: Client, acme: Project
) -> None:
    from memoryapp.services.supersession import memory_supersede

    first = memory_remember(
        project=acme, content="To release: tag, build, publish.", type="procedural"
    ).memory
    second = memory_supersede(
        project=acme, memory_id=first.id, content="To release: run the release workflow."
    )
    page = owner_client.get(f"/memories/{second.id}/")
    assert b"A procedure is replaced whole" in page.content
    trace = context_build(project=acme, query="How do I release?", route="recall").trace
    assert trace.config["on_conflict"]["procedural"] == "replace_wholesale"
    assert trace.config["on_conflict"]["episodic"] == "keep_both"
    page = owner_client.get(f"/traces/{trace.id}/")
    # Recall keeps history: the old version is a candidate, and marked so.
    assert [c["memory_id"] for c in trace.candidates if c["temporal_status"] == "superseded"] == [
        str(first.id)
    ]
    assert b"(replaced whole)" in page.content
    fact = memory_remember(project=acme, content="The release branch is main.").memory
    assert b"A procedure is replaced whole" not in owner_client.get(f"/memories/{fact.id}/").content


def test_a_subjects_page_shows_its_state_now_and_on_a_day(
    owner_client: Client, acme: Project
) -> None:
    from memoryapp.services.imports import memory_import

    lines = [
        {
            "ref": "r",
            "type": "semantic",
            "content": "The billing queue runs on RabbitMQ.",
            "status": "active",
            "subject": "billing.queue",
            "recorded_at": "2026-01-05T09:00:00Z",
            "valid_from": "2026-01-05T09:00:00Z",
        },
        {
            "ref": "n",
            "type": "semantic",
            "content": "The billing queue runs on NATS.",
            "status": "active",
            "recorded_at": "2026-03-01T09:00:00Z",
            "valid_from": "2026-03-01T09:00:00Z",
            "supersedes": "r",
        },
    ]
    ids = memory_import(project=acme, texts=[json.dumps(line) for line in lines])
    memory_page = owner_client.get(f"/memories/{ids['n']}/").content
    assert b'href="/subjects/billing.queue/"' in memory_page
    now = owner_client.get("/subjects/billing.queue/")
    assert now.status_code == 200
    body = now.content.decode()
    assert "Current value" in body
    current = body.split("Current value")[1].split("</section>")[0]
    assert "NATS" in current and "RabbitMQ" not in current
    february = owner_client.get("/subjects/billing.queue/?valid_at=2026-02-01").content.decode()
    value = february.split("Value on 2026-02-01")[1].split("</section>")[0]
    assert "RabbitMQ" in value
    bad = owner_client.get("/subjects/billing.queue/?valid_at=someday", follow=True)
    assert b"is not a day" in bad.content
    assert owner_client.get("/subjects/not,a,key/").status_code == 404
