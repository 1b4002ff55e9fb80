"""A first-person intention opens a loop only when its object is work: which thing (two
content words, a recipient, a place), a number, or a deadline. Everyday intentions nobody
wrote a rule for stay chit-chat; someone else's intention is not held to this."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from memoryapp.domain.loop_language import COMMITMENT
from memoryapp.domain.loops import LoopMemory, opens_a_loop


def opens(content: str) -> str | None:
    return opens_a_loop(LoopMemory("m", content, "", datetime(2026, 7, 1, tzinfo=UTC), None, None))


@pytest.mark.parametrize(
    "content",
    [
        "I'll phone you from the car.",  # only the listener
        "I'm going to rest my eyes.",  # one's own things
        "Let's wing it.",  # no object
        "I'll keep you a spot.",  # one thing, for the listener
        "I'll walk the puppy.",  # one noun
        "Let's get some sunshine.",  # an unspecified quantity
        "We'll feed the birds when it stops raining.",  # a condition is no deadline
    ],
)
def test_everyday_intentions_are_chit_chat(content):
    assert opens(content) is None


@pytest.mark.parametrize(
    "content",
    [
        "I'll send the surveyor the signed access form.",  # a recipient and a thing
        "We'll rebook the minibus for the choir trip.",  # which one
        "I'll move the router to flat 3.",  # a number
        "Let's renew the lease by Friday.",  # a deadline
        "We're going to clear the loft before the sale.",  # a deadline
        "I'll upgrade the laptops to 24.04.",  # a version
        "Facilities will repaint the stairwell.",  # a third party's intention
    ],
)
def test_intentions_that_name_work_open_a_loop(content):
    assert opens(content) == COMMITMENT


@pytest.mark.parametrize("content", ["We will repaint the office.", "We will migrate the queue."])
def test_the_written_forms_keep_one_noun_as_work(content):
    assert opens(content) == COMMITMENT
