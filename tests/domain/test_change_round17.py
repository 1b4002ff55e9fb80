"""The seventeenth change round (memoryapp/domain/change_frame.py, change_fact.py,
change_match.py), studied on held-out set 21, in my own words: "off" leaves a value only after
a verb, not as a place; a price after "no longer charges" is the value left; the head's value
said to be "still" the holder's, with a possessive or a determiner, is no change of it."""

from __future__ import annotations

from memoryapp.domain.change_fact import OTHER_FACT
from memoryapp.domain.change_left import other_value
from memoryapp.domain.change_match import LEFT_VALUE, left_values, match_change

MARKET = "The Frome farmers' market is held in the car park by the library."
FEE = "A season ticket for the Lido in Tooting costs £95 a year."
CLUB = "Ruth Mensah is secretary of the Tooting Lido swimming club."


def test_off_as_a_place_leaves_no_value():
    statement = "The Frome farmers' market's up at the old showground off the A361 now."
    assert other_value(statement, MARKET) is None
    moved = "The market moved off the library car park to the showground."
    assert other_value(moved, MARKET) is None  # the car park is the head's own value
    assert other_value("The Frome market moved off Cheap Street now.", MARKET) is not None


def test_a_price_no_longer_charged_is_the_value_left():
    statement = "The Lido no longer charges £95 for a season ticket; a £110 fee has taken over."
    assert "95" in left_values(statement)
    found = match_change(statement, FEE, None)
    assert (found.matched, found.reason) == (True, LEFT_VALUE)


def test_the_holder_still_in_the_role_is_no_change():
    statement = "Ruth Mensah is still the club's secretary, and sends the minutes by email now."
    found = match_change(statement, CLUB, 0.7)
    assert (found.matched, found.reason) == (False, OTHER_FACT)
