"""Working memories expire with their session: out of retrieval, kept in the audit."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from memoryapp.models import CanonicalEvent, MemoryEvent, Project
from memoryapp.selectors import memories as memory_selectors
from memoryapp.services.propose import memory_propose
from memoryapp.services.review import memory_confirm
from memoryapp.services.working import working_expire_idle, working_session_expire

pytestmark = pytest.mark.django_db


def working(project: Project, session: str, content: str, *, confirm: bool = True) -> str:
    memory = memory_propose(
        project=project, type="working", content=content, session_id=session, confidence=0.9
    ).memory
    if confirm:
        memory_confirm(project=project, memory_id=memory.id)
    return str(memory.id)


def live_ids(project: Project) -> set[str]:
    return {
        str(m.id) for m in memory_selectors.memory_heads(project=project).filter(status="active")
    }


def test_ending_a_session_expires_its_working_memories(project: Project) -> None:
    mine = working(project, "s-1", "Currently editing config/settings.py")
    proposal = working(project, "s-1", "The user wants the diff shown first", confirm=False)
    other = working(project, "s-2", "Debugging the login page")
    assert working_session_expire(project=project, session_id="s-1") == 2
    assert live_ids(project) == {other}
    expiry = MemoryEvent.objects.filter(memory_id__in=[mine, proposal], actor="system")
    assert {(str(e.memory_id), e.kind, e.reasons[0]["code"]) for e in expiry} == {
        (mine, "archived", "working.session_ended"),
        (proposal, "rejected", "working.session_ended"),
    }
    # Running it again is a no-op: nothing live is left in that session.
    assert working_session_expire(project=project, session_id="s-1") == 0


def test_idle_sessions_expire_after_the_configured_time(project: Project) -> None:
    quiet = working(project, "quiet", "Waiting for the build")
    busy = working(project, "busy", "Reviewing pull request 42")
    now = timezone.now()
    CanonicalEvent.objects.create(
        project=project,
        session_id="busy",
        event_id="e-1",
        kind="message",
        role="user",
        content="still here",
        observed_at=now + timedelta(hours=2),
    )
    assert working_expire_idle(now=now + timedelta(minutes=30), idle_seconds=3600) == 0
    assert working_expire_idle(now=now + timedelta(hours=2), idle_seconds=3600) == 1
    assert live_ids(project) == {busy}
    assert working_expire_idle(now=now + timedelta(hours=3, minutes=1), idle_seconds=3600) == 1
    assert live_ids(project) == set()
    assert MemoryEvent.objects.filter(memory_id=quiet, kind="archived").exists()
