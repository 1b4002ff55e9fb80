"""Work said to be still to do without a modal verb, as loop openers
(memoryapp.domain.loop_language): not done yet ("nobody has ...", "still hasn't been ...",
"is yet to", "is overdue"), a need named by a noun, a thing that awaits its work, a time that
has come, a wish without a subject, task labels; and what stays chit-chat or advice."""

from __future__ import annotations

import pytest

from memoryapp.domain.loop_closing import completion
from memoryapp.domain.loop_language import COMMITMENT, SCHEDULED, WAITING
from memoryapp.domain.loop_openers import opening
from memoryapp.domain.loops import LoopStatus, closing
from tests.domain.cases import reading, said


@pytest.mark.parametrize(
    ("text", "reason", "verb", "heads"),
    [
        ("The landlord has yet to return the deposit.", COMMITMENT, "return", ("deposit",)),
        ("The surveyors are yet to measure the east field.", COMMITMENT, "measure", ("field",)),
        ("Nobody has emptied the rain gauge yet.", COMMITMENT, "emptied", ("gauge",)),
        ("The invoice from the glazier still hasn't been paid.", COMMITMENT, "paid", ("invoice",)),
        ("The back gate still isn't fixed.", COMMITMENT, "fixed", ("gate",)),
        ("The boiler service is overdue.", SCHEDULED, None, ("service",)),
        ("The planning appeal awaits a decision.", WAITING, None, ("appeal",)),
        ("The van needs a new exhaust.", COMMITMENT, None, ("exhaust",)),
        ("We need a fresh risk assessment for the kiln.", COMMITMENT, None, ("assessment",)),
        ("It's about time we defrosted the chest freezer.", COMMITMENT, "defrosted", ("freezer",)),
        ("It would be wise to archive the payroll ledgers.", COMMITMENT, "archive", ("ledgers",)),
        ("Urgent: replace the cracked fuse box cover.", COMMITMENT, "replace", ("cover",)),
        ("Let's merge the two choirs.", COMMITMENT, "merge", ("choirs",)),
        ("The tenants must clean the oven when they leave.", COMMITMENT, "clean", ("oven",)),
    ],
)
def test_work_still_to_do_opens_a_loop_naming_what_it_is_done_to(text, reason, verb, heads):
    assert reading(text) == (reason, verb, heads)


@pytest.mark.parametrize(
    "text",
    [
        # a report of what did not happen, without "yet" or "still"
        "We haven't paid the glazier's invoice.",
        # nothing done to work
        "Nobody has heard from Sam yet.",
        "Nobody has seen the cat yet.",
        # a person's own need, a time for themselves, a wish, a label on no work
        "We need a quick break.",
        "Need a lie-down.",
        "I need a new mug.",
        "The kids need a bath.",
        "It's high time we had a holiday.",
        "It would be nice to catch up soon.",
        "Urgent: biscuits.",
        # an expectation of the listener is advice
        "You're supposed to water the seedlings daily.",
        "You are expected to wear black to the concert.",
    ],
)
def test_chit_chat_reports_and_advice_open_nothing(text):
    assert opening(text) is None


def test_an_obligation_laid_on_the_listener_is_still_work():
    assert opening("You're required to renew the licence by May.") is not None


@pytest.mark.parametrize(
    ("opener", "closer"),
    [
        ("The vehicle inspection is overdue.", "Vehicle inspected at the garage."),
        ("The registration renewal is overdue.", "Renewed the registration."),
        ("The new shelving awaits installation.", "New shelving installed."),
        ("Nobody has emptied the rain gauge yet.", "Emptied the rain gauge."),
        ("The landlord has yet to return the deposit.", "Landlord returned the deposit."),
        ("The van needs a new exhaust.", "New exhaust fitted to the van."),
        ("The tenants must clean the oven when they leave.", "The tenants cleaned the oven."),
    ],
)
def test_the_work_done_closes_the_loop_without_a_subject(opener, closer):
    assert closing(said(opener), said(closer, later=True)) is LoopStatus.DONE


@pytest.mark.parametrize(
    ("opener", "closer"),
    [
        ("The vehicle inspection is overdue.", "Boat inspected at the marina."),
        ("The vehicle inspection is overdue.", "Vehicle inspection booked for Friday."),
        ("Nobody has emptied the rain gauge yet.", "Emptied the water butt."),
        ("The new shelving awaits installation.", "Three of the eight shelves installed."),
    ],
)
def test_other_work_a_booking_or_a_part_does_not_close_it(opener, closer):
    assert closing(said(opener), said(closer, later=True)) is None


def test_a_counted_part_of_a_counted_whole_is_no_completion():
    assert completion("Three of the eight smoke alarms tested and signed off.") is None
    assert completion("All eight smoke alarms tested and signed off.") is not None
