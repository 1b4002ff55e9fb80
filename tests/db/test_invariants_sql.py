"""The database enforces the memory model's invariants on its own: every check here goes
through raw SQL."""

from __future__ import annotations

import itertools
import re
import uuid
from typing import Any

import pytest
from django.db import IntegrityError, connection, transaction

from memoryapp.models import Project
from memoryapp.services.tokens import token_issue

pytestmark = pytest.mark.django_db

STATUSES = ["pending", "active", "rejected", "archived"]
ALLOWED = {
    ("pending", "active"),
    ("pending", "rejected"),
    ("active", "archived"),
    ("archived", "active"),
    ("rejected", "pending"),
}


def insert(project: Project, **overrides: Any) -> str:
    row: dict[str, Any] = {
        "id": str(uuid.uuid4()),
        "project_id": project.id,
        "type": "semantic",
        "content": "The metadata database is PostgreSQL.",
        "status": "active",
        "actor": "agent",
        "actor_label": "",
        "source": '{"kind": "conversation", "ref": null}',
        "standing": "trusted",
        "session_id": "",
        "embedding_model": "",
        "review_note": "[]",
    }
    row.update(overrides)
    columns = ", ".join(row)
    marks = ", ".join(["%s"] * len(row))
    with connection.cursor() as cursor:
        cursor.execute(
            f"INSERT INTO memoryapp_memory ({columns}, recorded_at) VALUES ({marks}, now())",
            list(row.values()),
        )
    return str(row["id"])


def execute(sql: str, params: list[Any]) -> None:
    with transaction.atomic(), connection.cursor() as cursor:
        cursor.execute(sql, params)


def rejects(sql: str, params: list[Any], match: str) -> None:
    with pytest.raises(IntegrityError, match=match):
        execute(sql, params)


@pytest.mark.parametrize(
    ("column", "value"),
    [
        ("content", "'something else'"),
        ("type", "'episodic'"),
        ("actor", "'owner'"),
        ("actor_label", "'someone else'"),
        ("recorded_at", "now() - interval '1 day'"),
        ("source", """'{"kind": "web", "ref": "https://example.com"}'::jsonb"""),
        ("confidence", "0.2"),
        ("session_id", "'s-2'"),
        ("valid_from", "now()"),
        ("valid_to", "now() + interval '1 day'"),
        ("supersession_kind", "'correction'"),
    ],
)
def test_immutable_columns_cannot_be_updated(project: Project, column: str, value: str) -> None:
    memory_id = insert(project)
    rejects(
        f"UPDATE memoryapp_memory SET {column} = {value} WHERE id = %s",
        [memory_id],
        match="immutable column",
    )


def test_project_of_a_memory_cannot_change(project: Project, other_project: Project) -> None:
    memory_id = insert(project)
    rejects(
        "UPDATE memoryapp_memory SET project_id = %s WHERE id = %s",
        [other_project.id, memory_id],
        match="immutable column",
    )


def test_setting_bookkeeping_beside_a_guarded_column_is_still_guarded(project: Project) -> None:
    memory_id = insert(project)
    rejects(
        "UPDATE memoryapp_memory SET last_confirmed_at = now(), content = 'rewritten' "
        "WHERE id = %s",
        [memory_id],
        match="immutable column",
    )
    rejects(
        "UPDATE memoryapp_memory SET last_confirmed_at = now(), status = 'pending' WHERE id = %s",
        [memory_id],
        match="cannot move",
    )


def test_the_update_guard_fires_for_every_column_it_checks() -> None:
    """The guard fires only for statements that set one of its columns (a bookkeeping-only
    UPDATE skips it), so every column its function compares must be in that list."""
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT p.prosrc, ARRAY(SELECT a.attname::text FROM unnest(t.tgattr) AS k(n) "
            "JOIN pg_attribute a ON a.attrelid = t.tgrelid AND a.attnum = k.n) "
            "FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid "
            "WHERE t.tgname = 'memory_guard_update'"
        )
        source, fired_by = cursor.fetchone()
    checked = set(re.findall(r"NEW\.(\w+) IS DISTINCT FROM OLD\.", source))
    assert {"content", "status", "superseded_by_id", "valid_to"} <= checked
    assert checked <= set(fired_by)
    assert "last_confirmed_at" not in fired_by


def test_mutable_bookkeeping_columns_can_be_updated(project: Project) -> None:
    memory_id = insert(project)
    execute(
        "UPDATE memoryapp_memory SET last_confirmed_at = now(), review_note = '[]', "
        "embedding_model = 'm' WHERE id = %s",
        [memory_id],
    )


def test_superseded_by_is_set_once(project: Project) -> None:
    first, second, third = insert(project), insert(project), insert(project)
    execute("UPDATE memoryapp_memory SET superseded_by_id = %s WHERE id = %s", [second, first])
    rejects(
        "UPDATE memoryapp_memory SET superseded_by_id = %s WHERE id = %s",
        [third, first],
        match="set once",
    )
    rejects(
        "UPDATE memoryapp_memory SET superseded_by_id = NULL WHERE id = %s",
        [first],
        match="set once",
    )


def test_superseded_by_never_forms_a_cycle(project: Project) -> None:
    a, b, c = insert(project), insert(project), insert(project)
    execute("UPDATE memoryapp_memory SET superseded_by_id = %s WHERE id = %s", [b, a])
    execute("UPDATE memoryapp_memory SET superseded_by_id = %s WHERE id = %s", [c, b])
    rejects(
        "UPDATE memoryapp_memory SET superseded_by_id = %s WHERE id = %s", [a, c], match="cycle"
    )


def test_a_memory_cannot_supersede_itself(project: Project) -> None:
    a = insert(project)
    rejects(
        "UPDATE memoryapp_memory SET superseded_by_id = %s WHERE id = %s",
        [a, a],
        match="cycle",
    )


@pytest.mark.parametrize(
    "link",
    ["superseded_by_id", "near_duplicate_of_id", "possible_conflict_of_id"],
)
def test_links_never_cross_projects(project: Project, other_project: Project, link: str) -> None:
    mine, theirs = insert(project), insert(other_project)
    rejects(
        f"UPDATE memoryapp_memory SET {link} = %s WHERE id = %s",
        [theirs, mine],
        match="same project",
    )


def test_a_pending_correction_targets_its_own_project(
    project: Project, other_project: Project
) -> None:
    theirs = insert(other_project)
    with pytest.raises(IntegrityError, match="same project"), transaction.atomic():
        insert(project, status="pending", supersedes_on_confirm_id=theirs)


@pytest.mark.parametrize(("before", "after"), list(itertools.permutations(STATUSES, 2)))
def test_status_moves_only_along_allowed_edges(project: Project, before: str, after: str) -> None:
    memory_id = insert(project, status=before)
    sql = "UPDATE memoryapp_memory SET status = %s WHERE id = %s"
    if (before, after) in ALLOWED:
        execute(sql, [after, memory_id])
    else:
        rejects(sql, [after, memory_id], match="status cannot move")


def test_rows_cannot_be_deleted(project: Project) -> None:
    memory_id = insert(project)
    rejects("DELETE FROM memoryapp_memory WHERE id = %s", [memory_id], match="never deleted")


def test_delete_needs_the_purge_flag_and_a_tombstone(project: Project) -> None:
    memory_id = insert(project)
    with (
        pytest.raises(IntegrityError, match="tombstone"),
        transaction.atomic(),
        connection.cursor() as cursor,
    ):
        cursor.execute("SET LOCAL memoryapp.purge = 'on'")
        cursor.execute("DELETE FROM memoryapp_memory WHERE id = %s", [memory_id])
    with transaction.atomic(), connection.cursor() as cursor:
        cursor.execute(
            "INSERT INTO memoryapp_memoryevent (project_id, memory_id, kind, actor, actor_label,"
            " at, reasons, data) VALUES (%s, %s, 'purged', 'owner', '', now(), '[]', '{}')",
            [project.id, memory_id],
        )
        cursor.execute("SET LOCAL memoryapp.purge = 'on'")
        cursor.execute("DELETE FROM memoryapp_memory WHERE id = %s", [memory_id])
        cursor.execute("SELECT count(*) FROM memoryapp_memory WHERE id = %s", [memory_id])
        assert cursor.fetchone() == (0,)


def test_a_retrieval_time_belongs_to_an_existing_memory(project: Project) -> None:
    memory_id = insert(project)
    upsert = (
        "INSERT INTO memoryapp_memoryretrieval (memory_id, last_retrieved_at) VALUES (%s, now()) "
        "ON CONFLICT (memory_id) DO UPDATE SET last_retrieved_at = EXCLUDED.last_retrieved_at"
    )
    execute(upsert, [memory_id])
    execute(upsert, [memory_id])
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT count(*) FROM memoryapp_memoryretrieval WHERE memory_id = %s", [memory_id]
        )
        assert cursor.fetchone() == (1,)
    with (
        pytest.raises(IntegrityError, match="foreign key"),
        transaction.atomic(),
        connection.cursor() as cursor,
    ):
        cursor.execute("SET CONSTRAINTS ALL IMMEDIATE")
        cursor.execute(upsert, [str(uuid.uuid4())])


def test_audit_log_is_append_only(project: Project) -> None:
    with connection.cursor() as cursor:
        cursor.execute(
            "INSERT INTO memoryapp_memoryevent (project_id, memory_id, kind, actor, actor_label,"
            " at, reasons, data) VALUES (%s, %s, 'created', 'agent', '', now(), '[]', '{}')"
            " RETURNING id",
            [project.id, str(uuid.uuid4())],
        )
        (event_id,) = cursor.fetchone()
    rejects(
        "UPDATE memoryapp_memoryevent SET kind = 'promoted' WHERE id = %s",
        [event_id],
        match="append-only",
    )
    rejects("DELETE FROM memoryapp_memoryevent WHERE id = %s", [event_id], match="append-only")


@pytest.mark.parametrize(
    ("overrides", "constraint"),
    [
        ({"content": ""}, "memory_content_length"),
        ({"content": "x" * 8001}, "memory_content_length"),
        ({"content": "   "}, "memory_content_not_blank"),
        ({"confidence": 1.5}, "memory_confidence_range"),
        ({"confidence": -0.1}, "memory_confidence_range"),
        ({"type": "opinion"}, "memory_type_valid"),
        ({"status": "deleted"}, "memory_status_valid"),
        ({"actor": "root"}, "memory_actor_valid"),
        ({"standing": "maybe"}, "memory_standing_valid"),
        ({"source": '{"kind": "rumour"}'}, "memory_source_kind_valid"),
        ({"type": "working", "session_id": ""}, "memory_working_has_session"),
        ({"supersession_kind": "rewrite"}, "memory_supersession_kind_valid"),
    ],
)
def test_check_constraints_reject_bad_rows(
    project: Project, overrides: dict[str, object], constraint: str
) -> None:
    with pytest.raises(IntegrityError, match=constraint), transaction.atomic():
        insert(project, **overrides)


def test_content_of_exactly_8000_characters_is_accepted(project: Project) -> None:
    insert(project, content="y" * 8000)


def test_valid_interval_must_not_run_backwards(project: Project) -> None:
    with pytest.raises(IntegrityError, match="memory_valid_interval"), transaction.atomic():
        insert(project, valid_from="2025-02-01T00:00:00Z", valid_to="2025-01-01T00:00:00Z")


def test_entity_links_stay_inside_the_project(project: Project, other_project: Project) -> None:
    memory_id = insert(project)
    with connection.cursor() as cursor:
        cursor.execute(
            "INSERT INTO memoryapp_entity (project_id, name, normalized, created_at)"
            " VALUES (%s, 'Globex', 'globex', now()) RETURNING id",
            [other_project.id],
        )
        (entity_id,) = cursor.fetchone()
    rejects(
        "INSERT INTO memoryapp_memoryentity (memory_id, entity_id) VALUES (%s, %s)",
        [memory_id, entity_id],
        match="own project",
    )


def test_tsv_is_generated_and_indexed(project: Project) -> None:
    memory_id = insert(project, content="Deployments run on Fridays")
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT id FROM memoryapp_memory WHERE tsv @@ plainto_tsquery('english', 'deployment')"
        )
        assert [str(r[0]) for r in cursor.fetchall()] == [memory_id]
        cursor.execute("SELECT indexdef FROM pg_indexes WHERE tablename = 'memoryapp_memory'")
        indexes = [r[0] for r in cursor.fetchall()]
    assert any("USING gin (tsv)" in d for d in indexes)
    hnsw = [d for d in indexes if "USING hnsw" in d]
    assert len(hnsw) == 1
    assert "vector(384)" in hnsw[0] and "vector_cosine_ops" in hnsw[0]
    assert "all-MiniLM-L6-v2" in hnsw[0]


FACT_WORDS = [
    *("billing", "queue", "moved", "cluster", "Priya", "deploy", "Friday", "release"),
    *("staging", "database", "coffee", "metadata", "rabbit", "nats", "invoice", "vendor"),
    *("latency", "budget", "owner", "agent"),
]


def test_an_embedding_stays_in_its_row_not_in_the_toast_table(project: Project) -> None:
    """A read of a vector costs no TOAST lookup (the dense leg reads hundreds of them)."""
    vector = "[" + ",".join(str((i % 7) / 10 - 0.3) for i in range(384)) + "]"
    memory_id = insert(
        project,
        # ~750 characters that do not compress away: with the vector, over 2 kB.
        content=" ".join(f"{word}{n}" for n, word in enumerate(FACT_WORDS * 4)),
        embedding=vector,
        embedding_model="all-MiniLM-L6-v2",
    )
    with connection.cursor() as cursor:
        # The TOAST chunk a value is stored in, if it is stored out of line (PostgreSQL 17+;
        # the service's role may not read the pg_toast schema itself).
        cursor.execute(
            "SELECT pg_column_toast_chunk_id(embedding), pg_column_size(embedding) "
            "FROM memoryapp_memory WHERE id = %s",
            [memory_id],
        )
        chunk, size = cursor.fetchone()
    assert chunk is None
    assert size >= 384 * 4


def test_the_bundle_audit_is_append_only(project: Project) -> None:
    with connection.cursor() as cursor:
        cursor.execute(
            "INSERT INTO memoryapp_bundleevent (project_id, trace_id, route, actor, actor_label,"
            " at, memory_ids) VALUES (%s, gen_random_uuid(), 'recall', 'agent', '', now(),"
            " ARRAY[gen_random_uuid()]) RETURNING id",
            [project.id],
        )
        (row,) = cursor.fetchone()
    for statement in (
        "UPDATE memoryapp_bundleevent SET route = 'influence' WHERE id = %s",
        "DELETE FROM memoryapp_bundleevent WHERE id = %s",
    ):
        with (
            pytest.raises(IntegrityError, match="append-only"),
            transaction.atomic(),
            connection.cursor() as cursor,
        ):
            cursor.execute(statement, [row])


def test_the_token_audit_is_append_only(project: Project) -> None:
    token = token_issue(project=project, role="agent", name="audited").token
    with connection.cursor() as cursor:
        cursor.execute("SELECT id FROM memoryapp_tokenevent WHERE token_id = %s", [token.id])
        (row,) = cursor.fetchone()
    for statement in (
        "UPDATE memoryapp_tokenevent SET kind = 'revoked' WHERE id = %s",
        "DELETE FROM memoryapp_tokenevent WHERE id = %s",
    ):
        with (
            pytest.raises(IntegrityError, match="append-only"),
            transaction.atomic(),
            connection.cursor() as cursor,
        ):
            cursor.execute(statement, [row])
    with (
        pytest.raises(IntegrityError, match="token_event_kind_valid"),
        transaction.atomic(),
        connection.cursor() as cursor,
    ):
        cursor.execute(
            "INSERT INTO memoryapp_tokenevent (project_id, token_id, kind, actor_label, at)"
            " VALUES (%s, %s, 'deleted', '', now())",
            [project.id, token.id],
        )


def test_a_captured_event_names_a_known_actor(project: Project) -> None:
    sql = """
        INSERT INTO memoryapp_canonicalevent (project_id, session_id, event_id, kind, role,
            content, tool_name, observed_at, received_at, turn_complete, extraction_state,
            subject, value, supersedes, evidence_refs, reduction_state, reduction_note, actor,
            actor_label)
        VALUES (%s, 's', %s, 'decision', '', '', '', now(), now(), false, 'n/a', 'deploy.host',
            'x', '{}', '{}', 'waiting', '[]', %s, '')
    """
    execute(sql, [project.id, "e1", "owner"])
    rejects(sql, [project.id, "e2", "root"], "canonical_event_actor_valid")


@pytest.mark.parametrize(
    ("column", "value"),
    [("actor", "'owner'"), ("actor_label", "'token:owner'"), ("kind", "'state_change'")],
)
def test_a_captured_events_capturer_and_kind_never_change(
    project: Project, column: str, value: str
) -> None:
    execute(
        """
        INSERT INTO memoryapp_canonicalevent (project_id, session_id, event_id, kind, role,
            content, tool_name, observed_at, received_at, turn_complete, extraction_state,
            subject, value, supersedes, evidence_refs, reduction_state, reduction_note, actor,
            actor_label)
        VALUES (%s, 's', 'e1', 'decision', '', '', '', now(), now(), false, 'n/a', 'deploy.host',
            'x', '{}', '{}', 'waiting', '[]', 'agent', 'token:agent')
        """,
        [project.id],
    )
    update = f"UPDATE memoryapp_canonicalevent SET {column} = {value} WHERE event_id = 'e1'"
    rejects(update, [], "event_invariant")
    # What a reduction does to a waiting event stays possible.
    execute(
        "UPDATE memoryapp_canonicalevent SET reduction_state = 'reduced' WHERE event_id = 'e1'", []
    )


def test_a_captured_events_supersession_is_a_kind_of_a_typed_event(project: Project) -> None:
    sql = """
        INSERT INTO memoryapp_canonicalevent (project_id, session_id, event_id, kind, role,
            content, tool_name, observed_at, received_at, turn_complete, extraction_state,
            subject, value, supersedes, evidence_refs, reduction_state, reduction_note, actor,
            actor_label, supersession)
        VALUES (%s, 's', %s, %s, '', '', '', now(), now(), false, 'n/a', %s, 'x', '{}', '{}',
            'waiting', '[]', 'owner', '', %s)
    """
    execute(sql, [project.id, "e1", "decision", "launch", "correction"])
    execute(sql, [project.id, "e2", "state_change", "launch", "update"])
    rejects(sql, [project.id, "e3", "decision", "launch", "merge"], "supersession_valid")
    rejects(sql, [project.id, "e4", "message", "", "correction"], "supersession_valid")
