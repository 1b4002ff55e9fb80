"""One hook call: its budget, its client and spool, and the capture of a transcript."""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from functools import cached_property
from pathlib import Path
from typing import Any, TextIO

from memory_client._core import RetryPolicy
from memory_client._locks import exclusive
from memory_client.client import MemoryClient
from memory_client.errors import MemoryApiError, Paused, Unauthenticated
from memory_client.hooks.events import (
    _digest,
    _key,
    clean_text,
    clip,
    mark_turn_ends,
    message_event,
)
from memory_client.hooks.session import SessionState, messages_after
from memory_client.hooks.settings import MAX_EVENT_CONTENT_CHARS, HookSettings
from memory_client.models import Event
from memory_client.spool import Spool, SpoolFull, target_key
from memory_client.transcript import TranscriptMessage, read_from

# --- one hook call -------------------------------------------------------------------------------


class HookError(Exception):
    """A failure that the hook reports in one line and otherwise ignores."""


class Hook:
    def __init__(
        self,
        event: str,
        payload: Mapping[str, Any],
        settings: HookSettings,
        *,
        started: float,
        stderr: TextIO,
    ) -> None:
        self.event = event
        self.payload = payload
        self.settings = settings
        self.deadline = started + settings.timeout
        self.session_id = clean_text(payload.get("session_id")).strip()[:200]
        self._stderr = stderr
        self.said: set[str] = set()

    def say(self, message: str) -> None:
        """One short line on stderr (Claude Code keeps it out of the model's context)."""
        if message not in self.said:
            self.said.add(message)
            print(f"memory-hook {self.event}: {message}", file=self._stderr)

    def left(self) -> float:
        return self.deadline - time.monotonic()

    @cached_property
    def state_dir(self) -> Path:
        self.settings.state_dir.mkdir(parents=True, exist_ok=True, mode=0o700)
        return self.settings.state_dir

    @cached_property
    def client(self) -> MemoryClient:
        return MemoryClient(
            self.settings.url,
            self.settings.token or "",
            timeout=self.settings.timeout,
            # A retry only when it can still finish inside the budget (the deadline decides).
            retry=RetryPolicy(attempts=3, backoff=0.1, max_backoff=0.4, max_retry_after=2.0),
            deadline=self.deadline,
        )

    @cached_property
    def spool(self) -> Spool:
        return Spool(
            self.state_dir,
            target=target_key(self.settings.url, self.settings.token),
            max_bytes=self.settings.max_spool_bytes,
        )

    def explain(self, error: MemoryApiError) -> str:
        if isinstance(error, Paused):
            return (
                "the memory service says this token is paused by the project's owner; "
                "nothing is read or sent until it is resumed (captured events wait in "
                f"{self.spool.path})"
            )
        if isinstance(error, Unauthenticated):
            return f"the memory service refused the token ({error.message}); check MEMORY_TOKEN"
        return str(error)

    # --- capture ---------------------------------------------------------------------------

    def capture(self, events: Sequence[Event]) -> None:
        """Put events in the spool; :meth:`flush` sends them."""
        if not events:
            return
        try:
            self.spool.append(events, wait=max(0.05, self.left()))
        except SpoolFull as error:
            self.say(f"{len(events)} event(s) dropped: {error}")

    def flush(self) -> None:
        if self.left() <= 0.05 or not self.spool.path.exists():
            return
        try:
            report = self.spool.flush(self.client, lock_wait=max(0.05, self.left() * 0.5))
        except TimeoutError:
            return
        for note in report.notes:
            self.say(note)
        if report.rejected:
            self.say(f"{report.rejected} event(s) refused by the service, kept in rejected.jsonl")
        if report.error is not None and report.left:
            self.say(f"{report.left} event(s) kept for later: {self.explain(report.error)}")

    def capture_transcript(self, *, turn_complete: bool, final_text: str | None) -> None:
        """The transcript's messages not taken yet (and Stop's final answer when the
        transcript does not have it yet), into the spool."""
        if not self.session_id:
            raise HookError("the payload has no session_id")
        path_text = clean_text(self.payload.get("transcript_path")).strip()
        state_path = SessionState.path_for(self.state_dir, self.session_id)
        state_path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        with exclusive(state_path.with_suffix(".lock"), wait=max(0.05, self.left())) as taken:
            if not taken:
                raise HookError("another memory-hook is reading this session's transcript")
            state = SessionState.load(state_path, self.session_id)
            messages: list[TranscriptMessage] = []
            if path_text:
                path = Path(path_text).expanduser()
                same_file = state.transcript_path == str(path)
                try:
                    chunk = read_from(path, state.offset if same_file else 0)
                except OSError as error:
                    self.say(f"cannot read the transcript: {error.strerror or error}")
                else:
                    messages = list(chunk.messages)
                    if chunk.restarted or not same_file:
                        messages = messages_after(messages, state.last_uuid)
                    state.transcript_path = str(path)
                    state.offset = chunk.end
            if messages:
                state.last_uuid = messages[-1].uuid
            events: list[Event] = []
            for message in messages:
                digest = _digest(message.text)
                if message.role == "assistant" and digest in state.pending_tails:
                    state.pending_tails.remove(digest)
                    continue
                events.append(message_event(self.session_id, message))
                if message.role == "assistant":
                    state.last_assistant = digest
            final = clean_text(final_text).strip() if final_text else ""
            if final and not self._already_has(final, messages, state):
                digest = _digest(final)
                events.append(
                    Event(
                        event_id=f"cc:{_key(self.session_id)}:final:{digest}",
                        session_id=self.session_id,
                        kind="message",
                        role="assistant",
                        content=clip(final, MAX_EVENT_CONTENT_CHARS),
                        observed_at=datetime.now(UTC),
                    )
                )
                state.pending_tails.append(digest)
                state.last_assistant = digest
            self.capture(mark_turn_ends(events, last_is_complete=turn_complete))
            state.save(state_path)

    @staticmethod
    def _already_has(
        final: str, messages: Sequence[TranscriptMessage], state: SessionState
    ) -> bool:
        """Whether the final answer is in what was read (the turn's last assistant texts, or
        the last assistant message sent before)."""
        if _digest(final) == state.last_assistant:
            return True
        tail: list[str] = []
        for message in reversed(messages):
            if message.role == "user":
                break
            tail.append(message.text)
        wanted = " ".join(final.split())
        return bool(tail) and wanted in " ".join(" ".join(reversed(tail)).split())
