"""The Python client's subjects, state and open loops, and a context call's session and review,
against the real stack (``python -m config.embedded run``), sync and async alike."""

from __future__ import annotations

import asyncio
import json
from datetime import UTC, datetime
from typing import Any

import httpx
import pytest
from memory_client import (
    AsyncMemoryClient,
    InvalidInput,
    MemoryClient,
    OpenLoop,
    SubjectState,
    Temporal,
)

pytestmark = pytest.mark.slow

HISTORY = [
    {
        "ref": "redis",
        "type": "semantic",
        "content": "The billing queue runs on Redis.",
        "status": "active",
        "subject": "billing.queue",
        "recorded_at": "2026-01-05T09:00:00Z",
        "valid_from": "2026-01-05T00:00:00Z",
    },
    {
        "ref": "nats",
        "type": "semantic",
        "content": "The billing queue moved to NATS.",
        "status": "active",
        "subject": "billing.queue",
        "recorded_at": "2026-03-01T09:00:00Z",
        "valid_from": "2026-03-01T00:00:00Z",
        "supersedes": "redis",
        "kind": "update",
    },
    {
        "ref": "docs",
        "type": "semantic",
        "content": "The docs site moves to MkDocs.",
        "status": "active",
        "subject": "docs.site",
        "recorded_at": "2026-03-03T09:00:00Z",
        "valid_from": "2099-01-01T00:00:00Z",
    },
    *(
        {
            "ref": f"promise-{n}",
            "type": "semantic",
            "content": f"We will rotate the API keys of service {n} before the audit.",
            "status": "active",
            "recorded_at": f"2026-02-{n + 1:02d}T09:00:00Z",
        }
        for n in range(5)
    ),
]


def imported(live_url: str, owner_token: str) -> dict[str, str]:
    """The history above, through /import (which keeps recorded times): ref -> memory id."""
    response = httpx.post(
        f"{live_url}/api/v1/import",
        content="\n".join(json.dumps(line) for line in HISTORY),
        headers={"Authorization": f"Bearer {owner_token}", "Content-Type": "application/x-ndjson"},
        timeout=60,
    )
    assert response.status_code == 200, response.text
    ids: dict[str, str] = response.json()["ids"]
    return ids


def check_state(state: SubjectState, ids: dict[str, str]) -> None:
    assert state.subject == "billing.queue" and state.status == "current"
    assert state.current is not None and str(state.current.memory_id) == ids["nats"]
    assert state.current.content == "The billing queue moved to NATS."
    assert state.usable_for_influence and state.planned == () and state.conflicts == ()
    kinds = {str(entry.memory_id): entry.kind for entry in state.history}
    assert kinds == {ids["nats"]: "current", ids["redis"]: "superseded"}


def test_the_sync_client_reads_subjects_state_and_pages_of_open_loops(
    live_url: str, tokens: Any
) -> None:
    made = tokens("client-state")
    ids = imported(live_url, made.owner)
    with MemoryClient(live_url, made.agent, timeout=30) as agent:
        check_state(agent.state("billing.queue"), ids)
        # At a standpoint before the move, Redis was the value.
        before = agent.state(
            "billing.queue",
            temporal=Temporal(mode="valid_at", valid_at=datetime(2026, 2, 1, tzinfo=UTC)),
        )
        assert before.current is not None and str(before.current.memory_id) == ids["redis"]
        planned = agent.state("docs.site")
        assert planned.status == "planned" and planned.current is None
        assert [str(v.memory_id) for v in planned.planned] == [ids["docs"]]
        assert agent.state("nothing.here").status == "unknown"

        subjects = agent.subjects()
        assert {s.subject for s in subjects.items} == {"billing.queue", "docs.site"}
        queue = next(s for s in subjects.items if s.subject == "billing.queue")
        assert (queue.memories, queue.heads) == (2, 1)
        assert [s.subject for s in agent.subjects(q="docs", limit=5).items] == ["docs.site"]

        first = agent.open_loops(status="open", limit=2)
        assert len(first.items) == 2 and first.next_cursor
        assert all(isinstance(loop, OpenLoop) and loop.status == "open" for loop in first.items)
        second = agent.open_loops(status="open", limit=2, cursor=first.next_cursor)
        assert not {loop.id for loop in first.items} & {loop.id for loop in second.items}
        every = list(agent.iter_open_loops(status="open", page_size=2))
        # Newest first, every page once: the five promises and the planned docs move.
        assert len(every) == len({loop.id for loop in every}) == 6
        assert [loop.opened_at for loop in every] == sorted(
            (loop.opened_at for loop in every), reverse=True
        )
        assert {str(loop.opened_by) for loop in every} == {
            ids["docs"],
            *(ids[f"promise-{n}"] for n in range(5)),
        }
        # The same error mapping as every other call: a bad limit, a bad cursor.
        with pytest.raises(InvalidInput):
            agent.open_loops(limit=0)
        with pytest.raises(InvalidInput) as refused:
            agent.open_loops(cursor="not-a-cursor")
        assert refused.value.details.get("field") == "cursor"


def test_a_context_call_of_a_session_carries_each_memory_once_and_says_what_waits(
    live_url: str, tokens: Any
) -> None:
    made = tokens("client-session")
    ids = imported(live_url, made.owner)
    query = "Which queue does billing use?"
    with MemoryClient(live_url, made.agent, timeout=30) as agent:
        agent.propose("semantic", "The billing team meets on Mondays.", confidence=0.9)
        first = agent.context(query, route="recall", session_id="turns")
        assert ids["nats"] in {str(item.id) for item in first.items}
        assert first.review is not None and first.review.waiting == 1
        assert first.review.url == f"{live_url}/review/"
        second = agent.context(query, route="recall", session_id="turns")
        assert ids["nats"] not in {str(item.id) for item in second.items}
        reasons = {c["memory_id"]: c["reason"] for c in agent.trace(second.trace_id).candidates}
        assert reasons[ids["nats"]] == "dedup.already_in_session"
        assert agent.trace(first.trace_id).session_id == "turns"
        fresh = agent.context(query, route="recall", session_id="turns", session_fresh=True)
        assert ids["nats"] in {str(item.id) for item in fresh.items}
        asked = agent.context("What is still open?", route="recall")
        assert asked.open_loops is not None and len(asked.open_loops.items) == 6


def test_the_async_client_reads_subjects_state_and_pages_of_open_loops(
    live_url: str, tokens: Any
) -> None:
    made = tokens("client-state-async")
    ids = imported(live_url, made.owner)

    async def main() -> None:
        async with AsyncMemoryClient(live_url, made.agent, timeout=30) as agent:
            check_state(await agent.state("billing.queue"), ids)
            subjects = await agent.subjects(q="billing")
            assert [s.subject for s in subjects.items] == ["billing.queue"]
            page = await agent.open_loops(limit=4)
            assert len(page.items) == 4 and page.next_cursor
            rest = await agent.open_loops(limit=4, cursor=page.next_cursor)
            assert len(rest.items) == 2 and rest.next_cursor is None
            every = [loop async for loop in agent.iter_open_loops(page_size=4)]
            assert [loop.id for loop in every] == [loop.id for loop in (*page.items, *rest.items)]
            bundle = await agent.context(
                "Which queue does billing use?", session_id="a", session_fresh=True
            )
            assert bundle.review is not None and bundle.review.waiting == 0
            with pytest.raises(InvalidInput):
                await agent.subjects(limit=0)

    asyncio.run(main())
