"""Writing the audit log: every service that changes a memory records one event per change.

Events are content-free by construction: callers pass ids, statuses and reason codes, never the
memory's text, so the owner's purge leaves nothing readable behind.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable, Mapping
from datetime import datetime
from typing import Any

from django.utils import timezone

from memoryapp.domain.policy import Reason
from memoryapp.domain.types import Actor, EventKind
from memoryapp.models import MemoryEvent


def reasons_json(reasons: Iterable[Reason | str]) -> list[dict[str, str]]:
    out = []
    for reason in reasons:
        if isinstance(reason, str):
            out.append({"code": reason, "detail": ""})
        else:
            out.append({"code": reason.code, "detail": reason.detail})
    return out


def event_record(
    *,
    project_id: int,
    memory_id: uuid.UUID,
    kind: EventKind,
    actor: Actor | str,  # an Actor, or SYSTEM_ACTOR for the engine's own sweeps
    actor_label: str = "",
    reasons: Iterable[Reason | str] = (),
    data: Mapping[str, Any] | None = None,
    at: datetime | None = None,
) -> MemoryEvent:
    """Append one event; must run inside the caller's transaction."""
    return MemoryEvent.objects.create(
        project_id=project_id,
        memory_id=memory_id,
        kind=kind.value,
        actor=actor.value if isinstance(actor, Actor) else str(actor),
        actor_label=actor_label,
        reasons=reasons_json(reasons),
        data=dict(data or {}),
        at=at or timezone.now(),
    )
