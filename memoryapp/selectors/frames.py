"""Reads of a project's frame: the version in force and the history."""

from __future__ import annotations

from dataclasses import dataclass

from memoryapp.domain.frames import FrameProblem, ProjectFrame, parse_project_frame
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
