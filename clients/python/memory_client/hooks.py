"""``memory-hook <HookEventName>``: Claude Code hooks that connect a session to the service.

Claude Code runs the command with the hook's JSON on stdin (``session_id``,
``transcript_path``, ``cwd``, ``hook_event_name`` and the event's own fields). What each event
does (``docs/integrations.md`` has the settings and the details):

- ``SessionStart``: prints the project's standing memory (``POST /context``, route
  ``influence``, a small budget) as ``hookSpecificOutput.additionalContext``.
- ``UserPromptSubmit``: ``POST /context`` with route ``auto`` for the prompt, printed as
  ``{"hookSpecificOutput": {"hookEventName": "UserPromptSubmit", "additionalContext": ...}}``.
- ``PostToolUse`` / ``PostToolUseFailure``: the call and its result (or error) as a
  ``tool_call`` and a ``tool_result`` event under the tool's exact name.
- ``Stop``: the user and assistant messages from the transcript that were not sent yet, the
  last message of each turn (the last one included) with ``turn_complete``.
- ``PreCompact``: the same capture (without ``turn_complete``), then ``POST /extract`` and a wait
  for the job, bounded by the time budget.
- ``SessionEnd``: the rest of the transcript, then the ``session_end`` signal.

The hook never holds the host up: the whole call has ``MEMORY_HOOK_TIMEOUT`` seconds (2 by
default), a watchdog ends the process soon after, and every failure exits 0 with one short line
on stderr and nothing on stdout. Captured events go through the spool (:mod:`.spool`) and
are sent on this call or a later one.

This module translates between Claude Code and the API; what a memory means, how it is routed
and whether a tool's output is trusted are the service's decisions.
"""

from __future__ import annotations

import contextlib
import fnmatch
import hashlib
import json
import os
import queue
import re
import sys
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime, timedelta
from functools import cached_property
from pathlib import Path
from typing import Any, TextIO

from memory_client._core import RetryPolicy, resolve_token, resolve_url
from memory_client._locks import exclusive
from memory_client.client import MemoryClient
from memory_client.errors import InvalidInput, MemoryApiError, Paused, Unauthenticated
from memory_client.models import SESSION_END, Event, Json, new_event_id
from memory_client.spool import DEFAULT_MAX_SPOOL_BYTES, Spool, SpoolFull, target_key
from memory_client.transcript import TranscriptMessage, read_from

DEFAULT_TIMEOUT = 2.0
DEFAULT_SESSION_BUDGET_TOKENS = 400
# The watchdog ends the process this long after the budget, whatever it is blocked on (a
# resolver that ignores timeouts, a stdin that never closes).
WATCHDOG_GRACE = 1.0
# Limits of the API's schemas (memoryapp/api/schemas.py), applied here so that an event the
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
  MEMORY_HOOK_IGNORE_TOOLS (tool-name patterns; default {",".join(DEFAULT_IGNORED_TOOLS)}).
"""


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


def default_state_dir(env: Mapping[str, str]) -> Path:
    cache = env.get("XDG_CACHE_HOME", "").strip()
    return (Path(cache) if cache else Path.home() / ".cache") / "memory-hook"


@dataclass(frozen=True)
class HookSettings:
    url: str
    token: str | None
    timeout: float
    state_dir: Path
    prompt_budget_tokens: int | None
    session_budget_tokens: int
    session_query: str | None
    max_spool_bytes: int
    ignored_tools: tuple[str, ...] = DEFAULT_IGNORED_TOOLS
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
            notes=tuple(notes),
        )


# --- text the API accepts ----------------------------------------------------------------------


def clean_text(value: Any) -> str:
    """A string the API stores: no NUL (PostgreSQL text cannot hold it), no lone surrogate
    (not UTF-8)."""
    text = value if isinstance(value, str) else ("" if value is None else str(value))
    text = text.replace("\x00", "\ufffd")
    return text.encode("utf-8", "replace").decode("utf-8")


def clip(text: str, limit: int) -> str:
    if len(text) <= limit:
        return text
    marker = f"\n[cut by memory-hook: {len(text) - limit} more characters]"
    return text[: max(0, limit - len(marker))] + marker


def clean_json(value: Any, *, string_limit: int = MAX_ARGUMENT_STRING_CHARS) -> Any:
    if isinstance(value, str):
        return clip(clean_text(value), string_limit)
    if isinstance(value, dict):
        return {clean_text(k): clean_json(v, string_limit=string_limit) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [clean_json(v, string_limit=string_limit) for v in value]
    if value is None or isinstance(value, bool | int | float):
        return value
    return clean_text(value)


def _blocks_text(blocks: list[Any]) -> str | None:
    """The text of a list of content blocks (MCP results), or None if it is not one."""
    if not blocks or not all(isinstance(b, dict) and "type" in b for b in blocks):
        return None
    texts = [str(b.get("text") or "") for b in blocks if b.get("type") == "text"]
    return "\n".join(t for t in texts if t)


def tool_output_text(response: Any) -> str:
    """A tool's result as the text a reader would see.

    Claude Code gives each built-in tool's result its own shape (Bash: stdout/stderr; Read:
    ``file.content``; WebFetch: ``result``; MCP tools: content blocks); anything else is
    kept as compact JSON.
    """
    if response is None:
        return ""
    if isinstance(response, str):
        return response
    if isinstance(response, list):
        text = _blocks_text(response)
        if text is not None:
            return text
    if isinstance(response, dict):
        if isinstance(response.get("stdout"), str) or isinstance(response.get("stderr"), str):
            out = str(response.get("stdout") or "")
            err = str(response.get("stderr") or "")
            return out + (f"\n[stderr]\n{err}" if err else "")
        file = response.get("file")
        if isinstance(file, dict) and isinstance(file.get("content"), str):
            return str(file["content"])
        for key in ("result", "output", "text", "content"):
            value = response.get(key)
            if isinstance(value, str):
                return value
            if isinstance(value, list):
                text = _blocks_text(value)
                if text is not None:
                    return text
    return json.dumps(response, ensure_ascii=False, default=str)


_SAFE_KEY = re.compile(r"[A-Za-z0-9_-]{1,64}")


def _key(value: str) -> str:
    """``value`` itself when it is short and plain, else a hash of it (event ids are at most
    200 characters)."""
    if _SAFE_KEY.fullmatch(value):
        return value
    return hashlib.sha256(value.encode("utf-8", "replace")).hexdigest()[:32]


def _digest(text: str) -> str:
    return hashlib.sha256(" ".join(text.split()).encode("utf-8", "replace")).hexdigest()[:32]


def message_event_id(session_id: str, line_uuid: str) -> str:
    """Transcript lines have ids of their own, so reading a line twice makes the same event."""
    return f"cc:{_key(session_id)}:{_key(line_uuid)}"


def tool_events(
    payload: Mapping[str, Any], *, session_id: str, failed: bool, now: datetime
) -> list[Event]:
    """The ``tool_call`` and ``tool_result`` events of a PostToolUse(Failure) payload.

    Every tool's output goes to the service as a ``tool_result`` under the tool's exact name
    (``WebFetch``, ``Read``, ``mcp__github__get_file_contents``, ...), never as a message: the
    service treats the output of every tool not listed in ``MEMORY_TRUSTED_TOOLS`` as
    untrusted, so what it read on a web page or in a file cannot pass for the user's word.
    """
    tool = clip(clean_text(payload.get("tool_name")) or "unknown", MAX_TOOL_NAME_CHARS)
    use_id = clean_text(payload.get("tool_use_id")) or new_event_id()
    duration = payload.get("duration_ms")
    started = now - timedelta(
        milliseconds=float(duration) if isinstance(duration, int | float) and duration > 0 else 1
    )
    arguments = payload.get("tool_input")
    if arguments is not None and not isinstance(arguments, dict | list):
        arguments = {"input": arguments}
    if failed:
        output = "[tool failed] " + clean_text(payload.get("error"))
    else:
        output = clean_text(tool_output_text(payload.get("tool_response")))
    prefix = f"cc:{_key(session_id)}:{_key(use_id)}"
    return [
        Event(
            event_id=f"{prefix}:call",
            session_id=session_id,
            kind="tool_call",
            tool=tool,
            arguments=None if arguments is None else clean_json(arguments),
            observed_at=started,
        ),
        Event(
            event_id=f"{prefix}:result",
            session_id=session_id,
            kind="tool_result",
            tool=tool,
            content=clip(output, MAX_EVENT_CONTENT_CHARS),
            observed_at=now,
        ),
    ]


def message_event(session_id: str, message: TranscriptMessage) -> Event:
    return Event(
        event_id=message_event_id(session_id, message.uuid),
        session_id=session_id,
        kind="message",
        role=message.role,
        content=clip(clean_text(message.text), MAX_EVENT_CONTENT_CHARS),
        observed_at=message.timestamp,
    )


def mark_turn_ends(events: Sequence[Event], *, last_is_complete: bool) -> list[Event]:
    """``turn_complete`` on the last message before each user message (that turn has ended
    in the transcript) and, if ``last_is_complete``, on the last one."""
    marked = list(events)
    for position, event in enumerate(marked):
        following = marked[position + 1] if position + 1 < len(marked) else None
        ends = following.role == "user" if following is not None else last_is_complete
        if ends and not event.turn_complete:
            marked[position] = replace(event, turn_complete=True)
    return marked


def context_output(event: str, rendered: str) -> Json | None:
    """What Claude Code adds to the model's context; nothing for an empty bundle."""
    if not rendered.strip():
        return None
    return {"hookSpecificOutput": {"hookEventName": event, "additionalContext": rendered}}


# --- per-session transcript bookkeeping ----------------------------------------------------------


@dataclass
class SessionState:
    """What the hooks already took from a session's transcript.

    ``offset`` is the byte position after the last complete line read and ``last_uuid`` the
    last message taken (used when the file no longer matches the offset). ``pending_tails``
    are digests of final answers sent from Stop's ``last_assistant_message`` before the
    transcript had them, so the transcript's copy is not sent a second time.
    """

    session_id: str
    transcript_path: str = ""
    offset: int = 0
    last_uuid: str = ""
    last_assistant: str = ""
    pending_tails: list[str] = field(default_factory=list)

    @staticmethod
    def path_for(state_dir: Path, session_id: str) -> Path:
        name = hashlib.sha256(session_id.encode("utf-8", "replace")).hexdigest()[:32]
        return state_dir / "sessions" / f"{name}.json"

    @classmethod
    def load(cls, path: Path, session_id: str) -> SessionState:
        try:
            data = json.loads(path.read_text("utf-8"))
            if data.get("session_id") != session_id:
                raise ValueError("another session's state")
            return cls(
                session_id=session_id,
                transcript_path=str(data.get("transcript_path", "")),
                offset=int(data.get("offset", 0)),
                last_uuid=str(data.get("last_uuid", "")),
                last_assistant=str(data.get("last_assistant", "")),
                pending_tails=[str(d) for d in data.get("pending_tails", [])],
            )
        except (OSError, ValueError, TypeError, AttributeError):
            return cls(session_id=session_id)

    def save(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        temporary = path.with_suffix(".tmp")
        body = {
            "session_id": self.session_id,
            "transcript_path": self.transcript_path,
            "offset": self.offset,
            "last_uuid": self.last_uuid,
            "last_assistant": self.last_assistant,
            "pending_tails": self.pending_tails[-MAX_PENDING_TAILS:],
            "updated_at": datetime.now(UTC).isoformat(),
        }
        fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump(body, handle)
        os.replace(temporary, path)


def prune_session_states(state_dir: Path, *, days: int = SESSION_STATE_DAYS) -> None:
    cutoff = time.time() - days * 86400
    folder = state_dir / "sessions"
    if not folder.is_dir():
        return
    for path in folder.iterdir():
        with contextlib.suppress(OSError):
            if path.stat().st_mtime < cutoff:
                path.unlink()


def messages_after(messages: Sequence[TranscriptMessage], uuid: str) -> list[TranscriptMessage]:
    """The messages after the one with ``uuid``; all of them if it is not there."""
    for position, message in enumerate(messages):
        if message.uuid == uuid:
            return list(messages[position + 1 :])
    return list(messages)


# --- one hook call -------------------------------------------------------------------------------


class HookError(Exception):
    """A failure that the hook reports in one line and otherwise ignores."""


class Hook:
    def __init__(
        self,
        event: str,
        payload: Mapping[str, Any],
        settings: HookSettings,
        *,
        started: float,
        stderr: TextIO,
    ) -> None:
        self.event = event
        self.payload = payload
        self.settings = settings
        self.deadline = started + settings.timeout
        self.session_id = clean_text(payload.get("session_id")).strip()[:200]
        self._stderr = stderr
        self.said: set[str] = set()

    def say(self, message: str) -> None:
        """One short line on stderr (Claude Code keeps it out of the model's context)."""
        if message not in self.said:
            self.said.add(message)
            print(f"memory-hook {self.event}: {message}", file=self._stderr)

    def left(self) -> float:
        return self.deadline - time.monotonic()

    @cached_property
    def state_dir(self) -> Path:
        self.settings.state_dir.mkdir(parents=True, exist_ok=True, mode=0o700)
        return self.settings.state_dir

    @cached_property
    def client(self) -> MemoryClient:
        return MemoryClient(
            self.settings.url,
            self.settings.token or "",
            timeout=self.settings.timeout,
            # A retry only when it can still finish inside the budget (the deadline decides).
            retry=RetryPolicy(attempts=3, backoff=0.1, max_backoff=0.4, max_retry_after=2.0),
            deadline=self.deadline,
        )

    @cached_property
    def spool(self) -> Spool:
        return Spool(
            self.state_dir,
            target=target_key(self.settings.url, self.settings.token),
            max_bytes=self.settings.max_spool_bytes,
        )

    def explain(self, error: MemoryApiError) -> str:
        if isinstance(error, Paused):
            return (
                "the memory service says this token is paused by the project's owner; "
                "nothing is read or sent until it is resumed (captured events wait in "
                f"{self.spool.path})"
            )
        if isinstance(error, Unauthenticated):
            return f"the memory service refused the token ({error.message}); check MEMORY_TOKEN"
        return str(error)

    # --- capture ---------------------------------------------------------------------------

    def capture(self, events: Sequence[Event]) -> None:
        """Put events in the spool; :meth:`flush` sends them."""
        if not events:
            return
        try:
            self.spool.append(events, wait=max(0.05, self.left()))
        except SpoolFull as error:
            self.say(f"{len(events)} event(s) dropped: {error}")

    def flush(self) -> None:
        if self.left() <= 0.05 or not self.spool.path.exists():
            return
        try:
            report = self.spool.flush(self.client, lock_wait=max(0.05, self.left() * 0.5))
        except TimeoutError:
            return
        for note in report.notes:
            self.say(note)
        if report.rejected:
            self.say(f"{report.rejected} event(s) refused by the service, kept in rejected.jsonl")
        if report.error is not None and report.left:
            self.say(f"{report.left} event(s) kept for later: {self.explain(report.error)}")

    def capture_transcript(self, *, turn_complete: bool, final_text: str | None) -> None:
        """The transcript's messages not taken yet (and Stop's final answer when the
        transcript does not have it yet), into the spool."""
        if not self.session_id:
            raise HookError("the payload has no session_id")
        path_text = clean_text(self.payload.get("transcript_path")).strip()
        state_path = SessionState.path_for(self.state_dir, self.session_id)
        state_path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        with exclusive(state_path.with_suffix(".lock"), wait=max(0.05, self.left())) as taken:
            if not taken:
                raise HookError("another memory-hook is reading this session's transcript")
            state = SessionState.load(state_path, self.session_id)
            messages: list[TranscriptMessage] = []
            if path_text:
                path = Path(path_text).expanduser()
                same_file = state.transcript_path == str(path)
                try:
                    chunk = read_from(path, state.offset if same_file else 0)
                except OSError as error:
                    self.say(f"cannot read the transcript: {error.strerror or error}")
                else:
                    messages = list(chunk.messages)
                    if chunk.restarted or not same_file:
                        messages = messages_after(messages, state.last_uuid)
                    state.transcript_path = str(path)
                    state.offset = chunk.end
            if messages:
                state.last_uuid = messages[-1].uuid
            events: list[Event] = []
            for message in messages:
                digest = _digest(message.text)
                if message.role == "assistant" and digest in state.pending_tails:
                    state.pending_tails.remove(digest)
                    continue
                events.append(message_event(self.session_id, message))
                if message.role == "assistant":
                    state.last_assistant = digest
            final = clean_text(final_text).strip() if final_text else ""
            if final and not self._already_has(final, messages, state):
                digest = _digest(final)
                events.append(
                    Event(
                        event_id=f"cc:{_key(self.session_id)}:final:{digest}",
                        session_id=self.session_id,
                        kind="message",
                        role="assistant",
                        content=clip(final, MAX_EVENT_CONTENT_CHARS),
                        observed_at=datetime.now(UTC),
                    )
                )
                state.pending_tails.append(digest)
                state.last_assistant = digest
            self.capture(mark_turn_ends(events, last_is_complete=turn_complete))
            state.save(state_path)

    @staticmethod
    def _already_has(
        final: str, messages: Sequence[TranscriptMessage], state: SessionState
    ) -> bool:
        """Whether the final answer is in what was read (the turn's last assistant texts, or
        the last assistant message sent before)."""
        if _digest(final) == state.last_assistant:
            return True
        tail: list[str] = []
        for message in reversed(messages):
            if message.role == "user":
                break
            tail.append(message.text)
        wanted = " ".join(final.split())
        return bool(tail) and wanted in " ".join(" ".join(reversed(tail)).split())


# --- the events ----------------------------------------------------------------------------------


def session_start(hook: Hook) -> Json | None:
    with contextlib.suppress(OSError):
        prune_session_states(hook.state_dir)
    folder = Path(clean_text(hook.payload.get("cwd")) or ".").name or "this project"
    query = hook.settings.session_query or (
        f"{folder}: the decisions, conventions, preferences and procedures that apply here"
    )
    bundle = hook.client.context(
        clip(query, MAX_QUERY_CHARS),
        route="influence",
        budget_tokens=hook.settings.session_budget_tokens,
        session_id=hook.session_id or None,
    )
    return context_output("SessionStart", bundle.rendered)


def user_prompt_submit(hook: Hook) -> Json | None:
    prompt = clean_text(hook.payload.get("prompt")).strip()
    if not prompt:
        return None
    bundle = hook.client.context(
        prompt[:MAX_QUERY_CHARS],
        route="auto",
        budget_tokens=hook.settings.prompt_budget_tokens,
        session_id=hook.session_id or None,
    )
    return context_output("UserPromptSubmit", bundle.rendered)


def post_tool_use(hook: Hook) -> Json | None:
    if not hook.session_id:
        raise HookError("the payload has no session_id")
    tool = clean_text(hook.payload.get("tool_name"))
    if any(fnmatch.fnmatchcase(tool, pattern) for pattern in hook.settings.ignored_tools):
        return None
    failed = hook.event == "PostToolUseFailure"
    events = tool_events(
        hook.payload, session_id=hook.session_id, failed=failed, now=datetime.now(UTC)
    )
    hook.capture(events)
    return None


def stop(hook: Hook) -> Json | None:
    final = hook.payload.get("last_assistant_message")
    hook.capture_transcript(
        turn_complete=True, final_text=final if isinstance(final, str) else None
    )
    return None


def pre_compact(hook: Hook) -> Json | None:
    hook.capture_transcript(turn_complete=False, final_text=None)
    hook.flush()
    try:
        job = hook.client.harvest(hook.session_id)
    except InvalidInput:
        return None  # nothing of this session reached the service yet: nothing to harvest
    if job.extraction == "on" and hook.left() > 0.1:
        state = hook.client.wait_for_job(job.job_id, timeout=max(0.0, hook.left() - 0.05))
        if not state.finished:
            hook.say(f"harvest job {job.job_id} is still {state.state}; it goes on without us")
    return None


def session_end(hook: Hook) -> Json | None:
    hook.capture_transcript(turn_complete=True, final_text=None)
    # A fresh id each time: a resumed session that ends again must expire again.
    hook.capture([Event(session_id=hook.session_id, kind="signal", content=SESSION_END)])
    return None


HANDLERS: dict[str, Callable[[Hook], Json | None]] = {
    "SessionStart": session_start,
    "UserPromptSubmit": user_prompt_submit,
    "PostToolUse": post_tool_use,
    "PostToolUseFailure": post_tool_use,
    "Stop": stop,
    "PreCompact": pre_compact,
    "SessionEnd": session_end,
}


# --- the command ---------------------------------------------------------------------------------


def read_payload(stream: Any, *, wait: float) -> Json:
    """The hook's JSON object from ``stream``, without waiting for an end of file that may
    never come: reading stops as soon as the bytes so far parse as a whole object."""
    chunks: queue.Queue[bytes] = queue.Queue()

    def pump() -> None:
        try:
            fd = stream.fileno()
            while chunk := os.read(fd, 65536):
                chunks.put(chunk)
        except (OSError, ValueError, AttributeError):
            data = stream.read()
            if data:
                chunks.put(data if isinstance(data, bytes) else str(data).encode("utf-8"))
        chunks.put(b"")

    threading.Thread(target=pump, name="memory-hook-stdin", daemon=True).start()
    give_up = time.monotonic() + wait
    data = b""
    while True:
        try:
            chunk = chunks.get(timeout=max(0.001, give_up - time.monotonic()))
        except queue.Empty:
            raise HookError("no complete JSON on stdin in time") from None
        if chunk:
            data += chunk
            # Only an object's closing brace can complete it; parsing on every chunk of a
            # large payload would read it over and over.
            if data.rstrip().endswith(b"}"):
                with contextlib.suppress(ValueError):
                    parsed = json.loads(data)
                    if isinstance(parsed, dict):
                        return parsed
            continue
        if not data.strip():
            raise HookError("nothing on stdin")
        try:
            parsed = json.loads(data)
        except ValueError as error:
            raise HookError(f"stdin is not JSON ({error})") from None
        if not isinstance(parsed, dict):
            raise HookError("stdin is not a JSON object")
        return parsed


def _watchdog(seconds: float, stderr: TextIO) -> None:
    def give_up() -> None:
        with contextlib.suppress(Exception):
            print("memory-hook: out of time; exiting", file=stderr, flush=True)
        os._exit(0)

    timer = threading.Timer(seconds, give_up)
    timer.daemon = True
    timer.start()


def run(
    argv: Sequence[str],
    *,
    stdin: Any,
    stdout: TextIO,
    stderr: TextIO,
    env: Mapping[str, str] | None = None,
) -> int:
    started = time.monotonic()
    if argv and argv[0] in ("-h", "--help"):
        print(USAGE, file=stderr, end="")
        return 0
    settings = HookSettings.from_env(env)
    event = argv[0] if argv else ""
    hook: Hook | None = None
    try:
        payload = read_payload(stdin, wait=settings.timeout)
        event = event or clean_text(payload.get("hook_event_name"))
        hook = Hook(event, payload, settings, started=started, stderr=stderr)
        for note in settings.notes:
            hook.say(note)
        handler = HANDLERS.get(event)
        if settings.token is None:
            # Without a token nothing could ever be sent, and a spool kept for "no token"
            # would never match the token set later.
            hook.say("MEMORY_TOKEN is not set; nothing was read or captured")
            return 0
        if handler is None:
            hook.say(f"not an event this hook handles (known: {', '.join(EVENTS)})")
        else:
            output = handler(hook)
            if output is not None:
                stdout.write(json.dumps(output, ensure_ascii=False))
                stdout.flush()
        # Every call also sends what earlier calls could not.
        hook.flush()
    except MemoryApiError as error:
        message = hook.explain(error) if hook is not None else str(error)
        print(f"memory-hook {event}: {message}", file=stderr)
    except HookError as error:
        print(f"memory-hook {event}: {error}", file=stderr)
    except Exception as error:  # the host must never be held up by a bug here
        print(f"memory-hook {event}: {type(error).__name__}: {error}", file=stderr)
    finally:
        if hook is not None and "client" in hook.__dict__:
            with contextlib.suppress(Exception):
                hook.client.close()
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """The ``memory-hook`` console script; always exits 0."""
    timeout = HookSettings.from_env().timeout
    _watchdog(timeout + WATCHDOG_GRACE, sys.stderr)
    try:
        return run(
            sys.argv[1:] if argv is None else argv,
            stdin=sys.stdin.buffer,
            stdout=sys.stdout,
            stderr=sys.stderr,
        )
    except KeyboardInterrupt:
        return 0


if __name__ == "__main__":
    sys.exit(main())
