"""The hooks' spool: what could not be sent is sent on a later call, once, and nothing is lost.

The service is "down" when nothing listens on its port and "up" when a counting proxy
(:class:`~tests.live.support.ScriptedServer`, forwarding to the real stack) listens on that
same port, so the hook sees one service URL throughout, as a user whose service restarts does.
The proxy records every ``POST /events`` body, which shows each event was sent exactly once; the
stack's database shows each was stored exactly once.
"""

from __future__ import annotations

import json
import subprocess
import uuid
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from memory_client import MemoryClient

from bench import traffic
from tests.live.hook_runs import (
    TRANSCRIPT,
    hook_env,
    payload,
    run_hook,
    session_rows,
    spool_lines,
    start_hook,
)
from tests.live.support import ScriptedServer, stored_events

pytestmark = pytest.mark.slow


@pytest.fixture
def made(tokens: Callable[[str], Any]) -> Any:
    return tokens("spool")


def service_down(made: Any, tmp_path: Path) -> tuple[int, dict[str, str], str]:
    """A port nothing listens on yet, the hook's environment naming it, and a new session."""
    port = traffic.free_port()
    env = hook_env(f"http://127.0.0.1:{port}", made.agent, tmp_path / "state")
    return port, env, f"s-{uuid.uuid4()}"


def sender_log(env: dict[str, str]) -> str:
    """What the detached sender said (it has no stderr the host would read)."""
    path = Path(env["MEMORY_HOOK_STATE_DIR"]) / "memory-hook.log"
    return path.read_text() if path.exists() else ""


def posted_event_ids(server: ScriptedServer) -> Counter[str]:
    ids: Counter[str] = Counter()
    for seen in server.requests_to("/api/v1/events"):
        ids.update(event["event_id"] for event in json.loads(seen.body)["events"])
    return ids


def test_events_captured_while_the_service_is_down_are_sent_once_when_it_is_back(
    live_stack: traffic.Stack, live_url: str, made: Any, tmp_path: Path
) -> None:
    port, env, session = service_down(made, tmp_path)

    for name in ("PostToolUse-WebFetch", "PostToolUse-Read"):
        sent = payload(name, session)
        ran = run_hook(sent["hook_event_name"], sent, env)
        assert (ran.returncode, ran.stdout) == (0, "")
        assert "kept for later" in sender_log(env)
    ran = run_hook("Stop", payload("Stop", session, transcript_path=str(TRANSCRIPT)), env)
    assert ran.returncode == 0
    ran = run_hook("SessionEnd", payload("SessionEnd", session, transcript_path=""), env)
    assert ran.returncode == 0
    # The transcript's copy of the Read call has the ids PostToolUse gave it: one event.
    spooled = list({line["event"]["event_id"]: line["event"] for line in spool_lines(env)}.values())
    assert [e["kind"] for e in spooled] == [
        "tool_call",
        "tool_result",
        "tool_call",
        "tool_result",
        *["message"] * 5,
        "signal",
    ]
    assert session_rows(live_stack, made.project, session) == []

    with ScriptedServer(upstream=live_url, port=port) as service:
        # Any call flushes; this one also asks for context.
        ran = run_hook("UserPromptSubmit", payload("UserPromptSubmit", session), env)
        assert (ran.returncode, ran.stderr) == (0, "")
        assert spool_lines(env) == []
        # Later calls have nothing left to send.
        run_hook("UserPromptSubmit", payload("UserPromptSubmit", session), env)
        sent_ids = posted_event_ids(service)
    assert sent_ids == Counter({e["event_id"]: 1 for e in spooled})
    rows = session_rows(live_stack, made.project, session)
    assert [r["event_id"] for r in rows] == [e["event_id"] for e in spooled]
    assert rows[-1]["content"] == "session_end"


def test_parallel_hooks_neither_lose_nor_repeat_an_event(
    live_stack: traffic.Stack, live_url: str, made: Any, tmp_path: Path
) -> None:
    port, env, session = service_down(made, tmp_path)

    def tool_call(number: int) -> subprocess.Popen[bytes]:
        sent = payload("PostToolUse-Bash", session, tool_use_id=f"toolu_{number:04d}")
        process = start_hook("PostToolUse", env)
        assert process.stdin is not None
        process.stdin.write(json.dumps(sent).encode())
        process.stdin.close()
        return process

    def wait(processes: list[subprocess.Popen[bytes]]) -> None:
        for process in processes:
            assert process.stdout is not None and process.stderr is not None
            process.wait(timeout=60)
            out, err = process.stdout.read(), process.stderr.read()
            process.stdout.close()
            process.stderr.close()
            assert (process.returncode, out) == (0, b""), err

    # Eight parallel tool calls while the service is down: sixteen whole lines in the spool.
    wait([tool_call(n) for n in range(8)])
    lines = spool_lines(env)
    assert len(lines) == 16
    assert len({line["event"]["event_id"] for line in lines}) == 16

    # Eight more while it is up: each process appends its own and some flush everything.
    with ScriptedServer(upstream=live_url, port=port) as service:
        wait([tool_call(n) for n in range(8, 16)])
        run_hook("PostToolUse", payload("PostToolUse-Bash", session, tool_use_id="toolu_last"), env)
        sent_ids = posted_event_ids(service)
    assert spool_lines(env) == []
    assert len(sent_ids) == 34
    assert set(sent_ids.values()) == {1}
    rows = session_rows(live_stack, made.project, session)
    assert sorted(r["event_id"] for r in rows) == sorted(sent_ids)


def test_a_torn_line_and_a_refused_event_do_not_block_the_rest(
    live_stack: traffic.Stack, live_url: str, made: Any, tmp_path: Path
) -> None:
    port = traffic.free_port()
    env = hook_env(f"http://127.0.0.1:{port}", made.agent, tmp_path / "state")
    state = Path(env["MEMORY_HOOK_STATE_DIR"])
    session = f"s-{uuid.uuid4()}"
    run_hook("PostToolUse", payload("PostToolUse-Bash", session), env)  # service down
    target = spool_lines(env)[0]["target"]
    # Then an old client's event the service refuses (a kind the API does not know) and a
    # line cut short by a writer that was killed.
    refused = {
        "v": 1,
        "target": target,
        "spooled_at": "2026-11-30T09:00:00+00:00",
        "event": {"event_id": "refused-1", "session_id": session, "kind": "thought"},
    }
    with (state / "spool.jsonl").open("a") as spool:
        spool.write(json.dumps(refused) + "\n")
        spool.write('{"v": 1, "target": "' + target + '", "event": {"event_id": "to')
    with ScriptedServer(upstream=live_url, port=port):
        ran = run_hook("PostToolUse", payload("PostToolUse-Read", session), env)
    assert (ran.returncode, ran.stdout) == (0, "")
    assert "refused by the service" in sender_log(env)
    assert spool_lines(env) == []
    rows = session_rows(live_stack, made.project, session)
    assert [(r["kind"], r["tool_name"]) for r in rows] == [
        ("tool_call", "Bash"),
        ("tool_result", "Bash"),
        ("tool_call", "Read"),
        ("tool_result", "Read"),
    ]
    rejected = [json.loads(line) for line in (state / "rejected.jsonl").read_text().splitlines()]
    assert [r.get("event", {}).get("event_id") for r in rejected] == ["refused-1", None]
    assert rejected[0]["reason"].startswith("invalid_input")
    assert rejected[1]["reason"] == "unreadable"


def test_a_refused_token_keeps_its_events_and_another_project_never_gets_them(
    live_stack: traffic.Stack,
    live_url: str,
    made: Any,
    tokens: Callable[[str], Any],
    tmp_path: Path,
) -> None:
    state = tmp_path / "state"
    session = f"s-{uuid.uuid4()}"
    revoked = live_stack.issue_token(made.project, "agent", name="spool-revoked")
    live_stack.manage("revoke_token", "--token", revoked)
    env = hook_env(live_url, revoked, state)
    ran = run_hook("PostToolUse", payload("PostToolUse-Bash", session), env)
    assert (ran.returncode, ran.stdout) == (0, "")
    assert "refused the token" in sender_log(env)
    assert len(spool_lines(env)) == 2

    # The same state folder used with another project's token: its events stay where they are.
    other = tokens("spool-other")
    elsewhere = hook_env(live_url, other.agent, state)
    ran = run_hook("PostToolUse", payload("PostToolUse-Read", session), elsewhere)
    assert (ran.returncode, ran.stderr) == (0, "")
    assert [r["tool_name"] for r in stored_events(live_stack, other.project)] == ["Read", "Read"]
    assert [line["event"]["tool"] for line in spool_lines(env)] == ["Bash", "Bash"]
    assert session_rows(live_stack, made.project, session) == []


def test_events_captured_while_the_token_is_paused_are_sent_after_it_is_resumed(
    live_stack: traffic.Stack, live_url: str, made: Any, tmp_path: Path
) -> None:
    env = hook_env(live_url, made.agent, tmp_path / "state")
    session = f"s-{uuid.uuid4()}"
    with MemoryClient(live_url, made.owner) as owner:
        agent_token = next(t for t in owner.list_tokens().items if t.name == "spool-agent")
        owner.pause_token(agent_token.id)
        try:
            ran = run_hook("PostToolUse", payload("PostToolUse-Bash", session), env)
        finally:
            owner.resume_token(agent_token.id)
    assert (ran.returncode, ran.stdout) == (0, "")
    assert "2 event(s) kept for later" in sender_log(env) and "paused" in sender_log(env)
    assert len(spool_lines(env)) == 2
    assert session_rows(live_stack, made.project, session) == []
    ran = run_hook("PostToolUse", payload("PostToolUse-Read", session), env)
    assert (ran.returncode, ran.stderr) == (0, "")
    assert spool_lines(env) == []
    rows = session_rows(live_stack, made.project, session)
    assert [r["tool_name"] for r in rows] == ["Bash", "Bash", "Read", "Read"]
