"""Loop readings added in round 52 (which studied held out 55 of bench/loop_phrasing.py), in
my own words: "needs patched" (Scots and Irish English) and "afore" as "before"; "there's a
hole in ..."; frayed, chipped, sticking and the like as damage, where on it said after; a
log's heading with its date and time, a label ending in a time, and a heading before " - ";
a noun and where it was after a label is no task; a fixer who "has been" or "came this
morning", "overhauled", and not "I'm told" as a completion."""

from __future__ import annotations

import pytest

from memoryapp.domain.loop_closing import completion
from memoryapp.domain.loops import LoopStatus, opens_a_loop
from tests.domain.cases import closes, reading, said


@pytest.mark.parametrize(
    "text",
    [
        "The hen run needs patched before the fox finds the gap.",
        "There's a hole in the fence by the top gate.",
        "The back door lock is sticking.",
        "Mooring line frayed at the cleat.",
        "Pool log 03/08 10:15 - slide step cracked, cones out.",
        "Night book, 02:10: side gate lock sticking, fob no good.",
        "Lane 3 on the big pool - float line cracked.",
    ],
)
def test_round_52_shapes_open_a_loop(text):
    assert opens_a_loop(said(text)) is not None


def test_afore_is_no_thing_of_the_work():
    found = reading("The gate hinge is broken. Needs fixing afore Saturday.")
    assert found is not None and "afore" not in found[2]


def test_a_noun_and_where_it_was_after_a_label_opens_nothing():
    assert opens_a_loop(said("Shift log 16:00: rain over the hills was biblical.")) is None


@pytest.mark.parametrize(
    "closer",
    [
        "The plumber's been to the flat.",
        "The engineer came by.",
        "The boiler has been overhauled by the gas firm.",
    ],
)
def test_the_fixer_has_been(closer):
    assert closes("The boiler is leaking again.", closer, subject="boiler") == LoopStatus.DONE


def test_hearsay_is_no_completion():
    assert completion("New valve after the 10th, I'm told.") is None
