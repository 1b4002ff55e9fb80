"""The owner's browser UI (DESIGN.md §9): server-rendered pages, htmx swaps their partials.

Every view is a function. ``owner_view`` checks that the user is the owner (an authenticated
staff or superuser account) and resolves the project in view: ``?project=<slug>`` switches it
(an unknown slug is a 404) and the choice is kept in the session. Every lookup is scoped to that
project, so another project's memory or trace id is a 404.

Every write goes through a memoryapp service. Without JavaScript each action is a plain form
POST that redirects back; with htmx the same URL answers with the partial to swap and an
out-of-band update of the pending count in the header.
"""

from __future__ import annotations

import difflib
import functools
import re
import uuid
from collections.abc import Callable
from functools import wraps
from typing import Any
from urllib.parse import urlencode

from django.conf import settings
from django.contrib import messages
from django.contrib.auth.views import redirect_to_login
from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseRedirect
from django.http.response import HttpResponseBase
from django.middleware.csrf import get_token
from django.shortcuts import redirect, render
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils.html import format_html
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET, require_POST
from django_htmx.http import HttpResponseClientRedirect

from memoryapp import selectors as memory_selectors
from memoryapp.domain.types import MemoryStatus
from memoryapp.errors import Conflict, NotFound, ServiceError
from memoryapp.export import export_response
from memoryapp.health import health_report
from memoryapp.models import ApiToken, Memory, Project
from memoryapp.replicas import on_a_replica
from memoryapp.services import memories as memory_services
from memoryapp.services import review as review_services
from memoryapp.services.context import search_run
from memoryapp.services.tokens import token_issue, token_pause, token_resume, token_revoke
from review import presenters, selectors
from review.forms import (
    EditForm,
    MemoryFilterForm,
    MergeForm,
    QueueFilterForm,
    SupersedeForm,
    TokenForm,
    TraceFilterForm,
)

SESSION_PROJECT = "review.project_id"
SESSION_UNDO = "review.undo"

View = Callable[..., HttpResponseBase]


# --- the owner and the project in view ---------------------------------------------------


PROJECT_LIST_LIMIT = 200


def _projects(request: HttpRequest) -> list[Project]:
    """The projects of the header's switcher, read once per request: the project in view is
    usually among them, so finding it costs no query of its own."""
    projects: list[Project] | None = getattr(request, "_review_projects", None)
    if projects is None:
        projects = list(Project.objects.order_by("slug")[:PROJECT_LIST_LIMIT])
        request._review_projects = projects  # type: ignore[attr-defined]
    return projects


def current_project(request: HttpRequest) -> Project | None:
    projects = _projects(request)
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


def owner_view(view: View) -> View:
    @wraps(view)
    def wrapped(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponseBase:
        user = request.user
        if not user.is_authenticated:
            if request.htmx:  # type: ignore[attr-defined]
                query = urlencode({"next": request.htmx.current_url_abs_path or "/"})  # type: ignore[attr-defined]
                return HttpResponseClientRedirect(f"{settings.LOGIN_URL}?{query}")
            return redirect_to_login(request.get_full_path())
        if not (user.is_staff or user.is_superuser):
            raise PermissionDenied("the owner's pages need a staff account")
        project = current_project(request)
        if project is None:
            return render(request, "review/no_project.html", {"projects": []})
        return view(request, project, *args, **kwargs)

    return wrapped


def _label(request: HttpRequest) -> str:
    return f"ui:{request.user.get_username()}"


def render_page(
    request: HttpRequest,
    project: Project,
    template: str,
    context: dict[str, Any],
    *,
    partial: str | None = None,
    status: int = 200,
) -> HttpResponse:
    """The full page, or only ``partial`` of it for an htmx request (not a boosted link)."""
    if partial and request.htmx and not request.htmx.boosted:  # type: ignore[attr-defined]
        return render(request, f"{template}#{partial}", context, status=status)
    base = {
        "project": project,
        "projects": _projects(request),
        "pending_count": selectors.pending_count(project),
    }
    return render(request, template, {**base, **context}, status=status)


def _pending_count_oob(request: HttpRequest, project: Project) -> str:
    return render_to_string(
        "base.html#pending_count",
        {"pending_count": selectors.pending_count(project), "oob": True},
        request=request,
    )


def _back(request: HttpRequest, default: str) -> HttpResponseRedirect:
    target = request.POST.get("next") or ""
    if target and url_has_allowed_host_and_scheme(
        target, allowed_hosts={request.get_host()}, require_https=request.is_secure()
    ):
        return HttpResponseRedirect(target)
    return HttpResponseRedirect(default)


def _uuid(value: object) -> uuid.UUID:
    try:
        return uuid.UUID(str(value))
    except ValueError:
        raise Http404("no such memory") from None


def _memory(project: Project, memory_id: object) -> Memory:
    try:
        return memory_selectors.memory_get(project=project, memory_id=_uuid(memory_id))
    except NotFound:
        raise Http404("no such memory") from None


@require_GET
def index(request: HttpRequest) -> HttpResponse:
    return redirect("review:queue")


# --- word-level diffs ---------------------------------------------------------------------

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


# --- the review queue ----------------------------------------------------------------------


def _queue_url(request: HttpRequest) -> str:
    """The queue as the owner sees it now (for redirects back after a plain POST)."""
    if request.htmx and request.htmx.current_url_abs_path:  # type: ignore[attr-defined]
        return str(request.htmx.current_url_abs_path)  # type: ignore[attr-defined]
    return request.get_full_path()


def _csrf_input(request: HttpRequest) -> str:
    """The hidden CSRF input of a POST form: rendered once a response, not once a row."""
    return format_html(
        '<input type="hidden" name="csrfmiddlewaretoken" value="{}">', get_token(request)
    )


def _card_links(request: HttpRequest, here: str) -> dict[str, Any]:
    """What every card's forms and links share, computed once per response: reversing eight
    URLs and rendering five CSRF inputs per card was most of the queue's render time.
    ``hidden`` is what each of a card's forms posts besides its own fields: the CSRF token
    and ``next`` (``here``, where a plain form POST returns to)."""
    csrf_input = _csrf_input(request)
    return {
        "rbase": reverse("review:queue"),
        "mbase": reverse("review:memories"),
        "ebase": reverse("review:events"),
        "csrf_input": csrf_input,
        "here": here,
        "hidden": csrf_input + format_html('<input type="hidden" name="next" value="{}">', here),
    }


def _undo_offer(request: HttpRequest) -> dict[str, str] | None:
    """The last confirm/reject of a plain-form POST, offered for undo once on the next page."""
    offer = request.session.pop(SESSION_UNDO, None)
    return offer if isinstance(offer, dict) else None


@require_GET
@owner_view
def review_queue(request: HttpRequest, project: Project) -> HttpResponse:
    form = QueueFilterForm(request.GET)
    filters = form.cleaned_data if form.is_valid() else {}
    status = filters.get("status") or MemoryStatus.PENDING.value
    cursor = filters.get("cursor") or None
    page = selectors.review_page(
        project=project,
        status=status,
        type=filters.get("type") or "",
        actor=filters.get("actor") or "",
        source=filters.get("source") or "",
        min_confidence=filters.get("min_confidence"),
        cursor=cursor,
    )
    params = {k: v for k, v in request.GET.items() if k != "cursor" and v}
    next_query = urlencode({**params, "cursor": page.next_cursor}) if page.next_cursor else ""
    links = _card_links(request, request.get_full_path())
    context = {
        "form": form,
        "status": status,
        "page": page,
        "cards": [presenters.card(memory, links) for memory in page.items],
        # What a card in a list is not (a missing variable costs the template an exception).
        "state": "",
        "error": "",
        "result": None,
        "edit_form": None,
        "oob": False,
        "next_query": next_query,
        "undo": _undo_offer(request),
        **links,
    }
    partial = None
    if request.htmx:  # type: ignore[attr-defined]
        partial = "rows" if cursor else "queue"
    return render_page(request, project, "review/queue.html", context, partial=partial)


def _card(
    request: HttpRequest,
    project: Project,
    memory: Memory,
    *,
    state: str = "",
    error: str = "",
    result: Memory | None = None,
    edit_form: EditForm | None = None,
    oob: bool = False,
) -> str:
    links = _card_links(request, request.POST.get("next") or reverse("review:queue"))
    return render_to_string(
        "review/queue.html#card",
        {
            "c": presenters.card(memory, links),
            "state": state,
            "error": error,
            "result": result,
            "edit_form": edit_form,
            "oob": oob,
            **links,
        },
        request=request,
    )


def _fresh(project: Project, memory_id: object) -> Memory:
    """A card's memory with what the card shows beside it, in one query."""
    memory = selectors.card_memories(project=project, ids=[_uuid(memory_id)])
    if not memory:
        raise Http404("no such memory")
    return memory[0]


_DONE_WORDS = {
    "confirmed": "Confirmed",
    "rejected": "Rejected",
    "edited": "Saved your edit",
    "superseded": "Saved as the new version of the existing memory",
    "merged": "Merged",
    "restored": "Back in the queue",
    "archived": "Confirmation undone: archived",
}


def _respond(
    request: HttpRequest,
    project: Project,
    memory_id: object,
    *,
    state: str = "",
    error: str = "",
    result: Memory | None = None,
    edit_form: EditForm | None = None,
    undoable: bool = True,
) -> HttpResponse:
    """htmx: the card swapped in place plus the pending count; otherwise a redirect back."""
    if request.htmx:  # type: ignore[attr-defined]
        memory = _fresh(project, memory_id)
        html = _card(
            request, project, memory, state=state, error=error, result=result, edit_form=edit_form
        )
        return HttpResponse(html + _pending_count_oob(request, project))
    if error:
        messages.error(request, error)
    elif state:
        messages.success(request, _DONE_WORDS.get(state, state.capitalize()) + ".")
        if state in ("confirmed", "rejected") and undoable:
            request.session[SESSION_UNDO] = {"id": str(memory_id), "action": state}
        if result is not None and state in ("edited", "superseded", "merged"):
            return HttpResponseRedirect(reverse("review:memory", args=[result.id]))
    return _back(request, reverse("review:queue"))


def _run(request: HttpRequest, action: Callable[[], Memory]) -> tuple[Memory | None, str]:
    try:
        return action(), ""
    except NotFound:
        raise Http404("no such memory") from None
    except ServiceError as error:
        return None, str(error)


@require_POST
@owner_view
def review_confirm(request: HttpRequest, project: Project, memory_id: uuid.UUID) -> HttpResponse:
    memory = _memory(project, memory_id)
    _, error = _run(
        request,
        lambda: memory_services.memory_confirm(
            project=project, memory_id=memory_id, actor_label=_label(request)
        ),
    )
    # Undoing a confirmation archives; a confirmed correction has already superseded the
    # version it replaced, so archiving would hide both: it is reversed from the chain instead.
    return _respond(
        request,
        project,
        memory_id,
        state="" if error else "confirmed",
        error=error,
        undoable=memory.supersedes_on_confirm_id is None,
    )


@require_POST
@owner_view
def review_reject(request: HttpRequest, project: Project, memory_id: uuid.UUID) -> HttpResponse:
    _memory(project, memory_id)
    _, error = _run(
        request,
        lambda: memory_services.memory_reject(
            project=project,
            memory_id=memory_id,
            actor_label=_label(request),
            note=request.POST.get("note", "")[:500],
        ),
    )
    return _respond(request, project, memory_id, state="" if error else "rejected", error=error)


@require_POST
@owner_view
def review_edit(request: HttpRequest, project: Project, memory_id: uuid.UUID) -> HttpResponse:
    """Edit in place: the owner's text is saved as a correction that supersedes the proposal."""
    _memory(project, memory_id)
    form = EditForm(request.POST)
    if not form.is_valid():
        error = "; ".join(str(e) for errors in form.errors.values() for e in errors)
        return _respond(request, project, memory_id, error=error, edit_form=form)
    result, error = _run(
        request,
        lambda: memory_services.memory_edit(
            project=project,
            memory_id=memory_id,
            content=form.cleaned_data["content"],
            type=form.cleaned_data["type"],
            actor_label=_label(request),
        ),
    )
    return _respond(
        request, project, memory_id, state="" if error else "edited", error=error, result=result
    )


@require_POST
@owner_view
def review_supersede(request: HttpRequest, project: Project, memory_id: uuid.UUID) -> HttpResponse:
    """ "Supersede that one": the proposal's text becomes the new version of the similar head."""
    _memory(project, memory_id)
    form = SupersedeForm(request.POST)
    if not form.is_valid():
        return _respond(request, project, memory_id, error="Choose the memory to supersede.")
    other = form.cleaned_data["other"]
    result, error = _run(
        request,
        lambda: review_services.proposal_supersede_existing(
            project=project, proposal_id=memory_id, existing_id=other, actor_label=_label(request)
        ),
    )
    return _respond(
        request, project, memory_id, state="" if error else "superseded", error=error, result=result
    )


@require_POST
@owner_view
def review_merge(request: HttpRequest, project: Project, memory_id: uuid.UUID) -> HttpResponse:
    """Confirm the proposal and merge it with the similar head into the owner's text."""
    _memory(project, memory_id)
    form = MergeForm(request.POST)
    if not form.is_valid():
        error = "; ".join(str(e) for errors in form.errors.values() for e in errors)
        return _respond(request, project, memory_id, error=error)
    result, error = _run(
        request,
        lambda: review_services.proposal_merge_existing(
            project=project,
            proposal_id=memory_id,
            existing_id=form.cleaned_data["other"],
            content=form.cleaned_data["content"],
            actor_label=_label(request),
        ),
    )
    return _respond(
        request, project, memory_id, state="" if error else "merged", error=error, result=result
    )


@require_POST
@owner_view
def review_undo(request: HttpRequest, project: Project, memory_id: uuid.UUID) -> HttpResponse:
    """Undo the last confirm or reject of this card.

    A rejection is undone exactly: the memory goes back to pending (``memory_restore``). A
    confirmation cannot go back to pending (there is no active -> pending edge), so undoing it
    archives the memory: it leaves retrieval at once and can be restored from its page.
    """
    memory = _memory(project, memory_id)
    action = request.POST.get("action")
    if action == "reject":
        _, error = _run(
            request,
            lambda: memory_services.memory_restore(
                project=project, memory_id=memory.id, actor_label=_label(request)
            ),
        )
        return _respond(request, project, memory_id, error=error)
    if action == "confirm":
        _, error = _run(
            request,
            lambda: memory_services.memory_archive(
                project=project,
                memory_id=memory.id,
                actor_label=_label(request),
                reason="review.undo_confirm",
            ),
        )
        return _respond(request, project, memory_id, state="" if error else "archived", error=error)
    return _respond(request, project, memory_id, error="Nothing to undo.")


@require_POST
@owner_view
def review_restore(request: HttpRequest, project: Project, memory_id: uuid.UUID) -> HttpResponse:
    """From the rejected list: back to pending."""
    memory = _memory(project, memory_id)
    _, error = _run(
        request,
        lambda: memory_services.memory_restore(
            project=project, memory_id=memory.id, actor_label=_label(request)
        ),
    )
    return _respond(request, project, memory_id, state="" if error else "restored", error=error)


@require_POST
@owner_view
def review_bulk(request: HttpRequest, project: Project) -> HttpResponse:
    """Confirm or reject every selected card; each is its own transaction."""
    action = request.POST.get("action")
    ids = []
    for value in request.POST.getlist("ids")[:200]:
        try:
            ids.append(uuid.UUID(value))
        except ValueError:
            continue
    done: list[uuid.UUID] = []
    failed: list[str] = []
    if action in ("confirm", "reject"):
        service = (
            memory_services.memory_confirm if action == "confirm" else memory_services.memory_reject
        )
        for memory_id in ids:
            try:
                service(project=project, memory_id=memory_id, actor_label=_label(request))
                done.append(memory_id)
            except NotFound:
                failed.append(f"{str(memory_id)[:8]}: not found")
            except ServiceError as error:
                failed.append(f"{str(memory_id)[:8]}: {error}")
    state = "confirmed" if action == "confirm" else "rejected"
    summary = f"{len(done)} {state}." if ids else "Select one or more cards first."
    if request.htmx:  # type: ignore[attr-defined]
        html = "".join(
            _card(request, project, memory, state=state, oob=True)
            for memory in selectors.card_memories(project=project, ids=done)
        )
        notice = render_to_string(
            "review/queue.html#bulk_status",
            {"summary": summary, "failed": failed},
            request=request,
        )
        return HttpResponse(notice + html + _pending_count_oob(request, project))
    if failed:
        messages.error(request, "Not done: " + "; ".join(failed))
    messages.success(request, summary)
    return _back(request, reverse("review:queue"))


# --- the memory browser and the chain ----------------------------------------------------


@require_GET
@owner_view
def memory_list(request: HttpRequest, project: Project) -> HttpResponse:
    form = MemoryFilterForm(request.GET)
    filters = form.cleaned_data if form.is_valid() else {}
    query = (filters.get("q") or "").strip()
    cursor = filters.get("cursor") or None
    mbase = reverse("review:memories")
    context: dict[str, Any] = {"form": form, "query": query}
    if query:
        outcome = search_run(
            project=project,
            query=query,
            k=50,
            types=[filters["type"]] if filters.get("type") else None,
            include_history=bool(filters.get("history")),
            actor_label=_label(request),
        )
        context.update(
            results=outcome.results,
            rows=[
                presenters.memory_row(
                    r.memory, mbase, score=r.score, temporal_status=r.temporal_status
                )
                for r in outcome.results
            ],
            trace=outcome.trace,
        )
    else:
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
            )
        )
        params = {k: v for k, v in request.GET.items() if k != "cursor" and v}
        context.update(
            page=page,
            rows=[presenters.memory_row(m, mbase) for m in page.items],
            next_query=(
                urlencode({**params, "cursor": page.next_cursor}) if page.next_cursor else ""
            ),
        )
    partial = None
    if request.htmx:  # type: ignore[attr-defined]
        partial = "rows" if cursor and not query else "results"
    return render_page(request, project, "review/memories.html", context, partial=partial)


@require_GET
@owner_view
def memory_detail(request: HttpRequest, project: Project, memory_id: uuid.UUID) -> HttpResponse:
    try:
        versions = memory_selectors.memory_chain_versions(project=project, memory_id=memory_id)
    except NotFound:
        raise Http404("no such memory") from None
    by_id = {str(v.memory.id): v.memory for v in versions}
    rows = []
    for version in versions:
        memory = version.memory
        before = [m for m in by_id.values() if m.superseded_by_id == memory.id]
        before.sort(key=lambda m: (m.recorded_at, str(m.id)))
        rows.append(
            {
                "memory": memory,
                "events": version.events,
                "predecessors": [
                    {"memory": p, "diff": word_diff(p.content, memory.content)} for p in before
                ],
                "is_focus": memory.id == memory_id,
            }
        )
    head = versions[-1].memory
    access = memory_selectors.memory_access_log(project=project, memory_ids=list(by_id))
    return render_page(
        request,
        project,
        "review/memory_detail.html",
        {
            "versions": rows,
            "head": head,
            "focus": by_id.get(str(memory_id), head),
            "access": [presenters.access_row(bundle, by_id) for bundle in access],
            "access_limit": memory_selectors.ACCESS_LOG_LIMIT,
        },
        partial="chain" if request.htmx else None,  # type: ignore[attr-defined]
    )


@require_POST
@owner_view
def memory_archive(request: HttpRequest, project: Project, memory_id: uuid.UUID) -> HttpResponse:
    _memory(project, memory_id)
    _, error = _run(
        request,
        lambda: memory_services.memory_archive(
            project=project, memory_id=memory_id, actor_label=_label(request)
        ),
    )
    if error:
        messages.error(request, error)
    else:
        messages.success(request, "Archived: it no longer enters context bundles.")
    return HttpResponseRedirect(reverse("review:memory", args=[memory_id]))


@require_POST
@owner_view
def memory_standing(request: HttpRequest, project: Project, memory_id: uuid.UUID) -> HttpResponse:
    _memory(project, memory_id)
    standing = request.POST.get("standing", "")
    memory, error = _run(
        request,
        lambda: memory_services.memory_set_standing(
            project=project, memory_id=memory_id, standing=standing, actor_label=_label(request)
        ),
    )
    if error:
        messages.error(request, error)
    elif memory is not None and memory.standing == "trusted":
        messages.success(request, "Trusted: it may now steer actions.")
    else:
        messages.success(request, "Untrusted: it may answer questions, never steer an action.")
    return HttpResponseRedirect(reverse("review:memory", args=[memory_id]))


@require_POST
@owner_view
def memory_restore(request: HttpRequest, project: Project, memory_id: uuid.UUID) -> HttpResponse:
    memory = _memory(project, memory_id)
    was = memory.status
    _, error = _run(
        request,
        lambda: memory_services.memory_restore(
            project=project, memory_id=memory_id, actor_label=_label(request)
        ),
    )
    if error:
        messages.error(request, error)
    elif was == MemoryStatus.REJECTED:
        messages.success(request, "Back in the review queue.")
    else:
        messages.success(request, "Restored: active again.")
    return HttpResponseRedirect(reverse("review:memory", args=[memory_id]))


@require_GET
@owner_view
def event_list(request: HttpRequest, project: Project) -> HttpResponse:
    """The sessions with captured events, most recent first, or one session's events in the
    order they happened; both keyset-paginated ("Load more" appends the next rows)."""
    session_id = request.GET.get("session", "")[:200]
    cursor = request.GET.get("cursor") or None
    page: selectors.Page[Any]
    if session_id:
        events = on_a_replica(
            functools.partial(
                selectors.session_events, project=project, session_id=session_id, cursor=cursor
            )
        )
        page, rows = events, [presenters.event_row(e) for e in events.items]
    else:
        sessions = on_a_replica(
            functools.partial(selectors.session_list, project=project, cursor=cursor)
        )
        ebase = reverse("review:events")
        page, rows = sessions, [presenters.session_row(s, ebase) for s in sessions.items]
    params = {k: v for k, v in request.GET.items() if k != "cursor" and v}
    context = {
        "session_id": session_id,
        "page": page,
        "rows": rows,
        "next_query": urlencode({**params, "cursor": page.next_cursor}) if page.next_cursor else "",
    }
    partial = None
    if request.htmx:  # type: ignore[attr-defined]
        partial = ("event_rows" if session_id else "session_rows") if cursor else "results"
    return render_page(request, project, "review/events.html", context, partial=partial)


# --- traces -------------------------------------------------------------------------------

LEGS = ("lexical", "dense", "entity")


@require_GET
@owner_view
def trace_list(request: HttpRequest, project: Project) -> HttpResponse:
    form = TraceFilterForm(request.GET)
    filters = form.cleaned_data if form.is_valid() else {}
    cursor = filters.get("cursor") or None
    page = on_a_replica(
        functools.partial(
            selectors.trace_page,
            project=project,
            route=filters.get("route") or "",
            reason=filters.get("reason") or "",
            cursor=cursor,
        )
    )
    params = {k: v for k, v in request.GET.items() if k != "cursor" and v}
    tbase = reverse("review:traces")
    context = {
        "form": form,
        "page": page,
        "rows": [presenters.trace_row(trace, tbase) for trace in page.items],
        "next_query": urlencode({**params, "cursor": page.next_cursor}) if page.next_cursor else "",
    }
    partial = None
    if request.htmx:  # type: ignore[attr-defined]
        partial = "rows" if cursor else "results"
    return render_page(request, project, "review/traces.html", context, partial=partial)


@require_GET
@owner_view
def trace_detail(request: HttpRequest, project: Project, trace_id: uuid.UUID) -> HttpResponse:
    try:
        trace = memory_selectors.trace_get(project=project, trace_id=trace_id)
    except NotFound:
        raise Http404("no such trace") from None
    memories = selectors.memories_by_id(
        project=project, ids=[str(c.get("memory_id")) for c in trace.candidates[:500]]
    )
    candidates = [
        {
            **c,
            "ranks": [(c.get("legs") or {}).get(leg) for leg in LEGS],
            "memory": memories.get(str(c.get("memory_id"))),
        }
        for c in trace.candidates
    ]
    latency = trace.latency_ms or {}
    total = float(latency.get("total_ms") or 0)
    stages = [(name, value) for name, value in latency.items() if name != "total_ms"]
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
            "stages": stages,
            "total_ms": total,
            "budget_used": budget.get("used"),
            "budget_limit": budget.get("limit"),
        },
    )


# --- health and tokens --------------------------------------------------------------------

ADVICE = {
    "database": "Start PostgreSQL or check DATABASE_URL; nothing works without the database.",
    "pgvector": "Install the pgvector extension (CREATE EXTENSION vector) and run migrations.",
    "indexes": (
        "Run `manage.py migrate`; after changing the embedding model run `manage.py reembed` "
        "so its HNSW index is built."
    ),
    "embeddings": (
        "The embedding provider does not answer: check MEMORY_EMBEDDINGS, its URL and key. "
        "Search falls back to words and entities; the backlog is embedded by the "
        "embed-backlog sweep or `manage.py reembed` once it is back."
    ),
    # Degraded means the model is configured but its latest outcome was a failure (switched
    # off is OFF_NOTES' case).
    "extraction": (
        "Extraction is failing: see the last error. Check the model at MEMORY_LLM_URL (URL, key, "
        "model name) and its logs. Captured turns are kept; turns that failed for a passing "
        "reason are retried and re-sent by the extraction sweep, while a dropped turn (its answer "
        "could not be decoded twice) stays dropped, with its reason."
    ),
    "llm": (
        "The extraction model does not answer at MEMORY_LLM_URL: check the URL, the key and "
        "that the server runs. Turns are kept and extracted when it is back."
    ),
    "broker": (
        "Redis does not answer at REDIS_URL: start it. Embedding and extraction jobs wait "
        "until it is back; nothing is lost."
    ),
}
OFF_NOTES = {
    "embeddings": "Embeddings are switched off: search uses words and entities only.",
    "extraction": "Extraction is switched off: turns are stored and can be extracted later.",
    "llm": "No extraction model is configured (MEMORY_LLM_URL).",
}


@require_GET
@owner_view
def health(request: HttpRequest, project: Project) -> HttpResponse:
    report = health_report(project=project)
    checks = []
    for name, check in report["checks"].items():
        status = check.get("status", "down")
        detail = check.get("detail") or {}
        advice = ""
        if status in ("down", "degraded"):
            advice = ADVICE.get(name, "Check the service's logs.")
        elif status == "off":
            advice = OFF_NOTES.get(name, "")
        checks.append({"name": name, "status": status, "detail": detail, "advice": advice})
    backlogs = {
        "embedding": (report["checks"].get("embeddings", {}).get("detail") or {}).get("backlog"),
        "extraction": (report["checks"].get("extraction", {}).get("detail") or {}).get("backlog"),
    }
    return render_page(
        request,
        project,
        "review/health.html",
        {"report": report, "checks": checks, "backlogs": backlogs},
    )


@require_GET
@owner_view
def memory_export_view(request: HttpRequest, project: Project) -> HttpResponseBase:
    """The same download as ``GET /api/v1/export``."""
    return export_response(project)


@never_cache
@owner_view
def tokens(request: HttpRequest, project: Project) -> HttpResponse:
    issued = None
    form = TokenForm()
    if request.method == "POST":
        form = TokenForm(request.POST)
        if form.is_valid():
            issued = token_issue(
                project=project,
                role=form.cleaned_data["role"],
                name=form.cleaned_data["name"],
                actor_label=_label(request),
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
        "csrf_input": _csrf_input(request),
    }
    partial = "body" if request.method == "POST" else None
    return render_page(request, project, "review/tokens.html", context, partial=partial)


def _token_changed(request: HttpRequest, token: ApiToken, message: str) -> HttpResponse:
    """The token's row for an htmx swap, or back to the list with a message."""
    if request.htmx:  # type: ignore[attr-defined]
        usage = memory_selectors.token_usage(tokens=[token])[token.id]
        return render(
            request,
            "review/tokens.html#token_row",
            {
                "t": presenters.token_row(token, reverse("review:tokens"), usage),
                "csrf_input": _csrf_input(request),
            },
        )
    messages.success(request, message)
    return HttpResponseRedirect(reverse("review:tokens"))


@require_GET
@owner_view
def token_detail(request: HttpRequest, project: Project, token_id: int) -> HttpResponse:
    """One agent identity: its state, use, what it was served (newest first) and its audit."""
    try:
        token = memory_selectors.token_get(project=project, token_id=token_id)
    except NotFound:
        raise Http404("no such token") from None
    usage = memory_selectors.token_usage(tokens=[token])[token.id]
    served = memory_selectors.token_served(project=project, token_id=token.id)
    return render_page(
        request,
        project,
        "review/token_detail.html",
        {
            "t": presenters.token_row(token, reverse("review:tokens"), usage),
            "served": [presenters.served_row(bundle) for bundle in served],
            "served_limit": memory_selectors.SERVED_LIMIT,
            "audit": token.events.order_by("-at", "-id"),
            "csrf_input": _csrf_input(request),
        },
    )


def _change_token(request: HttpRequest, change: Callable[[], ApiToken], done: str) -> HttpResponse:
    """Run one of the owner's token changes and answer with its row (or back to the list)."""
    try:
        token = change()
    except NotFound:
        raise Http404("no such token") from None
    except Conflict as error:
        messages.error(request, error.message)
        return HttpResponseRedirect(reverse("review:tokens"))
    return _token_changed(request, token, f"{done} {token.name or token.prefix}.")


@require_POST
@owner_view
def token_revoke_view(request: HttpRequest, project: Project, token_id: int) -> HttpResponse:
    label = _label(request)
    return _change_token(
        request,
        lambda: token_revoke(project=project, token_id=token_id, actor_label=label),
        "Revoked",
    )


@require_POST
@owner_view
def token_pause_view(request: HttpRequest, project: Project, token_id: int) -> HttpResponse:
    label = _label(request)
    return _change_token(
        request,
        lambda: token_pause(project=project, token_id=token_id, actor_label=label),
        "Paused",
    )


@require_POST
@owner_view
def token_resume_view(request: HttpRequest, project: Project, token_id: int) -> HttpResponse:
    label = _label(request)
    return _change_token(
        request,
        lambda: token_resume(project=project, token_id=token_id, actor_label=label),
        "Resumed",
    )
