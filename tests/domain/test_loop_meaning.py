"""The chit-chat veto by meaning (memoryapp.domain.loop_meaning): it only takes away a rules
opener, only from a short memory with a vector of the model its weights read, and only when
the memory is unlikely to be work."""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta

from memoryapp.domain.loop_meaning import (
    VETO_SENTENCES,
    WORK_AT,
    WORK_BIAS,
    WORK_DIMENSIONS,
    WORK_MODEL,
    reads_as_chit_chat,
    work_probability,
)
from memoryapp.domain.loops import PLANNED, opens_a_loop
from tests.domain.cases import said

CHATTY = -WORK_BIAS - 10  # a probability of being work near 0
WORKLIKE = -WORK_BIAS + 10  # near 1


def test_the_weights_read_the_services_default_model():
    assert (WORK_MODEL, WORK_DIMENSIONS) == ("all-MiniLM-L6-v2", 384)


def test_the_probability_crosses_the_threshold_once():
    assert work_probability(CHATTY) < WORK_AT < work_probability(WORKLIKE)
    assert work_probability(-WORK_BIAS) == 0.5


def test_no_vector_or_a_long_memory_keeps_the_rules_reading():
    assert not reads_as_chit_chat(None, 1)
    assert reads_as_chit_chat(CHATTY, VETO_SENTENCES)
    assert not reads_as_chit_chat(CHATTY, VETO_SENTENCES + 1)
    assert not reads_as_chit_chat(WORKLIKE, 1)


def test_a_rules_opener_that_reads_as_chit_chat_opens_nothing():
    memory = said("Winter is well overdue this year.")
    assert opens_a_loop(memory) is not None  # by its shape
    assert opens_a_loop(replace(memory, work_score=CHATTY)) is None
    assert opens_a_loop(replace(memory, work_score=WORKLIKE)) is not None


def test_a_plan_ahead_is_opened_by_its_time_whatever_it_reads_as():
    memory = said("Winter is well overdue this year.")
    planned = replace(memory, valid_from=memory.recorded_at + timedelta(days=30))
    assert opens_a_loop(replace(planned, work_score=CHATTY)) == PLANNED
