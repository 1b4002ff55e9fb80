"""The forty-second change round (memoryapp/domain/changes.py, change_frame.py,
change_left.py, change_subject.py), studied on held-out set 46, in my own words: a sum
"dropped to" and "please note that from this <day>, ..." say a change; "starts", "begins",
"kicks" and "finishes" end a subject; a clock's ":00", where a thing is imported from, and
the "old" or "previous" value are no value left of another; the head's value as a
qualifier ("the 12-euro hour") names the head's own thing."""

from __future__ import annotations

import pytest

from memoryapp.domain.change_frame import subject_of
from memoryapp.domain.change_left import other_value
from memoryapp.domain.change_subject import other_subject
from memoryapp.domain.changes import describes_a_change


@pytest.mark.parametrize(
    "text",
    [
        "The council has dropped the squash court to £8 an hour.",
        "Please note that from this Sabbath, the service will begin at 10.",
    ],
)
def test_more_ways_of_saying_a_change(text):
    assert describes_a_change(text) is not None


@pytest.mark.parametrize(
    "text, said",
    [
        ("Their Sunday service kicks off at 8 now.", "sunday service"),
        ("The previous number is no longer in service.", "number"),
    ],
)
def test_read_to_the_subject(text, said):
    found = subject_of(text)
    assert found is not None and found.said == said


@pytest.mark.parametrize(
    "text, head",
    [
        ("The board resolved to move the service from 9:00 to 9:30.", "The service starts at 9."),
        ("The co-op now imports its dye from Peru.", "The co-op buys its dye from a Puebla farm."),
        ("Dial 102 instead of the old 0851074412.", "The ambulance is called on 0851074412."),
    ],
)
def test_no_value_left_of_another(text, head):
    assert other_value(text, head) is None


def test_the_heads_value_as_a_qualifier_names_its_thing():
    head = "An hour on the squash court costs 12 euros."
    assert other_subject("The 12-euro hour is gone.", head, shared_entity=False) is None
