"""The Python client's errors and retries against the real stack.

Error codes come from the real server. Retries are tested with a small real HTTP server on
127.0.0.1 (:class:`~tests.live.support.ScriptedServer`) that answers what the test scripts (503
or 429 with ``Retry-After``, a hang) and forwards everything else to the stack: only what is
outside the client is played, nothing inside it is patched.
"""

from __future__ import annotations

import asyncio
import json
import time
import uuid
from collections.abc import Callable
from datetime import datetime
from typing import Any

import pytest
from memory_client import (
    AsyncMemoryClient,
    Conflict,
    Event,
    Forbidden,
    InvalidInput,
    MemoryApiError,
    MemoryClient,
    NotFound,
    Paused,
    PayloadTooLarge,
    RateLimited,
    RetryPolicy,
    TransportError,
    Unauthenticated,
    Unavailable,
)
from memory_client import _calls as calls

from bench import traffic
from tests.live import support
from tests.live.support import Answer, Forward, ScriptedServer, Step, envelope, stored_events

pytestmark = pytest.mark.slow

made, agent, owner = support.made, support.agent, support.owner


# --- error codes --------------------------------------------------------------------------------


def test_failures_raise_the_class_of_their_envelope_code(
    live_url: str, made: Any, tokens: Callable[[str], Any], agent: MemoryClient, owner: MemoryClient
) -> None:
    with (
        MemoryClient(live_url, "mem_not-a-token") as stranger,
        pytest.raises(Unauthenticated) as unauthenticated,
    ):
        stranger.health()
    assert (unauthenticated.value.code, unauthenticated.value.status) == ("unauthenticated", 401)

    memory = agent.propose("semantic", "Lena Ortiz leads the data team.", confidence=0.8)
    assert memory.id is not None
    with pytest.raises(Forbidden) as forbidden:
        agent.confirm(memory.id)
    assert forbidden.value.status == 403 and forbidden.value.details == {"role": "agent"}
    # The server's id for the failed call, to find its log line.
    assert forbidden.value.request_id and len(forbidden.value.request_id) == 32

    elsewhere = tokens("client-other")
    with MemoryClient(live_url, elsewhere.agent) as outsider, pytest.raises(NotFound) as missing:
        outsider.get(memory.id)
    assert missing.value.code == "not_found" and missing.value.status == 404

    owner.confirm(memory.id)
    with pytest.raises(Conflict) as conflict:
        owner.confirm(memory.id)
    assert conflict.value.status == 409

    session = f"s-{uuid.uuid4()}"
    first = Event(session_id=session, kind="message", role="user", content="one")
    agent.capture([first])
    with pytest.raises(Conflict) as reused:
        agent.capture(
            [Event(session_id=session, kind="message", content="two", event_id=first.event_id)]
        )
    assert reused.value.details == {"event_id": first.event_id}

    with pytest.raises(InvalidInput) as invalid:
        agent.propose("semantic", "Lena Ortiz leads the data team.", confidence=2.0)
    assert invalid.value.status == 422
    assert any("confidence" in e["loc"] for e in invalid.value.details["errors"])

    huge = [
        Event(session_id=session, kind="message", role="user", content="x" * 90_000)
        for _ in range(15)
    ]
    with pytest.raises(PayloadTooLarge) as too_large:
        agent.send(calls.capture(huge))
    assert too_large.value.status == 413

    # What the client can see is wrong fails before a round trip, as the same error class.
    with pytest.raises(InvalidInput, match="UTC offset") as naive:
        agent.propose("episodic", "Met Lena.", valid_from=datetime(2026, 1, 1))
    assert naive.value.status is None and isinstance(naive.value, ValueError)
    with pytest.raises(InvalidInput, match="not a uuid"):
        agent.get("42")

    with (
        MemoryClient(f"http://127.0.0.1:{traffic.free_port()}", made.agent) as nowhere,
        pytest.raises(TransportError) as unreachable,
    ):
        nowhere.health()
    assert unreachable.value.code == "unreachable" and unreachable.value.status is None


def test_an_owner_pauses_and_resumes_an_agent_token(
    made: Any, agent: MemoryClient, owner: MemoryClient
) -> None:
    listed = {t.name: t for t in owner.list_tokens().items}
    assert {"client-agent", "client-owner"} <= set(listed)
    mine = listed["client-agent"]
    assert (mine.role, mine.state, mine.paused_at) == ("agent", "active", None)
    paused = owner.pause_token(mine.id)
    assert paused.state == "paused" and paused.paused_at is not None
    assert owner.pause_token(mine.id).paused_at == paused.paused_at  # idempotent
    with pytest.raises(Paused) as refused:
        agent.context("anything")
    assert (refused.value.code, refused.value.status) == ("paused", 403)
    assert owner.resume_token(mine.id).state == "active"
    assert agent.health().project == made.project
    with pytest.raises(Forbidden):
        agent.list_tokens()


def test_an_unknown_envelope_code_keeps_its_name(made: Any) -> None:
    with (
        ScriptedServer(default=Answer(403, envelope("paused", "this token is paused"))) as paused,
        MemoryClient(paused.url, made.agent) as client,
        pytest.raises(Paused) as error,
    ):
        client.health()
    assert (error.value.code, error.value.message) == ("paused", "this token is paused")
    with (
        ScriptedServer(default=Answer(418, envelope("teapot"))) as teapot,
        MemoryClient(teapot.url, made.agent) as client,
        pytest.raises(MemoryApiError) as odd,
    ):
        client.health()
    assert type(odd.value) is MemoryApiError and odd.value.code == "teapot"


def test_configuration_comes_from_the_environment(
    live_url: str, made: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MEMORY_URL", live_url + "/api/v1/")
    monkeypatch.setenv("MEMORY_TOKEN", made.agent)
    with MemoryClient() as client:
        assert client.url == live_url
        assert client.health().project == made.project
    monkeypatch.delenv("MEMORY_TOKEN")
    with MemoryClient() as anonymous:
        assert anonymous.healthz() == {"status": "ok"}
        with pytest.raises(Unauthenticated):
            anonymous.health()


# --- retries ------------------------------------------------------------------------------------


def test_503_and_429_are_retried_after_retry_after(live_url: str, made: Any) -> None:
    steps: list[Step] = [
        Answer(503, envelope("unavailable", dependency="database"), {"Retry-After": "1"}),
        Answer(429, envelope("rate_limited", retry_after=1), {"Retry-After": "1"}),
    ]
    with ScriptedServer(steps, upstream=live_url) as server:
        with MemoryClient(server.url, made.agent, retry=RetryPolicy(attempts=3)) as client:
            health = client.health()
        seen = server.requests_to("/api/v1/health")
    assert health.project == made.project
    assert len(seen) == 3
    assert seen[1].at - seen[0].at >= 0.95
    assert seen[2].at - seen[1].at >= 0.95


def test_retries_are_bounded_and_the_last_error_is_raised(made: Any) -> None:
    always = Answer(503, envelope("unavailable", dependency="database"), {"Retry-After": "0"})
    with ScriptedServer(default=always) as server:
        with (
            MemoryClient(
                server.url, made.agent, retry=RetryPolicy(attempts=3, backoff=0.01)
            ) as client,
            pytest.raises(Unavailable) as error,
        ):
            client.health()
        assert len(server.seen) == 3
    assert error.value.details == {"dependency": "database"}
    assert error.value.retry_after == 0

    # A wait the policy will not make: raised at once, after one request.
    far = Answer(429, envelope("rate_limited"), {"Retry-After": "3600"})
    with ScriptedServer(default=far) as server:
        with (
            MemoryClient(server.url, made.agent, retry=RetryPolicy(max_retry_after=30)) as client,
            pytest.raises(RateLimited) as limited,
        ):
            client.health()
        assert len(server.seen) == 1
    assert limited.value.retry_after == 3600

    # Nor one that would pass the caller's deadline.
    with ScriptedServer(
        default=Answer(503, envelope("unavailable"), {"Retry-After": "5"})
    ) as server:
        started = time.monotonic()
        with (
            MemoryClient(server.url, made.agent, deadline=started + 1.0) as client,
            pytest.raises(Unavailable),
        ):
            client.health()
        assert time.monotonic() - started < 1.0
        assert len(server.seen) == 1


def test_a_capture_retried_after_a_lost_answer_is_stored_once(
    live_stack: traffic.Stack, live_url: str, made: Any
) -> None:
    session = f"s-{uuid.uuid4()}"
    event = Event(session_id=session, kind="message", role="user", content="stored once")
    # The first attempt reaches the service, then its answer is held back past the timeout.
    with ScriptedServer([Forward(hang_after=3.0)], upstream=live_url) as server:
        with MemoryClient(
            server.url, made.agent, timeout=1.0, retry=RetryPolicy(backoff=0.05)
        ) as client:
            result = client.capture([event])
        attempts = server.requests_to("/api/v1/events")
    assert len(attempts) == 2
    assert json.loads(attempts[0].body) == json.loads(attempts[1].body)
    assert [e.event_id for e in result.events] == [event.event_id]
    rows = [r for r in stored_events(live_stack, made.project) if r["session_id"] == session]
    assert [r["event_id"] for r in rows] == [event.event_id]


def test_a_write_that_is_not_repeatable_is_not_resent_after_a_timeout(
    live_url: str, made: Any, owner: MemoryClient
) -> None:
    with ScriptedServer([Forward(hang_after=3.0)], upstream=live_url) as server:
        with (
            MemoryClient(server.url, made.agent, timeout=1.0) as client,
            pytest.raises(TransportError),
        ):
            client.remember("Tomas Berg owns the billing service.")
        assert len(server.requests_to("/api/v1/remember")) == 1
        server.wait_for_upstream(1)  # the write the client gave up on still lands
    contents = [m.content for m in owner.iter_memories()]
    assert contents.count("Tomas Berg owns the billing service.") == 1


def test_the_async_client_retries_the_same_way(live_url: str, made: Any) -> None:
    steps: list[Step] = [
        Answer(503, envelope("unavailable"), {"Retry-After": "1"}),
        Answer(429, envelope("rate_limited"), {"Retry-After": "1"}),
    ]

    async def call(url: str) -> Any:
        async with AsyncMemoryClient(url, made.agent, retry=RetryPolicy(attempts=3)) as client:
            return await client.health()

    with ScriptedServer(steps, upstream=live_url) as server:
        health = asyncio.run(call(server.url))
        seen = server.requests_to("/api/v1/health")
    assert health.project == made.project
    assert len(seen) == 3 and seen[2].at - seen[0].at >= 1.9
    with ScriptedServer(default=Answer(503, envelope("unavailable"), {"Retry-After": "0"})) as down:

        async def fail() -> None:
            async with AsyncMemoryClient(
                down.url, made.agent, retry=RetryPolicy(attempts=2, backoff=0.01)
            ) as client:
                await client.health()

        with pytest.raises(Unavailable):
            asyncio.run(fail())
        assert len(down.seen) == 2
