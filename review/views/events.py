"""Captured events: the sessions with events, or one session's events in order."""

from __future__ import annotations

import functools
from typing import Any

from django.http import HttpResponse
from django.urls import reverse
from django.views.decorators.http import require_GET

from memoryapp.db.pagination import Page
from memoryapp.db.replicas import no_memories, on_a_replica
from memoryapp.models import Project
from review import presenters, selectors
from review.views.auth import owner_view
from review.views.base import HtmxHttpRequest, list_partial, next_query, render_page


@require_GET
@owner_view
def event_list(request: HtmxHttpRequest, project: Project) -> HttpResponse:
    """The sessions with captured events, most recent first, or one session's events in the
    order they happened; both keyset-paginated ("Load more" appends the next rows)."""
    session_id = request.GET.get("session", "")[:200]
    cursor = request.GET.get("cursor") or None
    page: Page[Any]
    if session_id:
        page = on_a_replica(
            functools.partial(
                selectors.session_events, project=project, session_id=session_id, cursor=cursor
            ),
            memories=no_memories,
        )
        rows = [presenters.event_row(e) for e in page.items]
    else:
        page = on_a_replica(
            functools.partial(selectors.session_list, project=project, cursor=cursor),
            memories=no_memories,
        )
        ebase = reverse("review:events")
        rows = [presenters.session_row(s, ebase) for s in page.items]
    context = {
        "session_id": session_id,
        "page": page,
        "rows": rows,
        "next_query": next_query(request, page.next_cursor),
    }
    partial = list_partial(
        request,
        cursor,
        rows="event_rows" if session_id else "session_rows",
        results="results",
    )
    return render_page(request, project, "review/events.html", context, partial=partial)
