"""The thirty-fourth change round (memoryapp/domain/changes.py, change_frame.py,
change_left.py), studied on held-out set 38, in my own words: "effective 1 August", "ever
since X went to", "did not renominate", a reply's "Not since ..." and "X's done with." say a
change; "Mr." and "Dr." end no sentence; "I reckon", "Teams are advised that", a reporter
with a title ("Mr. Campbell seh") and a date with no comma after it ("with effect from
Tuesday 2 September") are read past to the subject; a PSA's sender leaves no value."""

from __future__ import annotations

import pytest

from memoryapp.domain.change_frame import subject_of
from memoryapp.domain.change_left import other_value
from memoryapp.domain.changes import change_sentence, describes_a_change


@pytest.mark.parametrize(
    "text",
    [
        "The farmers' market will run every Saturday, effective 1 August.",
        "Ever since the quiz went to Wednesdays I can't make it.",
        "Captain - R. Shah (elected unopposed; D. Pike did not renominate).",
        "Not since the vote in November, love.",
        "Miss Pearl's done with.",
    ],
)
def test_more_ways_of_saying_a_change(text):
    assert describes_a_change(text) is not None


def test_a_title_ends_no_sentence():
    said = "Mr. Campbell seh the darts gone over to the Legion now. Dr. Shaw agrees."
    assert change_sentence(said).startswith("Mr. Campbell seh")


@pytest.mark.parametrize(
    "text",
    [
        "I reckon the darts league has moved to the Legion.",
        "Teams are advised that the darts league will be played at the Legion.",
        "Mr. Campbell seh the darts league gone over to the Legion now.",
        "With effect from Tuesday 2 September the darts league will be played at the Legion.",
    ],
)
def test_read_past_what_comes_before_the_subject(text):
    found = subject_of(text)
    assert found is not None and found.said == "darts league"


def test_a_psas_sender_is_no_value_left():
    said = "PSA from a mum of two: the pool finally lowered the age for swimming alone to 10!"
    assert other_value(said, "Children under 12 can't swim alone at the Kelso pool.") is None
