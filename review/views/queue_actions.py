"""What the owner does to one card of the queue: confirm, reject, edit, supersede, merge,
undo and restore. Every write goes through a memoryapp service (each view is ``_card_action``
of one); the answer is the card for an htmx swap, or a redirect back with a message
(``respond``)."""

from __future__ import annotations

import uuid
from collections.abc import Callable
from typing import Any

from django.contrib import messages
from django.http import HttpResponse, HttpResponseRedirect
from django.urls import reverse
from django.views.decorators.http import require_POST

from memoryapp.domain.audit import REVIEW_UNDO_CONFIRM
from memoryapp.models import Memory, Project
from memoryapp.services import review as review_services
from memoryapp.services.lifecycle import memory_archive, memory_restore
from memoryapp.services.review import memory_confirm, memory_reject
from memoryapp.services.supersession import memory_edit
from review import presenters
from review.forms import EditForm, MergeForm, SupersedeForm
from review.views.auth import owner_view
from review.views.base import (
    HtmxHttpRequest,
    actor_label,
    back,
    form_errors,
    memory_or_404,
    pending_count_oob,
    run,
)
from review.views.queue import card_html, fresh_card_memory, offer_undo

# Where a plain form POST goes after these: the new version's chain, not the queue.
_TO_THE_CHAIN = ("edited", "superseded", "merged")


def respond(
    request: HtmxHttpRequest,
    project: Project,
    memory: Memory,
    *,
    state: str = "",
    error: str = "",
    result: Memory | None = None,
    edit_form: EditForm | None = None,
) -> HttpResponse:
    """htmx: the card swapped in place plus the pending count; otherwise a redirect back.
    ``memory`` is the card's memory as it was before the action."""
    if request.htmx:
        html = card_html(
            request,
            fresh_card_memory(project, memory.id),
            state=state,
            error=error,
            result=result,
            edit_form=edit_form,
        )
        return HttpResponse(html + pending_count_oob(request, project))
    if error:
        messages.error(request, error)
    elif state:
        messages.success(request, presenters.done_words(state) + ".")
        offer_undo(request, memory, state)
        if result is not None and state in _TO_THE_CHAIN:
            return HttpResponseRedirect(reverse("review:memory", args=[result.id]))
    return back(request, reverse("review:queue"))


# What a card action reads from its form: the service's further arguments, or the refusal in
# words (and the edit form to show again with it).
Reading = tuple[dict[str, Any], str, EditForm | None]


def _perform(
    request: HtmxHttpRequest,
    project: Project,
    memory: Memory,
    state: str,
    write: Callable[..., Memory | None],
    **arguments: Any,
) -> HttpResponse:
    """Run ``write`` on the card's memory and answer with the card in ``state``, or with the
    card and the refusal."""
    label = actor_label(request)
    result, error = run(lambda: write(project=project, actor_label=label, **arguments))
    return respond(
        request,
        project,
        memory,
        state="" if error else state,
        error=error,
        result=result if state in _TO_THE_CHAIN else None,
    )


def _card_action(
    request: HtmxHttpRequest,
    project: Project,
    memory_id: uuid.UUID,
    state: str,
    write: Callable[..., Memory | None],
    *,
    read: Callable[[HtmxHttpRequest], Reading] | None = None,
    on_proposal: bool = False,
) -> HttpResponse:
    """One card action: ``write`` (a service, given the memory as ``memory_id``, or as
    ``proposal_id`` when ``on_proposal``) with what ``read`` takes from the form."""
    memory = memory_or_404(project, memory_id)
    arguments, refusal, edit_form = read(request) if read else ({}, "", None)
    if refusal:
        return respond(request, project, memory, error=refusal, edit_form=edit_form)
    arguments["proposal_id" if on_proposal else "memory_id"] = memory.id
    return _perform(request, project, memory, state, write, **arguments)


def _note(request: HtmxHttpRequest) -> Reading:
    return {"note": request.POST.get("note", "")[:500]}, "", None


def _edit(request: HtmxHttpRequest) -> Reading:
    """Edit in place: the owner's text is saved as a correction that supersedes the proposal."""
    form = EditForm(request.POST)
    if not form.is_valid():
        return {}, form_errors(form), form
    return {"content": form.cleaned_data["content"], "type": form.cleaned_data["type"]}, "", None


def _supersede(request: HtmxHttpRequest) -> Reading:
    """ "Supersede that one": the proposal's text becomes the new version of the similar head."""
    form = SupersedeForm(request.POST)
    if not form.is_valid():
        return {}, "Choose the memory to supersede.", None
    return {"existing_id": form.cleaned_data["other"]}, "", None


def _merge(request: HtmxHttpRequest) -> Reading:
    """Confirm the proposal and merge it with the similar head into the owner's text."""
    form = MergeForm(request.POST)
    if not form.is_valid():
        return {}, form_errors(form), None
    data = form.cleaned_data
    return {"existing_id": data["other"], "content": data["content"]}, "", None


@require_POST
@owner_view
def review_confirm(
    request: HtmxHttpRequest, project: Project, memory_id: uuid.UUID
) -> HttpResponse:
    return _card_action(request, project, memory_id, "confirmed", memory_confirm)


@require_POST
@owner_view
def review_reject(request: HtmxHttpRequest, project: Project, memory_id: uuid.UUID) -> HttpResponse:
    return _card_action(request, project, memory_id, "rejected", memory_reject, read=_note)


@require_POST
@owner_view
def review_edit(request: HtmxHttpRequest, project: Project, memory_id: uuid.UUID) -> HttpResponse:
    return _card_action(request, project, memory_id, "edited", memory_edit, read=_edit)


@require_POST
@owner_view
def review_supersede(
    request: HtmxHttpRequest, project: Project, memory_id: uuid.UUID
) -> HttpResponse:
    return _card_action(
        request,
        project,
        memory_id,
        "superseded",
        review_services.proposal_supersede_existing,
        read=_supersede,
        on_proposal=True,
    )


@require_POST
@owner_view
def review_merge(request: HtmxHttpRequest, project: Project, memory_id: uuid.UUID) -> HttpResponse:
    return _card_action(
        request,
        project,
        memory_id,
        "merged",
        review_services.proposal_merge_existing,
        read=_merge,
        on_proposal=True,
    )


@require_POST
@owner_view
def review_restore(
    request: HtmxHttpRequest, project: Project, memory_id: uuid.UUID
) -> HttpResponse:
    """From the rejected list: back to pending."""
    return _card_action(request, project, memory_id, "restored", memory_restore)


@require_POST
@owner_view
def review_undo(request: HtmxHttpRequest, project: Project, memory_id: uuid.UUID) -> HttpResponse:
    """Undo the last confirm or reject of this card (``presenters.undo_action`` offers it).

    A rejection is undone exactly: the memory goes back to pending (``memory_restore``) and the
    card shows it again. A confirmation cannot go back to pending (there is no active -> pending
    edge), so undoing it archives the memory: it leaves retrieval at once and can be restored
    from its page.
    """
    memory = memory_or_404(project, memory_id)
    action = request.POST.get("action")
    if action == "reject":
        return _perform(request, project, memory, "", memory_restore, memory_id=memory.id)
    if action == "confirm":
        return _perform(
            request,
            project,
            memory,
            "archived",
            memory_archive,
            memory_id=memory.id,
            reason=REVIEW_UNDO_CONFIRM,
        )
    return respond(request, project, memory, error="Nothing to undo.")
