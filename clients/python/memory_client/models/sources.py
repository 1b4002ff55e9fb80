"""Documents as memory (owner): what an ingest did, and the paths the owner trusts."""

from __future__ import annotations

import uuid
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from memory_client.models.common import _moment, _moment_or_none, _uuid

# The one count of ``counts`` that wrote nothing.
UNCHANGED = "unchanged"


@dataclass(frozen=True)
class IngestNote:
    """A file read differently or not at all, and why (``document.binary``, ``.capped``,
    ``.replaced_bytes``, ``.empty``, ``.outside_root``, ``.unreadable``)."""

    path: str
    reason: str

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> IngestNote:
        return cls(path=str(data["path"]), reason=str(data["reason"]))


def _wrote(counts: Mapping[str, int]) -> int:
    return sum(n for what, n in counts.items() if what != UNCHANGED)


@dataclass(frozen=True)
class IngestBatch:
    """The answer to one ``POST /sources``. ``counts``: chunks by what the ingest did (added,
    changed, moved, removed, unchanged). A batch that wrote nothing left no record: its ``id``
    names nothing stored."""

    id: uuid.UUID
    state: str
    root: str
    commit: str
    files_read: int
    counts: dict[str, int]
    notes: tuple[IngestNote, ...]
    started_at: datetime
    finished_at: datetime | None

    @property
    def written(self) -> int:
        return _wrote(self.counts)

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> IngestBatch:
        return cls(
            id=_uuid(data["id"]),
            state=str(data["state"]),
            root=str(data["root"]),
            commit=str(data.get("commit", "")),
            files_read=int(data["files_read"]),
            counts={str(k): int(v) for k, v in data["counts"].items()},
            notes=tuple(IngestNote.from_json(n) for n in data.get("notes") or ()),
            started_at=_moment(data["started_at"]),
            finished_at=_moment_or_none(data.get("finished_at")),
        )


@dataclass(frozen=True)
class IngestResult:
    """A whole ingest of a folder, over as many requests as it took.

    ``counts`` are summed over the requests; ``written`` is every chunk added, changed, moved
    or removed (0: the folder was already in step); ``notes`` are the service's notes on the
    files it read, ``skipped`` the files the reader did not send (reason ``outside_root`` or
    ``unreadable``); ``ingest_ids`` the service's records of the requests that wrote."""

    root: str
    commit: str
    files_read: int
    counts: dict[str, int]
    notes: tuple[IngestNote, ...]
    ingest_ids: tuple[uuid.UUID, ...]
    requests: int
    skipped: tuple[IngestNote, ...] = ()

    @property
    def written(self) -> int:
        return _wrote(self.counts)

    @classmethod
    def combine(
        cls, *, root: str, commit: str, parts: Iterable[IngestBatch], skipped: Iterable[IngestNote]
    ) -> IngestResult:
        parts = list(parts)
        counts: Counter[str] = Counter()
        for part in parts:
            counts.update(part.counts)
        return cls(
            root=root,
            commit=commit,
            files_read=sum(part.files_read for part in parts),
            counts=dict(sorted(counts.items())),
            notes=tuple(note for part in parts for note in part.notes),
            ingest_ids=tuple(part.id for part in parts if part.written),
            requests=len(parts),
            skipped=tuple(skipped),
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "root": self.root,
            "commit": self.commit,
            "files_read": self.files_read,
            "counts": self.counts,
            "written": self.written,
            "notes": [{"path": n.path, "reason": n.reason} for n in self.notes],
            "skipped": [{"path": n.path, "reason": n.reason} for n in self.skipped],
            "ingest_ids": [str(i) for i in self.ingest_ids],
            "requests": self.requests,
        }


@dataclass(frozen=True)
class TrustedPath:
    """An owner's rule: document memories under ``prefix`` stand trusted."""

    prefix: str
    created_at: datetime
    actor_label: str

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> TrustedPath:
        return cls(
            prefix=str(data["prefix"]),
            created_at=_moment(data["created_at"]),
            actor_label=str(data.get("actor_label", "")),
        )


@dataclass(frozen=True)
class TrustedPathList:
    items: tuple[TrustedPath, ...]

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> TrustedPathList:
        return cls(items=tuple(TrustedPath.from_json(item) for item in data["items"]))
