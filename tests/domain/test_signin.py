"""The sign-in throttle's rule: counts against a limit, refused when they cannot be read."""

from __future__ import annotations

from memoryapp.domain.signin import (
    ACCOUNT_LOCKED,
    ADDRESS_LOCKED,
    COUNTER_UNAVAILABLE,
    Failures,
    SignInEventKind,
    lockouts_started,
    signin_decision,
)


def test_either_count_at_the_limit_refuses() -> None:
    assert signin_decision(Failures(account=9, address=9), limit=10).allowed
    assert signin_decision(Failures(account=10, address=0), limit=10).reasons == (ACCOUNT_LOCKED,)
    assert signin_decision(Failures(account=0, address=12), limit=10).reasons == (ADDRESS_LOCKED,)
    both = signin_decision(Failures(account=10, address=10), limit=10)
    assert not both.allowed and both.reasons == (ACCOUNT_LOCKED, ADDRESS_LOCKED)


def test_unreadable_counts_refuse_and_a_zero_limit_turns_it_off() -> None:
    assert signin_decision(None, limit=10).reasons == (COUNTER_UNAVAILABLE,)
    assert signin_decision(None, limit=0).allowed


def test_a_lockout_starts_once_at_the_limit() -> None:
    assert lockouts_started(Failures(account=10, address=3), limit=10) == (
        SignInEventKind.ACCOUNT_LOCKED,
    )
    assert lockouts_started(Failures(account=11, address=11), limit=10) == ()
    assert lockouts_started(Failures(account=10, address=10), limit=0) == ()
