"""The eleventh change round (memoryapp/domain/changes.py, change_frame.py, change_fact.py),
studied on held-out set 15, in my own words: more ways of saying a change (a holder that won't
do it again, a value that has gone, a figure put up, a time before a plan), a "from" that
dates the change, and four things that are not the head: a relation of its subject, an act
done to another thing, a price of its thing, and a clause of the head's words with more
added."""

from __future__ import annotations

import pytest

from memoryapp.domain.change_fact import OTHER_FACT, other_fact
from memoryapp.domain.change_frame import OTHER_SUBJECT
from memoryapp.domain.change_left import is_origin
from memoryapp.domain.change_match import match_change
from memoryapp.domain.change_subject import other_subject
from memoryapp.domain.changes import describes_a_change

GRIT = "Ashdown Parish Council has its roads gritted by Weald Highways' contractor."
RENT = "Renting the Scout hut costs £20 a session."
PIANO = "Maya has her piano lessons at the Blackwood music school."
COLLECTED = "Maya is collected from nursery by her childminder, Jo."


@pytest.mark.parametrize(
    "statement",
    [
        "Weald Highways won't grit for Ashdown again; Downs Gritting has it now.",
        "The £20 session rate has gone; hirers pay £25 a session.",
        "The committee put the session charge up to £26 to pay for the boiler.",
        "From the spring term, Maya will be taught piano at Lewes music school.",
        "Since the new contract, Ashdown's roads are gritted by the council's own crew.",
    ],
)
def test_more_ways_of_saying_a_change(statement):
    assert describes_a_change(statement) is not None


@pytest.mark.parametrize(
    "statement",
    [
        "The Scout hut is a lovely place to hire.",
        "I won't be late.",
        "Maya went up to bed early.",
    ],
)
def test_plain_statements_say_no_change(statement):
    assert describes_a_change(statement) is None


@pytest.mark.parametrize(
    "text",
    [
        "from 1 april, renting the hut will cost £24.",
        "from march the roads are gritted by downs gritting.",
        "from the summer term, maya learns piano at lewes.",
        "from 2027 the lessons are at lewes.",
    ],
)
def test_a_from_that_dates_the_change_leaves_no_value(text):
    assert is_origin(text, text.index("from"))


def test_a_change_dated_before_its_subject_is_read_past_the_date():
    statement = "As of 3 May, every session at the Scout hut costs £24."
    assert other_subject(statement, RENT, shared_entity=False) is None


def test_a_relation_of_the_subject_is_another_person():
    statement = "Maya's sister Lily has her piano lessons at Lewes now."
    veto = other_subject(statement, PIANO, shared_entity=False)
    assert veto is not None and veto.reason == OTHER_SUBJECT
    # Her own lessons moving still change the head.
    assert match_change("Maya's piano lessons are at Lewes music school now.", PIANO, None).matched


def test_a_relation_may_be_who_now_does_what_the_head_has_done_to_its_subject():
    statement = "Maya's gran collects her from nursery every day now."
    assert other_subject(statement, COLLECTED, shared_entity=False) is None


def test_an_act_done_to_another_thing_is_another_subject():
    statement = "Renting the small kitchen at the Scout hut costs £8 a session now."
    veto = other_subject(statement, RENT, shared_entity=False)
    assert veto is not None and veto.reason == OTHER_SUBJECT


def test_a_price_of_the_heads_thing_is_another_fact():
    head = "The school buys its uniforms from Kents of Lewes."
    statement = "The price of a blazer from Kents of Lewes went up to 40 pounds."
    veto = other_fact(statement, head)
    assert veto is not None and veto.reason == OTHER_FACT


def test_a_clause_of_the_heads_words_then_more_is_another_fact():
    statement = "Ashdown Parish Council has its roads gritted by Weald Highways, twice a night now."
    veto = other_fact(statement, GRIT)
    assert veto is not None and veto.reason == OTHER_FACT
    assert not match_change(statement, GRIT, None).matched
