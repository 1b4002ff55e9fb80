"""The forty-seventh change round (memoryapp/domain/changes.py, change_lead.py, change_left.py,
change_frame.py), studied on held-out set 51, in my own words: a new holder of a role ("have a
new boss") and a state since a time with no comma ("since Meskerem our injera is made with
...") say a change; "Tell your mum," is read past; "the Bishoftu people" leave Bishoftu, and
where someone came back from or what a thing is made with is no value left; the parts of a
compound are the head's words ("ice" of "sea-ice")."""

from __future__ import annotations

import pytest

from memoryapp.domain.change_frame import Held, subject_of
from memoryapp.domain.change_left import other_value
from memoryapp.domain.changes import describes_a_change
from memoryapp.domain.words import stem


@pytest.mark.parametrize(
    "text",
    [
        "A porter at the station told me the brass band has a new conductor, a girl from Leeds.",
        "Dear diners, since Easter our bread is baked with flour from Shipton Mill.",
    ],
)
def test_round_47_shapes_say_a_change(text):
    assert describes_a_change(text)


def test_tell_whom_with_a_comma_is_read_past():
    found = subject_of("Tell your dad, the Crown quiz is on Tuesdays now.")
    assert found is not None and found.said == "crown quiz"


@pytest.mark.parametrize(
    "text",
    [
        "The café stopped getting its flour from the Ely people.",
        "The café has a new baker, Amy Shaw, who came back from Leeds.",
        "Since June our bread is made with flour from Shipton Mill.",
    ],
)
def test_no_value_left_that_the_head_does_not_hold(text):
    head = "The café on Bridge Street bakes its bread with flour bought from the millers near Ely."
    assert other_value(text, head) is None


def test_the_parts_of_a_compound_are_the_heads_words():
    held = Held("The association posts its weekly sea-ice safety report on the store board.")
    assert held.has(stem("ice"))
