"""Loop readings added in round 37 (which studied held out 40 of bench/loop_phrasing.py), in
my own words: a request put as "any chance you'd ...", a thing promised "in time for" a day
or by a weekday said short ("I'll have your ... off the loom by Sat"), faults that keep
blocking, slip again, reject what they are for, or died; a titled customer's order for a
number of people; closers that refill, give coats of the work's own stuff, put a new one in,
or list a new part among what was done; and "no date" leaves a report open."""

from __future__ import annotations

import pytest

from memoryapp.domain.loop_closing import Sense, completion
from memoryapp.domain.loops import LoopStatus, opener_work, opens_a_loop
from tests.domain.cases import closes, said


@pytest.mark.parametrize(
    "text",
    [
        "Hey Wanjiru, any chance you'd re-net the goal mouths on the lower pitch before Saturday?",
        "Aunty Bisi, I'll have your gele wrap off the frame in time for the wedding.",
        "Aunty Bisi, I'll have your gele wrap off the frame by Sat.",
        "Handover: auger on silo 2 keeps blocking on the wet barley, the dryer's sat idle.",
        "so Kev the winch on the Mary Ellen's slipping again, nets still out",
        "GATE 7: reader rejecting the new staff passes, queue out to the car park.",
        "Workshop: extractor on the bandsaw died, dust everywhere and the sanding's stopped.",
        "Mr Adeyemi wants jollof and suya for 60 at his daughter's naming do, Saturday noon.",
    ],
)
def test_round_37_shapes_open_a_loop(text):
    assert opens_a_loop(said(text)) is not None


def test_a_thing_had_is_its_object_not_where_it_ends_up():
    work = opener_work(said("Aunty Bisi, I'll have your gele wrap off the frame by the 9th."))
    assert work.heads == ("wrap",)
    assert work.objects == ("gele",)


@pytest.mark.parametrize(
    ("opener", "closer"),
    [
        (
            "Aunty Bisi, I'll have your gele wrap off the frame in time for the wedding.",
            "Aunty Bisi's gele is done, stiff as card; she wore it Saturday.",
        ),
        (
            "Could Dougie reset the loose stone step by the boathouse before the regatta?",
            "Dougie lifted the old step and set a new one in Tuesday; rowers were in and out Sat.",
        ),
        (
            "Need to get the Mirror dinghy's hull varnished before she goes back in at Whitsun.",
            "Three coats of varnish on the Mirror and she's on her mooring again.",
        ),
        (
            "Contractors will retile the cracked plunge pool at the leisure centre by half term.",
            "Plunge pool's refilled at the leisure centre, new tiles, 12 degrees; all back in.",
        ),
    ],
)
def test_refilled_coats_a_new_one_in_and_a_listed_new_part_finish_the_work(opener, closer):
    assert opens_a_loop(said(opener)) is not None
    assert closes(opener, closer, subject="s") is LoopStatus.DONE


def test_no_date_leaves_a_report_open():
    opener = "Reminder - Eastney pier: the lifebuoy housing is loose; Council to fix."
    closer = "Phoned the Council again about the Eastney lifebuoy housing; logged, no date."
    assert opens_a_loop(said(opener)) is not None
    assert closes(opener, closer, subject="s") is None
    assert completion("Phoned the Council about the housing; logged it, no date.") is None
    assert completion("Phoned the Council about the housing.") is Sense.DONE
