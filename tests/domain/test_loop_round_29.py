"""Loop readings added in round 29 (which studied held out 32 of bench/loop_phrasing.py), in
my own words: openers, everyday lines in the same shapes, closers and cancellations."""

from __future__ import annotations

from dataclasses import replace

import pytest

from memoryapp.domain.loop_closing import Sense, completion
from memoryapp.domain.loops import LoopStatus, closing, opens_a_loop
from tests.domain.cases import said


@pytest.mark.parametrize(
    "text",
    [
        # A thing gone for good, said with when, or silent since a time.
        "Kiln log: the thermocouple died overnight, so the glaze firing was aborted.",
        "Weather station 4: anemometer silent since 06:00, no wind readings.",
        # Reported by someone named in several words.
        "The porter on the night desk says the revolving door has stopped turning.",
        # A request, and a duty without a subject.
        "Any chance you could reglaze the porch window before the frost?",
        "Must book a piano tuner for the recital on 3 May.",
        # A reference number or a bracketed place in the label; a bare date; a date in the
        # clause after the thing.
        "Ref 2210.3: the insurer's reply due 4 Dec.",
        "Order 12 (Grange Farm, Ashby): two gate hinges rusted through; due before lambing.",
    ],
)
def test_round_29_shapes_open_a_loop(text):
    assert opens_a_loop(said(text)) is not None


@pytest.mark.parametrize(
    "text",
    [
        "Started learning Welsh on my commute; I can order a coffee now.",
        "Must try the new dumpling bar on Friar Street.",
        "The band died down when the rain came in.",
    ],
)
def test_a_pastime_a_treat_or_a_quiet_moment_opens_nothing(text):
    assert opens_a_loop(said(text)) is None


@pytest.mark.parametrize(
    ("opener", "closer", "status"),
    [
        (
            "Engine 4's wheel bearing keeps overheating; stood down from the gala.",
            "Fitters repacked the bearing on Engine 4; she's back on the timetable.",
            LoopStatus.DONE,
        ),
        (
            "Work sheet 17: the dinghy's torn jib; due before the regatta.",
            "Jib restitched along the leech; all set for the regatta.",
            LoopStatus.DONE,
        ),
        (
            "Must hire an organist for the evensong on 2 March.",
            "The choir are singing it unaccompanied, so no organist from Wells after all.",
            LoopStatus.CANCELLED,
        ),
    ],
)
def test_back_in_service_all_set_or_no_one_after_all_closes(opener, closer, status):
    with_subject = (
        replace(said(opener), subject="s"),
        replace(said(closer, later=True), subject="s"),
    )
    assert opens_a_loop(said(opener)) is not None
    assert closing(*with_subject) is status


@pytest.mark.parametrize(
    "text",
    [
        "The ferry is back on the timetable?",
        "Not all set for Saturday yet.",
    ],
)
def test_a_question_or_a_negation_of_those_finishes_nothing(text):
    assert completion(text) is not Sense.DONE
