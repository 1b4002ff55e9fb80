"""Who may change an existing memory at once, through the services on a real Postgres: a
typed event is reduced with its own capturer's authority, never that of the capture that
unblocked it, and a change relayed by an agent as the user's words waits for the owner."""

from __future__ import annotations

import importlib

import pytest
from django.db import connection

from memoryapp.domain.types import Actor
from memoryapp.models import CanonicalEvent, Memory, Project
from memoryapp.services.events import EventInput, events_capture
from memoryapp.services.propose import memory_remember
from memoryapp.services.tokens import token_issue

pytestmark = pytest.mark.django_db


def decision(event_id: str, value: str, *supersedes: str) -> EventInput:
    return EventInput(
        event_id=event_id,
        session_id="s1",
        kind="decision",
        subject="deploy.host",
        value=value,
        supersedes=supersedes,
    )


def test_each_typed_event_is_reduced_as_its_own_capturer(project: Project) -> None:
    events_capture(
        project=project,
        events=[decision("a1", "evil.example", "o1")],
        actor=Actor.AGENT,
        actor_label="token:agent",
    )
    waiting = CanonicalEvent.objects.get(event_id="a1")
    assert (waiting.actor, waiting.actor_label, waiting.reduction_state) == (
        "agent",
        "token:agent",
        "waiting",
    )
    events_capture(
        project=project,
        events=[decision("o1", "prod.example")],
        actor=Actor.OWNER,
        actor_label="token:owner",
    )
    owners = Memory.objects.get(content="Decided for deploy.host: prod.example")
    agents = Memory.objects.get(content="Decided for deploy.host: evil.example")
    assert (owners.actor, owners.status, owners.superseded_by_id) == ("owner", "active", None)
    assert (agents.actor, agents.actor_label, agents.status) == ("agent", "token:agent", "pending")
    assert agents.supersedes_on_confirm_id == owners.id


def test_a_relayed_change_of_a_subject_waits_and_the_users_own_applies(project: Project) -> None:
    head = memory_remember(
        project=project,
        content="The deploy host is prod.example.",
        subject="deploy.host",
        relayed_by_agent=False,
    ).memory
    relayed = memory_remember(
        project=project, content="The deploy host is now evil.example.", subject="deploy.host"
    )
    assert relayed.memory.status == "pending"
    assert "policy.relayed_change" in relayed.decision.codes
    assert relayed.memory.supersedes_on_confirm_id == head.id
    head.refresh_from_db()
    assert head.superseded_by_id is None
    own = memory_remember(
        project=project,
        content="The deploy host is now staging.example.",
        subject="deploy.host",
        relayed_by_agent=False,
    ).memory
    head.refresh_from_db()
    assert own.status == "active" and head.superseded_by_id == own.id


def test_events_captured_before_the_upgrade_take_their_tokens_role(project: Project) -> None:
    owner = token_issue(project=project, role="owner", name="laptop").token
    agent = token_issue(project=project, role="agent").token
    for event_id, token in (("o1", owner), ("a1", agent)):
        events_capture(project=project, events=[decision(event_id, "x")], token_id=token.id)
    backfill = importlib.import_module("memoryapp.migrations.0025_event_capturer").BACKFILL
    with connection.cursor() as cursor:
        # As the rows were before migration 0025 (no capturer recorded, and no guard yet: 0027
        # keeps the capturer fixed once recorded); the test's transaction undoes the ALTER.
        cursor.execute("SET CONSTRAINTS ALL IMMEDIATE")  # no pending FK checks on the table
        cursor.execute("ALTER TABLE memoryapp_canonicalevent DISABLE TRIGGER event_guard_capturer")
        CanonicalEvent.objects.update(actor="agent", actor_label="")
        cursor.execute(backfill)
    stored = {e.event_id: (e.actor, e.actor_label) for e in CanonicalEvent.objects.all()}
    assert stored == {"o1": ("owner", "token:laptop"), "a1": ("agent", f"token:{agent.prefix}")}
