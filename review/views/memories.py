"""The memory browser, one memory's page (its chain, diffs, audit and access log) and what the
owner does there: archive, restore, trust or distrust it, export every memory."""

from __future__ import annotations

import difflib
import functools
import re
import uuid
from collections.abc import Callable
from typing import Any

from django.contrib import messages
from django.http import HttpResponse, HttpResponseRedirect
from django.http.response import HttpResponseBase
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST

from memoryapp.db.replicas import on_a_replica
from memoryapp.domain.types import MemoryStatus
from memoryapp.export import export_response
from memoryapp.models import Memory, Project
from memoryapp.selectors import memories as memory_selectors
from memoryapp.services import lifecycle
from memoryapp.services.context import search_run
from review import presenters, selectors
from review.forms import MemoryFilterForm
from review.views.auth import owner_view
from review.views.base import (
    HtmxHttpRequest,
    actor_label,
    found,
    list_partial,
    memory_or_404,
    next_query,
    render_page,
    run,
    swapping,
)

_TOKENS = re.compile(r"\s+|[^\s]+")


def word_diff(old: str, new: str) -> list[tuple[str, str]]:
    """(op, text) pieces from ``old`` to ``new``: op is "eq", "del" or "ins". Plain text only;
    the template escapes each piece and wraps it in <del>/<ins>."""
    a, b = _TOKENS.findall(old), _TOKENS.findall(new)
    pieces: list[tuple[str, str]] = []
    matcher = difflib.SequenceMatcher(a=a, b=b, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            pieces.append(("eq", "".join(a[i1:i2])))
            continue
        if i2 > i1:
            pieces.append(("del", "".join(a[i1:i2])))
        if j2 > j1:
            pieces.append(("ins", "".join(b[j1:j2])))
    return pieces


def _search(
    request: HtmxHttpRequest, project: Project, query: str, filters: dict[str, Any]
) -> dict[str, Any]:
    """The hybrid search's hits, as the API ranks them, and the trace that explains them."""
    outcome = search_run(
        project=project,
        query=query,
        k=50,
        types=[filters["type"]] if filters.get("type") else None,
        include_history=bool(filters.get("history")),
        actor_label=actor_label(request),
    )
    mbase = reverse("review:memories")
    rows = [
        presenters.memory_row(r.memory, mbase, score=r.score, temporal_status=r.temporal_status)
        for r in outcome.results
    ]
    return {"rows": rows, "trace": outcome.trace}


def _browse(
    request: HtmxHttpRequest, project: Project, filters: dict[str, Any], cursor: str | None
) -> dict[str, Any]:
    page = on_a_replica(
        functools.partial(
            selectors.memory_page,
            project=project,
            type=filters.get("type") or "",
            status=filters.get("status") or "",
            actor=filters.get("actor") or "",
            since=filters.get("since"),
            until=filters.get("until"),
            history=bool(filters.get("history")),
            cursor=cursor,
        ),
        memories=lambda found: [str(m.id) for m in found.items],
    )
    mbase = reverse("review:memories")
    return {
        "page": page,
        "rows": [presenters.memory_row(m, mbase) for m in page.items],
        "next_query": next_query(request, page.next_cursor),
    }


@require_GET
@owner_view
def memory_list(request: HtmxHttpRequest, project: Project) -> HttpResponse:
    form = MemoryFilterForm(request.GET)
    filters = form.cleaned_data if form.is_valid() else {}
    query = (filters.get("q") or "").strip()
    cursor = filters.get("cursor") or None
    found = (
        _search(request, project, query, filters)
        if query
        else _browse(request, project, filters, cursor)
    )
    context = {"form": form, "query": query, **found}
    partial = list_partial(request, None if query else cursor, rows="rows", results="results")
    return render_page(request, project, "review/memories.html", context, partial=partial)


def _version_rows(
    versions: list[memory_selectors.ChainVersion], focus: uuid.UUID
) -> list[dict[str, Any]]:
    """Each version of the chain, with the word diffs from the versions it replaced."""
    memories = [v.memory for v in versions]
    rows = []
    for version in versions:
        memory = version.memory
        before = [m for m in memories if m.superseded_by_id == memory.id]
        before.sort(key=lambda m: (m.recorded_at, str(m.id)))
        rows.append(
            {
                "memory": memory,
                "events": version.events,
                "predecessors": [
                    {"memory": p, "diff": word_diff(p.content, memory.content)} for p in before
                ],
                "is_focus": memory.id == focus,
            }
        )
    return rows


@require_GET
@owner_view
def memory_detail(request: HtmxHttpRequest, project: Project, memory_id: uuid.UUID) -> HttpResponse:
    versions = found(
        lambda: memory_selectors.memory_chain_versions(project=project, memory_id=memory_id),
        "memory",
    )
    by_id = {str(v.memory.id): v.memory for v in versions}
    head = versions[-1].memory
    access = memory_selectors.memory_access_log(project=project, memory_ids=list(by_id))
    return render_page(
        request,
        project,
        "review/memory_detail.html",
        {
            "versions": _version_rows(versions, memory_id),
            "head": head,
            "focus": by_id.get(str(memory_id), head),
            "access": [presenters.access_row(bundle, by_id) for bundle in access],
            "access_limit": memory_selectors.ACCESS_LOG_LIMIT,
        },
        partial="chain" if swapping(request) else None,
    )


def _memory_change(
    request: HtmxHttpRequest,
    project: Project,
    memory_id: uuid.UUID,
    write: Callable[..., Memory],
    words: Callable[[Memory, Memory | None], str],
    **arguments: Any,
) -> HttpResponse:
    """One change from a memory's page: ``write`` (a service, given ``arguments`` from the
    form), then back to the page with the refusal or with the ``words`` for what it did (given
    the memory before and after)."""
    before = memory_or_404(project, memory_id)
    label = actor_label(request)
    after, error = run(
        lambda: write(project=project, memory_id=memory_id, actor_label=label, **arguments)
    )
    if error:
        messages.error(request, error)
    else:
        messages.success(request, words(before, after) + ".")
    return HttpResponseRedirect(reverse("review:memory", args=[memory_id]))


@require_POST
@owner_view
def memory_archive(
    request: HtmxHttpRequest, project: Project, memory_id: uuid.UUID
) -> HttpResponse:
    return _memory_change(
        request,
        project,
        memory_id,
        lifecycle.memory_archive,
        lambda before, after: presenters.done_words("archived_by_owner"),
    )


@require_POST
@owner_view
def memory_standing(
    request: HtmxHttpRequest, project: Project, memory_id: uuid.UUID
) -> HttpResponse:
    return _memory_change(
        request,
        project,
        memory_id,
        lifecycle.memory_set_standing,
        lambda before, after: presenters.standing_words(after.standing if after else ""),
        standing=request.POST.get("standing", ""),
    )


@require_POST
@owner_view
def memory_subject(
    request: HtmxHttpRequest, project: Project, memory_id: uuid.UUID
) -> HttpResponse:
    return _memory_change(
        request,
        project,
        memory_id,
        lifecycle.memory_set_subject,
        lambda before, after: (
            f"Subject set to {after.subject}" if after and after.subject else "Subject cleared"
        ),
        subject=request.POST.get("subject", ""),
    )


@require_POST
@owner_view
def memory_restore(
    request: HtmxHttpRequest, project: Project, memory_id: uuid.UUID
) -> HttpResponse:
    """An archived memory is active again; a rejected one goes back to the review queue."""
    return _memory_change(
        request,
        project,
        memory_id,
        lifecycle.memory_restore,
        lambda before, after: presenters.done_words(
            "restored" if before.status == MemoryStatus.REJECTED else "reactivated"
        ),
    )


@require_GET
@owner_view
def memory_export_view(request: HtmxHttpRequest, project: Project) -> HttpResponseBase:
    """The same download as ``GET /api/v1/export``."""
    return export_response(project)
