"""The eighth change round (memoryapp/domain/change_frame.py, change_fact.py): a thing the
head's subject owns that the head never names, a subject placed where the head never says,
and a time said by the statement's own verb when the head says none are other things than the
head's value; a place that shut, fell through or retired is the value left."""

from __future__ import annotations

import pytest

from memoryapp.domain.change_fact import OTHER_FACT, other_fact
from memoryapp.domain.change_frame import OTHER_SUBJECT, subject_of
from memoryapp.domain.change_left import ended_value
from memoryapp.domain.change_match import LEFT_VALUE, match_change
from memoryapp.domain.change_subject import other_subject
from memoryapp.domain.changes import describes_a_change

BAKERY = "The bakery sells its bread to the Co-op."
PRIYA = "Priya gets her car washed at the garage on Kiln Road."
VANS = "The depot vans run on electricity."
COMMITTEE = "Sue Hart chairs the allotment committee."


@pytest.mark.parametrize(
    ("statement", "head"),
    [
        ("The bakery sells its cakes at the Saturday market now.", BAKERY),
        ("Priya gets her bike serviced at the shop on Kiln Road now.", PRIYA),
        ("Priya keeps her canoe in the boathouse now.", PRIYA),
    ],
)
def test_a_thing_the_subject_owns_that_the_head_never_names_is_another_thing(statement, head):
    veto = other_subject(statement, head, shared_entity=False)
    assert veto is not None and veto.reason == OTHER_SUBJECT
    assert not match_change(statement, head, None).matched


@pytest.mark.parametrize(
    ("statement", "head"),
    [
        ("The bakery sells its bread to the farm shop now.", BAKERY),
        ("Priya now gets her car washed at the hand wash by the station.", PRIYA),
        # The head's value as the subject, not the head's subject: "our" is whose it was.
        ("Northgate Surgery is no longer our practice.", "The children see Dr Lee at Northgate."),
    ],
)
def test_the_heads_own_thing_or_its_value_with_an_owner_is_no_other_thing(statement, head):
    assert other_subject(statement, head, shared_entity=False) is None


def test_a_subject_placed_where_the_head_never_says_is_another_thing():
    statement = "The vans at the Bristol yard run on diesel now."
    veto = other_subject(statement, VANS, shared_entity=False)
    assert veto is not None and veto.reason == OTHER_SUBJECT and "bristol yard" in veto.detail
    assert not match_change(statement, VANS, None).matched


def test_a_subject_placed_where_the_head_qualifies_it_is_the_heads():
    statement = "The vans in the depot run on diesel now."
    assert other_subject(statement, VANS, shared_entity=False) is None
    assert match_change(statement, VANS, None).matched


def test_a_time_said_by_the_statements_own_verb_is_another_fact():
    statement = "The allotment committee meets on the first Monday of the month now."
    veto = other_fact(statement, COMMITTEE)
    assert veto is not None and veto.reason == OTHER_FACT and "first monday" in veto.detail
    assert not match_change(statement, COMMITTEE, None).matched


@pytest.mark.parametrize(
    ("statement", "head"),
    [
        # A verb of moving may say when it moved.
        ("Sue moved on Friday to the flats by the river.", "Sue lives on Mill Lane."),
        # The head already says when: a new time is its change.
        ("The committee meets on Tuesdays now.", "The committee meets on Mondays."),
        # Where a thing is, with a number: no verb of its own says when.
        ("Our Leeds shop is now at Briggate 14.", "The Leeds shop is on Boar Lane."),
    ],
)
def test_a_time_is_no_other_fact_after_a_move_or_when_the_head_has_one(statement, head):
    assert other_fact(statement, head) is None


@pytest.mark.parametrize(
    ("statement", "head", "left"),
    [
        (
            "Mo's Cafe closed down, so the book club meets at the library now.",
            "The book club meets at Mo's Cafe.",
            "mo cafe",
        ),
        (
            "The Old Mill fell through, so the retreat is at Sedge Farm instead.",
            "The staff retreat is at the Old Mill.",
            "old mill",
        ),
        (
            "Mr Amos retired, so Ruby's lessons are with Ms Kaur now.",
            "Ruby has violin lessons with Mr Amos.",
            "mr amos",
        ),
    ],
)
def test_a_value_that_shut_fell_through_or_retired_is_the_value_left(statement, head, left):
    assert describes_a_change(statement) is not None
    assert ended_value(statement, head) == left
    assert match_change(statement, head, None).reason == LEFT_VALUE


def test_a_head_subject_that_stood_down_is_no_value_left():
    # The chair stepping down ends the head, but not as a value the statement leaves.
    statement = "Ian stood down at the AGM and Rosa was voted in."
    assert describes_a_change(statement) is not None
    assert ended_value(statement, "Ian chairs the gardening club.") == ""


def test_a_cause_before_a_comma_is_no_subject():
    statement = "Since the refit, the gym towels are washed by Spruce Laundry."
    found = subject_of(statement)
    assert found is not None and found.said == "gym towels"


def test_a_verb_with_a_particle_ends_the_subject():
    found = subject_of("Hill's van picks up the parcels at noon.")
    assert found is not None and found.said == "hill van"


def test_a_part_of_the_heads_subject_named_by_its_place_is_no_other_thing():
    head = "Greystones School buys its meals from Fresh Plate."
    statement = "The tuck shop at Greystones School is now supplied by County Catering."
    assert other_subject(statement, head, shared_entity=False) is None
    veto = other_subject(
        "The tuck shop is now supplied by County Catering.", head, shared_entity=False
    )
    assert veto is not None and veto.reason == OTHER_SUBJECT
