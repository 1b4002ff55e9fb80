"""The real OpenCode CLI (npm ``opencode-ai``, pinned in tests/hosts/package.json) with the
memory plugin (clients/opencode), against a stand-in chat-completions model and the real stack.

Each test drives OpenCode as a user does (``opencode run`` print-mode sessions; one interactive
session in tmux) and checks what reached the model (the stand-in logs every request) and what
reached the service (its database): the bundle is in the model's request and not in the
title-generation call, every user message, assistant message, tool call, tool result and turn
end arrives exactly once, no memory is served twice in a session, and a service that is down
costs OpenCode nothing while the spool later sends what it kept, once.

Locally a missing OpenCode (``make hosts`` installs it) skips with a message; under ``CI`` it fails.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import time
import uuid
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

import psycopg
import pytest
from memory_client import MemoryClient

from bench import traffic
from tests.hosts.conftest import require, require_tmux
from tests.hosts.openai_server import ModelRequest, OpenAIServer
from tests.hosts.opencode_home import (
    OPENCODE,
    PLUGIN,
    install_plugin_dependency,
    opencode_config,
    opencode_env,
)
from tests.live.support import (
    Answer,
    Forward,
    Hang,
    ScriptedServer,
    Seen,
    envelope,
    stored_events,
)
from tests.support import wait_for

pytestmark = pytest.mark.slow

MEMORY = "The staging metadata store runs on PostgreSQL 16."
QUESTION = "Which database does the staging metadata store run on?"
FILE_WORD = "PELICAN"
RUN_TIMEOUT_S = 120.0


def _opencode() -> Path:
    return require(OPENCODE, f"OpenCode at {OPENCODE}")


@dataclass
class Host:
    binary: Path
    home: Path
    project: Path
    model: OpenAIServer
    memory_url: str
    token: str

    def env(self, **extra: str) -> dict[str, str]:
        env = opencode_env(self.home, {"PATH": os.environ.get("PATH", "/usr/bin:/bin")})
        env.update(
            {
                "MEMORY_URL": self.memory_url,
                "MEMORY_TOKEN": self.token,
                "MEMORY_OPENCODE_STATE_DIR": str(self.home / "memory-state"),
                "TERM": "xterm-256color",
            }
        )
        env.update(extra)
        return env

    def run(self, prompt: str, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
        """``opencode run PROMPT`` in the project; the exit code is returned, not raised."""
        return subprocess.run(
            [str(self.binary), "run", *args, prompt],
            cwd=self.project,
            env=self.env(**env),
            capture_output=True,
            text=True,
            timeout=RUN_TIMEOUT_S,
            check=False,
        )


@pytest.fixture(scope="module")
def model() -> Iterator[OpenAIServer]:
    with OpenAIServer() as server:
        yield server


@pytest.fixture(scope="module")
def made(tokens: Callable[[str], Any]) -> Any:
    return tokens("opencode")


@pytest.fixture(scope="module")
def seeded(live_url: str, made: Any) -> str:
    """One active memory the plugin's /context call finds for QUESTION."""
    with MemoryClient(live_url, made.owner, timeout=30) as owner:
        owner.remember(MEMORY, entities=["staging"])
    return MEMORY


def _project(folder: Path, model: OpenAIServer, plugin: list[Any] | None) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "opencode.json").write_text(json.dumps(opencode_config(model.base_url, plugin)))
    (folder / "notes.txt").write_text(f"The launch code word is {FILE_WORD}.\nsecond line\n")
    return folder


@pytest.fixture(scope="module")
def host(
    tmp_path_factory: pytest.TempPathFactory,
    model: OpenAIServer,
    made: Any,
    live_url: str,
    seeded: str,
) -> Host:
    binary = _opencode()
    root = tmp_path_factory.mktemp("opencode")
    home = root / "home"
    install_plugin_dependency(home / ".config" / "opencode")
    project = _project(root / "project", model, [f"file://{PLUGIN}"])
    return Host(binary, home, project, model, live_url, made.agent)


# --- reading what happened --------------------------------------------------------------------


def requests_with(model: OpenAIServer, text: str) -> list[ModelRequest]:
    return [r for r in model.logged() if text in r.text]


def main_calls(requests: list[ModelRequest]) -> list[ModelRequest]:
    """The agent loop's calls (they offer tools); the title-generation call offers none."""
    return [r for r in requests if r.tools]


def title_calls(requests: list[ModelRequest]) -> list[ModelRequest]:
    return [r for r in requests if not r.tools and "title" in "\n".join(r.system_texts).lower()]


BUNDLE_HEADER = re.compile(r"MEMORY-[0-9A-Za-z]+ trace_id=(\S+)")


def bundles(requests: list[ModelRequest]) -> dict[str, str]:
    """Every memory bundle the model was sent, by trace id (a bundle repeated in later calls of
    the same turn counts once)."""
    found: dict[str, str] = {}
    for request in requests:
        for text in request.system_texts:
            for match in BUNDLE_HEADER.finditer(text):
                found.setdefault(match[1], text[match.start() :])
    return found


def session_of(stack: traffic.Stack, project: str, prompt: str) -> str:
    rows = [
        e
        for e in stored_events(stack, project)
        if e["kind"] == "message" and e["role"] == "user" and prompt in (e["content"] or "")
    ]
    assert rows, f"the user's message {prompt!r} never reached the service"
    return str(rows[0]["session_id"])


def session_events(stack: traffic.Stack, project: str, session: str) -> list[dict[str, Any]]:
    return [e for e in stored_events(stack, project) if e["session_id"] == session]


def user_message_stored(stack: traffic.Stack, project: str, prompt: str) -> bool:
    return any(
        e["kind"] == "message" and e["role"] == "user" and prompt in (e["content"] or "")
        for e in stored_events(stack, project)
    )


def turns_ended(stack: traffic.Stack, project: str, session: str) -> int:
    return sum(
        e["kind"] == "message" and e["role"] == "assistant" and bool(e["turn_complete"])
        for e in session_events(stack, project, session)
    )


def harvested(stack: traffic.Stack, project: str, session: str) -> bool:
    """A pre-compaction harvest (``POST /extract``) of the session was asked for."""
    with psycopg.connect(stack.database_url()) as conn:
        row = conn.execute(
            """
            SELECT count(*) FROM memoryapp_extractionjob j
              JOIN memoryapp_project p ON p.id = j.project_id
             WHERE p.slug = %s AND j.session_id = %s
            """,
            [project, session],
        ).fetchone()
    return bool(row and row[0])


def turns_at_least(stack: traffic.Stack, project: str, session: str, turns: int) -> bool:
    return turns_ended(stack, project, session) >= turns


def session_ended(stack: traffic.Stack, project: str, session: str) -> bool:
    return any(
        e["kind"] == "signal" and e["content"] == "session_end"
        for e in session_events(stack, project, session)
    )


def assert_once(events: list[dict[str, Any]]) -> None:
    ids = Counter(e["event_id"] for e in events)
    assert all(n == 1 for n in ids.values()), ids
    said = Counter(
        (e["kind"], e["role"], e["tool_name"], e["content"])
        for e in events
        if e["kind"] != "signal"
    )
    assert all(n == 1 for n in said.values()), [k for k, n in said.items() if n > 1]


# --- the plugin's types ----------------------------------------------------------------------


def test_the_plugin_typechecks() -> None:
    """``tsc --noEmit`` over clients/opencode against the pinned ``@opencode-ai/plugin`` types
    (``make hosts`` installs TypeScript there)."""
    folder = PLUGIN.parent.parent
    tsc = folder / "node_modules" / ".bin" / "tsc"
    node = OPENCODE.parent / "node"
    require(node, "Node 22")
    require(tsc, f"TypeScript in {folder}")
    ran = subprocess.run(
        [str(node), str(tsc), "--noEmit", "-p", str(folder)],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert ran.returncode == 0, ran.stdout[-3000:] + ran.stderr[-3000:]


# --- print mode -------------------------------------------------------------------------------


def test_print_mode_bundle_reaches_the_model_not_the_title_call(
    host: Host, live_stack: traffic.Stack, made: Any
) -> None:
    prompt = f"{QUESTION} ({uuid.uuid4().hex[:8]})"
    ran = host.run(prompt)
    assert ran.returncode == 0, ran.stderr[-3000:]
    requests = requests_with(host.model, prompt)
    main = main_calls(requests)
    assert main, "OpenCode never called the model with the prompt"
    for request in main:
        injected = "\n".join(request.system_texts)
        assert "MEMORY-" in injected and MEMORY in injected, injected[-2000:]
        # OpenCode's own prompt first, the bundle after it as one more system message.
        assert "MEMORY-" not in request.system_texts[0]
    titles = title_calls(requests)
    assert titles, "no title-generation call seen (OpenCode changed how it names sessions?)"
    for request in titles:
        assert "MEMORY-" not in request.text
    assert "Answer" in ran.stdout


@pytest.mark.parametrize("attempt", range(3))
def test_print_mode_every_event_arrives_once(
    host: Host, live_stack: traffic.Stack, made: Any, attempt: int
) -> None:
    """An instant model, a real tool call (``read``) and its result, in ``opencode run``: the
    user's message, the assistant's final message (the turn's end), the tool call and result and
    the session's end reach the service exactly once, before OpenCode exits."""
    marker = uuid.uuid4().hex[:8]
    prompt = f"READ notes.txt and tell me the launch code word ({marker})"
    ran = host.run(prompt)
    assert ran.returncode == 0, ran.stderr[-3000:]
    session = session_of(live_stack, made.project, marker)
    # dispose is awaited: everything is stored by the time opencode run has exited.
    events = session_events(live_stack, made.project, session)
    kinds = Counter((e["kind"], e["role"] or e["tool_name"] or e["content"]) for e in events)
    assert kinds[("message", "user")] == 1, events
    assert kinds[("tool_call", "read")] == 1, events
    assert kinds[("tool_result", "read")] == 1, events
    assert kinds[("signal", "session_end")] == 1, events
    assistant = [e for e in events if e["kind"] == "message" and e["role"] == "assistant"]
    assert [e["turn_complete"] for e in assistant][-1:] == [True], assistant
    assert assistant[-1]["content"].startswith("Done:"), assistant
    assert not any(e["content"] == "Stand-in title" for e in events), "the title was captured"
    call = next(e for e in events if e["kind"] == "tool_call")
    assert call["tool_arguments"] == {"filePath": "notes.txt"}
    result = next(e for e in events if e["kind"] == "tool_result")
    assert FILE_WORD in result["content"]
    assert_once(events)
    assert all(e["event_id"].startswith("oc:") for e in events if e["kind"] != "signal")


def test_a_continued_session_gets_no_memory_twice(
    host: Host, live_stack: traffic.Stack, made: Any
) -> None:
    """Two turns of one session (``opencode run`` then ``opencode run --session``), both asking
    about the same memory: the service serves it in one bundle only.

    Needs the service's per-session dedup (issue 30, "One bundle a turn"); until that lands
    the second turn's bundle carries the memory again and this test fails."""
    first = f"{QUESTION} (first {uuid.uuid4().hex[:8]})"
    ran = host.run(first)
    assert ran.returncode == 0, ran.stderr[-3000:]
    session = session_of(live_stack, made.project, first)
    mark = len(host.model.logged())
    second = f"{QUESTION} Once more please. (second {uuid.uuid4().hex[:8]})"
    ran = host.run(second, "--session", session)
    assert ran.returncode == 0, ran.stderr[-3000:]
    assert session_of(live_stack, made.project, second) == session
    before, after = host.model.logged()[:mark], host.model.logged()[mark:]
    served = bundles(main_calls([r for r in before if first in r.text]))
    assert any(MEMORY in text for text in served.values()), "the first turn had no bundle"
    again = bundles(main_calls([r for r in after if second in r.text]))
    carrying = [trace for trace, text in again.items() if MEMORY in text and trace not in served]
    assert carrying == [], f"the memory was served again in the same session: {carrying}"


def test_the_service_down_costs_nothing_and_the_spool_sends_later(
    host: Host, live_stack: traffic.Stack, made: Any, live_url: str
) -> None:
    """With the service answering 503, OpenCode answers as usual (no memory that turn, nothing
    thrown); the events wait in the spool, and the next run (the service back on the same URL)
    sends them, once."""
    with ScriptedServer(default=Answer(503, envelope("unavailable"), {"Retry-After": "1"})) as down:
        port = down.port
        marker = uuid.uuid4().hex[:8]
        prompt = f"READ notes.txt while the service is down ({marker})"
        started = time.monotonic()
        ran = host.run(prompt, MEMORY_URL=down.url)
        took = time.monotonic() - started
        assert ran.returncode == 0, ran.stderr[-3000:]
        assert "Done:" in ran.stdout
        assert down.requests_to("/api/v1/events"), "the plugin never tried to send"
        assert not any(
            marker in (e["content"] or "") for e in stored_events(live_stack, made.project)
        )
        for request in main_calls(requests_with(host.model, marker)):
            assert "MEMORY-" not in request.text
    spooled = list((host.home / "memory-state" / "spool").glob("*.jsonl"))
    assert spooled and any(marker in p.read_text() for p in spooled)
    assert took < 60, took
    with ScriptedServer(upstream=live_url, port=port) as back:
        later = f"{QUESTION} ({uuid.uuid4().hex[:8]})"
        ran = host.run(later, MEMORY_URL=back.url)
        assert ran.returncode == 0, ran.stderr[-3000:]
    session = session_of(live_stack, made.project, marker)
    events = session_events(live_stack, made.project, session)
    kinds = Counter((e["kind"], e["role"] or e["tool_name"] or e["content"]) for e in events)
    assert kinds[("message", "user")] == 1 and kinds[("tool_result", "read")] == 1, events
    assert kinds[("signal", "session_end")] == 1, events
    assert_once(events)
    assert not any(
        marker in p.read_text() for p in (host.home / "memory-state" / "spool").glob("*.jsonl")
    )


def test_a_hanging_service_costs_at_most_the_budget(host: Host) -> None:
    """A service that never answers: OpenCode answers as usual, later by at most the plugin's
    budgets (the turn's /context call and the last send in dispose), with no memory."""
    started = time.monotonic()
    ran = host.run(f"Say hello ({uuid.uuid4().hex[:8]})")
    baseline = time.monotonic() - started
    assert ran.returncode == 0, ran.stderr[-3000:]
    with ScriptedServer(default=Hang(30)) as hanging:
        marker = uuid.uuid4().hex[:8]
        started = time.monotonic()
        ran = host.run(
            f"{QUESTION} ({marker})",
            MEMORY_URL=hanging.url,
            MEMORY_OPENCODE_TIMEOUT_MS="1000",
            MEMORY_OPENCODE_FLUSH_TIMEOUT_MS="1000",
        )
        took = time.monotonic() - started
        assert ran.returncode == 0, ran.stderr[-3000:]
        assert "Answer" in ran.stdout
        assert hanging.requests_to("/api/v1/context")
    main = main_calls(requests_with(host.model, marker))
    assert main and all("MEMORY-" not in r.text for r in main)
    # 1 s for /context, 1 s for the flush at start and at dispose each, and slack for a busy CI.
    assert took - baseline < 3 + 5, (took, baseline)


class ReviewWaits(ScriptedServer):
    """The live service, except that ``/context`` says memories wait for the owner's review
    (the field the service adds for it: ``review: {waiting, url}``)."""

    def _next(self, seen: Seen) -> Any:
        with self._lock:
            self.seen.append(seen)
        if seen.path.split("?")[0] == "/api/v1/context":
            return Answer(
                200,
                {
                    "trace_id": str(uuid.uuid4()),
                    "route": "recall",
                    "items": [],
                    "rendered": "",
                    "tokens": 0,
                    "open_loops": None,
                    "review": {"waiting": 3, "url": "http://127.0.0.1:8000/review/"},
                },
            )
        return Forward()


def test_memories_waiting_for_review_are_shown_to_the_user_not_the_model(
    host: Host, live_url: str
) -> None:
    with ReviewWaits(upstream=live_url) as service:
        marker = uuid.uuid4().hex[:8]
        ran = host.run(f"Say hello ({marker})", MEMORY_URL=service.url)
    assert ran.returncode == 0, ran.stderr[-3000:]
    line = "3 memories wait for your review: http://127.0.0.1:8000/review/"
    assert line in ran.stderr, ran.stderr[-3000:]
    assert all("wait for your review" not in r.text for r in requests_with(host.model, marker))


def test_a_failing_tool_is_captured_once(host: Host, live_stack: traffic.Stack, made: Any) -> None:
    marker = uuid.uuid4().hex[:8]
    ran = host.run(f"READ missing-{marker}.txt please")
    assert ran.returncode == 0, ran.stderr[-3000:]
    session = session_of(live_stack, made.project, marker)
    events = session_events(live_stack, made.project, session)
    calls = [e for e in events if e["kind"] == "tool_call"]
    results = [e for e in events if e["kind"] == "tool_result"]
    assert len(calls) == 1 and len(results) == 1, events
    assert calls[0]["tool_arguments"] == {"filePath": f"missing-{marker}.txt"}
    assert results[0]["content"], results
    assert_once(events)


def test_installed_from_the_project_plugins_folder(
    tmp_path: Path, host: Host, live_stack: traffic.Stack, made: Any
) -> None:
    """``.opencode/plugins/memory.ts`` re-exporting the plugin works as the config entry does,
    and with both (the plugin loaded twice in one process) nothing is injected or sent twice."""
    project = _project(tmp_path / "project", host.model, [f"file://{PLUGIN}"])
    plugins = project / ".opencode" / "plugins"
    plugins.mkdir(parents=True)
    (plugins / "memory.ts").write_text(f'export {{ MemoryPlugin }} from "{PLUGIN}"\n')
    install_plugin_dependency(project / ".opencode")
    local = Host(host.binary, host.home, project, host.model, host.memory_url, host.token)
    for config in (None, [f"file://{PLUGIN}"]):
        (project / "opencode.json").write_text(
            json.dumps(opencode_config(host.model.base_url, config))
        )
        prompt = f"READ notes.txt then: {QUESTION} (folder {uuid.uuid4().hex[:8]})"
        started = time.monotonic()
        ran = local.run(prompt)
        assert ran.returncode == 0, ran.stderr[-3000:]
        assert time.monotonic() - started < 60, "OpenCode stalled installing into .opencode"
        main = main_calls(requests_with(host.model, prompt))
        assert main
        for request in main:
            injected = "\n".join(request.system_texts)
            assert MEMORY in injected
            assert len(set(BUNDLE_HEADER.findall(injected))) == 1
            assert injected.count(MEMORY) == 1, injected[-1500:]
        session = session_of(live_stack, made.project, prompt)
        events = session_events(live_stack, made.project, session)
        assert sum(e["kind"] == "message" and e["role"] == "user" for e in events) == 1
        assert sum(e["kind"] == "tool_result" for e in events) == 1
        assert sum(e["kind"] == "signal" for e in events) == 1
        assert_once(events)


# --- interactive (the TUI in tmux) ------------------------------------------------------------


def _tmux() -> str:
    return require_tmux()


def test_interactive_session_captures_each_turn(
    host: Host, live_stack: traffic.Stack, made: Any, tmp_path: Path
) -> None:
    """The TUI, driven through tmux: two turns, each with the bundle in the model's request and
    its events stored while the session is still open; quitting ends the session."""
    tmux = _tmux()
    socket = str(tmp_path / "tmux.sock")
    name = "oc"
    env = host.env()
    command = " ".join(
        [f"{key}={json.dumps(value)}" for key, value in env.items()] + [str(host.binary)]
    )
    subprocess.run(
        [
            tmux,
            "-S",
            socket,
            "new-session",
            "-d",
            "-s",
            name,
            "-x",
            "160",
            "-y",
            "50",
            "-c",
            str(host.project),
            f"env -i {command}",
        ],
        check=True,
        timeout=30,
    )

    def screen() -> str:
        return subprocess.run(
            [tmux, "-S", socket, "capture-pane", "-p", "-t", name],
            capture_output=True,
            text=True,
            timeout=10,
            check=False,
        ).stdout

    def alive() -> bool:
        return (
            subprocess.run(
                [tmux, "-S", socket, "has-session", "-t", name],
                capture_output=True,
                timeout=10,
                check=False,
            ).returncode
            == 0
        )

    def keys(*args: str) -> None:
        subprocess.run([tmux, "-S", socket, "send-keys", "-t", name, *args], check=True, timeout=10)

    def type_line(text: str) -> None:
        subprocess.run(
            [tmux, "-S", socket, "send-keys", "-t", name, "-l", text], check=True, timeout=10
        )
        subprocess.run(
            [tmux, "-S", socket, "send-keys", "-t", name, "Enter"], check=True, timeout=10
        )

    try:
        assert wait_for(lambda: "stand-in" in screen().lower(), timeout=60), screen()
        prompts = [
            f"{QUESTION} (tui {uuid.uuid4().hex[:8]})",
            f"READ notes.txt ({uuid.uuid4().hex[:8]})",
        ]
        session = ""
        for turn, prompt in enumerate(prompts, start=1):
            type_line(prompt)
            assert wait_for(partial(user_message_stored, live_stack, made.project, prompt), 60), (
                screen()
            )
            session = session_of(live_stack, made.project, prompt)
            assert wait_for(partial(turns_at_least, live_stack, made.project, session, turn), 60), (
                screen()
            )
        main = main_calls(requests_with(host.model, prompts[0]))
        assert main and all(MEMORY in "\n".join(r.system_texts) for r in main)
        for request in title_calls(requests_with(host.model, prompts[0])):
            assert "MEMORY-" not in request.text
        events = session_events(live_stack, made.project, session)
        assert sum(e["kind"] == "message" and e["role"] == "user" for e in events) == 2
        assert (
            sum(
                e["kind"] == "message" and e["role"] == "assistant" and e["turn_complete"]
                for e in events
            )
            == 2
        )
        assert sum(e["kind"] == "tool_result" for e in events) == 1
        assert_once(events)
        # /compact: the plugin asks the service to harvest the session first, and OpenCode's
        # summary call gets no bundle. A slash command opens a menu as it is typed: Enter once
        # it shows, again if needed.
        calls = len(host.model.logged())
        keys("-l", "/compact")
        wait_for(lambda: "/compact" in screen(), timeout=10)
        for _ in range(3):
            keys("Enter")
            if wait_for(lambda: harvested(live_stack, made.project, session), timeout=15):
                break
        assert harvested(live_stack, made.project, session), screen()
        assert wait_for(lambda: len(host.model.logged()) > calls, timeout=30), screen()
        summary = host.model.logged()[calls:]
        assert all("MEMORY-" not in r.text for r in summary), "the summary call got a bundle"
        keys("-l", "/exit")
        wait_for(lambda: "/exit" in screen(), timeout=10)
        for _ in range(3):
            keys("Enter")
            if wait_for(lambda: not alive(), timeout=10):
                break
        assert not alive(), f"the TUI did not quit on /exit:\n{screen()}"
    finally:
        subprocess.run([tmux, "-S", socket, "kill-server"], timeout=10, check=False)
    # The TUI calls the plugin's dispose at /exit but exits without waiting for it: the signal
    # is spooled synchronously first, then sent if there is time; the next start sends it.
    if not session_ended(live_stack, made.project, session):
        spool = host.home / "memory-state" / "spool"
        assert any(session in p.read_text() for p in spool.glob("*.jsonl")), "session_end lost"
        ran = host.run(f"{QUESTION} (after the TUI {uuid.uuid4().hex[:8]})")
        assert ran.returncode == 0, ran.stderr[-3000:]
    assert session_ended(live_stack, made.project, session)
    events = session_events(live_stack, made.project, session)
    assert_once(events)
    assert sum(e["kind"] == "message" and e["role"] == "assistant" for e in events) == 2, (
        "OpenCode's compaction summary was captured as an assistant message"
    )
