"""Input checks of the memory services: each returns the validated value or raises InvalidInput.

They read nothing and write nothing, so a service runs all of them before it takes a lock; the
writers in :mod:`memoryapp.services.memory_writes` assume their input passed here.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from datetime import datetime
from typing import Any

from memoryapp.domain.changes import normalise_subject
from memoryapp.domain.content import MAX_CONTENT_CHARS, ContentProblem, content_problem
from memoryapp.domain.policy import HUMAN_ACTORS
from memoryapp.domain.times import to_utc
from memoryapp.domain.types import Actor, MemoryType, SourceKind, Standing, SupersessionKind
from memoryapp.errors import InvalidInput

# Actors whose writes are deliberate human acts: inserted active, never queued for review.

MAX_SESSION_ID = 200
MAX_SOURCE_REF = 2000


def check_memory_type(value: MemoryType | str) -> MemoryType:
    try:
        return MemoryType(value)
    except ValueError:
        raise InvalidInput(
            f"unknown memory type {value!r}",
            details={"field": "type", "allowed": [t.value for t in MemoryType]},
        ) from None


def check_content(value: str) -> str:
    """The content rule of :mod:`memoryapp.domain.content`, as the services report it."""
    problem = content_problem(value)
    if problem is ContentProblem.EMPTY:
        raise InvalidInput("content must not be empty", details={"field": "content"})
    if problem is ContentProblem.TOO_LONG:
        raise InvalidInput(
            f"content is at most {MAX_CONTENT_CHARS} characters",
            details={"field": "content", "length": len(value)},
        )
    if problem is ContentProblem.NUL:
        raise InvalidInput("content must not contain NUL characters", details={"field": "content"})
    return value


def check_confidence(value: float | None) -> float | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float) or math.isnan(value):
        raise InvalidInput("confidence must be a number", details={"field": "confidence"})
    if not 0.0 <= float(value) <= 1.0:
        raise InvalidInput("confidence must be within [0, 1]", details={"field": "confidence"})
    return float(value)


def check_source(value: Mapping[str, Any] | None, default_kind: SourceKind) -> dict[str, Any]:
    if value is None:
        return {"kind": default_kind.value, "ref": None}
    kind = value.get("kind")
    try:
        SourceKind(str(kind))
    except ValueError:
        raise InvalidInput(
            f"unknown source kind {kind!r}",
            details={"field": "source.kind", "allowed": [k.value for k in SourceKind]},
        ) from None
    ref = value.get("ref")
    if ref is not None and (not isinstance(ref, str) or len(ref) > MAX_SOURCE_REF):
        raise InvalidInput(f"source.ref must be a string of at most {MAX_SOURCE_REF} characters")
    unknown = set(value) - {"kind", "ref"}
    if unknown:
        raise InvalidInput(
            "source has unknown fields", details={"field": "source", "unknown": sorted(unknown)}
        )
    return {"kind": kind, "ref": ref}


def check_validity(valid_from: datetime | None, valid_to: datetime | None) -> None:
    for name, value in (("valid_from", valid_from), ("valid_to", valid_to)):
        if value is not None:
            try:
                to_utc(value)
            except ValueError as error:
                raise InvalidInput(f"{name}: {error}", details={"field": name}) from None
    if valid_from and valid_to and valid_to < valid_from:
        raise InvalidInput("valid_to is before valid_from", details={"field": "valid_to"})


def check_session(memory_type: MemoryType, session_id: str) -> str:
    session_id = (session_id or "").strip()
    if memory_type is MemoryType.WORKING and not session_id:
        raise InvalidInput("working memories need a session_id", details={"field": "session_id"})
    if len(session_id) > MAX_SESSION_ID:
        raise InvalidInput(
            f"session_id is at most {MAX_SESSION_ID} characters", details={"field": "session_id"}
        )
    return session_id


def check_subject(subject: str | None) -> str:
    """A subject key in its one spelling ("" for none); InvalidInput for one that cannot be."""
    if subject is None or (isinstance(subject, str) and not subject.strip()):
        return ""
    try:
        return normalise_subject(subject)
    except ValueError as error:
        raise InvalidInput(str(error), details={"field": "subject"}) from None


def check_supersession_kind(kind: SupersessionKind | str) -> SupersessionKind:
    """An update or a correction; a merge has its own service (``memory_merge``)."""
    try:
        kind = SupersessionKind(kind)
    except ValueError:
        raise InvalidInput(
            f"unknown supersession kind {kind!r}", details={"field": "kind"}
        ) from None
    if kind is SupersessionKind.MERGE:
        raise InvalidInput("merges are made with memory_merge", details={"field": "kind"})
    return kind


def check_standing(value: Standing | str) -> Standing:
    try:
        return Standing(value)
    except ValueError:
        raise InvalidInput(f"unknown standing {value!r}", details={"field": "standing"}) from None


def check_merge_ids(actor: Actor, memory_ids: list[str] | tuple[str, ...]) -> list[str]:
    """The distinct ids of a merge, sorted: the order its rows are locked in."""
    if actor not in HUMAN_ACTORS:
        raise InvalidInput("only the owner or the user merges memories", details={"field": "actor"})
    ids = sorted(set(memory_ids))
    if len(ids) < 2:
        raise InvalidInput("a merge needs at least two distinct memories", details={"field": "ids"})
    return ids
