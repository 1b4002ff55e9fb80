"""The thirty-eighth change round (memoryapp/domain/changes.py, change_lead.py,
change_fact.py, words.py), studied on held-out set 42, in my own words: "Rs." is a currency
and ends no sentence; "As per the circular ...,", "Kindly ignore," and a word of stance
("Honestly") are read past to the subject; "takes up the role" says a change; a motion put in
one sentence and lost in the next says none; leaving a role at a meeting says when the holder
left, not another fact, unless the role left is another than the head's."""

from __future__ import annotations

import pytest

from memoryapp.domain.change_fact import other_fact
from memoryapp.domain.change_frame import subject_of
from memoryapp.domain.changes import change_sentence, describes_a_change

RUNNER = "Tom Hale is the general manager of the Kirkby Rovers."


def test_a_rupee_sum_ends_no_sentence():
    text = "NOTICE TO RESIDENTS. The water charge was increased to Rs. 300 per flat."
    assert change_sentence(text) == "The water charge was increased to Rs. 300 per flat."


@pytest.mark.parametrize(
    "text",
    [
        "As per the circular of 3.2.2026, lift maintenance fee was increased to Rs. 300 per flat.",
        "Kindly ignore, the lift maintenance fee was increased to Rs. 300 per flat.",
        "Honestly the lift maintenance fee was increased again, to Rs. 300 per flat.",
    ],
)
def test_read_past_to_the_subject(text):
    found = subject_of(text)
    assert found is not None and found.said == "lift maintenance fee"


def test_taking_up_the_role_says_a_change():
    assert describes_a_change("Please welcome Ines Duarte, who takes up the role in June.")


def test_a_motion_lost_in_the_next_sentence_says_no_change():
    text = (
        "There was a motion to move the quiz from Friday to Monday nights. It was defeated "
        "20 to 4, so the quiz stays on Fridays."
    )
    assert describes_a_change(text) is None


@pytest.mark.parametrize(
    "text",
    [
        "Tom stepped down as general manager of the Rovers at the 12 May committee meeting.",
        # An initialism may be the head's role.
        "fyi Tom stepped down as GM of the Rovers at the 12 May committee meeting.",
    ],
)
def test_leaving_the_role_at_a_meeting_is_no_other_fact(text):
    assert other_fact(text, RUNNER) is None


def test_leaving_another_role_is_another_fact():
    text = "Tom stepped down as treasurer of the supporters club at the 12 May committee meeting."
    assert other_fact(text, RUNNER) is not None
