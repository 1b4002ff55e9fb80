"""The work signals a session's captured events give when a /context caller passes none.

Rule: what the work is now is said by the session's latest events, never by its history.

- A ``signal`` event is a statement about the work a hook or client captured: its ``role``,
  else its ``tool_name``, names the signal kind (``task``, ``test_failure``, ``scheduled_job``,
  ``user_message``, ``tool_result``); one naming none of them is a ``task``, since a signal
  that names no kind was set by the agent's harness, which states the work it was given. The
  ``session_end`` signal marks the end of a session, not its work, and gives nothing.
- A ``tool_result`` event is a ``tool_result`` signal; a ``message`` whose role is ``user`` a
  ``user_message`` signal. Every other event (the agent's messages, tool calls, typed events)
  gives nothing.
- Of each kind only the newest counts (as in :func:`memoryapp.domain.frame_establishment.
  establish`), so at most one signal a kind comes back.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime

from .frame_establishment import MAX_SIGNAL_CHARS, WorkSignal
from .frames import SignalKind

# The content of the signal event that ends a session (its working memories expire).
SESSION_END = "session_end"
# The captured event kinds that can say what the work is, and the role of a user's message.
SIGNAL_EVENT_KINDS = ("signal", "tool_result", "message")
USER_ROLE = "user"

_KINDS = {kind.value: kind for kind in SignalKind}


def event_signal(
    kind: str, role: str, tool_name: str, content: str, observed_at: datetime
) -> WorkSignal | None:
    """The signal one captured event gives, or None (see the module rule)."""
    if kind == "signal":
        if content.strip() == SESSION_END or not content.strip():
            return None
        named = _KINDS.get(role) or _KINDS.get(tool_name) or SignalKind.TASK
        return WorkSignal(named, content[:MAX_SIGNAL_CHARS], observed_at)
    if kind == "tool_result" and content.strip():
        return WorkSignal(SignalKind.TOOL_RESULT, content[:MAX_SIGNAL_CHARS], observed_at)
    if kind == "message" and role == USER_ROLE and content.strip():
        return WorkSignal(SignalKind.USER_MESSAGE, content[:MAX_SIGNAL_CHARS], observed_at)
    return None


def session_signals(
    events: Iterable[tuple[str, str, str, str, datetime]],
) -> list[WorkSignal]:
    """The newest signal of each kind among ``events`` (kind, role, tool name, content, time),
    in the order of the kinds."""
    newest: dict[SignalKind, WorkSignal] = {}
    for event in events:
        signal = event_signal(*event)
        if signal is None:
            continue
        held = newest.get(signal.kind)
        if held is None or signal.observed_at > held.observed_at:
            newest[signal.kind] = signal
    return [newest[kind] for kind in SignalKind if kind in newest]
