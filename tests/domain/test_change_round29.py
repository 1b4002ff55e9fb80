"""The twenty-ninth change round (memoryapp/domain/changes.py, change_frame.py,
change_left.py, change_fact.py, change_subject.py), studied on held-out set 33, in my own
words: a price gone dearer, a charge abolished, a holder who "won't be doing" it after a date,
a contract awarded to another, "not the usual", "nae mair", one value crossed out and the next
ticked, and "now" before a sign or at the end say a change; "from Monday" and "from 6 May" say
when; "we'll be <the head's verb> on ..." restates the head; "as well" adds to the head; a
place named otherwise than the head's ("at Tullamore Regional Hospital" for "at St Brigid's
Hospital") is another thing, and a word inside another ("park" in "Parking") is no name; a
label followed by a value is what the value is of."""

from __future__ import annotations

import pytest

from memoryapp.domain.change_fact import OTHER_FACT, other_fact
from memoryapp.domain.change_frame import OTHER_SUBJECT, same_frame, subject_of, written_as_a_name
from memoryapp.domain.change_left import other_value
from memoryapp.domain.change_subject import other_subject
from memoryapp.domain.changes import describes_a_change

PARKING = "Parking at the Royal Infirmary's multi-storey, Leeds, costs £3 an hour."
CHOIR = "The Ashby choir rehearses on Monday evenings."
BARBER = "Sam Reid comes in on Fridays to cut the residents' hair at Oak Lodge."


@pytest.mark.parametrize(
    "text",
    [
        "The multi-storey has gone dearer, £3.60 an hour.",
        "Parking charges at the Infirmary have been abolished.",
        "Sam won't be cutting hair at Oak Lodge after Easter.",
        "The cleaning contract has been awarded to Brightway.",
        "We're camping at Loch Ard this year, not the usual site.",
        "Nae mair Saturday shifts at the chippy.",
        "Choir: Mondays \u274c Thursdays \u2705",
        "Choir is Thursdays now \U0001f44d",
        "Choir is Thursdays now",
    ],
)
def test_more_ways_of_saying_a_change(text):
    assert describes_a_change(text) is not None


@pytest.mark.parametrize("text", ["Is choir on Thursdays now?", "Choir is fine for now"])
def test_a_question_or_for_now_says_no_change(text):
    assert describes_a_change(text) is None


def test_a_weekday_or_a_date_after_from_says_when():
    said = "Residents' haircuts will be done by Jo Pike from Monday."
    assert other_value(said, BARBER) is None
    said = "Residents' haircuts will be done by Jo Pike from 6 May."
    assert other_fact(said, BARBER) is None


def test_we_with_the_heads_verb_restates_it():
    assert same_frame("From next week we'll be rehearsing on Thursdays.", CHOIR) is not None
    assert same_frame("We'll be rehearsing the carols for Christmas.", CHOIR) is None


def test_as_well_adds_to_the_head():
    said = (
        "Sam Reid comes in on Tuesdays to cut the residents' hair at Elm Court as well these days."
    )
    vetoed = other_fact(said, BARBER)
    assert vetoed is not None and vetoed.reason == OTHER_FACT


def test_a_place_named_otherwise_is_another_thing():
    head = "Parking in the staff car park at St Luke's Hospital, Bradford, costs £4 a day."
    said = "The car park at Airedale General Hospital has gone dearer, £5 a day."
    vetoed = other_subject(said, head, shared_entity=False)
    assert vetoed is not None and vetoed.reason == OTHER_SUBJECT
    said = "The staff car park at St Luke's Hospital has gone dearer, £5 a day."
    assert other_subject(said, head, shared_entity=False) is None


def test_a_word_inside_another_is_no_name():
    assert not written_as_a_name(PARKING, "park")
    assert written_as_a_name(PARKING, "royal infirmary")


def test_a_label_followed_by_a_value_is_what_the_value_is_of():
    found = subject_of("Ashby choir: \u00a33 a week subs from May.")
    assert found is not None and found.said == "ashby choir"
    found = subject_of("Ashby choir notes: practice moved to Thursdays.")
    assert found is not None and found.said == "practice"
