"""The client's events and the server's /events schema stay in step: a typed event the client
builds is one the API takes, with its supersession kind, and the hooks' spool reads it back."""

from __future__ import annotations

from datetime import UTC, datetime

from memory_client import Event

from memoryapp.operations.schemas import EventsIn


def test_a_typed_correction_from_the_client_is_what_the_api_takes() -> None:
    event = Event(
        session_id="s1",
        kind="decision",
        event_id="launch-2",
        subject="app.release",
        value="Version 5.0 is pushed back to 22 October.",
        effective_from=datetime(2026, 10, 22, tzinfo=UTC),
        supersedes=("launch-1",),
        supersession="correction",
    )
    payload = event.to_json()
    parsed = EventsIn.model_validate({"events": [payload]}).events[0].as_input()
    assert (parsed.kind, parsed.subject, parsed.supersedes) == (
        "decision",
        "app.release",
        ("launch-1",),
    )
    assert parsed.supersession == "correction"
    assert parsed.effective_from == datetime(2026, 10, 22, tzinfo=UTC)
    assert Event.from_json(payload) == event


def test_a_message_carries_no_typed_fields() -> None:
    payload = Event(session_id="s1", kind="message", role="user", content="hi").to_json()
    assert not {"subject", "value", "supersedes", "supersession"} & payload.keys()
    assert EventsIn.model_validate({"events": [payload]}).events[0].as_input().supersession == ""
