"""What the list pages show of each row, prepared once in Python for their templates.

``card``: a review card (``review/queue.html#card``); ``memory_row``: a row of the memory
browser (``review/memories.html#row``).

The queue shows 25 cards, each with its own small forms (confirm, reject, edit, supersede,
merge). Resolving about a hundred template variables a card (each looked up, stringified,
localized and escaped), formatting dates and numbers with template filters and reversing URLs
was most of the page's server time. The templates read these values instead: ids and URLs
as safe strings, every text escaped exactly once, dates and numbers already formatted, the
reasons already in the owner's words. Each is a plain dict: the template engine tries a dict key
before an attribute, so each lookup is the cheap one.

Nothing here decides anything; it only says what the template would have said.
"""

from __future__ import annotations

import unicodedata
import uuid
from collections.abc import Mapping
from datetime import datetime
from functools import lru_cache
from typing import Any, Protocol
from urllib.parse import quote

from django.template.defaultfilters import floatformat
from django.urls import reverse
from django.utils import timezone
from django.utils.html import escape, format_html
from django.utils.safestring import SafeString, mark_safe
from django.utils.text import Truncator

from memoryapp.domain.types import MemoryStatus, MemoryType
from memoryapp.models import ApiToken, BundleEvent, CanonicalEvent, ContextTrace, Memory
from memoryapp.selectors import TokenUsage
from review.templatetags.review_tags import reason_lines, source_session

TYPES = tuple(t.value for t in MemoryType)


@lru_cache(maxsize=16)
def type_options(selected: str) -> SafeString:
    """The <option>s of a card's type select, ``selected`` chosen."""
    return mark_safe(  # noqa: S308 - built from format_html pieces
        "".join(
            format_html(
                '<option value="{}"{}>{}</option>', t, " selected" if t == selected else "", t
            )
            for t in TYPES
        )
    )


@lru_cache(maxsize=1024)
def _confidence(value: float) -> str:
    return str(floatformat(value, 2))


def _id(value: object) -> SafeString:
    """A UUID as text: hex digits and dashes, nothing to escape."""
    return mark_safe(str(value))  # noqa: S308 - a UUID's text


def _other(memory: Memory, base: str) -> dict[str, Any]:
    mid = _id(memory.id)
    return {
        "mid": mid,
        "murl": mark_safe(f"{base}{mid}/"),  # noqa: S308 - reversed path + UUID
        "short": mark_safe(mid[:8]),  # noqa: S308
        "status": escape(memory.status),
        "type": escape(memory.type),
        "content": escape(memory.content),
        "superseded": memory.superseded_by_id is not None,
        "actionable": memory.status in (MemoryStatus.ACTIVE, MemoryStatus.ARCHIVED),
    }


def card(memory: Memory, links: dict[str, Any]) -> dict[str, Any]:
    """What ``review/queue.html#card`` shows of ``memory``; ``links`` are the response's
    shared values (see ``views._card_links``)."""
    mid = _id(memory.id)
    mbase = links["mbase"]
    content = escape(memory.content)
    source = memory.source if isinstance(memory.source, dict) else {}
    ref = source.get("ref")
    session = source_session(memory)
    recorded = timezone.localtime(memory.recorded_at)
    names = getattr(memory, "entity_names", None)
    if names is None:
        names = [e.name for e in memory.entities.all()]
    pending = memory.status == MemoryStatus.PENDING
    other = None
    if pending:
        related = memory.near_duplicate_of or memory.possible_conflict_of
        if related is not None and related.id != memory.supersedes_on_confirm_id:
            other = _other(related, mbase)
            other["label"] = (
                "Near-duplicate"
                if memory.near_duplicate_of_id == related.id
                else "Possible conflict"
            )
            # Escaped once, from the raw texts: joining two escaped strings gives a plain str
            # the template would escape a second time ("&amp;amp;" in the merged memory).
            other["merge_text"] = escape(f"{related.content} {memory.content}")
    replaces = memory.supersedes_on_confirm
    return {
        "memory": memory,
        "mid": mid,
        "url": mark_safe(f"{links['rbase']}{mid}/"),  # noqa: S308 - reversed path + UUID
        "murl": mark_safe(f"{mbase}{mid}/"),  # noqa: S308
        "short": mark_safe(mid[:8]),  # noqa: S308
        "type": escape(memory.type),
        "status": memory.status,
        "pending": pending,
        "confidence": (_confidence(memory.confidence) if memory.confidence is not None else "none"),
        "actor": escape(memory.actor),
        "actor_label": escape(memory.actor_label),
        "recorded_iso": recorded.isoformat(),
        "recorded": recorded.strftime("%Y-%m-%d %H:%M"),
        "content": content,
        "source_kind": source.get("kind") or "unknown",
        "source_ref": "" if ref in (None, "") else str(ref),
        "events_url": (
            escape(f"{links['ebase']}?session={quote(session, safe='/')}") if session else ""
        ),
        "untrusted": memory.standing == "untrusted",
        "about": ", ".join(names),
        "reasons": reason_lines(memory.review_note, memory.type),
        "replaces": _other(replaces, mbase) if replaces is not None else None,
        "other": other,
        "type_options": type_options(memory.type),
    }


def _snippet(text: str, length: int) -> str:
    """``text|truncatechars:length``, without the per-character walk when it fits."""
    normalized = unicodedata.normalize("NFC", text)
    if len(normalized) <= length:
        return normalized
    return Truncator(text).chars(length)


class RowSource(Protocol):
    """A memory as the browser lists it: a model instance, or a search hit's plain row."""

    @property
    def id(self) -> uuid.UUID | str: ...
    @property
    def type(self) -> str: ...
    @property
    def status(self) -> str: ...
    @property
    def actor(self) -> str: ...
    @property
    def content(self) -> str: ...
    @property
    def recorded_at(self) -> datetime: ...
    @property
    def superseded_by_id(self) -> uuid.UUID | str | None: ...
    @property
    def supersession_kind(self) -> str | None: ...


def memory_row(
    memory: RowSource, mbase: str, *, score: float | None = None, temporal_status: str = ""
) -> dict[str, Any]:
    """What ``review/memories.html#row`` shows of ``memory`` (a browser row or a search hit)."""
    recorded = timezone.localtime(memory.recorded_at)
    return {
        "url": mark_safe(f"{mbase}{memory.id}/"),  # noqa: S308 - reversed path + UUID
        "type": escape(memory.type),
        "status": escape(memory.status),
        "head": memory.superseded_by_id is None,
        "kind": memory.supersession_kind or "",
        "actor": memory.actor,
        "recorded_iso": recorded.isoformat(),
        "recorded": recorded.strftime("%Y-%m-%d %H:%M"),
        "snippet": _snippet(memory.content, 400),
        "score": score,
        "temporal_status": temporal_status,
    }


def _local(at: datetime, fmt: str) -> str:
    """``at|date:fmt`` for the few formats these pages use, as strftime."""
    return timezone.localtime(at).strftime(fmt)


def trace_row(trace: ContextTrace, tbase: str) -> dict[str, Any]:
    """What ``review/traces.html#row`` shows of a trace (``candidate_count`` annotated)."""
    route = trace.route.get("route") if isinstance(trace.route, dict) else None
    latency = trace.latency_ms if isinstance(trace.latency_ms, dict) else {}
    total = latency.get("total_ms")
    return {
        "url": mark_safe(f"{tbase}{trace.id}/"),  # noqa: S308 - reversed path + UUID
        "created": _local(trace.created_at, "%Y-%m-%d %H:%M:%S"),
        "kind": trace.kind,
        "route": route or "",
        "query": _snippet(trace.query, 120),
        "candidates": getattr(trace, "candidate_count", None) or 0,
        "total_ms": str(floatformat(total, 1)) if total is not None else None,
        "actor_label": trace.actor_label,
    }


def event_row(event: CanonicalEvent) -> dict[str, Any]:
    """What ``review/events.html#event_rows`` shows of one captured event."""
    return {
        "kind": event.kind,
        "role": event.role,
        "tool_name": event.tool_name,
        "observed": _local(event.observed_at, "%Y-%m-%d %H:%M:%S"),
        "event_id": event.event_id,
        "turn_complete": event.turn_complete,
        "extraction_state": event.extraction_state,
        "content": event.content,
        "tool_arguments": event.tool_arguments,
    }


def session_row(session: dict[str, Any], ebase: str) -> dict[str, Any]:
    """A row of the sessions list: ``session_id``, ``n`` events, ``last`` observed."""
    return {
        "url": escape(f"{ebase}?session={quote(session['session_id'], safe='/')}"),
        "session_id": session["session_id"],
        "n": session["n"],
        "last": _local(session["last"], "%Y-%m-%d %H:%M") if session["last"] else "",
    }


def token_row(token: ApiToken, tokens_base: str, usage: TokenUsage) -> dict[str, Any]:
    """What ``review/tokens.html#token_row`` shows of an API token (never its secret)."""
    return {
        "id": token.id,
        "url": mark_safe(f"{tokens_base}{int(token.id)}/"),  # noqa: S308 - path + int
        "reads": usage.reads,
        "writes": usage.writes,
        "revoke_url": mark_safe(f"{tokens_base}{int(token.id)}/revoke/"),  # noqa: S308 - path + int
        "pause_url": mark_safe(f"{tokens_base}{int(token.id)}/pause/"),  # noqa: S308 - path + int
        "resume_url": mark_safe(f"{tokens_base}{int(token.id)}/resume/"),  # noqa: S308 - path + int
        "paused": _local(token.paused_at, "%Y-%m-%d %H:%M") if token.paused_at else "",
        "name": token.name or "(no name)",
        "role": token.role,
        "prefix": token.prefix,
        "created": _local(token.created_at, "%Y-%m-%d %H:%M"),
        "last_used": _local(token.last_used_at, "%Y-%m-%d %H:%M") if token.last_used_at else "",
        "revoked": _local(token.revoked_at, "%Y-%m-%d") if token.revoked_at else "",
    }


def access_row(bundle: BundleEvent, versions: Mapping[str, Memory]) -> dict[str, Any]:
    """One line of a memory's access log: who was served which of its versions, and how."""
    carried = [str(m) for m in bundle.memory_ids if str(m) in versions]
    return {
        "at": _local(bundle.at, "%Y-%m-%d %H:%M:%S"),
        "who": bundle.actor_label or bundle.actor,
        "who_url": reverse("review:token", args=[bundle.token_id]) if bundle.token_id else "",
        "route": bundle.route,
        "trace_url": reverse("review:trace", args=[bundle.trace_id]),
        "trace_id": str(bundle.trace_id),
        "versions": len(carried),
        "others": len(bundle.memory_ids) - len(carried),
    }


def served_row(bundle: BundleEvent) -> dict[str, Any]:
    """One bundle a token was served: when, on which route, how many memories, the trace."""
    return {
        "at": _local(bundle.at, "%Y-%m-%d %H:%M:%S"),
        "route": bundle.route,
        "memories": len(bundle.memory_ids),
        "trace_url": reverse("review:trace", args=[bundle.trace_id]),
        "trace_id": str(bundle.trace_id),
    }
