"""Score fusion of the retrieval legs, the query's boosts, neighbours, then the type weight.

Rule: each leg (lexical, dense, entity) hands over its ranked candidates with its own scores,
and each leg's scores are put on [0, 1] before they are added, so that a leg's scale does not
matter but the gaps between its hits do (a memory the lexical leg scored far above the rest keeps
that lead; rank fusion gave rank 1 and rank 2 nearly the same vote whatever the gap):

- BM25 (lexical) and the count of named entities (entity) are 0 for a memory that does not
  match at all, so they are divided by the leg's best score.
- Cosine similarity (dense) has no such zero, so it is min-max scaled over every candidate: the
  leg's hits and the cosines of the other legs' candidates (``also_scored``), read for the
  purpose. A lexical-only hit then sits where its cosine puts it, not at the bottom.

A candidate's fused score is the sum over the legs of ``leg_weight x scaled score`` (0 where a
leg did not score it). Then, in this order:

1. ``boosts`` multiply it (the query's time cues, :mod:`memoryapp.domain.time_cues`);
2. each memory gains ``spread`` x the boosted scores of its ``neighbours`` (the memories just
   before and after it in its session): what was said next to a relevant turn is context for
   it, and a neighbour no leg found can enter the ranking this way. The share is for turns of
   a conversation: a memory longer than a turn gives and takes less of it
   (:func:`turn_share` of each side, ``reach``), because a long message carries its own
   context, and the score it earned somewhere in its length says little about the line said
   next to it: given in full, the lines beside a few long answers that matched a little would
   fill the top ranks ahead of the message that holds the answer;
3. the type's retrieval weight from the type table multiplies the result.

No leg is truncated or required, so a hit that only one leg found (an exact identifier the
embedding misses, say) can still win. The order is final score descending, then the best rank
the candidate reached in any single leg (neighbour-only candidates last), then its id, so equal
inputs always give the same order.
"""

from __future__ import annotations

import math
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType

from .types import MemoryType, retrieval_weight

LEGS: tuple[str, ...] = ("lexical", "dense", "entity")
# Legs whose score is 0 for a memory that does not match at all (scaled by their best score).
ZERO_BASED_LEGS = frozenset({"lexical", "entity"})


@dataclass(frozen=True)
class LegHit:
    """One candidate as one leg ranked it; ``rank`` is 1-based within that leg."""

    memory_id: str
    rank: int
    score: float

    def __post_init__(self) -> None:
        if isinstance(self.rank, bool) or not isinstance(self.rank, int) or self.rank < 1:
            raise ValueError(f"rank must be a positive integer, got {self.rank!r}")
        _check_score(self.score)


def _check_score(score: object) -> None:
    if isinstance(score, bool) or not isinstance(score, int | float):
        raise ValueError(f"score must be a number, got {score!r}")
    if not math.isfinite(score):
        raise ValueError(f"score must be finite, got {score!r}")


@dataclass(frozen=True)
class FusedCandidate:
    """A candidate after fusion; ``legs`` has every leg in LEGS order, None where it missed.

    ``fused_score`` is the legs' weighted sum, ``boost`` its multiplier from the query's cues,
    ``neighbour_score`` what its neighbours added; ``final_score`` is
    ``(fused_score x boost + neighbour_score) x type_weight``.
    """

    memory_id: str
    legs: Mapping[str, LegHit | None]
    fused_score: float
    type_weight: float
    final_score: float
    fused_rank: int
    boost: float = 1.0
    neighbour_score: float = 0.0


def _weights(leg_weights: Mapping[str, float] | None) -> dict[str, float]:
    weights = dict.fromkeys(LEGS, 1.0)
    for leg, weight in (leg_weights or {}).items():
        if leg not in weights:
            raise ValueError(f"unknown leg {leg!r}; the legs are {', '.join(LEGS)}")
        if isinstance(weight, bool) or not isinstance(weight, int | float):
            raise ValueError(f"weight of {leg} must be a number, got {weight!r}")
        if not math.isfinite(weight) or weight < 0:
            raise ValueError(f"weight of {leg} must be finite and >= 0, got {weight!r}")
        weights[leg] = float(weight)
    return weights


def _hits_by_memory(legs: Mapping[str, Sequence[LegHit]]) -> dict[str, dict[str, LegHit]]:
    found: dict[str, dict[str, LegHit]] = {}
    for leg, hits in legs.items():
        if leg not in LEGS:
            raise ValueError(f"unknown leg {leg!r}; the legs are {', '.join(LEGS)}")
        ranks: set[int] = set()
        for hit in hits:
            # A repeated rank or id means the leg's list was assembled wrongly; fusing it
            # anyway would quietly give one memory two votes from the same leg.
            if hit.rank in ranks:
                raise ValueError(f"{leg}: rank {hit.rank} is used twice")
            ranks.add(hit.rank)
            per_leg = found.setdefault(hit.memory_id, {})
            if leg in per_leg:
                raise ValueError(f"{leg}: memory {hit.memory_id} is listed twice")
            per_leg[leg] = hit
    return found


def scaled_scores(
    leg: str, hits: Sequence[LegHit], also_scored: Mapping[str, float] | None = None
) -> dict[str, float]:
    """The leg's scores on [0, 1] (see the module rule), by memory id."""
    scores = {hit.memory_id: float(hit.score) for hit in hits}
    for memory_id, score in (also_scored or {}).items():
        scores.setdefault(memory_id, float(score))
    if not scores:
        return {}
    high = max(scores.values())
    low = min(0.0, *scores.values()) if leg in ZERO_BASED_LEGS else min(scores.values())
    if high <= low:
        # Every candidate scored the same: each is as good as the leg's best.
        return dict.fromkeys(scores, 1.0)
    return {memory_id: (score - low) / (high - low) for memory_id, score in scores.items()}


def turn_share(length: int, turn_chars: int) -> float:
    """How much of the neighbour spread a memory of ``length`` characters gives and takes
    (module rule, step 2): all of it up to ``turn_chars`` (a turn of a conversation), then
    ``turn_chars / length``. ``turn_chars`` 0 sets no limit."""
    if turn_chars <= 0 or length <= turn_chars:
        return 1.0
    return turn_chars / length


def _factors(name: str, values: Mapping[str, float] | None) -> Mapping[str, float]:
    for memory_id, value in (values or {}).items():
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise ValueError(f"{name} of {memory_id} must be a number, got {value!r}")
        if not math.isfinite(value) or value < 0:
            raise ValueError(f"{name} of {memory_id} must be finite and >= 0, got {value!r}")
    return values or {}


def leg_scores(
    legs: Mapping[str, Sequence[LegHit]],
    *,
    leg_weights: Mapping[str, float] | None = None,
    also_scored: Mapping[str, Mapping[str, float]] | None = None,
) -> dict[str, float]:
    """Each candidate's fused score: the legs' weighted, scaled scores summed (module rule)."""
    weights = _weights(leg_weights)
    found = _hits_by_memory(legs)
    for leg, scores in (also_scored or {}).items():
        if leg not in LEGS:
            raise ValueError(f"unknown leg {leg!r}; the legs are {', '.join(LEGS)}")
        for score in scores.values():
            _check_score(score)
    scaled = {
        leg: scaled_scores(leg, hits, (also_scored or {}).get(leg)) for leg, hits in legs.items()
    }
    # fsum is exact and order-free, so two candidates with the same scores tie exactly and the
    # tie-break, not float noise, decides between them.
    return {
        memory_id: math.fsum(weights[leg] * scaled[leg].get(memory_id, 0.0) for leg in legs)
        for memory_id in found
    }


def rank(
    legs: Mapping[str, Sequence[LegHit]],
    scores: Mapping[str, float],
    *,
    type_of: Mapping[str, MemoryType | str],
    boosts: Mapping[str, float] | None = None,
    neighbours: Mapping[str, Sequence[str]] | None = None,
    spread: float = 0.0,
    reach: Mapping[str, float] | None = None,
) -> list[FusedCandidate]:
    """The final ranking from the fused ``scores`` (:func:`leg_scores`): boosts, neighbours and
    type weights applied (see the module rule).

    ``neighbours[m]`` lists the memories next to ``m``; every candidate, neighbours included,
    must have a type in ``type_of``. ``reach[m]`` is the share of the spread ``m`` gives and
    takes (:func:`turn_share`; 1 where it is not given).
    """
    found = _hits_by_memory(legs)
    boosts = _factors("boost", boosts)
    reach = _factors("reach", reach)
    if isinstance(spread, bool) or not isinstance(spread, int | float) or not spread >= 0:
        raise ValueError(f"spread must be a number >= 0, got {spread!r}")
    boosted = {m: scores.get(m, 0.0) * boosts.get(m, 1.0) for m in found}
    gained: dict[str, float] = {}
    if spread > 0:
        for memory_id, beside in (neighbours or {}).items():
            given = math.fsum(boosted.get(n, 0.0) * reach.get(n, 1.0) for n in beside)
            gain = spread * reach.get(memory_id, 1.0) * given
            if gain > 0:
                gained[memory_id] = gain
    rows: list[tuple[float, int, str, float]] = []
    # A few hundred candidates share a handful of types: look each type's weight up once.
    type_weights: dict[MemoryType | str, float] = {}
    for memory_id in found.keys() | gained.keys():
        if memory_id not in type_of:
            raise ValueError(f"no type given for memory {memory_id}")
        memory_type = type_of[memory_id]
        type_weight = type_weights.get(memory_type)
        if type_weight is None:
            type_weight = type_weights[memory_type] = retrieval_weight(memory_type)
        final = (boosted.get(memory_id, 0.0) + gained.get(memory_id, 0.0)) * type_weight
        best_rank = min(
            (hit.rank for hit in found.get(memory_id, {}).values()), default=sys.maxsize
        )
        rows.append((final, best_rank, memory_id, type_weight))
    rows.sort(key=lambda row: (-row[0], row[1], row[2]))
    missed: dict[str, LegHit] = {}
    return [
        FusedCandidate(
            memory_id=memory_id,
            legs=MappingProxyType({leg: found.get(memory_id, missed).get(leg) for leg in LEGS}),
            fused_score=scores.get(memory_id, 0.0) if memory_id in found else 0.0,
            type_weight=type_weight,
            final_score=final,
            fused_rank=position,
            boost=boosts.get(memory_id, 1.0) if memory_id in found else 1.0,
            neighbour_score=gained.get(memory_id, 0.0),
        )
        for position, (final, _, memory_id, type_weight) in enumerate(rows, 1)
    ]


def fuse(
    legs: Mapping[str, Sequence[LegHit]],
    *,
    type_of: Mapping[str, MemoryType | str],
    leg_weights: Mapping[str, float] | None = None,
    also_scored: Mapping[str, Mapping[str, float]] | None = None,
    boosts: Mapping[str, float] | None = None,
    neighbours: Mapping[str, Sequence[str]] | None = None,
    spread: float = 0.0,
    reach: Mapping[str, float] | None = None,
) -> list[FusedCandidate]:
    """Fuse the legs' candidate lists into one ranking (see the module rule): :func:`rank` of
    :func:`leg_scores`.

    A leg that did not run (no embeddings, say) is simply absent from ``legs``; its entry in
    each candidate's ``legs`` is None like any other miss. ``also_scored[leg]`` holds the
    scores a leg gave to candidates outside its own list.
    """
    scores = leg_scores(legs, leg_weights=leg_weights, also_scored=also_scored)
    return rank(
        legs,
        scores,
        type_of=type_of,
        boosts=boosts,
        neighbours=neighbours,
        spread=spread,
        reach=reach,
    )
