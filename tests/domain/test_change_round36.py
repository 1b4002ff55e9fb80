"""The thirty-sixth change round (memoryapp/domain/words.py, changes.py, change_fact.py,
change_frame.py), studied on held-out set 40, in my own words: a sum in naira, rand, rupees
or Kenyan shillings is a sum ("₦300", "R750", "Ksh 500", "three hundred naira"); "from March"
says when a change starts (not "from March to May"); "left the treasurer post" is an end;
"Turns out" is read past to the subject."""

from __future__ import annotations

import pytest

from memoryapp.domain.change_fact import other_fact
from memoryapp.domain.change_frame import subject_of
from memoryapp.domain.changes import describes_a_change

STOKVEL = "Each member of the Thabo Savings Club pays R500 a month."
FARE = "The keke fare from the roundabout to the estate gate is ₦300."


@pytest.mark.parametrize(
    "text",
    [
        "From March it's R750 each for the Thabo club, not five hundred.",
        "Since Grace left the treasurer post, the chama wants receipts for everything.",
    ],
)
def test_more_ways_of_saying_a_change(text):
    assert describes_a_change(text) is not None


def test_a_span_of_months_says_no_change():
    assert describes_a_change("The pool is open from March to May.") is None


@pytest.mark.parametrize(
    "said, head",
    [
        ("The Thabo Savings Club's fee went up to R750 a month this year.", STOKVEL),
        ("This time last year I paid three hundred naira to the estate gate.", FARE),
    ],
)
def test_sums_in_other_currencies_are_sums(said, head):
    assert other_fact(said, head) is None


def test_a_head_in_naira_has_a_price():
    said = "The keke riders load at the new bay now; the fare to the gate stays as it was."
    veto = other_fact(said, FARE)
    assert veto is not None and "sum" in veto.detail


def test_turns_out_is_read_past():
    found = subject_of("Turns out the beach is on-lead only these days.")
    assert found is not None and found.said == "beach"
