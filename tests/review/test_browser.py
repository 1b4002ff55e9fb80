"""The owner's UI in a real browser: Playwright driving Debian's Chromium (never a download).

Each test logs in through the login page and works against Django's live server. Screenshots
of every page, at 1280 px and at phone width (390 px), go to ``test-output/review/``.
"""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from django.test import Client

from memoryapp.models import Memory, Project
from memoryapp.services.propose import memory_remember
from memoryapp.services.tokens import token_issue
from tests.review.conftest import PASSWORD, propose, seed

CHROMIUM = os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")
SHOTS = Path(__file__).resolve().parents[2] / "test-output" / "review"
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}

pytestmark = pytest.mark.django_db(transaction=True)


def _missing() -> str | None:
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "the playwright package is not installed"
    if not (Path(CHROMIUM).exists() or shutil.which(CHROMIUM)):
        return f"no Chromium at {CHROMIUM} (apt-get install chromium)"
    return None


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    reason = _missing()
    if reason:
        if os.environ.get("CI"):
            pytest.fail(reason)
        pytest.skip(reason)
    from playwright.sync_api import sync_playwright

    # Playwright's sync API runs an event loop in this thread; the ORM calls the tests make
    # between page actions are still synchronous and safe.
    previous = os.environ.get("DJANGO_ALLOW_ASYNC_UNSAFE")
    os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"
    SHOTS.mkdir(parents=True, exist_ok=True)
    try:
        with sync_playwright() as playwright:
            launched = playwright.chromium.launch(
                executable_path=CHROMIUM,
                headless=True,
                args=[
                    "--no-sandbox",
                    "--disable-gpu",
                    "--disable-background-networking",
                    "--disable-component-update",
                    "--no-first-run",
                ],
            )
            yield launched
            launched.close()
    finally:
        if previous is None:
            os.environ.pop("DJANGO_ALLOW_ASYNC_UNSAFE", None)
        else:
            os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = previous


def login(browser: Any, live_server: Any, viewport: dict[str, int] = DESKTOP) -> Any:
    page = browser.new_page(viewport=viewport)
    page.set_default_timeout(10_000)
    page.goto(f"{live_server.url}/review/")
    assert "/login/" in page.url
    page.fill("#id_username", "owner")
    page.fill("#id_password", PASSWORD)
    page.click("button[type=submit]")
    page.wait_for_url(f"{live_server.url}/review/")
    return page


def shot(page: Any, name: str) -> None:
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def card(page: Any, memory: Memory) -> Any:
    return page.locator(f"#card-{memory.id}")


def count(page: Any) -> str:
    return str(page.locator("#pending-count").inner_text()).strip()


def status_of(memory: Memory) -> str:
    return Memory.objects.get(id=memory.id).status


def test_confirm_reject_undo_and_edit(
    browser: Any, live_server: Any, project: Project, owner_user: Any
):
    one = propose(project, "Ada prefers tabs over spaces.")
    two = propose(project, "Ada drinks green tea.")
    three = propose(project, "The billing service runs on Python 3.11.")
    page = login(browser, live_server)
    assert count(page) == "3"

    card(page, one).locator("[data-action=confirm]").click()
    card(page, one).get_by_text("Confirmed.").wait_for()
    assert count(page) == "2" and status_of(one) == "active"

    card(page, two).locator("[data-action=reject]").click()
    card(page, two).get_by_text("Rejected.").wait_for()
    assert count(page) == "1" and status_of(two) == "rejected"
    card(page, two).get_by_role("button", name="Undo").click()
    card(page, two).locator("[data-action=confirm]").wait_for()
    assert count(page) == "2" and status_of(two) == "pending"

    editing = card(page, three)
    editing.locator("summary[data-action=edit]").click()
    editing.locator("textarea[name=content]").fill("The billing service runs on Python 3.12.")
    editing.get_by_role("button", name="Save as a correction").click()
    editing.get_by_text("Saved your edit").wait_for()
    editing.get_by_role("link", name="Open the chain").click()
    page.wait_for_url("**/memories/*/")
    assert page.locator("del").first.inner_text() == "3.11."
    assert page.locator("ins").first.inner_text() == "3.12."
    assert page.locator("ol.chain > li").count() == 2
    shot(page, "chain-1280")
    page.close()


def test_bulk_confirm(browser: Any, live_server: Any, project: Project, owner_user: Any) -> None:
    memories = [propose(project, f"Fact {n} about the billing service.") for n in range(3)]
    page = login(browser, live_server)
    for memory in memories[:2]:
        card(page, memory).locator("[data-select]").check()
    page.get_by_role("button", name="Confirm selected").click()
    page.locator("#bulk-status").get_by_text("2 confirmed.").wait_for()
    assert [status_of(m) for m in memories] == ["active", "active", "pending"]
    assert count(page) == "1"
    page.close()


def test_keyboard_flow(browser: Any, live_server: Any, project: Project, owner_user: Any) -> None:
    # Newest first: c is shown first, then b, then a.
    a, b, c = (propose(project, f"Keyboard fact {n}.") for n in "abc")
    page = login(browser, live_server)
    page.keyboard.press("j")
    assert page.locator(".card.is-current").get_attribute("data-id") == str(c.id)
    page.keyboard.press("c")
    card(page, c).get_by_text("Confirmed.").wait_for()
    # After an action the next waiting card becomes current.
    page.wait_for_function(f"document.querySelector('.card.is-current')?.dataset.id === '{b.id}'")
    page.keyboard.press("r")
    card(page, b).get_by_text("Rejected.").wait_for()
    page.wait_for_function(f"document.querySelector('.card.is-current')?.dataset.id === '{a.id}'")
    page.keyboard.press("x")
    assert card(page, a).locator("[data-select]").is_checked()
    page.keyboard.press("k")
    page.keyboard.press("j")
    assert page.locator(".card.is-current").get_attribute("data-id") == str(a.id)
    page.keyboard.press("?")
    assert page.locator("#keys-help").is_visible()
    shot(page, "keyboard-help-1280")
    page.keyboard.press("?")
    assert not page.locator("#keys-help").is_visible()
    page.keyboard.press("e")
    assert page.evaluate("document.activeElement.name") == "content"
    assert (status_of(a), status_of(b), status_of(c)) == ("pending", "rejected", "active")
    page.close()


def test_trace_of_an_api_context_call(
    browser: Any, live_server: Any, project: Project, owner_user: Any
) -> None:
    memory_remember(project=project, content="Ada Lovelace wrote the first program.")
    agent = token_issue(project=project, role="agent").secret
    response = Client().post(
        "/api/v1/context",
        data=json.dumps({"query": "Who wrote the first program?"}),
        content_type="application/json",
        headers={"Authorization": f"Bearer {agent}"},
    )
    assert response.status_code == 200, response.content
    trace_id = response.json()["trace_id"]
    page = login(browser, live_server)
    page.get_by_role("link", name="Traces").click()
    page.get_by_role("link", name="Who wrote the first program?").click()
    page.wait_for_url(f"**/traces/{trace_id}/")
    assert "Ada Lovelace wrote the first program." in page.locator("pre.bundle").inner_text()
    assert page.locator("table.candidates tbody tr").count() >= 1
    page.close()


def test_load_more_events_and_sessions(
    browser: Any, live_server: Any, project: Project, owner_user: Any
) -> None:
    from datetime import timedelta

    from django.utils import timezone

    from memoryapp.models import CanonicalEvent
    from review.selectors import EVENT_PAGE_SIZE, PAGE_SIZE

    start = timezone.now() - timedelta(days=1)
    events = [
        CanonicalEvent(
            project=project,
            session_id="long",
            event_id=f"e{i}",
            kind="message",
            content=f"turn {i:03d}",
            observed_at=start + timedelta(seconds=i),
        )
        for i in range(EVENT_PAGE_SIZE + 4)
    ]
    events += [
        CanonicalEvent(
            project=project,
            session_id=f"s-{s:03d}",
            event_id=f"s{s}",
            kind="signal",
            observed_at=start - timedelta(minutes=s),
        )
        for s in range(PAGE_SIZE + 2)
    ]
    CanonicalEvent.objects.bulk_create(events)
    page = login(browser, live_server)
    page.goto(f"{live_server.url}/events/?session=long")
    rows = page.locator("ol.events-list > li.row")
    assert rows.count() == EVENT_PAGE_SIZE
    page.get_by_role("link", name="Load more").click()
    page.get_by_text(f"turn {EVENT_PAGE_SIZE + 3:03d}").wait_for()
    assert rows.count() == EVENT_PAGE_SIZE + 4
    assert page.get_by_role("link", name="Load more").count() == 0
    assert page.url.endswith("/events/?session=long")  # appended in place

    page.goto(f"{live_server.url}/events/")
    sessions = page.locator("table.table tbody tr")
    assert sessions.count() == PAGE_SIZE + 1  # and the "Load more" row
    page.get_by_role("link", name="Load more").click()
    page.get_by_role("link", name=f"s-{PAGE_SIZE + 1:03d}").wait_for()
    assert sessions.count() == PAGE_SIZE + 3  # the long session and every s-NNN
    page.close()


def test_the_owner_lands_on_the_overview(
    browser: Any, live_server: Any, project: Project, owner_user: Any
) -> None:
    propose(project, "Ada prefers tabs over spaces.")
    page = browser.new_page(viewport=DESKTOP)
    page.set_default_timeout(10_000)
    page.goto(f"{live_server.url}/")
    assert "/login/" in page.url
    page.fill("#id_username", "owner")
    page.fill("#id_password", PASSWORD)
    page.click("button[type=submit]")
    page.wait_for_url(f"{live_server.url}/overview/")
    # Each figure is named by its heading, each chart by its own title.
    for name in (
        "New memory versions per day, by type",
        "Review queue: what entered it, what the owner decided, what waited",
        "Agents that read most",
    ):
        assert page.get_by_role("figure", name=name).count() == 1, name
    assert page.get_by_role("img", name="Proposals waiting at the end of each day").count() == 1
    assert page.get_by_role("img").count() == 9
    assert page.locator("#table-queue tbody tr").count() == 30
    page.get_by_role("link", name="7 days").click()
    page.wait_for_url(f"{live_server.url}/overview/?days=7")
    assert page.locator("#table-queue tbody tr").count() == 7
    assert page.locator("#table-queue tbody tr").last.locator("td").first.inner_text() == "1"
    page.close()


PAGES = {
    "overview": "/overview/?days=7",
    "review": "/review/",
    "review-rejected": "/review/?status=rejected",
    "memories": "/memories/",
    "traces": "/traces/",
    "health": "/health/",
    "tokens": "/tokens/",
    "events": "/events/?session=sess-42",
}


def test_screenshot_of_every_page(
    browser: Any, live_server: Any, project: Project, owner_user: Any
) -> None:
    from memoryapp.models import CanonicalEvent
    from memoryapp.services.context import context_build
    from memoryapp.services.review import memory_reject
    from memoryapp.services.supersession import memory_edit

    items = seed(project)
    memory_reject(project=project, memory_id=propose(project, "Ada hates coffee.").id)
    first = memory_remember(project=project, content="The release train leaves on Tuesdays.").memory
    edited = memory_edit(
        project=project,
        memory_id=first.id,
        content="The release train leaves on Wednesdays, after the standup.",
    )
    assert items["active"].superseded_by_id is None
    CanonicalEvent.objects.create(
        project=project,
        session_id="sess-42",
        event_id="e1",
        kind="message",
        role="user",
        content="We deploy billing every Tuesday afternoon now.",
        turn_complete=True,
    )
    trace = context_build(project=project, query="When does the team deploy billing?").trace
    pages = {**PAGES, "memory": f"/memories/{edited.id}/", "trace": f"/traces/{trace.id}/"}
    phone = browser.new_page(viewport=PHONE)
    desktop = login(browser, live_server)
    phone.context.add_cookies(desktop.context.cookies())
    for name, path in pages.items():
        for size, page in (("1280", desktop), ("390", phone)):
            response = page.goto(f"{live_server.url}{path}")
            assert response is not None and response.status == 200, (name, size)
            shot(page, f"{name}-{size}")
    desktop.goto(f"{live_server.url}/tokens/")
    desktop.fill("input[name=name]", "laptop")
    desktop.get_by_role("button", name="Create").click()
    desktop.locator("#new-token").wait_for()
    assert desktop.locator("#new-token").input_value().startswith("mem_")
    shot(desktop, "tokens-issued-1280")
    desktop.close()
    phone.close()
    login_page = browser.new_page(viewport=PHONE)
    login_page.goto(f"{live_server.url}/login/")
    shot(login_page, "login-390")
    login_page.close()
