"""Loops read by structure: openers of any subject and object, chit-chat that opens nothing,
completions about the same work, and the near-misses that must not close a loop."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from memoryapp.domain.loop_closing import Sense, completion
from memoryapp.domain.loop_language import COMMITMENT, SCHEDULED, STARTED, WAITING
from memoryapp.domain.loop_openers import opening
from memoryapp.domain.loops import (
    LoopMemory,
    LoopStatus,
    asks_about_open_loops,
    closing,
    opens_a_loop,
    seen_at,
)


def memory(memory_id: str, content: str, *, day: int = 1, subject: str = "") -> LoopMemory:
    return LoopMemory(memory_id, content, subject, datetime(2026, 5, day, tzinfo=UTC), None, None)


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        ("Kicked off the loading bay signage overhaul.", STARTED),
        ("Promised the tenants a copy of the fire safety certificate.", COMMITMENT),
        ("Promised the parents that the trip forms go home on Monday.", COMMITMENT),
        ("The caretaker will clear the gutters.", COMMITMENT),
        ("Our accountant is going to file the VAT return.", COMMITMENT),
        ("The boiler is being serviced.", STARTED),
        ("The crew is resurfacing the car park.", STARTED),
        ("The vaccination clinic is scheduled for the second week of May.", SCHEDULED),
        ("We owe the printers a final proof.", COMMITMENT),
        ("Waiting on the insurer to confirm the claim.", WAITING),
        ("The minutes will be circulated after the board meets.", COMMITMENT),
        ("I'll try to renew the domain before it lapses.", COMMITMENT),
    ],
)
def test_openers_of_any_subject_and_object(content, reason):
    assert opens_a_loop(memory("m", content)) == reason


@pytest.mark.parametrize(
    "content",
    [
        "I'll grab a sandwich.",
        "I'll be right back.",
        "I'll think about it.",
        "Let's see.",
        "We'll see how it goes.",
        "I'll do it.",
        "I'll have a nap after lunch.",
        "It will probably rain on Sunday.",
        "You'll love the new café.",
        "I'm heading home now.",
        "We're looking forward to the holidays.",
        "We will not repaint the hallway.",
        "The contract we signed in March is on the shared drive.",
    ],
)
def test_chit_chat_and_statements_open_nothing(content):
    assert opens_a_loop(memory("m", content)) is None


@pytest.mark.parametrize(
    ("content", "sense"),
    [
        ("The certificate went out to the tenants.", Sense.DONE),
        ("The proof was handed over at noon.", Sense.DONE),
        ("The newsletter is live.", Sense.DONE),
        ("Received the signed lease.", Sense.DONE),
        ("The gutters have been cleared.", Sense.DONE),
        ("The board called off the trip.", Sense.CANCELLED),
        ("The certificate has not been sent yet.", None),
        ("The minutes will be published next week.", None),
        ("Once the lease is signed we can move in.", None),
        ("Has the proof been approved?", None),
        ("The boiler is being replaced.", None),
    ],
)
def test_what_a_completion_sounds_like(content, sense):
    assert completion(content) == sense


def test_a_loops_own_verb_in_a_past_form_completes_it():
    assert completion("The gutters were unclogged.") is None
    assert completion("The gutters were unclogged.", "unclog") is Sense.DONE
    assert completion("The gutters will be unclogged.", "unclog") is None


def test_a_closer_without_a_subject_closes_the_same_work():
    opener = memory("o", "The caretaker will clear the gutters.")
    assert closing(opener, memory("c", "The gutters were cleared on Friday.", day=3)) is (
        LoopStatus.DONE
    )
    opener = memory("p", "Promised the tenants a copy of the fire safety certificate.")
    closer = memory("c", "The fire safety certificate went out to the tenants.", day=3)
    assert closing(opener, closer) is LoopStatus.DONE


@pytest.mark.parametrize(
    "closer",
    [
        "The bins were cleared on Friday.",  # the same verb, another thing
        "The gutters have not been cleared yet.",  # negated
        "The gutters will be cleared next week.",  # a future
        "The caretaker asked about the gutters.",  # no completion at all
    ],
)
def test_near_misses_do_not_close(closer):
    opener = memory("o", "The caretaker will clear the gutters.")
    assert closing(opener, memory("c", closer, day=3)) is None


@pytest.mark.parametrize(
    ("opener", "closer", "closes"),
    [
        # Another thing of the same kind: a word of the closer's own qualifies a shared one.
        ("The painter will varnish the oak doors.", "The oak doors were varnished.", True),
        ("The painter will varnish the oak doors.", "The pine doors were varnished.", False),
        # What the work is done to must be named: the list, not the newsletter.
        (
            "The secretary will update the member list.",
            "The member list was updated.",
            True,
        ),
        ("The secretary will update the member list.", "Member newsletter updated.", False),
        # The topic after "about" names the work too.
        (
            "Dispatch will phone the courier about the damaged crate.",
            "The damaged crate was collected by the courier.",
            True,
        ),
        # Another number named: another thing.
        ("Room 4's radiator is being replaced.", "Room 4's radiator has been replaced.", True),
        ("Room 4's radiator is being replaced.", "Room 7's radiator has been replaced.", False),
    ],
)
def test_a_closer_must_be_about_the_same_thing(opener, closer, closes):
    found = closing(memory("o", opener), memory("c", closer, day=4))
    assert (found is LoopStatus.DONE) is closes


def test_the_same_subject_is_enough_with_a_completion_sense():
    opener = memory("o", "We are moving the archive boxes.", subject="archive")
    assert closing(opener, memory("c", "All done.", day=2, subject="archive")) is (LoopStatus.DONE)
    assert closing(opener, memory("c", "All done.", day=2, subject="garage")) is None


def test_a_memory_counts_at_a_standpoint_once_recorded_and_happened():
    late = LoopMemory(
        "l",
        "The gutters were cleared.",
        "",
        datetime(2026, 6, 10, tzinfo=UTC),
        datetime(2026, 6, 1, tzinfo=UTC),
        None,
    )
    june5, june20 = datetime(2026, 6, 5, tzinfo=UTC), datetime(2026, 6, 20, tzinfo=UTC)
    assert seen_at(late, valid_at=june5, known_at=june20)  # it happened on the 1st
    assert not seen_at(late, valid_at=june5, known_at=june5)  # but was not known yet
    assert not seen_at(late, valid_at=datetime(2026, 5, 30, tzinfo=UTC), known_at=june20)


@pytest.mark.parametrize(
    ("query", "asks"),
    [
        ("Anything we told the parents we'd do that hasn't happened yet?", True),
        ("Which follow-ups are we behind on?", True),
        ("What haven't we finished?", True),
        ("What's still pending with the printers?", True),
        ("Do we still owe the landlord anything?", True),
        ("What did we promise the insurer?", True),
        ("What was still open at the end of the term?", True),
        ("Is the clinic open on Saturdays?", False),
        ("Is the caretaker still on holiday?", False),
        ("Who painted the kitchen?", False),
        ("What orders haven't we fulfilled yet?", True),
        ("Which invoices haven't been paid?", True),
        ("Why hasn't the pipeline picked up the new key?", False),
        ("Is the build still not green?", False),
    ],
)
def test_questions_about_unfinished_work(query, asks):
    assert (asks_about_open_loops(query) is not None) is asks


def test_the_opening_sentence_is_the_one_that_opens():
    found = opening("The roof leaks. The roofer will patch the flashing on Tuesday.")
    assert found is not None
    assert (found.reason, found.verb) == (COMMITMENT, "patch")
