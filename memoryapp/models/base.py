"""What the model modules share: enum choices, and the token a row is attributed to."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from django.db import models

if TYPE_CHECKING:
    from memoryapp.models.projects import ApiToken


def _choices(enum: Any) -> list[tuple[str, str]]:
    return [(member.value, member.value) for member in enum]


def attributed_token() -> models.ForeignKey[ApiToken | None, ApiToken | None]:
    """The API token that wrote or read the row (None: the owner's UI, the extractor, a
    command): what the tokens page counts and lists per agent. Found through partial indexes
    of the tables that are read by token, so the foreign key has no index of its own."""
    return models.ForeignKey(
        "ApiToken",
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="+",
        db_index=False,
    )
