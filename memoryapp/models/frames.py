"""A project's frame: the owner's declaration of the work done in the project and the evidence
each kind of work prefers (``memoryapp.domain.frames``), kept as numbered versions.

Each save is a new row, never an update: the rows are the frame's history and its audit (who
set it, when, by which act). A version whose ``document`` is null clears the frame. A trigger
of migration 0034 keeps the rows append-only for raw SQL too.
"""

from __future__ import annotations

from django.db import models
from django.db.models import Q
from django.utils import timezone

from memoryapp.models.projects import Project


class ProjectFrameVersion(models.Model):
    class Act(models.TextChoices):
        SET = "set"
        CLEARED = "cleared"
        IMPORTED = "imported"

    project = models.ForeignKey(
        Project, on_delete=models.PROTECT, related_name="frame_versions", db_index=False
    )
    version = models.PositiveIntegerField()
    # The document as the owner wrote it (parsed and checked before it was saved); null clears.
    document = models.JSONField(null=True, blank=True)
    act = models.CharField(max_length=16, choices=Act.choices)
    actor_label = models.CharField(max_length=200, blank=True, default="")
    at = models.DateTimeField(default=timezone.now)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["project", "version"], name="project_frame_version_unique"
            ),
            models.CheckConstraint(
                condition=Q(version__gt=0), name="project_frame_version_positive"
            ),
            models.CheckConstraint(
                condition=Q(act__in=["set", "cleared", "imported"]), name="project_frame_act_valid"
            ),
            models.CheckConstraint(
                condition=Q(act="cleared", document__isnull=True)
                | (~Q(act="cleared") & Q(document__isnull=False)),
                name="project_frame_document_matches_act",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.project_id}:frame:{self.version}"
