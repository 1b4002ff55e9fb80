"""A session's inbox: what its hooks were told, written down before anything else.

``<state>/sessions/<hash>.inbox`` holds one JSON line per hook call (the event, the transcript
path, Stop's final answer, SessionEnd's signal id). A hook appends its line first, in one write
of one whole line, so what a host cancel or a crash interrupts later is still written down;
the sender (:mod:`memory_hook.drain`) takes the lines out only after their events are in the
spool. Only what the hook process itself needs is here; the rest of a session's bookkeeping is
in :mod:`memory_hook.session`, which the sender alone imports.
"""

from __future__ import annotations

import contextlib
import json
import os
from pathlib import Path
from typing import Any

from memory_hook.api import sha256_hex
from memory_hook.locks import exclusive


def state_path(state_dir: Path, session_id: str) -> Path:
    """Where a session's state lives (its inbox and lock sit beside it)."""
    name = sha256_hex(session_id.encode("utf-8", "replace"))[:32]
    return state_dir / "sessions" / f"{name}.json"


def inbox_path(state_path: Path) -> Path:
    return state_path.with_suffix(".inbox")


def post(state_path: Path, entry: dict[str, Any]) -> None:
    """Append one entry to the session's inbox: one write of one whole line."""
    state_path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    line = (json.dumps(entry, ensure_ascii=False) + "\n").encode("utf-8")
    path = inbox_path(state_path)
    with exclusive(path.with_suffix(".inbox-lock"), wait=None):
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
        try:
            os.write(fd, line)
        finally:
            os.close(fd)


def take(state_path: Path) -> tuple[list[dict[str, Any]], int]:
    """The inbox's whole lines and how many bytes they take (for :func:`done_with`)."""
    path = inbox_path(state_path)
    with exclusive(path.with_suffix(".inbox-lock"), wait=None):
        try:
            data = path.read_bytes()
        except FileNotFoundError:
            return [], 0
    used = data.rfind(b"\n") + 1
    entries = []
    for line in data[:used].split(b"\n"):
        with contextlib.suppress(ValueError):
            entry = json.loads(line)
            if isinstance(entry, dict):
                entries.append(entry)
    return entries, used


def done_with(state_path: Path, used: int) -> None:
    """Remove the first ``used`` bytes of the inbox (what :func:`take` returned), keeping
    lines appended since."""
    if not used:
        return
    path = inbox_path(state_path)
    with exclusive(path.with_suffix(".inbox-lock"), wait=None):
        rest = path.read_bytes()[used:]
        if not rest:
            path.unlink()
            return
        temporary = path.with_suffix(".inbox-tmp")
        temporary.write_bytes(rest)
        os.replace(temporary, path)
