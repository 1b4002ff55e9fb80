"""The directive patterns: each phrase's kind, how context judges it, and its expression.

The expressions are compiled once, at import. Every pattern carries trigger ``words`` so it is
not run over a text that cannot match it (docs/adr/0001-detector-trigger-words.md).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

ABSOLUTE = "absolute"
OBLIGATION = "obligation"
STANDING_ORDER = "standing_order"
RULE = "rule"
MAKE_SURE = "make_sure"
IMPERATIVE = "imperative"

# How a candidate is judged in context:
_ANYWHERE = "anywhere"  # counts wherever it stands (outside exempt speech)
_ADVERB = "adverb"  # always/never: habits and narrative past are exempt
_MODAL = "modal"  # should/need to/have to: a person or "I" as subject is exempt
_CLAUSE_START = "clause_start"  # counts only when it opens a clause
_EDGE = "edge"  # counts when it opens or closes a clause
_HABIT = "habit"  # whenever/every time: a person's habit is exempt
_INJECTION = "injection"  # counts everywhere, even quoted: it targets whoever reads the memory

_I = re.IGNORECASE
_NO_COMPOUND = r"(?![-\u2010\u2011]\w)"


@dataclass(frozen=True)
class _Pattern:
    """A directive phrase: what it is, how context judges it, and the regular expression.

    ``words`` are literals of which every match contains at least one (in lower case). A text
    that contains none of them cannot match, so the expression is not run over it: one search
    for a few short strings is far cheaper than a case-insensitive scan with word boundaries,
    and most texts contain the trigger words of only a few patterns. A test checks the words
    against every match in the table of cases and the adversarial corpus.
    """

    kind: str
    mode: str
    words: str
    regex: re.Pattern[str]

    def may_match(self, lowered: str) -> bool:
        return any(word in lowered for word in self.words.split())


_PATTERNS: tuple[_Pattern, ...] = (
    _Pattern(
        IMPERATIVE,
        _INJECTION,
        "ignore disregard forget override bypass",
        re.compile(
            r"\b(?:ignore|disregard|forget|override|bypass)\s+(?:all\s+|any\s+)?(?:of\s+)?"
            r"(?:the\s+|your\s+|my\s+|these\s+|those\s+)?(?:previous|prior|above|earlier|preceding|"
            r"existing|original|system|former|old|other)\s+(?:instructions?|prompts?|rules?|messages?|"
            r"directions?|guidelines?|context)\b",
            _I,
        ),
    ),
    _Pattern(
        IMPERATIVE,
        _INJECTION,
        "you system new pretend developer",
        re.compile(
            r"\byou(?:'re|\s+are)\s+now\b|\bsystem\s+prompt\b|\bnew\s+instructions?\b"
            r"|\bpretend\s+(?:to\s+be|you(?:'re|\s+are)|that)\b|\bdeveloper\s+mode\b",
            _I,
        ),
    ),
    _Pattern(
        IMPERATIVE,
        _ANYWHERE,
        "want need like expect require prefer",
        re.compile(
            r"\b(?:i|we)(?:'d|\s+would)?\s+(?:want|need|like|expect|require|prefer)\s+"
            r"(?:you|the\s+(?:assistant|agent|bot|ai))\s+to\b",
            _I,
        ),
    ),
    _Pattern(
        IMPERATIVE,
        _ANYWHERE,
        "should better",
        re.compile(r"\byou(?:'d|\s+had)?\s+(?:should|better)\b", _I),
    ),
    _Pattern(IMPERATIVE, _ANYWHERE, "please", re.compile(r"\bplease\b", _I)),
    _Pattern(
        IMPERATIVE, _CLAUSE_START, "you", re.compile(r"\b(?:can|could|would|will)\s+you\b", _I)
    ),
    _Pattern(
        IMPERATIVE, _CLAUSE_START, "do", re.compile(r"\b(?:don't|dont|do\s+not)(?:\s+ever)?\b", _I)
    ),
    _Pattern(
        OBLIGATION,
        _ANYWHERE,
        "you we assistant agent bot ai model",
        re.compile(
            r"\b(?:you|we|the\s+(?:assistant|agent|bot|ai|model))\s+(?:must(?:n't|\s+not)?|"
            r"shall(?:\s+not)?|should(?:n't|\s+not)?|(?:need|needs|have|has)\s+(?:got\s+)?to|"
            r"ought\s+to|(?:are|is|'re)\s+(?:not\s+)?(?:to|required\s+to|supposed\s+to|"
            r"expected\s+to|allowed\s+to|permitted\s+to|obliged\s+to))\b",
            _I,
        ),
    ),
    _Pattern(
        OBLIGATION,
        _ANYWHERE,
        "you",
        re.compile(r"\byou\s+(?:may\s+not|can't|cannot|can\s+not|won't\s+ever)\b", _I),
    ),
    _Pattern(
        OBLIGATION, _ANYWHERE, "must", re.compile(r"\bmust(?:n't|\s+not)?\b" + _NO_COMPOUND, _I)
    ),
    _Pattern(OBLIGATION, _ANYWHERE, "shall", re.compile(r"\bshall(?:n't|\s+not)?\b", _I)),
    _Pattern(
        OBLIGATION,
        _MODAL,
        "should ought need have has supposed required expected obliged",
        re.compile(
            r"\b(?:should(?:n't|\s+not)?|ought\s+to|(?:need|needs)\s+to|(?:have|has)\s+(?:got\s+)?to"
            r"|(?:is|are|am|'re|'s)\s+(?:supposed|required|expected|obliged)\s+to)\b",
            _I,
        ),
    ),
    _Pattern(
        ABSOLUTE, _ADVERB, "always", re.compile(r"(?<![Aa][Ss] )\balways\b" + _NO_COMPOUND, _I)
    ),
    _Pattern(
        ABSOLUTE,
        _ADVERB,
        "never",
        re.compile(
            r"(?<![Aa][Ss] )\bnever(?:\s*+,?\s*+ever)?\b" + _NO_COMPOUND + r"(?!\s+mind\b)", _I
        ),
    ),
    _Pattern(
        ABSOLUTE,
        _ANYWHERE,
        "all circumstance case matter without ever",
        re.compile(
            r"\b(?:at\s+all\s+times|under\s+no\s+circumstances?|in\s+no\s+case|no\s+matter\s+what"
            r"|without\s+exception|without\s+fail|at\s+all\s+costs|not\s+ever)\b",
            _I,
        ),
    ),
    _Pattern(
        STANDING_ORDER,
        _ANYWHERE,
        "from henceforth hereafter further future",
        re.compile(
            r"\bfrom\s+now\s+on(?:wards?)?\b|\bfrom\s+(?:here|this\s+point|today|this\s+day)"
            r"(?:\s+(?:on|onwards?|forward|out))+\b|\bhenceforth\b|\bhereafter\b"
            r"|\buntil\s+further\s+notice\b|\bfor\s+all\s+future\b",
            _I,
        ),
    ),
    _Pattern(STANDING_ORDER, _EDGE, "forward", re.compile(r"\b(?:going|moving)\s+forward\b", _I)),
    _Pattern(
        STANDING_ORDER,
        _CLAUSE_START,
        "future default",
        re.compile(r"\bin\s+(?:the\s+)?future\b|\bby\s+default\b|\bas\s+a\s+default\b", _I),
    ),
    _Pattern(
        STANDING_ORDER,
        _HABIT,
        "whenever time",
        re.compile(r"\bwhenever\b|\b(?:every|each|any)\s*time\b", _I),
    ),
    _Pattern(RULE, _ANYWHERE, "rule", re.compile(r"\brules?\b" + _NO_COMPOUND, _I)),
    _Pattern(
        RULE,
        _ANYWHERE,
        "polic standing convention guideline",
        re.compile(
            r"\bpolic(?:y|ies)\s*:|\b(?:our|company|team|house|office|my)\s+polic(?:y|ies)\b"
            r"|\bpolicy\s+is\s+(?:to|that)\b|\bstanding\s+(?:instructions?|orders?)\b"
            r"|\b(?:conventions?|guidelines?)\s*:",
            _I,
        ),
    ),
    _Pattern(
        MAKE_SURE,
        _ANYWHERE,
        "sure certain see",
        re.compile(
            r"\bmake\s+(?:sure|certain)\b|\bbe\s+(?:sure|certain)\s+(?:to|that|you)\b"
            r"|\bsee\s+to\s+it\b",
            _I,
        ),
    ),
)
