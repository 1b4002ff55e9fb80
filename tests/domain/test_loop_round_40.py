"""Loop readings added in round 40 (which studied held out 43 of bench/loop_phrasing.py), in
my own words: a route or counter-order label, a part that has worked loose, a bell not
sounding, a thing ripped, a note that starts "Hiya <name>,"; closers that say the thing was
collected ("came for her ..."), is clear, sealed, or done all over; "can't come" leaves a
report open."""

from __future__ import annotations

import pytest

from memoryapp.domain.loop_closing import Sense, completion
from memoryapp.domain.loops import LoopStatus, opens_a_loop
from tests.domain.cases import closes, said


@pytest.mark.parametrize(
    "text",
    [
        "Route 88, Osei house: wasps in the loft over the nursery, baby can't nap.",
        "Counter order, Mrs Novak: 3 poppyseed rolls, 2 doz kolaches for Sunday, pays cash.",
        "Ewan - the bandsaw's blade guard has worked loose, cuts wandering off the line.",
        "Days to nights 18:45 - bay 4 buzzer not sounding at the desk, used the handbell.",
        "tell jo the tent flysheet is ripped along the zip and we leave for whitby fri",
        "Hiya Mo, the patio door's jammed again, can't get it open at all.",
    ],
)
def test_round_40_shapes_open_a_loop(text):
    assert opens_a_loop(said(text)) is not None


@pytest.mark.parametrize(
    "text",
    [
        "Aoife came for her harp on Friday and cried.",
        "Loft's clear: wasps gone, nest bagged and binned.",
        "Paddy sealed it properly and the kitchen's bone dry.",
        "The window man did front and back on Monday.",
    ],
)
def test_collected_clear_sealed_and_done_all_over_are_done(text):
    assert completion(text) is Sense.DONE


def test_cant_come_leaves_it_open():
    opener = "Ought to get the window cleaner booked in before the viewing on Weds."
    closer = "Window cleaner rang back, can't come till after the viewing."
    assert opens_a_loop(said(opener)) is not None
    assert closes(opener, closer, subject="s") is None
    done = "Window cleaner did front and back on Monday; the panes sparkle."
    assert closes(opener, done, subject="s") is LoopStatus.DONE
