"""The nineteenth change round (memoryapp/domain/changes.py, change_frame.py), studied on
held-out set 23, in my own words: more ways of saying a change (a state "since" a time said
in a cleft or a perfect, "took on", "swapped <plural>", "put ... back to" or "into", "from
Monday", "dont ... any more"), and a head's own verb of habit ("wears", "charges") ends its
subject, so "<name>'s brother" is read as another person."""

from __future__ import annotations

import pytest

from memoryapp.domain.change_frame import OTHER_SUBJECT, subject_of
from memoryapp.domain.change_match import match_change
from memoryapp.domain.changes import describes_a_change


@pytest.mark.parametrize(
    "text",
    [
        "It's Dawn Okoro who's been running the choir since Easter.",
        "Evensong's been at six since the clocks went forward.",
        "Marek took on the allotment rota after Jean stepped back.",
        "The youth club has swapped leaders; Femi's in charge of it.",
        "They've put the quiz back to eight so the darts lot can make it.",
        "The optician put Sam into daily lenses after his check-up.",
        "the bin lorry comes tuesdays from this monday council said",
        "heads up the co-op dont do the papers any more",
    ],
)
def test_more_ways_of_saying_a_change(text):
    assert describes_a_change(text) is not None


@pytest.mark.parametrize(
    "text",
    [
        "The surgery is open from Monday to Friday.",
        "It's a lovely walk along the canal.",
        "Marek took the bins out after tea.",
    ],
)
def test_plain_statements_are_no_change(text):
    assert describes_a_change(text) is None


def test_a_verb_of_habit_ends_the_heads_subject():
    found = subject_of("Sam wears Acuvue daily contact lenses.")
    assert found is not None and found.said == "sam"
    veto = match_change(
        "Sam's sister Ife has swapped to Acuvue daily contact lenses.",
        "Sam wears Acuvue daily contact lenses.",
        0.8,
    )
    assert (veto.matched, veto.reason) == (False, OTHER_SUBJECT)
