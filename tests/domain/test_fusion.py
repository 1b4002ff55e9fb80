"""Reciprocal-rank fusion: full lists, single-leg winners, type weights, ties, validation."""

from __future__ import annotations

import itertools
import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memoryapp.domain.fusion import LEGS, RRF_K, FusedCandidate, LegHit, fuse
from memoryapp.domain.types import MemoryType


def ranked(*ids: str, start: int = 1) -> list[LegHit]:
    """Hits in rank order; scores are decreasing and otherwise irrelevant to fusion."""
    return [LegHit(memory_id=i, rank=start + n, score=1.0 / (1 + n)) for n, i in enumerate(ids)]


def semantic(*ids: str) -> dict[str, MemoryType]:
    return dict.fromkeys(ids, MemoryType.SEMANTIC)


def order(result: list[FusedCandidate]) -> list[str]:
    return [c.memory_id for c in result]


def filler(prefix: str, count: int) -> list[str]:
    return [f"{prefix}{n}" for n in range(count)]


def test_score_is_the_sum_of_reciprocal_ranks_times_the_type_weight():
    result = fuse(
        {"lexical": ranked("a", "b"), "dense": ranked("b", "a"), "entity": ranked("c")},
        type_of={"a": "episodic", "b": MemoryType.SEMANTIC, "c": "working"},
    )
    by_id = {c.memory_id: c for c in result}
    assert by_id["a"].fused_score == pytest.approx(1 / 61 + 1 / 62)
    assert by_id["a"].type_weight == 0.7
    assert by_id["a"].final_score == pytest.approx(by_id["a"].fused_score * 0.7)
    assert by_id["b"].fused_score == pytest.approx(1 / 62 + 1 / 61)
    assert by_id["b"].final_score == pytest.approx(by_id["b"].fused_score)
    assert by_id["c"].final_score == pytest.approx(0.5 / 61)
    # a and b have the same fused score; the episodic weight puts a below b.
    assert order(result) == ["b", "a", "c"]
    assert [c.fused_rank for c in result] == [1, 2, 3]


def test_a_lexical_only_hit_can_win_against_hits_in_two_legs():
    # With k = 60, rank 1 in one leg is worth 1/61; rank r in two legs 2/(60 + r). The
    # single-leg hit wins outright from r = 63, ties exactly at r = 62 (and then wins on its
    # best single-leg rank), and loses at r = 61 and below, rank 30 included.
    for rank, expected in [(30, "both"), (61, "both"), (62, "only"), (63, "only"), (200, "only")]:
        lexical = [LegHit("only", 1, 9.0), *ranked(*filler("x", rank - 2), start=2)]
        lexical.append(LegHit("both", rank, 0.1))
        dense = [*ranked(*filler("y", rank - 1)), LegHit("both", rank, 0.2)]
        ids = ["only", "both", *filler("x", rank - 2), *filler("y", rank - 1)]
        result = fuse({"lexical": lexical, "dense": dense}, type_of=semantic(*ids))
        assert order(result)[0] == expected, rank
    only = 1 / 61
    assert only == 2 / (60 + 62)  # the exact tie the tie-break settles


def test_a_keyword_only_hit_beats_dense_and_entity_hits_ranked_lower():
    result = fuse(
        {
            "lexical": ranked("error-string"),
            "dense": ranked(*filler("d", 5), start=2),
            "entity": ranked(*filler("e", 5), start=3),
        },
        type_of=semantic("error-string", *filler("d", 5), *filler("e", 5)),
    )
    assert order(result)[0] == "error-string"
    assert result[0].legs == {
        "lexical": LegHit("error-string", 1, 1.0),
        "dense": None,
        "entity": None,
    }


def test_the_full_lists_are_fused_not_a_top_n():
    deep = ranked(*filler("m", 500))
    result = fuse({"dense": deep, "lexical": ranked("m499")}, type_of=semantic(*filler("m", 500)))
    assert len(result) == 500
    assert order(result)[0] == "m499"  # rank 500 dense + rank 1 lexical beats rank 1 dense alone
    last = next(c for c in result if c.memory_id == "m499")
    assert last.legs["dense"] == LegHit("m499", 500, 1.0 / 500)


def test_missing_legs_are_none_and_every_leg_is_listed_in_order():
    result = fuse({"entity": ranked("a")}, type_of=semantic("a"))
    assert list(result[0].legs) == list(LEGS)
    assert result[0].legs["lexical"] is None
    assert result[0].legs["dense"] is None
    assert result[0].legs["entity"] == LegHit("a", 1, 1.0)


def test_no_legs_no_candidates():
    assert fuse({}, type_of={}) == []
    assert fuse({"lexical": [], "dense": []}, type_of={}) == []


def test_exact_ties_with_the_same_best_rank_break_on_the_id():
    # r and s have the same ranks in swapped legs, so the same score and the same best rank.
    result = fuse(
        {"lexical": ranked("s", "r"), "dense": ranked("r", "s")},
        type_of=semantic("r", "s"),
    )
    assert result[0].final_score == result[1].final_score
    assert order(result) == ["r", "s"]


def test_tie_on_score_goes_to_the_better_single_leg_rank():
    # "wide": rank 62 in both legs == 2/122 == 1/61 == "narrow": rank 1 in one leg.
    lexical = [LegHit("narrow", 1, 1.0), *ranked(*filler("x", 60), start=2), LegHit("wide", 62, 0)]
    dense = [*ranked(*filler("y", 60), start=2), LegHit("wide", 62, 0.0)]
    ids = ["narrow", "wide", *filler("x", 60), *filler("y", 60)]
    result = fuse({"lexical": lexical, "dense": dense}, type_of=semantic(*ids))
    assert result[0].final_score == result[1].final_score
    assert order(result)[:2] == ["narrow", "wide"]


def test_leg_weights_scale_each_leg():
    result = fuse(
        {"lexical": ranked("a"), "dense": ranked("b")},
        type_of=semantic("a", "b"),
        leg_weights={"dense": 2.0},
    )
    assert order(result) == ["b", "a"]
    assert result[0].fused_score == pytest.approx(2 / 61)


def test_k_changes_the_curve():
    result = fuse({"lexical": ranked("a", "b")}, type_of=semantic("a", "b"), k=0)
    assert [c.fused_score for c in result] == [1.0, 0.5]
    assert RRF_K == 60


def test_the_type_table_weights_apply():
    types = {"e": "episodic", "s": "semantic", "p": "procedural", "w": "working"}
    result = fuse({"lexical": [LegHit(i, n, 0.0) for n, i in enumerate(types, 1)]}, type_of=types)
    weights = {c.memory_id: c.type_weight for c in result}
    assert weights == {"e": 0.7, "s": 1.0, "p": 0.9, "w": 0.5}


@pytest.mark.parametrize(
    "legs",
    [
        {"lexical": [LegHit("a", 1, 0.0), LegHit("b", 1, 0.0)]},  # rank twice
        {"lexical": [LegHit("a", 1, 0.0), LegHit("a", 2, 0.0)]},  # memory twice
        {"vector": [LegHit("a", 1, 0.0)]},  # unknown leg
    ],
)
def test_malformed_legs_are_refused(legs):
    with pytest.raises(ValueError):
        fuse(legs, type_of=semantic("a", "b"))


@pytest.mark.parametrize("rank", [0, -1, True, 1.0])
def test_ranks_are_positive_integers(rank):
    with pytest.raises(ValueError):
        LegHit("a", rank, 0.0)


@pytest.mark.parametrize("score", [math.nan, math.inf, True])
def test_scores_are_finite_numbers(score):
    with pytest.raises(ValueError):
        LegHit("a", 1, score)


def test_other_bad_arguments_are_refused():
    legs = {"lexical": ranked("a")}
    with pytest.raises(ValueError, match="no type"):
        fuse(legs, type_of={})
    with pytest.raises(ValueError, match="unknown memory type"):
        fuse(legs, type_of={"a": "belief"})
    with pytest.raises(ValueError):
        fuse(legs, type_of=semantic("a"), k=-1)
    with pytest.raises(ValueError):
        fuse(legs, type_of=semantic("a"), leg_weights={"sparse": 1.0})
    with pytest.raises(ValueError):
        fuse(legs, type_of=semantic("a"), leg_weights={"dense": -0.5})
    with pytest.raises(ValueError):
        fuse(legs, type_of=semantic("a"), leg_weights={"dense": math.nan})


def test_fused_candidates_are_frozen():
    result = fuse({"lexical": ranked("a")}, type_of=semantic("a"))
    with pytest.raises(AttributeError):
        result[0].fused_rank = 2  # type: ignore[misc]
    with pytest.raises(TypeError):
        result[0].legs["dense"] = None  # type: ignore[index]


leg_lists = st.lists(st.sampled_from([f"m{n}" for n in range(12)]), unique=True, max_size=12)


@given(st.fixed_dictionaries({leg: leg_lists for leg in LEGS}))
def test_properties_of_any_fusion(lists):
    legs = {leg: ranked(*ids) for leg, ids in lists.items()}
    all_ids = {i for ids in lists.values() for i in ids}
    types = {i: list(MemoryType)[int(i[1:]) % 4] for i in all_ids}
    result = fuse(legs, type_of=types)
    # Every candidate of every leg appears once, ranked 1..n, in non-increasing final score.
    assert sorted(order(result)) == sorted(all_ids)
    assert [c.fused_rank for c in result] == list(range(1, len(result) + 1))
    assert all(a.final_score >= b.final_score for a, b in itertools.pairwise(result))
    for c in result:
        hits = [h for h in c.legs.values() if h is not None]
        assert hits and all(h.memory_id == c.memory_id for h in hits)
        assert c.fused_score == pytest.approx(sum(1 / (RRF_K + h.rank) for h in hits))
    # Deterministic: the input order of the mapping does not matter.
    again = fuse(dict(reversed(list(legs.items()))), type_of=types)
    assert order(again) == order(result)
