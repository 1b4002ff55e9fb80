"""A scenario of the evaluation suite, parsed and checked (the format: docs/evaluation.md).

Plain Python over frozen dataclasses, no Django: a scenario is data, and the checks here are the
ones a writer of scenarios needs to hear about before anything reaches a database (a task that
names a memory the history lacks, a supersession of a line that comes later). What an import
line may hold is the import service's to judge when the scenario is loaded; here a history line
is checked only for what the suite itself relies on (its ``ref`` and its chain links).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from types import MappingProxyType
from typing import Any

from memoryapp.domain.frame_establishment import MAX_SIGNALS, Establishment
from memoryapp.domain.frames import FrameProblem, SignalKind, parse_project_frame
from memoryapp.evaluation.distractors import (
    REF_PREFIX,
    PoolError,
    distractor_lines,
    last_recorded,
    pool_read,
)


class ScenarioError(ValueError):
    """A scenario file that does not follow the format; the message names the file and place."""


class Route(StrEnum):
    RECALL = "recall"
    INFLUENCE = "influence"
    AUTO = "auto"


class TaskKind(StrEnum):
    CURRENT = "current"
    HISTORICAL = "historical"
    HARM = "harm"
    UNTRUSTED = "untrusted"


class Match(StrEnum):
    EXACT = "exact"
    CONTAINS = "contains"


TEMPORAL_MODES = frozenset({"current", "valid_at", "as_known", "bitemporal"})
_SCENARIO_KEYS = frozenset(
    {"id", "family", "description", "history", "events", "tasks", "distractors", "frame"}
)
_DISTRACTOR_KEYS = frozenset({"pool", "count"})
_TASK_KEYS = frozenset(
    {
        "id",
        "query",
        "route",
        "temporal",
        "kind",
        "expect",
        "signals",
        "work_type",
        "session",
        "budget_tokens",
    }
)
_EXPECT_KEYS = frozenset(
    {
        "selected",
        "not_influence",
        "answer",
        "match",
        "open_loops",
        "not_open_loops",
        "excluded",
        "same_as_unframed",
        "establishment",
    }
)
# A memory reduced from a typed event is named "event:<event_id>" in a task's expectations.
EVENT_REF = "event:"
TYPED_EVENT_KINDS = frozenset({"decision", "state_change"})
_TEMPORAL_KEYS = frozenset({"mode", "valid_at", "known_at"})
_SIGNAL_KEYS = frozenset({"kind", "text"})
# As /context takes them (operations.schemas: WorkTypeName, SessionId).
MAX_WORK_TYPE = 48
MAX_SESSION = 100


@dataclass(frozen=True)
class Expectation:
    selected: tuple[str, ...]
    not_influence: tuple[str, ...]
    answer: str | None
    match: Match
    # Memories whose loop the bundle must list as open (the query asks what is unfinished), at
    # the task's standpoint when it has one.
    open_loops: tuple[str, ...] = ()
    # Memories whose loop must not be listed as open (chit-chat, a loop closed by then).
    not_open_loops: tuple[str, ...] = ()
    # Memories that must reach no bundle of this task, whatever its route (e.g. a version not
    # yet known at the task's past standpoint); scored by ``excluded_admitted``.
    excluded: tuple[str, ...] = ()
    # Under a condition with frames, the bundle must be the one its twin without frames gives
    # (the frame fell back to query-only); scored by ``fallback_identical``.
    same_as_unframed: bool = False
    # How the work must be established under a condition with frames (``declared``,
    # ``stale``, ...), or None; scored by ``frame_state_correct``.
    establishment: Establishment | None = None


@dataclass(frozen=True)
class Task:
    id: str
    query: str
    route: Route
    kind: TaskKind
    expect: Expectation
    # The standpoint as /context takes it, or None for the current one.
    temporal: Mapping[str, str] | None
    # What the work is, as /context takes it: signals as (kind, text) pairs (None: none sent)
    # and a declared work type.
    signals: tuple[tuple[str, str], ...] | None = None
    work_type: str | None = None
    # The scenario's name for a session: the tasks naming one are sent in order as the calls
    # of one session (one per condition), so a later call sees what an earlier one established.
    session: str | None = None
    budget_tokens: int | None = None


@dataclass(frozen=True)
class Scenario:
    id: str
    family: str
    description: str
    # Import lines, as written: the import service validates and stores them.
    history: tuple[Mapping[str, Any], ...]
    # Captured events in the shape of POST /api/v1/events.
    events: tuple[Mapping[str, Any], ...]
    tasks: tuple[Task, ...]
    # Import lines drawn from a distractor pool (memoryapp.evaluation.distractors), loaded
    # with the history; no task may name them.
    distractors: tuple[Mapping[str, Any], ...] = ()
    # The project's frame document, saved before any task is asked (None: no frame).
    frame: str | None = None

    @property
    def frame_document(self) -> dict[str, Any] | None:
        """The frame document as the owner would save it (a fresh copy), or None."""
        return None if self.frame is None else json.loads(self.frame)

    @property
    def refs(self) -> tuple[str, ...]:
        """Every memory a task may name: the history's refs, and ``event:<id>`` for each typed
        event (the memory it is reduced into)."""
        typed = [e for e in self.events if e.get("kind") in TYPED_EVENT_KINDS]
        return (
            *(str(line["ref"]) for line in self.history),
            *(f"{EVENT_REF}{e['event_id']}" for e in typed),
        )


def _text(value: Any, where: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise ScenarioError(f"{where}: a non-empty string is required")
    return value


def _object(value: Any, where: str, allowed: frozenset[str]) -> Mapping[str, Any]:
    if not isinstance(value, dict):
        raise ScenarioError(f"{where}: an object is required")
    unknown = sorted(set(value) - allowed)
    if unknown:
        raise ScenarioError(f"{where}: unknown field(s) {', '.join(unknown)}")
    return value


def _list(value: Any, where: str) -> list[Any]:
    if not isinstance(value, list):
        raise ScenarioError(f"{where}: a list is required")
    return value


def _enum[E: StrEnum](kind: type[E], value: Any, where: str) -> E:
    try:
        return kind(value)
    except ValueError:
        choices = ", ".join(member.value for member in kind)
        raise ScenarioError(f"{where}: {value!r} is not one of {choices}") from None


def _refs(value: Any, where: str, known: set[str]) -> tuple[str, ...]:
    refs = tuple(_text(ref, where) for ref in _list(value, where))
    missing = [ref for ref in refs if ref not in known]
    if missing:
        raise ScenarioError(f"{where}: {', '.join(missing)} not in the history")
    return refs


def supersedes_of(line: Mapping[str, Any]) -> tuple[str, ...]:
    """The refs a history line supersedes: one ref, a list of them for a merge, or none."""
    targets = line.get("supersedes")
    return (targets,) if isinstance(targets, str) else tuple(targets or ())


def _history(lines: list[Any], where: str) -> tuple[Mapping[str, Any], ...]:
    seen: set[str] = set()
    for number, line in enumerate(lines, 1):
        at = f"{where}.history[{number}]"
        if not isinstance(line, dict):
            raise ScenarioError(f"{at}: an object is required")
        ref = _text(line.get("ref"), f"{at}.ref")
        if ref in seen:
            raise ScenarioError(f"{at}.ref: {ref!r} repeats")
        for target in supersedes_of(line):
            if target not in seen:
                raise ScenarioError(f"{at}.supersedes: {target!r} is not an earlier line")
        seen.add(ref)
    return tuple(MappingProxyType(dict(line)) for line in lines)


def _temporal(value: Any, where: str) -> Mapping[str, str] | None:
    if value is None:
        return None
    temporal = _object(value, where, _TEMPORAL_KEYS)
    if temporal.get("mode", "current") not in TEMPORAL_MODES:
        raise ScenarioError(f"{where}.mode: one of {', '.join(sorted(TEMPORAL_MODES))}")
    return MappingProxyType({key: _text(v, f"{where}.{key}") for key, v in temporal.items()})


def _signals(value: Any, where: str) -> tuple[tuple[str, str], ...] | None:
    if value is None:
        return None
    signals = _list(value, where)
    if len(signals) > MAX_SIGNALS:
        raise ScenarioError(f"{where}: at most {MAX_SIGNALS} signals")
    pairs: list[tuple[str, str]] = []
    for number, signal in enumerate(signals, 1):
        at = f"{where}[{number}]"
        raw = _object(signal, at, _SIGNAL_KEYS)
        kind = _enum(SignalKind, raw.get("kind"), f"{at}.kind")
        pairs.append((kind.value, _text(raw.get("text"), f"{at}.text")))
    return tuple(pairs)


def _optional_text(value: Any, where: str, limit: int) -> str | None:
    if value is None:
        return None
    text = _text(value, where)
    if len(text) > limit:
        raise ScenarioError(f"{where}: at most {limit} characters")
    return text


def _budget(value: Any, where: str) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 100_000:
        raise ScenarioError(f"{where}: a whole number of tokens from 1 to 100000 is required")
    return value


def _flag(value: Any, where: str) -> bool:
    if not isinstance(value, bool):
        raise ScenarioError(f"{where}: true or false is required")
    return value


def _task(value: Any, where: str, known: set[str]) -> Task:
    task = _object(value, where, _TASK_KEYS)
    expect = _object(task.get("expect", {}), f"{where}.expect", _EXPECT_KEYS)
    answer = expect.get("answer")
    return Task(
        id=_text(task.get("id"), f"{where}.id"),
        query=_text(task.get("query"), f"{where}.query"),
        route=_enum(Route, task.get("route", "auto"), f"{where}.route"),
        kind=_enum(TaskKind, task.get("kind", "current"), f"{where}.kind"),
        temporal=_temporal(task.get("temporal"), f"{where}.temporal"),
        signals=_signals(task.get("signals"), f"{where}.signals"),
        work_type=_optional_text(task.get("work_type"), f"{where}.work_type", MAX_WORK_TYPE),
        session=_optional_text(task.get("session"), f"{where}.session", MAX_SESSION),
        budget_tokens=_budget(task.get("budget_tokens"), f"{where}.budget_tokens"),
        expect=Expectation(
            selected=_refs(expect.get("selected", []), f"{where}.expect.selected", known),
            not_influence=_refs(
                expect.get("not_influence", []), f"{where}.expect.not_influence", known
            ),
            answer=None if answer is None else _text(answer, f"{where}.expect.answer"),
            match=_enum(Match, expect.get("match", "contains"), f"{where}.expect.match"),
            open_loops=_refs(expect.get("open_loops", []), f"{where}.expect.open_loops", known),
            not_open_loops=_refs(
                expect.get("not_open_loops", []), f"{where}.expect.not_open_loops", known
            ),
            excluded=_refs(expect.get("excluded", []), f"{where}.expect.excluded", known),
            same_as_unframed=_flag(
                expect.get("same_as_unframed", False), f"{where}.expect.same_as_unframed"
            ),
            establishment=None
            if expect.get("establishment") is None
            else _enum(Establishment, expect["establishment"], f"{where}.expect.establishment"),
        ),
    )


def _frame(value: Any, where: str) -> str | None:
    """The frame document, checked as the frame service checks it, kept as JSON text."""
    if value is None:
        return None
    if isinstance(value, dict) and "project" in value:
        raise ScenarioError(
            f"{where}.project: leave it out (each scenario is loaded into a project of its own)"
        )
    parsed = parse_project_frame(value, project_slug="scenario")
    if isinstance(parsed, FrameProblem):
        raise ScenarioError(f"{where}: {parsed.code}: {parsed.detail}")
    return json.dumps(value, sort_keys=True)


def _distractors(
    value: Any, where: str, *, seed: str, history: Sequence[Mapping[str, Any]], pools: Path | None
) -> tuple[Mapping[str, Any], ...]:
    if value is None:
        return ()
    asked = _object(value, where, _DISTRACTOR_KEYS)
    name = _text(asked.get("pool"), f"{where}.pool")
    count = asked.get("count")
    if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= 1000:
        raise ScenarioError(f"{where}.count: a whole number from 1 to 1000 is required")
    if pools is None or not (pools / f"{name}.json").is_file():
        raise ScenarioError(f"{where}.pool: no pool {name!r} (eval/distractors/<pool>.json)")
    if any(str(line["ref"]).startswith(REF_PREFIX) for line in history):
        raise ScenarioError(f"{where}: history refs starting {REF_PREFIX!r} are the pool's")
    try:
        pool = pool_read(pools / f"{name}.json")
        return distractor_lines(pool, count=count, seed=seed, last=last_recorded(history))
    except PoolError as error:
        raise ScenarioError(f"{where}: {error}") from None


def parse_scenario(data: Any, *, where: str, pools: Path | None = None) -> Scenario:
    """The scenario in ``data`` (a decoded JSON file); ScenarioError naming ``where`` if it
    does not follow the format. ``pools`` is the folder of the distractor pools."""
    raw = _object(data, where, _SCENARIO_KEYS)
    scenario_id = _text(raw.get("id"), f"{where}.id")
    history = _history(_list(raw.get("history"), f"{where}.history"), where)
    if not history:
        raise ScenarioError(f"{where}.history: a scenario remembers something")
    events = _list(raw.get("events", []), f"{where}.events")
    if not all(isinstance(event, dict) for event in events):
        raise ScenarioError(f"{where}.events: each event is an object")
    known = {str(line["ref"]) for line in history} | {
        f"{EVENT_REF}{event.get('event_id')}"
        for event in events
        if event.get("kind") in TYPED_EVENT_KINDS
    }
    tasks = tuple(
        _task(task, f"{where}.tasks[{number}]", known)
        for number, task in enumerate(_list(raw.get("tasks"), f"{where}.tasks"), 1)
    )
    if not tasks:
        raise ScenarioError(f"{where}.tasks: a scenario asks something")
    task_ids = [task.id for task in tasks]
    if len(set(task_ids)) != len(task_ids):
        raise ScenarioError(f"{where}.tasks: task ids repeat")
    frame = _frame(raw.get("frame"), f"{where}.frame")
    if frame is None and any(
        task.signals or task.work_type or task.expect.establishment for task in tasks
    ):
        # Without a frame every call is unframed: the signals would measure nothing.
        raise ScenarioError(
            f"{where}.frame: tasks send signals or a work_type, so a frame is required"
        )
    return Scenario(
        id=scenario_id,
        family=_text(raw.get("family"), f"{where}.family"),
        description=_text(raw.get("description"), f"{where}.description"),
        history=history,
        events=tuple(MappingProxyType(dict(event)) for event in events),
        tasks=tasks,
        distractors=_distractors(
            raw.get("distractors"),
            f"{where}.distractors",
            seed=scenario_id,
            history=history,
            pools=pools,
        ),
        frame=frame,
    )


def read_suite(root: Path, *, pools: Path | None = None) -> list[Scenario]:
    """Every scenario under ``root`` (``<family>/<id>.json``), in path order. The file's name
    is its id and its folder its family, so a scenario is found where its id says. Distractor
    pools are read from ``pools``, by default the ``distractors`` folder beside ``root``."""
    pools = root.parent / "distractors" if pools is None else pools
    scenarios: list[Scenario] = []
    ids: dict[str, Path] = {}
    for path in sorted(root.glob("*/*.json")):
        where = str(path.relative_to(root))
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError) as error:
            raise ScenarioError(f"{where}: not JSON ({error})") from None
        scenario = parse_scenario(data, where=where, pools=pools)
        if scenario.id != path.stem or scenario.family != path.parent.name:
            raise ScenarioError(f"{where}: id and family must be the file's name and folder")
        if scenario.id in ids:
            raise ScenarioError(f"{where}: id {scenario.id!r} is also {ids[scenario.id]}")
        ids[scenario.id] = path
        scenarios.append(scenario)
    return scenarios


def families(scenarios: Sequence[Scenario]) -> dict[str, int]:
    """How many scenarios each family has."""
    counts: dict[str, int] = {}
    for scenario in scenarios:
        counts[scenario.family] = counts.get(scenario.family, 0) + 1
    return counts
