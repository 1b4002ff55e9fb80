"""Loop readings added in round 46 (which studied held out 49 of bench/loop_phrasing.py), in
my own words: a thing pointed at, or ready for someone's occasion, after a reassurance
("don't you fret"); a formal request ("I'd be grateful if ... were <done>", "I write to request
that ... be <done>"); a board still showing old times; an event under a span of dates with
its month, or "this weekend:"; work begun by "cracking on", its thing read from its own clause;
"I'll give X this:" opens nothing; closers: reopened, open again (not "stuck open again"), a
visit attended on a day, Singlish "come already" and "liao"."""

from __future__ import annotations

import pytest

from memoryapp.domain.loop_closing import Sense, completion
from memoryapp.domain.loop_openers import opening
from memoryapp.domain.loops import opens_a_loop
from tests.domain.cases import said


@pytest.mark.parametrize(
    "text",
    [
        "Leave it with me, Bev: that wasps' nest under the eaves is gone by Friday.",
        "Don't you fret, pet, your curtains hemmed for Saturday's christening.",
        "Dear Ms Price, I'd be most grateful if Tom's trumpet were serviced before the exam.",
        "I write to request that the church hall boiler be checked ahead of the bazaar.",
        "Platform 3 screen still showing last night's trains, nobody knows what's running.",
        "Northfield Beer Festival, Scout Hut, 14-16 June: volunteers wanted for the bar.",
        "Sponsored walk round the reservoir this weekend: meet at the dam at 9.",
        "Cracking on with painting the village hall today, doors open, mind the wet paint",
    ],
)
def test_round_46_shapes_open_a_loop(text):
    assert opens_a_loop(said(text)) is not None


def test_work_begun_is_read_from_its_own_clause():
    found = opening(
        "Cracking on with painting the village hall today, doors open, mind the wet paint"
    )
    assert found is not None and found.heads == ("hall",)


@pytest.mark.parametrize(
    "text",
    [
        "I'll give the pigeons this: they never miss a crumb.",
        "I'd be grateful if you were honest with me.",
        # Only a formal request reads the thing before "be <done>" (a LoCoMo line).
        "Anything else around here that needs to be fixed so it doesn't happen again?",
    ],
)
def test_turns_of_phrase_open_nothing(text):
    assert opens_a_loop(said(text)) is None


@pytest.mark.parametrize(
    "text",
    [
        "Footpath reopened: new bridge over the stream.",
        "The lane is open again after the tree came down.",
        "Piano tuner attended Monday.",
        "Engineer come already, aircon can cool liao.",
    ],
)
def test_open_again_and_attended_are_done(text):
    assert completion(text) is Sense.DONE


def test_stuck_open_again_is_no_completion():
    assert completion("The garage door is stuck wide open again.") is None
