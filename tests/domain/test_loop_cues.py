"""The cue words that let the loop readings skip a sentence never change a reading: every
sentence reads as an opener or a completion exactly as it does with all its patterns run."""

from __future__ import annotations

import pytest

from bench.loop_phrasing import SPLITS
from bench.loop_phrasing_cases import PAIRS
from memoryapp.domain import loop_language
from memoryapp.domain.loop_closing import completion
from memoryapp.domain.loop_closing import ungated as ungated_completion
from memoryapp.domain.loop_openers import opening, opening_of, ungated
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
    "Up next:repaint the gate",
    "up next: clear-out the garage",
    "Sorting the loft's down to me",
    "The permit runs out\nin June",
    "there's another form to fill in",
]


def texts() -> list[str]:
    """Every line of the splits studied so far (a held-out split stays unread until measured)."""
    found: list[str] = []
    studied = ("held_out", "held_out_2", "held_out_3", "held_out_4", "held_out_5", "held_out_6")
    for name in ("tuned", *studied, *(f"held_out_{n}" for n in range(7, 15))):
        cases = SPLITS[name]
        found += [text for _, opener, closer in cases.pairs for text in (opener, closer)]
        found += [line for _, line in cases.not_closing] + cases.not_opening + cases.chit_chat
    return found + TRICKY


@pytest.mark.parametrize("text", texts())
def test_the_opener_cues_never_change_a_reading(text):
    for sentence in sentences(text):
        assert opening_of(sentence) == ungated(sentence)


@pytest.mark.parametrize("text", texts())
def test_the_closer_cues_never_change_a_reading(text):
    verbs = [frozenset(), frozenset({stem("rotate")}), frozenset({stem("send"), "agenda"})]
    verbs += [frozenset({stem(found.verb)}) for _, o, _ in PAIRS if (found := with_verb(o))]
    for own in verbs:
        assert completion.__wrapped__(text, None, own) == ungated_completion(text, own)


def with_verb(text: str) -> loop_language.Opening | None:
    found = opening(text)
    return found if found is not None and found.verb else None
