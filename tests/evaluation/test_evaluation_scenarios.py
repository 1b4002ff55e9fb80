"""The evaluation suite's format: every scenario in eval/scenarios parses and loads through the
import service, and a scenario that breaks the format is refused with the place named."""

from __future__ import annotations

import copy
import json
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from memoryapp.domain.frame_establishment import Establishment
from memoryapp.errors import InvalidBatch
from memoryapp.evaluation.load import scenario_load
from memoryapp.evaluation.scenarios import (
    Match,
    Route,
    ScenarioError,
    TaskKind,
    parse_scenario,
    read_suite,
    supersedes_of,
)
from memoryapp.models import CanonicalEvent, Memory
from memoryapp.selectors.frames import frame_current

SUITE = Path(__file__).resolve().parents[2] / "eval" / "scenarios"
# The families the suite must cover (docs/evaluation.md).
FAMILIES = {
    "coding",
    "support",
    "assistant",
    "research",
    "writing",
    "bitemporal",
    "untrusted",
    "harm",
    # State, change and unfinished work: subjects at standpoints, typed events reduced into
    # memories, procedures replaced whole, open loops.
    "state",
    "changes",
    "procedures",
    "loops",
    # Ranking among a crowd of everyday distractors (eval/distractors/).
    "crowd",
    # Frames: the work's preferred evidence in a tight budget, a wrong inferred frame,
    # conflicting and stale signals.
    "frame-preferred",
    "frame-inferred",
    "frame-conflicting",
    "frame-stale",
}
POOLS = SUITE.parent / "distractors"

EXAMPLE: dict[str, Any] = {
    "id": "coding-superseded-database",
    "family": "coding",
    "description": "A technology choice that was replaced.",
    "history": [
        {
            "ref": "sqlite",
            "type": "semantic",
            "content": "The service stores its data in SQLite.",
            "status": "active",
            "recorded_at": "2026-01-10T09:00:00Z",
            "valid_from": "2026-01-10T09:00:00Z",
        },
        {
            "ref": "postgres",
            "type": "semantic",
            "content": "The service stores its data in PostgreSQL.",
            "status": "active",
            "recorded_at": "2026-03-02T09:00:00Z",
            "valid_from": "2026-03-02T09:00:00Z",
            "supersedes": "sqlite",
            "kind": "update",
        },
    ],
    "tasks": [
        {
            "id": "now",
            "query": "Which database should the new endpoint write to?",
            "route": "influence",
            "expect": {
                "selected": ["postgres"],
                "not_influence": ["sqlite"],
                "answer": "PostgreSQL",
            },
        },
        {
            "id": "then",
            "query": "What database did the service use in February?",
            "route": "recall",
            "kind": "historical",
            "temporal": {"mode": "valid_at", "valid_at": "2026-02-01T00:00:00Z"},
            "expect": {"selected": ["sqlite"], "answer": "SQLite", "match": "exact"},
        },
    ],
}


FRAME: dict[str, Any] = {
    "work_types": [
        {
            "name": "migration",
            "terms": ["database migration"],
            "signal_kinds": ["task", "user_message"],
            "prefer": {"memory_types": ["semantic"]},
        }
    ]
}


def framed(data: dict[str, Any], **task: Any) -> None:
    """``data`` with the frame above and ``task``'s fields in its first task."""
    data["frame"] = FRAME
    data["tasks"][0].update(task)


def broken(change: Any) -> dict[str, Any]:
    data = copy.deepcopy(EXAMPLE)
    change(data)
    return data


def test_the_example_of_the_docs_parses_into_typed_tasks() -> None:
    scenario = parse_scenario(EXAMPLE, where="example")
    assert scenario.refs == ("sqlite", "postgres")
    now, then = scenario.tasks
    assert (now.route, now.kind, now.expect.selected, now.expect.not_influence) == (
        Route.INFLUENCE,
        TaskKind.CURRENT,
        ("postgres",),
        ("sqlite",),
    )
    assert (now.expect.answer, now.expect.match, now.temporal) == (
        "PostgreSQL",
        Match.CONTAINS,
        None,
    )
    assert then.temporal == {"mode": "valid_at", "valid_at": "2026-02-01T00:00:00Z"}
    assert (then.kind, then.expect.match) == (TaskKind.HISTORICAL, Match.EXACT)


def test_a_task_says_what_work_is_done_and_the_scenario_declares_the_frame() -> None:
    data = broken(
        lambda d: framed(
            d,
            signals=[{"kind": "task", "text": "Database migration"}],
            work_type="migration",
            session="s1",
            budget_tokens=300,
            expect={"selected": ["postgres"], "same_as_unframed": True, "establishment": "stale"},
        )
    )
    scenario = parse_scenario(data, where="example")
    now, then = scenario.tasks
    assert (now.signals, now.work_type, now.session, now.budget_tokens) == (
        (("task", "Database migration"),),
        "migration",
        "s1",
        300,
    )
    assert now.expect.same_as_unframed and not then.expect.same_as_unframed
    assert (now.expect.establishment, then.expect.establishment) == (Establishment.STALE, None)
    assert (then.signals, then.work_type, then.session, then.budget_tokens) == (
        None,
        None,
        None,
        None,
    )
    # The document is kept as written, and each read of it is a fresh copy.
    assert scenario.frame_document == FRAME
    assert scenario.frame_document is not scenario.frame_document
    assert parse_scenario(EXAMPLE, where="example").frame_document is None


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (
            lambda d: d["tasks"][0]["expect"].update(selected=["mysql"]),
            "tasks[1].expect.selected: mysql",
        ),
        (
            lambda d: d["history"].reverse(),
            "history[1].supersedes: 'sqlite' is not an earlier line",
        ),
        (lambda d: d["history"][1].update(ref="sqlite"), "history[2].ref: 'sqlite' repeats"),
        (lambda d: d["tasks"][0].update(route="act"), "tasks[1].route: 'act' is not one of"),
        (lambda d: d["tasks"][1].update(id="now"), "tasks: task ids repeat"),
        (lambda d: d["tasks"][1]["temporal"].update(mode="later"), "tasks[2].temporal.mode"),
        (lambda d: d.update(notes="x"), "unknown field(s) notes"),
        (lambda d: d.update(history=[]), "history: a scenario remembers something"),
        (
            lambda d: d["tasks"][0].update(signals=[{"kind": "task", "text": "x"}]),
            "frame: tasks send signals or a work_type, so a frame is required",
        ),
        (
            lambda d: d.update(frame={"work_types": []}),
            "frame: frame.invalid_empty",
        ),
        (
            lambda d: d.update(frame={**FRAME, "project": "atlas"}),
            "frame.project: leave it out",
        ),
        (
            lambda d: framed(d, signals=[{"kind": "rumour", "text": "x"}]),
            "tasks[1].signals[1].kind: 'rumour' is not one of",
        ),
        (
            lambda d: framed(d, signals=[{"kind": "task", "text": " "}]),
            "tasks[1].signals[1].text: a non-empty string",
        ),
        (
            lambda d: framed(d, signals=[{"kind": "task", "text": "x", "seen": "now"}]),
            "tasks[1].signals[1]: unknown field(s) seen",
        ),
        (
            lambda d: framed(d, signals=[{"kind": "task", "text": "x"}] * 17),
            "tasks[1].signals: at most 16 signals",
        ),
        (lambda d: framed(d, work_type="w" * 49), "tasks[1].work_type: at most 48 characters"),
        (lambda d: framed(d, budget_tokens=0), "tasks[1].budget_tokens: a whole number"),
        (lambda d: framed(d, session=7), "tasks[1].session: a non-empty string"),
        (
            lambda d: d["tasks"][0]["expect"].update(same_as_unframed="yes"),
            "tasks[1].expect.same_as_unframed: true or false",
        ),
        (
            lambda d: framed(d, expect={"selected": ["postgres"], "establishment": "guessed"}),
            "tasks[1].expect.establishment: 'guessed' is not one of declared, corroborated",
        ),
    ],
)
def test_a_scenario_that_breaks_the_format_is_refused_with_the_place(
    change: Any, message: str
) -> None:
    with pytest.raises(ScenarioError) as error:
        parse_scenario(broken(change), where="example")
    assert message in str(error.value)


def test_a_file_is_found_where_its_id_and_family_say(tmp_path: Path) -> None:
    (tmp_path / "coding").mkdir()
    (tmp_path / "coding" / "elsewhere.json").write_text(json.dumps(EXAMPLE))
    with pytest.raises(ScenarioError, match="id and family must be the file's name and folder"):
        read_suite(tmp_path)


def test_the_suite_parses_and_covers_every_family() -> None:
    scenarios = read_suite(SUITE)
    assert {scenario.family for scenario in scenarios} == FAMILIES
    for scenario in scenarios:
        for task in scenario.tasks:
            # A task with nothing to check measures nothing.
            expect = task.expect
            assert (
                expect.selected
                or expect.not_influence
                or expect.open_loops
                or expect.not_open_loops
            ), (
                scenario.id,
                task.id,
            )


@pytest.mark.django_db
def test_every_scenario_loads_through_the_import_with_its_times_chains_and_standing() -> None:
    for number, scenario in enumerate(read_suite(SUITE)):
        loaded = scenario_load(scenario=scenario, slug=f"eval-{number}")
        crowd = {str(line["ref"]) for line in scenario.distractors}
        assert set(loaded.ids) == set(scenario.refs) | crowd, scenario.id
        stored = {str(m.id): m for m in Memory.objects.filter(project=loaded.project)}
        for line in scenario.history:
            memory = stored[loaded.ids[line["ref"]]]
            assert (memory.content, memory.status) == (line["content"], line["status"]), scenario.id
            if "recorded_at" in line:
                assert memory.recorded_at == datetime.fromisoformat(line["recorded_at"])
            if "standing" in line:
                assert memory.standing == line["standing"], (scenario.id, line["ref"])
            for target in supersedes_of(line):
                assert str(stored[loaded.ids[target]].superseded_by_id) == str(memory.id)


@pytest.mark.django_db
def test_a_load_needs_a_fresh_project_and_a_bad_history_changes_nothing() -> None:
    scenario = parse_scenario(EXAMPLE, where="example")
    scenario_load(scenario=scenario, slug="eval-once")
    with pytest.raises(ValueError, match="already holds memories"):
        scenario_load(scenario=scenario, slug="eval-once")
    bad = parse_scenario(broken(lambda d: d["history"][0].update(type="dream")), where="bad")
    with pytest.raises(InvalidBatch):
        scenario_load(scenario=bad, slug="eval-bad")
    assert not Memory.objects.filter(project__slug="eval-bad").exists()


@pytest.mark.django_db
def test_a_scenarios_frame_is_saved_as_the_owner_saves_it() -> None:
    data = broken(lambda d: framed(d, work_type="migration"))
    loaded = scenario_load(scenario=parse_scenario(data, where="x"), slug="eval-framed")
    current = frame_current(project=loaded.project)
    assert (current.version, current.problem) == (1, None)
    assert current.frame is not None and current.frame.project == "eval-framed"
    assert [w.name for w in current.frame.work_types] == ["migration"]
    unframed = scenario_load(scenario=parse_scenario(EXAMPLE, where="x"), slug="eval-plain")
    assert frame_current(project=unframed.project).frame is None


@pytest.mark.django_db
def test_a_scenarios_events_are_captured_as_the_api_captures_them() -> None:
    event = {"event_id": "e1", "session_id": "s1", "kind": "message", "role": "user"}
    with_events = broken(lambda d: d.update(events=[{**event, "content": "We use PostgreSQL."}]))
    loaded = scenario_load(scenario=parse_scenario(with_events, where="x"), slug="eval-events")
    (stored,) = CanonicalEvent.objects.filter(project=loaded.project)
    assert (stored.event_id, stored.session_id, stored.content) == (
        "e1",
        "s1",
        "We use PostgreSQL.",
    )
    naive = broken(lambda d: d.update(events=[{**event, "observed_at": "2026-01-10T09:00:00"}]))
    with pytest.raises(ValidationError):
        scenario_load(scenario=parse_scenario(naive, where="x"), slug="eval-naive")


def _crowded(scenario_id: str, count: int = 40) -> dict[str, Any]:
    data = copy.deepcopy(EXAMPLE)
    data["id"] = scenario_id
    data["distractors"] = {"pool": "everyday", "count": count}
    return data


def test_a_crowd_is_drawn_from_its_pool_the_same_way_every_time() -> None:
    first = parse_scenario(_crowded("a"), where="a", pools=POOLS)
    again = parse_scenario(_crowded("a"), where="a", pools=POOLS)
    other = parse_scenario(_crowded("b"), where="b", pools=POOLS)
    assert first.distractors == again.distractors
    contents = [line["content"] for line in first.distractors]
    assert len(set(contents)) == len(contents) == 40
    assert contents != [line["content"] for line in other.distractors]
    # Spread over the months before the scenario's last line, never after it.
    times = sorted(datetime.fromisoformat(line["recorded_at"]) for line in first.distractors)
    last = datetime.fromisoformat("2026-03-02T09:00:00Z")
    assert times[-1] < last and (last - times[0]).days > 200
    # A task may not name a distractor: they are no refs of the scenario.
    assert not set(first.refs) & {line["ref"] for line in first.distractors}


@pytest.mark.parametrize(
    ("distractors", "message"),
    [
        ({"pool": "nowhere", "count": 10}, "no pool 'nowhere'"),
        ({"pool": "everyday", "count": 0}, "count: a whole number"),
        ({"pool": "everyday", "count": 10, "seed": 1}, "unknown field(s) seed"),
    ],
)
def test_a_crowd_the_pool_cannot_give_is_refused(distractors: Any, message: str) -> None:
    data = _crowded("a")
    data["distractors"] = distractors
    with pytest.raises(ScenarioError) as error:
        parse_scenario(data, where="example", pools=POOLS)
    assert message in str(error.value)


def test_excluded_memories_are_read_with_the_task() -> None:
    data = copy.deepcopy(EXAMPLE)
    data["tasks"][1]["expect"]["excluded"] = ["postgres"]
    assert parse_scenario(data, where="x").tasks[1].expect.excluded == ("postgres",)
    data["tasks"][1]["expect"]["excluded"] = ["mysql"]
    with pytest.raises(ScenarioError, match=r"expect\.excluded: mysql"):
        parse_scenario(data, where="x")


def test_a_pool_too_small_for_the_count_is_refused(tmp_path: Path) -> None:
    pool: dict[str, Any] = {"templates": [{"type": "episodic", "text": "Lunch at {cafe}."}]}
    pool["vocabulary"] = {"cafe": ["Luna", "Marlow's"]}
    (tmp_path / "tiny.json").write_text(json.dumps(pool))
    data = _crowded("a", count=3)
    data["distractors"]["pool"] = "tiny"
    with pytest.raises(ScenarioError, match="gives 2 distinct lines, not 3"):
        parse_scenario(data, where="x", pools=tmp_path)
