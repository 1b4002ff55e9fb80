"""Reads of a project's document sources: what is stored of each chunk, the ingests, the
trusted paths."""

from __future__ import annotations

from memoryapp.domain.document_sync import StoredChunk
from memoryapp.domain.types import MemoryStatus
from memoryapp.models import Project, SourceChunk, SourceIngest, TrustedPath


def stored_chunks(*, project: Project) -> list[StoredChunk]:
    """The project's document memories that an ingest keeps in step: active heads."""
    rows = SourceChunk.objects.filter(
        project=project,
        memory__status=MemoryStatus.ACTIVE.value,
        memory__superseded_by__isnull=True,
    ).values_list("memory_id", "path", "anchor", "content_hash")
    return [
        StoredChunk(str(memory_id), path, anchor, digest)
        for memory_id, path, anchor, digest in rows
    ]


def trusted_paths(*, project: Project) -> list[TrustedPath]:
    """The owner's path rules in force, by prefix."""
    return list(
        TrustedPath.objects.filter(project=project, removed_at__isnull=True).order_by("prefix")
    )


def trusted_prefixes(*, project: Project) -> list[str]:
    """The path prefixes the owner trusts now."""
    return list(
        TrustedPath.objects.filter(project=project, removed_at__isnull=True)
        .order_by("prefix")
        .values_list("prefix", flat=True)
    )


def under_prefix(path: str, prefix: str) -> bool:
    """Whether ``path`` is the file ``prefix`` or lies in the folder ``prefix``."""
    folder = prefix.rstrip("/")
    return path == folder or path.startswith(folder + "/")


def ingests_recent(*, project: Project, limit: int = 20) -> list[SourceIngest]:
    return list(SourceIngest.objects.filter(project=project).order_by("-started_at")[:limit])
