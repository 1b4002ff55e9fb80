"""What a token may do and whom its writes name: the role checks every operation shares, so
the API and the MCP tools refuse and attribute alike."""

from __future__ import annotations

from memoryapp.domain.types import Actor
from memoryapp.errors import Forbidden
from memoryapp.models import ApiToken


def is_owner(token: ApiToken) -> bool:
    return token.role == ApiToken.Role.OWNER


def ensure_owner(token: ApiToken) -> ApiToken:
    """``token`` if it is an owner's; Forbidden otherwise (the API and the MCP tools alike)."""
    if not is_owner(token):
        raise Forbidden("this operation needs an owner token", details={"role": token.role})
    return token


def actor_for(token: ApiToken) -> Actor:
    """Who writes with this token: an owner token is the owner's own tooling, whose writes
    are deliberate like the UI's; any other is an agent."""
    return Actor.OWNER if token.role == ApiToken.Role.OWNER else Actor.AGENT


def actor_label(token: ApiToken) -> str:
    return f"token:{token.name or token.prefix}"


def may_ingest(token: ApiToken) -> bool:
    """An owner's token may always ingest documents; an agent's once the owner allowed it (the
    hooks' session-start ingest)."""
    return is_owner(token) or token.ingest_allowed_at is not None


def ensure_may_ingest(token: ApiToken) -> ApiToken:
    """``token`` if it :func:`may_ingest`; Forbidden otherwise."""
    if may_ingest(token):
        return token
    raise Forbidden(
        "this token may not ingest documents; the project's owner can allow it on the Tokens "
        "page or with POST /api/v1/tokens/{id}/ingest",
        details={"role": token.role, "needs": "ingest"},
    )
