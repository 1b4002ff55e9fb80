"""Reading Claude Code's transcript (the JSONL file at a hook's ``transcript_path``).

Each line is one JSON object. The lines that carry the conversation have ``type`` ``"user"`` or
``"assistant"``, a ``uuid``, a ``timestamp`` and a ``message`` whose ``content`` is a string or
a list of blocks (``{"type": "text", "text": ...}``, ``tool_use``, ``tool_result``,
``thinking``, ``image``); an assistant line's ``message.stop_reason`` is ``end_turn`` on the
answer that ends a turn and ``tool_use`` on a tool call. Other lines (``summary``, ``system``,
``attachment``, ``file-history-snapshot``, ...) are bookkeeping of the host.

What is read (:class:`Item`): the text of the user's own lines and of the assistant's text
blocks (``message``), the assistant's ``tool_use`` blocks (``tool_call``) and the user lines'
``tool_result`` blocks (``tool_result``, with the structured ``toolUseResult`` the host keeps
beside it). Left out: thinking, images, lines the host marks as its own (``isMeta``: hook
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
# Stop reasons of an answer after which the model waits for the user.
TURN_ENDS = ("end_turn", "stop_sequence", "max_tokens", "refusal")

Kind = Literal["message", "tool_call", "tool_result"]


@dataclass(frozen=True)
class Item:
    """One thing a transcript line says. ``uuid`` is the line's; ``block`` the tool call's
    ``id`` (or the result's ``tool_use_id``); ``start`` the byte offset of the line."""

    kind: Kind
    uuid: str
    role: Literal["user", "assistant"]
    start: int
    timestamp: datetime | None = None
    text: str = ""
    block: str = ""
    tool: str = ""
    arguments: Any = None
    result: Any = None
    failed: bool = False
    stop_reason: str = ""

    @property
    def prompt(self) -> bool:
        """The user's own words: what starts a new turn."""
        return self.kind == "message" and self.role == "user"


@dataclass(frozen=True)
class Chunk:
    """The items of the complete lines from ``start``, and the offset after the last one.
    ``restarted`` says the file no longer matched the offset asked for and was read from the
    beginning (the caller skips what it had already seen)."""

    items: tuple[Item, ...]
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


def items_of(record: Any, start: int = 0) -> list[Item]:
    """What a transcript line carries, in the order it says it."""
    if not isinstance(record, dict) or record.get("type") not in ("user", "assistant"):
        return []
    if record.get("isMeta") or record.get("isSidechain") or record.get("isCompactSummary"):
        return []
    message = record.get("message")
    uuid = str(record.get("uuid") or "")
    if not isinstance(message, dict) or not uuid:
        return []
    role: Literal["user", "assistant"] = "user" if record["type"] == "user" else "assistant"
    moment = _timestamp(record.get("timestamp"))

    def item(**fields: Any) -> Item:
        return Item(uuid=uuid, role=role, start=start, timestamp=moment, **fields)

    content = message.get("content")
    found: list[Item] = []
    text = _text_of(content).strip()
    if text and not (role == "user" and text.startswith(_HOST_WRAPPERS)):
        stop = str(message.get("stop_reason") or "") if role == "assistant" else ""
        found.append(item(kind="message", text=text, stop_reason=stop))
    for block in content if isinstance(content, list) else ():
        if not isinstance(block, dict):
            continue
        if role == "assistant" and block.get("type") == "tool_use" and block.get("id"):
            found.append(
                item(
                    kind="tool_call",
                    block=str(block["id"]),
                    tool=str(block.get("name") or ""),
                    arguments=block.get("input"),
                )
            )
        elif role == "user" and block.get("type") == "tool_result" and block.get("tool_use_id"):
            structured = record.get("toolUseResult")
            found.append(
                item(
                    kind="tool_result",
                    block=str(block["tool_use_id"]),
                    result=structured if structured is not None else block.get("content"),
                    failed=bool(block.get("is_error")),
                    text=_text_of(block.get("content")),
                )
            )
    return found


def _timestamp(value: Any) -> datetime | None:
    if not isinstance(value, str):
        return None
    try:
        moment = datetime.fromisoformat(value)
    except ValueError:
        return None
    return moment if moment.tzinfo is not None else None


def _lines(data: bytes, start: int) -> Iterator[tuple[bytes, int, int]]:
    """Each complete line, the offset of its start and the offset just after it."""
    position = 0
    while True:
        newline = data.find(b"\n", position)
        if newline < 0:
            return
        yield data[position:newline], start + position, start + newline + 1
        position = newline + 1


def read_from(path: Path, start: int = 0) -> Chunk:
    """The items of the complete lines of ``path`` from byte ``start`` on. A file that no
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
    items: list[Item] = []
    end = start
    for line, begins, after in _lines(data, start):
        end = after
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except ValueError:
            continue
        items.extend(items_of(record, begins))
    return Chunk(items=tuple(items), start=start, end=end, restarted=restarted)
