"""Search and bounded context: retrieve, route, judge in time, decide, pack, and trace.

Every call leaves one ContextTrace in which every candidate any leg returned has a decision
and a stable reason code. A context call also moves ``last_retrieved_at`` of the memories that
entered the bundle (kept in MemoryRetrieval), in one upsert, and appends one BundleEvent, the
audit of what the bundle carried; ``last_confirmed_at`` never moves here. This module decides
what the trace holds; services.context_trace shapes its columns and services.traces writes it,
all of it in one statement.
"""

from __future__ import annotations

import hashlib
import sys
import time
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from functools import partial
from typing import Any

from django.conf import settings
from django.utils import timezone

from memoryapp.db.replicas import on_a_replica
from memoryapp.db.trace_storage import CONTEXT_COLUMNS, SEARCH_COLUMNS, SearchCandidate
from memoryapp.domain.context import Bundle, BundleItem, pack
from memoryapp.domain.decisions import (
    ALL_STAGES,
    RANK_BELOW_CUTOFF,
    SELECTED_CURRENT,
    SELECTED_HISTORICAL,
    CandidateDecision,
    Stages,
    decide,
    trace_decision,
)
from memoryapp.domain.frame_establishment import WorkSignal
from memoryapp.domain.fusion import LEGS
from memoryapp.domain.routing import RouteDecision, route_query
from memoryapp.domain.temporal import Mode, Standpoint, TemporalVerdict, evaluate_chain, standpoint
from memoryapp.domain.types import MemoryStatus
from memoryapp.errors import InvalidInput
from memoryapp.models import ContextTrace, Project
from memoryapp.retrieval import (
    CandidateRow,
    Retrieval,
    Scope,
    head_of,
    lexical_candidates,
    limit_types,
    retrieve,
)
from memoryapp.retrieval.replacements import with_replacements
from memoryapp.selectors.memories import session_served
from memoryapp.services.context_frame import (
    Framed,
    FrameStep,
    frame_apply,
    frame_establish,
    frame_json,
)
from memoryapp.services.context_loops import (
    LoopCandidates,
    OpenLoops,
    bundle_item,
    loop_candidates,
    loops_packed,
)
from memoryapp.services.context_selection import Selection, selection_of
from memoryapp.services.context_trace import (
    context_trace_rows,
    leg_cells,
    legs_json,
    route_json,
    session_json,
    trace_config,
)
from memoryapp.services.traces import ReadCall, trace_write


def _leg_detail(candidate: Any) -> dict[str, Any]:
    return {
        name: ({"rank": hit.rank, "score": round(hit.score, 6)} if hit else None)
        for name, hit in candidate.legs.items()
    }


def _verdicts(
    retrieval: Retrieval, point: Standpoint
) -> tuple[dict[str, TemporalVerdict], dict[str, str]]:
    chains = retrieval.chains
    verdicts: dict[str, TemporalVerdict] = {}
    for versions in chains.values():
        verdicts.update(evaluate_chain(versions, point))
    return verdicts, head_of(chains)


# --- /search ----------------------------------------------------------------------------


@dataclass(frozen=True)
class SearchResult:
    memory: CandidateRow
    score: float
    legs: dict[str, Any]
    temporal_status: str


@dataclass(frozen=True)
class SearchOutcome:
    trace: ContextTrace
    results: list[SearchResult]


def search_run(
    *,
    project: Project,
    query: str,
    k: int = 10,
    types: list[str] | None = None,
    include_history: bool = False,
    actor_label: str = "",
    token_id: int | None = None,
) -> SearchOutcome:
    """Active chain heads (and, with ``include_history``, their earlier versions) for a query."""
    call = ReadCall(project=project, query=query, actor_label=actor_label, token_id=token_id)
    scope = _search_scope(types, include_history=include_history)
    retrieval = on_a_replica(
        partial(retrieve, project=project, query=query, scope=scope),
        memories=Retrieval.memory_ids,
    )
    point = standpoint(Mode.CURRENT, now=timezone.now())
    verdicts, heads = _verdicts(retrieval, point)
    rows, results = _search_ranking(retrieval, verdicts, heads, k=k)
    trace = trace_write(
        call,
        kind=ContextTrace.Kind.SEARCH,
        fields={
            "route": {},
            "temporal": point.as_dict(),
            "config": {
                **trace_config(lexical_limit=lexical_candidates(), retrieval=retrieval),
                "k": k,
                "types": list(scope.types),
                "include_history": include_history,
            },
            "legs": legs_json(retrieval),
            "budget": {},
            "latency_ms": {**retrieval.latency_ms, "total_ms": call.total_ms()},
        },
        candidates=SEARCH_COLUMNS.table(rows, legs=LEGS),
        memory_ids=[r.memory.id for r in results],
        now=point.known_at,
    )
    return SearchOutcome(trace=trace, results=results)


def _search_scope(types: list[str] | None, *, include_history: bool) -> Scope:
    try:
        return Scope(heads_only=not include_history, types=limit_types(types))
    except ValueError:
        raise InvalidInput("unknown memory type in types", details={"field": "types"}) from None


def _search_ranking(
    retrieval: Retrieval,
    verdicts: dict[str, TemporalVerdict],
    heads: dict[str, str],
    *,
    k: int,
) -> tuple[list[tuple[Any, ...]], list[SearchResult]]:
    """Every candidate's trace row, and the results: the first ``k`` of the fused ranking."""
    rows: list[tuple[Any, ...]] = []
    results: list[SearchResult] = []
    for candidate in retrieval.fused:
        memory_id = candidate.memory_id
        status = verdicts[memory_id].status.value
        selected = candidate.fused_rank <= k
        if selected:
            reason = SELECTED_CURRENT if heads[memory_id] == memory_id else SELECTED_HISTORICAL
        else:
            reason = RANK_BELOW_CUTOFF
        traced: SearchCandidate = {
            "memory_id": memory_id,
            "type": retrieval.rows[memory_id].type,
            "legs": leg_cells(candidate),
            "fused_rank": candidate.fused_rank,
            "fused_score": candidate.fused_score,
            "boost": candidate.boost,
            "neighbour_score": candidate.neighbour_score,
            "type_weight": candidate.type_weight,
            "score": candidate.final_score,
            "temporal_status": status,
            "decision": trace_decision(selected),
            "reason": reason,
        }
        rows.append(SEARCH_COLUMNS.row(traced))
        if selected:
            results.append(
                SearchResult(
                    memory=retrieval.rows[memory_id],
                    score=candidate.final_score,
                    legs=_leg_detail(candidate),
                    temporal_status=status,
                )
            )
    return rows, results


# --- /context ---------------------------------------------------------------------------


@dataclass(frozen=True)
class ContextItem:
    memory: CandidateRow
    temporal_status: str
    reason: str
    label: str


@dataclass(frozen=True)
class ContextOutcome:
    trace: ContextTrace
    route: RouteDecision
    items: list[ContextItem]
    rendered: str
    tokens: int
    # Only when the query asks about unfinished work: the phrase that asked, the open loops the
    # bundle carries and how many were left out (memoryapp.services.context_loops).
    open_loops: OpenLoops | None = None
    # The project's frame for this call (memoryapp.services.context_frame); None when the
    # frame was not consulted (the evaluation's Stages.frames off).
    frame: FrameStep | None = None


def standpoint_from(temporal: dict[str, Any] | None, now: datetime) -> Standpoint:
    temporal = temporal or {}
    try:
        return standpoint(
            Mode(temporal.get("mode", Mode.CURRENT.value)),
            now=now,
            valid_at=temporal.get("valid_at"),
            known_at=temporal.get("known_at"),
        )
    except ValueError as error:
        raise InvalidInput(f"temporal: {error}", details={"field": "temporal"}) from None


@dataclass(frozen=True)
class _Question:
    """What a /context call asks, as its steps after routing read it."""

    project: Project
    query: str
    # The route the caller asked for ("auto" lets the router choose) and the router's decision.
    requested: str
    route: RouteDecision
    point: Standpoint
    now: datetime
    budget: int
    session_id: str
    session_fresh: bool
    stages: Stages
    # The caller's evidence of the work being done (None: read the session's) and named type.
    signals: tuple[WorkSignal, ...] | None = None
    work_type: str | None = None


@dataclass(frozen=True)
class _Judged:
    """Every candidate's temporal verdict and chain head, and how long judging took."""

    verdicts: dict[str, TemporalVerdict]
    heads: dict[str, str]
    ms: float


@dataclass(frozen=True)
class _Decided:
    """The policy's decision on every candidate, the selected ones, and the open loops the
    query asked for (None when it asked for none or routing is off)."""

    selection: Selection
    decisions: list[CandidateDecision]
    chosen: list[CandidateDecision]
    asked: LoopCandidates | None
    # Selection and decision, the open loops' reads and the frame not counted.
    ms: float
    # The frame's control (None: not consulted) and what it did to the candidates.
    step: FrameStep | None
    framed: Framed


@dataclass(frozen=True)
class _Packed:
    """The fenced block, the retrieved entries offered to it and the ids it holds."""

    trace_id: uuid.UUID
    bundle: Bundle
    items: list[BundleItem]
    included: set[str]
    loops: OpenLoops | None
    ms: float


def context_build(
    *,
    project: Project,
    query: str,
    route: str = "auto",
    temporal: dict[str, Any] | None = None,
    budget_tokens: int | None = None,
    session_id: str = "",
    session_fresh: bool = False,
    actor_label: str = "",
    now: datetime | None = None,
    token_id: int | None = None,
    stages: Stages = ALL_STAGES,
    signals: Sequence[WorkSignal] | None = None,
    work_type: str | None = None,
) -> ContextOutcome:
    """A bounded, fenced bundle for ``query`` plus the trace that explains it.

    With a ``session_id``, a memory an earlier bundle of the session already carried in the
    same form is left out (``dedup.already_in_session``) unless ``session_fresh`` says the
    model's context was cleared since; the trace records what this bundle carried for the
    session's later calls. Two calls of a session at once may both carry a memory (each reads
    before the other's trace exists): at worst a duplicate, never a memory lost.

    ``signals`` and ``work_type`` say what work is done, for the project's frame. ``stages``
    is for the evaluation harness, which measures the policy with stages off (the trace's
    config names them); the API never passes it.
    """
    call = ReadCall(project=project, query=query, actor_label=actor_label, token_id=token_id)
    now = now or timezone.now()
    question = _Question(
        project=project,
        query=query,
        requested=route,
        budget=int(budget_tokens or settings.MEMORY_CONTEXT_BUDGET_TOKENS),
        route=_route(query, route),
        point=standpoint_from(temporal, now),
        now=now,
        session_id=session_id,
        session_fresh=session_fresh,
        stages=stages,
        signals=None if signals is None else tuple(signals),
        work_type=work_type,
    )
    step = _frame_step(question)
    retrieval = _retrieve(question)
    judged = _judge(retrieval, question.point)
    decided = _decide(question, retrieval, judged, step=step)
    packed = _pack(question, decided)
    items = _context_items(decided, judged, packed)
    trace = _trace(call, question, retrieval, judged, decided, packed, items)
    return ContextOutcome(
        trace=trace,
        route=question.route,
        items=items,
        rendered=packed.bundle.rendered,
        tokens=packed.bundle.tokens,
        open_loops=packed.loops,
        frame=decided.step,
    )


def _route(query: str, requested: str) -> RouteDecision:
    try:
        return route_query(query, requested)
    except ValueError as error:
        raise InvalidInput(str(error), details={"field": "route"}) from None


def _frame_step(question: _Question) -> FrameStep | None:
    """The frame's control over the call; None when the evaluation switched frames off (the
    frame is then not consulted at all). Run before retrieval, so its reads are done before
    the legs' threads start."""
    if not question.stages.frames:
        return None
    return frame_establish(
        project=question.project,
        route=question.route.route,
        session_id=question.session_id,
        signals=question.signals,
        work_type=question.work_type,
    )


def _lexical_limit() -> int:
    # The lexical leg's deeper default serves a 50-deep search ranking; a bundle holds at most
    # MEMORY_CONTEXT_MAX_ITEMS, so every leg keeps the same number of candidates here.
    return int(settings.MEMORY_RETRIEVAL_CANDIDATES)


def _retrieve(question: _Question) -> Retrieval:
    # History is always a candidate here: at a past standpoint an old version may be current.
    scope = Scope(
        statuses=(
            MemoryStatus.ACTIVE.value,
            MemoryStatus.PENDING.value,
            MemoryStatus.ARCHIVED.value,
            MemoryStatus.REJECTED.value,
        ),
        heads_only=False,
        session_id=question.session_id,
    )

    def read() -> Retrieval:
        found = retrieve(
            project=question.project,
            query=question.query,
            scope=scope,
            lexical_limit=_lexical_limit(),
            today=question.point.valid_at.date(),
        )
        return with_replacements(found, project=question.project)

    return on_a_replica(read, memories=Retrieval.memory_ids)


def _judge(retrieval: Retrieval, point: Standpoint) -> _Judged:
    stage = time.perf_counter()
    verdicts, heads = _verdicts(retrieval, point)
    return _Judged(verdicts=verdicts, heads=heads, ms=(time.perf_counter() - stage) * 1000)


def _decide(
    question: _Question,
    retrieval: Retrieval,
    judged: _Judged,
    *,
    step: FrameStep | None,
) -> _Decided:
    project, session_id = question.project, question.session_id
    fresh = question.session_fresh
    earlier = {} if fresh else session_served(project=project, session_id=session_id)
    stage = time.perf_counter()
    selection = selection_of(
        project=question.project,
        query=question.query,
        route=question.route,
        retrieval=retrieval,
        heads=judged.heads,
        verdicts=judged.verdicts,
        earlier=earlier,
        with_entities=step is not None and step.wants_entities(),
    )
    selected_at = time.perf_counter()
    # Between selection and decision, so the rank cutoff sees the framed order.
    framed = frame_apply(step, selection, stages=question.stages)
    decided_at = time.perf_counter()
    decisions = decide(
        framed.candidates,
        route=question.route,
        limit=int(settings.MEMORY_CONTEXT_MAX_ITEMS),
        stages=question.stages,
    )
    decisions.extend(framed.excluded)
    decide_ms = (time.perf_counter() - decided_at + selected_at - stage) * 1000
    chosen = [d for d in decisions if d.selected]
    # Recognising the question is the router's work: without routing there are no loops.
    asked = (
        loop_candidates(
            project=question.project,
            query=question.query,
            point=question.point,
            route=question.route,
            stages=question.stages,
            bundled={d.memory_id for d in chosen},
            served=earlier,
        )
        if question.stages.routing
        else None
    )
    return _Decided(selection, decisions, chosen, asked, decide_ms, step, framed)


def _pack(question: _Question, decided: _Decided) -> _Packed:
    stages, asked = question.stages, decided.asked
    # Without the budget stage every selected item is packed, however many tokens it costs.
    packing_budget = question.budget if stages.budget else sys.maxsize
    open_ids = asked.open_ids if asked else frozenset()
    stage = time.perf_counter()
    rows = decided.selection.rows
    items = [
        bundle_item(rows[d.memory_id], d.label, open_loop=d.memory_id in open_ids)
        for d in decided.chosen
    ]
    # The block names its trace, so the id is drawn before the trace row is written.
    trace_id = uuid.uuid4()
    attributes = {
        "trace_id": str(trace_id),
        # Unrouted, the bundle serves no route, whatever the router would have said.
        "route": question.route.route.value if stages.routing else "none",
        "temporal": question.point.mode.value,
        # Only when the frame applied: recall and unframed calls keep the line as it was.
        **((decided.step.fence() or {}) if decided.step else {}),
    }
    # The open loops' entries come after the retrieved ones, within the same budget.
    loop_items = asked.items if asked else []
    bundle = pack([*items, *loop_items], budget_tokens=packing_budget, attributes=attributes)
    pack_ms = (time.perf_counter() - stage) * 1000
    included = set(bundle.included)
    loops = loops_packed(asked, included) if asked else None
    return _Packed(trace_id, bundle, items, included, loops, pack_ms)


def _context_items(decided: _Decided, judged: _Judged, packed: _Packed) -> list[ContextItem]:
    """The retrieved entries the block holds, in the order they were chosen, with why."""
    reasons = {d.memory_id: d.reason for d in decided.chosen}
    rows = decided.selection.rows
    return [
        ContextItem(
            memory=rows[i.memory_id],
            temporal_status=judged.verdicts[i.memory_id].status.value,
            reason=reasons[i.memory_id],
            label=i.label,
        )
        for i in packed.items
        if i.memory_id in packed.included
    ]


def _trace(
    call: ReadCall,
    question: _Question,
    retrieval: Retrieval,
    judged: _Judged,
    decided: _Decided,
    packed: _Packed,
    items: list[ContextItem],
) -> ContextTrace:
    """Write the call's trace with the bookkeeping of the memories its bundle carried."""
    bundle, stages = packed.bundle, question.stages
    rows = context_trace_rows(
        decided.decisions,
        retrieval,
        decided.selection.rows,
        judged.heads,
        judged.verdicts,
        packed.included,
        decided.framed.effects,
    )
    session = session_json(
        question.session_id,
        fresh=question.session_fresh,
        chosen=decided.chosen,
        loops=decided.asked,
        included=packed.included,
    )
    walk = decided.selection.walk
    return trace_write(
        call,
        kind=ContextTrace.Kind.CONTEXT,
        trace_id=packed.trace_id,
        fields={
            "route": route_json(
                question.route, requested=question.requested, walk=walk, loops=packed.loops
            ),
            "temporal": question.point.as_dict(),
            "session_id": question.session_id,
            "session": session,
            "frame": frame_json(decided.step, decided.framed),
            "config": {
                **trace_config(lexical_limit=_lexical_limit(), retrieval=retrieval),
                **({"stages_off": stages.off()} if stages != ALL_STAGES else {}),
            },
            "legs": legs_json(retrieval),
            "budget": {"limit": question.budget, "used": bundle.tokens},
            "rendered": bundle.rendered,
            "bundle_sha256": hashlib.sha256(bundle.rendered.encode()).hexdigest(),
            "latency_ms": _latencies(call, retrieval, judged, decided, packed),
        },
        candidates=CONTEXT_COLUMNS.table(rows, legs=LEGS),
        memory_ids=[item.memory.id for item in items],
        now=question.now,
        bundle_route=question.route.route.value,
    )


def _latencies(
    call: ReadCall, retrieval: Retrieval, judged: _Judged, decided: _Decided, packed: _Packed
) -> dict[str, float]:
    """Each stage's milliseconds, up to the write, which is the one statement that stores
    them."""
    return {
        **retrieval.latency_ms,
        "temporal_ms": round(judged.ms, 3),
        "decide_ms": round(decided.ms, 3),
        **({"frame_ms": round(decided.framed.ms, 3)} if decided.step else {}),
        "pack_ms": round(packed.ms, 3),
        "total_ms": call.total_ms(),
    }
