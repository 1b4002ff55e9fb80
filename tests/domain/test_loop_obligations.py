"""Obligations, wishes, reminders, delegated and listed work as loop openers
(memoryapp.domain.loop_language), and a cancellation word that something negates."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from memoryapp.domain.loop_closing import Sense, completion
from memoryapp.domain.loop_openers import opening
from memoryapp.domain.loops import LoopMemory, LoopStatus, closing


@pytest.mark.parametrize(
    ("text", "verb", "agent", "heads"),
    [
        (
            "The caretaker should bleed the radiators in hall B.",
            "bleed",
            "caretaker",
            ("radiators",),
        ),
        ("We should archive the 2023 tax returns.", "archive", "", ("returns",)),
        ("The trust aims to reopen the tea room by May.", "reopen", "trust", ("room",)),
        ("The vendors are due to ship the replacement router.", "ship", "vendors", ("router",)),
        ("We've got to repaint the fire exit signs.", "repaint", "", ("signs",)),
        ("Remind me to renew the parking permit for the van.", "renew", "", ("permit",)),
        ("Hoping to finalise the seating plan for the gala this week.", "finalise", "", ("plan",)),
        ("Asked Mo to chase the missing pallet with the courier.", "chase", "mo", ("pallet",)),
        ("Arranged for a locksmith to change the office locks.", "change", "locksmith", ("locks",)),
        ("We ought to reprint the allotment maps.", "reprint", "", ("maps",)),
        ("The warden is supposed to test the fire alarms.", "test", "warden", ("alarms",)),
        (
            "I'm meant to countersign the timesheets for the temps.",
            "countersign",
            "",
            ("timesheets",),
        ),
        ("Our aim is to catalogue the slide collection.", "catalogue", "", ("collection",)),
        ("I'd like to repaint the porch before winter.", "repaint", "", ("porch",)),
    ],
)
def test_obligations_and_delegated_work_open_a_loop(
    text: str, verb: str, agent: str, heads: tuple[str, ...]
) -> None:
    found = opening(text)
    assert found is not None and found.verb == verb and found.heads == heads
    assert agent in found.agent


@pytest.mark.parametrize(
    ("text", "heads"),
    [
        ("Replacing the cracked hob in the flat is on our list.", ("hob",)),
        ("The insurance payout for the flood is still pending.", ("payout",)),
        ("Priya has been assigned the audit of the petty cash.", ("audit",)),
        ("The audit of the petty cash has been assigned to Priya.", ("audit",)),
        ("Moving the archive to cold storage is on the roadmap.", ("archive",)),
        ("The trailer's brake cable needs replacing.", ("cable",)),
    ],
)
def test_listed_pending_and_assigned_work_names_its_subject(
    text: str, heads: tuple[str, ...]
) -> None:
    found = opening(text)
    assert found is not None and found.heads == heads


@pytest.mark.parametrize(
    "text",
    [
        "You should watch the documentary about whales.",
        "I should get some fresh air.",
        "We should grab a coffee sometime.",
        "I hope to see you at the weekend.",
        "Hoping to have a lie-in tomorrow.",
        "Remind me to breathe.",
        "Nothing is pending.",
        "Asked Sam to lunch.",
        "I'd like to thank the volunteers.",
        "The plan is to chill out.",
        "I'm supposed to be resting.",
        "I have got to say it was lovely.",
        "She needs cheering up.",
    ],
)
def test_advice_wishes_and_a_persons_day_open_nothing(text: str) -> None:
    assert opening(text) is None


AT = datetime(2026, 3, 2, tzinfo=UTC)


def test_a_first_piece_of_the_work_is_partial_progress() -> None:
    assert completion("The first stage of the boundary fence is painted.") is None


def test_a_negated_cancellation_does_not_cancel_but_a_plain_one_does() -> None:
    assert completion("The dental appointment was not cancelled.") is None
    assert completion("The dental appointment was cancelled.") is Sense.CANCELLED
    assert completion("We won't renew the lease.") is Sense.CANCELLED
    opener = LoopMemory("a", "Remind me to cancel the dental appointment.", "", AT, None, None)
    later = LoopMemory(
        "b", "The dental appointment wasn't cancelled.", "", AT + timedelta(1), None, None
    )
    assert closing(opener, later) is None
    done = LoopMemory("c", "Dental appointment cancelled.", "", AT + timedelta(2), None, None)
    assert closing(opener, done) is LoopStatus.DONE
