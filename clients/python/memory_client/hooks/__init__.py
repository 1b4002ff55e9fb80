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

This package translates between Claude Code and the API; what a memory means, how it is routed
and whether a tool's output is trusted are the service's decisions. Layout: :mod:`.settings`
(the environment), :mod:`.events` (payloads and transcript lines as events), :mod:`.session`
(how far each transcript was read), :mod:`.hook` (one call: budget, client, spool, capture),
:mod:`.handlers` (one function per event) and :mod:`.command` (the console script).
"""

from __future__ import annotations

from memory_client.hooks.command import main, read_payload, run
from memory_client.hooks.events import (
    clean_json,
    clean_text,
    clip,
    context_output,
    mark_turn_ends,
    message_event,
    message_event_id,
    tool_events,
    tool_output_text,
)
from memory_client.hooks.handlers import (
    HANDLERS,
    post_tool_use,
    pre_compact,
    session_end,
    session_start,
    stop,
    user_prompt_submit,
)
from memory_client.hooks.hook import Hook, HookError
from memory_client.hooks.session import SessionState, messages_after, prune_session_states
from memory_client.hooks.settings import (
    DEFAULT_IGNORED_TOOLS,
    DEFAULT_SESSION_BUDGET_TOKENS,
    DEFAULT_TIMEOUT,
    EVENTS,
    MAX_ARGUMENT_STRING_CHARS,
    MAX_EVENT_CONTENT_CHARS,
    MAX_PENDING_TAILS,
    MAX_QUERY_CHARS,
    MAX_TOOL_NAME_CHARS,
    SESSION_STATE_DAYS,
    USAGE,
    WATCHDOG_GRACE,
    HookSettings,
    default_state_dir,
)

__all__ = [
    "DEFAULT_IGNORED_TOOLS",
    "DEFAULT_SESSION_BUDGET_TOKENS",
    "DEFAULT_TIMEOUT",
    "EVENTS",
    "HANDLERS",
    "MAX_ARGUMENT_STRING_CHARS",
    "MAX_EVENT_CONTENT_CHARS",
    "MAX_PENDING_TAILS",
    "MAX_QUERY_CHARS",
    "MAX_TOOL_NAME_CHARS",
    "SESSION_STATE_DAYS",
    "USAGE",
    "WATCHDOG_GRACE",
    "Hook",
    "HookError",
    "HookSettings",
    "SessionState",
    "clean_json",
    "clean_text",
    "clip",
    "context_output",
    "default_state_dir",
    "main",
    "mark_turn_ends",
    "message_event",
    "message_event_id",
    "messages_after",
    "post_tool_use",
    "pre_compact",
    "prune_session_states",
    "read_payload",
    "run",
    "session_end",
    "session_start",
    "stop",
    "tool_events",
    "tool_output_text",
    "user_prompt_submit",
]
