"""Work under way or booked, read by structure: "<subject> is <verb>ing <work>" (someone at
work on something: "the crew is resurfacing the car park"; for "I" only a few work verbs
count, since what one person says they are doing is mostly their day), a progressive passive
("the firewall is being replaced"), "is looking into" (soft, as "I'll"), and something
scheduled ("is booked for", "is due by", with something named before it, or an event under
its date: "Young Farmers' ploughing match at Hillend, Sat 9th: 30 entries"). One of the opener
readings :mod:`memoryapp.domain.loop_openers` tries, last.

Every pattern is an alternation of fixed words or a single character class, and each position
of a sentence is tried once, so each reading is linear in the text.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from .loop_closing import DETERMINERS
from .loop_intent import has_deadline, names_work
from .loop_language import (
    IMPERSONAL,
    SCHEDULED,
    STARTED,
    TRIVIAL_OBJECTS,
    Opening,
    heads_after,
    read_action,
    text_after,
    thing_of,
)
from .noun_phrases import is_preposition, objects_of
from .words import WEEKDAY, is_participle, stop_word, word_set, words_of

# "<subject> is rebuilding <object>", "<subject> is being replaced".
_PROGRESSIVE = re.compile(
    r"\b([a-z0-9-]+)(?: is| are| am|'s|'re|'m|( was| were)) (?:now |currently |still |busy |out )?"
    r"(being )?([a-z]+)\b"
)
# What someone is doing that is no work: "we're looking forward to", "I'm heading home".
_IDLE = word_set(
    "going being having doing getting looking thinking feeling hoping wondering trying",
    "waiting kidding joking eating drinking sleeping relaxing chilling enjoying loving heading",
    "coming leaving staying sitting watching reading playing listening talking chatting",
    "running wearing living missing losing winning struggling dying crying laughing screaming",
    "shaking throbbing aching hurting itching",
    # Idling or a pastime: "the cat is sunbathing like a lizard", "someone's learning the trumpet".
    "sunbathing lazing dozing snoozing napping resting lying floating basking learning practising",
    # Telling a tale: "Wilf's telling the one about the swan again".
    "telling",
    # Full of something: "the hedgerows are heaving with blackberries".
    "heaving teeming crawling swarming buzzing brimming bursting dripping glowing blooming",
    "flowering sparkling",
)
# What one person says they are doing is mostly their day ("I'm making pasta"): it is work
# when it is one of these.
_OWN_WORK = word_set(
    "migrating moving switching porting rewriting upgrading replacing refactoring rolling",
    "working drafting writing preparing fixing building reviewing testing auditing",
)
# "My next job is finding the remote": the job is named, not under way.
_PURPOSE = word_set("job task plan aim goal priority mission")
# Looking into a thing is work, looking at it is not.
_WORK_PHRASES = frozenset({"looking into", "seeing to", "dealing with", "sorting out"})
# A day said bare: "friday", "fri", "tomorrow".
_DAY = (
    WEEKDAY + r"|tomorrow|tonight"
    r"|mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun"
)
_SCHEDULED = re.compile(
    r"\b(?:scheduled|slated|pencil(?:l)?ed in|booked|planned|lined up) (?:for|on|by|in|to)\b"
    r"|\bdue (?:on|by|in|for|next|this|before|at the end|end of)\b|\bset for\b"
    # A bare date: "reply due 21 nov", "due friday".
    r"|\bdue (?:\d{1,2}(?:st|nd|rd|th)?|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*"
    r"|" + _DAY + r")\b"
    r"|\b(?:must|has to|have to|needs to) be (?:in|submitted|handed in|back|sent) by\b"
    # Booked for a day said bare: "coach to the Causeway booked Sun 16th".
    r"|\bbooked (?:[0-9]{1,2}(?:st|nd|rd|th)|" + _DAY + r")\b"
    # Booked somewhere for a day: "got the tire swap booked at Ferraro's Thurs 4:15".
    r"|\bbooked (?:in )?(?:at|with) [a-z'-]+(?: [a-z'-]+)?,? (?:on )?(?:" + _DAY + r")\b"
    # Someone to be let in: "smart meter swap 8am-12, need one of us home to let the fitter in".
    r"|\b(?:home|in|around|about|there) to let (?:the|a|an) [a-z-]+ in\b"
    # Someone coming on a day for it: "Plunket nurse coming Thurs 10ish for Ari's check"
    # (not a guest: "Mum's coming Sunday for lunch").
    r"|\bcoming (?:on |round |over |in )?(?:" + _DAY + r")\b"
    r"(?=[^.;]{0,80}\bfor (?!(?:a |an |the |some )?(?:lunch|dinner|breakfast|brunch|tea|coffee"
    r"|drinks|chat|cuppa|sleepover|visit|stay|weekend|night|holiday|christmas|easter"
    r"|birthday)\b))"
)


def _object_words(rest: str) -> list[str]:
    return [w for w in words_of(rest) if not stop_word(w)]


def _progressives(sentence: str) -> Iterator[re.Match[str]]:
    """Each "<subject> is <verb>" of ``sentence``, a possessive's noun included ("the canteen's
    dishwasher is being repaired": the next one begins after "canteen's"): every search
    starts past the last one's subject, so each position is tried once."""
    at = 0
    while (match := _PROGRESSIVE.search(sentence, at)) is not None:
        yield match
        at = match.end(1)


# How far before a match the words before it are read.
_BEFORE_CHARS = 60
# Whose a thing is by when: "last night's plucking", "today's delivery".
_TIMES = word_set("night week today yesterday tonight morning weekend month year season")


# What follows an "-ing" word that is the noun of a possessive, not the verb of an "is".
_NOUN_SAID = re.compile(r" (?:was|were|is|are|has|had)\b")


def _possessive(sentence: str, match: re.Match[str]) -> bool:
    """Whether a "'s" is a possessive after a preposition ("think *of grandad's* whistling",
    "a cake *for her granddaughter's* wedding") or of a time ("last *night's* plucking"), not
    "is" ("the printer's jamming")."""
    if match.group(1) in _TIMES and sentence.startswith("'s", match.end(1)):
        return True
    if sentence.startswith("'s", match.end(1)) and _NOUN_SAID.match(sentence, match.end()):
        return True  # "the chief's daughter's wedding was the talk of the estate": a noun
    # The two words before it, read from a window so each match costs the same.
    before = words_of(sentence[max(0, match.start(1) - _BEFORE_CHARS) : match.start(1)])[-2:]
    if before[-1:] and before[-1] in DETERMINERS:
        before = before[:-1]
    return sentence.startswith("'s", match.end(1)) and bool(before) and is_preposition(before[-1])


def ongoing(sentence: str) -> Opening | None:
    for match in _progressives(sentence):
        subject, past, passive, verb = match.groups()
        rest = text_after(sentence, match)
        if (subject in IMPERSONAL and not passive) or _possessive(sentence, match):
            continue
        if passive and is_participle(verb):
            return Opening(STARTED, verb, sentence, heads=heads_after(sentence, match, None, True))
        following = next(iter(words_of(rest)), "")
        phrasal = f"{verb} {following}" in _WORK_PHRASES
        if following == "to" and not phrasal:
            continue  # "we're planning to sit in the garden": an intention, read as one
        if past or passive or not verb.endswith("ing") or (verb in _IDLE and not phrasal):
            continue
        if subject == "i" and verb not in _OWN_WORK and not phrasal:
            continue
        if (phrasal or subject in _PURPOSE) and not names_work(
            rest, None, TRIVIAL_OBJECTS, deadline=False
        ):
            continue  # one's own moment: "jamal is looking into the fridge", "my job is finding"
        if read_action(rest, verb_first=False)[1]:
            return Opening(STARTED, verb, sentence, sentence[: match.end()])
    if _SCHEDULED.search(sentence) and _object_words(_SCHEDULED.split(sentence)[0]):
        return Opening(SCHEDULED, None, sentence)
    return None


# An event under its date, as a notice heads it: "Charity duck race on the Wharfe, Sun 3rd:".
DATED_EVENT = re.compile(
    r"^((?:[\w'-]+ ){1,8}?[\w'-]+),"
    # Where, between: "Yard sale, 42 Birchwood Cres, Sat 7-noon:".
    r"(?: [a-z0-9' -]{1,40},)?"
    # (a span of days among them: "Scarecrow Trail, Sat-Sun 10-4:")
    r" (?:(?:" + _DAY + r")(?:-(?:" + _DAY + r"))? (?:[0-9]{1,2}(?:st|nd|rd|th|am|pm)?"
    r"(?:-(?:[0-9]{1,2}(?:[:.][0-9]{2})?(?:am|pm)?|noon|midday|late))?"
    # Its month, then its hour and where: "Orchard Wassail, Sat 18 Jan, 6pm at the cider barn:".
    r"(?: (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)?"
    r"(?:, [0-9]{1,2}(?:[:.][0-9]{2})?(?:am|pm)?"
    # (a span of hours and a place: "Repair Café, Sat 12 Apr, 10 till 1, Methodist hall:")
    r"(?: ?(?:-|till|to|until) ?[0-9]{1,2}(?:[:.][0-9]{2})?(?:am|pm)?)?"
    r"(?: (?:at|in|on) [\w' -]{1,30}|, [\w' -]{1,30})?)?"
    r"|from [0-9]{1,2}(?:[:.][0-9]{2})?(?:am|pm)?)"
    # Dates with their month, a span of days among them: "Riverside Chess Congress, Town Hall,
    # 8-9 March:".
    r"|[0-9]{1,2}(?:st|nd|rd|th)?(?:-[0-9]{1,2}(?:st|nd|rd|th)?)? (?:jan|feb|mar|apr|may|jun|jul"
    r"|aug|sep|oct|nov|dec)[a-z]*"
    # Or at a time of its day: "Shrove Tuesday pancake race round the market square, noon:".
    r"|noon|midday|[0-9]{1,2}(?:[:.][0-9]{2})?(?:am|pm))"
    # (and where: "New Year's Day Dip, 11am off the Cobb steps:")
    r"(?: (?:at|off|on|in|by) [\w' -]{1,30})?: "
)


# Not an event to come about: a meal, a chat, a record's own heading ("Visitor book, 9 Apr:").
_NO_EVENTS = word_set(
    "lunch dinner breakfast brunch tea coffee drinks chat gossip news book log diary journal",
    "minutes register",
)


# An event said to be on, then where and when: "Class of '99 reunion is ON: upstairs at the
# Black Bull, Sat 14th June".
_EVENT_ON = re.compile(
    r"^((?:[a-z0-9'-]+ ){1,8}?[a-z0-9'-]+) (?:is|are) (?:on|going ahead|confirmed)[:!]+ "
    r"(?=[^.;]*\b(?:" + _DAY + r")\b)"
)
# Or where, then this day and its hour, as an announcement says it: "RC announcement: Mid-Autumn
# lantern walk at Block 512 void deck this Saturday 7.30pm, ...".
_ANNOUNCED = re.compile(
    r"^(?:[a-z]+ (?:announcement|notice):? )?((?:[\w'-]+ ){0,6}?[\w'-]+) (?:at|in|on)"
    r" (?:[\w'-]+ ){1,6}?(?:this|next|on) (?:" + _DAY + r") (?:at )?[0-9]{1,2}(?:[:.][0-9]{2})?"
    r" ?(?:am|pm)\b"
)
# Or its weekday and date after its name, as a notice gives them: "NOTICE: Glenbuchat Highland
# Games, Saturday 17 August, field opens 10am."
_NAMED_THEN_DATED = re.compile(
    r"^(?:notice: )?((?:[\w'-]+ ){1,6}?[\w'-]+), (?:" + WEEKDAY + r") [0-9]{1,2}(?:st|nd|rd|th)?"
    r" (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*(?:[,.]|$)"
)
# Or this weekend, as a notice heads it: "Young bird race from Bourges this weekend: ...".
_THIS_WEEKEND = re.compile(r"^((?:[a-z0-9'-]+ ){1,8}?[a-z0-9'-]+),? (?:this|next) weekend: ")
# Or after "save the date", then where or when: "Save the date: Harvest barn dance at Home
# Farm, Sat 28 Sept".
_SAVE_THE_DATE = re.compile(
    r"^(?:save the date|diary date|for your diar(?:y|ies))[:!,-]+ ((?:[a-z0-9'-]+ ){0,6}?"
    r"[a-z0-9'-]+)(?: at |, )(?=[^.;]{0,60}\b(?:" + _DAY + r"|[0-9]{1,2}(?:st|nd|rd|th)?)\b)"
)


def dated_event(sentence: str) -> Opening | None:
    """An event named before its day and date, then what is ready for it ("Sponsored abseil
    off St Cuthbert's tower, Sat 4th: 12 brave souls, harnesses hired"), or said to be on
    before where and when: it is to happen."""
    match = DATED_EVENT.match(sentence) or _EVENT_ON.match(sentence)
    match = match or _THIS_WEEKEND.match(sentence) or _SAVE_THE_DATE.match(sentence)
    match = match or _ANNOUNCED.match(sentence) or _NAMED_THEN_DATED.match(sentence)
    if match is None or not (heads := thing_of(match.group(1))) or heads[0] in _NO_EVENTS:
        return None  # "lunch, noon: soup and a roll", "group chat, 11pm: ..."
    return Opening(SCHEDULED, None, sentence, heads=heads, objects=objects_of(match.group(1)))


# A thing to get a new part by a date: "Priory court gets a new backboard before the 3x3".
_GETS_NEW = re.compile(
    # (or asked when: "Does anyone know when the big kiln's getting its new element?")
    r"^(?:according to [^,]{1,40}, |(does anyone know|any idea|anyone know|do we know) when )?"
    r"((?:[a-z0-9'-]+ ){0,5}?[a-z0-9'-]+)"
    r"(?: gets| is getting| are getting| will get|'s getting|'re getting)"
    r" (?:a |an |its |their )?(?:new|replacement) ([a-z-]+)"
)
# Work to happen while something else shows: "scaffolding from Monday while the meeting house
# chimney is repointed".
_WHILE_DONE = re.compile(
    r"\bwhile (?:the |our )?((?:[a-z0-9'-]+ ){0,4}?[a-z0-9'-]+) (?:is|are) (?:being )?([a-z]+ed)\b"
)


def planned_work(sentence: str) -> Opening | None:
    """A thing to get a new part by a date, or work said to go on while something else is seen
    ("Friends may notice scaffolding from Monday while the chimney is repointed")."""
    match = _GETS_NEW.match(sentence)
    if match is not None and (match.group(1) or has_deadline(sentence)):
        heads = tuple(h for h in (*thing_of(match.group(2)), match.group(3)) if h)
        return Opening(SCHEDULED, None, sentence, heads=heads, objects=objects_of(match.group(2)))
    match = _WHILE_DONE.search(sentence)
    if match is not None and (heads := thing_of(match.group(1))):
        return Opening(SCHEDULED, match.group(2), sentence, heads=heads)
    return None
