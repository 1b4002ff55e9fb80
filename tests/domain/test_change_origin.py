"""What a change statement leaves, read past an origin and at its subject
(memoryapp/domain/change_frame.py): a "from" that names where the new value comes from is no
value left; a value ended as the statement's subject is one; the thing "we" moved is read for
its qualifier like an opening subject."""

from __future__ import annotations

import pytest

from memoryapp.domain.change_frame import OTHER_SUBJECT
from memoryapp.domain.change_left import ended_value, is_origin, other_value
from memoryapp.domain.change_match import LEFT_VALUE, left_values, match_change
from memoryapp.domain.changes import describes_a_change

BREAD = "The café gets its bread from Miller's Bakery."
GRIT = "The council grits our road from the Elm Street depot."
PHONES = "Our office phones are with BT."
TUTOR = "Piano lessons are given by Mrs Allen."


@pytest.mark.parametrize(
    "statement",
    [
        "No more Miller's for the café: our bread comes from the Stone Oven now.",
        "The café's loaves are bought from a bakery in Frome now.",
        "Mrs Allen has stopped; piano lessons are given by a teacher from the music school.",
    ],
)
def test_a_from_that_names_an_origin_is_no_value_left(statement):
    assert other_value(statement, BREAD if "café" in statement else TUTOR) is None


def test_a_from_after_a_verb_of_moving_still_names_the_value_left():
    statement = "The gritting moved from the Elm Street depot to Mill Lane."
    assert not is_origin(statement.lower(), statement.lower().index("from"))
    assert other_value("The gritting moved from the Oak Road depot to Mill Lane.", GRIT) is not None


@pytest.mark.parametrize(
    ("statement", "value"),
    [
        ("BT no longer provides our office phones; we're with Vonage.", "bt"),
        ("Mrs Allen has been replaced by Mr Osei for piano lessons.", "mrs allen"),
        ("Miller's Bakery was dropped after the price rise.", "miller bakery"),
    ],
)
def test_a_value_ended_as_the_subject_is_the_value_left(statement, value):
    head = {"bt": PHONES, "mrs allen": TUTOR, "miller bakery": BREAD}[value]
    assert ended_value(statement, head) == value


def test_the_heads_own_subject_ended_is_no_value_of_its_own():
    statement = "Our office phones are no longer with BT; Vonage has them."
    assert ended_value(statement, PHONES) == ""
    # "no longer with" still names the value it leaves.
    assert "bt" in left_values(statement)


def test_without_a_vector_an_ended_value_and_a_shared_word_stage_the_change():
    statement = "Mrs Allen has been replaced; a new teacher gives the piano lessons now."
    assert match_change(statement, TUTOR, None).reason == LEFT_VALUE


def test_the_thing_we_moved_is_read_for_a_qualifier_of_its_own():
    statement = "We moved the mobile phones from BT to Three."
    assert match_change(statement, PHONES, None).reason == OTHER_SUBJECT
    assert match_change("We moved the office phones from BT to Vonage.", PHONES, None).matched
    # A tagged entity they share says the writer meant the same phones.
    assert match_change(statement, PHONES, None, shared_entity=True).matched


def test_a_value_ended_as_the_subject_does_not_hide_the_value_the_clause_names():
    statement = "BT is no longer our phone provider; Vonage is."
    assert ended_value(statement, PHONES) == "bt"
    assert match_change(statement, PHONES, None, shared_entity=True).reason == LEFT_VALUE


BINS = "Our green bins are emptied on Thursdays."


def test_a_from_that_says_when_is_no_value_left_and_marks_a_change():
    statement = "From next month the green bins get emptied on Monday mornings."
    assert other_value(statement, BINS) is None
    assert left_values(statement) == frozenset()
    assert match_change(statement, BINS, None).matched
    assert describes_a_change(statement) is not None


def test_rather_than_names_the_value_a_change_leaves():
    statement = "The green bins are now emptied by Binwise rather than the council."
    assert other_value(statement, BINS) is not None
    assert "council" in left_values(statement)
