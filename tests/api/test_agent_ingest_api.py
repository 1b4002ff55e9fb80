"""An agent token that ingests documents (the hooks' session-start ingest): only when the
owner allowed it, audited, and never trusted by a path rule until the owner's own act."""

from __future__ import annotations

import pytest
from django.core.management import call_command
from django.db import IntegrityError, connection, transaction

from memoryapp.models import ApiToken, Memory, MemoryEvent, TokenEvent
from tests.api.conftest import ApiClient, error_code
from tests.api.test_sources_api import ADR, chunk, context, ingest

pytestmark = pytest.mark.django_db

CHANGED = ADR.replace("PostgreSQL is the active", "CockroachDB is the active")


def agent_id(owner: ApiClient) -> int:
    return int(next(t["id"] for t in owner.get("/tokens").json()["items"] if t["role"] == "agent"))


def allow(owner: ApiClient, allowed: bool) -> dict[str, object]:
    response = owner.post(f"/tokens/{agent_id(owner)}/ingest", {"allowed": allowed})
    assert response.status_code == 200, response.content
    return response.json()  # type: ignore[no-any-return]


def test_an_agent_token_ingests_only_while_the_owner_allows_it(
    owner: ApiClient, agent: ApiClient
) -> None:
    body = {"root": "r", "files": [{"path": "docs/adr/0017.md", "content": ADR}]}
    refused = agent.post("/sources", body)
    assert refused.status_code == 403 and refused.json()["error"]["details"]["needs"] == "ingest"
    assert not Memory.objects.exists()
    assert allow(owner, True)["may_ingest"] is True
    done = ingest(agent, {"docs/adr/0017.md": ADR})
    assert done["counts"] == {"added": 3}
    created = MemoryEvent.objects.get(memory_id=chunk("docs/adr/0017.md#decision").id)
    assert [r["code"] for r in created.reasons] == ["document.added", "document.agent_ingested"]
    assert created.actor == "import" and created.actor_label.startswith("token:")
    assert allow(owner, False)["may_ingest"] is False
    assert agent.post("/sources", body).status_code == 403
    kinds = TokenEvent.objects.filter(token__role="agent").order_by("id").values_list("kind")
    assert [k for (k,) in kinds] == ["issued", "ingest_allowed", "ingest_withdrawn"]
    # The owner's own token always may, and lists itself so.
    tokens = {t["role"]: t["may_ingest"] for t in owner.get("/tokens").json()["items"]}
    assert tokens == {"owner": True, "agent": False}


def test_what_an_agent_ingests_under_a_trusted_path_stays_untrusted_until_the_owner_trusts_it(
    owner: ApiClient, agent: ApiClient
) -> None:
    assert owner.post("/sources/trusted", {"prefix": "docs/adr/"}).status_code == 200
    ingest(owner, {"docs/adr/0017.md": ADR})
    assert chunk("docs/adr/0017.md#decision").standing == "trusted"
    allow(owner, True)
    ingest(agent, {"docs/adr/0017.md": CHANGED})
    head = chunk("docs/adr/0017.md#decision")
    assert head.content.endswith("CockroachDB is the active persistence backend.")
    assert head.standing == "untrusted"
    influence = context(agent, "Which persistence backend is active?", "influence")
    assert "CockroachDB" not in influence["rendered"]
    # The owner trusting the path again is the act that takes the agent's version in.
    again = owner.post("/sources/trusted", {"prefix": "docs/adr/"})
    assert again.status_code == 200, again.content
    assert chunk("docs/adr/0017.md#decision").standing == "trusted"
    assert len(owner.get("/sources/trusted").json()["items"]) == 1
    influence = context(agent, "Which persistence backend is active?", "influence")
    assert "CockroachDB is the active persistence backend." in influence["rendered"]


def test_an_agent_sets_no_type_rules(owner: ApiClient, agent: ApiClient) -> None:
    allow(owner, True)
    response = agent.post(
        "/sources",
        {
            "root": "r",
            "files": [{"path": "a.md", "content": ADR}],
            "type_rules": [{"glob": "*.md", "type": "procedural"}],
        },
    )
    assert error_code(response) == "forbidden" and not Memory.objects.exists()


def test_an_owner_token_and_a_revoked_one_cannot_be_changed(
    owner: ApiClient, agent: ApiClient
) -> None:
    own = next(t["id"] for t in owner.get("/tokens").json()["items"] if t["role"] == "owner")
    assert error_code(owner.post(f"/tokens/{own}/ingest", {"allowed": True})) == "conflict"
    ApiToken.objects.filter(role="agent").update(revoked_at="2026-01-01T00:00:00Z")
    refused = owner.post(f"/tokens/{agent_id(owner)}/ingest", {"allowed": True})
    assert error_code(refused) == "conflict"
    assert error_code(agent.post(f"/tokens/{own}/ingest", {"allowed": True})) in (
        "forbidden",
        "unauthenticated",
    )


def test_the_database_keeps_the_permission_to_agent_tokens_and_known_event_kinds(
    owner: ApiClient, agent: ApiClient
) -> None:
    own = ApiToken.objects.get(role="owner")
    with pytest.raises(IntegrityError), transaction.atomic(), connection.cursor() as cursor:
        cursor.execute(
            "UPDATE memoryapp_apitoken SET ingest_allowed_at = now() WHERE id = %s", [own.id]
        )
    with pytest.raises(IntegrityError), transaction.atomic(), connection.cursor() as cursor:
        cursor.execute(
            "INSERT INTO memoryapp_tokenevent (project_id, token_id, kind, actor_label, at) "
            "VALUES (%s, %s, 'ingest_maybe', '', now())",
            [own.project_id, own.id],
        )


def test_issue_token_may_ingest(owner: ApiClient) -> None:
    call_command(
        "issue_token", project=owner.project.slug, role="agent", name="hooks", may_ingest=True
    )
    token = ApiToken.objects.get(name="hooks")
    assert token.ingest_allowed_at is not None
    assert token.events.filter(kind="ingest_allowed").exists()
