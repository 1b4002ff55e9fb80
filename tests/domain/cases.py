"""Inputs more than one domain test module uses."""

from __future__ import annotations

from collections.abc import Sequence

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
