"""Log lines carry the request id, in the readable format and in JSON lines; a task queued
during a request carries the request's id through the real broker into the worker."""

from __future__ import annotations

import json
import logging
import sys
from typing import Any

import pytest
from celery import signals

from memoryapp import tasks
from memoryapp.observability.logs import JsonFormatter, RequestIdFilter
from memoryapp.observability.requests import current_request_id, request_id_set
from tests.support import wait_for


def record(message: str, **extra: Any) -> logging.LogRecord:
    made = logging.getLogger("memory.test").makeRecord(
        "memory.test", logging.WARNING, __file__, 1, message, (), None, extra=extra
    )
    RequestIdFilter().filter(made)
    return made


def test_a_json_line_has_the_request_id_and_the_extra_fields() -> None:
    with request_id_set("req-json-1"):
        line = json.loads(JsonFormatter().format(record("answered %s", status=503, path="/x")))
    assert line["request_id"] == "req-json-1"
    assert line["message"] == "answered %s"
    assert (line["level"], line["logger"], line["status"], line["path"]) == (
        "WARNING",
        "memory.test",
        503,
        "/x",
    )
    assert line["ts"].endswith("+00:00")


def test_outside_a_request_the_id_is_a_dash_and_exceptions_are_kept() -> None:
    try:
        raise ValueError("boom")
    except ValueError:
        failed = record("failed")
        failed.exc_info = sys.exc_info()
    assert failed.request_id == "-"  # type: ignore[attr-defined]
    line = json.loads(JsonFormatter().format(failed))
    assert "ValueError: boom" in line["exception"]
    text = logging.Formatter("[%(request_id)s] %(message)s").format(record("plain"))
    assert text == "[-] plain"


@pytest.mark.django_db(transaction=True)
def test_a_task_runs_under_the_id_of_the_request_that_queued_it(worker: None) -> None:
    seen: dict[str, str] = {}

    def note(task_id: str = "", task: Any = None, **_: Any) -> None:
        # Connected after the service's own receiver, so the id is already set.
        seen[task_id] = current_request_id()

    signals.task_prerun.connect(note, weak=False)
    try:
        with request_id_set("req-queued-9"):
            queued = tasks.expire_idle_working_memories.delay()
        # Wait for this task by its id: the shared worker may still be running what an earlier
        # test queued.
        assert wait_for(lambda: queued.id in seen, 30), "the worker ran the task"
        assert seen[queued.id] == "req-queued-9"

        unrequested = tasks.expire_idle_working_memories.delay()
        assert wait_for(lambda: unrequested.id in seen, 30)
        assert seen[unrequested.id] == unrequested.id, "beat's tasks log under their task id"
    finally:
        signals.task_prerun.disconnect(note)
    assert current_request_id() == ""
