"""Work jotted down, as loop openers (memoryapp.domain.loop_notes and the readings added beside
it): a label and a bare verb ("Up next: ..."), a duty ("down to me", "my job"), a thing that
runs out, a thing in need of work or due some, a reminder of a thing, work one is behind on,
work left open or with someone, a task given, work that is there to do, a thing wanted done,
a passive request ("has been asked to"), "keep meaning to", a list's next item, a note's
fragment ("not printed yet"); the everyday lines of the same shapes, and the cancellations
said by dropping the work ("Forget ...", "Not bothering with ...")."""

from __future__ import annotations

import pytest

from memoryapp.domain.loop_language import COMMITMENT, SCHEDULED, STARTED, WAITING
from memoryapp.domain.loop_openers import opening
from memoryapp.domain.loops import LoopStatus, closing
from tests.domain.cases import reading, said


@pytest.mark.parametrize(
    ("text", "reason", "verb", "heads"),
    [
        ("Up next: varnish the boat's tiller.", COMMITMENT, "varnish", ("tiller",)),
        ("This weekend: clear out the shed.", COMMITMENT, "clear", ("shed",)),
        ("Before Friday: chase the printers.", COMMITMENT, "chase", ("printers",)),
        ("Sam's on it: restringing the cello.", COMMITMENT, "restringing", ("cello",)),
        ("Weeding the herb garden is down to me.", COMMITMENT, "weeding", ("garden",)),
        ("Ordering the trophies is Leah's job.", COMMITMENT, "ordering", ("trophies",)),
        ("The club's music licence runs out in March.", SCHEDULED, "renew", ("licence",)),
        ("Our public liability cover lapses on 1 April.", SCHEDULED, "renew", ("cover",)),
        ("The boat trailer is in need of repair.", COMMITMENT, "repair", ("trailer",)),
        (
            "We're due a visit from the water board.",
            WAITING,
            "visit",
            ("board",),
        ),
        ("The van is due a service.", COMMITMENT, "service", ("van",)),
        ("Don't let me forget the pupils' permission slips.", COMMITMENT, None, ("slips",)),
        ("We're behind on the membership renewals.", SCHEDULED, None, ("renewals",)),
        ("The grant claim is with the council for approval.", WAITING, None, ("claim",)),
        ("The dentist's invoice is still unpaid.", COMMITMENT, None, ("invoice",)),
        ("Fixing the till roll holder is still open.", COMMITMENT, "fixing", ("holder",)),
        ("Oli has the task of sorting the kit cupboard.", COMMITMENT, "sorting", ("cupboard",)),
        ("There's another risk form to sign for the trip.", COMMITMENT, "sign", ("form",)),
        ("The coach wants the nets put up before training.", COMMITMENT, "put", ("nets",)),
        ("Tomasz has been asked to redo the seating plan.", COMMITMENT, "redo", ("plan",)),
        ("I keep meaning to rehang the shed door.", COMMITMENT, "rehang", ("door",)),
        ("The new goalposts are next on the groundsman's list.", COMMITMENT, None, ("goalposts",)),
        ("Raffle tickets for the fair: not printed yet.", COMMITMENT, "printed", ("tickets",)),
        ("The new starters still need their fire training.", COMMITMENT, None, ("training",)),
        ("Priti is looking into the leak under the sink.", STARTED, "looking", ()),
    ],
)
def test_work_jotted_down_opens_a_loop(text, reason, verb, heads):
    assert reading(text) == (reason, verb, heads)


@pytest.mark.parametrize(
    "text",
    [
        "Note to self: smile more.",
        "Breakfast: eggs and toast.",
        "Tonight: watch the match.",
        "Today: painted the fence.",
        "Coffee: due a refill.",
        "Choosing the takeaway is down to me.",
        "The decision is down to you.",
        "My patience runs out at six.",
        "We've run out of milk.",
        "The dog is in need of a walk.",
        "The cat is in need of a cuddle.",
        "I'm due a haircut.",
        "Don't forget your umbrella.",
        "I'm behind on sleep.",
        "The shop is still open.",
        "The bar is open with a happy hour until seven.",
        "The kids are with gran for lunch.",
        "There's a bus to catch.",
        "There's cake to eat.",
        "I keep meaning to take up yoga.",
        "Jamal is looking into the fridge again.",
        "My next job is finding the remote.",
        "The kids are awaiting their pudding.",
    ],
)
def test_everyday_lines_of_the_same_shapes_open_nothing(text):
    assert opening(text) is None


@pytest.mark.parametrize(
    ("opener", "closer"),
    [
        ("Up next: varnish the boat's tiller.", "The boat's tiller is varnished."),
        ("This weekend: clear out the shed.", "Shed cleared out."),
        ("The club's music licence runs out in March.", "Renewed the club's music licence."),
        ("The boat trailer is in need of repair.", "Boat trailer repaired."),
        ("Don't let me forget the pupils' permission slips.", "Handed in the permission slips."),
        ("Tomasz has been asked to redo the seating plan.", "Tomasz redid the seating plan."),
    ],
)
def test_the_work_done_closes_it(opener, closer):
    assert closing(said(opener), said(closer, later=True)) is LoopStatus.DONE


@pytest.mark.parametrize(
    ("opener", "closer"),
    [
        (
            "Up next: varnish the boat's tiller.",
            "Forget varnishing the boat's tiller; we're selling.",
        ),
        ("I'll repaint the garden bench.", "Not bothering with the garden bench this year."),
    ],
)
def test_dropping_the_work_cancels_it(opener, closer):
    assert closing(said(opener), said(closer, later=True)) is LoopStatus.CANCELLED


@pytest.mark.parametrize(
    ("opener", "closer"),
    [
        ("This weekend: clear out the shed.", "Cleared out the loft."),
        ("The club's music licence runs out in March.", "Renewed the club's alcohol licence."),
        ("Don't forget to renew the car tax.", "Don't forget to renew the car tax."),
    ],
)
def test_other_work_or_a_repeat_does_not_close_it(opener, closer):
    assert closing(said(opener), said(closer, later=True)) is None


@pytest.mark.parametrize(
    ("text", "reason", "verb", "heads"),
    [
        ("Could Nadia book the rehearsal rooms for March?", COMMITMENT, "book", ("rooms",)),
        ("Ellis promised he'd get the team photos framed.", COMMITMENT, "get", ("photos",)),
        ("Subs for the spring league: still unpaid by two players.", COMMITMENT, None, ("subs",)),
        ("The horsebox has to be MOT'd before the show.", COMMITMENT, "mot'd", ("horsebox",)),
        ("We'll reseal the shower trays over Easter.", COMMITMENT, "reseal", ("trays",)),
    ],
)
def test_requests_of_someone_named_reported_promises_and_fragments_open_a_loop(
    text, reason, verb, heads
):
    assert reading(text) == (reason, verb, heads)


@pytest.mark.parametrize(
    "text",
    [
        "Could Dad drive us?",
        "Can Priya have the last slice?",
        "The puppy needs a cuddle after his walk.",
        "Still haven't got over that view from the summit.",
        "Ellis promised it would stay dry for the barbecue.",
        "We're planning to lie on the beach and read all day.",
    ],
)
def test_favours_feelings_forecasts_and_plans_of_leisure_open_nothing(text):
    assert opening(text) is None


@pytest.mark.parametrize(
    ("opener", "closer"),
    [
        (
            "Waiting on the printers to confirm the proof date.",
            "Heard from the printers: proofs arrive on Monday.",
        ),
        (
            "I've been asked to draw up the summer rota for the lifeguards.",
            "The lifeguards' summer rota went round to everyone today.",
        ),
        ("The extractor fan needs a new filter.", "Swapped the extractor fan filter."),
        (
            "We'll reseal the shower trays over Easter.",
            "Resealing the shower trays is off; the bathroom is being refitted.",
        ),
    ],
)
def test_hearing_back_going_round_swapping_and_dropping_close_it(opener, closer):
    assert closing(said(opener), said(closer, later=True)) is not None


@pytest.mark.parametrize(
    ("text", "reason", "verb", "heads"),
    [
        ("Will send the signed lease to the landlord tonight.", COMMITMENT, "send", ("lease",)),
        (
            "I owe the Pattersons a revised quote with the tiles swapped for slate.",
            COMMITMENT,
            None,
            ("quote",),
        ),
        ("The stewards are to repaint the finish line.", COMMITMENT, "repaint", ("line",)),
        (
            "Job for Asha: a quote for the loft conversion at 9 Elm Row.",
            COMMITMENT,
            None,
            ("quote",),
        ),
        ("Ben is in the middle of rewiring the studio desk.", STARTED, "rewiring", ("desk",)),
        ("TODO: back up the studio laptops to the NAS.", COMMITMENT, "back up", ("laptops",)),
        ("Booking the team minibus is on me.", COMMITMENT, "booking", ("minibus",)),
    ],
)
def test_notes_without_a_subject_and_work_in_hand_open_a_loop(text, reason, verb, heads):
    assert reading(text) == (reason, verb, heads)


@pytest.mark.parametrize(
    "text",
    [
        "First job on Sunday: a long lie-in.",
        "Action points: none this week.",
        "The winners are to be congratulated.",
    ],
)
def test_a_lie_in_no_actions_praise_and_a_treat_open_nothing(text):
    assert opening(text) is None


@pytest.mark.parametrize(
    ("opener", "closer"),
    [
        (
            "Waiting on the council to collect the old fridge.",
            "Council came and took the old fridge away.",
        ),
        ("I'll get the van serviced before the trip.", "The van had its service on Monday."),
        (
            "Entry forms for the gala: chase the clubs that haven't returned them.",
            "All the gala entry forms are now in.",
        ),
        ("The server audit is being arranged by IT.", "The IT team carried out the server audit."),
        (
            "TODO: back up the wedding photos to the spare drive.",
            "Copied the wedding photos onto the spare drive.",
        ),
        ("We need to re-set the climbing routes.", "Climbing routes reset."),
    ],
)
def test_taken_away_had_its_service_now_in_carried_out_and_copied_close_it(opener, closer):
    assert closing(said(opener), said(closer, later=True)) is LoopStatus.DONE


@pytest.mark.parametrize(
    ("opener", "closer"),
    [
        (
            "We haven't yet paid the May invoice for the hall.",
            "Paid the April invoice for the hall.",
        ),
        (
            "Can you chase the printers about the posters?",
            "Chased the printers about the leaflets.",
        ),
        (
            "I've been asked to put together the stall for the fair.",
            "Got the banners printed for the fair stall, still need the frames.",
        ),
    ],
)
def test_another_month_another_topic_or_work_still_needed_does_not_close_it(opener, closer):
    assert closing(said(opener), said(closer, later=True)) is None


@pytest.mark.parametrize(
    ("text", "reason", "verb", "heads"),
    [
        ("Let me check the fire exits on the top floor.", COMMITMENT, "check", ("exits",)),
        ("The ground crew are out repairing the perimeter fence.", STARTED, "repairing", ()),
        ("Finance: please invoice Harlow Books for the May reprint.", COMMITMENT, "invoice", ()),
    ],
)
def test_let_me_out_at_work_and_please_open_a_loop(text, reason, verb, heads):
    found = reading(text)
    assert found is not None and found[:2] == (reason, verb)
    assert set(heads) <= set(found[2])


def test_really_is_no_one_asked():
    assert opening("Could really do with a long weekend somewhere sunny.") is None


@pytest.mark.parametrize(
    ("opener", "closer"),
    [
        ("I'll renew the caretaker's door pass.", "New door pass issued to the caretaker."),
        (
            "We're going to repaint the bike shed over Easter.",
            "The bike shed got its fresh coat of paint over Easter.",
        ),
        (
            "Shelf job this week: new price labels on the spice rack.",
            "The spice rack is all relabelled with the new prices.",
        ),
        (
            "The electrical safety check for 3 Mill Lane is overdue.",
            "Electrician did the safety check at 3 Mill Lane.",
        ),
        (
            "TODO: rebuild the search index for April.",
            "April rebuild of the search index ran clean overnight.",
        ),
        (
            "Delivery of the Okafor cake is booked for Friday at 10.",
            "Okafor cake dropped off at the hall on Friday.",
        ),
    ],
)
def test_issued_got_its_relabelled_did_the_ran_clean_and_a_time_close_it(opener, closer):
    assert closing(said(opener), said(closer, later=True)) is LoopStatus.DONE


@pytest.mark.parametrize(
    ("text", "reason", "heads"),
    [
        ("Studio door: new lock needed before the weekend.", COMMITMENT, ("lock",)),
        ("Our deposit to the marquee firm is three weeks overdue.", SCHEDULED, ("deposit",)),
        ("Still haven't heard back from the landlord about the damp.", WAITING, ("landlord",)),
        ("Ms Reyes asked if we could repaint the mural in the sports hall.", COMMITMENT, ()),
    ],
)
def test_a_need_a_lateness_a_silence_and_a_request_relayed_open_a_loop(text, reason, heads):
    found = reading(text)
    assert found is not None and found[0] == reason
    assert set(heads) <= set(found[2])


@pytest.mark.parametrize("text", ["Coffee needed, badly.", "A big hug needed after today."])
def test_a_need_of_ones_day_opens_nothing(text):
    assert opening(text) is None


@pytest.mark.parametrize(
    ("opener", "closer"),
    [
        (
            "The volunteers have been asked to clear the litter from the car park.",
            "The car park is clear of litter.",
        ),
        ("Halfway through fixing the kettle Sam brought in.", "Sam's kettle is working again."),
    ],
)
def test_the_state_the_work_leaves_closes_it(opener, closer):
    assert closing(said(opener), said(closer, later=True)) is LoopStatus.DONE


def test_a_possessive_is_no_state():
    opener = said("Don't let me forget the tenants' inspection report.")
    assert (
        closing(opener, said("The tenant's report goes to the council tomorrow.", later=True))
        is None
    )


@pytest.mark.parametrize(
    ("text", "heads"),
    [
        ("Raffle prizes for the summer fair -> Malik, by Friday.", ("prizes",)),
        ("OVERDUE: fire blanket check in the staff kitchen.", ("check",)),
    ],
)
def test_an_arrow_and_an_overdue_label_open_a_loop(text, heads):
    assert reading(text) == (COMMITMENT, None, heads)


def test_an_arrow_to_lunch_opens_nothing():
    assert opening("Me -> lunch.") is None


@pytest.mark.parametrize(
    ("opener", "closer"),
    [
        ("We need to swap the worn tyres on the minibus.", "New tyres went on the minibus today."),
        (
            "I promised the Quay Street florist our wholesale rate.",
            "The Quay Street florist now has our wholesale rate.",
        ),
        (
            "Can someone move the spare chairs from the foyer back to the store?",
            "Dev took the spare chairs back to the store.",
        ),
        (
            "Still to do: unblock the sink in the staff kitchen.",
            "The staff kitchen sink is running clear again.",
        ),
        (
            "Kwame still owes us the defect report for bus 214.",
            "Got Kwame's defect report for bus 214.",
        ),
    ],
)
def test_went_on_now_has_took_back_running_clear_and_got_close_it(opener, closer):
    assert closing(said(opener), said(closer, later=True)) is LoopStatus.DONE


def test_about_half_is_partial():
    opener = said("We've promised the Hendersons their wedding gallery by Friday.")
    closer = said("The Henderson wedding gallery is about half edited.", later=True)
    assert closing(opener, closer) is None


@pytest.mark.parametrize(
    ("opener", "closer"),
    [
        (
            "Ana has been asked to update the rota for the spring term.",
            "Spring term rota refreshed by Ana.",
        ),
        (
            "The mock exams for year 11 are waiting to be marked.",
            "Year 11 mock exams are all marked.",
        ),
        (
            "Marshals to put out the course signs on Sunday.",
            "Course signs all up along the river path.",
        ),
        (
            "Don't forget to service the fire extinguishers in block C.",
            "Block C fire extinguishers checked and tested.",
        ),
    ],
)
def test_refreshed_marked_all_up_and_tested_close_it(opener, closer):
    assert closing(said(opener), said(closer, later=True)) is LoopStatus.DONE


def test_not_doing_it_after_all_cancels_it():
    opener = said("Jo asked me to order a new lock for the store room.")
    closer = said("Not ordering the store room lock after all; the room is closing.", later=True)
    assert closing(opener, closer) is LoopStatus.CANCELLED


def test_getting_it_done_later_is_no_completion():
    opener = said("We're going to repaint the bay markings next week.")
    closer = said("The bay markings are getting repainted on Tuesday.", later=True)
    assert closing(opener, closer) is None


def test_a_printer_not_working_cancels_nothing():
    opener = said("We need to fix the office printer before the audit.")
    assert closing(opener, said("The office printer is not working.", later=True)) is None
