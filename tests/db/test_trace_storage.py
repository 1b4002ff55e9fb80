"""A trace's candidates are stored packed as columns and read back exactly as written."""

from __future__ import annotations

import importlib
import json
import math
import uuid
from types import SimpleNamespace
from typing import Any

import pytest
from django.db import connection
from hypothesis import given
from hypothesis import strategies as st

from memoryapp.db.trace_storage import (
    CONTEXT_COLUMNS,
    PACKED_FORMAT,
    SEARCH_COLUMNS,
    pack_candidates,
    packed_candidates,
    unpack_candidates,
)
from memoryapp.domain.decisions import LABELS
from memoryapp.domain.temporal import TemporalStatus
from memoryapp.domain.types import SupersessionKind, retrieval_weight
from memoryapp.models import BundleEvent, ContextTrace, Memory, Project
from memoryapp.services.context import context_build, search_run
from memoryapp.services.propose import memory_remember
from memoryapp.services.supersession import memory_supersede
from review import selectors

migration_0019 = importlib.import_module("memoryapp.migrations.0019_trace_reason_codes")

LEGS = ("lexical", "dense", "entity")
KEYS = ("memory_id", "type", "legs", "fused_rank", "score", "decision", "reason", "label")

json_scalars = st.none() | st.booleans() | st.integers() | st.text(max_size=12)
json_values = st.recursive(
    json_scalars | st.floats(allow_nan=False, allow_infinity=False),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner),
    max_leaves=6,
)
hits = st.none() | st.builds(
    lambda rank, score: {"rank": rank, "score": score},
    st.integers(1, 200),
    st.floats(allow_nan=False, allow_infinity=False),
)


@st.composite
def candidate_lists(draw: Any) -> list[dict[str, Any]]:
    """Candidates as a trace writes them: the same keys in the same order, ``legs`` by leg."""
    keys = draw(st.permutations(KEYS))
    legs = draw(st.permutations(LEGS))
    return [
        {
            key: ({leg: draw(hits) for leg in legs} if key == "legs" else draw(json_values))
            for key in keys
        }
        for _ in range(draw(st.integers(1, 6)))
    ]


def ordered(value: Any) -> Any:
    """``value`` with every dict as its list of items, so that key order counts as well."""
    if isinstance(value, dict):
        return [(k, ordered(v)) for k, v in value.items()]
    if isinstance(value, list):
        return [ordered(v) for v in value]
    return value


@pytest.mark.slow
@given(candidate_lists())
def test_packing_round_trips_exactly(candidates: list[dict[str, Any]]) -> None:
    packed = pack_candidates(candidates)
    assert packed["format"] == PACKED_FORMAT
    stored = json.loads(json.dumps(packed))
    assert ordered(unpack_candidates(stored)) == ordered(candidates)


@pytest.mark.parametrize("candidates", [[], [{"memory_id": "a", "reason": "r"}]])
def test_lists_without_legs_pack_too(candidates: list[dict[str, Any]]) -> None:
    packed = pack_candidates(candidates)
    assert packed["format"] == PACKED_FORMAT and packed["legs"] == []
    assert unpack_candidates(json.loads(json.dumps(packed))) == candidates


@pytest.mark.parametrize(
    "candidates",
    [
        [{"memory_id": "a", "legs": {"lexical": None}}, {"legs": {"lexical": None}}],
        [{"legs": {"lexical": None}}, {"legs": {"dense": None}}],
        [{"legs": {"lexical": {"rank": 1}}}],
        [{"legs": {"lexical": {"score": 1.0, "rank": 1}}}],
        [{"legs": {"lexical": None}}, "not an object"],
        {"not": "a list"},
    ],
)
def test_what_does_not_fit_the_columns_is_refused(candidates: Any) -> None:
    with pytest.raises(ValueError):
        pack_candidates(candidates)
    with pytest.raises(ValueError):
        unpack_candidates(candidates)


@pytest.fixture
def traced(project: Project) -> ContextTrace:
    memory_remember(project=project, content="The metadata database is PostgreSQL 16.")
    old = memory_remember(project=project, content="The metadata database backups run weekly.")
    # A superseded version among the candidates: its chain head is another memory.
    memory_supersede(
        project=project,
        memory_id=old.memory.id,
        content="The metadata database backups run nightly.",
        kind=SupersessionKind.UPDATE,
    )
    return context_build(project=project, query="Which metadata database do we use?").trace


def stored(trace_id: uuid.UUID) -> tuple[Any, list[str]]:
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT candidates::text, reason_codes FROM memoryapp_contexttrace WHERE id = %s",
            [trace_id],
        )
        candidates, codes = cursor.fetchone()
    return json.loads(candidates), codes


def head_of(memory: Memory) -> uuid.UUID:
    while memory.superseded_by is not None:
        memory = memory.superseded_by
    return memory.id


def most_fused(trace: ContextTrace, legs: dict[str, Any]) -> float:
    """The highest fused score the legs that found a candidate can give it (each leg's scaled
    score is at most 1)."""
    weights = {**dict.fromkeys(LEGS, 1.0), **trace.config["leg_weights"]}
    return math.fsum(weights[leg] for leg, hit in legs.items() if hit is not None)


def test_a_context_trace_is_stored_packed_and_read_as_written(traced: ContextTrace) -> None:
    # The service writes the rows directly; the instance it returns has its candidates
    # deferred, so they come from the row like any other read's.
    assert "candidates" in traced.get_deferred_fields()
    packed, codes = stored(traced.id)
    assert packed["format"] == PACKED_FORMAT and packed["legs"] == list(LEGS)
    assert packed["keys"] == list(CONTEXT_COLUMNS.keys)
    read = ContextTrace.objects.get(id=traced.id).candidates
    assert len(read) == len(packed["rows"]) >= 3
    assert traced.candidates == read
    assert codes == sorted({c["reason"] for c in read})
    memories = {str(m.id): m for m in Memory.objects.select_related("superseded_by")}
    selected = []
    for rank, candidate in enumerate(read, start=1):
        assert list(candidate) == list(CONTEXT_COLUMNS.keys)
        assert list(candidate["legs"]) == list(LEGS)
        hits = [hit for hit in candidate["legs"].values() if hit is not None]
        assert hits or candidate["neighbour_score"] > 0
        assert all(list(hit) == ["rank", "score"] for hit in hits)
        # Each value sits under its own key: checked against where it comes from, so two
        # columns swapped in the writer fail here.
        memory = memories[candidate["memory_id"]]
        assert candidate["type"] == memory.type
        assert candidate["status"] == memory.status
        assert candidate["standing"] == memory.standing
        assert candidate["chain_head"] == str(head_of(memory))
        assert candidate["fused_rank"] == rank
        assert candidate["type_weight"] == retrieval_weight(candidate["type"])
        assert 0 <= candidate["fused_score"] <= most_fused(traced, candidate["legs"]) + 1e-9
        assert candidate["boost"] >= 1.0 and candidate["neighbour_score"] >= 0.0
        assert candidate["score"] == pytest.approx(
            (candidate["fused_score"] * candidate["boost"] + candidate["neighbour_score"])
            * candidate["type_weight"]
        )
        assert candidate["label"] == LABELS[TemporalStatus(candidate["temporal_status"])]
        assert candidate["decision"] == (
            "selected" if candidate["reason"].startswith("selected.") else "rejected"
        )
        if candidate["decision"] == "selected":
            selected.append(candidate["memory_id"])
    assert any(c["chain_head"] != c["memory_id"] for c in read)
    assert any(c["temporal_status"] == TemporalStatus.SUPERSEDED.value for c in read)
    assert [str(i) for i in traced.memory_ids] == selected
    (event,) = BundleEvent.objects.filter(trace_id=traced.id)
    assert (event.project_id, event.route, event.actor) == (
        traced.project_id,
        traced.route["route"],
        "agent",
    )
    assert [str(i) for i in event.memory_ids] == selected


def test_a_search_trace_is_stored_by_its_own_columns(
    traced: ContextTrace, project: Project
) -> None:
    trace = search_run(project=project, query="metadata database backups", k=1).trace
    packed, codes = stored(trace.id)
    assert packed["keys"] == list(SEARCH_COLUMNS.keys)
    read = ContextTrace.objects.get(id=trace.id).candidates
    assert [c["decision"] for c in read] == ["selected"] + ["rejected"] * (len(read) - 1)
    assert read[0]["reason"] == "selected.current"
    assert codes == sorted({c["reason"] for c in read})
    assert all(c["score"] == c["fused_score"] * c["type_weight"] for c in read)
    assert [str(i) for i in trace.memory_ids] == [read[0]["memory_id"]]
    # A search hands out no bundle, so it appends no bundle event.
    assert not BundleEvent.objects.filter(trace_id=trace.id).exists()


@pytest.mark.slow
@given(candidate_lists())
def test_rows_built_directly_store_what_packing_the_objects_stores(
    candidates: list[dict[str, Any]],
) -> None:
    packed = pack_candidates(candidates)
    built = packed_candidates(packed["keys"], packed["legs"], packed["rows"])
    assert built == packed
    assert ordered(unpack_candidates(json.loads(json.dumps(built)))) == ordered(candidates)


@pytest.mark.parametrize(
    ("keys", "rows"),
    [(("memory_id", "reason"), [["a", "r"]]), (("memory_id", "legs"), [["a", [None], "extra"]])],
)
def test_rows_that_do_not_fit_their_keys_are_refused(keys: Any, rows: Any) -> None:
    with pytest.raises(ValueError):
        packed_candidates(keys, ["lexical"], rows)


def test_traces_filter_by_their_reason_codes(project: Project, traced: ContextTrace) -> None:
    other = ContextTrace.objects.create(
        project=project,
        kind="context",
        query="q",
        candidates=[
            {"memory_id": str(uuid.uuid4()), "legs": {"lexical": None}, "reason": "status.pending"},
            {"memory_id": str(uuid.uuid4()), "legs": {"lexical": None}, "reason": "status.pending"},
        ],
    )
    # An ORM write derives the column from the candidates, as the service's insert writes it.
    assert other.reason_codes == ["status.pending"]
    assert stored(other.id)[1] == ["status.pending"]
    (bulk,) = ContextTrace.objects.bulk_create(
        [ContextTrace(project=project, kind="search", query="q", candidates=traced.candidates)]
    )
    assert stored(bulk.id)[1] == stored(traced.id)[1]
    bulk.delete()

    def listed(reason: str = "") -> dict[uuid.UUID, int]:
        page = selectors.trace_page(project=project, reason=reason)
        return {row.id: row.candidate_count for row in page.items}  # type: ignore[attr-defined]

    assert listed() == {other.id: 2, traced.id: len(traced.candidates)}
    assert listed("status.pending") == {other.id: 2}
    selected = traced.candidates[0]["reason"]
    assert listed(selected) == {traced.id: len(traced.candidates)}
    assert listed("standing.quarantined") == {}


def old_trace(project: Project, candidates: Any) -> uuid.UUID:
    """A trace as stored before the packed form: its candidates a list of objects, and no
    reason codes."""
    trace = ContextTrace.objects.create(project=project, kind="context", query="q")
    with connection.cursor() as cursor:
        cursor.execute(
            "UPDATE memoryapp_contexttrace SET candidates = %s::jsonb, reason_codes = '{}' "
            "WHERE id = %s",
            [json.dumps(candidates), trace.id],
        )
    return trace.id


def pack_old_traces() -> None:
    migration_0019.pack_old_traces(None, SimpleNamespace(connection=connection))


@pytest.mark.django_db
def test_the_migration_runs_on_an_empty_table() -> None:
    assert not ContextTrace.objects.exists()
    pack_old_traces()
    assert not ContextTrace.objects.exists()


def test_the_migration_packs_old_traces_and_fills_every_reason_column(
    project: Project, traced: ContextTrace
) -> None:
    objects = [
        {
            "memory_id": str(uuid.uuid4()),
            "legs": {"lexical": {"rank": 1, "score": 0.5}, "dense": None},
            "reason": "status.pending",
            "fused_rank": 1,
        },
        {
            "memory_id": str(uuid.uuid4()),
            "legs": {"lexical": None, "dense": {"rank": 2, "score": 0.25}},
            "reason": "rank.below_cutoff",
            "fused_rank": 2,
        },
    ]
    old = old_trace(project, objects)
    empty = old_trace(project, [])
    with connection.cursor() as cursor:  # a packed trace written before the column existed
        cursor.execute(
            "UPDATE memoryapp_contexttrace SET reason_codes = '{}' WHERE id = %s", [traced.id]
        )
    before = ContextTrace.objects.get(id=traced.id).candidates
    pack_old_traces()

    packed, codes = stored(old)
    assert packed["format"] == PACKED_FORMAT and packed["legs"] == ["dense", "lexical"]
    # jsonb kept the objects' keys in its own order, and that is the order they read back in.
    assert packed["keys"] == ["legs", "reason", "memory_id", "fused_rank"]
    assert packed["rows"][1] == [[[2, 0.25], None], "rank.below_cutoff", objects[1]["memory_id"], 2]
    assert ContextTrace.objects.get(id=old).candidates == objects
    assert codes == ["rank.below_cutoff", "status.pending"]
    assert stored(empty) == ({"format": PACKED_FORMAT, "keys": [], "legs": [], "rows": []}, [])
    assert ContextTrace.objects.get(id=traced.id).candidates == before
    assert stored(traced.id)[1] == sorted({c["reason"] for c in before})
    pack_old_traces()  # nothing left to pack: running again changes nothing
    assert stored(old) == (packed, codes)


def test_the_migration_stops_at_an_old_trace_that_does_not_fit(project: Project) -> None:
    bad = old_trace(project, [{"memory_id": "a", "legs": None}, {"memory_id": "b"}])
    with pytest.raises(ValueError, match=str(bad)):
        pack_old_traces()


@pytest.mark.django_db
def test_the_trace_ids_index_has_no_pending_list_to_merge_inside_a_request() -> None:
    with connection.cursor() as cursor:
        cursor.execute("SELECT reloptions FROM pg_class WHERE relname = 'trace_memory_ids'")
        assert cursor.fetchone() == (["fastupdate=off"],)


@pytest.mark.django_db
def test_the_tables_each_read_call_appends_to_have_no_index_a_wider_one_covers() -> None:
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT tablename, indexdef FROM pg_indexes "
            "WHERE tablename IN ('memoryapp_memoryevent', 'memoryapp_contexttrace')"
        )
        columns = {(table, definition[definition.index("USING") :]) for table, definition in cursor}
        # The project foreign keys stay, without an index of their own (migration 0012).
        cursor.execute(
            "SELECT conrelid::regclass::text FROM pg_constraint WHERE contype = 'f' "
            "AND confrelid = 'memoryapp_project'::regclass"
        )
        constrained = {table for (table,) in cursor}
    assert columns == {
        ("memoryapp_memoryevent", "USING btree (id)"),
        ("memoryapp_memoryevent", "USING btree (project_id, at DESC)"),
        ("memoryapp_memoryevent", "USING btree (memory_id)"),
        ("memoryapp_contexttrace", "USING btree (id)"),
        ("memoryapp_contexttrace", "USING btree (project_id, created_at DESC)"),
        ("memoryapp_contexttrace", "USING gin (memory_ids) WITH (fastupdate=off)"),
        # An agent's error names its request; the owner finds the trace by it.
        (
            "memoryapp_contexttrace",
            "USING btree (request_id) WHERE (NOT ((request_id)::text = ''::text))",
        ),
        # A session's earlier bundles, for the next call of the session (only calls that name
        # a session pay for it).
        (
            "memoryapp_contexttrace",
            "USING btree (project_id, session_id, created_at) "
            "WHERE (NOT ((session_id)::text = ''::text))",
        ),
    }
    assert {"memoryapp_memoryevent", "memoryapp_contexttrace"} <= constrained
