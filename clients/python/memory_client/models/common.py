"""What the models share: the API's enumerations, value parsing and the shared pieces."""

from __future__ import annotations

import uuid
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal

from memory_client.errors import InvalidInput

MemoryType = Literal["episodic", "semantic", "procedural", "working"]
MemoryStatus = Literal["pending", "active", "rejected", "archived"]
SourceKind = Literal["conversation", "tool", "web", "file", "document", "import"]
EventKind = Literal["message", "tool_call", "tool_result", "signal", "decision", "state_change"]
Route = Literal["recall", "influence", "auto"]
TemporalMode = Literal["current", "valid_at", "as_known", "bitemporal"]
SupersessionKind = Literal["update", "correction"]
Standing = Literal["trusted", "untrusted"]
# What a ``/context`` signal says about the work being done (the server's SignalKind).
SignalKind = Literal["user_message", "task", "tool_result", "test_failure", "scheduled_job"]
SIGNAL_KINDS: tuple[SignalKind, ...] = (
    "user_message",
    "task",
    "tool_result",
    "test_failure",
    "scheduled_job",
)

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
