"""The real agent hosts against the real stack: the session-wide stack of tests/live (``python -m
config.embedded run``, what ``make run`` starts) and one stand-in model server per test module.

The CLIs come from ``make hosts`` (``tests/hosts/node_modules``, pinned by package.json). A CLI
that is not installed skips its tests, saying how to install it; under ``CI`` it fails them.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from bench import claude_code
from bench.anthropic_standin import AnthropicStandin
from tests.live.conftest import live_stack, live_url, tokens  # noqa: F401 (fixtures)


def require(path: Path | None, what: str) -> Path:
    """``path`` if it exists; else skip (locally) or fail (under ``CI``) naming ``what``."""
    if path is not None and path.exists():
        return path
    message = f"{what} is not installed: run `make hosts` (npm, tests/hosts/package.json)"
    if os.environ.get("CI"):
        pytest.fail(message)
    pytest.skip(message)


def claude_cli(version: str) -> Path:
    return require(claude_code.cli_path(version), f"Claude Code {version}")


def require_tmux() -> str:
    found = shutil.which("tmux")
    if found is None:
        message = "tmux is not installed (apt-get install tmux): the interactive session needs it"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    return found


@pytest.fixture(scope="module")
def model() -> Iterator[AnthropicStandin]:
    with AnthropicStandin() as server:
        yield server
