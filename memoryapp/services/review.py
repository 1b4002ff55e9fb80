"""The owner's review of pending proposals: confirm, reject, and two composite actions.

- :func:`memory_confirm` promotes a proposal; a pending correction then supersedes its target.
- :func:`memory_reject` rejects it (the owner can reopen it:
  :func:`memoryapp.services.lifecycle.memory_restore`).
- :func:`proposal_supersede_existing` ("supersede that one"): the proposal's text becomes the
  new version of the existing head (an owner ``update`` supersession that keeps the proposal's
  provenance), and the proposal itself is rejected with a note naming the version that kept it.
- :func:`proposal_merge_existing` ("merge"): the proposal is confirmed, then it and the existing
  head are merged into one new version with the owner's text.

The composite actions run the services above inside one transaction, so the owner's single
click either happens entirely or not at all.
"""

from __future__ import annotations

import uuid

from django.db import transaction
from django.utils import timezone

from memoryapp.domain.audit import REVIEW_CONFIRMED, REVIEW_REJECTED
from memoryapp.domain.types import Actor, EventKind, MemoryStatus, SupersessionKind
from memoryapp.errors import Conflict
from memoryapp.models import Memory, Project
from memoryapp.selectors import memories as memory_selectors
from memoryapp.services.memory_writes import (
    do_link,
    do_status_move,
    memory_lock,
    repeats_settled,
    require_head,
    require_move,
    require_pending,
)
from memoryapp.services.supersession import memory_merge, memory_supersede


@transaction.atomic
def memory_confirm(
    *, project: Project, memory_id: uuid.UUID | str, actor_label: str = ""
) -> Memory:
    """Promote a pending proposal; a pending correction now supersedes its target.

    Locks the proposal's row FOR UPDATE, then its target's row when it is a correction.
    """
    memory = memory_lock(project, memory_id)
    require_pending(memory, "confirmed")
    now = timezone.now()
    target = None
    if memory.supersedes_on_confirm_id is not None:
        target = memory_lock(project, memory.supersedes_on_confirm_id)
        require_head(target)
    require_move(memory, MemoryStatus.ACTIVE)
    memory.last_confirmed_at = now
    do_status_move(
        memory,
        target=MemoryStatus.ACTIVE,
        event=EventKind.PROMOTED,
        actor=Actor.OWNER,
        actor_label=actor_label,
        reasons=[REVIEW_CONFIRMED],
        data=repeats_settled(memory),
        at=now,
        also_saved=["last_confirmed_at"],
    )
    if target is not None:
        do_link(
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
    """Reject a pending proposal, keeping the owner's note. Locks its row FOR UPDATE."""
    memory = memory_lock(project, memory_id)
    require_pending(memory, "rejected")
    require_move(memory, MemoryStatus.REJECTED)
    do_status_move(
        memory,
        target=MemoryStatus.REJECTED,
        event=EventKind.REJECTED,
        actor=Actor.OWNER,
        actor_label=actor_label,
        reasons=[REVIEW_REJECTED],
        data={"note": note[:500], **repeats_settled(memory)},
    )
    return memory


def _check_proposal(project: Project, memory_id: uuid.UUID | str) -> Memory:
    """The pending head ``memory_id``, its row locked FOR UPDATE; NotFound or Conflict."""
    memory = memory_lock(project, memory_id)
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
    """Make the pending proposal's text the new head of ``existing_id``; reject the proposal.

    Locks the proposal's row FOR UPDATE, then the existing head's (:func:`memory_supersede`).
    """
    proposal = _check_proposal(project, proposal_id)
    successor = memory_supersede(
        project=project,
        memory_id=existing_id,
        content=proposal.content,
        kind=SupersessionKind.UPDATE,
        actor_label=actor_label,
        confidence=proposal.confidence,
        source=proposal.source or None,
        entities=memory_selectors.memory_entity_names(memory=proposal),
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
    """Confirm the pending proposal, then merge it with ``existing_id`` into ``content``.

    Locks the proposal's row FOR UPDATE, then both heads in id order (:func:`memory_merge`).
    """
    proposal = _check_proposal(project, proposal_id)
    confirmed = memory_confirm(project=project, memory_id=proposal.id, actor_label=actor_label)
    return memory_merge(
        project=project,
        memory_ids=[confirmed.id, existing_id],
        content=content,
        actor_label=actor_label,
    )
