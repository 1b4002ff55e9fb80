"""A subject's state at a standpoint, the project's subjects, and its open loops."""

from __future__ import annotations

import uuid

from django.utils import timezone
from ninja import Schema

from memoryapp.domain.loops import Loop
from memoryapp.domain.state import Judged, StateVersion
from memoryapp.models import ApiToken
from memoryapp.operations.roles import actor_label
from memoryapp.operations.schemas import (
    OpenLoopOut,
    OpenLoopsIn,
    OpenLoopsOut,
    StateHistoryOut,
    StateIn,
    StateOut,
    StateValueOut,
    SubjectOut,
    SubjectsIn,
    SubjectsOut,
)
from memoryapp.selectors import subjects as subject_selectors
from memoryapp.services.state import state_read

STATE_RESPONSES: dict[int, type[Schema]] = {200: StateOut}
SUBJECTS_RESPONSES: dict[int, type[Schema]] = {200: SubjectsOut}
OPEN_LOOPS_RESPONSES: dict[int, type[Schema]] = {200: OpenLoopsOut}


def value_out(version: StateVersion) -> StateValueOut:
    return StateValueOut(
        memory_id=uuid.UUID(version.memory_id),
        content=version.content,
        standing=version.standing.value,
        valid_from=version.valid_from,
        valid_to=version.valid_to,
        recorded_at=version.recorded_at,
    )


def history_out(judged: Judged, reason: str) -> StateHistoryOut:
    version = judged.version
    return StateHistoryOut(
        memory_id=uuid.UUID(version.memory_id),
        content=version.content,
        status=version.status.value,
        valid_from=version.valid_from,
        valid_to=version.valid_to,
        kind=judged.verdict.value,
        reason=reason,
    )


def state(token: ApiToken, payload: StateIn) -> StateOut:
    outcome = state_read(
        project=token.project,
        subject=payload.subject,
        temporal=payload.temporal.model_dump(exclude_none=True) if payload.temporal else None,
        actor_label=actor_label(token),
        token_id=token.id,
    )
    resolved = outcome.state
    return StateOut(
        subject=outcome.subject,
        status=resolved.status.value,
        current=value_out(resolved.current) if resolved.current else None,
        usable_for_influence=resolved.usable_for_influence,
        planned=[value_out(v) for v in resolved.planned],
        conflicts=[value_out(v) for v in resolved.conflicts],
        history=[history_out(j, outcome.reasons[j.version.memory_id]) for j in resolved.history],
        trace_id=outcome.trace.id,
    )


def subjects(token: ApiToken, payload: SubjectsIn) -> SubjectsOut:
    rows = subject_selectors.subject_list(
        project=token.project, q=payload.q or "", limit=payload.limit
    )
    return SubjectsOut(
        items=[
            SubjectOut(
                subject=r.subject,
                memories=r.memories,
                heads=r.heads,
                last_recorded_at=r.last_recorded_at,
            )
            for r in rows
        ]
    )


def loop_out(loop: Loop) -> OpenLoopOut:
    return OpenLoopOut(
        id=uuid.UUID(loop.id),
        subject=loop.subject,
        opened_by=uuid.UUID(loop.opened_by),
        opened_at=loop.opened_at,
        expected=loop.expected,
        standing=loop.opener.standing.value,
        reason=loop.opened_because,
        status=loop.status.value,
        closed_by=uuid.UUID(loop.closed_by) if loop.closed_by else None,
        closed_reason=loop.closed_because,
    )


def open_loops(token: ApiToken, payload: OpenLoopsIn) -> OpenLoopsOut:
    at = payload.at or timezone.now()
    page = subject_selectors.open_loop_page(
        project=token.project,
        now=at,
        known_at=at,
        status=payload.status,
        cursor=payload.cursor,
        limit=payload.limit,
    )
    return OpenLoopsOut(items=[loop_out(loop) for loop in page.items], next_cursor=page.next_cursor)
