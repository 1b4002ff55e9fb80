"""What each hook event does in the hook process itself (the package docstring lists them).

Every event first writes down what it was given (:func:`record`); the context events then ask
the service for the bundle. Everything else happens in the sender (:mod:`memory_hook.drain`).
"""

from __future__ import annotations

import contextlib
import fnmatch
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from memory_hook.api import ApiError
from memory_hook.events import Json, clean_text, clip, context_output, new_id, tool_events
from memory_hook.hook import Hook
from memory_hook.inbox import post, state_path
from memory_hook.settings import MAX_QUERY_CHARS
from memory_hook.signals import recall, remember, tool_signals, user_message

# SessionStart sources after which the model's context no longer holds earlier injections.
FRESH_SOURCES = ("compact", "clear")
# Fields of a /context body that an older server refuses (its inputs forbid unknown keys); sent
# again without them rather than leaving the prompt without its bundle.
OPTIONAL_CONTEXT_FIELDS = ("session_fresh", "signals", "work_type")


def record(hook: Hook) -> None:
    """The session's inbox line (and PostToolUse's events in the spool): the first thing a
    hook does, so a cancel or a crash after it loses nothing."""
    if not hook.session_id:
        return
    signals = None
    if hook.event in ("PostToolUse", "PostToolUseFailure"):
        tool = clean_text(hook.payload.get("tool_name"))
        if not any(fnmatch.fnmatchcase(tool, p) for p in hook.settings.ignored_tools):
            failed = hook.event == "PostToolUseFailure"
            now = datetime.now(UTC)
            hook.capture(
                tool_events(hook.payload, session_id=hook.session_id, failed=failed, now=now)
            )
            signals = tool_signals(hook.payload, failed=failed)
    entry: dict[str, Any] = {
        "event": hook.event,
        "session_id": hook.session_id,
        "transcript_path": clean_text(hook.payload.get("transcript_path")).strip(),
    }
    final = hook.payload.get("last_assistant_message")
    if hook.event == "Stop" and isinstance(final, str):
        entry["final"] = final
    if hook.event == "SessionEnd":
        entry["signal_id"] = f"cc:session-end:{new_id()}"
    post(state_path(hook.state_dir, hook.session_id), entry)
    if signals is not None:
        # After the inbox line: what the next prompt sends about the work is worth less than
        # what happened.
        with contextlib.suppress(OSError, ValueError):
            remember(state_path(hook.state_dir, hook.session_id), signals)


def _context(hook: Hook, body: dict[str, Any]) -> Json:
    try:
        answer = hook.api.call("POST", "/context", body)
    except ApiError as error:
        named = str(error.details)
        refused = [k for k in OPTIONAL_CONTEXT_FIELDS if k in body and k in named]
        if error.code != "invalid_input" or not refused:
            raise
        body = {k: v for k, v in body.items() if k not in refused}
        answer = hook.api.call("POST", "/context", body)
    return answer if isinstance(answer, dict) else {}


def _review_line(answer: Json) -> str | None:
    review = answer.get("review")
    if not isinstance(review, dict):
        return None
    waiting, url = review.get("waiting"), review.get("url")
    if not isinstance(waiting, int) or isinstance(waiting, bool) or waiting <= 0:
        return None
    noun = "memory waits" if waiting == 1 else "memories wait"
    return f"{waiting} {noun} for your review" + (f": {url}" if isinstance(url, str) else "")


def session_start(hook: Hook) -> Json | None:
    folder = Path(clean_text(hook.payload.get("cwd")) or ".").name or "this project"
    query = hook.settings.session_query or (
        f"{folder}: the decisions, conventions, preferences and procedures that apply here"
    )
    body: dict[str, Any] = {
        "query": clip(query, MAX_QUERY_CHARS),
        "route": "influence",
        "budget_tokens": hook.settings.session_budget_tokens,
    }
    if hook.session_id:
        body["session_id"] = hook.session_id
        if hook.payload.get("source") in FRESH_SOURCES:
            body["session_fresh"] = True
    if hook.settings.work_type:
        body["work_type"] = hook.settings.work_type
    answer = _context(hook, body)
    output = context_output("SessionStart", str(answer.get("rendered") or ""))
    notice = _review_line(answer) if hook.settings.review_notice else None
    if notice:
        # systemMessage is shown to the user, not to the model.
        output = {**(output or {}), "systemMessage": notice}
    return output


def user_prompt_submit(hook: Hook) -> Json | None:
    prompt = clean_text(hook.payload.get("prompt")).strip()
    if not prompt:
        return None
    body: dict[str, Any] = {"query": prompt[:MAX_QUERY_CHARS], "route": "auto"}
    if hook.settings.prompt_budget_tokens is not None:
        body["budget_tokens"] = hook.settings.prompt_budget_tokens
    # What the agent is doing: the prompt, and what the session's tool hooks wrote down.
    signals = [user_message(prompt)]
    if hook.session_id:
        body["session_id"] = hook.session_id
        signals += recall(state_path(hook.state_dir, hook.session_id))
    body["signals"] = signals
    if hook.settings.work_type:
        body["work_type"] = hook.settings.work_type
    answer = _context(hook, body)
    return context_output("UserPromptSubmit", str(answer.get("rendered") or ""))


def nothing(hook: Hook) -> Json | None:
    """The capture events: :func:`record` wrote them down; the sender does the rest."""
    return None


HANDLERS: dict[str, Callable[[Hook], Json | None]] = {
    "SessionStart": session_start,
    "UserPromptSubmit": user_prompt_submit,
    "PostToolUse": nothing,
    "PostToolUseFailure": nothing,
    "Stop": nothing,
    "PreCompact": nothing,
    "SessionEnd": nothing,
}
