"""The owner's project frame through /api/v1/frame: read, save, clear and the history, owner
tokens only; a document that is not a frame is a classified 422 and writes nothing."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from memoryapp.domain.frames import (
    FRAME_INVALID_EMPTY,
    FRAME_INVALID_KEY,
    FRAME_INVALID_TYPE,
    FRAME_OTHER_PROJECT,
)
from memoryapp.domain.reason_labels import reason_label
from memoryapp.models import ProjectFrameVersion
from tests.api.conftest import FRAME, ApiClient, error_code, store_malformed_frame


def versions(owner: ApiClient) -> int:
    return ProjectFrameVersion.objects.filter(project=owner.project).count()


def test_a_project_without_a_frame_reads_version_0_and_a_null_document(owner: ApiClient) -> None:
    response = owner.get("/frame")
    assert response.status_code == 200
    assert response.json() == {
        "version": 0,
        "act": None,
        "actor_label": None,
        "at": None,
        "document": None,
        "problem": None,
    }


def test_the_owner_saves_a_frame_and_reads_it_back_normalised(owner: ApiClient) -> None:
    saved = owner.put("/frame", FRAME)
    assert saved.status_code == 200, saved.json()
    body = saved.json()
    assert (body["version"], body["act"], body["problem"]) == (1, "set", None)
    assert body["actor_label"].startswith("token:")
    assert body["document"]["project"] == owner.project.slug
    assert body["document"]["work_types"][0]["prefer"]["subject_prefixes"] == ["arch"]
    assert owner.get("/frame").json() == body
    again = owner.put("/frame", {**FRAME, "hard_exclude": True}).json()
    assert again["version"] == 2 and again["document"]["hard_exclude"] is True


@pytest.mark.parametrize(
    ("change", "reason", "place"),
    [
        ({"work_types": []}, FRAME_INVALID_EMPTY, "$.work_types"),
        ({"priority": 3}, FRAME_INVALID_KEY, "priority"),
        ({"project": "globex"}, FRAME_OTHER_PROJECT, "'globex'"),
    ],
)
def test_a_bad_document_is_a_classified_422_and_writes_nothing(
    owner: ApiClient, change: dict[str, Any], reason: str, place: str
) -> None:
    owner.put("/frame", FRAME)
    response = owner.put("/frame", {**copy.deepcopy(FRAME), **change})
    assert response.status_code == 422
    assert error_code(response) == "invalid_input"
    details = response.json()["error"]["details"]
    assert details["reason"] == reason
    assert place in details["detail"]
    assert details["label"] == reason_label(reason, details["detail"])
    assert versions(owner) == 1
    assert owner.get("/frame").json()["version"] == 1


def test_a_body_that_is_not_an_object_is_refused(owner: ApiClient) -> None:
    response = owner.client.put(
        "/api/v1/frame", data="[1]", content_type="application/json", headers=owner.headers()
    )
    assert response.status_code == 422 and error_code(response) == "invalid_input"
    assert versions(owner) == 0


def test_clearing_writes_a_cleared_version_once(owner: ApiClient) -> None:
    assert owner.delete("/frame").json()["version"] == 0  # nothing to clear, nothing written
    owner.put("/frame", FRAME)
    cleared = owner.delete("/frame").json()
    assert (cleared["version"], cleared["act"], cleared["document"]) == (2, "cleared", None)
    assert owner.delete("/frame").json()["version"] == 2
    assert versions(owner) == 2


def test_the_history_lists_versions_newest_first_a_page_at_a_time(owner: ApiClient) -> None:
    owner.put("/frame", FRAME)
    owner.delete("/frame")
    owner.put("/frame", {**FRAME, "purpose": "The paper only."})
    first = owner.get("/frame/history", limit=2).json()
    assert [(v["version"], v["act"]) for v in first["items"]] == [(3, "set"), (2, "cleared")]
    assert first["items"][0]["document"]["purpose"] == "The paper only."
    rest = owner.get("/frame/history", limit=2, cursor=first["next_cursor"]).json()
    assert [v["version"] for v in rest["items"]] == [1] and rest["next_cursor"] is None
    bad = owner.get("/frame/history", cursor="not-a-cursor")
    assert bad.status_code == 422 and error_code(bad) == "invalid_input"


def test_a_malformed_stored_frame_shows_its_problem(owner: ApiClient) -> None:
    owner.put("/frame", FRAME)
    version = store_malformed_frame(owner.project)
    body = owner.get("/frame").json()
    assert body["version"] == version and body["document"] == {"work_types": 3}
    problem = body["problem"]
    assert problem["code"] == FRAME_INVALID_TYPE and "$.work_types" in problem["detail"]
    assert problem["label"] == reason_label(problem["code"], problem["detail"])


def test_an_agent_token_may_not_read_or_change_the_frame(
    owner: ApiClient, agent: ApiClient
) -> None:
    owner.put("/frame", FRAME)
    for response in (
        agent.get("/frame"),
        agent.put("/frame", FRAME),
        agent.delete("/frame"),
        agent.get("/frame/history"),
    ):
        assert response.status_code == 403 and error_code(response) == "forbidden"
    assert versions(owner) == 1


def test_each_project_has_its_own_frame(owner: ApiClient, other_owner: ApiClient) -> None:
    owner.put("/frame", FRAME)
    assert other_owner.get("/frame").json()["version"] == 0
    assert other_owner.get("/frame/history").json()["items"] == []
