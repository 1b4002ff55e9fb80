"""The sixth and seventh change rounds (memoryapp/domain/change_frame.py, changes.py): a
contract won or lost marks a change and names what was won or who lost it; "taken ... off"
marks one; "comes from" moves a value; a word of its own between the head's words qualifies
another thing; what is not done "any more" names the value left."""

from __future__ import annotations

import pytest

from memoryapp.domain.change_frame import OTHER_SUBJECT, SAME_FRAME
from memoryapp.domain.change_left import ended_value
from memoryapp.domain.change_match import LEFT_VALUE, match_change
from memoryapp.domain.change_subject import other_subject
from memoryapp.domain.changes import describes_a_change

CLEANING = "The office cleaning is done by Brightside Cleaners."
PRINTING = "Our leaflet printing supplier is Inkwell."


@pytest.mark.parametrize(
    "statement",
    [
        "Sparkle & Co won the contract for the office cleaning in the spring tender.",
        "Brightside lost the cleaning contract to a firm from Bury.",
        "We've taken the cleaning off Brightside and given it to Sparkle & Co.",
    ],
)
def test_a_contract_won_or_lost_and_work_taken_off_mark_a_change(statement):
    assert describes_a_change(statement) is not None
    assert match_change(statement, CLEANING, None).matched


def test_whoever_lost_the_contract_is_the_value_left():
    statement = "Brightside lost the cleaning contract to a firm from Bury."
    assert ended_value(statement, CLEANING) == "brightside"
    assert match_change(statement, CLEANING, None).reason == LEFT_VALUE


def test_what_was_won_is_what_changed():
    statement = "Sparkle & Co won the contract for the office cleaning in the spring tender."
    assert match_change(statement, CLEANING, None).reason == SAME_FRAME


def test_comes_from_moves_a_value():
    statement = "Cleaning products come from Costco now."
    head = "Our cleaning products supplier is Bunzl."
    # A moved value needs only the frame's bar, not the bar of a meaning alone.
    assert match_change(statement, head, 0.5).reason == SAME_FRAME


def test_a_word_of_its_own_between_the_heads_words_qualifies_another_thing():
    veto = other_subject(
        "Our leaflet design supplier is now Artwell.", PRINTING, shared_entity=False
    )
    assert veto is not None and veto.reason == OTHER_SUBJECT
    assert not match_change("Our leaflet design supplier is now Artwell.", PRINTING, None).matched
    # The head's own words in their order still restate it.
    assert match_change("Our leaflet printing supplier is now Printwise.", PRINTING, None).matched


# The seventh round (set 10 studied): what is no longer done "any more" names the value left;
# "don't ... any more" and a closing "instead" mark a change.
@pytest.mark.parametrize(
    ("statement", "head"),
    [
        (
            "We don't train at Riverside Leisure any more; the new gym by the station is cheaper.",
            "Our Tuesday circuit class is at Riverside Leisure.",
        ),
        (
            "The book group doesn't use the library annexe any more; it's in the pub snug.",
            "The book group meets in the library annexe.",
        ),
    ],
)
def test_what_is_not_done_any_more_is_the_value_left(statement, head):
    assert describes_a_change(statement) is not None
    assert match_change(statement, head, 0.5).reason == LEFT_VALUE


@pytest.mark.parametrize(
    "statement",
    [
        "We don't shop at the farm shop any more.",
        "The Crown got too dear, so the quiz team meets at the Bell instead.",
    ],
)
def test_more_ways_of_saying_a_change_round_7(statement):
    assert describes_a_change(statement) is not None
