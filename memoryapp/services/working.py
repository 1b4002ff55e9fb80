"""Working memories live as long as their session.

A session ends explicitly (:func:`working_session_expire`) or by going idle: no captured event
and no new working memory for ``MEMORY_WORKING_IDLE_SECONDS`` (:func:`working_expire_idle`, run
by Celery beat). Expiry is a status move, never a delete: active rows are archived and pending
ones rejected, each with an audit event, so retrieval stops seeing them while the audit keeps
that they existed.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from memoryapp.domain.audit import WORKING_SESSION_ENDED, WORKING_SESSION_IDLE
from memoryapp.domain.types import Actor, EventKind, MemoryStatus, MemoryType
from memoryapp.models import SYSTEM_ACTOR, Memory, Project
from memoryapp.selectors import memories as memory_selectors
from memoryapp.services.memory_writes import do_status_move

_EXPIRY = {
    MemoryStatus.ACTIVE.value: (MemoryStatus.ARCHIVED, EventKind.ARCHIVED),
    MemoryStatus.PENDING.value: (MemoryStatus.REJECTED, EventKind.REJECTED),
}


@transaction.atomic
def working_session_expire(
    *,
    project: Project,
    session_id: str,
    reason: str = WORKING_SESSION_ENDED,
    actor: Actor | str = SYSTEM_ACTOR,
    actor_label: str = "session-expiry",
) -> int:
    """Expire every live working memory of one session; returns how many moved. Locks those
    rows FOR UPDATE, in id order."""
    rows = list(
        Memory.objects.select_for_update()
        .filter(
            project=project,
            type=MemoryType.WORKING.value,
            session_id=session_id,
            status__in=list(_EXPIRY),
        )
        .order_by("id")
    )
    now = timezone.now()
    for memory in rows:
        target, event = _EXPIRY[memory.status]
        do_status_move(
            memory,
            target=target,
            event=event,
            actor=actor,
            actor_label=actor_label,
            reasons=[reason],
            data={"session_id": session_id},
            at=now,
        )
    return len(rows)


def working_expire_idle(*, now: datetime | None = None, idle_seconds: int | None = None) -> int:
    """Expire the working memories of every session idle for longer than the limit; each
    session in its own transaction (:func:`working_session_expire`)."""
    now = now or timezone.now()
    idle = timedelta(
        seconds=settings.MEMORY_WORKING_IDLE_SECONDS if idle_seconds is None else idle_seconds
    )
    expired = 0
    for project_id, session_id in memory_selectors.working_idle_sessions(
        cutoff=now - idle, statuses=list(_EXPIRY)
    ):
        project = Project.objects.get(id=project_id)
        expired += working_session_expire(
            project=project, session_id=session_id, reason=WORKING_SESSION_IDLE
        )
    return expired
