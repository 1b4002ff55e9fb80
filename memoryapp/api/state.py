"""State, subjects and open-loop routes: each parses, calls one operation
(:mod:`memoryapp.operations.state`) and renders its output model."""

from __future__ import annotations

from django.http import HttpRequest
from ninja import Query, Router

from memoryapp.api.auth import token_of
from memoryapp.operations import state as operations
from memoryapp.operations.schemas import (
    OpenLoopsIn,
    OpenLoopsOut,
    StateIn,
    StateOut,
    SubjectsIn,
    SubjectsOut,
)
from memoryapp.operations.state import OPEN_LOOPS_RESPONSES, STATE_RESPONSES, SUBJECTS_RESPONSES

router = Router(tags=["state"])


@router.post(
    "/state",
    response=STATE_RESPONSES,
    summary="A subject's state (current, planned, history) at a standpoint",
)
def state(request: HttpRequest, payload: StateIn) -> StateOut:
    return operations.state(token_of(request), payload)


@router.get("/subjects", response=SUBJECTS_RESPONSES, summary="The project's subjects")
def subjects(request: HttpRequest, filters: Query[SubjectsIn]) -> SubjectsOut:
    return operations.subjects(token_of(request), filters)


@router.get(
    "/open-loops",
    response=OPEN_LOOPS_RESPONSES,
    summary="Unfinished work: plans, started work and commitments, and what closed them",
)
def open_loops(request: HttpRequest, filters: Query[OpenLoopsIn]) -> OpenLoopsOut:
    return operations.open_loops(token_of(request), filters)
