"""Loop readings added in round 32 (which studied held out 35 of bench/loop_phrasing.py), in
my own words: more jotted openers (a special order or a ticket under a short name, a fault
typed without its apostrophe, a wall that has slumped, a duty of two verbs and a particle, work
had done by someone), and everyday lines those shapes must not open."""

from __future__ import annotations

import pytest

from memoryapp.domain.loop_closing import Sense, completion
from memoryapp.domain.loops import opens_a_loop
from tests.domain.cases import closes, said


@pytest.mark.parametrize(
    "text",
    [
        "Special order, Mr Abara: 30 brass cup hooks, 40mm, for the vestry pegs; due Tue.",
        "Tkt 901: grey linen jacket, coffee down the front, needed for an interview Mon.",
        "Issue #12: lights 3 and 4 aren't registering movement in the car park.",
        "The chest freezer in the scout hut wont stay shut since the lid hinge went.",
        "The churchyard warden says a stretch of the north wall has collapsed onto the path.",
        # A fault with its trigger, its object between (found driving a fresh clone).
        "Hut 2: the hall boiler trips the breaker every time the urn goes on.",
        "Need to sort and box up all 40 raffle prizes before the fete on Saturday.",
        "I'll have the Bishop's portrait cleaned and reframed in time for the visit, 2 May.",
    ],
)
def test_round_32_shapes_open_a_loop(text):
    assert opens_a_loop(said(text)) is not None


@pytest.mark.parametrize(
    "text",
    [
        "Started the day with a swim in the lido, freezing but glorious.",
        "Started raining the moment we sat down for the picnic.",
        "Reminder to myself that the good biscuits are behind the flour.",
        "The cherry tree by the gate is dripping with blossom this week.",
        "Ring me if anyone needs cheering up after the match.",
        "I'll have the kids tonight while you're out.",
    ],
)
def test_everyday_lines_in_those_shapes_open_nothing(text):
    assert opens_a_loop(said(text)) is None


def test_someone_still_to_post_a_part_leaves_the_fault_open():
    opener = "RIG 2: mast foot cracked, rig off the hire rack until it's replaced."
    closer = "Rang the chandlery for a mast foot for rig 2; they'll post one next week."
    assert opens_a_loop(said(opener)) is not None
    assert closes(opener, closer) is None
    assert completion("They'll send someone on Monday.") is not Sense.DONE
