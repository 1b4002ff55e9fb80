"""Per-session bookkeeping: how far the hooks have read each session's transcript."""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from memory_client.hooks.settings import MAX_PENDING_TAILS, SESSION_STATE_DAYS
from memory_client.transcript import TranscriptMessage

# --- per-session transcript bookkeeping ----------------------------------------------------------


@dataclass
class SessionState:
    """What the hooks already took from a session's transcript.

    ``offset`` is the byte position after the last complete line read and ``last_uuid`` the
    last message taken (used when the file no longer matches the offset). ``pending_tails``
    are digests of final answers sent from Stop's ``last_assistant_message`` before the
    transcript had them, so the transcript's copy is not sent a second time.
    """

    session_id: str
    transcript_path: str = ""
    offset: int = 0
    last_uuid: str = ""
    last_assistant: str = ""
    pending_tails: list[str] = field(default_factory=list)

    @staticmethod
    def path_for(state_dir: Path, session_id: str) -> Path:
        name = hashlib.sha256(session_id.encode("utf-8", "replace")).hexdigest()[:32]
        return state_dir / "sessions" / f"{name}.json"

    @classmethod
    def load(cls, path: Path, session_id: str) -> SessionState:
        try:
            data = json.loads(path.read_text("utf-8"))
            if data.get("session_id") != session_id:
                raise ValueError("another session's state")
            return cls(
                session_id=session_id,
                transcript_path=str(data.get("transcript_path", "")),
                offset=int(data.get("offset", 0)),
                last_uuid=str(data.get("last_uuid", "")),
                last_assistant=str(data.get("last_assistant", "")),
                pending_tails=[str(d) for d in data.get("pending_tails", [])],
            )
        except (OSError, ValueError, TypeError, AttributeError):
            return cls(session_id=session_id)

    def save(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        temporary = path.with_suffix(".tmp")
        body = {
            "session_id": self.session_id,
            "transcript_path": self.transcript_path,
            "offset": self.offset,
            "last_uuid": self.last_uuid,
            "last_assistant": self.last_assistant,
            "pending_tails": self.pending_tails[-MAX_PENDING_TAILS:],
            "updated_at": datetime.now(UTC).isoformat(),
        }
        fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump(body, handle)
        os.replace(temporary, path)


def prune_session_states(state_dir: Path, *, days: int = SESSION_STATE_DAYS) -> None:
    cutoff = time.time() - days * 86400
    folder = state_dir / "sessions"
    if not folder.is_dir():
        return
    for path in folder.iterdir():
        with contextlib.suppress(OSError):
            if path.stat().st_mtime < cutoff:
                path.unlink()


def messages_after(messages: Sequence[TranscriptMessage], uuid: str) -> list[TranscriptMessage]:
    """The messages after the one with ``uuid``; all of them if it is not there."""
    for position, message in enumerate(messages):
        if message.uuid == uuid:
            return list(messages[position + 1 :])
    return list(messages)
