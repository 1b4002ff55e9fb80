"""Ingesting a git repository's documents through the client and the ``memory-client`` command
against the real stack: a first ingest adds, an unchanged folder writes nothing (not a row), a
changed file supersedes, a removed one is archived; trusted paths; an agent token is refused."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psycopg
import pytest
from memory_client import AsyncMemoryClient, Forbidden, IngestResult, MemoryClient

from bench import traffic
from tests.live import support
from tests.live.support import run_captured
from tests.support import git

pytestmark = pytest.mark.slow

made, agent, owner = support.made, support.agent, support.owner


@pytest.fixture
def repo(tmp_path: Path) -> Iterator[Path]:
    root = tmp_path / "atlas"
    (root / "docs" / "adr").mkdir(parents=True)
    (root / "docs" / "adr" / "0017-database.md").write_text(
        "# ADR 17: Database\n\n## Decision\n\nThe active persistence backend is PostgreSQL.\n"
    )
    (root / "README.md").write_text("# Atlas\n\nA storage engine for time series.\n")
    (root / "notes.txt").write_text("Remember to rotate the staging keys.\n")
    (root / "build").mkdir()
    (root / "build" / "out.md").write_text("# Generated\n\nignored by git\n")
    (root / ".gitignore").write_text("build/\n")
    git(root, "init", "-q")
    git(root, "add", ".")
    git(root, "commit", "-q", "-m", "first")
    yield root


def rows(stack: traffic.Stack, project: str) -> tuple[int, int, int]:
    """The project's memories, memory events and ingest records as the database holds them."""
    with psycopg.connect(stack.database_url()) as conn:
        counted = conn.execute(
            """
            SELECT (SELECT count(*) FROM memoryapp_memory m WHERE m.project_id = p.id),
                   (SELECT count(*) FROM memoryapp_memoryevent e
                      JOIN memoryapp_memory m ON m.id = e.memory_id WHERE m.project_id = p.id),
                   (SELECT count(*) FROM memoryapp_sourceingest i WHERE i.project_id = p.id)
              FROM memoryapp_project p WHERE p.slug = %s
            """,
            [project],
        ).fetchone()
    assert counted is not None
    return counted[0], counted[1], counted[2]


def command(live_url: str, token: str, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "MEMORY_URL": live_url, "MEMORY_TOKEN": token}
    return run_captured([str(Path(sys.executable).parent / "memory-client"), *args], env=env)


def test_a_repository_is_kept_in_step_through_the_client_and_the_command(
    live_stack: traffic.Stack, live_url: str, made: Any, owner: MemoryClient, repo: Path
) -> None:
    first = owner.ingest(repo, root="atlas")
    added = first.counts.get("added", 0)
    assert set(first.counts) == {"added"} and added >= 3
    assert first.files_read == 3 and first.commit == git(repo, "rev-parse", "HEAD")
    assert len(first.ingest_ids) == 1 and first.written == added
    found = owner.search("active persistence backend", k=3)
    assert found.results[0].content.endswith("The active persistence backend is PostgreSQL.")

    before = rows(live_stack, made.project)
    again = owner.ingest(repo, root="atlas", batch_files=1)
    assert again.requests == 3 and again.counts == {"unchanged": added}
    assert again.written == 0 and again.ingest_ids == ()
    assert rows(live_stack, made.project) == before

    adr = repo / "docs" / "adr" / "0017-database.md"
    adr.write_text(adr.read_text().replace("PostgreSQL", "CockroachDB"))
    git(repo, "commit", "-qam", "move to CockroachDB")
    done = command(live_url, made.owner, "ingest", str(repo), "--root", "atlas")
    assert done.returncode == 0, done.stderr
    assert f"chunks: changed 1, unchanged {added - 1}." in done.stdout

    (repo / "notes.txt").unlink()

    async def ingest_async() -> IngestResult:
        async with AsyncMemoryClient(live_url, made.owner, timeout=30) as client:
            return await client.ingest(repo, root="atlas")

    removed = asyncio.run(ingest_async())
    assert removed.counts == {"removed": 1, "unchanged": added - 1}
    notes = owner.list_memories(status="archived").items
    assert [m.content for m in notes] == ["Remember to rotate the staging keys."]


def test_globs_and_json_output_of_the_command(live_url: str, made: Any, repo: Path) -> None:
    done = command(live_url, made.owner, "ingest", str(repo), "--glob", "docs/adr/", "--json")
    assert done.returncode == 0, done.stderr
    assert '"files_read": 1' in done.stdout and '"requests": 1' in done.stdout


def test_trusted_paths_through_the_client_and_the_command(
    live_url: str, made: Any, owner: MemoryClient, repo: Path
) -> None:
    owner.ingest(repo)
    assert owner.trust_path("docs/adr/").prefix == "docs/adr"
    listed = command(live_url, made.owner, "trusted")
    assert listed.returncode == 0 and listed.stdout.strip() == "docs/adr"
    taken = command(live_url, made.owner, "untrust", "docs/adr")
    assert taken.returncode == 0 and "No longer trusted: docs/adr" in taken.stdout
    assert owner.trusted_paths().items == ()


def test_an_agent_token_may_not_ingest(
    live_url: str, made: Any, agent: MemoryClient, repo: Path
) -> None:
    with pytest.raises(Forbidden):
        agent.ingest(repo)
    done = command(live_url, made.agent, "ingest", str(repo))
    assert done.returncode == 1 and done.stderr.startswith("memory-client: forbidden (HTTP 403)")
