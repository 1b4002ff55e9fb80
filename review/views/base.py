"""What every page of the owner's UI shares: the request type, the project in view, the page
frame around a template and the small helpers of the writes."""

from __future__ import annotations

import uuid
from collections.abc import Callable, Mapping
from typing import Any
from urllib.parse import urlencode

from django import forms
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseRedirect
from django.http.response import HttpResponseBase
from django.shortcuts import render
from django.template.loader import render_to_string
from django.utils.http import url_has_allowed_host_and_scheme
from django_htmx.middleware import HtmxDetails

from memoryapp.errors import NotFound, ServiceError
from memoryapp.models import Memory, Project
from memoryapp.selectors import memories as memory_selectors
from review import selectors


class HtmxHttpRequest(HttpRequest):
    """A request as django-htmx's middleware leaves it: ``htmx`` says whether htmx sent it."""

    htmx: HtmxDetails
    # The header's project list, read once per request (projects_of).
    _review_projects: list[Project]


View = Callable[..., HttpResponseBase]

SESSION_PROJECT = "review.project_id"
PROJECT_LIST_LIMIT = 200


def projects_of(request: HtmxHttpRequest) -> list[Project]:
    """The projects of the header's switcher, read once per request: the project in view is
    usually among them, so finding it costs no query of its own."""
    projects: list[Project] | None = getattr(request, "_review_projects", None)
    if projects is None:
        projects = list(Project.objects.order_by("slug")[:PROJECT_LIST_LIMIT])
        request._review_projects = projects
    return projects


def current_project(request: HtmxHttpRequest) -> Project | None:
    """``?project=<slug>`` switches the project in view (an unknown slug is a 404) and the
    session keeps the choice; without either, the first project."""
    projects = projects_of(request)
    slug = request.GET.get("project")
    if slug:
        project = next((p for p in projects if p.slug == slug), None)
        if project is None:
            project = Project.objects.filter(slug=slug).first()
        if project is None:
            raise Http404("no such project")
        request.session[SESSION_PROJECT] = project.id
        return project
    project_id = request.session.get(SESSION_PROJECT)
    project = None
    if project_id:
        project = next((p for p in projects if p.id == project_id), None)
        if project is None and len(projects) >= PROJECT_LIST_LIMIT:
            project = Project.objects.filter(id=project_id).first()
    if project is None:
        project = projects[0] if projects else None
        if project is not None:
            request.session[SESSION_PROJECT] = project.id
    return project


def actor_label(request: HtmxHttpRequest) -> str:
    """Who the audit events of the owner's writes name."""
    return f"ui:{request.user.get_username()}"


def swapping(request: HtmxHttpRequest) -> bool:
    """Whether htmx asked for a part of the page (a boosted link wants the whole page)."""
    return bool(request.htmx) and not request.htmx.boosted


def render_page(
    request: HtmxHttpRequest,
    project: Project,
    template: str,
    context: Mapping[str, Any],
    *,
    partial: str | None = None,
    status: int = 200,
) -> HttpResponse:
    """The full page, or only ``partial`` of it for an htmx request (not a boosted link)."""
    if partial and swapping(request):
        return render(request, f"{template}#{partial}", context, status=status)
    frame = {
        "project": project,
        "projects": projects_of(request),
        "pending_count": selectors.pending_count(project),
    }
    return render(request, template, {**frame, **context}, status=status)


def pending_count_oob(request: HtmxHttpRequest, project: Project) -> str:
    """The header's pending count, swapped out of band beside an htmx answer."""
    return render_to_string(
        "base.html#pending_count",
        {"pending_count": selectors.pending_count(project), "oob": True},
        request=request,
    )


def next_query(request: HtmxHttpRequest, next_cursor: str | None) -> str:
    """The query of a list's "Load more" link: this page's filters and the next cursor."""
    if not next_cursor:
        return ""
    params = {k: v for k, v in request.GET.items() if k != "cursor" and v}
    return urlencode({**params, "cursor": next_cursor})


def list_partial(
    request: HtmxHttpRequest, cursor: str | None, *, rows: str, results: str
) -> str | None:
    """Which part of a list page an htmx request swaps: the next ``rows`` for "Load more",
    the ``results`` for a change of filters; None for a plain request."""
    if not request.htmx:
        return None
    return rows if cursor else results


def back(request: HtmxHttpRequest, default: str) -> HttpResponseRedirect:
    """Back to the page a plain form POST came from (``next``, if it is on this site)."""
    target = request.POST.get("next") or ""
    if target and url_has_allowed_host_and_scheme(
        target, allowed_hosts={request.get_host()}, require_https=request.is_secure()
    ):
        return HttpResponseRedirect(target)
    return HttpResponseRedirect(default)


def parse_uuid(value: object) -> uuid.UUID:
    try:
        return uuid.UUID(str(value))
    except ValueError:
        raise Http404("no such memory") from None


def found[T](read: Callable[[], T], what: str) -> T:
    """What ``read`` reads, or a 404 if the selector does not find it (in this project)."""
    try:
        return read()
    except NotFound:
        raise Http404(f"no such {what}") from None


def memory_or_404(project: Project, memory_id: object) -> Memory:
    valid = parse_uuid(memory_id)
    return found(lambda: memory_selectors.memory_get(project=project, memory_id=valid), "memory")


def run[T](action: Callable[[], T]) -> tuple[T | None, str]:
    """Run a service write: its result and "", or None and the refusal in words. A memory
    the service does not find is a 404."""
    try:
        return action(), ""
    except NotFound:
        raise Http404("no such memory") from None
    except ServiceError as error:
        return None, str(error)


def form_errors(form: forms.Form) -> str:
    """A form's errors as one line."""
    return "; ".join(str(e) for errors in form.errors.values() for e in errors)
