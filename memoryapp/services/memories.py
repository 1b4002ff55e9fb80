"""Services that write memories: the only code that inserts, links or moves Memory rows.

Each service is keyword-only and runs in one transaction: it locks the rows it changes
(``select_for_update``), asks ``memoryapp.domain`` to decide, persists, and writes the audit
event in the same transaction. Every lookup is scoped by project, so another project's id is
simply not found.
"""

from __future__ import annotations

import math
import uuid
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from django.conf import settings
from django.db import connection, transaction
from django.utils import timezone

from memoryapp import selectors
from memoryapp.domain.policy import PromotionDecision, Proposal, Reason, decide_promotion
from memoryapp.domain.types import (
    Actor,
    EventKind,
    MemoryStatus,
    MemoryType,
    SourceKind,
    Standing,
    SupersessionKind,
    check_transition,
    derived_standing,
    initial_standing,
)
from memoryapp.errors import Conflict, InvalidInput, NotFound
from memoryapp.models import (
    MAX_CONTENT_CHARS,
    CanonicalEvent,
    ContextTrace,
    Memory,
    MemoryEntity,
    Project,
)
from memoryapp.services.audit import event_record, reasons_json
from memoryapp.services.embeddings import embed_for_proposal, embedding_enqueue
from memoryapp.services.entities import entity_ensure_many
from memoryapp.domain.times import to_utc

# Actors whose writes are deliberate human acts: inserted active, never queued for review.
HUMAN_ACTORS = frozenset({Actor.OWNER, Actor.USER})


@dataclass(frozen=True)
class ProposeResult:
    memory: Memory
    decision: PromotionDecision
    # Set instead of inserting when the proposal repeats an active head (cosine >= 0.99).
    duplicate_of: Memory | None = None


# --- validation -------------------------------------------------------------------------


def _memory_type(value: MemoryType | str) -> MemoryType:
    try:
        return MemoryType(value)
    except ValueError:
        raise InvalidInput(
            f"unknown memory type {value!r}",
            details={"field": "type", "allowed": [t.value for t in MemoryType]},
        ) from None


def _content(value: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise InvalidInput("content must not be empty", details={"field": "content"})
    if len(value) > MAX_CONTENT_CHARS:
        raise InvalidInput(
            f"content is at most {MAX_CONTENT_CHARS} characters",
            details={"field": "content", "length": len(value)},
        )
    if "\x00" in value:
        raise InvalidInput("content must not contain NUL characters", details={"field": "content"})
    return value


def _confidence(value: float | None) -> float | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float) or math.isnan(value):
        raise InvalidInput("confidence must be a number", details={"field": "confidence"})
    if not 0.0 <= float(value) <= 1.0:
        raise InvalidInput("confidence must be within [0, 1]", details={"field": "confidence"})
    return float(value)


def _source(value: Mapping[str, Any] | None, default_kind: SourceKind) -> dict[str, Any]:
    if value is None:
        return {"kind": default_kind.value, "ref": None}
    kind = value.get("kind")
    try:
        SourceKind(str(kind))
    except ValueError:
        raise InvalidInput(
            f"unknown source kind {kind!r}",
            details={"field": "source.kind", "allowed": [k.value for k in SourceKind]},
        ) from None
    ref = value.get("ref")
    if ref is not None and (not isinstance(ref, str) or len(ref) > 2000):
        raise InvalidInput("source.ref must be a string of at most 2000 characters")
    unknown = set(value) - {"kind", "ref"}
    if unknown:
        raise InvalidInput(
            "source has unknown fields", details={"field": "source", "unknown": sorted(unknown)}
        )
    return {"kind": kind, "ref": ref}


def _validity(valid_from: datetime | None, valid_to: datetime | None) -> None:
    for name, value in (("valid_from", valid_from), ("valid_to", valid_to)):
        if value is not None:
            try:
                to_utc(value)
            except ValueError as error:
                raise InvalidInput(f"{name}: {error}", details={"field": name}) from None
    if valid_from and valid_to and valid_to < valid_from:
        raise InvalidInput("valid_to is before valid_from", details={"field": "valid_to"})


def _session(memory_type: MemoryType, session_id: str) -> str:
    session_id = (session_id or "").strip()
    if memory_type is MemoryType.WORKING and not session_id:
        raise InvalidInput("working memories need a session_id", details={"field": "session_id"})
    if len(session_id) > 200:
        raise InvalidInput("session_id is at most 200 characters", details={"field": "session_id"})
    return session_id


def _lock(project: Project, memory_id: uuid.UUID | str) -> Memory:
    try:
        return Memory.objects.select_for_update().get(project=project, id=memory_id)
    except (Memory.DoesNotExist, ValueError):
        raise NotFound("memory not found", details={"id": str(memory_id)}) from None


def _require_head(memory: Memory) -> None:
    if memory.superseded_by_id is not None:
        head = selectors.memory_head_id(project_id=memory.project_id, memory_id=memory.id)
        raise Conflict(
            "this memory has been superseded; act on the head of its chain",
            details={"id": str(memory.id), "head": str(head)},
        )


def _move(memory: Memory, target: MemoryStatus) -> MemoryStatus:
    current = MemoryStatus(memory.status)
    decision = check_transition(current, target)
    if not decision.allowed:
        raise Conflict(
            f"a {current.value} memory cannot become {target.value}",
            details={"id": str(memory.id), "status": current.value, "reason": decision.reason},
        )
    memory.status = target.value
    return current


def _link_entities(memory: Memory, names: Iterable[str]) -> None:
    entities = entity_ensure_many(project=memory.project, names=names)
    MemoryEntity.objects.bulk_create([MemoryEntity(memory=memory, entity=e) for e in entities])


def _insert(
    *,
    project: Project,
    memory_type: MemoryType,
    content: str,
    status: MemoryStatus,
    actor: Actor,
    actor_label: str,
    confidence: float | None,
    source: dict[str, Any],
    standing: Standing,
    session_id: str,
    valid_from: datetime | None,
    valid_to: datetime | None,
    review_note: list[dict[str, str]],
    entities: Iterable[str],
    supersession_kind: SupersessionKind | None = None,
    supersedes_on_confirm: Memory | None = None,
    near_duplicate_of: Memory | uuid.UUID | str | None = None,
    possible_conflict_of: uuid.UUID | str | None = None,
    embedding: list[float] | None = None,
    token_id: int | None = None,
    now: datetime,
) -> Memory:
    memory = Memory.objects.create(
        project=project,
        token_id=token_id,
        type=memory_type.value,
        content=content,
        status=status.value,
        confidence=confidence,
        actor=actor.value,
        actor_label=actor_label,
        source=source,
        standing=standing.value,
        session_id=session_id,
        recorded_at=now,
        valid_from=valid_from,
        valid_to=valid_to,
        last_confirmed_at=now if status is MemoryStatus.ACTIVE else None,
        review_note=review_note,
        supersession_kind=supersession_kind.value if supersession_kind else None,
        supersedes_on_confirm=supersedes_on_confirm,
        near_duplicate_of_id=_as_uuid(
            near_duplicate_of.id if isinstance(near_duplicate_of, Memory) else near_duplicate_of
        ),
        possible_conflict_of_id=_as_uuid(possible_conflict_of),
        embedding=embedding,
        embedding_model=settings.MEMORY_EMBEDDINGS_MODEL if embedding is not None else "",
    )
    _link_entities(memory, entities)
    if embedding is None:
        embedding_enqueue([memory.id])
    return memory


def _as_uuid(value: uuid.UUID | str | None) -> uuid.UUID | None:
    return None if value is None else uuid.UUID(str(value))


def _entity_names(memory: Memory) -> list[str]:
    return [e.name for e in memory.entities.order_by("memoryentity__id")]


# --- proposing and remembering ----------------------------------------------------------


@transaction.atomic
def memory_propose(
    *,
    project: Project,
    type: MemoryType | str,
    content: str,
    confidence: float | None = None,
    actor: Actor = Actor.AGENT,
    actor_label: str = "",
    entities: Sequence[str] = (),
    source: Mapping[str, Any] | None = None,
    session_id: str = "",
    valid_from: datetime | None = None,
    valid_to: datetime | None = None,
    supersedes: uuid.UUID | str | None = None,
    kind: SupersessionKind = SupersessionKind.UPDATE,
    near_duplicate_of: uuid.UUID | str | None = None,
    relayed_by_agent: bool = False,
    token_id: int | None = None,
) -> ProposeResult:
    """An agent's or extractor's proposal: the promotion policy decides pending or active.

    With ``supersedes`` the proposal is a correction of an existing head; it always waits for
    the owner and links itself into the chain only when confirmed (:func:`memory_confirm`).
    ``relayed_by_agent``: a user's explicit request that came through an agent's token (see
    :mod:`memoryapp.domain.policy`).
    """
    memory_type = _memory_type(type)
    content = _content(content)
    confidence = _confidence(confidence)
    source_json = _source(source, SourceKind.CONVERSATION)
    session_id = _session(memory_type, session_id)
    _validity(valid_from, valid_to)
    if kind is SupersessionKind.MERGE:
        raise InvalidInput("merges are made with memory_merge", details={"field": "kind"})

    decision = decide_promotion(
        Proposal(
            type=memory_type,
            content=content,
            confidence=confidence,
            actor=actor,
            relayed_by_agent=relayed_by_agent,
        )
    )
    status, reasons = decision.status, list(decision.reasons)
    standing = initial_standing(source_json["kind"])
    target = None
    if supersedes is not None:
        target = _lock(project, supersedes)
        _require_head(target)
        if target.status in (MemoryStatus.PENDING, MemoryStatus.REJECTED):
            raise Conflict(
                f"a {target.status} memory cannot be superseded",
                details={"id": str(target.id), "status": target.status},
            )
        standing = derived_standing([standing, Standing(target.standing)])
        if actor not in HUMAN_ACTORS:
            status = MemoryStatus.PENDING
            reasons.append(
                Reason("policy.agent_supersession", "an agent's change to an existing memory")
            )
    duplicate = None
    if near_duplicate_of is not None:
        duplicate = _lock(project, near_duplicate_of)
        reasons.append(Reason("dedup.near_duplicate", f"close to {duplicate.id}"))
    proposal_vector = embed_for_proposal(
        project_id=project.id, content=content, memory_type=memory_type
    )
    similar = proposal_vector.decision
    if similar is not None:
        reasons.extend(similar.reasons)
    decision = PromotionDecision(
        status=status, reasons=tuple(reasons), credential=decision.credential
    )
    duplicate_head = similar.duplicate_of if similar is not None else None
    if duplicate_head is not None and target is None:
        # Said before: answer with the existing head and store nothing.
        existing = Memory.objects.get(project=project, id=duplicate_head)
        return ProposeResult(memory=existing, decision=decision, duplicate_of=existing)
    # A change to a head is never answered as a duplicate: a correction is usually close to its
    # own target ("PostgreSQL 15." -> "PostgreSQL 16."). Close to another head, it is kept and
    # marked as near that head for the owner.
    near_head = None if target is not None and duplicate_head == str(target.id) else duplicate_head
    if target is not None and actor in HUMAN_ACTORS:
        # A human's explicit change is applied at once: the same path as the owner's edit.
        memory = _supersede_now(
            target=target,
            content=content,
            memory_type=memory_type,
            kind=kind,
            actor=actor,
            actor_label=actor_label,
            confidence=confidence,
            source=source_json,
            entities=entities,
            valid_from=valid_from,
            valid_to=valid_to,
            reasons=reasons,
            token_id=token_id,
        )
        return ProposeResult(memory=memory, decision=decision)

    now = timezone.now()
    memory = _insert(
        project=project,
        memory_type=memory_type,
        content=content,
        status=status,
        actor=actor,
        actor_label=actor_label,
        confidence=confidence,
        source=source_json,
        standing=standing,
        session_id=session_id,
        valid_from=valid_from,
        valid_to=valid_to,
        review_note=reasons_json(reasons) if status is MemoryStatus.PENDING else [],
        entities=entities,
        supersession_kind=kind if target is not None else None,
        supersedes_on_confirm=target,
        near_duplicate_of=duplicate
        or near_head
        or (similar.near_duplicate_of if similar else None),
        possible_conflict_of=similar.possible_conflict_of if similar else None,
        embedding=proposal_vector.vector,
        token_id=token_id,
        now=now,
    )
    event_record(
        project_id=project.id,
        memory_id=memory.id,
        kind=EventKind.CREATED,
        actor=actor,
        actor_label=actor_label,
        reasons=reasons,
        data={
            "status": status.value,
            "type": memory_type.value,
            "supersedes_on_confirm": str(target.id) if target else None,
        },
        at=now,
    )
    return ProposeResult(memory=memory, decision=decision)


def memory_remember(
    *,
    project: Project,
    content: str,
    type: MemoryType | str = MemoryType.SEMANTIC,
    entities: Sequence[str] = (),
    actor_label: str = "",
    session_id: str = "",
    valid_from: datetime | None = None,
    relayed_by_agent: bool = True,
    token_id: int | None = None,
) -> ProposeResult:
    """The explicit user path ("remember this"): active at once, actor user.

    Relayed by an agent unless the caller knows the owner sent it (an owner's token): then
    directive or credential content waits for the owner (``policy.remember_needs_owner``).
    """
    return memory_propose(
        project=project,
        type=type,
        content=content,
        actor=Actor.USER,
        actor_label=actor_label,
        entities=entities,
        session_id=session_id,
        valid_from=valid_from,
        relayed_by_agent=relayed_by_agent,
        token_id=token_id,
    )


# --- the owner's review -----------------------------------------------------------------


@transaction.atomic
def memory_confirm(
    *, project: Project, memory_id: uuid.UUID | str, actor_label: str = ""
) -> Memory:
    """Promote a pending proposal; a pending correction now supersedes its target."""
    memory = _lock(project, memory_id)
    if memory.status != MemoryStatus.PENDING:
        raise Conflict(
            "only pending memories can be confirmed",
            details={"id": str(memory.id), "status": memory.status},
        )
    now = timezone.now()
    target = None
    if memory.supersedes_on_confirm_id is not None:
        target = _lock(project, memory.supersedes_on_confirm_id)
        _require_head(target)
    _move(memory, MemoryStatus.ACTIVE)
    memory.last_confirmed_at = now
    memory.save(update_fields=["status", "last_confirmed_at"])
    event_record(
        project_id=project.id,
        memory_id=memory.id,
        kind=EventKind.PROMOTED,
        actor=Actor.OWNER,
        actor_label=actor_label,
        reasons=["review.confirmed"],
        data={"from": MemoryStatus.PENDING.value, "to": MemoryStatus.ACTIVE.value},
        at=now,
    )
    if target is not None:
        _link(
            predecessor=target,
            successor=memory,
            kind=SupersessionKind(memory.supersession_kind or SupersessionKind.UPDATE),
            actor=Actor.OWNER,
            actor_label=actor_label,
            at=now,
        )
    return memory


@transaction.atomic
def memory_reject(
    *, project: Project, memory_id: uuid.UUID | str, actor_label: str = "", note: str = ""
) -> Memory:
    memory = _lock(project, memory_id)
    if memory.status != MemoryStatus.PENDING:
        raise Conflict(
            "only pending memories can be rejected",
            details={"id": str(memory.id), "status": memory.status},
        )
    _move(memory, MemoryStatus.REJECTED)
    memory.save(update_fields=["status"])
    event_record(
        project_id=project.id,
        memory_id=memory.id,
        kind=EventKind.REJECTED,
        actor=Actor.OWNER,
        actor_label=actor_label,
        reasons=["review.rejected"],
        data={
            "from": MemoryStatus.PENDING.value,
            "to": MemoryStatus.REJECTED.value,
            "note": note[:500],
        },
    )
    return memory


def _link(
    *,
    predecessor: Memory,
    successor: Memory,
    kind: SupersessionKind,
    actor: Actor,
    actor_label: str,
    at: datetime,
) -> None:
    """Point ``predecessor`` at ``successor``; the caller holds the lock on ``predecessor``."""
    predecessor.superseded_by = successor
    predecessor.save(update_fields=["superseded_by"])
    event_record(
        project_id=predecessor.project_id,
        memory_id=predecessor.id,
        kind=EventKind.SUPERSEDED,
        actor=actor,
        actor_label=actor_label,
        reasons=[f"supersession.{kind.value}"],
        data={"successor": str(successor.id), "kind": kind.value},
        at=at,
    )


def _supersede_now(
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
) -> Memory:
    """Insert an active successor of the locked head ``target`` and link it.

    Superseding a pending proposal is the owner's edit: the proposal becomes rejected and
    superseded, so the audit shows both what was proposed and what was kept. If that proposal
    was itself a correction, the kept version takes over its pending supersession.
    """
    now = timezone.now()
    predecessors = [target]
    if target.status == MemoryStatus.PENDING and target.supersedes_on_confirm_id is not None:
        original = _lock(target.project, target.supersedes_on_confirm_id)
        _require_head(original)
        predecessors.append(original)
    # Provenance carries over unless the caller names a new one; standing never rises.
    source_json = source if source is not None else dict(target.source)
    standing = derived_standing(
        [initial_standing(source_json["kind"]), *(Standing(p.standing) for p in predecessors)]
    )
    successor = _insert(
        project=target.project,
        memory_type=memory_type,
        content=content,
        status=MemoryStatus.ACTIVE,
        actor=actor,
        actor_label=actor_label,
        confidence=confidence,
        source=source_json,
        standing=standing,
        session_id=_session(memory_type, target.session_id),
        valid_from=valid_from,
        valid_to=valid_to,
        review_note=[],
        entities=_entity_names(target) if entities is None else entities,
        supersession_kind=kind,
        token_id=token_id,
        now=now,
    )
    event_record(
        project_id=target.project_id,
        memory_id=successor.id,
        kind=EventKind.CREATED,
        actor=actor,
        actor_label=actor_label,
        reasons=[*reasons, f"supersession.{kind.value}"],
        data={
            "status": MemoryStatus.ACTIVE.value,
            "type": memory_type.value,
            "supersedes": [str(p.id) for p in predecessors],
            "kind": kind.value,
        },
        at=now,
    )
    if target.status == MemoryStatus.PENDING:
        _move(target, MemoryStatus.REJECTED)
        target.save(update_fields=["status"])
        event_record(
            project_id=target.project_id,
            memory_id=target.id,
            kind=EventKind.REJECTED,
            actor=actor,
            actor_label=actor_label,
            reasons=["review.edited"],
            data={"from": "pending", "to": "rejected", "kept": str(successor.id)},
            at=now,
        )
    for predecessor in predecessors:
        _link(
            predecessor=predecessor,
            successor=successor,
            kind=kind,
            actor=actor,
            actor_label=actor_label,
            at=now,
        )
    return successor


@transaction.atomic
def memory_supersede(
    *,
    project: Project,
    memory_id: uuid.UUID | str,
    content: str,
    kind: SupersessionKind | str = SupersessionKind.UPDATE,
    type: MemoryType | str | None = None,
    actor: Actor = Actor.OWNER,
    actor_label: str = "",
    confidence: float | None = None,
    source: Mapping[str, Any] | None = None,
    entities: Sequence[str] | None = None,
    valid_from: datetime | None = None,
    valid_to: datetime | None = None,
    token_id: int | None = None,
) -> Memory:
    """Replace the head ``memory_id`` with a new version (kind update or correction).

    An owner's or user's supersession takes effect at once; an agent's becomes a pending
    correction (see :func:`memory_propose`). Two concurrent supersessions of one head: the
    second waits on the row lock, then finds the head already superseded and gets Conflict.
    """
    try:
        kind = SupersessionKind(kind)
    except ValueError:
        raise InvalidInput(
            f"unknown supersession kind {kind!r}", details={"field": "kind"}
        ) from None
    if kind is SupersessionKind.MERGE:
        raise InvalidInput("merges are made with memory_merge", details={"field": "kind"})
    content = _content(content)
    confidence = _confidence(confidence)
    _validity(valid_from, valid_to)
    target = _lock(project, memory_id)
    _require_a_change(
        target,
        content=content,
        type=type,
        entities=entities,
        valid_from=valid_from,
        valid_to=valid_to,
    )
    if actor not in HUMAN_ACTORS:
        return memory_propose(
            project=project,
            type=type or target.type,
            content=content,
            confidence=confidence,
            actor=actor,
            actor_label=actor_label,
            entities=entities or (),
            source=source,
            valid_from=valid_from,
            valid_to=valid_to,
            supersedes=memory_id,
            kind=kind,
            token_id=token_id,
        ).memory
    _require_head(target)
    if target.status == MemoryStatus.REJECTED:
        raise Conflict(
            "a rejected memory cannot be superseded; restore it first",
            details={"id": str(target.id), "status": target.status},
        )
    return _supersede_now(
        target=target,
        content=content,
        memory_type=_memory_type(type) if type else MemoryType(target.type),
        kind=kind,
        actor=actor,
        actor_label=actor_label,
        confidence=confidence,
        source=_source(source, SourceKind.CONVERSATION) if source is not None else None,
        entities=entities,
        valid_from=valid_from,
        valid_to=valid_to,
        token_id=token_id,
    )


def _require_a_change(
    target: Memory,
    *,
    content: str,
    type: MemoryType | str | None,
    entities: Sequence[str] | None,
    valid_from: datetime | None,
    valid_to: datetime | None,
) -> None:
    """A new version that says exactly what the current one says changes nothing: Conflict
    with ``details.reason = "supersede.unchanged"``, instead of a second copy in the chain."""
    if (
        content == target.content
        and (type is None or str(type) == target.type)
        and not entities
        and valid_from is None
        and valid_to is None
    ):
        raise Conflict(
            "the new version is the same as the current one; nothing to supersede",
            details={"id": str(target.id), "reason": "supersede.unchanged"},
        )


def memory_edit(
    *,
    project: Project,
    memory_id: uuid.UUID | str,
    content: str,
    type: MemoryType | str | None = None,
    kind: SupersessionKind | str = SupersessionKind.CORRECTION,
    actor_label: str = "",
    entities: Sequence[str] | None = None,
    valid_from: datetime | None = None,
) -> Memory:
    """The owner's edit: a supersession; on a pending row it keeps the edited version."""
    return memory_supersede(
        project=project,
        memory_id=memory_id,
        content=content,
        kind=kind,
        type=type,
        actor=Actor.OWNER,
        actor_label=actor_label,
        entities=entities,
        valid_from=valid_from,
    )


@transaction.atomic
def memory_merge(
    *,
    project: Project,
    memory_ids: Sequence[uuid.UUID | str],
    content: str,
    type: MemoryType | str | None = None,
    actor: Actor = Actor.OWNER,
    actor_label: str = "",
    entities: Sequence[str] | None = None,
    valid_from: datetime | None = None,
) -> Memory:
    """Merge two or more heads into one new active row that supersedes each of them."""
    if actor not in HUMAN_ACTORS:
        raise InvalidInput("only the owner or the user merges memories", details={"field": "actor"})
    ids = sorted({str(i) for i in memory_ids})
    if len(ids) < 2:
        raise InvalidInput("a merge needs at least two distinct memories", details={"field": "ids"})
    content = _content(content)
    # Lock in a fixed order so two merges over overlapping heads cannot deadlock.
    heads = [_lock(project, memory_id) for memory_id in ids]
    for head in heads:
        _require_head(head)
        if head.status not in (MemoryStatus.ACTIVE, MemoryStatus.ARCHIVED):
            raise Conflict(
                f"a {head.status} memory cannot be merged",
                details={"id": str(head.id), "status": head.status},
            )
    types = {MemoryType(h.type) for h in heads}
    if type is None and len(types) > 1:
        raise InvalidInput(
            "memories of different types need an explicit type for the merge",
            details={"field": "type", "types": sorted(t.value for t in types)},
        )
    memory_type = _memory_type(type) if type else types.pop()
    if entities is None:
        entities = list(dict.fromkeys(name for h in heads for name in _entity_names(h)))
    sessions = {h.session_id for h in heads if h.session_id}
    now = timezone.now()
    merged = _insert(
        project=project,
        memory_type=memory_type,
        content=content,
        status=MemoryStatus.ACTIVE,
        actor=actor,
        actor_label=actor_label,
        confidence=None,
        source={"kind": SourceKind.CONVERSATION.value, "ref": None},
        standing=derived_standing(Standing(h.standing) for h in heads),
        session_id=_session(memory_type, sessions.pop() if len(sessions) == 1 else ""),
        valid_from=valid_from,
        valid_to=None,
        review_note=[],
        entities=entities,
        supersession_kind=SupersessionKind.MERGE,
        now=now,
    )
    event_record(
        project_id=project.id,
        memory_id=merged.id,
        kind=EventKind.CREATED,
        actor=actor,
        actor_label=actor_label,
        reasons=["supersession.merge"],
        data={"status": "active", "type": memory_type.value, "supersedes": ids, "kind": "merge"},
        at=now,
    )
    for head in heads:
        _link(
            predecessor=head,
            successor=merged,
            kind=SupersessionKind.MERGE,
            actor=actor,
            actor_label=actor_label,
            at=now,
        )
    return merged


# --- lifecycle --------------------------------------------------------------------------


def _status_change(
    *,
    project: Project,
    memory_id: uuid.UUID | str,
    target: MemoryStatus,
    event: EventKind,
    reason: str,
    actor: Actor,
    actor_label: str,
    require_head: bool,
) -> Memory:
    memory = _lock(project, memory_id)
    if require_head:
        _require_head(memory)
    previous = _move(memory, target)
    memory.save(update_fields=["status"])
    event_record(
        project_id=project.id,
        memory_id=memory.id,
        kind=event,
        actor=actor,
        actor_label=actor_label,
        reasons=[reason],
        data={"from": previous.value, "to": target.value},
    )
    return memory


@transaction.atomic
def memory_archive(
    *,
    project: Project,
    memory_id: uuid.UUID | str,
    actor_label: str = "",
    reason: str = "owner.archived",
    actor: Actor = Actor.OWNER,
) -> Memory:
    return _status_change(
        project=project,
        memory_id=memory_id,
        target=MemoryStatus.ARCHIVED,
        event=EventKind.ARCHIVED,
        reason=reason,
        actor=actor,
        actor_label=actor_label,
        require_head=False,
    )


@transaction.atomic
def memory_restore(
    *, project: Project, memory_id: uuid.UUID | str, actor_label: str = ""
) -> Memory:
    """Undo an archive (archived -> active) or a rejection (rejected -> pending, heads only)."""
    memory = _lock(project, memory_id)
    if memory.status == MemoryStatus.REJECTED:
        return _status_change(
            project=project,
            memory_id=memory_id,
            target=MemoryStatus.PENDING,
            event=EventKind.REOPENED,
            reason="owner.reopened",
            actor=Actor.OWNER,
            actor_label=actor_label,
            require_head=True,
        )
    restored = _status_change(
        project=project,
        memory_id=memory_id,
        target=MemoryStatus.ACTIVE,
        event=EventKind.RESTORED,
        reason="owner.restored",
        actor=Actor.OWNER,
        actor_label=actor_label,
        require_head=False,
    )
    # Bringing a memory back is the owner re-confirming it: the lifecycle sweep must not
    # archive it again at its next pass.
    restored.last_confirmed_at = timezone.now()
    restored.save(update_fields=["last_confirmed_at"])
    return restored


@transaction.atomic
def memory_set_standing(
    *, project: Project, memory_id: uuid.UUID | str, standing: Standing | str, actor_label: str = ""
) -> Memory:
    """Only the owner changes standing, and it is an audited event of its own."""
    try:
        standing = Standing(standing)
    except ValueError:
        raise InvalidInput(
            f"unknown standing {standing!r}", details={"field": "standing"}
        ) from None
    memory = _lock(project, memory_id)
    previous = memory.standing
    if previous == standing.value:
        return memory
    memory.standing = standing.value
    memory.save(update_fields=["standing"])
    event_record(
        project_id=project.id,
        memory_id=memory.id,
        kind=EventKind.STANDING_CHANGED,
        actor=Actor.OWNER,
        actor_label=actor_label,
        reasons=["owner.standing_changed"],
        data={"from": previous, "to": standing.value},
    )
    return memory


@transaction.atomic
def memory_purge(
    *, project: Project, memory_id: uuid.UUID | str, actor_label: str = "", reason: str = ""
) -> list[str]:
    """The owner's purge, for secrets and personal data: delete what holds the words, keep
    tombstones. Returns the ids deleted.

    Deleted (:func:`memoryapp.domain.chains.purge_scope`): the version, every version after it
    and every version before it, together with any pending correction aimed at one of them.
    The other sources of a merge it went into stay and become heads again (a ``released``
    event each). Each deleted row leaves a content-free ``purged`` event naming the captured
    events it was extracted from; the links to those events go with it. The database refuses
    a DELETE without that tombstone and without this transaction's purge flag. Locks every
    row it deletes or releases (``SELECT ... FOR UPDATE``, in id order).
    """
    _lock(project, memory_id)
    scope = selectors.memory_purge_scope(project_id=project.id, memory_id=memory_id)
    doomed = [uuid.UUID(i) for i in scope.deleted]
    corrections = Memory.objects.filter(project=project, supersedes_on_confirm__in=doomed).exclude(
        id__in=doomed
    )
    ids = doomed + list(corrections.values_list("id", flat=True))
    released = {uuid.UUID(i) for i in scope.released}
    rows = list(
        Memory.objects.select_for_update()
        .filter(project=project, id__in=[*ids, *released])
        .order_by("id")
    )
    links = CanonicalEvent.derived_memories.through.objects.filter(memory_id__in=ids)
    sources: dict[uuid.UUID, list[str]] = {}
    for memory, event in links.values_list("memory_id", "canonicalevent_id"):
        sources.setdefault(memory, []).append(str(event))
    now = timezone.now()
    for row in rows:
        if row.id in released:
            event_record(
                project_id=project.id,
                memory_id=row.id,
                kind=EventKind.RELEASED,
                actor=Actor.OWNER,
                actor_label=actor_label,
                reasons=["owner.purged_successor"],
                data={"purged_successor": str(row.superseded_by_id), "purged_with": str(memory_id)},
                at=now,
            )
            continue
        event_record(
            project_id=project.id,
            memory_id=row.id,
            kind=EventKind.PURGED,
            actor=Actor.OWNER,
            actor_label=actor_label,
            reasons=["owner.purged"],
            data={
                "type": row.type,
                "status": row.status,
                "purged_with": str(memory_id),
                "source_events": sorted(sources.get(row.id, [])),
                "note": reason[:500],
            },
            at=now,
        )
    # A trace keeps which memories it saw, but not their words once they are purged.
    ContextTrace.objects.filter(project=project, memory_ids__overlap=ids).update(
        rendered="[purged]"
    )
    bystanders = Memory.objects.filter(project=project).exclude(id__in=ids)
    bystanders.filter(near_duplicate_of__in=ids).update(near_duplicate_of=None)
    bystanders.filter(possible_conflict_of__in=ids).update(possible_conflict_of=None)
    links.delete()
    with connection.cursor() as cursor:
        cursor.execute("SET LOCAL memoryapp.purge = 'on'")
        cursor.execute(
            "UPDATE memoryapp_memory SET superseded_by_id = NULL "
            "WHERE project_id = %s AND id = ANY(%s::uuid[])",
            [project.id, sorted(released)],
        )
        cursor.execute(
            "DELETE FROM memoryapp_memoryentity WHERE memory_id = ANY(%s::uuid[])", [ids]
        )
        cursor.execute(
            "DELETE FROM memoryapp_memoryretrieval WHERE memory_id = ANY(%s::uuid[])", [ids]
        )
        cursor.execute(
            "DELETE FROM memoryapp_memory WHERE project_id = %s AND id = ANY(%s::uuid[])",
            [project.id, ids],
        )
        cursor.execute("SET LOCAL memoryapp.purge = 'off'")
    return sorted(str(i) for i in ids)
