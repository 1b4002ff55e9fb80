"""Lifecycle jobs with real time arithmetic: stale memories are archived, and only those."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.conf import settings as django_settings
from django.utils import timezone

from memoryapp.models import (
    BundleEvent,
    ContextTrace,
    Memory,
    MemoryEvent,
    MemoryRetrieval,
    Project,
)
from memoryapp.services.context import context_build, search_run
from memoryapp.services.lifecycle import memory_archive_stale, memory_restore, trace_prune_expired
from memoryapp.services.propose import memory_propose, memory_remember

pytestmark = pytest.mark.django_db


def test_memories_unused_for_the_configured_days_are_archived(project: Project, settings) -> None:
    # The owner has named episodic: without that it would never be archived (see below).
    settings.MEMORY_ARCHIVE_AFTER_DAYS = {"*": 180, "episodic": 365}
    fact = memory_remember(
        project=project, content="The office plants need water on Fridays."
    ).memory
    used = memory_remember(project=project, content="The VPN endpoint is vpn.example.com.").memory
    episode = memory_propose(
        project=project, type="episodic", content="The team offsite was in Lisbon.", confidence=0.9
    ).memory
    working = memory_propose(
        project=project, type="working", content="Reviewing the offsite budget.", session_id="s"
    ).memory
    now = timezone.now()
    MemoryRetrieval.objects.create(memory=used, last_retrieved_at=now + timedelta(days=100))

    assert memory_archive_stale(now=now + timedelta(days=179)) == 0
    assert memory_archive_stale(now=now + timedelta(days=181)) == 1
    statuses = dict(Memory.objects.values_list("id", "status"))
    assert statuses[fact.id] == "archived"
    assert statuses[used.id] == "active"  # retrieved on day 100: 81 days idle
    assert statuses[episode.id] == "active"  # episodic keeps 365 days here
    assert statuses[working.id] == "pending"  # working memories follow their session
    event = MemoryEvent.objects.get(memory_id=fact.id, kind="archived")
    assert (event.actor, event.reasons[0]["code"]) == ("system", "lifecycle.stale")

    # Idempotent: a second run changes nothing; the owner can bring the memory back.
    assert memory_archive_stale(now=now + timedelta(days=181)) == 0
    assert memory_restore(project=project, memory_id=fact.id).status == "active"
    assert memory_archive_stale(now=now + timedelta(days=366)) == 3


def test_episodic_memories_do_not_expire_unless_the_owner_says_so(
    project: Project, settings
) -> None:
    settings.MEMORY_ARCHIVE_AFTER_DAYS = {"*": 30}
    episode = memory_propose(
        project=project, type="episodic", content="We shipped v2 on a Friday.", confidence=0.9
    ).memory
    procedure = memory_propose(
        project=project, type="procedural", content="To release: tag, build, publish."
    ).memory
    Memory.objects.filter(id=procedure.id).update(status="active")
    later = timezone.now() + timedelta(days=1000)
    assert memory_archive_stale(now=later) == 1
    statuses = dict(Memory.objects.values_list("id", "status"))
    assert statuses[episode.id] == "active"  # what happened stays true
    assert statuses[procedure.id] == "archived"


def test_the_archive_setting_reads_a_default_and_named_types(monkeypatch) -> None:
    from config.settings import env_days
    from memoryapp.domain.types import archive_after_days

    monkeypatch.setenv("X_DAYS", "90,episodic=400")
    days = env_days("X_DAYS", 180)
    assert days == {"*": 90, "episodic": 400}
    assert [
        archive_after_days(t, days) for t in ("episodic", "semantic", "procedural", "working")
    ] == [
        400,
        90,
        90,
        None,
    ]
    monkeypatch.setenv("X_DAYS", "semantic=60")
    assert env_days("X_DAYS", 180) == {"*": 180, "semantic": 60}


@pytest.mark.django_db
def test_traces_past_their_retention_are_pruned_and_the_rest_kept(
    project: Project, settings
) -> None:
    memory_remember(project=project, content="The build farm runs on Fridays.")
    old = [search_run(project=project, query="build farm").trace for _ in range(3)]
    old.append(context_build(project=project, query="build farm").trace)
    recent = search_run(project=project, query="build farm").trace
    ContextTrace.objects.filter(id__in=[t.id for t in old]).update(
        created_at=timezone.now() - timedelta(days=91)
    )
    settings.MEMORY_TRACE_RETENTION_DAYS = 0
    assert trace_prune_expired() == 0  # 0 keeps every trace
    settings.MEMORY_TRACE_RETENTION_DAYS = 90
    assert trace_prune_expired(batch=2) == 4
    assert list(ContextTrace.objects.values_list("id", flat=True)) == [recent.id]
    assert trace_prune_expired() == 0
    # The audit of what the bundle carried stays.
    assert BundleEvent.objects.exists()
    assert "prune-traces" in django_settings.CELERY_BEAT_SCHEDULE
