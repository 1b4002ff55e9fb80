"""Ingesting a folder's documents (``POST /sources``) and the owner's trusted paths as
:class:`~memory_client._core.Call` values, for the sync and the async client alike.

A folder goes in requests of at most :data:`MAX_FILES_PER_REQUEST` files and about
:data:`MAX_INGEST_BYTES` of JSON. Every request but the last says ``complete: false`` (compare
only these files); the last says ``complete: true`` and lists in ``present`` every path the
folder holds, so a stored file no longer among them is archived, and a folder already in step
writes nothing. A file's text goes as ``content``, bytes that are not UTF-8 (or whose JSON
would be longer than their base64) as ``content_base64``; the server reads both the same way.

A file renamed is matched to its old chunks only within one request (the last one knows which
files are gone): in a folder that takes several requests, a renamed file may start new chains.
"""

from __future__ import annotations

import base64
import json
import os
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from memory_client._core import Call
from memory_client.folder import DEFAULT_GLOBS, Folder, FolderFile, read_folder
from memory_client.models import Json, _iso
from memory_client.models.sources import (
    IngestBatch,
    IngestNote,
    IngestResult,
    TrustedPath,
    TrustedPathList,
)

# The server's limit on one request's files (IngestIn.files).
MAX_FILES_PER_REQUEST = 500
# Below the server's default body limit (MEMORY_API_MAX_BODY_BYTES, 1,000,000 bytes).
MAX_INGEST_BYTES = 800_000
# A full request's files are cut, written and audited before the answer: give it minutes, not
# the client's default seconds, so a slow answer is not sent again while it is being written.
INGEST_TIMEOUT = 300.0


def file_json(file: FolderFile) -> Json:
    """One file as ``IngestIn.files`` takes it."""
    entry: Json = {"path": file.path, "modified_at": _iso(file.file_time)}
    if file.commit:
        entry["commit"] = file.commit
    try:
        text = file.data.decode("utf-8")
    except UnicodeDecodeError:
        text = None
    as_base64 = 4 * ((len(file.data) + 2) // 3)
    # The quotes aside: escapes (a file of NUL bytes, say) can make JSON longer than base64.
    if text is not None and _size(text) - 2 <= as_base64:
        entry["content"] = text
    else:
        entry["content_base64"] = base64.b64encode(file.data).decode("ascii")
    return entry


def _size(value: Any) -> int:
    return len(json.dumps(value, ensure_ascii=False).encode("utf-8"))


def file_batches(
    entries: Sequence[Json], *, max_files: int, max_bytes: int, reserved: int = 0
) -> list[list[Json]]:
    """``entries`` in order, in batches of at most ``max_files`` and about ``max_bytes`` of
    JSON (a file larger than that travels alone); the last batch also leaves ``reserved``
    bytes free, or an empty last batch follows. Always at least one batch."""
    if max_files < 1:
        raise ValueError("a request carries at least 1 file")
    batches: list[list[Json]] = [[]]
    used = 0
    for entry in entries:
        cost = _size(entry) + 1
        if batches[-1] and (len(batches[-1]) >= max_files or used + cost > max_bytes):
            batches.append([])
            used = 0
        batches[-1].append(entry)
        used += cost
    if reserved and batches[-1] and used + reserved > max_bytes:
        batches.append([])
    return batches


@dataclass(frozen=True)
class IngestPlan:
    """How a folder is sent: the bodies of its requests, in order, and what the reader found
    that the answers will not say (the files it skipped, the commit)."""

    root: str
    commit: str
    bodies: tuple[Json, ...]
    skipped: tuple[IngestNote, ...] = ()

    def calls(self) -> list[Call[IngestBatch]]:
        # Repeatable: an ingest writes by content hash, so a resend writes nothing twice.
        return [
            Call(
                "POST",
                "/sources",
                parse=IngestBatch.from_json,
                body=body,
                repeatable=True,
                min_timeout=INGEST_TIMEOUT,
            )
            for body in self.bodies
        ]

    def result(self, parts: Sequence[IngestBatch]) -> IngestResult:
        return IngestResult.combine(
            root=self.root, commit=self.commit, parts=parts, skipped=self.skipped
        )


def plan(
    folder: Folder,
    *,
    root: str,
    globs: Sequence[str],
    complete: bool = True,
    max_files: int = MAX_FILES_PER_REQUEST,
    max_bytes: int = MAX_INGEST_BYTES,
) -> IngestPlan:
    """The requests that send ``folder`` as ``root`` (see the module)."""
    head: Json = {"root": root, "globs": list(globs)}
    if folder.commit:
        head["commit"] = folder.commit
    present = folder.present if complete else []
    batches = file_batches(
        [file_json(f) for f in folder.files],
        max_files=max_files,
        max_bytes=max_bytes - _size(head),
        reserved=_size(present) if complete else 0,
    )
    bodies = [head | {"files": batch, "complete": False} for batch in batches]
    if complete:
        bodies[-1] |= {"complete": True, "present": present}
    skipped = tuple(IngestNote(path=n.path, reason=str(n.reason)) for n in folder.notes)
    return IngestPlan(root=root, commit=folder.commit, bodies=tuple(bodies), skipped=skipped)


def prepare(
    path: str | os.PathLike[str],
    *,
    root: str | None,
    globs: Sequence[str] | None,
    complete: bool,
    max_files: int,
    batch_files: int,
    batch_bytes: int,
) -> IngestPlan:
    """Read the folder ``path`` and plan its requests; ``root`` names it (its absolute path
    when None), ``globs`` choose its files (:data:`~memory_client.folder.DEFAULT_GLOBS`)."""
    chosen = tuple(globs) if globs else DEFAULT_GLOBS
    folder = read_folder(path, globs=chosen, max_files=max_files)
    return plan(
        folder,
        root=root or str(folder.root),
        globs=chosen,
        complete=complete,
        max_files=batch_files,
        max_bytes=batch_bytes,
    )


def trust_path(prefix: str) -> Call[TrustedPath]:
    return Call("POST", "/sources/trusted", parse=TrustedPath.from_json, body={"prefix": prefix})


def untrust_path(prefix: str) -> Call[TrustedPath]:
    return Call("POST", "/sources/untrusted", parse=TrustedPath.from_json, body={"prefix": prefix})


def trusted_paths() -> Call[TrustedPathList]:
    return Call("GET", "/sources/trusted", parse=TrustedPathList.from_json, repeatable=True)
