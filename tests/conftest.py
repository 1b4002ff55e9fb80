"""Shared fixtures. The servers themselves come from the ``config.testing`` plugin."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from django.db import connection

from memoryapp.models import Project
from memoryapp.retrieval import close_leg_connections


@pytest.fixture
def project(db: None) -> Project:
    return Project.objects.create(slug="acme", name="Acme")


@pytest.fixture
def other_project(db: None) -> Project:
    return Project.objects.create(slug="globex", name="Globex")


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
