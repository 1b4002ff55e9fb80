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
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from django.db import transaction
from django.utils import timezone

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
    decide_promotion,
)
from memoryapp.domain.promotion import (
    Promotion,
    ProposalFacts,
    Target,
    decide_proposal,
    unless_said_again,
)
from memoryapp.domain.repeats import LIKE_REJECTED
from memoryapp.domain.types import (
    Actor,
    EventKind,
    MemoryStatus,
    MemoryType,
    SourceKind,
    Standing,
    SupersessionKind,
    can_contradict,
    initial_standing,
)
from memoryapp.errors import Conflict
from memoryapp.models import Memory, Project
from memoryapp.selectors import subjects as subject_selectors
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
from memoryapp.services.embeddings import ProposalVector, embed_for_proposal, heads_compared
from memoryapp.services.memory_writes import (
    NewMemory,
    do_insert,
    do_supersede,
    memory_lock,
    require_head,
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


def require_supersession_target(project: Project, memory_id: uuid.UUID | str) -> Memory:
    """The head a proposal supersedes, its row locked FOR UPDATE; Conflict unless it is an
    active or archived head."""
    target = memory_lock(project, memory_id)
    require_head(target)
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
    """An agent's or extractor's proposal: checked, the heads it meets located, decided by the
    domain (:func:`memoryapp.domain.promotion.decide_proposal`), then answered, applied or
    stored (:func:`_carried_out`). ``supersedes`` names a head it changes (a statement on the
    subject of an active head is found to change it too); ``relayed_by_agent``: a user's
    explicit request that came through an agent's token; ``recorded_at``: when it is recorded,
    by default now. A repeat of what the owner already saw is folded or rejected at once.

    Locks the superseded head and the ``near_duplicate_of`` row FOR UPDATE, when given; for an
    agent's or extractor's proposal, a transaction-scoped advisory lock on its normalised text,
    then the pending card it folds into FOR UPDATE (:func:`memoryapp.services.repeats.
    repeat_check`).
    """
    said = _checked(
        project, type, content, confidence, actor, actor_label, entities, source, session_id,
        valid_from, valid_to, token_id,
    )  # fmt: skip
    kind, subject_key = check_supersession_kind(kind), check_subject(subject)
    policy = decide_promotion(
        Proposal(said.memory_type, said.content, said.confidence, actor, relayed_by_agent)
    )
    named = None if supersedes is None else require_supersession_target(project, supersedes)
    near = None if near_duplicate_of is None else memory_lock(project, near_duplicate_of)
    said, found = _embedded(said, recorded_at)
    repeat = NO_REPEAT if named is not None else _repeat_of(said, found)
    if answer := _repeat_answer(said, repeat, policy, subject=subject_key):
        return answer
    change = NO_CHANGE if named is not None else _change_of(said, subject_key, found)
    target = named or _replaced(project, change)
    promotion = decide_proposal(
        ProposalFacts(
            policy=policy, actor=actor, relayed_by_agent=relayed_by_agent,
            source_standing=initial_standing(said.source["kind"]),
            target=Target(str(target.id), Standing(target.standing)) if target else None,
            named_target=named is not None, near_duplicate_of=str(near.id) if near else None,
            change=change, similar=found.decision, like_rejected=_like_rejected(repeat, actor),
        )
    )  # fmt: skip
    subject_key = subject_key or (named.subject if named else "")  # a change keeps its subject
    return _carried_out(said, promotion, target=target, kind=kind, subject=subject_key)


def _replaced(project: Project, change: ChangeDecision) -> Memory | None:
    """The head a found change would replace, its row locked FOR UPDATE, or None."""
    if change.replaces is None:
        return None
    return require_supersession_target(project, change.replaces.id)


def _checked(
    project: Project,
    type: MemoryType | str,
    content: str,
    confidence: float | None,
    actor: Actor,
    actor_label: str,
    entities: Sequence[str],
    source: Mapping[str, Any] | None,
    session_id: str,
    valid_from: datetime | None,
    valid_to: datetime | None,
    token_id: int | None,
) -> _Said:
    """What the proposal says, checked (InvalidInput on the first thing wrong); neither
    embedded nor stamped yet (:func:`_embedded`)."""
    memory_type = check_memory_type(type)
    content = check_content(content)
    confidence = check_confidence(confidence)
    source_json = check_source(source, SourceKind.CONVERSATION)
    session_id = check_session(memory_type, session_id)
    check_validity(valid_from, valid_to)
    return _Said(
        project, memory_type, content, confidence, actor, actor_label, source_json, session_id,
        entities, valid_from, valid_to, token_id, None, timezone.now(),
    )  # fmt: skip


def _embedded(said: _Said, recorded_at: datetime | None) -> tuple[_Said, ProposalVector]:
    """``said`` with its vector (when it can be embedded now) and the time it is recorded
    (``recorded_at``, else now: taken after the caller's locks on the heads it names), and the
    active heads near it."""
    found = embed_for_proposal(
        project_id=said.project.id, content=said.content, memory_type=said.memory_type
    )
    return replace(said, vector=found.vector, now=recorded_at or timezone.now()), found


def _repeat_of(said: _Said, found: ProposalVector) -> RepeatCheck:
    """What the proposal repeats of what the owner already saw (takes its locks); not looked
    for when it says an active head again (the duplicate answer)."""
    if found.decision and found.decision.duplicate_of:
        return NO_REPEAT
    return repeat_check(
        project=said.project,
        memory_type=said.memory_type,
        content=said.content,
        vector=said.vector,
        human=said.actor in HUMAN_ACTORS,
        active=found.neighbours,
    )


def _like_rejected(repeat: RepeatCheck, actor: Actor) -> Reason | None:
    """The note naming a rejection the proposal resembles (counted), or None."""
    if repeat.like_rejected is None or repeat.reason is None:
        return None
    repeat_counted("like_rejected", actor)
    return repeat.reason


def _carried_out(
    said: _Said,
    promotion: Promotion,
    *,
    target: Memory | None,
    kind: SupersessionKind,
    subject: str,
) -> ProposeResult:
    """Answer, apply or store the decided proposal. The caller holds the locks on ``target``
    and on the near-duplicate it named."""
    decision = promotion.decision
    if promotion.duplicate_of is not None:
        # Said before: answer with the existing head and store nothing.
        existing = Memory.objects.get(project=said.project, id=promotion.duplicate_of)
        return ProposeResult(memory=existing, decision=decision, duplicate_of=existing)
    if promotion.applies_now and target is not None:
        # A human's explicit change is applied at once: the same path as the owner's edit.
        memory = _supersede_now(said, target, kind=kind, reasons=decision.reasons, subject=subject)
        return ProposeResult(memory=memory, decision=decision)
    memory = _store(
        said,
        status=decision.status,
        standing=promotion.standing,
        reasons=decision.reasons,
        subject=subject,
        target=target,
        kind=kind,
        near_duplicate_of=promotion.near_duplicate_of,
        possible_conflict_of=promotion.possible_conflict_of,
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


def _change_of(said: _Said, subject: str, found: ProposalVector) -> ChangeDecision:
    """What the new memory would retire or contradict (:func:`memoryapp.domain.changes.
    judge_change`), from the heads of its subject or, without one, the heads it shares an
    entity with (or, naming none, its words), read only when it describes a change; each
    compared by meaning when both can be embedded now, else by words. Nothing, when the head
    it would replace is the one it says again (:func:`memoryapp.domain.promotion.
    unless_said_again`)."""
    memory_type, content = said.memory_type, said.content
    if not can_contradict(memory_type):
        return NO_CHANGE
    same_subject = (
        subject_selectors.subject_heads(
            project=said.project, subject=subject, memory_types=(memory_type,)
        )
        if subject
        else []
    )
    related: list[Head] = []
    if not subject and describes_a_change(content):
        heads = subject_selectors.related_heads(
            project=said.project,
            memory_type=memory_type,
            entity_names=said.entities,
            words=search_words(content),
        )
        related = heads_compared(heads=heads, vector=said.vector, memory_type=memory_type)
    change = judge_change(
        memory_type=memory_type, content=content, same_subject=same_subject, related=related
    )
    return unless_said_again(change, found.decision)


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
