"""One hook call (or one run of the detached sender): its budget, API, spool and messages."""

from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from functools import cached_property
from pathlib import Path
from typing import Any, TextIO

from memory_hook.api import Api, ApiError
from memory_hook.events import clean_text
from memory_hook.settings import HookSettings
from memory_hook.spool import Event, Spool, SpoolFull, target_key

LOG_FILE = "memory-hook.log"
# The detached sender has no stderr; its lines go to a log file that is cut back past this.
MAX_LOG_BYTES = 256 * 1024


class HookError(Exception):
    """A failure that the hook reports in one line and otherwise ignores."""


class Hook:
    def __init__(
        self,
        event: str,
        payload: Mapping[str, Any],
        settings: HookSettings,
        *,
        deadline: float,
        stderr: TextIO | None,
    ) -> None:
        self.event = event
        self.payload = payload
        self.settings = settings
        self.deadline = deadline
        self.session_id = clean_text(payload.get("session_id")).strip()[:200]
        self.stderr = stderr
        self.said: set[str] = set()

    def say(self, message: str) -> None:
        """One short line on stderr (Claude Code keeps it out of the model's context), or in
        the state folder's log for the detached sender."""
        if message in self.said:
            return
        self.said.add(message)
        line = f"memory-hook {self.event}: {message}"
        if self.stderr is not None:
            print(line, file=self.stderr)
            return
        with contextlib.suppress(OSError):
            path = self.state_dir / LOG_FILE
            if path.exists() and path.stat().st_size > MAX_LOG_BYTES:
                path.replace(path.with_suffix(".log.old"))
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
            try:
                os.write(fd, f"{datetime.now(UTC).isoformat()} {line}\n".encode())
            finally:
                os.close(fd)

    def left(self) -> float:
        return self.deadline - time.monotonic()

    @cached_property
    def state_dir(self) -> Path:
        self.settings.state_dir.mkdir(parents=True, exist_ok=True, mode=0o700)
        return self.settings.state_dir

    @cached_property
    def api(self) -> Api:
        return Api(self.settings.url, self.settings.token or "", deadline=self.deadline)

    @cached_property
    def spool(self) -> Spool:
        return Spool(
            self.state_dir,
            target=target_key(self.settings.url, self.settings.token),
            max_bytes=self.settings.max_spool_bytes,
        )

    def explain(self, error: ApiError) -> str:
        if error.code == "paused":
            return (
                "the memory service says this token is paused by the project's owner; "
                "nothing is read or sent until it is resumed (captured events wait in "
                f"{self.spool.path})"
            )
        if error.code == "unauthenticated":
            return f"the memory service refused the token ({error.message}); check MEMORY_TOKEN"
        return str(error)

    # --- capture ---------------------------------------------------------------------------

    def capture(self, events: Sequence[Event]) -> None:
        """Put events in the spool (TimeoutError if it stays locked past the budget); past
        the spool's size limit they are dropped, and said so."""
        if not events:
            return
        try:
            self.spool.append(events, wait=max(0.05, self.left()))
        except SpoolFull as error:
            self.say(f"{len(events)} event(s) dropped: {error}")

    def flush(self) -> None:
        if self.left() <= 0.05 or not self.spool.path.exists():
            return
        report = self.spool.flush(self.api, lock_wait=max(0.05, self.left() * 0.5))
        for note in report.notes:
            self.say(note)
        if report.rejected:
            self.say(f"{report.rejected} event(s) refused by the service, kept in rejected.jsonl")
        if report.error is not None and report.left:
            self.say(f"{report.left} event(s) kept for later: {self.explain(report.error)}")
