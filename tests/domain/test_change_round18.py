"""The eighteenth change round (memoryapp/domain/change_frame.py, change_subject.py), studied
on held-out set 22, in my own words: another named doer of the head's verb, on what the head
names, is the head's new value ("Rohan will run the staff football pool"), and so is the
head's thing said to be done by someone ("the pool is run by Rohan"); a subject's thing said
to be in another place than the head's is another thing."""

from __future__ import annotations

import pytest

from memoryapp.domain.change_frame import OTHER_SUBJECT, SAME_FRAME, same_frame
from memoryapp.domain.change_match import match_change
from memoryapp.domain.change_subject import other_subject

POOL = "Dev Patel runs the football pool for the staff at the Reading sorting office."
RENT = "The rent on our allotment in Headington is £40 a year."
BUS = "Ella takes the 8:05 bus to school."


@pytest.mark.parametrize(
    "statement",
    [
        "From the new season, Rohan Mehta will run the staff football pool.",
        "Our staff football pool is run by Rohan Mehta these days.",
    ],
)
def test_a_new_doer_of_the_heads_verb_restates_it(statement):
    assert other_subject(statement, POOL, shared_entity=False) is None
    found = match_change(statement, POOL, None)
    assert (found.matched, found.reason) == (True, SAME_FRAME)


def test_another_doer_of_another_thing_is_not_the_heads():
    # What is run is not all in the head: another pool.
    assert same_frame("Rohan Mehta runs the Grand National sweepstake now.", POOL) is None
    # Too little said of what is done to be the head's thing.
    assert other_subject("Noah takes the 8:05 bus to nursery now.", BUS, shared_entity=False)


def test_a_thing_in_another_place_is_another_thing():
    statement = "The rent on Priya's allotment in Cowley is £45 a year now."
    veto = other_subject(statement, RENT, shared_entity=False)
    assert veto is not None and veto.reason == OTHER_SUBJECT
    assert match_change("The rent on our allotment in Headington is £45 now.", RENT, None).matched
