"""Loop readings added in round 31 (which studied held out 34 of bench/loop_phrasing.py), in
my own words: damage noted without a verb, damage by its verb and where, no sign of what a
thing is for, a numbered order or job, a thing back-ordered, a duty of two verbs; and closers
that wait on a part or a visit unless the loop's own work is said done."""

from __future__ import annotations

import pytest

from memoryapp.domain.loop_closing import Sense, completion
from memoryapp.domain.loops import LoopStatus, opens_a_loop
from tests.domain.cases import closes, said


@pytest.mark.parametrize(
    "text",
    [
        # Damage noted as a clause ends, with no verb.
        "Lab 3: fume cupboard sash cord snapped; cupboard taped off.",
        "Projector 2's lamp blown, so the Tuesday film club is in room 6.",
        # Damage by its verb and where; a thing that keeps failing the same way.
        "The kayak rack cracked along the top bar in the gale.",
        "Dentist's chair in surgery 1 keeps slipping back during fillings.",
        # No sign of what it is for.
        "Stage box B shows no signal on channels 3 and 4; sound check is at six.",
        # Out of use till it is put right, with no verb after the thing.
        "Bakery: proving cabinet running 4 degrees cold, dough on hold till sorted.",
        # A numbered order or job, a thing back-ordered, a duty of two verbs.
        "Order 212: six walnut shelves, 90cm, for Mrs Oduya's alcove; cutting list Fri.",
        "Back-ordered: two replacement hinges for the vestry cupboard, due in a week.",
        "Must wash and press the altar linen before the wedding on Saturday.",
    ],
)
def test_round_31_shapes_open_a_loop(text):
    assert opens_a_loop(said(text)) is not None


@pytest.mark.parametrize(
    "text",
    [
        "Order 9: chips for everyone at the table.",
        "Mind blown by that documentary.",
        "The seagulls are losing their minds over the bins again.",
        "Her voice cracked at the end of the speech.",
    ],
)
def test_everyday_lines_in_those_shapes_open_nothing(text):
    assert opens_a_loop(said(text)) is None


@pytest.mark.parametrize(
    ("opener", "closer"),
    [
        # A visit booked or a part still to come leaves a fault open.
        (
            "Ticket 5120: lift 2 at Dock Street won't close its doors, passengers using stairs.",
            "Ticket 5120 passed to the lift contractor; engineer visit booked for Monday.",
        ),
        (
            "Job card 41: the Morris van needs a new clutch cable before the rally.",
            "Dropped the Morris van off at the garage; the cable comes Thursday.",
        ),
        (
            "The lathe's drive belt snapped along the seam.",
            "Rang the supplier about the lathe belt; the replacement's on a van from Leeds.",
        ),
    ],
)
def test_a_visit_booked_or_a_part_to_come_closes_nothing(opener, closer):
    assert opens_a_loop(said(opener)) is not None
    assert closes(opener, closer) is None


def test_the_loops_own_work_done_closes_though_a_part_still_comes():
    opener = "Order more printer paper for the office."
    closer = "Ordered more printer paper for the office, it arrives Friday."
    assert closes(opener, closer, subject="s") is LoopStatus.DONE


@pytest.mark.parametrize(
    ("text", "sense"),
    [
        ("Cones and bibs laid out on pitch 3; all ready for the match.", Sense.DONE),
        ("Old strings swapped for new ones on the loan cello.", Sense.DONE),
        ("They've gone elsewhere, so I've struck it off the list.", Sense.CANCELLED),
        ("The ball ended up in the pond again.", None),
    ],
)
def test_all_ready_swapped_for_new_and_struck_off(text, sense):
    assert completion(text) is sense
