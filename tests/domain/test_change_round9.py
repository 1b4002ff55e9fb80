"""The ninth change round (memoryapp/domain/change_fact.py, change_frame.py): a statement that
repeats all of the head and adds to it, one that says no time for a head whose value is a
time, and a subject placed somewhere else than the head places it are not the head's change."""

from __future__ import annotations

import pytest

from memoryapp.domain.change_fact import OTHER_FACT, other_fact
from memoryapp.domain.change_frame import OTHER_SUBJECT
from memoryapp.domain.change_match import match_change
from memoryapp.domain.change_subject import other_subject

BREAD = "The bakery sells its bread to the Co-op."
BUS = "The night bus leaves at 23:40."
SWIMMING = "Ali's swimming lessons are with Coach Reid on Tuesday evenings."
NURSES = "Night nurses at Ward 5 are paged by bleep."


@pytest.mark.parametrize(
    ("statement", "head"),
    [
        ("The bakery sells its bread to the Co-op in paper bags now.", BREAD),
        ("The night bus is a double-decker now.", BUS),
    ],
)
def test_the_head_kept_whole_or_a_time_not_said_is_another_fact(statement, head):
    veto = other_fact(statement, head)
    assert veto is not None and veto.reason == OTHER_FACT
    assert not match_change(statement, head, None).matched


@pytest.mark.parametrize(
    ("statement", "head"),
    [
        # The head's words come back with the value it left.
        ("We left the Co-op; the bakery sells its bread to the farm shop now.", BREAD),
        # A new time, in figures or in words.
        ("The night bus leaves at 23:10 now.", BUS),
        ("The night bus goes at ten to midnight now.", BUS),
        # The head's value is a person, not the day it names after.
        ("Coach Reid has stopped coaching, so Ali's swimming is now with Ms Park.", SWIMMING),
    ],
)
def test_a_value_left_or_a_new_time_is_no_other_fact(statement, head):
    assert other_fact(statement, head) is None


def test_a_subject_placed_elsewhere_than_the_head_places_it_is_another_thing():
    statement = "Night nurses at Ward 9 are paged through Teams now."
    veto = other_subject(statement, NURSES, shared_entity=False)
    assert veto is not None and veto.reason == OTHER_SUBJECT and "ward 9" in veto.detail
    same_place = "Night nurses at Ward 5 are paged through Teams now."
    assert other_subject(same_place, NURSES, shared_entity=False) is None
