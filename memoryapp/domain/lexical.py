"""The lexical leg's plan, and the Robertson-Sparck Jones weight of a match: pure decisions.

Rule: in a scope of fewer than ``exact_below`` memories every query term selects rows and
every document frequency is counted exactly. In a larger one a word like "support" is in
thousands of memories, and reading all of them to score a query is slow, though with their low
idf few of them reach the top. So the rarest terms select, as many as keep the rows to score
within about ``select_budget`` (by the column statistics, :class:`TermFrequencies`; always at
least the rarest term), and every term scores the selected rows; a term that does not select
has its document frequency taken from the statistics. :func:`specificity` scales the entity
leg's fusion weight by how few of the scope's memories the named entities cover.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

# When even the rarest query term is too common to select by, at most this many rows are ranked
# (see lexical_plan). Read at call time, so that a test can lower it.
COMMON_ONLY_ROWS = 500


@dataclass(frozen=True)
class TermFrequencies:
    """Fractions of all memories holding each of the most common lexemes, and the floor below
    which a lexeme is not listed (so an unlisted one is at most that common)."""

    listed: dict[str, float]
    floor: float


NO_FREQUENCIES = TermFrequencies({}, 0.0)


@dataclass(frozen=True)
class LexicalPlan:
    """Which lexemes select rows, which only score them, and the frequencies assumed.

    ``fallbacks`` are looser selections, each tried (in the same statement) only when every one
    before it selected nothing."""

    select: str
    select_cap: int | None
    terms: list[str]
    known: dict[str, float]
    fallbacks: tuple[str, ...] = ()


def tsquery_or(lexemes: Iterable[str], operator: str = "|") -> str:
    """A tsquery literal matching any (or, with ``&``, all) of ``lexemes``, each quoted."""
    quoted = ("'" + lx.replace("\\", "\\\\").replace("'", "''") + "'" for lx in lexemes)
    return f" {operator} ".join(quoted)


def lexical_plan(
    lexemes: Sequence[str],
    *,
    rows: int,
    frequencies: TermFrequencies,
    exact_below: int,
    select_budget: int,
) -> LexicalPlan:
    """Exact below ``exact_below`` rows in scope; above it, common terms rank but do not select.

    The rarest terms select while their estimated rows stay within ``select_budget``; the
    others are scored with their estimated document frequencies (an unlisted term's at the
    statistics' floor). When even the rarest term is above the budget, up to
    ``COMMON_ONLY_ROWS`` rows are ranked: those holding every term; failing any, those holding
    the rarest and at least one other (the rows BM25 puts first, where a cap on the rarest alone
    would take whichever come first on disk); failing any, those holding the rarest.
    """
    terms = sorted(set(lexemes))
    if rows < exact_below:
        return LexicalPlan(tsquery_or(terms), None, terms, {})

    def estimate(lexeme: str) -> float:
        share = frequencies.listed.get(lexeme, frequencies.floor)
        return min(float(rows), max(1.0, share * rows))

    by_rarity = sorted(terms, key=lambda lx: (estimate(lx), lx))
    if estimate(by_rarity[0]) > select_budget:
        known = {lx: estimate(lx) for lx in terms}
        rarest, others = by_rarity[0], by_rarity[1:]
        fallbacks: tuple[str, ...] = ()
        if len(others) > 1:
            fallbacks += (f"{tsquery_or([rarest])} & ( {tsquery_or(others)} )",)
        if others:
            fallbacks += (tsquery_or([rarest]),)
        return LexicalPlan(tsquery_or(terms, "&"), COMMON_ONLY_ROWS, terms, known, fallbacks)
    selecting: list[str] = []
    known = {}
    total = 0.0
    for lexeme in by_rarity:
        if total + estimate(lexeme) <= select_budget:
            selecting.append(lexeme)
            total += estimate(lexeme)
        else:
            known[lexeme] = estimate(lexeme)
    return LexicalPlan(tsquery_or(selecting), None, terms, known)


def specificity(matched: int, population: int) -> float:
    """1 when ``matched`` memories are at most a quarter of ``population``, 0 from half on.

    The Robertson-Sparck Jones log-odds ln((N - n + 0.5) / (n + 0.5)), scaled so that its value
    at a quarter (ln 3) is full weight, and clipped to [0, 1].
    """
    if matched <= 0 or population <= 0:
        return 0.0
    odds = math.log((population - matched + 0.5) / (matched + 0.5))
    return min(1.0, max(0.0, odds / math.log(3)))
