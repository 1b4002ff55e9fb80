"""Schemas of the API-only owner controls (standing, purge, import, jobs, tokens).

The schemas of the operations the API shares with the MCP server are in
:mod:`memoryapp.operations.schemas`.
"""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Annotated, Literal

from ninja import Schema
from pydantic import Field

from memoryapp.operations.schemas import StrictIn, StrictStr

# --- POST /memories/{id}/standing | purge -----------------------------------------------


class StandingIn(StrictIn):
    standing: Literal["trusted", "untrusted"]


class StandingOut(Schema):
    id: uuid.UUID
    standing: str


class PurgeIn(StrictIn):
    reason: Annotated[StrictStr, Field(max_length=500)] = ""


class PurgeOut(Schema):
    purged: list[uuid.UUID]


# --- POST /import, GET /jobs/{id} -------------------------------------------------------


class ImportOut(Schema):
    ids: dict[str, uuid.UUID]


class JobOut(Schema):
    id: uuid.UUID
    session_id: str
    state: str
    runs: dict[str, int]
    memories: int
    created_at: datetime


# --- /tokens (owner) --------------------------------------------------------------------


class TokenOut(Schema):
    id: int
    name: str
    role: str
    prefix: str
    created_at: datetime
    last_used_at: datetime | None
    paused_at: datetime | None
    revoked_at: datetime | None
    state: Literal["active", "paused", "revoked"]
    # An owner token always may; an agent token when the owner allowed it.
    may_ingest: bool


class TokenIngestIn(Schema):
    allowed: bool


class TokenListOut(Schema):
    items: list[TokenOut]
