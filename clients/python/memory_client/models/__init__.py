"""Request and response models of the memory service's JSON API (``/api/v1``).

Each class mirrors one schema of the server's ``memoryapp/operations/schemas.py`` (documented in
``docs/api.md``): responses are frozen dataclasses built with ``from_json``, requests are
dataclasses that render themselves with ``to_json``. Unknown response fields are ignored, so a
newer server does not break an older client; missing required ones raise ``KeyError``, which the
client reports as a protocol error.

The models live by API area (:mod:`.memories`, :mod:`.capture`, :mod:`.retrieval`,
:mod:`.state`, :mod:`.health`, :mod:`.tokens`, :mod:`.sources`) on :mod:`.common`; every name
is importable from here.
"""

from __future__ import annotations

from memory_client.models.capture import (
    FINISHED_JOB_STATES,
    CapturedEvent,
    CaptureResult,
    Event,
    HarvestJob,
    Job,
    new_event_id,
)
from memory_client.models.common import (
    SESSION_END,
    SIGNAL_KINDS,
    EventKind,
    Json,
    MemoryStatus,
    MemoryType,
    Reason,
    Route,
    SignalKind,
    Source,
    SourceKind,
    Standing,
    SupersessionKind,
    TemporalMode,
)
from memory_client.models.common import _drop_none as _drop_none
from memory_client.models.common import _iso as _iso
from memory_client.models.health import Check, Health
from memory_client.models.memories import (
    Memory,
    MemoryDetail,
    MemoryPage,
    PurgeResult,
    StandingChange,
    StatusChange,
    SupersedeResult,
    WriteResult,
)
from memory_client.models.retrieval import (
    ContextBundle,
    ContextItem,
    ContextOpenLoops,
    FrameInfo,
    ReviewQueue,
    RouteDecision,
    SearchHit,
    SearchResult,
    Signal,
    Standpoint,
    Temporal,
    Trace,
    signals_json,
)
from memory_client.models.sources import (
    IngestBatch,
    IngestNote,
    IngestResult,
    TrustedPath,
    TrustedPathList,
)
from memory_client.models.state import (
    LoopStatus,
    OpenLoop,
    OpenLoopPage,
    StateHistoryEntry,
    StateStatus,
    StateValue,
    Subject,
    SubjectList,
    SubjectState,
)
from memory_client.models.tokens import TokenInfo, TokenList

__all__ = [
    "FINISHED_JOB_STATES",
    "SESSION_END",
    "SIGNAL_KINDS",
    "CaptureResult",
    "CapturedEvent",
    "Check",
    "ContextBundle",
    "ContextItem",
    "ContextOpenLoops",
    "Event",
    "EventKind",
    "FrameInfo",
    "HarvestJob",
    "Health",
    "IngestBatch",
    "IngestNote",
    "IngestResult",
    "Job",
    "Json",
    "LoopStatus",
    "Memory",
    "MemoryDetail",
    "MemoryPage",
    "MemoryStatus",
    "MemoryType",
    "OpenLoop",
    "OpenLoopPage",
    "PurgeResult",
    "Reason",
    "ReviewQueue",
    "Route",
    "RouteDecision",
    "SearchHit",
    "SearchResult",
    "Signal",
    "SignalKind",
    "Source",
    "SourceKind",
    "Standing",
    "StandingChange",
    "Standpoint",
    "StateHistoryEntry",
    "StateStatus",
    "StateValue",
    "StatusChange",
    "Subject",
    "SubjectList",
    "SubjectState",
    "SupersedeResult",
    "SupersessionKind",
    "Temporal",
    "TemporalMode",
    "TokenInfo",
    "TokenList",
    "Trace",
    "TrustedPath",
    "TrustedPathList",
    "WriteResult",
    "new_event_id",
    "signals_json",
]
