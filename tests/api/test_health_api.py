"""GET /api/v1/health: each dependency has its own verdict."""

from __future__ import annotations

import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from memoryapp.domain.frames import FRAME_INVALID_TYPE
from memoryapp.domain.reason_labels import reason_label
from tests.api.conftest import FRAME, ApiClient, error_code, store_malformed_frame
from tests.chat_server import (  # noqa: F401 - fixtures
    ChatServer,
    chat_server_factory_fixture,
    chat_server_fixture,
)


@pytest.mark.django_db
def test_health_reports_every_check(agent: ApiClient, owner: ApiClient) -> None:
    owner.post("/remember", {"content": "The team deploys on Tuesdays."})
    agent.post("/memories", {"type": "semantic", "content": "Sam prefers tabs."})
    report = agent.get("/health").json()
    assert report["project"] == "acme"
    checks = report["checks"]
    assert checks["database"]["status"] == "ok"
    assert checks["database"]["detail"]["server_version"].startswith("18.")
    assert checks["pgvector"] == {
        "status": "ok",
        "detail": {"version": "0.8.5", "iterative_scans": True},
    }
    assert checks["replicas"] == {"status": "off", "detail": {"configured": 0}}
    assert checks["indexes"]["status"] == "ok"
    assert checks["embeddings"]["status"] == "ok"
    assert checks["embeddings"]["detail"]["model"] == "all-MiniLM-L6-v2"
    assert checks["embeddings"]["detail"]["dimension"] == 384
    assert checks["broker"]["status"] == "ok"
    assert checks["llm"] == {
        "status": "off",
        "detail": {"configured": False, "note": "extraction runs dark"},
    }
    assert report["status"] == "ok"
    assert report["counts"]["heads_by_status"] == {"active": 1, "pending": 1}
    assert report["counts"]["heads_by_type"] == {"semantic": 2}


@pytest.mark.django_db
def test_dark_embeddings_are_off_not_failing(agent: ApiClient, settings) -> None:
    settings.MEMORY_EMBEDDINGS = "none"
    report = agent.get("/health").json()
    assert report["checks"]["embeddings"]["status"] == "off"
    assert report["status"] == "ok"


@pytest.mark.django_db
def test_a_down_broker_is_named(agent: ApiClient, settings, tmp_path: Path) -> None:
    settings.REDIS_URL = f"unix://{tmp_path}/nothing.sock"
    settings.MEMORY_API_RATE_LIMIT = (0, 60)
    report = agent.get("/health").json()
    assert report["checks"]["broker"]["status"] == "down"
    assert report["checks"]["database"]["status"] == "ok"
    assert report["status"] == "degraded"


@pytest.mark.django_db(transaction=True)
def test_a_down_database_is_503_unavailable(agent: ApiClient, database_down: None) -> None:
    response = agent.get("/health")
    assert response.status_code == 503 and error_code(response) == "unavailable"
    assert response.json()["error"]["details"] == {
        "dependency": "database",
        "reason": "unreachable",
    }
    assert response["Retry-After"].isdigit()


@pytest.mark.django_db
def test_the_llm_probe_never_follows_a_redirect_with_the_api_key(
    agent: ApiClient, chat_server: ChatServer, settings
) -> None:
    # A configured endpoint that redirects its /models to another host: the probe must report
    # the redirect, not replay the key there.
    target = chat_server.base_url + "/models"

    class Redirect(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            self.send_response(302)
            self.send_header("Location", target)
            self.send_header("Content-Length", "0")
            self.end_headers()

        def log_message(self, format: str, *args: object) -> None:
            pass

    redirector = ThreadingHTTPServer(("127.0.0.1", 0), Redirect)
    threading.Thread(target=redirector.serve_forever, daemon=True).start()
    try:
        settings.MEMORY_LLM_URL = f"http://127.0.0.1:{redirector.server_address[1]}/v1"
        settings.MEMORY_LLM_API_KEY = "sk-never-replayed"
        llm = agent.get("/health").json()["checks"]["llm"]
    finally:
        redirector.shutdown()
        redirector.server_close()
    assert llm["status"] == "down" and llm["detail"]["reachable"] is False
    assert "302" in llm["detail"]["error"]
    assert chat_server.requests == []


@pytest.mark.django_db
def test_a_malformed_stored_frame_is_reported_with_its_classified_error(
    agent: ApiClient, owner: ApiClient, settings
) -> None:
    frame = agent.get("/health").json()["checks"]["frame"]
    assert frame["status"] == "off" and frame["detail"]["version"] == 0
    owner.put("/frame", FRAME)
    frame = agent.get("/health").json()["checks"]["frame"]
    assert frame["status"] == "ok"
    assert frame["detail"]["work_types"] == ["implementation_review"]
    settings.MEMORY_FRAMES = False
    assert agent.get("/health").json()["checks"]["frame"]["status"] == "off"
    version = store_malformed_frame(owner.project)
    report = agent.get("/health").json()
    frame = report["checks"]["frame"]
    assert frame["status"] == "degraded" and report["status"] == "degraded"
    error = frame["detail"]["error"]
    assert frame["detail"]["version"] == version
    assert error["code"] == FRAME_INVALID_TYPE and "$.work_types" in error["detail"]
    assert error["label"] == reason_label(FRAME_INVALID_TYPE, error["detail"])
