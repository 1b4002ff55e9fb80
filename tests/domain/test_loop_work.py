"""A completion closes a loop only when it is about the loop's own work: each class of
near-miss that shares words with an opener but finished something else, and the closers of
the same work that must still close, with the reason code the decision carries."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from memoryapp.domain.loop_closing import completion
from memoryapp.domain.loop_work import (
    ANOTHER_LABEL,
    ANOTHER_NUMBER,
    ANOTHER_PLACE_OR_PARTY,
    ANOTHER_QUALIFIER,
    NO_COMPLETION,
    NOT_ITS_OBJECT,
    SAME_SUBJECT,
    SAME_WORK,
    SIMILAR,
    TOO_FEW_SHARED,
)
from memoryapp.domain.loops import LoopMemory, LoopStatus, closing_decision


def memory(memory_id: str, content: str, *, day: int = 1, subject: str = "") -> LoopMemory:
    return LoopMemory(memory_id, content, subject, datetime(2026, 7, day, tzinfo=UTC), None, None)


def decide(opener: str, closer: str, *, similar: bool = False, subject: str = ""):
    return closing_decision(
        memory("o", opener, subject=subject),
        memory("c", closer, day=5, subject=subject),
        similar=similar,
    )


@pytest.mark.parametrize(
    ("opener", "closer", "reason"),
    [
        # The same noun after the same preposition: the same place.
        (
            "The network team will patch the switches in the basement.",
            "Switches in the basement patched.",
            SAME_WORK,
        ),
        (
            "The network team will patch the switches in the basement.",
            "The network team patched the switches in the loft cabinet.",
            ANOTHER_PLACE_OR_PARTY,
        ),
        # A promise's recipient is its "to": another recipient, another promise kept.
        (
            "Promised the trustees a summary of the audit findings.",
            "Summary of the audit findings sent to the trustees.",
            SAME_WORK,
        ),
        (
            "Promised the trustees a summary of the audit findings.",
            "Summary of the audit findings sent to the volunteers.",
            ANOTHER_PLACE_OR_PARTY,
        ),
        (
            "We owe the bank a signed mandate form.",
            "Signed mandate form posted to the bank.",
            SAME_WORK,
        ),
    ],
)
def test_another_place_or_party_is_another_piece_of_work(opener, closer, reason):
    found = decide(opener, closer)
    assert found.reason == reason
    assert (found.status is LoopStatus.DONE) is (reason == SAME_WORK)


@pytest.mark.parametrize(
    ("opener", "closer", "reason"),
    [
        ("The heating in Hall C is being serviced.", "Hall C heating serviced.", SAME_WORK),
        (
            "The heating in Hall C is being serviced.",
            "The heating in Hall D has been serviced.",
            ANOTHER_LABEL,
        ),
        ("Gate 7's barrier is being fixed.", "Gate 3's barrier has been fixed.", ANOTHER_NUMBER),
    ],
)
def test_another_label_of_the_same_noun_is_another_thing(opener, closer, reason):
    assert decide(opener, closer).reason == reason


@pytest.mark.parametrize(
    ("opener", "closer", "reason"),
    [
        # Work under way with no verb of its own: what is under way is the sentence's subject.
        (
            "The indexing of the photo archive is in progress.",
            "Photo archive indexing finished.",
            SAME_WORK,
        ),
        (
            "The indexing of the photo archive is in progress.",
            "Photo archive backup finished.",
            NOT_ITS_OBJECT,
        ),
        # A light noun ("a copy of", "the money for") passes to what follows it.
        (
            "Promised the governors a copy of the safeguarding policy.",
            "The safeguarding policy went out to the governors.",
            SAME_WORK,
        ),
        (
            "I still owe Kemi the money for the festival passes.",
            "Paid Kemi back for the festival passes.",
            SAME_WORK,
        ),
        # A head that is an action: naming what it acts on, as a thing of the opener's, is
        # enough; naming it as the modifier of another action is not.
        (
            "Kicked off the menu card redesign for the bistro.",
            "The new bistro menu cards are live on every table.",
            SAME_WORK,
        ),
        (
            "Kicked off the menu card redesign for the bistro.",
            "Bistro menu card printing finished.",
            NOT_ITS_OBJECT,
        ),
        # Work begun names its object: another thing of the same place is no closer.
        (
            "Kicked off the review of the allotment rules.",
            "Allotment rules review done.",
            SAME_WORK,
        ),
        (
            "Kicked off the review of the allotment rules.",
            "Allotment fees collected.",
            TOO_FEW_SHARED,
        ),
    ],
)
def test_the_closer_names_what_the_work_is_done_to(opener, closer, reason):
    assert decide(opener, closer).reason == reason


@pytest.mark.parametrize(
    "closer",
    [
        "Half of the welcome packs were posted.",
        "Some of the welcome packs have been sent.",
        "The first two welcome packs went out.",
        "Welcome packs partly delivered.",
        "Most of the welcome packs are done so far.",
    ],
)
def test_partial_progress_never_closes(closer):
    assert completion(closer) is None
    found = decide("We will send the welcome packs to new members.", closer)
    assert (found.status, found.reason) == (None, NO_COMPLETION)


@pytest.mark.parametrize(
    "closer",
    [
        "The welcome packs have not been sent.",
        "The welcome packs will be sent on Monday.",
        "Were the welcome packs sent?",
    ],
)
def test_negated_future_and_asked_completions_never_close(closer):
    found = decide("We will send the welcome packs to new members.", closer, similar=True)
    assert (found.status, found.reason) == (None, NO_COMPLETION)


def test_a_cosine_alone_never_closes_without_a_shared_work_word():
    opener = "The caretaker will bleed the radiators in Hall A."
    near = decide(opener, "Heating system sorted out.", similar=True)
    assert (near.status, near.reason) == (None, TOO_FEW_SHARED)
    shared = decide(opener, "All the radiators sorted.", similar=True)
    assert (shared.status, shared.reason) == (LoopStatus.DONE, SIMILAR)
    # A close embedding does not hide another thing named.
    other = decide(opener, "The radiators in Hall B sorted.", similar=True)
    assert other.status is None


def test_the_same_subject_closes_with_any_completion_and_says_so():
    found = decide("The caretaker will bleed the radiators.", "All done.", subject="heating")
    assert (found.status, found.reason) == (LoopStatus.DONE, SAME_SUBJECT)


def test_a_qualifier_of_its_own_is_still_another_thing():
    opener = "The painter will varnish the oak doors."
    found = decide(opener, "The painter varnished the pine doors.")
    assert found.reason == ANOTHER_QUALIFIER
