"""Whether what a speaker says they will do is work to track or their own day.

A first-person intention in the casual forms ("I'll ...", "we're going to ...", "let's ...")
is mostly chit-chat ("I'll save you a seat", "let's get some fresh air"): it opens a loop only
when its object is work (:func:`names_work`), by structure rather than by a list of everyday
acts (the written forms, "we will migrate the queue", keep one noun as work):

- its object says which thing, in two content words or more ("the grant application", "the
  venue for the alumni dinner", "send the landlord the inspection report"): a phrase with a
  recipient other than the listener, a qualifier or a place;
- or it names a number or a version ("flat 4", "24.04", "the two choirs");
- or it has a deadline ("by Friday", "before the audit", "until the 12th").

One noun, the listener, one's own things ("my legs") or an unspecified quantity ("some fresh
air") are no work. Someone else's intention ("Facilities will repaint ...") is not read here.

Each reading is a single pass over the sentence's words.
"""

from __future__ import annotations

import re

from .words import WEEKDAY, stop_word, word_set, words_of

# The subjects that make an intention the speaker's own.
FIRST_PERSON = word_set("i we let's lets let")
# Where the main clause ends: what follows is a condition or a time, not the object.
_CLAUSE_END = re.compile(r"\b(?:once|when|while|if|unless|so that|because|as soon as)\b")
_DEADLINE = re.compile(
    r"\b(?:by|no later than) (?:the |next |this |end of |close of )?(?:\d|"
    + WEEKDAY
    + r"|tomorrow|tonight|noon|midday|eod|eow|january"
    r"|february|march|april|may|june|july|august|september|october|november|december|end"
    r"|spring|summer|autumn|winter|week|month|quarter|term"
    r"|(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)\b)"
    # Someone's day: "by Poppy's 7th", "by his grandson's birthday".
    r"|\bby (?:(?:his|her|their|our|the) )?[a-z]+'s (?:[0-9]+(?:st|nd|rd|th)\b|birthday|wedding"
    r"|party|christening|do\b|funeral|exams?)"
    r"|\bb4 [a-z0-9]|\bpre-[a-z]{3,}"
    r"|\b(?:before|afore|until|in time for) (?!bed\b|then\b|i\b|we\b|you\b)[a-z0-9]"
)
# An object that is the speaker's own or no thing in particular: one thing at most.
_UNSPECIFIC = word_set("some my your our a an")
_DIGIT = re.compile(r"\d")
# A counted thing: "the two choirs", "all three invoices".
_COUNTED = re.compile(
    r"\b(?:two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|both) (?!of\b)[a-z]{3,}"
)


def _object_words(rest: str, verb: str | None, trivial: frozenset[str]) -> list[str]:
    """The content words of the main clause after the verb (no trivial objects)."""
    words = words_of(_CLAUSE_END.split(rest, maxsplit=1)[0])
    if verb in words:
        words = words[words.index(verb) + 1 :]
    found = [w for w in words if not stop_word(w) and w not in trivial]
    if (
        words[:1]
        and words[0] in _UNSPECIFIC
        and not any(w in ("for", "to", "on", "of", "with", "about", "from") for w in words)
    ):
        return found[-1:]
    return found


def has_deadline(sentence: str) -> bool:
    """Whether ``sentence`` names a deadline ("by Friday", "before the audit")."""
    return _DEADLINE.search(sentence) is not None


def names_work(rest: str, verb: str | None, trivial: frozenset[str], *, deadline: bool) -> bool:
    """Whether a first-person intention whose words after its marker are ``rest`` (``verb``
    first) names work: two content words in its object, a number, or a ``deadline`` in its
    sentence (:func:`has_deadline`, read once a sentence by the caller, so that a sentence of
    many intentions is read in linear time). ``trivial``: objects of a person's day
    ("coffee", "a nap")."""
    if deadline:
        return True
    found = _object_words(rest, verb, trivial)
    if len(found) >= 2 or any(_DIGIT.search(w) for w in found):
        return True
    counted = _COUNTED.search(_CLAUSE_END.split(rest, maxsplit=1)[0])
    return counted is not None and counted.group(0).rsplit(None, 1)[-1] not in trivial
