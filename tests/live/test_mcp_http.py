"""The MCP server at /mcp, driven by the official SDK's client over streamable HTTP against
the live stack, in both protocol eras: 2026-07-28 (``mode="auto"`` probes ``server/discover``
and adopts it; ``mode="2026-07-28"`` adopts it without a probe) and the initialize handshake
(``mode="legacy"``, what hosts on 2025 revisions do)."""

from __future__ import annotations

import uuid
from typing import Any

import pytest

from memoryapp.operations.schemas import ContextIn, EventsIn, ProposeIn, SupersedeIn
from tests.live.mcp_calls import (
    AGENT_TOOLS,
    MODERN,
    MODES,
    OWNER_TOOLS,
    api,
    connect,
    error_of,
    ok,
    run,
    text_of,
)

pytestmark = pytest.mark.slow


@pytest.mark.parametrize("mode", [*MODES, MODERN])
def test_each_role_lists_its_tools_with_the_api_schemas(live_url, tokens, mode) -> None:
    made = tokens("mcp-list")

    async def session() -> None:
        async with connect(live_url, made.agent, mode) as agent:
            expected_version = "2025-11-25" if mode == "legacy" else MODERN
            assert agent.protocol_version == expected_version
            listed = {tool.name: tool for tool in (await agent.list_tools()).tools}
            assert set(listed) == AGENT_TOOLS
        async with connect(live_url, made.owner, mode) as owner:
            assert {tool.name for tool in (await owner.list_tools()).tools} == OWNER_TOOLS

        # One source of truth: each input schema is the API's body schema (plus the path's id).
        def properties(name: str) -> set[str]:
            return set(listed[name].input_schema["properties"])

        assert properties("memory_propose") == set(ProposeIn.model_fields)
        assert properties("memory_context") == set(ContextIn.model_fields)
        assert properties("memory_capture") == set(EventsIn.model_fields)
        assert properties("memory_supersede") == set(SupersedeIn.model_fields) | {"memory_id"}
        propose = listed["memory_propose"].input_schema
        assert propose["additionalProperties"] is False
        assert propose["properties"]["content"]["maxLength"] == 8000
        # References are inlined for hosts whose models do not resolve them.
        assert "$ref" not in str(listed["memory_capture"].input_schema)
        annotations = listed["memory_get"].annotations
        assert annotations is not None
        assert annotations.read_only_hint is True

    run(session)


def test_state_subjects_and_open_loops_through_mcp(live_url, tokens) -> None:
    made = tokens("mcp-state")

    async def session() -> None:
        async with connect(live_url, made.owner) as owner:
            events = [
                {
                    "event_id": "q1",
                    "session_id": "s",
                    "kind": "state_change",
                    "subject": "Billing Queue",
                    "value": "The billing queue runs on NATS.",
                    "effective_from": "2026-03-01T00:00:00Z",
                },
                {
                    "event_id": "q2",
                    "session_id": "s",
                    "kind": "decision",
                    "subject": "billing.queue",
                    "value": "The billing queue moves to Kafka.",
                    "effective_from": "2099-01-01T00:00:00Z",
                },
            ]
            captured = await ok(owner, "memory_capture", {"events": events})
            assert captured["accepted"] == 2
        async with connect(live_url, made.agent) as agent:
            state = await ok(agent, "memory_state", {"subject": "billing.queue"})
            assert state["status"] == "current"
            assert state["current"]["content"] == "billing.queue: The billing queue runs on NATS."
            assert [p["content"] for p in state["planned"]] == [
                "Decided for billing.queue: The billing queue moves to Kafka."
            ]
            subjects = await ok(agent, "memory_subjects", {"q": "billing"})
            assert [s["subject"] for s in subjects["items"]] == ["billing.queue"]
            loops = await ok(agent, "memory_open_loops", {"status": "open"})
            assert [loop["reason"] for loop in loops["items"]] == ["loop.planned"]
            asked = {"query": "What is still open?", "route": "recall"}
            text = text_of(await agent.call_tool("memory_context", asked))
            assert "Open loops: 1 in the bundle, none left out." in text
            assert "2099-01-01, from conversation, open loop) Decided for billing.queue" in text

    run(session)


@pytest.mark.parametrize("mode", MODES)
def test_remember_search_context_and_trace(live_url, tokens, mode) -> None:
    made = tokens("mcp-recall")
    words = f"The {mode} staging database is PostgreSQL 16."

    async def session() -> None:
        async with connect(live_url, made.agent, mode) as agent:
            remembered = await ok(agent, "memory_remember", {"content": words})
            assert remembered["status"] == "active"

            found = await ok(agent, "memory_search", {"query": "staging database", "k": 5})
            assert [r["id"] for r in found["results"]][:1] == [remembered["id"]]
            assert found["results"][0]["content"] == words

            result = await agent.call_tool(
                "memory_context", {"query": "Which database runs staging?", "route": "recall"}
            )
            assert not result.is_error
            context = result.structured_content
            assert isinstance(context, dict)
            assert [item["id"] for item in context["items"]] == [remembered["id"]]
            text = text_of(result)
            # The fenced bundle as the model reads it, and the trace id to explain it.
            assert context["rendered"] in text
            opening, fence = (
                context["rendered"].splitlines()[1],
                context["rendered"].splitlines()[-1],
            )
            assert fence.startswith("MEMORY-")
            assert text.count(fence) == 2
            assert (
                opening == f"{fence} trace_id={context['trace_id']} route=recall temporal=current"
            )
            assert f"trace_id: {context['trace_id']}" in text

            trace = await ok(agent, "memory_trace", {"trace_id": context["trace_id"]})
            assert trace["id"] == context["trace_id"]
            assert trace["query"] == "Which database runs staging?"
            assert trace["rendered"] == context["rendered"]
            assert remembered["id"] in {c["memory_id"] for c in trace["candidates"]}

    run(session)


def test_structured_content_is_the_json_the_api_returns(live_url, tokens) -> None:
    made = tokens("mcp-same")

    async def session() -> None:
        async with connect(live_url, made.owner) as owner:
            remembered = await ok(
                owner,
                "memory_remember",
                {"content": "Kofi drinks chá de hortelã.", "entities": ["Kofi"]},
            )
            got = await ok(owner, "memory_get", {"memory_id": remembered["id"]})
            assert got == api(live_url, made.owner, "GET", f"/memories/{remembered['id']}").json()
            context = await ok(owner, "memory_context", {"query": "What does Kofi drink?"})
            trace = await ok(owner, "memory_trace", {"trace_id": context["trace_id"]})
            assert trace == api(live_url, made.owner, "GET", f"/traces/{trace['id']}").json()

    run(session)


def test_memory_context_takes_what_the_agent_is_doing(live_url, tokens) -> None:
    made = tokens("mcp-frame")
    kinds = {"user_message", "task", "tool_result", "test_failure", "scheduled_job"}

    async def session() -> None:
        async with connect(live_url, made.agent) as agent:
            tool = next(t for t in (await agent.list_tools()).tools if t.name == "memory_context")
            properties = tool.input_schema["properties"]
            # The host's model sees the kinds it may send and the limits, inlined.
            signals = str(properties["signals"])
            assert all(kind in signals for kind in kinds) and "16" in signals
            assert "48" in str(properties["work_type"])
            assert "signals" in (tool.description or "")

            remembered = await ok(agent, "memory_remember", {"content": "Replay runs before open."})
            asked = {
                "query": "When does replay run?",
                "route": "recall",
                "signals": [
                    {"kind": "user_message", "text": "When does replay run?"},
                    {"kind": "test_failure", "text": "FAILED tests/test_wal.py::test_replay"},
                ],
                "work_type": "debugging",
            }
            context = await ok(agent, "memory_context", asked)
            assert [item["id"] for item in context["items"]] == [remembered["id"]]
            # The service's answer about the frame, passed through as the API gives it.
            assert "frame" in context
            assert set(context) == set(api(live_url, made.agent, "POST", "/context", asked).json())

            bad = {**asked, "signals": [{"kind": "chat", "text": "hi"}]}
            refused = error_of(await agent.call_tool("memory_context", bad))
            assert refused["code"] == "invalid_input"
            assert [e["loc"] for e in refused["details"]["errors"]] == [["signals", "0", "kind"]]

    run(session)


@pytest.mark.parametrize("mode", MODES)
def test_propose_and_the_owner_governs(live_url, tokens, mode) -> None:
    made = tokens("mcp-govern")

    async def session() -> None:
        async with (
            connect(live_url, made.agent, mode) as agent,
            connect(live_url, made.owner, mode) as owner,
        ):
            first = await ok(
                agent,
                "memory_propose",
                {"type": "semantic", "content": "Priya Raman drinks three coffees a day."},
            )
            second = await ok(
                agent,
                "memory_propose",
                {"type": "semantic", "content": "The release train leaves on Thursdays."},
            )
            assert first["status"] == second["status"] == "pending"
            assert first["reasons"]

            # An agent token cannot govern: the tool answers as the API does.
            denied = await agent.call_tool("memory_confirm", {"memory_id": first["id"]})
            assert error_of(denied)["code"] == "forbidden"

            assert (await ok(owner, "memory_confirm", {"memory_id": first["id"]}))[
                "status"
            ] == "active"
            rejected = await ok(
                owner, "memory_reject", {"memory_id": second["id"], "note": "not true"}
            )
            assert rejected["status"] == "rejected"
            archived = await ok(owner, "memory_archive", {"memory_id": first["id"]})
            assert archived["status"] == "archived"
            restored = await ok(owner, "memory_restore", {"memory_id": first["id"]})
            assert restored["status"] == "active"
            got = await ok(agent, "memory_get", {"memory_id": second["id"]})
            assert got["status"] == "rejected"

            again = await owner.call_tool("memory_confirm", {"memory_id": second["id"]})
            assert error_of(again)["code"] == "conflict"

    run(session)


def test_supersede_and_get_with_its_chain(live_url, tokens) -> None:
    made = tokens("mcp-chain")

    async def session() -> None:
        async with (
            connect(live_url, made.agent) as agent,
            connect(live_url, made.owner) as owner,
        ):
            old = await ok(owner, "memory_remember", {"content": "Metadata lives in SQLite."})
            new = await ok(
                owner,
                "memory_supersede",
                {
                    "memory_id": old["id"],
                    "content": "Metadata lives in PostgreSQL.",
                    "kind": "update",
                },
            )
            assert new["status"] == "active"
            assert new["supersedes"] == old["id"]
            got = await ok(agent, "memory_get", {"memory_id": old["id"]})
            assert got["superseded_by"] == new["id"]
            assert got["head"] == new["id"]
            assert got["chain"] == [old["id"], new["id"]]

            # Superseding what is no longer the head is the API's conflict.
            stale = await agent.call_tool(
                "memory_supersede",
                {"memory_id": old["id"], "content": "Metadata lives in DuckDB.", "kind": "update"},
            )
            assert error_of(stale)["code"] == "conflict"
            # An agent's correction waits for the owner.
            correction = await ok(
                agent,
                "memory_supersede",
                {
                    "memory_id": new["id"],
                    "content": "Metadata lives in PostgreSQL 18.",
                    "kind": "correction",
                },
            )
            assert correction["status"] == "pending"

    run(session)


@pytest.mark.parametrize("mode", MODES)
def test_capture_events_and_harvest(live_url, tokens, mode) -> None:
    made = tokens("mcp-capture")
    session_id = f"session-{uuid.uuid4()}"
    events: list[dict[str, Any]] = [
        {
            "event_id": f"{session_id}-1",
            "session_id": session_id,
            "kind": "message",
            "role": "user",
            "content": "I moved to Lisbon last spring.",
        },
        {
            "event_id": f"{session_id}-2",
            "session_id": session_id,
            "kind": "message",
            "role": "assistant",
            "content": "Noted.",
            "turn_complete": True,
        },
    ]

    async def session() -> None:
        async with connect(live_url, made.agent, mode) as agent:
            captured = await ok(agent, "memory_capture", {"events": events})
            assert captured["accepted"] == 2
            assert [e["event_id"] for e in captured["events"]] == [e["event_id"] for e in events]
            # Idempotent on event_id: the same rows again.
            repeated = await ok(agent, "memory_capture", {"events": events})
            assert [e["id"] for e in repeated["events"]] == [e["id"] for e in captured["events"]]

            harvest = await ok(agent, "memory_harvest", {"session_id": session_id})
            uuid.UUID(harvest["job_id"])
            assert harvest["extraction"] in {"on", "off"}
            job = api(live_url, made.agent, "GET", f"/jobs/{harvest['job_id']}")
            assert job.status_code == 200
            assert job.json()["session_id"] == session_id

            health = await ok(agent, "memory_health", {})
            assert health["project"] == made.project
            assert health["checks"]["database"]["status"] == "ok"

    run(session)
