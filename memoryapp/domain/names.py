"""Entity names: how a name is shown and the key it is found by."""

from __future__ import annotations

import re

_WHITESPACE = re.compile(r"\s+")


def display_entity_name(name: str) -> str:
    """The name as shown: its whitespace runs collapsed to one space, trimmed."""
    return _WHITESPACE.sub(" ", name).strip()


def normalize_entity_name(name: str) -> str:
    """The key an entity is found by: the display name, casefolded."""
    return display_entity_name(name).casefold()
