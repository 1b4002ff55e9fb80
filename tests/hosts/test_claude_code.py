"""The real Claude Code CLI (2.1.332 and 2.1.197, pinned in tests/hosts/package.json) with
``memory-hook`` wired exactly as docs/integrations.md says
(:func:`bench.claude_code.hook_settings`), against the real stack and the instant stand-in
model (:mod:`bench.anthropic_standin`).

Per CLI version, in a HOME and a project folder of its own:

- print mode: three ``claude -p`` sessions (a plain question; a ``Read`` of a file in the project;
  a ``Bash`` ``echo``), then a fourth plain one that closes the run (a hook of a next session may
  finish what the last one could not, so the first three are judged after it);
- interactive mode: one session in tmux: a question, a ``Read``, then ``/exit``.

For each session: the seeded memory's bundle is in the model's request; the whole conversation the
model last saw carries that memory once (not once from SessionStart and again from
UserPromptSubmit); every user message, assistant message, tool call, tool result and turn end
reached the service exactly once (the stack's database); the hook runs Claude Code's own debug log
reports (durations, cancellations) are recorded and printed.
"""

from __future__ import annotations

import json
import re
import time
import uuid
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import psycopg
import pytest

from bench import claude_code, traffic
from bench.anthropic_standin import AnthropicStandin, Request, request_text
from bench.common import PROJECT_ROOT
from tests.hosts.conftest import claude_cli, require_tmux
from tests.live.support import ScriptedServer, stored_events

pytestmark = pytest.mark.slow

VERSIONS = list(claude_code.CLI_VERSIONS)
MEMORY = "The staging metadata store runs on PostgreSQL 16."
NOTES = "deploy window: Tuesdays 14:00 UTC\n"
PENDING = "Always run make check before pushing to the main branch."
# SessionStart's systemMessage, shown to the user (not the model): "1 memory waits for your
# review: http://.../review/".
REVIEW_NOTICE = re.compile(r"\b1 memory waits for your review\b")
# How long events may take to reach the service after the session's process ended (capture hooks
# hand their work to a detached child, or leave it to the next hook).
SETTLE_S = 30.0


@dataclass
class Session:
    """One Claude Code session: its id, prompts, and what the model and the service saw."""

    mode: str
    prompts: list[str]
    session_id: str | None = None
    seconds: float = 0.0
    debug_log: Path | None = None
    screen_at_start: str = ""  # interactive: the terminal once SessionStart has run
    hook_runs: list[claude_code.HookRun] = field(default_factory=list)
    requests: list[Request] = field(default_factory=list)
    events: list[dict[str, Any]] = field(default_factory=list)
    context_calls: int = 0  # the context traces the service holds for the session

    @property
    def label(self) -> str:
        return f"{self.mode} {self.prompts[0][:40]!r} ({self.session_id})"


@dataclass
class Run:
    version: str
    project: str
    sessions: list[Session]


def make_project(stack: traffic.Stack, version: str) -> tuple[str, str]:
    """A fresh project with the memory seeded by its owner and one proposal of the agent's that
    waits for the owner's review; returns (project, agent token)."""
    from memory_client import MemoryClient

    project = f"hosts-{version.replace('.', '-')}-{uuid.uuid4().hex[:6]}"
    agent = stack.issue_token(project, "agent", name="claude-code")
    owner = stack.issue_token(project, "owner", name="owner")
    with MemoryClient(stack.base_url, owner, timeout=30) as client:
        client.remember(MEMORY, type="procedural", entities=["staging"])
    with MemoryClient(stack.base_url, agent, timeout=30) as client:
        # Directive content from an agent token waits for the owner (api.md, /remember).
        waiting = client.remember(PENDING, type="procedural")
    assert waiting.status == "pending", waiting
    return project, agent


def workspace(
    root: Path, stack: traffic.Stack, model: AnthropicStandin, agent: str
) -> tuple[Path, dict[str, str]]:
    """The project folder (with the file the Read prompt reads) and Claude Code's environment."""
    project_dir = root / "project"
    project_dir.mkdir(parents=True)
    (project_dir / "notes.txt").write_text(NOTES)
    settings = claude_code.hook_settings(
        stack.base_url, agent, command=str(claude_code.memory_hook())
    )
    home = claude_code.prepare_home(root / "home", project_dir, settings)
    return project_dir, claude_code.claude_env(home, model.url)


def print_prompts(project_dir: Path) -> list[str]:
    return [
        "Which database does the staging metadata store use?",
        f"Look at the notes: [[tool:Read {project_dir / 'notes.txt'}]]",
        "Say hello from the shell: [[tool:Bash echo hello-from-bash]]",
    ]


def attach(session: Session, model: AnthropicStandin, stack: traffic.Stack, project: str) -> None:
    session.requests = [r for r in model.snapshot() if r.session_id == session.session_id]
    session.events = [
        e for e in stored_events(stack, project) if e["session_id"] == session.session_id
    ]
    session.context_calls = context_traces(stack, project, session.session_id or "")


def context_traces(stack: traffic.Stack, project: str, session_id: str) -> int:
    with psycopg.connect(stack.database_url()) as conn:
        row = conn.execute(
            """
            SELECT count(*)
              FROM memoryapp_contexttrace t
              JOIN memoryapp_project p ON p.id = t.project_id
             WHERE p.slug = %s AND t.session_id = %s AND t.kind = 'context'
            """,
            [project, session_id],
        ).fetchone()
    return int(row[0]) if row else 0


def expected_events(session: Session) -> Counter[tuple[str, str | None, str]]:
    """What the session should have stored, from what the stand-in answered and was asked:
    (kind, role or tool, content) -> how many times."""
    want: Counter[tuple[str, str | None, str]] = Counter()
    for prompt in session.prompts:
        want["message", "user", prompt] += 1
    for request in session.requests:
        if request.kind != "main":
            continue
        for block in request.reply:
            if block["type"] == "text":
                want["message", "assistant", block["text"]] += 1
            elif block["type"] == "tool_use":
                want["tool_call", block["name"], ""] += 1
                want["tool_result", block["name"], ""] += 1
    return want


def stored(session: Session) -> Counter[tuple[str, str | None, str]]:
    got: Counter[tuple[str, str | None, str]] = Counter()
    for e in session.events:
        if e["kind"] == "message":
            got["message", e["role"], (e["content"] or "").strip()] += 1
        elif e["kind"] in {"tool_call", "tool_result"}:
            got[e["kind"], e["tool_name"], ""] += 1
    return got


def settle(
    sessions: list[Session], model: AnthropicStandin, stack: traffic.Stack, project: str
) -> None:
    """Wait (bounded) until every session's events are all stored, then attach what is there."""
    deadline = time.monotonic() + SETTLE_S
    while True:
        for session in sessions:
            attach(session, model, stack, project)
        complete = all(expected_events(s) - stored(s) == Counter() for s in sessions)
        if complete or time.monotonic() > deadline:
            return
        time.sleep(1.0)


def report(run: Run) -> None:
    """Hook durations and cancellations per session, as Claude Code's debug log gives them."""
    print(f"\n== Claude Code {run.version}: hook runs from --debug-file")
    for session in run.sessions:
        parts = [
            f"{r.event} {r.outcome}" + (f" {r.ms:.0f} ms" if r.ms is not None else "")
            for r in session.hook_runs
        ]
        if session.debug_log is not None:
            waited = claude_code.session_end_wait_ms(session.debug_log)
            if waited is not None:
                parts.append(f"exit waited {waited:.0f} ms for SessionEnd")
        print(f"  {session.label} {session.seconds:.2f} s: " + "; ".join(parts))


# --- print mode --------------------------------------------------------------------------------


@pytest.fixture(scope="module", params=VERSIONS)
def print_run(
    request: pytest.FixtureRequest,
    live_stack: traffic.Stack,
    model: AnthropicStandin,
    tmp_path_factory: pytest.TempPathFactory,
) -> Run:
    version: str = request.param
    cli = claude_cli(version)
    project, agent = make_project(live_stack, version)
    root = tmp_path_factory.mktemp(f"print-{version}")
    project_dir, env = workspace(root, live_stack, model, agent)
    sessions = []
    for index, prompt in enumerate([*print_prompts(project_dir), "Thanks, that is all."]):
        session = Session("print", [prompt])
        ran = claude_code.run_print(
            cli,
            prompt,
            cwd=project_dir,
            env=env,
            debug_file=root / f"debug-{index}.log",
            extra_args=["--allowedTools", "Bash(echo:*)"],
        )
        assert ran.returncode == 0, (ran.stdout, ran.stderr[-2000:])
        assert ran.session_id, ran.stdout
        session.session_id, session.seconds = ran.session_id, ran.seconds
        session.debug_log = ran.debug_log
        session.hook_runs = claude_code.hook_runs(ran.debug_log)
        sessions.append(session)
    run = Run(version, project, sessions)
    settle(sessions[:-1], model, live_stack, project)
    attach(sessions[-1], model, live_stack, project)
    report(run)
    return run


def judged(run: Run) -> list[Session]:
    """The print sessions judged on capture: all but the closing one."""
    return run.sessions[:-1] if run.sessions[0].mode == "print" else run.sessions


def test_print_mode_sessions_run_against_the_stand_in(print_run: Run) -> None:
    for session in print_run.sessions:
        mains = [r for r in session.requests if r.kind == "main"]
        assert mains, f"{session.label}: no request reached the model"
    tool_sessions = print_run.sessions[1:3]
    for session, tool in zip(tool_sessions, ["Read", "Bash"], strict=True):
        replies = [b for r in session.requests for b in r.reply if b["type"] == "tool_use"]
        assert [b["name"] for b in replies] == [tool], session.label
        finals = [b["text"] for r in session.requests for b in r.reply if b["type"] == "text"]
        expected = "deploy window" if tool == "Read" else "hello-from-bash"
        assert any(expected in text for text in finals), (session.label, finals)


def bundle_problems(session: Session) -> list[str]:
    mains = [r for r in session.requests if r.kind == "main"]
    if not mains:
        return [f"{session.label}: no request reached the model"]
    first = request_text(mains[0].body)
    if MEMORY not in first:
        return [f"{session.label}: the memory is not in the model's first request"]
    if "hook additional context:" not in first:
        return [f"{session.label}: no '<Event> hook additional context:' in the first request"]
    return []


def injection_problems(session: Session) -> list[str]:
    """Each request holds the conversation so far as the model sees it: each memory once."""
    problems = []
    for number, request in enumerate(r for r in session.requests if r.kind == "main"):
        text = request_text(request.body)
        count = text.count(MEMORY)
        if count != 1:
            sources = [
                line.split(" hook additional context:")[0].split()[-1]
                for line in text.splitlines()
                if " hook additional context:" in line
            ]
            problems.append(
                f"{session.label}: the memory is in the model's request {number + 1} "
                f"{count} times (hook contexts in it: {sources})"
            )
    return problems


def capture_problems(session: Session) -> list[str]:
    want, got = expected_events(session), stored(session)
    missing, extra = want - got, got - want
    problems = []
    if missing or extra:
        problems.append(
            f"{session.label}: missing {dict(missing)}; more than once or unexpected {dict(extra)}"
        )
    ends = [e for e in session.events if e["turn_complete"]]
    if len(ends) != len(session.prompts) or any(e["role"] != "assistant" for e in ends):
        problems.append(
            f"{session.label}: {len(ends)} turn ends for {len(session.prompts)} prompts "
            f"({[e['role'] for e in ends]})"
        )
    signals = [e for e in session.events if e["kind"] == "signal"]
    if len(signals) > 1:
        problems.append(f"{session.label}: {len(signals)} session_end signals")
    return problems


def hook_problems(session: Session) -> list[str]:
    """Each context hook asked the service (one trace per SessionStart and per prompt), and the
    debug log reports no failed hook. The log alone cannot show it: 2.1.197 logs a synchronous
    hook only when its output is JSON, and a prompt whose memories the session already holds
    gets an empty bundle, so its hook prints nothing."""
    problems = []
    want = 1 + len(session.prompts)
    if session.context_calls != want:
        problems.append(
            f"{session.label}: {session.context_calls} context calls reached the service, "
            f"not {want} (SessionStart and one per prompt)"
        )
    failed = [r.line for r in session.hook_runs if r.status not in {None, 0}]
    if failed:
        problems.append(f"{session.label}: hooks failed: {failed}")
    return problems


def check(sessions: list[Session], judge: Callable[[Session], list[str]]) -> None:
    """Every session judged, then one failure naming all that went wrong."""
    problems = [problem for session in sessions for problem in judge(session)]
    assert not problems, "\n".join(problems)


def test_print_mode_the_bundle_reaches_the_model(print_run: Run) -> None:
    check(print_run.sessions, bundle_problems)


def test_print_mode_each_memory_is_injected_once_a_session(print_run: Run) -> None:
    check(print_run.sessions, injection_problems)


def test_print_mode_every_event_reaches_the_service_exactly_once(print_run: Run) -> None:
    check(judged(print_run), capture_problems)


def test_print_mode_hook_runs_are_recorded(print_run: Run) -> None:
    check(print_run.sessions, hook_problems)


def review_problems(session: Session) -> list[str]:
    """SessionStart gave Claude Code a systemMessage naming the one memory that waits, and the
    model was not shown it."""
    assert session.debug_log is not None
    log = session.debug_log.read_text(errors="replace")
    problems = []
    if not REVIEW_NOTICE.search(log):
        problems.append(f"{session.label}: no 'N memory waits for your review' systemMessage")
    if any(REVIEW_NOTICE.search(request_text(r.body)) for r in session.requests if r.body):
        problems.append(f"{session.label}: the review notice reached the model")
    if any(PENDING in request_text(r.body) for r in session.requests if r.body):
        problems.append(f"{session.label}: the pending memory reached the model")
    return problems


def test_print_mode_session_start_tells_the_user_what_waits_for_review(print_run: Run) -> None:
    check(print_run.sessions, review_problems)


# --- interactive ---------------------------------------------------------------------------------


@pytest.fixture(scope="module", params=VERSIONS)
def interactive_run(
    request: pytest.FixtureRequest,
    live_stack: traffic.Stack,
    model: AnthropicStandin,
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[Run]:
    version: str = request.param
    cli = claude_cli(version)
    require_tmux()
    project, agent = make_project(live_stack, version)
    root = tmp_path_factory.mktemp(f"interactive-{version}")
    project_dir, env = workspace(root, live_stack, model, agent)
    prompts = print_prompts(project_dir)[:2]
    session = Session("interactive", prompts, debug_log=root / "debug.log")
    started = time.monotonic()
    since = time.time()
    tmux = claude_code.TmuxClaude(cli, cwd=project_dir, env=env, debug_file=root / "debug.log")
    try:

        def log_has(text: str) -> Callable[[], bool]:
            return lambda: (
                session.debug_log is not None
                and session.debug_log.exists()
                and text in session.debug_log.read_text(errors="replace")
            )

        tmux.wait_for(log_has("SessionStart"), 60, "SessionStart ran")
        time.sleep(1.0)  # the prompt box is drawn after the hooks of the start
        session.screen_at_start = tmux.screen()
        for number, prompt in enumerate(prompts, start=1):
            tmux.type_line(prompt)

            def answered(count: int = number) -> bool:
                mains = [r for r in model.main_turns(since) if r.reply]
                finals = [r for r in mains if all(b["type"] == "text" for b in r.reply)]
                return len(finals) >= count

            tmux.wait_for(answered, 60, f"the answer to prompt {number}")
            time.sleep(1.5)  # the turn's Stop hook
        tmux.type_line("/exit")
        tmux.wait_for(lambda: not tmux.alive(), 60, "claude exited after /exit")
    finally:
        tmux.close()
    session.seconds = time.monotonic() - started
    ids = {r.session_id for r in model.main_turns(since) if r.session_id}
    assert len(ids) == 1, ids
    session.session_id = ids.pop()
    session.hook_runs = claude_code.hook_runs(root / "debug.log")
    run = Run(version, project, [session])
    settle([session], model, live_stack, project)
    report(run)
    yield run


def test_interactive_the_bundle_reaches_the_model(interactive_run: Run) -> None:
    check(interactive_run.sessions, bundle_problems)


def test_interactive_each_memory_is_injected_once_a_session(interactive_run: Run) -> None:
    check(interactive_run.sessions, injection_problems)


def test_interactive_every_event_reaches_the_service_exactly_once(interactive_run: Run) -> None:
    check(interactive_run.sessions, capture_problems)
    session = interactive_run.sessions[0]
    signals = [e for e in session.events if e["kind"] == "signal"]
    assert [e["content"] for e in signals] == ["session_end"], session.label


def test_interactive_hook_runs_are_recorded(interactive_run: Run) -> None:
    check(interactive_run.sessions, hook_problems)


def test_interactive_session_start_tells_the_user_what_waits_for_review(
    interactive_run: Run,
) -> None:
    check(interactive_run.sessions, review_problems)
    session = interactive_run.sessions[0]
    assert "for your review" in session.screen_at_start, session.screen_at_start


def test_the_settings_are_the_documented_ones() -> None:
    """:func:`bench.claude_code.hook_settings` is the block docs/integrations.md shows."""
    docs = (PROJECT_ROOT / "docs" / "integrations.md").read_text()
    start = docs.index("```json", docs.index("### settings.json")) + len("```json")
    documented = json.loads(docs[start : docs.index("```", start)])
    built = claude_code.hook_settings(
        documented["env"]["MEMORY_URL"], documented["env"]["MEMORY_TOKEN"]
    )
    assert built == documented


# --- what the agent is doing ---------------------------------------------------------------------

FAILING_TESTS = "FAILED tests/test_wal.py::test_replay - KeyError: 'lsn'"


def test_the_prompt_and_a_failing_test_run_go_with_the_context_call(
    live_stack: traffic.Stack, model: AnthropicStandin, tmp_path: Path
) -> None:
    """The hooks of the newest CLI, through a recording proxy to the stack: each prompt's
    ``/context`` call carries the prompt as ``user_message`` and the configured work type, and
    a resumed session's next prompt also the failing ``make test`` it ran."""
    version = VERSIONS[0]
    cli = claude_cli(version)
    _, agent = make_project(live_stack, version)
    project_dir = tmp_path / "project"
    project_dir.mkdir()
    (project_dir / "Makefile").write_text(f'test:\n\t@echo "{FAILING_TESTS}"; exit 1\n')
    prompts = ["Run the tests: [[tool:Bash make test]]", "Why does test_replay fail?"]
    with ScriptedServer(upstream=live_stack.base_url) as proxy:
        settings = claude_code.hook_settings(
            proxy.url,
            agent,
            command=str(claude_code.memory_hook()),
            env={"MEMORY_HOOK_WORK_TYPE": "debugging"},
        )
        home = claude_code.prepare_home(tmp_path / "home", project_dir, settings)
        env = claude_code.claude_env(home, model.url)
        resume: list[str] = []
        for number, prompt in enumerate(prompts):
            ran = claude_code.run_print(
                cli,
                prompt,
                cwd=project_dir,
                env=env,
                debug_file=tmp_path / f"debug-{number}.log",
                extra_args=["--allowedTools", "Bash(make:*)", *resume],
            )
            assert ran.returncode == 0, (ran.stdout, ran.stderr[-2000:])
            resume = ["--resume", str(ran.session_id)]
    asked = [json.loads(s.body) for s in proxy.seen if s.path == "/api/v1/context"]
    prompted = [body for body in asked if body.get("route") == "auto"]
    assert [body["signals"][0] for body in prompted] == [
        {"kind": "user_message", "text": prompt, "observed_at": body["signals"][0]["observed_at"]}
        for prompt, body in zip(prompts, prompted, strict=True)
    ]
    assert all(body.get("work_type") == "debugging" for body in asked)
    later = {s["kind"]: s["text"] for s in prompted[1]["signals"][1:]}
    assert set(later) == {"tool_result", "test_failure"}, prompted[1]
    assert later["test_failure"].startswith("Bash: make test\n")
    assert FAILING_TESTS in later["test_failure"]
