"""A subject's state at a standpoint (``POST /api/v1/state``), and the trace that explains it.

The subject's chains are read (:func:`memoryapp.selectors.subjects.subject_chains`), each judged
at the standpoint with the same temporal rules as ``/context`` (:func:`memoryapp.domain.temporal.
evaluate_chain`), and resolved by :func:`memoryapp.domain.state.resolve_state`. Every version
goes into a trace of kind ``state`` with its verdict and reason code; the value, if any, is the
one version ``selected``.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from django.utils import timezone

from memoryapp.db.trace_storage import STATE_COLUMNS, StateCandidate
from memoryapp.domain.decisions import SELECTED_CURRENT, trace_decision
from memoryapp.domain.state import SubjectState, resolve_state, version_reason
from memoryapp.domain.temporal import TemporalVerdict, evaluate_chain
from memoryapp.errors import InvalidInput
from memoryapp.models import ContextTrace, Project
from memoryapp.selectors import subjects as subject_selectors
from memoryapp.services.checks import check_subject
from memoryapp.services.context import standpoint_from
from memoryapp.services.traces import ReadCall, trace_write


@dataclass(frozen=True)
class StateOutcome:
    subject: str
    state: SubjectState
    trace: ContextTrace
    # Each version's reason code, by memory id (as the trace stores it).
    reasons: dict[str, str]


def state_read(
    *,
    project: Project,
    subject: str,
    temporal: dict[str, Any] | None = None,
    actor_label: str = "",
    token_id: int | None = None,
    now: datetime | None = None,
) -> StateOutcome:
    """The state of ``subject`` at the standpoint ``temporal`` (the four modes of /context).

    Reads only, then appends the trace (no lock)."""
    key = check_subject(subject)
    if not key:
        raise InvalidInput("subject is required", details={"field": "subject"})
    call = ReadCall(project=project, query=key, actor_label=actor_label, token_id=token_id)
    point = standpoint_from(temporal, now or timezone.now())
    started = time.perf_counter()
    found = subject_selectors.subject_chains(project=project, subject=key)
    read_ms = (time.perf_counter() - started) * 1000
    verdicts: dict[str, TemporalVerdict] = {}
    head_of: dict[str, str] = {}
    for head, versions in found.chains.items():
        verdicts.update(evaluate_chain(versions, point))
        head_of.update({v.id: head for v in versions})
    state = resolve_state(found.versions, verdicts)
    rows = []
    reasons: dict[str, str] = {}
    for judged in state.history:
        version = judged.version
        reason = reasons[version.memory_id] = version_reason(judged, state)
        traced: StateCandidate = {
            "memory_id": version.memory_id,
            "status": version.status.value,
            "standing": version.standing.value,
            "chain_head": head_of[version.memory_id],
            "temporal_status": judged.verdict.value,
            "decision": trace_decision(reason == SELECTED_CURRENT),
            "reason": reason,
        }
        rows.append(STATE_COLUMNS.row(traced))
    trace = trace_write(
        call,
        kind=ContextTrace.Kind.STATE,
        fields={
            "route": {},
            "temporal": point.as_dict(),
            "config": {"subject": key, "status": state.status.value},
            "legs": {},
            "budget": {},
            "latency_ms": {"read_ms": round(read_ms, 3), "total_ms": call.total_ms()},
        },
        candidates=STATE_COLUMNS.table(rows, legs=()),
        memory_ids=[state.current.memory_id] if state.current else [],
        now=point.known_at,
    )
    return StateOutcome(subject=key, state=state, trace=trace, reasons=reasons)
