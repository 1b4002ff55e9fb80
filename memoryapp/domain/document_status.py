"""Whether a document says of itself that it no longer holds: an architecture decision record
"superseded by ADR 31", a design note "deprecated". Such a document is history, not the present,
so its chunks are kept with their validity ended (recall shows them as no longer valid; they
never steer an action), instead of standing beside the record that replaced them as if both
were current.

Rule: within the document's first :data:`STATUS_LINES` lines, outside fenced code, the first
status declaration decides. A declaration is a line ``Status: <word>`` (optionally a list item,
in bold, or YAML front matter: ``status: superseded``) or a heading ``Status`` whose first
non-blank line starts with the word. The document no longer holds when that word is one of
:data:`RETIRED_STATUSES` ("Superseded by ADR 31", "Deprecated in favour of ..."). Anything else
("Accepted", "Proposed", no declaration) leaves it current.

One pass over at most :data:`STATUS_LINES` lines; the rest of the text is not read.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

STATUS_LINES = 40
RETIRED_STATUSES = frozenset(
    {
        "abandoned",
        "deprecated",
        "obsolete",
        "rejected",
        "replaced",
        "retired",
        "superseded",
        "withdrawn",
    }
)
# Why a document's chunks were written with their validity ended.
DOCUMENT_RETIRED = "document.retired"

_DECLARED = re.compile(
    r"^\s{0,3}(?:[-*+]\s+)?(?:\*\*|__)?status(?:\*\*|__)?\s*:\s*(?:\*\*|__)?\s*([A-Za-z]+)",
    re.IGNORECASE,
)
_STATUS_HEADING = re.compile(r"^\s{0,3}#{1,6}\s+status\s*#*\s*$", re.IGNORECASE)
_FIRST_WORD = re.compile(r"^\s*(?:[-*+]\s+)?(?:\*\*|__)?([A-Za-z]+)")
_FENCE = re.compile(r"^\s{0,3}(`{3,}|~{3,})")


def _head(text: str) -> Iterator[str]:
    """The first :data:`STATUS_LINES` lines of ``text``, without reading the rest."""
    start = 0
    for _ in range(STATUS_LINES):
        end = text.find("\n", start)
        yield text[start:] if end < 0 else text[start:end]
        if end < 0:
            return
        start = end + 1


def document_retired(text: str) -> bool:
    """Whether ``text`` declares in its first lines that it no longer holds (the module's rule)."""
    fenced = False
    under_heading = False
    for line in _head(text):
        if _FENCE.match(line):
            fenced = not fenced
            continue
        if fenced or not line.strip():
            continue
        if under_heading:
            word = _FIRST_WORD.match(line)
            return word is not None and word.group(1).lower() in RETIRED_STATUSES
        declared = _DECLARED.match(line)
        if declared:
            return declared.group(1).lower() in RETIRED_STATUSES
        under_heading = bool(_STATUS_HEADING.match(line))
    return False
