"""Whether a change statement keeps the head's fact and adds another one: the ``other_fact``
veto of :func:`memoryapp.domain.change_match.match_change`, read from the statement's frame
(:mod:`memoryapp.domain.change_frame`).

The statement keeps the head's subject, verb and one of its values and adds a slot the head's
verb does not have ("Priya now trains *with a coach* on Mondays"); or its verb gives a price
the head has none of ("now costs 189 pounds"); or it moves only a time while the head's own
value is no time ("moved from lunchtime to eight" for "done by Priya on weekday lunchtimes");
or its own verb says when while the head says no time ("The residents' association meets on
the second Tuesday" for "Margaret Hughes chairs the residents' association"); or it says no
time while the head's value is one ("the first ferry is the MV Loch Frisa now" for "... sails
at 07:15"); or it repeats every word of the head, says nothing changed and adds more ("ships
its paintings with Momart in sealed crates now"); or it says the head's value holds still
("rehearsals are still at the Institute, and subs go online now"). Each step is one pass over
the words, so the veto is linear in the text.
"""

from __future__ import annotations

import re

from .change_frame import (
    DETERMINERS,
    MAX_WORD,
    PARTICLES,
    POSSESSIVE,
    PREPOSITIONS,
    SHIFTS,
    SLOTS,
    TOKEN,
    VALUE_STOP,
    Held,
    Subject,
    Veto,
    role_said,
    stems_of,
    subject_of,
)
from .change_left import LEAVES, ended_value, is_origin
from .words import COUNT_WORDS, CURRENCY, stem, stop_word, word_set

OTHER_FACT = "change.other_fact"


def names_its_value(said: str, head: str) -> bool:
    """Whether a subject (``said``) ends in the noun of the head's value: a price noun while
    the head's value is a sum ("the Sunday sizzle price" is what "A sausage ... costs $3"
    says), a limit while it is a figure ("the limit" for "may weigh no more than 2.5
    tonnes")."""
    last = said.split()[-1:]
    if last and last[0] in _LIMIT_NOUNS:
        return _A_FIGURE.search(head) is not None  # "the limit is 2 tonnes these days"
    summed = _SUM.search(head) or _SUM_NAMED.search(head.lower())
    return bool(last) and last[0] in _PRICE_NOUNS and summed is not None


# A limit is what a head's figure says: "may weigh no more than 2.5 tonnes".
_LIMIT_NOUNS = word_set("limit limits cap maximum max minimum")
_A_FIGURE = re.compile(r"\b[0-9]")
# A sum with its currency named after it: "pays smallholders 240 rupees per kilo".
_SUM_NAMED = re.compile(
    r"\b[0-9][0-9,.]* (?:rupees|pounds|dollars|euros|yen|pesos|naira|rand|shillings|dong|baht)\b"
)


def other_fact(statement: str, head: str) -> Veto | None:
    """Whether the statement keeps the head's subject, verb and one of its values but adds a
    slot the head does not have ("Priya now trains *with a coach* on Mondays" for "Priya
    trains at the Eastside gym on Mondays"): its subject's words are in the head, its verb is
    the head's, the preposition right after that verb is nowhere after the verb in the head,
    and one of the head's values (a preposition and its noun) comes back unchanged. Then it
    added another fact rather than changing the head's. So did a statement whose verb gives
    a price the head has none of, one that moves only a time when the head's own value is
    no time (:func:`_time_moved`), one whose own verb says when (:func:`_says_when`), one
    that says no time when the head's value is one, one that repeats all of the head and
    adds to it (:func:`_adds_to_all_of`), and one that says the head's value holds still
    (:func:`_still_holds`)."""
    found, heads = subject_of(statement), subject_of(head)
    verb_said = found.rest[0] if found is not None and found.rest else ""
    priced = verb_said in _PRICE_VERBS or bool(found and found.said.split()[0] in _PRICE_NOUNS)
    priced = priced or _PRICE_MOVED.search(statement.lower()) is not None
    if priced and not _PRICED.search(head.lower()):
        return Veto(OTHER_FACT, f'says its price ("{verb_said} ..."), the head has none')
    if (
        _SUM.search(head)
        and not _SUM_SAID.search(statement.lower())
        and not _ENDS.search(statement)
    ):
        return Veto(OTHER_FACT, "says no sum, the head's value is one")
    # (an initialism may be the head's role: "stepped down as SM" for "the Scoutmaster")
    role = _NEW_ROLE.search(statement)
    if role and not role.group(1).isupper() and not Held(head).has(stem(role.group(1).lower())):
        return Veto(OTHER_FACT, f'takes or leaves a role the head does not name ("{role[0]}")')
    if (moved := _time_moved(statement, heads)) is not None:
        return Veto(OTHER_FACT, f"moves its time only (from {moved}); the head's value stays")
    if found is not None and (when := _says_when(found, head)) is not None:
        return Veto(OTHER_FACT, f'says when ("{when}"), the head says no time')
    if (timed := _head_time(head, heads)) and not _says_a_time(statement, heads):
        return Veto(OTHER_FACT, f'says no time, the head\'s value is one ("{timed}")')
    if (measured := _measure_of_another(statement, head)) is not None:
        return Veto(OTHER_FACT, f"a measure of {measured}, not of the head's")
    if _adds_to_all_of(statement, head, heads):
        return Veto(OTHER_FACT, "keeps every word of the head and adds to it")
    if (still := _still_holds(statement, head, heads)) is not None:
        return Veto(OTHER_FACT, f'says the head\'s value still holds ("{still}")')
    if _AS_WELL.search(statement.lower()):
        return Veto(OTHER_FACT, 'adds to what the head says ("as well")')
    if found is None or len(found.rest) < 2:
        return None
    held = Held(head)
    if not all(held.has(w) for w in found.phrase):
        return None
    verb = stem(found.rest[0][:MAX_WORD])
    at = next((n for n, t in enumerate(held.tokens) if stem(t[:MAX_WORD]) == verb), None)
    complement = next((t for t in found.rest[1:] if t not in PARTICLES), None)
    if at is None or complement not in SLOTS or complement in held.tokens[at + 1 :]:
        return None
    kept = _values(found.rest[1:]) & _values(held.tokens[at + 1 :])
    if not kept:
        return None
    return Veto(OTHER_FACT, f'adds "{found.rest[0]} {complement} ...", keeps "{min(kept)}"')


# A statement whose verb gives a price says another fact than who or where ("The car service
# now costs 189 pounds" for "The car is serviced at Hillside Motors").
_PRICE_VERBS = word_set("costs cost charges charge charged priced")
# A subject that is a price: "the price of a kilo of beans went up to 24 pounds".
_PRICE_NOUNS = word_set("price prices cost costs fee fees fare fares rate rates charge charges")
# A sum moved to ("has gone up to £9 a session", "went up from £3 to £4") or said for a time
# ("the syndicate is £3 a week each now").
_PRICE_MOVED = re.compile(
    r"\b(?:gone|went|goes|put|risen|rose|come|came) (?:(?:up|down) )?(?:from "
    + CURRENCY
    + r"?[0-9][0-9,.]* )?"
    r"to "
    + CURRENCY
    + r" ?[0-9]|(?:\b(?:is|are)|['\u2019]s) "
    + CURRENCY
    + r" ?[0-9][0-9,.]* (?:a|an|per|each)\b"
)
_PRICED = re.compile(
    CURRENCY + r"|\b(?:costs?|charges?|price[sd]?|fees?|pounds|dollars|euros|rand|naira)\b"
)
# A role of its own taken or left: "Clive Ashdown has taken over as treasurer" is not his part
# as dame, nor is "Carl stepped down as treasurer of the men's breakfast" his as Scoutmaster.
_NEW_ROLE = re.compile(
    r"\b(?:(?:taken|took|takes|taking) over|(?:stepped|steps|stood|stands) down|resigned"
    r"|retired) as (?:the |our |a |an |his |her |their )?([a-z]+)",
    re.IGNORECASE,
)
# A head whose value is a sum ("costs £625") is changed by a new sum or by its end ("gave up
# his season ticket"); a statement with neither changed another fact ("gone over to paying in
# monthly instalments").
_SUM = re.compile(CURRENCY + r" ?[0-9]")
_SUM_SAID = re.compile(
    CURRENCY + r" ?[0-9]|\bfree\b|\b(?:[0-9][0-9,.]*|" + "|".join(sorted(COUNT_WORDS)) + r")"
    r" ?(?:p|pence|quid|pounds|dollars|euros"
    r"|bucks|grand|cents|rand|naira|shillings|rupees)\b"
)
_LEFT = word_set("retired resigned quit left")
_ENDS = re.compile(r"\b(?:no longer|gave up|given up|cancel+ed|stopped|dropped|quit|ended)\b")
_TIMES = word_set(
    "morning mornings afternoon afternoons evening evenings night nights lunchtime lunchtimes",
    "noon midnight weekday weekdays weekend weekends daily weekly monthly fortnightly am pm",
    "monday mondays tuesday tuesdays wednesday wednesdays thursday thursdays friday fridays",
    "saturday saturdays sunday sundays",
)
_CLOCK = re.compile(r"^\d{1,2}(?:[:.]\d\d)?(?:am|pm)?$")
_AM_PM = re.compile(r"^\d{1,2}(?:am|pm)$")
# Times said in words: "quarter to seven", "half past six", "eight o'clock".
_SPOKEN = word_set(
    "quarter half past o'clock one two three four five six seven eight nine ten eleven twelve"
)


def _a_time(word: str) -> bool:
    return word in _TIMES or _CLOCK.match(word) is not None


def _says_a_time(statement: str, heads: Subject | None) -> bool:
    """Whether the statement says a time of its own, past the head's subject (``heads``) it
    repeats ("the first *morning* ferry")."""
    named = set(heads.said.split()) | set(heads.where) if heads else set()
    words = [w for w in TOKEN.findall(POSSESSIVE.sub("", statement.lower())) if w not in named]
    return any(_a_time(w) or w in _SPOKEN for w in words)


def _head_value(heads: Subject | None) -> list[str]:
    """The first two words of the head's own value (``heads``: its subject and what follows):
    after the first slot past its verb ("sails *at* 07:15", "is done *by* Priya", "are *with*
    Mrs Okafor")."""
    rest = heads.rest[0 if heads.copula else 1 :] if heads else []
    at = next((n for n, t in enumerate(rest) if t in SLOTS or t == "by"), None)
    return [t for t in rest[at + 1 :] if t not in DETERMINERS][:2] if at is not None else []


def _head_time(head: str, heads: Subject | None) -> str:
    """The head's value when it is a time ("the first ferry sails at *07:15*"), or ""."""
    value = _head_value(heads)
    # "07:15": the clause the value is read in ends at its colon.
    clock = bool(value) and re.search(rf"\b{re.escape(value[0])}[:.]\d\d\b", head) is not None
    return value[0] if value and (value[0] in _TIMES or _AM_PM.match(value[0]) or clock) else ""


# What says a value changed, left or ended: with none of these, a statement that repeats all
# of the head only adds to it ("ships its paintings with Momart *in sealed crates* now").
_CHANGED = re.compile(
    r"\b(?:no longer|not|never|any ?more|instead|rather than|stopped|replaced|switched|moved"
    r"|changed|swapped|dropped|no more|from|off|became|become|left|leaving|gone"
    # A new holder: "Helen Cross took the place of Alan Marsh as conductor of ...".
    r"|the place of|stepped in for|supersed(?:es|ed|ing)|took over|taken over|ditched|axed"
    r"|scrapped|abolished|farewell)\b|n't\b"
)


# How many content words make a head long enough to be known without its verb.
_LONG_HEAD = 4
# Where a clause that adds to the head's words begins ("23:10" is no clause).
_ADDED_AFTER = re.compile(r"[;,(\u2013\u2014]| - ")


def _adds_to_all_of(statement: str, head: str, heads: Subject | None) -> bool:
    """Whether the statement says nothing changed, and repeats every content word of the head
    and says more, or begins with a clause of the head's words only, most of them, and says
    more after it ("... bottled by Vinescape, with screwcaps now" for "... bottled by
    Vinescape's mobile bottling line"). ``heads``: the head's subject."""
    lowered = statement.lower()
    held, said = Held(head), Held(statement)
    # A word of change the head says as well ("is leased from ...") changes nothing.
    changed = {m.group(0) for m in _CHANGED.finditer(lowered)} - set(held.tokens)
    if changed or ended_value(statement, head):
        return False
    # A long head's verb may be said otherwise ("keep their apiary at" by "apiary at").
    verb = heads.rest[:1] if heads is not None and not heads.copula else []
    content = [t for t in held.tokens if t not in VALUE_STOP]
    if len(content) > _LONG_HEAD:
        content = [t for t in content if t not in verb]
    if not content:
        return False
    if all(said.has(stem(w[:MAX_WORD])) for w in content):
        return len(set(said.stems) - set(held.stems)) > 1
    first = _ADDED_AFTER.split(lowered, maxsplit=1)
    opening = [stem(t[:MAX_WORD]) for t in Held(first[0]).tokens if t not in VALUE_STOP]
    more = len(first) > 1 and bool(TOKEN.findall(first[1]))
    return more and all(held.has(w) for w in opening) and 5 * len(opening) >= 3 * len(content)


def _time_moved(statement: str, heads: Subject | None) -> str | None:
    """The time a statement moves when that is all it moves and the head's own value (the
    first one after its verb) is no time: "The dog walks have moved from lunchtime to eight"
    for "The dog walking is done by Priya on weekday lunchtimes" leaves Priya as she was."""
    text = POSSESSIVE.sub("", statement.lower())
    left = [
        [w for w in TOKEN.findall(m.group(1)) if w not in VALUE_STOP]
        for m in LEAVES.finditer(text)
        # "provided by Tracey Lund from 6 May": a date, when it starts
        if not (m.group(0).startswith("from") and is_origin(text, m.start()))
    ]
    if not left or not all(words and all(map(_a_time, words)) for words in left):
        return None
    value = _head_value(heads)[:1]
    if not value or _a_time(value[0]):
        return None
    return " ".join(left[0])


def _says_when(found: Subject, head: str) -> str | None:
    """The time a statement's own verb (not the head's, nor one of moving) gives first, when
    the head says no time: "The residents' association meets *on the second Tuesday*" for
    "Margaret Hughes chairs the residents' association"."""
    held = Held(head)
    if not found.rest or any(map(_a_time, held.tokens)):
        return None
    verb = found.rest[0]
    if role_said(found) is not None or verb in PREPOSITIONS or verb in SHIFTS:
        return None  # "is now at Oranienstrasse 12" says where, "elected ... on Saturday" who
    if verb in _LEFT or found.rest[1:2] == ["down"]:
        return None  # "stepped down as SM at the Jan 9 meeting" says when the holder left
    if held.has(stem(verb[:MAX_WORD])):
        return None
    at = next((n for n, t in enumerate(found.rest) if t in SLOTS or t == "every"), None)
    if at is None:
        return None
    value = []
    for token in found.rest[at + 1 :]:
        if token in PREPOSITIONS:
            break
        value.append(token)
    return " ".join(value) if any(map(_a_time, value)) else None


# An addition, not a replacement: "does the hair at Elmfield House as well these days".
_AS_WELL = re.compile(r"\bas well\b(?! as\b)")
# A measure and what it is of: "up to 8 kilos of goose barnacles", "5 kilos of clams".
_MEASURE_OF = re.compile(
    r"\b\d[\d,.]* ([a-z]+) of (?:the |their |its |fresh |live )?([a-z][a-z-]*(?: [a-z][a-z-]*)?)"
)


def _measure_of_another(statement: str, head: str) -> str | None:
    """What the statement measures in the head's unit when it is another thing than the head
    measures ("5 kilos of clams" for "8 kilos of goose barnacles"), or None."""
    theirs = {unit: _named(thing) for unit, thing in _MEASURE_OF.findall(head.lower())}
    for found in _MEASURE_OF.finditer(statement.lower()):
        unit, thing = found.group(1), found.group(2)
        if unit in theirs and not theirs[unit] & _named(thing):
            return thing
    return None


def _named(thing: str) -> set[str]:
    return {word for word in thing.split() if not stop_word(word)}


# The head's value said to hold still: "the sessions are still at the Pavilion, and ...",
# "Ruth is still the club's secretary, and ...", or said first and then unchanged:
# "Parkside's 9.8p a kWh is unchanged, but the standing charge rose".
_STILL = re.compile(
    # (not a source that is out of date: "the office in Kochkor still says 1,500")
    r"\bstill (?!(?:says|lists|shows|has it at|quotes|advertises)\b)([^,;.]{1,60})"
    r"|^([^,;]{1,60}?) (?:is|are|stays?|remains?) (?:unchanged|the same)\b"
)


def holds_still(statement: str, head: str) -> Veto | None:
    """Whether any sentence of the statement says the head's value holds still ("... now has
    a dentist on board. It still comes once every three months.")."""
    if (still := _still_holds(statement, head, subject_of(head))) is not None:
        return Veto(OTHER_FACT, f'says the head\'s value still holds ("{still}")')
    return None


def _still_holds(statement: str, head: str, heads: Subject | None) -> str | None:
    """What "still" (or "is unchanged") says holds, when it names a value of the head (a word
    of the head not in its subject: "is still £625, but ...", "still uses OPI GelColor, but
    ...", "'s still Thursdays at 2, we've just ..."), or None."""
    match = _STILL.search(statement.lower())
    if match is None:
        return None
    value = match.group(1) or match.group(2)
    said = [w for w in TOKEN.findall(POSSESSIVE.sub("", value)) if w not in VALUE_STOP]
    # The head's subject, with its own complement ("membership at the cycling club"), is no
    # value; without a verb read after it, that complement may be the value itself.
    subject = () if heads is None else (heads.said, *(heads.where if heads.rest else ()))
    held, own = Held(head), Held(" ".join(subject))
    kept = [w for w in stems_of(said) if held.has(w) and not own.has(w)]
    return match.group(0) if kept else None


def _values(tokens: list[str]) -> set[str]:
    """Each preposition with the noun right after it (past a determiner): "on monday"."""
    found = set()
    for at, token in enumerate(tokens[:-1]):
        if token in PREPOSITIONS:
            following = [t for t in tokens[at + 1 : at + 3] if t not in DETERMINERS]
            if following:
                found.add(f"{token} {stem(following[0][:MAX_WORD])}")
    return found
