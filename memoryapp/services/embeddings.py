"""Embedding memories and judging their neighbours.

A memory is usable before its embedding exists (the text and entity legs need none). With the
local model the vector is computed at proposal time, so a duplicate can be answered at once;
with a remote provider the row is inserted first and the ``memory.embed_memories`` task embeds
it after commit, then marks near-duplicates and possible conflicts. Vectors of different models
are never compared: every similarity query filters on the configured ``embedding_model``, and
casts to its dimension so the HNSW index for that model can serve it.
"""

from __future__ import annotations

import logging
import math
import uuid
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from django.conf import settings
from django.db import transaction
from django.db.models import F

from memoryapp.domain.changes import Head
from memoryapp.domain.similarity import Neighbour, SimilarityDecision, judge_neighbours
from memoryapp.domain.types import MemoryStatus, MemoryType
from memoryapp.models import Memory
from memoryapp.providers import embedding_provider_from_settings
from memoryapp.providers.embeddings import EmbeddingError, EmbeddingProvider
from memoryapp.retrieval.dense import nearest_memories
from memoryapp.retrieval.scope import pg_array
from memoryapp.selectors.subjects import RelatedHead
from memoryapp.services.audit import reasons_json
from memoryapp.services.queue import EMBED_MEMORIES, enqueue_on_commit

logger = logging.getLogger(__name__)

TASK_BATCH = 64
NEIGHBOURS = 8


def provider() -> EmbeddingProvider:
    return embedding_provider_from_settings()


def embeddings_enabled() -> bool:
    return settings.MEMORY_EMBEDDINGS != "none"


def embeds_at_proposal() -> bool:
    """The local model is fast enough to run inside the request; a remote one is not."""
    return settings.MEMORY_EMBEDDINGS == "local"


def _dimensions() -> int:
    return int(settings.MEMORY_EMBEDDINGS_DIMENSIONS)


# The neighbours a new memory is judged against: the project's active heads (of any type).
_ACTIVE_HEADS = (
    "m.project_id = %(project)s AND m.status = 'active' AND m.superseded_by_id IS NULL "
    "AND NOT (m.id = ANY(%(excluded)s::uuid[]))"
)


def nearest_active_heads(
    *, project_id: int, vector: Sequence[float], exclude: Iterable[uuid.UUID] = ()
) -> list[Neighbour]:
    """The closest active heads embedded by the configured model, most similar first.

    The retrieval's nearest-neighbour query, on the primary (a proposal is judged inside its
    transaction), planned for each call's values."""
    rows = nearest_memories(
        vector=vector,
        where=_ACTIVE_HEADS,
        params={"project": project_id, "excluded": pg_array(str(i) for i in exclude)},
        columns="m.type",
        limit=NEIGHBOURS,
        prepare=False,
    )
    return [Neighbour(id=r[0], type=MemoryType(r[2]), similarity=float(r[1])) for r in rows]


@dataclass(frozen=True)
class ProposalVector:
    vector: list[float] | None
    decision: SimilarityDecision | None
    # The closest active heads it was judged against (the repeat check reads them too).
    neighbours: tuple[Neighbour, ...] = ()


def embed_for_proposal(*, project_id: int, content: str, memory_type: MemoryType) -> ProposalVector:
    """Embed a candidate now (local model only) and judge it against the active heads.

    Any embedding failure degrades to "embed later": the proposal is never refused for it.
    """
    if not embeds_at_proposal():
        return ProposalVector(None, None)
    try:
        vector = provider().embed([content])[0]
    except EmbeddingError as error:
        logger.warning("embedding at proposal time failed, the task will retry: %s", error)
        return ProposalVector(None, None)
    neighbours = nearest_active_heads(project_id=project_id, vector=vector)
    return ProposalVector(vector, judge_neighbours(memory_type, neighbours), tuple(neighbours))


def heads_compared(
    *, heads: Sequence[RelatedHead], vector: Sequence[float] | None, memory_type: MemoryType
) -> list[Head]:
    """Each head a change statement may be about, with its cosine to the statement's
    ``vector``, closest first (heads without one keep their order, after the others).

    A head the configured model has not embedded yet (its task has not run) is embedded now,
    with the others in one call, when the model runs in the process (a few candidates, no
    network); with a remote model, or without a vector, it carries no cosine and the change
    rule falls back to shared words (:mod:`memoryapp.domain.change_match`). Nothing is
    written: the embedding task stores the head's vector as usual."""
    fresh: dict[str, list[float]] = {}
    missing = [h for h in heads if h.embedding is None]
    if vector is not None and missing and embeds_at_proposal():
        try:
            vectors = provider().embed([h.content for h in missing])
            fresh = {h.id: v for h, v in zip(missing, vectors, strict=True)}
        except EmbeddingError as error:
            logger.warning("embedding change candidates failed, comparing words: %s", error)
    compared = []
    for head in heads:
        other = head.embedding or fresh.get(head.id)
        similarity = _cosine(vector, other) if vector is not None and other else None
        compared.append(Head(head.id, head.content, memory_type, similarity, head.shared_entity))
    return sorted(compared, key=lambda h: -h.similarity if h.similarity is not None else 2.0)


def _cosine(left: Sequence[float], right: Sequence[float]) -> float:
    dot = sum(a * b for a, b in zip(left, right, strict=True))
    norm = math.sqrt(sum(a * a for a in left)) * math.sqrt(sum(b * b for b in right))
    return dot / norm if norm else 0.0


def embedding_enqueue(memory_ids: Sequence[uuid.UUID | str]) -> None:
    """After commit, queue the rows for the embed task in batches; a down broker loses nothing."""
    if not embeddings_enabled() or not memory_ids:
        return
    ids = [str(i) for i in memory_ids]
    batches = [(ids[start : start + TASK_BATCH],) for start in range(0, len(ids), TASK_BATCH)]
    enqueue_on_commit(EMBED_MEMORIES, batches)


def memory_embed_batch(*, memory_ids: Sequence[uuid.UUID | str], force: bool = False) -> int:
    """Embed the given rows with the configured model; returns how many were written.

    Idempotent: rows already embedded by this model are skipped (unless ``force``). The
    provider is called outside any transaction, so a slow remote model holds no row locks.
    Raises EmbeddingError; the task retries the transient ones.
    """
    model = settings.MEMORY_EMBEDDINGS_MODEL
    rows = Memory.objects.filter(id__in=list(memory_ids))
    if not force:
        rows = rows.exclude(embedding_model=model)
    todo = list(rows.values_list("id", "content"))
    if not todo:
        return 0
    vectors = provider().embed([content for _, content in todo])
    dims = _dimensions()
    for vector in vectors:
        if len(vector) != dims:
            raise EmbeddingError(
                f"the model returned {len(vector)} dimensions, configured {dims}", transient=False
            )
    written = 0
    with transaction.atomic():
        locked = {
            m.id: m for m in Memory.objects.select_for_update().filter(id__in=[i for i, _ in todo])
        }
        for (memory_id, content), vector in zip(todo, vectors, strict=True):
            memory = locked.get(memory_id)
            # Purged meanwhile, or re-embedded by a concurrent run: nothing to do.
            if memory is None or memory.content != content:
                continue
            if memory.embedding_model == model and not force:
                continue
            memory.embedding = vector
            memory.embedding_model = model
            update = ["embedding", "embedding_model"]
            if not embeds_at_proposal() and memory.status in (
                MemoryStatus.PENDING,
                MemoryStatus.ACTIVE,
            ):
                update += _mark_neighbours(memory, vector)
            memory.save(update_fields=update)
            written += 1
    return written


def _mark_neighbours(memory: Memory, vector: Sequence[float]) -> list[str]:
    """Remote providers judge neighbours here, after the fact: mark, never drop."""
    neighbours = nearest_active_heads(
        project_id=memory.project_id, vector=vector, exclude=[memory.id]
    )
    decision = judge_neighbours(MemoryType(memory.type), neighbours)
    changed: list[str] = []
    # An exact duplicate found late is kept and marked, since the caller already has its id.
    duplicate = decision.duplicate_of or decision.near_duplicate_of
    if duplicate and memory.near_duplicate_of_id is None:
        memory.near_duplicate_of_id = uuid.UUID(duplicate)
        changed.append("near_duplicate_of")
    if decision.possible_conflict_of and memory.possible_conflict_of_id is None:
        memory.possible_conflict_of_id = uuid.UUID(decision.possible_conflict_of)
        changed.append("possible_conflict_of")
    if changed:
        memory.review_note = [*memory.review_note, *reasons_json(decision.reasons)]
        changed.append("review_note")
    return changed


def embedding_backlog_ids(*, limit: int = 1000) -> list[str]:
    """Rows not yet embedded by the configured model (heads that retrieval may need first)."""
    if not embeddings_enabled():
        return []
    return [
        str(i)
        for i in Memory.objects.filter(status__in=[MemoryStatus.PENDING, MemoryStatus.ACTIVE])
        .exclude(embedding_model=settings.MEMORY_EMBEDDINGS_MODEL)
        .order_by(F("superseded_by_id").asc(nulls_first=True), "-recorded_at")
        .values_list("id", flat=True)[:limit]
    ]
