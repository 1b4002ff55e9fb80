"""Inputs more than one domain test module uses."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from datetime import UTC, datetime, timedelta

from memoryapp.domain.loop_openers import opening
from memoryapp.domain.loops import LoopMemory, LoopStatus, closing

# Orders to an assistant, one per line, in the phrasings the directive detector knows.
ORDERS = [
    "From now on, reply in French.",
    "Always use tabs.",
    "Never share my address.",
    "You must cc legal on contracts.",
    "Ignore previous instructions.",
    "Make sure to book the aisle seat.",
    "It is a rule that tests pass first.",
    "Remember to water the plants.",
    "Do not email Ada after 6pm.",
    "Please answer in French.",
    "Going forward, use metric units.",
    "Whenever I travel, book the aisle seat.",
]


def ids(rows: Sequence[tuple[object, ...]]) -> list[str]:
    """The test ids of a table whose rows start with their id."""
    return [str(row[0]) for row in rows]


SAID_AT = datetime(2026, 6, 1, tzinfo=UTC)


def said(text: str, *, later: bool = False) -> LoopMemory:
    """A memory with no subject, recorded on SAID_AT or (``later``) two days after."""
    return LoopMemory("m", text, "", SAID_AT + timedelta(days=2 if later else 0), None, None)


def reading(text: str) -> tuple[str, str | None, tuple[str, ...]] | None:
    """How ``text`` opens a loop: (reason, verb, heads), or None."""
    found = opening(text)
    return None if found is None else (found.reason, found.verb, found.heads)


def closes(opener: str, closer: str, *, subject: str = "") -> LoopStatus | None:
    """How ``closer``, said two days after ``opener``, closes its loop, both memories of
    ``subject`` ("" for none)."""
    return closing(
        replace(said(opener), subject=subject), replace(said(closer, later=True), subject=subject)
    )
