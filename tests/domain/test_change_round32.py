"""The thirty-second change round (memoryapp/domain/changes.py, change_frame.py,
change_match.py, change_fact.py), studied on held-out set 36, in my own words: "nobody ...
any more", "no need ... any more", the Scots "isnae ... ony mair", a rule or a ban cancelled
or lifted, "has handed over" and a long "Since ..., X has been ..." say a change; a text that
calls what it reports untrue, and a change weighed and turned down ("looked at moving ...,
but"), say none; those addressed ("Ladies,", "Wasee, be warned,"), "Aye,", "Jislaaik, so", a
correction's label, someone's report ("My cousin says"), a vote ("members resolved that") and
a motion's mover are read past to the subject, after a leading time too; the frame is read in
the sentence that says the change; "eleven" and "twelve" are times."""

from __future__ import annotations

import pytest

from memoryapp.domain.change_fact import other_fact
from memoryapp.domain.change_frame import subject_of
from memoryapp.domain.change_match import match_change
from memoryapp.domain.change_subject import other_subject
from memoryapp.domain.changes import change_sentence, describes_a_change

FERRY = "The Kelston ferry leaves the quay at 11pm on Saturdays."
QUIZ = "The Red Lion pub quiz is held on Tuesday nights."


@pytest.mark.parametrize(
    "text",
    [
        "Nobody runs the Kelston ferry at eleven anymore.",
        "No need to book the community bus any more, just turn up.",
        "The quiz isnae on a Tuesday ony mair.",
        "The parish council cancelled the no-parking rule on Church Lane.",
        "Gwen has finally handed over the allotment keys.",
        "Since the old landlord sold up to a chain from Leeds, the quiz has been on Wednesdays.",
    ],
)
def test_more_ways_of_saying_a_change(text):
    assert describes_a_change(text) is not None


@pytest.mark.parametrize(
    "text",
    [
        "Someone said the quiz has moved to Wednesdays. Not true, I rang the Red Lion.",
        "The landlord looked at moving the quiz to Wednesdays, but the darts league has it.",
        "The council wanted to switch the market to Fridays, but the traders said no.",
    ],
)
def test_a_change_denied_or_turned_down_is_none(text):
    assert describes_a_change(text) is None


@pytest.mark.parametrize(
    "text",
    [
        "Ladies, the Red Lion pub quiz is on Wednesdays now.",
        "Wasee, be warned, the Red Lion pub quiz is now on Wednesdays.",
        "Aye, the Red Lion quiz isnae on a Tuesday ony mair.",
        "Jislaaik, so the Red Lion quiz has moved to Wednesdays.",
        "A quick correction to the list I sent on Monday: the Red Lion quiz has moved to Fridays.",
        "My cousin says the Red Lion quiz is on Wednesdays now.",
        "Motion by Cllr Hart, seconded by Cllr Moss, to move the pub quiz to Wednesdays.",
    ],
)
def test_read_past_what_comes_before_the_subject(text):
    assert other_subject(text, QUIZ, shared_entity=False) is None


def test_a_vote_after_a_leading_time_is_read_past():
    said = "Following the darts final, members resolved that the pub quiz be held on Wednesdays."
    found = subject_of(said)
    assert found is not None and found.said == "pub quiz"


def test_the_frame_is_read_in_the_sentence_that_says_the_change():
    said = "Red Lion news. Landlord's notice: from next month the pub quiz will be on Fridays."
    found = match_change(said, QUIZ, 0.45, shared_entity=False, clause=change_sentence(said))
    assert found.matched, found


def test_eleven_is_a_time():
    assert other_fact("Nobody runs the Kelston ferry at eleven anymore.", FERRY) is None
