"""The forty-third change round (memoryapp/domain/change_lead.py, change_subject.py,
change_fact.py, change_frame.py), studied on held-out set 47, in my own words: an
interjection with a word of address ("Aiyo malli,"), a reporter with who they are ("My
neighbour Marcel, who ..., says") and a body that "informs the public that" are read past; a
bare "the price" is what a head's sum (its currency said after it, "240 rupees") says, but
another thing's fee is not; "Rs" is no value left."""

from __future__ import annotations

import pytest

from memoryapp.domain.change_frame import subject_of
from memoryapp.domain.change_left import other_value
from memoryapp.domain.change_subject import other_subject

LEAF = "The Hill Top factory pays smallholders 240 rupees per kilo of green leaf."


@pytest.mark.parametrize(
    "text, said",
    [
        ("Aiyo malli, the tea factory cut the leaf rate to 210.", "tea factory"),
        (
            "My neighbour Marcel, who has raced pigeons for years, says the pigeon club meets "
            "at the hall now.",
            "pigeon club",
        ),
        (
            "The Wildlife Authority informs the public that the trekking fee is $800.",
            "trekking fee",
        ),
    ],
)
def test_read_past_to_the_subject(text, said):
    found = subject_of(text)
    assert found is not None and found.said == said


def test_a_bare_price_is_the_heads_sum():
    text = "The price paid for green leaf will be Rs. 265 per kg."
    assert other_subject(text, LEAF, shared_entity=False) is None


def test_another_things_fee_is_another_subject():
    head = "A sausage at the Sunday sizzle costs $3."
    text = "The board resolved that the course fee be set at $260."
    assert other_subject(text, head, shared_entity=False) is not None


def test_a_currencys_letters_are_no_value_left():
    text = "The factory agreed to raise its leaf rate from Rs. 240 to Rs. 255."
    assert other_value(text, LEAF) is None
