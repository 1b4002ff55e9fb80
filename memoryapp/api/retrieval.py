"""Search, context and traces: the read side that makes memory change what an agent does."""

from __future__ import annotations

import uuid
from typing import Any

from django.http import HttpRequest
from ninja import Router

from memoryapp import selectors
from memoryapp.api.auth import actor_label, token_of
from memoryapp.api.schemas import ContextIn, ContextOut, SearchIn, SearchOut, TraceOut
from memoryapp.services.context import context_build, search_run

router = Router(tags=["retrieval"])


@router.post("/search", response=SearchOut, summary="Hybrid search over the project's memories")
def search(request: HttpRequest, payload: SearchIn) -> dict[str, Any]:
    token = token_of(request)
    outcome = search_run(
        project=token.project,
        query=payload.query,
        k=payload.k,
        types=list(payload.types or []),
        include_history=payload.include_history,
        actor_label=actor_label(token),
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


@router.post("/context", response=ContextOut, summary="A bounded, traced context bundle")
def context(request: HttpRequest, payload: ContextIn) -> dict[str, Any]:
    token = token_of(request)
    outcome = context_build(
        project=token.project,
        query=payload.query,
        route=payload.route,
        temporal=payload.temporal.model_dump() if payload.temporal else None,
        budget_tokens=payload.budget_tokens,
        session_id=payload.session_id or "",
        actor_label=actor_label(token),
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
            }
            for item in outcome.items
        ],
        "rendered": outcome.rendered,
        "tokens": outcome.tokens,
    }


@router.get("/traces/{trace_id}", response=TraceOut, summary="One ContextTrace, in full")
def get_trace(request: HttpRequest, trace_id: uuid.UUID) -> Any:
    return selectors.trace_get(project=token_of(request).project, trace_id=trace_id)
