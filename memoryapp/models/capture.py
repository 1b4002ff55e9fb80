"""What sessions captured (canonical events) and the extraction runs that harvest them."""

from __future__ import annotations

import uuid

from django.contrib.postgres.fields import ArrayField
from django.db import models
from django.db.models import Q
from django.utils import timezone

from memoryapp.domain.types import Actor
from memoryapp.models.base import _choices, attributed_token
from memoryapp.models.memories import Memory
from memoryapp.models.projects import Project


class CanonicalEvent(models.Model):
    """What happened in a session, captured before any interpretation."""

    class Kind(models.TextChoices):
        MESSAGE = "message"
        TOOL_CALL = "tool_call"
        TOOL_RESULT = "tool_result"
        SIGNAL = "signal"
        # Typed events: a decision or a change of state, reduced into a memory of its subject.
        DECISION = "decision"
        STATE_CHANGE = "state_change"

    class Reduction(models.TextChoices):
        NOT_APPLICABLE = "n/a"
        REDUCED = "reduced"
        # It names an event not captured yet: kept, and reduced once that event arrives.
        WAITING = "waiting"

    class Extraction(models.TextChoices):
        NOT_APPLICABLE = "n/a"
        PENDING = "pending"
        QUEUED = "queued"
        DONE = "done"
        FAILED = "failed"

    project = models.ForeignKey(Project, on_delete=models.PROTECT, related_name="events")
    session_id = models.CharField(max_length=200)
    # The client's own id: a retried capture with the same id stores nothing twice.
    event_id = models.CharField(max_length=200)
    kind = models.CharField(max_length=16, choices=Kind.choices)
    role = models.CharField(max_length=32, blank=True, default="")
    content = models.TextField(blank=True, default="")
    tool_name = models.CharField(max_length=200, blank=True, default="")
    tool_arguments = models.JSONField(null=True, blank=True)
    observed_at = models.DateTimeField(default=timezone.now)
    received_at = models.DateTimeField(default=timezone.now)
    token = attributed_token()
    # Who captured it, kept with it: a typed event waiting for an event it names is reduced
    # later, during someone else's capture, and must still speak with its own authority.
    actor = models.CharField(max_length=16, choices=_choices(Actor), default=Actor.AGENT)
    actor_label = models.CharField(max_length=200, blank=True, default="")
    turn_complete = models.BooleanField(default=False)
    extraction_state = models.CharField(
        max_length=16, choices=Extraction.choices, default=Extraction.NOT_APPLICABLE
    )
    # The memories extracted from this event (``memory.source_events`` is their provenance).
    derived_memories = models.ManyToManyField(Memory, related_name="source_events", blank=True)
    # Typed events only (decision, state_change): what changed, to what, from when, and the
    # earlier events it replaces or rests on (the client's event ids).
    subject = models.CharField(max_length=200, blank=True, default="")
    value = models.TextField(blank=True, default="")
    effective_from = models.DateTimeField(null=True, blank=True)
    supersedes = ArrayField(models.CharField(max_length=200), default=list, blank=True)
    evidence_refs = ArrayField(models.CharField(max_length=200), default=list, blank=True)
    # How its memory supersedes what it replaces, when the event says so ("update" or
    # "correction": a reschedule says the earlier plan never held); "" lets the rule decide.
    supersession = models.CharField(max_length=16, blank=True, default="", db_default="")
    reduction_state = models.CharField(
        max_length=16, choices=Reduction.choices, default=Reduction.NOT_APPLICABLE
    )
    # Why it waits, or what its reduction found: [{"code": ..., "detail": ...}].
    reduction_note = models.JSONField(default=list, blank=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["project", "event_id"], name="canonical_event_idempotency"
            ),
            models.CheckConstraint(
                condition=Q(actor__in=[a.value for a in Actor]), name="canonical_event_actor_valid"
            ),
            models.CheckConstraint(
                condition=Q(supersession__in=["", "update", "correction"])
                & (Q(supersession="") | Q(kind__in=["decision", "state_change"])),
                name="canonical_event_supersession_valid",
            ),
        ]
        indexes = [
            models.Index(fields=["project", "session_id", "observed_at"], name="event_session"),
            models.Index(
                fields=["project", "subject"],
                name="event_typed_by_subject",
                condition=~Q(reduction_state="n/a"),
            ),
            models.Index(fields=["token"], name="event_by_token", condition=Q(token__isnull=False)),
            # What the project captured in a time window, and through which token (the
            # overview's agents): read from the index alone, however long the history.
            models.Index(
                fields=["project", "-received_at"], include=["token"], name="event_received_recent"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.session_id}:{self.event_id}"


class ExtractionJob(models.Model):
    """A pre-compaction harvest (POST /extract): the turns of one session it asked for."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    project = models.ForeignKey(Project, on_delete=models.PROTECT, related_name="jobs")
    session_id = models.CharField(max_length=200)
    created_at = models.DateTimeField(default=timezone.now)
    actor_label = models.CharField(max_length=200, blank=True, default="")

    def __str__(self) -> str:
        return f"harvest:{self.session_id}"


class ExtractionRun(models.Model):
    """One turn's extraction. (project, session, turn) is unique: a turn is extracted once.

    The run is claimed with a lease (``started_at``); a worker that dies mid-run leaves it
    ``running`` until the lease expires and the sweeper queues it again. The facts are written
    and the run marked ``done`` in one transaction, so a duplicate delivery finds it done.
    """

    class State(models.TextChoices):
        QUEUED = "queued"
        RUNNING = "running"
        RETRYING = "retrying"  # a transient failure; the task retries with backoff
        DONE = "done"
        DROPPED = "dropped"  # the model's answer was garbage twice, or a permanent error

    project = models.ForeignKey(Project, on_delete=models.PROTECT, related_name="extractions")
    session_id = models.CharField(max_length=200)
    turn_key = models.CharField(max_length=200)
    turn_event = models.ForeignKey(CanonicalEvent, on_delete=models.PROTECT, related_name="runs")
    job = models.ForeignKey(
        ExtractionJob, null=True, blank=True, on_delete=models.SET_NULL, related_name="runs"
    )
    # Every harvest that asked for this turn (``job`` is only the one that created the run):
    # a later harvest's report waits for a run an earlier one queued (``job.turns``).
    jobs = models.ManyToManyField(ExtractionJob, related_name="turns", blank=True)
    state = models.CharField(max_length=16, choices=State.choices, default=State.QUEUED)
    attempts = models.PositiveIntegerField(default=0)
    created_at = models.DateTimeField(default=timezone.now)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)
    last_error = models.TextField(blank=True, default="")
    facts = models.PositiveIntegerField(default=0)
    memory_ids = ArrayField(models.UUIDField(), default=list, blank=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["project", "session_id", "turn_key"], name="extraction_once_per_turn"
            ),
        ]
        indexes = [models.Index(fields=["state", "created_at"], name="extraction_backlog")]

    def __str__(self) -> str:
        return f"{self.session_id}/{self.turn_key}:{self.state}"
