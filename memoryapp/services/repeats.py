"""Repeats of what the owner already saw: a rejection stays rejected, a pending card folds.

:func:`repeat_check` judges a new proposal against the project's rejected and pending heads
(:func:`memoryapp.domain.repeats.judge_repeat`), found by cosine over their embeddings (an
exact scan of those rows, not the index: they are few and the index serves active heads) and
by a text search of their words (rows not embedded yet, and any row when nothing can be
embedded now). :func:`repeat_fold` records a proposal that says a pending card again beside the
card instead of as a card of its own. The caller (:func:`memoryapp.services.propose.
memory_propose`) stores a repeat of a rejection as rejected at once.
"""

from __future__ import annotations

import hashlib
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from functools import partial
from typing import Any

from django.contrib.postgres.search import SearchQuery, SearchRank
from django.db import connection, transaction
from django.db.models import F

from memoryapp.domain.policy import Reason
from memoryapp.domain.repeats import (
    LIKE_REJECTED,
    PREVIOUSLY_REJECTED,
    REPEAT_OF_PENDING,
    RepeatJudgement,
    RepeatVerdict,
    Statement,
    judge_repeat,
    normalise,
    query_words,
)
from memoryapp.domain.similarity import EXACT_DUPLICATE, Neighbour
from memoryapp.domain.types import Actor, EventKind, MemoryStatus, MemoryType
from memoryapp.models import Memory, Project, ProposalRepeat
from memoryapp.observability.metrics import repeats_observe
from memoryapp.retrieval.dense import nearest_memories
from memoryapp.services.audit import event_record
from memoryapp.services.memory_writes import memory_lock

# How many earlier rows each search brings to be judged.
CANDIDATES = 8

# Working memories are left out: they belong to one session, and a session's end rejects its
# pending ones without the owner having said no.
_EARLIER = (
    "m.project_id = %(project)s AND m.status IN ('rejected', 'pending') "
    "AND m.superseded_by_id IS NULL AND m.type <> 'working'"
)


@dataclass(frozen=True)
class RepeatCheck:
    """What a proposal repeats: ``rejected`` (stored rejected at once, naming that earlier
    rejection), ``pending`` (folded into that card, its row locked FOR UPDATE), ``active``
    (answered as a duplicate of that head), or only ``like_rejected`` (a note naming that
    rejection); ``reason`` says which."""

    rejected: uuid.UUID | None = None
    pending: Memory | None = None
    active: Memory | None = None
    like_rejected: uuid.UUID | None = None
    reason: Reason | None = None


NO_REPEAT = RepeatCheck()


@dataclass(frozen=True)
class _Judged:
    memory: Memory
    judgement: RepeatJudgement
    similarity: float | None

    @property
    def earlier_rejection(self) -> uuid.UUID:
        """The rejection this one stands for: an auto-rejected repeat names the original."""
        return self.memory.repeat_of_id or self.memory.id


def repeat_check(
    *,
    project: Project,
    memory_type: MemoryType,
    content: str,
    vector: Sequence[float] | None,
    human: bool,
    active: Sequence[Neighbour] = (),
) -> RepeatCheck:
    """What ``content`` repeats among the project's rejected and pending heads.

    Working memories are never judged (see ``_EARLIER``). A human's own words are never folded
    nor rejected: they only get a note naming a rejection
    they resemble. Takes a transaction-scoped advisory lock on (project, normalised text) first,
    so that two identical proposals at once are judged one after the other and fold into one
    card; locks the pending card it folds into FOR UPDATE (and rechecks it is still pending).
    """
    if memory_type is MemoryType.WORKING:
        return NO_REPEAT
    if not human:
        _lock_text(project.id, content)
    judged = _judged(project, Statement(content, memory_type), vector, () if human else active)
    same = [j for j in judged if j.judgement.verdict is RepeatVerdict.SAME]
    if not human:
        for j in same:
            if j.memory.status == MemoryStatus.PENDING:
                card = memory_lock(project, j.memory.id)
                if card.status == MemoryStatus.PENDING and card.superseded_by_id is None:
                    detail = f"said again of {card.id}: {j.judgement.detail}"
                    return RepeatCheck(pending=card, reason=Reason(REPEAT_OF_PENDING, detail))
        for j in same:
            if j.memory.status == MemoryStatus.ACTIVE:
                return RepeatCheck(
                    active=j.memory, reason=Reason(EXACT_DUPLICATE, j.judgement.detail)
                )
        for j in same:
            if j.memory.status == MemoryStatus.REJECTED:
                earlier = j.earlier_rejection
                detail = f"repeats the rejected {earlier}: {j.judgement.detail}"
                return RepeatCheck(rejected=earlier, reason=Reason(PREVIOUSLY_REJECTED, detail))
    close = [
        j
        for j in judged
        if j.memory.status == MemoryStatus.REJECTED
        and j.judgement.verdict is not RepeatVerdict.UNRELATED
    ]
    if not close:
        return NO_REPEAT
    first = close[0]
    earlier = first.earlier_rejection
    detail = (
        f"the owner rejected {earlier} before: {first.judgement.detail}"
        if human
        else f"close to the rejected {earlier}, but {first.judgement.detail}"
    )
    return RepeatCheck(like_rejected=earlier, reason=Reason(LIKE_REJECTED, detail))


def _lock_text(project_id: int, content: str) -> None:
    digest = hashlib.blake2b(normalise(content).encode(), digest_size=4).digest()
    key = int.from_bytes(digest, "big", signed=True)
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_advisory_xact_lock(%s, %s)", [project_id, key])


def _judged(
    project: Project,
    new: Statement,
    vector: Sequence[float] | None,
    active: Sequence[Neighbour],
) -> list[_Judged]:
    """The rejected and pending heads close to ``new``, and the ``active`` heads, judged; the
    SAME ones first, the closest first among equals."""
    similarities = {uuid.UUID(n.id): n.similarity for n in active}
    if vector is not None:
        rows = nearest_memories(
            vector=vector,
            where=_EARLIER,
            params={"project": project.id},
            columns="m.type",
            limit=CANDIDATES,
            exact=True,
            prepare=False,
        )
        similarities |= {uuid.UUID(r[0]): float(r[1]) for r in rows}
    ids = set(similarities) | _text_matches(project, new.content)
    rows_by_id = Memory.objects.filter(project=project, id__in=ids).only(
        "id", "type", "content", "status", "repeat_of_id", "superseded_by_id"
    )
    judged = []
    for memory in rows_by_id:
        similarity = similarities.get(memory.id)
        judgement = judge_repeat(
            new, Statement(memory.content, MemoryType(memory.type)), similarity
        )
        judged.append(_Judged(memory, judgement, similarity))
    order = {RepeatVerdict.SAME: 0, RepeatVerdict.DIFFERS: 1, RepeatVerdict.UNRELATED: 2}
    return sorted(
        judged,
        key=lambda j: (order[j.judgement.verdict], -(j.similarity or 0.0), str(j.memory.id)),
    )


def _text_matches(project: Project, content: str) -> set[uuid.UUID]:
    words = query_words(content)
    if not words:
        return set()
    query = SearchQuery(" OR ".join(words), config="english", search_type="websearch")
    found = (
        Memory.objects.filter(
            project=project,
            status__in=[MemoryStatus.REJECTED, MemoryStatus.PENDING],
            superseded_by__isnull=True,
            tsv=query,
        )
        .exclude(type=MemoryType.WORKING)
        .annotate(rank=SearchRank(F("tsv"), query))
        .order_by("-rank", "id")
        .values_list("id", flat=True)[:CANDIDATES]
    )
    return set(found)


def repeat_fold(
    *,
    card: Memory,
    content: str,
    actor: Actor,
    actor_label: str,
    token_id: int | None,
    session_id: str,
    confidence: float | None,
    source: dict[str, Any],
    reason: Reason,
    at: datetime,
) -> ProposalRepeat:
    """Record a proposal that says the pending ``card`` again beside it, count it on the card
    and audit it (``repeated``). The caller holds ``card``'s row FOR UPDATE."""
    repeat = ProposalRepeat.objects.create(
        memory=card,
        project_id=card.project_id,
        content=content,
        actor=actor.value,
        actor_label=actor_label,
        token_id=token_id,
        session_id=session_id,
        confidence=confidence,
        source=source,
        recorded_at=at,
    )
    card.repeat_count += 1
    card.save(update_fields=["repeat_count"])
    event_record(
        project_id=card.project_id,
        memory_id=card.id,
        kind=EventKind.REPEATED,
        actor=actor,
        actor_label=actor_label,
        reasons=[reason],
        data={
            "repeat": repeat.id,
            "session_id": session_id,
            "actor_label": actor_label,
            "confidence": confidence,
            "repeat_count": card.repeat_count,
        },
        at=at,
    )
    repeat_counted("folded", actor)
    return repeat


def repeat_counted(outcome: str, actor: Actor) -> None:
    """Count a repeat outcome in the metrics once its transaction commits."""
    transaction.on_commit(partial(repeats_observe, outcome, actor.value))
