"""Management commands: the owner account, the demo history, and /healthz."""

from __future__ import annotations

from io import StringIO

import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.test import Client

from memoryapp.models import Memory, MemoryEvent, Project
from memoryapp.selectors import memories as memory_selectors

pytestmark = pytest.mark.django_db


def run(*args: str) -> str:
    out = StringIO()
    call_command(*args, stdout=out)
    return out.getvalue()


def test_ensure_owner_generates_a_password_once(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("MEMORY_OWNER_PASSWORD", raising=False)
    first = run("ensure_owner")
    assert "Created the owner account 'owner' with password:" in first
    password = first.split("password: ")[1].split()[0]
    owner = get_user_model().objects.get(username="owner")
    assert owner.is_superuser and owner.check_password(password)
    second = run("ensure_owner")
    assert "password" not in second.lower()
    owner.refresh_from_db()
    assert owner.check_password(password)


def test_ensure_owner_takes_the_password_from_the_environment(
    monkeypatch: pytest.MonkeyPatch, settings: object
) -> None:
    monkeypatch.setenv("MEMORY_OWNER_PASSWORD", "correct horse battery")
    settings.MEMORY_OWNER_USERNAME = "ada"  # type: ignore[attr-defined]
    output = run("ensure_owner")
    assert "correct horse battery" not in output
    assert get_user_model().objects.get(username="ada").check_password("correct horse battery")
    monkeypatch.setenv("MEMORY_OWNER_PASSWORD", "a new passphrase")
    run("ensure_owner")
    assert get_user_model().objects.get(username="ada").check_password("a new passphrase")


def test_seed_demo_builds_a_living_history_once() -> None:
    assert "Seeded project 'demo'" in run("seed_demo")
    project = Project.objects.get(slug="demo")
    memories = Memory.objects.filter(project=project)
    statuses = {m.status for m in memories}
    assert {"active", "pending"} <= statuses
    assert memories.filter(status="pending").count() >= 4
    assert memories.filter(near_duplicate_of__isnull=False).count() == 1
    directive = memories.get(content__startswith="From now on")
    assert directive.status == "pending"
    assert "policy.directive_language" in {r["code"] for r in directive.review_note}
    sqlite = memories.get(content__contains="SQLite")
    chain = memory_selectors.memory_chain(project_id=project.id, memory_id=sqlite.id)
    head = memories.get(id=chain.head)
    assert "PostgreSQL" in head.content and head.supersession_kind == "update"
    coffee_head = memories.get(content__contains="three coffees")
    assert coffee_head.superseded_by_id is None
    episodes = memories.filter(type="episodic", content__contains="Northwind")
    assert episodes.count() == 2 and all(e.status == "active" for e in episodes)
    assert memories.filter(type="working").exclude(session_id="").count() == 1
    assert MemoryEvent.objects.filter(project=project).count() > memories.count()

    count = memories.count()
    assert "nothing to do" in run("seed_demo")
    assert Memory.objects.filter(project=project).count() == count


def test_healthz_answers_ok_when_the_database_answers() -> None:
    response = Client().get("/healthz")
    assert response.status_code == 200
    assert response.json() == {"status": "ok"}


@pytest.mark.django_db(transaction=True)
def test_healthz_says_unavailable_when_the_database_fails(database_down: None) -> None:
    response = Client().get("/healthz")
    assert response.status_code == 503
    assert response.json() == {"status": "unavailable", "failing": "database"}
    assert response["Retry-After"].isdigit()
