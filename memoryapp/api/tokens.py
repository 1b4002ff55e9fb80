"""The owner's controls over the project's tokens: list them, pause and resume one, let one
ingest documents.

A token is an agent identity. A paused token's calls answer ``403 paused`` (the JSON API, the
MCP server, the hooks) until the owner resumes it; revoking (the UI, ``manage.py revoke_token``)
is for good. An agent token the owner lets ingest may send the repository's documents (the
hooks' session-start ingest); what it ingests stays untrusted whatever the path rules say.
"""

from __future__ import annotations

from django.http import HttpRequest
from ninja import Router

from memoryapp.api.auth import require_owner
from memoryapp.api.schemas import TokenIngestIn, TokenListOut, TokenOut
from memoryapp.models import ApiToken
from memoryapp.operations.roles import actor_label, may_ingest
from memoryapp.selectors import memories as memory_selectors
from memoryapp.services.tokens import token_allow_ingest, token_pause, token_resume

router = Router(tags=["tokens"])


def _token_out(token: ApiToken) -> TokenOut:
    return TokenOut(
        id=token.id,
        name=token.name,
        role=token.role,
        prefix=token.prefix,
        created_at=token.created_at,
        last_used_at=token.last_used_at,
        paused_at=token.paused_at,
        revoked_at=token.revoked_at,
        state=memory_selectors.token_state(token),
        may_ingest=may_ingest(token),
    )


@router.get("/tokens", response=TokenListOut, summary="Owner: the project's tokens")
def list_tokens(request: HttpRequest) -> TokenListOut:
    token = require_owner(request)
    return TokenListOut(
        items=[_token_out(t) for t in memory_selectors.project_tokens(project=token.project)]
    )


@router.post("/tokens/{token_id}/pause", response=TokenOut, summary="Owner: pause a token")
def pause_token(request: HttpRequest, token_id: int) -> TokenOut:
    owner = require_owner(request)
    paused = token_pause(
        project=owner.project, token_id=token_id, actor_label=actor_label(owner), by=owner
    )
    return _token_out(paused)


@router.post("/tokens/{token_id}/resume", response=TokenOut, summary="Owner: resume a token")
def resume_token(request: HttpRequest, token_id: int) -> TokenOut:
    owner = require_owner(request)
    resumed = token_resume(project=owner.project, token_id=token_id, actor_label=actor_label(owner))
    return _token_out(resumed)


@router.post(
    "/tokens/{token_id}/ingest", response=TokenOut, summary="Owner: let a token ingest documents"
)
def allow_ingest(request: HttpRequest, token_id: int, payload: TokenIngestIn) -> TokenOut:
    owner = require_owner(request)
    changed = token_allow_ingest(
        project=owner.project,
        token_id=token_id,
        allowed=payload.allowed,
        actor_label=actor_label(owner),
    )
    return _token_out(changed)
