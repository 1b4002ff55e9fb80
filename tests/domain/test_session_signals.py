"""Which signals a session's captured events give (memoryapp.domain.session_signals)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from memoryapp.domain.frame_establishment import MAX_SIGNAL_CHARS
from memoryapp.domain.frames import SignalKind
from memoryapp.domain.session_signals import SESSION_END, event_signal, session_signals

AT = datetime(2026, 11, 30, 10, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("kind", "role", "tool", "content", "expected"),
    [
        ("signal", "task", "", "fix the build", SignalKind.TASK),
        ("signal", "test_failure", "", "test_parse failed", SignalKind.TEST_FAILURE),
        ("signal", "", "scheduled_job", "nightly export", SignalKind.SCHEDULED_JOB),
        # A signal that names no kind is the task its harness set.
        ("signal", "hook", "", "review the pull request", SignalKind.TASK),
        ("signal", "", "", SESSION_END, None),
        ("signal", "task", "", "   ", None),
        ("tool_result", "", "pytest", "2 failed", SignalKind.TOOL_RESULT),
        ("message", "user", "", "please review", SignalKind.USER_MESSAGE),
        ("message", "assistant", "", "I will review", None),
        ("tool_call", "", "pytest", "run", None),
        ("decision", "", "", "use postgres", None),
    ],
)
def test_which_event_gives_which_signal(
    kind: str, role: str, tool: str, content: str, expected: SignalKind | None
) -> None:
    signal = event_signal(kind, role, tool, content, AT)
    assert (signal.kind if signal else None) == expected


def test_only_the_newest_of_each_kind_counts_and_only_its_head_is_read() -> None:
    events = [
        ("signal", "task", "", "old task", AT),
        ("signal", "task", "", "new task", AT + timedelta(minutes=1)),
        ("message", "user", "", "x" * (MAX_SIGNAL_CHARS + 10), AT),
        ("tool_result", "", "", "older result", AT - timedelta(minutes=1)),
    ]
    signals = session_signals(reversed(events))
    assert [(s.kind, s.text[:8]) for s in signals] == [
        (SignalKind.USER_MESSAGE, "xxxxxxxx"),
        (SignalKind.TASK, "new task"),
        (SignalKind.TOOL_RESULT, "older re"),
    ]
    assert len(signals[0].text) == MAX_SIGNAL_CHARS
