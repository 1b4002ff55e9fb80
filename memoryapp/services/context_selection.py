"""What /context judges after retrieval: the candidates in selection order (anchors, chains
walked back, versions brought forward: memoryapp.domain.selection) and the trace rows of the
versions no leg returned."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from django.conf import settings

from memoryapp.db.trace_storage import CONTEXT_COLUMNS, ContextCandidate
from memoryapp.domain.decisions import (
    BUDGET_EXHAUSTED,
    HOLDS,
    Candidate,
    CandidateDecision,
    trace_decision,
)
from memoryapp.domain.fusion import LEGS
from memoryapp.domain.routing import Route, RouteDecision, earlier_cue
from memoryapp.domain.selection import anchor_of, brought_forward, walked_back
from memoryapp.domain.temporal import TemporalVerdict
from memoryapp.domain.types import MemoryStatus, Standing
from memoryapp.models import Project
from memoryapp.retrieval import CandidateRow, Retrieval
from memoryapp.retrieval.versions import (
    memory_rows,
    memory_subjects,
    memory_subjects_and_entities,
)


@dataclass(frozen=True)
class Selection:
    """What decide() judges: the candidates in selection order and the rows of all of them."""

    candidates: list[Candidate]
    rows: dict[str, CandidateRow]
    # For the trace: the chains walked back and by which cue, the versions brought forward.
    walk: dict[str, Any]
    # The subject key of each candidate that has one (what anchors it; the frame reads it),
    # and, when asked for, the entity keys of each that mentions any (the frame's).
    subjects: dict[str, str] = field(default_factory=dict)
    entities: dict[str, frozenset[str]] = field(default_factory=dict)


def selection_of(
    *,
    project: Project,
    query: str,
    route: RouteDecision,
    retrieval: Retrieval,
    heads: dict[str, str],
    verdicts: dict[str, TemporalVerdict],
    earlier: dict[str, str],
    with_entities: bool = False,
) -> Selection:
    """The candidates in selection order with their anchors: on a recall that asks for an
    earlier state the walked chains first, their versions the legs missed included
    (memoryapp.domain.selection). ``with_entities``: read the candidates' entity keys too."""
    ranked = [c.memory_id for c in retrieval.fused]
    cue = earlier_cue(query) if route.route is Route.RECALL else None
    limit = int(settings.MEMORY_CONTEXT_MAX_ITEMS)
    walks = walked_back(ranked, chains=retrieval.chains, head_of=heads, limit=limit) if cue else []
    walked = [memory_id for walk in walks for memory_id in walk]
    holding = {
        heads[v.id]: v.id
        for versions in retrieval.chains.values()
        for v in versions
        if verdicts[v.id].status in HOLDS
    }
    forward = brought_forward(ranked, head_of=heads, holding=holding)
    replaced = retrieval.replacements
    known = {**retrieval.rows, **retrieval.replacement_rows}
    missing = (set(walked) | set(forward.values()) | set(replaced.values())) - set(known)
    rows = {**known, **memory_rows(project=project, memory_ids=missing)}
    subjects, entities = _about(project, rows, with_entities=with_entities)
    first = [m for m in walked if m in rows]
    order = _in_order(first, ranked, forward, replaced, rows)
    candidates = [
        Candidate(
            memory_id=memory_id,
            chain_head=heads[memory_id],
            status=MemoryStatus(rows[memory_id].status),
            standing=Standing(rows[memory_id].standing),
            temporal=verdicts[memory_id],
            fused_rank=rank,
            served_as=earlier.get(memory_id),
            anchor=anchor_of(
                subject=subjects.get(memory_id, ""),
                chain_head=heads[memory_id],
                chain_length=len(retrieval.chains.get(heads[memory_id], ())),
            ),
        )
        for rank, memory_id in enumerate(order, 1)
    ]
    walk = {
        **({"walked_back": {"asked_by": cue, "first": first}} if walks else {}),
        **({"brought_forward": sorted(set(forward.values()) & set(rows))} if forward else {}),
        **({"replaced_by": {k: v for k, v in replaced.items() if v in rows}} if replaced else {}),
    }
    return Selection(candidates, rows, walk, subjects, entities)


def _in_order(
    first: list[str],
    ranked: list[str],
    forward: Mapping[str, str],
    replaced: Mapping[str, str],
    rows: Mapping[str, CandidateRow],
) -> list[str]:
    """The selection order: the walked chains' versions, then each candidate in rank order
    followed by the version it brings forward and the replacement (and its replacement) its
    retired document names; each once."""
    taken = set(first)
    order = [*first]
    for memory_id in ranked:
        following = [memory_id, forward.get(memory_id)]
        step = replaced.get(memory_id)
        while step is not None and step not in following:
            following.append(step)
            step = replaced.get(step)
        for m in following:
            if m is not None and m in rows and m not in taken:
                taken.add(m)
                order.append(m)
    return order


def _about(
    project: Project, rows: dict[str, CandidateRow], *, with_entities: bool
) -> tuple[dict[str, str], dict[str, frozenset[str]]]:
    """The candidates' subject keys and, when asked for, their entity keys."""
    if with_entities:
        return memory_subjects_and_entities(project=project, memory_ids=rows)
    return memory_subjects(project=project, memory_ids=rows), {}


def walked_row(
    d: CandidateDecision,
    row: CandidateRow,
    heads: dict[str, str],
    verdicts: dict[str, TemporalVerdict],
    included: set[str],
    effects: Mapping[str, str],
) -> tuple[Any, ...]:
    """The trace row of a version a chain walk brought: no leg returned it, so it has no leg
    cells, no score and fused rank 0."""
    selected = d.selected and d.memory_id in included
    traced: ContextCandidate = {
        "memory_id": d.memory_id,
        "type": row.type,
        "status": row.status,
        "standing": row.standing,
        "chain_head": heads[d.memory_id],
        "legs": [None] * len(LEGS),
        "fused_rank": 0,
        "fused_score": 0.0,
        "boost": 1.0,
        "neighbour_score": 0.0,
        "type_weight": 1.0,
        "score": 0.0,
        "temporal_status": verdicts[d.memory_id].status.value,
        "decision": trace_decision(selected),
        "reason": d.reason if (not d.selected or selected) else BUDGET_EXHAUSTED,
        "label": d.label,
        "frame": effects.get(d.memory_id, ""),
    }
    return CONTEXT_COLUMNS.row(traced)
