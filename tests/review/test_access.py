"""Who sees the owner's pages: sign-in, the owner check, the project in view, CSRF, escaping,
bodies too large and a database that is down."""

from __future__ import annotations

import uuid
from typing import Any

import pytest
from django.contrib.auth import get_user_model
from django.test import Client

from memoryapp.models import ApiToken, CanonicalEvent, Project
from memoryapp.services.context import context_build
from memoryapp.services.supersession import memory_edit
from memoryapp.services.tokens import token_issue
from tests.review.conftest import XSS, htmx, propose, seed
from tests.review.helpers import assert_escaped, status_of

pytestmark = pytest.mark.django_db

PAGES = [
    "/overview/",
    "/review/",
    "/review/?status=rejected",
    "/memories/",
    "/traces/",
    "/health/",
    "/tokens/",
    "/frame/",
]


# --- permissions --------------------------------------------------------------------------


@pytest.mark.parametrize("path", [*PAGES, f"/memories/{uuid.uuid4()}/", "/events/"])
def test_anonymous_is_sent_to_login(client: Client, acme: Project, path: str) -> None:
    response = client.get(path)
    assert response.status_code == 302
    assert response["Location"].startswith("/login/?next=")


def test_anonymous_htmx_request_gets_a_client_redirect(client: Client, acme: Project) -> None:
    response = client.get("/review/", **htmx(HTTP_HX_CURRENT_URL="http://testserver/review/"))
    assert response.status_code == 200
    assert response["HX-Redirect"] == "/login/?next=%2Freview%2F"


def test_anonymous_post_is_not_performed(client: Client, acme: Project) -> None:
    memory = propose(acme, "Ada prefers tabs.")
    response = client.post(f"/review/{memory.id}/confirm/")
    assert response.status_code == 302 and response["Location"].startswith("/login/")
    assert status_of(memory) == "pending"


def test_root_redirects_to_the_overview(owner_client: Client) -> None:
    response = owner_client.get("/")
    assert response.status_code == 302 and response["Location"] == "/overview/"


def test_non_staff_user_is_forbidden(acme: Project) -> None:
    user = get_user_model().objects.create_user(username="guest", password="x" * 12)
    client = Client()
    client.force_login(user)
    memory = propose(acme, "Ada prefers tabs.")
    for path in PAGES:
        assert client.get(path).status_code == 403
    assert client.post(f"/review/{memory.id}/confirm/").status_code == 403
    assert status_of(memory) == "pending"


def test_login_page_and_login(owner_user: Any, acme: Project) -> None:
    client = Client()
    page = client.get("/login/")
    assert page.status_code == 200 and b'name="password"' in page.content
    response = client.post("/login/", {"username": "owner", "password": "correct-horse-battery"})
    assert response.status_code == 302 and response["Location"] == "/"
    assert client.get("/review/").status_code == 200


def test_logout_is_a_post(owner_client: Client) -> None:
    assert owner_client.get("/logout/").status_code == 405
    response = owner_client.post("/logout/")
    assert response.status_code == 302 and response["Location"] == "/login/"
    assert owner_client.get("/review/").status_code == 302


def test_another_projects_memory_and_trace_are_404(
    owner_client: Client, acme: Project, globex: Project
) -> None:
    owner_client.get("/review/?project=acme")
    theirs = propose(globex, "Globex keeps its secrets in a vault.")
    trace = context_build(project=globex, query="vault").trace
    assert owner_client.get(f"/memories/{theirs.id}/").status_code == 404
    assert owner_client.get(f"/traces/{trace.id}/").status_code == 404
    for action in ("confirm", "reject", "undo", "restore"):
        assert owner_client.post(f"/review/{theirs.id}/{action}/").status_code == 404
    assert owner_client.post(f"/memories/{theirs.id}/archive/").status_code == 404
    token = token_issue(project=globex, role="agent").token
    assert owner_client.post(f"/tokens/{token.id}/revoke/").status_code == 404
    assert ApiToken.objects.get(id=token.id).revoked_at is None
    assert status_of(theirs) == "pending"


def test_unknown_project_slug_is_404(owner_client: Client) -> None:
    assert owner_client.get("/review/?project=nope").status_code == 404


def test_project_switch_is_kept_in_the_session(
    owner_client: Client, acme: Project, globex: Project
) -> None:
    propose(globex, "Globex ships on Mondays.")
    page = owner_client.get("/review/?project=globex")
    assert b"Globex ships on Mondays." in page.content
    assert b"Globex ships on Mondays." in owner_client.get("/review/").content
    assert b"Globex ships on Mondays." not in owner_client.get("/review/?project=acme").content


def test_csrf_is_enforced_on_writes(owner_user: Any, acme: Project) -> None:
    memory = propose(acme, "Ada prefers tabs.")
    client = Client(enforce_csrf_checks=True)
    client.force_login(owner_user)
    for path, data in [
        (f"/review/{memory.id}/confirm/", {}),
        (f"/review/{memory.id}/reject/", {}),
        (f"/review/{memory.id}/edit/", {"content": "x", "type": "semantic"}),
        ("/review/bulk/", {"action": "confirm", "ids": [str(memory.id)]}),
        ("/tokens/", {"name": "t", "role": "agent"}),
        ("/logout/", {}),
    ]:
        assert client.post(path, data).status_code == 403, path
    assert status_of(memory) == "pending"
    assert not ApiToken.objects.exists()
    # With the token htmx sends in its header, the same write goes through.
    page = client.get("/review/")
    token = page.context["csrf_token"]
    response = client.post(f"/review/{memory.id}/confirm/", HTTP_X_CSRFTOKEN=str(token), **htmx())
    assert response.status_code == 200
    assert status_of(memory) == "active"


# --- every page, escaped ------------------------------------------------------------------


def test_every_page_renders_untrusted_text_escaped(owner_client: Client, acme: Project) -> None:
    items = seed(acme)
    xss = items["xss"]
    rejected = propose(acme, XSS + " (rejected)")
    propose(acme, XSS + " (still pending)")
    owner_client.post(f"/review/{rejected.id}/reject/")
    CanonicalEvent.objects.create(
        project=acme, session_id="sess-42", event_id="e1", kind="message", content=XSS
    )
    owner_client.post(f"/review/{xss.id}/confirm/")
    edited = memory_edit(project=acme, memory_id=xss.id, content=XSS + " <b>edited</b>")
    trace = context_build(project=acme, query="alert script onerror").trace
    assert "<script>" in trace.rendered  # the bundle holds the raw text; the page must not
    search = owner_client.get("/memories/?q=alert")
    for response in [
        owner_client.get("/review/"),
        owner_client.get("/review/?status=rejected"),
        owner_client.get("/memories/"),
        owner_client.get("/memories/?history=on"),
        search,
        owner_client.get(f"/memories/{edited.id}/"),
        owner_client.get(f"/traces/{trace.id}/"),
        owner_client.get("/events/?session=sess-42"),
    ]:
        assert response.status_code == 200
        assert_escaped(response.content)
    assert b"&lt;b&gt;edited&lt;/b&gt;" in owner_client.get(f"/memories/{edited.id}/").content


@pytest.mark.django_db(transaction=True)
def test_a_page_whose_database_is_down_answers_503_in_words(
    owner_client: Client, database_down: None
) -> None:
    response = owner_client.get("/memories/")
    assert response.status_code == 503
    assert response["Retry-After"].isdigit()
    assert response["Content-Type"].startswith("text/html")
    assert b"The database is unavailable" in response.content


def test_the_login_form_and_pages_refuse_large_bodies_before_parsing_them(
    owner_client: Client,
) -> None:
    big = "x" * 2_000_000
    response = Client().post("/login/", {"username": "owner", "password": big})
    assert response.status_code == 413
    assert b"at most 262144" in response.content
    # A signed-in owner's page posts are bounded the same way; ordinary forms pass.
    assert owner_client.post("/review/bulk/", {"note": big}).status_code == 413
    assert Client().post("/login/", {"username": "owner", "password": "wrong"}).status_code == 200
