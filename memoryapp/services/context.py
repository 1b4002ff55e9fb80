"""Search and bounded context: retrieve, route, judge in time, decide, pack, and trace.

Every call leaves one ContextTrace in which every candidate any leg returned has a decision
and a stable reason code. A context call also moves ``last_retrieved_at`` of the memories that
entered the bundle (kept in MemoryRetrieval), in one upsert, and appends one BundleEvent, the
audit of what the bundle carried; ``last_confirmed_at`` never moves here. This module decides
what the trace holds; services.traces writes it, all of it in one statement.
"""

from __future__ import annotations

import hashlib
import sys
import time
import uuid
from dataclasses import dataclass
from datetime import datetime
from functools import partial
from typing import Any

from django.conf import settings
from django.utils import timezone

from memoryapp.domain.context import pack
from memoryapp.domain.decisions import (
    ALL_STAGES,
    BUDGET_EXHAUSTED,
    RANK_BELOW_CUTOFF,
    SELECTED_CURRENT,
    SELECTED_HISTORICAL,
    CandidateDecision,
    Stages,
    decide,
)
from memoryapp.domain.fusion import LEGS
from memoryapp.domain.loops import ROUTE_OPEN_LOOPS
from memoryapp.domain.routing import RouteDecision, route_query
from memoryapp.domain.temporal import Mode, Standpoint, TemporalVerdict, evaluate_chain, standpoint
from memoryapp.domain.types import MemoryStatus, MemoryType, on_conflict
from memoryapp.errors import InvalidInput
from memoryapp.models import ContextTrace, Project
from memoryapp.replicas import on_a_replica
from memoryapp.retrieval import (
    CandidateRow,
    Retrieval,
    Scope,
    bm25_parameters,
    exact_scope_rows,
    head_of,
    leg_weights,
    lexical_candidates,
    limit_types,
    query_embedding_precision,
    retrieval_config,
    retrieve,
    select_rows_budget,
)
from memoryapp.selectors import session_served
from memoryapp.services.context_loops import (
    LoopCandidates,
    OpenLoops,
    bundle_item,
    loop_candidates,
    loops_packed,
)
from memoryapp.services.context_selection import selection_of, walked_row
from memoryapp.services.traces import ReadCall, trace_write
from memoryapp.trace_storage import (
    CONTEXT_COLUMNS,
    SEARCH_COLUMNS,
    ContextCandidate,
    LegCells,
    SearchCandidate,
)

ENGINE = "memory-service hybrid retrieval v2"


def _config(*, lexical_limit: int, retrieval: Retrieval) -> dict[str, Any]:
    return {
        "engine": ENGINE,
        "fusion": "scaled scores",
        # How a newer version relates to an older one, per type: a procedure's new version
        # replaces it whole (no per-step merge), a fact's retires it, episodes keep both.
        "on_conflict": {t.value: on_conflict(t).value for t in MemoryType},
        "neighbour_spread": retrieval_config().neighbour_spread,
        # A longer memory gives and takes only this many characters' share of the spread.
        "neighbour_turn_chars": retrieval_config().neighbour_turn_chars,
        "time_cues": retrieval_config().time_cues,
        "candidates_per_leg": int(settings.MEMORY_RETRIEVAL_CANDIDATES),
        "lexical_candidates": lexical_limit,
        "leg_weights": leg_weights(),
        "bm25": dict(zip(("k1", "b"), bm25_parameters(), strict=True)),
        "lexical_exact_below": exact_scope_rows(),
        "lexical_select_rows": select_rows_budget(),
        "hnsw_ef_search": int(settings.MEMORY_HNSW_EF_SEARCH),
        "embeddings": settings.MEMORY_EMBEDDINGS,
        "embedding_model": settings.MEMORY_EMBEDDINGS_MODEL,
        "embedding_dimensions": int(settings.MEMORY_EMBEDDINGS_DIMENSIONS),
        # "int8": the local model's int8 weights embedded the query (stored texts are fp32).
        "query_embedding": query_embedding_precision(),
        "max_items": int(settings.MEMORY_CONTEXT_MAX_ITEMS),
        # Whether latency_ms's dense_ms overlapped lexical_ms + entity_ms (legs_ms is the wall).
        "dense_leg_own_connection": retrieval.dense_on_own_connection,
        # "default" (the primary) or the replica the legs read from (memoryapp/replicas.py).
        "read_from": retrieval.read_from,
    }


def _legs_json(retrieval: Retrieval) -> dict[str, Any]:
    # Each hit is in the candidates (``candidates[].legs``, every candidate any leg returned),
    # so a leg records only how many it returned: listing the hits here too would store each
    # of them twice and make every trace write measurably slower (bench/latency.py).
    return {
        name: {
            "skipped": leg.skipped,
            **({"search": leg.search} if leg.search else {}),
            "returned": len(leg.hits),
        }
        for name, leg in retrieval.legs.items()
    }


def _leg_detail(candidate: Any) -> dict[str, Any]:
    return {
        name: ({"rank": hit.rank, "score": round(hit.score, 6)} if hit else None)
        for name, hit in candidate.legs.items()
    }


def _leg_cells(candidate: Any) -> LegCells:
    """:func:`_leg_detail` in the stored form: ``[rank, score]`` or None per leg, LEGS order."""
    return [
        None if hit is None else [hit.rank, round(hit.score, 6)] for hit in candidate.legs.values()
    ]


def standpoint_json(point: Standpoint) -> dict[str, str]:
    return {
        "mode": point.mode.value,
        "valid_at": point.valid_at.isoformat(),
        "known_at": point.known_at.isoformat(),
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
    try:
        scope = Scope(heads_only=not include_history, types=limit_types(types))
    except ValueError:
        raise InvalidInput("unknown memory type in types", details={"field": "types"}) from None
    retrieval = on_a_replica(
        partial(retrieve, project=project, query=query, scope=scope),
        memories=Retrieval.memory_ids,
    )
    point = standpoint(Mode.CURRENT, now=timezone.now())
    verdicts, heads = _verdicts(retrieval, point)
    results: list[SearchResult] = []
    rows: list[tuple[Any, ...]] = []
    for candidate in retrieval.fused:
        verdict = verdicts[candidate.memory_id]
        selected = candidate.fused_rank <= k
        current = heads[candidate.memory_id] == candidate.memory_id
        traced: SearchCandidate = {
            "memory_id": candidate.memory_id,
            "type": retrieval.rows[candidate.memory_id].type,
            "legs": _leg_cells(candidate),
            "fused_rank": candidate.fused_rank,
            "fused_score": candidate.fused_score,
            "boost": candidate.boost,
            "neighbour_score": candidate.neighbour_score,
            "type_weight": candidate.type_weight,
            "score": candidate.final_score,
            "temporal_status": verdict.status.value,
            "decision": "selected" if selected else "rejected",
            "reason": (
                (SELECTED_CURRENT if current else SELECTED_HISTORICAL)
                if selected
                else RANK_BELOW_CUTOFF
            ),
        }
        rows.append(SEARCH_COLUMNS.row(traced))
        if selected:
            results.append(
                SearchResult(
                    memory=retrieval.rows[candidate.memory_id],
                    score=candidate.final_score,
                    legs=_leg_detail(candidate),
                    temporal_status=verdict.status.value,
                )
            )
    trace = trace_write(
        call,
        kind=ContextTrace.Kind.SEARCH,
        fields={
            "route": {},
            "temporal": standpoint_json(point),
            "config": {
                **_config(lexical_limit=lexical_candidates(), retrieval=retrieval),
                "k": k,
                "types": list(scope.types),
                "include_history": include_history,
            },
            "legs": _legs_json(retrieval),
            "budget": {},
            "latency_ms": {**retrieval.latency_ms, "total_ms": call.total_ms()},
        },
        candidates=SEARCH_COLUMNS.table(rows, legs=LEGS),
        memory_ids=[r.memory.id for r in results],
        now=point.known_at,
    )
    return SearchOutcome(trace=trace, results=results)


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


def _session_json(
    session_id: str,
    *,
    fresh: bool,
    chosen: list[CandidateDecision],
    loops: LoopCandidates | None,
    included: set[str],
) -> dict[str, Any]:
    """What the trace keeps for the session's later calls (selectors.session_served): each
    memory the bundle carried, open loops' openers included, in the form it was carried."""
    if not session_id:
        return {}
    decided = [*chosen, *(loops.decisions.values() if loops else ())]
    served = {d.memory_id: d.form for d in decided if d.selected and d.memory_id in included}
    return {"fresh": fresh, "served": served}


def _context_trace_rows(
    decisions: list[CandidateDecision],
    retrieval: Retrieval,
    rows: dict[str, CandidateRow],
    heads: dict[str, str],
    verdicts: dict[str, TemporalVerdict],
    included: set[str],
) -> list[tuple[Any, ...]]:
    """Every candidate's row of the trace (``included``: the ids the packed bundle holds; a
    selected candidate not among them did not fit the budget)."""
    by_id = {c.memory_id: c for c in retrieval.fused}
    trace_rows: list[tuple[Any, ...]] = []
    for d in decisions:
        fused = by_id.get(d.memory_id)
        if fused is None:
            trace_rows.append(walked_row(d, rows[d.memory_id], heads, verdicts, included))
            continue
        row = rows[d.memory_id]
        selected = d.selected and d.memory_id in included
        traced: ContextCandidate = {
            "memory_id": d.memory_id,
            "type": row.type,
            "status": row.status,
            "standing": row.standing,
            "chain_head": heads[d.memory_id],
            "legs": _leg_cells(fused),
            "fused_rank": fused.fused_rank,
            "fused_score": fused.fused_score,
            "boost": fused.boost,
            "neighbour_score": fused.neighbour_score,
            "type_weight": fused.type_weight,
            "score": fused.final_score,
            "temporal_status": verdicts[d.memory_id].status.value,
            "decision": "selected" if selected else "rejected",
            "reason": d.reason if (not d.selected or selected) else BUDGET_EXHAUSTED,
            "label": d.label,
        }
        trace_rows.append(CONTEXT_COLUMNS.row(traced))
    return trace_rows


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
) -> ContextOutcome:
    """A bounded, fenced bundle for ``query`` plus the trace that explains it.

    With a ``session_id``, a memory an earlier bundle of the session already carried in the
    same form is left out (``dedup.already_in_session``) unless ``session_fresh`` says the
    model's context was cleared since; the trace records what this bundle carried for the
    session's later calls. Two calls of a session at once may both carry a memory (each reads
    before the other's trace exists): at worst a duplicate, never a memory lost.

    ``stages`` is for the evaluation harness (memoryapp/evaluation), which measures the policy
    with some of its stages off; the API never passes it. Such a trace's config names them.
    """
    call = ReadCall(project=project, query=query, actor_label=actor_label, token_id=token_id)
    now = now or timezone.now()
    budget = int(budget_tokens or settings.MEMORY_CONTEXT_BUDGET_TOKENS)
    # Without the budget stage every selected item is packed, however many tokens it costs.
    packing_budget = budget if stages.budget else sys.maxsize
    try:
        decision_route = route_query(query, route)
    except ValueError as error:
        raise InvalidInput(str(error), details={"field": "route"}) from None
    point = standpoint_from(temporal, now)
    # History is always a candidate here: at a past standpoint an old version may be current.
    scope = Scope(
        statuses=(
            MemoryStatus.ACTIVE.value,
            MemoryStatus.PENDING.value,
            MemoryStatus.ARCHIVED.value,
            MemoryStatus.REJECTED.value,
        ),
        heads_only=False,
        session_id=session_id,
    )
    # The lexical leg's deeper default serves a 50-deep search ranking; a bundle holds at most
    # MEMORY_CONTEXT_MAX_ITEMS, so every leg keeps the same number of candidates here.
    lexical_limit = int(settings.MEMORY_RETRIEVAL_CANDIDATES)
    retrieval = on_a_replica(
        partial(
            retrieve,
            project=project,
            query=query,
            scope=scope,
            lexical_limit=lexical_limit,
            today=point.valid_at.date(),
        ),
        memories=Retrieval.memory_ids,
    )
    earlier = {} if session_fresh else session_served(project=project, session_id=session_id)
    stage = time.perf_counter()
    verdicts, heads = _verdicts(retrieval, point)
    temporal_ms = (time.perf_counter() - stage) * 1000

    stage = time.perf_counter()
    selection = selection_of(
        project=project,
        query=query,
        route=decision_route,
        retrieval=retrieval,
        heads=heads,
        verdicts=verdicts,
        earlier=earlier,
    )
    rows = selection.rows
    decisions = decide(
        selection.candidates,
        route=decision_route,
        limit=int(settings.MEMORY_CONTEXT_MAX_ITEMS),
        stages=stages,
    )
    decide_ms = (time.perf_counter() - stage) * 1000

    chosen = [d for d in decisions if d.selected]
    # Recognising the question is the router's work: without routing there are no loops.
    asked = (
        loop_candidates(
            project=project,
            query=query,
            point=point,
            route=decision_route,
            stages=stages,
            bundled={d.memory_id for d in chosen},
            served=earlier,
        )
        if stages.routing
        else None
    )
    open_ids = asked.open_ids if asked else frozenset()

    stage = time.perf_counter()
    items = [
        bundle_item(rows[d.memory_id], d.label, open_loop=d.memory_id in open_ids) for d in chosen
    ]
    # The block names its trace, so the id is drawn before the trace row is written.
    trace_id = uuid.uuid4()
    attributes = {
        "trace_id": str(trace_id),
        # Unrouted, the bundle serves no route, whatever the router would have said.
        "route": decision_route.route.value if stages.routing else "none",
        "temporal": point.mode.value,
    }
    # The open loops' entries come after the retrieved ones, within the same budget.
    loop_items = asked.items if asked else []
    bundle = pack([*items, *loop_items], budget_tokens=packing_budget, attributes=attributes)
    pack_ms = (time.perf_counter() - stage) * 1000
    included = set(bundle.included)
    loops = loops_packed(asked, included) if asked else None

    trace_rows = _context_trace_rows(decisions, retrieval, rows, heads, verdicts, included)
    context_items = [
        ContextItem(
            memory=rows[i.memory_id],
            temporal_status=verdicts[i.memory_id].status.value,
            reason=next(d.reason for d in chosen if d.memory_id == i.memory_id),
            label=i.label,
        )
        for i in items
        if i.memory_id in included
    ]
    trace = trace_write(
        call,
        kind=ContextTrace.Kind.CONTEXT,
        trace_id=trace_id,
        fields={
            "route": {
                "route": decision_route.route.value,
                "source": decision_route.source,
                "reason": decision_route.reason,
                "ambiguous": decision_route.ambiguous,
                "requested": route,
                **selection.walk,
                **(
                    {
                        "open_loops": {
                            "reason": ROUTE_OPEN_LOOPS,
                            "asked_by": loops.asked_by,
                            "ids": [loop.id for loop in loops.items],
                            "left_out": loops.left_out,
                        }
                    }
                    if loops
                    else {}
                ),
            },
            "temporal": standpoint_json(point),
            "session_id": session_id,
            "session": _session_json(
                session_id, fresh=session_fresh, chosen=chosen, loops=asked, included=included
            ),
            "config": {
                **_config(lexical_limit=lexical_limit, retrieval=retrieval),
                **({"stages_off": stages.off()} if stages != ALL_STAGES else {}),
            },
            "legs": _legs_json(retrieval),
            "budget": {"limit": budget, "used": bundle.tokens},
            "rendered": bundle.rendered,
            "bundle_sha256": hashlib.sha256(bundle.rendered.encode()).hexdigest(),
            # Up to the write, which is the one statement that stores this.
            "latency_ms": {
                **retrieval.latency_ms,
                "temporal_ms": round(temporal_ms, 3),
                "decide_ms": round(decide_ms, 3),
                "pack_ms": round(pack_ms, 3),
                "total_ms": call.total_ms(),
            },
        },
        candidates=CONTEXT_COLUMNS.table(trace_rows, legs=LEGS),
        memory_ids=[item.memory.id for item in context_items],
        now=now,
        bundle_route=decision_route.route.value,
    )
    return ContextOutcome(
        trace=trace,
        route=decision_route,
        items=context_items,
        rendered=bundle.rendered,
        tokens=bundle.tokens,
        open_loops=loops,
    )
