"""Bulk import of memories with explicit status, times and chain links (docs/api.md).

The whole batch is validated before anything is written; one bad line rejects the batch with
every line's error listed. Imported rows keep their ``recorded_at``, so bitemporal questions
about the past can be asked of imported history. Chains are written as given: ``supersedes``
names an earlier line's ``ref`` or an existing head of the project (a list of them for a
merge). A line's ``repeat_of`` names the rejection it repeated (any line's ref or an existing
memory of the project) and its ``repeats`` are the proposals folded into its card. Each row
gets a ``created`` event (actor ``import``) and each link a ``superseded`` event, in the same
transaction. Reading a line is ``memoryapp.services.import_lines``.

One line may be the project frame, ``{"frame": <document>}`` (the export writes the frame in
force first): it is checked with the rest, a bad one refusing the whole file with its
``frame.*`` reason, and saved as the project's next frame version, act ``imported``.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Sequence
from datetime import datetime
from functools import partial
from typing import Any

from django.db import transaction
from django.utils import timezone

from memoryapp.domain.audit import IMPORT_LINE, IMPORT_PENDING, supersession_reason
from memoryapp.domain.names import normalize_entity_name
from memoryapp.domain.policy import Reason
from memoryapp.domain.repeats import PREVIOUSLY_REJECTED, normalise
from memoryapp.domain.types import (
    Actor,
    EventKind,
    MemoryStatus,
    MemoryType,
    Standing,
    SupersessionKind,
    derived_standing,
)
from memoryapp.errors import InvalidBatch
from memoryapp.models import Entity, Memory, MemoryEntity, MemoryEvent, Project, ProposalRepeat
from memoryapp.services.audit import events_counted, reasons_json
from memoryapp.services.embeddings import embedding_enqueue
from memoryapp.services.entities import entity_ensure_many
from memoryapp.services.frames import Act, frame_save
from memoryapp.services.import_lines import (
    ImportLine,
    LineError,
    is_frame_line,
    parse_frame_line,
    parse_line,
    ref_of,
)
from memoryapp.services.repeats import repeat_counted

LineErrors = list[dict[str, Any]]
# An audit event of this import: (memory id, kind, reason, data) -> unsaved event.
EventMaker = Callable[[uuid.UUID, EventKind, str | dict[str, str], dict[str, Any]], MemoryEvent]


def _numbered(texts: Sequence[str], max_lines: int) -> list[tuple[int, str]]:
    numbered = [(n, t) for n, t in enumerate(texts, start=1) if t.strip()]
    if not numbered:
        raise InvalidBatch("the import is empty", details={"lines": []})
    if len(numbered) > max_lines:
        raise InvalidBatch(
            f"at most {max_lines} lines per import", details={"lines": [], "limit": max_lines}
        )
    return numbered


def _read(
    numbered: list[tuple[int, str]], errors: LineErrors
) -> tuple[list[ImportLine], dict[str, int], set[str]]:
    """Parse every line; returns the good ones, every ref's line number and the UUID-shaped
    targets no earlier line names (perhaps existing memories, looked up next)."""
    now = timezone.now()
    lines: list[ImportLine] = []
    seen_refs: dict[str, int] = {}
    claimed: dict[str, int] = {}  # a predecessor may be superseded once
    external: set[str] = set()
    for number, text in numbered:
        try:
            line = parse_line(number, text, now)
        except LineError as error:
            errors.append(_line_error(number, ref_of(text), error))
            continue
        problem = (
            f"ref repeats line {seen_refs[line.ref]}"
            if line.ref in seen_refs
            else _claim_problem(line, seen_refs, claimed, external)
        )
        if problem:
            errors.append({"line": number, "ref": line.ref, "error": problem})
            continue
        claimed.update(dict.fromkeys(line.supersedes, number))
        seen_refs[line.ref] = number
        lines.append(line)
    external.update(line.repeat_of for line in lines if line.repeat_of and _is_id(line.repeat_of))
    return lines, seen_refs, external


def _line_error(number: int, ref: str | None, error: LineError) -> dict[str, Any]:
    entry: dict[str, Any] = {"line": number, "ref": ref, "error": str(error)}
    if error.reason:
        entry["reason"] = error.reason
    return entry


def _frame_of(
    project: Project, numbered: list[tuple[int, str]], errors: LineErrors
) -> tuple[dict[str, Any] | None, list[tuple[int, str]]]:
    """The file's frame line read (its checked document, or its error in ``errors``) and
    the memory lines left. A file holds one frame line at most."""
    frame, first, memories = None, 0, []
    for number, text in numbered:
        if not is_frame_line(text):
            memories.append((number, text))
        elif first:
            error = LineError(f"a file holds one frame line, and line {first} is one")
            errors.append(_line_error(number, None, error))
        else:
            first = number
            try:
                frame = parse_frame_line(text, project.slug)
            except LineError as error:
                errors.append(_line_error(number, None, error))
    return frame, memories


def _claim_problem(
    line: ImportLine, seen_refs: dict[str, int], claimed: dict[str, int], external: set[str]
) -> str | None:
    problem = None
    for target in line.supersedes:
        if target in claimed:
            problem = f"{target} is already superseded by line {claimed[target]}"
        elif target not in seen_refs:
            if _is_id(target):
                external.add(target)
            else:
                problem = f"supersedes {target!r}: no earlier line has this ref"
    return problem


def _is_id(text: str) -> bool:
    try:
        uuid.UUID(text)
    except ValueError:
        return False
    return True


def _validate(
    project: Project, texts: Sequence[str], max_lines: int
) -> tuple[list[ImportLine], dict[str, Memory], dict[str, Any] | None]:
    """Every line checked (the frame line among them); the existing memories lines name are
    locked FOR UPDATE."""
    errors: LineErrors = []
    frame, numbered = _frame_of(project, _numbered(texts, max_lines), errors)
    lines, seen_refs, external = _read(numbered, errors)
    existing = {
        str(m.id): m
        for m in Memory.objects.select_for_update().filter(project=project, id__in=external)
    }
    for line in lines:
        errors.extend(
            {"line": line.number, "ref": line.ref, "error": problem}
            for problem in _link_problems(line, seen_refs, existing)
        )
    if errors:
        errors.sort(key=lambda e: e["line"])
        raise InvalidBatch(
            f"{len(errors)} line(s) are invalid; nothing was imported", details={"lines": errors}
        )
    return lines, existing, frame


def _link_problems(
    line: ImportLine, seen_refs: dict[str, int], existing: dict[str, Memory]
) -> list[str]:
    problems = []
    for target in line.supersedes:
        problem = _link_problem(line, target, seen_refs)
        if problem is None and target not in seen_refs:
            memory = existing.get(target)
            if memory is None:
                problem = f"{target}: not found"
            elif memory.superseded_by_id is not None:
                problem = f"{target} is not a chain head"
        if problem:
            problems.append(problem)
    if line.repeat_of and line.repeat_of not in seen_refs and line.repeat_of not in existing:
        problems.append(
            f"repeat_of {line.repeat_of!r}: no line has this ref and no memory of the project "
            "this id"
        )
    return problems


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


def _inherit(line: ImportLine, predecessors: list[Memory]) -> None:
    """A new version's standing and subject, from the versions it replaces."""
    if not line.standing_given:
        # Derived data is as trusted as its least trusted source: a line that supersedes or
        # merges an untrusted memory is untrusted unless the line itself says otherwise.
        line.standing = derived_standing(
            [line.standing, *(Standing(p.standing) for p in predecessors)]
        )
        # A new version is about what the versions it replaces were about, when they agree.
        subjects = {p.subject for p in predecessors if p.subject}
        if not line.subject and len(subjects) == 1:
            line.subject = subjects.pop()


def _row(
    line: ImportLine, *, project: Project, actor_label: str, token_id: int | None, now: datetime
) -> Memory:
    return Memory(
        id=uuid.uuid4(),
        type=line.type.value,
        content=line.content,
        status=line.status.value,
        confidence=line.confidence,
        actor=Actor.IMPORT.value,
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
        review_note=reasons_json([IMPORT_PENDING]) if line.status is MemoryStatus.PENDING else [],
        supersession_kind=line.kind.value if line.kind else None,
        repeat_count=len(line.repeats),
        project=project,
        actor_label=actor_label,
        token_id=token_id,
    )


def _rows(
    lines: list[ImportLine],
    existing: dict[str, Memory],
    *,
    project: Project,
    actor_label: str,
    token_id: int | None,
    now: datetime,
) -> dict[str, Memory]:
    """Each line's new row by ref, not yet saved; a line's ``repeat_of`` is set once every
    row has its id (it may name a later line), and a pending line that repeats a rejection
    of the project word for word is stored rejected naming it."""
    rejections = _rejections(project, lines)
    by_ref: dict[str, Memory] = {}
    for line in lines:
        if line.supersedes:
            _inherit(line, [by_ref.get(t) or existing[t] for t in line.supersedes])
        memory = _row(line, project=project, actor_label=actor_label, token_id=token_id, now=now)
        if line.repeat_of is None:
            _rejected_if_repeat(memory, rejections)
        by_ref[line.ref] = memory
    for line in lines:
        if line.repeat_of is not None:
            target = by_ref.get(line.repeat_of) or existing[line.repeat_of]
            by_ref[line.ref].repeat_of_id = target.id
    return by_ref


def _link_entities(project: Project, lines: list[ImportLine], by_ref: dict[str, Memory]) -> None:
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


def _write_repeats(project: Project, lines: list[ImportLine], by_ref: dict[str, Memory]) -> None:
    """The proposals folded into each line's card, as they were (who, when, how sure)."""
    ProposalRepeat.objects.bulk_create(
        [
            ProposalRepeat(
                memory=by_ref[line.ref],
                project=project,
                content=repeat.content,
                actor=repeat.actor.value,
                actor_label=repeat.actor_label,
                session_id=repeat.session_id,
                confidence=repeat.confidence,
                source=repeat.source,
                recorded_at=repeat.recorded_at,
            )
            for line in lines
            for repeat in line.repeats
        ],
        batch_size=1000,
    )


def _link_chains(
    lines: list[ImportLine],
    by_ref: dict[str, Memory],
    existing: dict[str, Memory],
    event: EventMaker,
) -> list[MemoryEvent]:
    """Links go in after every row exists; the trigger checks each (set once, no cycle)."""
    events = []
    for line in lines:
        successor = by_ref[line.ref]
        for target in line.supersedes:
            predecessor = by_ref.get(target) or existing[target]
            Memory.objects.filter(id=predecessor.id).update(superseded_by=successor)
            events.append(
                event(
                    predecessor.id,
                    EventKind.SUPERSEDED,
                    supersession_reason(line.kind or SupersessionKind.UPDATE),
                    {
                        "successor": str(successor.id),
                        "kind": line.kind.value if line.kind else None,
                    },
                )
            )
    return events


def _created(line: ImportLine, memory: Memory, event: EventMaker) -> MemoryEvent:
    data: dict[str, Any] = {"status": memory.status, "type": memory.type, "ref": line.ref}
    if memory.repeat_of_id:
        data["repeat_of"] = str(memory.repeat_of_id)
    if line.repeats:
        data["repeat_count"] = len(line.repeats)
    reason = memory.review_note[0] if memory.repeat_of_id and not line.repeat_of else IMPORT_LINE
    return event(memory.id, EventKind.CREATED, reason, data)


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

    Every line is checked before anything is written; locks the project's existing memories
    that lines supersede or name as the rejection they repeated FOR UPDATE while checking them,
    and the project row (``frame_save``) when the file has a frame line.
    """
    lines, existing, frame = _validate(project, texts, max_lines)
    now = timezone.now()
    by_ref = _rows(
        lines, existing, project=project, actor_label=actor_label, token_id=token_id, now=now
    )
    rows = list(by_ref.values())
    Memory.objects.bulk_create(rows, batch_size=500)
    _link_entities(project, lines, by_ref)
    _write_repeats(project, lines, by_ref)
    event = partial(_event, project=project, actor_label=actor_label, at=now)
    events = [_created(line, by_ref[line.ref], event) for line in lines]
    events.extend(_link_chains(lines, by_ref, existing, event))
    MemoryEvent.objects.bulk_create(events, batch_size=1000)
    events_counted(events)
    embedding_enqueue([m.id for m in rows])
    if frame is not None:
        frame_save(project=project, document=frame, act=Act.IMPORTED, actor_label=actor_label)
    return {line.ref: str(by_ref[line.ref].id) for line in lines}
