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
("Accepted", "Proposed", no declaration) leaves it current. A quoted value counts too (MADR's
front matter: ``status: "superseded by [ADR-0005](0005-example.md)"``).

What replaced it, read from the rest of the declaring line (:class:`Replacement`): a Markdown
link's target, resolved against the document's folder ("Superseded by [31. Pub/Sub](0031.md)",
as adr-tools and MADR write it), else a record number ("superseded by ADR 31", "in favour of
#31", "superseded by 31"): the file of that folder whose name starts with the number
(:func:`is_replacement`). A link out of the repository (a URL, a path above its root) names nothing.

One pass over at most :data:`STATUS_LINES` lines; the rest of the text is not read.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Iterator
from dataclasses import dataclass
from urllib.parse import unquote

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
    r"^\s{0,3}(?:[-*+]\s+)?(?:\*\*|__)?status(?:\*\*|__)?\s*:\s*(?:\*\*|__)?[\s\"']*([A-Za-z]+)",
    re.IGNORECASE,
)
_STATUS_HEADING = re.compile(r"^\s{0,3}#{1,6}\s+status\s*#*\s*$", re.IGNORECASE)
_FIRST_WORD = re.compile(r"^\s*(?:[-*+]\s+)?(?:\*\*|__)?([A-Za-z]+)")
_FENCE = re.compile(r"^\s{0,3}(`{3,}|~{3,})")
# What the rest of a declaring line names: a link's target, else a record's number after a
# record word or '#', else a bare number right after "by".
_LINK = re.compile(r"\]\(\s*<?([^)\s>]+)")
_RECORD_NUMBER = re.compile(
    r"(?:\b(?:adr|rfc|decision|record|no\.?)[\s#:_-]*|#)0*(\d{1,6})\b|\bby\s+0*(\d{1,6})\b",
    re.IGNORECASE,
)
# A record's file: an optional short word ("adr-"), its number, then a separator or the end.
_NUMBERED_NAME = re.compile(r"^(?:[A-Za-z]{1,8}[-_ ]?)?0*(\d{1,6})(?:[-_. ]|$)")


@dataclass(frozen=True)
class Replacement:
    """What a retired document names as its replacement: a file (``path``, relative to the
    repository's root) or a record ``number`` in the document's own folder."""

    path: str = ""
    number: int | None = None

    def key(self) -> str:
        """How the replacement is told apart in a chunk's hash."""
        return self.path or f"#{self.number}"


@dataclass(frozen=True)
class DocumentStatus:
    """Whether a document says it no longer holds, and what it names as its replacement."""

    retired: bool = False
    replaced_by: Replacement | None = None


CURRENT = DocumentStatus()


def _head(text: str) -> Iterator[str]:
    """The first :data:`STATUS_LINES` lines of ``text``, without reading the rest."""
    start = 0
    for _ in range(STATUS_LINES):
        end = text.find("\n", start)
        yield text[start:] if end < 0 else text[start:end]
        if end < 0:
            return
        start = end + 1


def document_status(text: str, *, path: str = "") -> DocumentStatus:
    """What ``text``, the document at ``path``, declares in its first lines (the module's
    rule); its replacement is resolved against ``path``'s folder."""
    fenced = False
    under_heading = False
    for line in _head(text):
        if _FENCE.match(line):
            fenced = not fenced
            continue
        if fenced or not line.strip():
            continue
        found = (_FIRST_WORD if under_heading else _DECLARED).match(line)
        if found:
            return _declared(found.group(1), line[found.end() :], path)
        if under_heading:
            return CURRENT
        under_heading = bool(_STATUS_HEADING.match(line))
    return CURRENT


def document_retired(text: str) -> bool:
    """Whether ``text`` declares in its first lines that it no longer holds."""
    return document_status(text).retired


def _declared(word: str, rest: str, path: str) -> DocumentStatus:
    if word.lower() not in RETIRED_STATUSES:
        return CURRENT
    return DocumentStatus(retired=True, replaced_by=_replacement(rest, path))


def _replacement(rest: str, path: str) -> Replacement | None:
    """The replacement the rest of a declaring line names, if it names one inside the
    repository."""
    link = _LINK.search(rest)
    if link:
        target = _resolved(link.group(1), path)
        return Replacement(path=target) if target else None
    number = _RECORD_NUMBER.search(rest)
    if number:
        return Replacement(number=int(number.group(1) or number.group(2)))
    return None


def _resolved(target: str, path: str) -> str:
    """A link's target as a path from the repository's root ('' for a URL, a bare anchor or a
    path above the root)."""
    if ":" in target.split("/", 1)[0]:
        return ""
    target = unquote(target.split("#", 1)[0].split("?", 1)[0])
    if not target:
        return ""
    joined = (
        target.lstrip("/")
        if target.startswith("/")
        else posixpath.join(posixpath.dirname(path), target)
    )
    resolved = posixpath.normpath(joined)
    return "" if resolved in (".", "..") or resolved.startswith("../") else resolved


def is_replacement(path: str, replacement: Replacement, *, of: str) -> bool:
    """Whether the file at ``path`` is ``replacement`` as named by the retired document at ``of``:
    the same path, or, for a record number, a file of the same folder whose name starts with
    that number ("0031-order-events.md", "ADR-031.md", "31_pubsub.rst")."""
    if replacement.path:
        return path == replacement.path
    if path == of or posixpath.dirname(path) != posixpath.dirname(of):
        return False
    name = _NUMBERED_NAME.match(posixpath.basename(path))
    return name is not None and int(name.group(1)) == replacement.number
