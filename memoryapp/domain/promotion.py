"""What becomes of a proposal, all told: the promotion policy's first word
(:func:`memoryapp.domain.policy.decide_promotion`) met with what the store knows about it.

Rules, each adding its reason (in this order, so the owner reads them in the order they arose):

- A change to an existing head (named by the proposal, or found on its subject or among related
  heads by :func:`memoryapp.domain.changes.judge_change`) waits for the owner unless a human
  wrote it directly (:func:`memoryapp.domain.policy.change_hold`); a change found by entities or
  words rather than by its subject always waits: the owner sees what it would replace.
- A possible contradiction of a head of the same subject waits like a change: live, it would
  become the subject's state beside that head.
- A proposal that names its own near-duplicate says so (``dedup.near_duplicate``); the
  neighbours' verdicts (:mod:`memoryapp.domain.similarity`) follow, except a cosine-only
  ``conflict.possible`` when the change rules already said what it contradicts.
- A proposal that resembles a rejection waits when an agent made it; a human's own words only
  get the note.
- Said again (an active head at duplicate distance, and no head it changes): answered with that
  head, nothing stored. A human's direct change that does not wait is applied at once.
- Trust is never laundered: a change is as trusted as the least trusted of its own source and
  the head it changes (:func:`memoryapp.domain.types.derived_standing`).
"""

from __future__ import annotations

from dataclasses import dataclass

from .changes import NO_CHANGE, ChangeDecision
from .policy import HUMAN_ACTORS, PromotionDecision, Reason, change_hold
from .similarity import NEAR_DUPLICATE, POSSIBLE_CONFLICT, SimilarityDecision
from .types import Actor, MemoryStatus, Standing, derived_standing


@dataclass(frozen=True)
class Target:
    """The head a proposal changes: its id and how far it is trusted."""

    id: str
    standing: Standing


@dataclass(frozen=True)
class ProposalFacts:
    """What is known of a proposal when its fate is decided."""

    policy: PromotionDecision
    actor: Actor
    relayed_by_agent: bool
    # The standing its own source gives it (:func:`memoryapp.domain.types.initial_standing`).
    source_standing: Standing
    # The head it changes, and whether the proposal named it (else the change rules found it).
    target: Target | None = None
    named_target: bool = False
    # The memory the proposal itself says it nearly repeats.
    near_duplicate_of: str | None = None
    change: ChangeDecision = NO_CHANGE
    similar: SimilarityDecision | None = None
    # The note naming a rejection it resembles.
    like_rejected: Reason | None = None


@dataclass(frozen=True)
class Promotion:
    decision: PromotionDecision
    standing: Standing
    # Said again: the head that answers it (nothing is stored).
    duplicate_of: str | None
    # A human's direct change of ``target``: superseded at once rather than stored to wait.
    applies_now: bool
    near_duplicate_of: str | None
    possible_conflict_of: str | None


def _held(status: MemoryStatus, reasons: list[Reason], hold: Reason | None) -> MemoryStatus:
    """``status``, or pending when ``hold`` says a change must wait (its reason added once)."""
    if hold is None:
        return status
    if hold not in reasons:
        reasons.append(hold)
    return MemoryStatus.PENDING


def _changed(facts: ProposalFacts, reasons: list[Reason]) -> MemoryStatus:
    """The status after the change rules, their reasons added to ``reasons``."""
    status = facts.policy.status
    hold = change_hold(actor=facts.actor, relayed_by_agent=facts.relayed_by_agent)
    if facts.named_target:
        status = _held(status, reasons, hold)
    if facts.near_duplicate_of is not None:
        reasons.append(Reason(NEAR_DUPLICATE, f"close to {facts.near_duplicate_of}"))
    change = facts.change
    if change.replaces is not None or change.conflicts_with is not None:
        reasons.extend(change.reasons)
        status = _held(status, reasons, hold)
        if change.replaces is not None and not change.by_subject:
            status = MemoryStatus.PENDING
    return status


def _links(facts: ProposalFacts) -> tuple[str | None, str | None, str | None]:
    """(duplicate_of, near_duplicate_of, possible_conflict_of) of the proposal."""
    similar, target, change = facts.similar, facts.target, facts.change
    said_again = similar.duplicate_of if similar is not None else None
    # A change is never answered as a duplicate: a correction is usually close to its own
    # target ("PostgreSQL 15." -> "PostgreSQL 16."); close to another head, it is marked near it.
    near_head = None if target is not None and said_again == target.id else said_again
    near = facts.near_duplicate_of or near_head or (similar.near_duplicate_of if similar else None)
    conflict = similar.possible_conflict_of if similar else None
    if change.replaces is not None:
        conflict = None  # the card shows what it would replace instead
    elif change.conflicts_with is not None:
        conflict = change.conflicts_with.id
    return (said_again if target is None else None), near, conflict


def decide_proposal(facts: ProposalFacts) -> Promotion:
    """The status, reasons, standing and links a proposal is stored (or answered) with."""
    reasons = list(facts.policy.reasons)
    status = _changed(facts, reasons)
    if facts.similar is not None:
        cosine_conflict_dropped = bool(facts.change.reasons)
        reasons.extend(
            r
            for r in facts.similar.reasons
            if not (cosine_conflict_dropped and r.code == POSSIBLE_CONFLICT)
        )
    if facts.like_rejected is not None:
        reasons.append(facts.like_rejected)
        if facts.actor not in HUMAN_ACTORS:
            status = MemoryStatus.PENDING
    standing = facts.source_standing
    if facts.target is not None:
        standing = derived_standing([standing, facts.target.standing])
    duplicate_of, near, conflict = _links(facts)
    return Promotion(
        decision=PromotionDecision(status, tuple(reasons), facts.policy.credential),
        standing=standing,
        duplicate_of=duplicate_of,
        applies_now=(
            facts.target is not None
            and facts.actor in HUMAN_ACTORS
            and status is not MemoryStatus.PENDING
        ),
        near_duplicate_of=near,
        possible_conflict_of=conflict,
    )


def unless_said_again(change: ChangeDecision, similar: SimilarityDecision | None) -> ChangeDecision:
    """``change``, or none when the head it would replace is the one the proposal says again:
    said again, not changed (answered as a duplicate)."""
    if change.replaces and similar and similar.duplicate_of == change.replaces.id:
        return NO_CHANGE
    return change
