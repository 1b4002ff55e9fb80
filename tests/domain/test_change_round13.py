"""The thirteenth change round (memoryapp/domain/changes.py, change_frame.py,
change_match.py), studied on held-out set 17, in my own words: a name shortened to its
initials or an ordinal in figures is the head's name; the last part of a compound is the
compound; a cause told first, then the state it left, says a change; "now." after a word
ending in "for" is still "now."; most of the head's words said again match whatever the
cosine says, above the floor of meaning. The fourteenth round (studied on set 18) added one
reading: "we'll" after a time said first; the fifteenth (studied on set 19) reads a date of
up to six words said first ("From the first of next month, ...") and a pronoun ("dropped
*them*") as no value left."""

from __future__ import annotations

import pytest

from memoryapp.domain.change_frame import OTHER_VALUE, Held, spelled_out
from memoryapp.domain.change_match import SHARED_WORDS, content_words, match_change
from memoryapp.domain.changes import describes_a_change

CLUB = "Gwen Price is the chair of Penarth Bowling Club."
SCHOOL = "Fairfield Sixth Form runs its Year 13 mock exams in January."
BOAT = "Our houseboat, Heron, is moored at Limehouse Basin."


def test_initials_and_ordinals_in_figures_are_the_heads_name():
    held = Held(CLUB)
    assert held.has("pbc") and held.has("bc")
    assert Held(SCHOOL).has("6th")
    assert not held.has("pbx")
    said = content_words("Penarth BC's chair is Rhys Evans now.")
    assert spelled_out(said, CLUB) == {"bowl", "club"}


def test_the_last_part_of_a_compound_is_the_compound():
    assert Held(BOAT).has("boat")
    assert not Held(BOAT).has("oat")  # too short to be a part


@pytest.mark.parametrize(
    "text",
    [
        "The chair is Rhys Evans now.",
        "Penarth BC's chair is Tomos Okafor now.",
        "The hall put its rent up, so the club meets at the library.",
        "Gwen moved to Cardiff, so the chair went to Rhys.",
    ],
)
def test_a_new_value_or_a_cause_then_its_result_says_a_change(text):
    assert describes_a_change(text) is not None


@pytest.mark.parametrize(
    "text",
    [
        "That will do for now.",
        "We went for a walk, so far so good.",
    ],
)
def test_now_for_the_moment_and_so_far_say_no_change(text):
    assert describes_a_change(text) is None


def test_a_shortened_name_matches_the_head_even_when_the_cosine_is_low():
    found = match_change("Penarth BC's chair is Rhys Evans now.", CLUB, 0.45)
    assert found.matched and found.reason == SHARED_WORDS
    # Below the floor of meaning, words alone do not carry it.
    assert not match_change("Penarth BC's chair is Rhys Evans now.", CLUB, 0.2).matched


def test_a_time_said_first_then_well_is_a_plan():
    # Round 14 (studied held out 18): "we'll" says the plan as "will" does.
    assert describes_a_change("From the spring count, we'll be meeting at the library.")


def test_most_of_the_heads_words_about_another_thing_of_it_do_not_match():
    # Round 14: found driving a fresh clone; the subject ends on a word the head never says.
    head = "The choir rehearses in the Methodist hall on Thursdays."
    statement = "The Methodist hall's kitchen is used by the lunch club on Thursdays now."
    assert not match_change(statement, head, 0.56).matched


def test_a_long_date_said_first_and_a_pronoun_leave_no_value():
    # Round 15 (studied on set 19): the reason given is the cosine's, not a value left.
    head = "Chubb provides the armed response for our house in Randburg."
    for statement in (
        "From the first of next month, our armed response company will be Fidelity ADT.",
        "Chubb took forty minutes to come out, so we dropped them for Mi7.",
    ):
        assert match_change(statement, head, None).reason != OTHER_VALUE
