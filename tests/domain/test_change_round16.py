"""The sixteenth change round (memoryapp/domain/change_frame.py, change_fact.py, changes.py),
studied on held-out set 20, in my own words: a new holder, named, said to be the head's role
for the head's group restates the head; a cause told first, then "so <someone>'s with <the
new one>", says a change; the head's value said to hold "still" is no change of it."""

from __future__ import annotations

import pytest

from memoryapp.domain.change_fact import OTHER_FACT
from memoryapp.domain.change_frame import SAME_FRAME, same_frame
from memoryapp.domain.change_match import match_change
from memoryapp.domain.changes import describes_a_change

OWL = "Ann Hale is Brown Owl of the 5th Leeds Brownie pack."
BAND = "The Kestrels rehearse at the Miners' Institute on Thursdays."


def test_a_named_new_holder_of_the_heads_role_restates_it():
    statement = "From the autumn term, Tomás Reyes will be Brown Owl for the 5th Leeds Brownies."
    assert describes_a_change(statement) is not None
    assert same_frame(statement, OWL) == "tomás reyes is brown"
    found = match_change(statement, OWL, None)
    assert (found.matched, found.reason) == (True, SAME_FRAME)


@pytest.mark.parametrize(
    "statement",
    [
        # Another pack's Brown Owl: its words are not the head's.
        "Tomás Reyes is Brown Owl of the 2nd Otley Brownie pack now.",
        # No name: a thing said to be due is no holder of a role.
        "The pack's subs are now due for the 5th Leeds Brownies.",
    ],
)
def test_another_groups_role_or_no_name_is_no_new_holder(statement):
    assert same_frame(statement, OWL) is None


def test_a_cause_then_someone_with_the_new_one_says_a_change():
    statement = "Hartley's lost the school contract and laid everyone off, so Sam's with Dunmore."
    assert describes_a_change(statement) is not None


@pytest.mark.parametrize("similarity", [None, 0.6])
def test_the_heads_value_said_to_hold_still_is_no_change_of_it(similarity):
    statement = "Kestrels practice is still at the Miners' Institute, and subs go online now."
    found = match_change(statement, BAND, similarity, shared_entity=True)
    assert (found.matched, found.reason) == (False, OTHER_FACT)
    assert "still at" in found.detail
