"""Whether a change statement without a subject is about a given head: by meaning or by words.

Rule, for a statement that describes a change (:func:`memoryapp.domain.changes.
describes_a_change`) and a candidate head of its type (one that shares an entity with it, or
its words when it names none), first that applies:

0. Not this head when the statement's frame says it is about another thing
   (:mod:`memoryapp.domain.change_frame`): it leaves a value the head does not hold
   (``change.other_value``: "starts at 3am instead of 1am"), its subject is another thing
   (``change.other_subject``: "The dog moved from Lindenhof ..." for the cat's vet, "Year 10
   maths" for "Year 9 maths"), or it keeps the head's subject, verb and a value but adds a
   slot (``change.other_fact``: "Priya now trains with a coach on Mondays").
1. The statement names the value it leaves ("from S3", "off Jenkins", "instead of Slack",
   "replaced Redis", "no longer Fridays", "no more seaweed", "dropped DHL"), or names it as
   the subject of its end when that is not the head's subject ("Aviva no longer insures the
   house", "LinguaPro has been dropped": ``change_frame.ended_value``), and that value is in
   the head, beside a tagged entity they share, a close meaning (as in 2), or at least
   one more shared content word that is not the value it moves to (what changed): the head
   (``change.left_value``).
2. The statement restates the head's frame with a new value (its subject is the head's, and
   its verb moves it, or both say what it is, or it repeats the head's verb or the preposition
   of its value, or a new holder takes over what the head holds: ``change_frame.same_frame``):
   the head, when there is no cosine or cosine plus ``COVER_WEIGHT`` times the share of the
   head's words it repeats reaches ``FRAME_MATCH_AT`` (``change.same_frame``).
3. With both embedded by the configured model: the head when the statement repeats more
   than ``SHARED_WORDS_AT`` of the head's content words, covering at least ``WORD_COVER_AT``
   of them, its subject ends on one of the head's words, and the cosine reaches
   ``FRAME_MATCH_AT`` (a name shortened to its initials,
   "Tynemouth RC" for "Tynemouth Rowing Club", pulls the cosine down while the words still
   match: ``change.shared_words``); else when cosine plus
   ``COVER_WEIGHT`` times the share of the head's content words the statement repeats
   reaches ``CHANGE_MATCH_AT`` (``ENTITY_MATCH_AT`` when they share a tagged entity: that is
   already evidence they are about one thing) and they share a content word
   (``change.close_meaning``).
4. Without a cosine (the head not embedded yet and no model in the process): the head when
   they share at least ``SHARED_WORDS_AT`` content words covering at least
   ``WORD_COVER_AT`` of the head's (``change.shared_words``).
5. Otherwise not this head (``change.too_far``).

Content words are lower-cased words without function words and without the vocabulary of
change itself ("switched", "from", "now"), each by its light stem
(:func:`memoryapp.domain.words.stem`: "shipping" and "shipped" are one word). A short form of
the head's name in the statement stands for the words it shortens
(:func:`memoryapp.domain.change_frame.spelled_out`: "rc" for "rowing club", "6th" for
"sixth").
Every pattern is a plain alternation, linear in the text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .change_fact import holds_still, other_fact
from .change_frame import (
    SAME_FRAME,
    Held,
    same_frame,
    spelled_out,
    subject_of,
)
from .change_left import ended_value, is_origin, other_value
from .change_subject import other_subject
from .words import CURRENCY, stem

LEFT_VALUE = "change.left_value"
CLOSE_MEANING = "change.close_meaning"
SHARED_WORDS = "change.shared_words"
TOO_FAR = "change.too_far"

# Where a change statement and a candidate head are the same thing: measured on
# bench/change_phrasing.py (real changes against near-misses; docs/benchmarks.md).
CHANGE_MATCH_AT = 0.66
# Where the statement restates the head's frame (its subject, and its verb or a change verb),
# or leaves a value the head holds: the frame is the evidence, the cosine only rules out a far
# one. Chosen on the tuned pairs and held-out sets 1-4 (docs/benchmarks.md).
FRAME_MATCH_AT = 0.40
ENTITY_MATCH_AT = 0.62
COVER_WEIGHT = 0.1
SHARED_WORDS_AT = 2
WORD_COVER_AT = 0.6

_FUNCTION_WORDS = frozenset(
    [
        "a",
        "an",
        "the",
        "and",
        "or",
        "but",
        "of",
        "in",
        "on",
        "at",
        "by",
        "for",
        "with",
        "to",
        "from",
        "into",
        "onto",
        "off",
        "out",
        "over",
        "under",
        "up",
        "down",
        "as",
        "is",
        "are",
        "was",
        "were",
        "be",
        "been",
        "being",
        "am",
        "has",
        "have",
        "had",
        "do",
        "does",
        "did",
        "will",
        "would",
        "shall",
        "should",
        "can",
        "could",
        "may",
        "might",
        "must",
        "it",
        "its",
        "this",
        "that",
        "these",
        "those",
        "there",
        "here",
        "we",
        "our",
        "us",
        "i",
        "my",
        "me",
        "you",
        "your",
        "they",
        "their",
        "them",
        "he",
        "his",
        "she",
        "her",
        "him",
        "which",
        "who",
        "whom",
        "what",
        "when",
        "where",
        "why",
        "how",
        "not",
        "no",
        "so",
        "than",
        "then",
        "too",
        "very",
        "just",
        "also",
        "all",
        "any",
        "some",
        "each",
        "every",
        "both",
        "either",
        "more",
        "most",
        "now",
        "new",
        "old",
        "instead",
        "longer",
        "anymore",
        "again",
        "already",
        "still",
        "yet",
        "via",
        "per",
        "after",
        "before",
        "since",
        "until",
        "while",
        "about",
    ]
)
_CHANGE_WORDS = frozenset(
    [
        "switch",
        "switched",
        "switching",
        "move",
        "moved",
        "moving",
        "migrate",
        "migrated",
        "migrating",
        "change",
        "changed",
        "changing",
        "replace",
        "replaced",
        "replacing",
        "swap",
        "swapped",
        "swapping",
        "upgrade",
        "upgraded",
        "downgrade",
        "downgraded",
        "transition",
        "transitioned",
        "shift",
        "shifted",
        "port",
        "ported",
        "convert",
        "converted",
        "start",
        "started",
        "starting",
        "stop",
        "stopped",
        "stopping",
        "begin",
        "began",
        "use",
        "used",
        "using",
        "uses",
        "decided",
        "decide",
        "going",
        "plan",
        "plans",
        "planning",
        "become",
        "became",
        "becomes",
        "turned",
        "went",
        "retire",
        "retired",
        "drop",
        "dropped",
        "remove",
        "removed",
        "deprecate",
        "deprecated",
        "favour",
        "favor",
    ]
)
_POSSESSIVE = re.compile(r"['\u2019]s\b")
_WORD = re.compile(r"[^\W_][\w+#-]*(?:\.[\w+#-]+)*")
# The value a change says it leaves: the one or two words after one of these markers.
_LEFT = re.compile(
    r"(?:\b|(?=\())(?:from|off|instead of|rather than|replaced|replacing|ditched|dumped"
    r"|(?<!was )(?<!been )dropped(?! in favou?r)|no more|nae mair"
    r"|no longer(?: uses?| runs?(?: on)?| on| in)?"
    r"|used to(?: use| run(?: on)?| be)?|not"
    # "we don't play at Powerleague any more", "doesn't use the Thames room any more"
    r"|(?:don't|doesn't|didn't) [a-z]+(?= [^.;]{1,40}\bany ?more\b)(?: at| with| to| in| on)?"
    # The old value said aside: "deadline = 20th (was the 15th)".
    r"|\((?:was|previously|formerly)|supersed(?:es|ing)|stepped in for"
    r"|(?:took|taken|takes|take|taking) the place of"
    # Past a doing: "rather than (us) buying Moti Mahal's" leaves Moti Mahal.
    r")\s+(?:the\s+|our\s+|a\s+|(?:(?<=than )|(?<=of ))(?:us\s+|them\s+)?[a-z]+ing\s+)?"
    # A price left is a value too: "no longer charges £130 for ...".
    r"([a-z0-9][a-z0-9+#_.@-]*(?:\s+" + CURRENCY + r"?[a-z0-9][a-z0-9+#_.@-]*)?)"
)
# The value it moves to: the words after "to", "onto", "into" (up to two).
_RIGHT = re.compile(
    r"\b(?:to|onto|into)\s+(?:the\s+|a\s+)?([a-z0-9][a-z0-9+#_.@-]*(?:\s+[a-z0-9][a-z0-9+#_.@-]*)?)"
)


@dataclass(frozen=True)
class ChangeMatch:
    """Whether the statement is about the head, the rule that decided, and what it saw."""

    matched: bool
    reason: str
    detail: str


def search_words(text: str) -> frozenset[str]:
    """The words that say what a text is about, as written (for a text index that stems them
    its own way)."""
    words = (w.rstrip(".") for w in _WORD.findall(_POSSESSIVE.sub("", text.lower())))
    return frozenset(w for w in words if w not in _FUNCTION_WORDS and w not in _CHANGE_WORDS)


def content_words(text: str) -> frozenset[str]:
    """The words that say what a text is about, by their stems (see the module rule)."""
    return frozenset(s for s in map(stem, search_words(text)) if s not in _CHANGE_WORDS)


# A value said to be out: "Monday's out, Wednesday's in".
_OUT = re.compile(
    r"\b([a-z0-9]+)(?:['\u2019]s| is| are) out\b"
    # Said aside with when it ended: "vet: Ravensworth (Castlegate until March)".
    r"|\(([a-z0-9][\w' -]{0,30}?) (?:until|till) [^()]{1,20}\)"
)


# A clock's half of the day is no value of its own: "from 9 a.m." leaves 9, not "a.m".
_CLOCK = frozenset({"a.m", "p.m", "am", "pm"})


def left_values(text: str) -> frozenset[str]:
    """The content words of the values a change statement says it leaves."""
    found: set[str] = set()
    lower = text.lower()
    for match in _LEFT.finditer(lower):
        if not (match.group(0).startswith("from") and is_origin(lower, match.start(), text)):
            found |= content_words(match.group(1))
    for match in _OUT.finditer(lower):
        found |= content_words(match.group(1) or match.group(2))
    return frozenset(found - _CLOCK)


def _right_values(text: str) -> frozenset[str]:
    found: set[str] = set()
    for match in _RIGHT.finditer(text.lower()):
        found |= content_words(match.group(1))
    return frozenset(found)


# A sum of money: "£42", "45 quid".
_MONEY = re.compile(
    CURRENCY + r" ?([0-9][0-9,.]*)|\b([0-9][0-9,.]*) (?:quid|pounds|dollars|euros|bucks)\b"
)


def _new_price(statement: str, head: str) -> str:
    """The sum a statement gives when the head gives one and this is another ("Deepa's home
    visits for Mum are £42 now" for "... charges £38 for a home visit"), or ""."""
    theirs = {a or b for a, b in _MONEY.findall(head)}
    ours = [a or b for a, b in _MONEY.findall(statement)]
    return next((sum_ for sum_ in ours if sum_ not in theirs), "") if theirs else ""


def _names_its_thing(statement: str, head: str) -> bool:
    """Whether the statement's subject ends on a word of the head: "Penarth BC's *chair*" for
    "Gwen Price is the chair of ...", not "the Methodist hall's *kitchen*" for "The choir
    rehearses in the Methodist hall" (the hall's words, another thing)."""
    found = subject_of(statement)
    return found is None or not found.phrase or Held(head).has(found.phrase[-1])


def match_change(
    statement: str,
    head: str,
    similarity: float | None,
    *,
    shared_entity: bool = False,
    clause: str | None = None,
) -> ChangeMatch:
    """Whether ``statement`` (a change) is about ``head`` (see the module rule);
    ``shared_entity``: the two share a tagged entity; ``clause``: the sentence of the
    statement that says the change, whose subject and values the vetoes and the frame read
    (the words shared are the whole statement's)."""
    said_in = clause or statement
    veto = (
        other_value(said_in, head)
        or other_subject(said_in, head, shared_entity=shared_entity)
        or other_fact(said_in, head)
        or (holds_still(statement, head) if said_in != statement else None)
    )
    if veto is not None:
        return ChangeMatch(False, veto.reason, veto.detail)
    said, held = content_words(statement), content_words(head)
    shared = said & held | spelled_out(said, head) & held
    # A value ended as the subject counts when no other value left is in the head.
    left = left_values(statement) & held or content_words(ended_value(statement, head)) & held
    cover = len(shared) / len(held) if held else 0.0
    close = similarity is not None and similarity + COVER_WEIGHT * cover >= FRAME_MATCH_AT
    if left and (shared_entity or close or shared - left - _right_values(statement)):
        return ChangeMatch(True, LEFT_VALUE, f"leaves {', '.join(sorted(left))}")
    frame = same_frame(said_in, head)
    if frame and (similarity is None or close):
        return ChangeMatch(True, SAME_FRAME, f"restates {frame}")
    price = _new_price(statement, head)
    if price and len(shared) > SHARED_WORDS_AT and (similarity is None or close):
        return ChangeMatch(True, SAME_FRAME, f"a new price, {price}")
    worded = len(shared) >= SHARED_WORDS_AT and cover >= WORD_COVER_AT
    if similarity is not None:
        bar = ENTITY_MATCH_AT if shared_entity else CHANGE_MATCH_AT
        # Most of the head's words said again is as close as a meaning: a shortened name
        # ("Tynemouth RC" for "Tynemouth Rowing Club") pulls the cosine down.
        if (
            worded
            and len(shared) > SHARED_WORDS_AT
            and similarity >= FRAME_MATCH_AT
            and _names_its_thing(statement, head)
        ):
            return ChangeMatch(True, SHARED_WORDS, f"shares {', '.join(sorted(shared))}")
        if similarity + COVER_WEIGHT * cover >= bar and shared:
            return ChangeMatch(True, CLOSE_MEANING, f"cosine {similarity:.3f}, cover {cover:.2f}")
        return ChangeMatch(False, TOO_FAR, f"cosine {similarity:.3f}, cover {cover:.2f}")
    if worded:
        return ChangeMatch(True, SHARED_WORDS, f"shares {', '.join(sorted(shared))}")
    return ChangeMatch(False, TOO_FAR, f"shares {len(shared)} of {len(held)} words")
