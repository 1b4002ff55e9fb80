"""Loop readings added in round 56 (which studied held out 59 of bench/loop_phrasing.py), in
my own words: a fault said with Creole "done" ("done wear out"), a part ripped out by the
weather, a failure said as a noun in a notice, "havent" without its apostrophe past what was
done since, "please <verb> it", an event named before its weekday and date; closers: a supply
that has resumed or been restored, a thing back from its mender with new parts, money that
landed in the account, "put up a brand new ...", and the Scots "aff"."""

from __future__ import annotations

import pytest

from memoryapp.domain.loop_closing import completion
from memoryapp.domain.loops import LoopStatus, opens_a_loop
from tests.domain.cases import closes, said


@pytest.mark.parametrize(
    "text",
    [
        "Boss, de water pump at de shop done wear out, nothing coming from de tap.",
        "The shed door blown off in the storm.",
        "Due to failure of the lift motor in Block C, there is no lift service today.",
        "It's been a month since we moved out and we still havent got the bond back.",
        "Please sign it and post it back to the office by Monday.",
        "NOTICE: Ardnish Sheepdog Trials, Sunday 8 September, gates open 9am.",
    ],
)
def test_round_56_shapes_open_a_loop(text):
    assert opens_a_loop(said(text)) is not None


@pytest.mark.parametrize(
    "text",
    ["Please enjoy it.", "Please let it be sunny tomorrow."],
)
def test_round_56_lookalikes_open_nothing(text):
    assert opens_a_loop(said(text)) is None


@pytest.mark.parametrize(
    "opener, closer, status",
    [
        (
            "NOTICE: no water to the upper floors, the booster pump has failed.",
            "NOTICE: the water supply to all floors has been restored.",
            LoopStatus.DONE,
        ),
        (
            "My fiddle's bridge has snapped, it needs the luthier in Perth.",
            "Fiddle's back fae Perth wi a new bridge and it sounds grand.",
            LoopStatus.DONE,
        ),
        (
            "Tom still owes the club 40 pounds for the away kit.",
            "Both of Tom's payments reflected in the club account this morning.",
            LoopStatus.DONE,
        ),
        (
            "The netball post at the rec is bent again.",
            "The council put up a brand new post on Friday.",
            LoopStatus.DONE,
        ),
        (
            "NOTICE: Ardnish Sheepdog Trials, Sunday 8 September, gates open 9am.",
            "Wi the storm warnin the trials are aff this year, sorry all.",
            LoopStatus.CANCELLED,
        ),
    ],
)
def test_round_56_closers(opener, closer, status):
    assert closes(opener, closer, subject="work") == status


def test_money_still_owed_into_an_account_is_no_completion():
    assert completion("tom says he will pay it into the club account on friday.", "pay") is None


@pytest.mark.parametrize(
    "opener, closer, status",
    [
        (
            "Abeg send the plumber to Pen 3 tomorrow, the drinkers dey leak.",
            "Plumber change the whole drinker line for Pen 3 yesterday.",
            LoopStatus.DONE,
        ),
        (
            "NOTICE: Kirkton Highland Games, Saturday 16 August, field opens 10am.",
            "Wi the gale warnin, this year's Kirkton Highland Games are aff.",
            LoopStatus.CANCELLED,
        ),
        (
            "Mr Pugh, could your woodwork club mend the eisteddfod chair before St David's Day?",
            "Diolch Mr Pugh! The eisteddfod chair was rebuilt by the woodwork club.",
            LoopStatus.DONE,
        ),
    ],
)
def test_found_by_driving_closers_without_a_subject(opener, closer, status):
    # A fresh clone's open-loops listed all three as still open: "whole", "this year's" and a
    # word of thanks before "Mr" had read as words that make the closer's thing another one.
    assert closes(opener, closer) == status
