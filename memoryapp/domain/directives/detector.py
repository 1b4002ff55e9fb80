"""The public detector: candidates from the patterns, judged in context, minus exempt speech."""

from __future__ import annotations

import bisect
from collections.abc import Iterable
from dataclasses import dataclass

from .clauses import (
    _adverb_exempt,
    _closes_clause,
    _habit_exempt,
    _imperative_openers,
    _modal_exempt,
    _opens_clause,
)
from .patterns import (
    _ADVERB,
    _CLAUSE_START,
    _EDGE,
    _HABIT,
    _INJECTION,
    _MODAL,
    _PATTERNS,
    IMPERATIVE,
)
from .speech import _exempt_spans
from .text import _normalize, _Text


@dataclass(frozen=True)
class DirectiveHit:
    phrase: str
    kind: str


class _Spans:
    """Exempt stretches of text, answering "is [start, end) inside one of them?" quickly."""

    def __init__(self, spans: Iterable[tuple[int, int]]) -> None:
        self.spans = sorted(spans)
        self.starts = [a for a, _ in self.spans]
        # For each prefix of the sorted spans, the furthest end reached so far.
        self.reach: list[int] = []
        furthest = -1
        for _, b in self.spans:
            furthest = max(furthest, b)
            self.reach.append(furthest)

    def covers(self, start: int, end: int) -> bool:
        k = bisect.bisect_right(self.starts, start)
        return k > 0 and self.reach[k - 1] >= end


def _candidates(t: _Text) -> list[tuple[int, int, str, bool]]:
    """(start, end, kind, exemptable) for every phrase that counts before speech exemptions."""
    found: list[tuple[int, int, str, bool]] = []
    for pattern in _PATTERNS:
        if not pattern.may_match(t.lowered):
            continue
        kind, mode = pattern.kind, pattern.mode
        for m in pattern.regex.finditer(t.s):
            start, end = m.span()
            if mode == _ADVERB and _adverb_exempt(t, start, end):
                continue
            if mode == _MODAL and _modal_exempt(t, start):
                continue
            if mode == _HABIT and _habit_exempt(t, start):
                continue
            if mode == _CLAUSE_START and not _opens_clause(t, start):
                continue
            if mode == _EDGE and not (_opens_clause(t, start) or _closes_clause(t, end)):
                continue
            found.append((start, end, kind, mode != _INJECTION))
    for start, end in _imperative_openers(t):
        found.append((start, end, IMPERATIVE, True))
    return found


def find_directives(text: str) -> tuple[DirectiveHit, ...]:
    """Every directive phrase in ``text`` that counts, in order of appearance."""
    norm, origin = _normalize(text)
    if not norm.strip():
        return ()
    t = _Text(norm)
    candidates = _candidates(t)
    exempt = _Spans(_exempt_spans(t, sorted(c[0] for c in candidates if c[3])))
    kept = [
        (start, end, kind)
        for start, end, kind, exemptable in candidates
        if not (exemptable and exempt.covers(start, end))
    ]
    # A phrase inside a longer one ("must" in "you must") is reported once, as the longer:
    # sorted by start and longest first, a hit is inside an earlier one iff it ends no later
    # than the furthest end seen so far.
    kept.sort(key=lambda h: (h[0], -h[1]))
    result: list[tuple[int, int, str]] = []
    furthest = -1
    for start, end, kind in kept:
        if end <= furthest:
            continue
        furthest = end
        result.append((start, end, kind))
    return tuple(
        DirectiveHit(phrase=text[origin[start] : origin[end - 1] + 1], kind=kind)
        for start, end, kind in result
    )


def looks_directive(text: str) -> bool:
    return bool(find_directives(text))
