"""The twenty-first change round (memoryapp/domain/change_frame.py, change_match.py), studied
on held-out set 25, in my own words: a thing taken over keeps where it is ("the volunteers at
the Walkley food bank" is not the Hillsborough one's), and a new sum for a head that gives one,
said with the head's words, is its new value even without a cosine."""

from __future__ import annotations

from memoryapp.domain.change_frame import SAME_FRAME, same_frame
from memoryapp.domain.change_match import match_change

PANTRY = "Grace Ade coordinates the drivers at the Heeley community pantry."
FEE = "Dad's barber, Costas, charges £14 for a clipper cut."


def test_a_thing_taken_over_keeps_its_place():
    elsewhere = "Omar Haddad has taken over the drivers at the Darnall community pantry."
    assert same_frame(elsewhere, PANTRY) is None
    here = "Omar Haddad has taken over the drivers at the Heeley community pantry."
    assert same_frame(here, PANTRY) is not None


def test_a_new_sum_for_a_priced_head_is_its_new_value():
    found = match_change("Costas's clipper cuts for Dad are £16 now.", FEE, None)
    assert (found.matched, found.reason) == (True, SAME_FRAME)
    assert "16" in found.detail
    # The same sum is no new price.
    same = match_change("Costas's clipper cuts for Dad are £14 now.", FEE, None)
    assert not same.matched or "price" not in same.detail
