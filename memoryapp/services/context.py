"""Search and bounded context: retrieve, route, judge in time, decide, pack, and trace.

Every call leaves one ContextTrace in which every candidate any leg returned has a decision
and a stable reason code. A context call also moves ``last_retrieved_at`` of the memories that
entered the bundle (kept in MemoryRetrieval), in one upsert, and appends one BundleEvent, the
audit of what the bundle carried; ``last_confirmed_at`` never moves here.
"""

from __future__ import annotations

import hashlib
import time
import uuid
from dataclasses import dataclass
from datetime import datetime
from functools import partial
from typing import Any

import orjson
from django.conf import settings
from django.db import connection
from django.utils import timezone

from memoryapp.domain.context import BundleItem, pack
from memoryapp.domain.decisions import BUDGET_EXHAUSTED, RANK_BELOW_CUTOFF, Candidate, decide
from memoryapp.domain.fusion import LEGS
from memoryapp.domain.routing import RouteDecision, route_query
from memoryapp.domain.temporal import Mode, Standpoint, TemporalVerdict, evaluate_chain, standpoint
from memoryapp.domain.types import Actor, MemoryStatus, Standing
from memoryapp.errors import InvalidInput
from memoryapp.models import ContextTrace, Project
from memoryapp.prepared import prepared_cursor
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
    pg_array,
    query_embedding_precision,
    retrieve,
    select_rows_budget,
)
from memoryapp.trace_storage import packed_candidates

ENGINE = "memory-service hybrid retrieval v1"


def _config(*, lexical_limit: int, retrieval: Retrieval) -> dict[str, Any]:
    return {
        "engine": ENGINE,
        "rrf_k": 60,
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
    # so a leg records only how many it returned. Listing the hits here too made the trace
    # 13 kB longer and its write about 1 ms slower (bench/latency.py's database).
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


def _leg_cells(candidate: Any) -> list[list[Any] | None]:
    """:func:`_leg_detail` in the stored form: ``[rank, score]`` or None per leg, LEGS order."""
    return [
        None if hit is None else [hit.rank, round(hit.score, 6)] for hit in candidate.legs.values()
    ]


# The columns of a trace's candidate rows (trace_storage.packed_candidates), per kind of call.
_SEARCH_KEYS = (
    "memory_id", "type", "legs", "fused_rank", "fused_score", "type_weight", "score",
    "temporal_status", "decision", "reason",
)  # fmt: skip
_CONTEXT_KEYS = (
    "memory_id", "type", "status", "standing", "chain_head", "legs", "fused_rank",
    "fused_score", "type_weight", "score", "temporal_status", "decision", "reason", "label",
)  # fmt: skip


def _standpoint_json(point: Standpoint) -> dict[str, str]:
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


# One statement, hence one transaction: the trace, and for a context call the bundle's
# ``last_retrieved_at`` and one BundleEvent listing its memories (in bundle order). Its commit does
# not wait for the WAL to reach the disk (``synchronous_commit`` off for this transaction only):
# these are records of what was read, never the memories themselves; an operating-system crash
# can lose the last fraction of a second of them, and PostgreSQL stays consistent. Ids travel as
# one array literal and the JSON as text: adapting a hundred-odd values one by one, and the ORM
# around them, cost more than the statement (measured by bench/latency.py).
_RECORD_READ_SQL = """
WITH sync AS (SELECT set_config('synchronous_commit', 'off', true)),
touched AS (
    INSERT INTO memoryapp_memoryretrieval (memory_id, last_retrieved_at)
    SELECT id, %(now)s FROM memoryapp_memory
    WHERE project_id = %(project)s AND id = ANY(%(touched)s::uuid[])
    ON CONFLICT (memory_id) DO UPDATE SET last_retrieved_at = EXCLUDED.last_retrieved_at
),
bundled AS (
    INSERT INTO memoryapp_bundleevent
        (project_id, trace_id, route, actor, actor_label, token_id, at, memory_ids)
    SELECT %(project)s, %(id)s, %(event_route)s, %(event_actor)s, %(actor_label)s,
           %(token_id)s, %(now)s, %(touched)s::uuid[]
    WHERE cardinality(%(touched)s::uuid[]) > 0
)
INSERT INTO memoryapp_contexttrace
    (id, project_id, kind, created_at, actor_label, token_id, query, route, temporal, config,
     legs, candidates, budget, rendered, bundle_sha256, latency_ms, memory_ids)
SELECT %(id)s, %(project)s, %(kind)s, %(created_at)s, %(actor_label)s, %(token_id)s, %(query)s,
       %(route)s::jsonb, %(temporal)s::jsonb, %(config)s::jsonb, %(legs)s::jsonb,
       %(candidates)s::jsonb, %(budget)s::jsonb, %(rendered)s, %(bundle_sha256)s,
       %(latency_ms)s::jsonb, %(memory_ids)s::uuid[]
FROM sync
"""

_JSON_FIELDS = ("route", "temporal", "config", "legs", "budget", "latency_ms")
# What _read_record's instance holds, in the model's field order (as Model.from_db takes it).
_LOADED = [f.attname for f in ContextTrace._meta.concrete_fields if f.attname != "candidates"]


def _json(value: Any) -> str:
    # orjson: a trace's candidates are ~60 KB of JSON, 1.3 ms with json.dumps, 0.1 with this.
    return orjson.dumps(value).decode()


def _read_record(
    *,
    project: Project,
    kind: ContextTrace.Kind,
    actor_label: str,
    query: str,
    fields: dict[str, Any],
    candidates: dict[str, Any],
    memory_ids: list[str],
    bundled: bool,
    now: datetime,
    route: str = "",
    token_id: int | None = None,
    trace_id: uuid.UUID | None = None,
) -> ContextTrace:
    """Write the trace of one read call in one statement, with, when ``bundled`` (a context
    call), the bookkeeping of the memories in ``memory_ids``: ``last_retrieved_at = now`` and
    one BundleEvent listing them with the trace id and route. ``last_confirmed_at`` never
    moves here.

    ``candidates`` comes in its stored form (:func:`packed_candidates`): the callers build the
    rows directly, as a list of objects cost ~1 ms to build and pack per call. The returned
    instance is what a read of the row with ``defer("candidates")`` gives: the candidates load
    from the row, unpacked, on first access.
    """
    values: dict[str, Any] = {
        "id": trace_id or uuid.uuid4(),
        "project_id": project.id,
        "kind": kind.value,
        "created_at": timezone.now(),
        "actor_label": actor_label,
        "token_id": token_id,
        "query": query,
        "rendered": "",
        "bundle_sha256": "",
        "memory_ids": list(memory_ids),
        **fields,
    }
    params: dict[str, Any] = {
        **values,
        "project": project.id,
        "memory_ids": pg_array(memory_ids),
        "touched": pg_array(memory_ids if bundled else []),
        "now": now,
        "event_actor": Actor.AGENT.value,
        "event_route": route,
        **{name: _json(values[name]) for name in _JSON_FIELDS},
        "candidates": _json(candidates),
    }
    with prepared_cursor() as cursor:
        cursor.execute(_RECORD_READ_SQL, params)
    trace = ContextTrace.from_db(connection.alias, _LOADED, [values[name] for name in _LOADED])
    trace.project = project
    return trace


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
    started = time.perf_counter()
    try:
        scope = Scope(heads_only=not include_history, types=limit_types(types))
    except ValueError:
        raise InvalidInput("unknown memory type in types", details={"field": "types"}) from None
    retrieval = on_a_replica(partial(retrieve, project=project, query=query, scope=scope))
    point = standpoint(Mode.CURRENT, now=timezone.now())
    verdicts, heads = _verdicts(retrieval, point)
    results: list[SearchResult] = []
    rows: list[list[Any]] = []
    for candidate in retrieval.fused:
        verdict = verdicts[candidate.memory_id]
        selected = candidate.fused_rank <= k
        rows.append(
            [
                candidate.memory_id,
                retrieval.rows[candidate.memory_id].type,
                _leg_cells(candidate),
                candidate.fused_rank,
                candidate.fused_score,
                candidate.type_weight,
                candidate.final_score,
                verdict.status.value,
                "selected" if selected else "rejected",
                (
                    (
                        "selected.current"
                        if heads[candidate.memory_id] == candidate.memory_id
                        else "selected.historical"
                    )
                    if selected
                    else RANK_BELOW_CUTOFF
                ),
            ]
        )
        if selected:
            results.append(
                SearchResult(
                    memory=retrieval.rows[candidate.memory_id],
                    score=candidate.final_score,
                    legs=_leg_detail(candidate),
                    temporal_status=verdict.status.value,
                )
            )
    latency = {**retrieval.latency_ms, "total_ms": round((time.perf_counter() - started) * 1000, 3)}
    trace = _read_record(
        project=project,
        kind=ContextTrace.Kind.SEARCH,
        actor_label=actor_label,
        token_id=token_id,
        query=query,
        fields={
            "route": {},
            "temporal": _standpoint_json(point),
            "config": {
                **_config(lexical_limit=lexical_candidates(), retrieval=retrieval),
                "k": k,
                "types": list(scope.types),
                "include_history": include_history,
            },
            "legs": _legs_json(retrieval),
            "budget": {},
            "latency_ms": latency,
        },
        candidates=packed_candidates(_SEARCH_KEYS, LEGS, rows),
        memory_ids=[r.memory.id for r in results],
        bundled=False,
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


def _day(moment: datetime | None) -> str | None:
    return moment.date().isoformat() if moment else None


def _standpoint_from(temporal: dict[str, Any] | None, now: datetime) -> Standpoint:
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


def context_build(
    *,
    project: Project,
    query: str,
    route: str = "auto",
    temporal: dict[str, Any] | None = None,
    budget_tokens: int | None = None,
    session_id: str = "",
    actor_label: str = "",
    now: datetime | None = None,
    token_id: int | None = None,
) -> ContextOutcome:
    """A bounded, fenced bundle for ``query`` plus the trace that explains it."""
    started = time.perf_counter()
    now = now or timezone.now()
    budget = int(budget_tokens or settings.MEMORY_CONTEXT_BUDGET_TOKENS)
    try:
        decision_route = route_query(query, route)
    except ValueError as error:
        raise InvalidInput(str(error), details={"field": "route"}) from None
    point = _standpoint_from(temporal, now)
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
        partial(retrieve, project=project, query=query, scope=scope, lexical_limit=lexical_limit)
    )
    stage = time.perf_counter()
    verdicts, heads = _verdicts(retrieval, point)
    temporal_ms = (time.perf_counter() - stage) * 1000

    stage = time.perf_counter()
    rows = retrieval.rows
    decisions = decide(
        [
            Candidate(
                memory_id=c.memory_id,
                chain_head=heads[c.memory_id],
                status=MemoryStatus(rows[c.memory_id].status),
                standing=Standing(rows[c.memory_id].standing),
                temporal=verdicts[c.memory_id],
                fused_rank=c.fused_rank,
            )
            for c in retrieval.fused
        ],
        route=decision_route,
        limit=int(settings.MEMORY_CONTEXT_MAX_ITEMS),
    )
    decide_ms = (time.perf_counter() - stage) * 1000

    stage = time.perf_counter()
    chosen = [d for d in decisions if d.selected]
    items = [
        BundleItem(
            memory_id=d.memory_id,
            type=rows[d.memory_id].type,
            label=d.label,
            content=rows[d.memory_id].content,
            valid_from=_day(rows[d.memory_id].valid_from),
            source=rows[d.memory_id].source_kind,
            untrusted=rows[d.memory_id].standing == Standing.UNTRUSTED.value,
        )
        for d in chosen
    ]
    # The block names its trace, so the id is drawn before the trace row is written.
    trace_id = uuid.uuid4()
    attributes = {
        "trace_id": str(trace_id),
        "route": decision_route.route.value,
        "temporal": point.mode.value,
    }
    bundle = pack(items, budget_tokens=budget, attributes=attributes)
    pack_ms = (time.perf_counter() - stage) * 1000
    included = set(bundle.included)

    by_id = {c.memory_id: c for c in retrieval.fused}
    trace_rows: list[list[Any]] = []
    for d in decisions:
        fused = by_id[d.memory_id]
        row = rows[d.memory_id]
        selected = d.selected and d.memory_id in included
        trace_rows.append(
            [
                d.memory_id,
                row.type,
                row.status,
                row.standing,
                heads[d.memory_id],
                _leg_cells(fused),
                fused.fused_rank,
                fused.fused_score,
                fused.type_weight,
                fused.final_score,
                verdicts[d.memory_id].status.value,
                "selected" if selected else "rejected",
                d.reason if (not d.selected or selected) else BUDGET_EXHAUSTED,
                d.label,
            ]
        )
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
    trace = _read_record(
        project=project,
        kind=ContextTrace.Kind.CONTEXT,
        actor_label=actor_label,
        token_id=token_id,
        trace_id=trace_id,
        query=query,
        fields={
            "route": {
                "route": decision_route.route.value,
                "source": decision_route.source,
                "reason": decision_route.reason,
                "ambiguous": decision_route.ambiguous,
                "requested": route,
            },
            "temporal": _standpoint_json(point),
            "config": _config(lexical_limit=lexical_limit, retrieval=retrieval),
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
                "total_ms": round((time.perf_counter() - started) * 1000, 3),
            },
        },
        candidates=packed_candidates(_CONTEXT_KEYS, LEGS, trace_rows),
        memory_ids=[item.memory.id for item in context_items],
        bundled=True,
        now=now,
        route=decision_route.route.value,
    )
    return ContextOutcome(
        trace=trace,
        route=decision_route,
        items=context_items,
        rendered=bundle.rendered,
        tokens=bundle.tokens,
    )
