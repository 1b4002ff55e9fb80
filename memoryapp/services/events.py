"""Capture first, interpret later: canonical events are stored before anything reads them.

Capture is idempotent on the client's ``event_id`` (unique per project): a retried batch stores
nothing twice and answers exactly as the first time. A ``turn_complete`` event marks its turn as
awaiting extraction; a ``signal`` event whose content is ``session_end`` ends the session's
working memories.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from django.db import transaction
from django.utils import timezone

from memoryapp.domain.session_signals import SESSION_END
from memoryapp.domain.types import Actor, SupersessionKind
from memoryapp.errors import Conflict, InvalidInput
from memoryapp.models import CanonicalEvent, Project
from memoryapp.services.checks import check_subject
from memoryapp.services.extraction import extraction_queue_turn
from memoryapp.services.typed_events import typed_events_reduce
from memoryapp.services.working import working_session_expire


@dataclass(frozen=True)
class EventInput:
    event_id: str
    session_id: str
    kind: str
    role: str = ""
    content: str = ""
    tool: str = ""
    arguments: Any = None
    observed_at: datetime | None = None
    turn_complete: bool = False
    subject: str = ""
    value: str = ""
    effective_from: datetime | None = None
    supersedes: tuple[str, ...] = ()
    # "update" or "correction" (a reschedule); "" lets the reduction's rule decide.
    supersession: str = ""
    evidence_refs: tuple[str, ...] = ()


TYPED_KINDS = frozenset(
    {CanonicalEvent.Kind.DECISION.value, CanonicalEvent.Kind.STATE_CHANGE.value}
)


# How a typed event may say it supersedes ("" lets the reduction's rule decide).
SUPERSESSIONS = frozenset({"", SupersessionKind.UPDATE.value, SupersessionKind.CORRECTION.value})


def _fingerprint(event: EventInput | CanonicalEvent) -> tuple[Any, ...]:
    return (
        event.session_id,
        event.kind,
        event.role,
        event.content,
        event.turn_complete,
        event.subject,
        event.value,
        tuple(event.supersedes),
        event.supersession,
    )


def _check_typed(events: Sequence[EventInput]) -> list[EventInput]:
    """Typed events carry a subject and a value, the others none; subjects normalised."""
    checked = []
    for event in events:
        typed = event.kind in TYPED_KINDS
        carries = bool(
            event.subject
            or event.value
            or event.effective_from
            or event.supersedes
            or event.supersession
            or event.evidence_refs
        )
        if typed and not (event.subject and event.value):
            raise InvalidInput(
                f"a {event.kind} event needs a subject and a value",
                details={"event_id": event.event_id},
            )
        if not typed and carries:
            raise InvalidInput(
                "subject, value, effective_from, supersedes, supersession and evidence_refs "
                "belong to decision and state_change events",
                details={"event_id": event.event_id},
            )
        if event.supersession not in SUPERSESSIONS:
            raise InvalidInput(
                "supersession is update or correction",
                details={"event_id": event.event_id, "field": "supersession"},
            )
        if event.turn_complete and typed:
            raise InvalidInput(
                "a typed event is not a conversation turn (turn_complete)",
                details={"event_id": event.event_id},
            )
        checked.append(replace(event, subject=check_subject(event.subject)) if typed else event)
    return checked


@transaction.atomic
def events_capture(
    *,
    project: Project,
    events: Sequence[EventInput],
    token_id: int | None = None,
    actor: Actor = Actor.AGENT,
    actor_label: str = "",
    record_at_observed: bool = False,
) -> list[CanonicalEvent]:
    """Store the batch (skipping ids already stored) and return every event of it, in order.
    ``token_id``, ``actor``, ``actor_label``: who sent it, stored with each event (a resent
    event keeps its first sender).

    Takes no row lock of its own: the unique (project, event_id) constraint settles two
    concurrent captures of one id. Ending a session locks its working memories
    (:func:`working_session_expire`). Typed events are then reduced into memories
    (:func:`memoryapp.services.typed_events.typed_events_reduce`, which takes the locks of
    :func:`memoryapp.services.propose.memory_propose`), each as its own capturer: a waiting
    event this capture unblocks keeps its sender's authority, not this caller's.
    ``record_at_observed``: the owner's own history (the evaluation's loader), whose typed
    events' memories are recorded when they were observed, as an import keeps its times."""
    events = _check_typed(events)
    ids = [e.event_id for e in events]
    if len(set(ids)) != len(ids):
        raise InvalidInput("event_id values repeat inside the batch", details={"field": "events"})
    now = timezone.now()
    sender = _Sender(token_id=token_id, actor=actor, actor_label=actor_label)
    CanonicalEvent.objects.bulk_create(
        [_row(project, e, sender=sender, now=now) for e in events], ignore_conflicts=True
    )
    stored = {
        e.event_id: e for e in CanonicalEvent.objects.filter(project=project, event_id__in=ids)
    }
    _check_retried(events, stored)
    fresh = [e for e in events if stored[e.event_id].received_at == now]
    _follow_up(project, fresh, stored, record_at_observed=record_at_observed)
    return [stored[i] for i in ids]


@dataclass(frozen=True)
class _Sender:
    """Who sent a batch, stored with each of its events."""

    token_id: int | None
    actor: Actor
    actor_label: str


def _row(project: Project, e: EventInput, *, sender: _Sender, now: datetime) -> CanonicalEvent:
    """The stored form of ``e``, received ``now``: a completed turn waits for extraction, a
    typed event for its reduction."""
    return CanonicalEvent(
        project=project,
        session_id=e.session_id,
        event_id=e.event_id,
        kind=e.kind,
        role=e.role,
        content=e.content,
        tool_name=e.tool,
        tool_arguments=e.arguments,
        observed_at=e.observed_at or now,
        received_at=now,
        token_id=sender.token_id,
        actor=sender.actor,
        actor_label=sender.actor_label,
        turn_complete=e.turn_complete,
        extraction_state=(
            CanonicalEvent.Extraction.PENDING
            if e.turn_complete
            else CanonicalEvent.Extraction.NOT_APPLICABLE
        ),
        subject=e.subject,
        value=e.value,
        effective_from=e.effective_from,
        supersedes=list(e.supersedes),
        supersession=e.supersession,
        evidence_refs=list(e.evidence_refs),
        reduction_state=(
            CanonicalEvent.Reduction.WAITING
            if e.kind in TYPED_KINDS
            else CanonicalEvent.Reduction.NOT_APPLICABLE
        ),
    )


def _check_retried(events: Sequence[EventInput], stored: dict[str, CanonicalEvent]) -> None:
    for event in events:
        # A reused id with different words is a client bug, not a retry: say so.
        if _fingerprint(stored[event.event_id]) != _fingerprint(event):
            raise Conflict(
                "this event_id was already captured with different content",
                details={"event_id": event.event_id},
            )


def _follow_up(
    project: Project,
    fresh: list[EventInput],
    stored: dict[str, CanonicalEvent],
    *,
    record_at_observed: bool,
) -> None:
    """What the newly stored events set off: extraction of completed turns, the end of a
    session's working memories, the reduction of typed events."""
    for event in fresh:
        if event.turn_complete:
            # Queued after commit; dark (no model) leaves the turn pending for a harvest.
            extraction_queue_turn(project=project, turn_event=stored[event.event_id])
    for session_id in {
        e.session_id for e in fresh if e.kind == "signal" and e.content == SESSION_END
    }:
        working_session_expire(project=project, session_id=session_id)
    if any(e.kind in TYPED_KINDS for e in fresh):
        typed_events_reduce(project=project, record_at_observed=record_at_observed)
