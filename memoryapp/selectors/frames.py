"""Reads of a project's frame: the version in force and the history."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from memoryapp.db.pagination import Page, decode_cursor, page_of
from memoryapp.domain.frames import (
    FrameProblem,
    ProjectFrame,
    frame_document,
    parse_project_frame,
)
from memoryapp.errors import InvalidInput
from memoryapp.models import Project, ProjectFrameVersion


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


def frame_history(*, project: Project, limit: int = 50) -> list[ProjectFrameVersion]:
    """The project's frame versions, newest first."""
    return list(ProjectFrameVersion.objects.filter(project=project).order_by("-version")[:limit])


def frame_history_page(
    *, project: Project, cursor: str | None = None, limit: int = 50
) -> Page[ProjectFrameVersion]:
    """A page of the project's frame versions, newest first, with the cursor the other lists
    use (the last row's time and version). A cursor this service did not issue is
    InvalidInput."""
    rows = ProjectFrameVersion.objects.filter(project=project).order_by("-version")
    if cursor:
        position = decode_cursor(cursor, key=int)
        if position is None:
            raise InvalidInput("the cursor is not one this API issued", details={"field": "cursor"})
        # The version alone orders the history; the time only makes the cursor look like the
        # other lists'.
        rows = rows.filter(version__lt=position[1])
    return page_of(list(rows[: limit + 1]), "at", limit, tie="version")


def frame_version_get(*, project: Project, version: int) -> ProjectFrameVersion | None:
    """One version of the project's frame, or None."""
    return ProjectFrameVersion.objects.filter(project=project, version=version).first()


# The export's frame line: ``{"frame": <document>}``, the one line of the file that is not a
# memory (memoryapp.services.import_lines reads it back).
FRAME_LINE_KEY = "frame"


def frame_export_line(*, project: Project) -> dict[str, Any] | None:
    """The frame in force as the export's frame line, or None when none is in force. The
    document is the normalised one without its ``project`` key: like a memory line, the line
    belongs to whichever project imports the file. A stored document that no longer parses is
    written as stored, so importing the file refuses it, naming its problem, rather than
    losing it quietly."""
    current = frame_current(project=project)
    if current.row is None or current.row.document is None:
        return None
    document: Any = frame_document(current.frame) if current.frame else current.row.document
    if isinstance(document, dict):
        document = {key: value for key, value in document.items() if key != "project"}
    return {FRAME_LINE_KEY: document}
