"""Reading a folder or repository on this machine for an ingest (``manage.py ingest``): the
client package's reader (:mod:`memory_client.folder`, which the ``memory-client ingest`` command
uses too) in the service's terms. Nothing here writes; ``memoryapp.services.sources`` does.

Which files are read, which are skipped with a note and why, and which time and commit each
has are the reader's rules (see that module). Here its refusals become the service's
``InvalidInput`` and its notes the reason codes of :mod:`memoryapp.domain.documents`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from memory_client import folder as reader
from memory_client.errors import InvalidInput as ReaderRefused

from memoryapp.domain.documents import (
    DEFAULT_GLOBS,
    DOCUMENT_OUTSIDE_ROOT,
    DOCUMENT_UNREADABLE,
    DOCUMENT_UNSUPPORTED_NAME,
)
from memoryapp.errors import InvalidInput
from memoryapp.services.sources import SourceFile

REASONS = {
    reader.Skipped.OUTSIDE_ROOT: DOCUMENT_OUTSIDE_ROOT,
    reader.Skipped.UNREADABLE: DOCUMENT_UNREADABLE,
    reader.Skipped.UNSUPPORTED_NAME: DOCUMENT_UNSUPPORTED_NAME,
}


@dataclass(frozen=True)
class FolderRead:
    files: list[SourceFile]
    commit: str = ""
    notes: list[dict[str, str]] = field(default_factory=list)


def folder_read(
    root: Path, *, globs: Sequence[str] = DEFAULT_GLOBS, max_files: int, max_file_bytes: int
) -> FolderRead:
    """The files of ``root`` an ingest reads; InvalidInput for a root that is not a folder or
    more matching files than ``max_files`` (``MEMORY_INGEST_MAX_FILES``)."""
    try:
        read = reader.read_folder(
            root, globs=globs, max_files=max_files, max_file_bytes=max_file_bytes
        )
    except ReaderRefused as refused:
        message = refused.message
        if "limit" in refused.details:
            message += " (MEMORY_INGEST_MAX_FILES)"
        raise InvalidInput(message, details=refused.details) from None
    files = [
        SourceFile(path=f.path, data=f.data, file_time=f.file_time, commit=f.commit)
        for f in read.files
    ]
    notes = [{"path": n.path, "reason": REASONS[n.reason]} for n in read.notes]
    return FolderRead(files=files, commit=read.commit, notes=notes)
