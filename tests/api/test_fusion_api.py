"""Score fusion through /search and /context: session neighbours, time cues, and how each
candidate's score is explained in its trace."""

from __future__ import annotations

from typing import Any

import pytest

from memoryapp.models import ContextTrace
from memoryapp.retrieval.config import retrieval_config
from memoryapp.retrieval.dense import cosines_of, embed_query
from tests.api.conftest import ApiClient, load


def turn(ref: str, content: str, at: str, session: str = "s1", **extra: Any) -> dict[str, Any]:
    return {
        "ref": ref,
        "type": "episodic",
        "content": content,
        "status": "active",
        "session_id": session,
        "recorded_at": at,
        **extra,
    }


def traced(trace_id: str) -> dict[str, dict[str, Any]]:
    return {c["memory_id"]: c for c in ContextTrace.objects.get(id=trace_id).candidates}


@pytest.fixture
def conversation(owner: ApiClient) -> dict[str, str]:
    return load(
        owner,
        turn(
            "q",
            "Priya asked which message broker the billing team settled on.",
            "2025-03-01T10:00:00Z",
        ),
        turn("a", "They went with NATS after the load tests.", "2025-03-01T10:00:05Z"),
        turn("later", "Lunch was sandwiches again.", "2025-03-01T10:00:09Z"),
        # Said at the same moment, in another session: not a neighbour.
        turn("elsewhere", "The coffee machine is broken.", "2025-03-01T10:00:05Z", session="s2"),
        # Not active: out of scope, so never pulled in as a neighbour.
        {
            **turn("pending", "Nobody checked the broker metrics.", "2025-03-01T09:59:59Z"),
            "status": "pending",
        },
    )


def test_the_turn_after_a_match_enters_the_results_as_its_neighbour(
    agent: ApiClient, conversation: dict[str, str]
) -> None:
    searched = agent.post(
        "/search", {"query": "which message broker did billing settle on", "k": 10}
    )
    assert searched.status_code == 200
    body = searched.json()
    found = [r["id"] for r in body["results"]]
    assert found[0] == conversation["q"]
    assert conversation["a"] in found
    assert conversation["pending"] not in found
    candidates = traced(body["trace_id"])
    # The dense leg finds everything in so small a project; only the turns beside a scored one
    # in its own session gain from it.
    assert candidates[conversation["elsewhere"]]["neighbour_score"] == 0
    answer = candidates[conversation["a"]]
    assert answer["neighbour_score"] > 0
    question = candidates[conversation["q"]]
    assert answer["score"] == pytest.approx(
        (answer["fused_score"] * answer["boost"] + answer["neighbour_score"])
        * answer["type_weight"]
    )
    assert question["score"] >= answer["score"]


def test_a_turn_no_leg_found_can_enter_beside_one_that_matched(
    agent: ApiClient, conversation: dict[str, str], settings: Any
) -> None:
    # One candidate a leg: the dense leg no longer reaches every memory of the project.
    settings.MEMORY_RETRIEVAL_CANDIDATES = 1
    body = agent.post("/search", {"query": "which message broker did billing settle on"}).json()
    candidates = traced(body["trace_id"])
    answer = candidates[conversation["a"]]
    assert all(leg is None for leg in answer["legs"].values())
    assert answer["fused_score"] == 0 and answer["neighbour_score"] > 0
    assert conversation["a"] in [r["id"] for r in body["results"]]


def test_with_no_spread_no_neighbour_is_read(
    agent: ApiClient, conversation: dict[str, str], settings: Any
) -> None:
    settings.MEMORY_RETRIEVAL_NEIGHBOUR_SPREAD = 0.0
    body = agent.post("/search", {"query": "which message broker did billing settle on"}).json()
    candidates = traced(body["trace_id"])
    assert all(c["neighbour_score"] == 0 for c in candidates.values())
    assert all(any(leg is not None for leg in c["legs"].values()) for c in candidates.values())


def test_a_line_beside_a_long_answer_gains_less_of_its_score(
    owner: ApiClient, agent: ApiClient, settings: Any
) -> None:
    # A long answer carries its own context: the line said after it gains the share a turn
    # would, scaled by how many turns long the answer is.
    answer = "The billing team moved order events to NATS after the load tests. " + " ".join(
        f"Step {n}: the consumers were drained, replayed and checked against the ledger."
        for n in range(30)
    )
    ids = load(
        owner,
        turn("answer", answer, "2025-03-01T10:00:00Z"),
        turn("line", "Lunch was sandwiches again.", "2025-03-01T10:00:05Z"),
    )
    query = {"query": "which message broker carries the order events", "k": 10}

    def gained() -> tuple[float, float]:
        candidates = traced(agent.post("/search", query).json()["trace_id"])
        source = candidates[ids["answer"]]
        return candidates[ids["line"]]["neighbour_score"], source["fused_score"] * source["boost"]

    settings.MEMORY_RETRIEVAL_NEIGHBOUR_TURN_CHARS = 0
    unlimited, score = gained()
    assert unlimited == pytest.approx(0.25 * score)
    settings.MEMORY_RETRIEVAL_NEIGHBOUR_TURN_CHARS = 500
    limited, score = gained()
    assert len(answer) > 2000
    assert limited == pytest.approx(0.25 * score * 500 / len(answer))


def test_a_date_in_the_query_lifts_the_memory_it_is_about(
    owner: ApiClient, agent: ApiClient, settings: Any
) -> None:
    def standup(ref: str, day: str) -> dict[str, Any]:
        return {
            "ref": ref,
            "type": "episodic",
            "content": "Standup: the release train was discussed.",
            "status": "active",
            "recorded_at": f"{day}T09:00:00Z",
            "valid_from": f"{day}T09:00:00Z",
        }

    ids = load(owner, *(standup(f"d{n}", f"2025-0{n}-10") for n in range(1, 8)))
    query = "What was said about the release train on 10 March 2025?"
    body = agent.post("/search", {"query": query}).json()
    assert body["results"][0]["id"] == ids["d3"]
    candidates = traced(body["trace_id"])
    assert candidates[ids["d3"]]["boost"] > 1
    assert {c["boost"] for m, c in candidates.items() if m != ids["d3"]} == {1.0}
    # The cues can be switched off, and then the texts tie and nothing is lifted.
    settings.MEMORY_RETRIEVAL_TIME_CUES = False
    body = agent.post("/search", {"query": query}).json()
    assert {c["boost"] for c in traced(body["trace_id"]).values()} == {1.0}


def test_a_bundle_explains_each_score_in_its_trace(
    agent: ApiClient, conversation: dict[str, str]
) -> None:
    answer = agent.post("/context", {"query": "which message broker did billing settle on"})
    assert answer.status_code == 200
    trace = ContextTrace.objects.get(id=answer.json()["trace_id"])
    assert trace.config["fusion"] == "scaled scores"
    assert trace.config["neighbour_spread"] == 0.25
    assert trace.config["neighbour_turn_chars"] == 500
    for name in ("cosines_ms", "neighbours_ms", "scoring_ms", "ranking_ms", "chains_ms"):
        assert name in trace.latency_ms
    ids = {c["memory_id"] for c in trace.candidates}
    assert conversation["a"] in ids


def test_the_dense_leg_scores_other_legs_candidates_with_the_same_vector(
    owner: ApiClient, conversation: dict[str, str]
) -> None:
    config = retrieval_config()
    vector = embed_query("message broker", config).vector
    assert vector is not None
    ids = [conversation["q"], conversation["later"], conversation["pending"]]
    cosines = cosines_of(ids, vector=vector, config=config)
    assert set(cosines) == set(ids)  # whatever their status: the ids come from the legs
    assert all(-1.0 <= c <= 1.0 for c in cosines.values())
    assert cosines[conversation["q"]] > cosines[conversation["later"]]
    assert cosines_of([], vector=vector, config=config) == {}
