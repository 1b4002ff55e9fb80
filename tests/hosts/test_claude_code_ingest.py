"""The real Claude Code CLI (the newest pinned version) ingesting its working repository at
session start (``MEMORY_HOOK_INGEST=1``), through a recording proxy to the real stack: the
first session sends the repository's documents, a later one only the file that changed; the
chunks stand untrusted, cite their path and commit, and the session is not held up."""

from __future__ import annotations

import time
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from bench import claude_code, traffic
from bench.anthropic_standin import AnthropicStandin
from tests.hosts.conftest import claude_cli
from tests.live.support import ScriptedServer, document_chunks, ingested_paths
from tests.support import git

pytestmark = pytest.mark.slow

ADR = "# ADR 17: Database\n\n## Decision\n\nPostgreSQL is the active persistence backend.\n"
RUNBOOK = "# Restore a backup\n\n1. Stop the workers.\n2. Run the restore script.\n"
# The detached sender ingests after the session's process ended.
SETTLE_S = 60.0


def repository(root: Path) -> Path:
    (root / "docs" / "adr").mkdir(parents=True)
    (root / "docs" / "adr" / "0017-database.md").write_text(ADR)
    (root / "ops").mkdir()
    (root / "ops" / "restore.md").write_text(RUNBOOK)
    (root / "app.py").write_text("print('hi')\n")
    git(root, "init", "-q")
    git(root, "add", "-A")
    git(root, "commit", "-qm", "first", at="2026-03-01T09:00:00Z")
    return root


def wait_for(check: Callable[[], bool]) -> None:
    deadline = time.monotonic() + SETTLE_S
    while not check():
        assert time.monotonic() < deadline, "the session-start ingest did not arrive in time"
        time.sleep(0.5)


def test_session_start_ingests_the_repository_then_only_what_changed(
    live_stack: traffic.Stack, model: AnthropicStandin, tmp_path: Path
) -> None:
    cli = claude_cli(next(iter(claude_code.CLI_VERSIONS)))
    project = f"hosts-ingest-{uuid.uuid4().hex[:6]}"
    agent = live_stack.issue_token(project, "agent", name="claude-code", may_ingest=True)
    repo = repository(tmp_path / "shop")
    with ScriptedServer(upstream=live_stack.base_url) as proxy:
        settings = claude_code.hook_settings(
            proxy.url,
            agent,
            command=str(claude_code.memory_hook()),
            env={"MEMORY_HOOK_INGEST": "1"},
        )
        home = claude_code.prepare_home(tmp_path / "home", repo, settings)
        env = claude_code.claude_env(home, model.url)

        def session(number: int) -> Any:
            ran = claude_code.run_print(
                cli, "Hello.", cwd=repo, env=env, debug_file=tmp_path / f"debug-{number}.log"
            )
            assert ran.returncode == 0, (ran.stdout, ran.stderr[-2000:])
            starts = [r for r in claude_code.hook_runs(ran.debug_log) if r.event == "SessionStart"]
            assert starts and not any(r.cancelled for r in starts), starts
            return ran

        session(1)
        wait_for(lambda: len(document_chunks(live_stack, project)) == 3)
        assert ingested_paths(proxy) == [["docs/adr/0017-database.md", "ops/restore.md"]]
        chunks = document_chunks(live_stack, project)
        assert all(c["standing"] == "untrusted" and len(c["commit"]) == 40 for c in chunks)

        (repo / "docs" / "adr" / "0017-database.md").write_text(ADR.replace("active", "only"))
        git(repo, "commit", "-qam", "only", at="2026-04-01T09:00:00Z")
        session(2)
        wait_for(lambda: len(document_chunks(live_stack, project)) == 4)
        assert ingested_paths(proxy)[1:] == [["docs/adr/0017-database.md"]]
    decision = [c for c in document_chunks(live_stack, project) if c["anchor"] == "decision"]
    assert [c["head"] for c in decision] == [False, True]
    assert decision[1]["content"].endswith("PostgreSQL is the only persistence backend.")
    assert decision[1]["commit"] == git(repo, "rev-parse", "HEAD")
