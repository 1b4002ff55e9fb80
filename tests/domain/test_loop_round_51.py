"""Loop readings added in round 51 (which studied held out 54 of bench/loop_phrasing.py), in
my own words: faults "carked it", "after ripping" (Irish English), "is not being lowered",
"sounding continuously"; "is there a date yet for ...?"; "ping me Thursday to ..." (not "to
say hi"); an event
at an hour and a place ("New Year's Day Dip, 11am off the Cobb steps:")."""

from __future__ import annotations

import pytest

from memoryapp.domain.loops import opens_a_loop
from tests.domain.cases import said


@pytest.mark.parametrize(
    "text",
    [
        "Otter tank filter's carked it this arvo, water's going cloudy.",
        "The marquee roof's after ripping in the wind; we'll need a new one before the show.",
        "The car ramp is not being lowered fully onto the deck.",
        "Lab 4 fume cupboard alarm sounding continuously since lunch.",
        "Is there a date yet for the boiler engineer? The hall's freezing.",
        "Ping me Thursday to do the cash-up for the raffle.",
        "Boxing Day Dip, 11am off the harbour steps: fancy dress, soup after.",
    ],
)
def test_round_51_shapes_open_a_loop(text):
    assert opens_a_loop(said(text)) is not None


def test_a_nudge_to_do_nothing_opens_nothing():
    assert opens_a_loop(said("Ping me Thursday to say hi.")) is None
