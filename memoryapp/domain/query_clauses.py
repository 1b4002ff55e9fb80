"""Which parts of a question to embed on their own, beside the whole question.

A question often wraps what it asks in a story: "Sofia asked during lunch when the next issue
lands in people's inboxes; what do I tell her?". Embedded whole, its meaning sits near the
story (lunch, Sofia), and among many everyday lines about lunch and Sofia the one memory that
answers it ("Newsletter now every other Thursday") is far down; the asked part alone ("when the
next issue lands in people's inboxes") is nearest to that memory. So the dense leg also
embeds the question's clauses and keeps, for each memory, its best cosine over all of them.

Rule: only a sentence that holds an indirect question is cut: a question word within a few
words after a verb of asking or knowing ("asked during lunch | when the next issue lands",
"wonder | which hotel we used"). Its parts with at least :data:`MIN_CONTENT_WORDS` content
words are the question's clauses, at most :data:`MAX_CLAUSES`; with fewer than two there are
none. Sentences are found at ``;``, ``.``, ``?``, ``!`` and line breaks, and a sentence without
an indirect question is not a clause of its own: an agent's prompt of several sentences is
searched whole, as before, with no extra embedding. A question word elsewhere stays in its
clause: "checking what someone typed" is part of what is asked, and "..., and how long does a
rebuild take" asks about the same thing. One pass over the text.
"""

from __future__ import annotations

import re
from itertools import pairwise

from .words import content_stems

MIN_CONTENT_WORDS = 2
MAX_CLAUSES = 3
# A question's text past this is not cut: a long message is searched whole.
MAX_CHARS = 600

_SENTENCE_END = re.compile(r"[;.?!\n]+")
# After a verb of asking or knowing and at most three other words: where the question starts.
_INDIRECT = re.compile(
    r"\b(?:ask|asks|asked|asking|wonder|wonders|wondered|wondering|know|knows|knew|curious"
    r"|unsure|sure|remember|remembers|recall|recalls)\b(?: [\w'-]+){0,3}?"
    r"(?= (?:when|what|which|who|whom|whose|where|why|how|whether|if)\b)",
    re.IGNORECASE,
)


def question_clauses(query: str) -> tuple[str, ...]:
    """The clauses of ``query`` worth embedding on their own (the module's rule)."""
    if len(query) > MAX_CHARS:
        return ()
    parts = [
        part.strip()
        for sentence in _SENTENCE_END.split(query)
        if _INDIRECT.search(sentence)
        for part in _at_indirect_questions(sentence)
        if len(content_stems(part)) >= MIN_CONTENT_WORDS
    ]
    return tuple(parts[:MAX_CLAUSES]) if len(parts) >= 2 else ()


def _at_indirect_questions(sentence: str) -> list[str]:
    """``sentence`` cut where each indirect question starts."""
    cuts = [match.end() for match in _INDIRECT.finditer(sentence)]
    bounds = [0, *cuts, len(sentence)]
    return [sentence[a:b] for a, b in pairwise(bounds) if a < b]
