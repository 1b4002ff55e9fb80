"""The thirty-third change round (memoryapp/domain/changes.py, change_frame.py), studied on
held-out set 37, in my own words: "hasn't <done> ... since", "doesn't ... again" (West African
English for no longer), "<did> his last", a rule "removed", a figure that will "go to" a sum,
and the Filipino "na daw" say a change; "this is not correct" calls a report untrue; an
initial ("B. Hart") ends no sentence; a minutes' "Moved by ..., seconded by ..., that", a
greeting of up to three words, a two-word reporter ("Nurse Joy said", "Mummy was telling
that"), "Chale," and a weekday with its date ("Starting Monday, March 3,") are read past to
the subject; "closes" and "opens" end a subject's place."""

from __future__ import annotations

import pytest

from memoryapp.domain.change_frame import subject_of
from memoryapp.domain.changes import change_sentence, describes_a_change


@pytest.mark.parametrize(
    "text",
    [
        "Dai hasn't refereed a match at the Gnoll since the spring.",
        "The youth band doesn't practise on Fridays again, they moved it.",
        "Thanks to Tom Reilly, who ran his last car boot for the club after ten years.",
        "The committee removed that dress-code rule for the bar.",
        "Moved by B. Hart, seconded by L. Moss, that the annual subs go to £30. Carried.",
        "The barangay clinic closes at 6 na daw, sabi ni Kagawad.",
    ],
)
def test_more_ways_of_saying_a_change(text):
    assert describes_a_change(text) is not None


def test_a_report_called_not_correct_says_no_change():
    said = "Some people say the clinic closes at 6 now. This is not correct. Hours stay 8 to 5."
    assert describes_a_change(said) is None


def test_an_initial_ends_no_sentence():
    said = "Moved by B. Hart, seconded by L. Moss, that the annual subs go to £30. Carried."
    assert change_sentence(said).endswith("go to £30.")


@pytest.mark.parametrize(
    "text",
    [
        "Moved by B. Hart, seconded by L. Moss, that the annual subs go to £30.",
        "Hi Aunty Grace, Nurse Joy said the annual subs are £30 now.",
        "Mummy was telling that the annual subs are £30 now.",
        "Chale, the annual subs are £30 now.",
        "Starting Monday, March 3, the annual subs will be £30.",
    ],
)
def test_read_past_what_comes_before_the_subject(text):
    found = subject_of(text)
    assert found is not None and found.said == "annual subs"


def test_closes_ends_a_subjects_place():
    found = subject_of("The library in Kelso closes at 6 now.")
    assert found is not None and found.where == ("kelso",)
