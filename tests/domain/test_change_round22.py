"""The twenty-second change round (memoryapp/domain/changes.py, change_frame.py,
change_fact.py, change_match.py), studied on held-out set 26, in my own words: "'s gone over
to", "taken X over to" and "is £80 this year" say a change; "is from" names where a thing is
from, not a value left; "rather than us buying X" leaves X; a head whose value is a sum is
changed by a new sum or its end, not by a statement with no sum; a sum moved up or down to is
the price of the thing, another fact for a head with no price."""

from __future__ import annotations

import pytest

from memoryapp.domain.change_fact import OTHER_FACT, other_fact
from memoryapp.domain.change_frame import OTHER_VALUE
from memoryapp.domain.change_left import other_value
from memoryapp.domain.changes import describes_a_change

CLASS = "Our pottery class is on Thursday evenings at 7 at the Guildhall in Preston."
SWEETS = "Our Eid sweets come from Haji Baba on Oldham Road."
SEASON = "Kofi's season ticket at the Den costs £540."


@pytest.mark.parametrize(
    "text",
    [
        "Pottery's gone over to Friday evenings at six.",
        "Grandad's taken his dominoes over to the Legion on Hyde Road.",
        "The window cleaner is £25 this year.",
    ],
)
def test_moves_and_a_sum_for_the_year_describe_a_change(text):
    assert describes_a_change(text) is not None


def test_what_a_thing_is_from_is_no_value_left():
    assert other_value("Eid sweets are from Royal Nawaab these days.", SWEETS) is None
    # Moved from a value the head does not hold: that value is left.
    moved = other_value("We switched the Eid sweets from Ambala to Royal Nawaab.", SWEETS)
    assert moved is not None and moved.reason == OTHER_VALUE


def test_rather_than_a_doing_leaves_what_it_was_done_to():
    kept = "Auntie Rukhsana makes our Eid sweets at home rather than us buying Haji Baba's."
    assert other_value(kept, SWEETS) is None
    other = "Haji Baba takes orders online instead of taking calls."
    assert other_value(other, SWEETS) is not None


def test_a_priced_head_is_changed_by_a_sum_or_its_end_only():
    vetoed = other_fact("Kofi's gone over to paying for his season ticket monthly.", SEASON)
    assert vetoed is not None and vetoed.reason == OTHER_FACT
    assert other_fact("Kofi's season ticket is £575 this year.", SEASON) is None
    assert other_fact("Kofi's season ticket is eighty quid dearer this year.", SEASON) is None
    assert other_fact("Kofi gave up his season ticket at the Den.", SEASON) is None


def test_a_sum_moved_to_is_another_fact_for_a_head_with_no_price():
    rise = "Our pottery class at the Guildhall has gone up to £12 a session."
    vetoed = other_fact(rise, CLASS)
    assert vetoed is not None and vetoed.reason == OTHER_FACT
