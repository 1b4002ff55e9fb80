"""Loop readings added in round 57 (which studied held out 60 of bench/loop_phrasing.py), in
my own words: "kindly <verb> via ... before ..." and "I need you to <verb> ..." open a loop;
a receipt acknowledged, an account that reads nil, an amount that came, "put my name to it",
"all caught up" and a bare "Done," close one; an email's "Subject:" is no word of the work."""

from __future__ import annotations

import pytest

from memoryapp.domain.loops import LoopStatus, opens_a_loop
from tests.domain.cases import closes, said


@pytest.mark.parametrize(
    "text",
    [
        "Kindly settle via bank transfer before the end of term.",
        "For the insurance I need you to sign the second page of the claim form.",
    ],
)
def test_round_57_shapes_open_a_loop(text):
    assert opens_a_loop(said(text)) is not None


@pytest.mark.parametrize("text", ["Please come via the back door.", "I need you to know I care."])
def test_round_57_lookalikes_open_nothing(text):
    assert opens_a_loop(said(text)) is None


@pytest.mark.parametrize(
    "opener, closer",
    [
        ("Amina still owes 3,000 for the trip.", "We acknowledge receipt of 3,000 from Amina."),
        ("Amina still owes 3,000 for the trip.", "Amina's trip account now reads nil."),
        ("My mileage claim is still waiting.", "The amount came with this month's salary."),
        ("Could you sign the lease renewal?", "Put my name to it this morning, it's in the post."),
        ("Jo is 4 hours behind on her shifts.", "Jo is all caught up now, thanks."),
        ("Can you pick up the fridge from the dock?", "Done, it's in your kitchen."),
    ],
)
def test_round_57_closers(opener, closer):
    assert closes(opener, closer, subject="work") == LoopStatus.DONE


def test_an_emails_subject_line_is_no_word_of_the_work():
    opener = "Subject: Pending approval - travel claim. Kindly approve the same so finance can pay."
    closer = "Subject: RE: declaration. Put my name to it this morning. Good luck with the claim."
    assert closes(opener, closer) is None
