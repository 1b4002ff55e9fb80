"""A scenario loaded into a project of its own, through the services the API uses.

The history goes in as one import (``memory_import``: the lines keep their recorded and valid
times, their chains and standing, and the whole batch is checked before anything is written),
the events as one capture (``events_capture``). Nothing here writes a row itself.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime

from memoryapp.evaluation.scenarios import Scenario
from memoryapp.models import Project
from memoryapp.services.events import EventInput, events_capture
from memoryapp.services.imports import memory_import
from memoryapp.services.tokens import project_ensure

ACTOR_LABEL = "evaluation"


@dataclass(frozen=True)
class LoadedScenario:
    scenario: Scenario
    project: Project
    # The id the import gave each history line, by its ref.
    ids: dict[str, str]


def _event(raw: dict[str, object]) -> EventInput:
    observed = raw.get("observed_at")
    return EventInput(
        event_id=str(raw["event_id"]),
        session_id=str(raw["session_id"]),
        kind=str(raw["kind"]),
        role=str(raw.get("role") or ""),
        content=str(raw.get("content") or ""),
        tool=str(raw.get("tool") or ""),
        arguments=raw.get("arguments"),
        observed_at=datetime.fromisoformat(observed) if isinstance(observed, str) else None,
        turn_complete=bool(raw.get("turn_complete", False)),
    )


def scenario_load(*, scenario: Scenario, slug: str) -> LoadedScenario:
    """Load ``scenario`` into the new project ``slug`` (InvalidBatch naming the lines the import
    refused; a project that already holds memories is refused, so conditions never share one)."""
    project = project_ensure(slug=slug, name=f"evaluation: {scenario.id}")
    if project.memories.exists():
        raise ValueError(f"project {slug!r} already holds memories: each load needs a fresh one")
    ids = memory_import(
        project=project,
        texts=[json.dumps(dict(line)) for line in scenario.history],
        actor_label=ACTOR_LABEL,
    )
    if scenario.events:
        events_capture(project=project, events=[_event(dict(e)) for e in scenario.events])
    return LoadedScenario(scenario=scenario, project=project, ids=ids)
