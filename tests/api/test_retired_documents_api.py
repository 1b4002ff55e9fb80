"""A decision record that says it was superseded, through HTTP: its chunks are kept as no
longer valid, recall still shows them, influence never serves them beside the record that
replaced them; a record retired since its last ingest is retired in every chunk."""

from __future__ import annotations

from typing import Any

import pytest

from memoryapp.models import ContextTrace, MemoryEvent
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


# Runbooks that say "order events": among them the record that replaced ADR 12, whose decision
# shares no word with the question, ranks below every one of them.
CROWD = {
    f"runbooks/order-events-{n}.md": (
        f"# Consumer runbook {n}\n\n## Steps\n\n"
        f"Step {n}: drain the order events consumer, then restart it.\n"
    )
    for n in range(6)
}
PLAIN_NEW = """# ADR 31: Pub/Sub

Status: accepted

## Decision

Everything now goes through Google Pub/Sub, topic orders-v2.
"""


def _bundled(body: dict[str, Any]) -> list[str]:
    return [item["source"]["ref"] for item in body["items"]]


def test_a_retired_record_brings_the_one_that_replaced_it_through_a_crowd(
    owner: ApiClient, agent: ApiClient, settings: Any
) -> None:
    settings.MEMORY_CONTEXT_MAX_ITEMS = 3
    old = OLD.format(status="superseded by ADR 31")
    ingest(owner, {"adr/0012-rabbitmq.md": old, "adr/0031-pubsub.md": PLAIN_NEW, **CROWD})
    recall = context(agent, QUESTION, "recall")
    refs = _bundled(recall)
    assert "adr/0012-rabbitmq.md#decision" in refs
    assert refs[refs.index("adr/0012-rabbitmq.md#decision") + 1] == "adr/0031-pubsub.md#decision"
    trace = ContextTrace.objects.get(id=recall["trace_id"])
    new = str(chunk("adr/0031-pubsub.md#decision").id)
    assert new in trace.route["replaced_by"].values()
    for prefix in ("adr/", "runbooks/"):
        owner.post("/sources/trusted", {"prefix": prefix})
    influence = context(agent, QUESTION, "influence")
    assert "adr/0031-pubsub.md#decision" in _bundled(influence)
    assert "published to RabbitMQ" not in influence["rendered"]


def test_a_replacement_that_was_itself_replaced_is_followed_by_its_link(
    owner: ApiClient, agent: ApiClient, settings: Any
) -> None:
    settings.MEMORY_CONTEXT_MAX_ITEMS = 3
    middle = (
        "# ADR 20: Kafka\n\nStatus: superseded by [ADR 31](0031-pubsub.md)\n\n"
        "## Decision\n\nA Kafka cluster of three brokers.\n"
    )
    old = OLD.format(status="superseded by [ADR 20](./0020-kafka.md)")
    ingest(
        owner,
        {
            "adr/0012-rabbitmq.md": old,
            "adr/0020-kafka.md": middle,
            "adr/0031-pubsub.md": PLAIN_NEW,
            **CROWD,
        },
    )
    for prefix in ("adr/", "runbooks/"):
        owner.post("/sources/trusted", {"prefix": prefix})
    influence = context(agent, QUESTION, "influence")
    assert "adr/0031-pubsub.md#decision" in _bundled(influence)
    assert "Kafka" not in influence["rendered"] and "RabbitMQ" not in influence["rendered"]
