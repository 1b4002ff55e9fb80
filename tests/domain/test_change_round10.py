"""The tenth change round (memoryapp/domain/change_frame.py, words.py): a "from" after what a
verb of getting or buying gets names where it now comes from, not a value left; the head's
verb with another agent is about another thing; a word merely ending in -en is no participle."""

from __future__ import annotations

import pytest

from memoryapp.domain.change_frame import OTHER_SUBJECT, SAME_FRAME
from memoryapp.domain.change_left import is_origin
from memoryapp.domain.change_match import match_change
from memoryapp.domain.change_subject import other_subject
from memoryapp.domain.words import is_participle

FLOUR = "The bakery buys its flour from Marriage's mill."


def test_where_a_verb_of_getting_gets_its_thing_from_is_the_new_value():
    statement = "The bakery gets its flour from Shipton Mill these days."
    at = statement.lower().index("from")
    assert is_origin(statement.lower(), at, statement)
    assert match_change(statement, FLOUR, None).reason == SAME_FRAME


def test_what_is_no_longer_got_from_somewhere_is_the_value_left():
    text = "we stopped getting our flour from marriage's mill."
    assert not is_origin(text, text.index("from"))


def test_the_heads_verb_with_another_agent_is_another_thing():
    statement = "The deli next door now buys its flour from Shipton Mill."
    veto = other_subject(statement, FLOUR, shared_entity=False)
    assert veto is not None and veto.reason == OTHER_SUBJECT
    assert not match_change(statement, FLOUR, None).matched
    # A tagged entity they share says they are one thing.
    assert other_subject(statement, FLOUR, shared_entity=True) is None


@pytest.mark.parametrize(
    ("word", "participle"),
    [
        ("kitchen", False),
        ("garden", False),
        ("children", False),
        ("tighten", False),
        ("eaten", True),
        ("taken", True),
        ("forgotten", True),
        ("painted", True),
    ],
)
def test_only_participles_in_en_read_as_participles(word, participle):
    assert is_participle(word) is participle


def test_a_head_that_opens_with_a_noun_in_en_has_a_subject():
    head = "The kitchen buys its fish from Harbour Fish Co."
    statement = "The kitchen now buys its fish from Atlantic Seafoods."
    assert match_change(statement, head, None).matched
