"""Open loops: what opens one, what closes it, and the questions that ask for them."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from memoryapp.domain.loops import (
    COMMITMENT,
    PLANNED,
    STARTED,
    LoopMemory,
    LoopStatus,
    asks_about_open_loops,
    closes_with,
    opens_a_loop,
    resolve_loop,
)

NOW = datetime(2026, 6, 1, tzinfo=UTC)


def memory(
    memory_id: str,
    content: str,
    *,
    day: int = 1,
    subject: str = "billing.queue",
    valid_from: datetime | None = None,
    superseded_by: str | None = None,
) -> LoopMemory:
    recorded = datetime(2026, 3, day, tzinfo=UTC)
    return LoopMemory(memory_id, content, subject, recorded, valid_from, superseded_by)


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        ("We started migrating the billing queue to NATS.", STARTED),
        ("We are moving the docs to MkDocs.", STARTED),
        ("The Postgres upgrade is in progress.", STARTED),
        ("We will rotate the API keys on Friday.", COMMITMENT),
        ("I'll send Priya the report.", COMMITMENT),
        ("Let's add retries to the webhook client.", COMMITMENT),
        ("TODO: write the runbook.", COMMITMENT),
        ("The billing queue runs on RabbitMQ.", None),
        ("Caroline went to a support group yesterday.", None),
    ],
)
def test_what_opens_a_loop(content, reason):
    assert opens_a_loop(memory("m", content)) == reason


def test_a_memory_valid_from_after_it_was_recorded_is_a_plan():
    planned = memory("m", "The billing queue runs on Kafka.", valid_from=NOW + timedelta(days=30))
    assert opens_a_loop(planned) == PLANNED
    recorded_as_it_began = memory(
        "m", "The queue runs on NATS.", valid_from=datetime(2026, 3, 1, tzinfo=UTC)
    )
    assert opens_a_loop(recorded_as_it_began) is None


@pytest.mark.parametrize(
    ("content", "status"),
    [
        ("The migration to NATS is finished.", LoopStatus.DONE),
        ("We moved the billing queue to NATS.", LoopStatus.DONE),
        ("The runbook was completed and merged.", LoopStatus.DONE),
        ("The billing queue is now on NATS.", LoopStatus.DONE),
        ("We cancelled the Kafka move.", LoopStatus.CANCELLED),
        ("The rewrite was abandoned.", LoopStatus.CANCELLED),
        ("We won't rotate the keys after all.", LoopStatus.CANCELLED),
        ("Priya asked about the queue.", None),
    ],
)
def test_what_closes_one(content, status):
    assert closes_with(content) == status


def test_a_started_migration_stays_open_until_a_later_memory_finishes_it():
    opener = memory("o", "We started migrating the billing queue to NATS.")
    chatter = memory("c", "Priya asked about the queue.", day=2)
    done = memory("d", "The migration to NATS is finished.", day=3)
    loop = resolve_loop(opener, STARTED, later=[chatter], successor=None, now=NOW)
    assert (loop.status, loop.closed_by) == (LoopStatus.OPEN, None)
    loop = resolve_loop(opener, STARTED, later=[chatter, done], successor=None, now=NOW)
    assert (loop.status, loop.closed_by, loop.closed_because) == (LoopStatus.DONE, "d", "loop.done")


def test_a_plan_is_done_when_its_date_comes_and_superseded_when_it_changes():
    plan = memory("p", "The billing queue moves to Kafka.", valid_from=NOW + timedelta(days=10))
    assert resolve_loop(plan, PLANNED, later=[], successor=None, now=NOW).status is LoopStatus.OPEN
    later = resolve_loop(plan, PLANNED, later=[], successor=None, now=NOW + timedelta(days=11))
    assert (later.status, later.closed_because) == (LoopStatus.DONE, "loop.took_effect")
    changed = memory("n", "The billing queue moves to Redpanda.", day=5)
    moved = resolve_loop(plan, PLANNED, later=[], successor=changed, now=NOW)
    assert (moved.status, moved.closed_by) == (LoopStatus.SUPERSEDED, "n")
    cancelled = memory("x", "We cancelled the Kafka move.", day=6)
    assert resolve_loop(plan, PLANNED, later=[cancelled], successor=None, now=NOW).status is (
        LoopStatus.CANCELLED
    )


@pytest.mark.parametrize(
    ("query", "asks"),
    [
        ("What did we leave unfinished?", True),
        ("what is still open?", True),
        ("Any open tasks for the billing team?", True),
        ("What's left to do on the migration?", True),
        ("Where did we leave off yesterday?", True),
        ("Which queue does billing use?", False),
        ("How do I deploy the API?", False),
        ("Is the office open on Sundays?", False),
    ],
)
def test_the_questions_that_ask_about_unfinished_work(query, asks):
    assert (asks_about_open_loops(query) is not None) is asks
