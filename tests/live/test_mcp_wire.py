"""The MCP server at /mcp on the wire: errors as tool errors with the API's codes, refused tokens,
the streamable HTTP answers, and the 2026-07-28 rungs decided as the SDK decides them."""

from __future__ import annotations

import base64
import uuid
from functools import partial
from typing import Any

import httpx
import pytest
from mcp.shared.exceptions import MCPError
from mcp.shared.inbound import classify_inbound_request

from memoryapp.mcp.protocol import ProtocolError, classify_modern
from tests.live.mcp_calls import (
    MODERN,
    MODES,
    api,
    connect,
    error_of,
    refusal,
    run,
)

pytestmark = pytest.mark.slow


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
