"""Shared fixtures and the test tiers. The servers themselves come from the ``config.testing``
plugin; helpers that are not fixtures (``wait_for``, ``celery_worker``) are in ``tests.support``.

Tiers (docs/testing.md): a test is ``slow`` when it is marked so, when it needs a real Celery
worker, a live server or browser, or the whole stack (``SLOW_FIXTURES``), or when its module is
in ``SLOW_PATHS``. ``make test-fast`` runs the rest (``-m "not slow"``): the domain rules and
the services on PostgreSQL. ``make test`` runs all.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from django.db import connection

from memoryapp.models import Project
from memoryapp.retrieval import close_leg_connections
from memoryapp.services.tokens import project_ensure
from tests.support import celery_worker

SLOW_FIXTURES = frozenset({"worker", "live_server", "live_stack", "browser"})
# Whole folders and modules in the slow tier, relative to tests/: HTTP through the Django client
# and the stand-in model servers, the real embedding model, subprocesses of manage.py and the
# web entry points, the real agent hosts (tests/hosts/). The fast tier is the domain rules and
# the services on PostgreSQL.
SLOW_PATHS = (
    "api/",
    "hosts/",
    "live/",
    "review/",
    "providers/test_llm.py",
    "providers/test_local.py",
    "providers/test_openai.py",
    "management/test_commands.py",
    "services/test_embeddings.py",
    "services/test_extraction.py",
    "services/test_extraction_outage.py",
    "db/test_replicas.py",
    "retrieval/test_retrieval.py",
    "config/test_run_lifecycle.py",
    "config/test_served_load.py",
    "config/test_serving.py",
)
_TESTS = Path(__file__).resolve().parent


def is_slow(item: pytest.Item) -> bool:
    if SLOW_FIXTURES.intersection(getattr(item, "fixturenames", ())):
        return True
    where = item.nodeid.removeprefix("tests/")
    return where.startswith(SLOW_PATHS)


def pytest_ignore_collect(collection_path: Path, config: pytest.Config) -> bool | None:
    """Under ``-m "not slow"`` (make test-fast) the modules of ``SLOW_PATHS`` are not even
    imported: every test in them would be deselected anyway."""
    if config.option.markexpr != "not slow" or not collection_path.is_relative_to(_TESTS):
        return None
    where = collection_path.relative_to(_TESTS).as_posix()
    if collection_path.is_dir():
        where += "/"
    return where.startswith(SLOW_PATHS) or None


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if is_slow(item):
            item.add_marker(pytest.mark.slow)


@pytest.fixture
def project(db: None) -> Project:
    """The project most tests work in (slug ``acme``); ``acme`` is the same project."""
    return project_ensure(slug="acme", name="Acme")


@pytest.fixture
def acme(project: Project) -> Project:
    return project


@pytest.fixture
def other_project(db: None) -> Project:
    """A second project, for isolation tests (slug ``globex``); ``globex`` is the same one."""
    return project_ensure(slug="globex", name="Globex")


@pytest.fixture
def globex(other_project: Project) -> Project:
    return other_project


@pytest.fixture
def worker() -> Iterator[None]:
    """A real Celery worker on the real broker for the test (the test is then ``slow``)."""
    with celery_worker():
        yield


@pytest.fixture(scope="session", autouse=True)
def leg_connections_closed(django_db_setup: None) -> Iterator[None]:
    """The dense leg's pool threads keep connections open (outside a transaction it runs on
    its own); close them before the test database is dropped."""
    yield
    close_leg_connections()


@pytest.fixture
def database_down(tmp_path: Path) -> Iterator[None]:
    """A real failure: the next connection goes to a socket folder where no server listens,
    through a new pool that gives up after half a second."""
    params = connection.settings_dict
    saved = params["HOST"], params["OPTIONS"]
    connection.close()
    connection.close_pool()  # type: ignore[attr-defined]
    params["HOST"] = str(tmp_path)
    params["OPTIONS"] = {**saved[1], "pool": {**saved[1]["pool"], "timeout": 0.5}}
    try:
        yield
    finally:
        connection.close()
        connection.close_pool()  # type: ignore[attr-defined]
        params["HOST"], params["OPTIONS"] = saved
