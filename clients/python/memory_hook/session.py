"""Per-session bookkeeping: how far the hooks have read each session's transcript, and the
inbox of what the session's hooks were told.

Files in ``<state>/sessions/``, named by a hash of the session id: ``<hash>.json`` (the
:class:`SessionState`), ``<hash>.lock`` (held while a process reads the transcript), and
``<hash>.inbox`` (one JSON line per hook call: the event, the transcript path, Stop's final
answer, SessionEnd's signal id). A hook appends its line before anything else, so what a host
cancel or a crash interrupts later is still written down; the sender takes the lines out only
after their events are in the spool.
"""

from __future__ import annotations

import contextlib
import json
import os
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path

from memory_hook.inbox import state_path
from memory_hook.settings import MAX_PENDING_TAILS, SESSION_STATE_DAYS
from memory_hook.transcript import Item


@dataclass
class SessionState:
    """What the hooks already took from a session's transcript.

    ``offset`` is the byte position after the last line read (or the start of an answer held
    back until it is known whether it ends its turn) and ``last_uuid`` the line read last (used
    when the file no longer matches the offset). ``pending_tails`` are digests of final answers
    sent from Stop's ``last_assistant_message`` before the transcript had them, so the
    transcript's copy is not sent a second time, and ``recent`` digests of the last answers
    sent, so a Stop read late does not send its answer again. ``tools`` names the calls whose
    result has not been read yet (a result line does not say its tool). ``done``: the session
    ended and all of it is in the spool.
    """

    session_id: str
    transcript_path: str = ""
    offset: int = 0
    last_uuid: str = ""
    last_assistant: str = ""
    pending_tails: list[str] = field(default_factory=list)
    tools: dict[str, str] = field(default_factory=dict)
    recent: list[str] = field(default_factory=list)
    done: bool = False

    @staticmethod
    def path_for(state_dir: Path, session_id: str) -> Path:
        return state_path(state_dir, session_id)

    @classmethod
    def load(cls, path: Path, session_id: str | None = None) -> SessionState:
        """The state at ``path`` (a fresh one for ``session_id`` if it is missing or
        another session's); raises ValueError without a session id to fall back on."""
        try:
            data = json.loads(path.read_text("utf-8"))
            if session_id is not None and data.get("session_id") != session_id:
                raise ValueError("another session's state")
            return cls(
                session_id=str(data["session_id"]),
                transcript_path=str(data.get("transcript_path", "")),
                offset=int(data.get("offset", 0)),
                last_uuid=str(data.get("last_uuid", "")),
                last_assistant=str(data.get("last_assistant", "")),
                pending_tails=[str(d) for d in data.get("pending_tails", [])],
                tools={str(k): str(v) for k, v in dict(data.get("tools") or {}).items()},
                recent=[str(d) for d in data.get("recent", [])],
                done=bool(data.get("done", False)),
            )
        except (OSError, ValueError, TypeError, AttributeError, KeyError):
            if session_id is None:
                raise ValueError(f"no readable session state at {path}") from None
            return cls(session_id=session_id)

    def save(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        self.pending_tails = self.pending_tails[-MAX_PENDING_TAILS:]
        temporary = path.with_suffix(".tmp")
        fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump(asdict(self), handle)
        os.replace(temporary, path)


def open_sessions(state_dir: Path) -> list[Path]:
    """The state paths of sessions with something left to do: an inbox, or not done."""
    folder = state_dir / "sessions"
    if not folder.is_dir():
        return []
    found: set[Path] = {p.with_suffix(".json") for p in folder.glob("*.inbox")}
    for path in folder.glob("*.json"):
        with contextlib.suppress(OSError, ValueError):
            if not json.loads(path.read_text("utf-8")).get("done"):
                found.add(path)
    return sorted(found, key=lambda p: p.stat().st_mtime if p.exists() else 0.0)


def prune_session_states(state_dir: Path, *, days: int = SESSION_STATE_DAYS) -> None:
    cutoff = time.time() - days * 86400
    folder = state_dir / "sessions"
    if not folder.is_dir():
        return
    for path in folder.iterdir():
        with contextlib.suppress(OSError):
            if path.stat().st_mtime < cutoff:
                path.unlink()


def items_after(items: Sequence[Item], uuid: str) -> list[Item]:
    """The items after the line with ``uuid``; all of them if it is not there."""
    for position in range(len(items) - 1, -1, -1):
        if items[position].uuid == uuid:
            return list(items[position + 1 :])
    return list(items)
