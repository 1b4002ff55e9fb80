"""Loop readings added in round 36 (which studied held out 39 of bench/loop_phrasing.py), in
my own words: faults jotted as a gerund, seized or stopped again, failing on every use, that
won't cut out or keep blowing out; a trip booked for a bare day; a titled customer's order
named in full; crafts redone (realigned, reimaged), parts fixed by hand (bolted on, pegged
flat), a new part stitched on or said to be down, a thing lent and dropped back, a pump
flowing again; reports with a part still in its box, someone coming on a day or work next
week stay open; a possessive before a gerund-like noun, a past form after a label and a lazy
plan open nothing."""

from __future__ import annotations

import pytest

from memoryapp.domain.loop_closing import Sense, completion
from memoryapp.domain.loops import LoopStatus, opens_a_loop
from tests.domain.cases import closes, said


@pytest.mark.parametrize(
    "text",
    [
        "Handover: rinser on bottling line 2 leaking at the seals, two pallets of cider held.",
        "Reminder - Ormeau branch: the photocopier freezes on every job, queue out the door.",
        "so Dave the tank pump in the top field's stopped again and the ewes are thirsty",
        "Chiller 5: compressor seized overnight, fridge is at 14C, the salads are wilting.",
        "BAY 2: the air line won't cut off when the tyre's full, hissing all over the forecourt.",
        "the back gas ring keeps blowing out, the jollof is barely simmering",
        "Choir minibus to the Eisteddfod booked Sat 9th, leaving the chapel at 7 prompt.",
        "Mrs Osei wants a two-tier lemon drizzle wedding cake for her niece's do on Saturday.",
    ],
)
def test_round_36_shapes_open_a_loop(text):
    assert opens_a_loop(said(text)) is not None


@pytest.mark.parametrize(
    "text",
    [
        "Sat: lost the darts final by a double top, that last leg will haunt me for weeks.",
        "Heatwave on Sunday; I plan to float in the lido and think about absolutely nothing.",
        "Dad wants a nice long walk for his birthday.",
    ],
)
def test_a_lost_match_a_lazy_plan_and_a_wish_open_nothing(text):
    assert opens_a_loop(said(text)) is None


def test_a_possessive_before_an_ing_noun_is_no_work_under_way():
    # "for her nephew's wedding" is whose wedding, not someone being wed.
    text = "Helped Auntie June pick a hat for her nephew's wedding, lovely afternoon."
    assert opens_a_loop(said(text)) is None


@pytest.mark.parametrize(
    ("opener", "closer"),
    [
        (
            "Job 4410: the Okonkwos' up-and-over door sticks halfway and won't lock at night.",
            "New cables and runners realigned at the Okonkwos'; the door glides and locks.",
        ),
        (
            "Reminder - Ormeau branch: the photocopier jams on every job; IT to look at it.",
            "Council IT reimaged the Ormeau photocopier Friday; it prints and staples fine.",
        ),
        (
            "Torn rubber matting by the Portstewart slipway is to be relaid before the regatta.",
            "New rubber matting's down by the Portstewart slipway, pegged flat; trailers roll on.",
        ),
        (
            "Double-three in the pub's best dominoes set is cracked - new set by Thursday.",
            "Fresh box of dominoes came from the wholesaler Weds; we played till closing.",
        ),
    ],
)
def test_crafts_redone_and_new_parts_in_place_finish_the_work(opener, closer):
    assert opens_a_loop(said(opener)) is not None
    assert closes(opener, closer, subject="s") is LoopStatus.DONE


@pytest.mark.parametrize(
    "text",
    [
        "Ifor stitched a new canvas cover on the tackle bag.",
        "New rails bolted on by Jess; the ponies flew it Sunday.",
        "Gary dropped the hedge trimmer back this morning, fair play to him.",
        "Header tank's flowing again, the ewes are drinking.",
    ],
)
def test_work_done_by_hand_a_thing_returned_and_water_flowing_again_are_done(text):
    assert completion(text) is Sense.DONE


@pytest.mark.parametrize(
    ("opener", "closer"),
    [
        (
            "Nana, I'll have your christening gown washed and pressed for Sunday week.",
            "Nana's christening gown is washed; pressing it still on the board till Friday.",
        ),
        (
            "Estates contractor will clear the blocked drain behind Block C by the open day.",
            "Rang Estates about the blocked drain; the contractor's coming Wednesday with rods.",
        ),
        (
            "Torn rubber matting by the Portstewart slipway is to be relaid before the regatta.",
            "Harbour office dropped the new matting rolls off; the crew lays them next week.",
        ),
    ],
)
def test_a_part_still_waiting_someone_coming_or_work_next_week_leave_it_open(opener, closer):
    assert opens_a_loop(said(opener)) is not None
    assert closes(opener, closer, subject="s") is None
