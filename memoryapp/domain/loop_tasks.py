"""Openers that name work as someone's task: a minutes' headline infinitive ("Marta to book
the minibus"), work delegated ("asked the caretaker to unblock the drain"), work listed or
pending ("servicing the boiler is on my list", "the refund is still pending"), work not done
yet ("nobody has serviced the machines", "the quote hasn't gone out yet") and a deadline named
for work. Read by structure, as :mod:`memoryapp.domain.loop_language` reads intentions;
every pattern is an alternation of fixed words or a single character class, so each reading
is linear in the text.
"""

from __future__ import annotations

import re

from .loop_intent import has_deadline, names_work
from .loop_language import (
    COMMITMENT,
    IMPERSONAL,
    PERSONAL,
    SCHEDULED,
    TRIVIAL_DONE,
    TRIVIAL_OBJECTS,
    TRIVIAL_VERBS,
    WAITING,
    Opening,
    gerund_work,
    heads_after,
    read_action,
    text_after,
    thing_of,
)
from .noun_phrases import head_of, objects_of
from .words import IRREGULAR, is_participle, stem, stop_word, word_set, words_of

# How someone feels about an act is no one to do it ("happy to help", "keen to see it").
_FEELINGS = word_set(
    "happy glad keen nice good great lovely sad sorry hard easy able ready eager delighted",
    "pleased willing free welcome sure likely about off how",
    # Greetings addressed to someone: "congratulations to Ellie and Ben on the new baby".
    "congratulations congrats thanks cheers hello hi kudos condolences love shout shout-out",
)
# Minutes' headline infinitive: "Marta to book the minibus", "Action: Idris to chase ...".
_HEADLINE = re.compile(
    r"^(?:action:|actions:|action point:|ap:)? ?((?:the |our |each |every |all )?[a-z][a-z'-]*"
    r"(?: [a-z][a-z'-]*)?"
    r"(?: and [a-z][a-z'-]*)?)"
    r" to (?=[a-z])"
)
_LABEL_END = re.compile(r"[a-z]+:")
# A handover's heading, from whom to whom and when, before the note: "nights to days 06:45 - ".
_TIMED_HEADING = re.compile(r"^[^:-]{0,40}\b[0-9]{1,2}[:.][0-9]{2} - ")
_TO_SELF = re.compile(r"(?:myself|yourself|ourselves|self|me|us)\b")
# Work someone was asked or arranged to do ("asked the caretaker to unblock ...": the caretaker
# does it).
_DELEGATED = re.compile(
    r"\b(?:asked|arranged for) ((?:the |a |an |our |my |his |her |their )?[a-z0-9'-]+) to\b"
    # "Ravi has been asked to redo the seating chart".
    r"|\b((?:the |a |an |our |my |his |her |their )?[a-z0-9'-]+) (?:has been|have been|been"
    r"|was|were) (?:asked|told|tasked|instructed) to\b"
)
# Work whose sentence names it as the subject of a list or a wait: "servicing the boiler is on
# my list", "the refund is still pending"; and work given to someone ("Dana has been assigned
# the rewrite of the guide").
_LISTED = re.compile(
    r"\b(?:is|are|'s) (?:next |first |top |high |also |still )?on"
    r" (?:my|our|the|his|her|their|(?:the |our )?[a-z]+'s) (?:to-do |todo )?"
    r"(?:list|agenda|backlog|roadmap|plate)\b"
    # Work that is someone's to do, named by a gerund: "ordering the hymn books falls to Gwen".
    r"|\b(?:falls|fall) (?:to|on)\b"
    r"|\b(?:(?:is|are) )?(?:still )?pending\b|\b(?:has|have) been (assigned)\b"
    # "The van's cambelt needs doing": what needs it is the work; so in Scots and Irish
    # English is "the net needs patched".
    r"|\b(?:needs|need|wants|want|requires)"
    r" (?:(?:the|its|their) (?:[a-z0-9-]+ ){0,3})?([a-z]+ing)\b"
    r"|\b(?:needs|need) ([a-z]{3,}ed)(?= |[.,;!]|$)"
    # "We need a structural survey of the granary": the thing needed is the work.
    r"|\b(?:needs|need|requires|require) (?=(?:a|an|another|new|fresh|proper|full) )"
    # Or someone to come: "needs the cooper ower afore Thursday" (Scots "over").
    r"|\b(?:needs|need) (?=(?:the|a|an|our) [a-z]+ (?:over|ower|out|oot|round|roon|in)\b)"
    # "The new volunteers still need their safeguarding training."
    r"|\bstill (?:needs|need|requires|require) (?=(?:the|their|its|his|her|our|my|some) )"
)
# Work not done yet: "nobody has serviced the machines (yet)", "the quote hasn't gone out
# yet", "the gate still isn't fixed", "the inspection is overdue".
_NOT_YET = re.compile(
    r"\b(?:haven't|hasn't|have not|has not|never) got (round|around) to\b"
    # (or asked: "Has anyone booked the floodlights for Tuesday's ladder match?")
    r"|\b(?:(?:nobody|no one|no-one)(?: has| have|'s)(?: yet| still)?"
    r"|^(?:has|have) (?:anyone|anybody|someone|somebody)(?: yet| already)?(?=[^?]*\?)) ([a-z]+)\b"
    # (typed without its apostrophe too: "we still havent recieved the deposit")
    r"|\b(?:(?:(?:has|have|is|are)(?:n't| not)|hasnt|havent|isnt|arent)(?: yet| still)? "
    r"|(?:still|yet) (?=to be ))"
    r"(been |to be )?([a-z]+)\b"
    r"|\b(?:is|are|'s|'re)(?: now| long| well| still| a week| a month| [a-z0-9]+ (?:days|weeks"
    r"|months))? (overdue)\b"
    # A note's fragment: "leaflets for the open day: not printed yet".
    r"|(?:^|: )(?:still )?not (?:yet )?([a-z]+)\b"
)
# A deadline named for work: "deadline for the tender response is 14 march".
# Or asked of those who would set it: "Has estates given a date for the birthing pool?"
_DEADLINE_FOR = re.compile(
    r"\bdeadline (?:for|on) |^(?:has|have) [a-z' ]{1,30} (?:given|got|set) (?:us )?a (?:date|time"
    r"|eta|slot) for |^is there (?:a|any) (?:date|time|eta|word) (?:yet )?for "
)
_STILL = re.compile(r"\b(?:yet|still)\b")


def headline(sentence: str) -> Opening | None:
    """Minutes' headline infinitive ("Marta to book the minibus"): the one named is to do it."""
    match = _HEADLINE.match(sentence)
    if match is None:
        return None
    agent = match.group(1)
    if _LABEL_END.match(text_after(sentence, match)):
        return None  # "note to self: ...": a label (:func:`loop_notes.labelled`)
    if _TO_SELF.match(text_after(sentence, match)):
        return None  # "reminder to myself that ...": a note to oneself, no one's work
    named = [w for w in words_of(agent) if w not in ("the", "our", "and", "each", "every", "all")]
    if any(stop_word(w) or w in TRIVIAL_VERBS or w in _FEELINGS for w in named):
        return None  # "time to go", "nice to meet you", "happy to help"
    if all(w.endswith("ing") for w in named):
        return None  # "planning to do nothing this weekend": one's own plan, no one named
    if named[:1] and named[0] in IRREGULAR:
        return None  # "woke to rain drumming on the roof": what happened, no one named
    if _TIMED_HEADING.match(sentence):
        return None  # "porter to reception 06:30 - ...": who hands over to whom, and when
    verb, works = read_action(text_after(sentence, match), verb_first=True)
    if not works:
        return None
    heads = heads_after(sentence, match, verb, False)
    if not heads and not has_deadline(sentence):
        return None  # "flights to Porto for half term": nothing named to do work on
    return Opening(COMMITMENT, verb, sentence, agent, heads)


def delegated(sentence: str) -> Opening | None:
    for match in _DELEGATED.finditer(sentence):
        rest = text_after(sentence, match)
        verb, works = read_action(rest, verb_first=True)
        if works:
            # The work is what the one asked is to do: "asked" or "arranged" is no word of it.
            agent = 1 if match.group(1) else 2
            clause = sentence[match.start(agent) :]
            heads = heads_after(sentence, match, verb, False)
            if heads[:1] and heads[0] in TRIVIAL_OBJECTS:
                continue  # "asked to pass on a big thank you from the parents"
            return Opening(COMMITMENT, verb, clause, match.group(agent), heads)
    return None


def listed(sentence: str) -> Opening | None:
    match = _LISTED.search(sentence)
    if match is None:
        return None
    subject = sentence[: match.start()]
    rest = text_after(sentence, match)
    verb = match.group(2) or match.group(3)  # "needs patching": its own verb, for "patched"
    if match.group(0).removeprefix("still ").startswith(("need", "requir")) and not verb:
        return _needed(sentence, subject, rest)
    gerund = next(iter(words_of(subject)), "")
    if match.group(0).startswith("fall"):
        if not gerund.endswith("ing"):
            return None  # "story time falls to Grandad": no work named
        phrase = subject.split(None, 1)[-1]
        return Opening(COMMITMENT, gerund, sentence, rest, (head_of(phrase),))
    if match.group(1) and read_action(rest, verb_first=False)[1] and not rest.startswith(" to "):
        # "Dana has been assigned the rewrite": the work follows, and Dana is to do it.
        heads = tuple(h for h in [head_of(rest)] if h)
        return Opening(COMMITMENT, None, sentence, subject, heads, objects=objects_of(rest))
    if verb and stem(verb) in _TRIVIAL_STEMS:
        return None  # "if anyone needs cheering up"
    if verb and not subject.strip():
        # "Needs reporting to the housing office.": the thing is the sentence before's.
        elided = stem(verb) not in _TRIVIAL_STEMS
        return Opening(COMMITMENT, verb, sentence, heads=thing_of(rest)) if elided else None
    heads = tuple(h for h in [head_of(subject)] if h and h not in IMPERSONAL | PERSONAL)
    if not heads:
        return None
    return Opening(COMMITMENT, verb, sentence, heads=heads, objects=objects_of(subject))


def _needed(sentence: str, subject: str, rest: str) -> Opening | None:
    """What someone or something needs, named by a noun ("the chapel needs a new lock", "we
    need a structural survey of the granary"): said of a person or of no one (the speaker),
    only when it names work (as "I'll": "we need a holiday" is their day)."""
    if not read_action(rest, verb_first=False)[1]:
        return None
    said_by = words_of(subject)[-1:]
    personal = not said_by or said_by[0] in PERSONAL
    if personal and not names_work(rest, None, TRIVIAL_OBJECTS, deadline=has_deadline(sentence)):
        return None
    heads = tuple(h for h in [head_of(rest)] if h)
    if not heads or heads[0] in TRIVIAL_OBJECTS:
        return None  # "the kitten needs a cuddle after her jabs"
    return Opening(COMMITMENT, None, sentence, heads=heads, objects=objects_of(rest))


_TRIVIAL_STEMS = frozenset(stem(verb) for verb in TRIVIAL_VERBS)


def not_yet(sentence: str) -> Opening | None:
    """Work not done yet: its verb with an object ("nobody has serviced the machines"), or
    the thing it is done to ("the quote hasn't gone out yet", "the inspection is overdue").
    A plain negation without "yet" or "still" is a report ("we haven't rotated them")."""
    match = _NOT_YET.search(sentence)
    if match is None:
        return None
    round_to, by_nobody, been, verb, overdue, noted = match.groups()
    subject = sentence[: match.start()]
    if round_to:
        return gerund_work(sentence, match)  # "haven't got round to backing up the laptop"
    if overdue:
        thing = thing_of(subject)
        return Opening(SCHEDULED, None, sentence, heads=thing, objects=objects_of(subject))
    verb = by_nobody or verb or noted
    if verb == "heard" and text_after(sentence, match).startswith(" back from "):
        # "still haven't heard back from the councillor": waiting on them.
        party = head_of(text_after(sentence, match).removeprefix(" back from "))
        return Opening(WAITING, None, sentence, party, (party,) if party else ())
    if not is_participle(verb) or stem(verb) in TRIVIAL_DONE:
        return None
    if verb == "got" and text_after(sentence, match).startswith(" over"):
        return None  # "still haven't got over that sunset"
    if not by_nobody and not _STILL.search(sentence):
        return None
    if not been and read_action(text_after(sentence, match), verb_first=False)[1]:
        return Opening(
            COMMITMENT, verb, sentence, subject, heads_after(sentence, match, verb, False)
        )
    if not thing_of(subject):
        return None
    return Opening(COMMITMENT, verb, sentence, heads=thing_of(subject), objects=objects_of(subject))


def deadline_for(sentence: str) -> Opening | None:
    """A deadline named for work ("deadline for the tender response is 14 March"): the work
    is what it is for."""
    match = _DEADLINE_FOR.search(sentence)
    if match is None:
        return None
    phrase = sentence[match.end() :].split(" is ", 1)[0].split(":", 1)[0].split("?", 1)[0]
    head = head_of(phrase)
    if not head or head in TRIVIAL_OBJECTS:
        return None  # "deadline for bed is ten o'clock"
    return Opening(SCHEDULED, None, sentence, heads=(head,), objects=objects_of(phrase))
