"""The twenty-eighth change round (memoryapp/domain/changes.py, change_frame.py,
change_left.py, change_match.py, change_subject.py), studied on held-out set 32, in my own
words: one thing taking another's place ("took the place of", "stepped in for", "superseding",
"(Acme until March)"), "farewell to", "is history" and a name that "ditched" a value say a
change and name the value left; a message's sender ("the email from Coach Dave") and "from
here on" are no value left; a reply's first word is read past to the subject; a subject
taking the place of the head's value is its new value, unless the role it takes is another's;
a name that goes on otherwise is another thing even when the statement names the head's
thing elsewhere, or the head's subject goes on past its name."""

from __future__ import annotations

import pytest

from memoryapp.domain.change_frame import OTHER_SUBJECT, subject_of
from memoryapp.domain.change_left import other_value
from memoryapp.domain.change_match import left_values, match_change
from memoryapp.domain.change_subject import other_subject
from memoryapp.domain.changes import describes_a_change

CONDUCTOR = "Alan Marsh conducts the Denby Dale Silver Band."
KIT = "The Elm Park Eagles U10 team orders its kit from Northside Sports."
VET = "Willow Farm Stables near Ripon sends any lame horse to Bridge House Vets."


@pytest.mark.parametrize(
    "text",
    [
        "Helen Cross took the place of Alan Marsh on the rostrum in March.",
        "Kitbag stepped in for Northside Sports when the shop closed.",
        "Band practice runs 7-9pm, superseding the old 7:30 start.",
        "Vet: Dale View Equine (Bridge House until June)",
        "Farewell to Alan Marsh after twenty years with the band.",
        "The Saturday morning slot is history.",
        "Willow Farm Stables ditched Bridge House after the price rise.",
    ],
)
def test_more_ways_of_saying_a_change(text):
    assert describes_a_change(text) is not None


def test_history_lessons_say_no_change():
    assert describes_a_change("Tuesday is history homework night.") is None


@pytest.mark.parametrize(
    ("text", "left"),
    [
        ("Helen Cross took the place of Alan Marsh on the rostrum.", "alan"),
        ("Kitbag stepped in for Northside Sports in May.", "northsid"),
        ("Practice is on Fridays, superseding the Thursday slot.", "thursdai"),
        ("Vet: Dale View Equine (Bridge House until June)", "bridg"),
    ],
)
def test_the_place_taken_is_the_value_left(text, left):
    assert left in left_values(text)


def test_a_messages_sender_and_from_here_on_are_no_value_left():
    said = "Got the email from Coach Rita: Northside Sports doesn't do the Eagles' kit any more."
    assert other_value(said, KIT) is None
    hours = "Flying at Long Meadow is allowed from 9am to 4pm."
    assert other_value("Flying at Long Meadow is 10 till 3 from here on.", hours) is None


def test_a_replys_first_word_is_read_past():
    found = subject_of("nope, Willow Farm Stables ditched Bridge House last month")
    assert found is not None and found.said == "willow farm stables"


def test_a_subject_taking_the_place_of_the_heads_value():
    said = "Kitbag stepped in for Northside Sports as the Eagles U10 kit supplier."
    assert other_subject(said, KIT, shared_entity=False) is None
    assert match_change(said, KIT, None, clause=said).matched
    said = "Kitbag stepped in for Northside Sports as the Riverside Rovers' kit supplier."
    vetoed = other_subject(said, KIT, shared_entity=False)
    assert vetoed is not None and vetoed.reason == OTHER_SUBJECT


def test_a_name_that_goes_on_otherwise_is_another_thing():
    said = "Willow Farm Kennels, just past the stables, have swapped Bridge House for Dale View."
    vetoed = other_subject(said, VET, shared_entity=False)
    assert vetoed is not None and vetoed.reason == OTHER_SUBJECT
    said = "Willow Farm Stables have swapped Bridge House for Dale View Equine."
    assert other_subject(said, VET, shared_entity=False) is None


def test_taking_the_place_said_with_all_of_the_head_is_a_change():
    # Found by driving a fresh clone: "keeps every word of the head and adds to it" had
    # vetoed it as another fact.
    said = "Helen Cross took the place of Alan Marsh as conductor of the Denby Dale Silver Band."
    assert match_change(said, CONDUCTOR, None, clause=said).matched
