"""The review queue: the page of cards, a card rendered for an htmx swap, the bulk action.

Without JavaScript each card action is a plain form POST that redirects back; with htmx the
same URL answers with the card to swap and an out-of-band update of the pending count in the
header (``review.views.queue_actions``).
"""

from __future__ import annotations

import uuid
from typing import Any

from django.contrib import messages
from django.http import Http404, HttpResponse
from django.template.loader import render_to_string
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST

from memoryapp.db.pagination import Page
from memoryapp.domain.types import MemoryStatus
from memoryapp.errors import NotFound, ServiceError
from memoryapp.models import Memory, Project
from memoryapp.services.review import memory_confirm, memory_reject
from review import presenters, selectors
from review.forms import EditForm, QueueFilterForm
from review.triage import GROUP_ACTION_LIMIT, GroupPage
from review.views.auth import owner_view
from review.views.base import (
    HtmxHttpRequest,
    actor_label,
    back,
    list_partial,
    next_query,
    parse_uuid,
    pending_count_oob,
    render_page,
)

SESSION_UNDO = "review.undo"
BULK_LIMIT = GROUP_ACTION_LIMIT


def _undo_offer(request: HtmxHttpRequest) -> dict[str, str] | None:
    """The last confirm/reject of a plain-form POST, offered for undo once on the next page."""
    offer = request.session.pop(SESSION_UNDO, None)
    if isinstance(offer, dict) and offer.get("undo"):
        return offer
    return None


def offer_undo(request: HtmxHttpRequest, memory: Memory, state: str) -> None:
    """Keep the undo of ``state`` for the next page, if it can be undone."""
    undo = presenters.undo_action(state, memory)
    if undo:
        request.session[SESSION_UNDO] = {"id": str(memory.id), "action": state, "undo": undo}


@require_GET
@owner_view
def review_queue(request: HtmxHttpRequest, project: Project) -> HttpResponse:
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
        group=filters.get("group") or "",
    )
    context = {
        "form": form,
        "status": status,
        "group": filters.get("group") or "",
        "page": page,
        "blocks": _blocks(project, page),
        "next_query": next_query(request, page.next_cursor),
        "undo_offer": _undo_offer(request),
        "here": request.get_full_path(),
    }
    partial = list_partial(request, cursor, rows="rows", results="queue")
    return render_page(request, project, "review/queue.html", context, partial=partial)


def _blocks(project: Project, page: GroupPage | Page[Memory]) -> list[dict[str, Any]]:
    """What the queue shows: the pending cards in their groups, or each rejection with the
    proposals rejected at once because they repeat it."""
    links = presenters.card_links()
    if isinstance(page, GroupPage):
        sessions = selectors.repeat_sessions(page.items)
        return [
            presenters.group_block(
                group, [presenters.card(m, links, sessions) for m in group.cards], links
            )
            for group in page.groups
        ]
    repeats = selectors.rejected_repeats(project=project, ids=[m.id for m in page.items])
    blocks = []
    for memory in page.items:
        total, later = repeats.get(memory.id, (0, []))
        blocks.append(
            {
                "block": False,
                "cards": [presenters.card(memory, links)],
                "repeats": [presenters.card(m, links) for m in later],
                "repeat_total": total,
            }
        )
    return blocks


def card_html(
    request: HtmxHttpRequest,
    memory: Memory,
    *,
    state: str = "",
    error: str = "",
    result: Memory | None = None,
    edit_form: EditForm | None = None,
    oob: bool = False,
) -> str:
    """One card (``review/queue.html#card``) as it stands after an action."""
    context: dict[str, Any] = {
        "c": presenters.card(memory, presenters.card_links()),
        "here": request.POST.get("next") or reverse("review:queue"),
        "state": state,
        "error": error,
        "result": result,
        "edit_form": edit_form,
        "oob": oob,
    }
    if state:
        context["done"] = presenters.done_words(state)
        context["undo"] = presenters.undo_action(state, memory)
    return render_to_string("review/queue.html#card", context, request=request)


def fresh_card_memory(project: Project, memory_id: object) -> Memory:
    """A card's memory with what the card shows beside it, in one query."""
    memory = selectors.card_memories(project=project, ids=[parse_uuid(memory_id)])
    if not memory:
        raise Http404("no such memory")
    return memory[0]


def _selected(request: HtmxHttpRequest) -> list[uuid.UUID]:
    ids = []
    for value in request.POST.getlist("ids")[:BULK_LIMIT]:
        try:
            ids.append(uuid.UUID(value))
        except ValueError:
            continue
    return ids


@require_POST
@owner_view
def review_bulk(request: HtmxHttpRequest, project: Project) -> HttpResponse:
    """Confirm or reject every selected card; each is its own transaction."""
    action = request.POST.get("action")
    ids = _selected(request)
    done: list[uuid.UUID] = []
    failed: list[str] = []
    if action in ("confirm", "reject"):
        service = memory_confirm if action == "confirm" else memory_reject
        for memory_id in ids:
            try:
                service(project=project, memory_id=memory_id, actor_label=actor_label(request))
                done.append(memory_id)
            except NotFound:
                failed.append(f"{str(memory_id)[:8]}: not found")
            except ServiceError as error:
                failed.append(f"{str(memory_id)[:8]}: {error}")
    state = "confirmed" if action == "confirm" else "rejected"
    summary = f"{len(done)} {state}." if ids else "Select one or more cards first."
    if request.htmx:
        html = "".join(
            card_html(request, memory, state=state, oob=True)
            for memory in selectors.card_memories(project=project, ids=done)
        )
        notice = render_to_string(
            "review/queue.html#bulk_status",
            {"summary": summary, "failed": failed},
            request=request,
        )
        return HttpResponse(notice + html + pending_count_oob(request, project))
    if failed:
        messages.error(request, "Not done: " + "; ".join(failed))
    messages.success(request, summary)
    return back(request, reverse("review:queue"))
