"""The project frame's page: the frame in force in a JSON editor (an example when there is
none), Save (checked: a refused document shows why and writes nothing), Clear, and the
versions, each of which can be viewed."""

from __future__ import annotations

import json
from typing import Any

from django.http import Http404, HttpResponse
from django.urls import reverse
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET, require_POST

from memoryapp.domain.frames import FrameProblem, frame_document, parse_project_frame
from memoryapp.domain.reason_labels import reason_label
from memoryapp.errors import InvalidInput
from memoryapp.models import Project, ProjectFrameVersion
from memoryapp.selectors import frames as frame_selectors
from memoryapp.services.frames import check_frame_document, frame_clear, frame_save
from review.views.auth import owner_view
from review.views.base import HtmxHttpRequest, actor_label, render_page, swapping

TEMPLATE = "review/frame.html"
HISTORY_LIMIT = 50
# What the editor holds for a project without a frame: a frame that saves as it is, to edit.
EXAMPLE = {
    "purpose": "What this project is for, in a sentence.",
    "objectives": ["ship the next release"],
    "constraints": ["no breaking change to the public API"],
    "hard_exclude": False,
    "work_types": [
        {
            "name": "implementation_review",
            "terms": ["code review", "pull request", "diff"],
            "signal_kinds": ["task", "user_message", "tool_result"],
            "prefer": {"subject_prefixes": ["arch"], "memory_types": ["semantic"]},
        },
        {"name": "release", "prefer": {"memory_types": ["procedural"]}},
    ],
}


def document_text(document: Any, project: Project) -> str:
    """A stored document as the editor shows it: in the frame's own key order when it parses,
    else as stored."""
    parsed = parse_project_frame(document, project_slug=project.slug)
    shown = document if isinstance(parsed, FrameProblem) else frame_document(parsed)
    return json.dumps(shown, indent=2, ensure_ascii=False)


def _history(request: HtmxHttpRequest, project: Project) -> tuple[list[Any], str | None]:
    try:
        page = frame_selectors.frame_history_page(
            project=project, cursor=request.GET.get("cursor") or None, limit=HISTORY_LIMIT
        )
    except InvalidInput:  # a cursor this page did not issue: the first page
        page = frame_selectors.frame_history_page(project=project, limit=HISTORY_LIMIT)
    return page.items, page.next_cursor


def _context(request: HtmxHttpRequest, project: Project, **extra: Any) -> dict[str, Any]:
    current = frame_selectors.frame_current(project=project)
    problem = current.problem
    in_force = current.row is not None and current.row.document is not None
    history, next_cursor = _history(request, project)
    return {
        "current": current,
        "in_force": in_force,
        "problem": {"code": problem.code, "label": reason_label(problem.code, problem.detail)}
        if problem
        else None,
        "text": document_text(current.row.document, project)
        if in_force and current.row
        else json.dumps(EXAMPLE, indent=2),
        "history": history,
        "next_cursor": next_cursor,
        **extra,
    }


@never_cache
@require_GET
@owner_view
def frame_page(request: HtmxHttpRequest, project: Project) -> HttpResponse:
    return render_page(request, project, TEMPLATE, _context(request, project))


def _save(project: Project, text: str, actor: str) -> tuple[ProjectFrameVersion | None, Any]:
    """The saved version, or None and why the text was refused (label and code)."""
    try:
        document = json.loads(text)
    except json.JSONDecodeError as error:
        where = f"line {error.lineno}, column {error.colno}"
        return None, {"label": f"the document is not JSON: {error.msg} ({where})", "code": ""}
    try:
        if not isinstance(document, dict):
            # Not an object: refused as the frame's checks refuse it (null must not clear).
            check_frame_document(project=project, document=document)
        return frame_save(project=project, document=document, actor_label=actor), None
    except InvalidInput as refused:
        details = refused.details or {}
        return None, {"label": details.get("label", str(refused)), "code": details.get("reason")}


@require_POST
@owner_view
def frame_save_view(request: HtmxHttpRequest, project: Project) -> HttpResponse:
    text = str(request.POST.get("document", ""))
    saved, error = _save(project, text, actor_label(request))
    if saved is None:
        context = _context(request, project, error=error, text=text)
    else:
        context = _context(request, project, done=f"Saved as version {saved.version}.")
    status = 422 if error and not swapping(request) else 200
    return render_page(request, project, TEMPLATE, context, partial="body", status=status)


@require_POST
@owner_view
def frame_clear_view(request: HtmxHttpRequest, project: Project) -> HttpResponse:
    cleared = frame_clear(project=project, actor_label=actor_label(request))
    done = "No frame was in force: nothing to clear."
    if cleared is not None:
        done = f"Cleared: version {cleared.version} declares no frame."
    context = _context(request, project, done=done)
    return render_page(request, project, TEMPLATE, context, partial="body")


@require_GET
@owner_view
def frame_version(request: HtmxHttpRequest, project: Project, version: int) -> HttpResponse:
    row = frame_selectors.frame_version_get(project=project, version=version)
    if row is None:
        raise Http404("no such frame version")
    shown = {
        "row": row,
        "text": "" if row.document is None else document_text(row.document, project),
        "close_url": reverse("review:frame"),
    }
    if swapping(request):
        return render_page(request, project, TEMPLATE, {"shown": shown}, partial="version")
    return render_page(request, project, TEMPLATE, _context(request, project, shown=shown))
