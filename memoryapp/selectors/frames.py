"""Reads of a project's frame: the version in force and the history."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from memoryapp.db.prepared import prepared_cursor
from memoryapp.domain.frame_establishment import MAX_SIGNAL_CHARS, WorkSignal
from memoryapp.domain.frames import FrameProblem, ProjectFrame, parse_project_frame
from memoryapp.domain.session_signals import SIGNAL_EVENT_KINDS, session_signals
from memoryapp.models import CanonicalEvent, ContextTrace, Project, ProjectFrameVersion


@dataclass(frozen=True)
class FrameInForce:
    """The newest version of a project's frame: ``frame`` when it parses, ``problem`` when it
    no longer does (framing is then disabled), neither when the project has no frame or the
    owner cleared it (``version`` 0 for never set)."""

    version: int
    frame: ProjectFrame | None = None
    problem: FrameProblem | None = None
    row: ProjectFrameVersion | None = None


def frame_current(*, project: Project) -> FrameInForce:
    """The frame in force for ``project``, parsed again from its newest version (a stored
    document a stricter parser now refuses comes back as a problem, never half-used)."""
    row = ProjectFrameVersion.objects.filter(project=project).order_by("-version").first()
    if row is None:
        return FrameInForce(version=0)
    if row.document is None:
        return FrameInForce(version=row.version, row=row)
    parsed = parse_project_frame(row.document, project_slug=project.slug, version=row.version)
    if isinstance(parsed, FrameProblem):
        return FrameInForce(version=row.version, problem=parsed, row=row)
    return FrameInForce(version=row.version, frame=parsed, row=row)


_IN_FORCE_SQL = f"""
SELECT version, document::text FROM {ProjectFrameVersion._meta.db_table}
WHERE project_id = %(project_id)s
ORDER BY version DESC
LIMIT 1
"""  # noqa: S608 - the table name is the model's own

# Parsed frames by (project slug, version, stored text): a stored version never changes, so
# each is parsed once a process, not once a request. Bounded: cleared when full.
_PARSED: dict[tuple[str, int, str], ProjectFrame | FrameProblem] = {}
_PARSED_MAX = 256


def frame_in_force(*, project: Project) -> FrameInForce:
    """What :func:`frame_current` says, without the row, for every /context call: one prepared
    read of the newest version, parsed once a process."""
    with prepared_cursor() as cursor:
        cursor.execute(_IN_FORCE_SQL, {"project_id": project.id})
        found = cursor.fetchone()
    if found is None:
        return FrameInForce(version=0)
    version, text = found
    if text is None:
        return FrameInForce(version=version)
    key = (project.slug, version, text)
    parsed = _PARSED.get(key)
    if parsed is None:
        parsed = parse_project_frame(json.loads(text), project_slug=project.slug, version=version)
        if len(_PARSED) >= _PARSED_MAX:
            _PARSED.clear()
        _PARSED[key] = parsed
    if isinstance(parsed, FrameProblem):
        return FrameInForce(version=version, problem=parsed)
    return FrameInForce(version=version, frame=parsed)


def frame_history(*, project: Project, limit: int = 50) -> list[ProjectFrameVersion]:
    """The project's frame versions, newest first."""
    return list(ProjectFrameVersion.objects.filter(project=project).order_by("-version")[:limit])


# How many of a session's newest events are read for its signals: the work is what the latest
# events say, and a long session must cost no more than a short one (one backward scan of the
# index event_session, stopped after this many rows).
SESSION_SIGNAL_WINDOW = 200

_SESSION_EVENTS_SQL = f"""
SELECT kind, role, tool_name, content, observed_at FROM (
    SELECT kind, role, tool_name, left(content, %(chars)s) AS content, observed_at
    FROM {CanonicalEvent._meta.db_table}
    WHERE project_id = %(project_id)s AND session_id = %(session_id)s
    ORDER BY observed_at DESC
    LIMIT %(window)s
) recent
WHERE kind = ANY(%(kinds)s)
"""  # noqa: S608 - the table name is the model's own

# The session's latest context call's frame: the work type it carries to this one. Reads the
# partial index trace_by_session backwards and stops at the first row.
_SESSION_CARRY_SQL = f"""
SELECT frame -> 'work' ->> 'carry' FROM {ContextTrace._meta.db_table}
WHERE project_id = %(project_id)s AND session_id = %(session_id)s AND session_id <> ''
ORDER BY created_at DESC
LIMIT 1
"""  # noqa: S608 - the table name is the model's own


def session_work_signals(*, project: Project, session_id: str) -> list[WorkSignal]:
    """The work signals of the session's latest captured events (one of each kind, the
    newest: memoryapp.domain.session_signals), read from its newest SESSION_SIGNAL_WINDOW
    events only."""
    if not session_id:
        return []
    params: dict[str, Any] = {
        "project_id": project.id,
        "session_id": session_id,
        "chars": MAX_SIGNAL_CHARS,
        "window": SESSION_SIGNAL_WINDOW,
        "kinds": list(SIGNAL_EVENT_KINDS),
    }
    with prepared_cursor() as cursor:
        cursor.execute(_SESSION_EVENTS_SQL, params)
        return session_signals(cursor.fetchall())


def session_work_type(*, project: Project, session_id: str) -> str | None:
    """The work type the session's latest context call carried (its frame's ``carry``), or
    None. Read on the primary, like selectors.memories.session_served: the call just before
    this one must count."""
    if not session_id:
        return None
    with prepared_cursor() as cursor:
        cursor.execute(_SESSION_CARRY_SQL, {"project_id": project.id, "session_id": session_id})
        row = cursor.fetchone()
    return None if row is None else row[0]
