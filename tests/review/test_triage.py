"""The review queue in triage order and groups (issue 32): what matters first, near-duplicates,
same-subject cards and conflicts decided together, repeats counted, the owner's rejections
kept together on the Rejected tab.

Repeats and automatic rejections are written here as rows (``Memory.repeat_count``,
``ProposalRepeat``, ``Memory.repeat_of``), as the engine stores them.
"""

from __future__ import annotations

import re
import uuid
from datetime import timedelta
from typing import Any

import pytest
from django.test import Client
from django.utils import timezone

from memoryapp.domain.repeats import LIKE_REJECTED, PREVIOUSLY_REJECTED
from memoryapp.models import Memory, Project, ProposalRepeat
from review import selectors
from review.triage import GROUP_SHOWN, GroupPage
from tests.review.conftest import htmx
from tests.review.helpers import page_queries

pytestmark = pytest.mark.django_db

CARD_ID = re.compile(r'id="card-([0-9a-f-]{36})"')
# What a group's "Confirm all" and "Reject all" post.
GROUP_IDS = re.compile(r'<input type="hidden" name="ids" value="([0-9a-f-]{36})">')


def card(project: Project, content: str, *, ago: int = 0, **fields: Any) -> Memory:
    """A pending semantic proposal, recorded ``ago`` minutes ago."""
    fields.setdefault("confidence", 0.6)
    return Memory.objects.create(
        project=project,
        type="semantic",
        content=content,
        status=fields.pop("status", "pending"),
        actor="extractor",
        source={"kind": "conversation"},
        recorded_at=timezone.now() - timedelta(minutes=ago),
        **fields,
    )


def active(project: Project, content: str) -> Memory:
    return card(project, content, status="active", ago=600)


def shown_ids(body: bytes) -> list[str]:
    return CARD_ID.findall(body.decode())


def walk(client: Client, query: str = "") -> list[str]:
    """Every card id the pending queue shows, following "Load more" to the end."""
    seen: list[str] = []
    url = f"/review/?{query}"
    for _ in range(100):
        body = client.get(url).content
        seen += shown_ids(body)
        more = re.search(r'class="more" href="\?([^"]+)"', body.decode())
        if not more:
            return seen
        url = "/review/?" + more.group(1).replace("&amp;", "&")
    raise AssertionError("the queue did not end")


def test_order_puts_repeats_then_conflicts_then_confidence_then_recency(
    owner_client: Client, project: Project
) -> None:
    head = active(project, "The billing service deploys on Tuesdays.")
    newest = card(project, "Ada drinks green tea.", ago=1, confidence=0.5)
    older = card(project, "Ada cycles to work.", ago=5, confidence=0.5)
    sure = card(project, "Ada plays chess online.", ago=9, confidence=0.9)
    unsure = card(project, "Ada bakes bread.", ago=0, confidence=None)
    conflict = card(
        project, "The billing service deploys on Fridays.", ago=30, possible_conflict_of=head
    )
    repeated = card(project, "Ada prefers the aisle seat.", ago=60, repeat_count=2)
    body = owner_client.get("/review/").content
    expected = [repeated, conflict, sure, newest, older, unsure]
    assert shown_ids(body) == [str(m.id) for m in expected]


def test_groups_near_duplicates_subjects_and_conflicts(
    owner_client: Client, project: Project
) -> None:
    head = active(project, "The billing service deploys on Tuesdays.")
    first = card(project, "Priya prefers the aisle seat on long flights.", ago=10)
    again = card(project, "Priya really prefers the aisle seat.", near_duplicate_of=first)
    rate = card(project, "The VAT rate is 8.1 percent.", subject="vat.rate", ago=3)
    rate_too = card(project, "VAT is 8.1% since January.", subject="vat.rate", ago=4)
    conflicts = card(project, "Billing deploys on Fridays.", possible_conflict_of=head, ago=20)
    changes = card(project, "Billing now deploys Mondays.", supersedes_on_confirm=head, ago=21)
    alone = card(project, "Ada drinks green tea.", ago=2)
    body = owner_client.get("/review/").content.decode()
    blocks = re.findall(r'<section class="group".*?</section>', body, flags=re.DOTALL)
    members = [set(CARD_ID.findall(b)) for b in blocks]
    assert {str(first.id), str(again.id)} in members
    assert {str(rate.id), str(rate_too.id)} in members
    assert {str(conflicts.id), str(changes.id)} in members
    assert len(blocks) == 3
    assert str(alone.id) in shown_ids(body.encode())
    assert "Same subject: vat.rate" in body
    # Each card once, its group at the place of its first card in the order.
    assert len(shown_ids(body.encode())) == 7


def test_walking_every_page_shows_every_card_once(owner_client: Client, project: Project) -> None:
    head = active(project, "The team meets on Mondays.")
    made: list[Memory] = []
    for n in range(40):
        made.append(
            card(
                project,
                f"Fact number {n} about the team.",
                ago=n % 7,
                confidence=(0.5, 0.7, 0.9, None)[n % 4],
                repeat_count=n % 3 if n % 5 == 0 else 0,
                subject=f"team.topic{n % 4}" if n % 6 == 0 else "",
            )
        )
    # A group of up to GROUP_SHOWN cards shows them all (a larger one: the next test).
    for n in range(GROUP_SHOWN - 1):
        made.append(card(project, f"Near {n}.", near_duplicate_of=made[n], ago=n))
        made.append(card(project, f"Conflict {n}.", possible_conflict_of=head, ago=n))
    seen = walk(owner_client)
    assert sorted(seen) == sorted(str(m.id) for m in made)
    # And through the selector with small pages: the leads come in triage order.
    cursor, leads = None, []
    everything: list[uuid.UUID] = []
    for _ in range(100):
        page = selectors.review_page(project=project, cursor=cursor, limit=4)
        assert isinstance(page, GroupPage)
        leads += [g.lead for g in page.groups]
        everything += [m.id for m in page.items]
        cursor = page.next_cursor
        if not cursor:
            break
    assert sorted(everything) == sorted(m.id for m in made)
    ranks = [(m.repeat_count, m.possible_conflict_of_id is not None) for m in leads]
    assert ranks == sorted(ranks, reverse=True)


def test_a_foreign_cursor_shows_the_first_page(owner_client: Client, project: Project) -> None:
    one = card(project, "Ada drinks green tea.")
    for cursor in ("nonsense", "WyJ4Il0", "WzEsIHRydWUsIDAuNSwgIngiLCAieSJd"):
        assert shown_ids(owner_client.get(f"/review/?cursor={cursor}").content) == [str(one.id)]


def test_a_large_group_shows_part_and_acts_on_all(owner_client: Client, project: Project) -> None:
    head = active(project, "The office opens at eight.")
    many = [
        card(project, f"The office opens at {n}.", possible_conflict_of=head) for n in range(15)
    ]
    body = owner_client.get("/review/").content.decode()
    assert len(shown_ids(body.encode())) == GROUP_SHOWN
    assert "All 15 cards of this group" in body
    assert "Reject all 15" in body
    link = re.search(r'href="(/review/\?group=[^"]+)"', body)
    assert link is not None
    assert sorted(walk(owner_client, link.group(1).split("?", 1)[1])) == sorted(
        str(m.id) for m in many
    )
    ids = GROUP_IDS.findall(body)
    response = owner_client.post("/review/bulk/", {"action": "reject", "ids": ids}, **htmx())
    assert response.status_code == 200
    assert Memory.objects.filter(id__in=[m.id for m in many], status="rejected").count() == 15


def test_a_group_is_confirmed_in_one_post(owner_client: Client, project: Project) -> None:
    first = card(project, "Priya prefers the aisle seat.")
    again = card(project, "Priya prefers aisle seats.", near_duplicate_of=first)
    other = card(project, "Ada drinks green tea.")
    body = owner_client.get("/review/").content.decode()
    block = re.search(r'<section class="group".*?</section>', body, flags=re.DOTALL)
    assert block is not None
    ids = GROUP_IDS.findall(block.group(0))
    assert sorted(ids) == sorted([str(first.id), str(again.id)])
    owner_client.post("/review/bulk/", {"action": "confirm", "ids": ids})
    statuses = dict(Memory.objects.values_list("id", "status"))
    assert statuses[first.id] == statuses[again.id] == "active"
    assert statuses[other.id] == "pending"


def test_a_group_action_needs_the_owner(client: Client, project: Project) -> None:
    one = card(project, "Priya prefers the aisle seat.")
    response = client.post("/review/bulk/", {"action": "reject", "ids": [str(one.id)]})
    assert response.status_code == 302 and "/login/" in response["Location"]
    assert Memory.objects.get(id=one.id).status == "pending"


def test_a_card_said_again_says_how_often_and_in_how_many_sessions(
    owner_client: Client, project: Project
) -> None:
    once = card(project, "Ada drinks green tea.")
    said = card(project, "Priya prefers the aisle seat.", session_id="s1", repeat_count=2)
    for session in ("s1", "s2"):
        ProposalRepeat.objects.create(
            memory=said,
            project=project,
            content=said.content,
            actor="extractor",
            session_id=session,
            source={"kind": "conversation"},
        )
    body = owner_client.get("/review/").content.decode()
    assert "proposed 3 times in 2 sessions" in body
    assert body.count("data-proposed") == 1
    assert shown_ids(body.encode()) == [str(said.id), str(once.id)]


def test_a_card_like_a_rejection_links_to_it(owner_client: Client, project: Project) -> None:
    rejected = card(project, "Ada drinks two coffees.", status="rejected")
    note = [{"code": LIKE_REJECTED, "detail": f"like rejected {rejected.id}: another number"}]
    card(project, "Ada drinks three coffees.", review_note=note)
    body = owner_client.get("/review/").content.decode()
    assert f'href="/memories/{rejected.id}/"' in body
    assert "a memory you rejected" in body


def test_the_rejected_tab_groups_automatic_rejections(
    owner_client: Client, project: Project
) -> None:
    no = card(project, "The user enjoys HTTP caching headers.", status="rejected", ago=60)
    note = [{"code": PREVIOUSLY_REJECTED, "detail": str(no.id)}]
    repeats = [
        card(
            project,
            f"The user enjoys HTTP caching {n}.",
            status="rejected",
            repeat_of=no,
            review_note=note,
            ago=n,
        )
        for n in range(3)
    ]
    other = card(project, "Ada bakes bread.", status="rejected", ago=30)
    body = owner_client.get("/review/?status=rejected").content.decode()
    top = body.split("<details", 1)[0]
    assert shown_ids(top.encode()) == [str(other.id), str(no.id)]
    details = re.search(r"<details class=\"repeats\".*?</details>", body, flags=re.DOTALL)
    assert details is not None
    assert "3 later proposals said this again and were rejected at once" in details.group(0)
    assert sorted(CARD_ID.findall(details.group(0))) == sorted(str(m.id) for m in repeats)
    assert f'Repeats what you rejected in <a href="/memories/{no.id}/">' in details.group(0)
    owner_client.post(f"/review/{repeats[0].id}/restore/")
    assert Memory.objects.get(id=repeats[0].id).status == "pending"


def test_the_queue_runs_a_fixed_number_of_queries(owner_client: Client, project: Project) -> None:
    owner_client.get("/review/")  # the session learns the project in view
    counts = []
    for size in (2, 12):
        for n in range(size):
            lead = card(project, f"Grouped fact {size}-{n}.", repeat_count=1, session_id="s1")
            card(project, f"Grouped fact {size}-{n}, again.", near_duplicate_of=lead)
            card(project, f"On a subject {size}-{n}.", subject=f"topic.n{n}")
        with page_queries() as queries:
            assert owner_client.get("/review/").status_code == 200
        counts.append(len(queries))
    # The projects, the leads, the groups' ids, their other cards, the sessions of the cards
    # said again and the pending count: not one more per group or card.
    assert counts == [6, 6]
