"""Context traces: the list, and one trace's route, legs, stages, budget and candidates."""

from __future__ import annotations

import functools
import uuid
from typing import Any

from django.http import HttpResponse
from django.urls import reverse
from django.views.decorators.http import require_GET

from memoryapp.db.replicas import no_memories, on_a_replica
from memoryapp.domain.temporal import TemporalStatus
from memoryapp.domain.types import MemoryType
from memoryapp.models import Project
from memoryapp.selectors import memories as memory_selectors
from review import presenters, selectors
from review.forms import TraceFilterForm
from review.views.auth import owner_view
from review.views.base import HtmxHttpRequest, found, list_partial, next_query, render_page

LEGS = ("lexical", "dense", "entity")


@require_GET
@owner_view
def trace_list(request: HtmxHttpRequest, project: Project) -> HttpResponse:
    form = TraceFilterForm(request.GET)
    filters = form.cleaned_data if form.is_valid() else {}
    cursor = filters.get("cursor") or None
    page = on_a_replica(
        functools.partial(
            selectors.trace_page,
            project=project,
            route=filters.get("route") or "",
            reason=filters.get("reason") or "",
            request_id=filters.get("request_id") or "",
            cursor=cursor,
        ),
        memories=no_memories,
    )
    tbase = reverse("review:traces")
    context = {
        "form": form,
        "page": page,
        "rows": [presenters.trace_row(trace, tbase) for trace in page.items],
        "next_query": next_query(request, page.next_cursor),
    }
    partial = list_partial(request, cursor, rows="rows", results="results")
    return render_page(request, project, "review/traces.html", context, partial=partial)


@require_GET
@owner_view
def trace_detail(request: HtmxHttpRequest, project: Project, trace_id: uuid.UUID) -> HttpResponse:
    trace = found(lambda: memory_selectors.trace_get(project=project, trace_id=trace_id), "trace")
    memories = selectors.memories_by_id(
        project=project, ids=[str(c.get("memory_id")) for c in trace.candidates[:500]]
    )
    candidates = [
        {
            **c,
            "ranks": [(c.get("legs") or {}).get(leg) for leg in LEGS],
            "replaced_whole": c.get("type") == MemoryType.PROCEDURAL.value
            and c.get("temporal_status") == TemporalStatus.SUPERSEDED.value,
            "memory": memories.get(str(c.get("memory_id"))),
        }
        for c in trace.candidates
    ]
    latency = trace.latency_ms or {}
    budget = trace.budget or {}
    return render_page(
        request,
        project,
        "review/trace_detail.html",
        {
            "trace": trace,
            "candidates": candidates,
            "legs": LEGS,
            "skipped": {
                name: leg.get("skipped")
                for name, leg in (trace.legs or {}).items()
                if isinstance(leg, dict) and leg.get("skipped")
            },
            "stages": [(name, value) for name, value in latency.items() if name != "total_ms"],
            "total_ms": float(latency.get("total_ms") or 0),
            "budget_used": budget.get("used"),
            "budget_limit": budget.get("limit"),
            "frame_reason": frame_reason(trace.frame or {}),
        },
    )


def frame_reason(frame: dict[str, Any]) -> dict[str, str]:
    """The frame control's reason as ``reason_words`` reads it: with the problem's detail when
    the stored frame is malformed."""
    problem = frame.get("problem") or {}
    return {"code": str(frame.get("reason", "")), "detail": str(problem.get("detail", ""))}
