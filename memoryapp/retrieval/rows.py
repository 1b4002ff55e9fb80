"""What every leg reads with its hits, and how it is decoded: :class:`CandidateRow` from the
``ROW_COLUMNS`` of a leg's query, and a leg's :class:`LegResult`.

Model instances for a hundred-odd candidates cost more than all of the ranking SQL together,
and a second query for the rows would cost as much as a leg, so each leg selects these columns
itself and :func:`candidate_row` decodes them.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date, datetime
from typing import Any

from memoryapp.domain.fusion import LegHit
from memoryapp.domain.temporal import Version
from memoryapp.domain.types import SupersessionKind


@dataclass(frozen=True)
class CandidateRow:
    """The columns of a candidate memory that judging, packing and showing it read.

    ``in_chain``: the memory has a successor or a predecessor, so its supersession chain must
    be read (:func:`memoryapp.retrieval.chains.chains_of`).
    """

    id: str
    type: str
    status: str
    standing: str
    actor: str
    content: str
    recorded_at: datetime
    valid_from: datetime | None
    valid_to: datetime | None
    superseded_by_id: str | None
    supersession_kind: str | None
    in_chain: bool
    # Where it came from (``source`` on the row): shown with every bundle entry.
    source_kind: str
    source_ref: str | None
    # The session it was captured in ("" for none): only such memories have neighbours.
    session_id: str = ""

    def day(self) -> date:
        """The day the memory is about: ``valid_from``, else when it was recorded."""
        return (self.valid_from or self.recorded_at).date()

    @property
    def is_head(self) -> bool:
        return self.superseded_by_id is None

    def version(self) -> Version:
        kind = self.supersession_kind
        return Version(
            self.id,
            self.recorded_at,
            self.valid_from,
            self.valid_to,
            self.superseded_by_id,
            SupersessionKind(kind) if kind else None,
        )


@dataclass
class LegResult:
    """One leg's ranked hits with their rows, its latency, and its weight for this query."""

    hits: list[LegHit] = field(default_factory=list)
    skipped: str | None = None
    latency_ms: float = 0.0
    # The dense leg's share spent embedding the query (inside latency_ms).
    embed_ms: float = 0.0
    # Multiplies the leg's configured fusion weight for this query (entity: specificity).
    weight: float = 1.0
    # The row of every hit, read by the leg's own query.
    rows: dict[str, CandidateRow] = field(default_factory=dict)
    # How the dense leg searched: "exact", "hnsw iterative", or "hnsw iterative, then exact".
    search: str | None = None
    # The query's embedding (dense leg), so the other legs' candidates can be scored with it,
    # and its clauses' (memoryapp.domain.query_clauses): a candidate's cosine is its best.
    vector: list[float] | None = None
    clause_vectors: tuple[list[float], ...] = ()


# Selected by every leg after its id and score (alias ``m``) and read by :func:`candidate_row`.
# Timestamps come as text (the session's time zone is UTC: "2024-05-01 10:00:00+00"), which
# datetime.fromisoformat reads in C; the driver's loader goes through a regular expression.
# The predecessor probe is a scalar subquery, one index probe per row returned: as EXISTS the
# planner may hash the whole superseded_by index instead.
ROW_COLUMNS = """m.type, m.status, m.standing, m.actor, m.content, m.recorded_at::text,
    m.valid_from::text, m.valid_to::text, m.superseded_by_id::text, m.supersession_kind,
    m.superseded_by_id IS NOT NULL OR coalesce(
        (SELECT true FROM memoryapp_memory p WHERE p.superseded_by_id = m.id LIMIT 1), false),
    m.source->>'kind', m.source->>'ref', m.session_id"""


def moment(text: str | None) -> datetime | None:
    """A timestamp selected as text (``::text``), or None."""
    return datetime.fromisoformat(text) if text is not None else None


def candidate_row(memory_id: str, columns: Sequence[Any]) -> CandidateRow:
    """The row of a hit from its ``ROW_COLUMNS``."""
    (
        kind,
        status,
        standing,
        actor,
        content,
        recorded,
        since,
        until,
        succ,
        how,
        linked,
        source,
        ref,
        session,
    ) = columns
    return CandidateRow(
        memory_id,
        kind,
        status,
        standing,
        actor,
        content,
        datetime.fromisoformat(recorded),
        moment(since),
        moment(until),
        succ,
        how,
        bool(linked),
        source,
        ref,
        session,
    )


def leg_result(found: Sequence[Sequence[Any]], started: float) -> LegResult:
    """Hits ranked in the order found, and their rows: ``(id, score, *ROW_COLUMNS)`` each."""
    return LegResult(
        hits=[LegHit(str(r[0]), rank, float(r[1])) for rank, r in enumerate(found, start=1)],
        rows={str(r[0]): candidate_row(str(r[0]), r[2:]) for r in found},
        latency_ms=ms_since(started),
    )


def ms_since(started: float) -> float:
    """Milliseconds since ``started`` (a ``time.perf_counter()``), to the microsecond."""
    return round((time.perf_counter() - started) * 1000, 3)
