"""Noun phrases as the loop readers see them: the head of a phrase (its last content word
before a preposition, a time phrase or a clause, past a light noun: "a copy of the report":
report) and what an action noun acts on ("the pallet label redesign": pallet, label).

One pass over the phrase's words each, so linear in the text.
"""

from __future__ import annotations

from .words import stop_word, word_set, words_of

# A phrasal verb's particle ("clear out the garage"): its object follows it.
PARTICLES = word_set("up out over off back down away")
PREPOSITIONS = word_set(
    "to for with about on in at from into by around across through of after before during",
    "until than like via per within without afore b4",
)


# A noun that only counts, packages or frames what follows it ("a copy of the report", "work
# on the website"): what the work is done to is the noun after its preposition.
_LIGHT_NOUNS = word_set(
    "copy copies version versions set sets batch pair piece pieces couple kind sort bunch",
    "work job project round rest lot lots stack pile money amount sum balance payment fee",
)
_LIGHT_LINKS = word_set("of on for")
# Words that begin a time phrase after a noun ("repaint the pavilion this summer", "over
# half-term") or a relative clause ("the clubs that haven't returned them") or a
# clause of its own ("repaint the hallway when they leave").
_WHEN = word_set(
    "this next last every each when once if unless because while whenever over that who which",
    "whose",
)


def head_of(phrase: str) -> str:
    """The last content word of the noun phrase ``phrase`` begins with (up to a preposition
    or a time phrase; past a light noun's, "a copy of the report": report), or "" when it
    begins with a preposition ("write to the team ...": no object)."""
    head = light = ""
    for word in words_of(phrase):
        if word in PREPOSITIONS:
            if head in _LIGHT_NOUNS and word in _LIGHT_LINKS:
                light, head = head, ""
                continue
            break
        if head and (word in _WHEN or word.startswith("pre-")):
            break  # a time phrase or a clause: "the pavilion this summer"
        if not stop_word(word):
            head = word
    return head or light


def is_preposition(word: str) -> bool:
    return word in PREPOSITIONS


# Where on a thing, not what it is: "the top ground paddle" names no "top" that work acts on.
_POSITIONS = word_set(
    "top bottom front back rear side left right upper lower inner outer middle centre center"
)


def objects_of(phrase: str) -> tuple[str, ...]:
    """The content words that name what the head of ``phrase`` acts on, when it is an action
    ("the pallet label redesign": pallet, label; "the translation of the user manual": user,
    manual): the head's modifiers and its "of" phrase, light nouns and the head left out."""
    head = head_of(phrase)
    found: list[str] = []
    after_of = light = False
    for word in words_of(phrase):
        if word in PREPOSITIONS:
            if light and word in _LIGHT_LINKS:
                continue
            if word != "of" or after_of:
                break
            after_of = True
            continue
        light = word in _LIGHT_NOUNS
        if not stop_word(word) and not light and word not in _POSITIONS:
            found.append(word)
    return tuple(w for w in found if w != head)
