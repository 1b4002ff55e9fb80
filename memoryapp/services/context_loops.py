"""The open loops of a context call, carried in its bundle like any other memory.

When the query asks what is unfinished, each open loop's opening memory is a candidate judged by
:func:`memoryapp.domain.decisions.decide` under the call's route and standpoint (so an untrusted,
pending or archived opener serves influence no more than a retrieved memory would; a planned one
does, labelled planned, since the plan being still open is what holds now), and the selected
ones are entries of the same fenced block, packed against the same ``budget_tokens`` after the
retrieved memories. An opener the retrieval already bundled is not repeated: its entry is marked
``open loop``. Every open loop that is not in the block is
counted by the reason it was left out.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Mapping
from dataclasses import dataclass

from django.conf import settings

from memoryapp.domain.context import CITED_SOURCES, BundleItem, citation
from memoryapp.domain.decisions import (
    BUDGET_EXHAUSTED,
    Candidate,
    CandidateDecision,
    Stages,
    decide,
)
from memoryapp.domain.loops import Loop, LoopMemory, LoopStatus, asks_about_open_loops
from memoryapp.domain.routing import RouteDecision
from memoryapp.domain.temporal import Standpoint, TemporalVerdict, Version, evaluate_chain
from memoryapp.domain.types import Standing
from memoryapp.models import Project
from memoryapp.retrieval import CandidateRow
from memoryapp.selectors import subjects as subject_selectors


def bundle_item(row: CandidateRow, label: str, *, open_loop: bool = False) -> BundleItem:
    """The bundle entry of a memory: its type, label, valid-from day, source and standing."""
    return BundleItem(
        memory_id=row.id,
        type=row.type,
        label=label,
        content=row.content,
        valid_from=row.valid_from.date().isoformat() if row.valid_from else None,
        source=row.source_kind,
        untrusted=row.standing == Standing.UNTRUSTED.value,
        open_loop=open_loop,
        cite=citation(row.source_ref)
        if row.source_kind in CITED_SOURCES and row.source_ref
        else None,
    )


@dataclass(frozen=True)
class LoopCandidates:
    """The open loops a query asked for, and the entries the bundle may add for them."""

    asked_by: str
    # Every open loop, newest first.
    loops: list[Loop]
    # The decisions on the openers the retrieval did not bundle, by memory id.
    decisions: dict[str, CandidateDecision]
    # Their selected entries, to be packed after the retrieved ones.
    items: list[BundleItem]

    @property
    def open_ids(self) -> frozenset[str]:
        return frozenset(loop.id for loop in self.loops)


@dataclass(frozen=True)
class OpenLoops:
    """What a context call says about open loops: ``items`` the bundle carries, ``left_out``
    how many of the others were left out, by reason code."""

    asked_by: str
    items: list[Loop]
    left_out: dict[str, int]


def _verdict(opener: LoopMemory, point: Standpoint) -> TemporalVerdict:
    # An open loop's opener has no successor (one would have closed or superseded the loop),
    # so it is judged as the head it is.
    version = Version(opener.id, opener.recorded_at, opener.valid_from, opener.valid_to, None, None)
    return evaluate_chain([version], point)[opener.id]


def loop_candidates(
    *,
    project: Project,
    query: str,
    point: Standpoint,
    route: RouteDecision,
    stages: Stages,
    bundled: Collection[str],
    served: Mapping[str, str],
) -> LoopCandidates | None:
    """The open loops if (and only if) the query asks what is unfinished, as they stood at the
    call's standpoint (``point``: valid time and known time), each opener not in
    ``bundled`` (the retrieval's selected ids) decided for ``route`` like a candidate, and
    like one left out when an earlier bundle of the session carried it (``served``: id ->
    form, :func:`memoryapp.selectors.memories.session_served`)."""
    asked_by = asks_about_open_loops(query)
    if asked_by is None:
        return None
    loops = [
        loop
        for loop in subject_selectors.open_loops(
            project=project, now=point.valid_at, known_at=point.known_at
        )
        if loop.status is LoopStatus.OPEN
    ]
    own = [loop for loop in loops if loop.id not in bundled]
    decisions = decide(
        [
            Candidate(
                memory_id=loop.id,
                chain_head=loop.id,
                status=loop.opener.status,
                standing=loop.opener.standing,
                temporal=_verdict(loop.opener, point),
                fused_rank=rank,
                open_loop=True,
                served_as=served.get(loop.id),
            )
            for rank, loop in enumerate(own, 1)
        ],
        route=route,
        limit=int(settings.MEMORY_CONTEXT_MAX_ITEMS),
        stages=stages,
    )
    chosen = [d for d in decisions if d.selected]
    rows = subject_selectors.loop_openers(project=project, ids=[d.memory_id for d in chosen])
    items = [
        bundle_item(rows[d.memory_id], d.label, open_loop=True)
        for d in chosen
        if d.memory_id in rows
    ]
    return LoopCandidates(asked_by, loops, {d.memory_id: d for d in decisions}, items)


def loops_packed(candidates: LoopCandidates, included: Collection[str]) -> OpenLoops:
    """The loops the packed bundle carries (``included``: its memory ids) and why the others
    are not in it: their decision's reason, or ``budget.exhausted`` for a selected one."""
    left_out: Counter[str] = Counter()
    for loop in candidates.loops:
        if loop.id in included:
            continue
        decision = candidates.decisions.get(loop.id)
        left_out[decision.reason if decision and not decision.selected else BUDGET_EXHAUSTED] += 1
    return OpenLoops(
        candidates.asked_by,
        [loop for loop in candidates.loops if loop.id in included],
        dict(sorted(left_out.items())),
    )
