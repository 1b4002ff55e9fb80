"""Ingesting a project's documents: files in, chunks out as memories, kept in step with the
files on every later ingest (memoryapp.domain.documents cuts them, memoryapp.domain.
document_sync plans what to write).

An ingest is the owner's act, and it is the review of what it writes: its chunks are active at
once, never one by one in the queue, with actor ``import`` and the ingest named in each event.
They stand untrusted (a file's words are not the owner's) unless a path rule of the owner's
trusts them (memoryapp.services.source_trust). Each file is written in its own transaction, so
an ingest stopped half-way leaves every file either as it was or as it is now, and the next
ingest finishes the work: it plans again from what is stored.
"""

from __future__ import annotations

import hashlib
from collections import Counter, defaultdict
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime

from django.conf import settings
from django.db import connection, transaction
from django.utils import timezone
from pathspec import GitIgnoreSpec

from memoryapp.domain.document_sync import StoredChunk, SyncAction, SyncStep, plan_sync
from memoryapp.domain.documents import (
    DEFAULT_GLOBS,
    Chunk,
    TypeRule,
    chunk_document,
    read_text,
)
from memoryapp.models import Project, SourceIngest
from memoryapp.selectors.sources import stored_chunks, trusted_prefixes
from memoryapp.services.source_paths import check_source_path
from memoryapp.services.source_writes import FileWrite, do_apply_file


@dataclass(frozen=True)
class SourceFile:
    """A file to ingest: its path under the root, its bytes, and when it last changed (the
    commit time in a git repository, else its modification time) and in which commit."""

    path: str
    data: bytes
    file_time: datetime | None = None
    commit: str = ""


@dataclass(frozen=True)
class IngestRequest:
    """What to ingest. ``files``: every file under the root matching ``globs`` (a stored file
    the globs match that is neither among them nor ``skipped`` is gone, and its chunks are
    archived); with ``complete`` False, only ``files`` are compared and nothing is gone.
    ``skipped``: the reader's notes on files it could not read (they lose nothing)."""

    project: Project
    root: str
    files: Sequence[SourceFile]
    globs: Sequence[str] = DEFAULT_GLOBS
    complete: bool = True
    skipped: Sequence[dict[str, str]] = ()
    # Paths under the root that are present although not in ``files`` (sent in another batch).
    present: Sequence[str] = ()
    commit: str = ""
    actor_label: str = ""
    # An agent's token sends it: nothing it writes is trusted by a path rule.
    by_agent: bool = False
    type_rules: Sequence[TypeRule] = ()
    max_file_bytes: int = field(default_factory=lambda: int(settings.MEMORY_INGEST_MAX_FILE_BYTES))


@dataclass
class _Read:
    chunks: list[Chunk] = field(default_factory=list)
    read_paths: set[str] = field(default_factory=set)
    notes: list[dict[str, str]] = field(default_factory=list)
    by_path: dict[str, SourceFile] = field(default_factory=dict)


def _read(request: IngestRequest) -> _Read:
    read = _Read()
    for source in request.files:
        path = check_source_path(source.path)
        text = read_text(source.data, max_bytes=request.max_file_bytes)
        read.notes.extend({"path": path, "reason": note} for note in text.notes)
        if text.binary:
            continue
        read.read_paths.add(path)
        read.by_path[path] = source
        read.chunks.extend(chunk_document(path, text.text))
    read.notes.extend(request.skipped)
    return read


def _gone(request: IngestRequest, stored: Sequence[StoredChunk]) -> set[str]:
    """The stored files under the globs that this complete listing no longer has."""
    if not request.complete:
        return set()
    spec = GitIgnoreSpec.from_lines(list(request.globs))
    present = {source.path for source in request.files}
    present.update(note["path"] for note in request.skipped)
    present.update(check_source_path(path) for path in request.present)
    return {s.path for s in stored if s.path not in present and spec.match_file(s.path)}


def source_ingest(*, request: IngestRequest) -> SourceIngest:
    """Ingest ``request``'s files (see the module) and return the ingest's record: what it read,
    skipped and wrote. An ingest that changes nothing writes nothing, not even its record (the
    one returned is not saved).

    Holds the project's ingest lock (a session advisory lock) from planning to the last file,
    so a second ingest of the project, such as a client's repeat of a request still being
    written, plans against what the first wrote instead of writing the same chunks again. Each
    file is written in a transaction of its own, which locks the memories it supersedes or
    archives FOR UPDATE."""
    with _one_ingest_at_a_time(request.project):
        return _ingest(request)


@contextmanager
def _one_ingest_at_a_time(project: Project) -> Iterator[None]:
    # The one-bigint form: a lock space of its own, apart from the (project, text) locks.
    digest = hashlib.blake2b(f"source_ingest:{project.pk}".encode(), digest_size=8).digest()
    key = int.from_bytes(digest, "big", signed=True)
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_advisory_lock(%s)", [key])
    try:
        yield
    finally:
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_advisory_unlock(%s)", [key])


def _ingest(request: IngestRequest) -> SourceIngest:
    read = _read(request)
    stored = stored_chunks(project=request.project)
    steps = plan_sync(stored, read.chunks, read_paths=read.read_paths | _gone(request, stored))
    ingest = SourceIngest(
        project=request.project,
        root=request.root[:500],
        commit=request.commit,
        actor_label=request.actor_label[:200],
        files_read=len(read.by_path),
        counts=_counted(steps),
        notes=read.notes[:500],
    )
    by_file: dict[str, list[SyncStep]] = defaultdict(list)
    for step in steps:
        if step.action is not SyncAction.KEEP:
            by_file[step.path].append(step)
    if not by_file:
        ingest.state, ingest.finished_at = SourceIngest.State.DONE, timezone.now()
        return ingest
    ingest.save()
    try:
        for path, file_steps in by_file.items():
            _apply(ingest, request, read.by_path.get(path), file_steps)
    except BaseException:
        # The files written so far stay written; the next ingest plans again from them.
        _finish(ingest, SourceIngest.State.FAILED)
        raise
    _finish(ingest, SourceIngest.State.DONE)
    return ingest


def _finish(ingest: SourceIngest, state: SourceIngest.State) -> None:
    ingest.state, ingest.finished_at = state, timezone.now()
    ingest.save(update_fields=["state", "finished_at"])


def _counted(steps: Sequence[SyncStep]) -> dict[str, int]:
    counts = Counter(step.reason.split(".", 1)[1] for step in steps)
    return dict(sorted(counts.items()))


def _apply(
    ingest: SourceIngest, request: IngestRequest, source: SourceFile | None, steps: list[SyncStep]
) -> None:
    """One file's steps in one transaction (``source`` None: a file that is gone)."""
    with transaction.atomic():
        write = FileWrite(
            ingest=ingest,
            type_rules=tuple(request.type_rules),
            file_time=source.file_time if source else None,
            commit=source.commit if source else "",
            trusted=() if request.by_agent else tuple(trusted_prefixes(project=ingest.project)),
            by_agent=request.by_agent,
        )
        do_apply_file(write=write, steps=steps, now=timezone.now())
