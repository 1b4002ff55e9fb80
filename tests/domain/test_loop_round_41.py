"""Loop readings added in round 41 (which studied held out 44 of bench/loop_phrasing.py), in
my own words: a promise back after a reassurance ("rest easy - your X ... before Y"), a
thing's "'ll" ("the porch'll be done"), someone else's "they'll have X going before Y", a job
resting on someone ("all down to Iwan"), a report ending "Any chance?" or "Can u pop by?", a
text-speak request or "u still got my X?", an event under its date, a machine that takes
your money, a dead thing that stops work; closers that say the work is off the loom, that a
thing spins smooth, that "the lot" was done, "all stitched". Labels and pastimes that open
nothing: "route notes:", "dispatch board:", a cat sunbathing, someone learning the trumpet."""

from __future__ import annotations

import pytest

from memoryapp.domain.loop_closing import Sense, completion
from memoryapp.domain.loops import LoopStatus, opens_a_loop
from tests.domain.cases import closes, said


@pytest.mark.parametrize(
    "text",
    [
        "Don't worry, Moira - your quilt for the christening goes in the post before Friday.",
        "No trouble at all, Sean - the gate'll be rehung before the sale.",
        "Garage say they'll have the van back on the road before the bank holiday.",
        "Silage cut and lying in rows, all down to Gareth and his baler now.",
        "Morning Priya, the fence panel's blown into the lane again. Any chance?",
        "Hi Tom, damp patch back on the bedroom ceiling. Can you pop round?",
        "dad can u fix my bike chain its come off again n i need it for school",
        "jen u still got my hair straighteners? need them fri",
        "Village bonfire and fireworks on the green, Sat 5th: 200 tickets sold, guy built.",
        "PARKING METER TAKES YOUR COINS BUT GIVES NO TICKET.",
        "Lab 3: fume hood's dead on benches 1-4, we can't run the titrations.",
        "Porter to reception 06:30 - lift 2 jams between floors, using the stairs.",
    ],
)
def test_round_41_shapes_open_a_loop(text):
    assert opens_a_loop(said(text)) is not None


@pytest.mark.parametrize(
    "text",
    [
        "Route notes: a fox sunning itself on the Harrises' shed roof all morning.",
        "Dispatch board: slowest Monday of the year, nobody knows why.",
        "Flat 2 chat: the cat on the landing is sunbathing again.",
        "Someone upstairs is learning the bagpipes, heaven help us.",
    ],
)
def test_labels_and_pastimes_open_nothing(text):
    assert opens_a_loop(said(text)) is None


@pytest.mark.parametrize(
    "text",
    [
        "Moira's quilt is off the loom and pressed.",
        "Lift engineer reset the drive; the door opens smoothly now.",
        "Gareth baled the lot on Tuesday.",
        "All stitched, the blazer looks smart.",
    ],
)
def test_off_the_loom_working_smoothly_and_the_lot_are_done(text):
    assert completion(text) is Sense.DONE


def test_a_count_before_the_thing_is_not_another_thing():
    opener = "Hi Sam, could you sort the jamming label printer before the sale?"
    closer = "Sam put a new roller in the label printer; we ran 2,000 labels Friday."
    assert closes(opener, closer) is LoopStatus.DONE
    other = "Sam fixed the shipping label printer upstairs."
    assert closes(opener, other) is None


def test_done_by_a_date_is_a_promise_not_a_report():
    opener = "Leave it with me, Harpreet - both skins on your dhol done before the wedding."
    assert opens_a_loop(said(opener)) is not None
