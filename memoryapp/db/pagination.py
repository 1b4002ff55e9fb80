"""The keyset cursor shared by the API and the owner's UI.

A list ordered on (time, id) is paginated by the position of its last row: the cursor is that
row's time and tie-breaker, as base64 of a JSON pair, so a deep page costs what the first does.
Decoding never raises: ``decode_cursor`` answers None for anything this service did not issue,
and each caller decides what that means (the API refuses it, the UI shows the first page).
"""

from __future__ import annotations

import base64
import binascii
import json
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from django.db.models import Q, QuerySet


@dataclass(frozen=True)
class Page[T]:
    items: list[T]
    next_cursor: str | None


def encode_cursor(at: datetime, row_id: object) -> str:
    raw = json.dumps([at.isoformat(), str(row_id)]).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def decode_cursor(
    cursor: str, key: Callable[[str], object] = uuid.UUID
) -> tuple[datetime, Any] | None:
    """The position a cursor names, or None for anything this service did not issue. ``key``
    parses the tie-breaker: a UUID by default, ``int`` for bigint ids, ``str`` for session ids."""
    try:
        raw = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4))
        at, row_id = json.loads(raw)
        if not isinstance(at, str) or not isinstance(row_id, str):
            return None
        return datetime.fromisoformat(at), key(row_id)
    except (ValueError, TypeError, OverflowError, binascii.Error):
        return None


def rows_after(
    qs: QuerySet[Any],
    field: str,
    position: tuple[datetime, Any] | None,
    *,
    tie: str = "id",
    ascending: bool = False,
) -> QuerySet[Any]:
    """The rows after ``position`` in (``field``, ``tie``) order: descending unless
    ``ascending``; all of them without a position."""
    if position is None:
        return qs
    at, row_id = position
    op = "gt" if ascending else "lt"
    return qs.filter(Q(**{f"{field}__{op}": at}) | Q(**{field: at, f"{tie}__{op}": row_id}))


def page_of[T](rows: list[T], field: str, limit: int, tie: str = "id") -> Page[T]:
    """A page of ``limit`` rows out of ``rows`` (read with one more, to know whether another
    page follows), its cursor naming the last row shown."""
    if len(rows) > limit:
        last = rows[limit - 1]
        if isinstance(last, dict):
            return Page(rows[:limit], encode_cursor(last[field], last[tie]))
        return Page(rows[:limit], encode_cursor(getattr(last, field), getattr(last, tie)))
    return Page(rows, None)
