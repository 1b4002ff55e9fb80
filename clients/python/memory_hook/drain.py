"""The sender: what a hook hands over once it has written down what it was given.

It runs detached from the host (:func:`memory_hook.command.detach`) or, with
``MEMORY_HOOK_DETACH=0``, in the hook process itself. One pass: for every session with an inbox
or not finished yet (this session and earlier ones of the same state folder), reconcile the
transcript into the spool and act on the inbox (SessionEnd's signal after the session's last
events); then send the spool; then ask for the harvests PreCompact wanted; at a session start
with ``MEMORY_HOOK_INGEST``, send the repository's changed documents (:mod:`memory_hook.ingest`).
"""

from __future__ import annotations

import contextlib
import time
from dataclasses import asdict
from pathlib import Path
from typing import Any

from memory_hook.api import ApiError
from memory_hook.capture import Reading, reconcile
from memory_hook.events import SESSION_END, event
from memory_hook.hook import Hook
from memory_hook.inbox import done_with, take
from memory_hook.ingest import session_ingest
from memory_hook.locks import exclusive
from memory_hook.session import SessionState, open_sessions, prune_session_states
from memory_hook.settings import IDLE_SESSION_SECONDS


def drain(hook: Hook) -> None:
    """One pass of the sender. Only one runs at a time: a sender that finds another at work
    waits for it, since that one may have read the inboxes before this hook wrote to them."""
    with exclusive(hook.state_dir / "drain.lock", wait=max(0.05, hook.left() * 0.5)) as taken:
        if not taken:
            return
        if hook.event == "SessionStart":
            with contextlib.suppress(OSError):
                prune_session_states(hook.state_dir)
        harvests: list[str] = []
        for state_path in open_sessions(hook.state_dir):
            if hook.left() <= 0.1:
                break
            with contextlib.suppress(TimeoutError):
                harvests += finish(hook, state_path)
        with contextlib.suppress(TimeoutError):
            hook.flush()
        for session in harvests:
            harvest(hook, session)
    if hook.event == "SessionStart" and hook.settings.ingest is not None:
        # After the events: what happened in a session is worth more than the documents.
        with contextlib.suppress(OSError):
            session_ingest(hook)


def _instructions(entries: list[dict[str, Any]], state: SessionState) -> dict[str, Any]:
    """What a session's inbox asks for: the transcript, Stop's final answer, SessionEnd's
    signals, whether PreCompact wants a harvest."""
    wanted: dict[str, Any] = {"path": state.transcript_path, "final": "", "ends": []}
    wanted["harvest"] = False
    for entry in entries:
        wanted["path"] = str(entry.get("transcript_path") or "") or wanted["path"]
        name = entry.get("event")
        if name == "Stop":
            wanted["final"] = str(entry.get("final") or "")
        elif name == "SessionEnd":
            wanted["ends"].append(str(entry.get("signal_id") or ""))
        elif name == "PreCompact":
            wanted["harvest"] = True
    return wanted


def _quiet(path: Path | None, state_path: Path | None) -> tuple[int, bool]:
    """The transcript's size (-1 when it cannot be read) and whether the session is idle: its
    transcript, or without one its bookkeeping (``state_path``), unchanged for a while."""
    now = time.time()
    if path is not None:
        with contextlib.suppress(OSError):
            status = path.stat()
            return status.st_size, now - status.st_mtime > IDLE_SESSION_SECONDS
    if state_path is None:
        return -1, False
    try:
        return -1, now - state_path.stat().st_mtime > IDLE_SESSION_SECONDS
    except OSError:
        return -1, False


def finish(hook: Hook, state_path: Path) -> list[str]:
    """Reconcile one session into the spool; the sessions that want a harvest."""
    entries, used = take(state_path)
    session_id = next((str(e["session_id"]) for e in entries if e.get("session_id")), None)
    with exclusive(state_path.with_suffix(".lock"), wait=max(0.05, hook.left() * 0.5)) as taken:
        if not taken:
            return []
        try:
            state = SessionState.load(state_path, session_id)
        except ValueError:
            return []
        before = asdict(state)
        wanted = _instructions(entries, state)
        path = Path(wanted["path"]).expanduser() if wanted["path"] else None
        size, idle = _quiet(path, None if entries else state_path)
        over = bool(wanted["ends"]) or idle
        reading = Reading(over=over, final=wanted["final"], ignored=hook.settings.ignored_tools)
        try:
            events = reconcile(state, path, reading)
        except FileNotFoundError:
            # Not written yet (a new session): remember where it will be, since the hooks
            # that could say it again may all be cancelled.
            state.transcript_path = state.transcript_path or str(path)
            events = reconcile(state, None, reading)
        except OSError as error:
            hook.say(f"cannot read the transcript: {error.strerror or error}")
            events = reconcile(state, None, reading)
        for signal_id in wanted["ends"]:
            # One id per SessionEnd: a resumed session that ends again must expire again.
            events.append(event(state.session_id, "signal", signal_id or None, content=SESSION_END))
        hook.capture(events)
        state.done = over and state.offset >= size
        # Saved only when something changed: the file's age tells how long it was quiet.
        if entries or asdict(state) != before:
            state.save(state_path)
    done_with(state_path, used)
    return [state.session_id] if wanted["harvest"] else []


def harvest(hook: Hook, session_id: str) -> None:
    """``POST /extract`` for the session: its captured turns are extracted now, before the
    host's compaction summarises them away (the job runs on in the service)."""
    try:
        hook.api.call("POST", "/extract", {"session_id": session_id}, expected=202)
    except ApiError as error:
        if error.code != "invalid_input":  # nothing of this session reached the service yet
            hook.say(f"harvest: {hook.explain(error)}")
