"""The review queue's two composite actions on a pending proposal and the head it resembles.

Each runs existing services inside one transaction, so the owner's single click either happens
entirely or not at all:

- :func:`proposal_supersede_existing` ("supersede that one"): the proposal's text becomes the
  new version of the existing head (an owner ``update`` supersession that keeps the proposal's
  provenance), and the proposal itself is rejected with a note naming the version that kept it.
- :func:`proposal_merge_existing` ("merge"): the proposal is confirmed, then it and the existing
  head are merged into one new version with the owner's text.
"""

from __future__ import annotations

import uuid

from django.db import transaction

from memoryapp.domain.types import MemoryStatus, SupersessionKind
from memoryapp.errors import Conflict, NotFound
from memoryapp.models import Memory, Project
from memoryapp.services.memories import (
    memory_confirm,
    memory_merge,
    memory_reject,
    memory_supersede,
)


def _pending(project: Project, memory_id: uuid.UUID | str) -> Memory:
    memory = Memory.objects.select_for_update().filter(project=project, id=memory_id).first()
    if memory is None:
        raise NotFound("memory not found", details={"id": str(memory_id)})
    if memory.status != MemoryStatus.PENDING or memory.superseded_by_id is not None:
        raise Conflict(
            "only a pending proposal can be used this way",
            details={"id": str(memory.id), "status": memory.status},
        )
    return memory


@transaction.atomic
def proposal_supersede_existing(
    *,
    project: Project,
    proposal_id: uuid.UUID | str,
    existing_id: uuid.UUID | str,
    actor_label: str = "",
) -> Memory:
    """Make the pending proposal's text the new head of ``existing_id``; reject the proposal."""
    proposal = _pending(project, proposal_id)
    successor = memory_supersede(
        project=project,
        memory_id=existing_id,
        content=proposal.content,
        kind=SupersessionKind.UPDATE,
        actor_label=actor_label,
        confidence=proposal.confidence,
        source=proposal.source or None,
        entities=[e.name for e in proposal.entities.order_by("memoryentity__id")],
        valid_from=proposal.valid_from,
        valid_to=proposal.valid_to,
    )
    memory_reject(
        project=project,
        memory_id=proposal.id,
        actor_label=actor_label,
        note=f"kept as the new version {successor.id} of {existing_id}",
    )
    return successor


@transaction.atomic
def proposal_merge_existing(
    *,
    project: Project,
    proposal_id: uuid.UUID | str,
    existing_id: uuid.UUID | str,
    content: str,
    actor_label: str = "",
) -> Memory:
    """Confirm the pending proposal, then merge it with ``existing_id`` into ``content``."""
    proposal = _pending(project, proposal_id)
    confirmed = memory_confirm(project=project, memory_id=proposal.id, actor_label=actor_label)
    return memory_merge(
        project=project,
        memory_ids=[confirmed.id, existing_id],
        content=content,
        actor_label=actor_label,
    )
