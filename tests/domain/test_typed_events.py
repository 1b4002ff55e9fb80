"""How a typed event supersedes: declared kinds, reschedules of plans, the types it replaces."""

from __future__ import annotations

import pytest

from memoryapp.domain.typed_events import (
    DECLARED_KIND,
    REDUCED,
    RESCHEDULE,
    replaceable_types,
    reschedule_phrase,
    typed_supersession,
)
from memoryapp.domain.types import MemoryType, SupersessionKind

CORRECTION = SupersessionKind.CORRECTION
UPDATE = SupersessionKind.UPDATE


@pytest.mark.parametrize(
    "value",
    [
        "The launch is postponed to 14 March.",
        "Go-live pushed back to the end of Q3.",
        "Board review rescheduled for next Tuesday.",
        "The cutover moved to June 3rd.",
        "Offsite moved back to the spring.",
        "Migration deferred until after the audit.",
        "Demo brought forward to Monday.",
        "Kick-off delayed until 2027.",
        "The vote slipped a week.",
    ],
)
def test_reschedule_wording_of_a_plan_is_a_correction(value: str) -> None:
    assert reschedule_phrase(value) is not None
    how = typed_supersession(event_kind="decision", declared="", value=value, target_is_plan=True)
    assert (how.kind, how.reason) == (CORRECTION, RESCHEDULE)


@pytest.mark.parametrize(
    "value",
    [
        "The billing queue moved to NATS.",
        "Support moved to the new office.",
        "The team moved to marketing's floor.",
        "Use Postgres 17 for the metadata store.",
        "Move the nightly export to GCS.",
    ],
)
def test_a_change_of_value_is_not_a_reschedule(value: str) -> None:
    assert reschedule_phrase(value) is None
    how = typed_supersession(event_kind="decision", declared="", value=value, target_is_plan=True)
    assert (how.kind, how.reason) == (UPDATE, REDUCED)


def test_only_a_decision_replacing_a_plan_is_read_as_a_reschedule() -> None:
    value = "Release postponed to May."
    head = typed_supersession(event_kind="decision", declared="", value=value, target_is_plan=False)
    state = typed_supersession(
        event_kind="state_change", declared="", value=value, target_is_plan=True
    )
    assert head.kind is UPDATE and state.kind is UPDATE


def test_a_declared_kind_wins_over_the_wording() -> None:
    how = typed_supersession(
        event_kind="state_change", declared="correction", value="NATS", target_is_plan=False
    )
    assert (how.kind, how.reason) == (CORRECTION, DECLARED_KIND)
    said = typed_supersession(
        event_kind="decision", declared="update", value="postponed to May", target_is_plan=True
    )
    assert (said.kind, said.reason) == (UPDATE, DECLARED_KIND)


def test_a_decision_replaces_any_head_a_state_change_a_fact() -> None:
    assert MemoryType.PROCEDURAL in replaceable_types("decision")
    assert replaceable_types("state_change") == (MemoryType.SEMANTIC,)
