"""``GET /metrics`` and the request id: who may scrape, what a scrape says after real calls, and
one failing call followed from its error envelope to its log line and its trace."""

from __future__ import annotations

import io
import logging
import random
import string
import uuid
from typing import Any

import pytest
from django.test import Client, override_settings
from prometheus_client.parser import text_string_to_metric_families

from memoryapp.models import CanonicalEvent, ContextTrace, ExtractionRun, Memory, Project
from memoryapp.observability.logs import RequestIdFilter
from memoryapp.observability.requests import HEADER
from tests.api.conftest import ApiClient, error_code, load

SCRAPER_SECRET = "scrape-me-0123456789"


def scrape(client: Client, secret: str) -> Any:
    return client.get("/metrics", headers={"Authorization": f"Bearer {secret}"})


def samples(client: Client, secret: str) -> dict[tuple[str, frozenset[tuple[str, str]]], float]:
    response = scrape(client, secret)
    assert response.status_code == 200, response.content
    assert response["Content-Type"].startswith("text/plain; version=")
    return {
        (sample.name, frozenset(sample.labels.items())): sample.value
        for family in text_string_to_metric_families(response.content.decode())
        for sample in family.samples
    }


def value(
    found: dict[tuple[str, frozenset[tuple[str, str]]], float], name: str, **labels: str
) -> float:
    return found.get((name, frozenset(labels.items())), 0.0)


def test_metrics_need_an_owner_token_or_the_scraper_secret(
    client: Client, agent: ApiClient, owner: ApiClient
) -> None:
    anonymous = client.get("/metrics")
    assert anonymous.status_code == 401
    assert error_code(anonymous) == "unauthenticated"
    assert error_code(scrape(client, agent.token)) == "forbidden"
    assert scrape(client, "not-a-token").status_code == 401
    assert scrape(client, owner.token).status_code == 200
    # No secret configured: an empty bearer never matches it.
    assert scrape(client, SCRAPER_SECRET).status_code == 401
    with override_settings(MEMORY_METRICS_TOKEN=SCRAPER_SECRET):
        assert scrape(client, SCRAPER_SECRET).status_code == 200
        assert scrape(client, SCRAPER_SECRET + "x").status_code == 401
    assert (
        client.post("/metrics", headers={"Authorization": f"Bearer {owner.token}"}).status_code
        == 405
    )


def test_a_scrape_counts_what_the_calls_did(
    client: Client,
    agent: ApiClient,
    owner: ApiClient,
    globex: Project,
    django_capture_on_commit_callbacks: Any,
) -> None:
    load(
        owner,
        {
            "ref": "a",
            "type": "semantic",
            "status": "active",
            "content": "The deploy runs on Fridays at noon.",
        },
        {
            "ref": "b",
            "type": "semantic",
            "status": "active",
            "content": "Staging uses the blue cluster.",
        },
    )
    before = samples(client, owner.token)

    context = agent.post("/context", {"query": "when does the deploy run?"})
    assert context.status_code == 200, context.content
    with django_capture_on_commit_callbacks(execute=True):
        proposed = agent.post(
            "/memories", {"type": "semantic", "content": "Production deploys need two reviews."}
        )
    assert proposed.status_code == 201, proposed.content
    assert agent.get("/memories/not-a-uuid").status_code in {404, 422}

    after = samples(client, owner.token)

    def grew(name: str, **labels: str) -> float:
        return value(after, name, **labels) - value(before, name, **labels)

    assert (
        grew("memory_http_requests_total", endpoint="/api/v1/context", method="POST", status="200")
        == 1
    )
    assert (
        grew(
            "memory_http_request_duration_seconds_count", endpoint="/api/v1/context", method="POST"
        )
        == 1
    )
    for stage in ("legs", "fusion", "decide", "pack", "total"):
        assert grew("memory_read_stage_seconds_count", kind="context", stage=stage) == 1, stage
    assert grew("memory_context_bundle_tokens_count") == 1
    assert grew("memory_read_candidates_count", kind="context") == 1
    # Both memories reached the bundle, each counted under the reason code its trace gives.
    assert (
        grew(
            "memory_read_candidate_reasons_total",
            kind="context",
            decision="selected",
            reason="selected.current",
        )
        == 2
    )

    assert grew("memory_review_inflow_total", actor="agent") == 1
    assert grew("memory_changes_total", kind="created", actor="agent") == 1
    pending = Memory.objects.filter(project=agent.project, status="pending").count()
    assert value(after, "memory_review_queue_size", project="acme") == pending >= 1
    # A project with nothing waiting says 0 rather than nothing (in the scrape of every
    # project: the metrics secret's).
    with override_settings(MEMORY_METRICS_TOKEN=SCRAPER_SECRET):
        every = samples(client, SCRAPER_SECRET)
    assert ("memory_review_queue_size", frozenset({("project", "globex")})) in every
    assert value(every, "memory_review_queue_size", project="globex") == 0
    assert ("memory_extraction_backlog", frozenset({("project", "acme")})) in after
    assert value(after, "memory_database_up") == 1
    assert value(after, "memory_broker_up") == 1
    assert value(after, "memory_db_pool_connections", state="max") > 0
    assert any(
        name == "memory_memories" and ("status", "active") in labels for (name, labels) in after
    )


def test_every_response_carries_a_request_id(agent: ApiClient) -> None:
    made = agent.get("/memories")
    assert len(made[HEADER]) == 32 and int(made[HEADER], 16) >= 0
    assert made[HEADER] != agent.get("/memories")[HEADER]

    def sent(request_id: str) -> str:
        response = agent.client.get(
            "/api/v1/memories", headers={**agent.headers(), HEADER: request_id}
        )
        return str(response[HEADER])

    assert sent("agent-run-7.step:3") == "agent-run-7.step:3"
    # Something that could forge or break a log line is replaced, not echoed.
    for bad in ("two words", "line\nbreak", "x" * 65, '"quoted"', "-leading-dash"):
        replaced = sent(bad)
        assert replaced != bad and len(replaced) == 32


def test_a_failing_call_can_be_followed_to_its_log_line_and_trace(
    agent: ApiClient, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO, logger="memory.request")
    failed = agent.client.post(
        "/api/v1/context",
        data='{"query": ',
        content_type="application/json",
        headers={**agent.headers(), HEADER: "followed-1"},
    )
    assert error_code(failed) == "invalid_input"
    assert failed.json()["error"]["request_id"] == "followed-1"
    (line,) = [r for r in caplog.records if getattr(r, "request_id", "") == "followed-1"]
    assert line.status == 400  # type: ignore[attr-defined]
    assert line.endpoint == "/api/v1/context"  # type: ignore[attr-defined]
    assert line.caller.startswith("token:")  # type: ignore[attr-defined]

    answered = agent.client.post(
        "/api/v1/context",
        data='{"query": "anything"}',
        content_type="application/json",
        headers={**agent.headers(), HEADER: "followed-2"},
    )
    assert answered.status_code == 200
    trace = ContextTrace.objects.get(request_id="followed-2")
    assert str(trace.id) == answered.json()["trace_id"]
    assert agent.get(f"/traces/{trace.id}").json()["request_id"] == "followed-2"


def http_series(found: dict[tuple[str, frozenset[tuple[str, str]]], float]) -> set[Any]:
    return {key for key in found if key[0].startswith("memory_http_")}


def test_made_up_methods_and_paths_add_no_series(client: Client, owner: ApiClient) -> None:
    """Methods, paths and statuses come from whoever calls, signed in or not; each label keeps
    to a known set (``other`` for the rest), so the scrape does not grow with them."""
    rng = random.Random(29)

    def made_up_calls(count: int) -> None:
        for _ in range(count):
            method = "".join(rng.choices(string.ascii_uppercase, k=rng.randint(3, 12)))
            unrouted = f"/{uuid.uuid4().hex}/{rng.randint(0, 10**9)}"
            for path in (unrouted, "/metrics", "/api/v1/memories", "/login/"):
                assert client.generic(method, path).status_code in {400, 401, 403, 404, 405}

    made_up_calls(2)
    client.get(f"/{uuid.uuid4().hex}")
    before = http_series(samples(client, owner.token))
    made_up_calls(50)
    client.get(f"/{uuid.uuid4().hex}")
    after = http_series(samples(client, owner.token))
    assert after == before, sorted(after - before)
    endpoints = {dict(labels).get("endpoint") for _, labels in after}
    assert "other" in endpoints
    methods = {dict(labels).get("method") for _, labels in after} - {None}
    assert methods <= {"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "other"}


def test_a_path_cannot_forge_a_text_log_line(client: Client) -> None:
    """``%0A`` in a URL is a newline in the request path; the readable log keeps it one line."""
    console = logging.getHandlerByName("console")
    assert console is not None and console.formatter is not None
    written = io.StringIO()
    handler = logging.StreamHandler(written)
    handler.setFormatter(console.formatter)
    handler.addFilter(RequestIdFilter())
    access = logging.getLogger("memory.request")
    access.addHandler(handler)
    level = access.level
    access.setLevel(logging.INFO)
    forged = "2026-12-03 12:00:00,000 INFO memory.request [x] GET /admin 200 1.0 ms"
    try:
        client.get("/nothing%0A" + forged.replace(" ", "%20") + "%0D%1B[2J")
    finally:
        access.removeHandler(handler)
        access.setLevel(level)
    lines = written.getvalue().splitlines()
    assert len(lines) == 1, lines
    assert "/nothing\\n2026-12-03" in lines[0] and "\\r\\x1b[2J 404" in lines[0]


def test_an_owner_scrapes_its_own_project_and_the_secret_every_project(
    client: Client, agent: ApiClient, owner: ApiClient, other_owner: ApiClient
) -> None:
    """A project owner's token reads its project's series and the service's own (HTTP, read
    calls, pool, broker: they name no project); every project's needs the metrics secret."""
    for each in (owner, other_owner):
        load(each, {"ref": "a", "type": "semantic", "status": "pending", "content": "Waiting."})
    turn = CanonicalEvent.objects.create(
        project=other_owner.project, session_id="s", event_id="e1", kind="message", content="x"
    )
    ExtractionRun.objects.create(
        project=other_owner.project,
        session_id="s",
        turn_key="e1",
        turn_event=turn,
        state=ExtractionRun.State.DROPPED,
    )

    def projects_named(found: dict[tuple[str, frozenset[tuple[str, str]]], float]) -> set[str]:
        return {dict(labels)["project"] for _, labels in found if "project" in dict(labels)}

    mine = samples(client, owner.token)
    assert projects_named(mine) == {"acme"}
    assert value(mine, "memory_review_queue_size", project="acme") == 1
    assert value(mine, "memory_extraction_runs_waiting", state="dropped") == 0
    assert value(mine, "memory_database_up") == value(mine, "memory_broker_up") == 1
    assert any(name == "memory_http_requests_total" for name, _ in mine)
    assert projects_named(samples(client, other_owner.token)) == {"globex"}
    theirs = samples(client, other_owner.token)
    assert value(theirs, "memory_extraction_runs_waiting", state="dropped") == 1

    with override_settings(MEMORY_METRICS_TOKEN=SCRAPER_SECRET):
        every = samples(client, SCRAPER_SECRET)
    assert projects_named(every) >= {"acme", "globex"}
    assert value(every, "memory_extraction_runs_waiting", state="dropped") == 1


@pytest.mark.usefixtures("one_window")
def test_metrics_scrapes_are_rate_limited_per_credential(
    client: Client, owner: ApiClient, other_owner: ApiClient
) -> None:
    secret = f"scrape-{uuid.uuid4().hex}"  # a budget no other test used
    with override_settings(MEMORY_METRICS_RATE_LIMIT=(3, 60), MEMORY_METRICS_TOKEN=secret):
        for _ in range(3):
            assert scrape(client, owner.token).status_code == 200
        limited = scrape(client, owner.token)
        assert limited.status_code == 429 and error_code(limited) == "rate_limited"
        assert int(limited["Retry-After"]) >= 1
        # Another owner and the scraper secret have budgets of their own, and the API's
        # budget of the limited token is untouched.
        assert scrape(client, other_owner.token).status_code == 200
        assert scrape(client, secret).status_code == 200
        assert owner.get("/memories").status_code == 200
