"""Loop readings added in round 50 (which studied held out 53 of bench/loop_phrasing.py), in
my own words: a chat export's "[Fri 13:58] Name:" before a fault, "who can fix b4 ...?" after
one, "locking out every few hrs", "running ice cold again", "is dying again every time",
"'s packed in", "Kuya," to whom it is said; an event whose name has an accent, with a span of
hours and a place after its date; "has estates given a date for ...?"; "let's put it this
way" opens nothing; a report that was right for a while, "then ice cold", closes nothing."""

from __future__ import annotations

import pytest

from memoryapp.domain.loop_closing import completion
from memoryapp.domain.loops import opens_a_loop
from tests.domain.cases import said


@pytest.mark.parametrize(
    "text",
    [
        "[Sat 09:12] Yusuf: coat hooks by the side door came off the wall, who can fix b4 Friday?",
        "Night log: pool boiler locking out every few hours (code E9).",
        "Heads up: the changing room showers are running ice cold again.",
        "Kuya, the fryer is dying again every time we turn on the grill.",
        "The chest freezer's packed in, everything's on ice in the sink.",
        "Crêpe night, Fri 7 Mar, 6 till 9, Scout hut: bring a topping.",
        "Has the council given a date for the swings? Two are still taped off.",
    ],
)
def test_round_50_shapes_open_a_loop(text):
    assert opens_a_loop(said(text)) is not None


def test_put_it_this_way_opens_nothing():
    text = "Let's put it this way: the tuba plays louder at the bar than on the bandstand."
    assert opens_a_loop(said(text)) is None


@pytest.mark.parametrize(
    "text",
    [
        "relit the boiler; warm for an hour, then ice cold by tea",
        # Found by driving a fresh clone: this had closed "glass washer locking out every few
        # hours".
        "reset the dishwasher; ran fine for an hour, then locked out again by close",
    ],
)
def test_right_for_a_while_then_not_closes_nothing(text):
    assert completion(text) is None
