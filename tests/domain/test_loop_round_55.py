"""Loop readings added in round 55 (which studied held out 58 of bench/loop_phrasing.py), in
my own words: a request of the listener's people ("could your art club ..."), a bare
"please" or "abeg" before work, "each player to ...", an outage that has lasted, a promise
told to a longer name, "Needs the joiner over" after the fault, an announced event with its
day and hour; closers past a log's own times, a weekday's event called off, "rebuilt",
"dropped ... into", a bare verb with "yesterday", a thing that "held up beautifully"; and
what still opens or closes nothing."""

from __future__ import annotations

import pytest

from memoryapp.domain.loop_closing import completion
from memoryapp.domain.loop_openers import opening
from memoryapp.domain.loops import LoopStatus, opens_a_loop
from tests.domain.cases import closes, said


@pytest.mark.parametrize(
    "text",
    [
        "Ms Okafor, could your art club repaint the mural before open day, please?",
        "Please fix the school gate by Friday.",
        "Abeg send the electrician tomorrow.",
        "Each player to pay 20 pounds towards the new kit by Sunday.",
        "The lamp in the church car park has been out for a week.",
        "We told the food bank in Leeds we'd have 30 parcels packed by Christmas.",
        "Parish notice: harvest supper at the church hall this Friday 7pm, bring a dish.",
    ],
)
def test_round_55_shapes_open_a_loop(text):
    assert opens_a_loop(said(text)) is not None


def test_a_need_without_its_subject_is_the_fault_before_it():
    found = opening("The stile post has rotted through. Needs the joiner over before the walk.")
    assert found is not None and found.sentence.startswith("the stile post")


@pytest.mark.parametrize(
    "text",
    [
        "Please note the office closes at noon on Friday.",
        "The kids have been out all week at their gran's.",
        "Garden diary, 12 May: two goldfinches on the feeder. Lovely!",
    ],
)
def test_round_55_lookalikes_open_nothing(text):
    assert opens_a_loop(said(text)) is None


@pytest.mark.parametrize(
    "opener, closer, status",
    [
        (
            "Dispatch 06:15 - trailer B reefer alarming, can't load the fish till it's fixed.",
            "Dispatch 13:40 - trailer B reefer back on spec, tech replaced the valve, fish loaded.",
            LoopStatus.DONE,
        ),
        (
            "Parish notice: harvest supper at the church hall this Friday 7pm, bring a dish.",
            "Friday's harvest supper is cancelled, sorry all, the hall roof is leaking.",
            LoopStatus.CANCELLED,
        ),
        (
            "Notice: lantern parade at Block 7 courtyard this Saturday 8pm, lanterns provided.",
            "Saturday's lantern parade is called off, the wind is already above 40 knots.",
            LoopStatus.CANCELLED,
        ),
    ],
)
def test_round_55_closers_without_a_subject(opener, closer, status):
    assert closes(opener, closer) == status


@pytest.mark.parametrize(
    "opener, closer",
    [
        ("The garden wall by the gate has collapsed.", "Garden wall rebuilt by the volunteers."),
        (
            "We promised the shelter 20 blankets by December.",
            "Sam dropped the box into the shelter this morning, all twenty.",
        ),
        ("The borehole pump is broken again.", "Mechanic change the pump seal yesterday."),
        (
            "The lectern is wobbling. Could you weld the base before Easter?",
            "The lectern held up beautifully on Sunday; base welded, sits flat.",
        ),
    ],
)
def test_round_55_closers(opener, closer):
    assert closes(opener, closer, subject="work") == LoopStatus.DONE


@pytest.mark.parametrize(
    "closer",
    [
        "I will change the pump seal yesterday, said nobody ever.",
        "The delivery was held up at the border again.",
    ],
)
def test_round_55_near_misses_finish_nothing(closer):
    assert completion(closer.lower(), "repair") is None


def test_a_version_is_no_time_so_another_version_is_another_thing():
    opener = "We are going to upgrade the build runners to Ubuntu 24.04."
    assert closes(opener, "Build runners upgraded to Ubuntu 22.04.") is None
