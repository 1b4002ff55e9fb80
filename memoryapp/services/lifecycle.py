"""Lifecycle: archiving, restoring and standing, by the owner and by the engine's sweeps.

The owner archives a memory, restores an archived or rejected one, sets its standing and its
subject (:func:`memory_archive`, :func:`memory_restore`, :func:`memory_set_standing`,
:func:`memory_set_subject`).

Memories nobody has used or confirmed for long go quiet (archived, restorable): an active head
whose latest sign of life (retrieved into a bundle, confirmed, or recorded) is older than
``MEMORY_ARCHIVE_AFTER_DAYS`` for its type is archived by the engine with reason
``lifecycle.stale``: the types that go stale (semantic, procedural) by default, episodic ones
only when the owner names the type (they do not expire: what happened stays true), working
memories never here (they end with their session). Archived memories stay
browsable and the owner can restore them. Old context traces are pruned the same way.
"""

from __future__ import annotations

import uuid
from datetime import datetime, timedelta

from django.conf import settings
from django.db import transaction
from django.db.models import F
from django.db.models.functions import Coalesce, Greatest
from django.utils import timezone

from memoryapp.domain.audit import (
    LIFECYCLE_STALE,
    OWNER_ARCHIVED,
    OWNER_REOPENED,
    OWNER_RESTORED,
    owner_set_reason,
)
from memoryapp.domain.types import (
    Actor,
    EventKind,
    MemoryStatus,
    MemoryType,
    Standing,
    archive_after_days,
)
from memoryapp.models import SYSTEM_ACTOR, ContextTrace, Memory, Project
from memoryapp.services.audit import event_record
from memoryapp.services.checks import check_standing, check_subject
from memoryapp.services.memory_writes import do_status_move, memory_lock, require_head, require_move


def _status_change(
    *,
    project: Project,
    memory_id: uuid.UUID | str,
    target: MemoryStatus,
    event: EventKind,
    reason: str,
    actor: Actor,
    actor_label: str,
    head_only: bool,
) -> Memory:
    """Move one memory to ``target``. Locks its row FOR UPDATE."""
    memory = memory_lock(project, memory_id)
    if head_only:
        require_head(memory)
    require_move(memory, target)
    do_status_move(
        memory,
        target=target,
        event=event,
        actor=actor,
        actor_label=actor_label,
        reasons=[reason],
    )
    return memory


@transaction.atomic
def memory_archive(
    *,
    project: Project,
    memory_id: uuid.UUID | str,
    actor_label: str = "",
    reason: str = OWNER_ARCHIVED,
    actor: Actor = Actor.OWNER,
) -> Memory:
    """Archive an active memory (any version). Locks its row FOR UPDATE."""
    return _status_change(
        project=project,
        memory_id=memory_id,
        target=MemoryStatus.ARCHIVED,
        event=EventKind.ARCHIVED,
        reason=reason,
        actor=actor,
        actor_label=actor_label,
        head_only=False,
    )


@transaction.atomic
def memory_restore(
    *, project: Project, memory_id: uuid.UUID | str, actor_label: str = ""
) -> Memory:
    """Undo an archive (archived -> active) or a rejection (rejected -> pending, heads only).
    Locks the memory's row FOR UPDATE."""
    memory = memory_lock(project, memory_id)
    reopened = memory.status == MemoryStatus.REJECTED
    # A rejected proposal goes back to the queue, and only a head can: its successor already
    # says what the owner kept instead.
    restored = _status_change(
        project=project,
        memory_id=memory_id,
        target=MemoryStatus.PENDING if reopened else MemoryStatus.ACTIVE,
        event=EventKind.REOPENED if reopened else EventKind.RESTORED,
        reason=OWNER_REOPENED if reopened else OWNER_RESTORED,
        actor=Actor.OWNER,
        actor_label=actor_label,
        head_only=reopened,
    )
    if reopened:
        return restored
    # Bringing a memory back is the owner re-confirming it: the lifecycle sweep must not
    # archive it again at its next pass.
    restored.last_confirmed_at = timezone.now()
    restored.save(update_fields=["last_confirmed_at"])
    return restored


def _owner_sets(
    memory: Memory, *, field: str, value: str, kind: EventKind, actor_label: str
) -> Memory:
    """Set one of the columns the owner may change on a locked row (standing, subject), and
    record it as an audited event ``kind`` with ``{from, to}``; nothing when it is unchanged."""
    previous = getattr(memory, field)
    if previous == value:
        return memory
    setattr(memory, field, value)
    memory.save(update_fields=[field])
    event_record(
        project_id=memory.project_id,
        memory_id=memory.id,
        kind=kind,
        actor=Actor.OWNER,
        actor_label=actor_label,
        reasons=[owner_set_reason(kind)],
        data={"from": previous, "to": value},
    )
    return memory


@transaction.atomic
def memory_set_standing(
    *, project: Project, memory_id: uuid.UUID | str, standing: Standing | str, actor_label: str = ""
) -> Memory:
    """Only the owner changes standing, and it is an audited event of its own. Locks the
    memory's row FOR UPDATE."""
    standing = check_standing(standing)
    memory = memory_lock(project, memory_id)
    return _owner_sets(
        memory,
        field="standing",
        value=standing.value,
        kind=EventKind.STANDING_CHANGED,
        actor_label=actor_label,
    )


@transaction.atomic
def memory_set_subject(
    *, project: Project, memory_id: uuid.UUID | str, subject: str, actor_label: str = ""
) -> Memory:
    """The owner names (or clears, with "") what a head is about: not its content, so no new
    version, but an audited event (``subject_set``). Only a head: its successors inherit it,
    and state is read from the head's chain. Locks the memory's row FOR UPDATE."""
    key = check_subject(subject)
    memory = memory_lock(project, memory_id)
    require_head(memory)
    return _owner_sets(
        memory, field="subject", value=key, kind=EventKind.SUBJECT_SET, actor_label=actor_label
    )


def memory_archive_stale(*, now: datetime | None = None, batch: int = 1000) -> int:
    """Archive stale active heads; returns how many. Idempotent: archived rows are skipped.

    Each batch is its own transaction and locks its rows FOR UPDATE SKIP LOCKED: a row an
    owner is changing at that moment is left for the next pass.
    """
    now = now or timezone.now()
    archived = 0
    for memory_type in (MemoryType.EPISODIC, MemoryType.SEMANTIC, MemoryType.PROCEDURAL):
        days = archive_after_days(memory_type, settings.MEMORY_ARCHIVE_AFTER_DAYS)
        if days is None:
            continue
        cutoff = now - timedelta(days=days)
        while True:
            with transaction.atomic():
                rows = list(
                    Memory.objects.select_for_update(skip_locked=True, of=("self",))
                    .annotate(
                        alive=Greatest(
                            F("recorded_at"),
                            Coalesce(F("retrieval__last_retrieved_at"), F("recorded_at")),
                            Coalesce(F("last_confirmed_at"), F("recorded_at")),
                        )
                    )
                    .filter(
                        type=memory_type.value,
                        status=MemoryStatus.ACTIVE.value,
                        superseded_by__isnull=True,
                        alive__lt=cutoff,
                    )
                    .order_by("id")[:batch]
                )
                for memory in rows:
                    do_status_move(
                        memory,
                        target=MemoryStatus.ARCHIVED,
                        event=EventKind.ARCHIVED,
                        actor=SYSTEM_ACTOR,
                        actor_label="lifecycle",
                        reasons=[LIFECYCLE_STALE],
                        data={"idle_days": days},
                        at=now,
                    )
            archived += len(rows)
            if len(rows) < batch:
                break
    return archived


def trace_prune_expired(*, now: datetime | None = None, batch: int = 5000) -> int:
    """Delete the ContextTraces older than ``MEMORY_TRACE_RETENTION_DAYS`` (0 keeps them
    forever); returns how many. Each /search and /context writes one, each larger than a
    memory, so without a horizon they outgrow the memories they explain. Batches of ``batch``
    rows, each its own short transaction (no lock is held between them); idempotent. The audit
    log is not touched: a bundle's audit row keeps the trace's id, which then answers 404.
    """
    days = int(settings.MEMORY_TRACE_RETENTION_DAYS)
    if days <= 0:
        return 0
    cutoff = (now or timezone.now()) - timedelta(days=days)
    deleted = 0
    while True:
        with transaction.atomic():
            ids = list(
                ContextTrace.objects.filter(created_at__lt=cutoff)
                .order_by("created_at")
                .values_list("id", flat=True)[:batch]
            )
            if not ids:
                return deleted
            ContextTrace.objects.filter(id__in=ids).delete()
        deleted += len(ids)
