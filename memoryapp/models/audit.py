"""The audit logs: one event per change of a memory, one bundle event per context call, one
sign-in event per lockout of the owner's sign-in page.

Both are append-only (a trigger of migration 0002 guards the memory log) and content-free, so
the owner's purge leaves nothing readable behind.
"""

from __future__ import annotations

from django.contrib.postgres.fields import ArrayField
from django.contrib.postgres.indexes import GinIndex
from django.db import models
from django.db.models import Q
from django.utils import timezone

from memoryapp.domain.signin import SignInEventKind
from memoryapp.domain.types import Actor, EventKind
from memoryapp.models.base import _choices, attributed_token
from memoryapp.models.projects import Project

# Audit events may also be written by the engine itself (expiry sweeps, lifecycle jobs).
SYSTEM_ACTOR = "system"


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
    token = attributed_token()
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


class SignInEvent(models.Model):
    """The audit of the sign-in page: each lockout of an account or of a client address after
    too many failed passwords (``memoryapp.domain.signin``).

    It belongs to no project: an owner's account signs in to the pages of every project. The
    username is kept as typed, for an account that does not exist too (``known_account``
    says which), so a guesser's list of names shows; never a password. Append-only.
    """

    kind = models.CharField(max_length=16, choices=_choices(SignInEventKind))
    username = models.CharField(max_length=150, blank=True, default="")
    known_account = models.BooleanField(default=False)
    address = models.GenericIPAddressField(null=True, blank=True)
    failures = models.PositiveIntegerField()
    window_seconds = models.PositiveIntegerField()
    at = models.DateTimeField(default=timezone.now)

    class Meta:
        constraints = [
            models.CheckConstraint(
                condition=Q(kind__in=[k.value for k in SignInEventKind]),
                name="signin_event_kind_valid",
            ),
        ]
        indexes = [models.Index(fields=["-at"], name="signin_event_recent")]

    def __str__(self) -> str:
        return f"{self.kind}:{self.username}"
