"""``memory-client context``: the client's context call from a shell, signals included. Against
the real stack: tests/live/test_client.py."""

from __future__ import annotations

import io
import json
from typing import Any

import httpx
import pytest
from memory_client import MemoryClient
from memory_client.cli import main

ANSWER = {
    "trace_id": "00000000-0000-0000-0000-0000000000aa",
    "route": {"route": "recall", "source": "caller", "reason": "", "ambiguous": False},
    "items": [],
    "rendered": "<fenced bundle>",
    "tokens": 4,
    "frame": None,
}


def run(argv: list[str], answer: httpx.Response) -> tuple[int, str, str, list[Any]]:
    bodies: list[Any] = []

    def reply(request: httpx.Request) -> httpx.Response:
        bodies.append(json.loads(request.content))
        return answer

    out, err = io.StringIO(), io.StringIO()

    def client() -> MemoryClient:
        return MemoryClient("http://m.test", "t", transport=httpx.MockTransport(reply))

    code = main(argv, client=client, stdout=out, stderr=err)
    return code, out.getvalue(), err.getvalue(), bodies


def test_context_sends_the_signals_and_prints_the_bundle() -> None:
    code, out, err, bodies = run(
        [
            "context",
            "why does replay fail?",
            "--route",
            "recall",
            "--signal",
            "user_message=why does replay fail?",
            "--signal",
            "test_failure=FAILED tests/test_wal.py::test_replay = KeyError",
            "--work-type",
            "debugging",
        ],
        httpx.Response(200, json=ANSWER),
    )
    assert (code, out, err) == (0, "<fenced bundle>\n", "")
    assert bodies == [
        {
            "query": "why does replay fail?",
            "route": "recall",
            "signals": [
                {"kind": "user_message", "text": "why does replay fail?"},
                {
                    "kind": "test_failure",
                    "text": "FAILED tests/test_wal.py::test_replay = KeyError",
                },
            ],
            "work_type": "debugging",
        }
    ]


def test_json_prints_the_whole_answer_and_a_plain_call_sends_no_signals() -> None:
    code, out, _, bodies = run(["context", "q", "--json"], httpx.Response(200, json=ANSWER))
    assert code == 0 and bodies == [{"query": "q", "route": "auto"}]
    printed = json.loads(out)
    assert printed["rendered"] == "<fenced bundle>" and printed["frame"] is None


@pytest.mark.parametrize("signal", ["chat=hello", "task", "task=", "=text"])
def test_a_bad_signal_is_a_usage_error_and_sends_nothing(
    signal: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as raised:
        run(["context", "q", "--signal", signal], httpx.Response(500))
    assert raised.value.code == 2
    assert "KIND=TEXT" in capsys.readouterr().err


def test_a_refused_call_exits_1_with_the_error() -> None:
    refused = {"error": {"code": "invalid_input", "message": "bad work type", "details": {}}}
    code, out, err, _ = run(
        ["context", "q", "--work-type", "x" * 49], httpx.Response(422, json=refused)
    )
    assert (code, out) == (1, "")
    assert err == "memory-client: invalid_input (HTTP 422): bad work type\n"
