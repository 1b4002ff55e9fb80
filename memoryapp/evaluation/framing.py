"""What the frames stage changed, task by task: each condition with frames against its twin
without them (``conditions.FRAMED_PAIRS``).

Rule: the two conditions of a pair differ by the frames stage alone, so a task that passes
with frames and failed without them is one the frame repaired, and one that passed without
frames and fails with them is one the frame lost. The measures' differences (``changes`` in
the report) say how much; these lists say which tasks, so a loss can be read in its trace.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from memoryapp.evaluation.conditions import FRAMED_PAIRS
from memoryapp.evaluation.measures import TaskOutcome


def _passed(outcomes: Sequence[TaskOutcome]) -> dict[str, bool]:
    return {f"{o.scenario}/{o.task}": o.passed for o in outcomes}


def frame_changes(outcomes: Mapping[str, Sequence[TaskOutcome]]) -> dict[str, dict[str, Any]]:
    """For each pair that ran, ``"<unframed>-><framed>"``: the tasks the frames repaired and
    those they lost (sorted ``scenario/task`` names), and how many tasks both ran."""
    changes: dict[str, dict[str, Any]] = {}
    for unframed, framed in FRAMED_PAIRS:
        if unframed not in outcomes or framed not in outcomes:
            continue
        before, after = _passed(outcomes[unframed]), _passed(outcomes[framed])
        both = sorted(set(before) & set(after))
        changes[f"{unframed}->{framed}"] = {
            "tasks": len(both),
            "repaired": [task for task in both if after[task] and not before[task]],
            "lost": [task for task in both if before[task] and not after[task]],
        }
    return changes
