"""Proposing and remembering: how a new memory enters the project.

An agent's or extractor's proposal goes through the promotion policy
(:mod:`memoryapp.domain.policy`), which decides pending or active; a proposal that repeats an
active head is answered with that head and stores nothing, one that repeats a rejection is
stored rejected at once, and one that repeats a pending card is folded into it. "Remember
this" is the user's explicit path. Every lookup is scoped by project, so another project's id
is simply not found.
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from django.db import transaction
from django.utils import timezone

from memoryapp import subject_selectors
from memoryapp.domain.change_match import search_words
from memoryapp.domain.changes import (
    NO_CHANGE,
    ChangeDecision,
    Head,
    describes_a_change,
    judge_change,
)
from memoryapp.domain.policy import (
    HUMAN_ACTORS,
    PromotionDecision,
    Proposal,
    Reason,
    change_hold,
    decide_promotion,
)
from memoryapp.domain.repeats import LIKE_REJECTED
from memoryapp.domain.similarity import NEAR_DUPLICATE, POSSIBLE_CONFLICT
from memoryapp.domain.types import (
    Actor,
    EventKind,
    MemoryStatus,
    MemoryType,
    SourceKind,
    Standing,
    SupersessionKind,
    can_contradict,
    derived_standing,
    initial_standing,
)
from memoryapp.errors import Conflict
from memoryapp.models import Memory, Project
from memoryapp.services.audit import event_record, reasons_json
from memoryapp.services.checks import (
    check_confidence,
    check_content,
    check_memory_type,
    check_session,
    check_source,
    check_subject,
    check_supersession_kind,
    check_validity,
)
from memoryapp.services.embeddings import embed_for_proposal, heads_compared
from memoryapp.services.memory_writes import (
    NewMemory,
    check_head,
    do_insert,
    do_supersede,
    memory_lock,
)
from memoryapp.services.repeats import (
    NO_REPEAT,
    RepeatCheck,
    repeat_check,
    repeat_counted,
    repeat_fold,
)


@dataclass(frozen=True)
class ProposeResult:
    memory: Memory
    decision: PromotionDecision
    # Set instead of inserting when the proposal repeats an active head (see
    # memoryapp.domain.similarity.DUPLICATE_AT).
    duplicate_of: Memory | None = None
    # The earlier rejection a proposal stored rejected at once repeats; or, with ``folded``,
    # the pending card (``memory``) it was folded into (memoryapp.services.repeats).
    repeat_of: uuid.UUID | None = None
    folded: bool = False


@dataclass(frozen=True)
class _Said:
    """What a proposal says and who says it, as checked: what every way of storing it needs."""

    project: Project
    memory_type: MemoryType
    content: str
    confidence: float | None
    actor: Actor
    actor_label: str
    source: dict[str, Any]
    session_id: str
    entities: Sequence[str]
    valid_from: datetime | None
    valid_to: datetime | None
    token_id: int | None
    vector: list[float] | None
    now: datetime


def check_supersession_target(project: Project, memory_id: uuid.UUID | str) -> Memory:
    """The head a proposal supersedes, its row locked FOR UPDATE; Conflict unless it is an
    active or archived head."""
    target = memory_lock(project, memory_id)
    check_head(target)
    if target.status in (MemoryStatus.PENDING, MemoryStatus.REJECTED):
        raise Conflict(
            f"a {target.status} memory cannot be superseded",
            details={"id": str(target.id), "status": target.status},
        )
    return target


@transaction.atomic
def memory_propose(
    *,
    project: Project,
    type: MemoryType | str,
    content: str,
    confidence: float | None = None,
    actor: Actor = Actor.AGENT,
    actor_label: str = "",
    entities: Sequence[str] = (),
    source: Mapping[str, Any] | None = None,
    session_id: str = "",
    valid_from: datetime | None = None,
    valid_to: datetime | None = None,
    supersedes: uuid.UUID | str | None = None,
    kind: SupersessionKind = SupersessionKind.UPDATE,
    near_duplicate_of: uuid.UUID | str | None = None,
    relayed_by_agent: bool = False,
    token_id: int | None = None,
    subject: str | None = None,
    recorded_at: datetime | None = None,
) -> ProposeResult:
    """An agent's or extractor's proposal: the promotion policy decides pending or active.

    With ``supersedes`` (or a statement on the subject of an active head) the proposal is a
    change of an existing head: a human's own applies at once; from an agent, or relayed by one
    (:func:`memoryapp.domain.policy.change_hold`), it waits for the owner and links itself into
    the chain only when confirmed (:func:`memoryapp.services.review.memory_confirm`).
    ``relayed_by_agent``: a user's explicit request that came through an agent's token.
    ``recorded_at``: when it is recorded, by default now (the owner's history loaded at the
    times it was learnt).

    A proposal that says again what the owner already saw (:mod:`memoryapp.services.repeats`)
    is stored rejected at once when it repeats a rejection, or folded into the pending card it
    repeats (the answer's ``folded``); a human's own words only get a note.

    Locks the superseded head and the ``near_duplicate_of`` row FOR UPDATE, when given; for an
    agent's or extractor's proposal, a transaction-scoped advisory lock on its normalised text,
    then the pending card it folds into FOR UPDATE (:func:`memoryapp.services.repeats.
    repeat_check`).
    """
    memory_type = check_memory_type(type)
    content = check_content(content)
    confidence = check_confidence(confidence)
    source_json = check_source(source, SourceKind.CONVERSATION)
    session_id = check_session(memory_type, session_id)
    check_validity(valid_from, valid_to)
    kind = check_supersession_kind(kind)
    subject_key = check_subject(subject)

    decision = decide_promotion(
        Proposal(
            type=memory_type,
            content=content,
            confidence=confidence,
            actor=actor,
            relayed_by_agent=relayed_by_agent,
        )
    )
    status, reasons = decision.status, list(decision.reasons)
    standing = initial_standing(source_json["kind"])
    # Whether a change to an existing head must wait for the owner, and why.
    hold = change_hold(actor=actor, relayed_by_agent=relayed_by_agent)
    target = None
    if supersedes is not None:
        target = check_supersession_target(project, supersedes)
        standing = derived_standing([standing, Standing(target.standing)])
        # A change to a head is about the same thing unless it says otherwise.
        subject_key = subject_key or target.subject
        status = _held(status, reasons, hold)
    duplicate = None
    if near_duplicate_of is not None:
        duplicate = memory_lock(project, near_duplicate_of)
        reasons.append(Reason(NEAR_DUPLICATE, f"close to {duplicate.id}"))
    proposal_vector = embed_for_proposal(
        project_id=project.id, content=content, memory_type=memory_type
    )
    similar = proposal_vector.decision
    said = _Said(
        project, memory_type, content, confidence, actor, actor_label, source_json, session_id,
        entities, valid_from, valid_to, token_id, proposal_vector.vector,
        recorded_at or timezone.now(),
    )  # fmt: skip
    repeat = NO_REPEAT
    if target is None and not (similar and similar.duplicate_of):
        repeat = repeat_check(
            project=project, memory_type=memory_type, content=content,
            vector=said.vector, human=actor in HUMAN_ACTORS, active=proposal_vector.neighbours,
        )  # fmt: skip
        if answer := _repeat_answer(said, repeat, decision, subject=subject_key):
            return answer
    possible_conflict = similar.possible_conflict_of if similar else None
    change = NO_CHANGE
    if target is None:
        change = _change_of(
            project=project,
            memory_type=memory_type,
            content=content,
            subject=subject_key,
            entities=entities,
            vector=proposal_vector.vector,
        )
        if change.replaces and similar and similar.duplicate_of == change.replaces.id:
            change = NO_CHANGE  # said again, not changed: the duplicate answer below
    if change.replaces is not None:
        target = check_supersession_target(project, change.replaces.id)
        standing = derived_standing([standing, Standing(target.standing)])
        reasons.extend(change.reasons)
        possible_conflict = None  # the card shows what it would replace instead
        # A human's own words on the same subject take effect at once, like an explicit
        # change; any other match waits for the owner, who sees what it would replace.
        status = _held(status, reasons, hold)
        if not change.by_subject:
            status = MemoryStatus.PENDING
    elif change.conflicts_with is not None:
        possible_conflict = change.conflicts_with.id
        reasons.extend(change.reasons)
        # Live, it would become the subject's state beside the head (the later one is current).
        status = _held(status, reasons, hold)
    if similar is not None:
        reasons.extend(
            r for r in similar.reasons if not (change.reasons and r.code == POSSIBLE_CONFLICT)
        )
    status = _noted(status, reasons, repeat, actor)
    decision = PromotionDecision(
        status=status, reasons=tuple(reasons), credential=decision.credential
    )
    duplicate_head = similar.duplicate_of if similar is not None else None
    if duplicate_head is not None and target is None:
        # Said before: answer with the existing head and store nothing.
        existing = Memory.objects.get(project=project, id=duplicate_head)
        return ProposeResult(memory=existing, decision=decision, duplicate_of=existing)
    # A change to a head is never answered as a duplicate: a correction is usually close to its
    # own target ("PostgreSQL 15." -> "PostgreSQL 16."). Close to another head, it is kept and
    # marked as near that head for the owner.
    near_head = None if target is not None and duplicate_head == str(target.id) else duplicate_head
    if target is not None and actor in HUMAN_ACTORS and status is not MemoryStatus.PENDING:
        # A human's explicit change is applied at once: the same path as the owner's edit.
        memory = _supersede_now(said, target, kind=kind, reasons=reasons, subject=subject_key)
        return ProposeResult(memory=memory, decision=decision)

    memory = _store(
        said,
        status=status,
        standing=standing,
        reasons=reasons,
        subject=subject_key,
        target=target,
        kind=kind,
        near_duplicate_of=duplicate
        or near_head
        or (similar.near_duplicate_of if similar else None),
        possible_conflict_of=possible_conflict,
    )
    return ProposeResult(memory=memory, decision=decision)


def _store(
    said: _Said,
    *,
    status: MemoryStatus,
    standing: Standing,
    reasons: Sequence[Reason],
    subject: str,
    target: Memory | None = None,
    kind: SupersessionKind | None = None,
    near_duplicate_of: Memory | uuid.UUID | str | None = None,
    possible_conflict_of: uuid.UUID | str | None = None,
    repeat_of: uuid.UUID | None = None,
) -> Memory:
    """Insert the proposal as ``status`` with its ``created`` event. The caller holds the locks
    on ``target`` and ``near_duplicate_of``. The row keeps its reasons while the owner may still
    look at them: pending, rejected at once, or a rejection the owner's own words resemble."""
    active = status is MemoryStatus.ACTIVE
    note = reasons_json(r for r in reasons if not active or r.code == LIKE_REJECTED)
    new = NewMemory(
        project=said.project,
        memory_type=said.memory_type,
        content=said.content,
        status=status,
        actor=said.actor,
        actor_label=said.actor_label,
        confidence=said.confidence,
        source=said.source,
        standing=standing,
        session_id=said.session_id,
        valid_from=said.valid_from,
        valid_to=said.valid_to,
        review_note=note,
        entities=said.entities,
        subject=subject,
        supersession_kind=kind if target is not None else None,
        supersedes_on_confirm=target,
        near_duplicate_of=near_duplicate_of,
        possible_conflict_of=possible_conflict_of,
        embedding=said.vector,
        token_id=said.token_id,
        repeat_of=repeat_of,
    )
    memory = do_insert(new=new, now=said.now)
    data = {
        "status": status.value,
        "type": said.memory_type.value,
        "supersedes_on_confirm": str(target.id) if target else None,
        **({"repeat_of": str(repeat_of)} if repeat_of else {}),
    }
    event_record(
        project_id=said.project.id,
        memory_id=memory.id,
        kind=EventKind.CREATED,
        actor=said.actor,
        actor_label=said.actor_label,
        reasons=reasons,
        data=data,
        at=said.now,
    )
    return memory


def _repeat_answer(
    said: _Said, repeat: RepeatCheck, decision: PromotionDecision, *, subject: str
) -> ProposeResult | None:
    """The answer to a proposal that repeats what the owner already saw (``repeat``), or None
    to carry on: folded into the pending card (the caller's check holds its row FOR UPDATE),
    or stored rejected at once naming the earlier rejection."""
    if repeat.reason is None or repeat.like_rejected is not None:
        return None
    if repeat.active is not None:
        repeat_counted("duplicate", said.actor)
        return ProposeResult(memory=repeat.active, decision=decision, duplicate_of=repeat.active)
    reasons = (repeat.reason, *decision.reasons)
    answered = PromotionDecision(
        status=MemoryStatus.REJECTED if repeat.rejected else MemoryStatus.PENDING,
        reasons=reasons,
        credential=decision.credential,
    )
    if repeat.pending is not None:
        repeat_fold(
            card=repeat.pending,
            content=said.content,
            actor=said.actor,
            actor_label=said.actor_label,
            token_id=said.token_id,
            session_id=said.session_id,
            confidence=said.confidence,
            source=said.source,
            reason=repeat.reason,
            at=said.now,
        )
        return ProposeResult(
            memory=repeat.pending, decision=answered, repeat_of=repeat.pending.id, folded=True
        )
    memory = _store(
        said,
        status=MemoryStatus.REJECTED,
        standing=initial_standing(said.source["kind"]),
        reasons=reasons,
        subject=subject,
        repeat_of=repeat.rejected,
    )
    repeat_counted("auto_rejected", said.actor)
    return ProposeResult(memory=memory, decision=answered, repeat_of=repeat.rejected)


def _supersede_now(
    said: _Said, target: Memory, *, kind: SupersessionKind, reasons: Sequence[Reason], subject: str
) -> Memory:
    """Apply a human's change of ``target`` at once; the caller holds ``target`` FOR UPDATE."""
    return do_supersede(
        target=target,
        content=said.content,
        memory_type=said.memory_type,
        kind=kind,
        actor=said.actor,
        actor_label=said.actor_label,
        confidence=said.confidence,
        source=said.source,
        entities=said.entities,
        valid_from=said.valid_from,
        valid_to=said.valid_to,
        reasons=reasons,
        token_id=said.token_id,
        subject=subject,
        now=said.now,
    )


def _noted(
    status: MemoryStatus, reasons: list[Reason], repeat: RepeatCheck, actor: Actor
) -> MemoryStatus:
    """``status``, with the note naming a rejection the proposal resembles (``repeat``): an
    agent's then waits for the owner, a human's own words go ahead as they would."""
    if repeat.like_rejected is None or repeat.reason is None:
        return status
    reasons.append(repeat.reason)
    repeat_counted("like_rejected", actor)
    return status if actor in HUMAN_ACTORS else MemoryStatus.PENDING


def _held(status: MemoryStatus, reasons: list[Reason], hold: Reason | None) -> MemoryStatus:
    """``status``, or pending when ``hold`` says a change must wait (its reason added once)."""
    if hold is None:
        return status
    if hold not in reasons:
        reasons.append(hold)
    return MemoryStatus.PENDING


def _change_of(
    *,
    project: Project,
    memory_type: MemoryType,
    content: str,
    subject: str,
    entities: Sequence[str],
    vector: list[float] | None,
) -> ChangeDecision:
    """What the new memory would retire or contradict (:func:`memoryapp.domain.changes.
    judge_change`), from the heads of its subject or, without one, the heads it shares an
    entity with (or, naming none, its words), read only when it describes a change; each
    compared by meaning when both can be embedded now, else by words."""
    if not can_contradict(memory_type):
        return NO_CHANGE
    same_subject = (
        subject_selectors.subject_heads(
            project=project, subject=subject, memory_types=(memory_type,)
        )
        if subject
        else []
    )
    related: list[Head] = []
    if not subject and describes_a_change(content):
        found = subject_selectors.related_heads(
            project=project,
            memory_type=memory_type,
            entity_names=entities,
            words=search_words(content),
        )
        related = heads_compared(heads=found, vector=vector, memory_type=memory_type)
    return judge_change(
        memory_type=memory_type, content=content, same_subject=same_subject, related=related
    )


def memory_remember(
    *,
    project: Project,
    content: str,
    type: MemoryType | str = MemoryType.SEMANTIC,
    entities: Sequence[str] = (),
    actor_label: str = "",
    session_id: str = "",
    valid_from: datetime | None = None,
    relayed_by_agent: bool = True,
    token_id: int | None = None,
    subject: str | None = None,
) -> ProposeResult:
    """The explicit user path ("remember this"): active at once, actor user.

    Relayed by an agent unless the caller knows the owner sent it (an owner's token): then
    directive or credential content, and a change of an existing head, wait for the owner
    (:mod:`memoryapp.domain.policy`).
    Takes the locks of :func:`memory_propose`.
    """
    return memory_propose(
        project=project,
        type=type,
        content=content,
        actor=Actor.USER,
        actor_label=actor_label,
        entities=entities,
        session_id=session_id,
        valid_from=valid_from,
        relayed_by_agent=relayed_by_agent,
        token_id=token_id,
        subject=subject,
    )
