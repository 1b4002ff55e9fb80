"""Why a proposal waits, in the owner's words: the review queue's label for each promotion and
repeat reason code, and the project frame's codes (how the work was established, what the frame
did to a candidate, why a frame document was refused), defined next to the codes so a new code
gets its words here too. A label is plain text (the page escapes it); a code without words of its
own is shown as itself.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from .frame_effects import (
    FRAME_BYPASSED_RECALL,
    FRAME_DISABLED_MALFORMED,
    FRAME_EXCLUDED,
    FRAME_KEPT_NONE_PREFERRED,
    FRAME_NOT_APPLIED_QUERY_ONLY,
    FRAME_NOT_DECLARED,
    FRAME_NOT_PREFERRED,
    FRAME_PREFERRED,
    FRAME_SWITCHED_OFF,
)
from .frame_establishment import (
    FRAME_CONFLICTING,
    FRAME_CORROBORATED,
    FRAME_DECLARED,
    FRAME_INFERRED,
    FRAME_STALE,
    FRAME_UNKNOWN,
)
from .frames import (
    FRAME_INVALID_DUPLICATE,
    FRAME_INVALID_EMPTY,
    FRAME_INVALID_KEY,
    FRAME_INVALID_TYPE,
    FRAME_INVALID_VALUE,
    FRAME_OTHER_PROJECT,
    FRAME_TOO_LARGE,
)
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
        # The project frame: how the work was established, the control it gave, and what it
        # did to a candidate (the trace page's frame panel).
        FRAME_DECLARED: "the work type was named, by the caller or by one decisive signal",
        FRAME_CORROBORATED: "two kinds of signal agree on the work type",
        FRAME_INFERRED: "only a weak signal suggests the work type, so nothing is removed",
        FRAME_CONFLICTING: "the signals point at different work types, so the frame is not used",
        FRAME_STALE: "the work changed since the session's last request, so the frame waits",
        FRAME_UNKNOWN: "no signal matches a work type, so the frame is not used",
        FRAME_BYPASSED_RECALL: "a look back at what was said: the frame does not apply",
        FRAME_NOT_DECLARED: "the project declares no frame",
        FRAME_SWITCHED_OFF: "frames are switched off on this service: recorded, not applied",
        FRAME_PREFERRED: "evidence the current work prefers, moved up",
        FRAME_NOT_PREFERRED: "not what the current work prefers, kept",
        FRAME_EXCLUDED: "not what the current work prefers, left out (the frame excludes)",
        FRAME_KEPT_NONE_PREFERRED: "kept: no candidate is what the current work prefers",
        FRAME_NOT_APPLIED_QUERY_ONLY: "the frame was recorded but not applied",
    }
)

# Codes whose detail completes the words: (with the detail, without it).
DETAILED_LABELS: Mapping[str, tuple[str, str]] = MappingProxyType(
    {
        DIRECTIVE_LANGUAGE: ("directive language: {detail}", "directive language"),
        CREDENTIAL: ("looks like a credential ({detail})", "looks like a credential"),
        LOW_CONFIDENCE: ("low confidence ({detail})", "low confidence"),
        FRAME_DISABLED_MALFORMED: (
            "the project frame is malformed, so framing is off ({detail})",
            "the project frame is malformed, so framing is off",
        ),
        FRAME_INVALID_KEY: ("the frame has a wrong key: {detail}", "the frame has a wrong key"),
        FRAME_INVALID_TYPE: (
            "a frame value has the wrong type: {detail}",
            "a frame value has the wrong type",
        ),
        FRAME_INVALID_EMPTY: ("a frame part is empty: {detail}", "a frame part is empty"),
        FRAME_INVALID_DUPLICATE: (
            "the frame names a work type twice: {detail}",
            "the frame names a work type twice",
        ),
        FRAME_TOO_LARGE: ("a frame part is too large: {detail}", "a frame part is too large"),
        FRAME_INVALID_VALUE: (
            "a frame value is not allowed: {detail}",
            "a frame value is not allowed",
        ),
        FRAME_OTHER_PROJECT: (
            "the frame names another project: {detail}",
            "the frame names another project",
        ),
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
