"""A subject's state at a standpoint, the project's subjects, and its open loops.

``state_as``, ``subjects_as`` and ``open_loops_as`` (token + validated input -> output) are
shared with the MCP tools, rendered with the ``*_RESPONSES`` schemas.
"""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest
from django.utils import timezone
from ninja import Query, Router, Schema

from memoryapp import subject_selectors
from memoryapp.api.auth import actor_label, token_of
from memoryapp.api.schemas import (
    OpenLoopsIn,
    OpenLoopsOut,
    StateIn,
    StateOut,
    SubjectsIn,
    SubjectsOut,
)
from memoryapp.domain.loops import Loop
from memoryapp.domain.state import Judged, StateVersion
from memoryapp.models import ApiToken
from memoryapp.services.state import state_read

router = Router(tags=["state"])

STATE_RESPONSES: dict[int, type[Schema]] = {200: StateOut}
SUBJECTS_RESPONSES: dict[int, type[Schema]] = {200: SubjectsOut}
OPEN_LOOPS_RESPONSES: dict[int, type[Schema]] = {200: OpenLoopsOut}


def _value(version: StateVersion) -> dict[str, Any]:
    return {
        "memory_id": version.memory_id,
        "content": version.content,
        "standing": version.standing.value,
        "valid_from": version.valid_from,
        "valid_to": version.valid_to,
        "recorded_at": version.recorded_at,
    }


def state_as(token: ApiToken, payload: StateIn) -> dict[str, Any]:
    outcome = state_read(
        project=token.project,
        subject=payload.subject,
        temporal=payload.temporal.model_dump(exclude_none=True) if payload.temporal else None,
        actor_label=actor_label(token),
        token_id=token.id,
    )
    state = outcome.state

    def history(judged: Judged, reason: str) -> dict[str, Any]:
        version = judged.version
        return {
            "memory_id": version.memory_id,
            "content": version.content,
            "status": version.status.value,
            "valid_from": version.valid_from,
            "valid_to": version.valid_to,
            "kind": judged.verdict.value,
            "reason": reason,
        }

    return {
        "subject": outcome.subject,
        "status": state.status.value,
        "current": _value(state.current) if state.current else None,
        "usable_for_influence": state.usable_for_influence,
        "planned": [_value(v) for v in state.planned],
        "conflicts": [_value(v) for v in state.conflicts],
        "history": [history(j, outcome.reasons[j.version.memory_id]) for j in state.history],
        "trace_id": outcome.trace.id,
    }


@router.post(
    "/state",
    response=STATE_RESPONSES,
    summary="A subject's state (current, planned, history) at a standpoint",
)
def state(request: HttpRequest, payload: StateIn) -> dict[str, Any]:
    return state_as(token_of(request), payload)


def subjects_as(token: ApiToken, payload: SubjectsIn) -> dict[str, Any]:
    rows = subject_selectors.subject_list(
        project=token.project, q=payload.q or "", limit=payload.limit
    )
    return {
        "items": [
            {
                "subject": r.subject,
                "memories": r.memories,
                "heads": r.heads,
                "last_recorded_at": r.last_recorded_at,
            }
            for r in rows
        ]
    }


@router.get("/subjects", response=SUBJECTS_RESPONSES, summary="The project's subjects")
def subjects(request: HttpRequest, filters: Query[SubjectsIn]) -> dict[str, Any]:
    return subjects_as(token_of(request), filters)


def loop_out(loop: Loop) -> dict[str, Any]:
    return {
        "id": loop.id,
        "subject": loop.subject,
        "opened_by": loop.opened_by,
        "opened_at": loop.opened_at,
        "expected": loop.expected,
        "standing": loop.opener.standing.value,
        "reason": loop.opened_because,
        "status": loop.status.value,
        "closed_by": loop.closed_by,
        "closed_reason": loop.closed_because,
    }


def open_loops_as(token: ApiToken, payload: OpenLoopsIn) -> dict[str, Any]:
    at = payload.at or timezone.now()
    page = subject_selectors.open_loop_page(
        project=token.project,
        now=at,
        known_at=at,
        status=payload.status,
        cursor=payload.cursor,
        limit=payload.limit,
    )
    return {"items": [loop_out(loop) for loop in page.items], "next_cursor": page.next_cursor}


@router.get(
    "/open-loops",
    response=OPEN_LOOPS_RESPONSES,
    summary="Unfinished work: plans, started work and commitments, and what closed them",
)
def open_loops(request: HttpRequest, filters: Query[OpenLoopsIn]) -> dict[str, Any]:
    return open_loops_as(token_of(request), filters)
