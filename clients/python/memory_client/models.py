"""Request and response models of the memory service's JSON API (``/api/v1``).

Each class mirrors one schema of the server's ``memoryapp/api/schemas.py`` (documented in
``docs/api.md``): responses are frozen dataclasses built with ``from_json``, requests are
dataclasses that render themselves with ``to_json``. Unknown response fields are ignored, so a
newer server does not break an older client; missing required ones raise ``KeyError``, which the
client reports as a protocol error.
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Literal

from memory_client.errors import InvalidInput

MemoryType = Literal["episodic", "semantic", "procedural", "working"]
MemoryStatus = Literal["pending", "active", "rejected", "archived"]
SourceKind = Literal["conversation", "tool", "web", "file", "document", "import"]
EventKind = Literal["message", "tool_call", "tool_result", "signal"]
Route = Literal["recall", "influence", "auto"]
TemporalMode = Literal["current", "valid_at", "as_known", "bitemporal"]
SupersessionKind = Literal["update", "correction"]
Standing = Literal["trusted", "untrusted"]

# The content of the ``signal`` event that ends a session (its working memories expire).
SESSION_END = "session_end"

Json = dict[str, Any]


def _uuid(value: Any) -> uuid.UUID:
    return value if isinstance(value, uuid.UUID) else uuid.UUID(str(value))


def _uuid_or_none(value: Any) -> uuid.UUID | None:
    return None if value is None else _uuid(value)


def _moment(value: Any) -> datetime:
    # Python 3.11+ reads the trailing "Z" the server may send.
    return datetime.fromisoformat(str(value))


def _moment_or_none(value: Any) -> datetime | None:
    return None if value is None else _moment(value)


def _iso(value: datetime) -> str:
    if value.tzinfo is None:
        # The API refuses naive times (it cannot guess the zone); fail here, not with a 422.
        raise InvalidInput(
            "times sent to the memory service must carry a UTC offset", details={"field": "time"}
        )
    return value.isoformat()


def _drop_none(payload: Mapping[str, Any]) -> Json:
    return {key: value for key, value in payload.items() if value is not None}


# --- shared pieces -------------------------------------------------------------------------


@dataclass(frozen=True)
class Source:
    """Where a proposed memory came from; ``web``, ``file``, ``document`` and ``tool`` sources
    start untrusted (the server decides)."""

    kind: SourceKind
    ref: str | None = None

    def to_json(self) -> Json:
        return _drop_none({"kind": self.kind, "ref": self.ref})


@dataclass(frozen=True)
class Reason:
    code: str
    detail: str = ""

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Reason:
        return cls(code=str(data["code"]), detail=str(data.get("detail", "")))


def _reasons(items: Any) -> tuple[Reason, ...]:
    return tuple(Reason.from_json(item) for item in items or ())


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


@dataclass(frozen=True)
class WriteResult:
    """What ``propose`` and ``remember`` answer: a new row (201) or a duplicate (200).

    For a duplicate, ``status`` is ``"duplicate"``, ``id`` is None and ``duplicate_of`` names
    the active head that already says the same.
    """

    status: str
    id: uuid.UUID | None
    reasons: tuple[Reason, ...] = ()
    near_duplicate_of: uuid.UUID | None = None
    possible_conflict_of: uuid.UUID | None = None
    duplicate_of: uuid.UUID | None = None

    @property
    def is_duplicate(self) -> bool:
        return self.status == "duplicate"

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> WriteResult:
        if data.get("status") == "duplicate":
            return cls(status="duplicate", id=None, duplicate_of=_uuid(data["duplicate_of"]))
        return cls(
            status=str(data["status"]),
            id=_uuid(data["id"]),
            reasons=_reasons(data.get("reasons")),
            near_duplicate_of=_uuid_or_none(data.get("near_duplicate_of")),
            possible_conflict_of=_uuid_or_none(data.get("possible_conflict_of")),
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
            reasons=_reasons(data.get("reasons")),
            near_duplicate_of=_uuid_or_none(data.get("near_duplicate_of")),
            possible_conflict_of=_uuid_or_none(data.get("possible_conflict_of")),
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
            }
        )
        if self.turn_complete:
            payload["turn_complete"] = True
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


# --- retrieval -------------------------------------------------------------------------------


@dataclass(frozen=True)
class SearchHit:
    id: uuid.UUID
    type: str
    content: str
    status: str
    score: float
    legs: Json
    temporal_status: str
    head: bool

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> SearchHit:
        return cls(
            id=_uuid(data["id"]),
            type=str(data["type"]),
            content=str(data["content"]),
            status=str(data["status"]),
            score=float(data["score"]),
            legs=dict(data.get("legs") or {}),
            temporal_status=str(data.get("temporal_status", "")),
            head=bool(data.get("head", True)),
        )


@dataclass(frozen=True)
class SearchResult:
    results: tuple[SearchHit, ...]
    trace_id: uuid.UUID

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> SearchResult:
        return cls(
            results=tuple(SearchHit.from_json(item) for item in data["results"]),
            trace_id=_uuid(data["trace_id"]),
        )


@dataclass(frozen=True)
class Temporal:
    """The standpoint of a ``/context`` call: ``current`` (the default), ``valid_at`` T,
    ``as_known`` K, or ``bitemporal`` (T and K)."""

    mode: TemporalMode = "current"
    valid_at: datetime | None = None
    known_at: datetime | None = None

    def to_json(self) -> Json:
        return _drop_none(
            {
                "mode": self.mode,
                "valid_at": None if self.valid_at is None else _iso(self.valid_at),
                "known_at": None if self.known_at is None else _iso(self.known_at),
            }
        )


@dataclass(frozen=True)
class RouteDecision:
    route: str
    source: str
    reason: str
    ambiguous: bool

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> RouteDecision:
        return cls(
            route=str(data["route"]),
            source=str(data["source"]),
            reason=str(data["reason"]),
            ambiguous=bool(data["ambiguous"]),
        )


@dataclass(frozen=True)
class ContextItem:
    """One bundled memory and its provenance (source, standing, recorded and valid times;
    None where a server older than the provenance fields did not send them)."""

    id: uuid.UUID
    type: str
    content: str
    temporal_status: str
    reason: str
    label: str
    source: Source | None = None
    standing: str | None = None
    recorded_at: datetime | None = None
    valid_from: datetime | None = None
    valid_to: datetime | None = None

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> ContextItem:
        source = data.get("source")
        return cls(
            id=_uuid(data["id"]),
            type=str(data["type"]),
            content=str(data["content"]),
            temporal_status=str(data["temporal_status"]),
            reason=str(data["reason"]),
            label=str(data.get("label", "")),
            source=(
                Source(kind=source["kind"], ref=source.get("ref"))
                if isinstance(source, dict)
                else None
            ),
            standing=None if data.get("standing") is None else str(data["standing"]),
            recorded_at=_moment_or_none(data.get("recorded_at")),
            valid_from=_moment_or_none(data.get("valid_from")),
            valid_to=_moment_or_none(data.get("valid_to")),
        )


@dataclass(frozen=True)
class Standpoint:
    """The temporal standpoint a bundle was built at, as the server resolved it."""

    mode: str
    valid_at: datetime
    known_at: datetime

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Standpoint:
        return cls(
            mode=str(data["mode"]),
            valid_at=_moment(data["valid_at"]),
            known_at=_moment(data["known_at"]),
        )


@dataclass(frozen=True)
class ContextBundle:
    """``POST /context``: ``rendered`` is the fenced block to put in the prompt as it is (the
    empty string when nothing was selected); ``tokens`` is its cost by the server's measure."""

    trace_id: uuid.UUID
    route: RouteDecision
    items: tuple[ContextItem, ...]
    rendered: str
    tokens: int
    temporal: Standpoint | None = None

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> ContextBundle:
        temporal = data.get("temporal")
        return cls(
            trace_id=_uuid(data["trace_id"]),
            route=RouteDecision.from_json(data["route"]),
            items=tuple(ContextItem.from_json(item) for item in data["items"]),
            rendered=str(data["rendered"]),
            tokens=int(data["tokens"]),
            temporal=Standpoint.from_json(temporal) if isinstance(temporal, dict) else None,
        )


@dataclass(frozen=True)
class Trace:
    """``GET /traces/{id}``: why each candidate was selected or left out."""

    id: uuid.UUID
    kind: str
    created_at: datetime
    query: str
    route: Json
    temporal: Json
    config: Json
    legs: Json
    candidates: tuple[Json, ...]
    budget: Json
    rendered: str
    bundle_sha256: str
    latency_ms: dict[str, float]

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Trace:
        return cls(
            id=_uuid(data["id"]),
            kind=str(data["kind"]),
            created_at=_moment(data["created_at"]),
            query=str(data["query"]),
            route=dict(data.get("route") or {}),
            temporal=dict(data.get("temporal") or {}),
            config=dict(data.get("config") or {}),
            legs=dict(data.get("legs") or {}),
            candidates=tuple(dict(item) for item in data.get("candidates") or ()),
            budget=dict(data.get("budget") or {}),
            rendered=str(data.get("rendered", "")),
            bundle_sha256=str(data.get("bundle_sha256", "")),
            latency_ms={str(k): float(v) for k, v in (data.get("latency_ms") or {}).items()},
        )


# --- health ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Check:
    status: str
    detail: Json

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Check:
        return cls(status=str(data["status"]), detail=dict(data.get("detail") or {}))


@dataclass(frozen=True)
class Health:
    """``GET /api/v1/health``: each dependency checked on its own, and head counts."""

    status: str
    version: str
    project: str
    checks: dict[str, Check]
    counts: dict[str, dict[str, int]]

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Health:
        return cls(
            status=str(data["status"]),
            version=str(data["version"]),
            project=str(data["project"]),
            checks={str(k): Check.from_json(v) for k, v in data["checks"].items()},
            counts={
                str(k): {str(n): int(c) for n, c in v.items()}
                for k, v in (data.get("counts") or {}).items()
            },
        )


# --- tokens (owner) --------------------------------------------------------------------------


@dataclass(frozen=True)
class TokenInfo:
    """One of the project's tokens (never its secret); ``state`` is ``active``, ``paused`` or
    ``revoked``."""

    id: int
    name: str
    role: str
    prefix: str
    created_at: datetime
    last_used_at: datetime | None
    paused_at: datetime | None
    revoked_at: datetime | None
    state: str

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> TokenInfo:
        return cls(
            id=int(data["id"]),
            name=str(data.get("name", "")),
            role=str(data["role"]),
            prefix=str(data.get("prefix", "")),
            created_at=_moment(data["created_at"]),
            last_used_at=_moment_or_none(data.get("last_used_at")),
            paused_at=_moment_or_none(data.get("paused_at")),
            revoked_at=_moment_or_none(data.get("revoked_at")),
            state=str(data["state"]),
        )


@dataclass(frozen=True)
class TokenList:
    items: tuple[TokenInfo, ...]

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> TokenList:
        return cls(items=tuple(TokenInfo.from_json(item) for item in data["items"]))
