"""What the agent is doing, as ``/context``'s ``signals`` (``docs/frames.md``).

The hook only translates what the host handed it; the service alone decides which work that is.
``UserPromptSubmit`` sends the prompt as ``user_message``, and beside it what the session's tool
hooks wrote down: the newest tool result (``tool_result``) and the newest failing test run
(``test_failure``), kept in ``<state>/sessions/<hash>.signals`` (a few KB, replaced whole). A
passing run of a test command takes the failure back. Every check reads a bounded head or tail
of the output once.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
from collections.abc import Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from memory_hook.events import Json, clean_text, failure_text, new_id, tool_output_text

# The service reads a signal's first 4000 characters; a tool's output is cut shorter here, so
# the file stays a few KB.
USER_MESSAGE_CHARS = 4000
TOOL_SIGNAL_CHARS = 1500
MAX_SIGNALS_FILE_BYTES = 16 * 1024
# How much of a command and of the end of an output is looked at.
COMMAND_CHARS = 400
OUTPUT_TAIL_CHARS = 8000
TOOL_KINDS = ("tool_result", "test_failure")

# Test runners named by their own command, and the tools whose next word says "test".
_RUNNERS = frozenset(
    {"pytest", "py.test", "tox", "nox", "jest", "vitest", "mocha", "rspec", "phpunit", "ctest"}
)
_TEST_WORD_AFTER = frozenset(
    {"npm", "pnpm", "yarn", "bun", "deno", "go", "cargo", "mvn", "gradle", "gradlew", "dotnet"}
    | {"make", "just", "mix", "rake"}
)
# A failure a test runner printed: pytest's "FAILED x", "3 failed", jest's "FAIL x", TAP's
# "not ok", cargo's "test result: FAILED". One pass over the tail; no nested repetition.
_FAILED_LINE = re.compile(
    r"^(?:FAILED\b|FAIL\b|ERROR\b|not ok\b)|\b[1-9][0-9]* (?:failed|failing|errors?)\b"
    r"|test result: FAILED|^Tests?:.*\bfailed\b",
    re.MULTILINE,
)


def signals_path(state_path: Path) -> Path:
    return state_path.with_suffix(".signals")


def now_iso() -> str:
    return datetime.now(UTC).isoformat()


def user_message(prompt: str) -> Json:
    return {"kind": "user_message", "text": prompt[:USER_MESSAGE_CHARS], "observed_at": now_iso()}


def is_test_command(command: str) -> bool:
    """Whether a shell command runs tests: a runner by name (``pytest``, ``uv run pytest``,
    ``python -m pytest``), or a build tool followed by a word with "test" in it (``npm test``,
    ``go test ./...``, ``make test-fast``)."""
    words = re.split(r"[\s;&|()]+", command[:COMMAND_CHARS])
    for position, word in enumerate(words):
        name = word.rsplit("/", 1)[-1]
        if name in _RUNNERS:
            return True
        if name in _TEST_WORD_AFTER:
            following = [w for w in words[position + 1 : position + 3] if w != "run"]
            if following and "test" in following[0]:
                return True
    return False


def failure_lines(output: str) -> str:
    """The lines of an output's tail that report a failure, joined; empty if there are none."""
    tail = output[-OUTPUT_TAIL_CHARS:]
    found: list[str] = []
    for match in _FAILED_LINE.finditer(tail):
        start = tail.rfind("\n", 0, match.start()) + 1
        end = tail.find("\n", match.end())
        line = tail[start : end if end >= 0 else len(tail)].strip()[:200]
        if line and (not found or found[-1] != line):
            found.append(line)
    return "\n".join(found)


def tool_signals(payload: Mapping[str, Any], *, failed: bool) -> dict[str, Json | None]:
    """What a PostToolUse(Failure) says about the work: the newest ``tool_result``, and for a
    test command its ``test_failure`` (a dict) or, when it passed, None (the failure is over).
    A key left out leaves what was written down before."""
    tool = clean_text(payload.get("tool_name")) or "unknown"
    arguments = payload.get("tool_input")
    command = ""
    if tool == "Bash" and isinstance(arguments, dict):
        command = clean_text(arguments.get("command"))[:COMMAND_CHARS]
    output = (
        failure_text(payload.get("error"))
        if failed
        else clean_text(tool_output_text(payload.get("tool_response")))
    )
    at = now_iso()
    head = f"{tool}: {command}\n" if command else f"{tool}\n"
    found: dict[str, Json | None] = {
        "tool_result": {
            "kind": "tool_result",
            "text": (head + output)[:TOOL_SIGNAL_CHARS],
            "observed_at": at,
        }
    }
    if command and is_test_command(command):
        lines = failure_lines(output)
        if failed or lines:
            text = head + (lines or output[-TOOL_SIGNAL_CHARS:])
            found["test_failure"] = {
                "kind": "test_failure",
                "text": text[:TOOL_SIGNAL_CHARS],
                "observed_at": at,
            }
        else:
            found["test_failure"] = None
    return found


def remember(state_path: Path, found: Mapping[str, Json | None]) -> None:
    """Write down a tool hook's signals over the earlier ones (one small file, replaced whole;
    of two tool hooks at once the later write wins, which is the newer result either way)."""
    path = signals_path(state_path)
    kept = {**_stored(path), **found}
    kept = {kind: value for kind, value in kept.items() if value is not None}
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    temporary = path.with_suffix(f".signals-{new_id()[:8]}")
    fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        json.dump(kept, handle, ensure_ascii=False)
    os.replace(temporary, path)


def recall(state_path: Path) -> list[Json]:
    """The tool signals written down for the session, oldest kind first."""
    stored = _stored(signals_path(state_path))
    return [stored[kind] for kind in TOOL_KINDS if stored.get(kind)]


def _stored(path: Path) -> dict[str, Json]:
    data: Any = None
    with contextlib.suppress(OSError, ValueError), path.open("rb") as handle:
        data = json.loads(handle.read(MAX_SIGNALS_FILE_BYTES))
    if not isinstance(data, dict):
        return {}
    kept: dict[str, Json] = {}
    for kind in TOOL_KINDS:
        value = data.get(kind)
        if (
            isinstance(value, dict)
            and value.get("kind") == kind
            and isinstance(value.get("text"), str)
            and value["text"]
            and isinstance(value.get("observed_at"), str)
        ):
            kept[kind] = {"kind": kind, "text": value["text"], "observed_at": value["observed_at"]}
    return kept
