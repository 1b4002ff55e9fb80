"""Work said the way minutes, requests and notes say it, as loop openers
(memoryapp.domain.loop_language): a headline infinitive ("Dev to order the skip"), a request
("Could you ..."), a promise reported ("told X we'd"), whose work it is ("on my plate",
"falls to", "on the hook for"), work put off ("haven't got round to", "see about"), a
deadline for work, "in the works"; and the everyday lines of the same shapes."""

from __future__ import annotations

import pytest

from memoryapp.domain.loop_closing import completion
from memoryapp.domain.loop_language import COMMITMENT, SCHEDULED, STARTED
from memoryapp.domain.loop_openers import opening
from memoryapp.domain.loops import LoopStatus, closing
from tests.domain.cases import reading, said


@pytest.mark.parametrize(
    ("text", "reason", "verb", "heads"),
    [
        ("Dev to order the skip for the garden clearance.", COMMITMENT, "order", ("skip",)),
        ("Action: the treasurer to file the charity return.", COMMITMENT, "file", ("return",)),
        ("Could you email the tenants the new bin rota?", COMMITMENT, "email", ("rota",)),
        (
            "Can you book the minibus for the under-12s' tournament?",
            COMMITMENT,
            "book",
            ("minibus",),
        ),
        ("Told the school we'd repaint the climbing frame.", COMMITMENT, "repaint", ("frame",)),
        ("The VAT registration is on my plate.", COMMITMENT, None, ("registration",)),
        ("Booking the roofer falls to Kemi.", COMMITMENT, "booking", ("roofer",)),
        (
            "We're on the hook for rebuilding the boundary wall.",
            COMMITMENT,
            "rebuilding",
            ("wall",),
        ),
        ("Haven't got round to servicing the lawnmower.", COMMITMENT, "servicing", ("lawnmower",)),
        ("I'll see about getting the chimney swept.", COMMITMENT, "getting", ("chimney",)),
        ("Mustn't forget to renew the fishing licence.", COMMITMENT, "renew", ("licence",)),
        ("Deadline for the grant report is 30 June.", SCHEDULED, None, ("report",)),
        ("A new website for the choir is in the works.", STARTED, None, ("website",)),
    ],
)
def test_minutes_requests_and_notes_open_a_loop(text, reason, verb, heads):
    assert reading(text) == (reason, verb, heads)


@pytest.mark.parametrize(
    "text",
    [
        "Happy to help with the move.",
        "Nice to meet the new neighbours at last.",
        "Time to go.",
        "Could you pass the ketchup?",
        "Could you pass me the sun cream?",
        "Can you tell us the wifi password?",
        "Can you believe the queue at the post office?",
        "Story time falls to Dad tonight.",
        "We're on the hook for another wet bank holiday.",
        "Haven't got round to watching the final.",
        "I'll see about a snack.",
        "Deadline for bed is nine.",
        "Still to do: absolutely nothing.",
        "Waiting for the rain to stop.",
        "Mustn't forget to breathe.",
    ],
)
def test_everyday_lines_of_the_same_shape_open_nothing(text):
    assert opening(text) is None


@pytest.mark.parametrize(
    ("opener", "closer"),
    [
        ("Dev to order the skip for the garden clearance.", "Dev ordered the skip."),
        ("Told the school we'd repaint the climbing frame.", "Repainted the climbing frame."),
        ("Booking the roofer falls to Kemi.", "Kemi booked the roofer for Monday."),
        ("Haven't got round to servicing the lawnmower.", "Lawnmower serviced."),
        ("Let's get the fence panels replaced before the storm.", "Fence panels replaced."),
    ],
)
def test_the_work_done_closes_it(opener, closer):
    assert closing(said(opener), said(closer, later=True)) is LoopStatus.DONE


def test_a_causative_still_to_happen_is_no_completion():
    assert completion("Let's get the fence panels replaced before the storm.") is None
    assert completion("Got the fence panels replaced before the storm.") is not None


@pytest.mark.parametrize(
    "text",
    [
        "Half the fence panels replaced.",
        "Cleared one side of the allotment.",
    ],
)
def test_half_of_it_or_one_side_is_partial(text):
    assert completion(text) is None
