"""The text under analysis: Unicode folding, words, quotation marks and clause breaks.

Folding (decision 11 in the package docstring) maps look-alike characters to ASCII and keeps,
for each folded character, the index it came from, so hits report the text as written.
:class:`_Text` holds one folded text with its tokens, quotation spans and clause and sentence
breaks, and answers the positional questions the exemptions ask.
"""

from __future__ import annotations

import bisect
import re
import unicodedata
from collections.abc import Sequence
from typing import NamedTuple

from .vocabulary import _ADDRESSEE

# --- normalisation ------------------------------------------------------------------------

_DROP = frozenset("\u200b\u200c\u200d\u2060\ufeff\u00ad")
_FOLD = {
    **dict.fromkeys("\u2018\u2019\u201a\u201b\u2032\u02bc\u0060\u00b4", "'"),
    **dict.fromkeys("\u201c\u201d\u201e\u201f\u2033\u00ab\u00bb\u2039\u203a", '"'),
    **dict.fromkeys("\u00a0\u2007\u202f\u2009\u200a\u3000", " "),
    **dict.fromkeys("\u2014\u2015", "\u2014"),
    # Cyrillic and Greek letters that render like Latin ones; a mixed-script word is almost
    # always an attempt to slip past a filter like this one.
    **dict(
        zip(
            "\u0430\u0435\u043e\u0440\u0441\u0443\u0445\u0456\u0455\u0458\u0501\u0410\u0415\u041e\u0420\u0421\u0422\u041d\u041a\u041c\u0412\u0425\u0406\u0405\u0408\u03bf\u03b1\u0391\u0392\u0395\u0397\u0399\u039a\u039c\u039d\u039f\u03a1\u03a4\u03a7\u03a5\u0396",
            "aeopcyxisjdAEOPCTHKMBXISJoaABEHIKMNOPTXYZ",
            strict=True,
        )
    ),
    # The only letters left after NFKC that a case-insensitive pattern matches to an ASCII
    # letter; folded, every letter a pattern can match is ASCII, which the patterns' trigger
    # words rely on.
    "\u0130": "I",
    "\u0131": "i",
}


def _fold(ch: str) -> str:
    """What one character becomes: dropped, folded by the table, or its NFKC form folded."""
    if ch in _DROP:
        return ""
    folded = _FOLD.get(ch)
    if folded is None:
        folded = unicodedata.normalize("NFKC", ch) if ord(ch) > 127 else ch
        folded = "".join(_FOLD.get(c, c) for c in folded)
    return folded


def _normalize(text: str) -> tuple[str, Sequence[int]]:
    """ASCII-folded text and, for each of its characters, the index it came from."""
    if text.isascii():
        # The only ASCII character folded is the backtick, one for one: the origins are the
        # positions themselves, and no character loop is needed.
        return text.replace("`", "'"), range(len(text))
    # Each distinct character is folded once, and the text is rewritten in one translate.
    folds = {ch: _fold(ch) for ch in set(text) if ord(ch) > 127 or ch in _FOLD}
    folded = text.translate({ord(ch): f for ch, f in folds.items()})
    resized = {ch: f for ch, f in folds.items() if len(f) != 1}
    if not resized:
        return folded, range(len(text))
    # Only characters dropped or expanded move the positions after them.
    origin: list[int] = []
    done = 0
    for m in re.finditer("[" + re.escape("".join(resized)) + "]", text):
        i = m.start()
        origin.extend(range(done, i))
        origin.extend([i] * len(resized[text[i]]))
        done = i + 1
    origin.extend(range(done, len(text)))
    return folded, origin


# --- the text under analysis -----------------------------------------------------------------


class _Token(NamedTuple):
    """A word of the text and where it stands (a tuple: a long text has thousands)."""

    text: str
    lower: str
    start: int
    end: int


_TOKEN = re.compile(r"[A-Za-z0-9]+(?:[-'][A-Za-z0-9]+)*")
_CLITIC = re.compile(r"(?i)^(.+?)('s|'d|'ll|'re|'ve|'m)$")


def _tokenize(s: str) -> list[_Token]:
    tokens: list[_Token] = []
    for m in _TOKEN.finditer(s):
        word, start = m.group(), m.start()
        clitic = _CLITIC.match(word) if "'" in word else None
        if clitic and not word.lower().endswith("n't"):
            head = clitic.group(1)
            tokens.append(_Token(head, head.lower(), start, start + len(head)))
            tail = clitic.group(2)
            tokens.append(_Token(tail, tail.lower(), start + len(head), m.end()))
        else:
            tokens.append(_Token(word, word.lower(), start, m.end()))
    return tokens


# A closing single quote follows a non-space and is not followed by a letter or digit; an
# opening one follows no letter or digit (an apostrophe inside a word, "don't", "Priya's",
# never opens a quotation) and is followed by a non-space. Each opener takes the first closer
# after it on the same line, and quotes inside a quotation open nothing: after the opener, the
# possessive run takes every character that is neither a newline nor a closer (a quote after a
# space, or before a letter or digit), so what stops it is the closer (group 1) or the line's
# end. An opener with no closer on its line has none for any later opener on that line either,
# so the second branch takes the rest of the line and no opener is scanned twice: one linear
# pass.
_SINGLE_QUOTED = re.compile(
    r"(?<![^\W_])'(?=\S)"
    r"(?:(?:[^'\n]|(?<!\S)'|'(?=[^\W_]))*+((?<=\S)'(?![^\W_]))|[^\n]*+)"
)


def _quote_spans(s: str) -> list[tuple[int, int]]:
    """(open, close) positions of quotation marks; an unclosed quote quotes nothing."""
    doubles = [m.start() for m in re.finditer('"', s)]
    spans = list(zip(doubles[0::2], doubles[1::2], strict=False))
    spans += [(m.start(), m.start(1)) for m in _SINGLE_QUOTED.finditer(s) if m.start(1) >= 0]
    return spans


_SUBJECT_WINDOW = 24


# A sentence ends at ! ? ; or a newline, or a full stop before a space, a quote, a bracket or
# the end; a clause also at a comma or colon before those, at brackets, dashes and double
# quotes, and at a hyphen standing alone between spaces (quotation marks are added apart).
_FOLLOWED_BY_SPACE = r"(?=\s|[\"')]|\Z)"
_SENTENCE_BREAK = re.compile(r"[!?;\n]|\." + _FOLLOWED_BY_SPACE)
_CLAUSE_BREAK = re.compile(
    r"[!?;\n]|[.,:]" + _FOLLOWED_BY_SPACE + r"|[()\[\]{}\u2014\u2013\"]|(?<= )-(?= )"
)


class _Breaks:
    """The break positions of a text, and the span between breaks around any position."""

    def __init__(self, positions: list[int], n: int) -> None:
        self.positions = positions  # sorted
        self.n = n

    def start(self, i: int) -> int:
        """Where the span holding position ``i`` begins: just after the last break before it."""
        k = bisect.bisect_left(self.positions, i)
        return self.positions[k - 1] + 1 if k else 0

    def end(self, i: int) -> int:
        """Where it ends: at the first break at or after ``i`` (the text's length if none)."""
        k = bisect.bisect_left(self.positions, i)
        return self.positions[k] if k < len(self.positions) else self.n


class _Text:
    def __init__(self, s: str) -> None:
        self.s = s
        self.lowered = s.lower()
        self.tokens = _tokenize(s)
        self.starts = [t.start for t in self.tokens]
        self.quotes = _quote_spans(s)
        n = len(s)
        delimiters = {p for span in self.quotes for p in span}
        clause_breaks = {m.start() for m in _CLAUSE_BREAK.finditer(s)} | delimiters
        self.clauses = _Breaks(sorted(clause_breaks), n)
        self.sentences = _Breaks([m.start() for m in _SENTENCE_BREAK.finditer(s)], n)
        self._addressed: dict[int, bool] = {}

    def _bounds(self, start: int, end: int) -> tuple[int, int]:
        lo = bisect.bisect_left(self.starts, start)
        hi = bisect.bisect_left(self.starts, end)
        while hi > lo and self.tokens[hi - 1].end > end:
            hi -= 1
        return lo, hi

    def first_tokens(self, start: int, end: int, count: int) -> list[_Token]:
        lo, hi = self._bounds(start, end)
        return self.tokens[lo : min(hi, lo + count)]

    def last_tokens(self, start: int, end: int, count: int) -> list[_Token]:
        lo, hi = self._bounds(start, end)
        return self.tokens[max(lo, hi - count) : hi]

    def clause_before(self, pos: int) -> list[_Token] | None:
        """The clause's tokens before ``pos``; None when there are too many to be a subject.

        The exemptions look for a short subject at the start of the clause, so a long clause
        is judged without them (flagged), which also keeps the cost linear.
        """
        lo, hi = self._bounds(self.clauses.start(pos), pos)
        return self.tokens[lo:hi] if hi - lo <= _SUBJECT_WINDOW else None

    def clause_after(self, pos: int, count: int = 8) -> list[_Token]:
        return self.first_tokens(pos, self.clauses.end(pos), count)

    def speaks_to_assistant(self, pos: int) -> bool:
        """Whether the sentence around ``pos`` mentions "you" or the assistant."""
        start = self.sentences.start(pos)
        cached = self._addressed.get(start)
        if cached is None:
            cached = bool(_ADDRESSEE.search(self.s, start, self.sentences.end(pos)))
            self._addressed[start] = cached
        return cached
