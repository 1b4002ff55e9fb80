"""Open loops: what was planned, started or promised, and whether something closed it."""

from __future__ import annotations

from django.http import HttpResponse
from django.utils import timezone
from django.views.decorators.http import require_GET

from memoryapp.domain.loops import CLOSED_LABELS, OPENED_LABELS, LoopStatus
from memoryapp.models import Project
from memoryapp.selectors import subjects as subject_selectors
from review.views.auth import owner_view
from review.views.base import HtmxHttpRequest, render_page


@require_GET
@owner_view
def open_loops(request: HtmxHttpRequest, project: Project) -> HttpResponse:
    wanted = request.GET.get("status") or LoopStatus.OPEN.value
    if wanted not in {s.value for s in LoopStatus} | {"all"}:
        wanted = LoopStatus.OPEN.value
    loops = subject_selectors.open_loops(project=project, now=timezone.now())
    counts = {s.value: sum(loop.status is s for loop in loops) for s in LoopStatus}
    rows = [
        {
            "loop": loop,
            "opened": OPENED_LABELS.get(loop.opened_because, loop.opened_because),
            "closed": CLOSED_LABELS.get(loop.closed_because or "", loop.closed_because or ""),
        }
        for loop in loops
        if wanted == "all" or loop.status.value == wanted
    ]
    return render_page(
        request,
        project,
        "review/loops.html",
        {"rows": rows, "wanted": wanted, "statuses": [*counts.items(), ("all", len(loops))]},
    )
