"""Writing one file's planned steps (memoryapp.domain.document_sync) as memories: add a chunk,
supersede the version it changes or moves, archive one the file no longer holds."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from memoryapp.domain.audit import DOCUMENT_AGENT_INGESTED, OWNER_PATH_TRUSTED
from memoryapp.domain.document_status import DOCUMENT_RETIRED
from memoryapp.domain.document_sync import SyncAction, SyncStep
from memoryapp.domain.documents import Chunk, TypeRule, document_type
from memoryapp.domain.types import (
    Actor,
    EventKind,
    MemoryStatus,
    SourceKind,
    Standing,
    SupersessionKind,
)
from memoryapp.models import Memory, SourceChunk, SourceIngest
from memoryapp.selectors.sources import under_prefix
from memoryapp.services.audit import event_record
from memoryapp.services.memory_writes import NewMemory, do_insert, do_status_move, do_supersede
from memoryapp.services.source_trust import do_standing_by_rule


@dataclass(frozen=True)
class FileWrite:
    """What every step of one file shares: the ingest, the owner's type rules, the file's
    time and commit, the path prefixes the owner trusts (read once for the file; none when an
    agent's token sends it, ``by_agent``)."""

    ingest: SourceIngest
    type_rules: tuple[TypeRule, ...]
    file_time: datetime | None
    commit: str
    trusted: tuple[str, ...] = ()
    by_agent: bool = False

    def reasons(self, step: SyncStep, trusted_by: str | None) -> list[str]:
        extra = [OWNER_PATH_TRUSTED] if trusted_by else []
        if step.chunk is not None and step.chunk.retired:
            extra.append(DOCUMENT_RETIRED)
        return [step.reason, *extra, *([DOCUMENT_AGENT_INGESTED] if self.by_agent else [])]

    def validity(self, chunk: Chunk, now: datetime) -> tuple[datetime | None, datetime | None]:
        """(valid_from, valid_to) of a new version of ``chunk``: from the file's time, or, for
        a document that says it no longer holds, ended then (the time the file says so)."""
        if chunk.retired:
            return None, self.file_time or now
        return self.file_time, None


def _trusting(write: FileWrite, path: str) -> str | None:
    """The owner's prefix that trusts ``path``, or None."""
    return next((p for p in write.trusted if under_prefix(path, p)), None)


def _source(chunk: Chunk) -> dict[str, str]:
    return {"kind": SourceKind.FILE.value, "ref": chunk.ref}


def _chunk_row(write: FileWrite, memory: Memory, chunk: Chunk) -> None:
    replaced = chunk.status.replaced_by
    SourceChunk.objects.create(
        memory=memory,
        project=write.ingest.project,
        path=chunk.path,
        anchor=chunk.anchor,
        content_hash=chunk.content_hash,
        commit=write.commit,
        file_time=write.file_time,
        ingest=write.ingest,
        replaced_by_path=replaced.path if replaced else "",
        replaced_by_number=replaced.number if replaced else None,
    )


def _add(write: FileWrite, step: SyncStep, now: datetime) -> None:
    chunk = step.chunk
    assert chunk is not None
    trusted_by = _trusting(write, chunk.path)
    memory_type = document_type(chunk.path, write.type_rules)
    valid_from, valid_to = write.validity(chunk, now)
    memory = do_insert(
        new=NewMemory(
            project=write.ingest.project,
            memory_type=memory_type,
            content=chunk.text,
            status=MemoryStatus.ACTIVE,
            actor=Actor.IMPORT,
            actor_label=write.ingest.actor_label,
            confidence=None,
            source=_source(chunk),
            standing=Standing.TRUSTED if trusted_by else Standing.UNTRUSTED,
            session_id="",
            valid_from=valid_from,
            valid_to=valid_to,
            entities=(),
        ),
        now=now,
    )
    event_record(
        project_id=memory.project_id,
        memory_id=memory.id,
        kind=EventKind.CREATED,
        actor=Actor.IMPORT,
        actor_label=write.ingest.actor_label,
        reasons=write.reasons(step, trusted_by),
        data={"status": "active", "type": memory_type.value, "ingest": str(write.ingest.id)},
        at=now,
    )
    _chunk_row(write, memory, chunk)


def _locked_head(step: SyncStep) -> Memory | None:
    """The stored memory ``step`` acts on, locked FOR UPDATE, if it is still an active head: a
    memory the owner archived or superseded since the plan was made is left to the owner."""
    assert step.stored is not None
    memory = Memory.objects.select_for_update().filter(id=step.stored.memory_id).first()
    if memory is None or memory.superseded_by_id is not None:
        return None
    return memory if memory.status == MemoryStatus.ACTIVE else None


def _supersede(write: FileWrite, step: SyncStep, now: datetime) -> None:
    chunk, target = step.chunk, _locked_head(step)
    if target is None or chunk is None:
        return
    valid_from, valid_to = write.validity(chunk, now)
    successor = do_supersede(
        target=target,
        content=chunk.text,
        memory_type=document_type(chunk.path, write.type_rules),
        kind=SupersessionKind.UPDATE,
        actor=Actor.IMPORT,
        actor_label=write.ingest.actor_label,
        confidence=None,
        source=_source(chunk),
        entities=None,
        valid_from=valid_from,
        valid_to=valid_to,
        reasons=write.reasons(step, None),
        now=now,
    )
    trusted_by = _trusting(write, chunk.path)
    if trusted_by and successor.standing != Standing.TRUSTED:
        do_standing_by_rule(successor, trusted=True, prefix=trusted_by, actor_label="", at=now)
    _chunk_row(write, successor, chunk)


def _archive(write: FileWrite, step: SyncStep, now: datetime) -> None:
    memory = _locked_head(step)
    if memory is None:
        return
    do_status_move(
        memory,
        target=MemoryStatus.ARCHIVED,
        event=EventKind.ARCHIVED,
        actor=Actor.IMPORT,
        actor_label=write.ingest.actor_label,
        reasons=[step.reason],
        data={"ingest": str(write.ingest.id)},
        at=now,
    )


_WRITERS = {SyncAction.ADD: _add, SyncAction.SUPERSEDE: _supersede, SyncAction.ARCHIVE: _archive}


def do_apply_file(*, write: FileWrite, steps: Sequence[SyncStep], now: datetime) -> None:
    """Write one file's steps. The caller holds the file's transaction; each step locks the
    memory it supersedes or archives FOR UPDATE."""
    for step in steps:
        if step.action is not SyncAction.KEEP:
            _WRITERS[step.action](write, step, now)
