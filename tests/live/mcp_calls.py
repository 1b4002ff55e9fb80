"""Talking to the MCP server at /mcp through the official SDK's client: the connection in each
protocol era, a tool's result or error, and the same route through the JSON API (shared by
test_mcp_http and test_mcp_wire)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from typing import Any

import anyio
import httpx
import httpx2
from mcp import Client
from mcp.client.streamable_http import streamable_http_client
from mcp.shared.exceptions import MCPError
from mcp_types import CallToolResult, TextContent

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
