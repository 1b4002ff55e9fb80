"""Embeddings in the memory engine: duplicates at proposal time, the embed task, reembed."""

from __future__ import annotations

import math
import socket
import time
from collections.abc import Iterator
from io import StringIO

import pytest
from django.core.management import call_command
from django.test import Client

from memoryapp.models import Memory, Project
from memoryapp.services.embeddings import nearest_active_heads
from memoryapp.services.propose import memory_propose, memory_remember
from memoryapp.services.tokens import token_issue
from tests.providers.test_openai import Reply, ScriptedServer
from tests.support import wait_for

COFFEE = "Priya drinks three coffees a day."


def test_a_repeated_memory_is_answered_with_the_existing_id(project: Project) -> None:
    first = memory_remember(project=project, content=COFFEE).memory
    assert first.embedding_model == "all-MiniLM-L6-v2"  # embedded at proposal time
    again = memory_propose(
        project=project, type="semantic", content="Priya drinks 3 coffees a day."
    )
    assert again.duplicate_of is not None and again.duplicate_of.id == first.id
    assert Memory.objects.count() == 1


def test_duplicates_through_the_api(project: Project) -> None:
    secret = token_issue(project=project, role="agent").secret
    headers = {"Authorization": f"Bearer {secret}"}
    client = Client()
    body = '{"type": "semantic", "content": "Priya drinks three coffees a day."}'
    first = client.post(
        "/api/v1/remember",
        body.replace('"type": "semantic", ', ""),
        content_type="application/json",
        headers=headers,
    )
    assert first.status_code == 201
    second = client.post("/api/v1/memories", body, content_type="application/json", headers=headers)
    assert second.status_code == 200
    assert second.json() == {"status": "duplicate", "duplicate_of": first.json()["id"]}


def test_near_duplicates_and_possible_conflicts_are_marked(project: Project) -> None:
    head = memory_remember(project=project, content=COFFEE).memory
    near = memory_propose(
        project=project, type="semantic", content="Priya drinks coffee three times a day."
    ).memory
    assert near.near_duplicate_of_id == head.id and near.possible_conflict_of_id is None
    assert "dedup.near_duplicate" in {r["code"] for r in near.review_note}
    rival = memory_propose(
        project=project,
        type="semantic",
        content="Priya Raman drinks three cups of coffee every day.",
    ).memory
    assert rival.possible_conflict_of_id == head.id and rival.near_duplicate_of_id is None
    assert "conflict.possible" in {r["code"] for r in rival.review_note}


def test_episodic_memories_are_never_conflicts(project: Project) -> None:
    memory_propose(project=project, type="episodic", content=COFFEE, confidence=0.9)
    episode = memory_propose(
        project=project,
        type="episodic",
        content="Priya Raman drinks three cups of coffee every day.",
        confidence=0.9,
    ).memory
    assert episode.possible_conflict_of_id is None and episode.status == "active"


# --- a remote provider: a real HTTP server speaking the embeddings protocol -------------

AXES = {"coffee": 0, "tea": 1, "train": 2, "bus": 3}


def toy_vector(text: str) -> list[float]:
    """Texts sharing a keyword point the same way; a second keyword tilts them a little."""
    words = text.lower()
    vector = [0.01, 0.01, 0.01, 0.01]
    for word, axis in AXES.items():
        if word in words:
            vector[axis] += 1.0 if not vector[axis] > 0.5 else 0.0
    if "decaf" in words:
        vector[1] += 0.2
    return vector


@pytest.fixture
def embedding_server(settings) -> Iterator[ScriptedServer]:
    server = ScriptedServer()
    server.script = lambda seen: Reply(
        body={
            "object": "list",
            "data": [
                {"object": "embedding", "index": i, "embedding": toy_vector(t)}
                for i, t in enumerate(seen.body["input"])
            ],
        }
    )
    server.thread.start()
    settings.MEMORY_EMBEDDINGS = "openai"
    settings.MEMORY_EMBEDDINGS_URL = server.base_url
    settings.MEMORY_EMBEDDINGS_MODEL = "toy-4d"
    settings.MEMORY_EMBEDDINGS_DIMENSIONS = 4
    settings.MEMORY_EMBEDDINGS_TIMEOUT = 2
    yield server
    server.httpd.shutdown()
    server.httpd.server_close()


@pytest.mark.django_db(transaction=True)
def test_remote_embeddings_arrive_after_commit_through_a_worker(
    project: Project, embedding_server: ScriptedServer, worker: None
) -> None:
    first = memory_remember(project=project, content="Sam drinks coffee.").memory
    assert first.embedding is None  # usable at once, embedded later
    assert wait_for(lambda: Memory.objects.get(id=first.id).embedding_model == "toy-4d")
    second = memory_propose(
        project=project, type="semantic", content="Sam drinks decaf coffee."
    ).memory
    assert wait_for(lambda: Memory.objects.get(id=second.id).embedding_model == "toy-4d")
    second.refresh_from_db()
    cosine = sum(
        a * b
        for a, b in zip(
            toy_vector("Sam drinks coffee."), toy_vector("Sam drinks decaf coffee."), strict=True
        )
    )
    cosine /= math.dist([0] * 4, toy_vector("Sam drinks coffee.")) * math.dist(
        [0] * 4, toy_vector("Sam drinks decaf coffee.")
    )
    assert 0.95 <= cosine < 0.99  # the scripted vectors sit in the near-duplicate band
    assert second.near_duplicate_of_id == first.id
    assert embedding_server.seen[0].path.endswith("/embeddings")


@pytest.mark.django_db(transaction=True)
def test_transient_failures_are_retried_and_lose_nothing(
    project: Project, embedding_server: ScriptedServer, worker: None
) -> None:
    answers = iter([Reply(status=503, body={"error": "loading"}), Reply(status=500, body={})])
    good = embedding_server.script
    embedding_server.script = lambda seen: next(answers, None) or good(seen)
    memory = memory_remember(project=project, content="The bus leaves at eight.").memory
    assert wait_for(lambda: Memory.objects.get(id=memory.id).embedding_model == "toy-4d", 60)
    assert len(embedding_server.seen) == 3  # two failures, one success


@pytest.mark.django_db(transaction=True)
def test_a_permanent_failure_leaves_a_visible_backlog(
    project: Project, embedding_server: ScriptedServer, worker: None
) -> None:
    embedding_server.script = lambda seen: Reply(
        body={"data": [{"index": 0, "embedding": [1.0, 0.0]}]}  # wrong dimension
    )
    memory = memory_remember(project=project, content="The train is late.").memory
    assert wait_for(lambda: len(embedding_server.seen) >= 1)
    time.sleep(1)
    assert len(embedding_server.seen) == 1  # not retried
    assert Memory.objects.get(id=memory.id).embedding is None
    secret = token_issue(project=project, role="agent").secret
    health = Client().get("/api/v1/health", headers={"Authorization": f"Bearer {secret}"}).json()
    assert health["checks"]["embeddings"]["detail"]["backlog"] == 1


def closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.mark.django_db
def test_memories_are_usable_while_the_embedding_server_is_down(project: Project, settings) -> None:
    settings.MEMORY_EMBEDDINGS = "openai"
    settings.MEMORY_EMBEDDINGS_URL = f"http://127.0.0.1:{closed_port()}/v1"
    settings.MEMORY_EMBEDDINGS_MODEL = "toy-4d"
    settings.MEMORY_EMBEDDINGS_DIMENSIONS = 4
    secret = token_issue(project=project, role="agent").secret
    client, auth = Client(), {"Authorization": f"Bearer {secret}"}
    created = client.post(
        "/api/v1/remember",
        '{"content": "The deploy key rotates every ninety days."}',
        content_type="application/json",
        headers=auth,
    )
    assert created.status_code == 201
    found = client.get("/api/v1/memories", {"q": "deploy key rotation"}, headers=auth).json()[
        "items"
    ]
    assert [item["id"] for item in found] == [created.json()["id"]]
    health = client.get("/api/v1/health", headers=auth).json()
    assert health["checks"]["embeddings"]["status"] == "down"
    assert health["checks"]["embeddings"]["detail"]["backlog"] == 1
    assert health["checks"]["database"]["status"] == "ok"


@pytest.mark.django_db(transaction=True)  # reembed creates an index: DDL outside a test transaction
def test_reembed_switches_models_and_never_mixes_them(
    project: Project, embedding_server: ScriptedServer, settings
) -> None:
    settings.MEMORY_EMBEDDINGS = "local"
    settings.MEMORY_EMBEDDINGS_MODEL = "all-MiniLM-L6-v2"
    settings.MEMORY_EMBEDDINGS_DIMENSIONS = 384
    memory = memory_remember(project=project, content="Sam drinks coffee.").memory
    assert memory.embedding_model == "all-MiniLM-L6-v2"
    settings.MEMORY_EMBEDDINGS = "openai"
    settings.MEMORY_EMBEDDINGS_URL = embedding_server.base_url
    settings.MEMORY_EMBEDDINGS_MODEL = "toy-4d"
    settings.MEMORY_EMBEDDINGS_DIMENSIONS = 4
    # Before re-embedding, the 384-d vector is invisible to the new model's queries.
    assert nearest_active_heads(project_id=project.id, vector=toy_vector("coffee")) == []
    out = StringIO()
    call_command("reembed", "--project", project.slug, stdout=out)
    assert "Embedded 1 memories." in out.getvalue()
    memory.refresh_from_db()
    assert memory.embedding_model == "toy-4d" and len(memory.embedding) == 4
    [neighbour] = nearest_active_heads(project_id=project.id, vector=toy_vector("coffee"))
    assert neighbour.id == str(memory.id) and neighbour.similarity > 0.99
