"""Loop readings added in round 43 (which studied held out 46 of bench/loop_phrasing.py), in
my own words: "you have my word" before a promise to someone named, by someone's day, "any
sign of that X", a thing off level, lifted again, closed pending an engineer, a name with an
endearment before a report, "might be an idea to", a place that gets a new part before a date,
work going on while something shows, an event at a time of day, a client first then a day and
time; closers that say a pass was topped up, a hole filled, a shoulder worked loose, a thing
taken home, and "no <event> this year" (called off); partial progress left open ("still in
bits", "still drops out", "new one ordered", "the spare won't be here till Friday", "the one
at the top's still empty"); "I'll tell you what" and someone telling a tale are chit-chat."""

from __future__ import annotations

import pytest

from memoryapp.domain.loop_closing import Sense, completion
from memoryapp.domain.loops import opens_a_loop
from tests.domain.cases import said


@pytest.mark.parametrize(
    "text",
    [
        "You have my word, Jan - Teddy's ear stitched and eyes back on by Lily's 5th.",
        "ciara any sign of that gazebo we're off to the show sat",
        "Table 4: roulette wheel's off level, ball keeps dropping in the 30s.",
        "Mo love, the lino by the back door has lifted again, Nan nearly tripped.",
        "The lift by the library is closed pending an engineer.",
        "Might be an idea to book the bouncy castle for Sam's 8th before they sell out.",
        "According to the council, Elm Park gets a new goalpost before the cup final.",
        "Residents may notice a cherry picker on Tuesday while the street light is replaced.",
        "Boxing Day dip at the harbour, 11am: 40 swimmers, soup van booked.",
        "Maureen Kelly, Wed 10:30: right knee stiff, walking the Camino in May.",
    ],
)
def test_round_43_shapes_open_a_loop(text):
    assert opens_a_loop(said(text)) is not None


@pytest.mark.parametrize(
    "text",
    [
        "I'll tell you what, the choir can sing; four encores tonight.",
        "Bar chat: Dessie's telling the one about the goat at the wedding again.",
        "Group chat, 9pm: everyone posting the fireworks, every photo a smudge.",
    ],
)
def test_turns_of_phrase_and_tales_open_nothing(text):
    assert opens_a_loop(said(text)) is None


@pytest.mark.parametrize(
    "text",
    [
        "Put a month on Tom's bus pass through the app.",
        "The council filled and rolled the pothole this morning.",
        "Worked Maureen's knee loose on Wednesday.",
        "Mrs Rao took the tray home on Tuesday, gleaming.",
    ],
)
def test_topped_up_filled_worked_loose_and_taken_home_are_done(text):
    assert completion(text) is Sense.DONE


def test_none_this_year_is_called_off():
    assert completion("Sorry all, no Boxing Day dip this year, the harbour's closed.") is (
        Sense.CANCELLED
    )


@pytest.mark.parametrize(
    "text",
    [
        "Cleaned the oars; the outboard's still in bits.",
        "Swapped the batteries in mic 3; still drops out, new one ordered.",
        "Fixed the belt guard; the spare motor won't be here till Friday.",
        "Filled the grit bin at the bottom; the one at the top's still empty.",
    ],
)
def test_partial_progress_finishes_nothing(text):
    assert completion(text) is None
