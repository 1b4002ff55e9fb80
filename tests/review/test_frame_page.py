"""The project frame's page: the editor (an example when no frame is declared), Save with the
checks' message and nothing written on a refusal, Clear, the history and an old version."""

from __future__ import annotations

import json

import pytest
from django.test import Client

from memoryapp.domain.frames import FRAME_INVALID_EMPTY, FRAME_INVALID_TYPE, FRAME_OTHER_PROJECT
from memoryapp.domain.reason_labels import reason_label
from memoryapp.models import Project, ProjectFrameVersion
from memoryapp.services.frames import frame_save
from review.views.frames import EXAMPLE
from tests.api.conftest import FRAME, store_malformed_frame
from tests.review.conftest import XSS, htmx
from tests.review.helpers import assert_escaped

pytestmark = pytest.mark.django_db


def versions(project: Project) -> list[tuple[int, str]]:
    rows = ProjectFrameVersion.objects.filter(project=project).order_by("version")
    return [(v.version, v.act) for v in rows]


def save(client: Client, text: str) -> str:
    response = client.post("/frame/save/", {"document": text}, **htmx())
    assert response.status_code == 200
    return response.content.decode()


def test_without_a_frame_the_editor_holds_an_example_that_saves(
    owner_client: Client, acme: Project
) -> None:
    page = owner_client.get("/frame/").content.decode()
    assert 'href="/frame/"' in page and "No frame declared" in page
    assert "implementation_review" in page and "No versions yet." in page
    body = save(owner_client, json.dumps(EXAMPLE))
    assert "Saved as version 1." in body and 'data-version="1"' in body
    assert versions(acme) == [(1, "set")]


@pytest.mark.parametrize(
    ("document", "code", "place"),
    [
        ({**FRAME, "work_types": []}, FRAME_INVALID_EMPTY, "$.work_types"),
        ({**FRAME, "project": "globex"}, FRAME_OTHER_PROJECT, "$.project"),
        (None, FRAME_INVALID_TYPE, "$"),
    ],
)
def test_a_refused_document_shows_why_keeps_the_text_and_writes_nothing(
    owner_client: Client, acme: Project, document: object, code: str, place: str
) -> None:
    text = json.dumps(document)
    body = save(owner_client, text)
    assert "Not saved:" in body and code in body and place in body
    assert reason_label(code, "x").split(":")[0] in body
    assert json.dumps(document).replace('"', "&quot;") in body  # the owner's text, kept
    assert versions(acme) == []


def test_text_that_is_not_json_is_refused_with_its_place(
    owner_client: Client, acme: Project
) -> None:
    body = save(owner_client, '{"work_types": [')
    assert "the document is not JSON" in body and "line 1" in body
    response = owner_client.post("/frame/save/", {"document": "{"})
    assert response.status_code == 422 and versions(acme) == []


def test_the_frame_in_force_clear_and_the_history(owner_client: Client, acme: Project) -> None:
    frame_save(project=acme, document=FRAME, actor_label="ui:owner")
    page = owner_client.get("/frame/").content.decode()
    assert "Version 1, set by ui:owner" in page and "&quot;implementation_review&quot;" in page
    assert "Clear the frame" in page
    body = owner_client.post("/frame/clear/", **htmx()).content.decode()
    assert "Cleared: version 2 declares no frame." in body
    assert versions(acme) == [(1, "set"), (2, "cleared")]
    again = owner_client.post("/frame/clear/", **htmx()).content.decode()
    assert "nothing to clear" in again and len(versions(acme)) == 2
    old = owner_client.get("/frame/versions/1/", **htmx()).content.decode()
    assert 'id="frame-version"' in old
    assert "Version 1" in old and "implementation_review" in old and "<html" not in old
    full = owner_client.get("/frame/versions/2/").content.decode()
    assert "cleared the frame" in full and "<html" in full
    assert owner_client.get("/frame/versions/9/").status_code == 404


def test_a_malformed_stored_frame_is_shown_with_its_problem(
    owner_client: Client, acme: Project
) -> None:
    frame_save(project=acme, document=FRAME)
    store_malformed_frame(acme)
    page = owner_client.get("/frame/").content.decode()
    assert "framing is off" in page and FRAME_INVALID_TYPE in page
    assert "$.work_types" in page
    health = owner_client.get("/health/").content.decode()
    assert "<strong>frame</strong>" in health and "Fix the document on the Frame page" in health


def test_the_document_is_escaped(owner_client: Client, acme: Project) -> None:
    frame_save(project=acme, document={**FRAME, "purpose": XSS})
    assert_escaped(owner_client.get("/frame/").content)
    assert_escaped(owner_client.get("/frame/versions/1/").content)


def test_each_project_edits_its_own_frame(
    owner_client: Client, acme: Project, globex: Project
) -> None:
    frame_save(project=acme, document=FRAME)
    page = owner_client.get("/frame/?project=globex").content.decode()
    assert "No frame declared" in page
    assert owner_client.get("/frame/versions/1/").status_code == 404
