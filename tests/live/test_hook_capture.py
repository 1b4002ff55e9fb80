"""``memory-hook`` as a host that cancels and forgets uses it: a stdlib-only entry point, capture
that survives SIGTERM, and sessions finished from their transcripts.

Claude Code in print mode (``claude -p``) cancels Stop (and PostToolUse when the model answers
quickly) within milliseconds and may not run SessionEnd at all; every event must still reach the
service exactly once. These tests play those sequences with real hook processes against the
live service and check the database.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import time
import uuid
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from bench import traffic
from tests.live.hook_runs import (
    hook_command,
    hook_env,
    message_rows,
    payload,
    run_hook,
    session_rows,
    settle,
    start_hook,
    transcript_lines,
)
from tests.live.support import Answer, ScriptedServer, Step, envelope

pytestmark = pytest.mark.slow


def finished_transcript(folder: Path) -> Path:
    """A copy of transcript.jsonl (its answers carry ``stop_reason``, as Claude Code writes)."""
    path = folder / f"{uuid.uuid4()}.jsonl"
    path.write_text("".join(transcript_lines()))
    return path


def unmarked(line: str) -> str:
    record = json.loads(line)
    if isinstance(record.get("message"), dict):
        record["message"].pop("stop_reason", None)
    return json.dumps(record) + "\n"


def assert_whole_session_once(stack: traffic.Stack, project: str, session: str) -> None:
    rows = session_rows(stack, project, session)
    assert len(rows) == len({r["event_id"] for r in rows})
    assert Counter(r["kind"] for r in rows) == {"message": 5, "tool_call": 1, "tool_result": 1}
    messages = message_rows(stack, project, session)
    assert [(r["role"], r["turn_complete"]) for r in messages] == [
        ("user", False),
        ("assistant", False),
        ("assistant", True),
        ("user", False),
        ("assistant", True),
    ]
    tools = {r["event_id"] for r in rows if r["kind"] != "message"}
    assert tools == {f"cc:{session}:toolu_01Read4Zp8:call", f"cc:{session}:toolu_01Read4Zp8:result"}


def test_the_hook_imports_only_the_standard_library(
    live_url: str, tokens: Any, tmp_path: Path
) -> None:
    made = tokens("imports")
    env = hook_env(live_url, made.agent, tmp_path / "state")

    def imported(*args: str, data: str = "") -> set[str]:
        ran = subprocess.run(
            [sys.executable, "-X", "importtime", *args],
            input=data,
            capture_output=True,
            text=True,
            env=env,
            timeout=60,
            check=True,
        )
        names = set()
        for line in ran.stderr.splitlines():
            if line.startswith("import time:") and "|" in line:
                name = line.rsplit("|", 1)[1].strip()
                if name != "imported package":
                    names.add(name.split(".")[0])
        return names

    # What the interpreter's own start imports (site, a venv's .pth hooks) is not the hook's.
    baseline = imported("-c", "pass")
    script = str(hook_command()[0])
    for event in ("SessionStart", "PostToolUse"):
        data = json.dumps(
            payload(
                "SessionStart" if event == "SessionStart" else "PostToolUse-Bash",
                f"s-{uuid.uuid4()}",
            )
        )
        names = imported(script, event, data=data) - baseline
        foreign = {n for n in names if n not in sys.stdlib_module_names and n != "memory_hook"}
        assert foreign == set(), f"{event} imports {sorted(foreign)}"
        assert "memory_hook" in names
    settle(env)


def test_sigterm_at_any_moment_loses_nothing(
    live_stack: traffic.Stack, live_url: str, tokens: Any, tmp_path: Path
) -> None:
    made = tokens("sigterm")
    env = hook_env(live_url, made.agent, tmp_path / "state")
    sessions = []
    for delay in (0.0, 0.005, 0.02, 0.05, 0.1, 0.3):
        session = f"s-{uuid.uuid4()}"
        sessions.append(session)
        transcript = finished_transcript(tmp_path)
        whole = transcript.read_text()
        transcript.write_text("")
        # SessionStart runs synchronously in every mode: the session is known from then on.
        start = payload("SessionStart", session, transcript_path=str(transcript))
        run_hook("SessionStart", start, env)
        transcript.write_text(whole)
        sent = payload("PostToolUse-Read", session, transcript_path=str(transcript))
        process = start_hook("PostToolUse", env)
        assert process.stdin is not None
        process.stdin.write(json.dumps(sent).encode())
        process.stdin.close()
        time.sleep(delay)
        process.send_signal(signal.SIGTERM)
        process.wait(timeout=30)
        for pipe in (process.stdout, process.stderr):
            assert pipe is not None
            pipe.close()
        settle(env)
    # The next session's first hook finishes every earlier one from its transcript.
    run_hook("SessionStart", payload("SessionStart", f"s-{uuid.uuid4()}"), env)
    for session in sessions:
        assert_whole_session_once(live_stack, made.project, session)


def test_a_print_mode_session_is_finished_by_the_next_sessions_first_hook(
    live_stack: traffic.Stack, live_url: str, tokens: Any, tmp_path: Path
) -> None:
    """``claude -p``: SessionStart and UserPromptSubmit run before the transcript has the
    answer; Stop is cancelled before Python starts; SessionEnd does not run (2.1.197)."""
    made = tokens("print")
    env = hook_env(live_url, made.agent, tmp_path / "state")
    session = f"s-{uuid.uuid4()}"
    transcript = finished_transcript(tmp_path)
    lines = transcript.read_text().splitlines(keepends=True)
    transcript.write_text("")
    run_hook("SessionStart", payload("SessionStart", session, transcript_path=str(transcript)), env)
    transcript.write_text("".join(lines[:2]))
    prompt = payload("UserPromptSubmit", session, transcript_path=str(transcript))
    run_hook("UserPromptSubmit", prompt, env)
    transcript.write_text("".join(lines))  # the model answered; no other hook of it ran
    run_hook("SessionStart", payload("SessionStart", f"s-{uuid.uuid4()}"), env)
    assert_whole_session_once(live_stack, made.project, session)
    # A PostToolUse that arrives after all (it was only slow) makes the same events.
    run_hook(
        "PostToolUse", payload("PostToolUse-Read", session, transcript_path=str(transcript)), env
    )
    run_hook("Stop", payload("Stop", session, transcript_path=str(transcript)), env)
    assert_whole_session_once(live_stack, made.project, session)


def test_an_open_turn_is_held_back_until_its_end_is_known(
    live_stack: traffic.Stack, live_url: str, tokens: Any, tmp_path: Path
) -> None:
    made = tokens("held")
    env = hook_env(live_url, made.agent, tmp_path / "state")
    session = f"s-{uuid.uuid4()}"
    transcript = tmp_path / "t.jsonl"
    # Without stop_reason (older transcripts) an answer's end is known from what follows.
    lines = [unmarked(line) for line in transcript_lines()]
    transcript.write_text("".join(lines[:7]))
    event = payload("UserPromptSubmit", session, transcript_path=str(transcript))
    run_hook("UserPromptSubmit", event, env)
    assert [r["content"][:10] for r in message_rows(live_stack, made.project, session)] == [
        "We moved t",
        "I'll read ",
    ]
    transcript.write_text("".join(lines))
    run_hook("UserPromptSubmit", event, env)
    rows = message_rows(live_stack, made.project, session)
    assert [r["turn_complete"] for r in rows] == [False, False, True, False]
    run_hook("SessionEnd", payload("SessionEnd", session, transcript_path=str(transcript)), env)
    rows = message_rows(live_stack, made.project, session)
    assert [r["turn_complete"] for r in rows] == [False, False, True, False, True]


def test_session_start_tells_the_user_what_waits_for_review(
    live_url: str, tokens: Any, tmp_path: Path
) -> None:
    made = tokens("review")
    bundle = {
        "rendered": "Remembered project memories follow.",
        "review": {"waiting": 3, "url": "http://127.0.0.1:8000/review/"},
    }
    refusal = envelope("invalid_input", errors=[{"loc": ["body", "session_fresh"]}])
    steps: list[Step] = [
        Answer(200, bundle),
        Answer(200, bundle),
        Answer(422, refusal),
        Answer(200, bundle),
    ]
    with ScriptedServer(steps, upstream=live_url) as service:
        env = hook_env(service.url, made.agent, tmp_path / "state")
        ran = run_hook("SessionStart", payload("SessionStart", "s-review"), env)
        out = json.loads(ran.stdout)
        assert (
            out["systemMessage"] == "3 memories wait for your review: http://127.0.0.1:8000/review/"
        )
        assert out["hookSpecificOutput"]["additionalContext"] == bundle["rendered"]
        quiet = dict(env, MEMORY_HOOK_REVIEW_NOTICE="0")
        ran = run_hook("SessionStart", payload("SessionStart", "s-review"), quiet)
        assert "systemMessage" not in json.loads(ran.stdout)
        # After /compact the context no longer holds earlier injections: say so, and a server
        # that does not know the field is asked again without it.
        ran = run_hook("SessionStart", payload("SessionStart", "s-review", source="compact"), env)
        assert json.loads(ran.stdout)["systemMessage"].startswith("3 memories")
        bodies = [json.loads(s.body) for s in service.requests_to("/api/v1/context")]
    assert [b.get("session_fresh") for b in bodies] == [None, None, True, None]
    assert ran.stderr == ""


def test_the_sender_outlives_the_hook_and_its_process_group(
    live_stack: traffic.Stack, live_url: str, tokens: Any, tmp_path: Path
) -> None:
    """The host kills the hook's whole process group once it is done with it."""
    made = tokens("group")
    env = hook_env(live_url, made.agent, tmp_path / "state")
    session = f"s-{uuid.uuid4()}"
    process = subprocess.Popen(
        [*hook_command(), "PostToolUse"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
        start_new_session=True,
    )
    out, err = process.communicate(json.dumps(payload("PostToolUse-Bash", session)).encode(), 30)
    assert (process.returncode, out, err) == (0, b"", b"")
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, signal.SIGKILL)
    settle(env)
    assert [r["kind"] for r in session_rows(live_stack, made.project, session)] == [
        "tool_call",
        "tool_result",
    ]
