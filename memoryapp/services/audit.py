"""Writing the audit log: every service that changes a memory records one event per change.

Events are content-free by construction: callers pass ids, statuses and reason codes, never the
memory's text, so the owner's purge leaves nothing readable behind.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable, Mapping, Sequence
from datetime import datetime
from functools import partial
from typing import Any

from django.db import transaction
from django.utils import timezone

from memoryapp.domain.policy import Reason
from memoryapp.domain.types import Actor, EventKind
from memoryapp.models import BundleEvent, MemoryEvent
from memoryapp.observability.metrics import changes_observe


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
    event = MemoryEvent.objects.create(
        project_id=project_id,
        memory_id=memory_id,
        kind=kind.value,
        actor=actor.value if isinstance(actor, Actor) else str(actor),
        actor_label=actor_label,
        reasons=reasons_json(reasons),
        data=dict(data or {}),
        at=at or timezone.now(),
    )
    events_counted([event])
    return event


def events_counted(events: Sequence[MemoryEvent]) -> None:
    """Count written audit events in the metrics once their transaction commits (a rolled
    back change counts nothing); every writer of MemoryEvent rows calls this."""
    changes = [
        (e.kind, e.actor, e.data.get("status") if e.kind == "created" else None) for e in events
    ]
    transaction.on_commit(partial(changes_observe, changes))


# The columns of a BundleEvent, the audit of one context bundle, as bundle_event_params names
# their parameters; ``memory_ids`` comes from the writer's statement (bundle_event_insert_sql).
_BUNDLE_EVENT_COLUMNS = (
    "project_id",
    "trace_id",
    "route",
    "actor",
    "actor_label",
    "token_id",
    "at",
)


def bundle_event_insert_sql(*, memory_ids: str) -> str:
    """The INSERT of one BundleEvent, to run inside the writer's own statement: a context call
    writes its trace, its bookkeeping and this event in one statement (services.context), so
    the event is SQL over named parameters (:func:`bundle_event_params`) rather than a model
    save. ``memory_ids`` is an SQL expression of type uuid[], the bundle's memories in bundle
    order; a bundle that carried none writes no event."""
    columns = ", ".join((*_BUNDLE_EVENT_COLUMNS, "memory_ids"))
    values = ", ".join(f"%(bundle_{name})s" for name in _BUNDLE_EVENT_COLUMNS)
    return (
        f"INSERT INTO {BundleEvent._meta.db_table} ({columns}) "
        f"SELECT {values}, {memory_ids} WHERE cardinality({memory_ids}) > 0"
    )


def bundle_event_params(
    *,
    project_id: int,
    trace_id: uuid.UUID,
    route: str,
    actor_label: str,
    token_id: int | None,
    at: datetime,
    actor: Actor = Actor.AGENT,
) -> dict[str, Any]:
    """The parameters of :func:`bundle_event_insert_sql`: ids, route and who, never content."""
    values = {
        "project_id": project_id,
        "trace_id": trace_id,
        "route": route,
        "actor": actor.value,
        "actor_label": actor_label,
        "token_id": token_id,
        "at": at,
    }
    return {f"bundle_{name}": values[name] for name in _BUNDLE_EVENT_COLUMNS}
