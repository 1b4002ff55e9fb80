"""The data ``bench/review.py`` measures the owner's list pages on: one project with many
pending cards (their triage groups), rejected ones, active memories, context traces, captured
events and API tokens, written with bulk inserts (no services: the pages read, they do not
care how the rows came)."""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Iterator
from datetime import datetime, timedelta
from typing import Any

from bench.common import say
from memoryapp.domain.decisions import RANK_BELOW_CUTOFF, SELECTED_CURRENT
from memoryapp.domain.policy import LOW_CONFIDENCE, TYPE_REQUIRES_REVIEW
from memoryapp.domain.similarity import NEAR_DUPLICATE

BATCH = 2000


def progress(message: str) -> None:
    say(f"  {message}")


def _bulk(model: Any, rows: list[Any], what: str, total: int, done: int) -> int:
    model.objects.bulk_create(rows, batch_size=BATCH)
    done += len(rows)
    progress(f"{what}: {done:>6} / {total}")
    return done


def _triage_fields(i: int, rejected: bool, actives: list[Any]) -> dict[str, Any]:
    """The triage order's keys and groups (review.triage): a card in 37 said again, one in 11
    a possible conflict, one in 13 on one of 40 subjects; the session a card came from."""
    pending = not rejected
    return {
        "session_id": f"sess-{i // 10}",
        "repeat_count": 1 + i % 4 if pending and i % 37 == 0 else 0,
        "possible_conflict_of": actives[i % 50] if pending and i % 11 == 0 else None,
        "subject": f"billing.part{i % 40}" if i % 13 == 0 else "",
    }


def _seed_repeats(project: Any) -> None:
    """A ProposalRepeat row, each from its own session, for every repeat a card counts."""
    from memoryapp.models import Memory, ProposalRepeat

    said_again = Memory.objects.filter(project=project, repeat_count__gt=0)
    repeats = [
        ProposalRepeat(
            memory=memory,
            project=project,
            content=memory.content,
            actor="extractor",
            session_id=f"sess-again-{k}",
            confidence=0.7,
            source={"kind": "conversation"},
        )
        for memory in said_again.only("id", "content", "repeat_count")
        for k in range(memory.repeat_count)
    ]
    _bulk(ProposalRepeat, repeats, "proposal repeats", len(repeats), 0)


def _bulk_all(model: Any, rows: Iterable[Any], what: str, total: int) -> None:
    """``rows`` in batches of :data:`BATCH`, with a progress line after each."""
    done, batch = 0, []
    for row in rows:
        batch.append(row)
        if len(batch) == BATCH:
            done = _bulk(model, batch, what, total, done)
            batch = []
    if batch:
        _bulk(model, batch, what, total, done)


def _seed_actives(project: Any, now: datetime) -> list[Any]:
    from memoryapp.models import Memory

    progress("active memories: 100")
    return Memory.objects.bulk_create(
        [
            Memory(
                project=project,
                type="semantic",
                content=f"Known fact {i}: the billing service deploys on day {i % 7}.",
                status="active",
                actor="owner",
                source={"kind": "conversation", "ref": None},
                recorded_at=now - timedelta(days=30, seconds=i),
            )
            for i in range(100)
        ]
    )


def _proposals(project: Any, now: datetime, pending: int, actives: list[Any]) -> Iterator[Any]:
    """``pending`` pending cards, then 500 rejected ones."""
    from memoryapp.models import Memory

    reasons = [
        {"code": TYPE_REQUIRES_REVIEW, "detail": "facts are the owner's to confirm"},
        {"code": LOW_CONFIDENCE, "detail": "confidence 0.6 < 0.8"},
    ]
    near = [*reasons, {"code": NEAR_DUPLICATE, "detail": "cosine 0.962"}]
    for i in range(pending + 500):
        rejected = i >= pending
        yield Memory(
            project=project,
            type=("semantic", "procedural", "episodic")[i % 3],
            content=f"Proposal {i}: the billing service now deploys on day {i % 7} "
            f"after the {i % 24}:00 standup, says session {i // 10}.",
            status="rejected" if rejected else "pending",
            confidence=0.5 + (i % 5) / 10,
            actor="extractor",
            source={"kind": "conversation", "ref": f"sess-{i // 10}/turn-{i % 10}"},
            recorded_at=now - timedelta(seconds=i),
            review_note=near if i % 2 else reasons,
            near_duplicate_of=actives[i % 100] if i % 2 and not rejected else None,
            **_triage_fields(i, rejected, actives),
        )


def _seed_entity_links(project: Any, entities: list[Any]) -> None:
    """Every fifth pending card (newest first) about two of the entities."""
    from memoryapp.models import Memory, MemoryEntity

    proposals = list(
        Memory.objects.filter(project=project, status="pending")
        .order_by("-recorded_at")
        .values_list("id", flat=True)
    )
    links = [
        MemoryEntity(memory_id=memory_id, entity=entities[(n + k) % len(entities)])
        for n, memory_id in enumerate(proposals)
        if n % 5 == 0
        for k in (0, 1)
    ]
    _bulk(MemoryEntity, links, "entity links", len(links), 0)


def _trace_candidates(actives: list[Any], t: int) -> list[dict[str, Any]]:
    return [
        {
            "memory_id": str(actives[(t + c) % 100].id),
            "type": "semantic",
            "legs": {"lexical": {"rank": c + 1, "score": 0.5}, "dense": None, "entity": None},
            "fused_rank": c + 1,
            "score": round(1 / (c + 2), 4),
            "temporal_status": "current",
            "decision": "selected" if c < 8 else "rejected",
            "reason": SELECTED_CURRENT if c < 8 else RANK_BELOW_CUTOFF,
        }
        for c in range(20)
    ]


def _traces(project: Any, now: datetime, actives: list[Any]) -> Iterator[Any]:
    """2 000 traces of 20 candidates, three in four of /context."""
    from memoryapp.models import ContextTrace

    for t in range(2000):
        context = t % 4 != 0
        candidates = _trace_candidates(actives, t)
        yield ContextTrace(
            project=project,
            kind="context" if context else "search",
            created_at=now - timedelta(seconds=t),
            actor_label="bench-agent",
            query=f"When does the billing service deploy, question {t}?",
            route={"route": ("recall", "influence")[t % 2]} if context else {},
            candidates=candidates,
            rendered="<memories>…</memories>",
            latency_ms={"retrieve_ms": 6.5, "total_ms": 9.25},
            memory_ids=[c["memory_id"] for c in candidates[:8]],
        )


SESSIONS = [(f"sess-{s}", 10) for s in range(1000)] + [("sess-long", 1000)]


def _events(project: Any, now: datetime) -> Iterator[Any]:
    """10 events in each of 1 000 sessions, and one session of 1 000."""
    from memoryapp.models import CanonicalEvent

    start = now - timedelta(days=2)
    for s, (session, n) in enumerate(SESSIONS):
        for e in range(n):
            yield CanonicalEvent(
                project=project,
                session_id=session,
                event_id=f"{session}-e{e}",
                kind="message",
                role=("user", "assistant")[e % 2],
                content=f"Turn {e} of {session}: when does the billing service deploy?",
                observed_at=start + timedelta(seconds=s * 60 + e),
                turn_complete=e % 2 == 1,
            )


def _seed_tokens(project: Any) -> None:
    from memoryapp.models import ApiToken

    tokens = [
        ApiToken(
            project=project,
            role="agent",
            name=f"agent {t}",
            prefix=f"mem_{t:04d}",
            token_hash=hashlib.sha256(f"bench-review-{t}".encode()).hexdigest(),
        )
        for t in range(100)
    ]
    _bulk(ApiToken, tokens, "API tokens", len(tokens), 0)


def seed(pending: int) -> Any:
    from django.db import connection
    from django.utils import timezone

    from memoryapp.models import CanonicalEvent, ContextTrace, Entity, Memory
    from memoryapp.services.tokens import project_ensure

    project = project_ensure(slug="bench-review")
    now = timezone.now()
    actives = _seed_actives(project, now)
    entities = Entity.objects.bulk_create(
        [Entity(project=project, name=f"Service {n}", normalized=f"service {n}") for n in range(50)]
    )
    _bulk_all(
        Memory,
        _proposals(project, now, pending, actives),
        "pending and rejected memories",
        pending + 500,
    )
    _seed_repeats(project)
    _seed_entity_links(project, entities)
    _bulk_all(ContextTrace, _traces(project, now, actives), "context traces", 2000)
    events = sum(n for _, n in SESSIONS)
    _bulk_all(CanonicalEvent, _events(project, now), "captured events", events)
    _seed_tokens(project)
    progress("VACUUM ANALYZE")
    with connection.cursor() as cursor:
        for table in ("memory", "memoryentity", "contexttrace", "canonicalevent", "apitoken"):
            cursor.execute(f"VACUUM ANALYZE memoryapp_{table}")
    return project
