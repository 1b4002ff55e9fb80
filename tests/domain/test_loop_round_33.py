"""Loop readings added in round 33 (which studied held out 36 of bench/loop_phrasing.py), in
my own words: names typed with accents, more faults by symptom (a refusal to advance, a
machine that keeps stopping, a reading stuck at zero, a jotted "jamming on"), a thing on order
for someone, a service booked for a client, work wanted done to a bare noun, and the craft
words that finish work; with the everyday lines and the reports that must stay open."""

from __future__ import annotations

import pytest

from memoryapp.domain.loop_closing import Sense, completion
from memoryapp.domain.loops import LoopStatus, opens_a_loop
from memoryapp.domain.words import lowered, words_of
from tests.domain.cases import closes, said


@pytest.mark.parametrize(
    "text",
    [
        "Could Zoë re-string the club's spare racquets before the ladder on the 9th?",
        "Job 77: the Imperial 66's paper feed won't advance past the margin; needed by Fri.",
        "Handover: the glasswasher in bar 2 keeps stopping mid-cycle, pint glasses still greasy.",
        "Rain gauge at Long Moss frozen at 0 mm since Sunday; the flood feed is blank.",
        "BOX OFFICE: ticket printer jamming on every third ticket, queue out the door.",
        "Hearing aids for Mrs Okoro on order from the audiology lab, two weeks.",
        "Booked: gel manicure for Tamsin Hale, Sat 10am, nail art on both thumbs.",
        "Mr Pryce wants cuffs and collar turned on his Sunday shirts before the christening.",
        "Must ask for the marquee deposit back before the committee meets.",
    ],
)
def test_round_33_shapes_open_a_loop(text):
    assert opens_a_loop(said(text)) is not None


@pytest.mark.parametrize(
    "text",
    [
        "Need a holiday after the month we've had, even a weekend in Whitby.",
        "I'll always think of the seaside when I smell suncream.",
        "I'll never forget the view from the top of Snowdon.",
        "Booked: table at Rosa's for Friday, just the two of us.",
        "Booking: flights to Porto for half term.",
        "Smiled all the way home thinking of Nan's singing at the party.",
    ],
)
def test_everyday_lines_in_those_shapes_open_nothing(text):
    assert opens_a_loop(said(text)) is None


def test_a_name_typed_with_accents_is_the_same_word_as_without():
    assert lowered("Seánie and ZOË") == "seanie and zoe"
    assert words_of("Chloé's café") == ["chloe's", "cafe"]


@pytest.mark.parametrize(
    ("opener", "closer"),
    [
        (
            "Job 77: the Imperial 66's paper feed won't advance past the margin; needed by Fri.",
            "Paper feed on the Imperial cleaned and regulated; it runs a page straight now.",
        ),
        (
            "Need to get the urn in the church hall descaled before the coffee morning.",
            "Flushed out the church hall urn, a jug of scale came out of it.",
        ),
        (
            "The baby-change table in the café loo is broken; maintenance to fix.",
            "Maintenance bolted a new baby-change table into the café loo.",
        ),
        (
            "The river gauge at Long Moss is frozen at 0 since Sunday.",
            "Long Moss river gauge back online after a new battery this morning.",
        ),
    ],
)
def test_craft_words_and_a_new_part_finish_the_work(opener, closer):
    assert closes(opener, closer, subject="s") is LoopStatus.DONE


@pytest.mark.parametrize(
    ("opener", "closer"),
    [
        (
            "Booked: gel manicure for Tamsin Hale, Sat 10am, nail art on both thumbs.",
            "Tamsin rang to move the manicure from 10am to 2pm, same day.",
        ),
        (
            "Mr Pryce wants cuffs and collar turned on his Sunday shirts before the christening.",
            "Mr Pryce dropped the shirts in; wants the collars done first.",
        ),
        (
            "The porch lintel is to be replaced in oak before the render goes on.",
            "Oak for the porch lintel delivered; the joiner starts cutting it Tues.",
        ),
        (
            "Hearing aids for Mrs Okoro on order from the audiology lab, two weeks.",
            "Audiology lab rang: Mrs Okoro's hearing aids are delayed, now due next Thursday.",
        ),
        (
            "Two practice drums with split heads, need new skins before the gala.",
            "Cleaned the rim of one drum; the new skins come Wednesday.",
        ),
    ],
)
def test_a_report_of_work_moved_wanted_begun_or_late_leaves_it_open(opener, closer):
    assert opens_a_loop(said(opener)) is not None
    assert closes(opener, closer) is None


def test_a_reading_stuck_somewhere_is_not_a_finished_one():
    assert completion("The display is stuck at zero again.") is not Sense.DONE
