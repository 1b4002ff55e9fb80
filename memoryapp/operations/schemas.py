"""Input and output models of the operations: one input and one output schema per operation,
the same for the JSON API, the MCP tools and the evaluation.

Inputs forbid unknown fields and use strict scalar types, so ``"confidence": "0.9"`` or an
extra key is a 422 rather than a silent coercion. Outputs write their times as Django's JSON
encoder does (to the millisecond), in ``model_dump(mode="json")`` too, so the MCP tools'
structured content is the API's JSON value for value.
"""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Annotated, Any, Literal

import pydantic
from django.core.serializers.json import DjangoJSONEncoder
from ninja import Schema
from pydantic import (
    AfterValidator,
    AwareDatetime,
    ConfigDict,
    Field,
    PlainSerializer,
    StrictBool,
    StrictFloat,
)
from pydantic import StrictStr as _StrictStr

from memoryapp.domain.changes import MAX_SUBJECT_CHARS
from memoryapp.domain.content import MAX_CONTENT_CHARS, MIN_CONTENT_CHARS, NUL
from memoryapp.domain.frame_establishment import MAX_SIGNALS
from memoryapp.domain.times import to_utc
from memoryapp.services.events import EventInput


def _no_nul(value: Any) -> Any:
    """PostgreSQL text and jsonb cannot hold U+0000; refuse it at the door, in any nesting."""
    if isinstance(value, str):
        if NUL in value:
            raise ValueError("text must not contain NUL (U+0000) characters")
    elif isinstance(value, dict):
        for key, item in value.items():
            _no_nul(key)
            _no_nul(item)
    elif isinstance(value, list):
        for item in value:
            _no_nul(item)
    return value


StrictStr = Annotated[_StrictStr, AfterValidator(_no_nul)]
Moment = Annotated[AwareDatetime, AfterValidator(to_utc)]
# A time in an output. The serializer is a lambda so the schema stays a date-time: an annotated
# return type would make it a plain string in the tools' output schemas.
Instant = Annotated[
    datetime,
    PlainSerializer(lambda value: DjangoJSONEncoder().default(value), when_used="json"),
]
JsonArguments = Annotated[dict[str, Any] | list[Any], AfterValidator(_no_nul)]

MemoryTypeName = Literal["episodic", "semantic", "procedural", "working"]
StatusName = Literal["pending", "active", "rejected", "archived"]
SourceKindName = Literal["conversation", "tool", "web", "file", "document", "import"]
# The content rule's limits (memoryapp.domain.content), checked here so a violation is a 422
# naming the field; the rest of the rule (only white space) is the services' check_content.
Content = Annotated[StrictStr, Field(min_length=MIN_CONTENT_CHARS, max_length=MAX_CONTENT_CHARS)]
Confidence = Annotated[StrictFloat, Field(ge=0.0, le=1.0)]
EntityName = Annotated[StrictStr, Field(min_length=1, max_length=200)]
SessionId = Annotated[StrictStr, Field(min_length=1, max_length=200)]
# Normalised by the services (memoryapp.domain.changes.normalise_subject): "Billing Queue" is
# stored as "billing.queue".
Subject = Annotated[StrictStr, Field(min_length=1, max_length=MAX_SUBJECT_CHARS)]


class StrictIn(Schema):
    model_config = ConfigDict(extra="forbid")


# --- shared pieces ---------------------------------------------------------------------


class SourceIn(StrictIn):
    kind: SourceKindName
    ref: Annotated[StrictStr, Field(max_length=2000)] | None = None


class ReasonOut(Schema):
    code: str
    detail: str = ""


class MemoryOut(Schema):
    id: uuid.UUID
    type: str
    content: str
    status: str
    confidence: float | None
    actor: str
    source: dict[str, Any]
    standing: str
    session_id: str
    subject: str
    entities: list[str]
    recorded_at: Instant
    valid_from: Instant | None
    valid_to: Instant | None
    last_confirmed_at: Instant | None
    last_retrieved_at: Instant | None
    superseded_by: uuid.UUID | None
    supersession_kind: str | None
    supersedes_on_confirm: uuid.UUID | None
    near_duplicate_of: uuid.UUID | None
    possible_conflict_of: uuid.UUID | None
    repeat_of: uuid.UUID | None = None  # the rejection it said again (stored rejected at once)
    repeat_count: int = 0  # later proposals folded into this pending card
    reasons: list[ReasonOut]
    embedded: bool


# --- POST /memories ---------------------------------------------------------------------


class ProposeIn(StrictIn):
    type: MemoryTypeName
    content: Content
    confidence: Confidence | None = None
    entities: Annotated[list[EntityName], Field(max_length=50)] = []
    source: SourceIn | None = None
    session_id: SessionId | None = None
    valid_from: Moment | None = None
    valid_to: Moment | None = None
    supersedes: uuid.UUID | None = None
    subject: Subject | None = None


class ProposeOut(Schema):
    id: uuid.UUID
    status: str
    reasons: list[ReasonOut]
    near_duplicate_of: uuid.UUID | None = None
    possible_conflict_of: uuid.UUID | None = None
    # Stored rejected at once: the earlier rejection it says again.
    repeat_of: uuid.UUID | None = None


class AnsweredOut(Schema):
    """Answered with an existing row (200): an active duplicate, or the pending card folded into."""

    status: Literal["duplicate", "pending"]
    duplicate_of: uuid.UUID | None = None
    repeat_of: uuid.UUID | None = None
    id: uuid.UUID | None = None
    repeat_count: int | None = None
    reasons: list[ReasonOut] | None = None

    @pydantic.model_serializer(mode="wrap")
    def _only_the_case(self, handler: pydantic.SerializerFunctionWrapHandler) -> dict[str, Any]:
        return {key: value for key, value in handler(self).items() if value is not None}


# --- POST /remember ---------------------------------------------------------------------


class RememberIn(StrictIn):
    content: Content
    type: MemoryTypeName = "semantic"
    entities: Annotated[list[EntityName], Field(max_length=50)] = []
    session_id: SessionId | None = None
    subject: Subject | None = None


class RememberOut(ProposeOut):
    pass


# --- GET /memories ----------------------------------------------------------------------


class MemoryListIn(Schema):
    status: StatusName | None = None
    type: MemoryTypeName | None = None
    q: Annotated[StrictStr, Field(max_length=500)] | None = None
    cursor: Annotated[StrictStr, Field(max_length=200)] | None = None
    limit: Annotated[int, Field(ge=1, le=200)] = 50


class MemoryListOut(Schema):
    items: list[MemoryOut]
    next_cursor: str | None


# --- GET /memories/{id} -----------------------------------------------------------------


class MemoryDetailOut(MemoryOut):
    head: uuid.UUID
    chain: list[uuid.UUID]


# --- POST /memories/{id}/supersede ------------------------------------------------------


class SupersedeIn(StrictIn):
    content: Content
    kind: Literal["update", "correction"]
    type: MemoryTypeName | None = None
    confidence: Confidence | None = None
    entities: Annotated[list[EntityName], Field(max_length=50)] | None = None
    valid_from: Moment | None = None
    subject: Subject | None = None


class SupersedeOut(ProposeOut):
    supersedes: uuid.UUID


# --- POST /memories/{id}/confirm | reject | archive | restore ---------------------------


class StatusChangeOut(Schema):
    id: uuid.UUID
    status: str
    head: uuid.UUID


class RejectIn(StrictIn):
    note: Annotated[StrictStr, Field(max_length=500)] = ""


# --- POST /events -----------------------------------------------------------------------


EventRef = Annotated[StrictStr, Field(min_length=1, max_length=200)]


class EventIn(StrictIn):
    event_id: Annotated[StrictStr, Field(min_length=1, max_length=200)]
    session_id: SessionId
    kind: Literal["message", "tool_call", "tool_result", "signal", "decision", "state_change"]
    role: Annotated[StrictStr, Field(max_length=32)] | None = None
    content: Annotated[StrictStr, Field(max_length=100_000)] | None = None
    tool: Annotated[StrictStr, Field(max_length=200)] | None = None
    arguments: JsonArguments | None = None
    observed_at: Moment | None = None
    turn_complete: StrictBool = False
    # Typed events (decision, state_change) only: the subject, its new value, from when, and
    # the earlier events (their event_id) it replaces or rests on.
    subject: Subject | None = None
    value: Content | None = None
    effective_from: Moment | None = None
    supersedes: Annotated[list[EventRef], Field(max_length=20)] = []
    # How it replaces them: "correction" when the earlier one never held (a reschedule, a
    # postponement); left out, a decision's own wording decides (docs/state.md).
    supersession: Literal["update", "correction"] | None = None
    evidence_refs: Annotated[list[EventRef], Field(max_length=50)] = []

    def as_input(self) -> EventInput:
        """The event as the capture service takes it."""
        return EventInput(
            event_id=self.event_id,
            session_id=self.session_id,
            kind=self.kind,
            role=self.role or "",
            content=self.content or "",
            tool=self.tool or "",
            arguments=self.arguments,
            observed_at=self.observed_at,
            turn_complete=self.turn_complete,
            subject=self.subject or "",
            value=self.value or "",
            effective_from=self.effective_from,
            supersedes=tuple(self.supersedes),
            supersession=self.supersession or "",
            evidence_refs=tuple(self.evidence_refs),
        )


class EventsIn(StrictIn):
    events: Annotated[list[EventIn], Field(min_length=1)]


class CapturedOut(Schema):
    event_id: str
    id: int
    extraction_state: str


class EventsOut(Schema):
    accepted: int
    events: list[CapturedOut]


# --- GET /health ------------------------------------------------------------------------


class CheckOut(Schema):
    status: Literal["ok", "degraded", "down", "off"]
    detail: dict[str, Any]


class HealthOut(Schema):
    status: Literal["ok", "degraded", "down"]
    version: str
    project: str
    checks: dict[str, CheckOut]
    counts: dict[str, dict[str, int]]
    # Typed events kept but not reduced yet (waiting), and those that arrived out of order.
    typed_events: dict[str, int]


# --- POST /search -----------------------------------------------------------------------

Query = Annotated[StrictStr, Field(min_length=1, max_length=2000)]


class SearchIn(StrictIn):
    query: Query
    k: Annotated[int, Field(ge=1, le=100)] = 10
    types: list[MemoryTypeName] | None = None
    include_history: StrictBool = False


class SearchResultOut(Schema):
    id: uuid.UUID
    type: str
    content: str
    status: str
    score: float
    legs: dict[str, Any]
    temporal_status: str
    head: bool


class SearchOut(Schema):
    results: list[SearchResultOut]
    trace_id: uuid.UUID


# --- GET /open-loops --------------------------------------------------------------------


class OpenLoopsIn(Schema):
    status: Literal["open", "done", "cancelled", "superseded"] | None = None
    # The loops as they stood at this time (only what was recorded by then counts); now if
    # not given.
    at: Moment | None = None
    cursor: Annotated[StrictStr, Field(max_length=200)] | None = None
    limit: Annotated[int, Field(ge=1, le=200)] = 50


class OpenLoopOut(Schema):
    id: uuid.UUID
    subject: str
    opened_by: uuid.UUID
    opened_at: Instant
    # The first 1,000 characters of the opening memory (opened_by is the whole of it).
    expected: str
    # The opening memory's standing: "untrusted" when its source may be wrong or adversarial.
    standing: str
    # Why it opened (loop.planned | loop.started | loop.commitment | loop.scheduled |
    # loop.waiting) and why it closed.
    reason: str
    status: Literal["open", "done", "cancelled", "superseded"]
    closed_by: uuid.UUID | None
    closed_reason: str | None


class OpenLoopsOut(Schema):
    items: list[OpenLoopOut]
    next_cursor: str | None


# --- POST /context ----------------------------------------------------------------------


class TemporalIn(StrictIn):
    mode: Literal["current", "valid_at", "as_known", "bitemporal"] = "current"
    valid_at: Moment | None = None
    known_at: Moment | None = None


SignalKindName = Literal["user_message", "task", "tool_result", "test_failure", "scheduled_job"]
# A frame reads only a signal's first MAX_SIGNAL_CHARS; a longer one is accepted and cut there.
SignalText = Annotated[StrictStr, Field(min_length=1, max_length=100_000)]
WorkTypeName = Annotated[StrictStr, Field(min_length=1, max_length=48)]


class SignalIn(StrictIn):
    """Evidence about the work being done (memoryapp.domain.frame_establishment)."""

    kind: SignalKindName
    text: SignalText
    # When the signal was seen; the request's time when left out.
    observed_at: Moment | None = None


class ContextIn(StrictIn):
    query: Query
    route: Literal["recall", "influence", "auto"] = "auto"
    temporal: TemporalIn | None = None
    budget_tokens: Annotated[int, Field(ge=1, le=100_000)] | None = None
    # With session_id: a memory an earlier bundle of the session carried, unchanged, is left out
    # (dedup.already_in_session); session_fresh says the model's context was cleared since
    # (compacted, cleared), so the earlier bundles no longer count.
    session_id: SessionId | None = None
    session_fresh: StrictBool = False
    # What the agent is doing, for the project's frame: without signals the session's latest
    # captured events are read instead. work_type names one of the frame's work types.
    signals: Annotated[list[SignalIn], Field(max_length=MAX_SIGNALS)] | None = None
    work_type: WorkTypeName | None = None


class FrameOut(Schema):
    """How the project's frame took part in a context call."""

    version: int
    work_type: str | None
    establishment: str | None
    control: str
    reason: str


class RouteOut(Schema):
    route: str
    source: str
    reason: str
    ambiguous: bool


class SourceOut(Schema):
    kind: str
    ref: str | None


class ContextItemOut(Schema):
    """One bundled memory with its provenance: where it came from, whether it is trusted, when
    it was recorded and the time it is valid for."""

    id: uuid.UUID
    type: str
    content: str
    temporal_status: str
    reason: str
    label: str
    source: SourceOut
    standing: str
    recorded_at: Instant
    valid_from: Instant | None
    valid_to: Instant | None


class StandpointOut(Schema):
    mode: str
    valid_at: Instant
    known_at: Instant


class ContextOpenLoopsOut(Schema):
    # route.open_loops: the query asked about unfinished work (asked_by: the words that did).
    reason: str
    asked_by: str
    # The open loops the bundle carries (each is an entry of `rendered`, marked "open loop").
    items: list[OpenLoopOut]
    # How many open loops are not in the bundle, by reason code (budget.exhausted,
    # rank.below_cutoff, standing.quarantined, ...).
    left_out: dict[str, int]


class ReviewOut(Schema):
    # Memories of the project waiting for the owner (pending heads) and the queue's page.
    waiting: int
    url: str


class ContextOut(Schema):
    trace_id: uuid.UUID
    route: RouteOut
    temporal: StandpointOut
    items: list[ContextItemOut]
    rendered: str
    tokens: int
    # Only when the query asks what is unfinished ("what is still open?"); otherwise null.
    open_loops: ContextOpenLoopsOut | None = None
    review: ReviewOut
    # Null when the project has no frame in force (none declared, cleared or malformed).
    frame: FrameOut | None = None


# --- GET /traces/{id} -------------------------------------------------------------------


class TraceOut(Schema):
    id: uuid.UUID
    kind: str
    created_at: Instant
    query: str
    route: dict[str, Any]
    temporal: dict[str, Any]
    config: dict[str, Any]
    legs: dict[str, Any]
    candidates: list[dict[str, Any]]
    budget: dict[str, Any]
    rendered: str
    bundle_sha256: str
    latency_ms: dict[str, float]
    # The X-Request-ID of the call that made it ("" for a read made outside a request).
    request_id: str
    # A context call's session and what its bundle carried for the session's later calls.
    session_id: str
    session: dict[str, Any]
    # A context call's project frame: its version, the work frame, the control and its reason
    # ({} when the frame was not consulted); each candidate's effect is its ``frame`` column.
    frame: dict[str, Any]


# --- POST /extract ----------------------------------------------------------------------


class ExtractIn(StrictIn):
    session_id: SessionId


class ExtractOut(Schema):
    job_id: uuid.UUID
    extraction: Literal["on", "off"]


# --- POST /state, GET /subjects ---------------------------------------------------------


class StateIn(StrictIn):
    subject: Subject
    temporal: TemporalIn | None = None


class StateValueOut(Schema):
    memory_id: uuid.UUID
    content: str
    standing: str
    valid_from: Instant | None
    valid_to: Instant | None
    recorded_at: Instant


class StateHistoryOut(Schema):
    memory_id: uuid.UUID
    content: str
    status: str
    valid_from: Instant | None
    valid_to: Instant | None
    # The version's temporal verdict at the standpoint ("current", "superseded", "planned", ...).
    kind: str
    reason: str


class StateOut(Schema):
    subject: str
    status: Literal["current", "planned", "unknown", "not_modelled"]
    current: StateValueOut | None
    # False when there is no value or it came from an untrusted source: it may answer a
    # question, never steer an action.
    usable_for_influence: bool
    planned: list[StateValueOut]
    conflicts: list[StateValueOut]
    history: list[StateHistoryOut]
    trace_id: uuid.UUID


class SubjectsIn(Schema):
    q: Annotated[StrictStr, Field(max_length=200)] | None = None
    limit: Annotated[int, Field(ge=1, le=500)] = 100


class SubjectOut(Schema):
    subject: str
    memories: int
    heads: int
    last_recorded_at: Instant


class SubjectsOut(Schema):
    items: list[SubjectOut]
