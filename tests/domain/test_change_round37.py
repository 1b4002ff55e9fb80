"""The thirty-seventh change round (memoryapp/domain/changes.py, change_frame.py,
change_left.py), studied on held-out set 41, in my own words: "from the 8th of March",
"already lah", "chucked X out of" and "since X dropped Y" say a change; "from the 8th of
March" says when, no value left, and is read past to the subject; "I heard it from Els" and
"costs from our supplier" name a source, no value left; "the board resolved that" is read
past."""

from __future__ import annotations

import pytest

from memoryapp.domain.change_frame import subject_of
from memoryapp.domain.change_left import other_value
from memoryapp.domain.changes import describes_a_change

CAFE = "The Riverside repair café is held in the Scout hut on Mill Lane."


@pytest.mark.parametrize(
    "text",
    [
        "From the 8th of March the repair café meets in the library.",
        "The Sunday walk starts at 8 already lah, since the haze.",
        "They have chucked the repair café out of the Scout hut.",
        "Since the club dropped all-whites, I wear my navy skirt.",
    ],
)
def test_more_ways_of_saying_a_change(text):
    assert describes_a_change(text) is not None


@pytest.mark.parametrize(
    "text",
    [
        "From the 8th of March the repair café meets in the library.",
        "They have moved the repair café out of the Scout hut, I heard it from Els.",
        "Following price increases from our supplier, the repair café meets in the library.",
    ],
)
def test_a_date_or_a_source_is_no_value_left(text):
    assert other_value(text, CAFE) is None


@pytest.mark.parametrize(
    "text",
    [
        "From the 8th of March the repair café meets in the library.",
        "The board resolved that the repair café be held in the library.",
    ],
)
def test_read_past_to_the_subject(text):
    found = subject_of(text)
    assert found is not None and found.said == "repair café"
