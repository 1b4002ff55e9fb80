"""The near-duplicate and conflict bands, at and around their boundaries."""

from __future__ import annotations

import pytest

from memoryapp.domain.similarity import Neighbour, judge_neighbours
from memoryapp.domain.types import MemoryType

S, P, E = MemoryType.SEMANTIC, MemoryType.PROCEDURAL, MemoryType.EPISODIC


@pytest.mark.parametrize(
    ("candidate", "neighbours", "expected"),
    [
        (S, [Neighbour("a", S, 0.99)], ("a", None, None)),
        (S, [Neighbour("a", E, 0.995)], ("a", None, None)),
        (E, [Neighbour("a", E, 0.999)], ("a", None, None)),
        (S, [Neighbour("a", S, 0.9899)], (None, "a", None)),
        (S, [Neighbour("a", S, 0.95)], (None, "a", None)),
        (S, [Neighbour("a", S, 0.9499)], (None, None, "a")),
        (S, [Neighbour("a", S, 0.80)], (None, None, "a")),
        (S, [Neighbour("a", S, 0.7999)], (None, None, None)),
        (P, [Neighbour("a", P, 0.85)], (None, None, "a")),
        (P, [Neighbour("a", S, 0.85)], (None, None, None)),
        (E, [Neighbour("a", E, 0.85)], (None, None, None)),
        (MemoryType.WORKING, [Neighbour("a", MemoryType.WORKING, 0.9)], (None, None, None)),
        (
            S,
            [Neighbour("far", S, 0.81), Neighbour("near", S, 0.96), Neighbour("mid", S, 0.9)],
            (None, "near", "mid"),
        ),
        (S, [], (None, None, None)),
    ],
)
def test_bands(
    candidate: MemoryType,
    neighbours: list[Neighbour],
    expected: tuple[str | None, str | None, str | None],
) -> None:
    decision = judge_neighbours(candidate, neighbours)
    assert (
        decision.duplicate_of,
        decision.near_duplicate_of,
        decision.possible_conflict_of,
    ) == expected
    codes = {r.code for r in decision.reasons}
    assert ("dedup.exact_duplicate" in codes) == (expected[0] is not None)
    assert ("conflict.possible" in codes) == (expected[2] is not None)
