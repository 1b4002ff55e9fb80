"""A subject's page: its state now (or on a chosen day) and every version of it."""

from __future__ import annotations

from datetime import UTC, datetime, time

from django.contrib import messages
from django.http import Http404, HttpResponse
from django.views.decorators.http import require_GET

from memoryapp.errors import InvalidInput
from memoryapp.models import Project
from memoryapp.services.state import state_read
from review.views.auth import owner_view
from review.views.base import HtmxHttpRequest, actor_label, render_page


@require_GET
@owner_view
def subject_state(request: HtmxHttpRequest, project: Project, subject: str) -> HttpResponse:
    day = (request.GET.get("valid_at") or "").strip()
    temporal = None
    if day:
        try:
            moment = datetime.combine(datetime.strptime(day, "%Y-%m-%d").date(), time.max, UTC)
            temporal = {"mode": "valid_at", "valid_at": moment}
        except ValueError:
            messages.error(request, f"{day!r} is not a day (YYYY-MM-DD): showing the state now.")
            day = ""
    try:
        outcome = state_read(
            project=project, subject=subject, temporal=temporal, actor_label=actor_label(request)
        )
    except InvalidInput as error:
        raise Http404(str(error)) from None
    return render_page(
        request,
        project,
        "review/subject.html",
        {"outcome": outcome, "state": outcome.state, "day": day},
    )
