"""``memory-hook <HookEventName>``: Claude Code hooks that connect a session to the service.

Claude Code runs the command once per hook event, with the event's JSON on stdin
(``session_id``, ``transcript_path``, ``cwd``, ``hook_event_name`` and the event's own fields),
so what this package imports is paid on every event: it uses the standard library only (no
httpx, no :mod:`memory_client`). What each event does (``docs/integrations.md`` has the settings
and the details):

- every event first writes down what it was given: a line in the session's inbox, and for
  ``PostToolUse`` / ``PostToolUseFailure`` the call and its result as events in the spool;
- ``SessionStart``: prints the project's standing memory (``POST /context``, route
  ``influence``, a small budget) as ``hookSpecificOutput.additionalContext``, and the service's
  count of memories waiting for the owner's review as ``systemMessage``;
- ``UserPromptSubmit``: ``POST /context`` with route ``auto`` for the prompt, printed as
  ``additionalContext``;
- then every event hands the rest to a detached sender and exits: it reconciles each open
  session from its transcript (messages, tool calls and results, turn ends), adds ``Stop``'s
  final answer when the transcript lags and ``SessionEnd``'s ``session_end`` signal, sends the
  spool, and asks for ``PreCompact``'s harvest.

Layout: :mod:`.settings` (the environment), :mod:`.api` (HTTP on ``http.client``),
:mod:`.locks`, :mod:`.spool`, :mod:`.transcript` (reading the host's JSONL), :mod:`.events`
(payloads and transcript items as events), :mod:`.session` (per-session state and inbox),
:mod:`.capture` (reconciling a transcript), :mod:`.hook` (one call's budget and spool),
:mod:`.handlers` (one function per event), :mod:`.drain` (the sender) and :mod:`.command`
(the console script).
"""

from __future__ import annotations

from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    """The ``memory-hook`` console script; always exits 0."""
    # A SIGTERM before the payload is read ends the process (nothing was given yet); from
    # then on memory_hook.command decides what it does.
    from memory_hook.command import main as command_main

    return command_main(argv)


__all__ = ["main"]
