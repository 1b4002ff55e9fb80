"""Whether a completion is about a loop's own work, read by structure, with the reason.

A completion that shares words with an opener may have finished another piece of work of
the same kind. It is the opener's work (:func:`work_match`) when it shares enough of the
opener's work words, names what the work is done to (the opener's ``heads``), and none of
these says it is another thing:

- another number or version where the opener names one ("plot 9" for "plot 12");
- another label of the same noun ("block A" for "block B", "flat 2" for "flat 4");
- a word of its own qualifying a shared one ("the *Spanish* leaflet" for the Portuguese one);
- another place or party after the same preposition ("the certificates *on the database
  servers*" for those on the edge proxies; "sent *to the supplier*" for a quote promised to
  the client).

An embedding close to the opener's stands in for the word count and the heads, never for a
shared word: a cosine alone does not close a loop.

Each reading is a single pass over the words of the two texts.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .loop_closing import DETERMINERS
from .loop_words import STATE_WORDS, TITLES
from .noun_phrases import PARTICLES, is_preposition
from .words import (
    COUNT_WORDS,
    WEEKDAY,
    action_stems,
    content_stems,
    lowered,
    past_form,
    stem,
    stop_word,
    word_set,
    words_of,
)

NO_COMPLETION = "loop.miss.no_completion"
SAME_SUBJECT = "loop.match.same_subject"
SAME_WORK = "loop.match.same_work"
SIMILAR = "loop.match.similar"
TOO_FEW_SHARED = "loop.miss.too_few_shared_words"
NOT_ITS_OBJECT = "loop.miss.not_its_object"
ANOTHER_NUMBER = "loop.miss.another_number"
ANOTHER_LABEL = "loop.miss.another_label"
ANOTHER_QUALIFIER = "loop.miss.another_qualifier"
ANOTHER_PLACE_OR_PARTY = "loop.miss.another_place_or_party"
ANOTHER_MONTH = "loop.miss.another_month"
STILL_TO_COME = "loop.miss.still_to_come"


@dataclass(frozen=True)
class WorkMatch:
    """Whether a completion is about the opener's work, and why (a ``loop.match.*`` or
    ``loop.miss.*`` reason code)."""

    same: bool
    reason: str


@dataclass(frozen=True)
class Work:
    """What the rules know of an opener's work: its ``words`` (stems), its ``verb``, who
    was to do it (``agent`` stems), what it is done to (``heads``), its ``text`` (the main
    clause), whom it was promised to (``recipient``) and its nouns' ``labels``."""

    words: frozenset[str]
    verb: str | None = None
    agent: frozenset[str] = frozenset()
    heads: tuple[str, ...] = ()
    # What a head that is an action acts on ("the label redesign": label).
    objects: tuple[str, ...] = ()
    text: str = ""
    recipient: str = ""
    # Its labelled nouns, read in the text as written (:func:`labels_of`).
    labels: tuple[tuple[str, str], ...] = ()
    # The stems whose past forms finish it (memoryapp.domain.loops.opener_work).
    finished_by: frozenset[str] = frozenset()


_NUMBERED = re.compile(r"\d")
_DAYS = re.compile(rf"\b{WEEKDAY}\b")
# Thanks and greetings before a name, in the Englishes and languages the notes are written in.
_GREETINGS = word_set(
    "thanks thank cheers ta diolch merci gracias danke obrigado asante shukran salamat vinaka",
    "hi hello dear morning evening",
)
_WHEN_OWNS = frozenset(
    stem(w) for w in word_set("year's week's month's season's weekend's today's tonight's")
)
# Words and punctuation in order: a mark between two words keeps them apart.
_TOKENS = re.compile(r"[a-z0-9](?:[a-z0-9'-]|\.(?=[a-z0-9]))*|[^\sa-z0-9]")
# A noun and its label, in the text as written: "block B", "flat 4", "gate 12a" (a capital
# letter other than "I", or a token that starts with a digit and is no clock time or date).
_LABELLED = re.compile(
    r"\b([A-Za-z][a-z-]+) ([A-HJ-Z]|(?!\d{1,2}[:.]\d{2}\b|\d{1,2}/\d)\d[0-9A-Za-z.]*)\b"
)
# Numbers that name no thing: when, as a log's entries say it ("log 11/03 10:40", "Dispatch
# 06:15 -"), or how much past a bound ("haze PSI already above 200").
_NAMING_NOTHING = re.compile(
    r"\b\d{1,2}:\d{2}\b|\b\d{1,2}/\d{1,2}(?:/\d{2,4})?\b|\b(?:above|below|under) \d[\d.,]*"
)

# The prepositions whose object tells one place or party from another.
_PLACING = frozenset({"on", "at", "in", "to", "for", "from", "into", "of", "about"})
# Another month named than the opener's: "paid the february invoice" for "march's invoice".
_MONTHS = word_set(
    "january february march april may june july august september october november december"
)
# What follows a verb, not a noun: after "to <word>" it makes "to" an infinitive's.
_STARTS_AN_OBJECT = DETERMINERS | PARTICLES
# "a new invoice", "another invoice": one more of a kind the opener names, not the opener's.
_ANOTHER_ONE = re.compile(r"\b(?:a new|an? other|another|a second|a fresh|more) ([a-z0-9'-]+)")


# ("the whole drinker line" is the drinker line)
_COUNT_WORDS = COUNT_WORDS | word_set("several whole entire complete")


def _qualifies_another(closer_text: str, opener_words: frozenset[str], own_stem: str) -> bool:
    """Whether the closer puts a word of its own right before one of the opener's ("the
    *Spanish* leaflet" for "the Portuguese leaflet", "the *kitchen* tiles" for "the bathroom
    tiles"): then it finished another thing of the same kind."""
    previous = ""
    tokens = _TOKENS.findall(lowered(closer_text))
    for n, token in enumerate(tokens):
        plain = stop_word(token) or is_preposition(token) or not token[0].isalnum()
        word = "" if plain else stem(token)
        # "New" says the thing was renewed, not which thing ("new breaker on the freezer"):
        # one more of it is :func:`_one_more`'s to judge.
        word = "" if word in STATE_WORDS or token in _MORE_OF else word
        # (a word of thanks before a title and a name is no qualifier: "Diolch Mr Pugh!")
        greeted = n == 1 and token in TITLES and tokens[0] in _GREETINGS
        if word in opener_words and previous and previous not in opener_words and not greeted:
            return True
        # A count is how many, not which: "ran 2,000 labels", "all twelve bays".
        counted = token.isdigit() or token in _COUNT_WORDS
        modifier = word and word != own_stem and not past_form(token) and not counted
        previous = word if modifier else ""
    return False


# A thing said to be spent or broken, and verbs of renewing it: its "new" one is the work done.
_WORN = word_set(
    "broken worn cracked snapped split bent damaged faulty dead blown torn frayed leaking",
    "jammed buckled missing old tired gone empty lost stolen",
    # A fault said by what it does or will not do: "keeps cutting out", "won't seal", "fraying".
    "keeps won't isn't doesn't stopped died fraying frayed stuck seized",
)
_MORE_OF = word_set("new more another second fresh")
_RENEWING = frozenset(stem(w) for w in word_set("replace renew swap change fix repair"))


def _one_more(work: Work, closer_text: str, opener_words: frozenset[str]) -> bool:
    """Whether the closer names one more of a thing the opener names ("sent *a new* invoice"
    for "chase the overdue invoice"), when the opener itself did not speak of a new one, nor
    of one to replace ("the worn belt is yet to be replaced": "fitted a new drive belt")."""
    said = set(words_of(work.text))
    if not said.isdisjoint(_MORE_OF) or not said.isdisjoint(_WORN):
        return False  # "order more shampoo" is finished by "ordered more shampoo"
    if stem(work.verb or "") in _RENEWING:
        return False
    return any(stem(w) in opener_words for w in _ANOTHER_ONE.findall(lowered(closer_text)))


def _modifiers(text: str) -> dict[str, frozenset[str]]:
    """The content words right before each noun of a run ("the water damage claim":
    {"claim": {"water", "damag"}}), by stem; a past form or a state word ends a run."""
    found: dict[str, frozenset[str]] = {}
    run: list[str] = []
    for token in _TOKENS.findall(lowered(text)):
        word = "" if stop_word(token) or not token[0].isalnum() else stem(token)
        if not word or word in STATE_WORDS or past_form(token):
            run = []
            continue
        found[word] = frozenset(run)
        run.append(word)
    return found


def _requalified(work: Work, closer_text: str) -> bool:
    """Whether the closer gives a noun the opener qualifies ("the water damage claim") a
    qualifier of its own after it ("the claim *for the stolen bike*") and drops the opener's:
    another thing of the same kind."""
    closer = _modifiers(closer_text)
    placed = _placed(closer_text)
    words = words_of(closer_text)
    for noun, modifiers in _modifiers(work.text).items():
        if not modifiers or noun not in closer or modifiers & closer.keys():
            continue
        for n, word in enumerate(words[:-1]):
            after = words[n + 1]
            if stem(word) == noun and after in ("for", "of") and placed.get(after):
                return placed[after] not in work.words
    return False


def labels_of(text: str) -> tuple[tuple[str, str], ...]:
    """Each labelled noun with its label: ("block", "b") for "the lift in block B"."""
    return tuple((stem(lowered(noun)), lowered(label)) for noun, label in _LABELLED.findall(text))


_NEEDS = word_set("needs need wants requires")


def _noun_after(words: list[str]) -> str:
    """The last word of the run of content words ``words`` begins with (past determiners):
    "the database servers were rotated": servers; "" for a time or a pronoun. A past form ends
    the run."""
    head = ""
    for word in words:
        # A past form or a verb of need after the noun is the sentence's verb ("for the
        # staff intranet renewed", "on pontoon B needs doing").
        if head and (stop_word(word) or past_form(word) or word in _NEEDS):
            break
        if not stop_word(word):
            head = word
    return head


def _placed(text: str) -> dict[str, str]:
    """What follows each placing preposition, by its head: {"on": "proxi"} for "the
    certificates on the edge proxies"."""
    words = words_of(text)
    found: dict[str, str] = {}
    for n, word in enumerate(words):
        if word == "to" and words[n + 2 : n + 3] and words[n + 2] in _STARTS_AN_OBJECT:
            continue  # "to confirm the delivery day", "to draw up the rota": an infinitive
        if word in _PLACING and word not in found:
            head = _noun_after(words[n + 1 : n + 6])
            if head and not head[0].isdigit():  # "at 9", "at 2pm": a time, not a place
                found[word] = stem(head)
    return found


# Where a closer's clauses part: "the alpacas are shorn and their fleece is bagged in the barn".
_CLAUSES = re.compile(r"[,;:]| and | but | while ")


def _about_the_work(work: Work, closer_text: str) -> str:
    """The closer's clauses that name one of the opener's work words (a place said in a clause
    about something else is no place of the work)."""
    clauses = _CLAUSES.split(closer_text)
    return " ; ".join(c for c in clauses if not work.words.isdisjoint(content_stems(c)))


_COMES_NEXT = re.compile(
    r"\b(?:is|are|'s|'re) (?:next|still (?:to (?:do|come|go)|on|booked|due|planned|pending))\b"
    r"|^ ?not (?:the|our|their|his|her|its) "
)


def still_to_come(work: Work, closer_text: str) -> bool:
    """Whether the closer says that the opener's work is still to come, or was not what it
    did: a clause naming one of its work words is "next", "still on" or "not the ..."
    ("weighed the barn owl; the Harris hawks are next", "hole nine is still on for Monday",
    "rekeyed the locks at the newsagent, not the florist"), or what follows its "but" names
    one the rest does not ("restocked the oil in the sauna, but the birch whisks are on back
    order")."""
    before, but, after = lowered(closer_text).partition(" but ")
    if but and (content_stems(after) & work.words) - content_stems(before):
        return True
    for clause in _CLAUSES.split(lowered(closer_text)):
        if _COMES_NEXT.search(clause) and not work.words.isdisjoint(content_stems(clause)):
            return True
    return False


def _another_place_or_party(work: Work, closer_text: str, closer_words: frozenset[str]) -> bool:
    """Whether the closer puts another noun after a placing preposition the opener also uses
    with a noun of its own, neither naming the other's ("on the database servers" for "on the
    edge proxies"); a promise's recipient counts as its "to"."""
    opener = _placed(work.text)
    if work.recipient:
        opener.setdefault("to", stem(work.recipient))
    for preposition, noun in _placed(_about_the_work(work, closer_text)).items():
        theirs = opener.get(preposition)
        if theirs and theirs != noun and noun not in work.words and theirs not in closer_words:
            return True
    return False


def _names_its_object(work: Work, closer_text: str) -> bool:
    """Whether the closer names what the opener's action acts on as a thing of the opener's
    ("the new pallet labels are live" for "kicked off the pallet label redesign"), not as the
    modifier of a thing of its own ("user manual *printing* delivered" for "the translation
    of the user manual"): the run of content words from the named one ends on an opener's
    word (a past form ends a run: "labels redesigned")."""
    objects = {stem(o) for o in work.objects}
    words = words_of(closer_text)
    for n, word in enumerate(words):
        if stem(word) not in objects:
            continue
        end = n
        while end + 1 < len(words):
            following = words[end + 1]
            if stop_word(following) or is_preposition(following) or past_form(following):
                break
            end += 1
        if stem(words[end]) in work.words:
            return True
    return False


def another_thing(work: Work, closer_text: str, closer_words: frozenset[str]) -> str | None:
    """The reason the closer names another thing than the opener's work, or None."""
    own_stem = stem(work.verb) if work.verb else ""
    opener_words = work.words - {own_stem}
    numbered = opener_words & _numbers(work.text)
    others = closer_words & _numbers(closer_text)
    if numbered and others and not numbered & others:
        return ANOTHER_NUMBER
    months, their_months = _MONTHS & set(words_of(work.text)), _MONTHS & set(words_of(closer_text))
    if months and their_months and not months & their_months:
        return ANOTHER_MONTH
    theirs = dict(work.labels)
    if any(theirs.get(noun, label) != label for noun, label in labels_of(closer_text)):
        return ANOTHER_LABEL
    # The day the opener names is no other thing's ("Saturday's lantern walk is cancelled"),
    # nor is this year's or this week's ("this year's Games are aff").
    days = frozenset(stem(day) for day in _DAYS.findall(lowered(work.text))) | _WHEN_OWNS
    if _qualifies_another(closer_text, opener_words | days, own_stem):
        return ANOTHER_QUALIFIER
    if _one_more(work, closer_text, opener_words) or _requalified(work, closer_text):
        return ANOTHER_QUALIFIER
    if _another_place_or_party(work, closer_text, closer_words):
        return ANOTHER_PLACE_OR_PARTY
    return None


def _numbers(text: str) -> frozenset[str]:
    """The stems of ``text``'s numbers that may name a thing (not a time, a date or a
    bound)."""
    said = _NAMING_NOTHING.sub(" ", text.lower())
    return frozenset(stem(w) for w in words_of(said) if _NUMBERED.search(w))


def _shared(opener: frozenset[str], closer: frozenset[str]) -> int:
    """How many work words two texts share, a noun of action and its verb counting as one
    ("the inspection is overdue", "inspected")."""
    same = opener & closer
    only_opener, only_closer = opener - same, closer - same
    nouns = sum(1 for w in only_opener if action_stems(frozenset({w})) & only_closer)
    verbs = sum(1 for w in only_closer if action_stems(frozenset({w})) & only_opener)
    return len(same) + nouns + verbs


def work_match(
    work: Work, closer_text: str, closer_words: frozenset[str], *, similar: bool = False
) -> WorkMatch:
    """Whether a completion is about the opener's ``work``: it shares two of its work words,
    or as many as it has besides its agent's when that is fewer (its own verb does not
    count), names one of its heads when it has any (or what a head that is an action acts on:
    :func:`_names_its_object`), and is not :func:`another_thing`. With an embedding
    ``similar`` to the opener's, one shared work word is enough, and no head; one is enough
    too when the closer says the loop's own verb and names a head."""
    own = stem(work.verb) if work.verb else ""
    opener_words = work.words - {own}
    named = {stem(h) for h in work.heads} & content_stems(closer_text)
    # The loop's own verb and what it is done to, said again, name the work by themselves:
    # "no need to net the pinot after all" for "someone ought to net the top rows of the pinot".
    again = bool(own and named and own in closer_words)
    needed = 1 if similar or again else min(2, len(opener_words - work.agent) or len(opener_words))
    shared = _shared(opener_words, closer_words)
    if shared == 0 or shared < needed:
        return WorkMatch(False, TOO_FEW_SHARED)
    if not similar and work.heads and not named and not _names_its_object(work, closer_text):
        return WorkMatch(False, NOT_ITS_OBJECT)
    other = another_thing(work, closer_text, closer_words)
    if other is not None:
        return WorkMatch(False, other)
    return WorkMatch(True, SIMILAR if similar else SAME_WORK)
