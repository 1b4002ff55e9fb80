"""Extraction: the model reads a captured turn, code decides what becomes a memory.

A turn is the run of a session's events up to and including a ``turn_complete`` event (or, for
a pre-compaction harvest, up to the session's latest event). Each turn gets one ExtractionRun,
unique per (project, session, turn): that row is the idempotency key. The pipeline is

1. ``extraction_queue_turn`` (on capture, or from a harvest or the sweeper) creates the run and
   queues ``memory.extract_turn`` after commit;
2. ``extraction_claim`` takes the run with a lease, so a duplicate delivery does nothing while
   the first worker is on it, and a crashed worker's run is taken again once the lease expires;
3. the model is called outside any transaction; its reply is decoded strictly; garbage gets one
   more try and is then dropped with the reason recorded; no partial batch is kept;
4. ``extraction_commit`` proposes every fact through ``memory_propose`` (the same promotion
   policy as the API, actor ``extractor``), links each memory to the turn's events and marks the
   run done, all in one transaction: a second delivery finds the run done and writes nothing.

Without ``MEMORY_LLM_URL`` extraction runs dark: turns are stored and stay ``pending``; health
says extraction is off; ``manage.py extract_backlog`` harvests them once a model is configured.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import timedelta

from django.conf import settings
from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from memoryapp.domain.extraction import (
    LLM_PERMANENT,
    LLM_TRANSIENT,
    ExtractedFact,
    build_messages,
    decode_extraction,
)
from memoryapp.domain.trust import turn_source_kind
from memoryapp.domain.types import Actor, SourceKind
from memoryapp.errors import InvalidInput
from memoryapp.models import CanonicalEvent, ExtractionJob, ExtractionRun, Project
from memoryapp.providers.llm import LLMError, chat_model_from_settings
from memoryapp.selectors.memories import JobReport as JobReport
from memoryapp.selectors.memories import extraction_enabled, turn_events
from memoryapp.services.propose import memory_propose
from memoryapp.services.queue import EXTRACT_TURN, enqueue_on_commit

logger = logging.getLogger(__name__)

Extraction = CanonicalEvent.Extraction


def _lease() -> timedelta:
    return timedelta(seconds=int(settings.MEMORY_EXTRACTION_LEASE_SECONDS))


def _enqueue(run_ids: list[int]) -> None:
    """Send the runs to the worker once the caller's transaction commits; a run the broker
    does not take stays ``queued`` and the extraction sweeper sends it again."""
    enqueue_on_commit(EXTRACT_TURN, [(run_id,) for run_id in run_ids])


@transaction.atomic
def extraction_queue_turn(
    *, project: Project, turn_event: CanonicalEvent, job: ExtractionJob | None = None
) -> ExtractionRun | None:
    """Create (or find) the run of the turn ending at ``turn_event`` and queue it.

    Returns None when extraction is dark: the turn stays ``pending`` for a later harvest.
    Takes no row lock: the run's unique (project, session, turn) key settles concurrent calls.
    """
    if not extraction_enabled():
        return None
    run, created = ExtractionRun.objects.get_or_create(
        project=project,
        session_id=turn_event.session_id,
        turn_key=turn_event.event_id,
        defaults={"turn_event": turn_event, "job": job},
    )
    if not created and job is not None and run.job_id is None:
        ExtractionRun.objects.filter(id=run.id).update(job=job)
    if job is not None:
        job.turns.add(run)
    if run.state in (ExtractionRun.State.DONE, ExtractionRun.State.DROPPED):
        return run
    CanonicalEvent.objects.filter(id=turn_event.id).update(extraction_state=Extraction.QUEUED)
    _enqueue([run.id])
    return run


def extraction_claim(*, run_id: int) -> ExtractionRun | None:
    """Take the run for this worker, or None if it is finished or another worker holds it.
    Locks the run row FOR UPDATE SKIP LOCKED, in a transaction of its own."""
    now = timezone.now()
    with transaction.atomic():
        # of=("self",): lock only the run. Locking the joined project row too would make
        # concurrent claims of different turns of one project skip each other.
        run = (
            ExtractionRun.objects.select_for_update(skip_locked=True, of=("self",))
            .select_related("turn_event", "project")
            .filter(id=run_id)
            .first()
        )
        if run is None or run.state in (ExtractionRun.State.DONE, ExtractionRun.State.DROPPED):
            return None
        if (
            run.state == ExtractionRun.State.RUNNING
            and run.started_at is not None
            and now - run.started_at < _lease()
        ):
            return None
        run.state = ExtractionRun.State.RUNNING
        run.started_at = now
        run.attempts += 1
        run.save(update_fields=["state", "started_at", "attempts"])
    return run


def turn_source_kind_of(events: list[CanonicalEvent]) -> SourceKind:
    """The source kind of the facts extracted from the turn ``events``
    (:func:`memoryapp.domain.trust.turn_source_kind`, with ``MEMORY_TRUSTED_TOOLS``)."""
    results = (e.tool_name for e in events if e.kind == CanonicalEvent.Kind.TOOL_RESULT)
    return turn_source_kind(results, settings.MEMORY_TRUSTED_TOOLS)


def render_turn(events: list[CanonicalEvent], *, limit: int | None = None) -> str:
    """The turn as the model reads it, at most ``limit`` characters
    (``MEMORY_EXTRACTION_MAX_TURN_CHARS``). Every line of a tool's output carries the
    ``[tool output]`` mark, so a result cannot pass a line of its own off as a speaker's."""
    lines = []
    for event in events:
        if event.kind == CanonicalEvent.Kind.TOOL_CALL:
            lines.append(f"[tool call] {event.tool_name} {event.tool_arguments or ''}".rstrip())
        elif event.kind == CanonicalEvent.Kind.TOOL_RESULT:
            lines.append(f"[tool output] {event.tool_name}:")
            lines += [f"[tool output] {line}" for line in event.content.split("\n")]
        elif event.kind == CanonicalEvent.Kind.MESSAGE and event.content.strip():
            lines.append(f"{event.role or 'unknown'}: {event.content}")
    text = "\n".join(lines)
    limit = settings.MEMORY_EXTRACTION_MAX_TURN_CHARS if limit is None else limit
    if len(text) > limit:
        left_out = len(text) - limit
        text = text[:limit] + f"\n[transcript cut: {left_out} more characters not shown]"
    return text


class TransientExtractionError(Exception):
    """The model or the network failed in a way worth retrying later."""


@dataclass(frozen=True)
class ExtractionOutcome:
    run_id: int
    state: str
    facts: int
    error: str = ""


def _finish(run: ExtractionRun, state: str, error: str = "") -> ExtractionOutcome:
    """Record a failed attempt: ``retrying`` (the task tries again) or ``dropped`` (final).

    ``finished_at`` is when the run's latest attempt ended, failed or not, so it dates
    ``last_error`` (health shows when the error happened) and tells the sweeper when a retrying
    run was last tried. Locks the run row FOR UPDATE.
    """
    with transaction.atomic():
        locked = ExtractionRun.objects.select_for_update().get(id=run.id)
        if locked.state == ExtractionRun.State.DONE:
            return ExtractionOutcome(run.id, locked.state, locked.facts)
        locked.state = state
        locked.last_error = error[:2000]
        locked.finished_at = timezone.now()
        locked.save(update_fields=["state", "last_error", "finished_at"])
        event_state = (
            Extraction.FAILED if state == ExtractionRun.State.DROPPED else Extraction.QUEUED
        )
        CanonicalEvent.objects.filter(id=run.turn_event_id).update(extraction_state=event_state)
    return ExtractionOutcome(run.id, state, 0, error)


def extraction_run(*, run_id: int) -> ExtractionOutcome | None:
    """Extract one turn end to end; raises TransientExtractionError for the task to retry."""
    run = extraction_claim(run_id=run_id)
    if run is None:
        return None
    events = turn_events(run=run)
    text = render_turn(events)
    if not text.strip():
        return extraction_commit(run=run, facts=(), events=events)
    messages = build_messages(
        turn_text=text,
        turn_date=run.turn_event.observed_at.date().isoformat(),
        speaker_names=sorted({e.role for e in events if e.role}),
    )
    model = chat_model_from_settings()
    decode_error = ""
    for _attempt in range(2):  # garbage gets exactly one more try
        try:
            reply = model.complete(messages)
        except LLMError as error:
            if error.transient:
                _finish(run, ExtractionRun.State.RETRYING, f"{LLM_TRANSIENT}: {error}")
                raise TransientExtractionError(str(error)) from error
            return _finish(run, ExtractionRun.State.DROPPED, f"{LLM_PERMANENT}: {error}")
        decoded = decode_extraction(reply)
        if decoded.error is None:
            return extraction_commit(run=run, facts=decoded.facts, events=events)
        decode_error = decoded.error
        logger.info("extraction run %s: undecodable reply (%s)", run.id, decode_error)
    return _finish(run, ExtractionRun.State.DROPPED, decode_error)


def extraction_commit(
    *,
    run: ExtractionRun,
    facts: tuple[ExtractedFact, ...] | list[ExtractedFact],
    events: list[CanonicalEvent],
) -> ExtractionOutcome:
    """Propose every fact and mark the run done, all or nothing. Locks the run row FOR UPDATE
    (and each proposal takes the locks of ``memory_propose``)."""
    with transaction.atomic():
        locked = ExtractionRun.objects.select_for_update().get(id=run.id)
        if locked.state == ExtractionRun.State.DONE:
            return ExtractionOutcome(run.id, locked.state, locked.facts)
        memory_ids = []
        source_kind = turn_source_kind_of(events).value
        for fact in facts:
            try:
                result = memory_propose(
                    project=run.project,
                    type=fact.type,
                    content=fact.content,
                    confidence=fact.confidence,
                    actor=Actor.EXTRACTOR,
                    actor_label="extractor",
                    entities=list(fact.entities),
                    source={"kind": source_kind, "ref": f"{run.session_id}/{run.turn_key}"},
                    session_id=run.session_id,
                )
            except InvalidInput as error:
                # One fact the engine refuses (e.g. too many entities) is skipped, not the turn.
                logger.info("extraction run %s: fact refused: %s", run.id, error.message)
                continue
            if result.duplicate_of is not None or result.folded:
                continue  # said before: the head, or the card's repeat row, keeps it
            result.memory.source_events.add(*events)
            memory_ids.append(result.memory.id)
        locked.state = ExtractionRun.State.DONE
        locked.facts = len(memory_ids)
        locked.memory_ids = memory_ids
        locked.finished_at = timezone.now()
        locked.last_error = ""
        locked.save(update_fields=["state", "facts", "memory_ids", "finished_at", "last_error"])
        CanonicalEvent.objects.filter(id=run.turn_event_id).update(extraction_state=Extraction.DONE)
    return ExtractionOutcome(run.id, ExtractionRun.State.DONE, len(memory_ids))


@transaction.atomic
def extraction_harvest(
    *, project: Project, session_id: str, actor_label: str = ""
) -> ExtractionJob:
    """POST /extract: queue every turn of the session not yet extracted, trailing turn too.
    Takes no row lock (see :func:`extraction_queue_turn`)."""
    session = CanonicalEvent.objects.filter(project=project, session_id=session_id)
    last = session.order_by("-id").first()
    if last is None:
        raise InvalidInput(
            "no events were captured for this session", details={"field": "session_id"}
        )
    job = ExtractionJob.objects.create(
        project=project, session_id=session_id, actor_label=actor_label
    )
    ends = list(session.filter(turn_complete=True).exclude(extraction_state=Extraction.DONE))
    if not last.turn_complete:
        ends.append(last)  # the turn in progress, before the agent summarises it away
    for end in ends:
        extraction_queue_turn(project=project, turn_event=end, job=job)
    if not extraction_enabled():
        # Dark: nothing runs, but the job still lists the turns that await a model.
        session.filter(id__in=[e.id for e in ends]).exclude(
            extraction_state=Extraction.DONE
        ).update(extraction_state=Extraction.PENDING)
    return job


def extraction_backlog_enqueue(*, limit: int = 500) -> int:
    """The sweeper: queue turns that never ran, runs stuck past their lease, and runs whose
    message was lost (a broker outage at send time) or whose task ran out of retries.
    Idempotent: queuing a finished run does nothing.

    A queued run counts as lost once it is older than ``MEMORY_EXTRACTION_STALE_SECONDS``; a
    retrying run once its latest attempt ended that long ago. Going by its age instead would
    send an old retrying run on every sweep while its own retries are still coming, starting
    one more chain of retries against a failing model each time.
    """
    if not extraction_enabled():
        return 0
    now = timezone.now()
    stale = now - timedelta(seconds=int(settings.MEMORY_EXTRACTION_STALE_SECONDS))
    queued = 0
    for event in CanonicalEvent.objects.filter(
        turn_complete=True, extraction_state=Extraction.PENDING
    ).select_related("project")[:limit]:
        extraction_queue_turn(project=event.project, turn_event=event)
        queued += 1
    stuck = ExtractionRun.objects.filter(
        Q(state=ExtractionRun.State.QUEUED, created_at__lt=stale)
        | Q(state=ExtractionRun.State.RETRYING, finished_at__lt=stale)
        # Runs that went retrying before finished_at dated every attempt.
        | Q(state=ExtractionRun.State.RETRYING, finished_at__isnull=True, created_at__lt=stale)
        | Q(state=ExtractionRun.State.RUNNING, started_at__lt=now - _lease())
    )
    ids = list(stuck.values_list("id", flat=True)[:limit])
    with transaction.atomic():
        _enqueue(ids)
    return queued + len(ids)
