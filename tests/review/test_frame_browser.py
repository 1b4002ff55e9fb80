"""The project frame's page in a real browser (Playwright driving Debian's Chromium, the
fixtures of tests/review/test_browser.py): a bad frame shows why and saves nothing, a good one
saves, and the history lists it and shows its document."""

from __future__ import annotations

import json
from typing import Any

import pytest

from memoryapp.models import Project, ProjectFrameVersion
from tests.api.conftest import FRAME
from tests.review.test_browser import PHONE, browser, login, shot  # noqa: F401

pytestmark = pytest.mark.django_db(transaction=True)


def test_save_a_bad_frame_then_a_good_one_and_see_the_history(
    browser: Any,  # noqa: F811
    live_server: Any,
    project: Project,
    owner_user: Any,
) -> None:
    page = login(browser, live_server)
    page.get_by_role("link", name="Frame").click()
    page.wait_for_url(f"{live_server.url}/frame/")
    assert "No frame declared" in page.locator("[data-frame-state]").inner_text()

    page.fill("#frame-document", json.dumps({**FRAME, "work_types": []}, indent=2))
    page.get_by_role("button", name="Save").click()
    error = page.locator("[data-frame-error]")
    error.wait_for()
    assert "a frame part is empty" in error.inner_text()
    assert "$.work_types" in error.inner_text()
    assert '"work_types": []' in page.locator("#frame-document").input_value()
    assert not ProjectFrameVersion.objects.filter(project=project).exists()
    shot(page, "frame-refused-1280")

    page.fill("#frame-document", json.dumps(FRAME, indent=2))
    page.get_by_role("button", name="Save").click()
    page.locator("[data-frame-done]").wait_for()
    assert page.locator("[data-frame-done]").inner_text() == "Saved as version 1."
    assert page.locator("[data-frame-error]").count() == 0
    saved = ProjectFrameVersion.objects.get(project=project)
    assert (saved.version, saved.act, saved.actor_label) == (1, "set", "ui:owner")
    assert "Version 1, set by ui:owner" in page.locator("[data-frame-state]").inner_text()

    row = page.locator("[data-frame-history] tr[data-version='1']")
    assert "set" in row.inner_text() and "ui:owner" in row.inner_text()
    row.get_by_role("link", name="View").click()
    document = page.locator("[data-version-document]")
    document.wait_for()
    assert json.loads(document.inner_text())["work_types"][0]["name"] == "implementation_review"
    shot(page, "frame-1280")
    page.set_viewport_size(PHONE)
    shot(page, "frame-390")
    page.close()
