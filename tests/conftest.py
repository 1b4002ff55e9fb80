"""Shared fixtures. The servers themselves come from the ``config.testing`` plugin."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

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
