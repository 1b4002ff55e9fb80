"""The owner's per-agent controls: list tokens, pause and resume one (audited), and what a
paused token's calls answer."""

from __future__ import annotations

from memoryapp.models import TokenEvent
from memoryapp.services.tokens import token_revoke
from tests.api.conftest import ApiClient, error_code, make


def test_the_owner_lists_the_projects_tokens_with_their_state(owner: ApiClient, agent) -> None:
    response = owner.get("/tokens")
    assert response.status_code == 200
    items = response.json()["items"]
    assert sorted((item["role"], item["state"]) for item in items) == [
        ("agent", "active"),
        ("owner", "active"),
    ]
    assert all("secret" not in item and "token_hash" not in item for item in items)


def test_an_agent_token_may_not_see_or_pause_tokens(owner: ApiClient, agent: ApiClient) -> None:
    assert error_code(agent.get("/tokens")) == "forbidden"
    target = owner.get("/tokens").json()["items"][0]["id"]
    assert error_code(agent.post(f"/tokens/{target}/pause")) == "forbidden"


def agent_id(owner: ApiClient) -> int:
    return int(next(t["id"] for t in owner.get("/tokens").json()["items"] if t["role"] == "agent"))


def test_a_paused_token_is_refused_with_403_paused_until_it_is_resumed(
    owner: ApiClient, agent: ApiClient
) -> None:
    assert agent.post("/remember", {"content": "Deploys are on Friday."}).status_code == 201
    token_id = agent_id(owner)
    paused = owner.post(f"/tokens/{token_id}/pause")
    assert paused.status_code == 200, paused.json()
    assert paused.json()["state"] == "paused"
    for response in (
        agent.post("/search", {"query": "deploys"}),
        agent.post("/remember", {"content": "Releases are on Monday."}),
        agent.get("/health"),
    ):
        assert response.status_code == 403
        assert error_code(response) == "paused"
        assert "paused" in response.json()["error"]["message"]
    # Nothing the paused token sent was written.
    assert "Monday" not in str(owner.get("/memories").json())
    # Pausing again changes nothing and writes no second audit row.
    assert owner.post(f"/tokens/{token_id}/pause").status_code == 200
    resumed = owner.post(f"/tokens/{token_id}/resume")
    assert resumed.status_code == 200
    assert resumed.json()["state"] == "active"
    assert agent.post("/search", {"query": "deploys"}).status_code == 200
    kinds = list(
        TokenEvent.objects.filter(token_id=token_id)
        .order_by("id")
        .values_list("kind", "actor_label")
    )
    assert [kind for kind, _ in kinds] == ["issued", "paused", "resumed"]
    assert all(label.startswith("token:") for _, label in kinds[1:])


def test_a_token_cannot_pause_itself_and_a_revoked_one_cannot_be_paused_or_resumed(
    owner: ApiClient, agent: ApiClient
) -> None:
    own_id = next(t["id"] for t in owner.get("/tokens").json()["items"] if t["role"] == "owner")
    assert error_code(owner.post(f"/tokens/{own_id}/pause")) == "conflict"
    token_id = agent_id(owner)
    token_revoke(token_id=token_id)
    assert error_code(owner.post(f"/tokens/{token_id}/pause")) == "conflict"
    assert error_code(owner.post(f"/tokens/{token_id}/resume")) == "conflict"
    assert error_code(agent.get("/health")) == "unauthenticated"


def test_another_projects_token_is_not_found(owner: ApiClient, globex) -> None:
    stranger = make(globex, "agent")
    stranger_id = stranger.project.tokens.get().id
    assert error_code(owner.post(f"/tokens/{stranger_id}/pause")) == "not_found"
    assert stranger.get("/health").status_code == 200
