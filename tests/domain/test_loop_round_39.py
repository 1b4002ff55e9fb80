"""Loop readings added in round 39 (which studied held out 42 of bench/loop_phrasing.py), in
my own words: requests put as "are you able to ..." or "would <name> be able to ...", "gotta
<do>", a thing promised back to the listener, faults after a greeting ("Hi Dev, ..."), under a
dispatch or phone-order label, with a clock time in the note, cracked on a side, stuck half
open, slipping past a limit or not boiling; closers that say a thing is safe again, back with
its owner, its last piece set, put back with new parts, or the booked visit came; "got us
down for <day>" leaves a report open."""

from __future__ import annotations

import pytest

from memoryapp.domain.loop_closing import Sense, completion
from memoryapp.domain.loops import LoopStatus, opens_a_loop
from tests.domain.cases import closes, said


@pytest.mark.parametrize(
    "text",
    [
        "Are you able to re-hang the gate on the bottom paddock before the sheep go out?",
        "Would Dilys be able to mend the torn hymn-board cover before the carol service?",
        "Gotta get the chimney sweep round for the parlour before Bonfire Night.",
        "Amara, your kora will be back to you with new strings well before the festival.",
        "Hi Tom, the shower hose has split in the en suite and it sprays everywhere. Help!",
        "Dispatch 771, Okafor residence: boiler's dead, no heating with two toddlers.",
        "Phone order, Mrs Kowalski: 4 poppyseed cakes, 2 doz paczki for Sat, cash on pickup.",
        "Late 23:40 - card machine keeps dropping out, tables paying cash only.",
        "Prep kitchen: pizza stone cracked front right, crusts burning on that side.",
        "Unit 4 request: garage door stuck half open, can't secure the vans tonight.",
        "Sports lab: rowing machine chain slips at 30 strokes a minute, testing's paused.",
        "CHURCH HALL URN: NOT BOILING. KETTLES IN THE CUPBOARD.",
    ],
)
def test_round_39_shapes_open_a_loop(text):
    assert opens_a_loop(said(text)) is not None


@pytest.mark.parametrize(
    "text",
    [
        "The swings are safe again with new chains.",
        "Amara's kora is back with her, strings holding.",
        "Joe set the last tile on Saturday; the splashback looks great.",
        "Sam put the gate back on with new hinges yesterday.",
        "The sweep came Thursday; the parlour fire draws like a dream.",
    ],
)
def test_safe_again_back_with_its_owner_the_last_piece_and_a_visit_that_came_are_done(text):
    assert completion(text) is Sense.DONE


def test_a_visit_booked_for_a_day_leaves_it_open():
    opener = "Gotta get the chimney sweep round for the parlour before Bonfire Night."
    closer = "Rang the sweep, he's got us down for Friday, the day before Bonfire Night."
    assert closes(opener, closer, subject="s") is None
    done = "The sweep came Thursday; the parlour fire draws like a dream."
    assert closes(opener, done, subject="s") is LoopStatus.DONE


def test_a_new_part_for_one_reported_gone_finishes_the_fixers_report():
    # Found driving: "gone" and "empty" say the thing is spent, so a new one is the work done.
    opener = (
        "Reminder - Clevedon pier: lifebuoy case by the kiosk's empty, ring gone; Council to fix."
    )
    closer = "Council put a new ring in the Clevedon pier lifebuoy case Tuesday."
    assert closes(opener, closer) is LoopStatus.DONE
