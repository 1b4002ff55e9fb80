"""The forty-fourth change round (memoryapp/domain/changes.py, change_lead.py,
change_fact.py), studied on held-out set 48, in my own words: a notice's present "moves
to" says a change; "Heads up <who>," is read past; a bare "the limit" is what a head's
figure says."""

from __future__ import annotations

from memoryapp.domain.change_frame import subject_of
from memoryapp.domain.change_match import left_values
from memoryapp.domain.change_subject import other_subject
from memoryapp.domain.changes import describes_a_change


def test_a_notices_present_move_says_a_change():
    assert describes_a_change("From the first Monday in May, the quiz moves to the Crown.")


def test_heads_up_with_whom_is_read_past():
    found = subject_of("Heads up quiz gang, the Monday quiz is at the Crown now.")
    assert found is not None and found.said == "monday quiz"


def test_a_bare_limit_is_the_heads_figure():
    head = "Boats on the lower pond may be no longer than 3 metres."
    text = "The limit is 2.5 metres these days, it used to be 3."
    assert other_subject(text, head, shared_entity=False) is None


def test_where_a_notice_is_read_and_this_sabbath_are_no_value_left():
    # Found by driving a fresh clone: the staging said it "leaves beth, sabbath, shalom".
    text = (
        "From the Beth Shalom bulletin: please note that from this Sabbath, the morning "
        "service will begin at 8:30 a.m."
    )
    assert left_values(text) == frozenset()
