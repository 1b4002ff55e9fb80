"""The Python client (clients/python, ``memory_client``) against the real stack: the package
itself and every method of the sync and the async client, called on
``python -m config.embedded run``. Error codes and retries: ``test_client_errors.py``.
"""

from __future__ import annotations

import asyncio
import importlib.metadata
import json
import os
import sys
import uuid
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from memory_client import (
    AsyncMemoryClient,
    Event,
    Forbidden,
    FrameInfo,
    InvalidInput,
    MemoryClient,
    NotFound,
    Paused,
    Signal,
    Source,
    Temporal,
)

from bench import traffic
from tests.live import support
from tests.live.support import run_captured, stored_events

pytestmark = pytest.mark.slow

made, agent, owner = support.made, support.agent, support.owner


# --- the package ---------------------------------------------------------------------------------


def test_the_client_package_imports_no_django_and_depends_on_httpx_and_pathspec(
    tmp_path: Path,
) -> None:
    modules = [
        "memory_client",
        "memory_client.client",
        "memory_client.async_client",
        "memory_client.mcp_stdio",
        "memory_client.cli",
        "memory_hook",
        "memory_hook.command",
    ]
    probe = (
        "import importlib, sys\n"
        f"for name in {modules!r}: importlib.import_module(name)\n"
        "server = [m for m in sys.modules if m.split('.')[0] in "
        "('django', 'ninja', 'memoryapp', 'config', 'review', 'pydantic')]\n"
        "print(sorted(server))\n"
    )
    env = {k: v for k, v in os.environ.items() if k not in {"DJANGO_SETTINGS_MODULE", "PYTHONPATH"}}
    # From an empty folder, so the project's own packages are not on the path by accident.
    result = run_captured([sys.executable, "-c", probe], env=env, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"
    requirements = importlib.metadata.requires("memory-client") or []
    assert [r.split(";")[0].replace(" ", "") for r in requirements] == [
        "httpx<1,>=0.27",
        "pathspec<2,>=0.12",
    ]
    scripts = {
        ep.name: ep.value
        for ep in importlib.metadata.entry_points(group="console_scripts")
        if ep.dist is not None and ep.dist.name == "memory-client"
    }
    assert scripts == {
        "memory-hook": "memory_hook:main",
        "memory-mcp": "memory_client.mcp_stdio:main",
        "memory-client": "memory_client.cli:main",
    }
    for name in scripts:
        assert (Path(sys.executable).parent / name).exists(), f"{name} is not installed in the venv"


# --- every method, sync ------------------------------------------------------------------------


def test_the_sync_client_covers_the_api(
    live_stack: traffic.Stack, made: Any, agent: MemoryClient, owner: MemoryClient
) -> None:
    assert agent.healthz() == {"status": "ok"}
    health = agent.health()
    assert health.project == made.project
    assert health.status in {"ok", "degraded"}
    assert "database" in health.checks

    proposed = agent.propose(
        "semantic",
        "Priya Raman drinks three coffees a day.",
        confidence=0.9,
        entities=["Priya Raman"],
        source=Source(kind="conversation", ref="chat 12"),
    )
    assert proposed.status == "pending" and proposed.id is not None
    assert any(r.code.startswith("policy.") for r in proposed.reasons)
    confirmed = owner.confirm(proposed.id)
    assert (confirmed.id, confirmed.status, confirmed.head) == (
        proposed.id,
        "active",
        proposed.id,
    )
    again = agent.propose("semantic", "Priya Raman drinks three coffees a day.", confidence=0.9)
    assert again.is_duplicate and again.duplicate_of == proposed.id and again.id is None

    remembered = agent.remember("The staging database is PostgreSQL 15.", entities=["staging"])
    assert remembered.status == "active" and remembered.id is not None

    found = agent.search("coffees Priya", k=5)
    assert proposed.id in [hit.id for hit in found.results]
    assert all(hit.head for hit in found.results)

    bundle = agent.context("How many coffees does Priya Raman drink?", route="recall")
    assert bundle.route.route == "recall"
    assert proposed.id in [item.id for item in bundle.items]
    assert "three coffees" in bundle.rendered and bundle.tokens > 0
    item = next(i for i in bundle.items if i.id == proposed.id)
    assert item.source == Source(kind="conversation", ref="chat 12")
    assert item.standing == "trusted" and item.recorded_at is not None
    assert bundle.temporal is not None and bundle.temporal.mode == "current"
    past = agent.context(
        "How many coffees does Priya Raman drink?",
        temporal=Temporal(mode="as_known", known_at=datetime(2000, 1, 1, tzinfo=UTC)),
        budget_tokens=200,
        session_id="s-client",
    )
    assert past.items == () and past.rendered == ""
    trace = agent.trace(bundle.trace_id)
    assert trace.id == bundle.trace_id and trace.kind == "context"
    assert trace.query == "How many coffees does Priya Raman drink?"
    assert any(c["memory_id"] == str(proposed.id) for c in trace.candidates)

    correction = agent.supersede(
        remembered.id, "The staging database is PostgreSQL 16.", kind="correction"
    )
    assert correction.status == "pending" and correction.supersedes == remembered.id
    owner.confirm(correction.id)
    detail = agent.get(correction.id)
    assert detail.content == "The staging database is PostgreSQL 16."
    assert detail.chain == (remembered.id, correction.id) and detail.head == correction.id

    page = agent.list_memories(status="active", limit=1)
    assert len(page.items) == 1 and page.next_cursor
    heads = {m.id for m in agent.iter_memories(status="active", page_size=1)}
    assert heads == {proposed.id, correction.id}

    pending = agent.propose("semantic", "Priya Raman moved to Lisbon.", confidence=0.7)
    assert pending.id is not None
    rejected = owner.reject(pending.id, note="not what she said")
    assert rejected.status == "rejected"
    assert owner.restore(pending.id).status == "pending"
    assert owner.confirm(pending.id).status == "active"
    assert owner.archive(pending.id).status == "archived"
    assert owner.restore(pending.id).status == "active"
    assert owner.set_standing(pending.id, "untrusted").standing == "untrusted"
    assert owner.purge(pending.id, reason="test").purged == (pending.id,)
    with pytest.raises(NotFound):
        agent.get(pending.id)

    session = f"s-{uuid.uuid4()}"
    captured = agent.capture(
        [
            Event(session_id=session, kind="message", role="user", content="I use vim."),
            Event(
                session_id=session,
                kind="tool_call",
                tool="Read",
                arguments={"file_path": "/etc/vimrc"},
            ),
            Event(session_id=session, kind="tool_result", tool="Read", content="set number"),
            Event(
                session_id=session,
                kind="message",
                role="assistant",
                content="Noted.",
                turn_complete=True,
            ),
        ]
    )
    assert captured.accepted == 4 and len(captured.events) == 4
    assert captured.events[-1].extraction_state == "pending"
    ended = agent.end_session(session)
    assert ended.accepted == 1
    job = agent.harvest(session)
    assert job.extraction in {"on", "off"}
    state = agent.wait_for_job(job.job_id, timeout=10)
    assert state.id == job.job_id and state.session_id == session
    assert agent.job(job.job_id).session_id == session
    rows = [r for r in stored_events(live_stack, made.project) if r["session_id"] == session]
    assert [(r["kind"], r["role"], r["tool_name"]) for r in rows] == [
        ("message", "user", ""),
        ("tool_call", "", "Read"),
        ("tool_result", "", "Read"),
        ("message", "assistant", ""),
        ("signal", "", ""),
    ]
    assert rows[1]["tool_arguments"] == {"file_path": "/etc/vimrc"}
    assert rows[-1]["content"] == "session_end"


def test_a_capture_larger_than_a_request_is_sent_in_batches(
    live_stack: traffic.Stack, made: Any, live_url: str
) -> None:
    session = f"s-{uuid.uuid4()}"
    events = [
        Event(session_id=session, kind="message", role="user", content=f"line {i}")
        for i in range(450)
    ]
    with MemoryClient(live_url, made.agent, timeout=60) as client:
        result = client.capture(events)
        # The same events again: every id is known, nothing is stored twice.
        again = client.capture(events)
    assert result.accepted == again.accepted == 450
    assert [e.id for e in result.events] == [e.id for e in again.events]
    rows = [r for r in stored_events(live_stack, made.project) if r["session_id"] == session]
    assert [r["content"] for r in rows] == [f"line {i}" for i in range(450)]


def test_the_client_sends_what_the_agent_is_doing(agent: MemoryClient) -> None:
    remembered = agent.remember("The write-ahead log is replayed before the index is opened.")
    signals: list[Signal | dict[str, Any]] = [
        Signal("user_message", "Why does replay fail after the merge?"),
        {"kind": "test_failure", "text": "FAILED tests/test_wal.py::test_replay - KeyError"},
        Signal("tool_result", "x" * 20_000, observed_at=datetime.now(UTC)),
    ]
    bundle = agent.context(
        "write-ahead log replay", route="recall", signals=signals, work_type="debugging"
    )
    # The service establishes the frame; the signals only must not cost the bundle anything.
    assert remembered.id in [item.id for item in bundle.items]
    assert bundle.frame is None or isinstance(bundle.frame, FrameInfo)
    with pytest.raises(InvalidInput) as raised:
        agent.context("write-ahead log replay", work_type="x" * 49)
    assert raised.value.status == 422
    with pytest.raises(InvalidInput):
        agent.context("write-ahead log replay", signals=[{"kind": "chat", "text": "hi"}])


def test_the_command_line_sends_what_the_agent_is_doing(
    live_url: str, made: Any, agent: MemoryClient
) -> None:
    agent.remember("The nightly backup runs at 02:00 UTC.", entities=["backup"])
    env = {k: v for k, v in os.environ.items() if not k.startswith("MEMORY_")}
    env.update(MEMORY_URL=live_url, MEMORY_TOKEN=made.agent)
    script = str(Path(sys.executable).with_name("memory-client"))
    asked = [script, "context", "When does the nightly backup run?", "--route", "recall"]
    framed = [*asked, "--signal", "scheduled_job=nightly backup", "--work-type", "operations"]
    ran = run_captured([*framed, "--json"], env=env)
    assert (ran.returncode, ran.stderr) == (0, ""), ran.stderr
    answer = json.loads(ran.stdout)
    assert "02:00 UTC" in answer["rendered"] and "frame" in answer
    printed = run_captured(asked, env=env)
    assert printed.returncode == 0 and "02:00 UTC" in printed.stdout
    refused = run_captured([*asked, "--work-type", "x" * 49], env=env)
    assert refused.returncode == 1
    assert refused.stderr.startswith("memory-client: invalid_input (HTTP 422)")


# --- every method, async -----------------------------------------------------------------------


def test_the_async_client_covers_the_api(
    live_stack: traffic.Stack, made: Any, live_url: str
) -> None:
    async def scenario() -> None:
        async with (
            AsyncMemoryClient(live_url, made.agent, timeout=30) as agent,
            AsyncMemoryClient(live_url, made.owner, timeout=30) as owner,
        ):
            assert await agent.healthz() == {"status": "ok"}
            assert (await agent.health()).project == made.project
            proposed = await agent.propose(
                "procedural", "Release: tag, build, then publish.", confidence=0.95
            )
            assert proposed.id is not None
            assert (await owner.confirm(proposed.id)).status == "active"
            remembered = await agent.remember("My dentist is Dr. Okafor.")
            assert remembered.id is not None
            assert remembered.id in [h.id for h in (await agent.search("dentist")).results]
            bundle = await agent.context("Who is my dentist?", route="recall")
            assert remembered.id in [i.id for i in bundle.items]
            assert (await agent.trace(bundle.trace_id)).id == bundle.trace_id
            changed = await agent.supersede(
                remembered.id, "My dentist is Dr. Adeyemi.", kind="update"
            )
            await owner.confirm(changed.id)
            assert (await agent.get(changed.id)).chain == (remembered.id, changed.id)
            page = await agent.list_memories(type="semantic")
            assert [m.id for m in page.items] == [changed.id]
            assert {m.id async for m in agent.iter_memories(page_size=1)} == {
                proposed.id,
                changed.id,
            }
            assert (await owner.archive(proposed.id)).status == "archived"
            assert (await owner.restore(proposed.id)).status == "active"
            other = await agent.propose("semantic", "Dr. Adeyemi works on Fridays.")
            assert other.id is not None
            assert (await owner.reject(other.id)).status == "rejected"
            assert (await owner.set_standing(changed.id, "untrusted")).standing == "untrusted"
            assert (await owner.purge(other.id)).purged == (other.id,)
            session = f"s-{uuid.uuid4()}"
            captured = await agent.capture(
                [
                    Event(
                        session_id=session,
                        kind="message",
                        role="user",
                        content="hi",
                        turn_complete=True,
                    )
                ]
            )
            assert captured.accepted == 1
            assert (await agent.end_session(session)).accepted == 1
            job = await agent.harvest(session)
            assert (await agent.wait_for_job(job.job_id, timeout=10)).session_id == session
            assert (await agent.job(job.job_id)).id == job.job_id
            tokens = {t.name: t for t in (await owner.list_tokens()).items}
            agent_token = tokens["client-agent"]
            assert (await owner.pause_token(agent_token.id)).state == "paused"
            with pytest.raises(Paused):
                await agent.health()
            assert (await owner.resume_token(agent_token.id)).state == "active"
            with pytest.raises(Forbidden):
                await agent.confirm(proposed.id)
            with pytest.raises(NotFound):
                await agent.get(uuid.uuid4())

    asyncio.run(scenario())
    kinds = [r["kind"] for r in stored_events(live_stack, made.project)]
    assert kinds == ["message", "signal"]
