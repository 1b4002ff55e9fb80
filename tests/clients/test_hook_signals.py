"""memory_hook.signals: what the Claude Code hooks tell /context about the work being done.
The hook only translates (the prompt, the newest tool result, a failing test run); the service
decides the frame. End to end through the real service: tests/live/test_hooks.py."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from memory_hook.settings import HookSettings
from memory_hook.signals import (
    MAX_SIGNALS_FILE_BYTES,
    TOOL_SIGNAL_CHARS,
    failure_lines,
    is_test_command,
    recall,
    remember,
    signals_path,
    tool_signals,
    user_message,
)

PYTEST_FAILED = (
    "tests/test_wal.py ..F.\n"
    "=================== short test summary info ===================\n"
    "FAILED tests/test_wal.py::test_replay - KeyError: 'lsn'\n"
    "1 failed, 3 passed in 0.12s\n"
)


def bash(command: str, stdout: str = "", stderr: str = "") -> dict[str, Any]:
    return {
        "tool_name": "Bash",
        "tool_input": {"command": command},
        "tool_response": {"stdout": stdout, "stderr": stderr, "interrupted": False},
    }


@pytest.mark.parametrize(
    "command",
    [
        "pytest -q tests/test_wal.py",
        "cd api && uv run pytest -x",
        ".venv/bin/python -m pytest",
        "npm test",
        "npm run test:unit",
        "go test ./...",
        "cargo test --release",
        "make test-fast 2>&1 | tail -20",
        "./gradlew test",
        "npx jest src/",
    ],
)
def test_a_test_run_is_recognised_by_its_command(command: str) -> None:
    assert is_test_command(command)


@pytest.mark.parametrize(
    "command",
    ["ls tests/", "cat pytest.ini", "git commit -m 'fix the test'", "make build", "npm install"],
)
def test_other_commands_are_not_test_runs(command: str) -> None:
    assert not is_test_command(command)


def test_a_failing_run_sends_its_failure_lines_and_a_passing_one_takes_it_back() -> None:
    found = tool_signals(bash("pytest -q", PYTEST_FAILED), failed=False)
    failure = found["test_failure"]
    assert failure is not None and failure["kind"] == "test_failure"
    assert failure["text"] == (
        "Bash: pytest -q\n"
        "FAILED tests/test_wal.py::test_replay - KeyError: 'lsn'\n"
        "1 failed, 3 passed in 0.12s"
    )
    result = found["tool_result"]
    assert result is not None and result["text"].startswith("Bash: pytest -q\ntests/test_wal.py")
    assert (
        tool_signals(bash("pytest -q", "4 passed in 0.1s\n"), failed=False)["test_failure"] is None
    )
    # Another tool says nothing about the tests.
    assert "test_failure" not in tool_signals(bash("ls", "FAILED.txt\n"), failed=False)


def test_a_test_command_the_host_reports_as_failed_is_a_test_failure() -> None:
    payload = {
        "tool_name": "Bash",
        "tool_input": {"command": "npm test"},
        "error": "Exit code 1\nError: Cannot find module 'express'",
    }
    failure = tool_signals(payload, failed=True)["test_failure"]
    assert failure is not None
    assert failure["text"] == (
        "Bash: npm test\n[tool failed] Exit code 1\nError: Cannot find module 'express'"
    )


def test_the_signals_are_bounded_whatever_the_output() -> None:
    huge = "x" * 1_000_000 + "\n" + "FAILED t::a\n" * 10_000
    found = tool_signals(bash("pytest " + "-v " * 10_000, huge), failed=False)
    assert all(len(s["text"]) <= TOOL_SIGNAL_CHARS for s in found.values() if s)
    assert len(failure_lines(huge)) < 9000
    assert len(user_message("y" * 10_000)["text"]) == 4000


def test_the_newest_signals_are_written_down_and_read_back(tmp_path: Path) -> None:
    state = tmp_path / "sessions" / "abc.json"
    assert recall(state) == []
    remember(state, tool_signals(bash("pytest", PYTEST_FAILED), failed=False))
    remember(state, tool_signals({"tool_name": "Read", "tool_response": "notes"}, failed=False))
    kinds = [(s["kind"], s["text"].splitlines()[0]) for s in recall(state)]
    assert kinds == [("tool_result", "Read"), ("test_failure", "Bash: pytest")]
    remember(state, tool_signals(bash("pytest", "2 passed\n"), failed=False))
    assert [s["kind"] for s in recall(state)] == ["tool_result"]


@pytest.mark.parametrize(
    "content",
    [
        b"not json",
        b"[1, 2]",
        json.dumps({"tool_result": {"kind": "task", "text": "x", "observed_at": "t"}}).encode(),
        json.dumps({"tool_result": {"kind": "tool_result", "text": ""}}).encode(),
        b'{"tool_result": "' + b"a" * MAX_SIGNALS_FILE_BYTES + b'"}',
    ],
)
def test_a_damaged_signals_file_sends_nothing(tmp_path: Path, content: bytes) -> None:
    state = tmp_path / "s.json"
    signals_path(state).write_bytes(content)
    assert recall(state) == []


def test_the_work_type_setting_is_a_slug_or_nothing() -> None:
    assert HookSettings.from_env({"MEMORY_HOOK_WORK_TYPE": " code-review "}).work_type == (
        "code-review"
    )
    assert HookSettings.from_env({}).work_type is None
    bad = HookSettings.from_env({"MEMORY_HOOK_WORK_TYPE": "Code Review"})
    assert bad.work_type is None
    assert any("MEMORY_HOOK_WORK_TYPE" in note for note in bad.notes)


@pytest.mark.parametrize(
    ("raw", "ingest"),
    [
        (None, None),
        ("", None),
        ("0", None),
        ("false", None),
        ("1", ()),
        ("True", ()),
        ("docs/**/*.md, README.md,", ("docs/**/*.md", "README.md")),
    ],
)
def test_the_ingest_setting_is_off_the_default_globs_or_the_globs_named(
    raw: str | None, ingest: tuple[str, ...] | None
) -> None:
    env = {} if raw is None else {"MEMORY_HOOK_INGEST": raw}
    assert HookSettings.from_env(env).ingest == ingest
