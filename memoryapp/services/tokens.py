"""API tokens: issued once in clear text, stored as a sha256 hash, pausable, revocable, last
use kept. What the owner does to a token is audited as a TokenEvent in the same transaction."""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass
from datetime import timedelta

from django.db import transaction
from django.utils import timezone
from django.utils.text import slugify

from memoryapp.errors import Conflict, InvalidInput, NotFound, Paused, Unauthenticated
from memoryapp.models import ApiToken, Project, TokenEvent
from memoryapp.selectors.memories import api_token_by_hash

TOKEN_PREFIX = "mem_"  # noqa: S105 - a visible marker, not a secret
# Writing last_used_at on every request would turn each read into a write; a minute is plenty
# for "when was this token last used".
LAST_USED_RESOLUTION = timedelta(seconds=60)


def token_hash(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


@dataclass(frozen=True)
class IssuedToken:
    token: ApiToken
    secret: str


def project_ensure(*, slug: str, name: str = "") -> Project:
    """The project ``slug``, created if missing; the unique slug settles concurrent calls."""
    clean = slugify(slug)
    if not clean or clean != slug:
        raise InvalidInput(
            "a project slug is lower-case letters, digits and hyphens", details={"field": "slug"}
        )
    project, _ = Project.objects.get_or_create(slug=slug, defaults={"name": name or slug})
    return project


@transaction.atomic
def token_issue(
    *, project: Project, role: str, name: str = "", actor_label: str = ""
) -> IssuedToken:
    """A new token and its one clear-text secret. A new row: no lock is needed."""
    if role not in ApiToken.Role.values:
        raise InvalidInput(
            "role is agent or owner", details={"field": "role", "allowed": ApiToken.Role.values}
        )
    secret = TOKEN_PREFIX + secrets.token_urlsafe(32)
    token = ApiToken.objects.create(
        project=project,
        role=role,
        name=name[:200],
        prefix=secret[: len(TOKEN_PREFIX) + 6],
        token_hash=token_hash(secret),
    )
    TokenEvent.objects.create(
        project=project, token=token, kind=TokenEvent.Kind.ISSUED, actor_label=actor_label
    )
    return IssuedToken(token=token, secret=secret)


def _locked_token(*, project: Project | None, token_id: int) -> ApiToken:
    query = ApiToken.objects.select_for_update().filter(id=token_id)
    if project is not None:
        query = query.filter(project=project)
    token = query.first()
    if token is None:
        raise NotFound("token not found", details={"id": token_id})
    return token


@transaction.atomic
def token_revoke(
    *, project: Project | None = None, token_id: int, actor_label: str = ""
) -> ApiToken:
    """Revoke for good (idempotent). Locks the token row."""
    token = _locked_token(project=project, token_id=token_id)
    if token.revoked_at is None:
        token.revoked_at = timezone.now()
        token.save(update_fields=["revoked_at"])
        TokenEvent.objects.create(
            project_id=token.project_id,
            token=token,
            kind=TokenEvent.Kind.REVOKED,
            actor_label=actor_label,
        )
    return token


@transaction.atomic
def token_pause(
    *, project: Project, token_id: int, actor_label: str = "", by: ApiToken | None = None
) -> ApiToken:
    """Pause a token: its calls answer 403 paused until it is resumed. Locks the token row;
    pausing a paused token changes nothing, a revoked one cannot be paused (409), and a token
    cannot pause itself (``by``): it could not resume itself afterwards."""
    if by is not None and by.id == token_id:
        raise Conflict("a token cannot pause itself", details={"id": token_id})
    token = _locked_token(project=project, token_id=token_id)
    if token.revoked_at is not None:
        raise Conflict("a revoked token cannot be paused", details={"id": token_id})
    if token.paused_at is None:
        token.paused_at = timezone.now()
        token.save(update_fields=["paused_at"])
        TokenEvent.objects.create(
            project=project, token=token, kind=TokenEvent.Kind.PAUSED, actor_label=actor_label
        )
    return token


@transaction.atomic
def token_resume(*, project: Project, token_id: int, actor_label: str = "") -> ApiToken:
    """Resume a paused token (idempotent; a revoked one stays revoked: 409). Locks the row."""
    token = _locked_token(project=project, token_id=token_id)
    if token.revoked_at is not None:
        raise Conflict("a revoked token cannot be resumed", details={"id": token_id})
    if token.paused_at is not None:
        token.paused_at = None
        token.save(update_fields=["paused_at"])
        TokenEvent.objects.create(
            project=project, token=token, kind=TokenEvent.Kind.RESUMED, actor_label=actor_label
        )
    return token


def token_authenticate(*, secret: str) -> ApiToken:
    """The token for ``secret``, or Unauthenticated; notes the use at most once a minute."""
    if not secret:
        raise Unauthenticated("missing bearer token")
    token = api_token_by_hash(token_hash=token_hash(secret))
    if token is None:
        raise Unauthenticated("unknown token")
    if token.revoked_at is not None:
        raise Unauthenticated("this token has been revoked")
    if token.paused_at is not None:
        raise Paused(
            "this token is paused by the project's owner; calls resume when the owner resumes it",
            details={"token": token.name or token.prefix, "paused_at": token.paused_at.isoformat()},
        )
    now = timezone.now()
    if token.last_used_at is None or now - token.last_used_at > LAST_USED_RESOLUTION:
        ApiToken.objects.filter(id=token.id).update(last_used_at=now)
        token.last_used_at = now
    return token


@transaction.atomic
def token_allow_ingest(
    *, project: Project, token_id: int, allowed: bool, actor_label: str = ""
) -> ApiToken:
    """Let an agent token ingest documents (the hooks' session-start ingest), or withdraw it.
    Locks the token row; idempotent; an owner token may always ingest and a revoked one never
    again (409 both)."""
    token = _locked_token(project=project, token_id=token_id)
    if token.role != ApiToken.Role.AGENT:
        raise Conflict("an owner token may always ingest", details={"id": token_id})
    if token.revoked_at is not None:
        raise Conflict("a revoked token cannot be changed", details={"id": token_id})
    if allowed == (token.ingest_allowed_at is not None):
        return token
    token.ingest_allowed_at = timezone.now() if allowed else None
    token.save(update_fields=["ingest_allowed_at"])
    kind = TokenEvent.Kind.INGEST_ALLOWED if allowed else TokenEvent.Kind.INGEST_WITHDRAWN
    TokenEvent.objects.create(project=project, token=token, kind=kind, actor_label=actor_label)
    return token
