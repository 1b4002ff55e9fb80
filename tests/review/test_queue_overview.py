"""The overview says how old the review queue is and what was kept out of it this week:
repeats folded into a waiting card and repeats of a rejection rejected at once (issue 32)."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest
from django.test import Client
from django.utils import timezone

from memoryapp.models import Memory, Project, ProposalRepeat
from review.overview import queue_health
from tests.review.test_triage import card

pytestmark = pytest.mark.django_db


def repeat_of(memory: Memory, *, days_ago: float) -> ProposalRepeat:
    return ProposalRepeat.objects.create(
        memory=memory,
        project=memory.project,
        content=memory.content,
        actor="extractor",
        source={"kind": "conversation"},
        recorded_at=timezone.now() - timedelta(days=days_ago),
    )


def stat(body: str, name: str) -> str:
    found = re.search(rf'id="queue-{name}"><span class="stat-n">(?:<a [^>]+>)?([^<]+)<', body)
    assert found is not None, name
    return found.group(1)


def test_the_queue_age_and_this_weeks_folds_and_automatic_rejections(
    owner_client: Client, project: Project
) -> None:
    minutes = 60 * 24
    oldest = card(project, "Ada drinks green tea.", ago=3 * minutes + 5)
    card(project, "Ada cycles to work.", ago=minutes)
    card(project, "Ada bakes bread.", ago=120)
    card(project, "Long decided.", ago=30 * minutes, status="active")
    repeat_of(oldest, days_ago=1)
    repeat_of(oldest, days_ago=6.5)
    repeat_of(oldest, days_ago=8)  # before the week
    no = card(project, "The user enjoys HTTP caching.", status="rejected", ago=20 * minutes)
    card(project, "The user enjoys HTTP caching!", status="rejected", repeat_of=no, ago=60)
    card(project, "The user enjoys caching.", status="rejected", repeat_of=no, ago=9 * minutes)

    health = queue_health(project=project, now=timezone.now())
    assert health.oldest is not None and health.median is not None
    assert timedelta(days=3) < health.oldest < timedelta(days=3, minutes=10)
    assert timedelta(hours=23, minutes=59) < health.median < timedelta(days=1, minutes=5)
    assert (health.folded, health.auto_rejected) == (2, 1)

    body = owner_client.get("/overview/").content.decode()
    assert stat(body, "oldest") == "3 d 0 h"
    assert stat(body, "median") in ("1 d 0 h", "23 h 59 min")
    assert stat(body, "folded") == "2"
    assert stat(body, "auto-rejected") == "1"


def test_an_empty_queue_has_no_age(owner_client: Client, project: Project) -> None:
    health = queue_health(project=project, now=timezone.now())
    assert (health.oldest, health.median, health.folded, health.auto_rejected) == (None, None, 0, 0)
    body = owner_client.get("/overview/").content.decode()
    assert stat(body, "oldest") == "\N{EN DASH}"
