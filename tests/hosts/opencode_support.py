"""What the OpenCode tests (tests/hosts/test_opencode.py) use: the host (OpenCode's home and a
project, ``opencode run`` in it), the TUI in tmux, and reading what reached the model and the
service.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import uuid
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import psycopg

from bench import traffic
from tests.hosts.openai_server import ModelRequest, OpenAIServer
from tests.hosts.opencode_home import PLUGIN, opencode_config, opencode_env
from tests.live.support import ScriptedServer, stored_events
from tests.support import git, wait_for

MEMORY = "The staging metadata store runs on PostgreSQL 16."
QUESTION = "Which database does the staging metadata store run on?"
FILE_WORD = "PELICAN"
RUN_TIMEOUT_S = 120.0
GLOB_MODULE = PLUGIN.parent / "glob.ts"


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


class Tui:
    """OpenCode's TUI in a detached tmux session on its own socket, driven as a user types."""

    def __init__(self, tmux: str, socket: str, name: str = "oc") -> None:
        self.tmux, self.socket, self.name = tmux, socket, name

    def start(self, host: Host, **extra: str) -> None:
        env = host.env(**extra)
        command = " ".join(
            [f"{key}={json.dumps(value)}" for key, value in env.items()] + [str(host.binary)]
        )
        self._tmux(
            "new-session",
            "-d",
            "-s",
            self.name,
            "-x",
            "160",
            "-y",
            "50",
            "-c",
            str(host.project),
            f"env -i {command}",
            timeout=30,
        )

    def _tmux(self, *args: str, timeout: float = 10) -> None:
        subprocess.run([self.tmux, "-S", self.socket, *args], check=True, timeout=timeout)

    def screen(self) -> str:
        return subprocess.run(
            [self.tmux, "-S", self.socket, "capture-pane", "-p", "-t", self.name],
            capture_output=True,
            text=True,
            timeout=10,
            check=False,
        ).stdout

    def alive(self) -> bool:
        return (
            subprocess.run(
                [self.tmux, "-S", self.socket, "has-session", "-t", self.name],
                capture_output=True,
                timeout=10,
                check=False,
            ).returncode
            == 0
        )

    def keys(self, *args: str) -> None:
        self._tmux("send-keys", "-t", self.name, *args)

    def type_line(self, text: str) -> None:
        self.keys("-l", text)
        self.keys("Enter")

    def slash(self, command: str, done: Callable[[], bool], timeout: float) -> bool:
        """Types a slash command; it opens a menu as it is typed: Enter once it shows, again if
        ``done`` does not come true. Says whether ``done`` came true."""
        for _ in range(2):  # if the prompt did not take what was typed, type it once more
            self.keys("-l", command)
            if wait_for(lambda: command in self.screen(), timeout=10):
                break
        for _ in range(3):
            self.keys("Enter")
            if wait_for(done, timeout=timeout):
                return True
        return False

    def kill(self) -> None:
        subprocess.run([self.tmux, "-S", self.socket, "kill-server"], timeout=10, check=False)


def make_project(folder: Path, model: OpenAIServer, plugin: list[Any] | None) -> Path:
    """A project on the stand-in ``model`` with ``plugin`` configured, and a file the ``read``
    tool finds ``FILE_WORD`` in."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "opencode.json").write_text(json.dumps(opencode_config(model.base_url, plugin)))
    (folder / "notes.txt").write_text(f"The launch code word is {FILE_WORD}.\nsecond line\n")
    return folder


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


# --- the ingest at session start ---------------------------------------------------------------


# The documents of ingest_repository, in the order the plugin sends them.
DOCUMENTS = ["README.md", "docs/restart.md"]


def ingest_repository(folder: Path, model: OpenAIServer) -> Path:
    """A git repository as a session's directory: two Markdown files committed, one the
    repository ignores, one whose name the service cannot cite (``#``), and OpenCode's config
    with the plugin (not a document: no glob takes ``*.json``)."""
    (folder / "docs").mkdir(parents=True)
    config = opencode_config(model.base_url, [f"file://{PLUGIN}"])
    (folder / "opencode.json").write_text(json.dumps(config))
    (folder / "README.md").write_text("# Heron\n\nHeron keeps the tide tables of the harbour.\n")
    (folder / "docs" / "restart.md").write_text(
        "# Restart\n\nRestart the heron workers with `heronctl bounce`.\n"
    )
    (folder / ".gitignore").write_text("private.md\n")
    (folder / "private.md").write_text("# Private\n\nThe ignored file's words.\n")
    (folder / "odd#name.md").write_text("# Odd\n\nA name the service cannot cite.\n")
    git(folder, "init", "-q")
    git(folder, "add", ".")
    git(folder, "commit", "-qm", "first")
    return folder


def glob_matches(node: Path, cases: list[tuple[list[str], list[str]]]) -> list[list[bool]]:
    """The plugin's matcher (clients/opencode/src/glob.ts, run by Node as it is) on each
    (patterns, paths) case."""
    script = (
        f'import {{ globs }} from "{GLOB_MODULE.as_uri()}"\n'
        'let input = ""\n'
        "for await (const chunk of process.stdin) input += chunk\n"
        "const cases = JSON.parse(input)\n"
        "const out = cases.map(([ps, paths]) => { const g = globs(ps); "
        "return paths.map((p) => g.matches(p)) })\n"
        "process.stdout.write(JSON.stringify(out))\n"
    )
    ran = subprocess.run(
        [str(node), "--input-type=module", "-e", script],
        input=json.dumps(cases),
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    result: list[list[bool]] = json.loads(ran.stdout)
    return result


def ingest_run(
    host: Host, token: str, proxy_port: int, live_url: str
) -> tuple[subprocess.CompletedProcess[str], list[dict[str, Any]]]:
    """One print-mode session with the ingest on, through a recording proxy on a fixed port (the
    plugin's state is per service URL); the run and the ingest requests it sent."""
    prompt = f"Say hello ({uuid.uuid4().hex[:8]})"
    with ScriptedServer(upstream=live_url, port=proxy_port) as proxy:
        ran = host.run(prompt, MEMORY_URL=proxy.url, MEMORY_TOKEN=token, MEMORY_OPENCODE_INGEST="1")
    assert ran.returncode == 0, ran.stderr[-3000:]
    assert "Answer" in ran.stdout, ran.stdout[-2000:]
    return ran, [json.loads(s.body) for s in proxy.requests_to("/api/v1/sources")]


GLOB_PATHS = [
    "README.md", "docs/a.md", "docs/sub/b.md", "docs/sub/keep.md", "deep/docs/z.md", "docs",
    "docs.md", "x.txt", "a/b", "a/x/b", "a/x/y/b", "ab", "abc.md", "a.MD", "[x].md",
    "x.md/y.txt", "build/out.md", "src/build/x.md", "docs/x/y/z.md",
]  # fmt: skip
GLOB_CASES = [
    ["*.md"], ["*.md", "*.txt"], ["docs/"], ["/docs/*.md"], ["docs/*"], ["docs/**"],
    ["**/docs/*.md"], ["docs/**/z.md"], ["a/**/b"], ["a/*/b"], ["**/b"], ["**"], ["a**b"],
    ["a/b"], ["b"], ["build/"], ["/build/"], ["d*/"], ["x.md/"], ["a*.md"], ["?.md"],
    ["[ab]*.md"], ["[!d]*.md"], ["[a-c]*"], ["\\[x].md"], ["#c"], ["*.md ", "!a*.md"],
    ["*.md", "!docs/"], ["docs/", "!docs/sub/keep.md"], ["docs/", "!*.md"],
    ["docs/", "!keep.md", "sub/"], ["*", "!*.md"], ["!*.md"],
]  # fmt: skip
