"""Celery tasks through a real worker on the real Redis broker (no eager mode)."""

from __future__ import annotations

import time

import pytest
from django.conf import settings
from django.test import override_settings

from config.celery import app
from memoryapp.models import Memory, MemoryEvent, Project
from memoryapp.services.propose import memory_propose
from memoryapp.services.review import memory_confirm
from memoryapp.tasks import expire_idle_working_memories
from tests.support import wait_for

pytestmark = pytest.mark.django_db(transaction=True)


def test_beat_runs_the_working_memory_sweeper() -> None:
    entry = settings.CELERY_BEAT_SCHEDULE["expire-idle-working-memories"]
    assert entry["task"] == expire_idle_working_memories.name
    assert entry["task"] in app.tasks


def test_sweeper_expires_idle_sessions_through_a_real_worker(
    project: Project, worker: None
) -> None:
    memory = memory_propose(
        project=project, type="working", content="Drafting the release notes", session_id="s-9"
    ).memory
    memory_confirm(project=project, memory_id=memory.id)
    with override_settings(MEMORY_WORKING_IDLE_SECONDS=0):
        expire_idle_working_memories.delay()
        assert wait_for(lambda: Memory.objects.get(id=memory.id).status == "archived")
        # A duplicate delivery changes nothing more: the task is idempotent.
        expire_idle_working_memories.delay()
        time.sleep(1)
    assert MemoryEvent.objects.filter(memory_id=memory.id, kind="archived").count() == 1
