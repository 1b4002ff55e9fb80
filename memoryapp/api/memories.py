"""Memory routes of the agent API: each parses, calls one operation (:mod:`memoryapp.operations`)
or, for the API-only owner controls, one service, and renders its output model."""

from __future__ import annotations

import uuid

from django.http import HttpRequest
from ninja import Query, Router, Status

from memoryapp.api.auth import require_owner, token_of
from memoryapp.api.schemas import PurgeIn, PurgeOut, StandingIn, StandingOut
from memoryapp.operations import memories as operations
from memoryapp.operations.memories import (
    GET_MEMORY_RESPONSES,
    PROPOSE_RESPONSES,
    REMEMBER_RESPONSES,
    STATUS_CHANGE_RESPONSES,
    SUPERSEDE_RESPONSES,
)
from memoryapp.operations.roles import actor_label
from memoryapp.operations.schemas import (
    AnsweredOut,
    MemoryDetailOut,
    MemoryListIn,
    MemoryListOut,
    ProposeIn,
    ProposeOut,
    RejectIn,
    RememberIn,
    RememberOut,
    StatusChangeOut,
    SupersedeIn,
    SupersedeOut,
)
from memoryapp.services.lifecycle import memory_set_standing
from memoryapp.services.purge import memory_purge

router = Router(tags=["memories"])


@router.post(
    "/memories",
    response=PROPOSE_RESPONSES,
    summary="Propose a memory (the promotion policy decides pending or active)",
)
def propose(request: HttpRequest, payload: ProposeIn) -> Status[ProposeOut | AnsweredOut]:
    return operations.propose(token_of(request), payload)


@router.post(
    "/remember",
    response=REMEMBER_RESPONSES,
    summary="Store what the user explicitly asked to remember (active at once)",
)
def remember(request: HttpRequest, payload: RememberIn) -> Status[RememberOut | AnsweredOut]:
    return operations.remember(token_of(request), payload)


@router.get("/memories", response=MemoryListOut, summary="List chain heads")
def list_memories(request: HttpRequest, filters: Query[MemoryListIn]) -> MemoryListOut:
    return operations.list_memories(token_of(request), filters)


@router.get(
    "/memories/{memory_id}", response=GET_MEMORY_RESPONSES, summary="A memory and its chain"
)
def get_memory(request: HttpRequest, memory_id: uuid.UUID) -> MemoryDetailOut:
    return operations.get_memory(token_of(request), memory_id)


@router.post(
    "/memories/{memory_id}/supersede",
    response=SUPERSEDE_RESPONSES,
    summary="Replace a head (owner: at once; agent: a pending correction)",
)
def supersede(
    request: HttpRequest, memory_id: uuid.UUID, payload: SupersedeIn
) -> Status[SupersedeOut]:
    return operations.supersede(token_of(request), memory_id, payload)


@router.post(
    "/memories/{memory_id}/confirm",
    response=STATUS_CHANGE_RESPONSES,
    summary="Owner: confirm",
)
def confirm(request: HttpRequest, memory_id: uuid.UUID) -> StatusChangeOut:
    return operations.confirm(token_of(request), memory_id)


@router.post(
    "/memories/{memory_id}/reject", response=STATUS_CHANGE_RESPONSES, summary="Owner: reject"
)
def reject(
    request: HttpRequest, memory_id: uuid.UUID, payload: RejectIn | None = None
) -> StatusChangeOut:
    return operations.reject(token_of(request), memory_id, payload)


@router.post(
    "/memories/{memory_id}/archive",
    response=STATUS_CHANGE_RESPONSES,
    summary="Owner: archive",
)
def archive(request: HttpRequest, memory_id: uuid.UUID) -> StatusChangeOut:
    return operations.archive(token_of(request), memory_id)


@router.post(
    "/memories/{memory_id}/restore",
    response=STATUS_CHANGE_RESPONSES,
    summary="Owner: restore",
)
def restore(request: HttpRequest, memory_id: uuid.UUID) -> StatusChangeOut:
    return operations.restore(token_of(request), memory_id)


@router.post(
    "/memories/{memory_id}/standing",
    response=StandingOut,
    summary="Owner: set whether a memory may steer actions (trusted) or only inform (untrusted)",
)
def set_standing(request: HttpRequest, memory_id: uuid.UUID, payload: StandingIn) -> StandingOut:
    token = require_owner(request)
    memory = memory_set_standing(
        project=token.project,
        memory_id=memory_id,
        standing=payload.standing,
        actor_label=actor_label(token),
    )
    return StandingOut(id=memory.id, standing=memory.standing)


@router.post(
    "/memories/{memory_id}/purge",
    response=PurgeOut,
    summary="Owner: delete a memory's whole chain, leaving content-free tombstones",
)
def purge(request: HttpRequest, memory_id: uuid.UUID, payload: PurgeIn | None = None) -> PurgeOut:
    token = require_owner(request)
    purged = memory_purge(
        project=token.project,
        memory_id=memory_id,
        actor_label=actor_label(token),
        reason=payload.reason if payload else "",
    )
    return PurgeOut(purged=[uuid.UUID(memory_id) for memory_id in purged])
