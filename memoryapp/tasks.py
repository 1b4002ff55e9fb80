"""Celery tasks: thin, named, idempotent; each calls one service.

Only transient failures are retried, with exponential backoff; ``acks_late`` is used where a
redelivery after a worker crash is harmless (every task here is idempotent).
"""

from __future__ import annotations

import logging

from celery import shared_task

from memoryapp.observability.metrics import embeddings_observe, extraction_observe
from memoryapp.providers.embeddings import EmbeddingError
from memoryapp.services.embeddings import (
    embedding_backlog_ids,
    embedding_enqueue,
    memory_embed_batch,
)
from memoryapp.services.extraction import (
    TransientExtractionError,
    extraction_backlog_enqueue,
    extraction_run,
)
from memoryapp.services.lifecycle import memory_archive_stale, trace_prune_expired
from memoryapp.services.queue import EMBED_MEMORIES, EXTRACT_TURN
from memoryapp.services.working import working_expire_idle

logger = logging.getLogger(__name__)


class TransientEmbeddingError(Exception):
    """Raised to make Celery retry: the provider timed out, refused or answered 5xx/429."""


@shared_task(name="memory.expire_idle_working_memories", acks_late=True)
def expire_idle_working_memories() -> int:
    # Idempotent: a second run finds nothing live in the sessions the first one expired.
    return working_expire_idle()


@shared_task(
    name=EMBED_MEMORIES,
    acks_late=True,
    autoretry_for=(TransientEmbeddingError,),
    retry_backoff=2,
    retry_backoff_max=600,
    retry_jitter=True,
    max_retries=10,
)
def embed_memories(memory_ids: list[str]) -> int:
    try:
        embedded = memory_embed_batch(memory_ids=memory_ids)
    except EmbeddingError as error:
        if error.transient:
            embeddings_observe("transient_error", len(memory_ids))
            raise TransientEmbeddingError(str(error)) from error
        # A permanent failure (wrong dimension, malformed answers) needs a person, not a retry;
        # the rows stay usable without vectors and health shows them as backlog.
        logger.error("embedding %d memories failed permanently: %s", len(memory_ids), error)
        embeddings_observe("failed", len(memory_ids))
        return 0
    embeddings_observe("embedded", embedded)
    return embedded


@shared_task(name="memory.embed_backlog", acks_late=True)
def embed_backlog() -> int:
    """Re-queue rows that never got a vector for the configured model (broker or model down)."""
    ids = embedding_backlog_ids()
    embedding_enqueue(ids)
    return len(ids)


@shared_task(
    name=EXTRACT_TURN,
    acks_late=True,
    autoretry_for=(TransientExtractionError,),
    retry_backoff=5,
    retry_backoff_max=900,
    retry_jitter=True,
    max_retries=8,
)
def extract_turn(run_id: int) -> str:
    # Idempotent: the run row is the key; a finished or claimed run makes this a no-op.
    try:
        outcome = extraction_run(run_id=run_id)
    except TransientExtractionError:
        extraction_observe("transient_error")
        raise
    state = outcome.state if outcome else "skipped"
    extraction_observe(state)
    return state


@shared_task(name="memory.extraction_sweep", acks_late=True)
def extraction_sweep() -> int:
    return extraction_backlog_enqueue()


@shared_task(name="memory.archive_stale", acks_late=True)
def archive_stale() -> int:
    return memory_archive_stale()


@shared_task(name="memory.prune_traces", acks_late=True)
def prune_traces() -> int:
    return trace_prune_expired()
