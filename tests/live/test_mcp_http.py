"""The MCP server at /mcp, driven by the official SDK's client over streamable HTTP against
the live stack, in both protocol eras: 2026-07-28 (``mode="auto"`` probes ``server/discover``
and adopts it; ``mode="2026-07-28"`` adopts it without a probe) and the initialize handshake
(``mode="legacy"``, what hosts on 2025 revisions do)."""

from __future__ import annotations

import base64
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from functools import partial
from typing import Any

import anyio
import httpx
import httpx2
import pytest
from mcp import Client
from mcp.client.streamable_http import streamable_http_client
from mcp.shared.exceptions import MCPError
from mcp.shared.inbound import classify_inbound_request
from mcp_types import CallToolResult, TextContent

from memoryapp.mcp.protocol import ProtocolError, classify_modern
from memoryapp.operations.schemas import ContextIn, EventsIn, ProposeIn, SupersedeIn

pytestmark = pytest.mark.slow

AGENT_TOOLS = {
    "memory_search",
    "memory_context",
    "memory_remember",
    "memory_propose",
    "memory_supersede",
    "memory_get",
    "memory_capture",
    "memory_harvest",
    "memory_trace",
    "memory_health",
    "memory_state",
    "memory_subjects",
    "memory_open_loops",
}
OWNER_TOOLS = AGENT_TOOLS | {
    "memory_confirm",
    "memory_reject",
    "memory_archive",
    "memory_restore",
    "memory_ingest",
    "memory_trust_path",
}
MODES = ["auto", "legacy"]
MODERN = "2026-07-28"


@asynccontextmanager
async def connect(url: str, token: str, mode: str = "auto") -> AsyncIterator[Client]:
    headers = {"Authorization": f"Bearer {token}"}
    async with (
        httpx2.AsyncClient(headers=headers, timeout=httpx2.Timeout(90.0)) as http,
        Client(streamable_http_client(f"{url}/mcp", http_client=http), mode=mode) as client,
    ):
        yield client


def run(session: Callable[[], Awaitable[None]]) -> None:
    anyio.run(session)


async def ok(client: Client, name: str, arguments: dict[str, Any]) -> dict[str, Any]:
    result = await client.call_tool(name, arguments)
    assert not result.is_error, result.content
    assert isinstance(result.structured_content, dict)
    return result.structured_content


def text_of(result: CallToolResult) -> str:
    block = result.content[0]
    assert isinstance(block, TextContent)
    return block.text


def error_of(result: CallToolResult) -> dict[str, Any]:
    assert result.is_error
    assert isinstance(result.structured_content, dict)
    error: dict[str, Any] = result.structured_content["error"]
    # The readable text says the same, for hosts that show the model only the text.
    assert text_of(result).startswith(f"{error['code']}: {error['message']}")
    return error


def refusal(raised: BaseException) -> MCPError:
    """The MCPError a refused connection raised (anyio task groups may wrap it)."""
    while isinstance(raised, BaseExceptionGroup) and len(raised.exceptions) == 1:
        raised = raised.exceptions[0]
    assert isinstance(raised, MCPError), raised
    return raised


def api(url: str, token: str, method: str, path: str, body: Any = None) -> httpx.Response:
    return httpx.request(
        method,
        f"{url}/api/v1{path}",
        json=body,
        headers={"Authorization": f"Bearer {token}"},
        timeout=60,
    )


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


def without_request_id(envelope: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in envelope.items() if key != "request_id"}


@pytest.mark.parametrize("mode", MODES)
def test_domain_and_validation_errors_are_tool_errors_with_the_api_codes(
    live_url, tokens, mode
) -> None:
    made = tokens("mcp-errors")
    unknown = str(uuid.uuid4())

    async def session() -> None:
        async with connect(live_url, made.agent, mode) as agent:
            missing = error_of(await agent.call_tool("memory_get", {"memory_id": unknown}))
            assert missing["code"] == "not_found"
            api_missing = api(live_url, made.agent, "GET", f"/memories/{unknown}").json()
            # The same envelope, each with the id of its own HTTP request.
            assert len(missing["request_id"]) == 32
            assert missing["request_id"] != api_missing["error"]["request_id"]
            assert without_request_id(missing) == without_request_id(api_missing["error"])

            empty = error_of(await agent.call_tool("memory_remember", {"content": ""}))
            assert empty["code"] == "invalid_input"
            assert empty["message"] == "the request does not match the schema"
            assert [e["loc"] for e in empty["details"]["errors"]] == [["content"]]
            extra = error_of(
                await agent.call_tool("memory_search", {"query": "x", "surprise": True})
            )
            assert extra["code"] == "invalid_input"
            assert extra["details"]["errors"][0]["type"] == "extra_forbidden"
            bad_id = error_of(await agent.call_tool("memory_trace", {"trace_id": "not-a-uuid"}))
            assert bad_id["code"] == "invalid_input"

            # Not a tool's failure but a protocol error: no such tool.
            with pytest.raises(MCPError) as unknown_tool:
                await agent.call_tool("memory_teleport", {})
            assert unknown_tool.value.code == -32602

    run(session)


def test_wrong_revoked_and_paused_tokens_are_refused_before_any_tool(
    live_stack, live_url, tokens
) -> None:
    made = tokens("mcp-auth")
    ping = {"jsonrpc": "2.0", "id": 1, "method": "ping"}

    def post(token: str) -> httpx.Response:
        return httpx.post(
            f"{live_url}/mcp",
            json=ping,
            headers={"Authorization": f"Bearer {token}", "Accept": "application/json"},
            timeout=30,
        )

    wrong = post("mem_not-a-token")
    assert wrong.status_code == 401
    assert wrong.headers["WWW-Authenticate"].startswith("Bearer")
    assert wrong.json() == {
        "error": {
            "code": "unauthenticated",
            "message": "unknown token",
            "details": {},
            "request_id": wrong.headers["X-Request-ID"],
        }
    }
    missing = httpx.post(f"{live_url}/mcp", json=ping, timeout=30)
    assert missing.status_code == 401
    assert missing.json()["error"]["code"] == "unauthenticated"

    async def refused(token: str, mode: str) -> None:
        with pytest.raises((MCPError, BaseExceptionGroup)) as raised:
            async with connect(live_url, token, mode) as client:
                await client.list_tools()
        refusal(raised.value)

    for mode in MODES:
        run(partial(refused, "mem_not-a-token", mode))

    # Paused by the owner (the API's pause): 403 paused, the same envelope as the API's.
    listed = api(live_url, made.owner, "GET", "/tokens").json()["items"]
    agent_id = next(t["id"] for t in listed if t["role"] == "agent")
    assert api(live_url, made.owner, "POST", f"/tokens/{agent_id}/pause").status_code == 200
    paused = post(made.agent)
    assert paused.status_code == 403
    assert paused.json()["error"]["code"] == "paused"
    assert without_request_id(paused.json()["error"]) == without_request_id(
        api(live_url, made.agent, "GET", "/health").json()["error"]
    )
    assert api(live_url, made.owner, "POST", f"/tokens/{agent_id}/resume").status_code == 200
    assert post(made.agent).status_code == 200

    live_stack.manage("revoke_token", "--token", made.agent)
    revoked = post(made.agent)
    assert revoked.status_code == 401
    assert revoked.json()["error"]["message"] == "this token has been revoked"
    run(partial(refused, made.agent, "auto"))


def test_the_wire_answers_as_streamable_http_requires(live_url, tokens) -> None:
    made = tokens("mcp-wire")
    meta = {
        "io.modelcontextprotocol/protocolVersion": MODERN,
        "io.modelcontextprotocol/clientCapabilities": {},
    }
    base = {
        "Authorization": f"Bearer {made.agent}",
        "Accept": "application/json, text/event-stream",
    }

    def post(body: Any, **headers: str) -> httpx.Response:
        return httpx.post(f"{live_url}/mcp", json=body, headers={**base, **headers}, timeout=30)

    modern = {"MCP-Protocol-Version": MODERN, "Mcp-Method": "tools/list"}
    listed = post({"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {"_meta": meta}})
    # Without the routing headers the envelope alone decides the era.
    assert listed.status_code == 200
    result = post(
        {"jsonrpc": "2.0", "id": 2, "method": "tools/list", "params": {"_meta": meta}}, **modern
    ).json()["result"]
    assert result["resultType"] == "complete"
    assert result["_meta"]["io.modelcontextprotocol/serverInfo"]["name"] == "memory-service"
    assert "Mcp-Session-Id" not in listed.headers

    mismatch = post(
        {"jsonrpc": "2.0", "id": 3, "method": "tools/list", "params": {"_meta": meta}},
        **{**modern, "Mcp-Method": "tools/call"},
    )
    assert mismatch.status_code == 400
    assert mismatch.json()["error"]["code"] == -32020
    future = {**meta, "io.modelcontextprotocol/protocolVersion": "2099-01-01"}
    unsupported = post(
        {"jsonrpc": "2.0", "id": 4, "method": "tools/list", "params": {"_meta": future}},
        **{**modern, "MCP-Protocol-Version": "2099-01-01"},
    )
    assert unsupported.status_code == 400
    assert unsupported.json()["error"]["code"] == -32022
    assert unsupported.json()["error"]["data"]["supported"] == [MODERN]
    missing = post(
        {"jsonrpc": "2.0", "id": 5, "method": "prompts/list", "params": {"_meta": meta}},
        **{**modern, "Mcp-Method": "prompts/list"},
    )
    assert missing.status_code == 404
    assert missing.json() == {
        "jsonrpc": "2.0",
        "id": 5,
        "error": {"code": -32601, "message": "Method not found", "data": "prompts/list"},
    }

    handshake = post(
        {
            "jsonrpc": "2.0",
            "id": 6,
            "method": "initialize",
            "params": {
                "protocolVersion": "2025-03-26",
                "capabilities": {},
                "clientInfo": {"name": "old-host", "version": "1"},
            },
        }
    )
    assert handshake.json()["result"]["protocolVersion"] == "2025-03-26"
    assert "Mcp-Session-Id" not in handshake.headers
    assert post({"jsonrpc": "2.0", "method": "notifications/initialized"}).status_code == 202
    assert post({"jsonrpc": "2.0", "id": 7, "method": "ping"}).json()["result"] == {}

    parse = httpx.post(f"{live_url}/mcp", content=b"{not json", headers=base, timeout=30)
    assert parse.status_code == 400
    assert parse.json()["error"]["code"] == -32700
    assert post([{"jsonrpc": "2.0", "id": 8, "method": "ping"}]).json()["error"]["code"] == -32600
    assert httpx.get(f"{live_url}/mcp", headers=base, timeout=30).status_code == 405


# --- the 2026-07-28 rungs are the SDK's -------------------------------------------------

META = {
    "io.modelcontextprotocol/protocolVersion": MODERN,
    "io.modelcontextprotocol/clientCapabilities": {},
}
HEADERS = {"mcp-protocol-version": MODERN, "mcp-method": "tools/call", "mcp-name": "memory_get"}
CASES: list[tuple[dict[str, Any], dict[str, str] | None]] = [
    ({"method": "tools/call", "params": {"_meta": META, "name": "memory_get"}}, HEADERS),
    ({"method": "tools/call", "params": {"_meta": META, "name": "memory_get"}}, None),
    ({"method": "tools/list"}, HEADERS),
    ({"method": "tools/list", "params": {"_meta": []}}, HEADERS),
    ({"method": "tools/list", "params": {"_meta": {}}}, None),
    ({"method": "tools/call", "params": {"_meta": META, "name": "x"}}, HEADERS),
    ({"method": "tools/list", "params": {"_meta": META}}, HEADERS),
    ({"method": "tools/call", "params": {"_meta": META, "name": "memory_get"}}, {}),
    (
        {"method": "tools/call", "params": {"_meta": META, "name": "ünïcode"}},
        {**HEADERS, "mcp-name": f"=?base64?{base64.b64encode('ünïcode'.encode()).decode()}?="},
    ),
    (
        {"method": "tools/call", "params": {"_meta": META, "name": "memory_get"}},
        {**HEADERS, "mcp-name": "=?base64?not base64?="},
    ),
    (
        {
            "method": "tools/list",
            "params": {"_meta": {**META, "io.modelcontextprotocol/protocolVersion": 7}},
        },
        None,
    ),
    (
        {
            "method": "tools/list",
            "params": {"_meta": {**META, "io.modelcontextprotocol/protocolVersion": "2025-06-18"}},
        },
        {"mcp-protocol-version": "2025-06-18", "mcp-method": "tools/list"},
    ),
]


@pytest.mark.parametrize(("body", "headers"), CASES)
def test_the_modern_rungs_decide_as_the_sdk_does(body, headers) -> None:
    sdk = classify_inbound_request(body, headers=headers)
    try:
        ours: Any = classify_modern(body, headers)
    except ProtocolError as error:
        ours = (error.code, error.message, error.data)
    if hasattr(sdk, "protocol_version"):
        assert ours == sdk.protocol_version
    else:
        assert ours == (sdk.code, sdk.message, sdk.data)
