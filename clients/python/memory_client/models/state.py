"""Subjects and their state, and open loops: ``POST /state``, ``GET /subjects``,
``GET /open-loops`` (``StateOut``, ``SubjectsOut`` and ``OpenLoopsOut`` on the server)."""

from __future__ import annotations

import uuid
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal

from memory_client.models.common import _moment, _moment_or_none, _uuid, _uuid_or_none

StateStatus = Literal["current", "planned", "unknown", "not_modelled"]
LoopStatus = Literal["open", "done", "cancelled", "superseded"]


@dataclass(frozen=True)
class StateValue:
    """One value of a subject: the current one, a planned one, or one in conflict."""

    memory_id: uuid.UUID
    content: str
    standing: str
    valid_from: datetime | None
    valid_to: datetime | None
    recorded_at: datetime

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> StateValue:
        return cls(
            memory_id=_uuid(data["memory_id"]),
            content=str(data["content"]),
            standing=str(data["standing"]),
            valid_from=_moment_or_none(data.get("valid_from")),
            valid_to=_moment_or_none(data.get("valid_to")),
            recorded_at=_moment(data["recorded_at"]),
        )


@dataclass(frozen=True)
class StateHistoryEntry:
    """A version of the subject with its temporal verdict at the standpoint (``kind``:
    ``current``, ``superseded``, ``planned``, ...) and the reason code for it."""

    memory_id: uuid.UUID
    content: str
    status: str
    valid_from: datetime | None
    valid_to: datetime | None
    kind: str
    reason: str

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> StateHistoryEntry:
        return cls(
            memory_id=_uuid(data["memory_id"]),
            content=str(data["content"]),
            status=str(data["status"]),
            valid_from=_moment_or_none(data.get("valid_from")),
            valid_to=_moment_or_none(data.get("valid_to")),
            kind=str(data["kind"]),
            reason=str(data["reason"]),
        )


@dataclass(frozen=True)
class SubjectState:
    """``POST /state``: a subject resolved at a standpoint. ``usable_for_influence`` is False
    when there is no current value or it came from an untrusted source: it may answer a
    question, never steer an action."""

    subject: str
    status: StateStatus
    current: StateValue | None
    usable_for_influence: bool
    planned: tuple[StateValue, ...]
    conflicts: tuple[StateValue, ...]
    history: tuple[StateHistoryEntry, ...]
    trace_id: uuid.UUID

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> SubjectState:
        current = data.get("current")
        return cls(
            subject=str(data["subject"]),
            status=data["status"],
            current=StateValue.from_json(current) if isinstance(current, dict) else None,
            usable_for_influence=bool(data["usable_for_influence"]),
            planned=tuple(StateValue.from_json(v) for v in data.get("planned") or ()),
            conflicts=tuple(StateValue.from_json(v) for v in data.get("conflicts") or ()),
            history=tuple(StateHistoryEntry.from_json(v) for v in data.get("history") or ()),
            trace_id=_uuid(data["trace_id"]),
        )


@dataclass(frozen=True)
class Subject:
    """One subject of the project: how many memories (and chain heads) describe it."""

    subject: str
    memories: int
    heads: int
    last_recorded_at: datetime

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Subject:
        return cls(
            subject=str(data["subject"]),
            memories=int(data["memories"]),
            heads=int(data["heads"]),
            last_recorded_at=_moment(data["last_recorded_at"]),
        )


@dataclass(frozen=True)
class SubjectList:
    """``GET /subjects``."""

    items: tuple[Subject, ...]

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> SubjectList:
        return cls(items=tuple(Subject.from_json(item) for item in data["items"]))


@dataclass(frozen=True)
class OpenLoop:
    """Unfinished work: opened by ``opened_by`` (``expected``: its first 1,000 characters)
    for ``reason`` (``loop.planned``, ``loop.started``, ``loop.commitment``); ``closed_by``
    and ``closed_reason`` once it is no longer open."""

    id: uuid.UUID
    subject: str
    opened_by: uuid.UUID
    opened_at: datetime
    expected: str
    standing: str
    reason: str
    status: LoopStatus
    closed_by: uuid.UUID | None
    closed_reason: str | None

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> OpenLoop:
        closed_reason = data.get("closed_reason")
        return cls(
            id=_uuid(data["id"]),
            subject=str(data["subject"]),
            opened_by=_uuid(data["opened_by"]),
            opened_at=_moment(data["opened_at"]),
            expected=str(data["expected"]),
            standing=str(data["standing"]),
            reason=str(data["reason"]),
            status=data["status"],
            closed_by=_uuid_or_none(data.get("closed_by")),
            closed_reason=None if closed_reason is None else str(closed_reason),
        )


@dataclass(frozen=True)
class OpenLoopPage:
    """``GET /open-loops``: one page, newest first; ``next_cursor`` is None on the last."""

    items: tuple[OpenLoop, ...]
    next_cursor: str | None

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> OpenLoopPage:
        cursor = data.get("next_cursor")
        return cls(
            items=tuple(OpenLoop.from_json(item) for item in data["items"]),
            next_cursor=None if cursor is None else str(cursor),
        )
