"""Bulk import of memories with explicit status, times and chain links (docs/api.md).

The whole batch is validated before anything is written; one bad line rejects the batch with
every line's error listed. Imported rows keep their ``recorded_at``, so bitemporal questions
about the past can be asked of imported history. Chains are written as given: ``supersedes``
names an earlier line's ``ref`` or an existing head of the project (a list of them for a
merge). Each row gets a ``created`` event (actor ``import``) and each link a ``superseded``
event, in the same transaction.
"""

from __future__ import annotations

import json
import math
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from functools import partial
from typing import Any

from django.db import transaction
from django.utils import timezone

from memoryapp.domain.changes import normalise_subject
from memoryapp.domain.content import MAX_CONTENT_CHARS, ContentProblem, content_problem
from memoryapp.domain.names import normalize_entity_name
from memoryapp.domain.policy import Reason
from memoryapp.domain.repeats import PREVIOUSLY_REJECTED, normalise
from memoryapp.domain.times import to_utc
from memoryapp.domain.types import (
    Actor,
    EventKind,
    MemoryStatus,
    MemoryType,
    SourceKind,
    Standing,
    SupersessionKind,
    derived_standing,
    initial_standing,
)
from memoryapp.errors import InvalidBatch
from memoryapp.models import Entity, Memory, MemoryEntity, MemoryEvent, Project
from memoryapp.services.audit import events_counted, reasons_json
from memoryapp.services.checks import MAX_SESSION_ID
from memoryapp.services.embeddings import embedding_enqueue
from memoryapp.services.entities import (
    MAX_ENTITIES_PER_MEMORY,
    MAX_ENTITY_NAME,
    entity_ensure_many,
)
from memoryapp.services.repeats import repeat_counted

FIELDS = {
    "ref",
    "type",
    "content",
    "status",
    "confidence",
    "entities",
    "source",
    "standing",
    "session_id",
    "subject",
    "recorded_at",
    "valid_from",
    "valid_to",
    "supersedes",
    "kind",
}
REQUIRED = ("ref", "type", "content", "status")


@dataclass
class ImportLine:
    number: int
    ref: str
    type: MemoryType
    content: str
    status: MemoryStatus
    confidence: float | None
    entities: list[str]
    source: dict[str, Any]
    standing: Standing
    session_id: str
    recorded_at: datetime
    valid_from: datetime | None
    valid_to: datetime | None
    supersedes: list[str] = field(default_factory=list)
    subject: str = ""
    kind: SupersessionKind | None = None
    # The line says its standing: the owner's explicit choice, which derivation never overrides.
    standing_given: bool = False


class _LineError(ValueError):
    pass


def _time(value: Any, name: str) -> datetime | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise _LineError(f"{name} must be an ISO 8601 string")
    try:
        parsed = datetime.fromisoformat(value)
    except ValueError:
        raise _LineError(f"{name} is not ISO 8601: {value[:40]!r}") from None
    try:
        return to_utc(parsed)
    except ValueError as error:
        raise _LineError(f"{name}: {error}") from None


def _enum(enum: Any, value: Any, name: str) -> Any:
    try:
        return enum(value)
    except ValueError:
        allowed = ", ".join(m.value for m in enum)
        raise _LineError(f"{name} must be one of {allowed}") from None


def _parse_line(number: int, text: str, now: datetime) -> ImportLine:
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as error:
        raise _LineError(f"not valid JSON ({error.msg})") from None
    if not isinstance(raw, dict):
        raise _LineError("each line must be a JSON object")
    unknown = sorted(set(raw) - FIELDS)
    if unknown:
        raise _LineError(f"unknown fields: {', '.join(unknown)}")
    missing = [name for name in REQUIRED if raw.get(name) in (None, "")]
    if missing:
        raise _LineError(f"missing fields: {', '.join(missing)}")
    if not isinstance(raw["ref"], str) or len(raw["ref"]) > 200:
        raise _LineError("ref must be a string of at most 200 characters")
    content = raw["content"]
    problem = content_problem(content)
    if problem in (ContentProblem.EMPTY, ContentProblem.TOO_LONG):
        raise _LineError(f"content must be 1..{MAX_CONTENT_CHARS} characters of text")
    if problem is ContentProblem.NUL:
        raise _LineError("content must not contain NUL characters")
    confidence = raw.get("confidence")
    if confidence is not None and (
        isinstance(confidence, bool)
        or not isinstance(confidence, int | float)
        or math.isnan(confidence)
        or not 0 <= confidence <= 1
    ):
        raise _LineError("confidence must be a number within [0, 1]")
    entities = raw.get("entities") or []
    if not isinstance(entities, list) or not all(
        isinstance(e, str) and e.strip() for e in entities
    ):
        raise _LineError("entities must be a list of non-empty names")
    keys = {normalize_entity_name(e) for e in entities}
    if any(len(key) > MAX_ENTITY_NAME for key in keys):
        raise _LineError(f"entity names are at most {MAX_ENTITY_NAME} characters")
    if len(keys) > MAX_ENTITIES_PER_MEMORY:
        raise _LineError(f"at most {MAX_ENTITIES_PER_MEMORY} entities per memory")
    source = raw.get("source") or {"kind": SourceKind.IMPORT.value, "ref": None}
    if not isinstance(source, dict) or set(source) - {"kind", "ref"}:
        raise _LineError("source must be an object with kind and ref")
    source_kind = _enum(SourceKind, source.get("kind"), "source.kind")
    if source.get("ref") is not None and not isinstance(source.get("ref"), str):
        raise _LineError("source.ref must be a string")
    memory_type = _enum(MemoryType, raw["type"], "type")
    session_id = raw.get("session_id") or ""
    if not isinstance(session_id, str) or len(session_id) > MAX_SESSION_ID:
        raise _LineError(f"session_id must be a string of at most {MAX_SESSION_ID} characters")
    if memory_type is MemoryType.WORKING and not session_id:
        raise _LineError("working memories need a session_id")
    subject = raw.get("subject") or ""
    try:
        subject = normalise_subject(subject) if subject else ""
    except ValueError as error:
        raise _LineError(str(error)) from None
    valid_from = _time(raw.get("valid_from"), "valid_from")
    valid_to = _time(raw.get("valid_to"), "valid_to")
    if valid_from and valid_to and valid_to < valid_from:
        raise _LineError("valid_to is before valid_from")
    recorded_at = _time(raw.get("recorded_at"), "recorded_at") or now
    if recorded_at > now:
        raise _LineError("recorded_at is in the future: the system cannot have learned it yet")
    supersedes = raw.get("supersedes")
    if supersedes is None:
        targets: list[str] = []
    elif isinstance(supersedes, str):
        targets = [supersedes]
    elif isinstance(supersedes, list) and all(isinstance(t, str) for t in supersedes):
        targets = list(supersedes)
    else:
        raise _LineError("supersedes must be a ref, a memory id, or a list of them (merge)")
    kind = _enum(SupersessionKind, raw["kind"], "kind") if raw.get("kind") else None
    if targets and kind is None:
        kind = SupersessionKind.MERGE if len(targets) > 1 else SupersessionKind.UPDATE
    if kind is not None and not targets:
        raise _LineError("kind is given but supersedes is not")
    if kind is SupersessionKind.MERGE and len(targets) < 2:
        raise _LineError("a merge supersedes at least two memories")
    if kind is not None and kind is not SupersessionKind.MERGE and len(targets) > 1:
        raise _LineError("only a merge supersedes several memories")
    standing = (
        _enum(Standing, raw["standing"], "standing")
        if raw.get("standing")
        else initial_standing(source_kind)
    )
    return ImportLine(
        number=number,
        ref=raw["ref"],
        type=memory_type,
        content=content,
        status=_enum(MemoryStatus, raw["status"], "status"),
        confidence=float(confidence) if confidence is not None else None,
        entities=[e.strip() for e in entities],
        source={"kind": source_kind.value, "ref": source.get("ref")},
        standing=standing,
        standing_given=bool(raw.get("standing")),
        session_id=session_id,
        recorded_at=recorded_at,
        valid_from=valid_from,
        valid_to=valid_to,
        supersedes=targets,
        kind=kind,
        subject=subject,
    )


def _validate(
    project: Project, texts: Sequence[str], max_lines: int
) -> tuple[list[ImportLine], dict[str, Memory]]:
    now = timezone.now()
    errors: list[dict[str, Any]] = []
    lines: list[ImportLine] = []
    seen_refs: dict[str, int] = {}
    claimed: dict[str, int] = {}  # a predecessor may be superseded once
    numbered = [(n, t) for n, t in enumerate(texts, start=1) if t.strip()]
    if not numbered:
        raise InvalidBatch("the import is empty", details={"lines": []})
    if len(numbered) > max_lines:
        raise InvalidBatch(
            f"at most {max_lines} lines per import", details={"lines": [], "limit": max_lines}
        )
    external: set[str] = set()
    for number, text in numbered:
        try:
            line = _parse_line(number, text, now)
        except _LineError as error:
            errors.append({"line": number, "ref": _ref_of(text), "error": str(error)})
            continue
        if line.ref in seen_refs:
            errors.append(
                {
                    "line": number,
                    "ref": line.ref,
                    "error": f"ref repeats line {seen_refs[line.ref]}",
                }
            )
            continue
        problem = None
        for target in line.supersedes:
            if target in claimed:
                problem = f"{target} is already superseded by line {claimed[target]}"
            elif target not in seen_refs:
                try:
                    uuid.UUID(target)
                except ValueError:
                    problem = f"supersedes {target!r}: no earlier line has this ref"
                else:
                    external.add(target)
        if problem:
            errors.append({"line": number, "ref": line.ref, "error": problem})
            continue
        for target in line.supersedes:
            claimed[target] = number
        seen_refs[line.ref] = number
        lines.append(line)
    existing = {
        str(m.id): m
        for m in Memory.objects.select_for_update().filter(project=project, id__in=external)
    }
    for line in lines:
        for target in line.supersedes:
            problem = _link_problem(line, target, seen_refs)
            if problem:
                errors.append({"line": line.number, "ref": line.ref, "error": problem})
                continue
            if target in seen_refs:
                continue
            memory = existing.get(target)
            if memory is None:
                errors.append(
                    {"line": line.number, "ref": line.ref, "error": f"{target}: not found"}
                )
            elif memory.superseded_by_id is not None:
                errors.append(
                    {"line": line.number, "ref": line.ref, "error": f"{target} is not a chain head"}
                )
    if errors:
        errors.sort(key=lambda e: e["line"])
        raise InvalidBatch(
            f"{len(errors)} line(s) are invalid; nothing was imported", details={"lines": errors}
        )
    return lines, existing


def _link_problem(line: ImportLine, target: str, seen_refs: dict[str, int]) -> str | None:
    """A UUID-shaped target was taken for an existing memory while the lines were read; once
    every ref is known it may turn out to be this line or a later one, which would link a
    chain forwards or in a loop."""
    at = seen_refs.get(target)
    if at is None or at < line.number:
        return None
    if at == line.number:
        return f"supersedes {target}: a line cannot supersede itself"
    return (
        f"supersedes {target}: that is the ref of later line {at}; "
        "a line supersedes earlier lines or existing memories"
    )


def _ref_of(text: str) -> str | None:
    try:
        raw = json.loads(text)
    except json.JSONDecodeError:
        return None
    ref = raw.get("ref") if isinstance(raw, dict) else None
    return ref if isinstance(ref, str) else None


def _event(
    memory_id: uuid.UUID,
    kind: EventKind,
    reason: str | dict[str, str],
    data: dict[str, Any],
    *,
    project: Project,
    actor_label: str,
    at: datetime,
) -> MemoryEvent:
    """An audit event of the import (actor ``import``), not yet saved."""
    reasons = [reason] if isinstance(reason, dict) else reasons_json([reason])
    return MemoryEvent(
        project=project,
        memory_id=memory_id,
        kind=kind.value,
        actor=Actor.IMPORT.value,
        actor_label=actor_label,
        reasons=reasons,
        data=data,
        at=at,
    )


def _rejections(project: Project, lines: Sequence[ImportLine]) -> dict[tuple[str, str], uuid.UUID]:
    """The project's rejections (rejected heads from before this import) that a pending line
    says again word for word, by (type, normalised text): a line is judged by its text only,
    since nothing is embedded before the import commits. Lines are not compared with each
    other, so an exported file imports with the statuses it had."""
    wanted = {
        (line.type.value, normalise(line.content))
        for line in lines
        if line.status is MemoryStatus.PENDING
    }
    if not wanted:
        return {}
    found: dict[tuple[str, str], uuid.UUID] = {}
    rejected = (
        Memory.objects.filter(
            project=project, status=MemoryStatus.REJECTED, superseded_by__isnull=True
        )
        .exclude(type=MemoryType.WORKING)
        .values_list("id", "type", "content", "repeat_of_id")
    )
    for memory_id, memory_type, content, repeat_of in rejected.iterator():
        key = (memory_type, normalise(content))
        if key in wanted:
            found.setdefault(key, repeat_of or memory_id)
    return found


def _rejected_if_repeat(memory: Memory, rejections: dict[tuple[str, str], uuid.UUID]) -> None:
    """Store a pending line that says a rejection again as rejected, naming it (``repeat_of``)."""
    earlier = rejections.get((memory.type, normalise(memory.content)))
    if earlier is None or memory.status != MemoryStatus.PENDING:
        return
    memory.status = MemoryStatus.REJECTED.value
    memory.repeat_of_id = earlier
    memory.review_note = reasons_json(
        [Reason(PREVIOUSLY_REJECTED, f"repeats the rejected {earlier}: the same text")]
    )
    repeat_counted("auto_rejected", Actor.IMPORT)


@transaction.atomic
def memory_import(
    *,
    project: Project,
    texts: Sequence[str],
    actor_label: str = "",
    max_lines: int = 10_000,
    token_id: int | None = None,
) -> dict[str, str]:
    """Import JSON lines; returns ``{ref: new id}``. Raises InvalidBatch listing bad lines.

    Every line is checked before anything is written; locks the project's existing heads that
    lines supersede FOR UPDATE while checking them.
    """
    lines, existing = _validate(project, texts, max_lines)
    rejections = _rejections(project, lines)
    now = timezone.now()
    by_ref: dict[str, Memory] = {}
    rows: list[Memory] = []
    for line in lines:
        if line.supersedes and not line.standing_given:
            # Derived data is as trusted as its least trusted source: a line that supersedes or
            # merges an untrusted memory is untrusted unless the line itself says otherwise.
            predecessors = [by_ref.get(t) or existing[t] for t in line.supersedes]
            line.standing = derived_standing(
                [line.standing, *(Standing(p.standing) for p in predecessors)]
            )
            # A new version is about what the versions it replaces were about, when they agree.
            subjects = {p.subject for p in predecessors if p.subject}
            if not line.subject and len(subjects) == 1:
                line.subject = subjects.pop()
        memory = Memory(
            id=uuid.uuid4(),
            project=project,
            type=line.type.value,
            content=line.content,
            status=line.status.value,
            confidence=line.confidence,
            actor=Actor.IMPORT.value,
            actor_label=actor_label,
            token_id=token_id,
            source=line.source,
            standing=line.standing.value,
            session_id=line.session_id,
            subject=line.subject,
            recorded_at=line.recorded_at,
            valid_from=line.valid_from,
            valid_to=line.valid_to,
            # Imported history was confirmed by whoever imported it, today: the lifecycle
            # sweep measures disuse from the import on, not from when the text was first said.
            last_confirmed_at=now if line.status is MemoryStatus.ACTIVE else None,
            review_note=reasons_json(["import.pending"])
            if line.status is MemoryStatus.PENDING
            else [],
            supersession_kind=line.kind.value if line.kind else None,
        )
        _rejected_if_repeat(memory, rejections)
        by_ref[line.ref] = memory
        rows.append(memory)
    Memory.objects.bulk_create(rows, batch_size=500)

    names = list(dict.fromkeys(name for line in lines for name in line.entities))
    entities: dict[str, Entity] = {}
    for start in range(0, len(names), 500):
        chunk = names[start : start + 500]
        entities.update(
            {e.normalized: e for e in entity_ensure_many(project=project, names=chunk, limit=None)}
        )
    MemoryEntity.objects.bulk_create(
        [
            MemoryEntity(memory=by_ref[line.ref], entity=entities[key])
            for line in lines
            for key in dict.fromkeys(normalize_entity_name(name) for name in line.entities)
        ],
        batch_size=1000,
        ignore_conflicts=True,
    )

    event = partial(_event, project=project, actor_label=actor_label, at=now)
    events = [
        event(
            memory.id,
            EventKind.CREATED,
            memory.review_note[0] if memory.repeat_of_id else "import.line",
            {"status": memory.status, "type": memory.type, "ref": line.ref},
        )
        for line, memory in zip(lines, rows, strict=True)
    ]
    # Links go in after every row exists; the trigger checks each (set once, no cycle).
    for line in lines:
        successor = by_ref[line.ref]
        for target in line.supersedes:
            predecessor = by_ref.get(target) or existing[target]
            Memory.objects.filter(id=predecessor.id).update(superseded_by=successor)
            events.append(
                event(
                    predecessor.id,
                    EventKind.SUPERSEDED,
                    f"supersession.{line.kind.value if line.kind else 'update'}",
                    {
                        "successor": str(successor.id),
                        "kind": line.kind.value if line.kind else None,
                    },
                )
            )
    MemoryEvent.objects.bulk_create(events, batch_size=1000)
    events_counted(events)
    embedding_enqueue([m.id for m in rows])
    return {line.ref: str(by_ref[line.ref].id) for line in lines}
