"""``memory-hook SessionStart`` with ``MEMORY_HOOK_INGEST``: the working repository's documents
reach the real service through a recording proxy, once, then only what changed; a token the
owner did not allow is told so and nothing is lost. The sender runs in the hook process here
(``MEMORY_HOOK_DETACH=0``) so each run has ended when the test looks; Claude Code's own run of the
detached sender is tests/hosts/test_claude_code.py."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
import pytest

from bench import traffic
from tests.live.hook_runs import hook_env, run_hook
from tests.live.support import ScriptedServer, document_chunks, ingested_paths
from tests.support import git

pytestmark = pytest.mark.slow

ADR = "# ADR 17: Database\n\n## Decision\n\nPostgreSQL is the active persistence backend.\n"
README = "# Shop\n\nThe shop's storefront.\n"


def repository(root: Path) -> Path:
    (root / "docs" / "adr").mkdir(parents=True)
    (root / "docs" / "adr" / "0017-database.md").write_text(ADR)
    (root / "README.md").write_text(README)
    (root / "build").mkdir()
    (root / "build" / "notes.md").write_text("# Generated\n\nNot a document.\n")
    (root / ".gitignore").write_text("build/\n")
    (root / "main.py").write_text("print('hi')\n")
    git(root, "init", "-q")
    git(root, "add", "-A")
    git(root, "commit", "-qm", "first", at="2026-03-01T09:00:00Z")
    (root / "src").mkdir()
    return root


def allow_ingest(url: str, owner: str) -> None:
    headers = {"Authorization": f"Bearer {owner}"}
    listed = httpx.get(f"{url}/api/v1/tokens", headers=headers).json()["items"]
    agent = next(t["id"] for t in listed if t["role"] == "agent")
    answer = httpx.post(
        f"{url}/api/v1/tokens/{agent}/ingest", headers=headers, json={"allowed": True}
    )
    assert answer.status_code == 200, answer.text


def test_session_start_sends_the_documents_once_then_only_what_changed(
    live_stack: traffic.Stack,
    live_url: str,
    tokens: Callable[[str], Any],
    tmp_path: Path,
) -> None:
    made = tokens("hook-ingest")
    repo = repository(tmp_path / "shop")
    start = {"session_id": "s-1", "cwd": str(repo / "src"), "source": "startup"}
    with ScriptedServer(upstream=live_url) as proxy:
        env = hook_env(
            proxy.url,
            made.agent,
            tmp_path / "state",
            MEMORY_HOOK_INGEST="1",
            MEMORY_HOOK_DETACH="0",
        )
        # The owner has not allowed this token: said on stderr, nothing written, sent again
        # by the next session.
        refused = run_hook("SessionStart", start, env)
        assert refused.returncode == 0 and "may not ingest" in refused.stderr
        assert document_chunks(live_stack, made.project) == []

        allow_ingest(live_url, made.owner)
        assert run_hook("SessionStart", start, env).returncode == 0
        assert ingested_paths(proxy)[-1] == ["README.md", "docs/adr/0017-database.md"]
        chunks = document_chunks(live_stack, made.project)
        assert {(c["path"], c["anchor"]) for c in chunks} == {
            ("README.md", "shop"),
            ("docs/adr/0017-database.md", "adr-17-database"),
            ("docs/adr/0017-database.md", "decision"),
        }
        assert all(c["standing"] == "untrusted" and len(c["commit"]) == 40 for c in chunks)

        # Nothing changed: no request at all.
        before = len(proxy.requests_to("/api/v1/sources"))
        run_hook("SessionStart", {**start, "session_id": "s-2"}, env)
        assert len(proxy.requests_to("/api/v1/sources")) == before

        # One file changed, one removed: only the changed one is sent, the removed one's
        # chunk archived, and the ADR's old version kept as history.
        (repo / "docs" / "adr" / "0017-database.md").write_text(ADR.replace("active", "only"))
        (repo / "README.md").unlink()
        run_hook("SessionStart", {**start, "session_id": "s-3"}, env)
        assert ingested_paths(proxy)[-1] == ["docs/adr/0017-database.md"]
        last = json.loads(proxy.requests_to("/api/v1/sources")[-1].body)
        assert last["complete"] is True and last["present"] == ["docs/adr/0017-database.md"]
    chunks = document_chunks(live_stack, made.project)
    decision = [c for c in chunks if c["anchor"] == "decision"]
    assert [(c["head"], c["content"].endswith("only persistence backend.")) for c in decision] == [
        (False, False),
        (True, True),
    ]
    assert decision[-1]["commit"] == ""  # changed since the commit: its mtime, no commit
    readme = next(c for c in chunks if c["path"] == "README.md")
    assert readme["status"] == "archived"


def test_ingest_off_by_default_sends_nothing(
    live_url: str, tokens: Callable[[str], Any], tmp_path: Path
) -> None:
    made = tokens("hook-ingest-off")
    repo = repository(tmp_path / "shop")
    with ScriptedServer(upstream=live_url) as proxy:
        env = hook_env(proxy.url, made.agent, tmp_path / "state", MEMORY_HOOK_DETACH="0")
        run_hook("SessionStart", {"session_id": "s", "cwd": str(repo), "source": "startup"}, env)
        assert proxy.requests_to("/api/v1/sources") == []
