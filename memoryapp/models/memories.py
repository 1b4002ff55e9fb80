"""What a project remembers: the immutable memory versions, the entities they are about, and
when each last entered a bundle.

Its invariants (immutable content columns, set-once acyclic ``superseded_by``,
the allowed status edges, no DELETE but the owner's purge) are triggers installed by migration
0002, so they hold for raw SQL too, not only for this ORM.
"""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Any

from django.contrib.postgres.indexes import GinIndex
from django.contrib.postgres.search import SearchVector, SearchVectorField
from django.db import models
from django.db.models import F, Q
from django.db.models.functions import Length
from django.db.models.lookups import GreaterThanOrEqual, LessThanOrEqual
from django.utils import timezone
from pgvector.django import VectorField

from memoryapp.domain.content import MAX_CONTENT_CHARS
from memoryapp.domain.types import (
    Actor,
    MemoryStatus,
    MemoryType,
    SourceKind,
    Standing,
    SupersessionKind,
)
from memoryapp.models.base import _choices, attributed_token
from memoryapp.models.projects import Project
from memoryapp.models.queue_order import group_key, triage_order


def _version_link(
    on_delete: Any, related_name: str
) -> models.ForeignKey[Memory | None, Memory | None]:
    """An optional link from one memory version to another."""
    return models.ForeignKey(
        "self", null=True, blank=True, on_delete=on_delete, related_name=related_name
    )


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


_PENDING_HEADS = Q(status=MemoryStatus.PENDING.value, superseded_by__isnull=True)


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
    superseded_by = _version_link(models.PROTECT, "predecessors")
    # On the successor: how it relates to what it superseded. NULL (not "") on rows that
    # supersede nothing, so the check constraint and the chain queries read one value.
    supersession_kind = models.CharField(  # noqa: DJ001
        max_length=16, choices=_choices(SupersessionKind), null=True, blank=True
    )
    # A pending agent correction names the head it will supersede once the owner confirms it;
    # the link itself (superseded_by) is only written on confirmation.
    supersedes_on_confirm = _version_link(models.PROTECT, "pending_corrections")
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
    token = attributed_token()
    source = models.JSONField(default=dict)
    standing = models.CharField(
        max_length=16, choices=_choices(Standing), default=Standing.TRUSTED.value
    )
    session_id = models.CharField(max_length=200, blank=True, default="")
    # The stable key of the thing it describes ("billing.queue"; "" for none), in the spelling
    # of memoryapp.domain.changes.normalise_subject; successors inherit it. Not content: the
    # owner may set it on a head (an audited change, EventKind.SUBJECT_SET).
    subject = models.CharField(max_length=200, blank=True, default="", db_default="")
    recorded_at = models.DateTimeField(default=timezone.now)
    valid_from = models.DateTimeField(null=True, blank=True)
    valid_to = models.DateTimeField(null=True, blank=True)
    last_confirmed_at = models.DateTimeField(null=True, blank=True)
    # last_retrieved_at is kept beside the row, in MemoryRetrieval (see there).
    # The policy's reasons, as [{"code": ..., "detail": ...}]; never carries a secret.
    review_note = models.JSONField(default=list, blank=True)
    near_duplicate_of = _version_link(models.SET_NULL, "near_duplicates")
    # A semantic/procedural head this one may contradict (cosine >= 0.80, same type): the
    # owner decides whether it supersedes it. Episodic memories are never flagged.
    possible_conflict_of = _version_link(models.SET_NULL, "possible_conflicts")
    # Stored as rejected at once because it said again what the owner rejected here: the
    # rejection it repeats, so the Rejected tab can group it there and a restore can undo it.
    repeat_of = _version_link(models.SET_NULL, "rejected_repeats")
    # How many later proposals said this pending card again (rows in ProposalRepeat), kept on
    # the row so the queue can be ordered by it through an index.
    repeat_count = models.PositiveIntegerField(default=0, db_default=0)

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
                condition=~Q(repeat_of=F("id")), name="memory_not_repeat_of_itself"
            ),
            models.CheckConstraint(
                condition=~Q(type=MemoryType.WORKING.value) | ~Q(session_id=""),
                name="memory_working_has_session",
            ),
            # The normalised spelling: lower case, no spaces, no leading or trailing dot.
            models.CheckConstraint(
                condition=Q(subject="")
                | Q(subject__regex=r"^[^.[:space:][:upper:]][^[:space:][:upper:]]*$")
                & ~Q(subject__endswith="."),
                name="memory_subject_normalised",
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
            # A subject's versions (state, change detection, the subjects list).
            models.Index(
                fields=["project", "subject"],
                name="memory_by_subject",
                condition=~Q(subject=""),
            ),
            # A candidate's neighbours in its session, the one recorded just before and after
            # it (memoryapp.retrieval.neighbours).
            models.Index(
                fields=["project", "session_id", "recorded_at", "id"],
                name="memory_session_order",
                condition=~Q(session_id=""),
            ),
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
            # The pending queue in triage order, and a card's group found from its key
            # (memoryapp.models.queue_order, review.triage); only pending heads, a small part
            # of the table, so every other write skips them.
            models.Index(
                F("project"),
                *triage_order(),
                name="memory_queue_order",
                condition=_PENDING_HEADS,
            ),
            models.Index(
                F("project"),
                group_key(),
                *triage_order(),
                name="memory_queue_groups",
                condition=_PENDING_HEADS,
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

    Every /context call moves it on the memories it hands out. On the memory row itself (wide,
    the embedding inline) that UPDATE often could not stay on its page: a new version of the
    row then goes into every index of the table, the HNSW index included, and the upsert of
    this narrow row is several times faster (bench/results/latency-bookkeeping.json,
    ``bench/latency.py --bookkeeping``).
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


class ProposalRepeat(models.Model):
    """A proposal that said again what a pending card already says, kept beside that card
    instead of becoming a card of its own: who, in which session, when, how sure, on what
    evidence. Its words go with the card's in a purge (``memoryapp.services.purge``)."""

    memory = models.ForeignKey(
        Memory, on_delete=models.CASCADE, related_name="repeats", db_index=False
    )
    project = models.ForeignKey(Project, on_delete=models.PROTECT, related_name="+")
    content = models.TextField()
    actor = models.CharField(max_length=16, choices=_choices(Actor))
    actor_label = models.CharField(max_length=200, blank=True, default="")
    token = attributed_token()
    session_id = models.CharField(max_length=200, blank=True, default="")
    confidence = models.FloatField(null=True, blank=True)
    source = models.JSONField(default=dict)
    recorded_at = models.DateTimeField(default=timezone.now)

    class Meta:
        constraints = [
            models.CheckConstraint(
                condition=Q(actor__in=[a.value for a in Actor]), name="repeat_actor_valid"
            ),
            models.CheckConstraint(
                condition=Q(confidence__isnull=True) | Q(confidence__gte=0.0, confidence__lte=1.0),
                name="repeat_confidence_range",
            ),
            models.CheckConstraint(
                condition=Q(content__regex=r"[^[:space:]]"), name="repeat_content_not_blank"
            ),
            models.CheckConstraint(
                condition=Q(source__kind__in=[k.value for k in SourceKind]),
                name="repeat_source_kind_valid",
            ),
        ]
        indexes = [
            models.Index(fields=["memory", "recorded_at"], name="repeat_by_memory"),
            models.Index(fields=["project", "-recorded_at"], name="repeat_recent"),
        ]

    def __str__(self) -> str:
        return f"repeat of {self.memory_id}"
