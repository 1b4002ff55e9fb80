"""The readings by meaning (memoryapp.domain.loop_meaning): the chit-chat veto only takes away
a rules opener, only from a short memory with a vector of the model its weights read, and only
when the memory is unlikely to be work; the reading of work done only adds a completion, only
to a short memory whose words leave nothing open, and the match still decides whose work it
finished."""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta

import pytest

from memoryapp.domain.loop_closing import settled
from memoryapp.domain.loop_meaning import (
    DONE,
    DONE_AT,
    MEANING_SENTENCES,
    READINGS,
    WORK,
    WORK_AT,
    reads_as_chit_chat,
    reads_as_done,
)
from memoryapp.domain.loop_work import NO_COMPLETION
from memoryapp.domain.loops import PLANNED, LoopStatus, closing, closing_decision, opens_a_loop
from tests.domain.cases import said

CHATTY = -WORK.bias - 10  # a probability of being work near 0
WORKLIKE = -WORK.bias + 10  # near 1
FINISHED = -DONE.bias + 10  # a probability of saying work is done near 1
UNFINISHED = -DONE.bias - 10


def sentences_long(count: int) -> str:
    return " ".join(["The pontoon lights are all working again."] * count)


def test_the_weights_read_the_services_default_model():
    assert [(r.model, r.dimensions) for r in READINGS] == [("all-MiniLM-L6-v2", 384)] * 2


def test_the_probability_crosses_each_threshold_once():
    assert WORK.probability(CHATTY) < WORK_AT < WORK.probability(WORKLIKE)
    assert WORK.probability(-WORK.bias) == 0.5
    assert DONE.probability(UNFINISHED) < DONE_AT < DONE.probability(FINISHED)


def test_no_vector_or_a_long_memory_keeps_the_rules_reading():
    short, long = sentences_long(MEANING_SENTENCES), sentences_long(MEANING_SENTENCES + 1)
    assert not reads_as_chit_chat(None, short)
    assert reads_as_chit_chat(CHATTY, short)
    assert not reads_as_chit_chat(CHATTY, long)
    assert not reads_as_chit_chat(WORKLIKE, short)
    assert not reads_as_done(None, short)
    assert reads_as_done(FINISHED, short)
    assert not reads_as_done(FINISHED, long)
    assert not reads_as_done(UNFINISHED, short)


def test_a_rules_opener_that_reads_as_chit_chat_opens_nothing():
    memory = said("Winter is well overdue this year.")
    assert opens_a_loop(memory) is not None  # by its shape
    assert opens_a_loop(replace(memory, work_score=CHATTY)) is None
    assert opens_a_loop(replace(memory, work_score=WORKLIKE)) is not None


def test_a_plan_ahead_is_opened_by_its_time_whatever_it_reads_as():
    memory = said("Winter is well overdue this year.")
    planned = replace(memory, valid_from=memory.recorded_at + timedelta(days=30))
    assert opens_a_loop(replace(planned, work_score=CHATTY)) == PLANNED


OPENER = said("The coping on the mini ramp needs rewelding before anyone skates it again.")
CLOSER = said("The mini ramp coping is solid as a rock now.", later=True)


def test_a_completion_in_other_words_closes_its_loop_by_meaning():
    assert closing_decision(OPENER, CLOSER).reason == NO_COMPLETION  # by its words
    assert closing(OPENER, replace(CLOSER, done_score=FINISHED)) is LoopStatus.DONE
    assert closing(OPENER, replace(CLOSER, done_score=UNFINISHED)) is None


def test_a_completion_by_meaning_still_has_to_be_the_loops_work():
    other = said("The bowl's handrail is solid as a rock now.", later=True)
    assert closing(OPENER, replace(other, done_score=FINISHED)) is None


@pytest.mark.parametrize(
    "text",
    [
        "Is the mini ramp coping solid again?",
        "The mini ramp coping is not solid yet.",
        "The mini ramp coping will be solid again by Friday.",
        "The mini ramp coping should be solid again once the weld cools.",
        "Half of the mini ramp coping is solid again.",
        "Started rewelding the coping; the left side is solid again.",
        "The coping is still loose on the deck end.",
        "Welder comes tomorrow to make the coping solid again.",
        "Hopefully the coping is solid again.",
    ],
)
def test_words_that_leave_work_open_keep_a_meaning_from_closing_it(text):
    assert not settled(text)
    assert closing(OPENER, replace(said(text, later=True), done_score=FINISHED)) is None


def test_a_plain_report_is_settled():
    assert settled("Welder came out and the mini ramp coping is solid again.")
    assert settled("Saturday's callout hours are in the spreadsheet now.")


@pytest.mark.parametrize(
    "text",
    [
        "Started recalibrating the laser cutter bed; left side done, right still cuts shallow.",
        "Dara will have the picture round for the final written by Friday.",
        "We'll have the quiz questions printed before the night.",
    ],
)
def test_work_begun_or_a_finish_ahead_is_no_completion_by_its_words(text):
    opener = said("Dara has to write the picture round; recalibrate the laser cutter bed too.")
    assert closing(opener, said(text, later=True)) is None


def test_a_will_have_with_nothing_finished_after_it_leaves_the_finish_standing():
    opener = said("Somebody has to ring the Okafors about the van for moving day.")
    closer = said("Rang the Okafors: the porter will have the van keys ready.", later=True)
    assert closing(opener, closer) is LoopStatus.DONE
