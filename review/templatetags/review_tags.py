"""Words for the codes the engine stores, for the owner's UI. Every filter returns plain text
(auto-escaped by the template), never markup."""

from __future__ import annotations

import json
from typing import Any

from django import template

from memoryapp.domain.reason_labels import reason_label
from memoryapp.domain.similarity import EXACT_DUPLICATE, NEAR_DUPLICATE, POSSIBLE_CONFLICT

register = template.Library()


@register.filter
def reason_words(reason: Any, memory_type: str = "") -> str:
    """One stored reason (a ``{code, detail}`` object or a bare code), in the owner's words."""
    if isinstance(reason, dict):
        return reason_label(
            str(reason.get("code", "")), str(reason.get("detail", "") or ""), memory_type
        )
    return reason_label(str(reason), "", memory_type)


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
