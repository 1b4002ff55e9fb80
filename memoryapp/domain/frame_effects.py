"""What a work frame does to a request's candidates: the control it has, and each candidate's
effect with its reason.

Rule: a frame's power follows how firmly the work was established, and a guess can never hide
evidence.

- Control (:func:`control_for`): DECLARED and CORROBORATED work is HARD, INFERRED work SOFT,
  CONFLICTING, STALE and UNKNOWN work QUERY_ONLY. A recall request bypasses the frame
  (``frame.bypassed_recall``): what was said in the past is asked for whatever the current work
  is. A project without a frame, or with a malformed one, is QUERY_ONLY with its own reason
  (:func:`control_unframed`); so is every request while the service switches frames off
  (``frame.switched_off``, :func:`control_switched_off`).
- QUERY_ONLY changes nothing: the baseline order, every candidate kept
  (``frame.not_applied_query_only``, or the bypass or unframed reason).
- HARD lifts every preferred candidate (:meth:`memoryapp.domain.frames.EvidencePreference.
  prefers`) above the others, each group in its baseline order (``frame.preferred``,
  ``frame.not_preferred``). Only when the owner opted into ``hard_exclude`` does it remove the
  others (``frame.excluded``), and then only if some candidate is preferred: removing every
  candidate would leave the model nothing, so then all are kept
  (``frame.kept_none_preferred``).
- SOFT interleaves: the new order takes in turn the next candidate of the baseline order and
  the next of the preferred ones, each skipping what is already placed. The frame's guess gets
  half of every prefix and the baseline the other half, so a candidate at baseline position
  ``p`` ends at position ``2p - 1`` or better, and nothing is removed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType

from .frame_establishment import Establishment, WorkFrame
from .frames import FrameProblem, ProjectFrame
from .names import normalize_entity_name
from .routing import Route
from .types import MemoryType, SourceKind

# Why the frame had the control it had, when it is not the establishment's own code, and what
# it did to each candidate. Stable strings: extend, never rename.
FRAME_BYPASSED_RECALL = "frame.bypassed_recall"
FRAME_DISABLED_MALFORMED = "frame.disabled_malformed"
FRAME_NOT_DECLARED = "frame.not_declared"
FRAME_SWITCHED_OFF = "frame.switched_off"
FRAME_PREFERRED = "frame.preferred"
FRAME_NOT_PREFERRED = "frame.not_preferred"
FRAME_EXCLUDED = "frame.excluded"
FRAME_KEPT_NONE_PREFERRED = "frame.kept_none_preferred"
FRAME_NOT_APPLIED_QUERY_ONLY = "frame.not_applied_query_only"


class ControlMode(StrEnum):
    HARD = "hard"
    SOFT = "soft"
    QUERY_ONLY = "query_only"


_MODES = MappingProxyType(
    {
        Establishment.DECLARED: ControlMode.HARD,
        Establishment.CORROBORATED: ControlMode.HARD,
        Establishment.INFERRED: ControlMode.SOFT,
        Establishment.CONFLICTING: ControlMode.QUERY_ONLY,
        Establishment.STALE: ControlMode.QUERY_ONLY,
        Establishment.UNKNOWN: ControlMode.QUERY_ONLY,
    }
)
# Query-only reasons that say more than "not applied" for each candidate.
_PASSED_ON = frozenset(
    {FRAME_BYPASSED_RECALL, FRAME_DISABLED_MALFORMED, FRAME_NOT_DECLARED, FRAME_SWITCHED_OFF}
)


@dataclass(frozen=True)
class FrameControl:
    """How much power the frame has over this request, and the code that decided it."""

    mode: ControlMode
    reason: str


def control_for(work: WorkFrame, route: Route) -> FrameControl:
    """The control ``work`` gives the frame for a request of ``route`` (see the module rule)."""
    if Route(route) is Route.RECALL:
        return FrameControl(ControlMode.QUERY_ONLY, FRAME_BYPASSED_RECALL)
    return FrameControl(_MODES[work.state], work.reason)


def control_unframed(problem: FrameProblem | None) -> FrameControl:
    """The control of a project whose frame is malformed (``problem``) or that has none."""
    reason = FRAME_NOT_DECLARED if problem is None else FRAME_DISABLED_MALFORMED
    return FrameControl(ControlMode.QUERY_ONLY, reason)


def control_switched_off() -> FrameControl:
    """The control of every request while the service's frames are switched off (the
    ``MEMORY_FRAMES`` setting): the work is still established and recorded, never applied."""
    return FrameControl(ControlMode.QUERY_ONLY, FRAME_SWITCHED_OFF)


def fence_fields(work: WorkFrame | None, control: FrameControl) -> dict[str, str] | None:
    """The opening fence line's frame attributes, only when the frame applied (hard or soft);
    None keeps the line as it is without frames."""
    if work is None or work.work_type is None or control.mode is ControlMode.QUERY_ONLY:
        return None
    return {
        "work_type": work.work_type,
        "frame_establishment": work.state.value,
        "frame_control": control.mode.value,
    }


@dataclass(frozen=True)
class FrameCandidate:
    """What the frame reads of a retrieved memory: its type, its source's kind, its subject key
    ("" for none) and the names of the entities it mentions."""

    memory_id: str
    memory_type: MemoryType
    source_kind: SourceKind
    subject: str = ""
    entities: frozenset[str] = frozenset()

    def __post_init__(self) -> None:
        object.__setattr__(self, "memory_type", MemoryType(self.memory_type))
        object.__setattr__(self, "source_kind", SourceKind(self.source_kind))
        object.__setattr__(self, "subject", self.subject.casefold())
        object.__setattr__(
            self, "entities", frozenset(normalize_entity_name(name) for name in self.entities)
        )


@dataclass(frozen=True)
class FrameEffect:
    memory_id: str
    preferred: bool
    kept: bool
    reason: str


@dataclass(frozen=True)
class FrameOutcome:
    """``order``: the kept candidates' ids in their new order; ``effects``: one per candidate,
    in the baseline order."""

    order: tuple[str, ...]
    effects: tuple[FrameEffect, ...]

    @property
    def removed(self) -> tuple[str, ...]:
        return tuple(e.memory_id for e in self.effects if not e.kept)


def _interleaved(baseline: Sequence[str], preferred: Sequence[str]) -> list[str]:
    """The SOFT order: baseline and preferred in turn, baseline first, nothing twice."""
    placed: set[str] = set()
    order: list[str] = []
    lanes = [iter(baseline), iter(preferred)]
    turn = 0
    while len(order) < len(baseline):
        for memory_id in lanes[turn % 2]:
            if memory_id not in placed:
                placed.add(memory_id)
                order.append(memory_id)
                break
        turn += 1
    return order


def _unchanged(ids: Sequence[str], reason: str) -> FrameOutcome:
    effects = tuple(FrameEffect(memory_id, False, True, reason) for memory_id in ids)
    return FrameOutcome(tuple(ids), effects)


def unapplied_reason(control: FrameControl) -> str:
    """Every candidate's reason when the frame does not apply: the bypass or unframed reason
    that decided so, else ``frame.not_applied_query_only``."""
    return control.reason if control.reason in _PASSED_ON else FRAME_NOT_APPLIED_QUERY_ONLY


def _kept_reason(control: FrameControl, frame: ProjectFrame, lifted: Sequence[str]) -> str:
    """The reason of a candidate that is kept although not preferred."""
    if control.mode is ControlMode.HARD and frame.hard_exclude and not lifted:
        return FRAME_KEPT_NONE_PREFERRED
    return FRAME_NOT_PREFERRED


def frame_effects(
    candidates: Sequence[FrameCandidate],
    work: WorkFrame | None,
    frame: ProjectFrame | None,
    control: FrameControl,
) -> FrameOutcome:
    """Each candidate's frame effect and the new order (see the module rule). ``candidates``
    are in the baseline order."""
    ids = [c.memory_id for c in candidates]
    if len(set(ids)) != len(ids):
        raise ValueError("a memory is a candidate twice")
    work_type = None
    if frame is not None and work is not None and work.work_type is not None:
        work_type = frame.work_type(work.work_type)
    if frame is None or work_type is None or control.mode is ControlMode.QUERY_ONLY:
        return _unchanged(ids, unapplied_reason(control))
    prefers = work_type.prefer.prefers
    preferred = {
        c.memory_id
        for c in candidates
        if prefers(c.memory_type, c.source_kind, c.subject, c.entities)
    }
    lifted = [i for i in ids if i in preferred]
    if control.mode is ControlMode.SOFT:
        order = _interleaved(ids, lifted)
    elif frame.hard_exclude and lifted:
        order = lifted
    else:
        order = lifted + [i for i in ids if i not in preferred]
    kept = set(order)
    otherwise = _kept_reason(control, frame, lifted)
    effects = tuple(
        FrameEffect(
            i,
            i in preferred,
            i in kept,
            FRAME_PREFERRED if i in preferred else otherwise if i in kept else FRAME_EXCLUDED,
        )
        for i in ids
    )
    return FrameOutcome(tuple(order), effects)
