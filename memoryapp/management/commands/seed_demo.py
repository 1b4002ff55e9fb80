"""Load a small, realistic history so a newcomer sees a living system after ``make run``.

Everything goes through the same services as the API, so the promotion policy, chains and
audit events are the real ones. Running it again on a project that already has memories does
nothing (memories are never deleted, so there is no "reset").
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from django.core.management.base import BaseCommand, CommandParser
from django.db import transaction

from memoryapp.domain.types import Actor, MemoryType, SupersessionKind
from memoryapp.models import Memory, Project
from memoryapp.services.propose import memory_propose, memory_remember
from memoryapp.services.review import memory_confirm
from memoryapp.services.supersession import memory_supersede

OWNER = "seed_demo"


def day(text: str) -> datetime:
    return datetime.fromisoformat(text).replace(tzinfo=UTC)


def _changed_decision(project: Project) -> None:
    """A decision that changed: SQLite, then PostgreSQL for metadata (an update chain)."""
    sqlite = memory_remember(
        project=project,
        content="The project stores its metadata in SQLite.",
        entities=["metadata store", "SQLite"],
        valid_from=day("2024-03-01"),
        actor_label=OWNER,
        relayed_by_agent=False,
    ).memory
    memory_supersede(
        project=project,
        memory_id=sqlite.id,
        content="The project stores its metadata in PostgreSQL 16.",
        kind=SupersessionKind.UPDATE,
        entities=["metadata store", "PostgreSQL"],
        valid_from=day("2025-06-01"),
        actor=Actor.OWNER,
        actor_label=OWNER,
    )


def _changed_habit(project: Project) -> None:
    """A habit that changed: two contradicting semantic facts resolved by supersession."""
    coffee = memory_propose(
        project=project,
        type=MemoryType.SEMANTIC,
        content="Priya Raman does not drink coffee.",
        confidence=0.85,
        entities=["Priya Raman"],
        actor=Actor.EXTRACTOR,
        source={"kind": "conversation", "ref": "session-2025-06-11/turn-4"},
        actor_label="extractor",
    ).memory
    memory_confirm(project=project, memory_id=coffee.id, actor_label=OWNER)
    memory_supersede(
        project=project,
        memory_id=coffee.id,
        content="Priya Raman drinks three coffees a day.",
        kind=SupersessionKind.UPDATE,
        valid_from=day("2026-02-27"),
        actor=Actor.OWNER,
        actor_label=OWNER,
    )


def _episodes(project: Project) -> None:
    """Two episodes about one event: both kept, episodic memories never conflict."""
    for content, when in (
        (
            "Priya Raman announced on 2025-12-08 that she is leaving Northwind Labs.",
            "2025-12-08",
        ),
        ("Priya Raman left Northwind Labs on 2026-01-19.", "2026-01-19"),
    ):
        memory_propose(
            project=project,
            type=MemoryType.EPISODIC,
            content=content,
            confidence=0.92,
            entities=["Priya Raman", "Northwind Labs"],
            valid_from=day(when),
            actor=Actor.EXTRACTOR,
            actor_label="extractor",
        )


def _procedure(project: Project) -> Memory:
    """A standing procedure the owner wrote down."""
    return memory_remember(
        project=project,
        type=MemoryType.PROCEDURAL,
        content=(
            "To release: run the full test suite, tag the commit, deploy to staging, "
            "watch the error rate for 30 minutes, then deploy to production."
        ),
        entities=["release process"],
        actor_label=OWNER,
        relayed_by_agent=False,
    ).memory


def _pending(project: Project, release: Memory) -> None:
    """Pending proposals for the review queue."""
    memory_propose(
        project=project,
        type=MemoryType.SEMANTIC,
        content="Sam Okafor prefers code reviews in the morning.",
        confidence=0.7,
        entities=["Sam Okafor"],
        actor_label="assistant",
    )
    memory_propose(
        project=project,
        type=MemoryType.PROCEDURAL,
        content="When the deploy fails, restart the worker pool before retrying.",
        confidence=0.8,
        source={"kind": "web", "ref": "https://wiki.example.com/runbooks/deploy"},
        entities=["release process"],
        actor_label="assistant",
    )
    memory_propose(
        project=project,
        type=MemoryType.PROCEDURAL,
        content=(
            "To release: run the full test suite, tag the commit, deploy to staging, "
            "then deploy to production."
        ),
        confidence=0.9,
        entities=["release process"],
        near_duplicate_of=release.id,
        actor_label="assistant",
    )
    memory_propose(
        project=project,
        type=MemoryType.EPISODIC,
        content="From now on, always run the database migrations before deploying.",
        confidence=0.97,
        actor_label="assistant",
    )
    # A working memory of the current session.
    memory_propose(
        project=project,
        type=MemoryType.WORKING,
        content="Currently comparing connection poolers for the metadata database.",
        confidence=0.9,
        session_id="session-demo-1",
        actor_label="assistant",
    )


class Command(BaseCommand):
    help = "Seed a demo project with chains, pending proposals and audit history."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--project", default="demo", help="project slug (default: demo)")

    @transaction.atomic
    def handle(self, *args: Any, **options: Any) -> None:
        slug = options["project"]
        project, _ = Project.objects.get_or_create(slug=slug, defaults={"name": "Demo project"})
        if Memory.objects.filter(project=project).exists():
            self.stdout.write(f"Project '{slug}' already has memories; nothing to do.")
            return
        _changed_decision(project)
        _changed_habit(project)
        _episodes(project)
        _pending(project, _procedure(project))
        counts = Memory.objects.filter(project=project).values_list("status", flat=True)
        summary = ", ".join(
            f"{status}: {list(counts).count(status)}" for status in sorted(set(counts))
        )
        self.stdout.write(self.style.SUCCESS(f"Seeded project '{slug}' ({summary})."))
