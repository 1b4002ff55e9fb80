"""The thirty-fifth change round (memoryapp/domain/changes.py, change_frame.py,
change_fact.py), studied on held-out set 39, in my own words: a holder appointed ("who've
appointed ..."), "steps in for", "<does> his last", "shift his off day to", "this time last
year", and a date with its month cut short ("from 1st Sept") say a change; a motion or a bid
lost, a request turned down, and "but ..., so X carries on" say none; a question after a word
of address ("Abeg, how much ...?") asks; "X was saying", "X told Y", "once the ...", "People,"
and a date with its year are read past to the subject; a price that "went from $3.50 to $4"
is another fact for a head with no price."""

from __future__ import annotations

import pytest

from memoryapp.domain.change_fact import other_fact
from memoryapp.domain.change_frame import subject_of
from memoryapp.domain.changes import describes_a_change


@pytest.mark.parametrize(
    "text",
    [
        "Congratulations to the Penrhos choir, who've appointed Siân Rees to lead them.",
        "She steps in for Huw Morgan, who conducts his last concert on Saturday.",
        "Eh don't go the noodle stall tmr, he shift his rest day to Tuesday liao.",
        "This time last year I paid £4 for the bus to town; today it's £6.",
        "From 1st Sept this stall will rest every Thursday.",
    ],
)
def test_more_ways_of_saying_a_change(text):
    assert describes_a_change(text) is not None


@pytest.mark.parametrize(
    "text",
    [
        "A motion to move the quiz to Wednesdays was lost, 20 votes to 4, so it carries on.",
        "The parish asked the council to move the bus stop, but they said no, so it stays put.",
        "Abeg, how much is the keke to the gate these days? Still ₦300?",
    ],
)
def test_turned_down_or_asked_says_no_change(text):
    assert describes_a_change(text) is None


@pytest.mark.parametrize(
    "text",
    [
        "Mair in the Co-op was saying the noodle stall has moved to Block 9.",
        "Skipper told Aunt Bride the noodle stall is going to Block 9 from here on.",
        "Once the noodle stall moved to Block 9, I stopped going.",
        "People, the noodle stall is history.",
        "From April 1, 2026, the noodle stall is at Block 9.",
    ],
)
def test_read_past_what_comes_before_the_subject(text):
    found = subject_of(text)
    assert found is not None and found.said == "noodle stall"


def test_a_price_moved_is_another_fact_for_a_head_with_no_price():
    said = "Teo's noodle stall went from $3.50 to $4 a plate since the GST hike."
    assert other_fact(said, "Teo's noodle stall is closed on Mondays.") is not None
