"""A decision record that says it was superseded, through HTTP: its chunks are kept as no
longer valid, recall still shows them, influence never serves them beside the record that
replaced them; a record retired since its last ingest is retired in every chunk."""

from __future__ import annotations

import pytest

from memoryapp.models import MemoryEvent
from tests.api.conftest import ApiClient
from tests.api.test_sources_api import chunk, context, ingest

pytestmark = pytest.mark.django_db

OLD = """# ADR 12: Order events through RabbitMQ

Status: {status}

## Decision

Order events are published to RabbitMQ on the orders exchange.
"""
NEW = """# ADR 31: Order events through Pub/Sub

Status: accepted; supersedes ADR 12

## Decision

Order events now go through Google Pub/Sub; RabbitMQ is retired.
"""
QUESTION = "Which system carries order events?"


def test_a_superseded_record_answers_recall_as_history_and_never_steers(
    owner: ApiClient, agent: ApiClient
) -> None:
    assert owner.post("/sources/trusted", {"prefix": "adr/"}).status_code == 200
    ingest(owner, {"adr/0012.md": OLD.format(status="superseded by ADR 31"), "adr/0031.md": NEW})
    old = chunk("adr/0012.md#decision")
    assert old.valid_to is not None and old.standing == "trusted"
    created = MemoryEvent.objects.get(memory_id=old.id, kind="created")
    assert "document.retired" in [r["code"] for r in created.reasons]
    influence = context(agent, QUESTION, "influence")["rendered"]
    assert "Google Pub/Sub" in influence and "published to RabbitMQ" not in influence
    recall = context(agent, QUESTION, "recall")["rendered"]
    assert "published to RabbitMQ" in recall and "not valid at standpoint" in recall


def test_a_record_retired_since_its_last_ingest_is_retired_in_every_chunk(
    owner: ApiClient, agent: ApiClient
) -> None:
    ingest(owner, {"adr/0012.md": OLD.format(status="accepted")})
    assert chunk("adr/0012.md#decision").valid_to is None
    done = ingest(owner, {"adr/0012.md": OLD.format(status="superseded by ADR 31")})
    assert done["counts"] == {"changed": 2}
    decision = chunk("adr/0012.md#decision")
    assert decision.valid_to is not None and decision.predecessors.exists()
    owner.post("/sources/trusted", {"prefix": "adr/"})
    assert "published to RabbitMQ" not in context(agent, QUESTION, "influence")["rendered"]
