"""Memory operations of the agent API: thin, parse -> one service or selector -> render.

Each operation the MCP server also offers is a plain function of the token and the validated
input (``propose_as``, ``get_memory_as``, ...) that the ninja view and the MCP tool both call;
its response schemas (``PROPOSE_RESPONSES``, ...) are what both render the result with.
"""

from __future__ import annotations

import uuid
from typing import Any

from django.http import HttpRequest
from ninja import Query, Router, Schema, Status

from memoryapp import selectors
from memoryapp.api.auth import actor_for, actor_label, ensure_owner, require_owner, token_of
from memoryapp.api.schemas import (
    AnsweredOut,
    MemoryDetailOut,
    MemoryListIn,
    MemoryListOut,
    ProposeIn,
    ProposeOut,
    PurgeIn,
    PurgeOut,
    RejectIn,
    RememberIn,
    RememberOut,
    StandingIn,
    StandingOut,
    StatusChangeOut,
    SupersedeIn,
    SupersedeOut,
)
from memoryapp.domain.types import SupersessionKind
from memoryapp.models import ApiToken, Memory
from memoryapp.services.lifecycle import memory_archive, memory_restore, memory_set_standing
from memoryapp.services.propose import ProposeResult, memory_propose, memory_remember
from memoryapp.services.purge import memory_purge
from memoryapp.services.review import memory_confirm, memory_reject
from memoryapp.services.supersession import memory_supersede

router = Router(tags=["memories"])


def memory_out(memory: Memory) -> dict[str, Any]:
    return {
        "id": memory.id,
        "type": memory.type,
        "content": memory.content,
        "status": memory.status,
        "confidence": memory.confidence,
        "actor": memory.actor,
        "source": memory.source,
        "standing": memory.standing,
        "session_id": memory.session_id,
        "subject": memory.subject,
        "entities": [e.name for e in memory.entities.all()],
        "recorded_at": memory.recorded_at,
        "valid_from": memory.valid_from,
        "valid_to": memory.valid_to,
        "last_confirmed_at": memory.last_confirmed_at,
        "last_retrieved_at": memory.last_retrieved_at,
        "superseded_by": memory.superseded_by_id,
        "supersession_kind": memory.supersession_kind,
        "supersedes_on_confirm": memory.supersedes_on_confirm_id,
        "near_duplicate_of": memory.near_duplicate_of_id,
        "possible_conflict_of": memory.possible_conflict_of_id,
        "repeat_of": memory.repeat_of_id,
        "repeat_count": memory.repeat_count,
        "reasons": memory.review_note,
        "embedded": memory.embedding_model != "",
    }


def proposed_out(result: ProposeResult) -> Status[dict[str, Any]]:
    if result.duplicate_of is not None:
        return Status(200, {"status": "duplicate", "duplicate_of": result.duplicate_of.id})
    memory = result.memory
    reasons = [{"code": r.code, "detail": r.detail} for r in result.decision.reasons]
    if result.folded:
        # Said again of a pending card: no new card, the card counts it.
        return Status(
            200,
            {
                "status": "pending",
                "repeat_of": memory.id,
                "id": memory.id,
                "repeat_count": memory.repeat_count,
                "reasons": reasons,
            },
        )
    return Status(
        201,
        {
            "id": memory.id,
            "status": memory.status,
            "reasons": reasons,
            "near_duplicate_of": memory.near_duplicate_of_id,
            "possible_conflict_of": memory.possible_conflict_of_id,
            "repeat_of": result.repeat_of,
        },
    )


PROPOSE_RESPONSES: dict[int, type[Schema]] = {201: ProposeOut, 200: AnsweredOut}
REMEMBER_RESPONSES: dict[int, type[Schema]] = {201: RememberOut, 200: AnsweredOut}
GET_MEMORY_RESPONSES: dict[int, type[Schema]] = {200: MemoryDetailOut}
SUPERSEDE_RESPONSES: dict[int, type[Schema]] = {201: SupersedeOut}
STATUS_CHANGE_RESPONSES: dict[int, type[Schema]] = {200: StatusChangeOut}


def propose_as(token: ApiToken, payload: ProposeIn) -> Status[dict[str, Any]]:
    result = memory_propose(
        project=token.project,
        type=payload.type,
        content=payload.content,
        confidence=payload.confidence,
        actor=actor_for(token),
        actor_label=actor_label(token),
        token_id=token.id,
        entities=payload.entities,
        source=payload.source.model_dump() if payload.source else None,
        session_id=payload.session_id or "",
        valid_from=payload.valid_from,
        valid_to=payload.valid_to,
        supersedes=payload.supersedes,
        subject=payload.subject,
    )
    return proposed_out(result)


@router.post(
    "/memories",
    response=PROPOSE_RESPONSES,
    summary="Propose a memory (the promotion policy decides pending or active)",
)
def propose(request: HttpRequest, payload: ProposeIn) -> Status[dict[str, Any]]:
    return propose_as(token_of(request), payload)


def remember_as(token: ApiToken, payload: RememberIn) -> Status[dict[str, Any]]:
    result = memory_remember(
        project=token.project,
        content=payload.content,
        type=payload.type,
        entities=payload.entities,
        session_id=payload.session_id or "",
        actor_label=actor_label(token),
        token_id=token.id,
        relayed_by_agent=token.role != ApiToken.Role.OWNER,
        subject=payload.subject,
    )
    return proposed_out(result)


@router.post(
    "/remember",
    response=REMEMBER_RESPONSES,
    summary="Store what the user explicitly asked to remember (active at once)",
)
def remember(request: HttpRequest, payload: RememberIn) -> Status[dict[str, Any]]:
    return remember_as(token_of(request), payload)


@router.get("/memories", response=MemoryListOut, summary="List chain heads")
def list_memories(request: HttpRequest, filters: Query[MemoryListIn]) -> dict[str, Any]:
    token = token_of(request)
    page = selectors.memory_head_page(
        project=token.project,
        status=filters.status,
        type=filters.type,
        q=filters.q,
        cursor=filters.cursor,
        limit=filters.limit,
    )
    return {"items": [memory_out(m) for m in page.items], "next_cursor": page.next_cursor}


def get_memory_as(token: ApiToken, memory_id: uuid.UUID) -> dict[str, Any]:
    memory = selectors.memory_get(project=token.project, memory_id=memory_id)
    chain = selectors.memory_chain(project_id=token.project.id, memory_id=memory_id)
    return {**memory_out(memory), "head": chain.head, "chain": list(chain.history)}


@router.get(
    "/memories/{memory_id}", response=GET_MEMORY_RESPONSES, summary="A memory and its chain"
)
def get_memory(request: HttpRequest, memory_id: uuid.UUID) -> dict[str, Any]:
    return get_memory_as(token_of(request), memory_id)


def supersede_as(
    token: ApiToken, memory_id: uuid.UUID, payload: SupersedeIn
) -> Status[dict[str, Any]]:
    memory = memory_supersede(
        project=token.project,
        memory_id=memory_id,
        content=payload.content,
        kind=SupersessionKind(payload.kind),
        type=payload.type,
        actor=actor_for(token),
        actor_label=actor_label(token),
        token_id=token.id,
        confidence=payload.confidence,
        entities=payload.entities,
        valid_from=payload.valid_from,
        subject=payload.subject,
    )
    return Status(
        201,
        {
            "id": memory.id,
            "status": memory.status,
            "reasons": memory.review_note,
            "supersedes": memory_id,
            "near_duplicate_of": memory.near_duplicate_of_id,
            "possible_conflict_of": memory.possible_conflict_of_id,
        },
    )


@router.post(
    "/memories/{memory_id}/supersede",
    response=SUPERSEDE_RESPONSES,
    summary="Replace a head (owner: at once; agent: a pending correction)",
)
def supersede(
    request: HttpRequest, memory_id: uuid.UUID, payload: SupersedeIn
) -> Status[dict[str, Any]]:
    return supersede_as(token_of(request), memory_id, payload)


def status_out(memory: Memory) -> dict[str, Any]:
    head = selectors.memory_head_id(project_id=memory.project_id, memory_id=memory.id)
    return {"id": memory.id, "status": memory.status, "head": head}


def confirm_as(token: ApiToken, memory_id: uuid.UUID) -> dict[str, Any]:
    owner = ensure_owner(token)
    memory = memory_confirm(
        project=owner.project, memory_id=memory_id, actor_label=actor_label(owner)
    )
    return status_out(memory)


def reject_as(token: ApiToken, memory_id: uuid.UUID, payload: RejectIn | None) -> dict[str, Any]:
    owner = ensure_owner(token)
    memory = memory_reject(
        project=owner.project,
        memory_id=memory_id,
        actor_label=actor_label(owner),
        note=payload.note if payload else "",
    )
    return status_out(memory)


def archive_as(token: ApiToken, memory_id: uuid.UUID) -> dict[str, Any]:
    owner = ensure_owner(token)
    memory = memory_archive(
        project=owner.project, memory_id=memory_id, actor_label=actor_label(owner)
    )
    return status_out(memory)


def restore_as(token: ApiToken, memory_id: uuid.UUID) -> dict[str, Any]:
    owner = ensure_owner(token)
    memory = memory_restore(
        project=owner.project, memory_id=memory_id, actor_label=actor_label(owner)
    )
    return status_out(memory)


@router.post(
    "/memories/{memory_id}/confirm", response=STATUS_CHANGE_RESPONSES, summary="Owner: confirm"
)
def confirm(request: HttpRequest, memory_id: uuid.UUID) -> dict[str, Any]:
    return confirm_as(token_of(request), memory_id)


@router.post(
    "/memories/{memory_id}/reject", response=STATUS_CHANGE_RESPONSES, summary="Owner: reject"
)
def reject(
    request: HttpRequest, memory_id: uuid.UUID, payload: RejectIn | None = None
) -> dict[str, Any]:
    return reject_as(token_of(request), memory_id, payload)


@router.post(
    "/memories/{memory_id}/archive", response=STATUS_CHANGE_RESPONSES, summary="Owner: archive"
)
def archive(request: HttpRequest, memory_id: uuid.UUID) -> dict[str, Any]:
    return archive_as(token_of(request), memory_id)


@router.post(
    "/memories/{memory_id}/restore", response=STATUS_CHANGE_RESPONSES, summary="Owner: restore"
)
def restore(request: HttpRequest, memory_id: uuid.UUID) -> dict[str, Any]:
    return restore_as(token_of(request), memory_id)


@router.post(
    "/memories/{memory_id}/standing",
    response=StandingOut,
    summary="Owner: set whether a memory may steer actions (trusted) or only inform (untrusted)",
)
def set_standing(request: HttpRequest, memory_id: uuid.UUID, payload: StandingIn) -> dict[str, Any]:
    token = require_owner(request)
    memory = memory_set_standing(
        project=token.project,
        memory_id=memory_id,
        standing=payload.standing,
        actor_label=actor_label(token),
    )
    return {"id": memory.id, "standing": memory.standing}


@router.post(
    "/memories/{memory_id}/purge",
    response=PurgeOut,
    summary="Owner: delete a memory's whole chain, leaving content-free tombstones",
)
def purge(
    request: HttpRequest, memory_id: uuid.UUID, payload: PurgeIn | None = None
) -> dict[str, Any]:
    token = require_owner(request)
    purged = memory_purge(
        project=token.project,
        memory_id=memory_id,
        actor_label=actor_label(token),
        reason=payload.reason if payload else "",
    )
    return {"purged": purged}
