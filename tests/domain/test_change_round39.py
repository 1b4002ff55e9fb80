"""The thirty-ninth change round (memoryapp/domain/change_lead.py, change_frame.py,
change_left.py, change_match.py, changes.py), studied on held-out set 43, in my own words: a
leading date may carry its year; a reporter may be named in up to six words; "relocate",
"transfer", "shift" and "migrate" in the present end a subject; a value left may be written
with accents; "a.m." and "p.m." are no value left; a change for this time only ("... resumes
next week", "today only") says none."""

from __future__ import annotations

import pytest

from memoryapp.domain.change_frame import subject_of
from memoryapp.domain.change_left import other_value
from memoryapp.domain.change_match import left_values
from memoryapp.domain.changes import describes_a_change


@pytest.mark.parametrize(
    "text, said",
    [
        ("From 1 September 2025 the ferry fare is $4 for adults.", "ferry fare"),
        ("Aunt Mary from the flat upstairs says the bin day switched to Mondays.", "bin day"),
        ("The Sunday sessions relocate from the hall to the school in May.", "sunday sessions"),
    ],
)
def test_read_to_the_subject(text, said):
    found = subject_of(text)
    assert found is not None and found.said == said


def test_a_value_left_with_accents_is_the_heads():
    head = "The funicular from Avenida Elías up to the hill costs 100 pesos."
    assert other_value("The funicular from Elías up to the hill is 300 pesos now.", head) is None


def test_half_the_day_is_no_value_left():
    assert left_values("Langar will be served from 9 a.m. to 6 p.m.") == frozenset({"9"})


@pytest.mark.parametrize(
    "text",
    [
        "The market is on Wednesday this week instead of Tuesday. The usual Tuesday market "
        "resumes next week.",
        "Because of the gala, choir practice has moved to 6 today only.",
    ],
)
def test_a_change_for_this_time_only_says_none(text):
    assert describes_a_change(text) is None
