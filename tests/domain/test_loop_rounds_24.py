"""Loop readings added in rounds 24 to 28 (which studied held out 27 to 31 of
bench/loop_phrasing.py), in my own words: openers, everyday lines in the same shapes, closers
and near-misses."""

from __future__ import annotations

from dataclasses import replace

import pytest

from memoryapp.domain.loop_closing import Sense, completion
from memoryapp.domain.loops import LoopStatus, closing, opens_a_loop
from tests.domain.cases import said


@pytest.mark.parametrize(
    "text",
    [
        # A thing that will not do what it is for, or keeps failing the same way.
        "The sluice gate on the mill race won't wind up past the second notch.",
        "Snag list: the tail lift on van 3 won't lower, so deliveries are by hand.",
        "The walk-in freezer keeps tripping the breaker overnight.",
        "Ticket 88: the gallery's humidifier keeps overheating.",
        # Kept out of use till a part of it is put right.
        "The climbing wall stays closed till its top anchor is replaced.",
        # Work still to be done to a thing, or asked for by someone.
        "Chairs for the quiz night still to be stacked in the side room.",
        "The Okafors asked for the christening cake to be decorated in pale blue.",
    ],
)
def test_round_24_shapes_open_a_loop(text):
    assert opens_a_loop(said(text)) is not None


@pytest.mark.parametrize(
    "text",
    [
        "The beech woods are teeming with bluebells this week.",
        "The village green was buzzing with kids after school.",
        "The dog keeps bringing me his lead.",
        "I still have the old one in the loft.",
    ],
)
def test_everyday_lines_of_the_same_shapes_open_nothing(text):
    assert opens_a_loop(said(text)) is None


def test_a_thing_off_line_is_no_work_called_off():
    """ "She's off line" is out of use, not a "won't" or an "is off" that cancels."""
    assert opens_a_loop(said("Crane 2's slew brake won't release, so she's off line.")) is not None


@pytest.mark.parametrize(
    ("opener", "closer"),
    [
        (
            "The boiler in the scout hut keeps cutting out on cold mornings.",
            "New thermocouple in the scout hut boiler; it ran all through Tuesday's frost.",
        ),
        (
            "The tail lift on the brewery's second van won't lower.",
            "New hydraulic ram on the second van's tail lift; it comes down smoothly again.",
        ),
    ],
)
def test_a_new_part_in_place_closes_the_loop(opener, closer):
    """With the opener's subject, and without one by the thing named again."""
    with_subject = (
        replace(said(opener), subject="s"),
        replace(said(closer, later=True), subject="s"),
    )
    assert closing(*with_subject) is LoopStatus.DONE
    assert closing(said(opener), said(closer, later=True)) is LoopStatus.DONE


@pytest.mark.parametrize(
    "text",
    [
        "New thermocouple on order for the scout hut boiler.",
        "New cable for Nadia's derailleur arrives on Friday.",
        "New tyres for the minibus next week.",
        "New lock on the shed door keeps sticking.",
        "Got the new tiles in the post; the old ones are still up.",
    ],
)
def test_a_new_part_still_to_come_or_still_failing_finishes_nothing(text):
    assert completion(text) is None


@pytest.mark.parametrize(
    ("opener", "closer"),
    [
        (
            "The dishwasher in the church kitchen won't drain.",
            "The engineer looked at the church dishwasher and ordered the part.",
        ),
        (
            "Someone needs to measure and photograph the kiln base before the trench is filled.",
            "Photographed the kiln base this morning; measuring it is a job for Monday.",
        ),
    ],
)
def test_a_part_still_awaited_or_the_rest_left_for_another_day_does_not_close(opener, closer):
    assert closing(said(opener), said(closer, later=True)) is None


def test_a_position_on_a_thing_is_not_what_the_work_acts_on():
    """ "Top" in "the top ground paddle" says where the paddle is: a line about the top of the
    flight that finishes other work does not close the paddle's fault."""
    opener = said("Lock 9, Caldon flight: the top ground paddle won't lift.")
    chat = said(
        "Note: the narrowboat at the top of the Caldon flight has been repainted.", later=True
    )
    assert opens_a_loop(opener) is not None
    assert closing(opener, chat) is None


# Round 25.
@pytest.mark.parametrize(
    "text",
    [
        "The goods lift in block D is out of order.",
        "Blocker: the label printer is out of alignment, so no dispatch today.",
        "The card reader on the car park barrier doesn't work.",
        "Site note: the gate alarm at the depot keeps going off at night.",
        "Mrs Iqbal wants her mother's christening gown cleaned and pressed by June.",
        "Guest book at Loch Ossian hostel: the drying room heater is broken.",
    ],
)
def test_round_25_shapes_open_a_loop(text):
    assert opens_a_loop(said(text)) is not None


@pytest.mark.parametrize(
    "text",
    ["The kids are out of school this week.", "I don't work on Fridays."],
)
def test_everyday_lines_of_round_25_shapes_open_nothing(text):
    assert opens_a_loop(said(text)) is None


# Round 26.
@pytest.mark.parametrize(
    "text",
    [
        "Workshop: bandsaw 2 is blunt, needs the blade replacing before Monday.",
        "Quiz night: Gemma and Raj to set the picture round.",
        "Still no fence panels from Larchlap, and the gap's letting the dog out.",
        "Rota: need someone at the food bank on Thursday to sort the tins.",
        "Commission: a linocut of the Hendersons' barn for their anniversary.",
        "The café wants two dozen scones delivered before the coffee morning.",
    ],
)
def test_round_26_shapes_open_a_loop(text):
    assert opens_a_loop(said(text)) is not None


def test_a_need_of_what_someone_is_putting_in_opens_nothing():
    assert (
        opens_a_loop(said("Our garden and the allotment need the hard graft I'm putting in."))
        is None
    )


@pytest.mark.parametrize(
    ("opener", "closer"),
    [
        (
            "Someone needs to write the order of service for the Pryces' blessing.",
            "The Pryces sent their readings for the blessing; I'll start writing the service soon.",
        ),
        (
            "The boiler at the chapel won't fire.",
            "Rang the heating firm about the chapel boiler: they'll send an engineer on Monday.",
        ),
        (
            "Said I'd service Marek's front hub before the sportive.",
            "Marek's rear hub is serviced; haven't got round to the front one yet.",
        ),
        (
            "The Lacey invitations need printing in two colours before the 1st.",
            "The Lacey invitations' first colour is printed; second pass tomorrow.",
        ),
    ],
)
def test_work_still_to_come_leaves_the_report_open(opener, closer):
    """Rounds 25-27: someone still to come, work to start, not got round to, or tomorrow."""
    assert closing(said(opener), said(closer, later=True)) is None


# Found by driving a fresh clone after round 25.
def test_a_client_who_has_pulled_out_calls_the_work_off():
    opener = said("Mrs Iqbal wants her mother's christening gown cleaned and pressed by June.")
    closer = said("Mrs Iqbal has pulled out; no gown cleaning after all.", later=True)
    assert closing(opener, closer) is LoopStatus.CANCELLED


def test_parts_renewed_close_the_fault_whatever_the_report_says_after():
    """A long list of new parts, "fresh" naming no other thing, and a preposition before the
    fault's own word ("without tripping") naming no other thing either."""
    opener = said("The walk-in freezer keeps tripping the breaker overnight.")
    closer = said(
        "New breaker and a fresh door seal on the walk-in freezer; it ran all night without"
        " tripping.",
        later=True,
    )
    assert closing(opener, closer) is LoopStatus.DONE


def test_pulling_out_a_thing_calls_nothing_off():
    assert completion("Pulled out the old fence posts along the lane.") is not Sense.CANCELLED


# Round 27.
@pytest.mark.parametrize(
    "text",
    [
        "Agent notes: test_import_csv fails on empty files, the reader drops the header.",
        "The heart monitor lead on bay 4 has been losing contact all week.",
        "Donated kettles can't go out on the shelves till they're PAT tested.",
        "Gwen's dissertation must be in by 2 May or she misses the board.",
        "Depot board: the fuel card statements to be reconciled before the audit.",
    ],
)
def test_round_27_shapes_open_a_loop(text):
    assert opens_a_loop(said(text)) is not None


# Round 28.
@pytest.mark.parametrize(
    "text",
    [
        "SQUASH COURT 1: the glass door's handle has come off.",
        "Food hygiene certificate runs out 14 Nov; the council won't renew the licence without it.",
    ],
)
def test_round_28_shapes_open_a_loop(text):
    assert opens_a_loop(said(text)) is not None


@pytest.mark.parametrize(
    "text",
    [
        "Started watching the whole of The Wire again; on season two already.",
        "Halfway through a Daphne du Maurier novel and I can't put it down.",
        "I started playing the ukulele last spring and it's been a joy.",
        "Big shout to Mo, who baked the best lemon drizzle at the fete.",
    ],
)
def test_pastimes_begun_and_shout_outs_open_nothing(text):
    assert opens_a_loop(said(text)) is None


def test_work_begun_still_opens_a_loop():
    assert opens_a_loop(said("Started rewiring the workshop lights; halfway through.")) is not None


@pytest.mark.parametrize(
    ("opener", "closer"),
    [
        (
            "Conveyancing for the Adeyemis: searches to order by the 3rd.",
            "The Adeyemis have pulled out of the purchase, so no searches.",
        ),
        (
            "News desk: check the claim that the pier is being sold for a pound.",
            "Binning the pier item: the claim was a wind-up.",
        ),
    ],
)
def test_a_client_pulling_out_or_an_item_binned_calls_the_work_off(opener, closer):
    """Rounds 25 and 27, with the opener's subject."""
    pair = replace(said(opener), subject="s"), replace(said(closer, later=True), subject="s")
    assert closing(*pair) is LoopStatus.CANCELLED
