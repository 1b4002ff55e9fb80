"""The cue words that let the loop readings skip a sentence never change a reading: every
sentence reads as an opener or a completion exactly as it does with all its patterns run."""

from __future__ import annotations

import pytest

from bench.loop_phrasing import SPLITS
from bench.loop_phrasing_cases import PAIRS
from memoryapp.domain import loop_language
from memoryapp.domain.loop_closing import completion, completion_of
from memoryapp.domain.loop_language import (
    _deadline,
    _delegated,
    _headline,
    _intention,
    _listed,
    _not_yet,
    _ongoing,
    _opening_of,
    _owed_or_begun,
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
    """Every line of the splits studied so far (a held-out split stays unread until measured)."""
    found: list[str] = []
    for name in ("tuned", "held_out", "held_out_2", "held_out_3", "held_out_4", "held_out_5"):
        cases = SPLITS[name]
        found += [text for _, opener, closer in cases.pairs for text in (opener, closer)]
        found += [line for _, line in cases.not_closing] + cases.not_opening + cases.chit_chat
    return found + TRICKY


@pytest.mark.parametrize("text", texts())
def test_the_opener_cues_never_change_a_reading(text):
    for sentence in sentences(text):
        full = (
            _intention(sentence)
            or _headline(sentence)
            or _delegated(sentence)
            or _owed_or_begun(sentence)
            or _listed(sentence)
            or _not_yet(sentence)
            or _deadline(sentence)
            or _ongoing(sentence)
        )
        assert _opening_of(sentence) == full


@pytest.mark.parametrize("text", texts())
def test_the_closer_cues_never_change_a_reading(text):
    verbs = [frozenset(), frozenset({stem("rotate")}), frozenset({stem("send"), "agenda"})]
    verbs += [frozenset({stem(found.verb)}) for _, o, _ in PAIRS if (found := opening_of(o))]
    for own in verbs:
        full = next(
            (sense for s in sentences(text) if (sense := completion_of(s, own)) is not None), None
        )
        assert completion.__wrapped__(text, None, own) == full


def opening_of(text: str) -> loop_language.Opening | None:
    found = loop_language.opening(text)
    return found if found is not None and found.verb else None
