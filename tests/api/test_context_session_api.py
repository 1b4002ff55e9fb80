"""One bundle a turn: a /context call of a session leaves out what the session's earlier
bundles already carried, unchanged (``dedup.already_in_session``), and every bundle says how
many memories wait for the owner (``review``)."""

from __future__ import annotations

import threading
from typing import Any

import pytest
from django.db import connection
from django.test import override_settings

from memoryapp.domain.decisions import DEDUP_ALREADY_IN_SESSION
from memoryapp.models import ContextTrace, Project
from memoryapp.selectors.memories import _SESSION_SERVED_SQL, session_served
from memoryapp.services.context import context_build
from memoryapp.services.embeddings import memory_embed_batch
from tests.api.conftest import ApiClient, load

pytestmark = pytest.mark.django_db

QUERY = "Which database and queue does the billing service use?"


def facts(owner: ApiClient) -> dict[str, str]:
    return load(
        owner,
        {
            "ref": "db",
            "type": "semantic",
            "content": "The billing service stores invoices in PostgreSQL.",
            "status": "active",
            "entities": ["billing service"],
        },
        {
            "ref": "queue",
            "type": "semantic",
            "content": "The billing service reads its jobs from a NATS queue.",
            "status": "active",
            "entities": ["billing service"],
        },
    )


def context(client: ApiClient, query: str = QUERY, **body: Any) -> dict[str, Any]:
    response = client.post("/context", {"query": query, "route": "recall", **body})
    assert response.status_code == 200, response.content
    return response.json()  # type: ignore[no-any-return]


def ids(answer: dict[str, Any]) -> set[str]:
    return {item["id"] for item in answer["items"]}


def reasons(client: ApiClient, answer: dict[str, Any]) -> dict[str, str]:
    trace = client.get(f"/traces/{answer['trace_id']}").json()
    return {c["memory_id"]: c["reason"] for c in trace["candidates"]}


def test_the_second_call_of_a_session_leaves_out_what_the_first_carried(
    owner: ApiClient, agent: ApiClient
) -> None:
    memories = facts(owner)
    first = context(agent, session_id="s1")
    assert ids(first) == set(memories.values())
    second = context(agent, session_id="s1")
    assert second["items"] == []
    assert second["rendered"] == ""
    why = reasons(agent, second)
    assert {why[m] for m in memories.values()} == {DEDUP_ALREADY_IN_SESSION}
    # The trace keeps what the first bundle carried, for the session's later calls.
    trace = agent.get(f"/traces/{first['trace_id']}").json()
    assert trace["session_id"] == "s1"
    assert trace["session"]["fresh"] is False
    assert set(trace["session"]["served"]) == set(memories.values())
    # A call without a session, or of another session, is not affected.
    assert ids(context(agent)) == set(memories.values())
    assert ids(context(agent, session_id="s2")) == set(memories.values())


def test_another_project_with_the_same_session_id_is_another_session(
    owner: ApiClient, agent: ApiClient, other_owner: ApiClient, globex: Project
) -> None:
    facts(owner)
    theirs = facts(other_owner)
    context(agent, session_id="shared")
    outcome = context_build(project=globex, query=QUERY, route="recall", session_id="shared")
    assert {item.memory.id for item in outcome.items} == set(theirs.values())


def test_a_memory_that_changed_since_it_was_served_comes_back(
    owner: ApiClient, agent: ApiClient
) -> None:
    memories = facts(owner)
    context(agent, session_id="s1")
    # The owner marks one untrusted: the model's copy no longer says what the memory says.
    response = owner.post(f"/memories/{memories['db']}/standing", {"standing": "untrusted"})
    assert response.status_code == 200, response.content
    again = context(agent, session_id="s1")
    assert ids(again) == {memories["db"]}
    assert again["items"][0]["standing"] == "untrusted"
    assert reasons(agent, again)[memories["queue"]] == DEDUP_ALREADY_IN_SESSION
    # A new version is a new memory, and the old one is now historical: both are news.
    response = owner.post(
        f"/memories/{memories['queue']}/supersede",
        {"content": "The billing service reads its jobs from a Redis stream.", "kind": "update"},
    )
    assert response.status_code == 201, response.content
    assert response.json()["status"] == "active"
    newer = response.json()["id"]
    memory_embed_batch(memory_ids=[newer])
    latest = context(agent, session_id="s1")
    labels = {item["id"]: item["label"] for item in latest["items"]}
    assert labels.get(newer) == "current"
    assert labels.get(memories["queue"]) == "historical"
    assert memories["db"] not in labels


def test_session_fresh_brings_everything_back_and_starts_the_count_again(
    owner: ApiClient, agent: ApiClient
) -> None:
    memories = facts(owner)
    context(agent, session_id="s1")
    # The host compacted or cleared the model's context: earlier bundles no longer count.
    fresh = context(agent, "Where are invoices stored?", session_id="s1", session_fresh=True)
    assert memories["db"] in ids(fresh)
    carried = ids(fresh)
    later = context(agent, session_id="s1")
    # What the fresh bundle carried stays out; what only the earlier ones carried is back.
    assert ids(later) == set(memories.values()) - carried
    assert set(ContextTrace.objects.get(id=fresh["trace_id"]).session["served"]) == carried


def test_the_budget_a_left_out_memory_frees_goes_to_the_next(
    owner: ApiClient, agent: ApiClient
) -> None:
    memories = facts(owner)
    budget = next(
        b
        for b in range(20, 400, 5)
        if len(context(agent, session_id=f"probe-{b}", budget_tokens=b)["items"]) == 1
    )
    first = context(agent, session_id="s1", budget_tokens=budget)
    assert len(first["items"]) == 1
    [left] = set(memories.values()) - ids(first)
    assert reasons(agent, first)[left] == "budget.exhausted"
    second = context(agent, session_id="s1", budget_tokens=budget)
    assert ids(second) == {left}


def test_open_loops_already_in_the_session_are_left_out(owner: ApiClient, agent: ApiClient) -> None:
    promise = load(
        owner,
        {
            "ref": "promise",
            "type": "semantic",
            "content": "We will rotate the API keys before the audit.",
            "status": "active",
        },
    )["promise"]
    first = context(agent, "What is still open?", session_id="s1")
    assert [loop["opened_by"] for loop in first["open_loops"]["items"]] == [promise]
    second = context(agent, "What is still open?", session_id="s1")
    assert second["open_loops"]["items"] == []
    assert second["open_loops"]["left_out"] == {DEDUP_ALREADY_IN_SESSION: 1}
    assert "rotate the API keys" not in second["rendered"]


def test_mcp_memory_context_shares_the_session_rule_and_the_review_line(
    owner: ApiClient, agent: ApiClient
) -> None:
    memories = facts(owner)
    arguments = {"query": QUERY, "route": "recall", "session_id": "mcp-1"}
    first = agent.mcp_tool("memory_context", arguments)["structuredContent"]
    second = agent.mcp_tool("memory_context", arguments)["structuredContent"]
    assert ids(first) == set(memories.values())
    assert second["items"] == []
    assert second["review"] == {"waiting": 0, "url": "http://testserver/review/"}


def test_review_counts_the_pending_heads_of_the_project_and_links_the_queue(
    owner: ApiClient, agent: ApiClient, other_owner: ApiClient
) -> None:
    assert context(agent)["review"] == {"waiting": 0, "url": "http://testserver/review/"}
    for words in ("The CI runs on Fridays.", "Deploys need two approvals."):
        response = agent.post("/memories", {"type": "semantic", "content": words})
        assert response.status_code == 201, response.content
        assert response.json()["status"] == "pending"
    # Another project's queue is not this one's.
    response = other_owner.post("/memories", {"type": "semantic", "content": "Ship on Tuesday."})
    assert response.status_code == 201
    assert context(agent)["review"]["waiting"] == 2
    with override_settings(MEMORY_PUBLIC_URL="https://memory.example.org"):
        assert context(agent)["review"]["url"] == "https://memory.example.org/review/"


def test_a_fresh_call_without_a_session_and_a_session_without_bundles_read_nothing(
    acme: Project,
) -> None:
    assert session_served(project=acme, session_id="") == {}
    assert session_served(project=acme, session_id="never-seen") == {}


def _plan(sql: str, params: Any) -> str:
    with connection.cursor() as cursor:
        cursor.execute("SET LOCAL enable_seqscan = off")
        cursor.execute("EXPLAIN " + sql, params)
        return "\n".join(row[0] for row in cursor.fetchall())


def test_the_session_and_review_reads_are_served_by_their_indexes(acme: Project) -> None:
    session = _plan(_SESSION_SERVED_SQL, {"project_id": acme.id, "session_id": "s1"})
    assert "trace_by_session" in session
    count = _plan(
        "SELECT count(*) FROM memoryapp_memory WHERE project_id = %s AND status = 'pending' "
        "AND superseded_by_id IS NULL",
        [acme.id],
    )
    # Any index over the project's pending heads answers it; the planner picks among them by
    # cost, which ties between the heads-by-status index and the queue's partial indexes.
    assert "Seq Scan" not in count
    assert any(
        index in count
        for index in ("memory_heads_by_status", "memory_queue_order", "memory_queue_groups")
    ), count


@pytest.mark.django_db(transaction=True)
def test_two_calls_of_a_session_at_once_may_both_carry_a_memory_but_never_lose_one(
    owner: ApiClient, acme: Project
) -> None:
    memories = set(facts(owner).values())
    barrier = threading.Barrier(2)
    carried: list[set[str]] = []
    lock = threading.Lock()

    def ask() -> None:
        try:
            barrier.wait(timeout=10)
            outcome = context_build(project=acme, query=QUERY, route="recall", session_id="race")
        finally:
            connection.close()  # each thread has its own connection; give it back
        with lock:
            carried.append({item.memory.id for item in outcome.items})

    threads = [threading.Thread(target=ask) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)
    assert len(carried) == 2
    # Whichever order the two reads and writes took, every memory reached the session at
    # least once; a duplicate is the worst case.
    assert carried[0] | carried[1] == memories
    # And once both traces are written, the session has everything: nothing comes again.
    after = context_build(project=acme, query=QUERY, route="recall", session_id="race")
    assert after.items == []
