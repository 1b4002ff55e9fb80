"""Reading one line of the import format (docs/api.md, ``POST /import``) into an ``ImportLine``.

Each reader takes the decoded JSON object and raises ``LineError`` with a message the owner can
act on; nothing here touches the database, so a bad line is found before anything is written.
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from memoryapp.domain.changes import normalise_subject
from memoryapp.domain.content import MAX_CONTENT_CHARS, ContentProblem, content_problem
from memoryapp.domain.frames import FrameProblem, frame_document, parse_project_frame
from memoryapp.domain.names import normalize_entity_name
from memoryapp.domain.reason_labels import reason_label
from memoryapp.domain.times import to_utc
from memoryapp.domain.types import (
    Actor,
    MemoryStatus,
    MemoryType,
    SourceKind,
    Standing,
    SupersessionKind,
    initial_standing,
)
from memoryapp.selectors.frames import FRAME_LINE_KEY
from memoryapp.services.checks import MAX_SESSION_ID
from memoryapp.services.entities import MAX_ENTITIES_PER_MEMORY, MAX_ENTITY_NAME

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
    "repeat_of",
    "repeats",
}
REQUIRED = ("ref", "type", "content", "status")
REPEAT_FIELDS = {
    "content",
    "actor",
    "actor_label",
    "session_id",
    "confidence",
    "source",
    "recorded_at",
}
MAX_REPEATS_PER_LINE = 1000
MAX_LABEL = 200


@dataclass(frozen=True)
class RepeatLine:
    """A later proposal folded into this line's card (a ``ProposalRepeat`` row)."""

    content: str
    actor: Actor
    actor_label: str
    session_id: str
    confidence: float | None
    source: dict[str, Any]
    recorded_at: datetime


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
    # The rejection this line repeated (a ref of the file or an existing memory's id).
    repeat_of: str | None = None
    repeats: list[RepeatLine] = field(default_factory=list)


class LineError(ValueError):
    """A line the import refuses; ``reason`` is the classified code when there is one (a
    frame line's ``frame.*``)."""

    def __init__(self, message: str, reason: str | None = None) -> None:
        super().__init__(message)
        self.reason = reason


# A frame line opens with its one key; a memory line has no such field.
_FRAME_LINE = re.compile(r'\s*\{\s*"' + FRAME_LINE_KEY + r'"\s*:')


def is_frame_line(text: str) -> bool:
    """Whether ``text`` is the export's frame line rather than a memory."""
    return _FRAME_LINE.match(text) is not None


def parse_frame_line(text: str, project_slug: str) -> dict[str, Any]:
    """The frame line's document, checked as the frame of ``project_slug`` and normalised.
    Its ``project`` key, if any, is dropped: the frame belongs to the project the file is
    imported into, as its memories do."""
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as error:
        raise LineError(f"not valid JSON ({error.msg})") from None
    if not isinstance(raw, dict) or set(raw) != {FRAME_LINE_KEY}:
        raise LineError(f"a frame line holds the one key {FRAME_LINE_KEY!r}")
    document = raw[FRAME_LINE_KEY]
    if isinstance(document, dict):
        document = {key: value for key, value in document.items() if key != "project"}
    parsed = parse_project_frame(document, project_slug=project_slug)
    if isinstance(parsed, FrameProblem):
        label = reason_label(parsed.code, parsed.detail)
        raise LineError(f"the frame is not valid: {label}", reason=parsed.code)
    return frame_document(parsed)


def parse_line(number: int, text: str, now: datetime) -> ImportLine:
    raw = _object(text)
    memory_type = _enum(MemoryType, raw["type"], "type")
    source = _source(raw.get("source"), "source")
    session_id = _session(raw.get("session_id"), "session_id")
    if memory_type is MemoryType.WORKING and not session_id:
        raise LineError("working memories need a session_id")
    valid_from = _time(raw.get("valid_from"), "valid_from")
    valid_to = _time(raw.get("valid_to"), "valid_to")
    if valid_from and valid_to and valid_to < valid_from:
        raise LineError("valid_to is before valid_from")
    recorded_at = _recorded_at(raw.get("recorded_at"), "recorded_at", now) or now
    targets, kind = _supersession(raw.get("supersedes"), raw.get("kind"))
    given = raw.get("standing")
    return ImportLine(
        number=number,
        ref=raw["ref"],
        type=memory_type,
        content=_content(raw["content"], "content"),
        status=_enum(MemoryStatus, raw["status"], "status"),
        confidence=_confidence(raw.get("confidence"), "confidence"),
        entities=_entities(raw.get("entities")),
        source=source,
        standing=_enum(Standing, given, "standing")
        if given
        else initial_standing(SourceKind(source["kind"])),
        standing_given=bool(given),
        session_id=session_id,
        recorded_at=recorded_at,
        valid_from=valid_from,
        valid_to=valid_to,
        supersedes=targets,
        kind=kind,
        subject=_subject(raw.get("subject")),
        repeat_of=_repeat_of(raw.get("repeat_of"), raw["ref"]),
        repeats=_repeats(raw.get("repeats"), recorded_at, now),
    )


def ref_of(text: str) -> str | None:
    """The line's ref when it can be read at all, to name a bad line in the error list."""
    try:
        raw = json.loads(text)
    except json.JSONDecodeError:
        return None
    ref = raw.get("ref") if isinstance(raw, dict) else None
    return ref if isinstance(ref, str) else None


def _object(text: str) -> dict[str, Any]:
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as error:
        raise LineError(f"not valid JSON ({error.msg})") from None
    if not isinstance(raw, dict):
        raise LineError("each line must be a JSON object")
    unknown = sorted(set(raw) - FIELDS)
    if unknown:
        raise LineError(f"unknown fields: {', '.join(unknown)}")
    missing = [name for name in REQUIRED if raw.get(name) in (None, "")]
    if missing:
        raise LineError(f"missing fields: {', '.join(missing)}")
    if not isinstance(raw["ref"], str) or len(raw["ref"]) > 200:
        raise LineError("ref must be a string of at most 200 characters")
    return raw


def _time(value: Any, name: str) -> datetime | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise LineError(f"{name} must be an ISO 8601 string")
    try:
        parsed = datetime.fromisoformat(value)
    except ValueError:
        raise LineError(f"{name} is not ISO 8601: {value[:40]!r}") from None
    try:
        return to_utc(parsed)
    except ValueError as error:
        raise LineError(f"{name}: {error}") from None


def _recorded_at(value: Any, name: str, now: datetime) -> datetime | None:
    recorded_at = _time(value, name)
    if recorded_at is not None and recorded_at > now:
        raise LineError(f"{name} is in the future: the system cannot have learned it yet")
    return recorded_at


def _enum(enum: Any, value: Any, name: str) -> Any:
    try:
        return enum(value)
    except ValueError:
        allowed = ", ".join(m.value for m in enum)
        raise LineError(f"{name} must be one of {allowed}") from None


def _content(value: Any, name: str) -> str:
    problem = content_problem(value)
    if problem in (ContentProblem.EMPTY, ContentProblem.TOO_LONG):
        raise LineError(f"{name} must be 1..{MAX_CONTENT_CHARS} characters of text")
    if problem is ContentProblem.NUL:
        raise LineError(f"{name} must not contain NUL characters")
    return str(value)


def _confidence(value: Any, name: str) -> float | None:
    if value is None:
        return None
    if (
        isinstance(value, bool)
        or not isinstance(value, int | float)
        or math.isnan(value)
        or not 0 <= value <= 1
    ):
        raise LineError(f"{name} must be a number within [0, 1]")
    return float(value)


def _entities(value: Any) -> list[str]:
    entities = value or []
    if not isinstance(entities, list) or not all(
        isinstance(e, str) and e.strip() for e in entities
    ):
        raise LineError("entities must be a list of non-empty names")
    keys = {normalize_entity_name(e) for e in entities}
    if any(len(key) > MAX_ENTITY_NAME for key in keys):
        raise LineError(f"entity names are at most {MAX_ENTITY_NAME} characters")
    if len(keys) > MAX_ENTITIES_PER_MEMORY:
        raise LineError(f"at most {MAX_ENTITIES_PER_MEMORY} entities per memory")
    return [e.strip() for e in entities]


def _source(value: Any, name: str) -> dict[str, Any]:
    source = value or {"kind": SourceKind.IMPORT.value, "ref": None}
    if not isinstance(source, dict) or set(source) - {"kind", "ref"}:
        raise LineError(f"{name} must be an object with kind and ref")
    kind = _enum(SourceKind, source.get("kind"), f"{name}.kind")
    if source.get("ref") is not None and not isinstance(source.get("ref"), str):
        raise LineError(f"{name}.ref must be a string")
    return {"kind": kind.value, "ref": source.get("ref")}


def _session(value: Any, name: str) -> str:
    session_id = value or ""
    if not isinstance(session_id, str) or len(session_id) > MAX_SESSION_ID:
        raise LineError(f"{name} must be a string of at most {MAX_SESSION_ID} characters")
    return session_id


def _subject(value: Any) -> str:
    try:
        return normalise_subject(value) if value else ""
    except ValueError as error:
        raise LineError(str(error)) from None


def _supersession(supersedes: Any, kind_value: Any) -> tuple[list[str], SupersessionKind | None]:
    if supersedes is None:
        targets: list[str] = []
    elif isinstance(supersedes, str):
        targets = [supersedes]
    elif isinstance(supersedes, list) and all(isinstance(t, str) for t in supersedes):
        targets = list(supersedes)
    else:
        raise LineError("supersedes must be a ref, a memory id, or a list of them (merge)")
    kind = _enum(SupersessionKind, kind_value, "kind") if kind_value else None
    if targets and kind is None:
        kind = SupersessionKind.MERGE if len(targets) > 1 else SupersessionKind.UPDATE
    if kind is not None and not targets:
        raise LineError("kind is given but supersedes is not")
    if kind is SupersessionKind.MERGE and len(targets) < 2:
        raise LineError("a merge supersedes at least two memories")
    if kind is not None and kind is not SupersessionKind.MERGE and len(targets) > 1:
        raise LineError("only a merge supersedes several memories")
    return targets, kind


def _repeat_of(value: Any, ref: str) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str) or not value or len(value) > 200:
        raise LineError("repeat_of must be a ref or a memory id")
    if value == ref:
        raise LineError("repeat_of names the line itself")
    return value


def _repeats(value: Any, card_recorded_at: datetime, now: datetime) -> list[RepeatLine]:
    if value is None:
        return []
    if not isinstance(value, list) or len(value) > MAX_REPEATS_PER_LINE:
        raise LineError(f"repeats must be a list of at most {MAX_REPEATS_PER_LINE} objects")
    return [_repeat(item, f"repeats[{i}]", card_recorded_at, now) for i, item in enumerate(value)]


def _repeat(raw: Any, name: str, card_recorded_at: datetime, now: datetime) -> RepeatLine:
    if not isinstance(raw, dict):
        raise LineError(f"{name} must be an object")
    unknown = sorted(set(raw) - REPEAT_FIELDS)
    if unknown:
        raise LineError(f"{name}: unknown fields: {', '.join(unknown)}")
    label = raw.get("actor_label") or ""
    if not isinstance(label, str) or len(label) > MAX_LABEL:
        raise LineError(f"{name}.actor_label must be a string of at most {MAX_LABEL} characters")
    return RepeatLine(
        content=_content(raw.get("content"), f"{name}.content"),
        actor=_enum(Actor, raw.get("actor"), f"{name}.actor"),
        actor_label=label,
        session_id=_session(raw.get("session_id"), f"{name}.session_id"),
        confidence=_confidence(raw.get("confidence"), f"{name}.confidence"),
        source=_source(raw.get("source"), f"{name}.source"),
        recorded_at=_recorded_at(raw.get("recorded_at"), f"{name}.recorded_at", now)
        or card_recorded_at,
    )
