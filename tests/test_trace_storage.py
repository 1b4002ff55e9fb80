"""A trace's candidates are stored packed as columns and read back exactly as written."""

from __future__ import annotations

import json
import uuid
from typing import Any

import pytest
from django.db import connection
from hypothesis import given
from hypothesis import strategies as st

from memoryapp.domain.temporal import TemporalStatus
from memoryapp.domain.types import MemoryStatus, MemoryType, Standing
from memoryapp.models import ContextTrace, Project
from memoryapp.services.context import context_build
from memoryapp.services.memories import memory_remember
from memoryapp.trace_storage import (
    PACKED_FORMAT,
    pack_candidates,
    packed_candidates,
    unpack_candidates,
)
from review import selectors

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


@given(candidate_lists())
def test_packing_round_trips_exactly(candidates: list[dict[str, Any]]) -> None:
    packed = pack_candidates(candidates)
    assert packed["format"] == PACKED_FORMAT
    stored = json.loads(json.dumps(packed))
    assert ordered(unpack_candidates(stored)) == ordered(candidates)


@pytest.mark.parametrize(
    "candidates",
    [
        [],
        [{"memory_id": "a"}],
        [{"memory_id": "a", "legs": {"lexical": None}}, {"legs": {"lexical": None}}],
        [{"legs": {"lexical": None}}, {"legs": {"dense": None}}],
        [{"legs": {"lexical": {"rank": 1}}}],
        [{"legs": {"lexical": {"score": 1.0, "rank": 1}}}],
        [{"legs": {"lexical": None}}, "not an object"],
        {"not": "a list"},
    ],
)
def test_what_does_not_fit_the_columns_is_stored_as_it_is(candidates: Any) -> None:
    assert pack_candidates(candidates) is candidates
    assert unpack_candidates(candidates) is candidates


@pytest.fixture
def traced(project: Project) -> ContextTrace:
    memory_remember(project=project, content="The metadata database is PostgreSQL 16.")
    memory_remember(project=project, content="Backups of the metadata database run nightly.")
    return context_build(project=project, query="Which metadata database do we use?").trace


def stored_candidates(trace_id: uuid.UUID) -> Any:
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT candidates::text FROM memoryapp_contexttrace WHERE id = %s", [trace_id]
        )
        return json.loads(cursor.fetchone()[0])


def test_a_context_trace_is_stored_packed_and_read_as_written(traced: ContextTrace) -> None:
    # The service writes the rows directly; the instance it returns has its candidates
    # deferred, so they come from the row like any other read's.
    assert "candidates" in traced.get_deferred_fields()
    stored = stored_candidates(traced.id)
    assert stored["format"] == PACKED_FORMAT and stored["legs"] == list(LEGS)
    read = ContextTrace.objects.get(id=traced.id).candidates
    assert len(read) == len(stored["rows"]) >= 2
    assert traced.candidates == read
    for candidate in read:
        assert list(candidate) == [
            "memory_id", "type", "status", "standing", "chain_head", "legs", "fused_rank",
            "fused_score", "type_weight", "score", "temporal_status", "decision", "reason",
            "label",
        ]  # fmt: skip
        assert list(candidate["legs"]) == list(LEGS)
        hits = [hit for hit in candidate["legs"].values() if hit is not None]
        assert hits and all(list(hit) == ["rank", "score"] for hit in hits)
    # Each value sits under its own key (the service writes the rows positionally).
    assert {c["decision"] for c in read} <= {"selected", "rejected"}
    assert {c["type"] for c in read} <= {t.value for t in MemoryType}
    assert {c["status"] for c in read} <= {s.value for s in MemoryStatus}
    assert {c["standing"] for c in read} <= {s.value for s in Standing}
    assert {c["temporal_status"] for c in read} <= {s.value for s in TemporalStatus}
    assert all(uuid.UUID(c["memory_id"]) and uuid.UUID(c["chain_head"]) for c in read)
    assert all(c["fused_rank"] == n for n, c in enumerate(read, start=1))
    assert all(0 < c["score"] <= c["fused_score"] for c in read)


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


def test_traces_stored_before_packing_still_read_and_filter(
    project: Project, traced: ContextTrace
) -> None:
    old = ContextTrace.objects.create(project=project, kind="context", query="q")
    objects = [
        {"memory_id": str(uuid.uuid4()), "legs": {"lexical": None}, "reason": "status.pending"},
        {"memory_id": str(uuid.uuid4()), "legs": None, "reason": "rank.below_cutoff"},
    ]
    with connection.cursor() as cursor:
        cursor.execute(
            "UPDATE memoryapp_contexttrace SET candidates = %s::jsonb WHERE id = %s",
            [json.dumps(objects), old.id],
        )
    assert ContextTrace.objects.get(id=old.id).candidates == objects

    def listed(reason: str = "") -> dict[uuid.UUID, int]:
        page = selectors.trace_page(project=project, reason=reason)
        return {row.id: row.candidate_count for row in page.items}  # type: ignore[attr-defined]

    assert listed() == {old.id: 2, traced.id: len(traced.candidates)}
    assert listed("status.pending") == {old.id: 2}
    selected = traced.candidates[0]["reason"]
    assert listed(selected) == {traced.id: len(traced.candidates)}
    # Only the reason field matches: a code that appears nowhere finds nothing.
    assert listed("standing.quarantined") == {}


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
    }
    assert {"memoryapp_memoryevent", "memoryapp_contexttrace"} <= constrained
