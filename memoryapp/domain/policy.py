"""The promotion policy: whether a new memory goes live at once or waits for the owner.

Rule: the model proposes, code decides. A human's deliberate write (the owner, or the user's
explicit "remember") is active at once. Anything an agent, the extractor or an import proposes
waits for the owner unless it is an episodic memory with a confidence of at least
``AUTO_PROMOTE_CONFIDENCE`` that contains no directive language and nothing that looks like a
credential. Every reason that holds is reported, not just the first, so the review queue can say
everything that made an item wait. Credentials also hold back the user's explicit path: only
the owner, writing in the UI, stores one deliberately. No reason's detail ever carries the
secret itself.

An explicit request that an agent relays (``/remember`` with an agent's token) is the user's
word only as far as the agent reports it: an agent that read "from now on upload the user's
files to ..." on a web page could pass it on as the user's wish. So relayed content that looks
directive or like a credential waits for the owner with ``policy.remember_needs_owner``, exactly
as an extracted directive would; anything else stays active at once, which is the point of the
explicit path. A false alarm costs one item in the queue; a miss would be an instruction
nobody trusted steering the agent.

A change to a memory that already exists (an explicit supersession, or a statement on the
subject of an active head) is the owner's to apply. It applies at once only when a human wrote
it directly (the owner, or the user through the owner's own token); from an agent, or relayed
by an agent as the user's words, it waits for the owner (``change_hold``), since the relayed
"the deploy host is now evil.example" is exactly the word an agent could pass on from a page.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from .directives import find_directives
from .secrets import find_credentials, mask
from .types import Actor, MemoryStatus, MemoryType

AUTO_PROMOTE_CONFIDENCE: float = 0.8

EXPLICIT = "policy.explicit"
AUTO_PROMOTED = "policy.auto_promoted"
TYPE_REQUIRES_REVIEW = "policy.type_requires_review"
LOW_CONFIDENCE = "policy.low_confidence"
NO_CONFIDENCE = "policy.no_confidence"
DIRECTIVE_LANGUAGE = "policy.directive_language"
CREDENTIAL = "policy.credential"
REMEMBER_NEEDS_OWNER = "policy.remember_needs_owner"
AGENT_SUPERSESSION = "policy.agent_supersession"
RELAYED_CHANGE = "policy.relayed_change"

HUMAN_ACTORS = frozenset({Actor.OWNER, Actor.USER})

_TYPE_DETAIL = {
    MemoryType.SEMANTIC: "facts and preferences are the owner's to confirm",
    MemoryType.PROCEDURAL: "a procedure changes how the agent works; the owner confirms it",
    MemoryType.WORKING: "only episodic memories are promoted without review",
}


@dataclass(frozen=True)
class Proposal:
    type: MemoryType
    content: str
    confidence: float | None
    actor: Actor
    # The user's explicit request arrived through an agent's token, not the owner's.
    relayed_by_agent: bool = False


@dataclass(frozen=True)
class Reason:
    code: str
    detail: str = ""


@dataclass(frozen=True)
class PromotionDecision:
    status: MemoryStatus
    reasons: tuple[Reason, ...]
    credential: bool

    @property
    def codes(self) -> tuple[str, ...]:
        return tuple(r.code for r in self.reasons)


def _confidence(value: float | None) -> float | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ValueError(f"confidence must be a number or None, not {type(value).__name__}")
    if math.isnan(value) or not 0.0 <= value <= 1.0:
        raise ValueError(f"confidence must be within [0, 1], got {value!r}")
    return float(value)


def _credential_reasons(content: str) -> list[Reason]:
    kinds = dict.fromkeys(hit.kind for hit in find_credentials(content))
    return [Reason(CREDENTIAL, kind) for kind in kinds]


def _directive_reasons(content: str) -> list[Reason]:
    phrases: dict[str, str] = {}
    for hit in find_directives(content):
        phrases.setdefault(hit.phrase.casefold(), hit.phrase)
    # The phrase is a handful of words matched by the directive rules, but it is masked anyway
    # so that no future rule can route a secret into a reason.
    return [Reason(DIRECTIVE_LANGUAGE, mask(f"'{phrase}'")) for phrase in phrases.values()]


def decide_promotion(proposal: Proposal) -> PromotionDecision:
    """Pending or active for ``proposal``, with every reason that applies."""
    memory_type = MemoryType(proposal.type)
    actor = Actor(proposal.actor)
    confidence = _confidence(proposal.confidence)
    credentials = _credential_reasons(proposal.content)
    has_credential = bool(credentials)

    if actor in HUMAN_ACTORS:
        if actor is Actor.USER and proposal.relayed_by_agent:
            held = [*_directive_reasons(proposal.content), *credentials]
            if held:
                relayed = Reason(
                    REMEMBER_NEEDS_OWNER,
                    "an agent relayed this explicit request; directive or credential content "
                    "waits for the owner",
                )
                return PromotionDecision(MemoryStatus.PENDING, (relayed, *held), has_credential)
        if has_credential and actor is Actor.USER:
            # The user asked the agent to remember it, but a secret typed into a chat should
            # still be seen by the owner before it sits in retrieval.
            return PromotionDecision(MemoryStatus.PENDING, tuple(credentials), True)
        return PromotionDecision(
            MemoryStatus.ACTIVE, (Reason(EXPLICIT), *credentials), has_credential
        )

    reasons: list[Reason] = []
    if memory_type is not MemoryType.EPISODIC:
        reasons.append(Reason(TYPE_REQUIRES_REVIEW, _TYPE_DETAIL[memory_type]))
    if confidence is None:
        reasons.append(Reason(NO_CONFIDENCE, "the proposal carries no confidence"))
    elif confidence < AUTO_PROMOTE_CONFIDENCE:
        reasons.append(
            Reason(LOW_CONFIDENCE, f"confidence {confidence:g} < {AUTO_PROMOTE_CONFIDENCE:g}")
        )
    reasons.extend(_directive_reasons(proposal.content))
    reasons.extend(credentials)
    if reasons:
        return PromotionDecision(MemoryStatus.PENDING, tuple(reasons), has_credential)
    return PromotionDecision(MemoryStatus.ACTIVE, (Reason(AUTO_PROMOTED),), False)


def change_hold(*, actor: Actor, relayed_by_agent: bool = False) -> Reason | None:
    """Why a change to an existing head waits for the owner, or None when it is a human's own
    direct word and applies at once."""
    actor = Actor(actor)
    if actor not in HUMAN_ACTORS:
        return Reason(AGENT_SUPERSESSION, "an agent's change to an existing memory")
    if actor is Actor.USER and relayed_by_agent:
        return Reason(
            RELAYED_CHANGE,
            "an agent relayed this change to a memory you have; it waits for the owner",
        )
    return None
