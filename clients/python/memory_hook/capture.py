"""Reconciling a session from its transcript: everything the session's hooks may have missed.

The transcript has every user message, assistant message, tool call and tool result, each line
with a ``uuid`` of its own, so the events made from it have ids derived from it
(``cc:<session>:<line uuid>`` for a message, ``cc:<session>:<tool_use_id>:call`` and
``...:result`` for a tool call and its result: the same ids PostToolUse gives its events).
Reading a line twice, or capturing a tool call from both PostToolUse and the transcript, makes
the same event, which the service stores once.

A turn ends with the assistant's answer whose ``stop_reason`` is ``end_turn`` (or another stop
that waits for the user), or that the user's next prompt follows. The service takes
``turn_complete`` as part of the event, so an answer whose end is not known yet (no stop reason
and nothing after it) is held back until a later read, Stop, SessionEnd, or the session's
transcript going idle decides it.
"""

from __future__ import annotations

import fnmatch
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from memory_hook.events import (
    _key,
    clean_text,
    clip,
    digest,
    event,
    failure_text,
    message_event,
    tool_call_event,
    tool_output_text,
    tool_result_event,
)
from memory_hook.session import SessionState, items_after
from memory_hook.settings import MAX_EVENT_CONTENT_CHARS, MAX_PENDING_TAILS
from memory_hook.spool import Event
from memory_hook.transcript import TURN_ENDS, Item, read_from


@dataclass(frozen=True)
class Reading:
    """How to read: ``over`` means the session's last answer ends its turn whatever the
    transcript says (SessionEnd, an idle transcript); ``final`` is Stop's last answer."""

    over: bool = False
    final: str = ""
    ignored: Sequence[str] = ()


def _ignored(tool: str, patterns: Sequence[str]) -> bool:
    return any(fnmatch.fnmatchcase(tool, pattern) for pattern in patterns)


def _turn_ends(items: Sequence[Item], position: int, reading: Reading) -> bool | None:
    """Whether the assistant message at ``position`` ends its turn; None: not known yet."""
    if items[position].stop_reason in TURN_ENDS:
        return True
    for later in items[position + 1 :]:
        if later.prompt:
            return True
        if later.role == "assistant":
            return False
    if reading.over:
        return True
    final = " ".join(reading.final.split())
    return True if final and final == " ".join(items[position].text.split()) else None


def _events(state: SessionState, items: Sequence[Item], reading: Reading) -> list[Event]:
    """The events of ``items``; stops before an answer whose turn end is not known yet and
    leaves ``state.offset`` there."""
    session = state.session_id
    found: list[Event] = []
    for position, item in enumerate(items):
        if item.kind == "tool_call":
            state.tools[item.block] = item.tool
            if not _ignored(item.tool, reading.ignored):
                found.append(
                    tool_call_event(session, item.block, item.tool, item.arguments, item.timestamp)
                )
        elif item.kind == "tool_result":
            tool = state.tools.pop(item.block, "")
            if not _ignored(tool, reading.ignored):
                output = failure_text(item.text) if item.failed else tool_output_text(item.result)
                found.append(tool_result_event(session, item.block, tool, output, item.timestamp))
        elif item.role == "user":
            found.append(message_event(session, item))
        else:
            ends = _turn_ends(items, position, reading)
            if ends is None:
                state.offset = item.start
                return found
            tail = digest(item.text)
            state.last_uuid = item.uuid
            if tail in state.pending_tails:
                state.pending_tails.remove(tail)
                continue  # Stop sent it before the transcript had it
            found.append(message_event(session, item, turn_complete=ends))
            state.last_assistant = tail
            state.recent = [*state.recent, tail][-MAX_PENDING_TAILS:]
        state.last_uuid = item.uuid
    return found


def reconcile(state: SessionState, path: Path | None, reading: Reading) -> list[Event]:
    """The events of the transcript not taken yet (and Stop's final answer when the
    transcript does not have it yet); ``state`` moves past them. Raises OSError when the
    transcript cannot be read."""
    items: list[Item] = []
    if path is not None:
        same_file = state.transcript_path == str(path)
        chunk = read_from(path, state.offset if same_file else 0)
        items = list(chunk.items)
        if chunk.restarted or not same_file:
            items = items_after(items, state.last_uuid)
        state.transcript_path = str(path)
        state.offset = chunk.end
    found = _events(state, items, reading)
    final = clean_text(reading.final).strip()
    if final and not _already_has(final, items, state):
        tail = digest(final)
        found.append(
            event(
                state.session_id,
                "message",
                f"cc:{_key(state.session_id)}:final:{tail}",
                role="assistant",
                content=clip(final, MAX_EVENT_CONTENT_CHARS),
                observed_at=datetime.now(UTC).isoformat(),
                turn_complete=True,
            )
        )
        state.pending_tails.append(tail)
        state.last_assistant = tail
    return found


def _already_has(final: str, items: Sequence[Item], state: SessionState) -> bool:
    """Whether the final answer is in what was read (the turn's last assistant texts, or
    the last assistant message sent before)."""
    wanted_digest = digest(final)
    if wanted_digest == state.last_assistant or wanted_digest in state.recent:
        return True
    answers = (i for i in items if i.kind == "message" and i.role == "assistant")
    if any(digest(i.text) == wanted_digest for i in answers):
        return True
    tail: list[str] = []
    for item in reversed(items):
        if item.prompt:
            break
        if item.kind == "message":
            tail.append(item.text)
    wanted = " ".join(final.split())
    return bool(tail) and wanted in " ".join(" ".join(reversed(tail)).split())
