"""Projects, the memory boundary, and the API tokens that act in one."""

from __future__ import annotations

from django.db import models
from django.db.models import Q
from django.utils import timezone


class Project(models.Model):
    """A memory boundary: every row below belongs to exactly one project."""

    slug = models.SlugField(max_length=64, unique=True)
    name = models.CharField(max_length=200)
    created_at = models.DateTimeField(default=timezone.now)

    def __str__(self) -> str:
        return self.slug


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
    # When the owner let this agent token ingest documents (the hooks' session-start ingest);
    # an owner token may always.
    ingest_allowed_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [
            models.CheckConstraint(
                condition=Q(role__in=["agent", "owner"]), name="api_token_role_valid"
            ),
            models.CheckConstraint(
                condition=Q(role="agent") | Q(ingest_allowed_at__isnull=True),
                name="api_token_ingest_only_agent",
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
        INGEST_ALLOWED = "ingest_allowed"
        INGEST_WITHDRAWN = "ingest_withdrawn"

    project = models.ForeignKey(Project, on_delete=models.PROTECT, related_name="token_events")
    token = models.ForeignKey(ApiToken, on_delete=models.PROTECT, related_name="events")
    kind = models.CharField(max_length=16, choices=Kind.choices)
    actor_label = models.CharField(max_length=200, blank=True, default="")
    at = models.DateTimeField(default=timezone.now)

    class Meta:
        constraints = [
            models.CheckConstraint(
                condition=Q(
                    kind__in=[
                        "issued",
                        "paused",
                        "resumed",
                        "revoked",
                        "ingest_allowed",
                        "ingest_withdrawn",
                    ]
                ),
                name="token_event_kind_valid",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.kind}:{self.token_id}"
