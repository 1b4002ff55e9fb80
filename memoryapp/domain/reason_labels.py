"""Why a proposal waits, in the owner's words: the review queue's label for each promotion and
repeat reason code, defined next to the codes so a new code gets its words here too. A label is
plain text (the page escapes it); a code without words of its own is shown as itself.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from .policy import (
    AGENT_SUPERSESSION,
    CREDENTIAL,
    DIRECTIVE_LANGUAGE,
    LOW_CONFIDENCE,
    NO_CONFIDENCE,
    RELAYED_CHANGE,
    TYPE_REQUIRES_REVIEW,
)
from .repeats import LIKE_REJECTED, PREVIOUSLY_REJECTED, REPEAT_OF_PENDING
from .similarity import EXACT_DUPLICATE, NEAR_DUPLICATE, POSSIBLE_CONFLICT
from .types import MemoryType

# Why a memory of this type waits, whatever the proposal's detail says.
TYPE_REVIEW_LABELS: Mapping[str, str] = MappingProxyType(
    {
        MemoryType.SEMANTIC.value: "semantic facts always need your confirmation",
        MemoryType.PROCEDURAL.value: (
            "procedures change how the agent works, so they always need your confirmation"
        ),
        MemoryType.WORKING.value: "only episodic memories are promoted without review",
    }
)

# Codes whose words never show their detail (it names a memory the card shows itself).
LABELS: Mapping[str, str] = MappingProxyType(
    {
        NO_CONFIDENCE: "the proposer gave no confidence",
        AGENT_SUPERSESSION: "an agent wants to change a memory you already have",
        RELAYED_CHANGE: "an agent relayed the user's change to a memory you already have",
        EXACT_DUPLICATE: "repeats a memory you already have",
        PREVIOUSLY_REJECTED: "says again what you rejected, so it was rejected at once",
        LIKE_REJECTED: "looks like a memory you rejected, but says something different",
        REPEAT_OF_PENDING: "said again while this card waited",
    }
)

# Codes whose detail completes the words: (with the detail, without it).
DETAILED_LABELS: Mapping[str, tuple[str, str]] = MappingProxyType(
    {
        DIRECTIVE_LANGUAGE: ("directive language: {detail}", "directive language"),
        CREDENTIAL: ("looks like a credential ({detail})", "looks like a credential"),
        LOW_CONFIDENCE: ("low confidence ({detail})", "low confidence"),
        POSSIBLE_CONFLICT: (
            "may contradict a memory you have ({detail})",
            "may contradict a memory you have",
        ),
    }
)


def reason_label(code: str, detail: str = "", memory_type: str = "") -> str:
    """One reason, in the owner's words."""
    if code == TYPE_REQUIRES_REVIEW:
        return TYPE_REVIEW_LABELS.get(
            memory_type, detail or "this type always needs your confirmation"
        )
    if code == NEAR_DUPLICATE:
        # The detail is a cosine or the id of the memory shown beside the card.
        if detail.startswith("cosine"):
            return f"nearly the same as a memory you have ({detail})"
        return "nearly the same as a memory you have"
    if code in LABELS:
        return LABELS[code]
    if code in DETAILED_LABELS:
        with_detail, without = DETAILED_LABELS[code]
        return with_detail.format(detail=detail) if detail else without
    return f"{code}: {detail}" if detail else code
