"""The request id across the queue, and the worker's logs in the service's format.

A task queued while a request runs carries that request's id in a message header, and its
log lines carry it in the worker: the extraction of a captured turn can be found from the
``POST /events`` that captured it. A task nothing queued (beat's sweeps) logs under its own
task id. Connected by ``config/celery.py``, in every process that loads the Celery app.
"""

from __future__ import annotations

import logging.config
from contextvars import Token
from typing import Any

from django.conf import settings

from memoryapp.observability.requests import _request_id, current_request_id

HEADER = "memory_request_id"
_running: dict[str, Token[str]] = {}


def stamp_published_task(headers: dict[str, Any] | None = None, **_: Any) -> None:
    """``before_task_publish``: the id of the request that queues the task goes with it."""
    request_id = current_request_id()
    if headers is not None and request_id:
        headers.setdefault(HEADER, request_id)


def enter_task(task_id: str = "", task: Any = None, **_: Any) -> None:
    """``task_prerun``: the worker's log lines for this task carry the queuing request's id."""
    request = getattr(task, "request", None)
    sent = getattr(request, HEADER, None) if request is not None else None
    _running[task_id] = _request_id.set(str(sent or task_id))


def leave_task(task_id: str = "", **_: Any) -> None:
    token = _running.pop(task_id, None)
    if token is not None:
        _request_id.reset(token)


def configure_worker_logging(**_: Any) -> None:
    """``setup_logging``: Celery's own set-up would replace Django's handlers and format."""
    logging.config.dictConfig(settings.LOGGING)
