"""The owner's open-loops page."""

from __future__ import annotations

import pytest
from django.test import Client

from memoryapp.models import Memory, Project
from memoryapp.services.propose import memory_remember

pytestmark = pytest.mark.django_db


def test_the_owner_sees_open_and_closed_loops(owner_client: Client, acme: Project) -> None:
    promise = memory_remember(
        project=acme, content="We will rotate the API keys before the audit."
    ).memory
    started = memory_remember(
        project=acme, content="We started migrating the queue.", subject="billing.queue"
    ).memory
    memory_remember(project=acme, content="The office is in Lisbon.")
    page = owner_client.get("/loops/")
    assert page.status_code == 200
    assert b"We will rotate the API keys" in page.content
    assert f"/memories/{promise.id}/".encode() in page.content
    assert b"The office is in Lisbon" not in page.content
    assert b'aria-current="page">open (2)' in page.content
    # The user's own word (an agent relaying it would wait for the owner: a change of a head).
    done = memory_remember(
        project=acme,
        content="The queue migration is finished.",
        subject="billing.queue",
        relayed_by_agent=False,
    ).memory
    closed = owner_client.get("/loops/?status=done")
    assert b"We started migrating the queue." in closed.content
    assert f"/memories/{done.id}/".encode() in closed.content
    assert str(started.id).encode() in closed.content
    assert owner_client.get("/loops/?status=nonsense").status_code == 200  # shows the open ones


def test_an_untrusted_loop_is_labelled_on_the_page(owner_client: Client, acme: Project) -> None:
    memory_remember(project=acme, content="We will rotate the API keys before the audit.")
    page = owner_client.get("/loops/").content.decode()
    assert "untrusted</span>" not in page
    Memory.objects.filter(project=acme).update(standing="untrusted")
    page = owner_client.get("/loops/").content.decode()
    assert (
        'We will rotate the API keys before the audit.</a> <span class="meta">untrusted</span>'
        in page
    )
