"""A project's documents as sources: each ingest of a folder, the chunk each document memory
was cut from, and the path prefixes the owner trusts.

A document memory is an ordinary memory (source kind ``file``, ref ``path#anchor``); a
:class:`SourceChunk` beside it says which file, anchor, words (hash) and commit it came from, so
the next ingest can tell what changed without reading the memories' text.
"""

from __future__ import annotations

import uuid

from django.db import models
from django.db.models import Q
from django.utils import timezone

from memoryapp.models.memories import Memory
from memoryapp.models.projects import Project


class SourceIngest(models.Model):
    """One ingest: who ran it, on what, and what it read, skipped and wrote. The owner's act of
    ingesting is the review of what it writes, so its chunks are active at once."""

    class State(models.TextChoices):
        RUNNING = "running"
        DONE = "done"
        FAILED = "failed"

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    project = models.ForeignKey(Project, on_delete=models.PROTECT, related_name="ingests")
    # The folder, repository or client label the files came from, as the owner named it.
    root = models.CharField(max_length=500)
    # The repository's HEAD commit when the folder is a git repository, else "".
    commit = models.CharField(max_length=40, blank=True, default="")
    actor_label = models.CharField(max_length=200, blank=True, default="")
    started_at = models.DateTimeField(default=timezone.now)
    finished_at = models.DateTimeField(null=True, blank=True)
    state = models.CharField(max_length=16, choices=State.choices, default=State.RUNNING)
    files_read = models.PositiveIntegerField(default=0)
    # {"added": n, "changed": n, "moved": n, "removed": n, "unchanged": n}
    counts = models.JSONField(default=dict, blank=True)
    # [{"path": ..., "reason": "document.binary" | ...}], the files read in part or not at all.
    notes = models.JSONField(default=list, blank=True)

    class Meta:
        constraints = [
            models.CheckConstraint(
                condition=Q(state__in=["running", "done", "failed"]), name="source_ingest_state"
            ),
        ]
        indexes = [models.Index(fields=["project", "-started_at"], name="source_ingest_recent")]

    def __str__(self) -> str:
        return f"ingest:{self.id}"


class SourceChunk(models.Model):
    """Where a document memory was cut from. Deleted with its memory (the owner's purge)."""

    memory = models.OneToOneField(
        Memory, on_delete=models.CASCADE, primary_key=True, related_name="source_chunk"
    )
    project = models.ForeignKey(Project, on_delete=models.PROTECT, db_index=False)
    path = models.CharField(max_length=1000)
    anchor = models.CharField(max_length=200)
    content_hash = models.CharField(max_length=64)
    commit = models.CharField(max_length=40, blank=True, default="")
    # The file's commit time (git) or modification time: its memory's valid_from.
    file_time = models.DateTimeField(null=True, blank=True)
    ingest = models.ForeignKey(
        SourceIngest, on_delete=models.PROTECT, null=True, blank=True, related_name="chunks"
    )
    # What the document, retired, names as its replacement (domain.document_status): a file
    # from the repository's root, or a record number in the document's own folder. Resolved
    # when asked (retrieval.replacements), so a replacement ingested later is still found.
    replaced_by_path = models.CharField(max_length=1000, blank=True, default="")
    replaced_by_number = models.PositiveIntegerField(null=True, blank=True)

    class Meta:
        constraints = [
            models.CheckConstraint(
                condition=Q(content_hash__regex=r"^[0-9a-f]{64}$"), name="source_chunk_hash"
            ),
            models.CheckConstraint(
                condition=Q(commit="") | Q(commit__regex=r"^[0-9a-f]{40}$"),
                name="source_chunk_commit",
            ),
            models.CheckConstraint(
                condition=~Q(path="") & ~Q(path__startswith="/") & ~Q(path__contains="#"),
                name="source_chunk_relative_path",
            ),
            models.CheckConstraint(
                condition=Q(replaced_by_path="") | Q(replaced_by_number__isnull=True),
                name="source_chunk_replaced_by_one",
            ),
            models.CheckConstraint(
                condition=Q(replaced_by_path="")
                | (
                    ~Q(replaced_by_path__startswith="/")
                    & ~Q(replaced_by_path__startswith="../")
                    & ~Q(replaced_by_path__contains="#")
                ),
                name="source_chunk_replaced_by_relative",
            ),
            models.CheckConstraint(
                condition=Q(replaced_by_number__isnull=True) | Q(replaced_by_number__gt=0),
                name="source_chunk_replaced_by_number",
            ),
        ]
        indexes = [models.Index(fields=["project", "path"], name="source_chunk_by_path")]

    def __str__(self) -> str:
        return f"{self.path}#{self.anchor}"


# The longest path prefix a trust rule holds.
MAX_PREFIX_CHARS = 500


class TrustedPath(models.Model):
    """The owner's rule that document memories under ``prefix`` are trusted. Removing it
    (``removed_at``) takes the trust back; the rows stay as the rule's history."""

    project = models.ForeignKey(Project, on_delete=models.PROTECT, related_name="trusted_paths")
    prefix = models.CharField(max_length=MAX_PREFIX_CHARS)
    actor_label = models.CharField(max_length=200, blank=True, default="")
    created_at = models.DateTimeField(default=timezone.now)
    removed_at = models.DateTimeField(null=True, blank=True)
    removed_by = models.CharField(max_length=200, blank=True, default="")

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["project", "prefix"],
                condition=Q(removed_at__isnull=True),
                name="trusted_path_once",
            ),
            models.CheckConstraint(
                condition=~Q(prefix="") & ~Q(prefix__startswith="/"),
                name="trusted_path_relative",
            ),
        ]

    def __str__(self) -> str:
        return f"trusted:{self.prefix}"
