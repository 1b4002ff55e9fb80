"""Score fusion: scaled leg scores, single-leg winners, boosts, neighbours, type weights, ties,
validation."""

from __future__ import annotations

import itertools
import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memoryapp.domain.fusion import (
    LEGS,
    FusedCandidate,
    LegHit,
    fuse,
    scaled_scores,
    turn_share,
)
from memoryapp.domain.types import MemoryType


def ranked(*ids: str, start: int = 1) -> list[LegHit]:
    """Hits in rank order with scores 1, 1/2, 1/3, ..."""
    return [LegHit(memory_id=i, rank=start + n, score=1.0 / (1 + n)) for n, i in enumerate(ids)]


def scored(**scores: float) -> list[LegHit]:
    """Hits with the given scores, ranked by them."""
    best_first = sorted(scores.items(), key=lambda item: -item[1])
    return [LegHit(i, rank, score) for rank, (i, score) in enumerate(best_first, 1)]


def semantic(*ids: str) -> dict[str, MemoryType]:
    return dict.fromkeys(ids, MemoryType.SEMANTIC)


def order(result: list[FusedCandidate]) -> list[str]:
    return [c.memory_id for c in result]


def filler(prefix: str, count: int) -> list[str]:
    return [f"{prefix}{n}" for n in range(count)]


def test_bm25_and_entity_scores_are_divided_by_the_best_and_cosines_min_max_scaled():
    assert scaled_scores("lexical", scored(a=8.0, b=2.0, c=1.0)) == {
        "a": 1.0,
        "b": 0.25,
        "c": 0.125,
    }
    assert scaled_scores("entity", scored(a=2.0, b=1.0)) == {"a": 1.0, "b": 0.5}
    # Cosine has no zero for "unrelated": the worst candidate is the floor.
    dense = scaled_scores("dense", scored(a=0.7, b=0.5, c=0.3))
    assert dense == pytest.approx({"a": 1.0, "b": 0.5, "c": 0.0})
    # The cosines of the other legs' candidates take part in the scaling, so a lexical-only
    # hit is placed by its own cosine, not at the bottom.
    also = scaled_scores("dense", scored(a=0.7, b=0.5), {"x": 0.3, "a": 0.1})
    assert also == pytest.approx({"a": 1.0, "b": 0.5, "x": 0.0})  # a's own hit wins over "also"
    # Equal scores: each is as good as the best.
    assert scaled_scores("dense", scored(a=0.4, b=0.4)) == {"a": 1.0, "b": 1.0}
    assert scaled_scores("lexical", []) == {}


def test_score_is_the_weighted_sum_of_scaled_scores_times_the_type_weight():
    result = fuse(
        {
            "lexical": scored(a=4.0, b=1.0),
            "dense": scored(b=0.8, a=0.6, c=0.4),
            "entity": scored(c=1.0),
        },
        type_of={"a": "episodic", "b": MemoryType.SEMANTIC, "c": "working"},
        leg_weights={"dense": 0.5},
    )
    by_id = {c.memory_id: c for c in result}
    assert by_id["a"].fused_score == pytest.approx(1.0 + 0.5 * 0.5)
    assert by_id["a"].type_weight == 0.7
    assert by_id["a"].final_score == pytest.approx(1.25 * 0.7)
    assert by_id["b"].fused_score == pytest.approx(0.25 + 0.5 * 1.0)
    assert by_id["b"].final_score == pytest.approx(0.75)
    assert by_id["c"].fused_score == pytest.approx(0.0 + 1.0)
    assert by_id["c"].final_score == pytest.approx(0.5)
    assert order(result) == ["a", "b", "c"]
    assert [c.fused_rank for c in result] == [1, 2, 3]


def test_the_gap_between_hits_counts_not_only_their_order():
    # Rank fusion gave rank 1 of one leg less than rank 2 of two legs; with scores, a lexical
    # hit far above the rest keeps its lead over one that both legs found weakly.
    # (Under RRF "both", ranks 2 and 3, would beat "exact", ranks 1 and 7.)
    lexical = scored(exact=10.0, both=1.0, **{f"x{n}": 0.5 for n in range(5)})
    dense = scored(y0=0.8, y1=0.79, both=0.5, y2=0.2, y3=0.19, y4=0.18, exact=0.1)
    ids = ["exact", "both", *filler("x", 5), *filler("y", 5)]
    assert order(fuse({"lexical": lexical, "dense": dense}, type_of=semantic(*ids)))[0] == "exact"
    # And the other way round: a narrow lexical lead loses to a hit that the dense leg also
    # puts at the top.
    lexical = scored(narrow=1.0, both=0.95, z=0.1)
    dense = scored(both=0.8, z=0.5, narrow=0.2)
    result = fuse({"lexical": lexical, "dense": dense}, type_of=semantic("narrow", "both", "z"))
    assert order(result)[0] == "both"


def test_a_keyword_only_hit_can_win():
    legs = {
        "lexical": scored(**{"error-string": 7.5}),
        "dense": scored(**{f"d{n}": 0.5 - n / 10 for n in range(5)}),
        "entity": scored(**{f"e{n}": 1.0 for n in range(5)}),
    }
    types = semantic("error-string", *filler("d", 5), *filler("e", 5))
    # The dense leg missed the exact identifier, but its cosine is read with the other legs'
    # candidates: above the worst of them, it adds to the lexical lead, and the hit wins.
    also = {"dense": {"error-string": 0.2, **{f"e{n}": 0.05 for n in range(5)}}}
    result = fuse(legs, type_of=types, leg_weights={"entity": 0.5}, also_scored=also)
    assert order(result)[0] == "error-string"
    assert result[0].legs == {
        "lexical": LegHit("error-string", 1, 7.5),
        "dense": None,
        "entity": None,
    }
    # With no cosine at all (embeddings off for it), it ties with the dense leg's best and
    # still beats every other dense and entity hit.
    result = fuse(legs, type_of=types, leg_weights={"entity": 0.5})
    assert order(result)[:2] == ["d0", "error-string"]  # both 1.0: the tie goes by id


def test_the_full_lists_are_fused_not_a_top_n():
    deep = [LegHit(f"m{n}", n + 1, 1.0 - n / 1000) for n in range(500)]
    result = fuse(
        {"dense": deep, "lexical": scored(m499=3.0)},
        type_of=semantic(*filler("m", 500)),
        leg_weights={"dense": 0.5},
    )
    assert len(result) == 500
    assert order(result)[0] == "m499"  # the last dense hit, and the only lexical one
    assert result[0].legs["dense"] == LegHit("m499", 500, 1.0 - 499 / 1000)


def test_boosts_multiply_the_fused_score():
    legs = {"lexical": scored(a=2.0, b=1.6)}
    assert order(fuse(legs, type_of=semantic("a", "b"))) == ["a", "b"]
    result = fuse(legs, type_of=semantic("a", "b"), boosts={"b": 1.5})
    assert order(result) == ["b", "a"]
    assert result[0].fused_score == pytest.approx(0.8)
    assert result[0].boost == 1.5
    assert result[0].final_score == pytest.approx(1.2)
    assert result[1].boost == 1.0


def test_neighbours_share_their_scores_and_can_enter_the_ranking():
    legs = {"lexical": scored(question=4.0, other=3.0)}
    # "answer" was said right after "question"; no leg found it.
    beside = {"question": ["answer"], "answer": ["question"]}
    types = semantic("question", "other", "answer")
    without = fuse(legs, type_of=types, neighbours=beside)  # spread 0: nothing moves
    assert order(without) == ["question", "other"]
    result = fuse(legs, type_of=types, neighbours=beside, spread=0.25)
    by_id = {c.memory_id: c for c in result}
    assert by_id["answer"].neighbour_score == pytest.approx(0.25)
    assert by_id["answer"].fused_score == 0.0
    assert all(hit is None for hit in by_id["answer"].legs.values())
    # The question's score is its own plus a share of nothing (its neighbour scored 0).
    assert by_id["question"].final_score == pytest.approx(1.0)
    assert order(result) == ["question", "other", "answer"]
    # A neighbour with a score of its own gains on top of it, and can pass the others.
    legs = {"lexical": scored(question=4.0, other=3.0, answer=2.8)}
    result = fuse(legs, type_of=types, neighbours=beside, spread=0.25)
    assert order(result) == ["question", "answer", "other"]
    assert result[1].final_score == pytest.approx(0.7 + 0.25)
    # Neighbours nobody scored gain nothing and stay out.
    lonely = fuse(legs, type_of=types, neighbours={"x": ["y"]}, spread=0.25)
    assert sorted(order(lonely)) == ["answer", "other", "question"]


def test_a_memory_longer_than_a_turn_gives_and_takes_a_smaller_share_of_the_spread():
    assert turn_share(300, 500) == turn_share(500, 500) == 1.0
    assert turn_share(2000, 500) == 0.25
    assert turn_share(2000, 0) == 1.0  # no limit
    # A long answer matched best; the short line said after it, and another short message
    # that matched on its own a little.
    legs = {"lexical": scored(answer=4.0, other=0.6)}
    beside = {"answer": ["line"], "line": ["answer"]}
    types = semantic("answer", "line", "other")
    unlimited = fuse(legs, type_of=types, neighbours=beside, spread=0.25)
    # With the whole spread the line that matched nothing passes the message that matched.
    assert order(unlimited) == ["answer", "line", "other"]
    reach = {"answer": turn_share(2000, 500), "line": turn_share(80, 500)}
    limited = fuse(legs, type_of=types, neighbours=beside, spread=0.25, reach=reach)
    assert order(limited) == ["answer", "other", "line"]
    line = next(c for c in limited if c.memory_id == "line")
    assert line.neighbour_score == pytest.approx(0.25 * 0.25 * 1.0)
    with pytest.raises(ValueError, match="reach"):
        fuse(legs, type_of=types, neighbours=beside, spread=0.25, reach={"line": -1.0})


def test_a_neighbour_only_candidate_ranks_after_a_leg_hit_of_the_same_score():
    legs = {"lexical": scored(a=4.0, b=1.0)}
    result = fuse(legs, type_of=semantic("a", "b", "n"), neighbours={"n": ["a"]}, spread=0.25)
    assert result[1].final_score == result[2].final_score == pytest.approx(0.25)
    assert order(result) == ["a", "b", "n"]


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
    # r and s have the same scores in swapped legs, so the same score and the same best rank.
    result = fuse(
        {"lexical": scored(s=2.0, r=1.0), "entity": scored(r=2.0, s=1.0)},
        type_of=semantic("r", "s"),
    )
    assert result[0].final_score == result[1].final_score
    assert order(result) == ["r", "s"]


def test_tie_on_score_goes_to_the_better_single_leg_rank():
    # "wide" is half of the best in both legs (0.5 + 0.5); "narrow" is the best of one (1.0).
    lexical = scored(narrow=4.0, wide=2.0)
    entity = scored(top=4.0, x=3.0, wide=2.0)
    result = fuse(
        {"lexical": lexical, "entity": entity}, type_of=semantic("narrow", "wide", "top", "x")
    )
    tied = [c for c in result if c.memory_id in ("narrow", "wide")]
    assert tied[0].final_score == tied[1].final_score
    assert order(tied) == ["narrow", "wide"]


def test_leg_weights_scale_each_leg():
    result = fuse(
        {"lexical": scored(a=3.0), "entity": scored(b=1.0)},
        type_of=semantic("a", "b"),
        leg_weights={"entity": 2.0},
    )
    assert order(result) == ["b", "a"]
    assert result[0].fused_score == pytest.approx(2.0)


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
        fuse(legs, type_of=semantic("a"), also_scored={"sparse": {"a": 1.0}})
    with pytest.raises(ValueError):
        fuse(legs, type_of=semantic("a"), also_scored={"dense": {"a": math.inf}})
    with pytest.raises(ValueError):
        fuse(legs, type_of=semantic("a"), boosts={"a": -1.0})
    with pytest.raises(ValueError):
        fuse(legs, type_of=semantic("a"), boosts={"a": math.nan})
    with pytest.raises(ValueError):
        fuse(legs, type_of=semantic("a"), spread=-0.1)
    with pytest.raises(ValueError, match="no type"):
        fuse(legs, type_of=semantic("a"), neighbours={"b": ["a"]}, spread=0.5)
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
    scaled = {leg: scaled_scores(leg, hits) for leg, hits in legs.items()}
    # Every candidate of every leg appears once, ranked 1..n, in non-increasing final score.
    assert sorted(order(result)) == sorted(all_ids)
    assert [c.fused_rank for c in result] == list(range(1, len(result) + 1))
    assert all(a.final_score >= b.final_score for a, b in itertools.pairwise(result))
    for c in result:
        hits = [h for h in c.legs.values() if h is not None]
        assert hits and all(h.memory_id == c.memory_id for h in hits)
        expected = sum(scaled[leg][c.memory_id] for leg, h in c.legs.items() if h is not None)
        assert c.fused_score == pytest.approx(expected)
        assert 0.0 <= c.fused_score <= len(LEGS)
    # Deterministic: the input order of the mapping does not matter.
    again = fuse(dict(reversed(list(legs.items()))), type_of=types)
    assert order(again) == order(result)
