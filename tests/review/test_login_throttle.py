"""The sign-in page throttles failed passwords by account and by client address: a lockout
refuses even the right password with a clear 429, is audited, and ends with its window.

Each test signs in as an account and from an address of its own: the counts live in Redis for
the whole session, and the browser tests sign in as ``owner`` from 127.0.0.1.
"""

from __future__ import annotations

import uuid
from typing import Any

import pytest
import redis
from django.contrib.auth import get_user_model
from django.test import Client, override_settings

from memoryapp.models import SignInEvent
from memoryapp.services import signin
from tests.review.conftest import PASSWORD
from tests.support import wait_for

pytestmark = pytest.mark.django_db


def account() -> Any:
    return get_user_model().objects.create_user(
        username=f"owner-{uuid.uuid4().hex[:8]}", password=PASSWORD, is_staff=True
    )


def address() -> str:
    return f"198.51.{uuid.uuid4().int % 250}.{uuid.uuid4().int % 250 + 1}"


def attempt(client: Client, username: str, password: str) -> Any:
    return client.post("/login/", {"username": username, "password": password})


def signed_in(client: Client) -> bool:
    return "_auth_user_id" in client.session


def test_forty_wrong_passwords_lock_the_account_and_the_address(acme: Any) -> None:
    user = account()
    client = Client(REMOTE_ADDR=address())
    answers = [attempt(client, user.username, f"guess-{n}").status_code for n in range(40)]
    # Limit 10 (the default): nine ordinary refusals, then the lockout.
    assert answers == [200] * 9 + [429] * 31
    right = attempt(client, user.username, PASSWORD)
    assert right.status_code == 429 and not signed_in(client)
    assert (
        b"Too many failed sign-ins" in right.content and b"Try again in 15 minutes" in right.content
    )
    assert int(right["Retry-After"]) > 800
    # Locked as an account: from another address too.
    elsewhere = Client(REMOTE_ADDR=address())
    assert attempt(elsewhere, user.username, PASSWORD).status_code == 429
    assert not signed_in(elsewhere)

    events = SignInEvent.objects.filter(username=user.username).order_by("kind")
    assert [(e.kind, e.known_account, e.failures, e.window_seconds) for e in events] == [
        ("account_locked", True, 10, 900),
        ("address_locked", True, 10, 900),
    ]
    # Another account from a fresh address is untouched.
    other = account()
    fresh = Client(REMOTE_ADDR=address())
    assert attempt(fresh, other.username, PASSWORD).status_code == 302 and signed_in(fresh)


def test_an_address_guessing_many_names_is_locked_for_every_account(acme: Any) -> None:
    where = address()
    client = Client(REMOTE_ADDR=where)
    names = [f"nobody-{n}-{uuid.uuid4().hex[:6]}" for n in range(10)]
    answers = [attempt(client, name, "guess").status_code for name in names]
    assert answers == [200] * 9 + [429]
    user = account()
    refused = attempt(client, user.username, PASSWORD)
    assert refused.status_code == 429 and not signed_in(client)
    # The audit names the unknown account as typed, and the address.
    (event,) = SignInEvent.objects.filter(kind="address_locked", address=where)
    assert (event.username, event.known_account) == (names[-1], False)
    assert not SignInEvent.objects.filter(kind="account_locked", address=where).exists()


def test_after_the_window_the_right_password_signs_in(acme: Any) -> None:
    user = account()
    client = Client(REMOTE_ADDR=address())
    # The window is long enough that both failures land in it on a loaded machine (each
    # checks a password), and short enough to wait out.
    with override_settings(MEMORY_LOGIN_FAILURES=(2, 8)):
        assert attempt(client, user.username, "wrong").status_code == 200
        assert attempt(client, user.username, "wrong").status_code == 429
        assert attempt(client, user.username, PASSWORD).status_code == 429
        assert not signed_in(client)
        # Refused attempts do not count: the lockout ends with the window of the failures.
        assert wait_for(lambda: attempt(client, user.username, PASSWORD).status_code == 302, 30)
    assert signed_in(client)


def test_without_redis_sign_in_is_refused(acme: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """Fail closed: with nothing to count failures in, no password is checked."""
    nowhere = redis.Redis.from_url("redis://127.0.0.1:9", socket_connect_timeout=1)
    monkeypatch.setattr(signin, "redis_client", lambda: nowhere)
    user = account()
    client = Client(REMOTE_ADDR=address())
    refused = attempt(client, user.username, PASSWORD)
    assert refused.status_code == 503 and not signed_in(client)
    assert b"Sign-in is unavailable for a moment" in refused.content
