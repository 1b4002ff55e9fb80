"""Loop readings added in round 45 (which studied held out 48 of bench/loop_phrasing.py), in
my own words: a noise or a run that will not stop ("hasn't stopped hissing", "keeps
banging"), a thing out of order in a note with an apology before it, a job booked somewhere
for a day, someone coming on a day for a job (not a guest for lunch), someone to be let in, an
event with its address or said to be on, a thing to be got back off someone or wanted back by
a date, a deadline as a note's label; "I'll tell ye" opens nothing; a visitor who "has been",
"been and gone" and "we're square" finish what they were for."""

from __future__ import annotations

import pytest

from memoryapp.domain.loop_closing import Sense, completion
from memoryapp.domain.loops import opens_a_loop
from tests.domain.cases import said


@pytest.mark.parametrize(
    "text",
    [
        "Honestly the downstairs loo hasn't stopped running since Friday.",
        "The radiator in the back bedroom keeps banging all night.",
        "Sorry all, LIFT OUT OF ORDER, please use the stairs.",
        "Got the car's service booked at Halfords Tues 9:30; keys are on the hook.",
        "Health visitor coming Weds 2ish for Maya's weigh-in, hoover the lounge!",
        "Boiler service 1-5pm, someone needs to be home to let the engineer in.",
        "Car boot sale, St Mark's car park, Sun 8-noon: toys, books, plants.",
        "Netball club Christmas do is ON: back room of the Crown, Fri 12th Dec.",
        "Mind and get the big roasting tin back off Gran, we need it for Sunday.",
        "Kofi, the camping stove you borrowed for the festival, I need it b4 Fri.",
        "Before Easter: new wellies for both kids + waterproofs for Sam.",
    ],
)
def test_round_45_shapes_open_a_loop(text):
    assert opens_a_loop(said(text)) is not None


@pytest.mark.parametrize(
    "text",
    [
        "I'll tell ye, there's no view like the one from the top of Arthur's Seat.",
        "Mum's coming Sunday for lunch, so I'll do a roast.",
    ],
)
def test_turns_of_phrase_and_guests_open_nothing(text):
    assert opens_a_loop(said(text)) is None


@pytest.mark.parametrize(
    "text",
    [
        "Health visitor has been, Maya's gained loads.",
        "The engineer's been and gone; boiler's purring.",
        "Sam and me are all square now.",
    ],
)
def test_a_visit_that_came_and_a_debt_settled_are_done(text):
    assert completion(text) is Sense.DONE
