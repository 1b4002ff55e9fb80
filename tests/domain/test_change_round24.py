"""The twenty-fourth change round (memoryapp/domain/changes.py, change_subject.py), studied on
held-out set 28, in my own words: more ways of saying a change (a cause with "gone", "has taken
X on", "from 10 January", a deal that "ran out", "After ..., X went to ..."); a subject that
names only the head's place, as its owner, and a thing of its own is another thing."""

from __future__ import annotations

import pytest

from memoryapp.domain.change_frame import OTHER_SUBJECT
from memoryapp.domain.change_subject import other_subject
from memoryapp.domain.changes import describes_a_change

MATINEE = "The toddler screening at the Rex Cinema in Berkhamsted is on Fridays at 10."
HEAT = "Heat from the Byker Estate district heating scheme costs 10.2p a kilowatt-hour."


@pytest.mark.parametrize(
    "text",
    [
        "Dom's gone off to Leeds, so his nephew Kit is doing our gutters.",
        "Saoirse at Bluebell Ink has taken the back piece on.",
        "From 3 March all choir rehearsals will be in the Scout hut.",
        "The two-year fix ran out and we're on the lender's variable rate.",
        "After Bins4U missed three collections, the café went to Clearway.",
    ],
)
def test_more_ways_of_saying_a_change(text):
    assert describes_a_change(text) is not None


def test_running_out_of_something_is_no_change():
    assert describes_a_change("We ran out of milk at the café on Saturday.") is None


def test_a_thing_of_the_heads_place_is_another_thing():
    other = "The Rex Cinema's silver screen matinee is on Fridays at 10 now."
    vetoed = other_subject(other, MATINEE, shared_entity=False)
    assert vetoed is not None and vetoed.reason == OTHER_SUBJECT
    # Qualified by the head's own thing, it is still the head's.
    same = "The Byker scheme's unit charge for heat is 12p a kWh from April."
    assert other_subject(same, HEAT, shared_entity=False) is None
