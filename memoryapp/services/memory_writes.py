"""The row-level steps every memory service is built from: lock, check, then write.

``memory_lock`` and the ``check_*`` functions come first in a service and raise the classified
error (NotFound, Conflict); the ``do_*`` writers come after, assume validated input (see
:mod:`memoryapp.services.checks`) and each says which row lock its caller must hold. Every
``do_*`` writes its audit event itself, inside the caller's transaction.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from django.conf import settings
from django.utils import timezone

from memoryapp.domain.audit import REVIEW_EDITED, supersession_reason
from memoryapp.domain.policy import Reason
from memoryapp.domain.types import (
    Actor,
    EventKind,
    MemoryStatus,
    MemoryType,
    Standing,
    SupersessionKind,
    check_transition,
    derived_standing,
    initial_standing,
)
from memoryapp.errors import Conflict, NotFound
from memoryapp.models import Memory, MemoryEntity, Project
from memoryapp.selectors import memories as memory_selectors
from memoryapp.services.audit import event_record
from memoryapp.services.checks import check_session
from memoryapp.services.embeddings import embedding_enqueue
from memoryapp.services.entities import entity_ensure_many

# --- locks and checks -------------------------------------------------------------------


def memory_lock(project: Project, memory_id: uuid.UUID | str) -> Memory:
    """The project's memory ``memory_id``, its row locked FOR UPDATE; NotFound otherwise."""
    try:
        return Memory.objects.select_for_update().get(project=project, id=memory_id)
    except (Memory.DoesNotExist, ValueError):
        raise NotFound("memory not found", details={"id": str(memory_id)}) from None


def require_head(memory: Memory) -> None:
    """Conflict unless ``memory`` is the head of its chain (naming the head to act on)."""
    if memory.superseded_by_id is not None:
        head = memory_selectors.memory_head_id(project_id=memory.project_id, memory_id=memory.id)
        raise Conflict(
            "this memory has been superseded; act on the head of its chain",
            details={"id": str(memory.id), "head": str(head)},
        )


def require_move(memory: Memory, target: MemoryStatus) -> MemoryStatus:
    """The memory's current status, if it may become ``target``; Conflict otherwise."""
    current = MemoryStatus(memory.status)
    decision = check_transition(current, target)
    if not decision.allowed:
        raise Conflict(
            f"a {current.value} memory cannot become {target.value}",
            details={"id": str(memory.id), "status": current.value, "reason": decision.reason},
        )
    return current


def require_pending(memory: Memory, action: str) -> None:
    """Conflict unless ``memory`` is pending (``action``: what the caller is about to do)."""
    if memory.status != MemoryStatus.PENDING:
        raise Conflict(
            f"only pending memories can be {action}",
            details={"id": str(memory.id), "status": memory.status},
        )


def repeats_settled(card: Memory) -> dict[str, int]:
    """The event data saying that the owner's decision on ``card`` (confirm, edit, reject)
    settled the repeats folded into it (:mod:`memoryapp.services.repeats`)."""
    return {"repeats_settled": card.repeat_count}


# --- writers ----------------------------------------------------------------------------


def do_status_move(
    memory: Memory,
    *,
    target: MemoryStatus,
    event: EventKind,
    actor: Actor | str,
    actor_label: str,
    reasons: Sequence[Reason | str],
    data: Mapping[str, Any] | None = None,
    at: datetime | None = None,
    also_saved: Sequence[str] = (),
) -> None:
    """Set the status, save it (with the fields named in ``also_saved``) and record ``event``
    with ``{"from", "to"}`` and ``data``.

    The caller must hold the memory row FOR UPDATE and must have checked the move
    (:func:`require_move`) where the move is not the engine's own (an expiry or a sweep).
    """
    previous = memory.status
    memory.status = target.value
    memory.save(update_fields=["status", *also_saved])
    event_record(
        project_id=memory.project_id,
        memory_id=memory.id,
        kind=event,
        actor=actor,
        actor_label=actor_label,
        reasons=reasons,
        data={"from": previous, "to": target.value, **(data or {})},
        at=at,
    )


@dataclass(frozen=True)
class NewMemory:
    """A memory about to be inserted: whose it is, what it says, where it stands, who wrote it
    and what it is linked to. :func:`do_insert` adds the time."""

    project: Project
    memory_type: MemoryType
    content: str
    status: MemoryStatus
    actor: Actor
    actor_label: str
    confidence: float | None
    source: dict[str, Any]
    standing: Standing
    session_id: str
    valid_from: datetime | None
    valid_to: datetime | None
    entities: Iterable[str]
    review_note: list[dict[str, str]] = field(default_factory=list)
    subject: str = ""
    supersession_kind: SupersessionKind | None = None
    supersedes_on_confirm: Memory | None = None
    near_duplicate_of: Memory | uuid.UUID | str | None = None
    possible_conflict_of: uuid.UUID | str | None = None
    embedding: list[float] | None = None
    token_id: int | None = None
    repeat_of: uuid.UUID | None = None


def do_insert(*, new: NewMemory, now: datetime) -> Memory:
    """Insert ``new``, recorded ``now``, with its entity links; queue its embedding when it
    carries none.

    A new row needs no lock; the caller holds the locks on any row it links it to
    (``supersedes_on_confirm``, ``near_duplicate_of``) and records the ``created`` event.
    """
    near_duplicate_of = new.near_duplicate_of
    memory = Memory.objects.create(
        project=new.project,
        token_id=new.token_id,
        type=new.memory_type.value,
        content=new.content,
        status=new.status.value,
        confidence=new.confidence,
        actor=new.actor.value,
        actor_label=new.actor_label,
        source=new.source,
        standing=new.standing.value,
        session_id=new.session_id,
        subject=new.subject,
        recorded_at=now,
        valid_from=new.valid_from,
        valid_to=new.valid_to,
        last_confirmed_at=now if new.status is MemoryStatus.ACTIVE else None,
        review_note=new.review_note,
        supersession_kind=new.supersession_kind.value if new.supersession_kind else None,
        supersedes_on_confirm=new.supersedes_on_confirm,
        near_duplicate_of_id=_as_uuid(
            near_duplicate_of.id if isinstance(near_duplicate_of, Memory) else near_duplicate_of
        ),
        possible_conflict_of_id=_as_uuid(new.possible_conflict_of),
        repeat_of_id=new.repeat_of,
        embedding=new.embedding,
        embedding_model=settings.MEMORY_EMBEDDINGS_MODEL if new.embedding is not None else "",
    )
    linked = entity_ensure_many(project=new.project, names=new.entities)
    MemoryEntity.objects.bulk_create([MemoryEntity(memory=memory, entity=e) for e in linked])
    if new.embedding is None:
        embedding_enqueue([memory.id])
    return memory


def _as_uuid(value: uuid.UUID | str | None) -> uuid.UUID | None:
    return None if value is None else uuid.UUID(str(value))


def do_link(
    *,
    predecessor: Memory,
    successor: Memory,
    kind: SupersessionKind,
    actor: Actor,
    actor_label: str,
    at: datetime,
) -> None:
    """Point ``predecessor`` at ``successor`` and record ``superseded``.

    The caller must hold ``predecessor``'s row FOR UPDATE and have checked it is a head.
    """
    predecessor.superseded_by = successor
    predecessor.save(update_fields=["superseded_by"])
    event_record(
        project_id=predecessor.project_id,
        memory_id=predecessor.id,
        kind=EventKind.SUPERSEDED,
        actor=actor,
        actor_label=actor_label,
        reasons=[supersession_reason(kind)],
        data={"successor": str(successor.id), "kind": kind.value},
        at=at,
    )


def do_supersede(
    *,
    target: Memory,
    content: str,
    memory_type: MemoryType,
    kind: SupersessionKind,
    actor: Actor,
    actor_label: str,
    confidence: float | None,
    source: dict[str, Any] | None,
    entities: Sequence[str] | None,
    valid_from: datetime | None,
    valid_to: datetime | None,
    reasons: Sequence[Reason | str] = (),
    token_id: int | None = None,
    subject: str | None = None,
    now: datetime | None = None,
) -> Memory:
    """Insert an active successor of the head ``target`` and link it (recorded ``now``, by
    default the present); it keeps ``target``'s subject unless given one.

    The caller must hold ``target``'s row FOR UPDATE and have checked it is a head that may be
    superseded; if ``target`` is a pending correction, this locks the row it was aimed at
    FOR UPDATE too. Superseding a pending proposal is the owner's edit: the proposal becomes
    rejected and superseded, so the audit shows both what was proposed and what was kept. If
    that proposal was itself a correction, the kept version takes over its pending supersession.
    """
    now = now or timezone.now()
    predecessors = _predecessors(target)
    source_json, standing = _provenance(target, source, predecessors)
    new = NewMemory(
        project=target.project,
        memory_type=memory_type,
        content=content,
        status=MemoryStatus.ACTIVE,
        actor=actor,
        actor_label=actor_label,
        confidence=confidence,
        source=source_json,
        standing=standing,
        session_id=check_session(memory_type, target.session_id),
        valid_from=valid_from,
        valid_to=valid_to,
        entities=memory_selectors.memory_entity_names(memory=target)
        if entities is None
        else entities,
        subject=target.subject if subject is None else subject,
        supersession_kind=kind,
        token_id=token_id,
    )
    return _insert_successor(target, predecessors, new, kind=kind, reasons=reasons, now=now)


def _predecessors(target: Memory) -> list[Memory]:
    """``target`` and, for a pending correction, the head it was aimed at (locked FOR UPDATE)."""
    predecessors = [target]
    if target.status == MemoryStatus.PENDING and target.supersedes_on_confirm_id is not None:
        original = memory_lock(target.project, target.supersedes_on_confirm_id)
        require_head(original)
        predecessors.append(original)
    return predecessors


def _provenance(
    target: Memory, source: dict[str, Any] | None, predecessors: Sequence[Memory]
) -> tuple[dict[str, Any], Standing]:
    """The successor's source and standing: provenance carries over unless the caller names a
    new one; standing never rises above any predecessor's."""
    source_json = source if source is not None else dict(target.source)
    standing = derived_standing(
        [initial_standing(source_json["kind"]), *(Standing(p.standing) for p in predecessors)]
    )
    return source_json, standing


def _insert_successor(
    target: Memory,
    predecessors: Sequence[Memory],
    new: NewMemory,
    *,
    kind: SupersessionKind,
    reasons: Sequence[Reason | str],
    now: datetime,
) -> Memory:
    """Insert ``new`` with its ``created`` event, settle an edited proposal, link each
    predecessor to it."""
    actor, actor_label = new.actor, new.actor_label
    successor = do_insert(new=new, now=now)
    event_record(
        project_id=target.project_id,
        memory_id=successor.id,
        kind=EventKind.CREATED,
        actor=actor,
        actor_label=actor_label,
        reasons=[*reasons, supersession_reason(kind)],
        data={
            "status": MemoryStatus.ACTIVE.value,
            "type": new.memory_type.value,
            "supersedes": [str(p.id) for p in predecessors],
            "kind": kind.value,
        },
        at=now,
    )
    if target.status == MemoryStatus.PENDING:
        _reject_edited(target, kept=successor, actor=actor, actor_label=actor_label, now=now)
    for predecessor in predecessors:
        do_link(
            predecessor=predecessor,
            successor=successor,
            kind=kind,
            actor=actor,
            actor_label=actor_label,
            at=now,
        )
    return successor


def _reject_edited(
    target: Memory, *, kept: Memory, actor: Actor, actor_label: str, now: datetime
) -> None:
    """The pending proposal ``target`` the owner edited into ``kept`` becomes rejected."""
    require_move(target, MemoryStatus.REJECTED)
    do_status_move(
        target,
        target=MemoryStatus.REJECTED,
        event=EventKind.REJECTED,
        actor=actor,
        actor_label=actor_label,
        reasons=[REVIEW_EDITED],
        data={"kept": str(kept.id), **repeats_settled(target)},
        at=now,
    )
