"""The forty-sixth change round (memoryapp/domain/changes.py, change_lead.py, change_left.py,
change_fact.py, change_match.py, change_subject.py), studied on held-out set 50, in my own
words: the old value said aside as a sentence ("(it was 15 when ...)"), a sentence that opens
with "Now" before what holds, and "From the 2026 season the ..." say a change, and that year
leaves no value; a reporter "who works at ..." with no commas and "Great news," are read past;
the head's value said to hold still in another sentence of the statement vetoes it; an owner
of more than one word ("Sagarmatha Air's") is read whole, past a capitalised preposition."""

from __future__ import annotations

import pytest

from memoryapp.domain.change_frame import subject_of
from memoryapp.domain.change_left import other_value
from memoryapp.domain.change_match import match_change
from memoryapp.domain.change_subject import other_subject
from memoryapp.domain.changes import describes_a_change


@pytest.mark.parametrize(
    "text",
    [
        "Flew to Paro last week: the allowance is 20 kg all in (it was 25 when I went in May).",
        "Lovely cider this year. Now all the apples come from Ortiz orchards.",
        "From the 2026 regatta the ferry kiosk is run by the Mendes family.",
    ],
)
def test_round_46_shapes_say_a_change(text):
    assert describes_a_change(text)


def test_the_year_a_change_starts_leaves_no_value():
    head = "The ferry kiosk at Cais Novo is run by the Duarte family."
    text = "From the 2026 regatta the ferry kiosk at Cais Novo is run by the Mendes family."
    assert other_value(text, head) is None


@pytest.mark.parametrize(
    "text",
    [
        "My cousin who drives the night bus to the harbour says the ferry kiosk opens at 7 now.",
        "Great news, the ferry kiosk opens at 7 now.",
    ],
)
def test_a_reporter_and_news_announced_are_read_past(text):
    found = subject_of(text)
    assert found is not None and found.said == "ferry kiosk"


def test_the_heads_value_holding_in_another_sentence_is_no_change_of_it():
    head = "The mobile clinic stops at Vila Nova once every two months."
    text = "The mobile clinic now has a dentist on board. It still stops once every two months."
    assert not match_change(text, head, None, clause=text.split(". ")[0] + ".").matched


def test_an_owner_of_more_than_one_word_is_read_whole():
    head = "On Khumbu Air's flights to Lukla, each passenger may carry 15 kilos."
    other = "On Sagarmatha Air's flights to Lukla, each passenger may now carry 10 kilos."
    assert other_subject(other, head, shared_entity=False) is not None
    own = "Khumbu Air's flights to Lukla now take only 10 kilos a passenger."
    assert other_subject(own, head, shared_entity=False) is None
