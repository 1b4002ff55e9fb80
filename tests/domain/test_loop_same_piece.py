"""A completion that shares words with an opener closes it only when it finished the same piece
of work, read by structure: each class below is a table of near-misses (another piece of work
sharing the opener's words) and of closers of the same work that must still close, with the
reason code the decision carries. Also the closers with no finishing verb and the openers of a
thing that has to go in for something."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from memoryapp.domain.loop_closing import Sense, completion
from memoryapp.domain.loop_language import COMMITMENT, STARTED
from memoryapp.domain.loop_openers import opening
from memoryapp.domain.loop_work import (
    ANOTHER_PLACE_OR_PARTY,
    ANOTHER_QUALIFIER,
    NOT_ITS_OBJECT,
    SAME_WORK,
    TOO_FEW_SHARED,
)
from memoryapp.domain.loops import LoopMemory, LoopStatus, closing_decision, opens_a_loop
from memoryapp.domain.words import stem


def memory(memory_id: str, content: str, *, day: int = 1) -> LoopMemory:
    return LoopMemory(memory_id, content, "", datetime(2026, 7, day, tzinfo=UTC), None, None)


def decide(opener: str, closer: str):
    return closing_decision(memory("o", opener), memory("c", closer, day=5))


@pytest.mark.parametrize(
    ("opener", "closer", "reason"),
    [
        # the noun after a preposition ends at the sentence's past form
        (
            "TODO: renew the parking permit for the depot yard.",
            "Parking permit for the head office renewed.",
            ANOTHER_PLACE_OR_PARTY,
        ),
        (
            "TODO: renew the parking permit for the depot yard.",
            "Parking permit for the depot yard renewed.",
            SAME_WORK,
        ),
        # an "of" phrase names which one
        (
            "We owe the council a revised plan of the allotment site.",
            "Sent the council the revised plan of the cycle path.",
            ANOTHER_PLACE_OR_PARTY,
        ),
        (
            "We owe the council a revised plan of the allotment site.",
            "Sent the council the revised plan of the allotment site.",
            SAME_WORK,
        ),
        # a progressive passive's subject is what the work is done to
        (
            "The staff canteen's dishwasher is being repaired.",
            "The staff canteen's freezer was repaired.",
            NOT_ITS_OBJECT,
        ),
        (
            "The staff canteen's dishwasher is being repaired.",
            "Staff canteen dishwasher repaired, new pump fitted.",
            SAME_WORK,
        ),
        # one more of a kind ("a new ...") is not the one the opener named
        (
            "Finance will chase the unpaid invoice from Orwell Freight.",
            "Orwell Freight sent a new invoice for April.",
            ANOTHER_QUALIFIER,
        ),
        (
            "Finance will chase the unpaid invoice from Orwell Freight.",
            "Orwell Freight paid the unpaid invoice.",
            SAME_WORK,
        ),
        # a compound noun's qualifier replaced by a phrase of the closer's own
        (
            "Waiting on the bank to approve the roof repair loan.",
            "The bank approved the loan for the new van.",
            ANOTHER_QUALIFIER,
        ),
        (
            "Waiting on the bank to approve the roof repair loan.",
            "The bank approved the roof repair loan.",
            SAME_WORK,
        ),
        # a season is when, not what: the closer need not repeat it
        (
            "The society intends to reroof the boathouse this autumn.",
            "Reroofing the boathouse has been called off.",
            SAME_WORK,
        ),
        (
            "The society intends to reroof the boathouse this autumn.",
            "The clubhouse was reroofed.",
            TOO_FEW_SHARED,
        ),
    ],
)
def test_the_same_piece_of_work(opener, closer, reason):
    decision = closing_decision(memory("o", opener), memory("c", closer, day=5))
    assert decision.reason == reason
    assert (decision.status is not None) is (reason == SAME_WORK)


@pytest.mark.parametrize(
    ("opener", "closer", "closes"),
    [
        (
            "We're going to move the photo library from Flickr to a NAS.",
            "The photo library now lives on the NAS.",
            True,
        ),
        (
            "Let's pin the fire exit map on the landing.",
            "Fire exit map is up on the landing.",
            True,
        ),
        (
            "Let's pin the fire exit map on the landing.",
            "The fire exit map will be up on the landing.",
            False,
        ),
        (
            "Promised the cyclists a new shelter by spring.",
            "The cyclists' new shelter is installed.",
            True,
        ),
    ],
)
def test_closers_without_a_finishing_verb_and_plural_possessives(opener, closer, closes):
    assert (decide(opener, closer).status is LoopStatus.DONE) is closes


def test_a_plural_possessive_is_its_noun():
    assert stem("tenants'") == stem("tenants") == stem("tenant")


@pytest.mark.parametrize(
    ("content", "reason", "heads"),
    [
        ("The minibus needs to go in for its annual service.", COMMITMENT, ("minibus", "service")),
        ("The canteen's dishwasher is being repaired.", STARTED, ("dishwasher",)),
    ],
)
def test_openers_name_what_the_work_is_done_to(content, reason, heads):
    found = opening(content.lower())
    assert found is not None and found.reason == reason and found.heads == heads
    assert opens_a_loop(memory("o", content)) == reason


def test_a_thing_that_went_in_for_something_closes_on_its_own_name_only():
    opener = "The minibus needs to go in for its annual service."
    assert decide(opener, "The minibus was serviced on Friday.").reason == SAME_WORK
    assert decide(opener, "The tractor was serviced.").status is None


def test_up_on_is_a_completion_unless_ahead():
    assert completion("The rota is up on the board.") is Sense.DONE
    assert completion("The rota will be up on the board.") is None
