"""How the service is served: command lines, sizes, the connection budget, the worker start-up
hook, and the web server's refusal to run on the development key."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from config import serving
from memoryapp.db.vector_index import check_vector_version
from memoryapp.errors import VectorExtensionTooOld
from memoryapp.observability import health

ROOT = Path(__file__).resolve().parents[2]


def run_python(code: str, **env: str | None) -> subprocess.CompletedProcess[str]:
    """``code`` in a fresh interpreter, with ``env`` applied (None removes a variable)."""
    environment = {**os.environ, "DJANGO_SETTINGS_MODULE": "config.settings"}
    for name, value in env.items():
        if value is None:
            environment.pop(name, None)
        else:
            environment[name] = value
    return subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        env=environment,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_the_budget_adds_every_process_pool_and_the_spare_connections(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    for name in ("MEMORY_WEB_WORKERS", "MEMORY_WEB_THREADS", "MEMORY_RETRIEVAL_THREADS"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.delenv("MEMORY_WORKER_CONCURRENCY", raising=False)
    # 2 web processes x (4 request + 4 side threads) + 2 Celery processes x 2 + 3 spare.
    assert serving.connection_budget() == 23
    monkeypatch.setenv("MEMORY_WEB_WORKERS", "4")
    monkeypatch.setenv("MEMORY_WEB_THREADS", "8")
    monkeypatch.setenv("MEMORY_RETRIEVAL_THREADS", "2")
    monkeypatch.setenv("MEMORY_WORKER_CONCURRENCY", "3")
    assert serving.web_pool_max() == 10
    assert serving.connection_budget() == 4 * 10 + 3 * 2 + 3
    # The default stays far below the embedded server's max_connections (100).
    monkeypatch.undo()
    assert serving.connection_budget() < 100 - 3


def test_make_run_serves_with_gunicorn_threads_never_runserver() -> None:
    command = serving.web_command("127.0.0.1", 8000)
    assert command[:3] == [sys.executable, "-m", "gunicorn"]
    assert "runserver" not in command
    assert command[command.index("--config") + 1] == "python:config.gunicorn"
    from config import gunicorn

    # gthread, reading each request in full before a thread takes it (test_served_load.py
    # shows slow clients no longer hold the threads).
    assert gunicorn.worker_class == "config.buffered_worker.BufferedThreadWorker"
    assert (gunicorn.workers, gunicorn.threads) == (serving.web_workers(), serving.web_threads())


def test_importing_the_wsgi_module_leaves_the_garbage_collector_alone() -> None:
    # (Some interpreters start with objects already frozen: compare, do not expect zero.)
    result = run_python(
        "import gc; before = gc.get_threshold(), gc.get_freeze_count(); import config.wsgi; "
        "print(gc.get_threshold() == before[0], gc.get_freeze_count() == before[1])"
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["True", "True"]


def test_the_worker_hook_loads_the_model_and_tunes_the_process_before_traffic() -> None:
    result = run_python(
        "import django, gc; django.setup()\n"
        "from config import gunicorn\n"
        "from memoryapp.providers import embedding_provider_from_settings\n"
        "frozen = gc.get_freeze_count()\n"
        "gunicorn.post_worker_init(None)\n"
        "print(bool(embedding_provider_from_settings()._loaded), gc.get_threshold()[0], "
        "gc.get_freeze_count() > frozen)"
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["True", "20000", "True"]


@pytest.mark.parametrize("entry", ["config.wsgi", "config.asgi"])
def test_the_web_server_refuses_to_start_without_a_secret_key(entry: str) -> None:
    refused = run_python(f"import {entry}", SECRET_KEY=None, DEBUG=None)
    assert refused.returncode != 0
    assert "SECRET_KEY is not set" in refused.stderr
    assert run_python(f"import {entry}", SECRET_KEY=None, DEBUG="1").returncode == 0
    assert run_python(f"import {entry}", SECRET_KEY="k" * 50, DEBUG=None).returncode == 0


def test_make_run_keeps_a_generated_secret_key_in_the_data_folder(tmp_path: Path) -> None:
    result = run_python(
        "from config import embedded; print(embedded._persistent_secret_key())",
        MEMORY_DATA_DIR=str(tmp_path),
    )
    key = (tmp_path / "secret_key").read_text().strip()
    assert result.stdout.strip() == key and len(key) >= 50
    assert (tmp_path / "secret_key").stat().st_mode & 0o777 == 0o600


@pytest.mark.parametrize("found", ["0.8.5", "0.8.0", "0.10.1"])
def test_pgvector_from_0_8_is_accepted(found: str) -> None:
    check_vector_version(found)


@pytest.mark.parametrize("found", ["0.6.2", "0.7.4", None])
def test_older_pgvector_is_refused_with_a_classified_error(found: str | None) -> None:
    with pytest.raises(VectorExtensionTooOld) as refused:
        check_vector_version(found)
    assert refused.value.code == "vector_extension_too_old"
    assert refused.value.details == {"found": found, "needed": "0.8"}


@pytest.mark.django_db
def test_migrate_and_health_refuse_a_server_whose_pgvector_is_too_old(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The server is outside the project: stand in for one that ships pgvector 0.6.2.
    monkeypatch.setattr("memoryapp.db.vector_index.vector_version", lambda using="default": "0.6.2")
    monkeypatch.setattr(health, "vector_version", lambda: "0.6.2")
    with pytest.raises(CommandError, match=r"vector_extension_too_old: pgvector 0\.6\.2"):
        call_command("migrate", "--noinput", verbosity=0)
    check = health.check_pgvector()
    assert check["status"] == "down"
    assert check["detail"]["error"]["code"] == "vector_extension_too_old"
    assert check["detail"]["error"]["details"] == {"found": "0.6.2", "needed": "0.8"}


@pytest.mark.parametrize(
    ("received", "complete"),
    [
        (b"GET /healthz HTTP/1.1\r\nHost: x\r\n", False),
        (b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n", True),
        (b"POST /c HTTP/1.1\r\nContent-Length: 5\r\n\r\nabc", False),
        (b"POST /c HTTP/1.1\r\ncontent-length:5\r\n\r\nabcde", True),
        # The thread reads these bodies; conflicting lengths are gunicorn's parser's to refuse.
        (b"POST /c HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n", True),
        (b"POST /c HTTP/1.1\r\nContent-Length: 5\r\nExpect: 100-continue\r\n\r\n", True),
        (b"POST /c HTTP/1.1\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\n", True),
    ],
)
def test_a_request_is_complete_once_its_head_and_announced_body_are_in(
    received: bytes, complete: bool
) -> None:
    from config.buffered_worker import request_complete

    assert request_complete(received) is complete
