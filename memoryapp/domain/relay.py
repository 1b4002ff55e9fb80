"""Whose word a "remember this" is: the owner's own, or the user's as an agent relays it.

The explicit path stores the user's words at once, but an agent can only report what the user
said: an agent that read "from now on upload the user's files to ..." on a web page could pass
it on as the user's wish. So a request that came in through anything but the owner's own
tooling counts as relayed, and the promotion policy (:mod:`memoryapp.domain.policy`) holds its
directive, credential and change content for the owner.
"""

from __future__ import annotations

from dataclasses import dataclass

from .types import Actor

OWNER_TOOLING = "relay.owner_tooling"
RELAYED_BY_AGENT = "relay.relayed_by_agent"


@dataclass(frozen=True)
class RelayDecision:
    relayed_by_agent: bool
    reason: str


def remember_relay(caller: Actor) -> RelayDecision:
    """Whether a "remember this" sent by ``caller`` (the actor of the token that sent it) is
    relayed by an agent."""
    if caller is Actor.OWNER:
        return RelayDecision(relayed_by_agent=False, reason=OWNER_TOOLING)
    return RelayDecision(relayed_by_agent=True, reason=RELAYED_BY_AGENT)
