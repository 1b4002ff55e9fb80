"""How a trace's candidate list is stored: as columns, not as a hundred-odd JSON objects.

A /context trace lists every candidate any leg returned, each with the same keys and a ``legs``
object of ``{rank, score}`` or null per leg. As objects most of the list is the same key names
again and again, which PostgreSQL parses, compresses and TOASTs inside the request; stored as
one key list plus one row of values per candidate it is about half the size, and the write of
a /context call correspondingly shorter (bench/latency.py measures it).

The stored form is ``{"format": PACKED_FORMAT, "keys": [...], "legs": [...], "rows": [[...]]}``:
each row holds its candidate's values in ``keys`` order, with ``legs`` as one ``[rank, score]``
or null per leg in ``legs`` order. Unpacking gives back exactly the list that was packed, key
order included. Every trace is stored so (migration 0019 packed the lists of objects written
before this form existed), and a list that does not fit the columns (another key set, or a leg
entry of another shape) is refused rather than stored some other way.

The columns of each kind of trace are defined once, by :class:`SearchCandidate` and
:class:`ContextCandidate`: the writer builds each candidate as one of them, by name, and their
key order is the row's (:class:`CandidateColumns`). Readers get the objects back through the
stored ``keys``. In SQL the rows are ``candidates -> 'rows'``; the distinct reason codes of a
trace's candidates are a column of their own, ``reason_codes`` (:func:`reason_codes`, written
with the trace), which is what a filter by reason reads.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from operator import itemgetter
from typing import Any, TypedDict

import orjson

PACKED_FORMAT = "candidates-columns-v1"

_HIT_KEYS = ("rank", "score")

# A candidate's ``legs`` column: ``[rank, score]`` or None per leg, in the trace's leg order.
LegCells = list[list[Any] | None]


# The candidate columns of each kind of trace, in stored order. The writer builds each
# candidate as a dict literal of its kind (mypy checks the keys and their types) and stores
# the row CandidateColumns.row takes from it: a dict literal and one itemgetter cost about
# what a list literal does, where building a NamedTuple or a frozen dataclass per candidate
# would add a visible share to every /context call's write.
class SearchCandidate(TypedDict):
    """One candidate of a /search trace."""

    memory_id: str
    type: str
    legs: LegCells
    fused_rank: int
    fused_score: float
    # The query's time cues multiplied fused_score by ``boost``; its session neighbours added
    # ``neighbour_score``; score = (fused_score x boost + neighbour_score) x type_weight.
    boost: float
    neighbour_score: float
    type_weight: float
    score: float
    temporal_status: str
    decision: str
    reason: str


class ContextCandidate(TypedDict):
    """One candidate of a /context trace."""

    memory_id: str
    type: str
    status: str
    standing: str
    chain_head: str
    legs: LegCells
    fused_rank: int
    fused_score: float
    # The query's time cues multiplied fused_score by ``boost``; its session neighbours added
    # ``neighbour_score``; score = (fused_score x boost + neighbour_score) x type_weight.
    boost: float
    neighbour_score: float
    type_weight: float
    score: float
    temporal_status: str
    decision: str
    reason: str
    label: str
    # What the project's frame did to it (a ``frame.*`` code, ADR 0003); "" when the frame was
    # not consulted. Traces written before frames have no such column.
    frame: str


class StateCandidate(TypedDict):
    """One version of a /state trace's subject."""

    memory_id: str
    status: str
    standing: str
    chain_head: str
    temporal_status: str
    decision: str
    reason: str


AnyCandidate = SearchCandidate | ContextCandidate | StateCandidate


@dataclass(frozen=True)
class CandidateColumns:
    """The stored columns of one kind of trace's candidates: its TypedDict's keys, in order."""

    keys: tuple[str, ...]
    _values: Callable[[Mapping[str, Any]], tuple[Any, ...]]

    @classmethod
    def of(cls, candidate: type[AnyCandidate]) -> CandidateColumns:
        keys = tuple(candidate.__annotations__)
        return cls(keys, itemgetter(*keys))

    def row(
        self, candidate: SearchCandidate | ContextCandidate | StateCandidate
    ) -> tuple[Any, ...]:
        """The stored row of one candidate, its values in ``keys`` order."""
        return self._values(candidate)

    def table(self, rows: Sequence[tuple[Any, ...]], *, legs: Sequence[str]) -> dict[str, Any]:
        """The stored form of a writer's rows (each from :meth:`row`)."""
        return packed_candidates(self.keys, legs, rows)


SEARCH_COLUMNS = CandidateColumns.of(SearchCandidate)
CONTEXT_COLUMNS = CandidateColumns.of(ContextCandidate)
STATE_COLUMNS = CandidateColumns.of(StateCandidate)


def _leg_names(candidate: dict[str, Any]) -> list[str] | None:
    legs = candidate.get("legs")
    if not isinstance(legs, dict):
        return None
    for hit in legs.values():
        if hit is not None and (not isinstance(hit, dict) or tuple(hit) != _HIT_KEYS):
            return None
    return list(legs)


def pack_candidates(candidates: Any) -> dict[str, Any]:
    """The stored form of a list of candidate objects (see the module docstring); ValueError
    for anything that does not fit the columns."""
    if not isinstance(candidates, list):
        raise ValueError("a trace's candidates are a list")
    if not candidates:
        return packed_candidates((), (), [])
    first = candidates[0]
    if not isinstance(first, dict):
        raise ValueError("a trace's candidates are objects")
    keys = list(first)
    legs = _leg_names(first) if "legs" in first else []
    if legs is None:
        raise ValueError("a candidate's legs are {rank, score} or null per leg")
    rows: list[list[Any]] = []
    for candidate in candidates:
        if not isinstance(candidate, dict) or list(candidate) != keys:
            raise ValueError("a trace's candidates all have the same keys, in the same order")
        row = list(candidate.values())
        if legs:
            if _leg_names(candidate) != legs:
                raise ValueError("a trace's candidates all have the same legs")
            row[keys.index("legs")] = [
                None if h is None else [h["rank"], h["score"]] for h in candidate["legs"].values()
            ]
        rows.append(row)
    return packed_candidates(keys, legs, rows)


def packed_candidates(
    keys: Sequence[str], legs: Sequence[str], rows: Sequence[Sequence[Any]]
) -> dict[str, Any]:
    """The stored form of candidates built directly as rows: each row holds its values in
    ``keys`` order, with the ``legs`` column (if there is one) as ``[rank, score]`` or None per
    leg in ``legs`` order. It is what :func:`pack_candidates` makes of the list
    :func:`unpack_candidates` gives back."""
    if legs and "legs" not in keys:
        raise ValueError("candidate rows with legs have a legs column")
    width = len(keys)
    for row in rows:
        if len(row) != width:
            raise ValueError(f"a candidate row has {len(row)} values for {width} keys")
    return {"format": PACKED_FORMAT, "keys": list(keys), "legs": list(legs), "rows": rows}


def _is_packed(stored: Any) -> bool:
    return isinstance(stored, dict) and stored.get("format") == PACKED_FORMAT


def unpack_candidates(stored: Any) -> list[dict[str, Any]]:
    """A trace's ``candidates`` as written, from the stored form."""
    if not _is_packed(stored):
        raise ValueError("a trace's stored candidates are in the packed form")
    keys: list[str] = stored["keys"]
    legs: list[str] = stored["legs"]
    at = keys.index("legs") if "legs" in keys else None
    candidates = []
    for row in stored["rows"]:
        candidate = dict(zip(keys, row, strict=True))
        if at is not None:
            candidate["legs"] = {
                leg: None if hit is None else {"rank": hit[0], "score": hit[1]}
                for leg, hit in zip(legs, row[at], strict=True)
            }
        candidates.append(candidate)
    return candidates


def reason_codes(stored: dict[str, Any]) -> list[str]:
    """The distinct reason codes of a stored candidate list, sorted (its ``reason`` column)."""
    if "reason" not in stored["keys"]:
        return []
    at = stored["keys"].index("reason")
    return sorted({row[at] for row in stored["rows"] if isinstance(row[at], str)})


def candidates_json(stored: dict[str, Any]) -> str:
    """The stored form as the JSON text a raw INSERT sends (orjson: a trace's candidates are
    tens of kilobytes of JSON, and the standard library's encoder is many times slower)."""
    return orjson.dumps(stored).decode()
