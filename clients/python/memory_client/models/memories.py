"""Memory rows, pages of them, and what the write and owner operations answer."""

from __future__ import annotations

import uuid
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from memory_client.models.common import (
    Json,
    Reason,
    _moment,
    _moment_or_none,
    _reasons,
    _uuid,
    _uuid_or_none,
)


@dataclass(frozen=True)
class Memory:
    """One memory row (``MemoryOut``)."""

    id: uuid.UUID
    type: str
    content: str
    status: str
    confidence: float | None
    actor: str
    source: Json
    standing: str
    session_id: str
    entities: tuple[str, ...]
    recorded_at: datetime
    valid_from: datetime | None
    valid_to: datetime | None
    last_confirmed_at: datetime | None
    last_retrieved_at: datetime | None
    superseded_by: uuid.UUID | None
    supersession_kind: str | None
    supersedes_on_confirm: uuid.UUID | None
    near_duplicate_of: uuid.UUID | None
    possible_conflict_of: uuid.UUID | None
    reasons: tuple[Reason, ...]
    embedded: bool

    @classmethod
    def _fields_from(cls, data: Mapping[str, Any]) -> Json:
        return {
            "id": _uuid(data["id"]),
            "type": str(data["type"]),
            "content": str(data["content"]),
            "status": str(data["status"]),
            "confidence": None if data.get("confidence") is None else float(data["confidence"]),
            "actor": str(data["actor"]),
            "source": dict(data.get("source") or {}),
            "standing": str(data["standing"]),
            "session_id": str(data.get("session_id", "")),
            "entities": tuple(str(e) for e in data.get("entities") or ()),
            "recorded_at": _moment(data["recorded_at"]),
            "valid_from": _moment_or_none(data.get("valid_from")),
            "valid_to": _moment_or_none(data.get("valid_to")),
            "last_confirmed_at": _moment_or_none(data.get("last_confirmed_at")),
            "last_retrieved_at": _moment_or_none(data.get("last_retrieved_at")),
            "superseded_by": _uuid_or_none(data.get("superseded_by")),
            "supersession_kind": data.get("supersession_kind"),
            "supersedes_on_confirm": _uuid_or_none(data.get("supersedes_on_confirm")),
            "near_duplicate_of": _uuid_or_none(data.get("near_duplicate_of")),
            "possible_conflict_of": _uuid_or_none(data.get("possible_conflict_of")),
            "reasons": _reasons(data.get("reasons")),
            "embedded": bool(data.get("embedded", False)),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Memory:
        return cls(**cls._fields_from(data))


@dataclass(frozen=True)
class MemoryDetail(Memory):
    """``GET /memories/{id}``: the memory, the head of its chain and the chain, oldest first."""

    head: uuid.UUID = field(kw_only=True)
    chain: tuple[uuid.UUID, ...] = field(kw_only=True)

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> MemoryDetail:
        return cls(
            **cls._fields_from(data),
            head=_uuid(data["head"]),
            chain=tuple(_uuid(item) for item in data["chain"]),
        )


@dataclass(frozen=True)
class MemoryPage:
    """``GET /memories``: heads, newest first; pass ``next_cursor`` back for the next page."""

    items: tuple[Memory, ...]
    next_cursor: str | None

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> MemoryPage:
        return cls(
            items=tuple(Memory.from_json(item) for item in data["items"]),
            next_cursor=data.get("next_cursor"),
        )


# --- writes ----------------------------------------------------------------------------------


def _review_notes(data: Mapping[str, Any]) -> Json:
    """What a write answer says for the owner's review: the reasons it waits, and the
    near-duplicate and possible conflict it was compared with."""
    return {
        "reasons": _reasons(data.get("reasons")),
        "near_duplicate_of": _uuid_or_none(data.get("near_duplicate_of")),
        "possible_conflict_of": _uuid_or_none(data.get("possible_conflict_of")),
    }


@dataclass(frozen=True)
class WriteResult:
    """What ``propose`` and ``remember`` answer: a new row (201), a duplicate or a repeat (200).

    For a duplicate, ``status`` is ``"duplicate"``, ``id`` is None and ``duplicate_of`` names
    the active head that already says the same. For a repeat of a pending card, ``status`` is
    ``"pending"``, ``repeat_of`` (and ``id``) name the card and ``repeat_count`` says how many
    repeats it now holds. A new row stored ``"rejected"`` at once names the earlier rejection
    it repeats in ``repeat_of``.
    """

    status: str
    id: uuid.UUID | None
    reasons: tuple[Reason, ...] = ()
    near_duplicate_of: uuid.UUID | None = None
    possible_conflict_of: uuid.UUID | None = None
    duplicate_of: uuid.UUID | None = None
    repeat_of: uuid.UUID | None = None
    repeat_count: int | None = None

    @property
    def is_duplicate(self) -> bool:
        return self.status == "duplicate"

    @property
    def is_repeat(self) -> bool:
        """Folded into a pending card or stored rejected as a repeat of a rejection."""
        return self.repeat_of is not None

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> WriteResult:
        if data.get("status") == "duplicate":
            return cls(status="duplicate", id=None, duplicate_of=_uuid(data["duplicate_of"]))
        count = data.get("repeat_count")
        return cls(
            status=str(data["status"]),
            id=_uuid(data["id"]),
            repeat_of=_uuid_or_none(data.get("repeat_of")),
            repeat_count=int(count) if count is not None else None,
            **_review_notes(data),
        )


@dataclass(frozen=True)
class SupersedeResult:
    """``POST /memories/{id}/supersede``: the new version and the one it replaces."""

    id: uuid.UUID
    status: str
    supersedes: uuid.UUID
    reasons: tuple[Reason, ...] = ()
    near_duplicate_of: uuid.UUID | None = None
    possible_conflict_of: uuid.UUID | None = None

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> SupersedeResult:
        return cls(
            id=_uuid(data["id"]),
            status=str(data["status"]),
            supersedes=_uuid(data["supersedes"]),
            **_review_notes(data),
        )


@dataclass(frozen=True)
class StatusChange:
    """An owner's confirm, reject, archive or restore: the row's new status and its head."""

    id: uuid.UUID
    status: str
    head: uuid.UUID

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> StatusChange:
        return cls(id=_uuid(data["id"]), status=str(data["status"]), head=_uuid(data["head"]))


@dataclass(frozen=True)
class StandingChange:
    id: uuid.UUID
    standing: str

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> StandingChange:
        return cls(id=_uuid(data["id"]), standing=str(data["standing"]))


@dataclass(frozen=True)
class PurgeResult:
    purged: tuple[uuid.UUID, ...]

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> PurgeResult:
        return cls(purged=tuple(_uuid(item) for item in data["purged"]))
