"""The API's operations as :class:`~memory_client._core.Call` values (paths and bodies as in
``docs/api.md``). Optional fields left as None are not sent, so the server's defaults apply."""

from __future__ import annotations

import json
import uuid
from collections.abc import Iterable, Mapping, Sequence
from datetime import datetime
from typing import Any

from memory_client._core import Call
from memory_client.errors import InvalidInput
from memory_client.models import (
    CaptureResult,
    ContextBundle,
    Event,
    HarvestJob,
    Health,
    Job,
    Json,
    LoopStatus,
    MemoryDetail,
    MemoryPage,
    MemoryStatus,
    MemoryType,
    OpenLoopPage,
    PurgeResult,
    Route,
    SearchResult,
    Signal,
    Source,
    Standing,
    StandingChange,
    StatusChange,
    SubjectList,
    SubjectState,
    SupersedeResult,
    SupersessionKind,
    Temporal,
    TokenInfo,
    TokenList,
    Trace,
    WriteResult,
    _drop_none,
    _iso,
    signals_json,
)

MemoryId = uuid.UUID | str


def _id(value: MemoryId) -> str:
    # Validated here so a typo fails before a round trip (the server would say 422).
    try:
        return str(uuid.UUID(str(value)))
    except ValueError:
        raise InvalidInput(f"{value!r} is not a uuid", details={"field": "id"}) from None


def _moment(value: datetime | None) -> str | None:
    return None if value is None else _iso(value)


def healthz() -> Call[Json]:
    return Call("GET", "/healthz", parse=dict, prefix="", repeatable=True)


def health() -> Call[Health]:
    return Call("GET", "/health", parse=Health.from_json, repeatable=True)


def search(
    query: str, *, k: int = 10, types: Sequence[MemoryType] | None = None, include_history: bool
) -> Call[SearchResult]:
    body = _drop_none({"query": query, "k": k, "types": None if types is None else list(types)}) | {
        "include_history": include_history
    }
    return Call("POST", "/search", parse=SearchResult.from_json, body=body, repeatable=True)


def context(
    query: str,
    *,
    route: Route,
    temporal: Temporal | None,
    budget_tokens: int | None,
    session_id: str | None,
    session_fresh: bool = False,
    signals: Sequence[Signal | Mapping[str, Any]] | None = None,
    work_type: str | None = None,
) -> Call[ContextBundle]:
    body = _drop_none(
        {
            "query": query,
            "route": route,
            "temporal": None if temporal is None else temporal.to_json(),
            "budget_tokens": budget_tokens,
            "session_id": session_id,
            # Sent only when set, so a server older than session_fresh still answers.
            "session_fresh": True if session_fresh else None,
            # Likewise sent only when given: a server without frames refuses them.
            "signals": None if signals is None else signals_json(signals),
            "work_type": work_type,
        }
    )
    return Call("POST", "/context", parse=ContextBundle.from_json, body=body, repeatable=True)


def state(subject: str, *, temporal: Temporal | None) -> Call[SubjectState]:
    # A read: it writes only its trace, so a resend is safe.
    body = _drop_none(
        {"subject": subject, "temporal": None if temporal is None else temporal.to_json()}
    )
    return Call("POST", "/state", parse=SubjectState.from_json, body=body, repeatable=True)


def subjects(*, q: str | None, limit: int) -> Call[SubjectList]:
    params = {"q": q, "limit": limit}
    return Call("GET", "/subjects", parse=SubjectList.from_json, params=params, repeatable=True)


def open_loops(
    *, status: LoopStatus | None, limit: int, cursor: str | None, at: datetime | None = None
) -> Call[OpenLoopPage]:
    params = {"status": status, "limit": limit, "cursor": cursor, "at": _moment(at)}
    return Call("GET", "/open-loops", parse=OpenLoopPage.from_json, params=params, repeatable=True)


def remember(
    content: str, *, type: MemoryType, entities: Iterable[str], session_id: str | None
) -> Call[WriteResult]:
    body = _drop_none(
        {"content": content, "type": type, "entities": list(entities), "session_id": session_id}
    )
    return Call("POST", "/remember", parse=WriteResult.from_json, body=body, expected=(200, 201))


def propose(
    type: MemoryType,
    content: str,
    *,
    confidence: float | None,
    entities: Iterable[str],
    source: Source | None,
    session_id: str | None,
    valid_from: datetime | None,
    valid_to: datetime | None,
    supersedes: MemoryId | None,
) -> Call[WriteResult]:
    body = _drop_none(
        {
            "type": type,
            "content": content,
            "confidence": confidence,
            "entities": list(entities),
            "source": None if source is None else source.to_json(),
            "session_id": session_id,
            "valid_from": _moment(valid_from),
            "valid_to": _moment(valid_to),
            "supersedes": None if supersedes is None else _id(supersedes),
        }
    )
    return Call("POST", "/memories", parse=WriteResult.from_json, body=body, expected=(200, 201))


def supersede(
    memory_id: MemoryId,
    content: str,
    *,
    kind: SupersessionKind,
    type: MemoryType | None,
    confidence: float | None,
    entities: Iterable[str] | None,
    valid_from: datetime | None,
) -> Call[SupersedeResult]:
    body = _drop_none(
        {
            "content": content,
            "kind": kind,
            "type": type,
            "confidence": confidence,
            "entities": None if entities is None else list(entities),
            "valid_from": _moment(valid_from),
        }
    )
    return Call(
        "POST",
        f"/memories/{_id(memory_id)}/supersede",
        parse=SupersedeResult.from_json,
        body=body,
        expected=(201,),
    )


def get(memory_id: MemoryId) -> Call[MemoryDetail]:
    return Call("GET", f"/memories/{_id(memory_id)}", parse=MemoryDetail.from_json, repeatable=True)


def list_memories(
    *,
    status: MemoryStatus | None,
    type: MemoryType | None,
    q: str | None,
    limit: int,
    cursor: str | None,
) -> Call[MemoryPage]:
    params = {"status": status, "type": type, "q": q, "limit": limit, "cursor": cursor}
    return Call("GET", "/memories", parse=MemoryPage.from_json, params=params, repeatable=True)


def _status_move(memory_id: MemoryId, action: str, body: Json | None = None) -> Call[StatusChange]:
    return Call(
        "POST", f"/memories/{_id(memory_id)}/{action}", parse=StatusChange.from_json, body=body
    )


def confirm(memory_id: MemoryId) -> Call[StatusChange]:
    return _status_move(memory_id, "confirm")


def reject(memory_id: MemoryId, *, note: str) -> Call[StatusChange]:
    return _status_move(memory_id, "reject", {"note": note} if note else None)


def archive(memory_id: MemoryId) -> Call[StatusChange]:
    return _status_move(memory_id, "archive")


def restore(memory_id: MemoryId) -> Call[StatusChange]:
    return _status_move(memory_id, "restore")


def set_standing(memory_id: MemoryId, standing: Standing) -> Call[StandingChange]:
    return Call(
        "POST",
        f"/memories/{_id(memory_id)}/standing",
        parse=StandingChange.from_json,
        body={"standing": standing},
    )


def purge(memory_id: MemoryId, *, reason: str) -> Call[PurgeResult]:
    return Call(
        "POST",
        f"/memories/{_id(memory_id)}/purge",
        parse=PurgeResult.from_json,
        body={"reason": reason} if reason else None,
    )


def list_tokens() -> Call[TokenList]:
    return Call("GET", "/tokens", parse=TokenList.from_json, repeatable=True)


def pause_token(token_id: int) -> Call[TokenInfo]:
    # Pausing or resuming twice changes nothing (the server is idempotent), so a resend is safe.
    return Call(
        "POST", f"/tokens/{int(token_id)}/pause", parse=TokenInfo.from_json, repeatable=True
    )


def resume_token(token_id: int) -> Call[TokenInfo]:
    return Call(
        "POST", f"/tokens/{int(token_id)}/resume", parse=TokenInfo.from_json, repeatable=True
    )


def capture(events: Sequence[Event]) -> Call[CaptureResult]:
    # Repeatable: the events carry their ids, so a resend after a lost answer stores nothing
    # twice (docs/api.md: POST /events is idempotent on event_id).
    return Call(
        "POST",
        "/events",
        parse=CaptureResult.from_json,
        body={"events": [event.to_json() for event in events]},
        repeatable=True,
        expected=(202,),
    )


def harvest(session_id: str) -> Call[HarvestJob]:
    return Call(
        "POST",
        "/extract",
        parse=HarvestJob.from_json,
        body={"session_id": session_id},
        expected=(202,),
    )


def job(job_id: MemoryId) -> Call[Job]:
    return Call("GET", f"/jobs/{_id(job_id)}", parse=Job.from_json, repeatable=True)


def trace(trace_id: MemoryId) -> Call[Trace]:
    return Call("GET", f"/traces/{_id(trace_id)}", parse=Trace.from_json, repeatable=True)


# A capture request stays well below the server's body limit (MEMORY_API_MAX_BODY_BYTES, 1 MB).
MAX_BATCH_BYTES = 512 * 1024


def event_bytes(event: Event) -> int:
    return len(json.dumps(event.to_json(), ensure_ascii=False).encode("utf-8"))


def batches(
    events: Sequence[Event], size: int, *, max_bytes: int = MAX_BATCH_BYTES
) -> list[list[Event]]:
    """``events`` in order, cut into batches of at most ``size`` events and about
    ``max_bytes`` of JSON (an event larger than that travels alone)."""
    if size < 1:
        raise ValueError("the batch size must be at least 1")
    result: list[list[Event]] = []
    batch: list[Event] = []
    used = 0
    for event in events:
        cost = event_bytes(event)
        if batch and (len(batch) >= size or used + cost > max_bytes):
            result.append(batch)
            batch, used = [], 0
        batch.append(event)
        used += cost
    if batch:
        result.append(batch)
    return result
