"""The pieces tests/hosts/ and bench/hooks.py drive Claude Code with, without Claude Code: the
stand-in Messages API (streamed and whole answers, scripted tool use, the request log) and the
reading of Claude Code's debug log."""

from __future__ import annotations

import http.client
import json
from pathlib import Path
from typing import Any

import pytest

from bench import claude_code
from bench.anthropic_standin import AnthropicStandin, scripted_reply
from tests.hosts.conftest import require

TOOLS = [{"name": "Read", "description": "read a file", "input_schema": {"type": "object"}}]
SESSION = "4b1d6a8e-0000-4000-8000-000000000001"


def post(server: AnthropicStandin, path: str, body: dict[str, Any]) -> tuple[int, str, bytes]:
    conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
    try:
        conn.request("POST", path, json.dumps(body), {"Content-Type": "application/json"})
        response = conn.getresponse()
        return response.status, response.getheader("Content-Type") or "", response.read()
    finally:
        conn.close()


def events(raw: bytes) -> list[tuple[str, dict[str, Any]]]:
    out = []
    for chunk in raw.decode().strip().split("\n\n"):
        name, data = chunk.split("\n")
        out.append((name.removeprefix("event: "), json.loads(data.removeprefix("data: "))))
    return out


def body(*messages: dict[str, Any], stream: bool = True) -> dict[str, Any]:
    user = json.dumps({"device_id": "d", "account_uuid": "", "session_id": SESSION})
    return {
        "model": "claude-x",
        "max_tokens": 100,
        "stream": stream,
        "tools": TOOLS,
        "metadata": {"user_id": user},
        "messages": list(messages),
    }


def test_a_tool_directive_is_answered_with_a_streamed_tool_use_then_text() -> None:
    ask = {"role": "user", "content": [{"type": "text", "text": "[[tool:Read /tmp/a.txt]]"}]}
    with AnthropicStandin() as server:
        status, kind, raw = post(server, "/v1/messages?beta=true", body(ask))
        assert (status, kind) == (200, "text/event-stream")
        stream = events(raw)
        names = [name for name, _ in stream]
        assert names[0] == "message_start" and names[-2:] == ["message_delta", "message_stop"]
        assert [name for name, data in stream if name == "content_block_start"] == [
            "content_block_start"
        ] * 2
        tool_start = next(d for n, d in stream if n == "content_block_start" and d["index"] == 1)
        assert tool_start["content_block"]["type"] == "tool_use"
        partial = "".join(
            d["delta"]["partial_json"]
            for n, d in stream
            if n == "content_block_delta" and d["delta"]["type"] == "input_json_delta"
        )
        assert json.loads(partial) == {"file_path": "/tmp/a.txt"}
        assert stream[-2][1]["delta"]["stop_reason"] == "tool_use"
        tool_id = tool_start["content_block"]["id"]

        done = [{"type": "tool_result", "tool_use_id": tool_id, "content": "line one"}]
        said = {"role": "assistant", "content": [tool_start["content_block"]]}
        answer = body(ask, said, {"role": "user", "content": done}, stream=False)
        status, kind, raw = post(server, "/v1/messages", answer)
        message = json.loads(raw)
        assert (status, message["stop_reason"]) == (200, "end_turn")
        assert message["content"] == [{"type": "text", "text": "The tool said: line one"}]

        status, _, raw = post(server, "/v1/messages/count_tokens", body(ask))
        assert status == 200 and json.loads(raw)["input_tokens"] > 0

        seen = server.snapshot()
        assert [r.kind for r in seen] == ["main", "main", "other"]
        assert {r.session_id for r in seen[:2]} == {SESSION}
        assert seen[1].reply == message["content"]


def test_a_call_without_tools_is_a_side_call() -> None:
    title = {
        "model": "claude-haiku",
        "max_tokens": 50,
        "messages": [{"role": "user", "content": "t"}],
    }
    with AnthropicStandin() as server:
        status, _, raw = post(server, "/v1/messages", title)
        assert status == 200 and json.loads(raw)["content"][0]["type"] == "text"
        assert [r.kind for r in server.snapshot()] == ["side"]
        assert server.main_turns() == []


LOG_2_1_332 = """\
2026-12-03T22:34:29.027Z [DEBUG] Hooks: SessionStart:startup [/v/bin/memory-hook SessionStart] finished with status 0 (284ms)
2026-12-03T22:34:29.029Z [DEBUG] "Hook SessionStart:startup (SessionStart) success:\\n{}"
2026-12-03T22:34:29.419Z [DEBUG] Hooks: UserPromptSubmit [/v/bin/memory-hook UserPromptSubmit] finished with status 0 (315ms)
2026-12-03T22:34:29.646Z [DEBUG] Hooks: Registering async hook async_hook_5349 (PostToolUse:Read) with timeout 5000ms
2026-12-03T22:34:29.646Z [DEBUG] Hooks: PostToolUse:Read [/v/bin/memory-hook PostToolUse] moved to the background (4ms)
2026-12-03T22:34:29.710Z [DEBUG] Hook Stop (Stop) cancelled:
2026-12-03T22:34:31.499Z [DEBUG] SessionEnd:other [/v/bin/memory-hook SessionEnd] completed with status 0
"""  # noqa: E501

LOG_2_1_197 = """\
2026-12-03T22:34:35.583Z [DEBUG] "Hook SessionStart:startup (SessionStart) success:\\n{}"
2026-12-03T22:34:36.285Z [DEBUG] "Hook UserPromptSubmit (UserPromptSubmit) success:\\n{}"
2026-12-03T22:34:36.353Z [DEBUG] Hooks: Registering async hook async_hook_5501 (PostToolUse:Read) with timeout 5000ms
"""  # noqa: E501


def test_hook_runs_are_read_from_both_versions_debug_logs() -> None:
    runs = [(r.event, r.outcome, r.ms, r.status) for r in claude_code.hook_runs(LOG_2_1_332)]
    assert runs == [
        ("SessionStart", "finished", 284.0, 0),
        ("UserPromptSubmit", "finished", 315.0, 0),
        ("PostToolUse", "background", 4.0, None),
        ("Stop", "cancelled", None, None),
        ("SessionEnd", "finished", None, 0),
    ]
    assert claude_code.durations(claude_code.hook_runs(LOG_2_1_332)) == {
        "SessionStart": [284.0],
        "UserPromptSubmit": [315.0],
    }
    short = [(r.event, r.outcome) for r in claude_code.hook_runs(LOG_2_1_197)]
    assert short == [
        ("SessionStart", "success"),
        ("UserPromptSubmit", "success"),
        ("PostToolUse", "background"),
    ]


def test_a_system_message_after_the_tool_result_does_not_restart_the_tool() -> None:
    ask = {"role": "user", "content": "[[tool:Bash echo hi]]"}
    use = {"type": "tool_use", "id": "toolu_1", "name": "Bash", "input": {"command": "echo hi"}}
    done = {
        "role": "user",
        "content": [{"type": "tool_result", "tool_use_id": "toolu_1", "content": "hi"}],
    }
    late = {"role": "system", "content": "PostToolUse hook additional context: nothing"}
    reply = scripted_reply(body(ask, {"role": "assistant", "content": [use]}, done, late))
    assert reply == [{"type": "text", "text": "The tool said: hi"}]


def test_the_exit_wait_for_session_end_is_the_gap_before_its_completion() -> None:
    waited = claude_code.session_end_wait_ms(LOG_2_1_332)
    assert waited is not None and abs(waited - 1789.0) < 0.5
    assert claude_code.session_end_wait_ms(LOG_2_1_197) is None


def test_a_missing_cli_skips_locally_and_fails_under_ci(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    missing = tmp_path / "claude"
    monkeypatch.delenv("CI", raising=False)
    with pytest.raises(pytest.skip.Exception, match="make hosts"):
        require(missing, "Claude Code 9.9.9")
    monkeypatch.setenv("CI", "true")
    with pytest.raises(pytest.fail.Exception, match="make hosts"):
        require(missing, "Claude Code 9.9.9")
    missing.write_text("")
    assert require(missing, "Claude Code 9.9.9") == missing
