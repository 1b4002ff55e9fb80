"""The chit-chat veto through the real selector: memories embedded by the local model, their
work score computed in the database, everyday lines in the opener shapes left out of the
open loops while work said in the same shapes stays."""

from __future__ import annotations

from django.test import override_settings

from tests.api.conftest import ApiClient, load


def lines(owner: ApiClient) -> dict[str, str]:
    rows = {
        "winter": "Winter is well overdue this year.",
        "sunshine": "Sunshine is booked for the weekend, apparently.",
        "sun": "Still waiting on the sun to show up.",
        "keys": "We will rotate the API keys before the audit.",
        "lease": "Dana promised to send the signed lease by Friday.",
    }
    return load(
        owner,
        *(
            {"ref": ref, "type": "semantic", "content": text, "status": "active"}
            for ref, text in rows.items()
        ),
    )


def listed(client: ApiClient) -> set[str]:
    response = client.get("/open-loops")
    assert response.status_code == 200, response.content
    return {loop["opened_by"] for loop in response.json()["items"]}


def test_lines_that_read_as_chit_chat_open_no_loop(owner: ApiClient, agent: ApiClient) -> None:
    ids = lines(owner)
    assert listed(agent) == {ids["keys"], ids["lease"]}


def test_with_another_model_configured_the_rules_stand_alone(
    owner: ApiClient, agent: ApiClient
) -> None:
    ids = lines(owner)
    with override_settings(MEMORY_EMBEDDINGS_MODEL="another-model"):
        assert listed(agent) == set(ids.values())


def greenhouse(owner: ApiClient) -> dict[str, str]:
    rows = {
        "opener": ("The greenhouse vent arm needs a new spring.", "2026-03-02T09:00:00Z"),
        # No finishing word and not the opener's verb: finished by its meaning only.
        "closer": (
            "The greenhouse vent arm has its new spring in and works perfectly.",
            "2026-03-05T16:00:00Z",
        ),
    }
    return load(
        owner,
        *(
            {"ref": ref, "type": "episodic", "content": text, "status": "active", "recorded_at": at}
            for ref, (text, at) in rows.items()
        ),
    )


def the_loop(client: ApiClient, opener: str) -> dict[str, object]:
    response = client.get("/open-loops")
    assert response.status_code == 200, response.content
    return next(loop for loop in response.json()["items"] if loop["opened_by"] == opener)


def test_a_completion_said_in_other_words_closes_its_loop_by_meaning(
    owner: ApiClient, agent: ApiClient
) -> None:
    ids = greenhouse(owner)
    loop = the_loop(agent, ids["opener"])
    assert (loop["status"], loop["closed_by"]) == ("done", ids["closer"])
    with override_settings(MEMORY_EMBEDDINGS_MODEL="another-model"):
        assert the_loop(agent, ids["opener"])["status"] == "open"
