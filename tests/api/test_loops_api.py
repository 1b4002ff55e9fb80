"""Open loops through HTTP, MCP's text, /context (only when asked) and the owner's page."""

from __future__ import annotations

from typing import Any

from memoryapp.mcp.tools import _context_text
from memoryapp.models import ContextTrace
from tests.api.conftest import ApiClient, load


def loops(client: ApiClient, **params: Any) -> list[dict[str, Any]]:
    response = client.get("/open-loops", **params)
    assert response.status_code == 200, response.content
    items: list[dict[str, Any]] = response.json()["items"]
    return items


def history(owner: ApiClient) -> dict[str, str]:
    return load(
        owner,
        {
            "ref": "started",
            "type": "semantic",
            "content": "We started migrating the billing queue to NATS.",
            "status": "active",
            "subject": "billing.queue",
            "recorded_at": "2026-03-01T09:00:00Z",
        },
        {
            "ref": "promise",
            "type": "semantic",
            "content": "We will rotate the API keys before the audit.",
            "status": "active",
            "recorded_at": "2026-03-02T09:00:00Z",
        },
        {
            "ref": "plan",
            "type": "semantic",
            "content": "The docs site moves to MkDocs.",
            "status": "active",
            "subject": "docs.site",
            "recorded_at": "2026-03-03T09:00:00Z",
            "valid_from": "2099-01-01T00:00:00Z",
        },
        {
            "ref": "fact",
            "type": "semantic",
            "content": "The office is in Lisbon.",
            "status": "active",
            "recorded_at": "2026-03-04T09:00:00Z",
        },
    )


def test_loops_open_and_close_through_the_api(owner: ApiClient, agent: ApiClient) -> None:
    ids = history(owner)
    found = {loop["opened_by"]: loop for loop in loops(agent)}
    assert set(found) == {ids["started"], ids["promise"], ids["plan"]}
    assert {found[ids[r]]["reason"] for r in ("started", "promise", "plan")} == {
        "loop.started",
        "loop.commitment",
        "loop.planned",
    }
    assert all(loop["status"] == "open" and loop["closed_by"] is None for loop in found.values())
    # A later memory of the same subject finishes the migration.
    done = load(
        owner,
        {
            "ref": "done",
            "type": "semantic",
            "content": "The migration of the billing queue to NATS is finished.",
            "status": "active",
            "subject": "billing.queue",
            "recorded_at": "2026-03-10T09:00:00Z",
        },
    )["done"]
    closed = {loop["opened_by"]: loop for loop in loops(agent)}[ids["started"]]
    assert (closed["status"], closed["closed_by"], closed["closed_reason"]) == (
        "done",
        done,
        "loop.done",
    )
    assert {loop["opened_by"] for loop in loops(agent, status="open")} == {
        ids["promise"],
        ids["plan"],
    }
    assert agent.get("/open-loops", status="later").status_code == 422


def test_context_includes_open_loops_only_when_asked(owner: ApiClient, agent: ApiClient) -> None:
    ids = history(owner)
    plain = agent.post("/context", {"query": "Where is the office?"}).json()
    assert plain["open_loops"] is None
    assert "open_loops" not in ContextTrace.objects.get(id=plain["trace_id"]).route
    asked = agent.post("/context", {"query": "What did we leave unfinished?"}).json()
    assert asked["open_loops"]["reason"] == "route.open_loops"
    assert asked["open_loops"]["asked_by"] == "what did we leave"  # the words that asked
    assert {loop["opened_by"] for loop in asked["open_loops"]["items"]} == {
        ids["started"],
        ids["promise"],
        ids["plan"],
    }
    route = ContextTrace.objects.get(id=asked["trace_id"]).route
    assert route["open_loops"]["reason"] == "route.open_loops"
    assert set(route["open_loops"]["ids"]) == {ids["started"], ids["promise"], ids["plan"]}


def test_the_mcp_text_counts_the_loops_the_bundle_carries(
    owner: ApiClient, agent: ApiClient
) -> None:
    ids = history(owner)
    # The tool renders the API's JSON, as MCP sends it.
    output = agent.post("/context", {"query": "what is still open?", "route": "recall"}).json()
    text = _context_text(output)
    # The loops are entries of the fenced bundle, not a list of their own beside it.
    assert text.startswith(output["rendered"])
    entries = [line for line in output["rendered"].split("\n") if line.startswith("[")]
    promise = next(line for line in entries if "We will rotate the API keys" in line)
    assert "open loop) We will rotate the API keys before the audit." in promise
    assert {loop["opened_by"] for loop in output["open_loops"]["items"]} == {
        ids["started"],
        ids["promise"],
        ids["plan"],
    }
    assert "Open loops: 3 in the bundle, none left out." in text
    # Influence keeps the plan that is not in effect yet, labelled planned: it is still open.
    influence = _context_text(agent.post("/context", {"query": "what is still open?"}).json())
    assert "Open loops: 3 in the bundle, none left out." in influence
    plan = next(
        line for line in influence.split("\n") if "open loop)" in line and "planned" in line
    )
    assert plan.startswith("[")
