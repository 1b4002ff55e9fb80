"""Routing a request to recall (what was) or influence (what applies now).

Rule: a caller who names a route gets it, and the decision says the caller chose. For ``auto``
a small deterministic router reads the query for cues from two fixed tables: recall cues ask
about the past ("originally", "used to", "what did we", "in 2023") and influence cues ask what
to do or use now ("should I", "currently", "how do I", "going forward"). Exactly one kind of cue
decides the route. Both kinds, or neither, is ambiguous: the route is influence, because
influence filtering is the conservative choice (a stale or quarantined memory must not steer
an action by accident), and the decision is marked ambiguous so the uncertainty reaches the
trace instead of being hidden. The reason always names the cues it saw, so a surprising route
can be traced to one table row. No model is asked; the same query always routes the same way.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum


class Route(StrEnum):
    RECALL = "recall"
    INFLUENCE = "influence"


AUTO = "auto"
SOURCE_CALLER = "caller"
SOURCE_DETERMINISTIC = "deterministic"
SOURCES = frozenset({SOURCE_CALLER, SOURCE_DETERMINISTIC})


@dataclass(frozen=True)
class RouteDecision:
    route: Route
    source: str
    reason: str
    ambiguous: bool

    def __post_init__(self) -> None:
        object.__setattr__(self, "route", Route(self.route))
        if self.source not in SOURCES:
            raise ValueError(f"unknown route source {self.source!r}")
        # Ambiguity is resolved by filtering for influence; an "ambiguous recall" would be a
        # decision that dropped the conservative fallback, so it cannot be expressed.
        if self.ambiguous and (
            self.route is not Route.INFLUENCE or self.source != SOURCE_DETERMINISTIC
        ):
            raise ValueError("only a deterministic influence route can be ambiguous")

    def as_dict(self) -> dict[str, str | bool]:
        return {
            "route": str(self.route),
            "source": self.source,
            "reason": self.reason,
            "ambiguous": self.ambiguous,
        }


@dataclass(frozen=True)
class Cue:
    """One router rule: ``name`` is how the tables and docs refer to it.

    ``words`` are literals of which every match contains at least one, so a query without any
    of them is not scanned for the cue: a substring search is much cheaper than running the
    expression, and a query holds the words of only a few cues. A test checks them against
    every match of the contract table and of texts built from the cues' vocabulary.
    """

    name: str
    words: str
    pattern: re.Pattern[str]

    def search(self, text: str) -> re.Match[str] | None:
        if not any(word in text for word in self.words.split()):
            return None
        return self.pattern.search(text)


def _cue(name: str, words: str, pattern: str) -> Cue:
    return Cue(name, words, re.compile(pattern))


# Patterns run on the casefolded query with whitespace collapsed and curly apostrophes
# straightened (U+2019 to U+0027), so both spellings of "what's" match alike.
RECALL_CUES: tuple[Cue, ...] = (
    _cue("originally", "originally", r"\boriginally\b"),
    _cue("initially", "initially", r"\binitially\b"),
    # "is used to" is a present passive ("what is used to deploy"), not a habit in the past.
    # The lookbehinds follow the words, so the scan looks for "used to" first instead of
    # testing five lookbehinds at every position of the query.
    _cue(
        "used to",
        "used",
        r"\bused to\b(?<!\bis used to)(?<!\bare used to)(?<!\bbe used to)"
        r"(?<!\bget used to)(?<!\bgot used to)",
    ),
    # "before merging" orders the steps of a procedure, it does not look back in time.
    _cue("before", "before", r"\bbefore\b(?! \w+ing\b)"),
    _cue("previously", "previously", r"\bpreviously\b"),
    _cue("formerly", "formerly", r"\bformerly\b"),
    _cue("at first", "first", r"\bat first\b"),
    # "The very first rule", "the first version": the earliest state asked for. A bare "first"
    # is not a cue: "what should I do first?" orders steps.
    _cue("very first", "first", r"\bvery first\b"),
    _cue(
        "first version",
        "first",
        r"\bfirst (?:version|draft|iteration|release|rule|plan|design|setup|name|policy)s?\b",
    ),
    _cue("original", "original", r"\boriginal\b"),
    _cue("initial", "initial", r"\binitial\b"),
    _cue("at the start", "start beginning", r"\b(?:at|in) the (?:very )?(?:start|beginning)\b"),
    _cue("what did we", "did", r"\bwhat did (?:we|i)\b"),
    _cue("why did we", "did", r"\bwhy did (?:we|i)\b"),
    _cue("how did we", "did", r"\bhow did (?:we|i)\b"),
    _cue("when did", "did", r"\bwhen did\b"),
    _cue("did we ever", "ever", r"\bdid (?:we|i) ever\b"),
    _cue("what was", "what", r"\bwhat (?:was|were)\b"),
    _cue("history of", "history", r"\bhistory of\b"),
    _cue("in the past", "past", r"\bin the past\b"),
    _cue("back in", "back", r"\bback (?:in|when)\b"),
    _cue("last year", "last", r"\blast (?:year|month|week|quarter|sprint|release)\b"),
    _cue("ago", "ago", r"\bago\b"),
    # A year named in a question to a memory is almost always a look back; a question about a
    # future year that also says "should" or "going forward" comes out ambiguous, i.e. influence.
    _cue("in <year>", "19 20", r"\bin (?:19|20)\d\d\b"),
    _cue("mid-<year>", "19 20", r"\b(?:mid|early|late)[- ]?(?:19|20)\d\d\b"),
    _cue(
        "last winter",
        "winter spring summer autumn fall",
        r"\b(?:last|this past) (?:winter|spring|summer|autumn|fall)\b",
    ),
    _cue(
        "summer <year>",
        "winter spring summer autumn fall",
        r"\b(?:winter|spring|summer|autumn|fall) (?:of )?(?:19|20)\d\d\b",
    ),
    _cue(
        "Q1 <year>",
        "q1 q2 q3 q4 quarter",
        r"\bq[1-4] (?:of )?(?:19|20)\d\d\b"
        r"|\b(?:first|second|third|fourth|last) quarter of (?:19|20)\d\d\b",
    ),
    _cue("earlier", "earlier", r"\bearlier\b"),
)

INFLUENCE_CUES: tuple[Cue, ...] = (
    _cue("should I", "should", r"\bshould (?:i|we)\b"),
    _cue("which ... should", "should", r"\bwhich\b[^.?!;]{0,40}?\bshould\b"),
    _cue("now", "now", r"\bnow\b"),
    _cue("currently", "current", r"\bcurrent(?:ly)?\b"),
    _cue("still", "still", r"\bstill\b"),
    _cue("at the moment", "moment days", r"\bat the moment\b|\bthese days\b"),
    _cue("going forward", "forward", r"\bgoing forward\b"),
    _cue("what do I use", "use", r"\bwhat (?:do|should) (?:i|we) use\b"),
    _cue("recommend", "recommend", r"\brecommend\w*"),
    _cue("best way to", "best", r"\bbest way to\b"),
    _cue("how do I", "how", r"\bhow (?:do|should|can) (?:i|we)\b"),
    _cue("what is our", "our", r"\bwhat(?: is|'s| are) our\b"),
    _cue("today", "today", r"\btoday\b"),
    _cue("next", "next", r"\bnext\b"),
    # A deadline looks ahead: "what do we need to finish before the break?" is not a look back,
    # although "before" is a recall cue; the two together are ambiguous, i.e. influence.
    _cue(
        "need to ... before",
        "before",
        r"\b(?:need|needs|have|has|got) to\b[^.?!;]{0,60}?\bbefore\b"
        r"|\bmust\b[^.?!;]{0,60}?\bbefore\b|\bdue before\b",
    ),
)


# The recall cues that ask for an earlier state of something (not just about the past): a
# recall that names one walks the chains it finds back to their older versions
# (memoryapp.domain.selection).
EARLIER_CUES = frozenset(
    {
        "originally",
        "initially",
        "used to",
        "before",
        "previously",
        "formerly",
        "at first",
        "very first",
        "first version",
        "original",
        "initial",
        "at the start",
        "in the past",
        "back in",
        "last year",
        "ago",
        "in <year>",
        "mid-<year>",
        "last winter",
        "summer <year>",
        "Q1 <year>",
        "earlier",
        "history of",
    }
)
_EARLIER = tuple(cue for cue in RECALL_CUES if cue.name in EARLIER_CUES)


def earlier_cue(query: str) -> str | None:
    """The words of the first cue in ``query`` that asks for an earlier state, or None."""
    found = _matches(_normalise(query), _EARLIER)
    return found[0] if found else None


def _normalise(query: str) -> str:
    return " ".join(query.replace("\u2019", "'").casefold().split())


def _matches(text: str, cues: tuple[Cue, ...]) -> list[str]:
    """The matched words of every cue that fires, in the order they occur in ``text``."""
    found: list[tuple[int, str]] = []
    for cue in cues:
        match = cue.search(text)
        if match is not None:
            found.append((match.start(), match.group(0)))
    found.sort()
    return list(dict.fromkeys(words for _, words in found))


def matched_cues(query: str) -> tuple[list[str], list[str]]:
    """(recall cues, influence cues) found in ``query``, as the words that matched."""
    text = _normalise(query)
    return _matches(text, RECALL_CUES), _matches(text, INFLUENCE_CUES)


def _quoted(words: list[str]) -> str:
    return ", ".join(f"'{w}'" for w in words)


def route_query(query: str, requested: str = AUTO) -> RouteDecision:
    """The route for ``query``: the caller's choice, or the router's for ``auto``."""
    if requested in (Route.RECALL, Route.INFLUENCE):
        route = Route(requested)
        return RouteDecision(route, SOURCE_CALLER, f"caller asked for {route}", ambiguous=False)
    if requested != AUTO:
        raise ValueError(f"unknown route {requested!r}; use recall, influence or auto")
    recall, influence = matched_cues(query)
    if recall and not influence:
        reason = f"recall cue{'s' if len(recall) > 1 else ''} {_quoted(recall)}"
        return RouteDecision(Route.RECALL, SOURCE_DETERMINISTIC, reason, ambiguous=False)
    if influence and not recall:
        reason = f"influence cue{'s' if len(influence) > 1 else ''} {_quoted(influence)}"
        return RouteDecision(Route.INFLUENCE, SOURCE_DETERMINISTIC, reason, ambiguous=False)
    if recall:
        reason = (
            f"both recall ({_quoted(recall)}) and influence ({_quoted(influence)}) cues: "
            "influence by default"
        )
    else:
        reason = "no temporal cue: influence by default"
    return RouteDecision(Route.INFLUENCE, SOURCE_DETERMINISTIC, reason, ambiguous=True)
