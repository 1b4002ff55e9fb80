"""The project frame travels with the export: the frame in force is the file's first line, an
import saves it as the importing project's frame (act ``imported``), and a bad frame line
refuses the whole file like any bad line."""

from __future__ import annotations

import json
from typing import Any

import pytest

from memoryapp.domain.frames import FRAME_INVALID_EMPTY
from memoryapp.models import Memory, Project, ProjectFrameVersion
from memoryapp.services.frames import frame_save
from memoryapp.services.propose import memory_remember
from tests.api.conftest import FRAME, ApiClient, error_code, make, store_malformed_frame
from tests.api.test_export_api import export_lines, shape

pytestmark = pytest.mark.django_db


def import_file(client: ApiClient, lines: list[dict[str, Any]]) -> Any:
    return client.post(
        "/import",
        raw="".join(json.dumps(line) + "\n" for line in lines),
        content_type="application/x-ndjson",
    )


def without_project(document: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in document.items() if key != "project"}


def test_the_frame_in_force_round_trips_into_another_project(
    owner: ApiClient, acme: Project, globex: Project
) -> None:
    memory_remember(project=acme, content="The billing queue runs on NATS.", subject="arch.queue")
    owner.put("/frame", {**FRAME, "hard_exclude": True})
    lines = export_lines(owner)
    assert lines[0] == {"frame": without_project(owner.get("/frame").json()["document"])}
    assert all("frame" not in line for line in lines[1:])

    target = make(globex, "owner")
    frame_save(project=globex, document=FRAME)  # an import replaces a frame already there
    imported = import_file(target, lines)
    assert imported.status_code == 200, imported.content
    assert len(imported.json()["ids"]) == 1
    assert shape(globex) == shape(acme)
    framed = target.get("/frame").json()
    assert (framed["version"], framed["act"]) == (2, "imported")
    assert framed["document"]["project"] == "globex"
    assert without_project(framed["document"]) == lines[0]["frame"]
    assert export_lines(target)[0] == lines[0]


def test_a_frame_naming_the_exported_project_imports_into_another(
    owner: ApiClient, other_owner: ApiClient
) -> None:
    assert import_file(other_owner, [{"frame": {**FRAME, "project": "acme"}}]).status_code == 200
    framed = other_owner.get("/frame").json()
    assert framed["act"] == "imported" and framed["document"]["project"] == "globex"


def test_a_bad_frame_line_refuses_the_whole_file(owner: ApiClient, other_owner: ApiClient) -> None:
    memory_remember(project=owner.project, content="Deploys are on Tuesdays.")
    lines = export_lines(owner)
    bad = [{"frame": {**FRAME, "work_types": []}}, *lines]
    refused = import_file(other_owner, bad)
    assert refused.status_code == 400 and error_code(refused) == "invalid_input"
    [error] = refused.json()["error"]["details"]["lines"]
    assert (error["line"], error["reason"]) == (1, FRAME_INVALID_EMPTY)
    assert "$.work_types" in error["error"]
    twice = import_file(other_owner, [{"frame": FRAME}, *lines, {"frame": FRAME}])
    assert twice.status_code == 400
    [error] = twice.json()["error"]["details"]["lines"]
    assert error["line"] == 3 and "line 1" in error["error"]
    assert not Memory.objects.filter(project=other_owner.project).exists()
    assert not ProjectFrameVersion.objects.filter(project=other_owner.project).exists()


def test_no_frame_line_without_a_frame_in_force_and_a_malformed_one_is_kept_as_stored(
    owner: ApiClient, other_owner: ApiClient
) -> None:
    memory_remember(project=owner.project, content="Deploys are on Tuesdays.")
    owner.put("/frame", FRAME)
    owner.delete("/frame")
    assert all("frame" not in line for line in export_lines(owner))
    store_malformed_frame(owner.project)
    lines = export_lines(owner)
    assert lines[0] == {"frame": {"work_types": 3}}
    assert import_file(other_owner, lines).status_code == 400
