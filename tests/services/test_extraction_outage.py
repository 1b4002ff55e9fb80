"""Extraction when something it depends on is down: the broker (Redis) or the model.

Nothing of ours is mocked. A broker outage is a real socket: a port nobody listens on, or a
server that accepts connections and never answers; this process publishes there through a
second Celery app configured from the same settings (as a web process started with that
``REDIS_URL`` would). The model is the stand-in HTTP server of ``tests/chat_server.py``.
"""

from __future__ import annotations

import contextlib
import signal
import socket
import time
from collections.abc import Iterator
from datetime import datetime, timedelta
from types import FrameType
from typing import Any

import pytest
from celery import Celery
from django.test import Client
from django.utils import timezone

from config.celery import app
from memoryapp.models import CanonicalEvent, ExtractionRun, Memory, Project
from memoryapp.services.extraction import extraction_backlog_enqueue, extraction_run
from memoryapp.services.tokens import token_issue
from memoryapp.tasks import extract_turn, extraction_sweep
from tests.chat_server import (  # noqa: F401 - fixtures
    ChatServer,
    chat_server_factory_fixture,
    chat_server_fixture,
)
from tests.services.test_extraction import API_TURN as TURN
from tests.services.test_extraction import FACT, array, capture_turn, run_state
from tests.support import celery_worker, wait_for


@pytest.fixture
def model(chat_server: ChatServer, settings: Any) -> ChatServer:
    """The stand-in model, configured as in tests/services/test_extraction.py (2 s timeout)."""
    settings.MEMORY_LLM_URL = chat_server.base_url
    settings.MEMORY_LLM_MODEL = "stand-in-model"
    settings.MEMORY_LLM_TIMEOUT = 2
    return chat_server


# --- a broker that is not there -----------------------------------------------------------


@contextlib.contextmanager
def closed_port() -> Iterator[int]:
    """A 127.0.0.1 port that refuses connections: bound (so nobody else takes it), not listening."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        yield int(sock.getsockname()[1])


@contextlib.contextmanager
def silent_port() -> Iterator[int]:
    """A port whose server accepts connections (the kernel does) and never answers a byte:
    a hung Redis, or one behind a network that drops its replies."""
    with socket.create_server(("127.0.0.1", 0), backlog=16) as sock:
        yield int(sock.getsockname()[1])


@contextlib.contextmanager
def broker_at(url: str, settings: Any) -> Iterator[None]:
    """Meanwhile this process publishes to ``url``, and health's broker check looks there."""
    saved = settings.REDIS_URL, settings.CELERY_BROKER_URL
    settings.REDIS_URL = settings.CELERY_BROKER_URL = url
    outage = Celery("memory", set_as_current=True)  # shared tasks resolve to the current app
    outage.config_from_object("django.conf:settings", namespace="CELERY")
    assert outage.conf.broker_url == url
    try:
        yield
    finally:
        app.set_current()
        outage.close()
        settings.REDIS_URL, settings.CELERY_BROKER_URL = saved


class Hung(BaseException):
    """The request did not come back in time (a BaseException, so no retry loop eats it)."""


@contextlib.contextmanager
def deadline(seconds: int) -> Iterator[None]:
    """Fail instead of hanging: the alarm interrupts even a blocking socket read."""

    def expire(signum: int, frame: FrameType | None) -> None:
        raise Hung(f"no answer within {seconds} s")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def agent_headers(project: Project) -> dict[str, str]:
    return {"Authorization": f"Bearer {token_issue(project=project, role='agent').secret}"}


def post_turn(headers: dict[str, str], *, within: int) -> Any:
    """The capture's response; Hung if it has not come back after ``within`` seconds."""
    with deadline(within):
        return Client().post(
            "/api/v1/events", TURN, content_type="application/json", headers=headers
        )


def health(headers: dict[str, str]) -> dict[str, Any]:
    response = Client().get("/api/v1/health", headers=headers)
    assert response.status_code == 200
    return response.json()  # type: ignore[no-any-return]


@pytest.mark.slow
@pytest.mark.django_db(transaction=True)
def test_a_capture_during_a_broker_outage_is_stored_and_extracted_once_it_is_back(
    project: Project, model: ChatServer, settings: Any
) -> None:
    model.script(array(FACT))
    headers = agent_headers(project)
    with closed_port() as port, broker_at(f"redis://127.0.0.1:{port}/0", settings):
        # The agent's request succeeds, without waiting on the broker: a refused connection is
        # retried once.
        response = post_turn(headers, within=5)
        assert response.status_code == 202, response.content
        assert response.json()["accepted"] == 2
        assert set(
            CanonicalEvent.objects.filter(session_id="s-9").values_list("event_id", flat=True)
        ) == {"u1", "a1"}
        run = ExtractionRun.objects.get(turn_key="a1")
        assert (run.state, run.attempts) == ("queued", 0)
        assert CanonicalEvent.objects.get(event_id="a1").extraction_state == "queued"
        report = health(headers)
        assert report["status"] == "degraded"
        assert report["checks"]["broker"]["status"] == "down"
        assert report["checks"]["extraction"]["status"] == "ok"  # nothing failed to extract
        assert report["checks"]["extraction"]["detail"]["backlog"] == 1

    # The broker is back. Nothing was sent, so nothing happens until the sweeper runs.
    assert health(headers)["checks"]["broker"]["status"] == "ok"
    settings.MEMORY_EXTRACTION_STALE_SECONDS = 0  # the sweep's "lost message" age, for speed
    with celery_worker():
        time.sleep(1)
        assert run_state("a1") == "queued" and model.chat_requests == []
        extraction_sweep.delay()  # what beat sends every MEMORY_EXTRACTION_SWEEP_SECONDS
        assert wait_for(lambda: run_state("a1") == "done")
        extraction_sweep.delay()  # a later sweep finds nothing to send again
        time.sleep(1.5)
    run = ExtractionRun.objects.get(turn_key="a1")
    assert (run.state, run.attempts, run.facts) == ("done", 1, 1)
    assert len(model.chat_requests) == 1
    assert Memory.objects.count() == 1
    assert extraction_backlog_enqueue() == 0
    report = health(headers)
    assert report["status"] == "ok"
    assert report["checks"]["extraction"]["detail"]["backlog"] == 0


@pytest.mark.slow
@pytest.mark.django_db(transaction=True)
def test_a_silent_broker_costs_a_capture_seconds_not_forever(
    project: Project, model: ChatServer, settings: Any
) -> None:
    # Without socket timeouts on the broker connection this request never came back.
    headers = agent_headers(project)
    with silent_port() as port, broker_at(f"redis://127.0.0.1:{port}/0", settings):
        # Two attempts (one retry) of at most 2 s each: see CELERY_BROKER_TRANSPORT_OPTIONS.
        response = post_turn(headers, within=10)
        assert response.status_code == 202, response.content
        assert run_state("a1") == "queued"
        assert health(headers)["checks"]["extraction"]["detail"]["backlog"] == 1
    assert model.chat_requests == []


# --- the model fails: what health says ------------------------------------------------------


def extraction_health(project: Project) -> dict[str, Any]:
    report = health(agent_headers(project))
    return report["checks"]["extraction"]  # type: ignore[no-any-return]


def iso(at: datetime | None) -> str | None:
    return at.isoformat() if at else None


@pytest.mark.django_db
def test_health_shows_an_exhausted_model_error_until_a_later_success(
    project: Project, model: ChatServer
) -> None:
    model.default = (500, {"error": {"message": "the model is overloaded"}})
    failing = capture_turn(project, 1)
    assert failing is not None
    # The real task with its real retry policy, run eagerly: every retry at once.
    result = extract_turn.apply(args=(failing.id,))
    assert result.state == "FAILURE"
    retries = extract_turn.max_retries
    assert retries is not None and retries >= 1
    assert len(model.chat_requests) == 1 + retries
    failing.refresh_from_db()
    assert (failing.state, failing.attempts) == ("retrying", 1 + retries)
    assert failing.last_error.startswith("llm.transient:") and "500" in failing.last_error

    check = extraction_health(project)
    assert check["status"] == "degraded"
    detail = check["detail"]
    assert (detail["backlog"], detail["retrying"], detail["dropped"]) == (1, 1, 0)
    assert detail["last_success_at"] is None
    assert detail["last_error"] == {
        "error": failing.last_error,
        "state": "retrying",
        "turn": "s-1/s-1-a1",
        "at": iso(failing.finished_at),
    }

    # The model is back; the next turn is extracted. The old error stays on show, dated before
    # the success, and the state is ok again; the failed turn still waits for the sweeper.
    model.default = array(FACT)
    later = capture_turn(project, 2)
    assert later is not None and extraction_run(run_id=later.id).state == "done"  # type: ignore[union-attr]
    later.refresh_from_db()
    check = extraction_health(project)
    assert check["status"] == "ok"
    detail = check["detail"]
    assert (detail["backlog"], detail["retrying"]) == (1, 1)
    assert detail["last_error"]["at"] == iso(failing.finished_at)
    assert detail["last_error"]["state"] == "retrying"
    assert detail["last_success_at"] == iso(later.finished_at)
    assert failing.finished_at is not None and later.finished_at is not None
    assert failing.finished_at < later.finished_at

    # The failed turn is extracted in the end: its error is resolved and no longer shown.
    assert extraction_run(run_id=failing.id).state == "done"  # type: ignore[union-attr]
    detail = extraction_health(project)["detail"]
    assert (detail["backlog"], detail["retrying"], detail["last_error"]) == (0, 0, None)


@pytest.mark.django_db
def test_health_keeps_a_dropped_turn_on_show_after_later_successes(
    project: Project, model: ChatServer
) -> None:
    model.script(array(FACT))
    first = capture_turn(project, 1)
    assert extraction_run(run_id=first.id).state == "done"  # type: ignore[union-attr]
    assert extraction_health(project)["detail"]["last_error"] is None

    model.script("I could not find anything.", "Still nothing, sorry.")  # garbage twice
    dropped = capture_turn(project, 2)
    assert extraction_run(run_id=dropped.id).state == "dropped"  # type: ignore[union-attr]
    dropped.refresh_from_db()  # type: ignore[union-attr]
    check = extraction_health(project)
    # A failure newer than the last success: the extractor is failing now.
    assert check["status"] == "degraded"
    assert check["detail"]["backlog"] == 0  # a dropped turn waits for nothing
    assert check["detail"]["dropped"] == 1
    error = check["detail"]["last_error"]
    assert error["state"] == "dropped" and error["error"].startswith("decode.")
    assert error["at"] == iso(dropped.finished_at)  # type: ignore[union-attr]
    assert Client().get("/api/v1/health", headers=agent_headers(project)).json()["status"] == (
        "degraded"
    )

    model.script(array(FACT))
    later = capture_turn(project, 3)
    assert extraction_run(run_id=later.id).state == "done"  # type: ignore[union-attr]
    check = extraction_health(project)
    assert check["status"] == "ok"
    assert check["detail"]["last_error"] == error  # still visible, unchanged, with its time
    assert check["detail"]["last_success_at"] > error["at"]


# --- the sweeper and retrying runs ----------------------------------------------------------


@pytest.mark.django_db
def test_the_sweeper_resends_a_retrying_run_only_once_it_stopped_trying(
    project: Project, model: ChatServer, settings: Any
) -> None:
    settings.MEMORY_EXTRACTION_STALE_SECONDS = 900
    model.default = (503, {"error": "busy"})
    run = capture_turn(project, 1)
    assert run is not None
    with pytest.raises(Exception, match="503"):
        extraction_run(run_id=run.id)
    # Captured long ago, but its task just tried: its own retries (backoff up to 15 min) are
    # still coming, and a sweep every 2 minutes must not start a second chain of them.
    long_ago = timezone.now() - timedelta(hours=2)
    ExtractionRun.objects.filter(id=run.id).update(created_at=long_ago)
    assert extraction_backlog_enqueue() == 0
    # No attempt for longer than the stale window: its retries ran out; send it again.
    ExtractionRun.objects.filter(id=run.id).update(finished_at=long_ago)
    assert extraction_backlog_enqueue() == 1
