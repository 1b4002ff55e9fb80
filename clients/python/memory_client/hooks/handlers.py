"""What each hook event does (the package docstring lists them)."""

from __future__ import annotations

import contextlib
import fnmatch
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

from memory_client.errors import InvalidInput
from memory_client.hooks.events import clean_text, clip, context_output, tool_events
from memory_client.hooks.hook import Hook, HookError
from memory_client.hooks.session import prune_session_states
from memory_client.hooks.settings import MAX_QUERY_CHARS
from memory_client.models import SESSION_END, Event, Json

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
