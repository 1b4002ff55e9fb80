"""The three legs run together and fused: :func:`retrieve` and its :class:`Retrieval`."""

from __future__ import annotations

import heapq
import time
from dataclasses import dataclass, field
from datetime import date
from functools import partial
from typing import Any

from django.db import DEFAULT_DB_ALIAS

from memoryapp.db.replicas import read_alias
from memoryapp.domain.fusion import FusedCandidate, leg_scores, rank, turn_share
from memoryapp.domain.temporal import Version
from memoryapp.domain.time_cues import DatedText, time_boosts
from memoryapp.domain.types import MemoryType
from memoryapp.models import Project

from .analysis import analyse_query
from .chains import chains_of
from .config import RetrievalConfig, retrieval_config
from .dense import best_cosines, dense_leg, embed_query
from .entity import entity_leg
from .lexical import lexical_leg
from .neighbours import Neighbours, neighbours_of
from .parallel import dense_leg_in_parallel, on_a_pool_thread, on_a_side_thread
from .rows import CandidateRow, LegResult, ms_since
from .scope import Scope
from .statistics import population


@dataclass
class Retrieval:
    """Every leg's result, the fused ranking, the candidates' rows and chains, the timings."""

    legs: dict[str, LegResult]
    fused: list[FusedCandidate]
    rows: dict[str, CandidateRow]
    # Every candidate's whole supersession chain, by head id (for the temporal judgement).
    chains: dict[str, list[Version]]
    latency_ms: dict[str, float]
    # The dense leg ran on its own connection, alongside the other two (dense_leg_in_parallel).
    dense_on_own_connection: bool = False
    # The database alias the legs read from: "default" (the primary) or a replica's.
    read_from: str = DEFAULT_DB_ALIAS
    # A retired document's candidate chunk -> the chunk of its replacement it brings
    # (retrieval.replacements; /context only). Their chains are in ``chains``; the rows of
    # those that are no candidate are in ``replacement_rows`` (read to walk the chains).
    replacements: dict[str, str] = field(default_factory=dict)
    replacement_rows: dict[str, CandidateRow] = field(default_factory=dict)

    def memory_ids(self) -> list[str]:
        """Every memory this read found: the candidates and their chains' versions."""
        return [*self.rows, *(v.id for chain in self.chains.values() for v in chain)]


def retrieve(
    *,
    project: Project,
    query: str,
    scope: Scope,
    lexical_limit: int | None = None,
    today: date | None = None,
) -> Retrieval:
    """Run the three legs and fuse them; returns the rows of every candidate.

    ``lexical_limit`` overrides the configured lexical candidates (a bundle of 20 needs no
    100-deep lexical tail). ``today``, the day the request stands at, dates relative time cues
    ("last winter"); without it they are not read.
    """
    started = time.perf_counter()
    config = retrieval_config()
    parallel = dense_leg_in_parallel(config)
    legs = _run_legs(
        project=project,
        query=query,
        scope=scope,
        config=config,
        lexical_limit=lexical_limit,
        parallel=parallel,
    )
    latency = {f"{name}_ms": leg.latency_ms for name, leg in legs.items()}
    latency["query_embedding_ms"] = legs["dense"].embed_ms
    latency["legs_ms"] = ms_since(started)
    started = time.perf_counter()
    found = {memory_id: row for leg in legs.values() for memory_id, row in leg.rows.items()}
    scores, boosts = _scored(legs, found, query=query, today=today, config=config, latency=latency)
    step = time.perf_counter()
    beside = _neighbours(project, scope, found, scores, boosts, config=config)
    rows = {**beside.rows, **found}
    latency["neighbours_ms"] = ms_since(step)
    step = time.perf_counter()
    fused = _ranked(legs, scores, boosts, beside, rows=rows, config=config)
    # Neighbours nothing raised stay out: only the fused candidates are judged and shown.
    rows = {c.memory_id: rows[c.memory_id] for c in fused}
    latency["ranking_ms"] = ms_since(step)
    step = time.perf_counter()
    chains = chains_of(project=project, rows=rows)
    latency["chains_ms"] = ms_since(step)
    latency["fusion_ms"] = ms_since(started)
    return Retrieval(
        legs=legs,
        fused=fused,
        rows=rows,
        chains=chains,
        latency_ms=latency,
        dense_on_own_connection=parallel,
        read_from=read_alias(),
    )


def _run_legs(
    *,
    project: Project,
    query: str,
    scope: Scope,
    config: RetrievalConfig,
    lexical_limit: int | None,
    parallel: bool,
) -> dict[str, LegResult]:
    """The three legs' results (the dense leg on its own connection alongside the other two
    when ``parallel``), lexical, dense, entity."""
    # Counted once for the three legs (BM25's N, the entity leg's specificity, the dense leg's
    # choice of exact search): a small scope is counted on every call.
    rows_in_scope = population(project=project, scope=scope, config=config)
    # What every leg is called with.
    legs_of: dict[str, Any] = {"project": project, "query": query, "scope": scope, "config": config}
    if parallel:
        dense_task = on_a_side_thread(partial(dense_leg, **legs_of, rows_in_scope=rows_in_scope))
    else:
        embedding = on_a_pool_thread(partial(embed_query, query, config))
    terms = analyse_query(project=project, query=query)
    lexical = lexical_leg(**legs_of, limit=lexical_limit, terms=terms, rows_in_scope=rows_in_scope)
    entity = entity_leg(**legs_of, terms=terms, rows_in_scope=rows_in_scope)
    if parallel:
        dense = dense_task.result()
    else:
        dense = dense_leg(**legs_of, embedded=embedding.result(), rows_in_scope=rows_in_scope)
    return {"lexical": lexical, "dense": dense, "entity": entity}


def _scored(
    legs: dict[str, LegResult],
    found: dict[str, CandidateRow],
    *,
    query: str,
    today: date | None,
    config: RetrievalConfig,
    latency: dict[str, float],
) -> tuple[dict[str, float], dict[str, float]]:
    """Every found candidate's weighted leg scores (with the query's cosine also for those the
    dense leg did not return) and its time-cue boost; their timings go into ``latency``."""
    step = time.perf_counter()
    dense = legs["dense"]
    also_scored = {}
    if dense.vector is not None:
        unscored = [memory_id for memory_id in found if memory_id not in dense.rows]
        vectors = [dense.vector, *dense.clause_vectors]
        also_scored["dense"] = best_cosines(unscored, vectors=vectors, config=config)
    latency["cosines_ms"] = ms_since(step)
    step = time.perf_counter()
    weights = config.leg_weights
    scores = leg_scores(
        {name: leg.hits for name, leg in legs.items()},
        leg_weights={name: weights[name] * leg.weight for name, leg in legs.items()},
        also_scored=also_scored,
    )
    boosts = {}
    if config.time_cues:
        timed = {m: DatedText(row.day(), row.content) for m, row in found.items()}
        boosts = time_boosts(query, timed, today)
    latency["scoring_ms"] = ms_since(step)
    return scores, boosts


def _ranked(
    legs: dict[str, LegResult],
    scores: dict[str, float],
    boosts: dict[str, float],
    beside: Neighbours,
    *,
    rows: dict[str, CandidateRow],
    config: RetrievalConfig,
) -> list[FusedCandidate]:
    """The fused ranking: the scores boosted, spread to the neighbours, weighted by type."""
    return rank(
        {name: leg.hits for name, leg in legs.items()},
        scores,
        type_of={memory_id: MemoryType(row.type) for memory_id, row in rows.items()},
        boosts=boosts,
        neighbours=beside.of,
        spread=config.neighbour_spread,
        reach={m: turn_share(len(rows[m].content), config.neighbour_turn_chars) for m in beside.of},
    )


def _neighbours(
    project: Project,
    scope: Scope,
    found: dict[str, CandidateRow],
    scores: dict[str, float],
    boosts: dict[str, float],
    *,
    config: RetrievalConfig,
) -> Neighbours:
    """The session neighbours of the best candidates, when the configuration spreads scores."""
    if config.neighbour_spread <= 0:
        return Neighbours()
    # The neighbours of the best candidates: further down, a share of a weak score moves
    # nothing that a bundle or a page of results would show.
    best = heapq.nlargest(config.candidates, scores, key=lambda m: scores[m] * boosts.get(m, 1.0))
    in_a_session = [m for m in best if found[m].session_id]
    if not in_a_session:
        return Neighbours()
    return neighbours_of(in_a_session, known=found, project=project, scope=scope)
