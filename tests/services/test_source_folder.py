"""Reading a folder or git repository for an ingest (``manage.py ingest``), and what the
database itself refuses of a document's records (raw SQL)."""

from __future__ import annotations

import json
from io import StringIO
from pathlib import Path
from typing import Any

import pytest
from django.core.management import CommandError, call_command
from django.db import IntegrityError, connection, transaction

from memoryapp.errors import InvalidInput
from memoryapp.models import Memory, Project, SourceChunk
from memoryapp.services.source_folder import folder_read
from tests.support import git as support_git

pytestmark = pytest.mark.django_db


def git(root: Path, *args: str) -> str:
    # Every commit at one known time, so a chunk's file time can be asserted.
    return support_git(root, *args, at="2026-03-01T10:00:00+00:00")


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    root = tmp_path / "repo"
    (root / "docs" / "adr").mkdir(parents=True)
    (root / "docs" / "adr" / "0017-database.md").write_text("## Decision\n\nPostgreSQL.\n")
    (root / "README.md").write_text("# Atlas\n\nA storage engine.\n")
    (root / "build").mkdir()
    (root / "build" / "out.md").write_text("## Generated\n\nignored\n")
    (root / ".gitignore").write_text("build/\n")
    (root / "main.py").write_text("print('not a document')\n")
    git(root, "init", "-q")
    git(root, "add", ".")
    git(root, "commit", "-q", "-m", "first")
    return root


def ingest(root: Path, *extra: str) -> dict[str, object]:
    out = StringIO()
    call_command("ingest", str(root), "--project", "docs-test", *extra, stdout=out)
    return json.loads(out.getvalue())  # type: ignore[no-any-return]


def test_a_repository_is_read_by_git_with_its_ignores_and_each_files_commit(repo: Path) -> None:
    head = git(repo, "rev-parse", "HEAD")
    done = ingest(repo)
    assert done["counts"] == {"added": 2} and done["commit"] == head
    chunks = {c.path: c for c in SourceChunk.objects.all()}
    assert set(chunks) == {"docs/adr/0017-database.md", "README.md"}
    adr = chunks["docs/adr/0017-database.md"]
    assert adr.commit == head and adr.file_time is not None
    assert adr.file_time.isoformat() == "2026-03-01T10:00:00+00:00"
    assert Memory.objects.get(id=adr.memory_id).valid_from == adr.file_time


def test_an_uncommitted_change_has_its_modification_time_and_no_commit(repo: Path) -> None:
    ingest(repo)
    (repo / "docs" / "adr" / "0017-database.md").write_text("## Decision\n\nCockroachDB.\n")
    assert ingest(repo)["counts"] == {"changed": 1, "unchanged": 1}
    newest = SourceChunk.objects.get(path="docs/adr/0017-database.md", memory__superseded_by=None)
    assert newest.commit == "" and newest.file_time is not None
    assert newest.file_time.year >= 2026


def test_a_deleted_file_is_archived_on_the_next_ingest(repo: Path) -> None:
    ingest(repo)
    (repo / "README.md").unlink()
    assert ingest(repo)["counts"] == {"removed": 1, "unchanged": 1}
    readme = SourceChunk.objects.get(path="README.md")
    assert Memory.objects.get(id=readme.memory_id).status == "archived"


def test_globs_choose_the_files(repo: Path) -> None:
    assert ingest(repo, "--glob", "docs/adr/")["counts"] == {"added": 1}


def test_a_symlink_leaving_the_root_is_skipped_with_a_note(repo: Path, tmp_path: Path) -> None:
    outside = tmp_path / "secret.md"
    outside.write_text("## Secret\n\nnot for the project\n")
    (repo / "docs" / "leak.md").symlink_to(outside)
    done = ingest(repo)
    assert {"path": "docs/leak.md", "reason": "document.outside_root"} in done["notes"]  # type: ignore[operator]
    assert not SourceChunk.objects.filter(path="docs/leak.md").exists()


def test_a_folder_of_more_files_than_the_cap_is_refused_before_anything_is_written(
    tmp_path: Path, settings: Any
) -> None:
    for n in range(4):
        (tmp_path / f"n{n}.md").write_text(f"## N{n}\n\ntext {n}\n")
    with pytest.raises(InvalidInput, match="4 files match"):
        folder_read(tmp_path, max_files=3, max_file_bytes=1000)
    settings.MEMORY_INGEST_MAX_FILES = 3
    with pytest.raises(CommandError, match="more than the 3"):
        ingest(tmp_path)
    assert not Memory.objects.exists()


def test_a_folder_outside_git_reads_its_gitignore(tmp_path: Path) -> None:
    (tmp_path / ".gitignore").write_text("drafts/\n")
    (tmp_path / "drafts").mkdir()
    (tmp_path / "drafts" / "x.md").write_text("## X\n\ndraft\n")
    (tmp_path / "notes.txt").write_text("Remember the milk.\n")
    read = folder_read(tmp_path, max_files=10, max_file_bytes=1000)
    assert [f.path for f in read.files] == ["notes.txt"] and read.commit == ""


def _raw(sql: str, params: list[Any]) -> None:
    with transaction.atomic(), connection.cursor() as cursor:
        cursor.execute(sql, params)


@pytest.mark.parametrize(
    ("column", "value", "constraint"),
    [
        ("content_hash", "'not-a-hash'", "source_chunk_hash"),
        ("commit", "'abc'", "source_chunk_commit"),
        ("path", "'/etc/passwd'", "source_chunk_relative_path"),
        ("path", "'a#b'", "source_chunk_relative_path"),
        ("replaced_by_number", "0", "source_chunk_replaced_by_number"),
        ("replaced_by_path", "'../x.md'", "source_chunk_replaced_by_relative"),
        ("replaced_by_path", "'/x.md'", "source_chunk_replaced_by_relative"),
        ("replaced_by_path", "'adr/x.md', replaced_by_number = 3", "source_chunk_replaced_by_one"),
    ],
)
def test_the_database_refuses_a_bad_chunk_record(
    repo: Path, column: str, value: str, constraint: str
) -> None:
    ingest(repo)
    target = SourceChunk.objects.first()
    assert target is not None
    with pytest.raises(IntegrityError, match=constraint):
        _raw(
            f"UPDATE memoryapp_sourcechunk SET {column} = {value} WHERE memory_id = %s",
            [target.memory_id],
        )


def test_the_database_allows_one_live_rule_per_prefix(project: Project) -> None:
    sql = (
        "INSERT INTO memoryapp_trustedpath (project_id, prefix, actor_label, created_at,"
        " removed_by) VALUES (%s, %s, '', now(), '')"
    )
    _raw(sql, [project.id, "docs/adr"])
    with pytest.raises(IntegrityError, match="trusted_path_once"):
        _raw(sql, [project.id, "docs/adr"])
    with pytest.raises(IntegrityError, match="trusted_path_relative"):
        _raw(sql, [project.id, "/abs"])
