"""What a read call's trace records besides its candidates' scores: the configuration that
ranked them, what each leg returned, the route, the session, and each /context candidate's row.

:mod:`memoryapp.services.context` decides; this module turns its decisions into the trace's
columns, which :func:`memoryapp.services.traces.trace_write` stores.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.conf import settings

from memoryapp.db.trace_storage import CONTEXT_COLUMNS, ContextCandidate, LegCells
from memoryapp.domain.decisions import BUDGET_EXHAUSTED, CandidateDecision, trace_decision
from memoryapp.domain.loops import ROUTE_OPEN_LOOPS
from memoryapp.domain.routing import RouteDecision
from memoryapp.domain.temporal import TemporalVerdict
from memoryapp.domain.types import MemoryType, on_conflict
from memoryapp.retrieval import (
    CandidateRow,
    Retrieval,
    bm25_parameters,
    exact_scope_rows,
    leg_weights,
    query_embedding_precision,
    retrieval_config,
    select_rows_budget,
)
from memoryapp.services.context_loops import LoopCandidates, OpenLoops
from memoryapp.services.context_selection import walked_row

ENGINE = "memory-service hybrid retrieval v2"


def trace_config(*, lexical_limit: int, retrieval: Retrieval) -> dict[str, Any]:
    """The settings that ranked a read call's candidates."""
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
        # "default" (the primary) or the replica the legs read from (memoryapp/db/replicas.py).
        "read_from": retrieval.read_from,
    }


def legs_json(retrieval: Retrieval) -> dict[str, Any]:
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


def leg_cells(candidate: Any) -> LegCells:
    """A candidate's legs in the stored form: ``[rank, score]`` or None per leg, LEGS order."""
    return [
        None if hit is None else [hit.rank, round(hit.score, 6)] for hit in candidate.legs.values()
    ]


def route_json(
    decision: RouteDecision, *, requested: str, walk: dict[str, Any], loops: OpenLoops | None
) -> dict[str, Any]:
    """The route of a /context call: how it was chosen, the chains walked, the open loops."""
    return {
        "route": decision.route.value,
        "source": decision.source,
        "reason": decision.reason,
        "ambiguous": decision.ambiguous,
        "requested": requested,
        **walk,
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
    }


def session_json(
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


def context_trace_rows(
    decisions: list[CandidateDecision],
    retrieval: Retrieval,
    rows: dict[str, CandidateRow],
    heads: dict[str, str],
    verdicts: dict[str, TemporalVerdict],
    included: set[str],
    effects: Mapping[str, str],
) -> list[tuple[Any, ...]]:
    """Every candidate's row of the trace (``included``: the ids the packed bundle holds; a
    selected candidate not among them did not fit the budget; ``effects``: each one's frame
    effect reason, if the frame was consulted)."""
    by_id = {c.memory_id: c for c in retrieval.fused}
    trace_rows: list[tuple[Any, ...]] = []
    for d in decisions:
        fused = by_id.get(d.memory_id)
        if fused is None:
            trace_rows.append(walked_row(d, rows[d.memory_id], heads, verdicts, included, effects))
            continue
        row = rows[d.memory_id]
        selected = d.selected and d.memory_id in included
        traced: ContextCandidate = {
            "memory_id": d.memory_id,
            "type": row.type,
            "status": row.status,
            "standing": row.standing,
            "chain_head": heads[d.memory_id],
            "legs": leg_cells(fused),
            "fused_rank": fused.fused_rank,
            "fused_score": fused.fused_score,
            "boost": fused.boost,
            "neighbour_score": fused.neighbour_score,
            "type_weight": fused.type_weight,
            "score": fused.final_score,
            "temporal_status": verdicts[d.memory_id].status.value,
            "decision": trace_decision(selected),
            "reason": d.reason if (not d.selected or selected) else BUDGET_EXHAUSTED,
            "label": d.label,
            "frame": effects.get(d.memory_id, ""),
        }
        trace_rows.append(CONTEXT_COLUMNS.row(traced))
    return trace_rows
