"""Openers said as a promise, a debt, a wait or work begun, read by structure as
:mod:`memoryapp.domain.loop_language` reads the other shapes: a promise to someone ("promised
the landlord a copy of the inspection report"), a debt ("owe the vendor a signed contract"),
waiting on someone or something ("waiting on the council to approve the plans", "no sign of
the new badges"), work begun ("kicked off the label redesign", "the translation is in
progress"), and a listener's thing promised back by a date after a reassurance ("Rest easy,
Eilidh - your herringbone comes off my loom before the Mod"). What one reads, watches or plays
for pleasure, begun, is no work.

Every pattern is an alternation of fixed words or a single character class, so each reading
is linear in the text.
"""

from __future__ import annotations

import re

from .loop_closing import DETERMINERS
from .loop_intent import has_deadline
from .loop_language import (
    COMMITMENT,
    STARTED,
    WAITING,
    Opening,
    gerund_work,
    read_action,
    text_after,
    thing_of,
)
from .noun_phrases import head_of, objects_of
from .words import stop_word, word_set, words_of

# A promise to someone, a debt, and waiting on someone: the rest must name work.
_OWED = re.compile(
    r"\b(promised|promise|pledged|owe|owes|still owe|on the hook for"
    # Asked politely of someone: "I wonder if the station might see its way to fixing ...".
    r"|see (?:its|their|his|her|your) way (?:clear )?to)\b"
    r"|\b(waiting on|waiting for|awaiting|awaits|await|chasing|back-ordered|backordered"
    # Resting on someone: "40 acres lying, all down to Iwan and his forager".
    r"|all (?:down to|hangs on|hanging on|depends on|up to)(?= [a-z])"
    r"|(?:hangs|depends) on(?= (?:the|a|an|their|our|his|her|[a-z]+'s) )"
    r"|on back ?order|on order"
    r"|(?:still no|no|any) sign (?:yet )?of(?= (?:the|our|my|his|her|their|any|a|an|that) )"
    r"|still no(?= (?:[a-z0-9'-]+ ){1,3}from ))\b"
)
# Work begun, by its verb or its state.
_BEGUN = re.compile(
    r"\b(started|starting|began|begun|beginning|kicked off|kicking off|kick off|launched"
    r"|initiated|commenced|embarked on|set about|got going on|in the middle of|busy with"
    # "Cracking on clearing the stockroom today", "making a start on the hedge" (not a thing
    # that "cracked on the test run").
    r"|cracking on (?:with|(?=[a-z]+ing\b))|cracked on (?:with|(?=[a-z]+ing\b))"
    r"|making a start on|made a start on"
    # "Getting stuck into the crazy golf windmill repaint today".
    r"|getting stuck into|got stuck into|gettin' stuck into"
    r"|part way through|partway through)\b"
    r"|\b(in progress|underway|under way|half-done|half done|partially done|ongoing"
    r"|in the works|in the pipeline"
    r"|work in progress|midway through|halfway through|(?:has|have) (?:now |just )?(?:started"
    r"|begun|kicked off))\b"
)
# What one reads, watches or plays for pleasure, begun: no work under way.
_PASTIMES = word_set(
    "reading watching listening playing learning book novel biography memoir series boxset",
    "podcast",
)
_FOR_FUN = re.compile(r"\bfor (?:fun|a laugh|the fun of it|a bit of fun)\b")
# Begun that is no one's work: the weather, or one's own day ("started the morning with ...").
_OWN_DAY = re.compile(
    r"\s*(?:snowing|raining|pouring|drizzling|hailing|sleeting|(?:the|my|our) (?:day|morning"
    r"|afternoon|evening|week|weekend)\b)"
)
# What a promise of no one names: "promised it would be sunny".
_NO_ONE = [["it"], ["there"]]


# A reassurance to someone, before what is promised them: "rest easy, Eilidh - ...".
REASSURED = re.compile(
    r"^(?:rest easy|you have my word|rest assured|hand on (?:my )?heart|(?:i )?swear(?: down)?"
    r"|(?:don't|dont|do not) (?:you )?(?:fret|worry|panic)"
    r"|not to worry|no (?:bother|trouble"
    r"|problem|worries)|leave it with (?:me|us)|consider it done|(?:that's|thats|thass|it's)"
    r" no (?:bother|trouble|problem))\b[^:;.!?-]{0,30}(?: - | \u2013 |: |, |! )"
)
# Where the listener's thing ends and what is promised of it begins.
_PROMISED_OF = re.compile(
    r"\b(?:will|shall|is|are|comes?|goes?|done|ready|finished|back|off|sorted|[a-z]+ed)\b|'ll\b"
)
# Whose the thing promised is: the listener's ("your herringbone") or someone named
# ("Rosamund's cheek"), or one pointed at ("that swarm in the hedge is gone by Monday").
_WHOSE = re.compile(r"\byour\b|^[a-z]+'s |\b(?:will|shall)\b|'ll\b|^(?:that|this|those|these) ")
# Ready for an occasion: "ready for the show", "sewn in for Thursday's fitting".
_READY_FOR = re.compile(r"\bready (?:for|by|in time)\b|\bfor [a-z]+'s [a-z]+")


# What people and animals start doing with no thing done to: "singing in the bath".
_DONE_BY_BEINGS = word_set(
    "singing laying barking snoring crawling teething walking talking crying laughing giggling",
    "dancing swimming sneezing coughing howling purring sleeping",
)
# An object after the verb: "started walking *the* dogs for Mrs Iyer".
_OBJECT_NEXT = re.compile(r" (?:the|a|an|our|their|his|her|my|your|[a-z]+'s)\b")


def _waited_on(rest: str, match: re.Match[str]) -> str:
    """What a wait is for: "waiting for the rain to stop" waits on the rain."""
    return rest.split(" to ", 1)[0] if match.group(2) else rest


def _owed(sentence: str, match: re.Match[str]) -> Opening:
    """A promise or debt of a thing names what it is done to and whom to ("promised the
    landlord a copy of the report": report, landlord); waiting names neither for sure."""
    agent = sentence[: match.start()]
    if match.group(2) in ("awaits", "await", "awaiting", "on order"):
        # "The new signage awaits installation", "varifocals for Mr Adeyemi on order from the
        # lab": what waits is what the work is done to.
        return Opening(WAITING, None, sentence, "", thing_of(agent), objects=objects_of(agent))
    if not match.group(1):
        return Opening(WAITING, None, sentence, agent)
    rest = words_of(text_after(sentence, match))
    if not rest or rest[0] in ("that", "to", "we", "i", "you", "they"):
        return Opening(COMMITMENT, None, sentence, agent)
    # Two objects: the second begins at a determiner after a content word.
    second = next(
        (n for n in range(1, len(rest)) if rest[n] in DETERMINERS and not stop_word(rest[n - 1])),
        0,
    )
    recipient = head_of(" ".join(rest[:second])) if second else ""
    heads = tuple(h for h in [head_of(" ".join(rest[second:]))] if h)
    return Opening(COMMITMENT, None, sentence, agent, heads, recipient)


def owed_or_begun(sentence: str) -> Opening | None:
    for match in _OWED.finditer(sentence):
        if match.group(1) == "on the hook for" or (match.group(1) or "").startswith("see "):
            found = gerund_work(sentence, match)
            if found is not None:
                return found
        elif read_action(_waited_on(text_after(sentence, match), match), verb_first=False)[1]:
            if match.group(1) and words_of(text_after(sentence, match))[:1] in _NO_ONE:
                continue  # "promised it would be sunny": a forecast, no one's work
            return _owed(sentence, match)
    for match in _BEGUN.finditer(sentence):
        rest = text_after(sentence, match)
        first = next(iter(words_of(rest)), "")
        verb = first if first.endswith("ing") else None
        named = (verb, head_of(rest.split(" and ")[0]), head_of(sentence[: match.start()]))
        if not _PASTIMES.isdisjoint(named) or _FOR_FUN.search(rest):
            continue  # "started reading Discworld", "a salsa class for fun", "reading: ..."
        if verb in _DONE_BY_BEINGS and not _OBJECT_NEXT.match(rest.split(verb, 1)[-1]):
            continue  # "the hens have started laying again": nothing to finish
        if match.group(2):
            # "The translation of the manual is in progress": what is under way is its subject.
            subject = sentence[: match.start()]
            heads = tuple(h for h in [head_of(subject)] if h)
            return Opening(STARTED, None, sentence, heads=heads, objects=objects_of(subject))
        if _OWN_DAY.match(rest):
            continue  # "started snowing", "started the morning watching a fox"
        if read_action(rest, verb_first=False)[1] and first not in (
            "to",
            "feel",
            "feeling",
            "rain",
        ):
            phrase = rest.split(None, 1)[-1] if verb else rest
            # Its own clause: "clearing the stockroom today, skip's outside, mind the door".
            phrase = phrase.split(", ", 1)[0]
            heads = tuple(h for h in [head_of(phrase)] if h)
            return Opening(
                STARTED,
                verb,
                sentence,
                sentence[: match.start()],
                heads,
                objects=objects_of(phrase),
            )
    return None


def reassured(sentence: str) -> Opening | None:
    """A listener's thing promised done by a date after a reassurance: "Rest easy, Eilidh -
    your herringbone for the jacket comes off my loom before the Mod", "Leave it with me -
    both skins on your dhol done before the baraat": work on the thing named before what is
    promised of it."""
    match = REASSURED.match(sentence)
    rest = text_after(sentence, match) if match else ""
    if not _WHOSE.search(rest) or not (has_deadline(rest) or _READY_FOR.search(rest)):
        return None
    thing = _PROMISED_OF.split(rest, 1)[0]
    heads = thing_of(thing)
    if not heads:
        return None
    return Opening(COMMITMENT, None, sentence, heads=heads, objects=objects_of(thing))
