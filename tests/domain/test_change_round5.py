"""The fifth change round (memoryapp/domain/change_frame.py, changes.py): a "from" that says
who someone is or names the new value is no value left; "these days", "nowadays", "rather
than", "has gone to" and "taken ... away from" mark a change; "X has stopped <doing>" ends X;
a passive take-over and a leading "from now on" keep the subject; a price or a moved time is
another fact than the head's own value."""

from __future__ import annotations

import pytest

from memoryapp.domain.change_fact import OTHER_FACT, other_fact
from memoryapp.domain.change_frame import SAME_FRAME
from memoryapp.domain.change_left import is_origin, other_value
from memoryapp.domain.change_match import LEFT_VALUE, match_change
from memoryapp.domain.changes import describes_a_change

GUTTERS = "The gutter clearing is done by Skyline Roofing."
MILK = "The office gets its milk from Dale Farm Dairy."
PIANO = "The piano tuning is done by Mr Reeve on the first Monday of the month."
BOILER = "The boiler is serviced by HeatRight in Leeds."


@pytest.mark.parametrize(
    "statement",
    [
        "Skyline no longer clears our gutters; a man from the next street does it now.",
        "Skyline stopped doing the gutters, and Anna from Clearflow does them instead.",
        "Our gutter cleaner is Joe from round the corner now.",
    ],
)
def test_a_from_that_says_who_someone_is_is_no_value_left(statement):
    assert other_value(statement, GUTTERS) is None


def test_a_name_a_verb_moves_still_leaves_the_value_after_its_from():
    text = "We moved Jenkins from Hetzner to AWS."
    assert not is_origin(text.lower(), text.lower().index("from"), text)


def test_a_from_before_instead_names_the_new_value():
    statement = "We stopped getting milk from Dale Farm Dairy and buy it from Hollins instead."
    assert other_value(statement, MILK) is None
    assert match_change(statement, MILK, None).reason == LEFT_VALUE


@pytest.mark.parametrize(
    "statement",
    [
        "Our milk comes from the corner shop these days.",
        "Nowadays the milk is delivered by Hollins.",
        "The milk is bought at the supermarket now rather than from Dale Farm.",
        "The milk order has gone to Hollins after Dale Farm put its prices up.",
        "We've taken the milk order away from Dale Farm and given it to Hollins.",
    ],
)
def test_more_ways_of_saying_a_change(statement):
    assert describes_a_change(statement) is not None


def test_someone_who_has_stopped_doing_the_work_is_the_value_left():
    statement = "Mr Reeve has stopped tuning pianos, and a woman from Harrogate does ours now."
    assert match_change(statement, PIANO, None).reason == LEFT_VALUE


def test_a_passive_take_over_keeps_the_subject_as_what_changed():
    statement = "The gutter clearing has been taken over by Peak Gutters since June."
    assert match_change(statement, GUTTERS, None).reason == SAME_FRAME


def test_a_leading_from_now_on_is_no_subject():
    statement = "From now on the boiler goes to Warmfix for its check."
    assert match_change(statement, BOILER, None).reason == SAME_FRAME


def test_a_price_is_another_fact_than_who_does_the_work():
    veto = other_fact("The boiler service now costs 95 pounds at HeatRight.", BOILER)
    assert veto is not None and veto.reason == OTHER_FACT
    # A head that gives a price is changed by a new one.
    assert (
        other_fact("The boiler service now costs 95 pounds.", "The boiler service costs 80 pounds.")
        is None
    )


def test_a_moved_time_is_another_fact_when_the_heads_value_is_no_time():
    veto = other_fact("The piano tuning has moved from Monday to Wednesday.", PIANO)
    assert veto is not None and veto.reason == OTHER_FACT
    assert not match_change(
        "The piano tuning has moved from Monday to Wednesday.", PIANO, None
    ).matched
    # When the head's own value is the time, moving it is the change.
    head = "The choir practice is on Monday evenings."
    assert other_fact("The choir practice has moved from Monday to Wednesday.", head) is None
