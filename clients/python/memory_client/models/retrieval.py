"""Retrieval: search hits, temporal filters, context bundles and their traces."""

from __future__ import annotations

import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from memory_client.errors import InvalidInput
from memory_client.models.common import (
    SIGNAL_KINDS,
    Json,
    SignalKind,
    Source,
    TemporalMode,
    _drop_none,
    _iso,
    _moment,
    _moment_or_none,
    _uuid,
)
from memory_client.models.state import OpenLoop

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


# The server accepts at most this many signals per call (``MAX_SIGNALS``).
MAX_SIGNALS = 16


@dataclass(frozen=True)
class Signal:
    """What the agent is doing, for the project's frame (``docs/frames.md``): the user's
    latest message, the agent's task, the newest tool result, a failing test run or the job
    a schedule started. The server reads only the first 4000 characters of ``text``; without
    ``observed_at`` the signal counts as seen when the call arrives."""

    kind: SignalKind
    text: str
    observed_at: datetime | None = None

    def to_json(self) -> Json:
        return _drop_none(
            {
                "kind": self.kind,
                "text": self.text,
                "observed_at": None if self.observed_at is None else _iso(self.observed_at),
            }
        )

    @classmethod
    def of(cls, value: Signal | Mapping[str, Any], *, at: int = 0) -> Signal:
        """A signal from itself or a ``{"kind", "text", "observed_at"?}`` dict, its kind
        checked here so a typo fails before a round trip."""
        fields: Mapping[str, Any]
        if isinstance(value, Signal):
            fields = {"kind": value.kind, "text": value.text, "observed_at": value.observed_at}
        elif isinstance(value, Mapping):
            fields = value
        else:
            raise InvalidInput(
                f"a signal is a Signal or a dict, not {type(value).__name__}",
                details={"field": f"signals[{at}]"},
            )
        kind, text, observed = fields.get("kind"), fields.get("text"), fields.get("observed_at")
        if kind not in SIGNAL_KINDS:
            raise InvalidInput(
                f"signal kind {kind!r} is not one of {', '.join(SIGNAL_KINDS)}",
                details={"field": f"signals[{at}].kind"},
            )
        if not isinstance(text, str) or not text:
            raise InvalidInput(
                "a signal's text is a non-empty string", details={"field": f"signals[{at}].text"}
            )
        if observed is not None and not isinstance(observed, datetime):
            try:
                observed = _moment(observed)
            except ValueError:
                raise InvalidInput(
                    f"{observed!r} is not a time", details={"field": f"signals[{at}].observed_at"}
                ) from None
        return cls(kind=kind, text=text, observed_at=observed)


def signals_json(signals: Sequence[Signal | Mapping[str, Any]]) -> list[Json]:
    """The ``signals`` of a ``/context`` body (InvalidInput for a bad one or too many)."""
    if isinstance(signals, str | bytes | Mapping):
        raise InvalidInput("signals is a list of signals", details={"field": "signals"})
    if len(signals) > MAX_SIGNALS:
        raise InvalidInput(
            f"at most {MAX_SIGNALS} signals per call, not {len(signals)}",
            details={"field": "signals"},
        )
    return [Signal.of(value, at=position).to_json() for position, value in enumerate(signals)]


@dataclass(frozen=True)
class FrameInfo:
    """How the project's frame took part in a bundle (``docs/frames.md``): the frame's
    ``version``, the ``work_type`` it applied for (None when it applied for none), the
    ``establishment`` (``declared``, ``corroborated``, ``inferred``, ``conflicting``,
    ``stale``, ``unknown``; None when the project has no usable frame), the ``control``
    (``hard``, ``soft``, ``query_only``) and the ``reason`` code."""

    version: int
    work_type: str | None
    establishment: str | None
    control: str
    reason: str

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> FrameInfo:
        work_type, establishment = data.get("work_type"), data.get("establishment")
        return cls(
            version=int(data["version"]),
            work_type=None if work_type is None else str(work_type),
            establishment=None if establishment is None else str(establishment),
            control=str(data["control"]),
            reason=str(data["reason"]),
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
class ReviewQueue:
    """How many memories of the project wait for the owner's review, and the absolute URL of
    the review queue: what a host shows the user ("3 memories wait for your review: ...")."""

    waiting: int
    url: str

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> ReviewQueue:
        return cls(waiting=int(data["waiting"]), url=str(data["url"]))


@dataclass(frozen=True)
class ContextOpenLoops:
    """The open loops of a bundle whose query asked what is unfinished: ``items`` are entries
    of ``rendered``; ``left_out`` counts the others by reason code."""

    reason: str
    asked_by: str
    items: tuple[OpenLoop, ...]
    left_out: dict[str, int]

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> ContextOpenLoops:
        return cls(
            reason=str(data["reason"]),
            asked_by=str(data["asked_by"]),
            items=tuple(OpenLoop.from_json(item) for item in data["items"]),
            left_out={str(k): int(v) for k, v in (data.get("left_out") or {}).items()},
        )


@dataclass(frozen=True)
class ContextBundle:
    """``POST /context``: ``rendered`` is the fenced block to put in the prompt as it is (the
    empty string when nothing was selected); ``tokens`` is its cost by the server's measure.
    ``review`` and ``open_loops`` are None from a server that does not send them (and
    ``open_loops`` unless the query asked what is unfinished). ``frame`` is None when the
    server sent none (a server without frames, or a call the frame took no part in)."""

    trace_id: uuid.UUID
    route: RouteDecision
    items: tuple[ContextItem, ...]
    rendered: str
    tokens: int
    temporal: Standpoint | None = None
    open_loops: ContextOpenLoops | None = None
    review: ReviewQueue | None = None
    frame: FrameInfo | None = None

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> ContextBundle:
        temporal, loops, review = data.get("temporal"), data.get("open_loops"), data.get("review")
        frame = data.get("frame")
        return cls(
            trace_id=_uuid(data["trace_id"]),
            route=RouteDecision.from_json(data["route"]),
            items=tuple(ContextItem.from_json(item) for item in data["items"]),
            rendered=str(data["rendered"]),
            tokens=int(data["tokens"]),
            temporal=Standpoint.from_json(temporal) if isinstance(temporal, dict) else None,
            open_loops=ContextOpenLoops.from_json(loops) if isinstance(loops, dict) else None,
            review=ReviewQueue.from_json(review) if isinstance(review, dict) else None,
            frame=FrameInfo.from_json(frame) if isinstance(frame, dict) else None,
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
    # A context call's session, and what its bundle carried for the session's later calls
    # (``{"fresh": bool, "served": {memory id: form}}``); empty for other calls.
    session_id: str = ""
    session: Json = field(default_factory=dict)

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
            session_id=str(data.get("session_id") or ""),
            session=dict(data.get("session") or {}),
        )
