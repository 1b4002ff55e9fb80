"""Search, context and traces: the read side that makes memory change what an agent does."""

from __future__ import annotations

import uuid

from django.conf import settings
from django.urls import reverse
from django.utils import timezone
from ninja import Schema

from memoryapp.domain.frame_establishment import WorkSignal
from memoryapp.domain.frames import SignalKind
from memoryapp.domain.loops import ROUTE_OPEN_LOOPS
from memoryapp.models import ApiToken
from memoryapp.observability.requests import current_request
from memoryapp.operations.roles import actor_label
from memoryapp.operations.schemas import (
    ContextIn,
    ContextItemOut,
    ContextOpenLoopsOut,
    ContextOut,
    FrameOut,
    ReviewOut,
    RouteOut,
    SearchIn,
    SearchOut,
    SearchResultOut,
    SignalIn,
    SourceOut,
    StandpointOut,
    TraceOut,
)
from memoryapp.operations.state import loop_out
from memoryapp.selectors import memories as memory_selectors
from memoryapp.services.context import ContextItem, ContextOutcome, context_build, search_run
from memoryapp.services.context_frame import FrameStep
from memoryapp.services.context_loops import OpenLoops

SEARCH_RESPONSES: dict[int, type[Schema]] = {200: SearchOut}
CONTEXT_RESPONSES: dict[int, type[Schema]] = {200: ContextOut}
TRACE_RESPONSES: dict[int, type[Schema]] = {200: TraceOut}


def search(token: ApiToken, payload: SearchIn) -> SearchOut:
    outcome = search_run(
        project=token.project,
        query=payload.query,
        k=payload.k,
        types=list(payload.types or []),
        include_history=payload.include_history,
        actor_label=actor_label(token),
        token_id=token.id,
    )
    results = [
        SearchResultOut(
            id=uuid.UUID(r.memory.id),
            type=r.memory.type,
            content=r.memory.content,
            status=r.memory.status,
            score=r.score,
            legs=r.legs,
            temporal_status=r.temporal_status,
            head=r.memory.superseded_by_id is None,
        )
        for r in outcome.results
    ]
    return SearchOut(trace_id=outcome.trace.id, results=results)


def context_item_out(item: ContextItem) -> ContextItemOut:
    memory = item.memory
    return ContextItemOut(
        id=uuid.UUID(memory.id),
        type=memory.type,
        content=memory.content,
        temporal_status=item.temporal_status,
        reason=item.reason,
        label=item.label,
        source=SourceOut(kind=memory.source_kind, ref=memory.source_ref),
        standing=memory.standing,
        recorded_at=memory.recorded_at,
        valid_from=memory.valid_from,
        valid_to=memory.valid_to,
    )


def open_loops_out(open_loops: OpenLoops | None) -> ContextOpenLoopsOut | None:
    if open_loops is None:
        return None
    return ContextOpenLoopsOut(
        reason=ROUTE_OPEN_LOOPS,
        asked_by=open_loops.asked_by,
        items=[loop_out(loop) for loop in open_loops.items],
        left_out=open_loops.left_out,
    )


def frame_out(step: FrameStep | None) -> FrameOut | None:
    """How the project's frame took part; None when there is no frame in force (none
    declared, cleared or malformed) or it was not consulted."""
    if step is None or step.frame is None:
        return None
    work = step.work
    return FrameOut(
        version=step.version,
        work_type=work.work_type if work else None,
        establishment=work.state.value if work else None,
        control=step.control.mode.value,
        reason=step.control.reason,
    )


def context_out(token: ApiToken, outcome: ContextOutcome) -> ContextOut:
    return ContextOut(
        trace_id=outcome.trace.id,
        route=RouteOut.model_validate(outcome.route.as_dict()),
        temporal=StandpointOut.model_validate(outcome.trace.temporal),
        items=[context_item_out(item) for item in outcome.items],
        rendered=outcome.rendered,
        tokens=outcome.tokens,
        open_loops=open_loops_out(outcome.open_loops),
        frame=frame_out(outcome.frame),
        review=ReviewOut(
            waiting=memory_selectors.pending_count(project=token.project), url=review_queue_url()
        ),
    )


def context(token: ApiToken, payload: ContextIn) -> ContextOut:
    outcome = context_build(
        project=token.project,
        query=payload.query,
        route=payload.route,
        temporal=payload.temporal.model_dump() if payload.temporal else None,
        budget_tokens=payload.budget_tokens,
        session_id=payload.session_id or "",
        session_fresh=payload.session_fresh,
        actor_label=actor_label(token),
        token_id=token.id,
        signals=work_signals(payload.signals),
        work_type=payload.work_type,
    )
    return context_out(token, outcome)


def work_signals(signals: list[SignalIn] | None) -> list[WorkSignal] | None:
    """The caller's signals as the frame reads them; one without a time is seen now."""
    if signals is None:
        return None
    now = timezone.now()
    return [WorkSignal(SignalKind(s.kind), s.text, s.observed_at or now) for s in signals]


def review_queue_url() -> str:
    """The absolute URL of the owner's review queue: under MEMORY_PUBLIC_URL when set, else
    the calling request's scheme and host (the address the agent reached the service at),
    else, outside a request, the path alone."""
    path = reverse("review:queue")
    if settings.MEMORY_PUBLIC_URL:
        return f"{settings.MEMORY_PUBLIC_URL}{path}"
    request = current_request()
    return request.build_absolute_uri(path) if request is not None else path


def get_trace(token: ApiToken, trace_id: uuid.UUID) -> TraceOut:
    return TraceOut.model_validate(
        memory_selectors.trace_get(project=token.project, trace_id=trace_id)
    )
