"""Reading the environment: the one place that says how a setting's text becomes a value.

No Django import, so ``config.serving`` (the server's command lines, read before Django starts)
and ``config.settings`` share the same parsing.
"""

from __future__ import annotations

import os


def env_bool(name: str, default: bool) -> bool:
    value = os.environ.get(name)
    if value is None or value == "":
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


def env_int(name: str, default: int) -> int:
    value = os.environ.get(name)
    return int(value) if value else default


def env_float(name: str, default: float) -> float:
    value = os.environ.get(name)
    return float(value) if value else default


def env_list(name: str, default: str = "") -> list[str]:
    """A comma-separated list, blanks dropped."""
    return [part.strip() for part in os.environ.get(name, default).split(",") if part.strip()]
