"""Keeping a project's document memories in step with the files: what an ingest does to each
chunk, decided from what is stored and what was read, before anything is written.

Rule: the files are the truth for what they hold, and nothing is lost on the way.

- A chunk whose name (``path#anchor``) is stored with the same words is left alone
  (``document.unchanged``): re-ingesting unchanged files writes nothing.
- A chunk whose name is stored with other words supersedes it (``document.changed``): the
  chain keeps every version.
- A chunk with a new name whose words are stored under a name the files no longer have (a file
  renamed or moved, a heading renamed) continues that chain (``document.moved``), so its
  history survives the rename.
- A new name with new words is a new memory (``document.added``).
- A stored chunk no chunk read continues is archived (``document.removed``), but only when its
  file was read: a file that could not be read this time (too large, unreadable, outside the
  globs of this run) removes nothing.
- One stored chunk continues at most once; when several read chunks could continue it, the first
  in the files' order does and the others are added.

Linear in the chunks: every match is a dictionary lookup.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum

from .documents import Chunk

DOCUMENT_UNCHANGED = "document.unchanged"
DOCUMENT_CHANGED = "document.changed"
DOCUMENT_MOVED = "document.moved"
DOCUMENT_ADDED = "document.added"
DOCUMENT_REMOVED = "document.removed"


class SyncAction(StrEnum):
    KEEP = "keep"
    SUPERSEDE = "supersede"
    ADD = "add"
    ARCHIVE = "archive"


@dataclass(frozen=True)
class StoredChunk:
    """A document memory as stored: its id, its name and the hash of its words."""

    memory_id: str
    path: str
    anchor: str
    content_hash: str

    @property
    def ref(self) -> str:
        return f"{self.path}#{self.anchor}"


@dataclass(frozen=True)
class SyncStep:
    """What to do for one chunk: ``chunk`` is the chunk read (None when archiving), ``stored``
    the memory it keeps, supersedes or archives (None when adding)."""

    action: SyncAction
    reason: str
    chunk: Chunk | None = None
    stored: StoredChunk | None = None

    @property
    def path(self) -> str:
        """The file whose transaction applies this step (a move belongs to its new file)."""
        if self.chunk is not None:
            return self.chunk.path
        assert self.stored is not None
        return self.stored.path


def plan_sync(
    stored: Sequence[StoredChunk], read: Sequence[Chunk], *, read_paths: Iterable[str]
) -> list[SyncStep]:
    """The steps that bring ``stored`` in step with ``read`` (see the module rule).
    ``read_paths``: every file this ingest read whole, including those that now hold no chunk
    (emptied files) and excluding those it skipped; a file gone from the folder is not read and
    is listed by the caller as read with no chunks."""
    by_ref = {s.ref: s for s in stored}
    read_refs = {c.ref for c in read}
    paths = set(read_paths)
    # A stored chunk may continue under a new name only when its own name is known to be gone:
    # its file was read and no longer holds it.
    orphans: dict[str, list[StoredChunk]] = {}
    for s in stored:
        if s.path in paths and s.ref not in read_refs:
            orphans.setdefault(s.content_hash, []).append(s)
    steps: list[SyncStep] = []
    continued: set[str] = set()
    for chunk in read:
        same = by_ref.get(chunk.ref)
        if same is not None:
            continued.add(same.memory_id)
            if same.content_hash == chunk.content_hash:
                steps.append(SyncStep(SyncAction.KEEP, DOCUMENT_UNCHANGED, chunk, same))
            else:
                steps.append(SyncStep(SyncAction.SUPERSEDE, DOCUMENT_CHANGED, chunk, same))
            continue
        candidates = orphans.get(chunk.content_hash)
        if candidates:
            moved = candidates.pop(0)
            continued.add(moved.memory_id)
            steps.append(SyncStep(SyncAction.SUPERSEDE, DOCUMENT_MOVED, chunk, moved))
        else:
            steps.append(SyncStep(SyncAction.ADD, DOCUMENT_ADDED, chunk))
    for s in stored:
        if s.memory_id not in continued and s.path in paths:
            steps.append(SyncStep(SyncAction.ARCHIVE, DOCUMENT_REMOVED, stored=s))
    return steps


def writes(steps: Iterable[SyncStep]) -> int:
    """How many rows applying ``steps`` writes (a kept chunk writes none)."""
    return sum(1 for step in steps if step.action is not SyncAction.KEEP)
