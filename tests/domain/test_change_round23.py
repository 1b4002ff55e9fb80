"""The twenty-third change round (memoryapp/domain/changes.py, change_frame.py,
change_subject.py, change_match.py), studied on held-out set 27, in my own words: more ways
of saying a change (moved by someone else, "we ditched X", "from X onwards", "quit the
band", "with effect from", "has been going to", ", so ... come from"); a greeting or an
aside before the subject is no part of it; two differently named places before the verb are
two things; the vetoes read the sentence that says the change."""

from __future__ import annotations

import pytest

from memoryapp.domain.change_frame import OTHER_SUBJECT, SAME_FRAME
from memoryapp.domain.change_match import LEFT_VALUE, match_change
from memoryapp.domain.change_subject import other_subject
from memoryapp.domain.changes import change_sentence, describes_a_change

SUPPLIER = "The Heaton Wholefoods Co-op buys its tins wholesale from Suma."
TARIFF = "Heat from the Byker Estate district heating scheme costs 10.2p a kilowatt-hour."
SINGER = "Mel Ortiz is lead singer of the Blue Lanterns, the function band I drum for."


@pytest.mark.parametrize(
    "text",
    [
        "Mum was moved onto the Thursday list at the clinic.",
        "fyi we ditched suma, the tins come from the cash and carry now",
        "Rob drums for the Blue Lanterns from the Whitley Bay gig onwards.",
        "mel quit the band after the christmas do",
        "With effect from 1 April, the scheme's unit charge is 12p.",
        "After the row with the salon, Biscuit's been going to a groomer in Wallsend.",
        "The wholesaler closed our account, so the tins come from Infinity Foods.",
    ],
)
def test_more_ways_of_saying_a_change(text):
    assert describes_a_change(text) is not None


def test_a_value_ditched_is_the_value_left():
    found = match_change("fyi we ditched suma, the tins come from Infinity", SUPPLIER, None)
    assert (found.matched, found.reason) == (True, LEFT_VALUE)


def test_a_greeting_and_an_aside_are_no_part_of_the_subject():
    said = (
        "Hi all, as agreed at the members' meeting, tins will go to Greencity rather than "
        "Suma from the next order."
    )
    assert other_subject(said, SUPPLIER, shared_entity=False) is None


def test_a_band_member_who_quit_restates_the_head():
    found = match_change("Mel quit the band after the Christmas do.", SINGER, None)
    assert (found.matched, found.reason) == (True, SAME_FRAME)


def test_two_named_places_are_two_things():
    other = "Heat on the Walker Riverside heat network costs 13p a kWh from this month."
    vetoed = other_subject(other, TARIFF, shared_entity=False)
    assert vetoed is not None and vetoed.reason == OTHER_SUBJECT
    same = "Heat from the Byker Estate district heating scheme costs 12p a kWh from this month."
    assert other_subject(same, TARIFF, shared_entity=False) is None


def test_the_vetoes_read_the_sentence_that_says_the_change():
    text = "Residents' meeting was grim. The heat network goes to 14p a kWh in January."
    assert change_sentence(text) == "The heat network goes to 14p a kWh in January."
    assert change_sentence("Heat goes to 14p in January.") == "Heat goes to 14p in January."
