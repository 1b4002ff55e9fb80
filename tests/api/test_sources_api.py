"""A project's documents as memory, through HTTP: ingest, re-ingest, change, move, remove,
trust a path, and the bad input that writes nothing."""

from __future__ import annotations

import base64
from typing import Any

import pytest

from memoryapp.models import Memory, MemoryEvent, SourceChunk, SourceIngest
from memoryapp.services import source_writes
from memoryapp.services.embeddings import memory_embed_batch
from memoryapp.services.lifecycle import memory_set_standing, memory_set_subject
from memoryapp.services.purge import memory_purge
from tests.api.conftest import ApiClient, error_code

pytestmark = pytest.mark.django_db

ADR = """# ADR 17: Database

Status: accepted

## Context

The first release kept everything in SQLite.

## Decision

PostgreSQL is the active persistence backend.
"""
RUNBOOK = """# Restore a backup

1. Stop the workers.
2. Run the restore script with the newest snapshot.
"""


def ingest(owner: ApiClient, files: dict[str, str], **body: Any) -> dict[str, Any]:
    payload = {
        "root": "repo",
        "files": [{"path": p, "content": c} for p, c in files.items()],
        **body,
    }
    response = owner.post("/sources", payload)
    assert response.status_code == 200, response.content
    memory_embed_batch(memory_ids=list(Memory.objects.values_list("id", flat=True)))
    return response.json()  # type: ignore[no-any-return]


def context(client: ApiClient, query: str, route: str) -> dict[str, Any]:
    response = client.post("/context", {"query": query, "route": route})
    assert response.status_code == 200, response.content
    return response.json()  # type: ignore[no-any-return]


def chunk(ref: str) -> Memory:
    path, anchor = ref.split("#")
    return (
        SourceChunk.objects.select_related("memory")
        .get(path=path, anchor=anchor, memory__superseded_by__isnull=True)
        .memory
    )


def test_ingested_chunks_are_active_untrusted_typed_and_cited_by_path(
    owner: ApiClient, agent: ApiClient
) -> None:
    done = ingest(owner, {"docs/adr/0017-database.md": ADR, "ops/runbooks/restore.md": RUNBOOK})
    assert done["counts"] == {"added": 4} and done["files_read"] == 2
    decision = chunk("docs/adr/0017-database.md#decision")
    assert (decision.status, decision.standing, decision.type) == (
        "active",
        "untrusted",
        "semantic",
    )
    assert decision.source == {"kind": "file", "ref": "docs/adr/0017-database.md#decision"}
    assert chunk("ops/runbooks/restore.md#restore-a-backup").type == "procedural"
    created = MemoryEvent.objects.get(memory_id=decision.id, kind="created")
    assert created.actor == "import" and created.data["ingest"] == done["id"]
    recall = context(agent, "Which persistence backend is active?", "recall")
    assert "from file docs/adr/0017-database.md#decision, untrusted)" in recall["rendered"]
    # Untrusted: the chunk may answer a question, never steer an action.
    influence = context(agent, "Which persistence backend is active?", "influence")
    assert "PostgreSQL is the active" not in influence["rendered"]


def test_reingesting_unchanged_files_writes_nothing(owner: ApiClient) -> None:
    ingest(owner, {"docs/adr/0017-database.md": ADR})
    rows = (Memory.objects.count(), MemoryEvent.objects.count(), SourceIngest.objects.count())
    again = ingest(owner, {"docs/adr/0017-database.md": ADR})
    assert again["counts"] == {"unchanged": 3}
    after = (Memory.objects.count(), MemoryEvent.objects.count(), SourceIngest.objects.count())
    assert after == rows


def test_a_changed_chunk_supersedes_and_recall_shows_both_versions(
    owner: ApiClient, agent: ApiClient
) -> None:
    ingest(owner, {"docs/adr/0017-database.md": ADR})
    before = chunk("docs/adr/0017-database.md#decision")
    changed = ADR.replace("PostgreSQL is the active", "CockroachDB is now the active")
    done = ingest(
        owner,
        {"docs/adr/0017-database.md": changed},
    )
    assert done["counts"] == {"changed": 1, "unchanged": 2}
    after = chunk("docs/adr/0017-database.md#decision")
    before.refresh_from_db()
    assert before.superseded_by_id == after.id and after.supersession_kind == "update"
    recall = context(agent, "What was and is the persistence backend?", "recall")
    assert "PostgreSQL is the active" in recall["rendered"]
    assert "CockroachDB is now the active" in recall["rendered"]


def test_a_file_gone_from_a_complete_listing_is_archived_and_a_renamed_one_keeps_its_chains(
    owner: ApiClient,
) -> None:
    ingest(owner, {"docs/db.md": ADR, "ops/runbooks/restore.md": RUNBOOK}, complete=True)
    old = chunk("docs/db.md#decision")
    done = ingest(owner, {"docs/adr/0017.md": ADR}, complete=True)
    assert done["counts"] == {"moved": 3, "removed": 1}
    old.refresh_from_db()
    assert old.superseded_by_id == chunk("docs/adr/0017.md#decision").id
    assert chunk("ops/runbooks/restore.md#restore-a-backup").status == "archived"


def test_a_partial_listing_removes_nothing(owner: ApiClient) -> None:
    ingest(owner, {"docs/a.md": ADR, "docs/b.md": RUNBOOK})
    assert ingest(owner, {"docs/a.md": ADR})["counts"] == {"unchanged": 3}
    assert chunk("docs/b.md#restore-a-backup").status == "active"


def test_trusting_a_path_lets_its_chunks_steer_and_taking_it_back_undoes_it(
    owner: ApiClient, agent: ApiClient
) -> None:
    ingest(owner, {"docs/adr/0017-database.md": ADR, "notes/db.md": "## Db\n\nUse MySQL.\n"})
    response = owner.post("/sources/trusted", {"prefix": "docs/adr/"})
    assert response.status_code == 200, response.content
    decision = chunk("docs/adr/0017-database.md#decision")
    assert decision.standing == "trusted" and chunk("notes/db.md#db").standing == "untrusted"
    event = MemoryEvent.objects.get(memory_id=decision.id, kind="standing_changed")
    assert event.reasons[0]["code"] == "owner.path_trusted" and event.actor == "owner"
    influence = context(agent, "Which persistence backend is active?", "influence")
    assert "PostgreSQL is the active persistence backend." in influence["rendered"]
    # A later version under the trusted path is trusted too.
    ingest(owner, {"docs/adr/0017-database.md": ADR.replace("active", "only")})
    assert chunk("docs/adr/0017-database.md#decision").standing == "trusted"
    assert owner.post("/sources/untrusted", {"prefix": "docs/adr"}).status_code == 200
    assert chunk("docs/adr/0017-database.md#decision").standing == "untrusted"
    assert owner.get("/sources/trusted").json() == {"items": []}


@pytest.mark.parametrize(
    "path", ["../etc/passwd", "/etc/passwd", "docs/../../x.md", "a#b.md", "a\\b.md"]
)
def test_a_path_that_could_leave_the_root_is_refused_and_nothing_is_written(
    owner: ApiClient, path: str
) -> None:
    response = owner.post(
        "/sources",
        {"root": "r", "files": [{"path": "ok.md", "content": ADR}, {"path": path, "content": "x"}]},
    )
    assert response.status_code in (400, 422) and error_code(response) in (
        "invalid_input",
        "validation_error",
    )
    assert not Memory.objects.exists() and not SourceIngest.objects.exists()


def test_binary_files_are_skipped_and_invalid_utf8_replaced_with_notes(owner: ApiClient) -> None:
    png = base64.b64encode(b"\x89PNG\r\n\x1a\n\0\0\0").decode()
    latin = base64.b64encode("## Caf\xe9\n\nOpen at nine.\n".encode("latin-1")).decode()
    response = owner.post(
        "/sources",
        {
            "root": "r",
            "files": [
                {"path": "logo.md", "content_base64": png},
                {"path": "cafe.md", "content_base64": latin},
            ],
        },
    )
    assert response.status_code == 200, response.content
    assert {(n["path"], n["reason"]) for n in response.json()["notes"]} == {
        ("logo.md", "document.binary"),
        ("cafe.md", "document.replaced_bytes"),
    }
    assert Memory.objects.get().content == "Caf\ufffd\n\nOpen at nine."


def test_an_agent_token_the_owner_did_not_allow_may_not_ingest(agent: ApiClient) -> None:
    response = agent.post("/sources", {"root": "r", "files": [{"path": "a.md", "content": ADR}]})
    assert response.status_code == 403 and not Memory.objects.exists()


def test_a_purge_takes_the_chunk_record_with_the_memory(owner: ApiClient) -> None:
    ingest(owner, {"docs/secret.md": "## Keys\n\nThe key is hunter2.\n"})
    memory = chunk("docs/secret.md#keys")
    memory_purge(project=owner.project, memory_id=memory.id)
    assert not SourceChunk.objects.exists()


def test_an_ingest_stopped_half_way_leaves_whole_files_and_the_next_one_finishes(
    owner: ApiClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[str] = []
    real = source_writes.do_apply_file

    def fail_on_the_second_file(**kwargs: Any) -> None:
        calls.append(kwargs["steps"][0].path)
        if len(calls) == 2:
            raise RuntimeError("the machine went down")
        real(**kwargs)

    monkeypatch.setattr("memoryapp.services.sources.do_apply_file", fail_on_the_second_file)
    files = {"a.md": ADR, "b.md": RUNBOOK, "c.md": "## C\n\nThird file.\n"}
    body = {"root": "r", "files": [{"path": p, "content": c} for p, c in files.items()]}
    assert owner.post("/sources", body).status_code == 500
    assert SourceIngest.objects.get().state == "failed"
    # The first file is whole, the second has nothing: no half-applied file.
    assert set(SourceChunk.objects.values_list("path", flat=True)) == {calls[0]}
    monkeypatch.setattr("memoryapp.services.sources.do_apply_file", real)
    done = ingest(owner, files)
    assert done["counts"]["unchanged"] == 3 and done["counts"]["added"] == 2
    assert SourceChunk.objects.count() == 5


def test_a_chunks_subject_carries_to_its_new_version_and_state_shows_both(
    owner: ApiClient,
) -> None:
    ingest(owner, {"docs/adr/0017-database.md": ADR})
    decision = chunk("docs/adr/0017-database.md#decision")
    # The owner names the chunk's subject on its memory page (the review UI's service).
    memory_set_subject(project=owner.project, memory_id=decision.id, subject="database")
    ingest(owner, {"docs/adr/0017-database.md": ADR.replace("PostgreSQL", "CockroachDB")})
    assert chunk("docs/adr/0017-database.md#decision").subject == "database"
    response = owner.post("/state", {"subject": "database"})
    assert response.status_code == 200, response.content
    state = response.json()
    contents = [v["content"] for v in state["history"]]
    assert any("CockroachDB" in c for c in contents) and any("PostgreSQL" in c for c in contents)


def test_taking_a_rule_back_leaves_a_standing_the_owner_set_by_hand_since(
    owner: ApiClient,
) -> None:
    ingest(owner, {"docs/adr/0017-database.md": ADR})
    assert owner.post("/sources/trusted", {"prefix": "docs/adr"}).status_code == 200
    context_chunk = chunk("docs/adr/0017-database.md#context")
    memory_set_standing(project=owner.project, memory_id=context_chunk.id, standing="trusted")
    decision = chunk("docs/adr/0017-database.md#decision")
    memory_set_standing(project=owner.project, memory_id=decision.id, standing="untrusted")
    memory_set_standing(project=owner.project, memory_id=decision.id, standing="trusted")
    assert owner.post("/sources/untrusted", {"prefix": "docs/adr"}).status_code == 200
    # Set by hand after the rule: the owner's own act stands.
    assert chunk("docs/adr/0017-database.md#decision").standing == "trusted"
    # Trusted only by the rule: taken back.
    assert chunk("docs/adr/0017-database.md#adr-17-database").standing == "untrusted"


def test_base64_that_is_not_ascii_and_an_overlong_prefix_are_refused(owner: ApiClient) -> None:
    files = [{"path": "a.md", "content_base64": "\u00e9t\u00e9"}]
    response = owner.post("/sources", {"root": "r", "files": files})
    assert response.status_code == 422 and error_code(response) == "invalid_input"
    response = owner.post("/sources/trusted", {"prefix": "d" * 501})
    assert response.status_code == 422 and not Memory.objects.exists()
