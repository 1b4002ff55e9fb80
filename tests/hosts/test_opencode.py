"""The real OpenCode CLI (npm ``opencode-ai``, pinned in tests/hosts/package.json) with the
memory plugin (clients/opencode), against a stand-in chat-completions model and the real stack.

Each test drives OpenCode as a user does (``opencode run`` print-mode sessions; interactive
sessions in tmux) and checks what reached the model (the stand-in logs every request) and what
reached the service (its database): the bundle is in the model's request and not in the
title-generation call, every event arrives exactly once, no memory is served twice in a
session, a service that is down costs OpenCode nothing while the spool later sends what it
kept, once, and the ingest at session start sends what changed since the last one, only.

Locally a missing OpenCode (``make hosts`` installs it) skips with a message; under ``CI`` it fails.
"""

from __future__ import annotations

import json
import subprocess
import time
import uuid
from collections import Counter
from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path
from typing import Any

import pytest
from memory_client import MemoryClient
from pathspec import GitIgnoreSpec

from bench import traffic
from tests.hosts.conftest import require, require_tmux
from tests.hosts.openai_server import OpenAIServer
from tests.hosts.opencode_home import (
    OPENCODE,
    PLUGIN,
    install_plugin_dependency,
    opencode_config,
)
from tests.hosts.opencode_support import (
    BUNDLE_HEADER,
    DOCUMENTS,
    FILE_WORD,
    GLOB_CASES,
    GLOB_PATHS,
    MEMORY,
    QUESTION,
    Host,
    Tui,
    assert_once,
    bundles,
    glob_matches,
    harvested,
    ingest_repository,
    ingest_run,
    main_calls,
    make_project,
    requests_with,
    session_ended,
    session_events,
    session_of,
    title_calls,
    turns_at_least,
    user_message_stored,
)
from tests.live.support import (
    Answer,
    Forward,
    Hang,
    ScriptedServer,
    Seen,
    document_chunks,
    envelope,
    stored_events,
)
from tests.support import git, wait_for

pytestmark = pytest.mark.slow


def _opencode() -> Path:
    return require(OPENCODE, f"OpenCode at {OPENCODE}")


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
    project = make_project(root / "project", model, [f"file://{PLUGIN}"])
    return Host(binary, home, project, model, live_url, made.agent)


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


def test_the_prompt_and_the_work_type_go_with_the_context_call(host: Host, live_url: str) -> None:
    """Through a recording proxy to the stack: the turn's ``/context`` call carries the prompt
    as a ``user_message`` signal and the configured work type (the service decides the frame;
    the plugin only says what it saw). The newest tool output goes with the next prompt of the
    same process: the interactive test checks it."""
    prompt = f"{QUESTION} ({uuid.uuid4().hex[:8]})"
    with ScriptedServer(upstream=live_url) as proxy:
        ran = host.run(prompt, MEMORY_URL=proxy.url, MEMORY_OPENCODE_WORK_TYPE="debugging")
    assert ran.returncode == 0, ran.stderr[-3000:]
    (asked,) = [json.loads(s.body) for s in proxy.seen if s.path == "/api/v1/context"]
    assert asked["work_type"] == "debugging"
    # The message's text as OpenCode gives it to the plugin (the query too).
    assert [(s["kind"], s["text"]) for s in asked["signals"]] == [("user_message", asked["query"])]
    assert prompt in asked["query"]
    assert asked["signals"][0]["observed_at"].endswith("Z")
    main = main_calls(requests_with(host.model, prompt))
    assert main and all(MEMORY in "\n".join(r.system_texts) for r in main)


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
    budgets (the turn's /context call and the last send in dispose), with no memory. The ingest
    at start (on here; the project is no git repository: its files are walked) hangs too and
    costs nothing more: dispose waits for it within the same budget as the send."""
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
            MEMORY_OPENCODE_INGEST="1",
        )
        took = time.monotonic() - started
        assert ran.returncode == 0, ran.stderr[-3000:]
        assert "Answer" in ran.stdout
        assert hanging.requests_to("/api/v1/context")
        (sent,) = [json.loads(s.body) for s in hanging.requests_to("/api/v1/sources")]
        assert [f["path"] for f in sent["files"]] == ["notes.txt"] and "commit" not in sent
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
    project = make_project(tmp_path / "project", host.model, [f"file://{PLUGIN}"])
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


TUI_TURNS = 3


def _tui_turns(tui: Tui, host: Host, stack: traffic.Stack, project: str) -> tuple[str, list[str]]:
    """Three turns typed in the TUI, each with the bundle in the model's request and its events
    stored while the session is still open; the session's id and the prompts."""
    assert wait_for(lambda: "stand-in" in tui.screen().lower(), timeout=60), tui.screen()
    prompts = [
        f"{QUESTION} (tui {uuid.uuid4().hex[:8]})",
        f"READ notes.txt ({uuid.uuid4().hex[:8]})",
        f"Thanks, what did the notes say? ({uuid.uuid4().hex[:8]})",
    ]
    session = ""
    for turn, prompt in enumerate(prompts, start=1):
        tui.type_line(prompt)
        assert wait_for(partial(user_message_stored, stack, project, prompt), 60), tui.screen()
        session = session_of(stack, project, prompt)
        assert wait_for(partial(turns_at_least, stack, project, session, turn), 60), tui.screen()
    main = main_calls(requests_with(host.model, prompts[0]))
    assert main and all(MEMORY in "\n".join(r.system_texts) for r in main)
    for request in title_calls(requests_with(host.model, prompts[0])):
        assert "MEMORY-" not in request.text
    events = session_events(stack, project, session)
    assert sum(e["kind"] == "message" and e["role"] == "user" for e in events) == TUI_TURNS
    assert (
        sum(
            e["kind"] == "message" and e["role"] == "assistant" and e["turn_complete"]
            for e in events
        )
        == TUI_TURNS
    )
    assert sum(e["kind"] == "tool_result" for e in events) == 1
    assert_once(events)
    return session, prompts


def _signals_of_each_turn(proxy: ScriptedServer, session: str, prompts: list[str]) -> None:
    """Each turn's /context call says what the agent is doing: its prompt, and from the turn
    after the read on, the newest tool output of the session (kept by this process)."""
    asked = [json.loads(s.body) for s in proxy.seen if s.path == "/api/v1/context"]
    asked = [body for body in asked if body["session_id"] == session]
    sent = [[(s["kind"], s["text"]) for s in body["signals"]] for body in asked]
    assert [signals[0] for signals in sent] == [("user_message", p) for p in prompts], sent
    assert [len(signals) for signals in sent] == [1, 1, 2], sent
    kind, text = sent[2][1]
    assert kind == "tool_result" and text.startswith("read\n"), sent[2]


def _tui_compact_and_exit(
    tui: Tui, host: Host, stack: traffic.Stack, project: str, session: str
) -> None:
    # /compact: the plugin asks the service to harvest the session first, and OpenCode's
    # summary call gets no bundle.
    calls = len(host.model.logged())
    tui.slash("/compact", lambda: harvested(stack, project, session), timeout=15)
    assert harvested(stack, project, session), tui.screen()
    assert wait_for(lambda: len(host.model.logged()) > calls, timeout=30), tui.screen()
    summary = host.model.logged()[calls:]
    assert all("MEMORY-" not in r.text for r in summary), "the summary call got a bundle"
    tui.slash("/exit", lambda: not tui.alive(), timeout=10)
    assert not tui.alive(), f"the TUI did not quit on /exit:\n{tui.screen()}"


def test_interactive_session_captures_each_turn(
    host: Host, live_stack: traffic.Stack, made: Any, tmp_path: Path, live_url: str
) -> None:
    """The TUI, driven through tmux: three turns, each with the bundle in the model's request and
    its events stored while the session is still open; quitting ends the session."""
    tui = Tui(require_tmux(), str(tmp_path / "tmux.sock"))
    # Through a recording proxy to the stack, for the signals each turn sends.
    with ScriptedServer(upstream=live_url) as proxy:
        tui.start(host, MEMORY_URL=proxy.url)
        try:
            session, prompts = _tui_turns(tui, host, live_stack, made.project)
            _tui_compact_and_exit(tui, host, live_stack, made.project, session)
        finally:
            tui.kill()
        # The TUI calls the plugin's dispose at /exit but exits without waiting for it: the
        # signal is spooled synchronously first, then sent if there is time; the next start
        # (for the same URL: the spool keeps events for the URL they were captured for) sends it.
        if not session_ended(live_stack, made.project, session):
            spool = host.home / "memory-state" / "spool"
            assert any(session in p.read_text() for p in spool.glob("*.jsonl")), "session_end lost"
            ran = host.run(
                f"{QUESTION} (after the TUI {uuid.uuid4().hex[:8]})", MEMORY_URL=proxy.url
            )
            assert ran.returncode == 0, ran.stderr[-3000:]
    _signals_of_each_turn(proxy, session, prompts)
    assert session_ended(live_stack, made.project, session)
    events = session_events(live_stack, made.project, session)
    assert_once(events)
    assert sum(e["kind"] == "message" and e["role"] == "assistant" for e in events) == TUI_TURNS, (
        "OpenCode's compaction summary was captured as an assistant message"
    )


# --- the ingest at session start -------------------------------------------------------------


def test_the_plugin_globs_match_as_the_python_reader() -> None:
    """The plugin's matcher (``glob.ts``) chooses the same files as the Python client's reader
    (pathspec's ``GitIgnoreSpec``), and in time linear in the path."""
    node = require(OPENCODE.parent / "node", "Node 22")
    got = glob_matches(node, [(patterns, GLOB_PATHS) for patterns in GLOB_CASES])
    for patterns, matched in zip(GLOB_CASES, got, strict=True):
        expected = [GitIgnoreSpec.from_lines(patterns).match_file(p) for p in GLOB_PATHS]
        assert matched == expected, (patterns, list(zip(GLOB_PATHS, matched, strict=True)))
    # A pattern a backtracking matcher takes exponential time on, over a long path.
    started = time.monotonic()
    (long,) = glob_matches(node, [(["*a*a*a*a*a*a*a*a*b", "**/**/**/**/c"], ["a" * 20_000])])
    assert long == [False] and time.monotonic() - started < 10


def test_session_start_ingests_the_repository_then_only_what_changed(
    tmp_path: Path, host: Host, live_stack: traffic.Stack, live_url: str, tokens: Any
) -> None:
    """MEMORY_OPENCODE_INGEST=1 and a git repository as the session's directory. An agent token
    the owner has not allowed is refused (one line, the session goes on). With one allowed, the
    first session sends the two documents (not the ignored one) and the service holds their
    chunks, untrusted though the owner trusts the path; a second session with nothing changed
    sends nothing; after a commit changes one file and removes the other, the third sends the
    changed file only, its chunk is superseded and the removed file's is archived."""
    made = tokens("opencode-ingest")
    allowed = live_stack.manage("issue_token", "--project", made.project, "--role", "agent",
                                "--may-ingest").split()[-1]  # fmt: skip
    with MemoryClient(live_url, made.owner, timeout=30) as owner:
        owner.trust_path("docs/")
    repo = ingest_repository(tmp_path / "heron", host.model)
    local = Host(host.binary, host.home, repo, host.model, host.memory_url, allowed)
    with ScriptedServer() as probe:  # a free port, kept for every session
        port = probe.port

    ran, refused = ingest_run(local, made.agent, port, live_url)
    assert len(refused) == 1 and "this token may not ingest documents" in ran.stderr
    assert document_chunks(live_stack, made.project) == []

    ran, (first,) = ingest_run(local, allowed, port, live_url)
    head = git(repo, "rev-parse", "HEAD")
    assert first["root"] == str(repo.resolve()) and first["commit"] == head
    assert first["complete"] is True and first["present"] == DOCUMENTS
    assert {f["path"]: f["commit"] for f in first["files"]} == dict.fromkeys(DOCUMENTS, head)
    chunks = document_chunks(live_stack, made.project)
    assert sorted({c["path"] for c in chunks}) == DOCUMENTS, chunks
    assert all(c["status"] == "active" and c["head"] for c in chunks)
    assert all(c["standing"] == "untrusted" for c in chunks), chunks
    assert not any("ignored file" in c["content"] for c in chunks)

    assert ingest_run(local, allowed, port, live_url)[1] == []
    assert document_chunks(live_stack, made.project) == chunks

    restart = repo / "docs" / "restart.md"
    restart.write_text(restart.read_text().replace("heronctl bounce", "heronctl cycle"))
    git(repo, "rm", "-q", "README.md")
    git(repo, "commit", "-qam", "cycle, not bounce; no README")
    ran, (third,) = ingest_run(local, allowed, port, live_url)
    assert [f["path"] for f in third["files"]] == ["docs/restart.md"]
    assert third["complete"] is True and third["present"] == ["docs/restart.md"]
    now = document_chunks(live_stack, made.project)
    restarts = [c for c in now if c["path"] == "docs/restart.md"]
    assert [("bounce" in c["content"], c["head"]) for c in restarts] == [
        (True, False), (False, True)
    ], restarts  # fmt: skip
    assert "heronctl cycle" in restarts[-1]["content"] and restarts[-1]["status"] == "active"
    readme = [c for c in now if c["path"] == "README.md"]
    assert readme and all(c["status"] == "archived" for c in readme), readme


def test_a_new_session_in_the_tui_ingests_what_changed(
    tmp_path: Path, host: Host, live_stack: traffic.Stack, live_url: str, tokens: Any
) -> None:
    """The TUI ingests at its start (for its first session); a new session (``/new``) in the
    same process ingests again, sending only what changed since."""
    made = tokens("opencode-tui-ingest")
    repo = ingest_repository(tmp_path / "heron", host.model)
    local = Host(host.binary, host.home, repo, host.model, host.memory_url, made.owner)
    tui = Tui(require_tmux(), str(tmp_path / "tmux.sock"))
    with ScriptedServer(upstream=live_url) as proxy:

        def sent() -> list[dict[str, Any]]:
            return [json.loads(s.body) for s in proxy.requests_to("/api/v1/sources")]

        tui.start(local, MEMORY_URL=proxy.url, MEMORY_OPENCODE_INGEST="1")
        try:
            assert wait_for(lambda: len(sent()) == 1, timeout=60), tui.screen()
            assert wait_for(lambda: "stand-in" in tui.screen().lower(), timeout=60), tui.screen()
            first = f"Say hello ({uuid.uuid4().hex[:8]})"
            tui.type_line(first)
            assert wait_for(partial(user_message_stored, live_stack, made.project, first), 60)
            # As a user does, the new session is asked for once the answer is in.
            session = session_of(live_stack, made.project, first)
            assert wait_for(partial(turns_at_least, live_stack, made.project, session, 1), 60)
            restart = repo / "docs" / "restart.md"
            restart.write_text(restart.read_text().replace("bounce", "cycle"))
            assert tui.slash("/new", lambda: first not in tui.screen(), timeout=10), tui.screen()
            second = f"Say hello again ({uuid.uuid4().hex[:8]})"
            tui.type_line(second)
            assert wait_for(partial(user_message_stored, live_stack, made.project, second), 60)
            assert wait_for(lambda: len(sent()) == 2, timeout=60), tui.screen()
        finally:
            tui.kill()
    sessions = {session_of(live_stack, made.project, prompt) for prompt in (first, second)}
    start, new = sent()
    assert len(sessions) == 2 and [f["path"] for f in start["files"]] == DOCUMENTS
    # Changed since its commit: its modification time, no commit.
    (changed,) = new["files"]
    assert changed["path"] == "docs/restart.md" and "commit" not in changed
    assert "heronctl cycle" in changed["content"]
