"""What a close neighbour means for a new memory.

Rule: against the active heads of the same project, embedded by the same model,
cosine >= 0.99 is the same memory said again (the proposal is answered with the existing id);
>= 0.95 is a near-duplicate, kept and marked for consolidation; and a semantic or procedural
candidate at >= 0.80 to a head of the same type is a possible conflict for the owner to
resolve. Episodic memories never contradict anything (``can_contradict``), so they are never
flagged as conflicts, though they can still be duplicates.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .policy import Reason
from .types import MemoryType, can_contradict

DUPLICATE_AT = 0.99
NEAR_DUPLICATE_AT = 0.95
CONFLICT_AT = 0.80

EXACT_DUPLICATE = "dedup.exact_duplicate"
NEAR_DUPLICATE = "dedup.near_duplicate"
POSSIBLE_CONFLICT = "conflict.possible"


@dataclass(frozen=True)
class Neighbour:
    id: str
    type: MemoryType
    similarity: float


@dataclass(frozen=True)
class SimilarityDecision:
    duplicate_of: str | None
    near_duplicate_of: str | None
    possible_conflict_of: str | None
    reasons: tuple[Reason, ...]


def judge_neighbours(
    candidate_type: MemoryType | str, neighbours: Iterable[Neighbour]
) -> SimilarityDecision:
    """Classify the closest active heads; each verdict names the single closest match."""
    candidate_type = MemoryType(candidate_type)
    ranked = sorted(neighbours, key=lambda n: (-n.similarity, n.id))
    duplicate = next((n for n in ranked if n.similarity >= DUPLICATE_AT), None)
    near = next((n for n in ranked if n.similarity >= NEAR_DUPLICATE_AT), None)
    conflict = None
    if can_contradict(candidate_type):
        conflict = next(
            (
                n
                for n in ranked
                if n.type is candidate_type and CONFLICT_AT <= n.similarity < NEAR_DUPLICATE_AT
            ),
            None,
        )
    reasons: list[Reason] = []
    if duplicate:
        reasons.append(Reason(EXACT_DUPLICATE, f"cosine {duplicate.similarity:.3f}"))
    elif near:
        reasons.append(Reason(NEAR_DUPLICATE, f"cosine {near.similarity:.3f}"))
    if conflict:
        reasons.append(
            Reason(
                POSSIBLE_CONFLICT,
                f"a {conflict.type.value} head at cosine {conflict.similarity:.3f}",
            )
        )
    return SimilarityDecision(
        duplicate_of=duplicate.id if duplicate else None,
        near_duplicate_of=near.id if near and not duplicate else None,
        possible_conflict_of=conflict.id if conflict else None,
        reasons=tuple(reasons),
    )
