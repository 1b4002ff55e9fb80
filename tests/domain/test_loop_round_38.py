"""Loop readings added in round 38 (which studied held out 41 of bench/loop_phrasing.py), in
my own words: a report that ends by naming who is to put it right ("...; Estates to fix"),
faults cutting out again, tripping after a while, or with nothing coming out since a time;
"'s" after a label's first word that says a state is "is", no verb and object; a possessive
of a time is no one at work ("last night's baking"); no work opened by a begun song, hens
laying, or waking to rain; "still to <do>" in any clause and a tradesman booked leave a report
open."""

from __future__ import annotations

import pytest

from memoryapp.domain.loop_language import STARTED
from memoryapp.domain.loops import LoopStatus, opener_work, opens_a_loop
from tests.domain.cases import closes, reading, said


@pytest.mark.parametrize(
    "text",
    [
        "Reminder - Hove lawns: bin by the shelters overflowing, lid gone; Council to fix.",
        "so Priya the kiln elements cutting out again and there's a full load of bisque sat",
        "Physics lab: the vacuum pump trips after twenty minutes, the demos keep stalling.",
        "COFFEE MACHINE, STAFFROOM: no hot water since break, teachers queueing for the kettle.",
    ],
)
def test_round_38_shapes_open_a_loop(text):
    assert opens_a_loop(said(text)) is not None


def test_a_state_after_a_labels_possessive_is_no_verb():
    work = opener_work(said("Over to Sam: grill thermostat's stuck high, the burgers are charred."))
    assert work.verb != "grill"
    assert "thermostat" in work.heads


def test_a_possessive_of_a_time_is_no_one_at_work():
    found = reading("Handover: oven 2 keeps tripping, last night's baking is ruined.")
    assert found is not None and found[0] != STARTED


@pytest.mark.parametrize(
    "text",
    [
        "Heads up: the baby's started crawling under the table and it's hilarious.",
        "Just so you know, the ducks have started laying again, four eggs today.",
        "Woke to a blackbird singing on the gutter, nicer than any alarm.",
    ],
)
def test_beings_starting_to_do_things_and_waking_open_nothing(text):
    assert opens_a_loop(said(text)) is None


@pytest.mark.parametrize(
    ("opener", "closer"),
    [
        (
            "I'll have the Okafors' garden bench rebuilt for the christening.",
            "Oak's cut for the Okafors' bench and the frame glued up; still to oil and fix.",
        ),
        (
            "Ticket #412: balcony rail loose on the second floor; open day is Thursday.",
            "Second floor rail checked by the site team; welder's booked Weds, taped off.",
        ),
    ],
)
def test_work_still_to_do_and_a_tradesman_booked_leave_it_open(opener, closer):
    assert opens_a_loop(said(opener)) is not None
    assert closes(opener, closer, subject="s") is None


def test_the_same_report_done_closes():
    opener = "Ticket #412: balcony rail loose on the second floor; open day is Thursday."
    closer = "Second floor rail welded back on by the site team; solid as a rock."
    assert closes(opener, closer, subject="s") is LoopStatus.DONE
