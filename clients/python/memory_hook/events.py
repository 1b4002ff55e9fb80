"""Turning what Claude Code hands the hook into events the API accepts, and the bundle
into what it adds to the model's context."""

from __future__ import annotations

import json
import os
import re
from collections.abc import Mapping
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

from memory_hook.api import sha256_hex
from memory_hook.settings import (
    MAX_ARGUMENT_STRING_CHARS,
    MAX_EVENT_CONTENT_CHARS,
    MAX_TOOL_NAME_CHARS,
)
from memory_hook.spool import Event

if TYPE_CHECKING:  # the transcript is read by the sender only
    from memory_hook.transcript import Item

Json = dict[str, Any]
SESSION_END = "session_end"

# --- text the API accepts ----------------------------------------------------------------------


def clean_text(value: Any) -> str:
    """A string the API stores: no NUL (PostgreSQL text cannot hold it), no lone surrogate
    (not UTF-8)."""
    text = value if isinstance(value, str) else ("" if value is None else str(value))
    text = text.replace("\x00", "\ufffd")
    return text.encode("utf-8", "replace").decode("utf-8")


def clip(text: str, limit: int) -> str:
    if len(text) <= limit:
        return text
    marker = f"\n[cut by memory-hook: {len(text) - limit} more characters]"
    return text[: max(0, limit - len(marker))] + marker


def clean_json(value: Any, *, string_limit: int = MAX_ARGUMENT_STRING_CHARS) -> Any:
    if isinstance(value, str):
        return clip(clean_text(value), string_limit)
    if isinstance(value, dict):
        return {clean_text(k): clean_json(v, string_limit=string_limit) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [clean_json(v, string_limit=string_limit) for v in value]
    if value is None or isinstance(value, bool | int | float):
        return value
    return clean_text(value)


def _blocks_text(blocks: Any) -> str | None:
    """The text of a list of content blocks (MCP results), or None if it is not one."""
    if not isinstance(blocks, list) or not blocks:
        return None
    if not all(isinstance(b, dict) and "type" in b for b in blocks):
        return None
    texts = [str(b.get("text") or "") for b in blocks if b.get("type") == "text"]
    return "\n".join(t for t in texts if t)


def tool_output_text(response: Any) -> str:
    """A tool's result as the text a reader would see.

    Claude Code gives each built-in tool's result its own shape (Bash: stdout/stderr; Read:
    ``file.content``; WebFetch: ``result``; MCP tools: content blocks); anything else is
    kept as compact JSON.
    """
    if response is None:
        return ""
    if isinstance(response, str):
        return response
    text = _blocks_text(response)
    if text is not None:
        return text
    if isinstance(response, dict):
        if isinstance(response.get("stdout"), str) or isinstance(response.get("stderr"), str):
            out = str(response.get("stdout") or "")
            err = str(response.get("stderr") or "")
            return out + (f"\n[stderr]\n{err}" if err else "")
        file = response.get("file")
        if isinstance(file, dict) and isinstance(file.get("content"), str):
            return str(file["content"])
        for key in ("result", "output", "text", "content"):
            value = response.get(key)
            if isinstance(value, str):
                return value
            text = _blocks_text(value)
            if text is not None:
                return text
    return json.dumps(response, ensure_ascii=False, default=str)


_SAFE_KEY = re.compile(r"[A-Za-z0-9_-]{1,64}")


def _key(value: str) -> str:
    """``value`` itself when it is short and plain, else a hash of it (event ids are at most
    200 characters)."""
    if _SAFE_KEY.fullmatch(value):
        return value
    return sha256_hex(value.encode("utf-8", "replace"))[:32]


def digest(text: str) -> str:
    return sha256_hex(" ".join(text.split()).encode("utf-8", "replace"))[:32]


def message_event_id(session_id: str, line_uuid: str) -> str:
    """Transcript lines have ids of their own, so reading a line twice makes the same event."""
    return f"cc:{_key(session_id)}:{_key(line_uuid)}"


def new_id() -> str:
    """A random id (the uuid module costs every hook its import for the same 128 bits)."""
    return os.urandom(16).hex()


def iso(moment: datetime | None) -> str | None:
    return None if moment is None else moment.isoformat()


def event(session_id: str, kind: str, event_id: str | None = None, **fields: Any) -> Event:
    """A ``POST /events`` event; fields that are None are left out, as the API's defaults."""
    body: Event = {
        "event_id": event_id or new_id(),
        "session_id": session_id,
        "kind": kind,
    }
    body.update({k: v for k, v in fields.items() if v is not None and v is not False})
    return body


def tool_call_event(
    session_id: str, use_id: str, tool: str, arguments: Any, at: datetime | None
) -> Event:
    """A tool call; PostToolUse and the transcript's ``tool_use`` block make the same one (the
    id comes from the call's own ``tool_use_id``)."""
    if arguments is not None and not isinstance(arguments, dict | list):
        arguments = {"input": arguments}
    return event(
        session_id,
        "tool_call",
        f"cc:{_key(session_id)}:{_key(use_id)}:call",
        tool=clip(clean_text(tool) or "unknown", MAX_TOOL_NAME_CHARS),
        arguments=None if arguments is None else clean_json(arguments),
        observed_at=iso(at),
    )


def tool_result_event(
    session_id: str, use_id: str, tool: str, output: str, at: datetime | None
) -> Event:
    return event(
        session_id,
        "tool_result",
        f"cc:{_key(session_id)}:{_key(use_id)}:result",
        tool=clip(clean_text(tool) or "unknown", MAX_TOOL_NAME_CHARS),
        content=clip(clean_text(output), MAX_EVENT_CONTENT_CHARS),
        observed_at=iso(at),
    )


def failure_text(error: Any) -> str:
    return "[tool failed] " + clean_text(error)


def tool_events(
    payload: Mapping[str, Any], *, session_id: str, failed: bool, now: datetime
) -> list[Event]:
    """The ``tool_call`` and ``tool_result`` events of a PostToolUse(Failure) payload.

    Every tool's output goes to the service as a ``tool_result`` under the tool's exact name
    (``WebFetch``, ``Read``, ``mcp__github__get_file_contents``, ...), never as a message: the
    service treats the output of every tool not listed in ``MEMORY_TRUSTED_TOOLS`` as
    untrusted, so what it read on a web page or in a file cannot pass for the user's word.
    """
    tool = clean_text(payload.get("tool_name"))
    use_id = clean_text(payload.get("tool_use_id")) or new_id()
    duration = payload.get("duration_ms")
    started = now - timedelta(
        milliseconds=float(duration) if isinstance(duration, int | float) and duration > 0 else 1
    )
    if failed:
        output = failure_text(payload.get("error"))
    else:
        output = tool_output_text(payload.get("tool_response"))
    return [
        tool_call_event(session_id, use_id, tool, payload.get("tool_input"), started),
        tool_result_event(session_id, use_id, tool, output, now),
    ]


def message_event(session_id: str, item: Item, *, turn_complete: bool = False) -> Event:
    return event(
        session_id,
        "message",
        message_event_id(session_id, item.uuid),
        role=item.role,
        content=clip(clean_text(item.text), MAX_EVENT_CONTENT_CHARS),
        observed_at=iso(item.timestamp),
        turn_complete=turn_complete,
    )


def context_output(event: str, rendered: str) -> Json | None:
    """What Claude Code adds to the model's context; nothing for an empty bundle."""
    if not rendered.strip():
        return None
    return {"hookSpecificOutput": {"hookEventName": event, "additionalContext": rendered}}
