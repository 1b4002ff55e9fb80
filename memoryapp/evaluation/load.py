"""A scenario loaded into a project of its own, through the services the API uses.

The history goes in as one import (``memory_import``: the lines keep their recorded and valid
times, their chains and standing, and the whole batch is checked before anything is written),
the events as one capture (``events_capture``), checked by the API's own schema first, each
typed event's memory recorded at its ``observed_at``, and the project's frame, if the scenario
declares one, through ``frame_save``. Nothing here writes a row itself.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from memoryapp.domain.types import Actor
from memoryapp.evaluation.scenarios import EVENT_REF, Scenario
from memoryapp.models import Project
from memoryapp.operations.schemas import EventsIn
from memoryapp.services.events import events_capture
from memoryapp.services.frames import frame_save
from memoryapp.services.imports import memory_import
from memoryapp.services.tokens import project_ensure

ACTOR_LABEL = "evaluation"


@dataclass(frozen=True)
class LoadedScenario:
    scenario: Scenario
    project: Project
    # The id the import gave each history line, by its ref.
    ids: dict[str, str]


def scenario_load(*, scenario: Scenario, slug: str) -> LoadedScenario:
    """Load ``scenario`` into the new project ``slug`` (InvalidBatch naming the lines the import
    refused; a project that already holds memories is refused, so conditions never share one)."""
    project = project_ensure(slug=slug, name=f"evaluation: {scenario.id}")
    if project.memories.exists():
        raise ValueError(f"project {slug!r} already holds memories: each load needs a fresh one")
    ids = memory_import(
        project=project,
        texts=[json.dumps(dict(line)) for line in (*scenario.history, *scenario.distractors)],
        actor_label=ACTOR_LABEL,
    )
    if scenario.events:
        # Validated as POST /api/v1/events validates them: same fields, same time rules.
        batch = EventsIn.model_validate({"events": [dict(e) for e in scenario.events]})
        # The owner's history, like the import: typed events take effect as they say, and
        # are known from when they were observed (an as-known standpoint sees them from then).
        stored = events_capture(
            project=project,
            events=[e.as_input() for e in batch.events],
            actor=Actor.OWNER,
            actor_label=ACTOR_LABEL,
            record_at_observed=True,
        )
        for event in stored:
            derived = event.derived_memories.order_by("recorded_at").first()
            if derived is not None:
                ids[f"{EVENT_REF}{event.event_id}"] = str(derived.id)
    if scenario.frame is not None:
        # Saved as the owner saves it, checked again by the frame service.
        frame_save(project=project, document=scenario.frame_document, actor_label=ACTOR_LABEL)
    return LoadedScenario(scenario=scenario, project=project, ids=ids)
