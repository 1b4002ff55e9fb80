"""Memory operations: propose, remember, list, get, supersede, and the owner's status moves."""

from __future__ import annotations

import uuid
from typing import Any

from ninja import Schema, Status

from memoryapp.domain.relay import remember_relay
from memoryapp.domain.types import SupersessionKind
from memoryapp.models import ApiToken, Memory
from memoryapp.operations.roles import actor_for, actor_label, ensure_owner
from memoryapp.operations.schemas import (
    AnsweredOut,
    MemoryDetailOut,
    MemoryListIn,
    MemoryListOut,
    MemoryOut,
    ProposeIn,
    ProposeOut,
    ReasonOut,
    RejectIn,
    RememberIn,
    RememberOut,
    StatusChangeOut,
    SupersedeIn,
    SupersedeOut,
)
from memoryapp.selectors import memories as memory_selectors
from memoryapp.services.lifecycle import memory_archive, memory_restore
from memoryapp.services.propose import ProposeResult, memory_propose, memory_remember
from memoryapp.services.review import memory_confirm, memory_reject
from memoryapp.services.supersession import memory_supersede

# The output models of each operation by the status it answers with (the API's responses, the
# MCP tools' output schemas).
PROPOSE_RESPONSES: dict[int, type[Schema]] = {201: ProposeOut, 200: AnsweredOut}
REMEMBER_RESPONSES: dict[int, type[Schema]] = {201: RememberOut, 200: AnsweredOut}
GET_MEMORY_RESPONSES: dict[int, type[Schema]] = {200: MemoryDetailOut}
SUPERSEDE_RESPONSES: dict[int, type[Schema]] = {201: SupersedeOut}
STATUS_CHANGE_RESPONSES: dict[int, type[Schema]] = {200: StatusChangeOut}


def memory_out[M: MemoryOut](memory: Memory, schema: type[M], **extra: Any) -> M:
    """``memory`` as ``schema`` (MemoryOut, or one that adds ``extra`` fields to it)."""
    return schema(
        id=memory.id,
        type=memory.type,
        content=memory.content,
        status=memory.status,
        confidence=memory.confidence,
        actor=memory.actor,
        source=memory.source,
        standing=memory.standing,
        session_id=memory.session_id,
        subject=memory.subject,
        entities=[e.name for e in memory.entities.all()],
        recorded_at=memory.recorded_at,
        valid_from=memory.valid_from,
        valid_to=memory.valid_to,
        last_confirmed_at=memory.last_confirmed_at,
        last_retrieved_at=memory.last_retrieved_at,
        superseded_by=memory.superseded_by_id,
        supersession_kind=memory.supersession_kind,
        supersedes_on_confirm=memory.supersedes_on_confirm_id,
        near_duplicate_of=memory.near_duplicate_of_id,
        possible_conflict_of=memory.possible_conflict_of_id,
        repeat_of=memory.repeat_of_id,
        repeat_count=memory.repeat_count,
        reasons=memory.review_note,
        embedded=memory.embedding_model != "",
        **extra,
    )


def proposed_out[P: ProposeOut](result: ProposeResult, schema: type[P]) -> Status[P | AnsweredOut]:
    """201 with the new row as ``schema``, or 200: an active duplicate, or the pending card a
    repeat was folded into (no new card; the card counts it)."""
    if result.duplicate_of is not None:
        return Status(200, AnsweredOut(status="duplicate", duplicate_of=result.duplicate_of.id))
    memory = result.memory
    reasons = [ReasonOut(code=r.code, detail=r.detail) for r in result.decision.reasons]
    if result.folded:
        return Status(
            200,
            AnsweredOut(
                status="pending",
                repeat_of=memory.id,
                id=memory.id,
                repeat_count=memory.repeat_count,
                reasons=reasons,
            ),
        )
    return Status(
        201,
        schema(
            id=memory.id,
            status=memory.status,
            reasons=reasons,
            near_duplicate_of=memory.near_duplicate_of_id,
            possible_conflict_of=memory.possible_conflict_of_id,
            repeat_of=result.repeat_of,
        ),
    )


def propose(token: ApiToken, payload: ProposeIn) -> Status[ProposeOut | AnsweredOut]:
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
    return proposed_out(result, ProposeOut)


def remember(token: ApiToken, payload: RememberIn) -> Status[RememberOut | AnsweredOut]:
    result = memory_remember(
        project=token.project,
        content=payload.content,
        type=payload.type,
        entities=payload.entities,
        session_id=payload.session_id or "",
        actor_label=actor_label(token),
        token_id=token.id,
        relayed_by_agent=remember_relay(actor_for(token)).relayed_by_agent,
        subject=payload.subject,
    )
    return proposed_out(result, RememberOut)


def list_memories(token: ApiToken, filters: MemoryListIn) -> MemoryListOut:
    page = memory_selectors.memory_head_page(
        project=token.project,
        status=filters.status,
        type=filters.type,
        q=filters.q,
        cursor=filters.cursor,
        limit=filters.limit,
    )
    return MemoryListOut(
        items=[memory_out(m, MemoryOut) for m in page.items], next_cursor=page.next_cursor
    )


def get_memory(token: ApiToken, memory_id: uuid.UUID) -> MemoryDetailOut:
    memory = memory_selectors.memory_get(project=token.project, memory_id=memory_id)
    chain = memory_selectors.memory_chain(project_id=token.project.id, memory_id=memory_id)
    return memory_out(memory, MemoryDetailOut, head=chain.head, chain=list(chain.history))


def supersede(token: ApiToken, memory_id: uuid.UUID, payload: SupersedeIn) -> Status[SupersedeOut]:
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
        SupersedeOut(
            id=memory.id,
            status=memory.status,
            reasons=memory.review_note,
            supersedes=memory_id,
            near_duplicate_of=memory.near_duplicate_of_id,
            possible_conflict_of=memory.possible_conflict_of_id,
        ),
    )


def status_out(memory: Memory) -> StatusChangeOut:
    head = memory_selectors.memory_head_id(project_id=memory.project_id, memory_id=memory.id)
    return StatusChangeOut(id=memory.id, status=memory.status, head=uuid.UUID(head))


def confirm(token: ApiToken, memory_id: uuid.UUID) -> StatusChangeOut:
    owner = ensure_owner(token)
    memory = memory_confirm(
        project=owner.project, memory_id=memory_id, actor_label=actor_label(owner)
    )
    return status_out(memory)


def reject(token: ApiToken, memory_id: uuid.UUID, payload: RejectIn | None) -> StatusChangeOut:
    owner = ensure_owner(token)
    memory = memory_reject(
        project=owner.project,
        memory_id=memory_id,
        actor_label=actor_label(owner),
        note=payload.note if payload else "",
    )
    return status_out(memory)


def archive(token: ApiToken, memory_id: uuid.UUID) -> StatusChangeOut:
    owner = ensure_owner(token)
    memory = memory_archive(
        project=owner.project, memory_id=memory_id, actor_label=actor_label(owner)
    )
    return status_out(memory)


def restore(token: ApiToken, memory_id: uuid.UUID) -> StatusChangeOut:
    owner = ensure_owner(token)
    memory = memory_restore(
        project=owner.project, memory_id=memory_id, actor_label=actor_label(owner)
    )
    return status_out(memory)
