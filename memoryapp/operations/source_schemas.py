"""The wire shapes of ingesting documents (POST /sources, the MCP tool memory_ingest, the
client's ``ingest``): files in, what the ingest did out."""

from __future__ import annotations

import uuid
from typing import Annotated

from ninja import Schema
from pydantic import Field, StrictBool, model_validator

from memoryapp.models.sources import MAX_PREFIX_CHARS
from memoryapp.operations.schemas import Instant, MemoryTypeName, Moment, StrictIn, StrictStr

# One request carries at most this many files; a client sends a larger folder in batches with
# ``complete`` false, and a last call that lists every path.
MAX_FILES_PER_CALL = 500
MAX_TEXT_CHARS = 1_000_000

Path = Annotated[StrictStr, Field(min_length=1, max_length=1000)]
Glob = Annotated[StrictStr, Field(min_length=1, max_length=200)]
Commit = Annotated[StrictStr, Field(pattern=r"^[0-9a-f]{40}$")]


class SourceFileIn(StrictIn):
    """One file: its path under the root and its text (``content``), or its bytes in base64
    (``content_base64``) when they may not be UTF-8; when it last changed and in which commit."""

    path: Path
    content: Annotated[str, Field(max_length=MAX_TEXT_CHARS)] | None = None
    content_base64: Annotated[str, Field(max_length=MAX_TEXT_CHARS * 4 // 3 + 4)] | None = None
    modified_at: Moment | None = None
    commit: Commit | None = None

    @model_validator(mode="after")
    def _one_content(self) -> SourceFileIn:
        if (self.content is None) == (self.content_base64 is None):
            raise ValueError("give exactly one of content and content_base64")
        return self


class TypeRuleIn(StrictIn):
    glob: Glob
    type: MemoryTypeName


class IngestIn(StrictIn):
    # What the files were read from, as the owner names it (a folder, a repository).
    root: Annotated[StrictStr, Field(min_length=1, max_length=500)]
    files: Annotated[list[SourceFileIn], Field(max_length=MAX_FILES_PER_CALL)]
    # Complete: the files are every file under the root that the globs match, so a stored file
    # they match and the list lacks is gone (its memories are archived). Also ``paths``: every
    # path present, when ``files`` holds only those that changed.
    complete: StrictBool = False
    globs: Annotated[list[Glob], Field(max_length=64)] | None = None
    present: Annotated[list[Path], Field(max_length=20_000)] | None = None
    commit: Commit | None = None
    type_rules: Annotated[list[TypeRuleIn], Field(max_length=64)] | None = None


class IngestNoteOut(Schema):
    path: str
    reason: str


class IngestOut(Schema):
    id: uuid.UUID
    state: str
    root: str
    commit: str
    files_read: int
    # Chunks by what the ingest did: added, changed, moved, removed, unchanged.
    counts: dict[str, int]
    notes: list[IngestNoteOut]
    started_at: Instant
    finished_at: Instant | None


class TrustedPathIn(StrictIn):
    prefix: Annotated[StrictStr, Field(min_length=1, max_length=MAX_PREFIX_CHARS)]


class TrustedPathOut(Schema):
    prefix: str
    created_at: Instant
    actor_label: str


class TrustedPathListOut(Schema):
    items: list[TrustedPathOut]
