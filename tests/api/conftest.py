"""An HTTP client for the agent API with real tokens on a real database (the ``acme`` and
``globex`` projects come from ``tests/conftest.py``)."""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from types import SimpleNamespace
from typing import Any

import pytest
from django.db import connection
from django.test import Client

from memoryapp.models import Project
from memoryapp.operations import access
from memoryapp.services.embeddings import memory_embed_batch
from memoryapp.services.tokens import token_issue


@dataclass
class ApiClient:
    client: Client
    token: str
    project: Project

    def headers(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.token}"} if self.token else {}

    def get(self, path: str, **params: Any) -> Any:
        return self.client.get(f"/api/v1{path}", params, headers=self.headers())

    def post(
        self,
        path: str,
        body: Any = None,
        *,
        raw: str | bytes | None = None,
        content_type: str = "application/json",
    ) -> Any:
        data = raw if raw is not None else (json.dumps(body) if body is not None else "")
        return self.client.post(
            f"/api/v1{path}", data=data, content_type=content_type, headers=self.headers()
        )

    def put(self, path: str, body: Any) -> Any:
        return self.client.put(
            f"/api/v1{path}",
            data=json.dumps(body),
            content_type="application/json",
            headers=self.headers(),
        )

    def delete(self, path: str) -> Any:
        return self.client.delete(f"/api/v1{path}", headers=self.headers())

    def mcp_tool(self, name: str, arguments: dict[str, Any]) -> dict[str, Any]:
        """Call an MCP tool through ``/mcp`` (a 2025-03-26 request: no handshake needed);
        returns the tool's result (``structuredContent``, ``isError``)."""
        message = {
            "jsonrpc": "2.0",
            "id": 1,
            "method": "tools/call",
            "params": {"name": name, "arguments": arguments},
        }
        response = self.client.post(
            "/mcp",
            data=json.dumps(message),
            content_type="application/json",
            headers={**self.headers(), "Accept": "application/json, text/event-stream"},
        )
        assert response.status_code == 200, response.content
        result: dict[str, Any] = response.json()["result"]
        return result


def load(owner: ApiClient, *lines: dict[str, Any]) -> dict[str, str]:
    """Import ``lines`` through /import and embed them; returns ref -> memory id."""
    response = owner.post(
        "/import",
        raw="\n".join(json.dumps(line) for line in lines),
        content_type="application/x-ndjson",
    )
    assert response.status_code == 200, response.content
    ids: dict[str, str] = response.json()["ids"]
    memory_embed_batch(memory_ids=list(ids.values()))
    return ids


def make(project: Project, role: str) -> ApiClient:
    return ApiClient(Client(), token_issue(project=project, role=role).secret, project)


@pytest.fixture
def agent(acme: Project) -> ApiClient:
    return make(acme, "agent")


@pytest.fixture
def owner(acme: Project) -> ApiClient:
    return make(acme, "owner")


@pytest.fixture
def other_owner(globex: Project) -> ApiClient:
    return make(globex, "owner")


@pytest.fixture
def one_window(monkeypatch: pytest.MonkeyPatch) -> None:
    """Holds the rate limiter's clock still: its windows are fixed and turn over with the
    clock, so requests counted across a turn would fall in two budgets."""
    now = time.time()
    monkeypatch.setattr(access, "time", SimpleNamespace(time=lambda: now))


def error_code(response: Any) -> str:
    body = response.json()
    assert set(body) == {"error"}, body
    assert set(body["error"]) == {"code", "message", "details", "request_id"}, body
    # The id the log line and the trace carry too.
    assert body["error"]["request_id"] == response.headers["X-Request-ID"], body
    return str(body["error"]["code"])


FRAME = {
    "purpose": "A storage engine and the paper about it.",
    "work_types": [
        {
            "name": "implementation_review",
            "terms": ["code review", "pull request"],
            "signal_kinds": ["task", "user_message"],
            "prefer": {"subject_prefixes": ["arch"]},
        }
    ],
}


def store_malformed_frame(project: Project) -> int:
    """A frame version the checks would refuse, written by raw SQL past the service (as a
    stricter parser would leave an old one); returns its version."""
    with connection.cursor() as cursor:
        cursor.execute(
            "INSERT INTO memoryapp_projectframeversion (project_id, version, document, act,"
            " actor_label, at) SELECT %s, coalesce(max(version), 0) + 1,"
            " '{\"work_types\": 3}', 'set', 'raw', now()"
            " FROM memoryapp_projectframeversion WHERE project_id = %s RETURNING version",
            [project.id, project.id],
        )
        (version,) = cursor.fetchone()
    return int(version)
