"""Typed events (``decision``, ``state_change``) reduced into memories of their subject.

Rule, deterministic (no model): each captured typed event becomes one semantic memory of its
subject, ``"<subject>: <value>"`` (a decision: ``"Decided for <subject>: <value>"``), valid from
its ``effective_from`` (else when it was observed), proposed through the same service as any
proposal, as the one who captured it (the actor, label and token stored with the event, even
when another capture is what unblocks it), so the promotion policy and the owner's review apply:
an agent's event waits for the owner, an owner's applies at once. It supersedes:

- the memory of the events it names in ``supersedes`` (their chain's head), or else
- the subject's latest active head, if any: for a decision whatever its type (a procedure is
  replaced wholesale), for a state change a semantic one.

It supersedes as an *update*, or as a *correction* when the event declares one
(``supersession``) or a decision reschedules a plan ("postponed to", "moved to June"): the rule
is :mod:`memoryapp.domain.typed_events`. A corrected plan never held, so it never ends what was
current before it.

A decision whose ``effective_from`` lies ahead is therefore a planned head (its predecessor stays
current until then); a state change makes its value current. Nothing is ever dropped:

- an event that names an event not captured yet stays ``waiting`` (``typed.unknown_reference``)
  and is reduced when a later capture brings that event;
- an event that took effect before the subject's current head (it arrived out of order) is kept
  as history: a memory of its own, valid until the head took over, that supersedes nothing
  (``typed.out_of_order``);
- an event the memory services refuse (``typed.refused``, with their message) stays ``waiting``
  with the reason, for the owner to see in health.

Reduction is idempotent: a reduced event is never reduced again. The owner's own history (the
evaluation's loader) may ask for each memory to be recorded when its event was observed, so a
standpoint "as known" then sees it from that moment (``record_at_observed``).
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from django.db import transaction
from django.utils import timezone

from memoryapp.domain.typed_events import (
    OUT_OF_ORDER,
    REFUSED,
    UNKNOWN_REFERENCE,
    replaceable_types,
    typed_supersession,
)
from memoryapp.domain.types import Actor, MemoryStatus, MemoryType, SupersessionKind
from memoryapp.errors import ServiceError
from memoryapp.models import CanonicalEvent, Memory, Project
from memoryapp.selectors import memories as memory_selectors
from memoryapp.selectors import subjects as subject_selectors
from memoryapp.services.propose import memory_propose


def _content(event: CanonicalEvent) -> str:
    if event.kind == CanonicalEvent.Kind.DECISION:
        return f"Decided for {event.subject}: {event.value}"
    return f"{event.subject}: {event.value}"


def _head_of_events(project: Project, event_ids: list[str]) -> Memory | None:
    """The active or archived head of the chain the named events' memories belong to."""
    derived = Memory.objects.filter(project=project, source_events__event_id__in=event_ids)
    for memory in derived.order_by("-recorded_at"):
        head_id = memory_selectors.memory_head_id(project_id=project.id, memory_id=memory.id)
        head = Memory.objects.get(id=head_id)
        if head.status in (MemoryStatus.ACTIVE, MemoryStatus.ARCHIVED):
            return head
    return None


def typed_events_reduce(*, project: Project, record_at_observed: bool = False) -> int:
    """Reduce the project's waiting typed events, in the order they were observed (those
    observed together in the order they took effect), until none can be; returns how many
    were. Replaying what was learnt in the order it was learnt is what lets a later event
    correct a plan it names or reschedules, even when it takes effect before that plan
    ("brought forward"); news of an earlier time than the head is kept as history. Each is
    proposed as the one who captured it (its stored actor, label and token), whoever's capture
    triggered the pass; with ``record_at_observed`` its memory is recorded at the event's
    ``observed_at`` (never later than now). Locks the waiting events FOR UPDATE (skipping those
    another capture is reducing) and, through :func:`memory_propose`, the heads they
    supersede."""
    total = 0
    while reduced := _reduce_pass(project=project, record_at_observed=record_at_observed):
        total += reduced
    return total


def _missing_references(project: Project, event: CanonicalEvent) -> list[str]:
    known = set(
        CanonicalEvent.objects.filter(
            project=project,
            event_id__in=list(event.supersedes),
            reduction_state=CanonicalEvent.Reduction.REDUCED,
        ).values_list("event_id", flat=True)
    )
    return [ref for ref in event.supersedes if ref not in known]


def _target(project: Project, event: CanonicalEvent) -> Memory | None:
    """The head the event replaces: its named events' chain head, or its subject's latest."""
    if event.supersedes:
        return _head_of_events(project, list(event.supersedes))
    heads = subject_selectors.subject_heads(
        project=project, subject=event.subject, memory_types=replaceable_types(event.kind)
    )
    return Memory.objects.get(id=heads[0].id) if heads else None


def _is_plan(target: Memory, event: CanonicalEvent) -> bool:
    """A decision's memory, or one whose validity had not begun when the event was observed."""
    if target.valid_from is not None and target.valid_from > event.observed_at:
        return True
    return target.source_events.filter(kind=CanonicalEvent.Kind.DECISION).exists()


def _reduce_pass(*, project: Project, record_at_observed: bool) -> int:
    waiting = list(
        CanonicalEvent.objects.select_for_update(skip_locked=True)
        .filter(project=project, reduction_state=CanonicalEvent.Reduction.WAITING)
        .order_by("observed_at", "effective_from", "id")
    )
    reduced = 0
    for event in waiting:
        missing = _missing_references(project, event)
        if missing:
            event.reduction_note = [{"code": UNKNOWN_REFERENCE, "detail": ", ".join(missing)}]
            event.save(update_fields=["reduction_note"])
            continue
        recorded_at = min(event.observed_at, timezone.now()) if record_at_observed else None
        if _reduce_one(project=project, event=event, recorded_at=recorded_at):
            reduced += 1
    return reduced


def _reduce_one(*, project: Project, event: CanonicalEvent, recorded_at: datetime | None) -> bool:
    """Propose the event's memory; True once reduced, False when the services refused it."""
    effective = event.effective_from or event.observed_at
    target = _target(project, event)
    how = typed_supersession(
        event_kind=event.kind,
        declared=event.supersession,
        value=event.value,
        target_is_plan=target is not None and _is_plan(target, event),
    )
    fields: dict[str, Any] = {"valid_from": effective}
    note = [{"code": how.reason, "detail": how.detail}]
    took_over = target and (target.valid_from or target.recorded_at)
    late = took_over and took_over > effective and how.kind is SupersessionKind.UPDATE
    if target is not None and not event.supersedes and late:
        # Older news than what is current: history, not a change of the present. A correction
        # may move a plan earlier ("brought forward"), so it is never read as late news.
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
                kind=how.kind,
                token_id=event.token_id,
                recorded_at=recorded_at,
                **fields,
            )
    except ServiceError as error:
        event.reduction_note = [{"code": REFUSED, "detail": str(error)[:300]}]
        event.save(update_fields=["reduction_note"])
        return False
    event.derived_memories.add(result.memory)
    event.reduction_state = CanonicalEvent.Reduction.REDUCED
    event.reduction_note = note
    event.save(update_fields=["reduction_state", "reduction_note"])
    return True
