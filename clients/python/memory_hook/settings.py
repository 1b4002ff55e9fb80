"""The hook's settings: the environment it reads and the limits of what it sends."""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from pathlib import Path
from typing import NamedTuple

from memory_hook.api import resolve_token, resolve_url

DEFAULT_TIMEOUT = 2.0
DEFAULT_SESSION_BUDGET_TOKENS = 400
# The watchdog ends the process this long after the budget, whatever it is blocked on (a
# resolver that ignores timeouts, a stdin that never closes).
WATCHDOG_GRACE = 1.0
# Limits of the API's schemas (memoryapp/operations/schemas.py), applied here so an event the
# host produced cannot be refused for its size.
MAX_QUERY_CHARS = 2000
MAX_EVENT_CONTENT_CHARS = 100_000
MAX_TOOL_NAME_CHARS = 200
MAX_ARGUMENT_STRING_CHARS = 10_000
SESSION_STATE_DAYS = 30
# The memory service's own MCP tools (registered as server "memory"): their results are
# memories read back, not something new that happened; capturing them would feed retrieved
# memories to extraction as fresh evidence.
DEFAULT_IGNORED_TOOLS = ("mcp__memory__*",)
MAX_PENDING_TAILS = 20
# Past this size new events are dropped (and said so) rather than filling the disk while the
# service stays unreachable.
DEFAULT_MAX_SPOOL_BYTES = 50 * 1024 * 1024
# The detached sender's own budget: it holds no host up, but must not linger for ever.
DEFAULT_DRAIN_TIMEOUT = 30.0
# A session whose transcript has not grown for this long is over: its last answer ends a turn
# even when no hook of that session said so (print mode cancels Stop and may skip SessionEnd).
IDLE_SESSION_SECONDS = 60.0

EVENTS = (
    "SessionStart",
    "UserPromptSubmit",
    "PostToolUse",
    "PostToolUseFailure",
    "Stop",
    "PreCompact",
    "SessionEnd",
)

USAGE = f"""usage: memory-hook <HookEventName>  (the hook's JSON on stdin)

Events: {", ".join(EVENTS)}.
Environment: MEMORY_URL, MEMORY_TOKEN,
  MEMORY_HOOK_TIMEOUT (seconds, default {DEFAULT_TIMEOUT:g}),
  MEMORY_HOOK_STATE_DIR (default ~/.cache/memory-hook),
  MEMORY_HOOK_BUDGET_TOKENS (UserPromptSubmit; default: the service's),
  MEMORY_HOOK_SESSION_BUDGET_TOKENS (SessionStart; default {DEFAULT_SESSION_BUDGET_TOKENS}),
  MEMORY_HOOK_SESSION_QUERY, MEMORY_HOOK_SPOOL_MAX_BYTES,
  MEMORY_HOOK_IGNORE_TOOLS (tool-name patterns; default {",".join(DEFAULT_IGNORED_TOOLS)}),
  MEMORY_HOOK_REVIEW_NOTICE (0 hides SessionStart's review line; default 1),
  MEMORY_HOOK_DETACH (0 sends in the hook process itself; default 1),
  MEMORY_HOOK_DRAIN_TIMEOUT (the detached sender's seconds; default {DEFAULT_DRAIN_TIMEOUT:g}),
  MEMORY_HOOK_WORK_TYPE (a work type of the project's frame, sent with every context call),
  MEMORY_HOOK_INGEST (at session start, send the repository's changed documents: 1 or true for
    the default globs, or comma-separated globs; default off; the token must be allowed to ingest).
"""
# A work type as the project's frame names one: a lower-case slug (docs/frames.md).
_WORK_TYPE = re.compile(r"[a-z][a-z0-9_-]{0,47}")


# --- settings ----------------------------------------------------------------------------------


def _number(env: Mapping[str, str], name: str, default: float, notes: list[str]) -> float:
    raw = env.get(name, "").strip()
    if not raw:
        return default
    try:
        value = float(raw)
    except ValueError:
        value = -1.0
    if value <= 0:
        notes.append(f"{name}={raw!r} is not a positive number; using {default:g}")
        return default
    return value


def _work_type(env: Mapping[str, str], notes: list[str]) -> str | None:
    raw = env.get("MEMORY_HOOK_WORK_TYPE", "").strip()
    if raw and not _WORK_TYPE.fullmatch(raw):
        notes.append(
            f"MEMORY_HOOK_WORK_TYPE={raw[:60]!r} is not a work type (a lower-case slug of up "
            "to 48 characters); none is sent"
        )
        return None
    return raw or None


def _ingest(env: Mapping[str, str]) -> tuple[str, ...] | None:
    """None: off; (): the service's default globs; else the globs named."""
    raw = env.get("MEMORY_HOOK_INGEST", "").strip()
    if raw.lower() in ("", "0", "false"):
        return None
    if raw.lower() in ("1", "true"):
        return ()
    return tuple(g.strip() for g in raw.split(",") if g.strip())


def default_state_dir(env: Mapping[str, str]) -> Path:
    cache = env.get("XDG_CACHE_HOME", "").strip()
    return (Path(cache) if cache else Path.home() / ".cache") / "memory-hook"


# NamedTuple rather than a dataclass: dataclasses imports inspect, paid by every hook.
class HookSettings(NamedTuple):
    url: str
    token: str | None
    timeout: float
    state_dir: Path
    prompt_budget_tokens: int | None
    session_budget_tokens: int
    session_query: str | None
    max_spool_bytes: int
    ignored_tools: tuple[str, ...] = DEFAULT_IGNORED_TOOLS
    review_notice: bool = True
    detach: bool = True
    drain_timeout: float = DEFAULT_DRAIN_TIMEOUT
    work_type: str | None = None
    ingest: tuple[str, ...] | None = None
    notes: tuple[str, ...] = ()

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> HookSettings:
        env = os.environ if env is None else env
        notes: list[str] = []
        state = env.get("MEMORY_HOOK_STATE_DIR", "").strip()
        prompt_budget = env.get("MEMORY_HOOK_BUDGET_TOKENS", "").strip()
        ignored = env.get("MEMORY_HOOK_IGNORE_TOOLS")
        return cls(
            url=resolve_url(env.get("MEMORY_URL")),
            token=resolve_token(env.get("MEMORY_TOKEN") or ""),
            timeout=_number(env, "MEMORY_HOOK_TIMEOUT", DEFAULT_TIMEOUT, notes),
            state_dir=Path(state).expanduser() if state else default_state_dir(env),
            prompt_budget_tokens=(
                int(_number(env, "MEMORY_HOOK_BUDGET_TOKENS", 1500, notes))
                if prompt_budget
                else None
            ),
            session_budget_tokens=int(
                _number(
                    env, "MEMORY_HOOK_SESSION_BUDGET_TOKENS", DEFAULT_SESSION_BUDGET_TOKENS, notes
                )
            ),
            session_query=env.get("MEMORY_HOOK_SESSION_QUERY", "").strip() or None,
            max_spool_bytes=int(
                _number(env, "MEMORY_HOOK_SPOOL_MAX_BYTES", DEFAULT_MAX_SPOOL_BYTES, notes)
            ),
            ignored_tools=(
                DEFAULT_IGNORED_TOOLS
                if ignored is None
                else tuple(p.strip() for p in ignored.split(",") if p.strip())
            ),
            review_notice=env.get("MEMORY_HOOK_REVIEW_NOTICE", "1").strip() != "0",
            detach=env.get("MEMORY_HOOK_DETACH", "1").strip() != "0",
            drain_timeout=_number(env, "MEMORY_HOOK_DRAIN_TIMEOUT", DEFAULT_DRAIN_TIMEOUT, notes),
            work_type=_work_type(env, notes),
            ingest=_ingest(env),
            notes=tuple(notes),
        )
