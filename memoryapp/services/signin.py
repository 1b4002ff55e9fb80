"""The sign-in throttle of the owner's pages: failed passwords counted in Redis per account
and per client address (``memoryapp.domain.signin`` decides), each lockout audited as a
SignInEvent."""

from __future__ import annotations

import hashlib
import logging
from dataclasses import dataclass

import redis
from django.conf import settings
from django.contrib.auth import get_user_model
from django.db import transaction

from memoryapp.db.redis_client import redis_client
from memoryapp.domain.signin import (
    Failures,
    SignInDecision,
    lockouts_started,
    signin_decision,
)
from memoryapp.models import SignInEvent

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class SignInCheck:
    decision: SignInDecision
    # Seconds until the longest of the lockouts that refused the attempt ends.
    retry_after: int = 0


def _keys(*, username: str, address: str) -> tuple[str, str]:
    # Digests, not the names: what a guesser typed stays out of Redis' keyspace. Case is
    # folded so "Owner" and "owner" share one budget.
    account = hashlib.sha256(username.casefold().encode()).hexdigest()[:32]
    where = hashlib.sha256(address.encode()).hexdigest()[:32]
    return f"memory:signin:account:{account}", f"memory:signin:address:{where}"


def signin_check(*, username: str, address: str) -> SignInCheck:
    """Whether an attempt to sign in as ``username`` from ``address`` may be checked."""
    limit, _ = settings.MEMORY_LOGIN_FAILURES
    keys = _keys(username=username, address=address)
    try:
        pipe = redis_client().pipeline(transaction=False)
        pipe.mget(keys)
        pipe.ttl(keys[0])
        pipe.ttl(keys[1])
        counts, *ttls = pipe.execute()
    except redis.RedisError as error:
        logger.warning("sign-in refused: the failed-attempt counter is unavailable: %s", error)
        return SignInCheck(signin_decision(None, limit=limit), retry_after=1)
    account, address_count = (int(count or 0) for count in counts)
    decision = signin_decision(Failures(account=account, address=address_count), limit=limit)
    locked = [
        ttl for ttl, count in zip(ttls, (account, address_count), strict=True) if count >= limit
    ]
    return SignInCheck(decision, retry_after=max([1, *locked]))


@transaction.atomic
def signin_failure_record(*, username: str, address: str) -> SignInCheck:
    """Count one failed attempt against the account and the address, and audit each lockout
    it starts (one SignInEvent per lockout) in this transaction. Redis' INCR orders
    concurrent failures, so exactly one of them reaches the limit: no row is locked. Returns
    what the next attempt would meet."""
    limit, window = settings.MEMORY_LOGIN_FAILURES
    keys = _keys(username=username, address=address)
    try:
        pipe = redis_client().pipeline()
        for key in keys:
            # The window starts at the first failure; later ones count in it, not extend it.
            pipe.set(key, 0, ex=window, nx=True)
            pipe.incr(key)
        results = pipe.execute()
    except redis.RedisError as error:
        logger.warning("a failed sign-in was not counted: %s", error)
        return SignInCheck(signin_decision(None, limit=limit), retry_after=1)
    failures = Failures(account=int(results[1]), address=int(results[3]))
    started = lockouts_started(failures, limit=limit)
    if started:
        known = get_user_model()._default_manager.filter(username=username).exists()
        for kind in started:
            SignInEvent.objects.create(
                kind=kind.value,
                username=username[:150],
                known_account=known,
                address=address or None,
                failures=limit,
                window_seconds=window,
            )
            logger.warning("sign-in locked (%s) for %r from %s", kind.value, username, address)
    return signin_check(username=username, address=address)


def signin_success_record(*, username: str) -> None:
    """A right password outside a lockout clears the account's count (not the address's: an
    address shared with a guesser stays counted)."""
    account, _ = _keys(username=username, address="")
    try:
        redis_client().delete(account)
    except redis.RedisError as error:
        logger.warning("a sign-in did not clear its failed attempts: %s", error)
