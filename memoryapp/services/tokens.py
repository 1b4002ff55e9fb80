"""API tokens: issued once in clear text, stored as a sha256 hash, revocable, last use kept."""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass
from datetime import timedelta

from django.db import transaction
from django.utils import timezone
from django.utils.text import slugify

from memoryapp.errors import InvalidInput, NotFound, Unauthenticated
from memoryapp.models import ApiToken, Project
from memoryapp.selectors import api_token_by_hash

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
    clean = slugify(slug)
    if not clean or clean != slug:
        raise InvalidInput(
            "a project slug is lower-case letters, digits and hyphens", details={"field": "slug"}
        )
    project, _ = Project.objects.get_or_create(slug=slug, defaults={"name": name or slug})
    return project


@transaction.atomic
def token_issue(*, project: Project, role: str, name: str = "") -> IssuedToken:
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
    return IssuedToken(token=token, secret=secret)


@transaction.atomic
def token_revoke(*, project: Project | None = None, token_id: int) -> ApiToken:
    query = ApiToken.objects.select_for_update().filter(id=token_id)
    if project is not None:
        query = query.filter(project=project)
    token = query.first()
    if token is None:
        raise NotFound("token not found", details={"id": token_id})
    if token.revoked_at is None:
        token.revoked_at = timezone.now()
        token.save(update_fields=["revoked_at"])
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
    now = timezone.now()
    if token.last_used_at is None or now - token.last_used_at > LAST_USED_RESOLUTION:
        ApiToken.objects.filter(id=token.id).update(last_used_at=now)
        token.last_used_at = now
    return token
