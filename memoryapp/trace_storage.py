"""How a trace's candidate list is stored: as columns, not as a hundred-odd JSON objects.

A /context trace lists every candidate any leg returned (about 140 at 50 per leg), each an
object with the same 14 keys and a ``legs`` object of ``{rank, score}`` or null per leg. As
objects the list is ~64 kB, most of it the same key names again and again; PostgreSQL parses,
compresses and TOASTs all of it inside the request, about 4.5 ms of a /context call's write.
Stored as one key list plus one row of values per candidate it is about half the size and the
write about 2.5 ms shorter (bench/latency.py's database).

The packed form is ``{"format": PACKED_FORMAT, "keys": [...], "legs": [...], "rows": [[...]]}``:
each row holds its candidate's values in ``keys`` order, with ``legs`` as one ``[rank, score]``
or null per leg in ``legs`` order. Unpacking gives back exactly the list that was packed, key
order included. A list that is not uniform (another key set, or a leg entry of another shape)
is stored as it is, and so is any list written before this format existed: readers take both.

In SQL, the candidates are ``candidates -> 'rows'`` in the packed form and ``candidates``
itself otherwise (see :data:`CANDIDATE_ROWS_SQL`). A reason code can be matched in a packed
row by containment (``rows @> '[["status.pending"]]'``): reason codes are the only dotted
strings among a row's values.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

PACKED_FORMAT = "candidates-columns-v1"

# The candidate rows of ``candidates`` (a jsonb column), whichever form a trace was stored in.
CANDIDATE_ROWS_SQL = (
    "(CASE WHEN jsonb_typeof({column}) = 'object' THEN {column} -> 'rows' ELSE {column} END)"
)

_HIT_KEYS = ("rank", "score")


def _leg_names(candidate: dict[str, Any]) -> list[str] | None:
    legs = candidate.get("legs")
    if not isinstance(legs, dict):
        return None
    for hit in legs.values():
        if hit is not None and (not isinstance(hit, dict) or tuple(hit) != _HIT_KEYS):
            return None
    return list(legs)


def pack_candidates(candidates: Any) -> Any:
    """The stored form of a trace's ``candidates`` (see the module docstring)."""
    if not isinstance(candidates, list) or not candidates:
        return candidates
    first = candidates[0]
    if not isinstance(first, dict) or "legs" not in first:
        return candidates
    keys = list(first)
    legs = _leg_names(first)
    if legs is None:
        return candidates
    rows: list[list[Any]] = []
    for candidate in candidates:
        if not isinstance(candidate, dict) or list(candidate) != keys:
            return candidates
        if _leg_names(candidate) != legs:
            return candidates
        row = []
        for key in keys:
            value = candidate[key]
            if key == "legs":
                value = [None if h is None else [h["rank"], h["score"]] for h in value.values()]
            row.append(value)
        rows.append(row)
    return packed_candidates(keys, legs, rows)


def packed_candidates(
    keys: Sequence[str], legs: Sequence[str], rows: list[list[Any]]
) -> dict[str, Any]:
    """The stored form of candidates built directly as rows, for a writer that never needs the
    list of objects: each row holds its values in ``keys`` order, with the ``legs`` column as
    ``[rank, score]`` or None per leg in ``legs`` order. It is what :func:`pack_candidates`
    makes of the list :func:`unpack_candidates` gives back."""
    if "legs" not in keys:
        raise ValueError("a candidate row has a legs column")
    width = len(keys)
    for row in rows:
        if len(row) != width:
            raise ValueError(f"a candidate row has {len(row)} values for {width} keys")
    return {"format": PACKED_FORMAT, "keys": list(keys), "legs": list(legs), "rows": rows}


def unpack_candidates(stored: Any) -> Any:
    """A trace's ``candidates`` as written, from either stored form."""
    if not (isinstance(stored, dict) and stored.get("format") == PACKED_FORMAT):
        return stored
    keys: list[str] = stored["keys"]
    legs: list[str] = stored["legs"]
    at = keys.index("legs")
    candidates = []
    for row in stored["rows"]:
        candidate = dict(zip(keys, row, strict=True))
        candidate["legs"] = {
            leg: None if hit is None else {"rank": hit[0], "score": hit[1]}
            for leg, hit in zip(legs, row[at], strict=True)
        }
        candidates.append(candidate)
    return candidates
