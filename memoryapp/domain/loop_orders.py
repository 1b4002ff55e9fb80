"""Openers that name their work by the thing: a customer's order or a thing wanted in a state
("the trustees want the risk register updated", "Kerry-Ann wants 60 rhubarb gin miniatures
for her wedding favours"), an appointment in a diary ("Clinic diary Tue 2:40 - Mr Brennan,
ingrown nail"), a numbered order, job or ticket ("Order 73: 40 oak fence posts,
7ft, for the Brackens") and a labelled note marked open after it ("Issue 37: left flipper is
weak. Open."). Read by structure, as :mod:`memoryapp.domain.loop_notes` reads the jotted
shapes; every pattern is an alternation of fixed words or a single character class, so each
reading is linear in the text.
"""

from __future__ import annotations

import re

from .loop_cues import BROKEN_STATES
from .loop_intent import has_deadline, names_work
from .loop_language import (
    COMMITMENT,
    SCHEDULED,
    TRIVIAL_OBJECTS,
    Opening,
    read_action,
    text_after,
    thing_of,
)
from .loop_notes import LABEL
from .loop_words import TITLES
from .noun_phrases import head_of, objects_of
from .words import is_participle, stop_word, word_set, words_of

_WANTED = re.compile(
    r"\b(?:want|wants|wanted|need|needs|would like|'d like|expects|expected"
    # Asked for formally: "I'd be most grateful if Amira's cello were restrung", "I write to
    # request that the piano be tuned".
    r"|(?:grateful|obliged|thankful) if|(?:request|requesting|ask|asking) that)"
    r" (?=(?:the|a|an|our|their|his|her|this|that|these|those|all|both|some|two|three|four|five"
    r"|six|[0-9]+|[a-z]+'s) "
    # A bare noun, then how it is wanted: "wants fall and pico done on her Kanjeevaram", or
    # for how many: "wants jollof and suya for 60".
    r"|(?:[a-z'-]+ ){1,3}(?:done|made|sewn|fixed|sorted|[a-z]+ed)\b|(?:[a-z'-]+ ){1,5}for [0-9])"
)


_FORMALLY = word_set("grateful obliged thankful request requesting ask asking")
# A thing asked to be done, formally: "(request that) the piano be tuned", "(grateful if)
# Amira's cello were restrung".
_ASKED_DONE = re.compile(
    r"((?:[a-z0-9'-]+ ){0,5}?[a-z0-9'-]+) (?:were|was|be|is|are|could be|would be|might be)"
    r" ([a-z-]+(?:ed|en|ung|ewn|own|ought|ade|one))\b"
)


def wanted_done(sentence: str) -> Opening | None:
    """A thing wanted in a state: "the trustees want the risk register updated before the
    AGM": the participle is the work, done to the thing."""
    match = _WANTED.search(sentence)
    if match is None:
        return None
    formal = match.group(0).split()[0] in _FORMALLY
    if formal and (asked := _ASKED_DONE.match(text_after(sentence, match))) is not None:
        # "... grateful if Amira's loan cello were restrung": the thing, then its work.
        thing = asked.group(1)
        heads, objects = thing_of(thing), objects_of(thing)
        return Opening(COMMITMENT, asked.group(2), sentence, "", heads, objects=objects)
    words = words_of(text_after(sentence, match))[:8]
    # The participle of the work, not one that describes the thing ("seasoned ash logs").
    at = next(
        (
            n
            for n, w in enumerate(words)
            if is_participle(w) and (n + 1 == len(words) or stop_word(words[n + 1]))
        ),
        0,
    )
    if at < 2:
        return _counted_order(sentence, match)
    thing = " ".join(words[:at])
    personal = words_of(sentence[: match.start()])[-1:] in ([], ["i"], ["we"])
    if personal and not names_work(thing, None, TRIVIAL_OBJECTS, deadline=has_deadline(sentence)):
        return None  # "I want my tea made"
    if not read_action(thing, verb_first=False)[1]:
        return None
    return Opening(
        COMMITMENT, words[at], sentence, "", (head_of(thing),), objects=objects_of(thing)
    )


def _counted_order(sentence: str, match: re.Match[str]) -> Opening | None:
    """A customer's order, a count of things someone wants: "Kerry-Ann wants 60 rhubarb gin
    miniatures with 'K & J' labels for her wedding favours" (not "we want 2 more biscuits"),
    or one thing named in full by a customer said with a title ("Miss Pearline wants a
    three-tier rum black cake for her granddaughter's wedding")."""
    wanted, _, after_for = text_after(sentence, match).partition(" for ")
    count = next(iter(words_of(wanted)), "")
    # Counted ("60 rhubarb gin miniatures", "jollof and suya for 60"), the things said in two
    # content words at least, as an order slip would name them; uncounted, in three.
    counted = count.isdigit() or after_for[:1].isdigit()
    described = len([w for w in words_of(wanted) if not stop_word(w) and not w.isdigit()])
    customer = not TITLES.isdisjoint(words_of(sentence[: match.start()]))
    one_named = described >= 3 and (customer or has_deadline(sentence))
    if not (counted and described >= 2) and not one_named:
        return None
    if words_of(sentence[: match.start()])[-1:] in ([], ["i"], ["we"], ["you"], ["they"]):
        return None
    heads = thing_of(wanted)
    # Named in full, even a cake is a customer's order, not someone's tea.
    if not heads or (heads[0] in TRIVIAL_OBJECTS and not one_named):
        return None
    return Opening(COMMITMENT, None, sentence, heads=heads, objects=objects_of(wanted))


# A note's own status, said after it: "status: open", "still open".
# (or a checklist's box not ticked: "SI units 31, 38, 44 - battery LOW, no beep. [ ]")
MARKED_OPEN = re.compile(r"(?:status: ?)?(?:still )?open[.!]*|\[ \]|\u2610")
# Where a ticket's thing ends: at its verb, its state or its clause.
_SYMPTOMS = word_set("silent weak missing noisy intermittent dim unreadable")
_THING_END = re.compile(r" (?:is|are|'s|has|have|was|were|won't|can't|keeps|keep)\b|[,;]")


def marked_open(note: str) -> Opening | None:
    """A labelled note before a status of open ("Issue 37 (barcade): left flipper is weak,
    can't make the ramp. Open."): work to put right what it names first."""
    label = LABEL.match(note)
    if label is None:
        return None  # "Lovely walk today. Still open!": no ticket
    clause = _THING_END.split(note[label.end() :], 1)[0]
    words = words_of(clause)
    while words and (
        words[-1].isdigit()
        or stop_word(words[-1])
        or words[-1] in BROKEN_STATES | _SYMPTOMS
        or is_participle(words[-1])
    ):
        words.pop()  # "voices 3 and 5 silent": voices; "oven door seal perished": seal
    return _ticket(note, label, thing_of(" ".join(words)), clause)


def _ticket(note: str, label: re.Match[str], heads: tuple[str, ...], clause: str) -> Opening | None:
    """Work on what a ticket's ``clause`` names (``heads``); the ticket's number in its
    ``label`` names it as well ("#218 closed.")."""
    if not heads:
        return None
    numbers = tuple(w for w in words_of(label.group()) if any(c.isdigit() for c in w))
    return Opening(COMMITMENT, None, note, heads=heads + numbers, objects=objects_of(clause))


# A numbered order, job or ticket: "order 73: 40 oak fence posts, 7ft, for the brackens".
_NUMBERED_JOB = re.compile(
    r"^(?:(?:shop|work|job|repair|service|special|phone|counter|web) )?(?:order|job|ticket|tkt"
    r"|job sheet|job card|work order|repair|request|po|dispatch|call-?out|route|complaint)"
    # Named after its number, or after a comma: "Route 88, Osei house:", not "route notes:".
    r"(?:(?: (?:no\.? ?)?#?(?:[a-z]{1,3}-)?[0-9]+[a-z]?)(?:,? [a-z][a-z' ]{0,28})?"
    r"|, [a-z][a-z' ]{0,28})?"
    r"(?: \([^()]{1,30}\))?: "
)


def numbered_job(sentence: str) -> Opening | None:
    """A note under an order's, job's or ticket's number is work to do on what it names
    ("Order 73: 40 oak fence posts, 7ft, for the Brackens"), unless it says it is done."""
    label = _NUMBERED_JOB.match(sentence)
    if label is None:
        return None
    clause = _THING_END.split(sentence[label.end() :], 1)[0]
    words = [w for w in words_of(clause) if not w[:1].isdigit()]
    heads = thing_of(" ".join(words).split(" for ", 1)[0])
    if heads and heads[0] in TRIVIAL_OBJECTS:
        return None  # "order 66: pizza for everyone"
    return _ticket(sentence, label, heads, clause)


# An appointment in a diary or book, at a time, for a client named: "Appt book Sat 9:15 - Mrs
# Adeyemi, roots, trim + blow-dry".
_TITLE = "(?:" + "|".join(TITLES) + ")"
_APPOINTMENT = re.compile(
    r"^(?:[a-z']+ ){0,2}(?:diary|book|appt|appts|appointments?|bookings?)(?: [a-z0-9]+){0,2}"
    r" [0-9]{1,2}[:.][0-9]{2}(?:am|pm)? - (" + _TITLE + r" [a-z'-]+), "
    # Or the client first, then the day and time: "Gerry O'Neill, Thu 11:15: left shoulder".
    r"|^((?:" + _TITLE + r" )?[a-z'-]+ [a-z'-]+), (?:mon|tue|tues|wed|thu|thur"
    r"|thurs|fri|sat|sun)[a-z]* [0-9]{1,2}[:.][0-9]{2}(?:am|pm)?: "
)


def appointment(sentence: str) -> Opening | None:
    """A client booked in at a time is a visit to come: the client names it."""
    match = _APPOINTMENT.match(sentence)
    if match is None:
        return None
    named = match.group(1) or match.group(2)
    return Opening(SCHEDULED, None, sentence, heads=(named.split()[-1],), objects=objects_of(named))
