"""A subject's state at a standpoint, resolved from its versions' temporal verdicts.

Rule: a subject's versions are the memories that carry its key, with their whole supersession
chains; each version has its verdict at the standpoint (:func:`memoryapp.domain.temporal.
evaluate_chain`). Only active versions speak for the state (pending ones wait for the owner,
rejected and archived ones are out):

- ``current``: an active version judged current; if several chains hold one (two heads on one
  subject), the one that took effect last (``valid_from``, else ``recorded_at``) is the value
  and the others are reported as ``conflicts``;
- ``not_modelled``: no version has times, so none is judged current or superseded by time; the
  latest active head is the value, labelled so;
- ``planned``: nothing holds yet, but a version takes effect later;
- ``unknown``: nothing is known at the standpoint (no version, or all recorded after it, or all
  out of their validity).

A value from an untrusted source is reported with its standing and is not usable to steer an
action (``usable_for_influence`` False), as in a bundle.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum

from . import decisions
from .temporal import REASON_FOR_STATUS, TemporalStatus, TemporalVerdict
from .types import MemoryStatus, Standing


class StateStatus(StrEnum):
    CURRENT = "current"
    PLANNED = "planned"
    UNKNOWN = "unknown"
    NOT_MODELLED = "not_modelled"


@dataclass(frozen=True)
class StateVersion:
    """One version of a subject, as the state reads it."""

    memory_id: str
    content: str
    status: MemoryStatus
    standing: Standing
    recorded_at: datetime
    valid_from: datetime | None
    valid_to: datetime | None
    is_head: bool

    def took_effect(self) -> datetime:
        return self.valid_from or self.recorded_at


@dataclass(frozen=True)
class Judged:
    version: StateVersion
    verdict: TemporalStatus


@dataclass(frozen=True)
class SubjectState:
    status: StateStatus
    current: StateVersion | None
    usable_for_influence: bool
    planned: tuple[StateVersion, ...]
    conflicts: tuple[StateVersion, ...]
    # Every version known at the standpoint, in the order it took effect, with its verdict.
    history: tuple[Judged, ...]


def resolve_state(
    versions: Sequence[StateVersion], verdicts: Mapping[str, TemporalVerdict]
) -> SubjectState:
    """The subject's state from its versions and their verdicts (see the module rule)."""
    known = [
        Judged(v, verdicts[v.memory_id].status)
        for v in versions
        if verdicts[v.memory_id].status is not TemporalStatus.UNKNOWN
    ]
    known.sort(key=lambda j: (j.version.took_effect(), j.version.recorded_at, j.version.memory_id))
    active = [j for j in known if j.version.status is MemoryStatus.ACTIVE]
    current = [j.version for j in active if j.verdict is TemporalStatus.CURRENT]
    planned = tuple(j.version for j in active if j.verdict is TemporalStatus.PLANNED)
    unmodelled = [
        j.version for j in active if j.verdict is TemporalStatus.NOT_MODELLED and j.version.is_head
    ]
    if current:
        status, value, others = StateStatus.CURRENT, current[-1], tuple(current[:-1])
    elif unmodelled:
        status, value, others = StateStatus.NOT_MODELLED, unmodelled[-1], tuple(unmodelled[:-1])
    elif planned:
        status, value, others = StateStatus.PLANNED, None, ()
    else:
        status, value, others = StateStatus.UNKNOWN, None, ()
    return SubjectState(
        status=status,
        current=value,
        usable_for_influence=value is not None and value.standing is Standing.TRUSTED,
        planned=planned,
        conflicts=others,
        history=tuple(known),
    )


_STATUS_REASONS = {
    MemoryStatus.PENDING: decisions.STATUS_PENDING,
    MemoryStatus.ARCHIVED: decisions.STATUS_ARCHIVED,
    MemoryStatus.REJECTED: decisions.STATUS_REJECTED,
}


def version_reason(judged: Judged, state: SubjectState) -> str:
    """Why a version is, or is not, the subject's value: a stable reason code."""
    version = judged.version
    if state.current is not None and version.memory_id == state.current.memory_id:
        return decisions.SELECTED_CURRENT
    if version.status in _STATUS_REASONS:
        return _STATUS_REASONS[version.status]
    if version in state.conflicts:
        return decisions.STATE_CONFLICT
    return REASON_FOR_STATUS[judged.verdict] or decisions.STATE_CONFLICT
