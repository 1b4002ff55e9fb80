"""What a memory's text may be: the one content rule behind the API, the services and the import.

Each caller turns a :class:`ContentProblem` into its own error (a 422 envelope, an
``InvalidInput``, an import line's message); the rule itself, its limit and its order of checks
live here only.
"""

from __future__ import annotations

from enum import StrEnum

# The database holds the same limit as a CHECK constraint on memoryapp_memory.content.
MAX_CONTENT_CHARS = 8000
MIN_CONTENT_CHARS = 1
# PostgreSQL text and jsonb cannot hold U+0000.
NUL = "\x00"


class ContentProblem(StrEnum):
    EMPTY = "empty"  # not text, or nothing but white space
    TOO_LONG = "too_long"
    NUL = "nul"


def content_problem(value: object) -> ContentProblem | None:
    """Why ``value`` cannot be a memory's content, or None when it can.

    Checked in this order, so that a caller reporting one problem reports the same one as the
    others: empty, then too long, then a NUL character.
    """
    if not isinstance(value, str) or not value.strip():
        return ContentProblem.EMPTY
    if len(value) > MAX_CONTENT_CHARS:
        return ContentProblem.TOO_LONG
    if NUL in value:
        return ContentProblem.NUL
    return None
