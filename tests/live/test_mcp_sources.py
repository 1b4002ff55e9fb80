"""The owner's document tools at /mcp (memory_ingest, memory_trust_path), driven by the official
SDK's client against the live stack: the API's body as arguments, its answer as the result, and
an agent token neither sees nor may call them."""

from __future__ import annotations

import base64
from typing import Any

import pytest

from memoryapp.operations.source_schemas import IngestIn, TrustedPathIn
from tests.live.mcp_calls import connect, error_of, ok, run

pytestmark = pytest.mark.slow

ADR = "# ADR 17: Database\n\n## Decision\n\nThe active persistence backend is PostgreSQL.\n"


def test_the_owner_ingests_and_trusts_documents_through_mcp(live_url, tokens) -> None:
    made = tokens("mcp-sources")
    files: list[dict[str, Any]] = [
        {"path": "docs/adr/0017-database.md", "content": ADR},
        {"path": "notes.txt", "content_base64": base64.b64encode(b"Rotate the keys.\n").decode()},
    ]

    async def session() -> None:
        async with connect(live_url, made.owner) as owner:
            listed = {tool.name: tool for tool in (await owner.list_tools()).tools}
            schema = listed["memory_ingest"].input_schema
            assert set(schema["properties"]) == set(IngestIn.model_fields)
            assert set(listed["memory_trust_path"].input_schema["properties"]) == set(
                TrustedPathIn.model_fields
            )
            arguments = {"root": "atlas", "files": files, "complete": True}
            first = await ok(owner, "memory_ingest", arguments)
            added = first["counts"]["added"]
            assert set(first["counts"]) == {"added"} and first["files_read"] == 2
            again = await ok(owner, "memory_ingest", arguments)
            assert again["counts"] == {"unchanged": added}
            rule = await ok(owner, "memory_trust_path", {"prefix": "docs/adr/"})
            assert rule["prefix"] == "docs/adr"
            refused = error_of(await owner.call_tool("memory_ingest", {"root": "atlas"}))
            assert refused["code"] == "invalid_input"
            bad = {"root": "atlas", "files": [{"path": "../etc/passwd", "content": "x"}]}
            assert error_of(await owner.call_tool("memory_ingest", bad))["code"] == "invalid_input"

    run(session)


def test_an_agent_token_neither_sees_nor_calls_the_document_tools(live_url, tokens) -> None:
    made = tokens("mcp-sources-agent")

    async def session() -> None:
        async with connect(live_url, made.agent) as agent:
            names = {tool.name for tool in (await agent.list_tools()).tools}
            assert not names & {"memory_ingest", "memory_trust_path"}
            files = [{"path": "a.md", "content": ADR}]
            ingest = await agent.call_tool("memory_ingest", {"root": "r", "files": files})
            assert error_of(ingest)["code"] == "forbidden"
            trust = await agent.call_tool("memory_trust_path", {"prefix": "docs"})
            assert error_of(trust)["code"] == "forbidden"

    run(session)
