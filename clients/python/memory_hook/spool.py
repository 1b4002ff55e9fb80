"""The hooks' local spool: captured events that have not reached the service yet.

Format: ``spool.jsonl`` in the state folder, one JSON object per line,
``{"v": 1, "target": "<16 hex>", "spooled_at": "<ISO time>", "event": {<POST /events event>}}``.
``target`` is a hash of the service URL and the token, so an event is only ever sent to the
project it was captured for, and the token itself is never written down.

Every captured event is appended here first and removed once the service has acknowledged it
(a 202 that lists it), so an event survives a service that is down, a hook that is killed at
its time limit, and a crash between sending and forgetting. Resending is safe: the server is
idempotent on ``event_id``.

Locking (two ``memory-hook`` processes at once): ``spool.lock`` guards the file's contents and
is only held for a read, an append or a rewrite, never across the network; ``flush.lock``
makes one process at a time the sender, so an event is not sent by two processes at once.
A rewrite goes to a temporary file that replaces the spool atomically, so a reader never sees
half a file; an appender that finds the last line unterminated (a writer killed mid-line)
starts a new line, and unreadable lines are moved to ``rejected.jsonl``.

Events the service refuses for good (``invalid_input``, a body too large even alone) are moved
to ``rejected.jsonl`` instead of being retried for ever; ``conflict`` (the id is stored already,
with other words) counts as delivered. Anything else (no answer, 429, 503, 401, 403 paused)
leaves the spool as it is for a later call.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, NamedTuple

from memory_hook.api import Api, ApiError, sha256_hex
from memory_hook.locks import exclusive
from memory_hook.settings import DEFAULT_MAX_SPOOL_BYTES

# An event is the JSON object ``POST /events`` takes (``event_id``, ``session_id``, ``kind``...).
Event = dict[str, Any]

SPOOL_VERSION = 1
SPOOL_FILE = "spool.jsonl"
REJECTED_FILE = "rejected.jsonl"
MAX_BATCH_EVENTS = 200
# A capture request stays well below the server's body limit (MEMORY_API_MAX_BODY_BYTES, 1 MB).
MAX_BATCH_BYTES = 512 * 1024


def target_key(url: str, token: str | None) -> str:
    return sha256_hex(f"{url}\n{token or ''}".encode())[:16]


class Entry(NamedTuple):
    event: Event
    target: str
    # The line as it was written, kept as it is when the spool is rewritten.
    record: dict[str, Any]


class FlushReport:
    def __init__(self) -> None:
        self.sent = 0
        self.rejected = 0
        self.left = 0
        self.skipped = False
        self.error: ApiError | None = None
        self.notes: list[str] = []


class SpoolFull(Exception):
    pass


class Spool:
    def __init__(
        self, directory: Path, *, target: str, max_bytes: int = DEFAULT_MAX_SPOOL_BYTES
    ) -> None:
        self.directory = directory
        self.target = target
        self.max_bytes = max_bytes
        self.path = directory / SPOOL_FILE
        self.rejected_path = directory / REJECTED_FILE
        self._data_lock = directory / "spool.lock"
        self._flush_lock = directory / "flush.lock"

    # --- the file ---------------------------------------------------------------------------

    def append(self, events: Sequence[Event], *, wait: float | None) -> None:
        """Add events at the end of the spool (raises TimeoutError if the lock is busy for
        longer than ``wait``, SpoolFull past ``max_bytes``)."""
        if not events:
            return
        now = datetime.now(UTC).isoformat()
        lines = "".join(
            json.dumps(
                {
                    "v": SPOOL_VERSION,
                    "target": self.target,
                    "spooled_at": now,
                    "event": e,
                },
                ensure_ascii=False,
            )
            + "\n"
            for e in events
        ).encode("utf-8")
        with exclusive(self._data_lock, wait=wait) as taken:
            if not taken:
                raise TimeoutError("the spool is locked by another memory-hook process")
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT | os.O_APPEND, 0o600)
            try:
                size = os.fstat(fd).st_size
                if size + len(lines) > self.max_bytes:
                    raise SpoolFull(f"the spool holds {size} bytes (limit {self.max_bytes})")
                if size:
                    os.lseek(fd, size - 1, os.SEEK_SET)
                    if os.read(fd, 1) != b"\n":
                        lines = b"\n" + lines
                # One write of whole lines and no fsync: a crash can cut only the last line
                # short, and a line that does not parse is never sent.
                os.write(fd, lines)
            finally:
                os.close(fd)

    def _read_unlocked(self) -> tuple[list[Entry], list[Entry], list[str]]:
        """(this target's entries, other targets' entries, unreadable lines)."""
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            return [], [], []
        mine: list[Entry] = []
        others: list[Entry] = []
        broken: list[str] = []
        for line in raw.split(b"\n"):
            if not line.strip():
                continue
            try:
                record = json.loads(line)
                event = record["event"]
                if not isinstance(event, dict) or not isinstance(event["event_id"], str):
                    raise TypeError("not an event")
                entry = Entry(event=event, target=str(record["target"]), record=record)
            except (ValueError, KeyError, TypeError):
                broken.append(line.decode("utf-8", "replace"))
                continue
            (mine if entry.target == self.target else others).append(entry)
        return mine, others, broken

    def pending(self, *, wait: float | None = None) -> list[Event]:
        """This target's events, oldest first."""
        with exclusive(self._data_lock, wait=wait) as taken:
            if not taken:
                raise TimeoutError("the spool is locked by another memory-hook process")
            mine, _, _ = self._read_unlocked()
        return [entry.event for entry in mine]

    def _rewrite_unlocked(self, entries: Iterable[Entry]) -> None:
        kept = list(entries)
        if not kept:
            self.path.unlink(missing_ok=True)
            return
        temporary = self.path.with_suffix(".tmp")
        fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        try:
            body = "".join(json.dumps(e.record, ensure_ascii=False) + "\n" for e in kept)
            os.write(fd, body.encode("utf-8"))
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(temporary, self.path)

    def _reject_unlocked(self, records: list[dict[str, Any]]) -> None:
        if not records:
            return
        fd = os.open(self.rejected_path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
        try:
            body = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)
            os.write(fd, body.encode("utf-8"))
        finally:
            os.close(fd)

    def forget(
        self,
        delivered: set[str],
        rejected: dict[str, str],
        *,
        wait: float | None,
    ) -> int:
        """Remove delivered and rejected events (rejected ones go to ``rejected.jsonl`` with
        the reason); returns how many of this target's events are left. Entries appended
        since the caller read the spool are kept."""
        with exclusive(self._data_lock, wait=wait) as taken:
            if not taken:
                raise TimeoutError("the spool is locked by another memory-hook process")
            mine, others, broken = self._read_unlocked()
            gone = delivered | set(rejected)
            now = datetime.now(UTC).isoformat()
            dead: list[dict[str, Any]] = [
                {
                    "rejected_at": now,
                    "reason": rejected[e.event["event_id"]],
                    "event": e.event,
                }
                for e in mine
                if e.event["event_id"] in rejected
            ]
            dead += [{"rejected_at": now, "reason": "unreadable", "line": b} for b in broken]
            self._reject_unlocked(dead)
            seen: set[str] = set()
            kept: list[Entry] = []
            for entry in mine:
                key = entry.event["event_id"]
                # An event appended twice (a hook re-reading its transcript) is sent once.
                if key in gone or key in seen:
                    continue
                seen.add(key)
                kept.append(entry)
            # Other targets' entries keep their place after this target's (order only matters
            # within one target).
            self._rewrite_unlocked([*kept, *others])
            return len(kept)

    # --- sending ------------------------------------------------------------------------------

    def flush(self, api: Api, *, lock_wait: float) -> FlushReport:
        """Send this target's pending events, oldest first, in batches; forget what the
        service acknowledged. Only one process flushes at a time; a process that cannot
        become the sender within ``lock_wait`` seconds leaves the spool to the one that is."""
        report = FlushReport()
        with exclusive(self._flush_lock, wait=lock_wait) as taken:
            if not taken:
                report.skipped = True
                return report
            pending = self.pending(wait=lock_wait)
            if not pending:
                return report
            delivered: set[str] = set()
            rejected: dict[str, str] = {}
            _send(api, list(_unique(pending)), delivered, rejected, report)
            report.rejected = len(rejected)
            if delivered or rejected:
                report.left = self.forget(delivered, rejected, wait=None)
            else:
                report.left = len(pending)
        return report


def _send(
    api: Api,
    queue: list[Event],
    delivered: set[str],
    rejected: dict[str, str],
    report: FlushReport,
) -> None:
    """Send ``queue`` in batches, recording what was delivered or refused for good."""
    limit = MAX_BATCH_EVENTS
    while queue:
        if api.left() <= 0:
            break
        batch = batches(queue, limit)[0]
        del queue[: len(batch)]
        ids = [e["event_id"] for e in batch]
        try:
            api.call("POST", "/events", {"events": batch}, expected=202)
        except ApiError as error:
            if error.code == "conflict" and str(error.details.get("event_id", "")) in ids:
                # The id is stored already (with other words): resending cannot change that,
                # so it counts as delivered; the rest of the batch goes again.
                clash = str(error.details["event_id"])
                delivered.add(clash)
                report.notes.append(f"event {clash} was already stored with other content")
                queue[:0] = [e for e in batch if e["event_id"] != clash]
                continue
            if error.code == "invalid_input":
                server_limit = error.details.get("limit")
                if error.details.get("field") == "events" and isinstance(server_limit, int):
                    # The server takes fewer events per request than this client sends.
                    limit = max(1, min(limit, server_limit))
                    queue[:0] = batch
                    if len(batch) > limit:
                        continue
                    report.error = error
                    break
                bad = _refused_index(error, len(batch))
                for event in batch if bad is None else [batch[bad]]:
                    rejected[event["event_id"]] = f"{error.code}: {error.message}"
                queue[:0] = [e for e in batch if e["event_id"] not in rejected]
                continue
            if error.code == "payload_too_large":
                if len(batch) == 1:
                    rejected[ids[0]] = f"{error.code}: {error.message}"
                else:
                    limit = max(1, len(batch) // 2)
                    queue[:0] = batch
                continue
            report.error = error
            break
        delivered.update(ids)
        report.sent += len(batch)


def batches(
    events: Sequence[Event], size: int, *, max_bytes: int = MAX_BATCH_BYTES
) -> list[list[Event]]:
    """``events`` in order, cut into batches of at most ``size`` events and about
    ``max_bytes`` of JSON (an event larger than that travels alone)."""
    result: list[list[Event]] = []
    batch: list[Event] = []
    used = 0
    for event in events:
        cost = len(json.dumps(event, ensure_ascii=False).encode("utf-8"))
        if batch and (len(batch) >= size or used + cost > max_bytes):
            result.append(batch)
            batch, used = [], 0
        batch.append(event)
        used += cost
    if batch:
        result.append(batch)
    return result


def _unique(events: Iterable[Event]) -> Iterable[Event]:
    seen: set[str] = set()
    for event in events:
        if event["event_id"] not in seen:
            seen.add(event["event_id"])
            yield event


def _refused_index(error: ApiError, size: int) -> int | None:
    """Which event of the batch the 422 names (``loc`` ``[..., "events", i, ...]``)."""
    for problem in error.details.get("errors") or ():
        loc = list(problem.get("loc") or ()) if isinstance(problem, dict) else []
        for position, part in enumerate(loc[:-1]):
            if str(part) == "events":
                try:
                    index = int(loc[position + 1])
                except (TypeError, ValueError):
                    continue
                if 0 <= index < size:
                    return index
    return None
