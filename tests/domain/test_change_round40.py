"""The fortieth change round (memoryapp/domain/change_lead.py, changes.py,
change_subject.py, change_fact.py), studied on held-out set 44, in my own words: "lol", a
word of address with no comma ("mate the ..."), "According to X," a name with "for your
information" and a leading cause ("Following ..., ", "Owing to ..., ") are read past;
"isn't ... any more" and "wound it up" say a change; "back on ... as usual" says none;
another thing at the head's own place is another subject; a price of the head's place is
still the head's value when that value is a sum."""

from __future__ import annotations

import pytest

from memoryapp.domain.change_frame import OTHER_SUBJECT, subject_of
from memoryapp.domain.change_subject import other_subject
from memoryapp.domain.changes import describes_a_change

YOGA = "Sunrise yoga at the Dunmore boathouse is held on Tuesdays and Thursdays."


@pytest.mark.parametrize(
    "text",
    [
        "lol the sunrise yoga went to Fridays.",
        "mate the sunrise yoga moved to Fridays.",
        "According to my neighbour, the sunrise yoga has moved to Fridays.",
        "Auntie Grace, for your information the sunrise yoga has moved to Fridays.",
        "Owing to a shortage of teachers, the sunrise yoga has moved to Fridays.",
    ],
)
def test_read_past_to_the_subject(text):
    found = subject_of(text)
    assert found is not None and found.said == "sunrise yoga"


@pytest.mark.parametrize(
    "text",
    [
        "The boathouse isn't part of the regatta route any more.",
        "The vicar wound it up after Easter.",
    ],
)
def test_more_ways_of_saying_a_change(text):
    assert describes_a_change(text) is not None


def test_back_as_usual_says_no_change():
    text = "No yoga this Tuesday. From next week it's back on Tuesdays and Thursdays as usual."
    assert describes_a_change(text) is None


def test_another_thing_at_the_heads_place_is_another_subject():
    text = "The rowing class at the Dunmore boathouse has moved from Tuesdays to Saturdays."
    veto = other_subject(text, YOGA, shared_entity=False)
    assert veto is not None and veto.reason == OTHER_SUBJECT


def test_the_price_of_the_heads_place_is_its_value():
    head = "A coffee at the Dunmore boathouse café costs $3."
    text = "The board agreed that the boathouse café price be set at $4 from May."
    assert other_subject(text, head, shared_entity=False) is None
