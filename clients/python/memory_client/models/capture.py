"""Capture: the canonical events sent to ``POST /events``, and harvest jobs."""

from __future__ import annotations

import uuid
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from memory_client.models.common import (
    EventKind,
    Json,
    SupersessionKind,
    _drop_none,
    _iso,
    _moment,
    _moment_or_none,
    _uuid,
)

# --- capture ---------------------------------------------------------------------------------


def new_event_id() -> str:
    """A fresh event id: made on the client, so a capture sent twice is stored once."""
    return str(uuid.uuid4())


@dataclass(frozen=True)
class Event:
    """One canonical event for ``POST /events`` (``EventIn``).

    ``event_id`` is unique per project and the server is idempotent on it: resending the same
    event (same session, kind, role, content and ``turn_complete``) stores nothing new, while
    reusing an id for other words is a ``conflict``. Leave it to the default (a uuid4) unless
    the event has a natural key of its own.

    A typed event (``kind`` ``decision`` or ``state_change``) carries ``subject`` and ``value``,
    optionally ``effective_from``, the ``supersedes`` event ids it replaces, ``supersession``
    (``"correction"`` when the one it replaces never held, e.g. a reschedule) and
    ``evidence_refs``.
    """

    session_id: str
    kind: EventKind
    role: str | None = None
    content: str | None = None
    tool: str | None = None
    arguments: Json | list[Any] | None = None
    observed_at: datetime | None = None
    turn_complete: bool = False
    event_id: str = field(default_factory=new_event_id)
    subject: str | None = None
    value: str | None = None
    effective_from: datetime | None = None
    supersedes: tuple[str, ...] = ()
    supersession: SupersessionKind | None = None
    evidence_refs: tuple[str, ...] = ()

    def to_json(self) -> Json:
        payload = _drop_none(
            {
                "event_id": self.event_id,
                "session_id": self.session_id,
                "kind": self.kind,
                "role": self.role,
                "content": self.content,
                "tool": self.tool,
                "arguments": self.arguments,
                "observed_at": None if self.observed_at is None else _iso(self.observed_at),
                "subject": self.subject,
                "value": self.value,
                "effective_from": None
                if self.effective_from is None
                else _iso(self.effective_from),
                "supersession": self.supersession,
            }
        )
        if self.turn_complete:
            payload["turn_complete"] = True
        if self.supersedes:
            payload["supersedes"] = list(self.supersedes)
        if self.evidence_refs:
            payload["evidence_refs"] = list(self.evidence_refs)
        return payload

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Event:
        """The inverse of :meth:`to_json` (the hooks' spool keeps events in this form)."""
        return cls(
            event_id=str(data["event_id"]),
            session_id=str(data["session_id"]),
            kind=data["kind"],
            role=data.get("role"),
            content=data.get("content"),
            tool=data.get("tool"),
            arguments=data.get("arguments"),
            observed_at=_moment_or_none(data.get("observed_at")),
            turn_complete=bool(data.get("turn_complete", False)),
            subject=data.get("subject"),
            value=data.get("value"),
            effective_from=_moment_or_none(data.get("effective_from")),
            supersedes=tuple(data.get("supersedes") or ()),
            supersession=data.get("supersession"),
            evidence_refs=tuple(data.get("evidence_refs") or ()),
        )


@dataclass(frozen=True)
class CapturedEvent:
    event_id: str
    id: int
    extraction_state: str

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> CapturedEvent:
        return cls(
            event_id=str(data["event_id"]),
            id=int(data["id"]),
            extraction_state=str(data["extraction_state"]),
        )


@dataclass(frozen=True)
class CaptureResult:
    """``POST /events`` (202): every event of the batch, in order, new or already stored."""

    accepted: int
    events: tuple[CapturedEvent, ...]

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> CaptureResult:
        return cls(
            accepted=int(data["accepted"]),
            events=tuple(CapturedEvent.from_json(item) for item in data["events"]),
        )

    @classmethod
    def combine(cls, parts: list[CaptureResult]) -> CaptureResult:
        return cls(
            accepted=sum(part.accepted for part in parts),
            events=tuple(event for part in parts for event in part.events),
        )


@dataclass(frozen=True)
class HarvestJob:
    """``POST /extract`` (202): the job that extracts the session's turns not yet extracted.
    ``extraction`` is ``"off"`` when the server has no model configured (the turns wait)."""

    job_id: uuid.UUID
    extraction: str

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> HarvestJob:
        return cls(job_id=_uuid(data["job_id"]), extraction=str(data["extraction"]))


# States of an extraction job that will not change any more.
FINISHED_JOB_STATES = frozenset({"done", "done_with_drops", "dark"})


@dataclass(frozen=True)
class Job:
    """``GET /jobs/{id}``: ``state`` is ``running``, ``done``, ``done_with_drops`` or ``dark``."""

    id: uuid.UUID
    session_id: str
    state: str
    runs: dict[str, int]
    memories: int
    created_at: datetime

    @property
    def finished(self) -> bool:
        return self.state in FINISHED_JOB_STATES

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Job:
        return cls(
            id=_uuid(data["id"]),
            session_id=str(data["session_id"]),
            state=str(data["state"]),
            runs={str(k): int(v) for k, v in (data.get("runs") or {}).items()},
            memories=int(data.get("memories", 0)),
            created_at=_moment(data["created_at"]),
        )
