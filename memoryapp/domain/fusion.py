"""Reciprocal-rank fusion of the retrieval legs, then the type weight.

Rule: each leg (lexical, dense, entity) hands over its full ranked candidate list, and a
candidate's fused score is the sum, over the legs that found it, of ``leg_weight / (k + rank)``
with ``k = RRF_K``. Only ranks matter: the legs' own scores live on unrelated scales and are
carried for the trace, never compared. A leg is never truncated or required, so a hit that only
one leg found (an exact identifier the embedding misses, say) can still win. The fused score is
then multiplied by the type's retrieval weight from the type table. The order is final score
descending, then the best rank the candidate reached in any single leg, then its id, so equal
inputs always give the same order.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType

from .types import MemoryType, retrieval_weight

LEGS: tuple[str, ...] = ("lexical", "dense", "entity")
RRF_K = 60


@dataclass(frozen=True)
class LegHit:
    """One candidate as one leg ranked it; ``rank`` is 1-based within that leg."""

    memory_id: str
    rank: int
    score: float

    def __post_init__(self) -> None:
        if isinstance(self.rank, bool) or not isinstance(self.rank, int) or self.rank < 1:
            raise ValueError(f"rank must be a positive integer, got {self.rank!r}")
        if isinstance(self.score, bool) or not isinstance(self.score, int | float):
            raise ValueError(f"score must be a number, got {self.score!r}")
        if not math.isfinite(self.score):
            raise ValueError(f"score must be finite, got {self.score!r}")


@dataclass(frozen=True)
class FusedCandidate:
    """A candidate after fusion; ``legs`` has every leg in LEGS order, None where it missed."""

    memory_id: str
    legs: Mapping[str, LegHit | None]
    fused_score: float
    type_weight: float
    final_score: float
    fused_rank: int


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


def fuse(
    legs: Mapping[str, Sequence[LegHit]],
    *,
    type_of: Mapping[str, MemoryType | str],
    k: int = RRF_K,
    leg_weights: Mapping[str, float] | None = None,
) -> list[FusedCandidate]:
    """Fuse the legs' full candidate lists into one ranking (see the module rule).

    A leg that did not run (no embeddings, say) is simply absent from ``legs``; its entry in
    each candidate's ``legs`` is None like any other miss. Every candidate must have a type in
    ``type_of``.
    """
    if isinstance(k, bool) or not isinstance(k, int) or k < 0:
        raise ValueError(f"k must be a non-negative integer, got {k!r}")
    weights = _weights(leg_weights)
    rows: list[tuple[float, int, str, float, float, dict[str, LegHit]]] = []
    # A hundred-odd candidates share a handful of types: look each type's weight up once.
    type_weights: dict[MemoryType | str, float] = {}
    for memory_id, per_leg in _hits_by_memory(legs).items():
        if memory_id not in type_of:
            raise ValueError(f"no type given for memory {memory_id}")
        memory_type = type_of[memory_id]
        type_weight = type_weights.get(memory_type)
        if type_weight is None:
            type_weight = type_weights[memory_type] = retrieval_weight(memory_type)
        # fsum is exact and order-free, so two candidates with the same ranks tie exactly
        # and the tie-break, not float noise, decides between them.
        fused = math.fsum(weights[leg] / (k + hit.rank) for leg, hit in per_leg.items())
        best_rank = min(hit.rank for hit in per_leg.values())
        rows.append((fused * type_weight, best_rank, memory_id, fused, type_weight, per_leg))
    rows.sort(key=lambda row: (-row[0], row[1], row[2]))
    return [
        FusedCandidate(
            memory_id=memory_id,
            legs=MappingProxyType({leg: per_leg.get(leg) for leg in LEGS}),
            fused_score=fused,
            type_weight=type_weight,
            final_score=final,
            fused_rank=position,
        )
        for position, (final, _, memory_id, fused, type_weight, per_leg) in enumerate(rows, 1)
    ]
