"""The grouped review queue in a real browser (Playwright driving Debian's Chromium, the
fixtures of tests/review/test_browser.py): the keyboard walks the cards inside groups as
elsewhere, "Reject all" decides a group in one go, and a rejection's automatic repeats open
under it and can be restored."""

from __future__ import annotations

from typing import Any

import pytest

from memoryapp.models import Memory, Project
from tests.review.test_browser import browser, card, count, login, shot, status_of  # noqa: F401
from tests.review.test_triage import card as make_card

pytestmark = pytest.mark.django_db(transaction=True)


def current(page: Any) -> str | None:
    found = page.locator(".card.is-current").get_attribute("data-id")
    return None if found is None else str(found)


def test_groups_keyboard_and_reject_all(
    browser: Any,  # noqa: F811
    live_server: Any,
    project: Project,
    owner_user: Any,
) -> None:
    said = make_card(project, "Priya prefers the aisle seat.", repeat_count=2, ago=30)
    first = make_card(project, "Ada drinks green tea.", ago=10)
    again = make_card(project, "Ada really drinks green tea.", near_duplicate_of=first, ago=1)
    alone = make_card(project, "The team deploys on Tuesdays.", ago=20, confidence=0.5)
    page = login(browser, live_server)
    assert count(page) == "4"
    assert card(page, said).locator("[data-proposed]").inner_text() == "proposed 3 times"
    group = page.locator(f"section.group:has(#card-{first.id})")
    assert group.locator("[data-card]").count() == 2
    shot(page, "queue-groups-1280")

    # j/k walk the cards in their order on the page, into and out of the group (led by its
    # newer card: both are as sure).
    for expected in (said, again, first, alone):
        page.keyboard.press("j")
        assert current(page) == str(expected.id)
    page.keyboard.press("k")
    page.keyboard.press("c")
    card(page, first).get_by_text("Confirmed.").wait_for()
    assert status_of(first) == "active"

    page.reload()
    # The group now holds one card: it is shown as a card of its own.
    assert page.locator("section.group").count() == 0
    make_card(project, "Priya likes the aisle seat.", near_duplicate_of=said, ago=40)
    page.reload()
    block = page.locator(f"section.group:has(#card-{said.id})")
    block.get_by_role("button", name="Reject all 2").click()
    page.locator("#bulk-status").get_by_text("2 rejected.").wait_for()
    card(page, said).get_by_text("Rejected.").wait_for()
    assert status_of(said) == "rejected"
    assert Memory.objects.filter(near_duplicate_of=said, status="rejected").count() == 1
    assert count(page) == "2"
    page.close()


def test_a_rejections_repeats_open_under_it_and_restore(
    browser: Any,  # noqa: F811
    live_server: Any,
    project: Project,
    owner_user: Any,
) -> None:
    no = make_card(project, "The user enjoys HTTP caching headers.", status="rejected", ago=60)
    repeats = [
        make_card(
            project, f"The user enjoys HTTP caching headers {n}.", status="rejected", repeat_of=no
        )
        for n in range(2)
    ]
    page = login(browser, live_server)
    page.goto(f"{live_server.url}/review/?status=rejected")
    assert not card(page, repeats[0]).is_visible()
    page.get_by_text("2 later proposals said this again").click()
    card(page, repeats[0]).get_by_role("button", name="Restore to the queue").click()
    card(page, repeats[0]).get_by_text("Back in the review queue").wait_for()
    assert status_of(repeats[0]) == "pending"
    assert status_of(no) == "rejected"
    shot(page, "queue-rejected-repeats-1280")
    page.close()
