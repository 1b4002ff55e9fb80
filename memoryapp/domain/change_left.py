"""The value a change statement leaves (the ``other_value`` veto of
:func:`memoryapp.domain.change_match.match_change`, and the value left it is matched by).

The statement names the value it leaves ("from 1am", "instead of API keys", "off Jenkins",
"replaced Redis", "no more seaweed", "dropped DHL", "ditched Suma") and that value is not in
the head: it changed another fact ("The nightly export now starts at 3am instead of 1am" is
not a change of "The nightly export writes to S3"). A "from" after the value it moves to is
when the change starts ("changed to 17:30 from Monday"), and a "from" after a verb of coming
or buying, after "is", or inside an agent's "by" phrase is an origin ("comes from Kerry
Catch", "the sweets are from Chandni's", "shorn by a gang from Brecon"): neither is a value it
leaves. Nor is a "from" that says who someone is ("a lad from the village", "Ellie from down
the road") or that names the new value ("order it from Crumb & Co instead"). A value ended as
the statement's subject ("Aviva no longer insures the house") is read by :func:`ended_value`.
Each pattern is an alternation of fixed words, so each reading is linear in the text.
"""

from __future__ import annotations

import re

from .change_frame import (
    OTHER_VALUE,
    POSSESSIVE,
    SHIFTS,
    TOKEN,
    VALUE_STOP,
    VERBS,
    Held,
    Veto,
    stems_of,
    subject_of,
)
from .words import WEEKDAY, is_participle, word_set

# The value a statement leaves: after "from", "off", "instead of", "replaced"/"replacing" (not
# "replaced by/with", which name the new value), up to two words; and where it moves to.
LEAVES = re.compile(
    # "Off" leaves a value only after a verb ("moved off Jenkins"), not as a place ("up on
    # the old airfield off the B1135").
    r"(?<![\w-])(?:from|(?:(?<=ed )|(?<=ing )|(?<=took )|(?<=taken )|(?<=came )|(?<=come )"
    r"|(?<=got ))off|instead of|rather than|no more|nae mair"
    r"|(?<!was )(?<!been )dropped(?! in favou?r)|ditched|dumped"
    r"|replac(?:ed|ing)(?! by| with)|\((?:was|previously|formerly)|supersed(?:es|ing)"
    r"|stepped in for|(?:took|taken|takes|take|taking) the place of)\s+"
    r"(?:the\s+|our\s+|a\s+|an\s+|my\s+|their\s+)?"
    # (letters of any script: "from Elías up to ...")
    r"([^\W_][\w+#.@:-]*(?:\s+[^\W_][\w+#.@:-]*)?)"
)
_MOVES_TO = re.compile(r"\b(?:to|onto|into)\s")
# A "from" that names where the new value comes from or who someone is, not a value left:
# after a verb of coming or buying ("our seafood comes from Kerry Catch"), or inside an
# agent's "by" phrase ("shorn by a contract gang from Brecon").
_ORIGIN = re.compile(
    # Where a thing is from: "the sweets are from Chandni's these days".
    r"(?:\b(?:is|are|was|were)|['\u2019](?:s|re)"
    # Where something sets off: "the night walks start from Haresfield Beacon car park".
    r"|\b(?:starts?|starting|sets? off|sets? out|departs?|leaves)"
    # Who a message is from: "Got the email from Coach Dave: ...".
    r"|\b(?:email|e-mail|letter|message|text|call|note|word|update|notice|reply|psa|post|heard"
    r"|reminder|memo|announcement|bulletin"
    r"|heard it)"
    # What a supplier charges: "increases in bread and sausage costs from our supplier".
    r"|\b(?:costs?|increases?|prices?|rises?|charges?)"
    r"|\b(?:comes?|came|coming|sourced|bought|buys?|ordered|orders?|supplied|delivered"
    r"|arrives?|arrived|imported|hired|leased|rented|borrowed|came back|comes back|returned)"
    r"|\bby(?:\s+[a-z0-9'.-]+){1,3}"
    # What a thing is made with, then where that is from: "made with white teff from the
    # Gojjam farmers' union".
    r"|\b(?:made|baked|brewed|cooked) (?:with|from)(?:\s+[a-z0-9'.-]+){1,3}"
    # What a verb of getting or buying gets, then where from: "gets its hops from Simply Hops"
    # (not what is no longer got: "stopped getting milk from Dale Farm").
    r"|(?<!stopped )(?<!longer )(?<!not )(?<!n't )(?<!never )"
    r"\b(?:gets?|getting|buys?|buying|bought|orders?|ordered|sources?|sourced|imports?|importing"
    r"|receives?"
    r"|received|leases|leasing|leased|renting|rented|hiring)"
    r"(?:\s+[a-z0-9'.-]+){1,4})\s+$"
)
# How far back an origin's verb or agent is looked for.
_ORIGIN_CHARS = 48


# A "from" that says when: "from this month the bins are emptied on Fridays".
_FROM_A_TIME = re.compile(
    r"from (?:this|next|the start of|the end of) (?:week|month|year|term|season|quarter)\b"
    # A date or a numbered issue: "from 1 April", "from 2026", "from the Advent issue".
    r"|from (?:the )?(?:\d{1,2}(?:st|nd|rd|th)? (?:of )?)?(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?"
    r"|apr(?:il)?|may"
    r"|june?|july?|aug(?:ust)?|sep(?:t|tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b"
    r"|from (?:the )?(?:19|20)\d\d\b|from (?:here|now|then) on\b|from (?:the )?next\b"
    r"|from (?:today|tomorrow)\b|from (?:this|next) [a-z]+(?=,)"
    # "cleaned by a new team from Monday" (not "moved from Monday to Wednesday").
    r"|from (?:next |this )?" + WEEKDAY + r"\b(?! (?:to|till|until)\b)"
    # A span: "on Sunday afternoons now, from 2 till 5".
    r"|from \d{1,2}(?:[:.]\d\d)? ?(?:am|pm)? (?:till|until|til) \d"
    r"|from the (?:[a-z0-9'-]+ ){1,2}(?:issue|edition|term|season|vintage|intake|semester)\b"
    # Said first, before a comma: "From the spring inspection, the apiary will be at ...".
    r"|^from (?:[a-z0-9'-]+ ){0,5}[a-z0-9'-]+,"
)


_FROM_AFTER = ("with effect ", "axed ", "scrapped ", "withdrawn ")
# A "from" that names the new value: "order it from Crumb & Co instead".
_FROM_INSTEAD = re.compile(r"from (?:[a-z0-9&'.-]+ ){1,6}instead\b")
# Where the notice is read: "From the Beth Shalom bulletin: ...", "from the net manager's desk".
_FROM_A_SOURCE = re.compile(
    r"from (?:the |our |a )?(?:[a-z0-9'-]+ ){0,4}(?:bulletin|newsletter|minutes|notice|magazine"
    r"|website|noticeboard|desk|group chat)\b"
)
# A "from" that says who someone is: "a lad from the village", "Marcus from PawPals".
_PEOPLE = word_set(
    "lad lass man woman guy girl boy bloke chap lady fellow someone somebody person people",
    "neighbour neighbor friend lads lasses men women guys girls boys blokes chaps ladies",
    "fellows folks",
)
# Or someone's age and home, said of them: "Ki Anom Prasetyo, 34, from Bantul, now ...".
_AGE_BEFORE = re.compile(r", \d{1,3}, $")
# Words of a value left that name none of it: "the Bishoftu people" are Bishoftu.
_NOT_THE_VALUE = VALUE_STOP | _PEOPLE
_NAME_BEFORE = re.compile(r"(?:^|(\S+) )([A-Z][\w'-]*) $")


def is_origin(text: str, at: int, cased: str = "") -> bool:
    """Whether the "from" at ``at`` in ``text`` (lower case) names an origin, a time, the new
    value or who someone is: no value the change leaves. ``cased``: ``text`` as written, to
    read a name before the "from" ("Ellie from down the road")."""
    if any(p.match(text, at) for p in (_FROM_A_TIME, _FROM_INSTEAD, _FROM_A_SOURCE)):
        return True
    if text.endswith(_FROM_AFTER, 0, at):
        return True  # "with effect from Easter" says when; "axed from the timetable", where
    before = text[max(0, at - _ORIGIN_CHARS) : at]
    last = before.split()[-1] if before.split() else ""
    if _ORIGIN.search(before) or last in _PEOPLE or _AGE_BEFORE.search(before):
        return True
    return len(cased) == len(text) and _named_person(cased[max(0, at - _ORIGIN_CHARS) : at])


def _named_person(before: str) -> bool:
    """Whether ``before`` ends with a name that is no verb's object ("is Ellie", "and Marcus",
    not "moved Jenkins": that "from" is the value Jenkins leaves)."""
    found = _NAME_BEFORE.search(before)
    if found is None or found.group(1) is None:
        return False
    previous = found.group(1).lower()
    return not (previous in SHIFTS or is_participle(previous) or previous in VERBS)


# The value a change ends, said as its subject: "Aviva no longer insures the house",
# "LinguaPro has been dropped", "Riverside Vets was replaced by Hillview", "Priya has stopped
# walking Biscuit".
_ENDED = re.compile(
    r"^(?:the\s+|our\s+|my\s+)?([a-z0-9][a-z0-9+#_.@-]*"
    r"(?:\s+(?!(?:is|are|was|were|has|have|got|no|stopped)\b)[a-z0-9][a-z0-9+#_.@-]*)?)\s+"
    r"(?:is no longer|are no longer|no longer|(?:has|have) been (?:dropped|replaced|let go)"
    r"|(?:was|were|got) (?:dropped|replaced|let go)|(?:has |have )?stopped [a-z]+ing"
    r"|lost (?:the |our )?(?:[a-z-]+ ){0,2}(?:contract|account|tender|business)"
    r"|(?:has |have |had )?(?:shut|closed|stood|stepped) down|fell through|went bust"
    r"|(?:has |have |had )?retired)\b"
)


def ended_value(statement: str, head: str) -> str:
    """The value a clause of the statement ends by naming it as its subject ("Aviva no longer
    insures the house", "LinguaPro has been dropped"), when that subject is not the head's own
    ("The nightly export no longer writes to S3" ends no value of its own), or ""."""
    theirs = subject_of(head)
    own = Held(" ".join(theirs.phrase)) if theirs else None
    for clause in POSSESSIVE.sub("", statement.lower()).split(";"):
        found = _ENDED.match(clause.strip())
        if found is None:
            continue
        words = stems_of(TOKEN.findall(found.group(1)))
        if own is None or not any(own.has(w) for w in words):
            return found.group(1)
    return ""


_DOERS = word_set("us them me him her we")
_THOUSANDS = re.compile(r"^([0-9]+)k$")
_VALUE_CHARS = 40


def other_value(statement: str, head: str) -> Veto | None:
    """Whether the statement leaves a value the head does not hold (module rule)."""
    cased = POSSESSIVE.sub("", statement)
    text = cased.lower()
    last_to = max((m.start() for m in _MOVES_TO.finditer(text)), default=-1)
    held = Held(head)
    origin_said = False
    for match in LEAVES.finditer(text):
        if match.group(0).startswith("from") and 0 <= last_to < match.start():
            continue  # "changed to 17:30 from Monday": when, not what it leaves
        if match.group(0).startswith("from") and (
            origin_said or is_origin(text, match.start(), cased)
        ):
            # A "from" after an origin tells more of it: "gets its flowers from Van Dijk,
            # straight off the lorry from Aalsmeer".
            origin_said = True
            continue
        words = [w for w in TOKEN.findall(match.group(1)) if w not in _NOT_THE_VALUE]
        doing = [w for w in TOKEN.findall(match.group(1)) if w not in _DOERS][:1]
        if match.group(0).startswith(("rather", "instead")) and doing and doing[0].endswith("ing"):
            # "rather than us buying Moti Mahal's": the value left is what the doing is of.
            after = text[text.index(doing[0], match.start()) + len(doing[0]) :][:_VALUE_CHARS]
            words = [w for w in TOKEN.findall(after) if w not in VALUE_STOP][:2]
        # (a sum in thousands is the head's "25,000": "went from 25k to 30k")
        # (nor are a clock's zero minutes: "from 9:00 to 9:30" for "starts at 9 a.m.")
        words = [_THOUSANDS.sub(r"\1", w) for w in words if w != "00"]
        missing = [w for w, s in zip(words, stems_of(words), strict=True) if not held.has(s)]
        if words and missing:
            return Veto(OTHER_VALUE, f"leaves {' '.join(words)}, not in the head")
    return None
