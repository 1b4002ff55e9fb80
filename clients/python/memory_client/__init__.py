"""Python client of the owner-governed memory service (``/api/v1``), and its adapters.

- :class:`MemoryClient` / :class:`AsyncMemoryClient`: typed sync and async clients on httpx,
  configured from arguments or ``MEMORY_URL`` / ``MEMORY_TOKEN``, retrying 429 and 503 with
  backoff and ``Retry-After``.
- ``memory-hook <HookEventName>``: Claude Code hooks, in the package :mod:`memory_hook` of this
  distribution (standard library only, so it imports none of this package).
- ``memory-mcp`` (:mod:`memory_client.mcp_stdio`): a stdio MCP bridge to the service's ``/mcp``.
- ``memory-client`` (:mod:`memory_client.cli`): the context call and the owner's document
  commands (``ingest PATH``, read by :mod:`memory_client.folder`; ``trust``, ``untrust``,
  ``trusted``) from a shell.

Nothing here imports the server: the package talks HTTP only.
"""

from memory_hook.api import DEFAULT_URL

from memory_client._core import NO_RETRY, RetryPolicy
from memory_client._version import __version__
from memory_client.async_client import AsyncMemoryClient
from memory_client.client import MemoryClient
from memory_client.errors import (
    Conflict,
    Forbidden,
    InvalidInput,
    MemoryApiError,
    NotFound,
    Paused,
    PayloadTooLarge,
    ProtocolError,
    RateLimited,
    ServerError,
    TransportError,
    Unauthenticated,
    Unavailable,
)
from memory_client.models import (
    SESSION_END,
    CapturedEvent,
    CaptureResult,
    Check,
    ContextBundle,
    ContextItem,
    Event,
    FrameInfo,
    HarvestJob,
    Health,
    Job,
    Memory,
    MemoryDetail,
    MemoryPage,
    OpenLoop,
    OpenLoopPage,
    Reason,
    ReviewQueue,
    RouteDecision,
    SearchHit,
    SearchResult,
    Signal,
    Source,
    StandingChange,
    Standpoint,
    StateValue,
    StatusChange,
    Subject,
    SubjectList,
    SubjectState,
    SupersedeResult,
    Temporal,
    TokenInfo,
    TokenList,
    Trace,
    WriteResult,
    new_event_id,
)
from memory_client.models.sources import IngestNote, IngestResult, TrustedPath, TrustedPathList

__all__ = [
    "DEFAULT_URL",
    "NO_RETRY",
    "SESSION_END",
    "AsyncMemoryClient",
    "CaptureResult",
    "CapturedEvent",
    "Check",
    "Conflict",
    "ContextBundle",
    "ContextItem",
    "Event",
    "Forbidden",
    "FrameInfo",
    "HarvestJob",
    "Health",
    "IngestNote",
    "IngestResult",
    "InvalidInput",
    "Job",
    "Memory",
    "MemoryApiError",
    "MemoryClient",
    "MemoryDetail",
    "MemoryPage",
    "NotFound",
    "OpenLoop",
    "OpenLoopPage",
    "Paused",
    "PayloadTooLarge",
    "ProtocolError",
    "RateLimited",
    "Reason",
    "RetryPolicy",
    "ReviewQueue",
    "RouteDecision",
    "SearchHit",
    "SearchResult",
    "ServerError",
    "Signal",
    "Source",
    "StandingChange",
    "Standpoint",
    "StateValue",
    "StatusChange",
    "Subject",
    "SubjectList",
    "SubjectState",
    "SupersedeResult",
    "Temporal",
    "TokenInfo",
    "TokenList",
    "Trace",
    "TransportError",
    "TrustedPath",
    "TrustedPathList",
    "Unauthenticated",
    "Unavailable",
    "WriteResult",
    "__version__",
    "new_event_id",
]
