"""The client's state, subjects and open-loops calls on a stand-in transport: what each sends,
and that they share the other calls' retry policy (a read is repeatable) and error mapping.
Against the real server: tests/live/test_client_state.py."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import httpx
import pytest
from memory_client import (
    AsyncMemoryClient,
    InvalidInput,
    MemoryClient,
    NotFound,
    RetryPolicy,
    Signal,
)

STATE = {
    "subject": "billing.queue",
    "status": "current",
    "current": {
        "memory_id": "00000000-0000-0000-0000-000000000001",
        "content": "The billing queue runs on NATS.",
        "standing": "trusted",
        "valid_from": None,
        "valid_to": None,
        "recorded_at": "2026-03-01T09:00:00Z",
    },
    "usable_for_influence": True,
    "planned": [],
    "conflicts": [],
    "history": [],
    "trace_id": "00000000-0000-0000-0000-0000000000aa",
}
PAGE: dict[str, Any] = {"items": [], "next_cursor": None}
SUBJECTS = {
    "items": [
        {
            "subject": "billing.queue",
            "memories": 2,
            "heads": 1,
            "last_recorded_at": "2026-03-01T09:00:00Z",
        }
    ]
}
ANSWERS = {"/api/v1/state": STATE, "/api/v1/open-loops": PAGE, "/api/v1/subjects": SUBJECTS}
BUSY = {"error": {"code": "unavailable", "message": "busy", "details": {}}}
GONE = {"error": {"code": "not_found", "message": "no such project", "details": {}}}
RETRY = RetryPolicy(attempts=3, backoff=0.0, max_backoff=0.0)


def stand_in(seen: list[httpx.Request], *, fail: int = 1) -> Callable[[httpx.Request], Any]:
    """Answers 503 to the first ``fail`` requests of each path, then the path's answer."""

    def answer(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        if sum(r.url.path == request.url.path for r in seen) <= fail:
            return httpx.Response(503, json=BUSY, headers={"Retry-After": "0"})
        return httpx.Response(200, json=ANSWERS[request.url.path])

    return answer


def test_the_reads_send_what_the_api_takes_and_retry_a_busy_server() -> None:
    seen: list[httpx.Request] = []
    transport = httpx.MockTransport(stand_in(seen))
    with MemoryClient("http://memory.test", "t", retry=RETRY, transport=transport) as client:
        state = client.state("billing.queue")
        assert state.current is not None and state.current.content.endswith("NATS.")
        assert client.subjects(q="bill", limit=5).items[0].heads == 1
        assert client.open_loops(status="open", limit=2, cursor="abc").next_cursor is None
        october = datetime(2026, 10, 15, tzinfo=UTC)
        assert list(client.iter_open_loops(at=october)) == []
    asked = [(r.method, r.url.path) for r in seen]
    assert asked == [
        ("POST", "/api/v1/state"),
        ("POST", "/api/v1/state"),
        ("GET", "/api/v1/subjects"),
        ("GET", "/api/v1/subjects"),
        ("GET", "/api/v1/open-loops"),
        ("GET", "/api/v1/open-loops"),
        ("GET", "/api/v1/open-loops"),
    ]
    assert json.loads(seen[0].content) == {"subject": "billing.queue"}
    assert dict(seen[2].url.params) == {"q": "bill", "limit": "5"}
    assert dict(seen[4].url.params) == {"status": "open", "limit": "2", "cursor": "abc"}
    # The loops as they stood in October.
    assert dict(seen[6].url.params) == {"limit": "50", "at": "2026-10-15T00:00:00+00:00"}


def test_the_async_reads_share_the_policy_and_the_error_mapping() -> None:
    seen: list[httpx.Request] = []

    def gone(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return httpx.Response(404, json=GONE)

    async def main() -> None:
        transport = httpx.MockTransport(stand_in(seen))
        async with AsyncMemoryClient("http://m.test", "t", retry=RETRY, transport=transport) as c:
            assert (await c.state("billing.queue")).usable_for_influence
            assert [loop async for loop in c.iter_open_loops()] == []
        async with AsyncMemoryClient(
            "http://m.test", "t", transport=httpx.MockTransport(gone)
        ) as c:
            with pytest.raises(NotFound):
                await c.subjects()

    asyncio.run(main())
    assert [r.url.path for r in seen].count("/api/v1/subjects") == 1  # a 404 is not retried


def test_context_sends_session_fresh_only_when_set() -> None:
    bodies: list[Any] = []

    def answer(request: httpx.Request) -> httpx.Response:
        bodies.append(json.loads(request.content))
        return httpx.Response(
            200,
            json={
                "trace_id": "00000000-0000-0000-0000-0000000000aa",
                "route": {"route": "recall", "source": "caller", "reason": "", "ambiguous": False},
                "items": [],
                "rendered": "",
                "tokens": 0,
                "review": {"waiting": 3, "url": "http://127.0.0.1:8000/review/"},
            },
        )

    with MemoryClient("http://m.test", "t", transport=httpx.MockTransport(answer)) as client:
        bundle = client.context("q", session_id="s")
        client.context("q", session_id="s", session_fresh=True)
    assert "session_fresh" not in bodies[0]
    assert bodies[1]["session_fresh"] is True
    assert bundle.review is not None and bundle.review.waiting == 3
    assert bundle.review.url == "http://127.0.0.1:8000/review/"


FRAMED = {
    "trace_id": "00000000-0000-0000-0000-0000000000aa",
    "route": {"route": "influence", "source": "auto", "reason": "", "ambiguous": False},
    "items": [],
    "rendered": "",
    "tokens": 0,
    "frame": {
        "version": 3,
        "work_type": "implementation_review",
        "establishment": "corroborated",
        "control": "hard",
        "reason": "frame.corroborated",
    },
}


def test_context_sends_signals_and_work_type_and_reads_the_frame() -> None:
    bodies: list[Any] = []

    def answer(request: httpx.Request) -> httpx.Response:
        bodies.append(json.loads(request.content))
        return httpx.Response(200, json=FRAMED if len(bodies) == 1 else {**FRAMED, "frame": None})

    seen = datetime(2026, 5, 1, 9, 30, tzinfo=UTC)
    signals: list[Signal | dict[str, Any]] = [
        {"kind": "user_message", "text": "Review this pull request"},
        Signal("test_failure", "FAILED tests/test_wal.py::test_replay", observed_at=seen),
        {"kind": "task", "text": "Ship 2.0", "observed_at": "2026-05-01T09:00:00+00:00"},
    ]

    async def later(transport: httpx.MockTransport) -> None:
        async with AsyncMemoryClient("http://m.test", "t", transport=transport) as c:
            assert (await c.context("q", signals=signals[:1])).frame is None

    with MemoryClient("http://m.test", "t", transport=httpx.MockTransport(answer)) as client:
        bundle = client.context("review this", signals=signals, work_type="implementation_review")
    asyncio.run(later(httpx.MockTransport(answer)))
    assert bodies[0]["signals"] == [
        {"kind": "user_message", "text": "Review this pull request"},
        {
            "kind": "test_failure",
            "text": "FAILED tests/test_wal.py::test_replay",
            "observed_at": "2026-05-01T09:30:00+00:00",
        },
        {"kind": "task", "text": "Ship 2.0", "observed_at": "2026-05-01T09:00:00+00:00"},
    ]
    assert bodies[0]["work_type"] == "implementation_review"
    assert bodies[1] == {"query": "q", "route": "auto", "signals": [signals[0]]}
    assert bundle.frame is not None
    assert (bundle.frame.version, bundle.frame.work_type) == (3, "implementation_review")
    assert (bundle.frame.establishment, bundle.frame.control) == ("corroborated", "hard")
    assert bundle.frame.reason == "frame.corroborated"


@pytest.mark.parametrize(
    ("signals", "field"),
    [
        ([{"kind": "chat", "text": "hi"}], "signals[0].kind"),
        ([{"kind": "task", "text": "a"}, {"kind": "task", "text": ""}], "signals[1].text"),
        ([{"kind": "task", "text": "a", "observed_at": "yesterday"}], "signals[0].observed_at"),
        ([Signal("task", "a", observed_at=datetime(2026, 5, 1))], "time"),
        (["task: ship it"], "signals[0]"),
        ([{"kind": "task", "text": "a"}] * 17, "signals"),
    ],
)
def test_a_bad_signal_is_refused_before_sending(signals: Any, field: str) -> None:
    sent: list[httpx.Request] = []

    def answer(request: httpx.Request) -> httpx.Response:
        sent.append(request)
        return httpx.Response(500)

    transport = httpx.MockTransport(answer)
    with (
        MemoryClient("http://m.test", "t", transport=transport) as client,
        pytest.raises(InvalidInput) as raised,
    ):
        client.context("q", signals=signals)
    assert raised.value.status is None
    assert raised.value.details == {"field": field}
    assert sent == []
