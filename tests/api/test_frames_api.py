"""Frames through /context (docs/frames.md): every establishment state, what control it gives,
and where it shows: the response's ``frame``, the bundle's opening fence line and the trace.

Two memories answer the same review question equally: one about the storage engine's
architecture (subject ``arch.storage``), one about the paper's draft (``paper.draft``). The
implementation review prefers the first, the publication review the second.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from django.db import connection
from django.test import override_settings

from memoryapp.models import Project
from memoryapp.services.frames import frame_save
from tests.api.conftest import ApiClient, load

pytestmark = pytest.mark.django_db

QUERY = "What should I keep in mind for this review of the storage work?"

FRAME: dict[str, Any] = {
    "purpose": "A storage engine and the paper about it.",
    "work_types": [
        {
            "name": "implementation_review",
            "terms": ["code review", "pull request"],
            "signal_kinds": ["task", "user_message", "tool_result", "test_failure"],
            "prefer": {"subject_prefixes": ["arch"]},
        },
        {
            "name": "publication_review",
            "terms": ["paper draft", "citation"],
            "signal_kinds": ["task", "user_message", "scheduled_job"],
            "prefer": {"subject_prefixes": ["paper"]},
        },
    ],
}


@pytest.fixture
def memories(owner: ApiClient) -> dict[str, str]:
    return load(
        owner,
        {
            "ref": "paper",
            "type": "semantic",
            "content": "For the review of the storage work: the paper draft must cite the "
            "storage benchmark of March.",
            "status": "active",
            "subject": "paper.draft",
            "recorded_at": "2026-03-01T09:00:00Z",
        },
        {
            "ref": "arch",
            "type": "semantic",
            "content": "For the review of the storage work: the storage engine keeps a "
            "write-ahead log before every page write.",
            "status": "active",
            "subject": "arch.storage",
            "recorded_at": "2026-03-02T09:00:00Z",
        },
    )


def declare(project: Project, **changes: Any) -> None:
    frame_save(project=project, document={**FRAME, **changes})


def ask(client: ApiClient, **body: Any) -> tuple[dict[str, Any], dict[str, Any]]:
    """The /context answer and its trace (GET /traces/{id})."""
    response = client.post("/context", {"query": QUERY, **body})
    assert response.status_code == 200, response.content
    answer: dict[str, Any] = response.json()
    traced = client.get(f"/traces/{answer['trace_id']}")
    assert traced.status_code == 200
    return answer, traced.json()


def task(text: str) -> dict[str, str]:
    return {"kind": "task", "text": text}


def fence_attributes(answer: dict[str, Any]) -> dict[str, str]:
    """The opening fence line's ``name=value`` attributes (the line after the preamble)."""
    opening = answer["rendered"].splitlines()[1]
    assert opening.startswith("MEMORY-")
    return dict(part.split("=", 1) for part in opening.split()[1:])


def order(answer: dict[str, Any], ids: dict[str, str]) -> list[str]:
    names = {memory_id: ref for ref, memory_id in ids.items()}
    return [names[item["id"]] for item in answer["items"] if item["id"] in names]


def effects(traced: dict[str, Any], ids: dict[str, str]) -> dict[str, tuple[str, str, str]]:
    """ref -> (decision, reason, frame effect) of each memory's trace row."""
    names = {memory_id: ref for ref, memory_id in ids.items()}
    return {
        names[c["memory_id"]]: (c["decision"], c["reason"], c["frame"])
        for c in traced["candidates"]
        if c["memory_id"] in names
    }


UNFRAMED_FENCE = {"trace_id", "route", "temporal"}


def test_without_a_frame_nothing_changes_and_the_trace_says_so(
    agent: ApiClient, memories: dict[str, str]
) -> None:
    answer, traced = ask(agent, work_type="implementation_review")
    assert answer["frame"] is None
    assert set(fence_attributes(answer)) == UNFRAMED_FENCE
    assert traced["frame"]["version"] == 0
    assert traced["frame"]["reason"] == "frame.not_declared"
    assert traced["frame"]["control"] == "query_only"
    assert {e[2] for e in effects(traced, memories).values()} == {"frame.not_declared"}
    assert "frame_ms" in traced["latency_ms"]


def test_a_work_type_the_caller_declares_lifts_its_evidence_and_keeps_the_rest(
    agent: ApiClient, acme: Project, memories: dict[str, str]
) -> None:
    declare(acme)
    for work_type, first, second in (
        ("implementation_review", "arch", "paper"),
        ("publication_review", "paper", "arch"),
    ):
        answer, traced = ask(agent, work_type=work_type)
        assert answer["frame"] == {
            "version": 1,
            "work_type": work_type,
            "establishment": "declared",
            "control": "hard",
            "reason": "frame.declared",
        }
        # Hard without hard_exclude reorders: both survive, the preferred one first.
        assert order(answer, memories) == [first, second]
        assert fence_attributes(answer) == {
            **{k: fence_attributes(answer)[k] for k in UNFRAMED_FENCE},
            "work_type": work_type,
            "frame_establishment": "declared",
            "frame_control": "hard",
        }
        assert effects(traced, memories)[first][2] == "frame.preferred"
        assert effects(traced, memories)[second][2] == "frame.not_preferred"
        assert traced["frame"]["work"]["by_caller"] is True
        assert traced["frame"]["excluded"] == 0
        assert traced["latency_ms"]["frame_ms"] >= 0


def test_one_decisive_signal_declares_and_two_kinds_corroborate(
    agent: ApiClient, acme: Project, memories: dict[str, str]
) -> None:
    declare(acme)
    one, traced = ask(agent, signals=[task("Do the code review of pull request 12")])
    assert one["frame"]["establishment"] == "declared"
    assert one["frame"]["control"] == "hard"
    assert traced["frame"]["work"]["by_caller"] is False
    assert traced["frame"]["signals_from"] == "caller"
    assert order(one, memories) == ["arch", "paper"]
    two, traced = ask(
        agent,
        signals=[
            task("Do the code review of pull request 12"),
            {"kind": "user_message", "text": "Please finish the pull request review today."},
        ],
    )
    assert two["frame"]["establishment"] == "corroborated"
    assert two["frame"]["reason"] == "frame.corroborated"
    assert fence_attributes(two)["frame_establishment"] == "corroborated"
    assert {s["kind"] for s in traced["frame"]["work"]["signals"]} == {"task", "user_message"}


def test_an_inferred_frame_removes_nothing_even_with_hard_exclude(
    agent: ApiClient, acme: Project, memories: dict[str, str]
) -> None:
    declare(acme, hard_exclude=True)
    baseline, _ = ask(agent, route="influence")
    answer, traced = ask(
        agent,
        route="influence",
        signals=[{"kind": "user_message", "text": "Can you look at the paper draft?"}],
    )
    assert answer["frame"]["establishment"] == "inferred"
    assert answer["frame"]["control"] == "soft"
    assert fence_attributes(answer)["frame_control"] == "soft"
    # A guess may delay the baseline's best evidence, never remove it: the first stays first.
    assert sorted(order(answer, memories)) == ["arch", "paper"]
    assert order(answer, memories)[0] == order(baseline, memories)[0]
    assert traced["frame"]["excluded"] == 0
    assert "frame.excluded" not in {e[1] for e in effects(traced, memories).values()}


def test_a_hard_frame_with_hard_exclude_removes_what_it_does_not_prefer(
    agent: ApiClient, acme: Project, memories: dict[str, str]
) -> None:
    declare(acme, hard_exclude=True)
    answer, traced = ask(agent, work_type="implementation_review")
    assert order(answer, memories) == ["arch"]
    assert effects(traced, memories)["paper"] == ("rejected", "frame.excluded", "frame.excluded")
    assert effects(traced, memories)["arch"][2] == "frame.preferred"
    assert traced["frame"]["excluded"] >= 1
    assert traced["frame"]["hard_exclude"] is True


@pytest.mark.parametrize(
    ("signals", "state", "detail"),
    [
        # Two decisive signals point at two work types.
        (
            [
                task("Do the code review of pull request 12"),
                {"kind": "scheduled_job", "text": "Weekly check of every citation"},
            ],
            "conflicting",
            "decisive signals point at",
        ),
        ([task("Water the plants")], "unknown", "no signal matches"),
    ],
)
def test_conflicting_and_unknown_work_falls_back_to_the_query(
    agent: ApiClient,
    acme: Project,
    memories: dict[str, str],
    signals: list[dict[str, str]],
    state: str,
    detail: str,
) -> None:
    baseline, _ = ask(agent)
    declare(acme, hard_exclude=True)
    answer, traced = ask(agent, signals=signals)
    assert answer["frame"] == {
        "version": 1,
        "work_type": None,
        "establishment": state,
        "control": "query_only",
        "reason": f"frame.{state}",
    }
    assert set(fence_attributes(answer)) == UNFRAMED_FENCE
    assert order(answer, memories) == order(baseline, memories)
    assert detail in traced["frame"]["work"]["detail"]
    assert {e[2] for e in effects(traced, memories).values()} == {"frame.not_applied_query_only"}


def test_a_work_type_the_frame_lacks_is_unknown(
    agent: ApiClient, acme: Project, memories: dict[str, str]
) -> None:
    declare(acme)
    answer, _ = ask(agent, work_type="gardening")
    assert answer["frame"]["establishment"] == "unknown"
    assert answer["frame"]["control"] == "query_only"


def test_a_change_of_work_in_a_session_is_stale_for_one_request(
    agent: ApiClient, acme: Project, memories: dict[str, str]
) -> None:
    declare(acme)
    session = {"session_id": "s-stale", "session_fresh": True}
    first, _ = ask(agent, **session, signals=[task("Do the code review of pull request 12")])
    assert first["frame"]["establishment"] == "declared"
    paper = [task("Check the paper draft before submission")]
    changed, traced = ask(agent, **session, signals=paper)
    assert changed["frame"]["establishment"] == "stale"
    assert changed["frame"]["control"] == "query_only"
    assert set(fence_attributes(changed)) == UNFRAMED_FENCE
    assert traced["frame"]["work"]["carry"] == "publication_review"
    again, _ = ask(agent, **session, signals=paper)
    assert again["frame"]["establishment"] == "declared"
    assert again["frame"]["work_type"] == "publication_review"


def test_recall_bypasses_the_frame_and_keeps_the_fence_line(
    agent: ApiClient, acme: Project, memories: dict[str, str]
) -> None:
    baseline, _ = ask(agent, route="recall")
    declare(acme, hard_exclude=True)
    answer, traced = ask(agent, route="recall", work_type="implementation_review")
    assert answer["frame"]["control"] == "query_only"
    assert answer["frame"]["reason"] == "frame.bypassed_recall"
    assert answer["frame"]["establishment"] == "declared"
    assert set(fence_attributes(answer)) == UNFRAMED_FENCE
    assert order(answer, memories) == order(baseline, memories)
    assert {e[2] for e in effects(traced, memories).values()} == {"frame.bypassed_recall"}


def test_a_malformed_stored_frame_disables_framing_and_leaves_the_baseline(
    agent: ApiClient, acme: Project, memories: dict[str, str]
) -> None:
    baseline, _ = ask(agent)
    with connection.cursor() as cursor:
        cursor.execute(
            "INSERT INTO memoryapp_projectframeversion (project_id, version, document, act, "
            "actor_label, at) VALUES (%s, 1, %s::jsonb, 'set', '', now())",
            [acme.id, json.dumps({"work_types": "not a list"})],
        )
    answer, traced = ask(agent, work_type="implementation_review")
    assert answer["frame"] is None
    assert set(fence_attributes(answer)) == UNFRAMED_FENCE
    assert order(answer, memories) == order(baseline, memories)
    assert traced["frame"]["reason"] == "frame.disabled_malformed"
    assert traced["frame"]["problem"]["code"] == "frame.invalid_type"
    assert {e[2] for e in effects(traced, memories).values()} == {"frame.disabled_malformed"}


def test_with_frames_switched_off_the_frame_is_only_recorded(
    agent: ApiClient, acme: Project, memories: dict[str, str]
) -> None:
    baseline, _ = ask(agent)
    declare(acme, hard_exclude=True)
    with override_settings(MEMORY_FRAMES=False):
        answer, traced = ask(agent, work_type="publication_review")
    assert answer["frame"] == {
        "version": 1,
        "work_type": "publication_review",
        "establishment": "declared",
        "control": "query_only",
        "reason": "frame.switched_off",
    }
    assert set(fence_attributes(answer)) == UNFRAMED_FENCE
    assert order(answer, memories) == order(baseline, memories)
    assert {e[2] for e in effects(traced, memories).values()} == {"frame.switched_off"}


def test_without_signals_the_sessions_latest_captured_events_are_read(
    agent: ApiClient, acme: Project, memories: dict[str, str]
) -> None:
    declare(acme)

    def event(n: int, kind: str, content: str, **more: str) -> dict[str, Any]:
        return {
            "event_id": f"s-events-{n}",
            "session_id": "s-events",
            "kind": kind,
            "content": content,
            "observed_at": f"2026-11-30T10:00:{n:02d}Z",
            **more,
        }

    captured = agent.post(
        "/events",
        {
            "events": [
                # Older work: the newest signal of its kind wins.
                event(1, "signal", "Check the paper draft", role="task"),
                event(2, "message", "Let us do the code review now", role="user"),
                event(3, "signal", "Do the code review of pull request 12"),
                event(4, "message", "Reading the paper draft", role="assistant"),
            ]
        },
    )
    assert captured.status_code == 202, captured.content
    answer, traced = ask(agent, session_id="s-events", session_fresh=True)
    # A signal naming no kind is the task; with the user's message it corroborates.
    assert answer["frame"]["establishment"] == "corroborated"
    assert answer["frame"]["work_type"] == "implementation_review"
    assert traced["frame"]["signals_from"] == "session"
    kinds = {s["kind"] for s in traced["frame"]["work"]["signals"]}
    assert kinds == {"task", "user_message"}
    # Signals the caller passes replace the session's, even an empty list.
    passed, traced = ask(agent, session_id="s-events", session_fresh=True, signals=[])
    assert passed["frame"]["establishment"] == "unknown"
    assert traced["frame"]["signals_from"] == "caller"


def test_the_evaluation_can_leave_the_frame_unconsulted(
    acme: Project, memories: dict[str, str]
) -> None:
    from memoryapp.domain.decisions import Stages
    from memoryapp.services.context import context_build

    declare(acme, hard_exclude=True)
    outcome = context_build(
        project=acme, query=QUERY, work_type="implementation_review", stages=Stages(frames=False)
    )
    assert outcome.frame is None
    assert outcome.trace.frame == {}
    assert "frame_ms" not in outcome.trace.latency_ms
    assert {item.memory.id for item in outcome.items} >= set(memories.values())


def test_only_the_sessions_newest_events_are_read_through_their_indexes(
    agent: ApiClient, acme: Project, memories: dict[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from memoryapp.selectors import frames as frame_selectors

    declare(acme)
    events = [
        {
            "event_id": f"s-window-{n}",
            "session_id": "s-window",
            "kind": "signal" if n == 0 else "message",
            "role": "task" if n == 0 else "assistant",
            "content": "Do the code review of pull request 12" if n == 0 else f"step {n}",
            "observed_at": f"2026-11-30T10:00:{n:02d}Z",
        }
        for n in range(4)
    ]
    assert agent.post("/events", {"events": events}).status_code == 202
    answer, _ = ask(agent, session_id="s-window", session_fresh=True)
    assert answer["frame"]["establishment"] == "declared"
    # The task is older than the window's newest events: it no longer counts.
    monkeypatch.setattr(frame_selectors, "SESSION_SIGNAL_WINDOW", 3)
    answer, _ = ask(agent, session_id="s-window", session_fresh=True)
    assert answer["frame"]["establishment"] == "unknown"
    params: dict[str, Any] = {"project_id": acme.id, "session_id": "s-window"}
    with connection.cursor() as cursor:
        cursor.execute("SET LOCAL enable_seqscan = off")
        cursor.execute(
            "EXPLAIN " + frame_selectors._SESSION_EVENTS_SQL,
            {**params, "chars": 10, "window": 3, "kinds": ["signal"]},
        )
        events_plan = "\n".join(row[0] for row in cursor.fetchall())
        cursor.execute("EXPLAIN " + frame_selectors._SESSION_CARRY_SQL, params)
        carry_plan = "\n".join(row[0] for row in cursor.fetchall())
    assert "event_session" in events_plan and "Limit" in events_plan
    assert "trace_by_session" in carry_plan and "Limit" in carry_plan


def test_a_work_type_that_prefers_an_entity_lifts_the_memories_that_mention_it(
    agent: ApiClient, owner: ApiClient, acme: Project, memories: dict[str, str]
) -> None:
    mentioned = load(
        owner,
        {
            "ref": "wal",
            "type": "semantic",
            "content": "For the review of the storage work: the log writer batches fsyncs.",
            "status": "active",
            "entities": ["Log Writer"],
            "recorded_at": "2026-03-03T09:00:00Z",
        },
    )
    declare(
        acme,
        hard_exclude=True,
        work_types=[{"name": "durability", "prefer": {"entities": ["log writer"]}}],
    )
    answer, traced = ask(agent, work_type="durability")
    assert [item["id"] for item in answer["items"]] == [mentioned["wal"]]
    assert effects(traced, mentioned)["wal"][2] == "frame.preferred"
    assert effects(traced, memories)["arch"][1] == "frame.excluded"
