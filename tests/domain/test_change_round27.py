"""The twenty-seventh change round (memoryapp/domain/changes.py, change_frame.py,
change_left.py, change_match.py, change_subject.py), studied on held-out set 31, in my own
words: minutes-style notes (an arrow between two values, the old value in brackets, "effective
week 1"), times brought forward or cut back, things axed or "a thing of the past", "X's out,
Y's in" and a price hiked without its figure say a change; a note's label before a colon and a
cleft after it are read past to the subject; "with effect from" says when and "axed from"
says where, neither a value left; a place acting on the head's own thing is no other thing of
that place; a qualifier that begins with the head's name and goes on otherwise is another
thing; the value in brackets and the value said to be out are the values left."""

from __future__ import annotations

import pytest

from memoryapp.domain.change_frame import OTHER_SUBJECT, subject_of
from memoryapp.domain.change_left import other_value
from memoryapp.domain.change_match import LEFT_VALUE, left_values, match_change
from memoryapp.domain.change_subject import other_subject
from memoryapp.domain.changes import describes_a_change

PLOT = "A half plot at Rye Lane Allotments costs £35 a year."
CHOIR = "Copy for the Ashwell parish newsletter is due by the 10th of the month."
QUIZ = "The Plough quiz team play their league matches on Thursday nights."


@pytest.mark.parametrize(
    "text",
    [
        "Rye Lane Allotment Society has bumped the half-plot rent to £40 a year.",
        "Committee notes: half plots £35 -> £40 p.a. from October.",
        "Quiz night: Thursday \u2192 Tuesday. Teams of six as before.",
        "Newsletter deadline = 5th of the month (was the 10th).",
        "The school run has been brought forward to 8:05.",
        "The council have cut the library back to three days a week.",
        "Our match has been shunted to the Sunday by the league.",
        "The 18:10 to Leeds has been axed from the winter timetable.",
        "Cheques are a thing of the past at the surgery.",
        "Gone are the days of free parking at the station.",
        "They're scrapping the Saturday clinic.",
        "Rotas change effective immediately.",
        "Year 7 get the big hall from the start of term.",
        "The Plough quiz: Thursday's out, Tuesday's in.",
        "Thursday nights are finished for the Plough quiz team.",
        "The landlord hiked the rent again.",
    ],
)
def test_more_ways_of_saying_a_change(text):
    assert describes_a_change(text) is not None


@pytest.mark.parametrize(
    "text",
    [
        "We hiked up Pen y Fan on Sunday.",
        "The party is over for tonight, see you all next week.",
    ],
)
def test_words_near_those_that_say_no_change(text):
    assert describes_a_change(text) is None


def test_a_notes_label_and_a_cleft_are_read_past():
    found = subject_of("PCC minutes, item 3, Newsletter: copy date moved to the 5th.")
    assert found is not None and found.said == "copy date"
    found = subject_of("Tuesdays at eight: that's when the Plough quiz team meet these days.")
    assert found is not None and found.said == "plough quiz team"
    found = subject_of("Half plots \u2192 £40 a year.")
    assert found is not None and found.said == "half plots"
    # A heading that says something itself is no label.
    found = subject_of("The deadline has moved: it is the 5th now.")
    assert found is not None and found.said == "deadline"


def test_a_from_that_says_when_or_where_is_no_value_left():
    said = "Ashwell newsletter copy is due by the 5th with effect from Easter."
    assert other_value(said, CHOIR) is None
    timetable = "The 18:10 to Leeds leaves from platform 2."
    assert other_value("The 18:10 has been axed from the winter timetable.", timetable) is None


def test_a_place_acting_on_the_heads_thing_is_not_another_thing():
    said = "Rye Lane Allotment Society has bumped the half-plot rent to £40 a year."
    assert other_subject(said, PLOT, shared_entity=False) is None
    assert match_change(said, PLOT, None, clause=said).matched


def test_a_qualifier_that_goes_on_otherwise_is_another_thing():
    said = "Copy for the Ashwell school magazine is due by the 10th of the month from May."
    vetoed = other_subject(said, CHOIR, shared_entity=False)
    assert vetoed is not None and vetoed.reason == OTHER_SUBJECT
    said = "Copy for the Ashwell parish newsletter is due by the 5th from May."
    assert other_subject(said, CHOIR, shared_entity=False) is None


def test_the_value_in_brackets_and_the_value_out_are_left():
    assert "10th" in left_values("Newsletter deadline = 5th (was the 10th).")
    said = "Plough quiz team: Thursday's out, Tuesday's in."
    assert "thursdai" in left_values(said)
    found = match_change(said, QUIZ, None, clause=said)
    assert found.matched and found.reason == LEFT_VALUE
