"""The project's tokens, as the owner lists them (never their secrets)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from memory_client.models.common import _moment, _moment_or_none

# --- tokens (owner) --------------------------------------------------------------------------


@dataclass(frozen=True)
class TokenInfo:
    """One of the project's tokens (never its secret); ``state`` is ``active``, ``paused`` or
    ``revoked``."""

    id: int
    name: str
    role: str
    prefix: str
    created_at: datetime
    last_used_at: datetime | None
    paused_at: datetime | None
    revoked_at: datetime | None
    state: str
    # Whether the token may ingest documents (an owner's always; an agent's when allowed).
    may_ingest: bool = False

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> TokenInfo:
        return cls(
            id=int(data["id"]),
            name=str(data.get("name", "")),
            role=str(data["role"]),
            prefix=str(data.get("prefix", "")),
            created_at=_moment(data["created_at"]),
            last_used_at=_moment_or_none(data.get("last_used_at")),
            paused_at=_moment_or_none(data.get("paused_at")),
            revoked_at=_moment_or_none(data.get("revoked_at")),
            state=str(data["state"]),
            may_ingest=bool(data.get("may_ingest", False)),
        )


@dataclass(frozen=True)
class TokenList:
    items: tuple[TokenInfo, ...]

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> TokenList:
        return cls(items=tuple(TokenInfo.from_json(item) for item in data["items"]))
