"""The memory conditions of the evaluation, N0 to N5: each one configuration of the one pipeline.

Rule: a condition never re-implements retrieval or policy. It is a set of :class:`Stages` that
``services.context.context_build`` applies (or, for N0, no call at all), so what a condition
measures is the product with some stages switched off, and N5 is the product as the API runs
it. The stages accumulate in the order the questions of the evaluation ask them:

- N0: no memory; the task is met with an empty bundle.
- N1: hybrid retrieval, the top items by fused rank: no routing, no temporal judgement, no
  standing, and no review status (the store holds whatever was proposed, as a memory without
  an owner's review would), packed without a token budget.
- N2: routed (the caller's route, or the router's for ``auto``).
- N3: routed and judged at the task's temporal standpoint.
- N4: routed, temporal and frames: N3 with the project's frame applied to the task's signals.
- N5-noframes: N3 + standing, review status and the token budget, frames off: the product as
  it would be without frames, the twin N5 is compared with task by task.
- N5: the full policy: standing, review status, the token budget, frames, everything the
  product does.

``FRAMED_PAIRS`` names each condition with frames and its twin without them; a task may ask
that a framed bundle be the very bundle of its twin (``expect.same_as_unframed``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from memoryapp.domain.decisions import ALL_STAGES, Stages


@dataclass(frozen=True)
class Condition:
    name: str
    description: str
    # None: no call to the pipeline (N0), or a condition that is not available.
    stages: Stages | None
    # Why the condition cannot be run, for one that is not available.
    unavailable: str = ""

    @property
    def available(self) -> bool:
        return not self.unavailable


_NOTHING = Stages(
    routing=False, temporal=False, standing=False, review=False, budget=False, frames=False
)

CONDITIONS: tuple[Condition, ...] = (
    Condition("N0", "no memory", None),
    Condition("N1", "hybrid retrieval, top items by fused rank", _NOTHING),
    Condition(
        "N2",
        "routed (recall / influence / auto)",
        Stages(
            routing=True, temporal=False, standing=False, review=False, budget=False, frames=False
        ),
    ),
    Condition(
        "N3",
        "routed + temporal standpoints",
        Stages(
            routing=True, temporal=True, standing=False, review=False, budget=False, frames=False
        ),
    ),
    Condition(
        "N4",
        "routed + temporal + frames",
        Stages(
            routing=True, temporal=True, standing=False, review=False, budget=False, frames=True
        ),
    ),
    Condition(
        "N5-noframes",
        "the full policy with frames off (standing, review status, token budget)",
        replace(ALL_STAGES, frames=False),
    ),
    Condition("N5", "the full policy (standing, review status, token budget, frames)", ALL_STAGES),
)
BY_NAME = {condition.name: condition for condition in CONDITIONS}
# (without frames, with frames): two conditions that differ by the frames stage alone.
FRAMED_PAIRS: tuple[tuple[str, str], ...] = (("N3", "N4"), ("N5-noframes", "N5"))
UNFRAMED_TWIN = {framed: unframed for unframed, framed in FRAMED_PAIRS}


def conditions_named(names: Sequence[str]) -> list[Condition]:
    """The conditions ``names`` lists, in the order of CONDITIONS; ValueError naming an
    unknown one."""
    unknown = [name for name in names if name not in BY_NAME]
    if unknown:
        raise ValueError(
            f"unknown condition(s) {', '.join(unknown)}: choose from {', '.join(BY_NAME)}"
        )
    return [condition for condition in CONDITIONS if condition.name in set(names)]
