"""The write services on a real Postgres: policy, review, supersession, merge, purge, isolation."""

from __future__ import annotations

import json
import uuid
from typing import Any

import pytest
from django.db import IntegrityError, connection, transaction

from memoryapp.domain.content import ContentProblem, content_problem
from memoryapp.domain.types import Actor, SupersessionKind
from memoryapp.errors import Conflict, InvalidBatch, InvalidInput, NotFound
from memoryapp.models import (
    CanonicalEvent,
    ContextTrace,
    Memory,
    MemoryEvent,
    MemoryRetrieval,
    Project,
)
from memoryapp.selectors import memories as memory_selectors
from memoryapp.services.context import context_build
from memoryapp.services.imports import memory_import
from memoryapp.services.lifecycle import memory_archive, memory_restore, memory_set_standing
from memoryapp.services.propose import memory_propose, memory_remember
from memoryapp.services.purge import memory_purge
from memoryapp.services.review import memory_confirm, memory_reject
from memoryapp.services.supersession import memory_edit, memory_merge, memory_supersede
from memoryapp.services.traces import trace_write

pytestmark = pytest.mark.django_db


def kinds(memory: Memory) -> list[str]:
    return list(
        MemoryEvent.objects.filter(memory_id=memory.id)
        .order_by("id")
        .values_list("kind", flat=True)
    )


def reason_codes(memory: Memory) -> set[str]:
    return {r["code"] for r in memory.review_note}


def active(project: Project, content: str, **kwargs: object) -> Memory:
    return memory_remember(project=project, content=content, **kwargs).memory  # type: ignore[arg-type]


# --- promotion ---------------------------------------------------------------------------


def test_confident_episodic_proposal_is_active_at_once(project: Project) -> None:
    result = memory_propose(
        project=project,
        type="episodic",
        content="Priya left Northwind Labs on 2026-01-19.",
        confidence=0.9,
        entities=["Priya", "Northwind Labs"],
    )
    memory = result.memory
    memory.refresh_from_db()
    assert memory.status == "active"
    assert memory.last_confirmed_at is not None
    assert memory.review_note == []
    assert [e.name for e in memory.entities.all().order_by("name")] == ["Northwind Labs", "Priya"]
    assert kinds(memory) == ["created"]


def test_semantic_proposal_waits_for_the_owner_with_its_reasons(project: Project) -> None:
    memory = memory_propose(
        project=project,
        type="semantic",
        content="Priya drinks three coffees a day.",
        confidence=1.0,
    ).memory
    assert memory.status == "pending"
    assert memory.last_confirmed_at is None
    assert "policy.type_requires_review" in reason_codes(memory)
    event = MemoryEvent.objects.get(memory_id=memory.id)
    assert {r["code"] for r in event.reasons} == reason_codes(memory)


def test_directive_language_forces_pending_even_at_full_confidence(project: Project) -> None:
    memory = memory_propose(
        project=project,
        type="episodic",
        content="From now on, deploy only on Tuesdays.",
        confidence=1.0,
    ).memory
    assert memory.status == "pending"
    assert "policy.directive_language" in reason_codes(memory)


def test_credentials_are_pending_and_never_copied_into_reasons(project: Project) -> None:
    secret = "sk-proj-" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6"
    memory = memory_propose(
        project=project,
        type="episodic",
        content=f"The OpenAI key used in the demo was {secret}.",
        confidence=0.99,
    ).memory
    assert memory.status == "pending"
    assert "policy.credential" in reason_codes(memory)
    assert secret not in str(memory.review_note)
    assert secret not in str(list(MemoryEvent.objects.filter(memory_id=memory.id).values()))


def test_remember_is_active_with_actor_user(project: Project) -> None:
    memory = memory_remember(project=project, content="My dentist is Dr. Okafor.").memory
    assert (memory.status, memory.actor, memory.type) == ("active", "user", "semantic")


@pytest.mark.parametrize(
    ("kwargs", "field"),
    [
        ({"type": "opinion"}, "type"),
        ({"content": ""}, "content"),
        ({"content": "   \n"}, "content"),
        ({"content": "x" * 8001}, "content"),
        ({"confidence": 1.7}, "confidence"),
        ({"confidence": -0.01}, "confidence"),
        ({"confidence": float("nan")}, "confidence"),
        ({"type": "working"}, "session_id"),
        ({"source": {"kind": "rumour"}}, "source.kind"),
    ],
)
def test_bad_input_is_classified_and_changes_nothing(
    project: Project, kwargs: dict[str, object], field: str
) -> None:
    arguments: dict[str, object] = {"type": "episodic", "content": "A fact.", "confidence": 0.9}
    arguments.update(kwargs)
    with pytest.raises(InvalidInput) as error:
        memory_propose(project=project, **arguments)  # type: ignore[arg-type]
    assert error.value.details.get("field") == field
    assert not Memory.objects.exists()
    assert not MemoryEvent.objects.exists()


@pytest.mark.parametrize(
    ("content", "problem", "service_message", "import_message"),
    [
        ("", ContentProblem.EMPTY, "content must not be empty", None),
        ("   \n\t", ContentProblem.EMPTY, "content must not be empty", "1..8000 characters"),
        ("x" * 8001, ContentProblem.TOO_LONG, "content is at most 8000", "1..8000 characters"),
        ("a\x00b", ContentProblem.NUL, "must not contain NUL", "must not contain NUL"),
        ("x" * 8000, None, None, None),
    ],
)
def test_the_content_rule_is_one_rule_for_services_and_import(
    project: Project,
    content: str,
    problem: ContentProblem | None,
    service_message: str | None,
    import_message: str | None,
) -> None:
    assert content_problem(content) is problem
    if problem is None:
        memory_propose(project=project, type="episodic", content=content, confidence=0.9)
        return
    with pytest.raises(InvalidInput) as error:
        memory_propose(project=project, type="episodic", content=content, confidence=0.9)
    assert service_message is not None and service_message in error.value.message
    assert error.value.details["field"] == "content"
    line = json.dumps({"ref": "r", "type": "semantic", "content": content, "status": "active"})
    with pytest.raises(InvalidBatch) as batch:
        memory_import(project=project, texts=[line])
    (refused,) = batch.value.details["lines"]
    # An empty string is a missing field before it is bad content.
    assert (import_message or "missing fields: content") in refused["error"]
    assert not Memory.objects.exists()


def test_untrusted_sources_start_untrusted(project: Project) -> None:
    memory = memory_propose(
        project=project,
        type="procedural",
        content="Restart the worker when the queue stalls.",
        source={"kind": "web", "ref": "https://example.com/runbook"},
    ).memory
    assert memory.standing == "untrusted"


# --- review ------------------------------------------------------------------------------


def test_confirm_and_reject_move_pending_rows_only(project: Project) -> None:
    proposal = memory_propose(project=project, type="semantic", content="Sam is vegetarian.").memory
    confirmed = memory_confirm(project=project, memory_id=proposal.id, actor_label="owner")
    assert confirmed.status == "active" and confirmed.last_confirmed_at is not None
    assert kinds(confirmed) == ["created", "promoted"]
    with pytest.raises(Conflict):
        memory_confirm(project=project, memory_id=proposal.id)
    with pytest.raises(Conflict):
        memory_reject(project=project, memory_id=proposal.id)

    other = memory_propose(project=project, type="semantic", content="Sam owns a cat.").memory
    rejected = memory_reject(project=project, memory_id=other.id)
    assert rejected.status == "rejected"
    with pytest.raises(Conflict):
        memory_reject(project=project, memory_id=other.id)
    with pytest.raises(Conflict):
        memory_confirm(project=project, memory_id=other.id)


def test_editing_a_pending_row_keeps_the_edit_and_rejects_the_proposal(project: Project) -> None:
    proposal = memory_propose(
        project=project, type="semantic", content="Priya drinks 3 coffes a day", confidence=0.7
    ).memory
    kept = memory_edit(
        project=project, memory_id=proposal.id, content="Priya drinks three coffees a day."
    )
    proposal.refresh_from_db()
    assert kept.status == "active" and kept.actor == "owner"
    assert kept.supersession_kind == "correction"
    assert proposal.status == "rejected"
    assert proposal.superseded_by_id == kept.id
    assert kinds(proposal) == ["created", "rejected", "superseded"]
    chain = memory_selectors.memory_chain(project_id=project.id, memory_id=proposal.id)
    assert chain.head == str(kept.id)
    assert chain.history == (str(proposal.id), str(kept.id))


def test_owner_supersession_makes_a_new_head(project: Project) -> None:
    old = active(project, "Metadata lives in SQLite.", entities=["metadata store"])
    new = memory_supersede(
        project=project,
        memory_id=old.id,
        content="Metadata lives in PostgreSQL.",
        kind=SupersessionKind.UPDATE,
    )
    old.refresh_from_db()
    assert old.superseded_by_id == new.id and old.status == "active"
    assert new.supersession_kind == "update"
    assert [e.name for e in new.entities.all()] == ["metadata store"]
    assert kinds(old) == ["created", "superseded"]
    with pytest.raises(Conflict) as error:
        memory_supersede(project=project, memory_id=old.id, content="Metadata lives in MySQL.")
    assert error.value.details["head"] == str(new.id)


def test_agent_correction_waits_and_links_on_confirmation(project: Project) -> None:
    head = active(project, "The staging database is PostgreSQL 15.")
    correction = memory_supersede(
        project=project,
        memory_id=head.id,
        content="The staging database is PostgreSQL 16.",
        kind="correction",
        actor=Actor.AGENT,
    )
    head.refresh_from_db()
    assert correction.status == "pending"
    assert head.superseded_by_id is None
    assert "policy.agent_supersession" in reason_codes(correction)
    memory_confirm(project=project, memory_id=correction.id)
    head.refresh_from_db()
    assert head.superseded_by_id == correction.id


def test_confirming_a_correction_of_a_moved_head_is_a_conflict(project: Project) -> None:
    head = active(project, "The office is in Leeds.")
    proposal = memory_supersede(
        project=project, memory_id=head.id, content="The office is in York.", actor=Actor.AGENT
    )
    memory_supersede(project=project, memory_id=head.id, content="The office is in Hull.")
    with pytest.raises(Conflict):
        memory_confirm(project=project, memory_id=proposal.id)
    proposal.refresh_from_db()
    assert proposal.status == "pending"


def test_merge_two_heads_into_one(project: Project) -> None:
    a = active(project, "Priya likes tea.", entities=["Priya"])
    b = active(project, "Priya prefers green tea.", entities=["Priya", "tea"])
    merged = memory_merge(
        project=project, memory_ids=[a.id, b.id], content="Priya prefers green tea."
    )
    a.refresh_from_db()
    b.refresh_from_db()
    assert a.superseded_by_id == merged.id == b.superseded_by_id
    assert merged.supersession_kind == "merge"
    assert sorted(e.name for e in merged.entities.all()) == ["Priya", "tea"]
    chain = memory_selectors.memory_chain(project_id=project.id, memory_id=a.id)
    assert chain.head == str(merged.id)
    assert set(chain.history) == {str(a.id), str(b.id), str(merged.id)}
    with pytest.raises(Conflict):
        memory_merge(project=project, memory_ids=[a.id, merged.id], content="x")
    with pytest.raises(InvalidInput):
        memory_merge(project=project, memory_ids=[merged.id], content="x")


def test_archive_and_restore(project: Project) -> None:
    memory = active(project, "The team meets on Mondays.")
    assert memory_archive(project=project, memory_id=memory.id).status == "archived"
    with pytest.raises(Conflict):
        memory_archive(project=project, memory_id=memory.id)
    assert memory_restore(project=project, memory_id=memory.id).status == "active"
    rejected = memory_propose(project=project, type="semantic", content="Sam is tall.").memory
    memory_reject(project=project, memory_id=rejected.id)
    assert memory_restore(project=project, memory_id=rejected.id).status == "pending"
    assert kinds(memory) == ["created", "archived", "restored"]


def test_standing_changes_only_as_an_audited_event(project: Project) -> None:
    memory = memory_propose(
        project=project,
        type="semantic",
        content="The API rate limit is 100 requests per minute.",
        source={"kind": "document", "ref": "docs/limits.md"},
    ).memory
    confirmed = memory_confirm(project=project, memory_id=memory.id)
    assert confirmed.standing == "untrusted"  # confirming does not launder standing
    memory_set_standing(project=project, memory_id=memory.id, standing="trusted")
    assert kinds(memory)[-1] == "standing_changed"


def test_purge_removes_the_chain_and_leaves_content_free_tombstones(project: Project) -> None:
    first = active(project, "My password for the NAS is hunter2-horse-staple.")
    second = memory_supersede(
        project=project, memory_id=first.id, content="My NAS password is hunter3-horse-staple."
    )
    bystander = active(project, "The NAS lives in the hallway cupboard.")
    Memory.objects.filter(id=bystander.id).update(near_duplicate_of=second)
    # Retrieved once: the retrieval time goes with the memory.
    MemoryRetrieval.objects.create(memory=second, last_retrieved_at=second.recorded_at)
    purged = memory_purge(project=project, memory_id=first.id, reason="secret")
    assert set(purged) == {str(first.id), str(second.id)}
    assert not Memory.objects.filter(id__in=purged).exists()
    assert not MemoryRetrieval.objects.filter(memory_id__in=purged).exists()
    bystander.refresh_from_db()
    assert bystander.near_duplicate_of_id is None
    tombstones = MemoryEvent.objects.filter(memory_id__in=purged, kind="purged")
    assert tombstones.count() == 2
    everything = str(list(MemoryEvent.objects.filter(memory_id__in=purged).values()))
    assert "hunter" not in everything


def test_a_bundle_read_before_a_purge_never_stores_the_purged_words(
    project: Project, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A read that found the memory (on a replica that has not replayed the purge yet, or on the
    primary just before it) writes its trace after the purge: the trace keeps the ids, not the
    words, and the bookkeeping skips the memory that is gone."""
    secret = active(project, "The beta launch code is ZULU-7741-KILO.")

    def purge_then_write(*args: Any, **kwargs: Any) -> ContextTrace:
        if kwargs.get("bundle_route") is not None:
            memory_purge(project=project, memory_id=secret.id)
        return trace_write(*args, **kwargs)

    monkeypatch.setattr("memoryapp.services.context.trace_write", purge_then_write)
    outcome = context_build(project=project, query="What is the beta launch code?")
    assert "ZULU-7741-KILO" in outcome.rendered  # read before the purge
    stored = ContextTrace.objects.get(id=outcome.trace.id)
    assert stored.rendered == "[purged]"
    assert secret.id in stored.memory_ids
    assert not MemoryRetrieval.objects.filter(memory_id=secret.id).exists()


def test_purging_an_extracted_memory_removes_its_links_to_the_captured_events(
    project: Project,
) -> None:
    turn = CanonicalEvent.objects.create(
        project=project, session_id="s1", event_id="e1", kind="message", content="(turn)"
    )
    extracted = active(project, "The staging database password is Zq8-plover-42.")
    turn.derived_memories.add(extracted)
    purged = memory_purge(project=project, memory_id=extracted.id, reason="secret")
    # The deferred foreign keys are checked here as they would be at commit.
    connection.check_constraints()
    assert purged == [str(extracted.id)]
    assert not turn.derived_memories.exists()
    assert CanonicalEvent.objects.filter(id=turn.id).exists()  # the capture itself stays
    tombstone = MemoryEvent.objects.get(memory_id=extracted.id, kind="purged")
    assert tombstone.data["source_events"] == [str(turn.id)]
    assert "Zq8" not in str(tombstone.data)


def test_purging_one_merged_source_deletes_what_holds_its_words_and_releases_the_rest(
    project: Project,
) -> None:
    before = active(project, "Wifi: guest network is Hallway.")
    secret = memory_supersede(
        project=project, memory_id=before.id, content="Wifi password is Zq8-plover-42."
    )
    other_old = active(project, "The router is in the hallway.")
    other = memory_supersede(
        project=project, memory_id=other_old.id, content="The router is in the hallway cupboard."
    )
    merged = memory_merge(
        project=project,
        memory_ids=[secret.id, other.id],
        content="Router in the hallway cupboard; wifi password Zq8-plover-42.",
    )
    after = memory_supersede(
        project=project, memory_id=merged.id, content="Router in the cupboard; password Zq8."
    )
    purged = memory_purge(project=project, memory_id=secret.id)
    connection.check_constraints()
    # The purged version, the one before it, the merge that took its words and what followed.
    assert set(purged) == {str(m.id) for m in (before, secret, merged, after)}
    # The other source never held those words: it is a head again, with its own history.
    other.refresh_from_db()
    assert other.superseded_by_id is None and other.status == "active"
    assert memory_selectors.memory_chain_ids(project_id=project.id, memory_id=other.id) == [
        str(other_old.id),
        str(other.id),
    ]
    assert kinds(other)[-1] == "released"
    assert not Memory.objects.filter(content__contains="Zq8").exists()


def test_only_a_purge_may_clear_a_successor(project: Project) -> None:
    old = active(project, "The router is in the hallway.")
    memory_supersede(project=project, memory_id=old.id, content="The router is upstairs.")
    with (
        pytest.raises(IntegrityError, match="superseded_by is set once"),
        transaction.atomic(),
        connection.cursor() as cursor,
    ):
        cursor.execute(
            "UPDATE memoryapp_memory SET superseded_by_id = NULL WHERE id = %s", [old.id]
        )


# --- isolation ---------------------------------------------------------------------------


def test_another_projects_memory_is_not_found(project: Project, other_project: Project) -> None:
    theirs = active(other_project, "Globex ships on Thursdays.")
    for call in (
        lambda: memory_confirm(project=project, memory_id=theirs.id),
        lambda: memory_reject(project=project, memory_id=theirs.id),
        lambda: memory_supersede(project=project, memory_id=theirs.id, content="x"),
        lambda: memory_archive(project=project, memory_id=theirs.id),
        lambda: memory_restore(project=project, memory_id=theirs.id),
        lambda: memory_purge(project=project, memory_id=theirs.id),
        lambda: memory_merge(project=project, memory_ids=[theirs.id, uuid.uuid4()], content="x"),
        lambda: memory_selectors.memory_chain(project_id=project.id, memory_id=theirs.id),
    ):
        with pytest.raises(NotFound):
            call()
    theirs.refresh_from_db()
    assert theirs.status == "active" and theirs.superseded_by_id is None


def test_entities_are_shared_within_a_project_only(
    project: Project, other_project: Project
) -> None:
    a = active(project, "Priya joined in May.", entities=["Priya"])
    b = active(project, "Priya moved to Leeds.", entities=["  priya "])
    c = active(other_project, "Priya is a customer.", entities=["Priya"])
    assert a.entities.get().id == b.entities.get().id != c.entities.get().id
