"""Loop readings added in round 34 (which studied held out 37 of bench/loop_phrasing.py), in
my own words: faults by what a thing loses, where it is stuck or where its reading sits, a
symptom said right after a label, a customer's counted order, work to have done to a thing
("get the hoods airflow-tested"); more words that finish work (a re-done craft, a thing taken
home or hung back, wrapped in new); and a report that no one has come out yet stays open."""

from __future__ import annotations

import pytest

from memoryapp.domain.loops import LoopStatus, opens_a_loop
from tests.domain.cases import closes, said


@pytest.mark.parametrize(
    "text",
    [
        "Hey Siobhan, the slurry pump at the top yard's losing prime again, tanker due Fri.",
        "Over to Raj: the tandoor won't climb past 300, naans are coming out raw.",
        "Plant room: boiler 2 stuck on since Monday, the hall's like a sauna.",
        "CHILLER 3: sitting at 9 not 4, the trifles are sweating; moved stock to chiller 1.",
        "Booked: nature trail for 3rd Tiverton Cubs, Sun 4 May, Knightshayes gate, 9am.",
        "Mrs Adebayo wants 40 lemon drizzle loaves with gold ribbon for the church bazaar.",
        "Need to get the Block C fire doors load-tested before the inspection on the 9th.",
        # Work wanted done to both of a thing (found driving a fresh clone).
        "Mrs Hughes wants both sleeves taken in before the wedding on the 14th.",
    ],
)
def test_round_34_shapes_open_a_loop(text):
    assert opens_a_loop(said(text)) is not None


@pytest.mark.parametrize(
    "text",
    [
        "Need an early night; my legs are still aching from the fell race.",
        "Planning to do nothing at all on Sunday except the crossword.",
        "The kids want 3 pizzas for tea.",
        "I'm stuck on level 5 again.",
    ],
)
def test_everyday_lines_in_those_shapes_open_nothing(text):
    assert opens_a_loop(said(text)) is None


@pytest.mark.parametrize(
    ("opener", "closer"),
    [
        (
            "The grader's scales at packhouse 2 are weighing every crate 2 kg light.",
            "Tech recalibrated the packhouse 2 scales at six; crates weigh true again.",
        ),
        (
            "Could Aled put new padding on the rugby posts before the cup final?",
            "The rugby posts are wrapped in new padding, taped tight at the top.",
        ),
        (
            "I'll reupholster Mrs Byrne's two fireside chairs before her daughter's visit.",
            "Mrs Byrne's chairs reupholstered; dropped them out to her on Thursday.",
        ),
        (
            "Job 31: the chip shop's neon sign keeps flickering over the door.",
            "New transformer in the chip shop sign; hung it back over the door this morning.",
        ),
    ],
)
def test_more_words_finish_the_work(opener, closer):
    assert closes(opener, closer, subject="s") is LoopStatus.DONE


def test_a_report_that_no_one_has_come_out_leaves_the_fault_open():
    opener = "Reminder - library: the lift door is jammed; the council to fix."
    closer = "Rang the council again about the library lift door; nobody's been out yet."
    assert opens_a_loop(said(opener)) is not None
    assert closes(opener, closer) is None
