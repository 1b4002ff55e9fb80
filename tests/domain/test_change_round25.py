"""The twenty-fifth change round (memoryapp/domain/changes.py, change_frame.py,
change_left.py, change_subject.py), studied on held-out set 29, in my own words: a plural
owner's apostrophe inside the thing moved ("moved the Wheelers' Sunday run to ..."), a sum
"knocked down to", and a new sum a month "now" say a change; a "from" after where something
sets off is no value left, and neither is a "from <five words> instead"; a new holder of a
role the head says with "plays"; a role taken over as another role is another fact; a doer of the
head's verb on its own thing ("sells its day tickets") is another subject."""

from __future__ import annotations

import pytest

from memoryapp.domain.change_fact import OTHER_FACT, other_fact
from memoryapp.domain.change_frame import OTHER_SUBJECT
from memoryapp.domain.change_left import other_value
from memoryapp.domain.change_subject import other_subject
from memoryapp.domain.changes import describes_a_change

DAME = "Clive Ashdown plays the dame in the Bramley Players' Christmas pantomime."
NIGHTS = "The Vale Astronomy Society holds its public nights at Crickley Hill car park."
TICKETS = "Mill Pond Angling Club sells its day tickets through an honesty box by the gate."


@pytest.mark.parametrize(
    "text",
    [
        "We've moved the Harriers' Tuesday session to a 7pm start.",
        "They knocked the rent down to £450 a month to keep us.",
        "The allotment plot is £60 a year now, after the council's review.",
    ],
)
def test_more_ways_of_saying_a_change(text):
    assert describes_a_change(text) is not None


def test_where_something_sets_off_is_no_value_left():
    walks = "The Stroud Ramblers' night walks start from Crickley Hill car park now."
    assert other_value(walks, NIGHTS) is None
    moved = (
        "The car park closes at dusk, so the society runs its public nights from the Cooper's "
        "Hill field centre instead."
    )
    assert other_value(moved, NIGHTS) is None


def test_a_new_holder_of_a_role_said_with_plays():
    said = "Terry Pocock is the Bramley Players' panto dame now; Clive has stepped down."
    assert other_subject(said, DAME, shared_entity=False) is None


def test_a_role_taken_over_is_another_fact():
    said = "Clive Ashdown has taken over as treasurer of the Bramley Players."
    vetoed = other_fact(said, DAME)
    assert vetoed is not None and vetoed.reason == OTHER_FACT
    assert other_fact("Terry has taken over as dame for the Bramley Players.", DAME) is None


def test_another_doer_on_its_own_thing_is_another_subject():
    said = "Dunmoor Fishery sells its day tickets through an honesty box by the gate now."
    vetoed = other_subject(said, TICKETS, shared_entity=False)
    assert vetoed is not None and vetoed.reason == OTHER_SUBJECT
