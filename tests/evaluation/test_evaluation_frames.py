"""The frame families of the suite (docs/evaluation.md, "The frame families"): what N4 and N5
repair, that they lose nothing, and that the tasks which must not change would notice a frame
that took control it should not have."""

from __future__ import annotations

import dataclasses

import pytest

from memoryapp.evaluation.conditions import BY_NAME, conditions_named
from memoryapp.evaluation.load import scenario_load
from memoryapp.evaluation.run import _ask_condition, evaluation_run
from memoryapp.evaluation.scenarios import Scenario, Task, read_suite
from memoryapp.services.embeddings import embeddings_enabled, memory_embed_batch
from tests.evaluation.test_evaluation_scenarios import SUITE

FRAME_FAMILIES = ("frame-preferred", "frame-inferred", "frame-conflicting", "frame-stale")


def frame_scenarios() -> list[Scenario]:
    return [s for s in read_suite(SUITE) if s.family in FRAME_FAMILIES]


@pytest.mark.slow
@pytest.mark.django_db
def test_frames_repair_the_tight_budgets_and_lose_nothing() -> None:
    report = evaluation_run(
        scenarios=frame_scenarios(),
        conditions=conditions_named(["N3", "N4", "N5-noframes", "N5"]),
        slug_prefix="frames",
    )
    for name in ("N4", "N5"):
        framed = report["conditions"][name]
        assert framed["failures"] == [], name
        assert (framed["fallback_identical"], framed["frame_state_correct"]) == (1.0, 1.0)
    for pair in ("N3->N4", "N5-noframes->N5"):
        changes = report["frames"][pair]
        assert changes["lost"] == [], pair
        # Only the tight budgets need a frame; the others must merely not be hurt by one.
        assert changes["repaired"], pair
        assert {task.split("-")[1] for task in changes["repaired"]} == {"preferred"}


def _decisive_kept(loaded: object, task: Task, work_type: str, refs: dict[str, str]) -> bool:
    forced = dataclasses.replace(task, work_type=work_type, session=None)
    asked = _ask_condition(loaded, forced, BY_NAME["N5"])  # type: ignore[arg-type]
    bundle = {refs.get(memory_id) for memory_id in asked.ids}
    return all(ref in bundle for ref in task.expect.selected)


@pytest.mark.slow
@pytest.mark.django_db
def test_a_wrong_hard_frame_would_cost_the_tasks_that_must_not_change_their_evidence() -> None:
    # Declaring a work type gives the frame hard control: for at least one of its scenario's
    # work types, each inferred, conflicting or stale-switch task would then lose its decisive
    # memory at N5. So these families pass because the frame held back, not because nothing
    # could go wrong.
    guarded = [s for s in frame_scenarios() if s.family != "frame-preferred"]
    for number, scenario in enumerate(guarded):
        loaded = scenario_load(scenario=scenario, slug=f"wrong-{number}")
        if embeddings_enabled():
            memory_embed_batch(memory_ids=list(loaded.ids.values()))
        refs = {memory_id: ref for ref, memory_id in loaded.ids.items()}
        document = scenario.frame_document
        assert document is not None
        types = [work["name"] for work in document["work_types"]]
        for task in scenario.tasks:
            if scenario.family == "frame-stale" and not task.expect.same_as_unframed:
                continue
            kept = [_decisive_kept(loaded, task, name, refs) for name in types]
            assert not all(kept), (scenario.id, task.id)
