"""Running ``memory-hook <Event>`` as Claude Code runs it, and reading what reached the service:
the helpers the live hook tests share (test_hooks, test_hook_capture, test_hook_ingest,
test_spool)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import psycopg
from memory_hook.locks import exclusive
from psycopg.rows import dict_row

from bench import traffic
from tests.live.support import run_captured, stored_events

PAYLOADS = Path(__file__).with_name("hook_payloads")
TRANSCRIPT = PAYLOADS / "transcript.jsonl"
PREAMBLE_START = "Remembered project memories follow"


def hook_command() -> list[str]:
    script = Path(sys.executable).with_name("memory-hook")
    assert script.exists(), "memory-hook is not installed: pip install -e clients/python"
    return [str(script)]


@dataclass
class Ran:
    returncode: int
    stdout: str
    stderr: str
    seconds: float


def run_hook(
    event: str, payload: dict[str, Any] | str, env: dict[str, str], *, wait: bool = True
) -> Ran:
    """The hook's run; with ``wait``, also until the sender it detached has done its pass."""
    data = payload if isinstance(payload, str) else json.dumps(payload)
    started = time.monotonic()
    result = run_captured([*hook_command(), event], env=env, input=data)
    ran = Ran(result.returncode, result.stdout, result.stderr, time.monotonic() - started)
    if wait:
        settle(env)
    return ran


def settle(env: dict[str, str], *, timeout: float = 30.0) -> None:
    """Until no session's inbox waits and no sender holds ``drain.lock``: a sender takes the
    inbox lines out under that lock, so then the pass that read them has ended."""
    state = Path(env["MEMORY_HOOK_STATE_DIR"])
    give_up = time.monotonic() + timeout
    while time.monotonic() < give_up:
        if not list(state.glob("sessions/*.inbox")):
            if not state.exists():
                return
            with exclusive(state / "drain.lock", wait=0) as free:
                if free:
                    return
        time.sleep(0.02)
    raise AssertionError(f"the hook's sender did not finish within {timeout} s")


def start_hook(event: str, env: dict[str, str]) -> subprocess.Popen[bytes]:
    """The hook as a running process with its stdin, stdout and stderr piped to the test."""
    return subprocess.Popen(
        [*hook_command(), event],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
    )


def payload(name: str, session_id: str, **fields: Any) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((PAYLOADS / f"{name}.json").read_text())
    data["session_id"] = session_id
    data.update(fields)
    return data


def transcript_lines() -> list[str]:
    return TRANSCRIPT.read_text().splitlines(keepends=True)


def line_index(uuid_suffix: str) -> int:
    """The position in transcript.jsonl of the line whose uuid ends with ``uuid_suffix``."""
    for position, line in enumerate(transcript_lines()):
        if json.loads(line).get("uuid", "").endswith(uuid_suffix):
            return position
    raise AssertionError(uuid_suffix)


def hook_env(url: str, token: str, state: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("MEMORY_")}
    env.update(
        MEMORY_URL=url,
        MEMORY_TOKEN=token,
        MEMORY_HOOK_STATE_DIR=str(state),
        # Generous for a loaded CI machine; the budget itself is tested on its own below.
        MEMORY_HOOK_TIMEOUT="15",
    )
    env.update(extra)
    return env


def session_rows(stack: traffic.Stack, project: str, session: str) -> list[dict[str, Any]]:
    return [r for r in stored_events(stack, project) if r["session_id"] == session]


def message_rows(stack: traffic.Stack, project: str, session: str) -> list[dict[str, Any]]:
    return [r for r in session_rows(stack, project, session) if r["kind"] == "message"]


def latest_trace(stack: traffic.Stack, project: str) -> dict[str, Any]:
    with psycopg.connect(stack.database_url(), row_factory=dict_row) as conn:
        row = conn.execute(
            """
            SELECT t.query, t.route, t.budget, t.rendered FROM memoryapp_contexttrace t
              JOIN memoryapp_project p ON p.id = t.project_id
             WHERE p.slug = %s AND t.kind = 'context'
             ORDER BY t.created_at DESC LIMIT 1
            """,
            [project],
        ).fetchone()
    assert row is not None
    return row


def spool_lines(env: dict[str, str]) -> list[dict[str, Any]]:
    path = Path(env["MEMORY_HOOK_STATE_DIR"]) / "spool.jsonl"
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
