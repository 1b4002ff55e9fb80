"""What one task's bundle did, and the measures over many tasks (definitions: docs/evaluation.md).

Rule: a task is scored from its scenario's expectations and from what the store holds, never
from the pipeline's own judgement of the bundle (the trace's reasons are what is being tested).

- A task *acts* (its bundle may steer an action) when its route is ``influence``, or ``auto``
  and it is not a historical task; a ``recall`` task, or an auto historical one, only informs.
- Each ``not_influence`` memory is a risk of one kind, by what the store holds for it: a
  pending, rejected or archived memory is *unreviewed* (it must reach no bundle at all); an
  untrusted one is *untrusted*; any other (superseded, planned, not yet known, relevant and
  wrong now) is *stale*. Stale and untrusted memories harm only a bundle that acts.
- ``current_correct`` and ``historical_correct``: every ``selected`` memory is in the bundle,
  over the current (current, harm, untrusted) and the historical tasks. ``stale_harm``,
  ``untrusted_admitted``, ``unreviewed_admitted``: the fraction of the tasks at that risk in
  which such a memory reached the bundle. ``excluded_admitted``: of the tasks with ``excluded``
  memories (whatever their route), the fraction whose bundle carried one. ``evidence_recall``:
  the expected memories found over those expected, over all tasks. ``fallback_identical``: of the
  tasks that expect the unframed bundle (a frame that must fall back to query-only), under a
  condition with frames, the fraction whose bundle was its twin's without frames.
  ``frame_state_correct``: of the tasks that name the establishment they expect, under a
  condition with frames, the fraction whose call established the work so. A fraction over no
  task is None.
"""

from __future__ import annotations

import re
import statistics
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from memoryapp.evaluation.scenarios import Match, Route, Task, TaskKind

UNREVIEWED_STATUSES = frozenset({"pending", "rejected", "archived"})


@dataclass(frozen=True)
class Held:
    """What the store holds for one of a scenario's memories (after the load)."""

    status: str
    standing: str


@dataclass(frozen=True)
class TaskOutcome:
    scenario: str
    family: str
    task: str
    kind: TaskKind
    acts: bool
    # The task left the route to the router.
    auto: bool
    # The route the bundle served ("recall", "influence"), or None when nothing routed it.
    route: str | None
    expected: int
    found: int
    missing: tuple[str, ...]
    risks: frozenset[str]
    harms: frozenset[str]
    tokens: int
    latency_ms: float | None
    # The loops the task expects listed as open, and how many of them were.
    loops_expected: int = 0
    loops_found: int = 0
    # The listed loops the task says must not be (``not_open_loops``), and whether it names any.
    loops_wrong: tuple[str, ...] = ()
    loops_forbidden: bool = False
    # The task's ``excluded`` memories, and those of them that reached the bundle anyway.
    excluded: int = 0
    excluded_admitted: tuple[str, ...] = ()
    # For a task that expects the unframed bundle, under a condition with frames whose twin
    # without frames ran: whether the two bundles were the same. None otherwise.
    unframed_same: bool | None = None
    # For a task that names the establishment it expects, under a condition with frames: the
    # one the call reached (None otherwise), and whether it was the one expected.
    establishment: str | None = None
    establishment_right: bool | None = None
    # The frame stage's time from the call's trace (None when the frame was not consulted).
    frame_ms: float | None = None

    @property
    def asks_loops(self) -> bool:
        return bool(self.loops_expected) or self.loops_forbidden

    @property
    def loops_right(self) -> bool:
        return self.loops_found == self.loops_expected and not self.loops_wrong

    @property
    def correct(self) -> bool:
        return self.found == self.expected

    @property
    def passed(self) -> bool:
        return (
            self.correct
            and not self.harms
            and not self.excluded_admitted
            and self.loops_right
            and self.unframed_same is not False
            and self.establishment_right is not False
        )

    def failure(self) -> str:
        """What went wrong, in one line (for a task that did not pass)."""
        parts = [f"{self.scenario}/{self.task}"]
        if self.missing:
            parts.append(f"missing {', '.join(self.missing)}")
        if self.harms:
            parts.append(f"admitted {', '.join(sorted(self.harms))}")
        if self.excluded_admitted:
            parts.append(f"carried excluded {', '.join(self.excluded_admitted)}")
        if self.loops_found < self.loops_expected:
            parts.append(f"listed {self.loops_found} of {self.loops_expected} open loops")
        if self.loops_wrong:
            parts.append(f"listed as open {', '.join(self.loops_wrong)}")
        if self.unframed_same is False:
            parts.append("bundle differs from the unframed one")
        if self.establishment_right is False:
            parts.append(f"work established {self.establishment}")
        if self.route is not None:
            parts.append(f"routed {self.route}")
        return "; ".join(parts)


def intended_route(task: Task) -> Route:
    """The route a task needs: its own, or for ``auto`` the one its kind implies."""
    if task.route is not Route.AUTO:
        return task.route
    return Route.RECALL if task.kind is TaskKind.HISTORICAL else Route.INFLUENCE


def risk_of(held: Held) -> str:
    """The kind of harm a ``not_influence`` memory does if it reaches a bundle."""
    if held.status in UNREVIEWED_STATUSES:
        return "unreviewed"
    if held.standing == "untrusted":
        return "untrusted"
    return "stale"


def score_task(
    *,
    scenario: str,
    family: str,
    task: Task,
    bundle_refs: Iterable[str],
    held: Mapping[str, Held],
    route: str | None,
    tokens: int,
    latency_ms: float | None,
    loop_refs: Iterable[str] = (),
    unframed_same: bool | None = None,
    establishment: str | None = None,
    frame_ms: float | None = None,
) -> TaskOutcome:
    """The outcome of ``task`` whose bundle carried ``bundle_refs`` (see the module rule);
    ``establishment`` is the call's (None when the frame was not consulted)."""
    bundle, listed = set(bundle_refs), set(loop_refs)
    acts = intended_route(task) is Route.INFLUENCE
    risks: set[str] = set()
    harms: set[str] = set()
    for ref in task.expect.not_influence:
        risk = risk_of(held[ref])
        if risk != "unreviewed" and not acts:
            continue
        risks.add(risk)
        if ref in bundle:
            harms.add(risk)
    return TaskOutcome(
        scenario=scenario,
        family=family,
        task=task.id,
        kind=task.kind,
        acts=acts,
        auto=task.route is Route.AUTO,
        route=route,
        expected=len(task.expect.selected),
        found=sum(1 for ref in task.expect.selected if ref in bundle),
        missing=tuple(ref for ref in task.expect.selected if ref not in bundle),
        risks=frozenset(risks),
        harms=frozenset(harms),
        tokens=tokens,
        latency_ms=latency_ms,
        loops_expected=len(task.expect.open_loops),
        loops_found=len(set(task.expect.open_loops) & listed),
        loops_wrong=tuple(ref for ref in task.expect.not_open_loops if ref in listed),
        loops_forbidden=bool(task.expect.not_open_loops),
        excluded=len(task.expect.excluded),
        excluded_admitted=tuple(ref for ref in task.expect.excluded if ref in bundle),
        unframed_same=unframed_same if task.expect.same_as_unframed else None,
        frame_ms=frame_ms,
        **_established(task, establishment),
    )


def _established(task: Task, establishment: str | None) -> dict[str, Any]:
    expected = task.expect.establishment
    if expected is None or establishment is None:
        return {}
    return {
        "establishment": establishment,
        "establishment_right": establishment == expected.value,
    }


def _fraction(hits: Sequence[bool]) -> float | None:
    return round(sum(hits) / len(hits), 4) if hits else None


def _harm(outcomes: Sequence[TaskOutcome], risk: str) -> float | None:
    return _fraction([risk in o.harms for o in outcomes if risk in o.risks])


def measures(outcomes: Sequence[TaskOutcome]) -> dict[str, object]:
    """The context measures over ``outcomes`` (JSON-ready; the keys of docs/evaluation.md)."""
    # A task that only asks for open loops expects no memory in the bundle: it is scored by
    # open_loops_found alone.
    scored = [o for o in outcomes if o.expected or not o.asks_loops]
    current = [o for o in scored if o.kind is not TaskKind.HISTORICAL]
    historical = [o for o in scored if o.kind is TaskKind.HISTORICAL]
    expected = sum(o.expected for o in outcomes)
    latencies = [o.latency_ms for o in outcomes if o.latency_ms is not None]
    frame_times = [o.frame_ms for o in outcomes if o.frame_ms is not None]
    return {
        "tasks": len(outcomes),
        "current_correct": _fraction([o.correct for o in current]),
        "historical_correct": _fraction([o.correct for o in historical]),
        "stale_harm": _harm(outcomes, "stale"),
        "untrusted_admitted": _harm(outcomes, "untrusted"),
        "unreviewed_admitted": _harm(outcomes, "unreviewed"),
        "excluded_admitted": _fraction([bool(o.excluded_admitted) for o in outcomes if o.excluded]),
        "evidence_recall": round(sum(o.found for o in outcomes) / expected, 4)
        if expected
        else None,
        "open_loops_found": _fraction([o.loops_right for o in outcomes if o.asks_loops]),
        "fallback_identical": _fraction(
            [o.unframed_same for o in outcomes if o.unframed_same is not None]
        ),
        "frame_state_correct": _fraction(
            [o.establishment_right for o in outcomes if o.establishment_right is not None]
        ),
        "tokens": round(statistics.fmean(o.tokens for o in outcomes), 1) if outcomes else None,
        "latency_ms": round(statistics.median(latencies), 2) if latencies else None,
        "frame_ms": round(statistics.median(frame_times), 3) if frame_times else None,
        "failures": [o.failure() for o in outcomes if not o.passed],
        "at_risk": {
            risk: sum(1 for o in outcomes if risk in o.risks)
            for risk in ("stale", "untrusted", "unreviewed")
        },
    }


def route_accuracy(outcomes: Sequence[TaskOutcome]) -> float | None:
    """Of the ``auto`` tasks, the fraction the router sent where the task needs; None if nothing
    routed them."""
    needed = {True: Route.INFLUENCE.value, False: Route.RECALL.value}
    return _fraction([o.route == needed[o.acts] for o in outcomes if o.auto and o.route])


# --- the reader's answer ----------------------------------------------------------------

_NOT_WORD = re.compile(r"\W+")


def normalise(text: str) -> str:
    """Case, accents' composition, punctuation and spacing do not make an answer wrong."""
    folded = unicodedata.normalize("NFKC", text).casefold()
    return " ".join(_NOT_WORD.sub(" ", folded).split())


def answer_matches(answer: str, expected: str, match: Match) -> bool:
    given, wanted = normalise(answer), normalise(expected)
    if match is Match.EXACT:
        return given == wanted
    return f" {wanted} " in f" {given} "
