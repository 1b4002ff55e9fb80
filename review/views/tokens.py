"""The project's API tokens: issue one (its secret shown once), pause, resume or revoke it, let
an agent token ingest documents, and one token's page (its state, use, what it was served and
its audit)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from django.contrib import messages
from django.http import Http404, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.urls import reverse
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET, require_POST

from memoryapp.errors import Conflict, NotFound
from memoryapp.models import ApiToken, Project
from memoryapp.selectors import memories as memory_selectors
from memoryapp.services.tokens import (
    token_allow_ingest,
    token_issue,
    token_pause,
    token_resume,
    token_revoke,
)
from review import presenters
from review.forms import TokenForm
from review.views.auth import owner_view
from review.views.base import HtmxHttpRequest, actor_label, found, render_page


def _row(token: ApiToken) -> dict[str, object]:
    usage = memory_selectors.token_usage(tokens=[token])[token.id]
    return presenters.token_row(token, reverse("review:tokens"), usage)


@never_cache
@owner_view
def tokens(request: HtmxHttpRequest, project: Project) -> HttpResponse:
    issued = None
    form = TokenForm()
    if request.method == "POST":
        form = TokenForm(request.POST)
        if form.is_valid():
            issued = token_issue(
                project=project,
                role=form.cleaned_data["role"],
                name=form.cleaned_data["name"],
                actor_label=actor_label(request),
            )
            form = TokenForm()
    elif request.method != "GET":
        return HttpResponse(status=405, headers={"Allow": "GET, POST"})
    tokens_base = reverse("review:tokens")
    listed = memory_selectors.project_tokens(project=project)
    usage = memory_selectors.token_usage(tokens=listed)
    context = {
        "form": form,
        "issued": issued,
        "rows": [presenters.token_row(t, tokens_base, usage[t.id]) for t in listed],
    }
    partial = "body" if request.method == "POST" else None
    return render_page(request, project, "review/tokens.html", context, partial=partial)


@require_GET
@owner_view
def token_detail(request: HtmxHttpRequest, project: Project, token_id: int) -> HttpResponse:
    """One agent identity: its state, use, what it was served (newest first) and its audit."""
    token = found(lambda: memory_selectors.token_get(project=project, token_id=token_id), "token")
    served = memory_selectors.token_served(project=project, token_id=token.id)
    return render_page(
        request,
        project,
        "review/token_detail.html",
        {
            "t": _row(token),
            "served": [presenters.served_row(bundle) for bundle in served],
            "served_limit": memory_selectors.SERVED_LIMIT,
            "audit": token.events.order_by("-at", "-id"),
        },
    )


def _token_change(
    request: HtmxHttpRequest,
    project: Project,
    token_id: int,
    change: Callable[..., ApiToken],
    done: str,
) -> HttpResponse:
    """One of the owner's token changes: its row for an htmx swap, or back to the list with a
    message (``done`` and the token's name)."""
    try:
        token = change(project=project, token_id=token_id, actor_label=actor_label(request))
    except NotFound:
        raise Http404("no such token") from None
    except Conflict as error:
        messages.error(request, error.message)
        return HttpResponseRedirect(reverse("review:tokens"))
    if request.htmx:
        return render(request, "review/tokens.html#token_row", {"t": _row(token)})
    messages.success(request, f"{done} {token.name or token.prefix}.")
    return HttpResponseRedirect(reverse("review:tokens"))


@require_POST
@owner_view
def token_revoke_view(request: HtmxHttpRequest, project: Project, token_id: int) -> HttpResponse:
    return _token_change(request, project, token_id, token_revoke, "Revoked")


@require_POST
@owner_view
def token_pause_view(request: HtmxHttpRequest, project: Project, token_id: int) -> HttpResponse:
    return _token_change(request, project, token_id, token_pause, "Paused")


@require_POST
@owner_view
def token_resume_view(request: HtmxHttpRequest, project: Project, token_id: int) -> HttpResponse:
    return _token_change(request, project, token_id, token_resume, "Resumed")


@require_POST
@owner_view
def token_ingest_view(request: HtmxHttpRequest, project: Project, token_id: int) -> HttpResponse:
    allowed = request.POST.get("allowed") == "1"
    change = partial(token_allow_ingest, allowed=allowed)
    return _token_change(
        request,
        project,
        token_id,
        change,
        "Allowed ingest for" if allowed else "Stopped ingest for",
    )
