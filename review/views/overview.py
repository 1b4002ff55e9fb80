"""The overview, the owner's landing page: memories, the review queue, read calls and agents
over the last days, each chart drawn on the server with its numbers in a table beside it
(review/figures.py)."""

from __future__ import annotations

import functools

from django.http import HttpResponse
from django.utils import timezone
from django.views.decorators.http import require_GET

from memoryapp.db.replicas import no_memories, on_a_replica
from memoryapp.models import Project
from review import figures
from review import overview as overview_selectors
from review.views.auth import owner_view
from review.views.base import HtmxHttpRequest, render_page, swapping


def window(value: str | None) -> int:
    """``?days=``: one of the windows the page offers, anything else the default."""
    try:
        days = int(value or "")
    except ValueError:
        return overview_selectors.DEFAULT_DAYS
    return days if days in overview_selectors.WINDOW_DAYS else overview_selectors.DEFAULT_DAYS


@require_GET
@owner_view
def overview(request: HtmxHttpRequest, project: Project) -> HttpResponse:
    days = window(request.GET.get("days"))
    data = on_a_replica(
        functools.partial(
            overview_selectors.project_overview, project=project, days=days, now=timezone.now()
        ),
        memories=no_memories,
    )
    context = {
        "days": days,
        "windows": overview_selectors.WINDOW_DAYS,
        "figures": figures.figures(data, days),
        "totals": figures.totals(data),
    }
    partial = "body" if swapping(request) else None
    return render_page(request, project, "review/overview.html", context, partial=partial)
