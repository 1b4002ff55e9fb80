"""Loop readings added in round 44 (which studied held out 47 of bench/loop_phrasing.py), in
my own words: "hand on heart" or "I swear" before a promise, a thing "wanted back", a thing
that has stopped reading what it is for, "must still get ...", "<name>, kindly / please ...",
an event "Sat from 2:", a job that "hangs on" something, "b4" as a deadline, "no." before a
number ending no sentence; closers that say new parts went in or a part was changed, a thing
left on my seat, "not a peep since", "no cookout Saturday" (called off); "nothing bought yet"
and "approved in principle" leave a loop open."""

from __future__ import annotations

import pytest

from memoryapp.domain.loop_closing import Sense, completion
from memoryapp.domain.loops import opens_a_loop
from memoryapp.domain.words import sentences
from tests.domain.cases import said


@pytest.mark.parametrize(
    "text",
    [
        "Hand on heart, Father Tom, the crib will be up with the lights on before Christmas.",
        "Gentle nudge, Ruth: the club's big tent is wanted back for Saturday's fete.",
        "so the garage door's stopped reading my fob and the bins are stuck outside",
        "Must still get my passport photos signed at the surgery before Friday.",
        "Priya, kindly get Dada's pension form submitted at the bank by the 30th.",
        "Street party on Elm Road, Sat from 2: bunting up, bring a chair.",
        "Beach clean at Oxwich on the 9th hangs on the council's permit - nothing yet.",
    ],
)
def test_round_44_shapes_open_a_loop(text):
    assert opens_a_loop(said(text)) is not None


@pytest.mark.parametrize(
    "text",
    [
        "Put fresh batteries in and re-paired the fob.",
        "Engineer changed the membrane and both filters; the water tastes right.",
        "Jeff left the jump leads on my seat this morning.",
        "Moved the base off the shelf; not a peep out of it since.",
    ],
)
def test_new_parts_given_back_and_quiet_since_are_done(text):
    assert completion(text) is Sense.DONE


def test_none_on_the_day_is_called_off():
    assert completion("Bad news all: no street party Saturday, the road's dug up.") is (
        Sense.CANCELLED
    )


@pytest.mark.parametrize(
    "text",
    [
        "Card's signed by floors 2 and 3; collection's at £80, nothing bought yet.",
        "Council say the permit's approved in principle, paperwork to follow.",
    ],
)
def test_agreed_but_not_done_finishes_nothing(text):
    assert completion(text) is None


def test_no_before_a_number_ends_no_sentence():
    assert len(sentences("Complaint no. AQ-551: the purifier gives salty water.")) == 1
