"""Loop readings added in round 35 (which studied held out 38 of bench/loop_phrasing.py), in
my own words: faults that keep faulting, died on a weekday or are stuck at the top, a thing
lent out and wanted back; new or fresh parts in place, a thing home again, back to normal;
reports of parts still to be fitted or posted stay open; and labelled chat (a contraction, a
list, the weather, a class for fun) opens nothing."""

from __future__ import annotations

import pytest

from memoryapp.domain.loop_closing import Sense, completion
from memoryapp.domain.loops import LoopStatus, opens_a_loop
from tests.domain.cases import closes, said


@pytest.mark.parametrize(
    "text",
    [
        "Handover: the bottle washer keeps faulting at the rinse, pint glasses piling up.",
        "Reminder - Portrush pool: the disabled hoist is stuck at the top; Estates to fix.",
        "Seed room C: dehumidifier died Tuesday, the onion sets are going soft.",
        "lent the club gazebo to the bowls lot for there open day, need it back b4 the fete",
    ],
)
def test_round_35_shapes_open_a_loop(text):
    assert opens_a_loop(said(text)) is not None


@pytest.mark.parametrize(
    "text",
    [
        "Sat: blowing a gale, so we stayed in with the jigsaw. Perfect.",
        "Heads up: there's a heron on the pond again, looking very pleased with itself.",
        "Started a pottery class for fun; my bowls all look like ashtrays.",
        "Lazy Saturday planned: papers, a fry-up, then a nap with the dog.",
        "Dad: that's a lovely photo of the kids.",
    ],
)
def test_labelled_chat_opens_nothing(text):
    assert opens_a_loop(said(text)) is None


@pytest.mark.parametrize(
    ("opener", "closer"),
    [
        (
            "Job 12: the Hendersons' boiler pump is short-cycling, radiators barely warm.",
            "New pump and valve in at the Hendersons'; radiators are piping hot now.",
        ),
        (
            "Could Rangi re-lash the outrigger on the club canoe before Saturday?",
            "Fresh rope on both lashings of the club canoe, tight as a drum.",
        ),
        (
            "lent the club gazebo to the bowls lot for there open day, need it back b4 the fete",
            "Club gazebo's home from the bowls lot, every pole there.",
        ),
        (
            "TILL 2: the card reader declines every contactless tap.",
            "Till 2's card reader swapped by the bank's engineer at 3; contactless fine now.",
        ),
    ],
)
def test_new_parts_in_place_and_things_home_again_finish_the_work(opener, closer):
    assert closes(opener, closer, subject="s") is LoopStatus.DONE


@pytest.mark.parametrize(
    ("opener", "closer"),
    [
        (
            "Could Thabo re-net both netball hoops before the league final on Friday?",
            "Thabo's collected the new hoop nets from the club; he'll put them up after training.",
        ),
        (
            "TODO: ball 12 in the raffle drum is cracked - get a new one before Friday.",
            "Rang the supplier about ball 12; they're posting a replacement, due next week.",
        ),
        (
            "Reminder - Portrush pool: the disabled hoist is stuck at the top; Estates to fix.",
            "Rang Estates again about the Portrush hoist; still stuck, no date given.",
        ),
    ],
)
def test_parts_still_to_be_fitted_or_posted_leave_the_work_open(opener, closer):
    assert opens_a_loop(said(opener)) is not None
    assert closes(opener, closer) is None


def test_a_thing_taken_off_something_is_no_cancellation():
    assert completion("The old canvas is off the canoe now.") is not Sense.CANCELLED
