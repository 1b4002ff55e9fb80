"""Times from outside: aware, within what PostgreSQL stores, normalised to UTC."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

# PostgreSQL accepts UTC offsets up to 15:59; beyond that a timestamptz cannot be stored.
MAX_OFFSET = timedelta(hours=15, minutes=59)


def to_utc(value: datetime) -> datetime:
    """``value`` in UTC; ValueError for naive times and offsets PostgreSQL cannot store."""
    offset = value.utcoffset()
    if offset is None:
        raise ValueError("the time must carry a UTC offset (e.g. 'Z' or '+02:00')")
    if abs(offset) > MAX_OFFSET:
        raise ValueError("the UTC offset must be within ±15:59")
    try:
        return value.astimezone(UTC)
    except OverflowError:
        raise ValueError("the time is out of range") from None
