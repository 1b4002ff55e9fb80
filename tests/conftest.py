"""Shared fixtures. The servers themselves come from the ``config.testing`` plugin."""

from __future__ import annotations

import pytest

from memoryapp.models import Project


@pytest.fixture
def project(db: None) -> Project:
    return Project.objects.create(slug="acme", name="Acme")


@pytest.fixture
def other_project(db: None) -> Project:
    return Project.objects.create(slug="globex", name="Globex")
