"""Loop readings added in round 48 (which studied held out 51 of bench/loop_phrasing.py), in
my own words: a log line's bracketed time before a fault, a fault code shown, a run "been
aborting" as someone tells it, a part "sucking air", work "getting stuck into", an event over
a span of days, a fault whose note ends by naming who is to report it, and a label with an
item's number ("AOB (3):"); "we'll have to agree to differ" and "let's
face it" open nothing; a report that leaves the rest for a weekday, a tool that died before
the work was done, a second run that failed or a print that came out grey close nothing."""

from __future__ import annotations

import pytest

from memoryapp.domain.loop_closing import completion
from memoryapp.domain.loops import opens_a_loop
from tests.domain.cases import said


@pytest.mark.parametrize(
    "text",
    [
        "[14:20] Label printer showing E-07 again; no parcels can go out.",
        "The dishwasher's throwing error 5 on every wash.",
        "Dev tells me the glass washer's been aborting mid-rinse since Friday.",
        "Late shift, ward nine: suction unit 2 sucking air, use unit 1.",
        "Getting stuck into the shed roof felt this afternoon.",
        "Open gardens trail, Sat-Sun 11-5: tickets at the church, teas in the hall.",
        "AOB (3): bench by the pond snapped in half; Clerk to report it to the Parks team.",
    ],
)
def test_round_48_shapes_open_a_loop(text):
    assert opens_a_loop(said(text)) is not None


@pytest.mark.parametrize(
    "text",
    [
        "We'll have to agree to differ on the darts; Col says it's not a sport.",
        "Let's face it, the chippy on Bridge Street does the best batter in town.",
    ],
)
def test_turns_of_phrase_open_nothing(text):
    assert opens_a_loop(said(text)) is None


@pytest.mark.parametrize(
    "text",
    [
        "Sanded the doors and the skirting; the gloss coat I'll do Saturday.",
        "Mowed the top field; mower died before we got to the orchard.",
        "Ran the boiler twice: first test passed, second failed at 60 degrees.",
        "Cleaned the print heads; the test page came out streaky.",
    ],
)
def test_a_report_with_the_work_left_closes_nothing(text):
    assert completion(text.lower()) is None
