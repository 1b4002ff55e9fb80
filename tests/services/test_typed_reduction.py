"""Reducing typed events on PostgreSQL: the owner's history recorded when it was observed, so a
standpoint as known then sees each event from that moment, and a postponed plan leaves no gap."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from memoryapp.domain.types import Actor
from memoryapp.models import Memory, Project
from memoryapp.services.events import EventInput, events_capture
from memoryapp.services.state import state_read


def at(month: int, day: int) -> datetime:
    return datetime(2026, month, day, tzinfo=UTC)


def event(event_id: str, kind: str, value: str, observed: datetime, **fields: Any) -> EventInput:
    return EventInput(
        event_id=event_id,
        session_id="s1",
        kind=kind,
        subject="office.move",
        value=value,
        observed_at=observed,
        **fields,
    )


def history(project: Project, *, record_at_observed: bool) -> None:
    events_capture(
        project=project,
        events=[
            event("s1", "state_change", "Harbour Street", at(1, 5), effective_from=at(1, 5)),
            event("d1", "decision", "Move to Mill Lane", at(2, 1), effective_from=at(5, 1)),
            event(
                "d2",
                "decision",
                "The move is postponed to 1 July",
                at(4, 1),
                effective_from=at(7, 1),
            ),
        ],
        actor=Actor.OWNER,
        record_at_observed=record_at_observed,
    )


def current_at(project: Project, **temporal: Any) -> str | None:
    found = state_read(project=project, subject="office.move", temporal=temporal).state.current
    return found.content if found else None


def test_the_owners_history_is_known_from_when_it_was_observed(project: Project) -> None:
    history(project, record_at_observed=True)
    recorded = dict(Memory.objects.values_list("content", "recorded_at"))
    assert recorded["Decided for office.move: Move to Mill Lane"] == at(2, 1)
    # As known in March, the first plan would have taken effect on May 1.
    march = {"mode": "bitemporal", "valid_at": at(5, 15), "known_at": at(3, 1)}
    assert current_at(project, **march) == "Decided for office.move: Move to Mill Lane"
    # Once the postponement is known, Harbour Street holds until July, at every standpoint.
    for known in (at(4, 2), at(6, 1), at(12, 1)):
        for valid in (at(5, 1), at(6, 15), at(6, 30)):
            point = {"mode": "bitemporal", "valid_at": valid, "known_at": known}
            assert current_at(project, **point) == "office.move: Harbour Street"
    july = {"mode": "valid_at", "valid_at": at(7, 2)}
    assert current_at(project, **july) == "Decided for office.move: The move is postponed to 1 July"


def test_a_capture_is_known_from_when_it_arrived(project: Project) -> None:
    history(project, record_at_observed=False)
    # Every memory was learnt now, so in March nothing of it was known.
    assert current_at(project, mode="as_known", known_at=at(3, 1)) is None
    assert all(m.recorded_at > at(11, 1) for m in Memory.objects.all())


def test_a_plan_brought_forward_in_one_batch_corrects_the_plan(project: Project) -> None:
    events_capture(
        project=project,
        events=[
            event("g0", "state_change", "Harbour Street", at(1, 5), effective_from=at(1, 5)),
            event(
                "g1",
                "decision",
                "Move to Mill Lane on 28 September",
                at(8, 1),
                effective_from=at(9, 28),
            ),
            event(
                "g2",
                "decision",
                "The move is brought forward to 14 September",
                at(8, 25),
                effective_from=at(9, 14),
            ),
        ],
        actor=Actor.OWNER,
        record_at_observed=True,
    )
    moved = "Decided for office.move: The move is brought forward to 14 September"
    assert Memory.objects.get(content=moved).supersession_kind == "correction"
    assert current_at(project) == moved
    assert current_at(project, mode="valid_at", valid_at=at(9, 20)) == moved
    assert current_at(project, mode="valid_at", valid_at=at(9, 10)) == "office.move: Harbour Street"
