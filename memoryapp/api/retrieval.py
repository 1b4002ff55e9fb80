"""Search, context and traces: the read side that makes memory change what an agent does.

``search_as``, ``context_as`` and ``get_trace_as`` (token + validated input -> output) are
shared with the MCP tools, rendered with the ``*_RESPONSES`` schemas.
"""

from __future__ import annotations

import uuid
from typing import Any

from django.conf import settings
from django.http import HttpRequest
from django.urls import reverse
from ninja import Router, Schema

from memoryapp import selectors
from memoryapp.api.auth import actor_label, token_of
from memoryapp.api.schemas import ContextIn, ContextOut, SearchIn, SearchOut, TraceOut
from memoryapp.api.state import loop_out
from memoryapp.domain.loops import ROUTE_OPEN_LOOPS
from memoryapp.models import ApiToken
from memoryapp.observability.requests import current_request
from memoryapp.services.context import context_build, search_run

router = Router(tags=["retrieval"])

SEARCH_RESPONSES: dict[int, type[Schema]] = {200: SearchOut}
CONTEXT_RESPONSES: dict[int, type[Schema]] = {200: ContextOut}
TRACE_RESPONSES: dict[int, type[Schema]] = {200: TraceOut}


def search_as(token: ApiToken, payload: SearchIn) -> dict[str, Any]:
    outcome = search_run(
        project=token.project,
        query=payload.query,
        k=payload.k,
        types=list(payload.types or []),
        include_history=payload.include_history,
        actor_label=actor_label(token),
        token_id=token.id,
    )
    return {
        "trace_id": outcome.trace.id,
        "results": [
            {
                "id": r.memory.id,
                "type": r.memory.type,
                "content": r.memory.content,
                "status": r.memory.status,
                "score": r.score,
                "legs": r.legs,
                "temporal_status": r.temporal_status,
                "head": r.memory.superseded_by_id is None,
            }
            for r in outcome.results
        ],
    }


@router.post(
    "/search", response=SEARCH_RESPONSES, summary="Hybrid search over the project's memories"
)
def search(request: HttpRequest, payload: SearchIn) -> dict[str, Any]:
    return search_as(token_of(request), payload)


def context_as(token: ApiToken, payload: ContextIn) -> dict[str, Any]:
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
    )
    return {
        "trace_id": outcome.trace.id,
        "route": {
            "route": outcome.route.route.value,
            "source": outcome.route.source,
            "reason": outcome.route.reason,
            "ambiguous": outcome.route.ambiguous,
        },
        "items": [
            {
                "id": item.memory.id,
                "type": item.memory.type,
                "content": item.memory.content,
                "temporal_status": item.temporal_status,
                "reason": item.reason,
                "label": item.label,
                "source": {"kind": item.memory.source_kind, "ref": item.memory.source_ref},
                "standing": item.memory.standing,
                "recorded_at": item.memory.recorded_at,
                "valid_from": item.memory.valid_from,
                "valid_to": item.memory.valid_to,
            }
            for item in outcome.items
        ],
        "temporal": outcome.trace.temporal,
        "rendered": outcome.rendered,
        "tokens": outcome.tokens,
        "open_loops": (
            {
                "reason": ROUTE_OPEN_LOOPS,
                "asked_by": outcome.open_loops.asked_by,
                "items": [loop_out(loop) for loop in outcome.open_loops.items],
                "left_out": outcome.open_loops.left_out,
            }
            if outcome.open_loops
            else None
        ),
        "review": {
            "waiting": selectors.pending_count(project=token.project),
            "url": review_queue_url(),
        },
    }


def review_queue_url() -> str:
    """The absolute URL of the owner's review queue: under MEMORY_PUBLIC_URL when set, else
    the calling request's scheme and host (the address the agent reached the service at),
    else, outside a request, the path alone."""
    path = reverse("review:queue")
    if settings.MEMORY_PUBLIC_URL:
        return f"{settings.MEMORY_PUBLIC_URL}{path}"
    request = current_request()
    return request.build_absolute_uri(path) if request is not None else path


@router.post("/context", response=CONTEXT_RESPONSES, summary="A bounded, traced context bundle")
def context(request: HttpRequest, payload: ContextIn) -> dict[str, Any]:
    return context_as(token_of(request), payload)


def get_trace_as(token: ApiToken, trace_id: uuid.UUID) -> Any:
    return selectors.trace_get(project=token.project, trace_id=trace_id)


@router.get("/traces/{trace_id}", response=TRACE_RESPONSES, summary="One ContextTrace, in full")
def get_trace(request: HttpRequest, trace_id: uuid.UUID) -> Any:
    return get_trace_as(token_of(request), trace_id)
