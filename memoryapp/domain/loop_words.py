"""The words that say what a loop's work is: an opener's main clause, and the stems of a text
without the words that only say how a loop stands ("promised", "waiting", "overdue").
Shared by the loop readers and the selectors that match closers to openers.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .words import content_stems, stem, word_set

# The words that say how a loop stands rather than what it is about.
STATE_WORDS = frozenset(
    stem(w)
    for w in word_set(
        "promise promised pledged owe kicked started begin began waiting awaiting chasing",
        "scheduled slated due progress underway ongoing finished completed complete done",
        "need needs intend intends intention intent supposed meant expected required obliged",
        "obligated bound tasked overdue awaits await hook plate falls fall deadline pipeline",
        "round around fresh",
        # An email's own heading: "Subject: RE: ..." says nothing of the work.
        "subject fwd",
    )
)
# Titles before a name: nothing before one qualifies it ("Diolch Mr Pugh!").
TITLES = frozenset({"mr", "mrs", "ms", "miss", "dr", "prof", "rev", "sr", "fr"})
# A season or term named as a time: when the work is to happen, not what it is.
_SEASON = re.compile(
    r"\b(?:this|next|last|by|in|over the|before the|until) (?:summer|winter|spring|autumn|fall"
    r"|weekend|term|quarter|semester|season)\b"
)
# Where an opener's main clause ends: what follows is a condition or a time, not the work
# ("will cut the release once the guide is done").
_SUBORDINATE = re.compile(
    r"\b(?:once|when|after|until|before|as soon as|if|unless|so that|because|while)\b"
)


@lru_cache(maxsize=8192)
def work_words(text: str, entities: tuple[str, ...] = ()) -> frozenset[str]:
    """The stems that say what ``text`` is about (its entities' names included)."""
    named = " ".join(entities)
    return frozenset(content_stems(f"{text} {named}") - STATE_WORDS)


def main_clause(sentence: str) -> str:
    """``sentence``'s main clause: up to a condition or a time clause (the whole sentence when
    it opens with one), without a season it names ("this summer")."""
    head = _SUBORDINATE.split(sentence, maxsplit=1)[0]
    head = _SEASON.sub("", head)
    return head if content_stems(head) else _SEASON.sub("", sentence)
