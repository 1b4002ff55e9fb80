"""The memory engine's state, and what the database itself enforces.

Rows are written only by ``memoryapp.services``. The invariants of DESIGN.md §4 (immutable
content columns, set-once acyclic ``superseded_by``, the allowed status edges, no DELETE but
the owner's purge, an append-only audit log) are triggers installed by migration 0002, so they
hold for raw SQL too, not only for this ORM.
"""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Any

from django.contrib.postgres.fields import ArrayField
from django.contrib.postgres.indexes import GinIndex
from django.contrib.postgres.search import SearchVector, SearchVectorField
from django.db import models
from django.db.models import F, Q
from django.db.models.functions import Length
from django.db.models.lookups import GreaterThanOrEqual, LessThanOrEqual
from django.utils import timezone
from pgvector.django import VectorField

from memoryapp.domain.types import (
    Actor,
    EventKind,
    MemoryStatus,
    MemoryType,
    SourceKind,
    Standing,
    SupersessionKind,
)
from memoryapp.trace_storage import pack_candidates, unpack_candidates

MAX_CONTENT_CHARS = 8000
# Audit events may also be written by the engine itself (expiry sweeps, lifecycle jobs).
SYSTEM_ACTOR = "system"


def _choices(enum: Any) -> list[tuple[str, str]]:
    return [(member.value, member.value) for member in enum]


class Project(models.Model):
    """A memory boundary: every row below belongs to exactly one project."""

    slug = models.SlugField(max_length=64, unique=True)
    name = models.CharField(max_length=200)
    created_at = models.DateTimeField(default=timezone.now)

    def __str__(self) -> str:
        return self.slug


class Entity(models.Model):
    """A named thing memories are about (a person, a system); unique per project by name."""

    project = models.ForeignKey(Project, on_delete=models.PROTECT, related_name="entities")
    name = models.CharField(max_length=200)
    # Lower-cased, whitespace-collapsed name: "PostgreSQL" and "postgresql " are one entity.
    normalized = models.CharField(max_length=200)
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["project", "normalized"], name="entity_unique_name_per_project"
            ),
            models.CheckConstraint(condition=~Q(normalized=""), name="entity_normalized_not_empty"),
        ]

    def __str__(self) -> str:
        return self.name


class Memory(models.Model):
    """One immutable version of a memory. A change inserts a successor and links the old row."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    project = models.ForeignKey(Project, on_delete=models.PROTECT, related_name="memories")
    type = models.CharField(max_length=16, choices=_choices(MemoryType))
    content = models.TextField()
    status = models.CharField(
        max_length=16, choices=_choices(MemoryStatus), default=MemoryStatus.PENDING.value
    )
    confidence = models.FloatField(null=True, blank=True)
    superseded_by = models.ForeignKey(
        "self",
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="predecessors",
    )
    # On the successor: how it relates to what it superseded. NULL (not "") on rows that
    # supersede nothing, so the check constraint and the chain queries read one value.
    supersession_kind = models.CharField(  # noqa: DJ001
        max_length=16, choices=_choices(SupersessionKind), null=True, blank=True
    )
    # A pending agent correction names the head it will supersede once the owner confirms it;
    # the link itself (superseded_by) is only written on confirmation.
    supersedes_on_confirm = models.ForeignKey(
        "self",
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="pending_corrections",
    )
    entities = models.ManyToManyField(Entity, through="MemoryEntity", related_name="memories")
    embedding = VectorField(null=True, blank=True)
    embedding_model = models.CharField(max_length=200, blank=True, default="")
    tsv = models.GeneratedField(
        expression=SearchVector("content", config="english"),
        output_field=SearchVectorField(),
        db_persist=True,
    )
    actor = models.CharField(max_length=16, choices=_choices(Actor))
    # Who exactly (username, token name): for the audit trail, not for policy.
    actor_label = models.CharField(max_length=200, blank=True, default="")
    # The API token that wrote or read it (None: the owner's UI, the extractor, a command):
    # what the tokens page counts and lists per agent.
    token = models.ForeignKey(
        "ApiToken",
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="+",
        db_index=False,
    )
    source = models.JSONField(default=dict)
    standing = models.CharField(
        max_length=16, choices=_choices(Standing), default=Standing.TRUSTED.value
    )
    session_id = models.CharField(max_length=200, blank=True, default="")
    recorded_at = models.DateTimeField(default=timezone.now)
    valid_from = models.DateTimeField(null=True, blank=True)
    valid_to = models.DateTimeField(null=True, blank=True)
    last_confirmed_at = models.DateTimeField(null=True, blank=True)
    # last_retrieved_at is kept beside the row, in MemoryRetrieval (see there).
    # The policy's reasons, as [{"code": ..., "detail": ...}]; never carries a secret.
    review_note = models.JSONField(default=list, blank=True)
    near_duplicate_of = models.ForeignKey(
        "self",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="near_duplicates",
    )
    # A semantic/procedural head this one may contradict (cosine >= 0.80, same type): the
    # owner decides whether it supersedes it. Episodic memories are never flagged.
    possible_conflict_of = models.ForeignKey(
        "self",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="possible_conflicts",
    )

    class Meta:
        constraints = [
            models.CheckConstraint(
                condition=Q(type__in=[t.value for t in MemoryType]), name="memory_type_valid"
            ),
            models.CheckConstraint(
                condition=Q(status__in=[s.value for s in MemoryStatus]),
                name="memory_status_valid",
            ),
            models.CheckConstraint(
                condition=Q(actor__in=[a.value for a in Actor]), name="memory_actor_valid"
            ),
            models.CheckConstraint(
                condition=Q(standing__in=[s.value for s in Standing]),
                name="memory_standing_valid",
            ),
            models.CheckConstraint(
                condition=Q(supersession_kind__isnull=True)
                | Q(supersession_kind__in=[k.value for k in SupersessionKind]),
                name="memory_supersession_kind_valid",
            ),
            models.CheckConstraint(
                condition=Q(source__kind__in=[k.value for k in SourceKind]),
                name="memory_source_kind_valid",
            ),
            models.CheckConstraint(
                condition=Q(
                    GreaterThanOrEqual(Length("content"), 1),
                    LessThanOrEqual(Length("content"), MAX_CONTENT_CHARS),
                ),
                name="memory_content_length",
            ),
            models.CheckConstraint(
                condition=Q(content__regex=r"[^[:space:]]"), name="memory_content_not_blank"
            ),
            models.CheckConstraint(
                condition=Q(confidence__isnull=True) | Q(confidence__gte=0.0, confidence__lte=1.0),
                name="memory_confidence_range",
            ),
            models.CheckConstraint(
                condition=Q(valid_to__isnull=True)
                | Q(valid_from__isnull=True)
                | Q(valid_to__gte=F("valid_from")),
                name="memory_valid_interval",
            ),
            models.CheckConstraint(
                condition=~Q(superseded_by=F("id")), name="memory_not_superseded_by_itself"
            ),
            models.CheckConstraint(
                condition=~Q(type=MemoryType.WORKING.value) | ~Q(session_id=""),
                name="memory_working_has_session",
            ),
        ]
        indexes = [
            GinIndex(fields=["tsv"], name="memory_tsv_gin"),
            models.Index(
                fields=["project", "status", "type"],
                name="memory_heads_by_status",
                condition=Q(superseded_by__isnull=True),
            ),
            models.Index(
                fields=["project", "session_id"],
                name="memory_working_by_session",
                condition=Q(type=MemoryType.WORKING.value),
            ),
            models.Index(fields=["project", "-recorded_at"], name="memory_recent"),
            # The review queue (and the browser's status filter): one status's heads, newest
            # first, read in index order however else they are filtered (review UI).
            models.Index(
                fields=["project", "status", "-recorded_at", "-id"],
                name="memory_heads_by_status_recent",
                condition=Q(superseded_by__isnull=True),
            ),
            models.Index(
                fields=["token"], name="memory_by_token", condition=Q(token__isnull=False)
            ),
        ]

    def __str__(self) -> str:
        return f"{self.type}:{self.id}"

    @property
    def is_head(self) -> bool:
        return self.superseded_by_id is None

    @property
    def last_retrieved_at(self) -> datetime | None:
        """When the memory last entered a context bundle; None if it never did."""
        try:
            return self.retrieval.last_retrieved_at
        except MemoryRetrieval.DoesNotExist:
            return None


class MemoryRetrieval(models.Model):
    """A memory's ``last_retrieved_at``, in a narrow table of its own.

    Every /context call moves it on the memories it hands out. On the memory row itself (about
    2 kB, the embedding inline) that UPDATE often could not stay on its page (a fifth of them
    for memories picked at random): a new version of the row then goes into every index of the
    table, the HNSW index included. For twenty random memories of a 100k-memory project it took
    13.9 ms at the median and 24.8 at p95, against 2.2 and 3.7 for this upsert, most of them
    first inserts (bench/results/latency-bookkeeping.json, ``bench/latency.py --bookkeeping``).
    Reads join it back (``Memory.last_retrieved_at``); ``memory_purge`` deletes it with the
    memory.
    """

    memory = models.OneToOneField(
        Memory, primary_key=True, on_delete=models.CASCADE, related_name="retrieval"
    )
    last_retrieved_at = models.DateTimeField()

    def __str__(self) -> str:
        return f"{self.memory_id} retrieved {self.last_retrieved_at:%Y-%m-%d %H:%M}"


class MemoryEntity(models.Model):
    memory = models.ForeignKey(Memory, on_delete=models.CASCADE)
    entity = models.ForeignKey(Entity, on_delete=models.PROTECT)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["memory", "entity"], name="memory_entity_unique"),
        ]

    def __str__(self) -> str:
        return f"{self.memory_id}->{self.entity_id}"


class MemoryEvent(models.Model):
    """The append-only audit log. Never holds memory content, so a purge leaves nothing behind.

    ``memory_id`` is a plain column, not a foreign key: the tombstone of a purged memory must
    outlive the row it describes.
    """

    # Every /context call appends one event per bundled memory, so each index here is paid
    # about twenty times a call: a project's events are found through memory_event_recent
    # (project, -at), and nothing reads them by time across projects (migration 0012).
    project = models.ForeignKey(
        Project, on_delete=models.PROTECT, related_name="memory_events", db_index=False
    )
    memory_id = models.UUIDField(db_index=True)
    kind = models.CharField(max_length=32, choices=_choices(EventKind))
    actor = models.CharField(
        max_length=16, choices=[*_choices(Actor), (SYSTEM_ACTOR, SYSTEM_ACTOR)]
    )
    actor_label = models.CharField(max_length=200, blank=True, default="")
    at = models.DateTimeField(default=timezone.now)
    reasons = models.JSONField(default=list, blank=True)
    # Structured, content-free facts about the change: statuses, successor ids, kinds.
    data = models.JSONField(default=dict, blank=True)

    class Meta:
        constraints = [
            models.CheckConstraint(
                condition=Q(kind__in=[k.value for k in EventKind]), name="memory_event_kind_valid"
            ),
            models.CheckConstraint(
                condition=Q(actor__in=[*(a.value for a in Actor), SYSTEM_ACTOR]),
                name="memory_event_actor_valid",
            ),
        ]
        indexes = [models.Index(fields=["project", "-at"], name="memory_event_recent")]

    def __str__(self) -> str:
        return f"{self.kind}:{self.memory_id}"


class BundleEvent(models.Model):
    """The audit of one context bundle: which memories it carried, for which trace and route.

    One row per /context call instead of one ``retrieved`` event per memory it carried. Like
    the audit log it is append-only and holds no content; a memory's access history is found
    through ``memory_ids`` (GIN) and shown as ``retrieved`` entries with its other events.
    """

    project = models.ForeignKey(
        Project, on_delete=models.PROTECT, related_name="bundle_events", db_index=False
    )
    trace_id = models.UUIDField()
    route = models.CharField(max_length=16)
    actor = models.CharField(max_length=16, default="agent")
    actor_label = models.CharField(max_length=200, blank=True, default="")
    # The API token that wrote or read it (None: the owner's UI, the extractor, a command):
    # what the tokens page counts and lists per agent.
    token = models.ForeignKey(
        "ApiToken",
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="+",
        db_index=False,
    )
    at = models.DateTimeField(default=timezone.now)
    memory_ids = ArrayField(models.UUIDField(), default=list)

    class Meta:
        indexes = [
            models.Index(fields=["project", "-at"], name="bundle_event_recent"),
            GinIndex(fields=["memory_ids"], name="bundle_event_memories"),
            models.Index(
                fields=["token", "-at"],
                name="bundle_event_by_token",
                condition=Q(token__isnull=False),
            ),
        ]

    def __str__(self) -> str:
        return f"bundle:{self.trace_id}"


class CanonicalEvent(models.Model):
    """What happened in a session, captured before any interpretation."""

    class Kind(models.TextChoices):
        MESSAGE = "message"
        TOOL_CALL = "tool_call"
        TOOL_RESULT = "tool_result"
        SIGNAL = "signal"

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
    # The API token that wrote or read it (None: the owner's UI, the extractor, a command):
    # what the tokens page counts and lists per agent.
    token = models.ForeignKey(
        "ApiToken",
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="+",
        db_index=False,
    )
    turn_complete = models.BooleanField(default=False)
    extraction_state = models.CharField(
        max_length=16, choices=Extraction.choices, default=Extraction.NOT_APPLICABLE
    )
    # The memories extracted from this event (``memory.source_events`` is their provenance).
    derived_memories = models.ManyToManyField(Memory, related_name="source_events", blank=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["project", "event_id"], name="canonical_event_idempotency"
            ),
        ]
        indexes = [
            models.Index(fields=["project", "session_id", "observed_at"], name="event_session"),
            models.Index(fields=["token"], name="event_by_token", condition=Q(token__isnull=False)),
        ]

    def __str__(self) -> str:
        return f"{self.session_id}:{self.event_id}"


class ApiToken(models.Model):
    """A bearer token bound to one project and one role; only its sha256 is stored."""

    class Role(models.TextChoices):
        AGENT = "agent"
        OWNER = "owner"

    project = models.ForeignKey(Project, on_delete=models.PROTECT, related_name="tokens")
    role = models.CharField(max_length=8, choices=Role.choices)
    name = models.CharField(max_length=200, blank=True, default="")
    # Shown in lists so the owner can tell tokens apart without the secret.
    prefix = models.CharField(max_length=16)
    token_hash = models.CharField(max_length=64, unique=True)
    created_at = models.DateTimeField(default=timezone.now)
    last_used_at = models.DateTimeField(null=True, blank=True)
    revoked_at = models.DateTimeField(null=True, blank=True)
    # A paused token is refused (403 paused) until the owner resumes it; revoking is for good.
    paused_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [
            models.CheckConstraint(
                condition=Q(role__in=["agent", "owner"]), name="api_token_role_valid"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.project.slug}:{self.role}:{self.name or self.prefix}"


class TokenEvent(models.Model):
    """The audit of what the owner did to a token (issued, paused, resumed, revoked).

    Append-only like the memory audit log; it names the token and the owner, never a secret.
    """

    class Kind(models.TextChoices):
        ISSUED = "issued"
        PAUSED = "paused"
        RESUMED = "resumed"
        REVOKED = "revoked"

    project = models.ForeignKey(Project, on_delete=models.PROTECT, related_name="token_events")
    token = models.ForeignKey(ApiToken, on_delete=models.PROTECT, related_name="events")
    kind = models.CharField(max_length=16, choices=Kind.choices)
    actor_label = models.CharField(max_length=200, blank=True, default="")
    at = models.DateTimeField(default=timezone.now)

    class Meta:
        constraints = [
            models.CheckConstraint(
                condition=Q(kind__in=["issued", "paused", "resumed", "revoked"]),
                name="token_event_kind_valid",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.kind}:{self.token_id}"


class CandidatesField(models.JSONField):
    """A trace's candidate list, stored packed as columns (see ``memoryapp.trace_storage``) and
    read back as the list of objects that was written."""

    def get_db_prep_save(self, value: Any, connection: Any) -> Any:
        return super().get_db_prep_save(pack_candidates(value), connection)

    def from_db_value(self, value: Any, expression: Any, connection: Any) -> Any:
        return unpack_candidates(super().from_db_value(value, expression, connection))


class ContextTrace(models.Model):
    """Why each candidate of one search or context call was selected or rejected (DESIGN §7).

    ``rendered`` is the bundle exactly as the model saw it; it is the only field that carries
    memory text, and the owner's purge blanks it in every trace that included a purged memory
    (found through ``memory_ids``).
    """

    class Kind(models.TextChoices):
        SEARCH = "search"
        CONTEXT = "context"

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    # Found by project through trace_recent (project, -created_at): no index of its own.
    project = models.ForeignKey(
        Project, on_delete=models.PROTECT, related_name="traces", db_index=False
    )
    kind = models.CharField(max_length=16, choices=Kind.choices)
    created_at = models.DateTimeField(default=timezone.now)
    actor_label = models.CharField(max_length=200, blank=True, default="")
    # The API token that wrote or read it (None: the owner's UI, the extractor, a command):
    # what the tokens page counts and lists per agent.
    token = models.ForeignKey(
        "ApiToken",
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="+",
        db_index=False,
    )
    query = models.TextField()
    route = models.JSONField(default=dict)
    temporal = models.JSONField(default=dict)
    config = models.JSONField(default=dict)
    legs = models.JSONField(default=dict)
    candidates = CandidatesField(default=list)
    budget = models.JSONField(default=dict)
    rendered = models.TextField(blank=True, default="")
    bundle_sha256 = models.CharField(max_length=64, blank=True, default="")
    latency_ms = models.JSONField(default=dict)
    memory_ids = ArrayField(models.UUIDField(), default=list, blank=True)

    class Meta:
        indexes = [
            models.Index(fields=["project", "-created_at"], name="trace_recent"),
            # Written straight into the index (no pending list): with the pending list, every
            # few thousand traces one request merged it into the index and took ~400 ms
            # (migration 0011).
            GinIndex(fields=["memory_ids"], name="trace_memory_ids", fastupdate=False),
        ]

    def __str__(self) -> str:
        return f"{self.kind}:{self.id}"


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
