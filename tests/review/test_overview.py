"""The overview page: the numbers it shows are those of what the services wrote, day by day,
with zeros on the days without; its charts are well-formed and escaped; only the owner sees it,
and it is where the owner lands."""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from datetime import timedelta
from html.parser import HTMLParser
from typing import Any

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from django.utils import timezone

from memoryapp.models import ApiToken, ContextTrace, Project
from memoryapp.services.context import context_build, search_run
from memoryapp.services.events import EventInput, events_capture
from memoryapp.services.lifecycle import memory_restore
from memoryapp.services.propose import memory_remember
from memoryapp.services.review import memory_confirm, memory_reject
from memoryapp.services.tokens import token_issue
from review.figures import NO_VALUE
from review.overview import Overview, project_overview
from tests.review.conftest import PASSWORD, XSS, htmx, propose
from tests.review.helpers import assert_escaped, page_queries

pytestmark = pytest.mark.django_db

SVG_NS = "{http://www.w3.org/2000/svg}"


class _Tables(HTMLParser):
    """The text of every cell of every table with an id, row by row (header row included)."""

    def __init__(self) -> None:
        super().__init__()
        self.tables: dict[str, list[list[str]]] = {}
        self._table: str | None = None
        self._row: list[str] | None = None
        self._cell: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "table":
            self._table = dict(attrs).get("id") or ""
            self.tables[self._table] = []
        elif tag == "tr" and self._table is not None:
            self._row = []
        elif tag in ("td", "th") and self._row is not None:
            self._cell = []

    def handle_endtag(self, tag: str) -> None:
        if tag in ("td", "th") and self._row is not None and self._cell is not None:
            self._row.append("".join(self._cell).strip())
            self._cell = None
        elif tag == "tr" and self._table is not None and self._row is not None:
            self.tables[self._table].append(self._row)
            self._row = None
        elif tag == "table":
            self._table = None

    def handle_data(self, data: str) -> None:
        if self._cell is not None:
            self._cell.append(data)


def tables(body: bytes) -> dict[str, list[list[str]]]:
    parser = _Tables()
    parser.feed(body.decode())
    return parser.tables


def rows_by_head(body: bytes, table: str) -> dict[str, list[str]]:
    """A table's body rows by their first cell (the day, the status, the token)."""
    return {row[0]: row[1:] for row in tables(body)[f"table-{table}"][1:]}


def svgs(body: bytes) -> list[ET.Element]:
    return [ET.fromstring(m) for m in re.findall(r"<svg\b.*?</svg>", body.decode(), re.S)]


@dataclass(frozen=True)
class Activity:
    alpha: ApiToken  # named like an attack
    beta: ApiToken


@pytest.fixture
def activity(acme: Project) -> Activity:
    """Today: three proposals through alpha (two confirmed), one remembered memory through
    beta; alpha makes one context call and captures two events, beta three context calls and
    one search."""
    alpha = token_issue(project=acme, role="agent", name=XSS).token
    beta = token_issue(project=acme, role="agent", name="beta").token
    proposals = [
        propose(acme, "Ada prefers tabs over spaces.", token_id=alpha.id),
        propose(acme, "The billing service runs on Python 3.12.", token_id=alpha.id),
        propose(
            acme,
            "To release, tag the commit and push the tag.",
            type="procedural",
            token_id=alpha.id,
        ),
    ]
    for memory in proposals[:2]:
        memory_confirm(project=acme, memory_id=memory.id, actor_label="ui:owner")
    memory_remember(project=acme, content="Grace drinks green tea.", token_id=beta.id)
    context_build(project=acme, query="What does Ada prefer?", token_id=alpha.id)
    for query in ("What does Grace drink?", "How do we release?", "Which Python for billing?"):
        context_build(project=acme, query=query, token_id=beta.id)
    search_run(project=acme, query="green tea", token_id=beta.id)
    events_capture(
        project=acme,
        token_id=alpha.id,
        events=[
            EventInput(event_id="e1", session_id="s1", kind="message", role="user", content="hi"),
            EventInput(
                event_id="e2", session_id="s1", kind="message", role="assistant", content="hello"
            ),
        ],
    )
    return Activity(alpha=alpha, beta=beta)


def percentile(values: list[float], fraction: float) -> float:
    """percentile_cont: linear between the two nearest ranks."""
    ordered = sorted(values)
    position = fraction * (len(ordered) - 1)
    low, high = math.floor(position), math.ceil(position)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


def today() -> str:
    return timezone.now().date().isoformat()


# --- the numbers ------------------------------------------------------------------------------


def test_the_queue_shows_what_entered_it_and_the_owners_decisions(
    owner_client: Client, activity: Activity
) -> None:
    body = owner_client.get("/overview/?days=7").content
    queue = rows_by_head(body, "queue")
    assert len(queue) == 7
    # entered, confirmed, rejected, decisions, waiting at the day's end
    assert queue[today()] == ["3", "2", "0", "2", "1"]
    assert all(cells == ["0"] * 5 for day, cells in queue.items() if day != today())
    html = body.decode()
    for n, label in [
        (1, "waiting for review now"),
        (3, "entered the queue"),
        (2, "review decisions"),
    ]:
        assert f'<span class="stat-n">{n}</span><span class="stat-l">{label}</span>' in html


def test_memories_by_type_status_and_now(owner_client: Client, activity: Activity) -> None:
    body = owner_client.get("/overview/?days=7").content
    versions = rows_by_head(body, "versions")
    assert tables(body)["table-versions"][0] == [
        "Day",
        "episodic",
        "semantic",
        "procedural",
        "working",
        "total",
    ]
    assert versions[today()] == ["0", "3", "1", "0", "4"]
    statuses = rows_by_head(body, "statuses")
    assert tables(body)["table-statuses"][0][1:] == [
        "pending",
        "active",
        "rejected",
        "archived",
        "total",
    ]
    # Three proposals waited; the remembered one started active, two more were confirmed.
    assert statuses[today()] == ["3", "3", "0", "0", "6"]
    for day, cells in {**versions, **statuses}.items():
        if day != today():
            assert set(cells) == {"0"}, day
    heads = rows_by_head(body, "heads")
    assert heads["pending"] == ["0", "0", "1", "0", "1"]
    assert heads["active"] == ["0", "3", "0", "0", "3"]
    assert heads["rejected"] == heads["archived"] == ["0"] * 5


def test_read_calls_and_their_latency(
    owner_client: Client, acme: Project, activity: Activity
) -> None:
    body = owner_client.get("/overview/?days=7").content
    reads = rows_by_head(body, "reads")
    totals = [
        float(t["total_ms"])
        for t in ContextTrace.objects.filter(project=acme, kind="context").values_list(
            "latency_ms", flat=True
        )
    ]
    assert len(totals) == 4
    p50, p95 = (f"{round(percentile(totals, f), 1):,.1f}" for f in (0.5, 0.95))
    assert reads[today()] == ["4", "1", "0", p50, p95]
    for day, cells in reads.items():
        if day != today():
            assert cells == ["0", "0", "0", NO_VALUE, NO_VALUE], day


def test_agents_that_read_and_wrote_most_in_order(owner_client: Client, activity: Activity) -> None:
    body = owner_client.get("/overview/").content
    readers = tables(body)["table-readers"][1:]
    assert readers == [["beta", "4"], [XSS, "1"]]
    writers = tables(body)["table-writers"][1:]
    # memory versions, events captured, total
    assert writers == [[XSS, "3", "2", "5"], ["beta", "1", "0", "1"]]
    html = body.decode()
    assert f'href="/tokens/{activity.beta.id}/"' in html


def test_an_empty_project_shows_zeros_and_says_so(owner_client: Client, acme: Project) -> None:
    body = owner_client.get("/overview/").content
    queue = rows_by_head(body, "queue")
    assert len(queue) == 30 and all(cells == ["0"] * 5 for cells in queue.values())
    assert tables(body)["table-readers"][1:] == [["No token made a read call in this window."]]
    assert body.decode().count("Nothing to show in this window.") == 9
    assert len(svgs(body)) == 9


# --- days: the window, and days without anything -------------------------------------------


def _overview(project: Project, days: int, shift: timedelta) -> Overview:
    return project_overview(project=project, days=days, now=timezone.now() + shift)


def test_activity_lands_on_its_day_and_the_days_around_it_are_zero(
    acme: Project, activity: Activity
) -> None:
    # Seen from two days later: the activity is on the window's third day from the end.
    o = _overview(acme, 7, timedelta(days=2))
    assert o.days[-1] == timezone.now().date() + timedelta(days=2)
    assert [q.entered for q in o.queue] == [0, 0, 0, 0, 3, 0, 0]
    assert [q.decided for q in o.queue] == [0, 0, 0, 0, 2, 0, 0]
    # One proposal still waits; before the day it arrived nothing did.
    assert [q.waiting for q in o.queue] == [0, 0, 0, 0, 1, 1, 1]
    assert [r.context for r in o.reads] == [0, 0, 0, 0, 4, 0, 0]
    assert [r.p50_ms is None for r in o.reads] == [True] * 4 + [False] + [True] * 2
    semantic = next(c for c in o.new_versions if c.name == "semantic")
    assert semantic.per_day == (0, 0, 0, 0, 3, 0, 0)


def test_activity_outside_the_window_counts_nothing_but_the_queue_it_left(
    acme: Project, activity: Activity
) -> None:
    later = _overview(acme, 7, timedelta(days=10))
    assert all(q.entered == q.decided == 0 for q in later.queue)
    assert [q.waiting for q in later.queue] == [1] * 7  # it arrived before the window
    assert later.readers == later.writers == ()
    assert all(r.calls == 0 for r in later.reads)
    earlier = _overview(acme, 7, timedelta(days=-1))
    # The window ends yesterday: the proposals had not arrived yet.
    assert [q.waiting for q in earlier.queue] == [0] * 7
    assert all(c.total == 0 for c in earlier.new_versions)


def test_a_reopened_rejection_enters_the_queue_again(acme: Project) -> None:
    one = propose(acme, "Ada prefers tabs over spaces.")
    propose(acme, "Ada drinks green tea.")
    memory_reject(project=acme, memory_id=one.id, actor_label="ui:owner")
    memory_restore(project=acme, memory_id=one.id, actor_label="ui:owner")
    (q,) = _overview(acme, 7, timedelta()).queue[-1:]
    assert (q.entered, q.confirmed, q.rejected, q.waiting) == (3, 0, 1, 2)


@pytest.mark.parametrize(
    ("query", "rows"),
    [
        ("?days=7", 7),
        ("?days=90", 90),
        ("", 30),
        ("?days=abc", 30),
        ("?days=1000", 30),
        ("?days=-7", 30),
        ("?days=0", 30),
    ],
)
def test_the_window_is_one_of_three(
    owner_client: Client, acme: Project, query: str, rows: int
) -> None:
    response = owner_client.get(f"/overview/{query}")
    assert response.status_code == 200
    assert len(rows_by_head(response.content, "queue")) == rows
    assert f'aria-current="page">{rows} days' in response.content.decode()


def test_the_page_runs_a_fixed_number_of_queries(owner_client: Client, activity: Activity) -> None:
    owner_client.get("/overview/")  # the session learns the project in view
    counts = []
    for days in (7, 90):
        with page_queries() as queries:
            assert owner_client.get(f"/overview/?days={days}").status_code == 200
        counts.append(len(queries))
    # The frame's two (the projects, the pending count), the overview's seven and the queue's
    # age and week (three), whatever the window: no query per day or per token.
    assert counts == [12, 12]


def test_an_htmx_request_gets_the_body_only(owner_client: Client, activity: Activity) -> None:
    response = owner_client.get("/overview/?days=7", **htmx())
    html = response.content.decode()
    assert response.status_code == 200 and '<div id="overview">' in html
    assert "<html" not in html and "pending-count" not in html
    assert len(rows_by_head(response.content, "queue")) == 7


# --- the charts ---------------------------------------------------------------------------


def test_the_charts_are_well_formed_accessible_and_escaped(
    owner_client: Client, activity: Activity
) -> None:
    body = owner_client.get("/overview/").content
    assert_escaped(body)
    charts = svgs(body)
    assert len(charts) == 9
    for chart in charts:
        assert chart.get("role") == "img"
        title = chart.find(f"{SVG_NS}title")
        assert title is not None and title.text
        assert chart.get("aria-labelledby") == title.get("id")
        assert not [e for e in chart.iter() if e.tag in (f"{SVG_NS}script", f"{SVG_NS}img")]
    readers = next(c for c in charts if c.get("aria-labelledby") == "chart-readers-title")
    labels = [t.text or "" for t in readers.iter(f"{SVG_NS}text")]
    assert labels[0] == "beta" and labels[2].startswith("<script>alert(1)</script>")
    html = body.decode()
    for ident in ("versions", "statuses", "heads", "queue", "reads", "readers", "writers"):
        assert f'<figure class="chart-figure" id="fig-{ident}"' in html
        assert f'<table class="table" id="table-{ident}">' in html


# --- who sees it --------------------------------------------------------------------------


def test_anonymous_is_sent_to_login(client: Client, acme: Project) -> None:
    response = client.get("/overview/")
    assert response.status_code == 302
    assert response["Location"] == "/login/?next=/overview/"


def test_non_staff_user_is_refused(acme: Project) -> None:
    user = get_user_model().objects.create_user(username="guest", password="x" * 12)
    client = Client()
    client.force_login(user)
    assert client.get("/overview/").status_code == 403


def test_the_owner_lands_on_the_overview(owner_user: Any, acme: Project) -> None:
    client = Client()
    response = client.post("/login/", {"username": "owner", "password": PASSWORD}, follow=True)
    assert response.redirect_chain == [("/", 302), ("/overview/", 302)]
    assert response.status_code == 200
    assert b'aria-current="page">Overview</a>' in response.content
    assert client.get("/review/").status_code == 200
