"""One real stack for every test in this folder: ``python -m config.embedded run`` (what
``make run`` starts: gunicorn, a Celery worker and beat, the embedded PostgreSQL and Redis) on a
temporary data folder and a free port. Agents' adapters (the MCP server, the Python client, the
hooks, the stdio bridge) are tested against it exactly as users run them.

Each test makes its own project with :func:`tokens`, so tests do not see each other's memories.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from dataclasses import dataclass

import pytest

from bench import traffic

_numbers = itertools.count(1)


@dataclass(frozen=True)
class Tokens:
    project: str
    agent: str
    owner: str


@pytest.fixture(scope="session")
def live_stack(tmp_path_factory: pytest.TempPathFactory) -> Iterator[traffic.Stack]:
    data = tmp_path_factory.mktemp("live") / "data"
    with traffic.running_stack(
        data, extra_env={"MEMORY_API_RATE_LIMIT": traffic.UNREACHED_RATE_LIMIT}
    ) as stack:
        yield stack


@pytest.fixture(scope="session")
def live_url(live_stack: traffic.Stack) -> str:
    return live_stack.base_url


@pytest.fixture(scope="session")
def tokens(live_stack: traffic.Stack) -> Callable[[str], Tokens]:
    """``tokens("name")``: a fresh project and an agent and an owner token for it."""

    def make(name: str) -> Tokens:
        project = f"{name}-{next(_numbers)}"
        return Tokens(
            project=project,
            agent=live_stack.issue_token(project, "agent", name=f"{name}-agent"),
            owner=live_stack.issue_token(project, "owner", name=f"{name}-owner"),
        )

    return make
