"""Typed events (``decision``, ``state_change``) reduced into memories of their subject.

Rule, deterministic (no model): each captured typed event becomes one semantic memory of its
subject, ``"<subject>: <value>"`` (a decision: ``"Decided for <subject>: <value>"``), valid from
its ``effective_from`` (else when it was observed), proposed through the same service as any
proposal, as the one who captured it (the actor, label and token stored with the event, even
when another capture is what unblocks it), so the promotion policy and the owner's review apply:
an agent's event waits for the owner, an owner's applies at once. It supersedes:

- the memory of the events it names in ``supersedes`` (their chain's head), or else
- the subject's current active head, if any.

A decision whose ``effective_from`` lies ahead is therefore a planned head (its predecessor stays
current until then); a state change makes its value current. Nothing is ever dropped:

- an event that names an event not captured yet stays ``waiting`` (``typed.unknown_reference``)
  and is reduced when a later capture brings that event;
- an event that took effect before the subject's current head (it arrived out of order) is kept
  as history: a memory of its own, valid until the head took over, that supersedes nothing
  (``typed.out_of_order``);
- an event the memory services refuse (``typed.refused``, with their message) stays ``waiting``
  with the reason, for the owner to see in health.

Reduction is idempotent: a reduced event is never reduced again.
"""

from __future__ import annotations

from typing import Any

from django.db import transaction

from memoryapp import selectors, subject_selectors
from memoryapp.domain.types import Actor, MemoryStatus, MemoryType
from memoryapp.errors import ServiceError
from memoryapp.models import CanonicalEvent, Memory, Project
from memoryapp.services.propose import memory_propose

UNKNOWN_REFERENCE = "typed.unknown_reference"
OUT_OF_ORDER = "typed.out_of_order"
REDUCED = "typed.reduced"
REFUSED = "typed.refused"


def _content(event: CanonicalEvent) -> str:
    if event.kind == CanonicalEvent.Kind.DECISION:
        return f"Decided for {event.subject}: {event.value}"
    return f"{event.subject}: {event.value}"


def _head_of_events(project: Project, event_ids: list[str]) -> Memory | None:
    """The active or archived head of the chain the named events' memories belong to."""
    derived = Memory.objects.filter(project=project, source_events__event_id__in=event_ids)
    for memory in derived.order_by("-recorded_at"):
        head_id = selectors.memory_head_id(project_id=project.id, memory_id=memory.id)
        head = Memory.objects.get(id=head_id)
        if head.status in (MemoryStatus.ACTIVE, MemoryStatus.ARCHIVED):
            return head
    return None


def typed_events_reduce(*, project: Project) -> int:
    """Reduce the project's waiting typed events, in the order they took effect, until none
    can be; returns how many were. Each is proposed as the one who captured it (its stored
    actor, label and token), whoever's capture triggered the pass. Locks the waiting events
    FOR UPDATE (skipping those another capture is reducing) and, through
    :func:`memory_propose`, the heads they supersede."""
    total = 0
    while reduced := _reduce_pass(project=project):
        total += reduced
    return total


def _reduce_pass(*, project: Project) -> int:
    waiting = list(
        CanonicalEvent.objects.select_for_update(skip_locked=True)
        .filter(project=project, reduction_state=CanonicalEvent.Reduction.WAITING)
        .order_by("effective_from", "observed_at", "id")
    )
    reduced = 0
    for event in waiting:
        named = list(event.supersedes)
        known = set(
            CanonicalEvent.objects.filter(
                project=project,
                event_id__in=named,
                reduction_state=CanonicalEvent.Reduction.REDUCED,
            ).values_list("event_id", flat=True)
        )
        missing = [ref for ref in named if ref not in known]
        if missing:
            event.reduction_note = [{"code": UNKNOWN_REFERENCE, "detail": ", ".join(missing)}]
            event.save(update_fields=["reduction_note"])
            continue
        effective = event.effective_from or event.observed_at
        target = _head_of_events(project, named) if named else None
        if target is None and not named:
            heads = subject_selectors.subject_heads(
                project=project, subject=event.subject, memory_type=MemoryType.SEMANTIC
            )
            target = Memory.objects.get(id=heads[0].id) if heads else None
        fields: dict[str, Any] = {"valid_from": effective}
        note = [{"code": REDUCED, "detail": ""}]
        took_over = target and (target.valid_from or target.recorded_at)
        if target is not None and not named and took_over and took_over > effective:
            # Older news than what is current: history, not a change of the present.
            fields["valid_to"] = took_over
            note = [{"code": OUT_OF_ORDER, "detail": f"took effect before {target.id}"}]
            target = None
        try:
            # A savepoint: a refused reduction leaves the capture and the event in place.
            with transaction.atomic():
                result = memory_propose(
                    project=project,
                    type=MemoryType.SEMANTIC,
                    content=_content(event),
                    actor=Actor(event.actor),
                    actor_label=event.actor_label,
                    source={"kind": "conversation", "ref": f"event:{event.event_id}"},
                    session_id="",
                    subject=event.subject,
                    supersedes=target.id if target is not None else None,
                    token_id=event.token_id,
                    **fields,
                )
        except ServiceError as error:
            event.reduction_note = [{"code": REFUSED, "detail": str(error)[:300]}]
            event.save(update_fields=["reduction_note"])
            continue
        event.derived_memories.add(result.memory)
        event.reduction_state = CanonicalEvent.Reduction.REDUCED
        event.reduction_note = note
        event.save(update_fields=["reduction_state", "reduction_note"])
        reduced += 1
    return reduced
