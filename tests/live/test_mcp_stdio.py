"""``memory-mcp``, the stdio bridge, launched by the official SDK's stdio client as a host
launches it (``MEMORY_URL`` and ``MEMORY_TOKEN`` in its environment) against the live stack,
in both protocol eras; and with a wrong token or no server at all."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import anyio
import httpx
import pytest
from mcp import Client, StdioServerParameters
from mcp.shared.exceptions import MCPError
from mcp_types import TextContent
from memory_client.mcp_stdio import Bridge

from bench import traffic
from tests.live.mcp_calls import refusal

pytestmark = pytest.mark.slow

# The console script when the client package is installed (as `pip install -e` does), else
# the module by the same interpreter.
SCRIPT = Path(sys.executable).with_name("memory-mcp")
COMMAND = [str(SCRIPT)] if SCRIPT.exists() else [sys.executable, "-m", "memory_client.mcp_stdio"]


def bridge_env(url: str, token: str) -> dict[str, str]:
    return {"MEMORY_URL": url, "MEMORY_TOKEN": token, "MEMORY_MCP_LOG_LEVEL": "INFO"}


@asynccontextmanager
async def launched(url: str, token: str, mode: str) -> AsyncIterator[Client]:
    params = StdioServerParameters(command=COMMAND[0], args=COMMAND[1:], env=bridge_env(url, token))
    async with Client(params, mode=mode, read_timeout_seconds=90) as client:
        yield client


@pytest.mark.parametrize("mode", ["auto", "legacy"])
def test_a_stdio_host_lists_and_calls_tools_through_the_bridge(live_url, tokens, mode) -> None:
    made = tokens("mcp-stdio")

    async def session() -> None:
        async with launched(live_url, made.agent, mode) as client:
            assert client.protocol_version == ("2026-07-28" if mode == "auto" else "2025-11-25")
            names = {tool.name for tool in (await client.list_tools()).tools}
            assert "memory_context" in names
            assert "memory_confirm" not in names

            remembered = await client.call_tool(
                "memory_remember", {"content": f"The bridge test ran in {mode} mode."}
            )
            assert not remembered.is_error
            assert isinstance(remembered.structured_content, dict)
            memory_id = remembered.structured_content["id"]
            context = await client.call_tool("memory_context", {"query": "Which mode did it run?"})
            assert isinstance(context.structured_content, dict)
            assert memory_id in {item["id"] for item in context.structured_content["items"]}
            block = context.content[0]
            assert isinstance(block, TextContent)
            assert "trace_id: " in block.text

            # Tool errors come back through the bridge unchanged.
            denied = await client.call_tool("memory_archive", {"memory_id": memory_id})
            assert denied.is_error
            assert isinstance(denied.structured_content, dict)
            assert denied.structured_content["error"]["code"] == "forbidden"

    anyio.run(session)


@pytest.mark.parametrize("mode", ["auto", "legacy"])
def test_a_wrong_token_is_a_json_rpc_error_not_a_dead_bridge(live_url, mode) -> None:
    async def session() -> None:
        with pytest.raises((MCPError, BaseExceptionGroup)) as raised:
            async with launched(live_url, "mem_not-a-token", mode) as client:
                await client.list_tools()
        assert "401 unauthenticated: unknown token" in refusal(raised.value).error.message

    anyio.run(session)


def exchange(url: str, token: str, lines: list[Any]) -> tuple[list[dict[str, Any]], str]:
    """The bridge's stdout lines (parsed) and stderr for ``lines`` written to its stdin."""
    stdin = "".join((line if isinstance(line, str) else json.dumps(line)) + "\n" for line in lines)
    done = subprocess.run(
        COMMAND,
        input=stdin,
        capture_output=True,
        text=True,
        env={**bridge_env(url, token), "PATH": "/usr/bin:/bin"},
        timeout=120,
        check=True,
    )
    return [json.loads(line) for line in done.stdout.splitlines()], done.stderr


def test_stdout_carries_only_replies_one_per_request(live_url, tokens) -> None:
    made = tokens("mcp-stdio-raw")
    initialize = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "initialize",
        "params": {
            "protocolVersion": "2025-06-18",
            "capabilities": {},
            "clientInfo": {"name": "raw", "version": "1"},
        },
    }
    replies, _ = exchange(
        live_url,
        made.agent,
        [
            initialize,
            {"jsonrpc": "2.0", "method": "notifications/initialized"},
            "this is not json",
            "",
            {"jsonrpc": "2.0", "id": "two", "method": "ping"},
        ],
    )
    by_id = {reply["id"]: reply for reply in replies}
    assert len(replies) == 3
    assert by_id[1]["result"]["protocolVersion"] == "2025-06-18"
    assert by_id["two"]["result"] == {}
    assert by_id[None]["error"]["code"] == -32700


def test_an_unreachable_service_is_answered_not_fatal() -> None:
    url = f"http://{traffic.HOST}:{traffic.free_port()}"
    replies, stderr = exchange(
        url,
        "mem_whatever",
        [
            {"jsonrpc": "2.0", "id": 1, "method": "tools/list"},
            {"jsonrpc": "2.0", "method": "notifications/initialized"},
            {"jsonrpc": "2.0", "id": 2, "method": "ping"},
        ],
    )
    assert sorted(reply["id"] for reply in replies) == [1, 2]
    assert all(reply["error"]["code"] == -32603 for reply in replies)
    assert "unreachable" in replies[0]["error"]["message"]
    assert "unreachable" in stderr


def test_the_bridge_sends_the_headers_the_http_transport_requires() -> None:
    with httpx.Client() as client:
        bridge = Bridge(url="http://memory.invalid", token="t", client=client, write=print)
    modern = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "tools/call",
        "params": {
            "name": "mémoire",
            "_meta": {
                "io.modelcontextprotocol/protocolVersion": "2026-07-28",
                "io.modelcontextprotocol/clientCapabilities": {},
            },
        },
    }
    headers = bridge.headers_for(modern)
    assert headers["MCP-Protocol-Version"] == "2026-07-28"
    assert headers["Mcp-Method"] == "tools/call"
    assert headers["Mcp-Name"] == "=?base64?bcOpbW9pcmU=?="
    assert headers["Authorization"] == "Bearer t"

    legacy = {"jsonrpc": "2.0", "id": 2, "method": "tools/list"}
    assert "MCP-Protocol-Version" not in bridge.headers_for(legacy)
    bridge.negotiated = "2025-06-18"
    assert bridge.headers_for(legacy)["MCP-Protocol-Version"] == "2025-06-18"
    assert "MCP-Protocol-Version" not in bridge.headers_for({**legacy, "method": "initialize"})
