"""Export: the project as JSON lines in the import format. Exporting and importing into an
empty project rebuilds the same chains, statuses, times, standing and entities, and the same
/context answers."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from django.utils import timezone

from memoryapp.domain.types import Actor, SourceKind, SupersessionKind
from memoryapp.models import Memory, Project, ProposalRepeat
from memoryapp.services.embeddings import memory_embed_batch
from memoryapp.services.lifecycle import memory_archive
from memoryapp.services.propose import memory_propose, memory_remember
from memoryapp.services.review import memory_reject
from memoryapp.services.supersession import memory_merge, memory_supersede
from tests.api.conftest import ApiClient, error_code, make

pytestmark = pytest.mark.django_db


def build_history(project: Project) -> None:
    """Every shape an export must carry: chains of each kind, every status, standing, times."""
    db = memory_remember(
        project=project,
        content="The billing queue runs on RabbitMQ.",
        entities=["billing"],
        subject="billing.queue",
    ).memory
    memory_supersede(
        project=project,
        memory_id=db.id,
        content="The billing queue runs on NATS.",
        kind=SupersessionKind.UPDATE,
        valid_from=timezone.now() - timedelta(days=3),
        actor=Actor.OWNER,
        actor_label="owner",
    )
    typo = memory_remember(project=project, content="Ada's birthday is 3 Mya.").memory
    memory_supersede(
        project=project,
        memory_id=typo.id,
        content="Ada's birthday is 3 May.",
        kind=SupersessionKind.CORRECTION,
        entities=["Ada Lovelace", "birthdays"],
        actor=Actor.OWNER,
        actor_label="owner",
    )
    left = memory_remember(project=project, content="Sam likes green tea.").memory
    right = memory_remember(project=project, content="Sam drinks tea at four.").memory
    memory_merge(
        project=project,
        memory_ids=[left.id, right.id],
        content="Sam drinks green tea at four.",
        actor=Actor.OWNER,
        actor_label="owner",
    )
    pending = memory_propose(
        project=project, type="semantic", content="Priya moved to Lisbon.", confidence=0.6
    ).memory
    rejected = memory_propose(
        project=project, type="semantic", content="The office is on Mars.", confidence=0.6
    ).memory
    memory_reject(project=project, memory_id=rejected.id, actor_label="owner")
    # Said again: the repeat of a rejection is stored rejected naming it; the repeat of a
    # pending card folds into it.
    again = memory_propose(
        project=project, type="semantic", content="The office is on Mars!", session_id="s-2"
    ).memory
    assert again.repeat_of_id == rejected.id
    memory_propose(
        project=project,
        type="semantic",
        content="Priya moved to Lisbon.",
        confidence=0.7,
        session_id="s-3",
        source={"kind": SourceKind.CONVERSATION.value, "ref": "turn-9"},
    )
    archived = memory_remember(project=project, content="The old VPN is vpn1.").memory
    memory_archive(project=project, memory_id=archived.id, actor_label="owner")
    memory_propose(
        project=project,
        type="semantic",
        content="The API rate limit is 600 requests a minute.",
        confidence=0.95,
        source={"kind": SourceKind.WEB.value, "ref": "https://docs.example/limits"},
        valid_from=datetime(2026, 1, 1, tzinfo=UTC),
        valid_to=datetime(2027, 1, 1, tzinfo=UTC),
    )
    memory_remember(
        project=project, content="Draft the release notes.", type="working", session_id="s-1"
    )
    pending.refresh_from_db()
    assert (pending.status, pending.repeat_count) == ("pending", 1)


def export_lines(owner: ApiClient) -> list[dict[str, Any]]:
    response = owner.get("/export")
    assert response.status_code == 200
    assert response["Content-Type"] == "application/x-ndjson"
    assert "attachment" in response["Content-Disposition"]
    body = b"".join(response.streaming_content).decode()
    assert body == "" or body.endswith("\n")
    return [json.loads(line) for line in body.splitlines()]


def repeat_shape(r: ProposalRepeat) -> tuple[Any, ...]:
    source = (r.source.get("kind"), r.source.get("ref"))
    return (r.content, r.actor, r.actor_label, r.session_id, r.confidence, *source, r.recorded_at)


def shape(project: Project) -> list[tuple[Any, ...]]:
    """Everything an export must keep, with each version named by its content, not its id."""
    rows = list(Memory.objects.filter(project=project).prefetch_related("entities", "repeats"))
    content_of = {m.id: m.content for m in rows}
    return sorted(
        (
            m.content,
            m.type,
            m.status,
            m.confidence,
            m.standing,
            m.session_id,
            m.subject,
            m.recorded_at,
            m.valid_from,
            m.valid_to,
            m.source.get("kind"),
            m.source.get("ref"),
            m.supersession_kind,
            content_of.get(m.superseded_by_id) if m.superseded_by_id else None,
            tuple(sorted(e.name for e in m.entities.all())),
            content_of.get(m.repeat_of_id) if m.repeat_of_id else None,
            m.repeat_count,
            tuple(sorted((repeat_shape(r) for r in m.repeats.all()), key=str)),
        )
        for m in rows
    )


def bundle(client: ApiClient, query: str, route: str) -> list[tuple[str, ...]]:
    response = client.post("/context", {"query": query, "route": route})
    assert response.status_code == 200, response.content
    return [
        (item["content"], item["temporal_status"], item["reason"], item["label"])
        for item in response.json()["items"]
    ]


def test_export_then_import_into_an_empty_project_rebuilds_it(
    owner: ApiClient, acme: Project, globex: Project
) -> None:
    build_history(acme)
    lines = export_lines(owner)
    assert len(lines) == Memory.objects.filter(project=acme).count()
    position = {line["ref"]: n for n, line in enumerate(lines)}
    for n, line in enumerate(lines):
        targets = line.get("supersedes", [])
        for target in [targets] if isinstance(targets, str) else targets:
            assert position[target] < n, "a version is exported after what it supersedes"
    merge = next(line for line in lines if line.get("kind") == "merge")
    assert isinstance(merge["supersedes"], list) and len(merge["supersedes"]) == 2

    target = make(globex, "owner")
    imported = target.post(
        "/import",
        raw="".join(json.dumps(line) + "\n" for line in lines),
        content_type="application/x-ndjson",
    )
    assert imported.status_code == 200, imported.content
    assert shape(globex) == shape(acme)
    assert export_lines(target) != []

    for project in (acme, globex):
        memory_embed_batch(
            memory_ids=list(Memory.objects.filter(project=project).values_list("id", flat=True))
        )
    for query, route in [
        ("Which queue does billing use?", "influence"),
        ("What did the billing queue run on before?", "recall"),
        ("When is Ada's birthday?", "auto"),
        ("What tea does Sam drink?", "influence"),
        ("What is the API rate limit?", "influence"),
    ]:
        served = bundle(owner, query, route)
        assert served, query
        assert bundle(target, query, route) == served, query


def test_an_empty_project_exports_nothing_and_agents_may_not_export(
    owner: ApiClient, agent: ApiClient
) -> None:
    assert export_lines(owner) == []
    assert error_code(agent.get("/export")) == "forbidden"


def test_the_owner_downloads_the_same_export_from_the_memories_page(
    owner: ApiClient, acme: Project, client: Any, django_user_model: Any
) -> None:
    build_history(acme)
    user = django_user_model.objects.create_user(
        "owner", password="pw-owner-123", is_staff=True, is_superuser=True
    )
    client.force_login(user)
    page = client.get("/memories/").content.decode()
    assert 'href="/memories/export/"' in page
    response = client.get("/memories/export/")
    assert response.status_code == 200
    downloaded = [json.loads(x) for x in b"".join(response.streaming_content).splitlines()]
    assert downloaded == export_lines(owner)
