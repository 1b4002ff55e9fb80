"""The forty-first change round (memoryapp/domain/change_lead.py, change_left.py,
changes.py), studied on held-out set 45, in my own words: "Mind," and "Lads" with no comma
are read past, and so is who "agreed to" move a thing; "back on the usual ..." says no change;
"from today" and "is 35k now" say one; a reminder's sender, "from the next ...", "from today"
and a sum in thousands ("25k" for "25,000") are no value left."""

from __future__ import annotations

import pytest

from memoryapp.domain.change_frame import subject_of
from memoryapp.domain.change_left import other_value
from memoryapp.domain.changes import describes_a_change

SANDWICH = "The pork roll at Mai's cart costs 25,000 dong."
CLINIC = "The baby clinic is on Wednesdays at the community hall."


@pytest.mark.parametrize(
    "text", ["Mind, the baby clinic is on Fridays these days.", "Lads the baby clinic moved."]
)
def test_read_past_to_the_subject(text):
    found = subject_of(text)
    assert found is not None and found.said == "baby clinic"


def test_who_agreed_to_move_it_is_no_subject():
    assert subject_of("The board agreed to move the baby clinic to Fridays.") is None


def test_back_on_the_usual_day_says_no_change():
    text = (
        "The clinic has moved to the library this Wednesday, the hall is flooded. Back on the "
        "usual Wednesday next week."
    )
    assert describes_a_change(text) is None


@pytest.mark.parametrize(
    "text",
    ["From today the pork roll is 28,000 dong.", "The pork roll is 35k now according to the sign."],
)
def test_more_ways_of_saying_a_change(text):
    assert describes_a_change(text) is not None


@pytest.mark.parametrize(
    "text, head",
    [
        ("The pork roll went from 25k to 30k.", SANDWICH),
        ("From today the pork roll is 28,000 dong.", SANDWICH),
        ("Jo takes over the clinic from the next session.", CLINIC),
        ("Reminder from the health visitors: the baby clinic is on Fridays now.", CLINIC),
    ],
)
def test_no_value_left(text, head):
    assert other_value(text, head) is None
