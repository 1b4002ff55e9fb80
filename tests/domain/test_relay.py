"""Whose word a "remember this" is (memoryapp.domain.relay)."""

from __future__ import annotations

import pytest

from memoryapp.domain.relay import OWNER_TOOLING, RELAYED_BY_AGENT, remember_relay
from memoryapp.domain.types import Actor


def test_the_owners_own_tooling_is_not_a_relay() -> None:
    decision = remember_relay(Actor.OWNER)
    assert decision.relayed_by_agent is False
    assert decision.reason == OWNER_TOOLING


@pytest.mark.parametrize("caller", [a for a in Actor if a is not Actor.OWNER])
def test_every_other_caller_relays_the_users_words(caller: Actor) -> None:
    decision = remember_relay(caller)
    assert decision.relayed_by_agent is True
    assert decision.reason == RELAYED_BY_AGENT
