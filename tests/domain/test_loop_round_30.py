"""Loop readings added in round 30 (which studied held out 33 of bench/loop_phrasing.py), in
my own words: faults said by their trigger or their outage, tickets marked open, asides in
brackets, things that never came or are not back, and the near-misses that must stay open."""

from __future__ import annotations

import pytest

from memoryapp.domain.loop_closing import Sense, completion
from memoryapp.domain.loops import LoopStatus, opens_a_loop
from tests.domain.cases import closes, said


@pytest.mark.parametrize(
    "text",
    [
        # A fault with the particle of its verb, after a label with a comma in it.
        "Heads up, Tomasz: the loft ladder won't fold back up, it hangs in the landing.",
        # An outage that lasts, after a label with a date in it.
        "Radio log 3/11: the beacon off air since the storm, nothing on 121.5.",
        # A fault with its trigger; a fault half done; a thing not doing what it is for.
        "Hut 2: the fuse board trips every time the urn is switched on.",
        "Car park log: exit barrier sticks half open; attendant waving cars out.",
        "The till printer isn't printing receipts, customers asking for email ones.",
        # The damage in a thing, after a label.
        "Pool note: crack in the tile edge on lane 6, taped off.",
        # A ticket marked open after it; its number names it.
        "#77 Rayburn (Mrs Hale): oven door seal perished, heat leaking. Status: open.",
        # An aside in brackets before a passive duty.
        "The Ellis bequest (nine boxes) is to be listed and shelved before the audit.",
        # A thing promised ready by a date; a duty of a counted thing; a request of anyone.
        "Told the parish clerk I'd have the burial register transcripts by Easter.",
        "Must print forty copies of the agenda before the AGM on the 12th.",
        "Can someone take the recycling crates to the tip this week?",
        # A thing that never came, and a thing lent and not back.
        "Thurs: the oxygen cylinder delivery didn't turn up again; one spare left.",
        "Ladder 3 (the long one) still out with the Pattersons since half term.",
    ],
)
def test_round_30_shapes_open_a_loop(text):
    assert opens_a_loop(said(text)) is not None


@pytest.mark.parametrize(
    "text",
    [
        # A status without a ticket, and a person out with friends.
        "Lovely walk along the canal this morning. Still open!",
        "Mum's still out with her book club.",
        # Things that did not come, said of people or of nothing that is work.
        "The bus didn't come so we walked to the village.",
        # A promise of something to eat, and a small favour of anyone.
        "Told the kids I'd have pizza ready by six.",
        "Can someone pass the salt?",
        "Quiet day (finally) at the allotment.",
    ],
)
def test_everyday_lines_in_those_shapes_open_nothing(text):
    assert opens_a_loop(said(text)) is None


@pytest.mark.parametrize(
    ("opener", "closer"),
    [
        (
            "Hut 2: the fuse board trips every time the urn is switched on.",
            "Electrician rewired the urn's socket on the fuse board; not tripped since.",
        ),
        (
            "Pool note: crack in the tile edge on lane 6, taped off.",
            "Lane 6 tile edge glued and grouted overnight; tape gone.",
        ),
    ],
)
def test_mending_by_hand_closes_with_a_subject(opener, closer):
    assert closes(opener, closer, subject="s") is LoopStatus.DONE


def test_a_ticket_closed_by_its_number_closes_without_a_subject():
    opener = "#77 Rayburn (Mrs Hale): oven door seal perished, heat leaking. Status: open."
    closer = "#77 closed. Fitted a new seal to the oven door; Mrs Hale is baking again."
    assert closes(opener, closer, subject="") is LoopStatus.DONE


@pytest.mark.parametrize(
    ("opener", "closer"),
    [
        # A part ordered in, parts coming, a day moved, a fault not found yet, a thing still
        # as it was: nothing is finished.
        (
            "Heads up, Tomasz: the loft ladder won't fold back up, it hangs in the landing.",
            "Tomasz had the loft ladder's spring off; it's snapped, he's ordered one in.",
        ),
        (
            "#77 Rayburn (Mrs Hale): oven door seal perished, heat leaking. Status: open.",
            "#77 update: Mrs Hale approved the quote for the Rayburn door; parts coming Monday.",
        ),
        (
            "The chimney sweep is booked for the Rayburn flue on Tuesday.",
            "Rayburn flue sweep moved from Tuesday to Friday; the sweep is off sick.",
        ),
        (
            "Car park log: exit barrier sticks half open; attendant waving cars out.",
            "Exit barrier: engineer on site, fault not found yet; attendant still posted.",
        ),
        (
            "Hut 2: the fuse board trips every time the urn is switched on.",
            "Fixed the hall lights in Hut 2; the fuse board's still faulty.",
        ),
    ],
)
def test_a_part_awaited_a_day_moved_or_a_fault_not_found_closes_nothing(opener, closer):
    assert opens_a_loop(said(opener)) is not None
    assert closes(opener, closer, subject="") is None


@pytest.mark.parametrize(
    "text",
    [
        "The bunting is still posted along the high street.",
        "Glued to the telly all evening.",
    ],
)
def test_a_state_that_lasts_finishes_nothing(text):
    assert completion(text) is not Sense.DONE
