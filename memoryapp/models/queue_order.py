"""The expressions of the review queue's triage order and groups, shared by the indexes that
serve them (``Memory.Meta``, migration 0032) and the queries that read them
(``review.triage``): PostgreSQL uses an expression index only for the very same expression.
"""

from __future__ import annotations

from django.db.models import (
    BooleanField,
    Case,
    ExpressionWrapper,
    F,
    FloatField,
    OrderBy,
    Q,
    TextField,
    Value,
    When,
)
from django.db.models.functions import Cast, Coalesce, Concat

# Where a card without a confidence sorts: below any given one (0.0 to 1.0), so the order needs
# no NULLS LAST.
NO_CONFIDENCE = -1.0


def conflict_rank() -> ExpressionWrapper[Q]:
    """Whether the card may contradict an active memory."""
    return ExpressionWrapper(Q(possible_conflict_of__isnull=False), output_field=BooleanField())


def confidence_rank() -> Coalesce:
    return Coalesce(F("confidence"), Value(NO_CONFIDENCE), output_field=FloatField())


def _prefixed(prefix: str, column: str) -> Concat:
    return Concat(Value(prefix), Cast(column, TextField()), output_field=TextField())


def group_key() -> Case:
    """The key a pending card is grouped by: its subject; else the head it may contradict or
    would replace; else the memory it nearly duplicates; else itself (so a card and its
    near-duplicates share the first card's key)."""
    return Case(
        When(~Q(subject=""), then=_prefixed("s:", "subject")),
        When(possible_conflict_of__isnull=False, then=_prefixed("h:", "possible_conflict_of")),
        When(supersedes_on_confirm__isnull=False, then=_prefixed("h:", "supersedes_on_confirm")),
        When(near_duplicate_of__isnull=False, then=_prefixed("d:", "near_duplicate_of")),
        default=_prefixed("d:", "id"),
        output_field=TextField(),
    )


def triage_order() -> list[OrderBy]:
    """Repeats, then conflicts, then confidence, then recency, all descending; the id breaks
    ties."""
    return [
        F("repeat_count").desc(),
        conflict_rank().desc(),
        confidence_rank().desc(),
        F("recorded_at").desc(),
        F("id").desc(),
    ]
