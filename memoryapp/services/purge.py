"""The owner's purge, for secrets and personal data: delete what holds the words, keep tombstones.

What goes (:func:`memoryapp.domain.chains.purge_scope`): the version, every version after it and
every version before it, together with any pending correction aimed at one of them, the
repeats folded into any of them (``ProposalRepeat``) and the proposals stored rejected at once
because they said one of them again (``repeat_of``). The other
sources of a merge it went into stay and become heads again (a ``released`` event each). Each
deleted row leaves a content-free ``purged`` event naming the captured events it was extracted
from; the links to those events go with it. The database refuses a DELETE without that tombstone
and without this transaction's purge flag.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from django.db import connection, transaction
from django.utils import timezone

from memoryapp.domain.audit import OWNER_PURGED, OWNER_PURGED_SUCCESSOR
from memoryapp.domain.types import Actor, EventKind
from memoryapp.models import CanonicalEvent, ContextTrace, Memory, Project
from memoryapp.selectors import memories as memory_selectors
from memoryapp.services.audit import event_record
from memoryapp.services.memory_writes import memory_lock
from memoryapp.services.traces import PURGED_RENDERING

_SOURCE_LINKS = CanonicalEvent.derived_memories.through


@transaction.atomic
def memory_purge(
    *, project: Project, memory_id: uuid.UUID | str, actor_label: str = "", reason: str = ""
) -> list[str]:
    """Purge ``memory_id`` with its chain (see the module); returns the ids deleted.

    Locks ``memory_id``'s row FOR UPDATE, then every row it deletes or releases
    (``SELECT ... FOR UPDATE``, in id order).
    """
    memory_lock(project, memory_id)
    scope = memory_selectors.memory_purge_scope(project_id=project.id, memory_id=memory_id)
    doomed = [uuid.UUID(i) for i in scope.deleted]
    corrections = Memory.objects.filter(project=project, supersedes_on_confirm__in=doomed).exclude(
        id__in=doomed
    )
    ids = doomed + list(corrections.values_list("id", flat=True))
    # A rejection's repeats stored rejected at once hold its words too.
    ids += list(
        Memory.objects.filter(project=project, repeat_of__in=ids)
        .exclude(id__in=ids)
        .values_list("id", flat=True)
    )
    released = {uuid.UUID(i) for i in scope.released}
    rows = list(
        Memory.objects.select_for_update()
        .filter(project=project, id__in=[*ids, *released])
        .order_by("id")
    )
    _record_tombstones(
        project=project,
        rows=rows,
        ids=ids,
        released=released,
        purged_with=str(memory_id),
        actor_label=actor_label,
        note=reason[:500],
        at=timezone.now(),
    )
    _do_delete(project=project, ids=ids, released=released)
    return sorted(str(i) for i in ids)


def _record_tombstones(
    *,
    project: Project,
    rows: Sequence[Memory],
    ids: list[uuid.UUID],
    released: set[uuid.UUID],
    purged_with: str,
    actor_label: str,
    note: str,
    at: datetime,
) -> None:
    """A ``released`` event for each row in ``released``, a ``purged`` one (naming the captured
    events of ``ids`` it came from) for every other row. The caller holds every row of ``rows``
    FOR UPDATE."""
    sources: dict[uuid.UUID, list[str]] = {}
    links = _SOURCE_LINKS.objects.filter(memory_id__in=ids)
    for memory, event in links.values_list("memory_id", "canonicalevent_id"):
        sources.setdefault(memory, []).append(str(event))
    data: dict[str, Any]
    for row in rows:
        if row.id in released:
            kind, reason = EventKind.RELEASED, OWNER_PURGED_SUCCESSOR
            data = {"purged_successor": str(row.superseded_by_id), "purged_with": purged_with}
        else:
            kind, reason = EventKind.PURGED, OWNER_PURGED
            data = {
                "type": row.type,
                "status": row.status,
                "purged_with": purged_with,
                "source_events": sorted(sources.get(row.id, [])),
                "note": note,
            }
        event_record(
            project_id=project.id,
            memory_id=row.id,
            kind=kind,
            actor=Actor.OWNER,
            actor_label=actor_label,
            reasons=[reason],
            data=data,
            at=at,
        )


def _do_delete(*, project: Project, ids: list[uuid.UUID], released: set[uuid.UUID]) -> None:
    """Delete the rows ``ids`` and what holds their words; unlink the ``released`` heads.

    The caller holds every one of those rows FOR UPDATE and has recorded their tombstones.
    """
    # A trace keeps which memories it saw, but not their words once they are purged.
    ContextTrace.objects.filter(project=project, memory_ids__overlap=ids).update(
        rendered=PURGED_RENDERING
    )
    bystanders = Memory.objects.filter(project=project).exclude(id__in=ids)
    bystanders.filter(near_duplicate_of__in=ids).update(near_duplicate_of=None)
    bystanders.filter(possible_conflict_of__in=ids).update(possible_conflict_of=None)
    bystanders.filter(repeat_of__in=ids).update(repeat_of=None)
    _SOURCE_LINKS.objects.filter(memory_id__in=ids).delete()
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
        # The repeats folded into a card hold its words (and their own evidence).
        cursor.execute(
            "DELETE FROM memoryapp_proposalrepeat WHERE memory_id = ANY(%s::uuid[])", [ids]
        )
        # A chunk's path and anchor may name what was purged (a heading holds words too).
        cursor.execute("DELETE FROM memoryapp_sourcechunk WHERE memory_id = ANY(%s::uuid[])", [ids])
        cursor.execute(
            "DELETE FROM memoryapp_memory WHERE project_id = %s AND id = ANY(%s::uuid[])",
            [project.id, ids],
        )
        cursor.execute("SET LOCAL memoryapp.purge = 'off'")
