"""The frame step of /context (docs/frames.md): which work the request is for, how much power
that gives the project's frame, and what the frame does to the candidates before decide().

:func:`frame_establish` runs after routing: it reads the frame in force, the caller's signals
(or the session's latest captured events) and the work type the session carried, and decides
the work frame and its control. :func:`frame_apply` runs after selection: it reorders the
candidates by :func:`memoryapp.domain.frame_effects.frame_effects` (so the rank cutoff sees the
framed order), takes out the ones a hard frame with ``hard_exclude`` removes, and gives every
candidate its effect's reason for the trace. With ``MEMORY_FRAMES`` off the work is still
established and recorded, never applied; with the evaluation's ``Stages.frames`` off the frame
is not consulted at all.
"""

from __future__ import annotations

import copy
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from django.conf import settings

from memoryapp.domain.decisions import LABELS, Candidate, CandidateDecision, Stages, served_form
from memoryapp.domain.frame_effects import (
    FRAME_EXCLUDED,
    ControlMode,
    FrameCandidate,
    FrameControl,
    control_for,
    control_switched_off,
    control_unframed,
    fence_fields,
    frame_effects,
    unapplied_reason,
)
from memoryapp.domain.frame_establishment import WorkFrame, WorkSignal, establish
from memoryapp.domain.frames import FrameProblem, ProjectFrame
from memoryapp.domain.routing import Route
from memoryapp.domain.temporal import TemporalStatus
from memoryapp.domain.types import MemoryType, SourceKind
from memoryapp.models import Project
from memoryapp.selectors.frames import frame_in_force, session_work_signals, session_work_type
from memoryapp.services.context_selection import Selection

_MEMORY_TYPES = {t.value: t for t in MemoryType}
_SOURCE_KINDS = {k.value: k for k in SourceKind}


@dataclass(frozen=True)
class FrameStep:
    """The project's frame for one request: its version (0: never declared), the frame or why
    it does not parse, the work frame (None when there is no frame to establish it against),
    the control, and where the signals came from ("caller" or "session")."""

    version: int
    frame: ProjectFrame | None
    problem: FrameProblem | None
    work: WorkFrame | None
    control: FrameControl
    signals_from: str
    ms: float

    @property
    def applies(self) -> bool:
        return self.frame is not None and self.control.mode is not ControlMode.QUERY_ONLY

    def wants_entities(self) -> bool:
        """Whether the candidates' entities matter: the frame applies for a work type that
        prefers some (only then does selection read them)."""
        if not self.applies or self.frame is None or self.work is None:
            return False
        work_type = self.frame.work_type(self.work.work_type or "")
        return work_type is not None and bool(work_type.prefer.entities)

    def fence(self) -> dict[str, str] | None:
        """The opening fence line's frame attributes, None when the frame did not apply."""
        return fence_fields(self.work, self.control)

    def as_dict(self) -> dict[str, Any]:
        """The trace's record of the step (the candidates' effects are in their rows)."""
        problem = self.problem
        return {
            "version": self.version,
            "control": self.control.mode.value,
            "reason": self.control.reason,
            "signals_from": self.signals_from,
            "hard_exclude": bool(self.frame and self.frame.hard_exclude),
            "work": self.work.as_dict() if self.work else None,
            "problem": {"code": problem.code, "detail": problem.detail} if problem else None,
            "fence": self.fence(),
        }


@dataclass(frozen=True)
class Framed:
    """The candidates decide() judges (in the framed order), the decisions of those the frame
    removed, and each candidate's frame effect reason (memory id -> code)."""

    candidates: list[Candidate]
    excluded: list[CandidateDecision] = field(default_factory=list)
    effects: dict[str, str] = field(default_factory=dict)
    preferred: int = 0
    ms: float = 0.0


def frame_establish(
    *,
    project: Project,
    route: Route,
    session_id: str,
    signals: Sequence[WorkSignal] | None,
    work_type: str | None,
) -> FrameStep:
    """The frame's control over one request (see the module docstring). Without ``signals``
    the session's latest captured events are read (selectors.frames.session_work_signals)."""
    started = time.perf_counter()
    in_force = frame_in_force(project=project)
    source = "caller" if signals is not None else "session"
    frame = in_force.frame
    if frame is None:
        control = control_unframed(in_force.problem)
        return FrameStep(
            in_force.version, None, in_force.problem, None, control, source, _ms(started)
        )
    if signals is None:
        signals = session_work_signals(project=project, session_id=session_id)
    previous = session_work_type(project=project, session_id=session_id)
    work = establish(frame, signals, declared_work_type=work_type, previous_work_type=previous)
    control = control_for(work, route) if settings.MEMORY_FRAMES else control_switched_off()
    return FrameStep(in_force.version, frame, None, work, control, source, _ms(started))


def frame_apply(step: FrameStep | None, selection: Selection, *, stages: Stages) -> Framed:
    """The candidates in the framed order with the frame's effects (see the module
    docstring); ``step`` None (the frame not consulted) leaves them as they are."""
    if step is None:
        return Framed(selection.candidates)
    started = time.perf_counter()
    candidates = selection.candidates
    if not step.applies:
        # Nothing to read of the candidates: each has the same reason, the order is kept.
        reason = unapplied_reason(step.control)
        effects = {c.memory_id: reason for c in candidates}
        return Framed(candidates, [], effects, 0, _ms(started) + step.ms)
    outcome = frame_effects(_frame_candidates(selection), step.work, step.frame, step.control)
    effects = {e.memory_id: e.reason for e in outcome.effects}
    preferred = sum(e.preferred for e in outcome.effects)
    by_id = {c.memory_id: c for c in candidates}
    kept = [_ranked(by_id[memory_id], rank) for rank, memory_id in enumerate(outcome.order, 1)]
    excluded = [_excluded(by_id[memory_id], stages) for memory_id in outcome.removed]
    return Framed(kept, excluded, effects, preferred, _ms(started) + step.ms)


def frame_json(step: FrameStep | None, framed: Framed) -> dict[str, Any]:
    """The trace's frame column: the step, and how many candidates the frame preferred and
    removed; {} when the frame was not consulted."""
    if step is None:
        return {}
    return {**step.as_dict(), "preferred": framed.preferred, "excluded": len(framed.excluded)}


def _frame_candidates(selection: Selection) -> list[FrameCandidate]:
    """What the frame reads of each candidate, in selection order (the entities are there
    when the step wanted them: FrameStep.wants_entities)."""
    rows, subjects, entities = selection.rows, selection.subjects, selection.entities
    return [
        FrameCandidate(
            c.memory_id,
            _MEMORY_TYPES[rows[c.memory_id].type],
            _SOURCE_KINDS[rows[c.memory_id].source_kind],
            subjects.get(c.memory_id, ""),
            entities.get(c.memory_id, frozenset()),
        )
        for c in selection.candidates
    ]


def _ranked(candidate: Candidate, rank: int) -> Candidate:
    """``candidate`` at fused rank ``rank``: a copy, not checked again (it was when built)."""
    if candidate.fused_rank == rank:
        return candidate
    moved = copy.copy(candidate)
    object.__setattr__(moved, "fused_rank", rank)
    return moved


def _excluded(candidate: Candidate, stages: Stages) -> CandidateDecision:
    """The decision of a candidate the frame removed: rejected with ``frame.excluded``."""
    status = candidate.temporal.status if stages.temporal else TemporalStatus.NOT_MODELLED
    label = LABELS[status]
    form = served_form(candidate.status, candidate.standing, label)
    return CandidateDecision(candidate.memory_id, False, FRAME_EXCLUDED, label, form)


def _ms(started: float) -> float:
    return (time.perf_counter() - started) * 1000
