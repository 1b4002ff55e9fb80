"""Signing in to the owner's pages: when failed passwords lock an account or an address out.

Failures are counted per account (the username as typed) and per client address, each over a
window that starts at its first failure. Once either count reaches the limit every attempt is
refused until that window ends, the right password included: a guesser must not learn that a
guess was right. When the counts cannot be read the attempt is refused too (fail closed): the
sign-in page is the one place a guesser would go for an unthrottled moment.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

ACCOUNT_LOCKED = "signin.account_locked"
ADDRESS_LOCKED = "signin.address_locked"
COUNTER_UNAVAILABLE = "signin.counter_unavailable"


class SignInEventKind(StrEnum):
    """What the sign-in audit records: a lockout starting, of an account or of an address."""

    ACCOUNT_LOCKED = "account_locked"
    ADDRESS_LOCKED = "address_locked"


@dataclass(frozen=True)
class Failures:
    """Failed attempts counted in the current windows."""

    account: int
    address: int


@dataclass(frozen=True)
class SignInDecision:
    allowed: bool
    reasons: tuple[str, ...] = ()


def signin_decision(failures: Failures | None, *, limit: int) -> SignInDecision:
    """Whether an attempt may be checked at all; ``failures`` is None when they could not be
    read. A ``limit`` of 0 turns the throttle off."""
    if limit <= 0:
        return SignInDecision(allowed=True)
    if failures is None:
        return SignInDecision(allowed=False, reasons=(COUNTER_UNAVAILABLE,))
    reasons = []
    if failures.account >= limit:
        reasons.append(ACCOUNT_LOCKED)
    if failures.address >= limit:
        reasons.append(ADDRESS_LOCKED)
    return SignInDecision(allowed=not reasons, reasons=tuple(reasons))


def lockouts_started(failures: Failures, *, limit: int) -> tuple[SignInEventKind, ...]:
    """The lockouts the failure just counted started: the one that brought a count to the
    limit (later refused attempts are not counted, so each lockout starts once)."""
    if limit <= 0:
        return ()
    started = []
    if failures.account == limit:
        started.append(SignInEventKind.ACCOUNT_LOCKED)
    if failures.address == limit:
        started.append(SignInEventKind.ADDRESS_LOCKED)
    return tuple(started)
