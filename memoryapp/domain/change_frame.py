"""The frame of a change statement: which thing it says changed, and whether it restates the
head's frame with a new value (the value it leaves is read in
:mod:`memoryapp.domain.change_left`).

Three vetoes on :func:`memoryapp.domain.change_match.match_change`, each read from the
statement's structure, not from a model:

- ``other_subject`` (:mod:`memoryapp.domain.change_subject`, with this module's subject): the
  statement's grammatical subject is another thing than the head's. The subject is the noun
  phrase the statement opens with, up to its verb ("The dog" in "The dog moved from
  Lindenhof to a vet in Wil"); it is the changed thing only when the verb has no
  object of its own ("X moved from/to", "X is now", "X now runs on"), not in "The accountant
  switched our books over to QuickBooks" (an agent); after a pronoun, the thing a verb of
  moving moves stands for it when no tagged entity says they are one thing ("We moved *the
  car insurance* from Aviva"). It is
  another thing when a word of its own qualifies one of the head's ("*Backend* errors" for
  "Frontend errors are reported to Sentry", "*Personal* passwords" for "The team's shared
  passwords"; past the first of the head's words, only where the head has a qualifier of its
  own: "office *furniture* supplier" for "Our office stationery supplier"), or, without a
  tagged entity they share, when none of its words is in the head ("The dog" for "The cat
  goes to the Lindenhof vet"), or when a noun of its subject carries another number or label
  than the head gives it ("Year 10 maths" for "Year 9 maths":
  :func:`memoryapp.domain.loop_work.labels_of`, as a loop's closer is read), or when it is
  placed where the head never says while the head qualifies it with a word of its own ("The
  forklifts *at the Leeds depot*" for "The warehouse forklifts"). After the head's own
  subject, a verb acting on a thing the subject owns that the head never names is about that
  thing ("Brook Farm sells *its lambs*" for "Brook Farm sells its milk to Arla"), and so is
  the head's thing qualified otherwise ("fires its *bisque* kiln" for "fires its glaze kiln"),
  a person named by whose they are ("Isla's *brother* Finn"), or an act on a thing the head
  never names ("Hiring *the committee room*"). A new person in the head's role is its new
  value ("Gethin Parry will be coxswain of ..." for "Rhys Tudor is the coxswain ...").
- ``other_fact``: the statement keeps the head's fact and adds another
  (:mod:`memoryapp.domain.change_fact`, which reads it with this module's subject).
- ``other_value`` (:mod:`memoryapp.domain.change_left`): the statement names a value it
  leaves that is not in the head.

Words are compared by their light stem (:func:`memoryapp.domain.words.stem`), and a stem
of four letters or more matches a longer one it begins ("book" and "bookkeeping", "rehears" and
"rehearsal"). Every step is one pass over the words (a word's prefixes are bounded by
``MAX_WORD``), so the frame is linear in the text.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from .change_lead import COPULAS, past_the_lead
from .words import is_participle, stem

OTHER_SUBJECT = "change.other_subject"
OTHER_VALUE = "change.other_value"
SAME_FRAME = "change.same_frame"

MIN_PREFIX = 4
MAX_WORD = 24

TOKEN = re.compile(r"[^\W_][\w+#@-]*(?:\.[\w+#@-]+)*")
POSSESSIVE = re.compile(r"['\u2019]s\b")


def _words(*lines: str) -> frozenset[str]:
    return frozenset(" ".join(lines).split())


# A subject is read in the statement's first clause only.
# An arrow or an equals sign ends one too: "lanes 1-3 -> lanes 5-8", "deadline = 20th".
_CLAUSE_END = re.compile(r"[;:,()=\u2013\u2014\u2192]| - |->")
DETERMINERS = _words(
    "the a an our my your their his her its this that these those all some every each"
)
_PRONOUNS = _words("we i you they he she it someone everyone nobody one")
# What the head's own value is called once it is replaced: "The previous NTC number is no
# longer in service", "dial 102 instead of the old 9851074412".
_FORMER = _words("previous former old")
OWNERS = _words("his her its their our my your")
_PLACED = _words("at in")
# Between a subject and its verb: auxiliaries and adverbs ("has now", "is no longer").
BETWEEN = COPULAS | _words(
    "has have had will would shall should can could may might must do does did now just no ",
    "longer not never also finally recently officially already then still gets get got",
    # A negation's halves: "the studio doesn't fire ..." reads "doesn", "t".
    "doesn don didn isn aren wasn weren hasn haven hadn wouldn shouldn couldn t",
)
# Words that end a noun phrase: prepositions and conjunctions.
PREPOSITIONS = _words(
    "to from for of in on at by with off onto into over under out through via after before ",
    "since until instead as and or but than so because while",
)
# Verbs that end a noun phrase although they are not past forms (the changed thing's own
# verbs in the present, and the irregular pasts of taking over).
VERBS = _words(
    "go goes run runs use uses take takes took taken get gets sit sits live lives point points ",
    "land lands switch switches move moves change changes meet meets sees see went came comes ",
    "come sends send lands handles handle lost loses won wins sails leaves departs arrives",
    # What a head says someone does by habit: "Nadia wears ...", "Rosa charges ...".
    "wears eats drinks charges holds pours sells buys teaches coaches trains drives",
    "walks collects delivers supplies provides cleans mows services insures stocks serves",
    "owns rents pays chairs manages leads cuts costs fronts sings plays hosts grooms",
    "closes opens shuts calls",
    # Moving in the present: "the Sunday sessions relocate from Tempelhofer Feld to ...".
    "relocate relocates transfer transfers shift shifts migrate migrates",
    # When it starts: "their Saturday morning service kicks off at 8 now".
    "starts begins kicks finishes",
)
# Verbs of moving a thing to a new value: "<the thing> switched to ..." says what changed.
SHIFTS = _words(
    "switch switches switched move moves moved change changes changed shift shifts shifted ",
    "migrate migrates migrated transfer transfers transferred relocate relocates relocated",
    "swapped went go goes come comes",
)
# The prepositions that introduce a value slot: "runs on <value>", "is shipped to <value>".
SLOTS = _words("to on in at through via with")
# Particles of a verb ("picks up", "goes out"): the verb's complement is what follows them.
PARTICLES = _words("up out down back away")
# A verb followed by one of these (or by nothing) has no object: its subject is what changed.
_NO_OBJECT = _words("from to off onto into back away out through on in at with")


@dataclass(frozen=True)
class Veto:
    """Why a change statement is not about a head: the reason code and what was read."""

    reason: str
    detail: str


def stems_of(words: Iterable[str]) -> list[str]:
    return [stem(w[:MAX_WORD]) for w in words]


_ORDINALS = {
    "first": "1st",
    "second": "2nd",
    "third": "3rd",
    "fourth": "4th",
    "fifth": "5th",
    "sixth": "6th",
    "seventh": "7th",
    "eighth": "8th",
    "ninth": "9th",
    "tenth": "10th",
}


def _short_map(tokens: list[str]) -> dict[str, tuple[str, ...]]:
    """Each way a name among ``tokens`` is shortened, with the words it stands for: the
    initials of two to four words in a row ("model railway club": mrc, "rowing club": rc) and
    an ordinal in figures ("sixth": 6th)."""
    found: dict[str, tuple[str, ...]] = {_ORDINALS[t]: (t,) for t in tokens if t in _ORDINALS}
    run: list[str] = []
    for token in [*tokens, ""]:
        if token.isalpha() and token not in DETERMINERS and token not in PREPOSITIONS:
            run.append(token)
            continue
        for size in (2, 3, 4):
            for at in range(len(run) - size + 1):
                words = tuple(run[at : at + size])
                found["".join(w[0] for w in words)] = words
        run = []
    return found


def short_forms(tokens: list[str]) -> frozenset[str]:
    return frozenset(_short_map(tokens))


def spelled_out(said: frozenset[str], head: str) -> frozenset[str]:
    """The stems of the head's words that a short form among ``said`` stands for ("rc" in
    "Tynemouth RC's head coach" for "Tynemouth Rowing Club")."""
    tokens = TOKEN.findall(POSSESSIVE.sub("", head.lower()))
    shortened = _short_map(tokens)
    return frozenset(stem(w) for form in said & shortened.keys() for w in shortened[form])


class Held:
    """The head's stems, and every prefix of at least ``MIN_PREFIX`` letters of them."""

    def __init__(self, head: str) -> None:
        self.tokens = TOKEN.findall(POSSESSIVE.sub("", head.lower()))
        # The parts of a compound are the head's words too: "ice" of "sea-ice".
        parts = [part for token in self.tokens if "-" in token for part in token.split("-")]
        self.stems = frozenset(stems_of(self.tokens)) | frozenset(
            stems_of([part for part in parts if len(part) >= 3])
        )
        self.prefixes = frozenset(s[:n] for s in self.stems for n in range(MIN_PREFIX, len(s) + 1))
        self.short = short_forms(self.tokens)

    def has(self, word_stem: str) -> bool:
        if word_stem in self.stems or word_stem in self.prefixes or word_stem in self.short:
            return True
        if len(word_stem) >= MIN_PREFIX and any(s.endswith(word_stem) for s in self.stems):
            return True  # the last part of a compound: "the boat" for "our narrowboat"
        return any(word_stem[:n] in self.stems for n in range(MIN_PREFIX, len(word_stem)))

    def before(self, word_stem: str) -> str | None:
        """The content word right before the first head word ``word_stem`` matches."""
        previous = None
        for token in self.tokens:
            own = stem(token[:MAX_WORD])
            if own == word_stem or own.startswith(word_stem) or word_stem.startswith(own):
                return previous
            content = token not in DETERMINERS and token not in PREPOSITIONS
            previous = own if content and token not in BETWEEN else None
        return None


def is_verb(token: str) -> bool:
    return token in VERBS or is_participle(token)


@dataclass(frozen=True)
class Subject:
    phrase: list[str]  # the opening noun phrase's stems, in order
    thing: bool  # its verb has no object: the phrase is what changed
    shifted: bool  # and that verb is one of moving to a new value
    rest: list[str]  # the words after the verb's auxiliaries
    copula: bool = False  # "<phrase> is (now) <value>"
    said: str = ""  # the phrase as written (lower case), for the reason's detail
    # Its own complement ("leeds depot" in "The forklifts at the Leeds depot"), and whether
    # "at" or "in" places it there.
    where: tuple[str, ...] = ()
    placed: bool = False


def _clause(text: str) -> list[str]:
    lowered = past_the_lead(POSSESSIVE.sub("", text.lower()))
    return TOKEN.findall(_CLAUSE_END.split(lowered, maxsplit=1)[0])


def subject_of(statement: str) -> Subject | None:
    """The statement's opening noun phrase and what follows it (see :class:`Subject`); None
    after a pronoun or with no noun phrase."""
    tokens = _clause(statement)
    at = 0
    while at < len(tokens) and (tokens[at] in DETERMINERS or tokens[at] in _FORMER):
        at += 1
    if at == len(tokens) or tokens[at] in _PRONOUNS or is_verb(tokens[at]):
        return None  # "We moved ...", "Migrated the site ...": the changed thing is the object
    phrase: list[str] = []
    while at < len(tokens):
        token = tokens[at]
        if token in BETWEEN or token in PREPOSITIONS or token in VERBS:
            break
        if phrase and is_verb(token):
            break
        if (token in OWNERS or token in PARTICLES) and len(phrase) > 1:
            # "Brook Farm sells its milk", "Müller's tanker picks up the milk": the word before
            # an owner's "its" or a verb's particle is that verb.
            at -= 1
            phrase.pop()
            break
        phrase.append(token)
        at += 1
    if not phrase:
        return None
    where: tuple[str, ...] = ()
    placed = False
    if at < len(tokens) and tokens[at] in PREPOSITIONS:
        # "Payouts to sellers moved ...": the phrase's own complement, then its verb.
        start = at
        while at < len(tokens) and not (tokens[at] in BETWEEN or is_verb(tokens[at])):
            at += 1
        where = tuple(t for t in tokens[start + 1 : at] if t not in DETERMINERS)
        placed = tokens[start] in _PLACED
    copula = False
    while at < len(tokens) and tokens[at] in BETWEEN:
        copula = copula or tokens[at] in COPULAS
        at += 1
    after = tokens[at + 1] if at + 1 < len(tokens) else None
    # "took over our shipping" has an object; "switched over to Zulip" has none.
    taken_by = after == "over" and at + 2 < len(tokens) and tokens[at + 2] == "by"
    if after == "over":
        after = "to" if at + 2 < len(tokens) and tokens[at + 2] in ("to", "by") else "our"
    thing = copula or after is None or after in _NO_OBJECT
    # "The mowing has been taken over by Fernhill": a new holder takes the subject.
    shifted = thing and at < len(tokens) and (tokens[at] in SHIFTS or taken_by)
    copula = copula and not (at < len(tokens) and is_verb(tokens[at]))
    said = " ".join(phrase)
    return Subject(stems_of(phrase), thing, shifted, tokens[at:], copula, said, where, placed)


def moved_object(statement: str, held: Held) -> Subject | None:
    """After a pronoun and a verb of moving or the head's own verb ("We switched the cat to the
    vet on ...", "We now report frontend errors to Rollbar"), the object it moves to or from
    a value: then that object is what changed."""
    tokens = _clause(statement)
    if not tokens or tokens[0] not in _PRONOUNS:
        return None
    at = 1
    while at < len(tokens) and tokens[at] in BETWEEN:
        at += 1
    if at == len(tokens) or not (tokens[at] in SHIFTS or held.has(stem(tokens[at][:MAX_WORD]))):
        return None
    at += 1
    while at < len(tokens) and tokens[at] in DETERMINERS:
        at += 1
    start = at
    while at < len(tokens) and tokens[at] not in PREPOSITIONS and not is_verb(tokens[at]):
        at += 1
    if start == at or at == len(tokens) or tokens[at] not in _NO_OBJECT:
        return None
    said = " ".join(tokens[start:at])
    return Subject(stems_of(tokens[start:at]), True, True, tokens[at:], said=said)


# A pronoun names no value left: "so we dropped them for Mi7".
# (a currency's letters are no value: "from Rs. 240 to Rs. 255" for "240 rupees")
VALUE_STOP = (
    PREPOSITIONS | DETERMINERS | BETWEEN | _FORMER | _words("it them him her us rs inr ksh")
)


def same_frame(statement: str, head: str) -> str | None:
    """What says the statement restates the head's frame with a new value, or None: its
    subject's words (or, after "we"/"I", those of the object a verb of moving moves) are all in
    the head, one of them in the head's own subject, and either its verb moves that subject to
    a new value ("Wednesday pickup switched to ...", "We switched the cat to ..."), both say
    what it is ("Amir is now vegan" for "Amir is vegetarian"), both give the value after the
    same preposition ("Application logs now go to Datadog" for "... are shipped to
    Elasticsearch"; a value the head holds was already taken as repeated), or it repeats
    one of the head's other words after its subject ("CI now runs on GitHub Actions" for "CI
    runs on Jenkins", "Bookkeeping is now done in Sage" for "The bookkeeping is done in
    Xero"), or a new holder takes over what the head holds ("Ms Osei has taken over Year 9
    maths" for "Year 9 maths is taught by Mr Hale"), or a new holder, named, is said to be the
    head's role for the head's group (:func:`_role_held`)."""
    held = Held(head)
    taken = _taken_over(statement)
    if taken and all(held.has(w) for w in taken.phrase):
        return f"{taken.said} taken over"
    if (ours := _we_do_it(statement, held)) is not None:
        return ours
    found, theirs = subject_of(statement) or moved_object(statement, held), subject_of(head)
    if found is None or theirs is None:
        return None
    named = written_as_a_name(statement, found.said) and written_as_a_name(head, theirs.said)
    if named and (role := _role_held(found, theirs, held)) is not None:
        return f"{found.said} is {role}"
    if named and (verb := new_doer(found, theirs, held)) is not None:
        return f"{found.said} {verb} ..."
    their_subject = Held(" ".join(theirs.phrase))
    if not all(held.has(w) for w in found.phrase):
        return None
    if _done_by_another(found, theirs):
        return f"{found.said} {found.rest[0]} by ..."
    if not any(their_subject.has(w) for w in found.phrase):
        return None
    if found.shifted and not (SLOTS | COPULAS).isdisjoint(held.tokens):
        # A move needs a value in the head it can replace: a place, a time, a holder ("is at
        # 3:15", "writes to S3"); "Priya moved to Lisbon" does not restate "Priya drinks ...".
        return f"{found.said} {found.rest[0]}"
    if found.copula and theirs.copula:
        return f"{found.said} is ..."
    repeated = [w for w in stems_of(t for t in found.rest if t not in VALUE_STOP) if held.has(w)]
    if repeated:
        return f"{found.said} ... {repeated[0]}"
    slot = _slot(found.rest)
    if slot is not None and slot == _slot(theirs.rest):
        return f"{found.said} ... {slot} <another value>"
    return None


# Verbs that put someone into a role: "Dominic Verrall was elected squire of ...".
_ELECTED = _words("elected appointed named voted chosen installed")


def role_said(found: Subject) -> list[str] | None:
    """The words that say what the subject is: after its copula ("Gethin Parry will be
    coxswain of ..."), or after a verb that puts it into a role ("was elected squire of ...",
    "was voted in as chair"), or None."""
    if found.copula:
        return found.rest
    if found.rest[:1] and found.rest[0] in _ELECTED:
        return [t for t in found.rest[1:3] if t not in ("in", "as")] + found.rest[3:]
    return None


# What "we'll", "we've" and "I'd" leave after the pronoun.
_CONTRACTED = _words("ll ve d")


def _we_do_it(statement: str, held: Held) -> str | None:
    """After "we" or "I", the head's own verb with no object and the preposition the head
    gives its value with: "From next week we'll be practising on Thursdays" for "The
    bell-ringers practise on Wednesday evenings"."""
    tokens = _clause(statement)
    if not tokens or tokens[0] not in _PRONOUNS:
        return None
    at = 1
    while at < len(tokens) and (tokens[at] in BETWEEN or tokens[at] in _CONTRACTED):
        at += 1
    if at + 1 >= len(tokens) or tokens[at + 1] not in SLOTS:
        return None
    verb = stem(tokens[at][:MAX_WORD])
    theirs = next((n for n, t in enumerate(held.tokens) if stem(t[:MAX_WORD]) == verb), None)
    if theirs is None or held.tokens[theirs + 1 : theirs + 2] != [tokens[at + 1]]:
        return None
    return f"{tokens[0]} {tokens[at]} {tokens[at + 1]} <another value>"


def _role_held(found: Subject, theirs: Subject, held: Held) -> str | None:
    """The role a new holder (a name) is said to be, when it is the head's and everything said
    of it is in the head: "Tomás Reyes will be Brown Owl for the 5th Leeds Brownies" for "Ann
    Hale is Brown Owl of the 5th Leeds Brownie pack" (not "... of the 2nd Otley pack":
    another pack's)."""
    role = role_said(found)
    if role is None or not theirs.copula or found.phrase == theirs.phrase:
        return None
    said = [t for t in role if t not in VALUE_STOP and t != "now"]
    their_role = [t for t in theirs.rest if t not in VALUE_STOP][:1]
    if not said or stems_of(said[:1]) != stems_of(their_role):
        return None
    return said[0] if all(held.has(w) for w in stems_of(said)) else None


def new_doer(found: Subject, theirs: Subject, held: Held) -> str | None:
    """The head's verb, when another doer is said to do it to the head's thing: "Rohan will
    run the staff football pool" for "Dev Patel runs the football pool for the staff" (what it
    is done to all in the head)."""
    if found.copula or theirs.copula or found.phrase == theirs.phrase:
        return None
    if not found.rest or not theirs.rest or stems_of(found.rest[:1]) != stems_of(theirs.rest[:1]):
        return None
    if found.rest[1:2] and found.rest[1] in OWNERS:
        return None  # "Dunmoor Fishery sells *its* day tickets ...": its own, not the head's
    # Two words at least: a clause cut short ("takes the 8") says too little of what it is.
    done_to = [t for t in found.rest[1:] if t not in VALUE_STOP and t != "now"]
    named = len(done_to) > 1 and all(held.has(w) for w in stems_of(done_to))
    return found.rest[0] if named else None


def _done_by_another(found: Subject, theirs: Subject) -> bool:
    """Whether the head's thing is said to be done by someone, with the head's own verb ("the
    staff football pool is run by Rohan" for "Dev Patel runs the staff football pool") or
    with the head's subject and its thing together ("Holmebridge Camera Club meetings will be
    hosted by the gallery" for "Holmebridge Camera Club holds its Tuesday meetings in ...")."""
    if theirs.copula or not theirs.rest or found.rest[1:2] != ["by"]:
        return False
    their_subject = Held(theirs.said)
    own = [w for w in found.phrase if not their_subject.has(w)]
    both = bool(own) and len(own) < len(found.phrase)
    return both or stems_of(found.rest[:1]) == stems_of(theirs.rest[:1])


def written_as_a_name(text: str, said: str) -> bool:
    """Whether ``said`` (lower case) is written in ``text`` with every word capitalised, as a
    person's name is ("Tomás Reyes", not "the podcast script")."""
    found = re.search(rf"(?<!\w){re.escape(said)}(?!\w)", text.lower())
    if found is None:
        return False  # not a word of it ("park" in "Parking" is no name)
    return all(word[:1].isupper() for word in text[found.start() : found.end()].split())


def _slot(rest: list[str]) -> str | None:
    """The preposition that introduces the value right after the verb ("go *to* Datadog",
    "is now *on* NATS"), if any."""
    for token in [t for t in rest[:3] if t not in PARTICLES][:2]:
        if token in SLOTS:
            return token
    return None


def _phrase_end(tokens: list[str], at: int) -> int:
    """Where the noun phrase from ``at`` ends: at a preposition or a verb."""
    while at < len(tokens) and not (tokens[at] in PREPOSITIONS or is_verb(tokens[at])):
        at += 1
    return at


_TAKES = _words("take takes took taken taking")
_WON = _words("won wins")


def _taken_over(statement: str) -> Subject | None:
    """What "<someone> took over <the thing>" (or "won the contract for <the thing>") takes
    over: the noun phrase after "over" (or "for")."""
    tokens = _clause(statement)
    for at in range(len(tokens) - 1):
        won = tokens[at] in _WON and "for" in tokens[at + 1 : at + 5]
        if tokens[at + 2 : at + 3] == ["as"]:
            continue  # "has taken over as treasurer": a role of its own, no thing taken
        if (tokens[at] in _TAKES and tokens[at + 1] == "over") or won:
            start = tokens.index("for", at) + 1 if won else at + 2
            while start < len(tokens) and tokens[start] in DETERMINERS:
                start += 1
            end = _phrase_end(tokens, start)
            if end == start:
                return None
            # Where the thing taken over is is part of it: "the volunteers at the Walkley food
            # bank" (not only "the volunteers").
            if not won and end < len(tokens) and tokens[end] in ("at", "in"):
                end = _phrase_end(tokens, end + 1)
            said = " ".join(tokens[start:end])
            return Subject(stems_of(tokens[start:end]), True, True, tokens[end:], said=said)
    return None
