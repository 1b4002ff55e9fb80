"""The list pages at size: captured events paginated, reasons said once, queries bounded, and
the prepared row values (review.presenters) equal to what the templates' own filters produce."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from django.template import engines
from django.test import Client
from django.utils import timezone

from memoryapp.db.pagination import encode_cursor
from memoryapp.models import CanonicalEvent, Memory, Project
from memoryapp.observability.requests import request_id_set
from memoryapp.services.context import context_build
from memoryapp.services.propose import memory_remember
from memoryapp.services.tokens import token_issue
from review import presenters
from review.selectors import EVENT_PAGE_SIZE, PAGE_SIZE
from review.templatetags.review_tags import reason_lines
from tests.review.conftest import htmx, propose
from tests.review.helpers import page_queries

pytestmark = pytest.mark.django_db


def _events(project: Project, session: str, n: int, start: datetime | None = None) -> None:
    start = start or timezone.now() - timedelta(hours=1)
    CanonicalEvent.objects.bulk_create(
        CanonicalEvent(
            project=project,
            session_id=session,
            event_id=f"{session}-{i}",
            kind="message",
            role="user",
            content=f"turn {i:03d} of {session}",
            observed_at=start + timedelta(seconds=i),
        )
        for i in range(n)
    )


# --- captured events: cursor pagination ---------------------------------------------------


def test_a_long_session_is_paginated_in_order(owner_client: Client, acme: Project) -> None:
    total = EVENT_PAGE_SIZE * 2 + 5
    _events(acme, "long", total)
    first = owner_client.get("/events/?session=long")
    body = first.content.decode()
    assert first.status_code == 200 and "<html" in body
    assert body.count('<li class="row">') == EVENT_PAGE_SIZE
    assert body.index("turn 000 of long") < body.index("turn 099 of long")
    assert "turn 100 of long" not in body and "Load more" in body
    cursor = first.context["page"].next_cursor
    assert f'hx-get="/events/?session=long&amp;cursor={cursor}"' in body

    # htmx: only the next rows (and the next "Load more"), to replace the link's <li>.
    second = owner_client.get(f"/events/?session=long&cursor={cursor}", **htmx())
    rows = second.content.decode()
    assert "<html" not in rows and 'id="results"' not in rows
    assert rows.count('<li class="row">') == EVENT_PAGE_SIZE
    assert "turn 100 of long" in rows and "turn 099 of long" not in rows
    last = owner_client.get(
        f"/events/?session=long&cursor={second.context['page'].next_cursor}", **htmx()
    ).content.decode()
    assert last.count('<li class="row">') == 5 and "Load more" not in last
    assert f"turn {total - 1:03d} of long" in last

    # Without htmx the cursor link is a whole page of the following rows.
    page = owner_client.get(f"/events/?session=long&cursor={cursor}").content.decode()
    assert "<html" in page and "turn 100 of long" in page and "turn 000 of long" not in page


def test_events_of_one_instant_are_not_skipped(owner_client: Client, acme: Project) -> None:
    at = timezone.now()
    CanonicalEvent.objects.bulk_create(
        CanonicalEvent(
            project=acme, session_id="burst", event_id=f"b{i}", kind="signal", observed_at=at
        )
        for i in range(EVENT_PAGE_SIZE + 3)
    )
    seen: list[str] = []
    path = "/events/?session=burst"
    while path:
        response = owner_client.get(path, **htmx())
        seen += [e.event_id for e in response.context["page"].items]
        cursor = response.context["page"].next_cursor
        path = f"/events/?session=burst&cursor={cursor}" if cursor else ""
    assert sorted(seen) == sorted(f"b{i}" for i in range(EVENT_PAGE_SIZE + 3))
    assert len(seen) == len(set(seen))


def test_the_sessions_list_is_paginated(owner_client: Client, acme: Project) -> None:
    start = timezone.now() - timedelta(days=1)
    for s in range(PAGE_SIZE + 7):
        _events(acme, f"s-{s:03d}", 2, start + timedelta(minutes=s))
    first = owner_client.get("/events/")
    body = first.content.decode()
    # Most recently active first; each row links to its session.
    assert body.count("<tr><td>") == PAGE_SIZE and "Load more" in body
    assert body.index("s-056") < body.index("s-055")
    assert 'href="/events/?session=s-056"' in body and "s-006" not in body
    cursor = first.context["page"].next_cursor
    rows = owner_client.get(f"/events/?cursor={cursor}", **htmx()).content.decode()
    assert "<html" not in rows and "<table" not in rows
    assert rows.count("<tr><td>") == 7 and "s-006" in rows and "s-000" in rows
    assert "Load more" not in rows
    # htmx without a cursor: the results section (what a swap of #results needs).
    results = owner_client.get("/events/", **htmx()).content.decode()
    assert results.lstrip().startswith('<section id="results"') and "<html" not in results


def test_events_pages_ignore_a_cursor_they_did_not_issue(
    owner_client: Client, acme: Project
) -> None:
    _events(acme, "s", 3)
    for cursor in ("zzz", encode_cursor(timezone.now(), "not-a-number"), "W10"):
        assert owner_client.get(f"/events/?session=s&cursor={cursor}").status_code == 200
        assert owner_client.get(f"/events/?cursor={cursor}").status_code == 200


def test_events_are_scoped_to_the_project(
    owner_client: Client, acme: Project, globex: Project
) -> None:
    _events(globex, "theirs", 3)
    owner_client.get("/review/?project=acme")
    assert b"theirs" not in owner_client.get("/events/").content
    body = owner_client.get("/events/?session=theirs").content.decode()
    assert "Nothing was captured for this session in this project." in body


# --- why it waits: each reason once ---------------------------------------------------------


def test_a_duplicate_reason_is_shown_once(owner_client: Client, acme: Project) -> None:
    active = memory_remember(project=acme, content="The team deploys billing on Tuesdays.").memory
    memory = propose(
        acme, "The team deploys billing every Tuesday afternoon.", near_duplicate_of=active.id
    )
    # The proposal named its near-duplicate, the embedding found it again (with a cosine), and a
    # late neighbour check recorded the same conflict twice.
    note = [
        {"code": "policy.type_requires_review", "detail": ""},
        {"code": "dedup.near_duplicate", "detail": f"close to {active.id}"},
        {"code": "dedup.near_duplicate", "detail": "cosine 0.962"},
        {"code": "conflict.possible", "detail": "a semantic head at cosine 0.870"},
        {"code": "conflict.possible", "detail": "a semantic head at cosine 0.870"},
    ]
    Memory.objects.filter(id=memory.id).update(review_note=note)
    for response in (owner_client.get("/review/"), owner_client.get("/review/", **htmx())):
        body = response.content.decode()
        why = body[body.index(f'id="card-{memory.id}"') :]
        why = why[why.index('<div class="why">') : why.index("</ul>")]
        assert why.count("<li>") == 3
        assert why.count("nearly the same as a memory you have") == 1
        assert "nearly the same as a memory you have (cosine 0.962)" in why
        assert why.count("may contradict a memory you have") == 1
    # The card swapped in after an action says it once too.
    body = owner_client.post(
        f"/review/{memory.id}/edit/", {"content": "  ", "type": "semantic"}, **htmx()
    ).content.decode()
    assert body.count("nearly the same as a memory you have") == 1


def test_reason_lines() -> None:
    near = {"code": "dedup.near_duplicate", "detail": "close to 123"}
    cosine = {"code": "dedup.near_duplicate", "detail": "cosine 0.970"}
    low = {"code": "policy.low_confidence", "detail": "confidence 0.6 < 0.8"}
    assert reason_lines([low, near, cosine, low]) == [
        "low confidence (confidence 0.6 < 0.8)",
        "nearly the same as a memory you have (cosine 0.970)",
    ]
    assert reason_lines([cosine, near]) == ["nearly the same as a memory you have (cosine 0.970)"]
    assert reason_lines([near]) == ["nearly the same as a memory you have"]
    assert reason_lines(["policy.no_confidence", "policy.no_confidence"]) == [
        "the proposer gave no confidence"
    ]
    assert reason_lines(None) == [] and reason_lines("odd") == []
    assert reason_lines({"code": "policy.credential", "detail": "aws"}) == [
        "looks like a credential (aws)"
    ]


# --- bounded queries ------------------------------------------------------------------------

# What a page adds to the session's and user's lookups: the projects (the one in view among
# them), the page and the pending count.
# The queue adds its groups' card ids (review.triage; and the cards of a group of several, and
# the sessions of the cards said again, none here); the rejected list the automatic repeats of
# its rejections.
FULL_PAGE = {
    "/review/": 4,
    "/review/?type=semantic&min_confidence=0.1&actor=extractor&source=conversation": 4,
    "/review/?status=rejected": 3,
    "/memories/": 3,
    "/memories/?history=on&status=pending": 3,
    "/traces/": 3,
    "/traces/?reason=selected.current": 3,
    "/events/": 3,
    "/events/?session=sess-1": 3,
    "/tokens/": 6,  # and each token's reads and writes: three counts for all of them
}


def _fill(project: Project, n: int, round: str = "") -> None:
    entities = [f"service {i % 3}" for i in range(2)]
    for i in range(n):
        memory = memory_remember(
            project=project, content=f"Active fact {round}{i} about tea."
        ).memory
        propose(
            project,
            f"Pending fact {round}{i} about tea.",
            entities=entities,
            near_duplicate_of=memory.id,
            source={"kind": "conversation", "ref": f"sess-{i}/turn-1"},
        )
        token_issue(project=project, role="agent", name=f"t{round}{i}")
    for i in range(min(n, 3)):
        context_build(project=project, query=f"tea {round}{i}")
    _events(project, f"sess-1{round}", n)
    for i in range(n):
        _events(project, f"other-{round}{i}", 1)


@pytest.mark.parametrize("size", [2, 30])
def test_list_pages_run_a_fixed_number_of_queries(
    owner_client: Client, acme: Project, size: int
) -> None:
    _fill(acme, size)
    owner_client.get("/review/")  # the session learns the project in view
    for path, expected in FULL_PAGE.items():
        with page_queries() as queries:
            assert owner_client.get(path).status_code == 200, path
        assert len(queries) == expected, (path, queries)
        # An htmx swap of the results needs no pending count in the header (the tokens page
        # has no partial for a GET: its htmx swaps answer POSTs).
        partial = expected if path == "/tokens/" else expected - 1
        with page_queries() as queries:
            assert owner_client.get(path, **htmx()).status_code == 200, path
        assert len(queries) == partial, (f"{path} (htmx)", queries)


@pytest.mark.parametrize("action", ["confirm", "reject"])
def test_card_actions_cost_the_same_whatever_the_queue(
    owner_client: Client, acme: Project, action: str
) -> None:
    owner_client.get("/review/")  # the session learns the project in view
    counts = []
    for size in (2, 20):
        _fill(acme, size, round=f"r{size}-")
        memory = Memory.objects.filter(project=acme, status="pending").first()
        assert memory is not None
        with page_queries() as queries:
            response = owner_client.post(f"/review/{memory.id}/{action}/", **htmx())
        assert response.status_code == 200 and 'hx-swap-oob="true"' in response.content.decode()
        counts.append(len(queries))
    assert counts[0] == counts[1]


# --- prepared values equal the templates' own ---------------------------------------------


def _render(source: str, **context: Any) -> str:
    return engines["django"].from_string(source).render(context)


@pytest.mark.parametrize(
    "content",
    [
        "Short <b>text</b> & more",
        "x" * 400,
        "y" * 401,
        "é" * 399 + "e\u0301" * 3,  # combining accents do not count
        "naïve " * 100,
    ],
)
def test_memory_row_matches_the_filters_it_replaces(acme: Project, content: str) -> None:
    memory = memory_remember(project=acme, content=content).memory
    memory.recorded_at = datetime(2024, 2, 29, 23, 5, 9, 12345, tzinfo=UTC)
    row = presenters.memory_row(memory, "/memories/")
    expected = _render(
        "{{ m.recorded_at|date:'c' }}|{{ m.recorded_at|date:'Y-m-d H:i' }}|"
        "{{ m.content|truncatechars:400 }}",
        m=memory,
    )
    assert _render("{{ r.recorded_iso }}|{{ r.recorded }}|{{ r.snippet }}", r=row) == expected
    assert row["url"] == f"/memories/{memory.id}/"


@pytest.mark.parametrize("confidence", [None, 0.0, 0.125, 0.6, 0.955, 1.0])
def test_card_values_match_the_filters_they_replace(acme: Project, confidence: Any) -> None:
    memory = propose(acme, "A <fact> & more.", confidence=0.6)
    memory.confidence = confidence
    links = {"rbase": "/review/", "mbase": "/memories/", "ebase": "/events/"}
    memory.entity_names = []  # type: ignore[attr-defined]
    card = presenters.card(memory, links)
    expected = _render(
        "{% if m.confidence is not None %}{{ m.confidence|floatformat:2 }}{% else %}none{% endif %}"
        "|{{ m.recorded_at|date:'c' }}|{{ m.recorded_at|date:'Y-m-d H:i' }}|{{ m.content }}",
        m=memory,
    )
    got = _render(
        "{{ c.confidence }}|{{ c.recorded_iso }}|{{ c.recorded }}|{{ c.content }}", c=card
    )
    assert got == expected


def test_traces_filter_by_the_request_id_an_error_or_log_line_named(
    owner_client: Client, acme: Project
) -> None:
    with request_id_set("agent-call-42"):
        wanted = context_build(project=acme, query="tea for the request").trace
    other = context_build(project=acme, query="tea outside a request").trace
    page = owner_client.get("/traces/", {"request_id": "agent-call-42"})
    assert page.status_code == 200
    assert str(wanted.id) in page.content.decode()
    assert str(other.id) not in page.content.decode()
    detail = owner_client.get(f"/traces/{wanted.id}/").content.decode()
    assert "Request id" in detail and "agent-call-42" in detail
    assert "Request id</dt>" not in owner_client.get(f"/traces/{other.id}/").content.decode()
