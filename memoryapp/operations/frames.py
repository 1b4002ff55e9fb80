"""The owner's project frame (docs/frames.md): read the frame in force, save a new version,
clear it, list its versions. Owner tokens only; the models sit here beside their operations.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from ninja import Schema
from pydantic import Field

from memoryapp.domain.reason_labels import reason_label
from memoryapp.models import ApiToken, ProjectFrameVersion
from memoryapp.operations.roles import actor_label, ensure_owner
from memoryapp.operations.schemas import Instant, StrictStr
from memoryapp.selectors import frames as frame_selectors
from memoryapp.services.frames import frame_clear, frame_save

ActName = Literal["set", "cleared", "imported"]


class FrameProblemOut(Schema):
    """Why the stored frame no longer parses (framing is off until the owner saves another)."""

    code: str
    label: str
    detail: str


class FrameVersionOut(Schema):
    version: int
    act: ActName
    actor_label: str
    at: Instant
    # The document as saved (checked and normalised); null for a version that cleared the frame.
    document: dict[str, Any] | None


class ProjectFrameOut(Schema):
    """The frame in force: its newest version (0 and nulls when none was ever saved), the
    document (null when cleared) and, when the stored document no longer parses, why."""

    version: int
    act: ActName | None
    actor_label: str | None
    at: Instant | None
    document: dict[str, Any] | None
    problem: FrameProblemOut | None


class FrameHistoryIn(Schema):
    cursor: Annotated[StrictStr, Field(max_length=200)] | None = None
    limit: Annotated[int, Field(ge=1, le=200)] = 50


class FrameHistoryOut(Schema):
    items: list[FrameVersionOut]
    next_cursor: str | None


FRAME_RESPONSES: dict[int, type[Schema]] = {200: ProjectFrameOut}
FRAME_HISTORY_RESPONSES: dict[int, type[Schema]] = {200: FrameHistoryOut}


def version_out(row: ProjectFrameVersion) -> FrameVersionOut:
    return FrameVersionOut(
        version=row.version,
        act=row.act,  # type: ignore[arg-type]
        actor_label=row.actor_label,
        at=row.at,
        document=row.document,
    )


def frame_in_force_out(token: ApiToken) -> ProjectFrameOut:
    current = frame_selectors.frame_current(project=token.project)
    row, problem = current.row, current.problem
    return ProjectFrameOut(
        version=current.version,
        act=row.act if row else None,  # type: ignore[arg-type]
        actor_label=row.actor_label if row else None,
        at=row.at if row else None,
        document=row.document if row else None,
        problem=FrameProblemOut(
            code=problem.code,
            label=reason_label(problem.code, problem.detail),
            detail=problem.detail,
        )
        if problem
        else None,
    )


def frame_get(token: ApiToken) -> ProjectFrameOut:
    return frame_in_force_out(ensure_owner(token))


def frame_put(token: ApiToken, document: dict[str, Any]) -> ProjectFrameOut:
    """Save ``document`` as the frame's next version; a document that is not a frame is
    InvalidInput naming its ``frame.*`` code and place, and nothing is written."""
    owner = ensure_owner(token)
    frame_save(project=owner.project, document=document, actor_label=actor_label(owner))
    return frame_in_force_out(owner)


def frame_delete(token: ApiToken) -> ProjectFrameOut:
    owner = ensure_owner(token)
    frame_clear(project=owner.project, actor_label=actor_label(owner))
    return frame_in_force_out(owner)


def frame_history(token: ApiToken, payload: FrameHistoryIn) -> FrameHistoryOut:
    owner = ensure_owner(token)
    page = frame_selectors.frame_history_page(
        project=owner.project, cursor=payload.cursor, limit=payload.limit
    )
    return FrameHistoryOut(items=[version_out(r) for r in page.items], next_cursor=page.next_cursor)
