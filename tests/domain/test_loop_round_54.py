"""Loop readings added in round 54 (which studied held out 57 of bench/loop_phrasing.py), in
my own words: a thing "cracked on" a run is damage, not work begun; "torn to ribbons",
clogged and choked; "have not flashed since"; "I'll come and sweep ..."; closers "put the
new ...", "got the last of ...", thanks for the work, "was here at 10", "fully open now";
near-misses: a stopgap "until ours are repaired", a part "has been ordered", "three sides
of ...", which finish nothing."""

from __future__ import annotations

from dataclasses import replace

import pytest

from memoryapp.domain.loop_closing import completion
from memoryapp.domain.loops import LoopStatus, opens_a_loop
from tests.domain.cases import closes, reading, said


def test_cracked_on_a_run_is_damage_not_work_begun():
    found = reading("The tow bar on the trailer cracked on the trial run Sunday.")
    assert found is not None and found[0] == "loop.commitment" and found[2] == ("bar",)


@pytest.mark.parametrize(
    "text",
    [
        "Harbour strip, Sat 0800: flag torn to ribbons in the gale overnight.",
        "The kitchen sink drain is clogged again, water backing up.",
        "The crossing lights on Hill Road have not flashed since Easter.",
        "Hi Jan, I'll come and sweep the chimney on Friday before the cold snap.",
    ],
)
def test_round_54_shapes_open_a_loop(text):
    assert opens_a_loop(said(text)) is not None


@pytest.mark.parametrize(
    "opener, closer",
    [
        ("The cart's front wheel is cracked.", "Sam's lads put the new wheel on Sunday."),
        ("Need 50 more buoys on the nets before the storm.", "Got the last of the buoys on."),
        ("The gate hinge snapped on Monday.", "Thanks Dale for the welding, eh."),
        ("Call the drain firm, the loo's gurgling again.", "Their van was here at 10."),
        ("The sluice gate is stuck half-closed.", "The sluice gate is fully open now."),
    ],
)
def test_round_54_closers(opener, closer):
    assert closes(opener, closer, subject="work") == LoopStatus.DONE


@pytest.mark.parametrize(
    "closer",
    [
        "We borrowed the church's speakers until ours are repaired.",
        "An engineer tested them and a new amplifier has been ordered.",
        "Binding done on three sides of the quilt; last side by hand this week.",
    ],
)
def test_round_54_near_misses_finish_nothing(closer):
    assert completion(closer, "repair") is None


def test_a_note_its_writer_marks_open_is_open_whatever_its_meaning_reads_as():
    # Found by driving a fresh clone: the reading by meaning vetoed this checklist line.
    note = replace(said("Checklist Sun: radio 2 - battery flat, no beep. [ ]"), work_score=-9.4)
    assert opens_a_loop(note) is not None
    chat = replace(said("Sunday: radio 2 was playing the old hits all day."), work_score=-9.4)
    assert opens_a_loop(chat) is None
