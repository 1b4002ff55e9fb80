"""The evaluation by intervention: every scenario under every condition, through the pipeline.

Rule: each scenario is loaded once, into a fresh project of its own, through the services the
API uses (``load.scenario_load``), and embedded with the configured model. Every task is then
parsed as ``POST /api/v1/context`` parses its body and sent to ``context_build`` once per
condition, with that condition's stages (N0 sends nothing: its bundle is empty). A context
call changes no memory (it records retrievals and appends an audit event), so the conditions
read the very same history. The report holds the context measures per condition and per
family, which measures each added stage moved, and, when a reader ran, its answers' scores
beside them (``measures`` defines every figure).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from django.conf import settings

from memoryapp.evaluation.conditions import UNFRAMED_TWIN, Condition
from memoryapp.evaluation.framing import frame_changes
from memoryapp.evaluation.load import ACTOR_LABEL, LoadedScenario, scenario_load
from memoryapp.evaluation.measures import (
    Held,
    TaskOutcome,
    answer_matches,
    measures,
    route_accuracy,
    score_task,
)
from memoryapp.evaluation.reader import Reader
from memoryapp.evaluation.scenarios import Scenario, Task
from memoryapp.operations.retrieval import work_signals
from memoryapp.operations.schemas import ContextIn
from memoryapp.selectors.memories import memory_holdings
from memoryapp.services.context import context_build
from memoryapp.services.embeddings import embeddings_enabled, memory_embed_batch

# Which measures a stage is expected to move, compared between consecutive conditions.
COMPARED = (
    "current_correct",
    "historical_correct",
    "stale_harm",
    "untrusted_admitted",
    "unreviewed_admitted",
    "excluded_admitted",
    "evidence_recall",
    "open_loops_found",
    "route_correct",
    "fallback_identical",
    "frame_state_correct",
    "tokens",
)
STEPS = (
    ("N0", "N1"),
    ("N1", "N2"),
    ("N2", "N3"),
    ("N3", "N4"),
    ("N3", "N5-noframes"),
    ("N5-noframes", "N5"),
)


@dataclass
class _Answers:
    tasks: int = 0
    correct: int = 0
    judged: int = 0
    errors: int = 0

    def report(self, *, judging: bool) -> dict[str, Any]:
        return {
            "tasks": self.tasks,
            "answer_correct": round(self.correct / self.tasks, 4) if self.tasks else None,
            "judge_correct": round(self.judged / self.tasks, 4) if judging and self.tasks else None,
            "errors": self.errors,
        }


@dataclass
class _Collected:
    outcomes: dict[str, list[TaskOutcome]] = field(default_factory=dict)
    answers: dict[str, _Answers] = field(default_factory=dict)


def _request(task: Task, condition: Condition) -> ContextIn:
    body: dict[str, Any] = {"query": task.query, "route": task.route.value}
    if task.temporal is not None:
        body["temporal"] = dict(task.temporal)
    if task.signals is not None:
        body["signals"] = [{"kind": kind, "text": text} for kind, text in task.signals]
    if task.work_type is not None:
        body["work_type"] = task.work_type
    if task.budget_tokens is not None:
        body["budget_tokens"] = task.budget_tokens
    if task.session is not None:
        # One session per condition, so what one condition established never reaches another.
        body["session_id"] = f"{task.session}@{condition.name}"
    return ContextIn.model_validate(body)


@dataclass(frozen=True)
class _Asked:
    ids: list[str]
    route: str | None
    tokens: int
    latency_ms: float | None
    rendered: str
    # The memories whose loops the answer listed as open.
    loop_ids: list[str] = field(default_factory=list)
    # How the call established the work (None: the frame was not consulted, or no frame).
    establishment: str | None = None
    # The frame stage's time in the trace (None when the frame was not consulted).
    frame_ms: float | None = None


def same_bundle(asked: _Asked, twin: _Asked) -> bool:
    """Whether two calls gave the same bundle: the same entries and loops, in the same order."""
    return (asked.ids, asked.loop_ids) == (twin.ids, twin.loop_ids)


def _ask_condition(loaded: LoadedScenario, task: Task, condition: Condition) -> _Asked:
    """What ``task`` got under ``condition``."""
    if condition.stages is None:
        return _Asked([], None, 0, None, "")
    request = _request(task, condition)
    started = time.perf_counter()
    outcome = context_build(
        project=loaded.project,
        query=request.query,
        route=request.route,
        temporal=request.temporal.model_dump() if request.temporal else None,
        budget_tokens=request.budget_tokens,
        session_id=request.session_id or "",
        # A session here carries the work established, not what was served: without this, a
        # framed call's earlier bundles would change what the next call leaves out, and the
        # bundle could not be compared with the unframed one.
        session_fresh=request.session_id is not None,
        actor_label=ACTOR_LABEL,
        stages=condition.stages,
        signals=work_signals(request.signals),
        work_type=request.work_type,
    )
    latency_ms = (time.perf_counter() - started) * 1000
    route = outcome.route.route.value if condition.stages.routing else None
    ids = [str(item.memory.id) for item in outcome.items]
    loops = [loop.opened_by for loop in outcome.open_loops.items] if outcome.open_loops else []
    work = outcome.frame.work if outcome.frame else None
    established = work.state.value if work else None
    frame_ms = outcome.trace.latency_ms.get("frame_ms")
    return _Asked(
        ids, route, outcome.tokens, latency_ms, outcome.rendered, loops, established, frame_ms
    )


def _run_scenario(
    loaded: LoadedScenario,
    conditions: Sequence[Condition],
    reader: Reader | None,
    collected: _Collected,
) -> dict[str, str]:
    """Every task of one loaded scenario under every condition; a progress cell per condition."""
    scenario = loaded.scenario
    refs = {memory_id: ref for ref, memory_id in loaded.ids.items()}
    held = {
        refs[memory_id]: Held(status=status, standing=standing)
        for memory_id, (status, standing) in memory_holdings(memory_ids=refs).items()
    }
    # Every condition first, so a framed bundle can be compared with its twin's without frames.
    asked_by = {
        c.name: [_ask_condition(loaded, task, c) for task in scenario.tasks] for c in conditions
    }
    cells: dict[str, str] = {}
    for condition in conditions:
        outcomes = collected.outcomes.setdefault(condition.name, [])
        answers = collected.answers.setdefault(condition.name, _Answers())
        twin = asked_by.get(UNFRAMED_TWIN.get(condition.name, ""))
        correct = 0
        for number, task in enumerate(scenario.tasks):
            asked = asked_by[condition.name][number]
            outcome = score_task(
                scenario=scenario.id,
                family=scenario.family,
                task=task,
                bundle_refs=[refs[i] for i in asked.ids if i in refs],
                held=held,
                route=asked.route,
                tokens=asked.tokens,
                latency_ms=asked.latency_ms,
                loop_refs=[refs[i] for i in asked.loop_ids if i in refs],
                unframed_same=None if twin is None else same_bundle(asked, twin[number]),
                establishment=asked.establishment,
                frame_ms=asked.frame_ms,
            )
            outcomes.append(outcome)
            correct += outcome.passed
            if reader is not None and task.expect.answer is not None:
                _read(reader, task, asked.rendered, answers)
        cells[condition.name] = f"{correct}/{len(scenario.tasks)}"
    return cells


def _read(reader: Reader, task: Task, rendered: str, answers: _Answers) -> None:
    expected = task.expect.answer
    assert expected is not None  # the caller asks only tasks with an expected answer
    reply = reader.answer(query=task.query, bundle=rendered)
    answers.tasks += 1
    if reply.error is not None:
        answers.errors += 1
        return
    answers.correct += answer_matches(reply.text, expected, task.expect.match)
    if reader.judging:
        answers.judged += reader.judge(query=task.query, expected=expected, answer=reply.text)


def _changes(conditions: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """For each added stage, the measures that moved and by how much (or "nothing")."""
    changes: dict[str, dict[str, Any]] = {}
    for before, after in STEPS:
        if not conditions.get(before, {}).get("available") or not conditions.get(after, {}).get(
            "available"
        ):
            continue
        moved: dict[str, Any] = {}
        for key in COMPARED:
            old, new = conditions[before].get(key), conditions[after].get(key)
            if old != new:
                moved[key] = {"from": old, "to": new}
        changes[f"{before}->{after}"] = moved or {"nothing": "no measure moved"}
    return changes


def _condition_report(condition: Condition, outcomes: list[TaskOutcome]) -> dict[str, Any]:
    if not condition.available:
        return {
            "available": False,
            "description": condition.description,
            "reason": condition.unavailable,
        }
    stages = condition.stages
    return {
        "available": True,
        "description": condition.description,
        "stages_off": stages.off() if stages else ["memory"],
        **measures(outcomes),
        "route_correct": route_accuracy(outcomes),
    }


def evaluation_run(
    *,
    scenarios: Sequence[Scenario],
    conditions: Sequence[Condition],
    slug_prefix: str,
    reader: Reader | None = None,
    progress: Callable[[str], None] = lambda line: None,
) -> dict[str, Any]:
    """The report of ``scenarios`` under ``conditions`` (JSON-ready; see the module rule).

    Each scenario goes into the new project ``<slug_prefix>-<number>``; those projects stay,
    so every bundle's trace can be read afterwards.
    """
    runnable = [c for c in conditions if c.available]
    collected = _Collected()
    started = time.perf_counter()
    for number, scenario in enumerate(scenarios, 1):
        began = time.perf_counter()
        loaded = scenario_load(scenario=scenario, slug=f"{slug_prefix}-{number:03d}")
        if embeddings_enabled():
            memory_embed_batch(memory_ids=list(loaded.ids.values()))
        cells = _run_scenario(loaded, runnable, reader, collected)
        shown = " ".join(f"{name} {cell}" for name, cell in cells.items())
        progress(
            f"[{number}/{len(scenarios)}] {scenario.id}: {shown} "
            f"({time.perf_counter() - began:.1f} s)"
        )

    report_conditions = {
        c.name: _condition_report(c, collected.outcomes.get(c.name, [])) for c in conditions
    }
    families: dict[str, dict[str, Any]] = {}
    for family in sorted({s.family for s in scenarios}):
        families[family] = {
            c.name: _condition_report(
                c, [o for o in collected.outcomes.get(c.name, []) if o.family == family]
            )
            for c in runnable
        }
    judging = reader is not None and reader.judging
    return {
        "suite": {
            "scenarios": len(scenarios),
            "tasks": sum(len(s.tasks) for s in scenarios),
            "families": {f: sum(1 for s in scenarios if s.family == f) for f in families},
            # Off, the frames stage only records the frame: N4 is then N3, and N5 N5-noframes.
            "frames_setting": bool(settings.MEMORY_FRAMES),
        },
        "conditions": report_conditions,
        "families": families,
        "changes": _changes(report_conditions),
        "frames": frame_changes(collected.outcomes),
        "reader": reader.name if reader is not None else "not run (no --reader)",
        "answers": {
            name: answers.report(judging=judging) for name, answers in collected.answers.items()
        }
        if reader is not None
        else {},
        "seconds": round(time.perf_counter() - started, 1),
    }
