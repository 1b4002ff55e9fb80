"""Loop readings added in round 53 (which studied held out 56 of bench/loop_phrasing.py), in
my own words: faults in Nigerian Pidgin ("don spoil"), with no "is" before "dripping ...
again", "spat the dummy", "isn't letting go", "did not sound" in a test, after "advises
that"; a promise to have a long thing ready by a date; a checklist box not ticked; a
possessive's "-ing" noun and "we should totally ..." open nothing; "don return", "in
position", "sewn in" and "new X in the Y" close."""

from __future__ import annotations

import pytest

from memoryapp.domain.loops import LoopStatus, opens_a_loop
from tests.domain.cases import closes, said


@pytest.mark.parametrize(
    "text",
    [
        "The pump for Block C don spoil since Monday.",
        "Mr Lim, the aircon in the lab dripping again onto the benches.",
        "Band saw's spat the dummy again.",
        "Pool log 18:40: changing room lock isn't letting go.",
        "I'll have the Kapoors' three boxes of wedding invitations printed up before Friday.",
        "The council advises that the flood siren at Riverside did not sound during the drill.",
        "Checklist Sun: radio 2 - battery flat. [ ]",
    ],
)
def test_round_53_shapes_open_a_loop(text):
    assert opens_a_loop(said(text)) is not None


@pytest.mark.parametrize(
    "text",
    [
        "Mrs Obi's son's graduation was the talk of the street.",
        "We should totally do karaoke at Ama's next month.",
    ],
)
def test_round_53_chat_opens_nothing(text):
    assert opens_a_loop(said(text)) is None


@pytest.mark.parametrize(
    "opener, closer",
    [
        ("The pump for Block C don spoil since Monday.", "Water don return for Block C."),
        ("The hall's portable ramp hasn't been delivered.", "Ramp in position at the hall."),
        ("The jib is torn along the leech.", "Back from the sailmaker, two new panels sewn in."),
        ("The gate motor keeps cutting out.", "New fuse in the control box."),
    ],
)
def test_round_53_closers(opener, closer):
    assert closes(opener, closer, subject="work") == LoopStatus.DONE
