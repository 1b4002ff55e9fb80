"""Open loops at a standpoint: GET /open-loops?at=, the MCP tool's ``at`` and /context's
``temporal`` read the loops as they stood then (only what was recorded by then counts)."""

from __future__ import annotations

from typing import Any

from tests.api.conftest import ApiClient, load

OCTOBER = "2026-10-15T00:00:00Z"


def history(owner: ApiClient) -> dict[str, str]:
    return load(
        owner,
        {
            "ref": "repaint",
            "type": "semantic",
            "content": "Facilities will repaint the stairwell.",
            "status": "active",
            "recorded_at": "2026-09-01T09:00:00Z",
        },
        {
            "ref": "coffee",
            "type": "episodic",
            "content": "I'll grab a coffee before the walkthrough.",
            "status": "active",
            "recorded_at": "2026-09-02T09:00:00Z",
        },
        {
            "ref": "kitchen",
            "type": "episodic",
            "content": "The kitchen was repainted.",
            "status": "active",
            "recorded_at": "2026-09-20T09:00:00Z",
        },
        {
            "ref": "lot",
            "type": "semantic",
            "content": "Tenant parking moves to the east lot.",
            "status": "active",
            "subject": "parking",
            "recorded_at": "2026-09-03T09:00:00Z",
            "valid_from": "2026-11-01T00:00:00Z",
        },
        {
            "ref": "stairwell",
            "type": "episodic",
            "content": "The stairwell was repainted over the weekend.",
            "status": "active",
            "recorded_at": "2026-10-20T09:00:00Z",
        },
        {
            "ref": "promise",
            "type": "semantic",
            "content": "Promised the landlord a copy of the inspection report.",
            "status": "active",
            "recorded_at": "2026-11-05T09:00:00Z",
        },
    )


def by_opener(items: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    return {loop["opened_by"]: loop for loop in items}


def test_loops_now_and_as_they_stood_in_october(owner: ApiClient, agent: ApiClient) -> None:
    ids = history(owner)
    now = by_opener(agent.get("/open-loops").json()["items"])
    # The coffee was chit-chat; the kitchen's repaint is another room's and closes nothing.
    assert set(now) == {ids["repaint"], ids["lot"], ids["promise"]}
    assert (now[ids["repaint"]]["status"], now[ids["repaint"]]["closed_by"]) == (
        "done",
        ids["stairwell"],
    )
    assert (now[ids["lot"]]["status"], now[ids["lot"]]["closed_reason"]) == (
        "done",
        "loop.took_effect",
    )
    assert now[ids["promise"]]["status"] == "open"
    response = agent.get("/open-loops", at=OCTOBER)
    assert response.status_code == 200, response.content
    then = by_opener(response.json()["items"])
    # The stairwell was repainted after, the plan took effect after and the promise came after.
    assert set(then) == {ids["repaint"], ids["lot"]}
    assert {loop["status"] for loop in then.values()} == {"open"}
    assert agent.get("/open-loops", at="2026-10-15").status_code == 422  # no time zone


def test_a_standpoint_postgresql_cannot_store_is_refused(agent: ApiClient) -> None:
    for at in ("4068-01-25T00:17:53+22:48", "9999-12-31T23:00:00-02:00"):
        response = agent.get("/open-loops", at=at)
        assert response.status_code == 422, (at, response.content)


def test_the_mcp_tool_reads_loops_at_a_standpoint(owner: ApiClient, agent: ApiClient) -> None:
    ids = history(owner)
    result = agent.mcp_tool("memory_open_loops", {"at": OCTOBER, "status": "open"})
    assert not result.get("isError"), result
    then = by_opener(result["structuredContent"]["items"])
    assert set(then) == {ids["repaint"], ids["lot"]}


def test_context_reads_loops_at_the_requests_standpoint(owner: ApiClient, agent: ApiClient) -> None:
    ids = history(owner)
    query = {"query": "What was still open back then?", "route": "recall"}
    now = agent.post("/context", query).json()["open_loops"]
    assert {loop["opened_by"] for loop in now["items"]} == {ids["promise"]}
    then = agent.post(
        "/context", {**query, "temporal": {"mode": "as_known", "known_at": OCTOBER}}
    ).json()["open_loops"]
    assert {loop["opened_by"] for loop in then["items"]} == {ids["repaint"], ids["lot"]}
    # Seen in October with all we know today: the stairwell was repainted on the 20th.
    seen = agent.post(
        "/context", {**query, "temporal": {"mode": "valid_at", "valid_at": OCTOBER}}
    ).json()["open_loops"]
    assert {loop["opened_by"] for loop in seen["items"]} == {ids["repaint"], ids["lot"]}
    later = agent.post(
        "/context",
        {**query, "temporal": {"mode": "valid_at", "valid_at": "2026-10-25T00:00:00Z"}},
    ).json()["open_loops"]
    assert {loop["opened_by"] for loop in later["items"]} == {ids["lot"]}
