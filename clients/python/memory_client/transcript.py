"""Reading Claude Code's transcript (the JSONL file at a hook's ``transcript_path``).

Each line is one JSON object. The lines that carry the conversation have ``type`` ``"user"`` or
``"assistant"``, a ``uuid``, a ``timestamp`` and a ``message`` whose ``content`` is a string or
a list of blocks (``{"type": "text", "text": ...}``, ``tool_use``, ``tool_result``,
``thinking``, ``image``). Other lines (``summary``, ``system``, ``file-history-snapshot``, ...)
are bookkeeping of the host.

What becomes a ``message`` event: the text of the user's own lines and of the assistant's
text blocks. Left out: tool calls and tool results (the ``PostToolUse`` hook captures those,
with the tool's name), thinking, images, lines the host marks as its own (``isMeta``: hook
feedback, caveats; ``isCompactSummary``), subagent lines (``isSidechain``) and the host's
wrappers around slash commands (``<command-name>``, ``<local-command-stdout>``, ...).

Reading is incremental: :func:`read_from` starts at a byte offset and stops before a last
line that has no newline yet (the host may be writing it).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, Literal

# Host wrappers around slash commands and their output: not the user's words.
_HOST_WRAPPERS = ("<command-", "<local-command-")


@dataclass(frozen=True)
class TranscriptMessage:
    uuid: str
    role: Literal["user", "assistant"]
    text: str
    timestamp: datetime | None


@dataclass(frozen=True)
class Chunk:
    """The messages of the complete lines from ``start``, and the offset after the last one.
    ``restarted`` says the file no longer matched the offset asked for and was read from the
    beginning (the caller skips what it had already seen)."""

    messages: tuple[TranscriptMessage, ...]
    start: int
    end: int
    restarted: bool = False


def _text_of(content: Any) -> str:
    if isinstance(content, str):
        return content
    if not isinstance(content, list):
        return ""
    parts = [
        str(block.get("text") or "")
        for block in content
        if isinstance(block, dict) and block.get("type") == "text"
    ]
    return "\n".join(part for part in parts if part)


def message_of(record: Any) -> TranscriptMessage | None:
    """The conversation message a transcript line carries, or None."""
    if not isinstance(record, dict):
        return None
    role = record.get("type")
    if role not in ("user", "assistant"):
        return None
    if record.get("isMeta") or record.get("isSidechain") or record.get("isCompactSummary"):
        return None
    message = record.get("message")
    if not isinstance(message, dict):
        return None
    text = _text_of(message.get("content")).strip()
    if not text or (role == "user" and text.startswith(_HOST_WRAPPERS)):
        return None
    uuid = str(record.get("uuid") or "")
    if not uuid:
        return None
    return TranscriptMessage(
        uuid=uuid,
        role="user" if role == "user" else "assistant",
        text=text,
        timestamp=_timestamp(record.get("timestamp")),
    )


def _timestamp(value: Any) -> datetime | None:
    if not isinstance(value, str):
        return None
    try:
        moment = datetime.fromisoformat(value)
    except ValueError:
        return None
    return moment if moment.tzinfo is not None else None


def _lines(data: bytes, start: int) -> Iterator[tuple[bytes, int]]:
    """Each complete line and the offset just after it."""
    position = 0
    while True:
        newline = data.find(b"\n", position)
        if newline < 0:
            return
        yield data[position:newline], start + newline + 1
        position = newline + 1


def read_from(path: Path, start: int = 0) -> Chunk:
    """The messages of the complete lines of ``path`` from byte ``start`` on. A file that no
    longer has a line ending just before ``start`` (rewritten or replaced) is read from the
    beginning."""
    restarted = False
    with path.open("rb") as handle:
        size = handle.seek(0, 2)
        if start > 0:
            if start <= size:
                handle.seek(start - 1)
            if start > size or handle.read(1) != b"\n":
                start, restarted = 0, True
        handle.seek(start)
        data = handle.read()
    messages: list[TranscriptMessage] = []
    end = start
    for line, after in _lines(data, start):
        end = after
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except ValueError:
            continue
        message = message_of(record)
        if message is not None:
            messages.append(message)
    return Chunk(messages=tuple(messages), start=start, end=end, restarted=restarted)
