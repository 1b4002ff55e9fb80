"""Words for the codes the engine stores, for the owner's UI. Every filter returns plain text
(auto-escaped by the template), never markup."""

from __future__ import annotations

import json
from typing import Any

from django import template

from memoryapp.domain.policy import (
    AGENT_SUPERSESSION,
    CREDENTIAL,
    DIRECTIVE_LANGUAGE,
    LOW_CONFIDENCE,
    NO_CONFIDENCE,
    RELAYED_CHANGE,
    TYPE_REQUIRES_REVIEW,
)
from memoryapp.domain.repeats import LIKE_REJECTED, PREVIOUSLY_REJECTED, REPEAT_OF_PENDING
from memoryapp.domain.similarity import EXACT_DUPLICATE, NEAR_DUPLICATE, POSSIBLE_CONFLICT

register = template.Library()

_TYPE_REVIEW = {
    "semantic": "semantic facts always need your confirmation",
    "procedural": "procedures change how the agent works, so they always need your confirmation",
    "working": "only episodic memories are promoted without review",
}


def reason_text(code: str, detail: str = "", memory_type: str = "") -> str:
    """One policy reason, in the owner's words."""
    if code == TYPE_REQUIRES_REVIEW:
        return _TYPE_REVIEW.get(memory_type, detail or "this type always needs your confirmation")
    if code == DIRECTIVE_LANGUAGE:
        return f"directive language: {detail}" if detail else "directive language"
    if code == CREDENTIAL:
        return f"looks like a credential ({detail})" if detail else "looks like a credential"
    if code == LOW_CONFIDENCE:
        return f"low confidence ({detail})" if detail else "low confidence"
    if code == NO_CONFIDENCE:
        return "the proposer gave no confidence"
    if code == AGENT_SUPERSESSION:
        return "an agent wants to change a memory you already have"
    if code == RELAYED_CHANGE:
        return "an agent relayed the user's change to a memory you already have"
    if code == NEAR_DUPLICATE:
        # The detail is a cosine or the id of the memory shown beside the card.
        if detail.startswith("cosine"):
            return f"nearly the same as a memory you have ({detail})"
        return "nearly the same as a memory you have"

    if code == EXACT_DUPLICATE:
        return "repeats a memory you already have"
    if code == POSSIBLE_CONFLICT:
        return (
            f"may contradict a memory you have ({detail})"
            if detail
            else ("may contradict a memory you have")
        )
    return _repeat_text(code) or (f"{code}: {detail}" if detail else code)


_REPEAT_WORDS = {
    PREVIOUSLY_REJECTED: "says again what you rejected, so it was rejected at once",
    LIKE_REJECTED: "looks like a memory you rejected, but says something different",
    REPEAT_OF_PENDING: "said again while this card waited",
}


def _repeat_text(code: str) -> str:
    # The detail names the earlier memory, which the card links to itself.
    return _REPEAT_WORDS.get(code, "")


@register.filter
def reason_words(reason: Any, memory_type: str = "") -> str:
    if isinstance(reason, dict):
        return reason_text(
            str(reason.get("code", "")), str(reason.get("detail", "") or ""), memory_type
        )
    return reason_text(str(reason), "", memory_type)


# Each of these names one relation of the memory (the single closest match), so a card says it
# once, however many times it was recorded: a proposal that names its own near-duplicate and is
# then found close to it by the embedding carries ``dedup.near_duplicate`` twice.
_ONCE = (EXACT_DUPLICATE, NEAR_DUPLICATE, POSSIBLE_CONFLICT)


@register.filter
def reason_lines(note: Any, memory_type: str = "") -> list[str]:
    """The lines of "why it waits": each reason in the owner's words, each said once.

    A reason recorded twice (the same words) is shown once; of several reasons with one of the
    ``_ONCE`` codes, the one with a measured cosine (the more telling detail) is shown, in the
    place of the first.
    """
    if isinstance(note, dict):
        note = [note]
    elif not isinstance(note, list):
        return []
    lines: list[str] = []
    seen: set[str] = set()
    once: dict[str, int] = {}  # code -> index of its line
    for reason in note:
        words = reason_words(reason, memory_type)
        if words in seen:
            continue
        code = str(reason.get("code", "")) if isinstance(reason, dict) else str(reason)
        if code in _ONCE:
            detail = str(reason.get("detail", "") or "") if isinstance(reason, dict) else ""
            if code in once:
                if "cosine" in detail and "cosine" not in lines[once[code]]:
                    seen.add(words)
                    lines[once[code]] = words
                continue
            once[code] = len(lines)
        seen.add(words)
        lines.append(words)
    return lines


@register.filter
def source_session(memory: Any) -> str:
    """The session a memory came from, for the link to its captured events ("" if none)."""
    if getattr(memory, "session_id", ""):
        return str(memory.session_id)
    source = getattr(memory, "source", None)
    if not isinstance(source, dict):
        return ""
    ref = source.get("ref")
    if source.get("kind") == "conversation" and isinstance(ref, str) and "/" in ref:
        return ref.split("/", 1)[0]
    return ""


@register.filter
def as_json(value: Any) -> str:
    """A compact JSON rendering of a value for display (escaped by the template)."""
    if isinstance(value, str):
        return value
    return json.dumps(value, sort_keys=True, default=str)


@register.filter
def short_id(value: Any) -> str:
    return str(value)[:8]


@register.filter
def percent(value: Any, total: Any) -> int:
    """``value`` as a whole percentage of ``total``, clamped to 0..100."""
    try:
        share = float(value) / float(total) * 100
    except (TypeError, ValueError, ZeroDivisionError):
        return 0
    return max(0, min(100, round(share)))
