"""Lifecycle: memories nobody has used or confirmed for long go quiet (archived, restorable).

An active head whose latest sign of life (retrieved into a bundle, confirmed, or recorded) is
older than ``MEMORY_ARCHIVE_AFTER_DAYS`` for its type is archived by the engine with reason
``lifecycle.stale``. Working memories are left to their session's expiry. Archived memories stay
browsable and the owner can restore them.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from django.conf import settings
from django.db import transaction
from django.db.models import F
from django.db.models.functions import Coalesce, Greatest
from django.utils import timezone

from memoryapp.domain.types import EventKind, MemoryStatus
from memoryapp.models import SYSTEM_ACTOR, ContextTrace, Memory
from memoryapp.services.audit import event_record


def memory_archive_stale(*, now: datetime | None = None, batch: int = 1000) -> int:
    """Archive stale active heads; returns how many. Idempotent: archived rows are skipped."""
    now = now or timezone.now()
    archived = 0
    for memory_type, days in settings.MEMORY_ARCHIVE_AFTER_DAYS.items():
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
                        type=memory_type,
                        status=MemoryStatus.ACTIVE.value,
                        superseded_by__isnull=True,
                        alive__lt=cutoff,
                    )
                    .order_by("id")[:batch]
                )
                for memory in rows:
                    memory.status = MemoryStatus.ARCHIVED.value
                    memory.save(update_fields=["status"])
                    event_record(
                        project_id=memory.project_id,
                        memory_id=memory.id,
                        kind=EventKind.ARCHIVED,
                        actor=SYSTEM_ACTOR,
                        actor_label="lifecycle",
                        reasons=["lifecycle.stale"],
                        data={"from": "active", "to": "archived", "idle_days": days},
                        at=now,
                    )
            archived += len(rows)
            if len(rows) < batch:
                break
    return archived


def trace_prune_expired(*, now: datetime | None = None, batch: int = 5000) -> int:
    """Delete the ContextTraces older than ``MEMORY_TRACE_RETENTION_DAYS`` (0 keeps them
    forever); returns how many. Each /search and /context writes one, tens of kilobytes, so
    without a horizon they outgrow the memories they explain. Batches of ``batch`` rows, each
    its own short transaction (no lock is held between them); idempotent. The audit log is not
    touched: a bundle's audit row keeps the trace's id, which then answers 404.
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
