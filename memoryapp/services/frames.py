"""The owner's project frame: each save a new numbered version (``ProjectFrameVersion``), the
rows being the frame's history and its audit."""

from __future__ import annotations

from typing import Any

from django.db import transaction
from django.db.models import Max

from memoryapp.domain.frames import FrameProblem, frame_document, parse_project_frame
from memoryapp.domain.reason_labels import reason_label
from memoryapp.errors import InvalidInput
from memoryapp.models import Project, ProjectFrameVersion

Act = ProjectFrameVersion.Act


def check_frame_document(*, project: Project, document: Any, version: int = 1) -> dict[str, Any]:
    """``document`` as the frame checks it (the normalised document), or InvalidInput naming
    the ``frame.*`` code, its label in the owner's words and the place."""
    parsed = parse_project_frame(document, project_slug=project.slug, version=version)
    if isinstance(parsed, FrameProblem):
        raise InvalidInput(
            f"the frame is not valid: {parsed.detail}",
            details={
                "field": "document",
                "reason": parsed.code,
                "label": reason_label(parsed.code, parsed.detail),
                "detail": parsed.detail,
            },
        )
    return frame_document(parsed)


@transaction.atomic
def frame_save(
    *, project: Project, document: dict[str, Any] | None, act: str = Act.SET, actor_label: str = ""
) -> ProjectFrameVersion:
    """A new version of ``project``'s frame: ``document`` checked and normalised, or None to
    clear the frame. A document that is not a frame writes nothing (InvalidInput).

    Locks the project row (FOR UPDATE) so two saves number their versions one after the other.
    """
    if act not in Act.values:
        raise InvalidInput("unknown frame act", details={"field": "act", "allowed": Act.values})
    if document is None and act != Act.CLEARED:
        act = Act.CLEARED
    last = _locked_last(project)
    saved = None
    if act != Act.CLEARED:
        saved = check_frame_document(project=project, document=document, version=last + 1)
    return ProjectFrameVersion.objects.create(
        project=project, version=last + 1, document=saved, act=act, actor_label=actor_label[:200]
    )


def _locked_last(project: Project) -> int:
    """The number of the project's newest frame version (0 for none), read under the project
    row's lock (FOR UPDATE) so the next save numbers after it."""
    Project.objects.select_for_update().only("id").get(pk=project.pk)
    return (
        ProjectFrameVersion.objects.filter(project=project).aggregate(last=Max("version"))["last"]
        or 0
    )


@transaction.atomic
def frame_clear(*, project: Project, actor_label: str = "") -> ProjectFrameVersion | None:
    """Clear ``project``'s frame: the new ``cleared`` version, or None and nothing written
    when no frame is in force, so clearing twice leaves one ``cleared`` row.

    Locks the project row (FOR UPDATE), as ``frame_save`` does.
    """
    last = _locked_last(project)
    newest = ProjectFrameVersion.objects.filter(project=project, version=last).first()
    if newest is None or newest.document is None:
        return None
    return frame_save(project=project, document=None, act=Act.CLEARED, actor_label=actor_label)
