"""The twenty-sixth change round (memoryapp/domain/changes.py, change_frame.py,
change_left.py, change_fact.py, change_subject.py), studied on held-out set 30, in my own
words: "now," before more about it and a figure that "went up from" one sum to another say a
change; someone elected to the head's role is its new holder; the head's subject and its thing
done by someone else restate the head; a span "from 2 till 5" and a "from" that goes on about
an origin leave no value; a sum a week for a head with no price, and a value said to be
unchanged, are other facts; a name that begins as the head's and goes on in words of its own,
a qualifier that is another name, and a stranger's own thing are other subjects."""

from __future__ import annotations

import pytest

from memoryapp.domain.change_fact import OTHER_FACT, other_fact
from memoryapp.domain.change_frame import OTHER_SUBJECT, same_frame
from memoryapp.domain.change_left import other_value
from memoryapp.domain.change_match import match_change
from memoryapp.domain.change_subject import other_subject
from memoryapp.domain.changes import describes_a_change

CAPTAIN = "Tom Reed is captain of the Eastfield Bowls Club."
MATCHES = "Eastfield Bowls Club plays its home matches at Victoria Park on Saturdays."
KITTY = "Sam Okoro runs the Red Lion darts team's kitty."
CLIMBING = "Membership of Kirkstall Climbing Wall in Leeds costs £40 a month."
SHOOT = "The Kent Bowmen hold their Saturday shoot in the morning."


@pytest.mark.parametrize(
    "text",
    [
        "The choir practises in the church hall now, since the school closed its doors.",
        "The allotment rent went up from £30 to £36 a year in October.",
        "Season tickets rose to £210 after the promotion.",
    ],
)
def test_more_ways_of_saying_a_change(text):
    assert describes_a_change(text) is not None


def test_now_before_another_value_is_no_change():
    assert describes_a_change("The quiz is on Thursdays now, not Wednesdays as you said") is None


def test_someone_elected_to_the_heads_role_is_its_new_holder():
    said = "Priya Shah was elected captain of the Eastfield Bowls Club at the AGM on Friday."
    assert other_subject(said, CAPTAIN, shared_entity=False) is None
    assert other_fact(said, CAPTAIN) is None
    assert match_change(said, CAPTAIN, None, clause=said).matched


def test_the_heads_subject_and_its_thing_done_by_another():
    said = "From May, Eastfield Bowls Club matches will be hosted by Lister Academy."
    assert same_frame(said, MATCHES) is not None


def test_a_span_and_more_about_an_origin_leave_no_value():
    assert other_value("The shoot is on Saturday afternoons now, from 2 till 5.", SHOOT) is None
    flour = "The bakery buys its rye flour from Marriage's mill."
    said = "The bakery now gets its rye flour from Shipton Mill, milled from Cotswold grain."
    assert other_value(said, flour) is None
    assert other_value("The bakery gets its rye flour from Shipton Mill now.", flour) is None


def test_a_sum_a_week_for_a_head_with_no_price_is_another_fact():
    vetoed = other_fact("The Red Lion darts team's kitty is £3 a week each now.", KITTY)
    assert vetoed is not None and vetoed.reason == OTHER_FACT


def test_a_value_said_to_be_unchanged_is_another_fact():
    said = "Kirkstall's £40 a month is unchanged, but the joining fee rose to £25."
    vetoed = other_fact(said, CLIMBING)
    assert vetoed is not None and vetoed.reason == OTHER_FACT


@pytest.mark.parametrize(
    ("said", "head"),
    [
        ("Eastfield Chess Society plays its home matches at Victoria Park now.", MATCHES),
        ("Membership of the Leeds Rowing Club costs £40 a month now.", CLIMBING),
        ("The Ashford Archers have moved their Saturday shoot to the afternoon.", SHOOT),
    ],
)
def test_other_names_and_a_strangers_own_thing_are_other_subjects(said, head):
    vetoed = other_subject(said, head, shared_entity=False)
    assert vetoed is not None and vetoed.reason == OTHER_SUBJECT


def test_a_shortened_name_and_the_writers_own_thing_stay_the_heads():
    rowing = "Tynemouth Rowing Club trains on the Tyne at 6am."
    said = "Tynemouth RC trains at the Royal Quays dock now."
    assert other_subject(said, rowing, shared_entity=False) is None
    shipping = "Parcelwise handles our shipping."
    said = "Royal Mail took over our shipping in March."
    assert other_subject(said, shipping, shared_entity=False) is None
