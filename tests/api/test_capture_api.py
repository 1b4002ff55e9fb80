"""Capture (/events) and import (/import) through HTTP."""

from __future__ import annotations

import json
import uuid

import pytest

from memoryapp.models import CanonicalEvent, Memory, MemoryEvent
from memoryapp.selectors import memories as memory_selectors
from tests.api.conftest import ApiClient, error_code

pytestmark = pytest.mark.django_db


def turn(n: int, *, complete: bool = False, session: str = "s-1") -> dict[str, object]:
    return {
        "event_id": f"{session}-e{n}",
        "session_id": session,
        "kind": "message",
        "role": "user" if n % 2 else "assistant",
        "content": f"message number {n}",
        "observed_at": f"2026-11-30T10:00:{n:02d}Z",
        "turn_complete": complete,
    }


def test_events_are_stored_once_and_a_retry_answers_the_same(agent: ApiClient) -> None:
    batch = {"events": [turn(1), turn(2, complete=True)]}
    first = agent.post("/events", batch)
    assert first.status_code == 202
    retry = agent.post("/events", batch)
    assert retry.status_code == 202
    assert retry.json() == first.json()
    assert CanonicalEvent.objects.count() == 2
    states = {e["event_id"]: e["extraction_state"] for e in first.json()["events"]}
    assert states == {"s-1-e1": "n/a", "s-1-e2": "pending"}


def test_a_reused_event_id_with_other_words_is_a_conflict(agent: ApiClient) -> None:
    agent.post("/events", {"events": [turn(1)]})
    changed = {**turn(1), "content": "something else"}
    response = agent.post("/events", {"events": [changed, turn(3)]})
    assert response.status_code == 409 and error_code(response) == "conflict"
    assert CanonicalEvent.objects.count() == 1  # the whole batch is refused


def test_tool_calls_are_captured_with_their_arguments(agent: ApiClient) -> None:
    call = {
        "event_id": "t1",
        "session_id": "s-2",
        "kind": "tool_call",
        "tool": "web.search",
        "arguments": {"q": "pgvector iterative scans"},
    }
    assert agent.post("/events", {"events": [call]}).status_code == 202
    stored = CanonicalEvent.objects.get(event_id="t1")
    assert (stored.tool_name, stored.tool_arguments) == (
        "web.search",
        {"q": "pgvector iterative scans"},
    )


def test_session_end_expires_working_memories(agent: ApiClient, owner: ApiClient) -> None:
    memory_id = owner.post(
        "/memories",
        {"type": "working", "content": "Editing the README", "session_id": "s-3"},
    ).json()["id"]
    assert Memory.objects.get(id=memory_id).status == "active"
    end = {"event_id": "end", "session_id": "s-3", "kind": "signal", "content": "session_end"}
    assert agent.post("/events", {"events": [end]}).status_code == 202
    assert Memory.objects.get(id=memory_id).status == "archived"
    assert MemoryEvent.objects.filter(memory_id=memory_id, kind="archived").exists()


def ndjson(*lines: dict[str, object]) -> str:
    return "\n".join(json.dumps(line) for line in lines)


def test_import_keeps_times_chains_and_merges(owner: ApiClient) -> None:
    body = ndjson(
        {
            "ref": "sqlite",
            "type": "semantic",
            "content": "Metadata lives in SQLite.",
            "status": "active",
            "recorded_at": "2024-03-01T09:00:00Z",
            "valid_from": "2024-03-01T00:00:00Z",
            "entities": ["metadata store"],
        },
        {
            "ref": "postgres",
            "type": "semantic",
            "content": "Metadata lives in PostgreSQL.",
            "status": "active",
            "recorded_at": "2025-06-01T09:00:00Z",
            "valid_from": "2025-06-01T00:00:00Z",
            "supersedes": "sqlite",
            "kind": "update",
            "entities": ["metadata store"],
        },
        {"ref": "a", "type": "semantic", "content": "Priya likes tea.", "status": "active"},
        {"ref": "b", "type": "semantic", "content": "Priya likes green tea.", "status": "active"},
        {
            "ref": "ab",
            "type": "semantic",
            "content": "Priya prefers green tea.",
            "status": "active",
            "supersedes": ["a", "b"],
        },
        {
            "ref": "page",
            "type": "procedural",
            "content": "Restart the worker when the queue stalls.",
            "status": "pending",
            "source": {"kind": "web", "ref": "https://example.com"},
        },
    )
    response = owner.post("/import", raw=body, content_type="application/x-ndjson")
    assert response.status_code == 200, response.content
    ids = response.json()["ids"]
    assert set(ids) == {"sqlite", "postgres", "a", "b", "ab", "page"}
    old = Memory.objects.get(id=ids["sqlite"])
    assert old.recorded_at.isoformat() == "2024-03-01T09:00:00+00:00"
    assert str(old.superseded_by_id) == ids["postgres"]
    assert Memory.objects.get(id=ids["postgres"]).supersession_kind == "update"
    merged = memory_selectors.memory_chain(project_id=owner.project.id, memory_id=ids["a"])
    assert merged.head == ids["ab"] and set(merged.history) == {ids["a"], ids["b"], ids["ab"]}
    assert Memory.objects.get(id=ids["ab"]).supersession_kind == "merge"
    page = Memory.objects.get(id=ids["page"])
    assert (page.status, page.standing, page.actor) == ("pending", "untrusted", "import")
    assert MemoryEvent.objects.filter(kind="superseded").count() == 3


def test_import_validates_the_whole_batch_first(owner: ApiClient) -> None:
    body = "\n".join(
        [
            json.dumps({"ref": "ok", "type": "semantic", "content": "Fine.", "status": "active"}),
            "{not json",
            json.dumps(
                {"ref": "ok", "type": "semantic", "content": "Dup ref.", "status": "active"}
            ),
            json.dumps({"ref": "t", "type": "opinion", "content": "x", "status": "active"}),
            json.dumps({"ref": "s", "type": "semantic", "content": "x", "status": "gone"}),
            json.dumps(
                {
                    "ref": "c",
                    "type": "semantic",
                    "content": "x",
                    "status": "active",
                    "confidence": 2,
                }
            ),
            json.dumps(
                {
                    "ref": "f",
                    "type": "semantic",
                    "content": "x",
                    "status": "active",
                    "supersedes": "later",
                }
            ),
            json.dumps({"ref": "later", "type": "semantic", "content": "x", "status": "active"}),
            json.dumps(
                {
                    "ref": "n",
                    "type": "semantic",
                    "content": "x",
                    "status": "active",
                    "recorded_at": "2024-01-01T00:00:00",
                }
            ),
            json.dumps(
                {
                    "ref": "u",
                    "type": "semantic",
                    "content": "x",
                    "status": "active",
                    "colour": "red",
                }
            ),
        ]
    )
    response = owner.post("/import", raw=body, content_type="application/x-ndjson")
    assert response.status_code == 400 and error_code(response) == "invalid_input"
    lines = response.json()["error"]["details"]["lines"]
    assert [line["line"] for line in lines] == [2, 3, 4, 5, 6, 7, 9, 10]
    assert lines[1]["ref"] == "ok" and "repeats line 1" in lines[1]["error"]
    assert "UTC offset" in lines[6]["error"]
    assert not Memory.objects.exists() and not MemoryEvent.objects.exists()


def test_import_is_for_owners_and_bounded(agent: ApiClient, owner: ApiClient, settings) -> None:
    line = json.dumps({"ref": "x", "type": "semantic", "content": "x", "status": "active"})
    response = agent.post("/import", raw=line, content_type="application/x-ndjson")
    assert response.status_code == 403 and error_code(response) == "forbidden"
    settings.MEMORY_API_MAX_IMPORT_LINES = 2
    many = "\n".join(
        json.dumps({"ref": str(n), "type": "semantic", "content": "x", "status": "active"})
        for n in range(3)
    )
    response = owner.post("/import", raw=many, content_type="application/x-ndjson")
    assert response.status_code == 400 and "at most 2" in response.json()["error"]["message"]
    assert not Memory.objects.exists()


def test_import_keeps_the_meaning_of_names_lines_and_old_history(owner: ApiClient) -> None:
    from datetime import timedelta

    from django.utils import timezone

    from memoryapp.services.lifecycle import memory_archive_stale

    owner.post(
        "/remember", {"content": "Priya Sharma leads billing.", "entities": ["Priya Sharma"]}
    )
    lines = [
        {
            "ref": f"m{n}",
            "type": "episodic",
            "content": f"Meeting {n} with customer {n}.",
            "status": "active",
            # Two years old: history, not disuse.
            "recorded_at": "2024-01-10T09:00:00Z",
            "entities": [f"Customer {n}", "Priya  Sharma"],
        }
        for n in range(60)
    ]
    # U+2028 inside a JSON string is text, not a line break.
    lines.append({"ref": "sep", "type": "semantic", "content": "A\u2028B", "status": "active"})
    body = "\r\n".join(json.dumps(line, ensure_ascii=False) for line in lines)
    response = owner.post("/import", raw=body, content_type="application/x-ndjson")
    assert response.status_code == 200, response.content
    ids = response.json()["ids"]
    assert len(ids) == 61
    assert Memory.objects.get(id=ids["sep"]).content == "A\u2028B"
    # 61 distinct names across the batch is fine; the double space is the same Priya.
    priya = Memory.objects.get(id=ids["m7"]).entities.values_list("name", flat=True)
    assert sorted(priya) == ["Customer 7", "Priya Sharma"]
    # The next sweep does not retire what was just imported, however old its text.
    assert memory_archive_stale(now=timezone.now() + timedelta(days=1)) == 0
    assert Memory.objects.filter(id__in=ids.values(), status="active").count() == 61


def test_an_import_line_with_too_many_entities_is_refused_alone(owner: ApiClient) -> None:
    line = {
        "ref": "crowded",
        "type": "semantic",
        "content": "A crowded memory.",
        "status": "active",
        "entities": [f"Name {n}" for n in range(51)],
    }
    response = owner.post("/import", raw=json.dumps(line), content_type="application/x-ndjson")
    assert response.status_code == 400 and error_code(response) == "invalid_input"
    (problem,) = response.json()["error"]["details"]["lines"]
    assert problem["line"] == 1 and "at most 50 entities" in problem["error"]
    assert not Memory.objects.exists()


def test_an_import_whose_uuid_refs_point_forward_or_loop_is_refused(owner: ApiClient) -> None:
    """A ``supersedes`` that names a later line (a forward ref, a cycle, the line itself) is a
    400 naming the lines, not a 500, even when the refs look like memory ids."""
    first, second, third, alone = (str(uuid.uuid4()) for _ in range(4))

    def line(ref: str, supersedes: str | None = None) -> str:
        body = {"ref": ref, "type": "semantic", "content": f"Line {ref}.", "status": "active"}
        if supersedes:
            body["supersedes"] = supersedes
        return json.dumps(body)

    for body, bad in (
        # Line 1 supersedes line 2, which comes after it.
        ([line(first, supersedes=second), line(second)], [1]),
        # Lines 1 and 2 supersede each other; line 3 closes a longer loop through line 1.
        ([line(first, supersedes=second), line(second, supersedes=first)], [1]),
        ([line(first, supersedes=third), line(second, first), line(third, second)], [1]),
        ([line(alone, supersedes=alone)], [1]),
    ):
        response = owner.post("/import", raw="\n".join(body), content_type="application/x-ndjson")
        assert response.status_code == 400, response.content
        assert error_code(response) == "invalid_input"
        lines = response.json()["error"]["details"]["lines"]
        assert [entry["line"] for entry in lines] == bad, lines
        assert "later line" in lines[0]["error"] or "itself" in lines[0]["error"]
    assert not Memory.objects.exists() and not MemoryEvent.objects.exists()
