"""The real Claude Code CLI, driven offline against :mod:`bench.anthropic_standin`, with
``memory-hook`` wired as docs/integrations.md says. Shared by ``tests/hosts/`` and
``bench/hooks.py``; no pytest here.

- :data:`CLI_VERSIONS` / :func:`cli_path`: the pinned CLIs ``make hosts`` installs into
  ``tests/hosts/node_modules`` (native binaries from npm optional dependencies).
- :func:`hook_settings`: the ``settings.json`` of docs/integrations.md (the one place it is
  written down for the harness; keep it equal to the documented block).
- :func:`prepare_home`: a HOME of the caller's own: ``~/.claude.json`` with onboarding done and
  the project folder trusted, ``~/.claude/settings.json`` with the hooks (or none).
- :func:`claude_env`: the environment Claude Code runs with: that HOME, the stand-in model
  (``ANTHROPIC_BASE_URL``, ``ANTHROPIC_API_KEY``), no non-essential traffic.
- :func:`run_print`: one ``claude -p`` session (``--output-format json``, ``--debug-file``).
- :class:`TmuxClaude`: one interactive session in a tmux server of its own.
- :func:`hook_runs`: each hook's duration, exit status and any cancellation, from the debug log.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import subprocess
import time
import uuid
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from memory_hook.settings import EVENTS

from bench.common import PROJECT_ROOT

HOSTS = PROJECT_ROOT / "tests" / "hosts" / "node_modules"
CLI_VERSIONS: dict[str, Path] = {
    "2.1.332": HOSTS / ".bin" / "claude",
    "2.1.197": HOSTS / "claude-code-2.1.197" / "bin" / "claude.exe",
}
HOOK_EVENTS = EVENTS  # every event memory-hook handles
# The events docs/integrations.md runs with "async": true (Claude Code does not wait for them).
ASYNC_EVENTS = frozenset({"PostToolUse", "PostToolUseFailure"})
# Events whose hook entry has a tool matcher.
MATCHED_EVENTS = frozenset({"PostToolUse", "PostToolUseFailure"})
HOOK_TIMEOUT_S = 5
API_KEY = "sk-ant-api03-standin-0123456789abcdefghij"


def cli_path(version: str) -> Path | None:
    """The pinned CLI of ``version`` if ``make hosts`` installed it and it runs here."""
    path = CLI_VERSIONS[version]
    return path if path.exists() and os.access(path, os.X_OK) else None


def memory_hook() -> Path:
    """The ``memory-hook`` under test: ``$HOSTS_MEMORY_HOOK`` if set (another build of the hook,
    say a branch's), else the console script of the venv this Python runs in."""
    chosen = os.environ.get("HOSTS_MEMORY_HOOK")
    if chosen:
        return Path(chosen)
    return Path(os.environ.get("VIRTUAL_ENV", "") or PROJECT_ROOT / ".venv") / "bin" / "memory-hook"


def hook_settings(
    url: str,
    token: str,
    *,
    command: str = "memory-hook",
    env: Mapping[str, str] | None = None,
    async_events: frozenset[str] = ASYNC_EVENTS,
) -> dict[str, Any]:
    """``settings.json`` exactly as docs/integrations.md shows it: every event runs
    ``<command> <Event>`` with a 5 s timeout; the events in ``async_events`` run with
    ``"async": true``; the tool events match every tool. ``env`` adds variables beside
    ``MEMORY_URL`` and ``MEMORY_TOKEN``."""
    hooks: dict[str, Any] = {}
    for event in HOOK_EVENTS:
        hook: dict[str, Any] = {
            "type": "command",
            "command": f"{command} {event}",
            "timeout": HOOK_TIMEOUT_S,
        }
        if event in async_events:
            hook["async"] = True
        entry: dict[str, Any] = {"hooks": [hook]}
        if event in MATCHED_EVENTS:
            entry = {"matcher": "*", **entry}
        hooks[event] = [entry]
    return {"env": {"MEMORY_URL": url, "MEMORY_TOKEN": token, **(env or {})}, "hooks": hooks}


def prepare_home(home: Path, project_dir: Path, settings: Mapping[str, Any] | None) -> Path:
    """A HOME for Claude Code: onboarding done, ``project_dir`` trusted, ``settings`` (the hooks)
    as the user's settings, or no settings file at all."""
    home.mkdir(parents=True, exist_ok=True)
    project_dir.mkdir(parents=True, exist_ok=True)
    state = {
        "hasCompletedOnboarding": True,
        "projects": {str(project_dir): {"hasTrustDialogAccepted": True}},
        # Interactive mode asks once whether to use an ANTHROPIC_API_KEY from the environment.
        "customApiKeyResponses": {"approved": [API_KEY[-20:]], "rejected": []},
    }
    (home / ".claude.json").write_text(json.dumps(state))
    config = home / ".claude"
    config.mkdir(exist_ok=True)
    if settings is not None:
        (config / "settings.json").write_text(json.dumps(settings, indent=2))
    return home


def claude_env(
    home: Path, model_url: str, extra: Mapping[str, str] | None = None
) -> dict[str, str]:
    """A small, explicit environment: nothing of the caller's ``MEMORY_*``, ``ANTHROPIC_*`` or
    Claude settings leaks in."""
    env = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(home / ".config"),
        "XDG_CACHE_HOME": str(home / ".cache"),
        "TERM": "xterm-256color",
        "LANG": "C.UTF-8",
        "ANTHROPIC_BASE_URL": model_url,
        "ANTHROPIC_API_KEY": API_KEY,
        "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC": "1",
        "DISABLE_AUTOUPDATER": "1",
    }
    env.update(extra or {})
    return env


@dataclass
class PrintRun:
    returncode: int
    stdout: str
    stderr: str
    seconds: float
    session_id: str | None
    result: str | None
    debug_log: Path


def run_print(
    cli: Path,
    prompt: str,
    *,
    cwd: Path,
    env: Mapping[str, str],
    debug_file: Path,
    extra_args: Sequence[str] = (),
    timeout: float = 120.0,
) -> PrintRun:
    """``claude -p <prompt> --output-format json --debug-file <debug_file>`` in ``cwd``; the
    wall time is from spawn to exit."""
    args = [str(cli), "-p", prompt, "--output-format", "json", "--debug-file", str(debug_file)]
    started = time.monotonic()
    done = subprocess.run(
        [*args, *extra_args],
        cwd=cwd,
        env=dict(env),
        capture_output=True,
        text=True,
        timeout=timeout,
        stdin=subprocess.DEVNULL,
        check=False,
    )
    seconds = time.monotonic() - started
    session_id = result = None
    try:
        answer = json.loads(done.stdout.strip().splitlines()[-1])
        session_id, result = answer.get("session_id"), answer.get("result")
    except (ValueError, IndexError, AttributeError):
        pass
    return PrintRun(
        done.returncode, done.stdout, done.stderr, seconds, session_id, result, debug_file
    )


# --- the debug log -----------------------------------------------------------------------------

# The forms differ between versions (2.1.332 logs the first three, 2.1.197 only the last two):
#   Hooks: UserPromptSubmit [<command>] finished with status 0 (315ms)
#   SessionEnd:other [<command>] completed with status 0
#   Hooks: Stop [<command>] moved to the background (4ms)      (an "async": true hook)
#   Hook Stop (Stop) cancelled:
#   "Hook SessionStart:startup (SessionStart) success:          (no duration)
#   Hooks: Registering async hook async_hook_5501 (PostToolUse:Read) with timeout 5000ms
_RUN = re.compile(
    r"\b(?P<event>[A-Z][A-Za-z]+)(?::[^\s\[]*)? \[[^\n]*?\] (?:(?P<outcome>finished|completed) "
    r"with status (?P<status>-?\d+)|(?P<background>moved to the background))"
    r"(?: \((?P<ms>\d+(?:\.\d+)?)\s*ms\))?"
)
_CANCELLED = re.compile(r"\bHook (?P<event>[A-Z][A-Za-z]+)(?::\S*)? \((?P=event)\) cancelled")
_REGISTERED = re.compile(
    r"Registering async hook \S+ \((?P<event>[A-Z][A-Za-z]+)(?::[^)]*)?\) with timeout"
)
_SUCCESS = re.compile(r"\bHook (?P<event>[A-Z][A-Za-z]+)(?::\S*)? \((?P=event)\) success:")


@dataclass
class HookRun:
    """One hook run as the debug log reports it. ``outcome``: ``finished`` (with ``status``
    and, where the version logs it, ``ms``), ``background`` (an async hook handed off after
    ``ms``), ``cancelled`` (Claude Code killed it), or ``success`` (2.1.197's only trace of a
    synchronous hook that printed JSON: no duration)."""

    event: str
    outcome: str
    ms: float | None
    status: int | None
    line: str

    @property
    def cancelled(self) -> bool:
        return self.outcome == "cancelled"


def hook_runs(debug_log: Path | str) -> list[HookRun]:
    """Every run of a hook of :data:`HOOK_EVENTS` the debug log reports, in its order. A
    ``success`` line is kept only for an event no ``finished`` line names, a registration of an
    async hook only for an event no ``moved to the background`` line names (2.1.197)."""
    text = debug_log.read_text(errors="replace") if isinstance(debug_log, Path) else debug_log
    runs: list[HookRun] = []
    successes: list[HookRun] = []
    registered: list[HookRun] = []
    for line in text.splitlines():
        if (m := _CANCELLED.search(line)) and m["event"] in HOOK_EVENTS:
            runs.append(HookRun(m["event"], "cancelled", None, None, line))
        elif (m := _RUN.search(line)) and m["event"] in HOOK_EVENTS:
            ms = float(m["ms"]) if m["ms"] else None
            if m["background"]:
                runs.append(HookRun(m["event"], "background", ms, None, line))
            else:
                runs.append(HookRun(m["event"], "finished", ms, int(m["status"]), line))
        elif (m := _SUCCESS.search(line)) and m["event"] in HOOK_EVENTS:
            successes.append(HookRun(m["event"], "success", None, 0, line))
        elif (m := _REGISTERED.search(line)) and m["event"] in HOOK_EVENTS:
            registered.append(HookRun(m["event"], "background", None, None, line))
    finished = {r.event for r in runs if r.outcome == "finished"}
    backgrounded = {r.event for r in runs if r.outcome == "background"}
    runs += [r for r in successes if r.event not in finished]
    runs += [r for r in registered if r.event not in backgrounded]
    order = {line: index for index, line in enumerate(text.splitlines())}
    return sorted(runs, key=lambda r: order[r.line])


def durations(runs: Sequence[HookRun]) -> dict[str, list[float]]:
    """Milliseconds per event, of the finished runs the log gave a duration for."""
    out: dict[str, list[float]] = {}
    for run in runs:
        if run.outcome == "finished" and run.ms is not None:
            out.setdefault(run.event, []).append(run.ms)
    return out


_STAMP = re.compile(r"^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?)Z")


def _stamp(line: str) -> datetime | None:
    found = _STAMP.match(line)
    return datetime.fromisoformat(found[1]).replace(tzinfo=UTC) if found else None


def session_end_wait_ms(debug_log: Path | str) -> float | None:
    """How long the exit waited for SessionEnd: from the log line before the SessionEnd hook's
    ``completed`` line to that line (2.1.332 logs no duration for it, and logs nothing while the
    hook runs). ``None`` if the log has no such line."""
    text = debug_log.read_text(errors="replace") if isinstance(debug_log, Path) else debug_log
    lines = text.splitlines()
    for index, line in enumerate(lines):
        if index and re.search(r"\bSessionEnd\S* \[[^\n]*\] completed with status", line):
            before, after = _stamp(lines[index - 1]), _stamp(line)
            if before and after:
                return (after - before).total_seconds() * 1000
    return None


# --- interactive -------------------------------------------------------------------------------


class TmuxClaude:
    """``claude`` in a detached tmux session on a tmux server of its own (``-L``), so nothing
    touches anyone else's tmux. Type with :meth:`type_line`, read the screen with :meth:`screen`."""

    def __init__(
        self,
        cli: Path,
        *,
        cwd: Path,
        env: Mapping[str, str],
        debug_file: Path,
        extra_args: Sequence[str] = (),
    ) -> None:
        if shutil.which("tmux") is None:
            raise RuntimeError("tmux is not installed (apt-get install tmux)")
        self.socket = f"claude-{uuid.uuid4().hex[:12]}"
        self.name = "claude"
        self.debug_file = debug_file
        exports = " ".join(f"{k}={shlex.quote(v)}" for k, v in env.items())
        command = " ".join(
            shlex.quote(str(a)) for a in [cli, "--debug-file", debug_file, *extra_args]
        )
        self._tmux(
            "new-session", "-d", "-s", self.name, "-x", "200", "-y", "50", "-c", str(cwd),
            f"exec env -i {exports} {command}",
        )  # fmt: skip

    def _tmux(self, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            ["tmux", "-L", self.socket, *args],
            capture_output=True,
            text=True,
            check=check,
            timeout=30,
        )

    def alive(self) -> bool:
        return self._tmux("has-session", "-t", self.name, check=False).returncode == 0

    def screen(self) -> str:
        done = self._tmux("capture-pane", "-p", "-t", self.name, check=False)
        return done.stdout

    def keys(self, *keys: str) -> None:
        self._tmux("send-keys", "-t", self.name, *keys)

    def type_line(self, text: str) -> None:
        """Type ``text`` literally, then Enter."""
        self._tmux("send-keys", "-t", self.name, "-l", text)
        time.sleep(0.3)
        self.keys("Enter")

    def wait_for(self, predicate: Callable[[], bool], timeout: float, what: str) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if predicate():
                return
            time.sleep(0.2)
        raise TimeoutError(f"{what} within {timeout:.0f} s; the screen:\n{self.screen()}")

    def close(self) -> None:
        self._tmux("kill-server", check=False)
        socket = Path(os.environ.get("TMUX_TMPDIR", "/tmp")) / f"tmux-{os.getuid()}" / self.socket
        socket.unlink(missing_ok=True)
