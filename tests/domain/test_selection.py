"""Selection in a crowd: walking a found chain back, and forward to what holds."""

from __future__ import annotations

from datetime import UTC, datetime

from memoryapp.domain.selection import (
    WALK_CHAINS,
    WALK_VERSIONS,
    anchor_of,
    brought_forward,
    replacement_chunk,
    walked_back,
)
from memoryapp.domain.temporal import Version


def version(mid: str, month: int, successor: str | None = None) -> Version:
    at = datetime(2025, month, 1, tzinfo=UTC)
    return Version(mid, at, at, None, successor, None)


CHAIN = {"v3": [version("v3", 9), version("v1", 1, "v2"), version("v2", 5, "v3")]}
HEADS = {"v1": "v3", "v2": "v3", "v3": "v3"}


def test_an_anchor_is_the_subject_else_a_chain_with_history():
    assert anchor_of(subject="policy.travel", chain_head="h", chain_length=1) == (
        "subject:policy.travel"
    )
    assert anchor_of(subject="", chain_head="h", chain_length=2) == "chain:h"
    assert anchor_of(subject="", chain_head="h", chain_length=1) == ""


def test_a_found_head_brings_its_chain_earliest_first_ahead_of_the_crowd():
    ranked = [*(f"chat{n}" for n in range(30)), "v3"]
    heads = {**HEADS, **{m: m for m in ranked if m.startswith("chat")}}
    assert walked_back(ranked, chains=CHAIN, head_of=heads, limit=20) == [["v3", "v1", "v2"]]
    # A version ranked before the one found is not walked to again.
    assert walked_back(["v2", "v3"], chains=CHAIN, head_of=HEADS, limit=20) == [["v2", "v1", "v3"]]


def test_a_walk_takes_chains_with_history_only_and_a_bounded_number():
    chains = {f"h{n}": [version(f"h{n}", 6), version(f"o{n}", 1, f"h{n}")] for n in range(5)}
    chains["single"] = [version("single", 3)]
    heads = {v.id: head for head, versions in chains.items() for v in versions}
    ranked = ["single", *(f"h{n}" for n in range(5))]
    walks = walked_back(ranked, chains=chains, head_of=heads, limit=20)
    assert [walk[0] for walk in walks] == [f"h{n}" for n in range(WALK_CHAINS)]
    long = {"h": [version("h", 12), *(version(f"o{n}", n + 1, "x") for n in range(6))]}
    [walk] = walked_back(["h"], chains=long, head_of={"h": "h"}, limit=20)
    assert walk == ["h", *(f"o{n}" for n in range(WALK_VERSIONS))]


def test_an_old_wording_found_brings_the_version_that_holds():
    assert brought_forward(["chat", "v1"], head_of=HEADS, holding={"v3": "v3"}) == {"v1": "v3"}
    # Already a candidate, or nothing holds: nothing to bring.
    assert brought_forward(["v1", "v3"], head_of=HEADS, holding={"v3": "v3"}) == {}
    assert brought_forward(["v1"], head_of=HEADS, holding={}) == {}


def test_a_retired_chunk_brings_its_replacements_chunk_under_the_same_heading() -> None:
    chunks = [("t31", "adr-31-pubsub"), ("d31", "decision"), ("c31", "consequences")]
    assert replacement_chunk("decision", chunks, rank={"c31": 4}) == "d31"


def test_else_the_replacements_best_ranked_chunk_or_nothing() -> None:
    chunks = [("t31", "adr-31-pubsub"), ("d31", "decision"), ("c31", "consequences")]
    assert replacement_chunk("adr-12-rabbitmq", chunks, rank={"c31": 4, "d31": 9}) == "c31"
    assert replacement_chunk("adr-12-rabbitmq", chunks, rank={}) is None
    assert replacement_chunk("decision", [], rank={"d31": 1}) is None
