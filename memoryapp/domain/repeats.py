"""Whether a new proposal says again what an earlier memory says (the owner's queue, issue 32).

Rule, for a proposal against one earlier memory of the project, first that applies:

1. The normalised texts are equal (case, punctuation, spacing and Unicode forms aside):
   ``SAME``.
2. The two are of different types: ``UNRELATED`` (a different kind of memory is never
   swallowed by a rejection of another kind).
3. A *detail* is on one side only: ``DIFFERS`` when they otherwise look close (cosine at least
   ``CLOSE_AT``, or, without a cosine, half their content words shared), else ``UNRELATED``.
   A detail is a negation ("not", "never", "n't", ...), a number or number word, or any other
   content word the other side lacks ("aisle" vs "window", "Monday" vs "Friday", "must" vs
   "may"), compared after dropping function words, intensifiers and hedges ("really", "very",
   "probably") and inflection ("enjoys"/"enjoy", "flights"/"flight").
4. No detail differs and the content words come in the same order (the texts differ only by
   intensifiers, hedges, function words and inflection): ``SAME``, whatever the cosine (a
   model may score "really enjoys" a little below the duplicate band; the words say it is
   the same claim).
5. No detail differs, the cosine is in the duplicate band
   (:data:`memoryapp.domain.similarity.NEAR_DUPLICATE_AT`) and the words are the same but
   for a clause moved from the end to the front ("On long flights, Priya prefers the aisle
   seat."): ``SAME``.
6. Otherwise ``DIFFERS`` when close, else ``UNRELATED``. This includes the same words
   otherwise reordered, even in the band: "Alice pays Bob" and "Bob pays Alice" score above
   it.

It leans safe on purpose: ``SAME`` against a rejection stores the proposal rejected unseen,
so any word that could carry a different fact makes it ``DIFFERS`` (the owner sees it, with a
note) rather than ``SAME``, and a cosine alone never makes two statements the same. A synonym
("likes" for "enjoys") therefore reaches the queue.
Every pattern is a plain character class or alternation: linear in the text.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from enum import StrEnum

from .similarity import NEAR_DUPLICATE_AT
from .types import MemoryType

# Reason codes (stable; the review UI imports these, never the strings).
# Stored rejected at once: it says again what the owner rejected (detail: the rejection's id).
PREVIOUSLY_REJECTED = "dedup.previously_rejected"
# Close to a rejection but a detail differs, or the owner's own words: shown with this note.
LIKE_REJECTED = "dedup.like_rejected"
# Folded into a pending card instead of becoming a card (on the card's ``repeated`` event).
REPEAT_OF_PENDING = "dedup.repeat_of_pending"

REASON_CODES: tuple[str, ...] = (PREVIOUSLY_REJECTED, LIKE_REJECTED, REPEAT_OF_PENDING)

# Where two statements look close enough that a differing detail is worth a note.
CLOSE_AT = 0.80
# Without a cosine: the share of content words (of the larger side) both say.
WORDS_CLOSE_AT = 0.5


class RepeatVerdict(StrEnum):
    SAME = "same"
    DIFFERS = "differs"
    UNRELATED = "unrelated"


@dataclass(frozen=True)
class Statement:
    content: str
    type: MemoryType


@dataclass(frozen=True)
class RepeatJudgement:
    verdict: RepeatVerdict
    # What differs, or why it is the same (for the note the owner reads).
    detail: str


_WORD = re.compile(r"[a-z0-9]+(?:['\u2019][a-z]+)?")
_SPACES = re.compile(r"\s+")
_PUNCTUATION = re.compile(r"[^\w\s]")

_NEGATIONS = frozenset(
    ["not", "no", "never", "none", "nobody", "nothing", "nor", "neither", "without", "cannot"]
)
_FUNCTION_WORDS = frozenset(
    """a an the and or but of in on at by for with to from into onto as is are was were be been
    being am has have had do does did will would this that
    these those it its they them their he him his she her we us our you your i me my
    who whom which what when where about than then so such also just there here""".split()  # noqa: SIM905 (a word list reads best as text)
)
# Words that change how strongly something is said, not what is said.
_INTENSIFIERS_AND_HEDGES = frozenset(
    """really very truly quite rather pretty so too much greatly deeply highly absolutely
    definitely certainly surely indeed actually generally usually typically normally mostly
    often always probably likely perhaps maybe possibly seemingly apparently somewhat fairly
    especially particularly strongly genuinely still""".split()  # noqa: SIM905 (a word list reads best as text)
)
_NUMBER_WORDS = frozenset(
    """zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen
    fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty
    ninety hundred thousand million billion once twice thrice first second third fourth fifth
    sixth seventh eighth ninth tenth half dozen""".split()  # noqa: SIM905 (a word list reads best as text)
)


def normalise(text: str) -> str:
    """The text compared for equality: NFKC, lower-cased, punctuation dropped, spaces joined."""
    folded = unicodedata.normalize("NFKC", text).lower()
    return _SPACES.sub(" ", _PUNCTUATION.sub(" ", folded)).strip()


def _stem(word: str) -> str:
    """A light, consistent stem: "enjoys", "enjoyed", "enjoying" -> "enjoy"."""
    for suffix in ("n't", "n\u2019t"):
        if word.endswith(suffix):
            return "not"
    word = word.split("'")[0].split("\u2019")[0]
    if word.isdigit() or len(word) <= 3:
        return word
    stripped = word
    if word.endswith("ies") and len(word) > 4:
        stripped = word[:-3] + "y"
    elif word.endswith("sses"):
        stripped = word[:-2]
    elif word.endswith("s") and not word.endswith(("ss", "us", "is")):
        stripped = word[:-1]
    for suffix in ("ing", "ed"):
        if stripped.endswith(suffix) and len(stripped) - len(suffix) >= 3:
            stripped = stripped[: -len(suffix)]
            if len(stripped) > 3 and stripped[-1] == stripped[-2] and stripped[-1] not in "ls":
                stripped = stripped[:-1]
            break
    return stripped[:-1] if stripped.endswith("e") and len(stripped) > 3 else stripped


@dataclass(frozen=True)
class _Words:
    content: tuple[str, ...]
    negated: bool


def _words(text: str) -> _Words:
    content: list[str] = []
    negated = False
    for raw in _WORD.findall(unicodedata.normalize("NFKC", text).lower()):
        # Number words are compared as written: "three" is a value, not a stem.
        word = raw if raw in _NUMBER_WORDS else _stem(raw)
        if word in _NEGATIONS:
            negated = True
        elif word not in _FUNCTION_WORDS and word not in _INTENSIFIERS_AND_HEDGES:
            content.append(word)
    return _Words(tuple(content), negated)


def _differing_detail(new: _Words, old: _Words) -> str:
    """What kind of detail one side says and the other does not ("" when none), most telling
    first. Content-free (it goes into the audit log): it names kinds and counts, never words."""
    if new.negated != old.negated:
        return "a negation on one side only"
    only_new = set(new.content) - set(old.content)
    only_old = set(old.content) - set(new.content)
    if any(w.isdigit() or w in _NUMBER_WORDS for w in only_new | only_old):
        return "a different number"
    if only_new or only_old:
        return f"other words ({len(only_new)} new, {len(only_old)} earlier)"
    return ""


def _rotated(left: tuple[str, ...], right: tuple[str, ...]) -> bool:
    """Whether ``right`` is ``left`` with a run of words moved from its end to its front ("On
    long flights, Priya prefers ..." for "Priya prefers ... on long flights"); a substring
    search, linear in the words."""
    if len(left) != len(right):
        return False
    joined = "\0" + "\0".join(left) + "\0"
    return "\0" + "\0".join(right) + "\0" in joined + joined[1:]


def query_words(text: str, limit: int = 32) -> list[str]:
    """Up to ``limit`` distinct words of ``text`` (lower-cased letters and digits only), for a
    text search of earlier memories that may say it again."""
    words = (w.split("'")[0].split("\u2019")[0] for w in _WORD.findall(text.lower()))
    return list(dict.fromkeys(w for w in words if w))[:limit]


def judge_repeat(
    new: Statement, earlier: Statement, similarity: float | None = None
) -> RepeatJudgement:
    """Whether ``new`` says ``earlier`` again (see the module rule); ``similarity``: their
    cosine when both are embedded by the same model."""
    if normalise(new.content) == normalise(earlier.content):
        return RepeatJudgement(RepeatVerdict.SAME, "the same text")
    if new.type is not earlier.type:
        return RepeatJudgement(RepeatVerdict.UNRELATED, "another type")
    said, held = _words(new.content), _words(earlier.content)
    shared = set(said.content) & set(held.content)
    larger = max(len(set(said.content)), len(set(held.content)), 1)
    close = (
        similarity >= CLOSE_AT if similarity is not None else len(shared) / larger >= WORDS_CLOSE_AT
    )
    detail = _differing_detail(said, held)
    if detail:
        verdict = RepeatVerdict.DIFFERS if close else RepeatVerdict.UNRELATED
        return RepeatJudgement(verdict, detail)
    if said.content and said.content == held.content:
        return RepeatJudgement(RepeatVerdict.SAME, "the same words in the same order")
    in_band = similarity is not None and similarity >= NEAR_DUPLICATE_AT
    if in_band and _rotated(said.content, held.content):
        return RepeatJudgement(RepeatVerdict.SAME, f"a clause moved, cosine {similarity:.3f}")
    if close:
        return RepeatJudgement(RepeatVerdict.DIFFERS, "the same words in another order")
    return RepeatJudgement(RepeatVerdict.UNRELATED, "not close")
