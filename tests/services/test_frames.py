"""The owner's project frame as stored: numbered versions, checked before they are written,
append-only in the database itself (raw SQL)."""

from __future__ import annotations

from typing import Any

import pytest
from django.db import IntegrityError, connection, transaction

from memoryapp.domain.frames import FRAME_INVALID_KEY, FRAME_OTHER_PROJECT
from memoryapp.errors import InvalidInput
from memoryapp.models import Project, ProjectFrameVersion
from memoryapp.selectors.frames import frame_current, frame_history
from memoryapp.services.frames import frame_clear, frame_save
from tests.api.conftest import FRAME

pytestmark = pytest.mark.django_db

DOCUMENT = FRAME


def test_each_save_is_a_new_version_and_the_newest_is_in_force(project: Project) -> None:
    assert frame_current(project=project).version == 0
    first = frame_save(project=project, document=DOCUMENT, actor_label="owner")
    second = frame_save(project=project, document={**DOCUMENT, "hard_exclude": True})
    assert (first.version, second.version) == (1, 2)
    current = frame_current(project=project)
    assert current.version == 2 and current.frame is not None and current.frame.hard_exclude
    assert [v.version for v in frame_history(project=project)] == [2, 1]
    # The stored document is the normalised one: it names the project and every key.
    assert first.document is not None and first.document["project"] == project.slug
    assert first.document["work_types"][0]["signal_kinds"] == ["task", "user_message"]


def test_clearing_leaves_the_project_unframed_with_the_history_kept(project: Project) -> None:
    frame_save(project=project, document=DOCUMENT)
    cleared = frame_save(project=project, document=None, actor_label="owner")
    assert cleared.act == ProjectFrameVersion.Act.CLEARED
    current = frame_current(project=project)
    assert (current.version, current.frame, current.problem) == (2, None, None)


def test_clearing_what_is_not_in_force_writes_nothing(project: Project) -> None:
    assert frame_clear(project=project) is None
    frame_save(project=project, document=DOCUMENT)
    cleared = frame_clear(project=project, actor_label="owner")
    assert cleared is not None and (cleared.version, cleared.act) == (2, "cleared")
    assert frame_clear(project=project) is None
    assert ProjectFrameVersion.objects.filter(project=project).count() == 2


@pytest.mark.parametrize(
    ("document", "reason"),
    [
        ({"purpose": "no work types"}, FRAME_INVALID_KEY),
        ({**DOCUMENT, "project": "someone-else"}, FRAME_OTHER_PROJECT),
    ],
)
def test_a_document_that_is_not_a_frame_writes_nothing(
    project: Project, document: dict[str, object], reason: str
) -> None:
    with pytest.raises(InvalidInput) as refused:
        frame_save(project=project, document=document)
    assert refused.value.details["reason"] == reason
    assert not ProjectFrameVersion.objects.filter(project=project).exists()


def test_a_stored_document_that_no_longer_parses_disables_framing(project: Project) -> None:
    frame_save(project=project, document=DOCUMENT)
    with connection.cursor() as cursor:
        cursor.execute(
            "INSERT INTO memoryapp_projectframeversion (project_id, version, document, act,"
            " actor_label, at) VALUES (%s, 2, '{\"work_types\": 3}', 'set', '', now())",
            [project.id],
        )
    current = frame_current(project=project)
    assert current.frame is None and current.problem is not None and current.version == 2


def _raw(sql: str, params: list[Any]) -> None:
    with transaction.atomic(), connection.cursor() as cursor:
        cursor.execute(sql, params)


def test_the_database_keeps_versions_append_only(project: Project) -> None:
    version = frame_save(project=project, document=DOCUMENT)
    for sql in (
        "UPDATE memoryapp_projectframeversion SET actor_label = 'forged' WHERE id = %s",
        "DELETE FROM memoryapp_projectframeversion WHERE id = %s",
    ):
        with pytest.raises(IntegrityError, match="append-only"):
            _raw(sql, [version.id])


@pytest.mark.parametrize(
    ("values", "match"),
    [
        ("1, '{}', 'set'", "project_frame_version_unique"),
        ("0, '{}', 'set'", "project_frame_version_positive"),
        ("2, '{}', 'invented'", "project_frame_act_valid"),
        ("2, NULL, 'set'", "project_frame_document_matches_act"),
        ("2, '{}', 'cleared'", "project_frame_document_matches_act"),
    ],
)
def test_the_database_refuses_a_bad_version_row(project: Project, values: str, match: str) -> None:
    frame_save(project=project, document=DOCUMENT)
    with pytest.raises(IntegrityError, match=match):
        _raw(
            "INSERT INTO memoryapp_projectframeversion (project_id, version, document, act,"
            f" actor_label, at) VALUES (%s, {values}, '', now())",
            [project.id],
        )
