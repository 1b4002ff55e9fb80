"""Fixtures for the owner's UI: an owner account, a logged-in client, pending memories."""

from __future__ import annotations

from typing import Any

import pytest
from django.contrib.auth import get_user_model
from django.test import Client

from memoryapp.domain.types import Actor
from memoryapp.models import Memory, Project
from memoryapp.services.propose import memory_propose

PASSWORD = "correct-horse-battery"
XSS = "<script>alert(1)</script> and <img src=x onerror=alert(2)>"


@pytest.fixture
def owner_user(db: None) -> Any:
    return get_user_model().objects.create_user(
        username="owner", password=PASSWORD, is_staff=True, is_superuser=True
    )


@pytest.fixture
def owner_client(owner_user: Any, acme: Project) -> Client:
    client = Client()
    client.force_login(owner_user)
    return client


def propose(project: Project, content: str, **kwargs: Any) -> Memory:
    """A pending proposal through the real policy (semantic facts always wait)."""
    kwargs.setdefault("type", "semantic")
    kwargs.setdefault("confidence", 0.6)
    kwargs.setdefault("actor", Actor.EXTRACTOR)
    memory = memory_propose(project=project, content=content, **kwargs).memory
    assert memory.status == "pending", memory.review_note
    return memory


def htmx(**extra: Any) -> dict[str, Any]:
    return {"HTTP_HX_REQUEST": "true", **extra}


def seed(project: Project) -> dict[str, Memory]:
    """A small, realistic queue: a near-duplicate of an active memory, a directive, a secret."""
    from memoryapp.services.propose import memory_remember

    active = memory_remember(
        project=project,
        content="The team deploys the billing service on Tuesdays.",
        entities=["billing service"],
    ).memory
    return {
        "active": active,
        "near": propose(
            project,
            "The team deploys the billing service every Tuesday afternoon.",
            near_duplicate_of=active.id,
            source={"kind": "conversation", "ref": "sess-42/turn-3"},
        ),
        "directive": propose(
            project,
            "From now on, always run the linter before committing.",
            type="procedural",
            confidence=0.9,
        ),
        "secret": propose(
            project,
            "The deploy token is ghp_abcdefghijklmnopqrstuvwxyz0123456789.",
            type="episodic",
            confidence=0.95,
        ),
        "xss": propose(project, XSS),
    }
