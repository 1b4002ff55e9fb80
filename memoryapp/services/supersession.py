"""Supersession and merge: a head gets a new version, or several heads become one.

A version is never changed in place: the new text is a new row, and the old head points at it
(``superseded_by``, a ``superseded`` event). An owner's or user's supersession takes effect at
once; an agent's becomes a pending correction that waits for the owner
(:func:`memoryapp.services.propose.memory_propose`).
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from django.db import transaction
from django.utils import timezone

from memoryapp.domain.audit import SUPERSEDE_UNCHANGED, SUPERSESSION_MERGE
from memoryapp.domain.policy import HUMAN_ACTORS
from memoryapp.domain.types import (
    Actor,
    EventKind,
    MemoryStatus,
    MemoryType,
    SourceKind,
    Standing,
    SupersessionKind,
    derived_standing,
)
from memoryapp.errors import Conflict, InvalidInput
from memoryapp.models import Memory, Project
from memoryapp.selectors import memories as memory_selectors
from memoryapp.services.audit import event_record
from memoryapp.services.checks import (
    check_confidence,
    check_content,
    check_memory_type,
    check_merge_ids,
    check_session,
    check_source,
    check_subject,
    check_supersession_kind,
    check_validity,
)
from memoryapp.services.memory_writes import (
    NewMemory,
    do_insert,
    do_link,
    do_supersede,
    memory_lock,
    require_head,
)
from memoryapp.services.propose import memory_propose


@dataclass(frozen=True)
class NewVersion:
    """The new version a supersession asks for, its fields checked (``subject`` None keeps the
    head's; ``type`` None keeps its type)."""

    content: str
    kind: SupersessionKind
    type: MemoryType | str | None
    confidence: float | None
    source: Mapping[str, Any] | None
    entities: Sequence[str] | None
    valid_from: datetime | None
    valid_to: datetime | None
    subject: str | None


def check_version(
    *,
    content: str,
    kind: SupersessionKind | str,
    type: MemoryType | str | None,
    confidence: float | None,
    source: Mapping[str, Any] | None,
    entities: Sequence[str] | None,
    valid_from: datetime | None,
    valid_to: datetime | None,
    subject: str | None,
) -> NewVersion:
    """The new version with its kind, content, confidence, valid times and subject checked;
    InvalidInput otherwise."""
    kind = check_supersession_kind(kind)
    content = check_content(content)
    confidence = check_confidence(confidence)
    check_validity(valid_from, valid_to)
    subject_key = check_subject(subject) if subject is not None else None
    return NewVersion(
        content, kind, type, confidence, source, entities, valid_from, valid_to, subject_key
    )


def require_a_change(target: Memory, version: NewVersion) -> None:
    """A new version that says exactly what the current one says changes nothing: Conflict
    with ``details.reason`` ``SUPERSEDE_UNCHANGED``, instead of a second copy in the chain."""
    if (
        version.content == target.content
        and (version.type is None or str(version.type) == target.type)
        and not version.entities
        and version.valid_from is None
        and version.valid_to is None
    ):
        raise Conflict(
            "the new version is the same as the current one; nothing to supersede",
            details={"id": str(target.id), "reason": SUPERSEDE_UNCHANGED},
        )


def require_supersedable(target: Memory) -> None:
    """Conflict unless ``target`` is a head that is not rejected."""
    require_head(target)
    if target.status == MemoryStatus.REJECTED:
        raise Conflict(
            "a rejected memory cannot be superseded; restore it first",
            details={"id": str(target.id), "status": target.status},
        )


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
    subject: str | None = None,
) -> Memory:
    """Replace the head ``memory_id`` with a new version (kind update or correction); it keeps
    the head's subject unless given one.

    Locks the head's row FOR UPDATE (and, through :func:`do_supersede`, the row a pending
    correction was aimed at). An owner's or user's supersession takes effect at once; an
    agent's becomes a pending correction (see :func:`memory_propose`). Two concurrent
    supersessions of one head: the second waits on the row lock, then finds the head already
    superseded and gets Conflict.
    """
    version = check_version(
        content=content,
        kind=kind,
        type=type,
        confidence=confidence,
        source=source,
        entities=entities,
        valid_from=valid_from,
        valid_to=valid_to,
        subject=subject,
    )
    target = memory_lock(project, memory_id)
    require_a_change(target, version)
    if actor not in HUMAN_ACTORS:
        return _correction_proposed(
            project,
            memory_id,
            target,
            version,
            actor=actor,
            actor_label=actor_label,
            token_id=token_id,
        )
    require_supersedable(target)
    return _superseded(target, version, actor=actor, actor_label=actor_label, token_id=token_id)


def _correction_proposed(
    project: Project,
    memory_id: uuid.UUID | str,
    target: Memory,
    version: NewVersion,
    *,
    actor: Actor,
    actor_label: str,
    token_id: int | None,
) -> Memory:
    """An agent's new version, proposed as a pending correction of ``memory_id``."""
    return memory_propose(
        project=project,
        type=version.type or target.type,
        content=version.content,
        confidence=version.confidence,
        actor=actor,
        actor_label=actor_label,
        entities=version.entities or (),
        source=version.source,
        valid_from=version.valid_from,
        valid_to=version.valid_to,
        supersedes=memory_id,
        kind=version.kind,
        token_id=token_id,
        subject=version.subject,
    ).memory


def _superseded(
    target: Memory, version: NewVersion, *, actor: Actor, actor_label: str, token_id: int | None
) -> Memory:
    """A human's new version, in effect at once."""
    source = version.source
    return do_supersede(
        target=target,
        content=version.content,
        memory_type=check_memory_type(version.type) if version.type else MemoryType(target.type),
        kind=version.kind,
        actor=actor,
        actor_label=actor_label,
        confidence=version.confidence,
        source=check_source(source, SourceKind.CONVERSATION) if source is not None else None,
        entities=version.entities,
        valid_from=version.valid_from,
        valid_to=version.valid_to,
        token_id=token_id,
        subject=version.subject,
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
    """The owner's edit: a supersession; on a pending row it keeps the edited version.
    Takes the locks of :func:`memory_supersede`."""
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


def require_mergeable(heads: Sequence[Memory], type: MemoryType | str | None) -> MemoryType:
    """The merged row's type, if every one of ``heads`` is an active or archived head;
    Conflict or InvalidInput otherwise."""
    for head in heads:
        require_head(head)
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
    return check_memory_type(type) if type else types.pop()


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
    subject: str | None = None,
) -> Memory:
    """Merge two or more heads into one new active row that supersedes each of them.

    Locks every merged head's row FOR UPDATE, in id order, so two merges over overlapping
    heads cannot deadlock.
    """
    ids = check_merge_ids(actor, [str(i) for i in memory_ids])
    content = check_content(content)
    heads = [memory_lock(project, memory_id) for memory_id in ids]
    memory_type = require_mergeable(heads, type)
    new = _merged(
        project,
        heads,
        memory_type=memory_type,
        actor=actor,
        actor_label=actor_label,
        content=content,
        entities=entities,
        valid_from=valid_from,
        subject=subject,
    )
    now = timezone.now()
    merged = do_insert(new=new, now=now)
    event_record(
        project_id=project.id,
        memory_id=merged.id,
        kind=EventKind.CREATED,
        actor=actor,
        actor_label=actor_label,
        reasons=[SUPERSESSION_MERGE],
        data={"status": "active", "type": memory_type.value, "supersedes": ids, "kind": "merge"},
        at=now,
    )
    for head in heads:
        do_link(
            predecessor=head,
            successor=merged,
            kind=SupersessionKind.MERGE,
            actor=actor,
            actor_label=actor_label,
            at=now,
        )
    return merged


def _merged(
    project: Project,
    heads: Sequence[Memory],
    *,
    memory_type: MemoryType,
    actor: Actor,
    actor_label: str,
    content: str,
    entities: Sequence[str] | None,
    valid_from: datetime | None,
    subject: str | None,
) -> NewMemory:
    """The row that merges ``heads``: their entities (unless given), their session and their
    subject where they agree, the lowest of their standings."""
    if entities is None:
        entities = list(
            dict.fromkeys(
                name for h in heads for name in memory_selectors.memory_entity_names(memory=h)
            )
        )
    sessions = {h.session_id for h in heads if h.session_id}
    # The merged row is about what its heads were about, when they agree.
    subjects = {h.subject for h in heads if h.subject}
    subject_key = check_subject(subject) or (subjects.pop() if len(subjects) == 1 else "")
    return NewMemory(
        project=project,
        memory_type=memory_type,
        content=content,
        status=MemoryStatus.ACTIVE,
        actor=actor,
        actor_label=actor_label,
        confidence=None,
        source={"kind": SourceKind.CONVERSATION.value, "ref": None},
        standing=derived_standing(Standing(h.standing) for h in heads),
        session_id=check_session(memory_type, sessions.pop() if len(sessions) == 1 else ""),
        valid_from=valid_from,
        valid_to=None,
        entities=entities,
        subject=subject_key,
        supersession_kind=SupersessionKind.MERGE,
    )
