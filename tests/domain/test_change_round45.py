"""The forty-fifth change round (memoryapp/domain/changes.py, change_lead.py, change_left.py,
change_fact.py, change_subject.py), studied on held-out set 49, in my own words: the old
figure said after the new ("down from 8", "not the 8 they used to") and "since this season"
say a change; a source that "still says" the old figure is out of date, not the head holding;
a word for a brother or an elder, and news to pass on ("Tell your dad the ..."), are read
past; someone's age and home, and "the lads from", name no value left; another owner's thing
and a measure of another thing are another fact than the head's."""

from __future__ import annotations

import pytest

from memoryapp.domain.change_fact import other_fact
from memoryapp.domain.change_frame import subject_of
from memoryapp.domain.change_left import other_value
from memoryapp.domain.change_subject import other_subject
from memoryapp.domain.changes import describes_a_change


@pytest.mark.parametrize(
    "text",
    [
        "Anglers may now keep only 2 trout a day, down from 4.",
        "The ferry carries 40 cars a trip now, not the 60 it used to.",
        "The hostel charges 30 euros a night since this season.",
    ],
)
def test_the_old_figure_after_the_new_says_a_change(text):
    assert describes_a_change(text)


def test_a_source_still_saying_the_old_figure_is_no_value_holding():
    head = "A day pass at the lido costs 6 pounds."
    text = "Swam Sunday. Note the day passes are 8 pounds now (the council website still says 6)."
    assert other_fact(text, head) is None


@pytest.mark.parametrize(
    "text",
    [
        "Mas, the night market is on Fridays now.",
        "Tell your dad the night market is on Fridays now.",
    ],
)
def test_words_of_address_and_news_to_pass_on_are_read_past(text):
    found = subject_of(text)
    assert found is not None and found.said == "night market"


def test_an_age_and_a_home_are_no_value_left():
    head = "The choir at St Anne's is led by Marta Kowalska."
    text = "The choir at St Anne's is now led by Tomasz Nowak, 41, from Gdynia."
    assert other_value(text, head) is None


def test_the_lads_from_somewhere_are_no_value_left():
    head = "Each boat of the Burela co-op may land 300 kilos of hake a week."
    text = "The lads from Foz say each Burela boat can only land 200 kilos of hake a week now."
    assert other_value(text, head) is None


def test_another_owners_thing_is_another_thing():
    head = "At Aigul's guesthouse in Karakol, breakfast costs 400 som."
    text = "At Dinara's guesthouse in Karakol, breakfast now costs 500 som instead of 400."
    assert other_subject(text, head, shared_entity=False) is not None
    same = "At Aigul's guesthouse in Karakol, breakfast now costs 500 som instead of 400."
    assert other_subject(same, head, shared_entity=False) is None


def test_a_measure_of_another_thing_is_another_fact():
    head = "Each licence holder may take up to 6 kilos of mussels a day."
    assert other_fact("Each holder may now take up to 3 kilos of cockles a day.", head)
    assert other_fact("Each holder may now take up to 3 kilos of mussels a day.", head) is None
