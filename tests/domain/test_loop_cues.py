"""The cue words that let the loop readings skip a sentence never change a reading: every
sentence reads as an opener or a completion exactly as it does with all its patterns run."""

from __future__ import annotations

import pytest

from bench.loop_phrasing_cases import CHIT_CHAT, NOT_CLOSING, NOT_OPENING, PAIRS
from bench.loop_phrasing_held_out_2 import (
    HELD_OUT_2_CHIT_CHAT,
    HELD_OUT_2_NOT_CLOSING,
    HELD_OUT_2_PAIRS,
)
from bench.loop_phrasing_held_out_3 import (
    HELD_OUT_3_CHIT_CHAT,
    HELD_OUT_3_NOT_CLOSING,
    HELD_OUT_3_PAIRS,
)
from memoryapp.domain import loop_language
from memoryapp.domain.loop_language import (
    _completion,
    _delegated,
    _intention,
    _listed,
    _ongoing,
    _opening_of,
    _owed_or_begun,
    completion,
)
from memoryapp.domain.words import sentences, stem

# Where a word boundary and a run of letters could part: contractions, hyphens, underscores,
# digits, a colon after a cue, the cue at the very end.
TRICKY = [
    "TODO: archive the 2019 invoices",
    "to-do: archive the invoices",
    "We still have to renew the lease.",
    "She has to sign the consent form.",
    "it's off; the gala won't go ahead",
    "The half-done fence needs a second coat.",
    "Re-sent the agenda to the board.",
    "Re_sent the agenda_done to the board",
    "Let us fix the gate.",
    "They're going to replace the boiler",
    "Work in progress",
    "The audit is under way.",
    "Booked in for the 3rd: the van service.",
    "Pencilled in for May: the garden party.",
    "The fix is live now",
    "Up and running again after the outage.",
    "Nothing to report.",
    "Caroline said the trip was lovely.",
]


def texts() -> list[str]:
    pairs = [*PAIRS, *HELD_OUT_2_PAIRS, *HELD_OUT_3_PAIRS]
    found = [text for _, opener, closer in pairs for text in (opener, closer)]
    near = [line for _, line in [*NOT_CLOSING, *HELD_OUT_2_NOT_CLOSING, *HELD_OUT_3_NOT_CLOSING]]
    chat = [*CHIT_CHAT, *HELD_OUT_2_CHIT_CHAT, *HELD_OUT_3_CHIT_CHAT]
    return found + near + NOT_OPENING + chat + TRICKY


@pytest.mark.parametrize("text", texts())
def test_the_opener_cues_never_change_a_reading(text):
    for sentence in sentences(text):
        full = (
            _intention(sentence)
            or _delegated(sentence)
            or _owed_or_begun(sentence)
            or _listed(sentence)
            or _ongoing(sentence)
        )
        assert _opening_of(sentence) == full


@pytest.mark.parametrize("text", texts())
def test_the_closer_cues_never_change_a_reading(text):
    verbs = [frozenset(), frozenset({stem("rotate")}), frozenset({stem("send"), "agenda"})]
    verbs += [frozenset({stem(found.verb)}) for _, o, _ in PAIRS if (found := opening_of(o))]
    for own in verbs:
        full = next(
            (sense for s in sentences(text) if (sense := _completion(s, own)) is not None), None
        )
        assert completion.__wrapped__(text, None, own) == full


def opening_of(text: str) -> loop_language.Opening | None:
    found = loop_language.opening(text)
    return found if found is not None and found.verb else None
