"""The thirty-first change round (memoryapp/domain/changes.py, change_frame.py), studied on
held-out set 35, in my own words: a role "passed" to another, "packed in", a thank-you for
years of it, "w.e.f.", a figure "was reduced", "change X liao", "has crossed over to" and a
sentence opening "Used to be" say a change; news told as a question ("did you hear ...?") is
still news; a cause that ends in what "remains" says no change; a greeting, a word of
feeling, a notice's "please note that" and a thank-you are read past to the subject, and a
note's label may hold a time with a dot ("(Tue, 7.30pm):")."""

from __future__ import annotations

import pytest

from memoryapp.domain.change_frame import same_frame
from memoryapp.domain.change_match import match_change
from memoryapp.domain.change_subject import other_subject
from memoryapp.domain.changes import change_sentence, describes_a_change

NETBALL = "The Friday netball session at Kelvin Leisure Centre is coached by Ms Rina Das."
ORGAN = "Malcolm Reid plays the organ at St Columba's on Sunday mornings."


@pytest.mark.parametrize(
    "text",
    [
        "Malcolm has passed the organ bench to his pupil Isla after thirty years.",
        "Malcolm's packed in the organ, his hands aren't what they were.",
        "Thanks Malcolm for thirty faithful years at the console!",
        "Netball will be coached by Mr Alan Koh w.e.f. 1 March.",
        "Season tickets were reduced on 1 April under the new owners.",
        "Eh the Friday netball change coach liao, now is one auntie.",
        "Our old coach has crossed over to the Thursday league since spring.",
        "Used to be the library opened Sundays; it's weekdays only and Saturday mornings.",
        "Did you hear the bakery's gone over to sourdough only?",
    ],
)
def test_more_ways_of_saying_a_change(text):
    assert describes_a_change(text) is not None


@pytest.mark.parametrize(
    "text",
    [
        "The board wanted a new caterer, but the members voted it down, so Bella remains with us.",
        "Did you hear whether the bakery is still open on Sundays?",
        "Did you hear if the bakery has moved to Sundays?",
        "We packed the tent and the stove in the boot.",
        "Thank you all for coming, see you next week.",
    ],
)
def test_no_change_said(text):
    assert describes_a_change(text) is None


@pytest.mark.parametrize(
    "text",
    [
        "Eh the Friday netball at Kelvin change coach liao, is one Mr Alan Koh.",
        "Hi Rina, please note that the Friday netball will be coached by Mr Koh from March.",
    ],
)
def test_read_past_what_comes_before_the_subject(text):
    assert other_subject(text, NETBALL, shared_entity=False) is None


def test_a_note_label_with_a_dotted_time():
    said = (
        "Kelvin LC - Netball (Fri, 6.30pm, Hall B): Please note that the session will be "
        "coached by Mr Alan Koh w.e.f. 1 March."
    )
    assert same_frame(change_sentence(said), NETBALL) == "session coached by ..."


def test_news_told_as_a_question_reaches_its_subject():
    said = "Howya Deirdre, did you hear Malcolm's packed in the organ at St Columba's?"
    found = match_change(said, ORGAN, None, shared_entity=False, clause=change_sentence(said))
    assert found.matched, found
