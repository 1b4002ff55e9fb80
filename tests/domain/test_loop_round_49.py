"""Loop readings added in round 49 (which studied held out 52 of bench/loop_phrasing.py), in
my own words: faults said arcing, buzzing "agn", playing up, running degrees under, "ate my
quarters", "not releasing", "will not fly out", after "it has been reported that" or a word
to whom it is said ("Boss,"); an event under its day, date, month, hour and place; a label's
two verbs on one object; "has anyone booked ...?" (work no one has done yet); a thing
"getting its new" part asked when (and "'s getting" read at all); a fault "did it again"
closes nothing."""

from __future__ import annotations

import pytest

from memoryapp.domain.loop_closing import completion
from memoryapp.domain.loops import opens_a_loop
from tests.domain.cases import said


@pytest.mark.parametrize(
    "text",
    [
        "23:05 Bus 412 wiper motor arcing on the wash bay; bus parked up.",
        "mixer ch 3 humming agn in the hall, can sum1 check b4 the gig",
        "Boss, de ice machine playin' up again, half a tray an' the market tomorrow.",
        "Walk-in freezer running 8 degrees over, stock's softening. Needs a look.",
        "Yo, the vending machine ate my coins and gave me nothing, who fixes it?",
        "Ticket 881 - Mill St locker 4 not releasing parcels, customers waiting.",
        "It has been reported that the stage curtain will not fly out.",
        "Harvest supper, Fri 3 Oct, 7pm at the village hall: tickets £6 from Jean.",
        "Reminder to self: sort and label the hymn sheets before Sunday.",
        "Has anyone ordered the marquee for Saturday's fete? Forecast says rain.",
        "Does anyone know when the minibus is getting its new tyres?",
        "The scout hut's getting a new boiler before the winter camp.",
    ],
)
def test_round_49_shapes_open_a_loop(text):
    assert opens_a_loop(said(text)) is not None


@pytest.mark.parametrize(
    "text",
    [
        "Has anyone seen the sunset tonight? Stunning.",
        "Reminder to self: smile and breathe.",
    ],
)
def test_questions_and_notes_with_no_work_open_nothing(text):
    assert opens_a_loop(said(text)) is None


def test_a_fault_that_did_it_again_closes_nothing():
    assert completion("washer 4 did it again this morning, the drum never moved") is None
