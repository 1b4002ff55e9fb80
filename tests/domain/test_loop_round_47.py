"""Loop readings added in round 47 (which studied held out 50 of bench/loop_phrasing.py), in
my own words: a reading out of range again, a thing that moves by itself, a trip "tripped out
overnight", a polite "might see its way to <doing>", a "yet to do" label, an event under a day
and a span of hours, "save the date:"; "I'll grant you" and "still to do: absolutely nothing"
open nothing; closers: back up, okay now, certified to."""

from __future__ import annotations

import pytest

from memoryapp.domain.loop_closing import Sense, completion
from memoryapp.domain.loops import opens_a_loop
from tests.domain.cases import said


@pytest.mark.parametrize(
    "text",
    [
        "Night check, 02:10 - vaccine fridge reading 12C again; the flu jabs are at risk.",
        "Heads up: the garage door closes on its own, keep the car clear of it.",
        "Kitchen fridge tripped out overnight, everything in it is warm.",
        "I wonder if the council might see its way to mending the bus shelter before winter.",
        "Still to do re Patel flat: bathroom sealant, loose hall tile.",
        "Scout jumble sale, Church Hall, Sat 10-12pm: donations welcome.",
        "Save the date: Summer fete at the Old Rectory, Sun 14 July, bring a cake.",
    ],
)
def test_round_47_shapes_open_a_loop(text):
    assert opens_a_loop(said(text)) is not None


@pytest.mark.parametrize(
    "text",
    [
        "I'll grant you the weather was poor, but the fireworks were brilliant.",
        "Still to do: absolutely nothing, it's a bank holiday.",
    ],
)
def test_turns_of_phrase_and_nothing_to_do_open_nothing(text):
    assert opens_a_loop(said(text)) is None


@pytest.mark.parametrize(
    "text",
    [
        "Booking system's back up: every slot from Monday showing again.",
        "Card machine is okay now, receipts printing.",
        "Hoist serviced and certified to 500kg.",
    ],
)
def test_back_up_okay_now_and_certified_are_done(text):
    assert completion(text) is Sense.DONE
