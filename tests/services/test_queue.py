"""Follow-up work sent by task name once the caller's transaction commits (services/queue.py)."""

from __future__ import annotations

import logging
from typing import Any

import pytest
from django.db import transaction
from kombu.exceptions import OperationalError

from config.celery import app
from memoryapp.services import queue


class Broker:
    """Stands in for the Celery app's publisher: records what is sent, or refuses it."""

    def __init__(self, refuse: bool = False) -> None:
        self.tried: list[tuple[str, tuple[Any, ...]]] = []
        self.refuse = refuse

    def send_task(self, name: str, args: tuple[Any, ...]) -> None:
        self.tried.append((name, args))
        if self.refuse:
            raise OperationalError("Error 111 connecting to 127.0.0.1:6379. Connection refused.")


def test_every_name_a_service_sends_is_a_registered_task() -> None:
    import memoryapp.tasks  # noqa: F401  (registers the tasks, as the worker does)

    for name in (queue.EMBED_MEMORIES, queue.EXTRACT_TURN):
        assert name in app.tasks


@pytest.mark.django_db(transaction=True)
def test_messages_go_after_commit_and_not_after_a_rollback(monkeypatch: Any) -> None:
    broker = Broker()
    monkeypatch.setattr(queue, "current_app", broker)
    with transaction.atomic():
        queue.enqueue_on_commit(queue.EXTRACT_TURN, [(1,), (2,)])
        assert broker.tried == []  # a worker must not look for rows not committed yet
    assert broker.tried == [(queue.EXTRACT_TURN, (1,)), (queue.EXTRACT_TURN, (2,))]
    with pytest.raises(RuntimeError), transaction.atomic():
        queue.enqueue_on_commit(queue.EXTRACT_TURN, [(3,)])
        raise RuntimeError("the write failed")
    assert len(broker.tried) == 2


@pytest.mark.django_db(transaction=True)
def test_a_refusing_broker_fails_nothing_and_is_tried_once(
    monkeypatch: Any, caplog: pytest.LogCaptureFixture
) -> None:
    broker = Broker(refuse=True)
    monkeypatch.setattr(queue, "current_app", broker)
    with (
        caplog.at_level(logging.WARNING, logger="memoryapp.services.queue"),
        transaction.atomic(),
    ):
        queue.enqueue_on_commit(queue.EMBED_MEMORIES, [(["a"],), (["b"],), (["c"],)])
    # The first refusal stops the rest (each would wait out the publish retries too).
    assert broker.tried == [(queue.EMBED_MEMORIES, (["a"],))]
    assert "could not queue 3 memory.embed_memories" in caplog.text
