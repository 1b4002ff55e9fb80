"""What the list pages show of each row, prepared once in Python for their templates.

``card``: a review card (``review/queue.html#card``); ``memory_row``: a row of the memory
browser (``review/memories.html#row``).

The queue shows a page of cards, each with its own small forms (confirm, reject, edit,
supersede, merge). Resolving about a hundred template variables a card, formatting dates and
numbers with template filters and reversing URLs was most of the page's server time. The
templates read these values instead: URLs already built, dates and numbers already formatted,
the reasons already in the owner's words. Each value is plain text that the template escapes as
usual; each row is a plain dict, since the template engine tries a dict key before an attribute.

The words for what happened to a memory or token (``done_words``, ``standing_words``,
``token_state``) and whether a card's last action can be undone (``undo_action``) are said
here once, for every page.
"""

from __future__ import annotations

import re
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
from django.utils.text import Truncator

from memoryapp.domain.repeats import LIKE_REJECTED
from memoryapp.domain.types import MemoryStatus, MemoryType
from memoryapp.models import ApiToken, BundleEvent, CanonicalEvent, ContextTrace, Memory
from memoryapp.selectors.memories import TokenUsage
from review.templatetags.review_tags import reason_lines, source_session
from review.triage import Group

TYPES = tuple(t.value for t in MemoryType)


# What the owner's last action did, in the words of the card that shows it and of the message
# after a plain form POST.
DONE_WORDS = {
    "confirmed": "Confirmed",
    "rejected": "Rejected",
    "edited": "Saved your edit as a correction",
    "superseded": "Saved as the new version of the existing memory",
    "merged": "Merged into one new memory",
    "restored": "Back in the review queue",
    # The undo of a confirmation (there is no way back to pending).
    "archived": "Confirmation undone: the memory is archived",
    # From the memory's own page.
    "archived_by_owner": "Archived: it no longer enters context bundles",
    "reactivated": "Restored: active again",
}

STANDING_WORDS = {
    "trusted": "Trusted: it may now steer actions",
    "untrusted": "Untrusted: it may answer questions, never steer an action",
}


def done_words(state: str) -> str:
    return DONE_WORDS.get(state, state.capitalize())


def standing_words(standing: str) -> str:
    return STANDING_WORDS.get(standing, STANDING_WORDS["untrusted"])


def undo_action(state: str, memory: Memory) -> str:
    """What the Undo of a card in ``state`` posts ("reject" or "confirm"), "" if it has none.

    A rejection is undone by restoring the proposal. A confirmation is undone by archiving the
    memory, except a confirmed correction: it has already superseded the version it replaced,
    so archiving would hide both; it is reversed from the chain instead.
    """
    if state == "rejected":
        return "reject"
    if state == "confirmed" and memory.supersedes_on_confirm_id is None:
        return "confirm"
    return ""


def card_links() -> dict[str, str]:
    """The list pages' paths a card links to, reversed once a response."""
    return {
        "rbase": reverse("review:queue"),
        "mbase": reverse("review:memories"),
        "ebase": reverse("review:events"),
    }


@lru_cache(maxsize=1024)
def _confidence(value: float) -> str:
    return str(floatformat(value, 2))


def _other(memory: Memory, base: str) -> dict[str, Any]:
    mid = str(memory.id)
    return {
        "mid": mid,
        "murl": f"{base}{mid}/",
        "short": mid[:8],
        "status": memory.status,
        "type": memory.type,
        "content": memory.content,
        "superseded": memory.superseded_by_id is not None,
        "actionable": memory.status in (MemoryStatus.ACTIVE, MemoryStatus.ARCHIVED),
    }


_UUID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}", re.IGNORECASE)


def _like_rejected(note: Any, mbase: str) -> list[dict[str, str]]:
    """The rejections a card looks like (its ``LIKE_REJECTED`` reasons name them)."""
    found: list[dict[str, str]] = []
    for reason in note if isinstance(note, list) else []:
        if not isinstance(reason, dict) or reason.get("code") != LIKE_REJECTED:
            continue
        match = _UUID.search(str(reason.get("detail") or ""))
        link = _link(uuid.UUID(match.group(0)), mbase) if match else None
        if link and link not in found:
            found.append(link)
    return found


def _link(memory_id: uuid.UUID | None, mbase: str) -> dict[str, str] | None:
    if memory_id is None:
        return None
    mid = str(memory_id)
    return {"mid": mid, "murl": f"{mbase}{mid}/", "short": mid[:8]}


def proposed_times(memory: Memory, sessions: Mapping[uuid.UUID, int]) -> str:
    """ "proposed 3 times in 2 sessions" for a card said again (``repeat_count``), else ""."""
    repeats = getattr(memory, "repeat_count", 0) or 0
    if not repeats:
        return ""
    times = f"proposed {1 + repeats} times"
    count = sessions.get(memory.id, 0)
    if not count:
        return times
    return f"{times} in {count} session{'' if count == 1 else 's'}"


def card(
    memory: Memory, links: dict[str, Any], sessions: Mapping[uuid.UUID, int] | None = None
) -> dict[str, Any]:
    """What ``review/queue.html#card`` shows of ``memory``; ``links`` are the response's
    paths (``card_links``); ``sessions``: how many sessions proposed each card that was said
    again (``review.selectors.repeat_sessions``)."""
    mid = str(memory.id)
    mbase = links["mbase"]
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
            other["merge_text"] = f"{related.content} {memory.content}"
    replaces = memory.supersedes_on_confirm
    return {
        "memory": memory,
        "mid": mid,
        "url": f"{links['rbase']}{mid}/",
        "murl": f"{mbase}{mid}/",
        "short": mid[:8],
        "type": memory.type,
        "status": memory.status,
        "pending": pending,
        "confidence": (_confidence(memory.confidence) if memory.confidence is not None else "none"),
        "actor": memory.actor,
        "actor_label": memory.actor_label,
        "recorded_iso": recorded.isoformat(),
        "recorded": recorded.strftime("%Y-%m-%d %H:%M"),
        "content": memory.content,
        "source_kind": source.get("kind") or "unknown",
        "source_ref": "" if ref in (None, "") else str(ref),
        "events_url": f"{links['ebase']}?session={quote(session, safe='/')}" if session else "",
        "untrusted": memory.standing == "untrusted",
        "about": ", ".join(names),
        "reasons": reason_lines(memory.review_note, memory.type),
        "replaces": _other(replaces, mbase) if replaces is not None else None,
        "other": other,
        "types": TYPES,
        "proposed": proposed_times(memory, sessions or {}),
        "like_rejected": _like_rejected(memory.review_note, mbase),
        "repeat_of": _link(getattr(memory, "repeat_of_id", None), mbase),
    }


def group_block(group: Group, cards: list[dict[str, Any]], links: dict[str, str]) -> dict[str, Any]:
    """A group of the pending queue (``review/queue.html#block``): its cards (``card``), what
    they have in common, and the ids its "Confirm all" and "Reject all" decide."""
    kind, _, ref = group.key.partition(":")
    if kind == "s":
        label, link = f"Same subject: {ref}", reverse("review:subject", args=[ref])
    elif kind == "h":
        label, link = f"Conflicts with or changes of {ref[:8]}", f"{links['mbase']}{ref}/"
    else:
        label, link = f"Near-duplicates of {ref[:8]}", f"{links['mbase']}{ref}/"
    return {
        "block": group.size > 1,
        "key": group.key,
        "label": label,
        "link": link,
        "cards": cards,
        "size": group.size,
        "ids": [str(i) for i in group.ids] or [c["mid"] for c in cards],
        "more_url": (
            f"{links['rbase']}?group={quote(group.key, safe='')}" if group.size > len(cards) else ""
        ),
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
        "url": f"{mbase}{memory.id}/",
        "type": memory.type,
        "status": memory.status,
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
        "url": f"{tbase}{trace.id}/",
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
        "url": f"{ebase}?session={quote(session['session_id'], safe='/')}",
        "session_id": session["session_id"],
        "n": session["n"],
        "last": _local(session["last"], "%Y-%m-%d %H:%M") if session["last"] else "",
    }


def token_state(token: ApiToken) -> str:
    """A token's state, in the words of the list and of its page."""
    if token.revoked_at:
        return f"revoked {_local(token.revoked_at, '%Y-%m-%d')}"
    if token.paused_at:
        return f"paused {_local(token.paused_at, '%Y-%m-%d %H:%M')}"
    return "active"


def token_row(token: ApiToken, tokens_base: str, usage: TokenUsage) -> dict[str, Any]:
    """What ``review/tokens.html#token_row`` shows of an API token (never its secret)."""
    url = f"{tokens_base}{int(token.id)}/"
    return {
        "id": token.id,
        "url": url,
        "reads": usage.reads,
        "writes": usage.writes,
        "revoke_url": f"{url}revoke/",
        "pause_url": f"{url}pause/",
        "resume_url": f"{url}resume/",
        "ingest_url": f"{url}ingest/",
        "may_ingest": token.ingest_allowed_at is not None,
        "state": token_state(token),
        "paused": bool(token.paused_at),
        "name": token.name or "(no name)",
        "role": token.role,
        "prefix": token.prefix,
        "created": _local(token.created_at, "%Y-%m-%d %H:%M"),
        "last_used": _local(token.last_used_at, "%Y-%m-%d %H:%M") if token.last_used_at else "",
        "revoked": bool(token.revoked_at),
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
