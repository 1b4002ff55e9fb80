"""The type table, conflict partitioning, status transitions and standing."""

from __future__ import annotations

import itertools
from dataclasses import FrozenInstanceError

import pytest

from memoryapp.domain.types import (
    ALLOWED_TRANSITIONS,
    TYPE_RULES,
    Expiry,
    MemoryStatus,
    MemoryType,
    OnConflict,
    SourceKind,
    Standing,
    can_contradict,
    check_transition,
    derived_standing,
    expires,
    initial_standing,
    on_conflict,
    partition_by_conflict_risk,
    retrieval_weight,
    rule_for,
)

TABLE = [
    # type, can contradict, expires, on conflict, weight, retrieved by
    (MemoryType.EPISODIC, False, Expiry.NEVER, OnConflict.KEEP_BOTH, 0.7, "time, participants"),
    (MemoryType.SEMANTIC, True, Expiry.STALES, OnConflict.RETIRE_ONE, 1.0, "topic"),
    (MemoryType.PROCEDURAL, True, Expiry.STALES, OnConflict.REPLACE_WHOLESALE, 0.9, "task"),
    (MemoryType.WORKING, False, Expiry.WITH_SESSION, OnConflict.IRRELEVANT, 0.5, "session"),
]


@pytest.mark.parametrize(
    ("memory_type", "contradicts", "expiry", "conflict", "weight", "retrieved_by"),
    TABLE,
    ids=[row[0].value for row in TABLE],
)
def test_type_table_row(memory_type, contradicts, expiry, conflict, weight, retrieved_by):
    rule = TYPE_RULES[memory_type]
    assert rule.type is memory_type
    assert rule.can_contradict is contradicts
    assert rule.expires is expiry
    assert rule.on_conflict is conflict
    assert rule.weight == weight
    assert rule.retrieved_by == retrieved_by
    # The accessors read the same row, for the enum and for its stored string.
    for key in (memory_type, memory_type.value):
        assert rule_for(key) is rule
        assert can_contradict(key) is contradicts
        assert expires(key) is expiry
        assert on_conflict(key) is conflict
        assert retrieval_weight(key) == weight


def test_table_covers_every_type_exactly():
    assert set(TYPE_RULES) == set(MemoryType)


def test_table_is_immutable():
    with pytest.raises(TypeError):
        TYPE_RULES[MemoryType.EPISODIC] = TYPE_RULES[MemoryType.SEMANTIC]  # type: ignore[index]
    with pytest.raises(FrozenInstanceError):
        TYPE_RULES[MemoryType.EPISODIC].weight = 2.0  # type: ignore[misc]


def test_weights_rank_semantic_over_procedural_over_episodic_over_working():
    weights = [retrieval_weight(t) for t in ("semantic", "procedural", "episodic", "working")]
    assert weights == sorted(weights, reverse=True)
    assert len(set(weights)) == 4


@pytest.mark.parametrize("bad", ["", "Episodic", "preference", "fact", " semantic"])
def test_unknown_type_is_an_error(bad):
    with pytest.raises(ValueError, match="unknown memory type"):
        rule_for(bad)
    with pytest.raises(ValueError):
        can_contradict(bad)


def test_partition_of_the_36_memory_store():
    store = (
        [("s", i, "semantic") for i in range(22)]
        + [("p", i, "procedural") for i in range(2)]
        + [("e", i, "episodic") for i in range(12)]
    )
    # Interleave so that keeping order is a real property, not an accident of grouping.
    store = [
        x for trio in itertools.zip_longest(store[:12], store[12:24], store[24:]) for x in trio
    ]
    store = [x for x in store if x is not None]
    assert len(store) == 36

    result = partition_by_conflict_risk(store, type_of=lambda m: m[2])

    assert len(result.at_risk) == 24
    assert len(result.exempt) == 12
    assert {m[2] for m in result.at_risk} == {"semantic", "procedural"}
    assert {m[2] for m in result.exempt} == {"episodic"}
    assert list(result.at_risk) == [m for m in store if m[2] != "episodic"]
    assert list(result.exempt) == [m for m in store if m[2] == "episodic"]
    # Comparing only at-risk memories pairwise cuts 630 pairs to 276.
    n = len(result.at_risk)
    assert n * (n - 1) // 2 == 276


def test_working_memories_are_exempt_from_conflict_detection():
    items = [MemoryType.WORKING, MemoryType.SEMANTIC, MemoryType.WORKING]
    result = partition_by_conflict_risk(items, type_of=lambda t: t)
    assert result.at_risk == (MemoryType.SEMANTIC,)
    assert result.exempt == (MemoryType.WORKING, MemoryType.WORKING)


def test_partition_of_nothing_and_of_a_generator():
    empty = partition_by_conflict_risk(list[str](), type_of=str)
    assert empty.at_risk == () and empty.exempt == ()
    gen = (t for t in ["procedural", "episodic"])
    result = partition_by_conflict_risk(gen, type_of=str)
    assert result.at_risk == ("procedural",) and result.exempt == ("episodic",)


def test_partition_rejects_an_unknown_type():
    with pytest.raises(ValueError):
        partition_by_conflict_risk(["semantic", "gossip"], type_of=str)


EXPECTED_ALLOWED = {
    ("pending", "active"),
    ("pending", "rejected"),
    ("active", "archived"),
    ("archived", "active"),
    ("rejected", "pending"),
}
ALL_PAIRS = list(itertools.product(MemoryStatus, repeat=2))


def test_there_are_16_pairs_and_exactly_5_allowed():
    assert len(ALL_PAIRS) == 16
    assert {(a.value, b.value) for a, b in ALLOWED_TRANSITIONS} == EXPECTED_ALLOWED


@pytest.mark.parametrize(("current", "target"), ALL_PAIRS, ids=[f"{a}->{b}" for a, b in ALL_PAIRS])
def test_transition(current, target):
    decision = check_transition(current, target)
    expected = (current.value, target.value) in EXPECTED_ALLOWED
    assert decision.allowed is expected
    assert decision.reason == (
        "status.transition_allowed" if expected else "status.transition_forbidden"
    )
    # Strings from the database are judged the same as the enum.
    assert check_transition(current.value, target.value) == decision


@pytest.mark.parametrize(("current", "target"), [("pending", "deleted"), ("purged", "active")])
def test_unknown_status_is_an_error(current, target):
    with pytest.raises(ValueError, match="unknown memory status"):
        check_transition(current, target)


@pytest.mark.parametrize(
    ("kind", "standing"),
    [
        (SourceKind.CONVERSATION, Standing.TRUSTED),
        (SourceKind.IMPORT, Standing.TRUSTED),
        (SourceKind.TOOL, Standing.UNTRUSTED),
        (SourceKind.WEB, Standing.UNTRUSTED),
        (SourceKind.FILE, Standing.UNTRUSTED),
        (SourceKind.DOCUMENT, Standing.UNTRUSTED),
        ("web", Standing.UNTRUSTED),
        ("conversation", Standing.TRUSTED),
        (None, Standing.TRUSTED),
    ],
    ids=str,
)
def test_initial_standing(kind, standing):
    assert initial_standing(kind) is standing


def test_initial_standing_rejects_an_unknown_kind():
    with pytest.raises(ValueError, match="unknown source kind"):
        initial_standing("email")


@pytest.mark.parametrize(
    ("sources", "expected"),
    [
        ([], Standing.TRUSTED),
        ([Standing.TRUSTED], Standing.TRUSTED),
        ([Standing.TRUSTED, Standing.TRUSTED], Standing.TRUSTED),
        ([Standing.UNTRUSTED], Standing.UNTRUSTED),
        ([Standing.TRUSTED, Standing.UNTRUSTED, Standing.TRUSTED], Standing.UNTRUSTED),
        (["trusted", "untrusted"], Standing.UNTRUSTED),
    ],
    ids=["none", "one-trusted", "all-trusted", "one-untrusted", "mixed", "strings"],
)
def test_derived_standing_is_the_lowest(sources, expected):
    assert derived_standing(sources) is expected
    assert derived_standing(iter(sources)) is expected
