"""Resolving a subject's state from its versions' verdicts."""

from __future__ import annotations

from datetime import UTC, datetime

from memoryapp.domain.state import StateStatus, StateVersion, resolve_state, version_reason
from memoryapp.domain.temporal import TemporalStatus as TS
from memoryapp.domain.temporal import TemporalVerdict
from memoryapp.domain.types import MemoryStatus, Standing


def version(memory_id: str, day: int, **changes: object) -> StateVersion:
    values: dict[str, object] = {
        "memory_id": memory_id,
        "content": f"value {memory_id}",
        "status": MemoryStatus.ACTIVE,
        "standing": Standing.TRUSTED,
        "recorded_at": datetime(2026, 1, day, tzinfo=UTC),
        "valid_from": datetime(2026, 1, day, tzinfo=UTC),
        "valid_to": None,
        "is_head": True,
    }
    values.update(changes)
    return StateVersion(**values)  # type: ignore[arg-type]


def verdicts(**statuses: TS) -> dict[str, TemporalVerdict]:
    return {memory_id: TemporalVerdict.of(status) for memory_id, status in statuses.items()}


def test_two_chains_holding_a_current_value_report_the_later_and_the_conflict():
    old, new = version("a", 1), version("b", 5)
    state = resolve_state([new, old], verdicts(a=TS.CURRENT, b=TS.CURRENT))
    assert state.status is StateStatus.CURRENT
    assert state.current == new and state.conflicts == (old,)
    assert [j.version.memory_id for j in state.history] == ["a", "b"]
    assert version_reason(state.history[0], state) == "state.conflict"
    assert version_reason(state.history[1], state) == "selected.current"


def test_pending_rejected_and_archived_versions_never_speak_for_the_state():
    for status, code in [
        (MemoryStatus.PENDING, "status.pending"),
        (MemoryStatus.REJECTED, "status.rejected"),
        (MemoryStatus.ARCHIVED, "status.archived"),
    ]:
        only = version("a", 1, status=status)
        state = resolve_state([only], verdicts(a=TS.CURRENT))
        assert state.status is StateStatus.UNKNOWN and state.current is None
        assert version_reason(state.history[0], state) == code


def test_unknown_versions_are_left_out_of_the_history():
    state = resolve_state([version("a", 1)], verdicts(a=TS.UNKNOWN))
    assert state.status is StateStatus.UNKNOWN and state.history == ()


def test_an_untrusted_value_is_the_value_but_not_for_influence():
    state = resolve_state([version("a", 1, standing=Standing.UNTRUSTED)], verdicts(a=TS.CURRENT))
    assert state.current is not None and state.usable_for_influence is False


def test_a_value_without_times_is_not_modelled_and_a_plan_alone_is_planned():
    untimed = version("a", 1, valid_from=None)
    state = resolve_state([untimed], verdicts(a=TS.NOT_MODELLED))
    assert state.status is StateStatus.NOT_MODELLED and state.current == untimed
    plan = version("p", 9)
    state = resolve_state([plan], verdicts(p=TS.PLANNED))
    assert state.status is StateStatus.PLANNED and state.planned == (plan,)
    assert version_reason(state.history[0], state) == "temporal.planned_not_effective"
