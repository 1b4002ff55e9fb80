"""What ``GET /metrics`` reads when it is scraped, because the database (or the broker, or the
replica monitor) already keeps it: memories by status and type, the review queue and its
oldest entry, the extraction and embedding backlogs, replica lag, and whether PostgreSQL and
Redis answer. A few grouped counts over indexed columns per scrape, for every project at once
(the metrics secret's scrape) or for one (a project owner's).

A dependency that fails makes its own gauges say so (``memory_database_up 0``) and leaves the
rest of the scrape alone: a scrape during an outage is when the numbers matter most.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import Any

from django.conf import settings
from django.db import DatabaseError
from django.db.models import Count, Min, Model, QuerySet
from django.utils import timezone
from prometheus_client.metrics_core import GaugeMetricFamily, Metric
from prometheus_client.registry import Collector

from memoryapp.db.replicas import replica_health
from memoryapp.models import ExtractionRun, Memory, Project
from memoryapp.observability.health import check_broker, embedding_backlog, extraction_waiting


def _gauge(name: str, documentation: str, labels: list[str]) -> GaugeMetricFamily:
    return GaugeMetricFamily(name, documentation, labels=labels)


def _per_project(
    gauge: GaugeMetricFamily, projects: list[str], counted: Iterable[Mapping[str, Any]]
) -> None:
    """One sample per project, 0 where nothing was counted: an alert on a queue or a backlog
    then sees it empty instead of missing."""
    found = {row["project__slug"]: row["n"] for row in counted}
    for slug in projects:
        gauge.add_metric([slug], found.get(slug, 0))


def _scoped[M: Model](rows: QuerySet[M], project: Project | None) -> QuerySet[M]:
    return rows if project is None else rows.filter(project=project)


def _database_families(project: Project | None) -> list[Metric]:
    """The database's gauges, for every project or for ``project`` alone."""
    everyone = Project.objects.all()
    chosen = everyone if project is None else everyone.filter(id=project.id)
    projects = list(chosen.order_by("slug").values_list("slug", flat=True))
    heads = _gauge(
        "memory_memories",
        "Current memories (chain heads) by project, status and type.",
        ["project", "status", "type"],
    )
    for head in (
        _scoped(Memory.objects.filter(superseded_by__isnull=True), project)
        .values("project__slug", "status", "type")
        .annotate(n=Count("id"))
    ):
        heads.add_metric([head["project__slug"], head["status"], head["type"]], head["n"])
    families: list[Metric] = [heads, *_queue_families(project, projects)]
    extraction = _gauge(
        "memory_extraction_backlog",
        "Complete turns captured and not extracted yet.",
        ["project"],
    )
    _per_project(
        extraction,
        projects,
        _scoped(extraction_waiting(), project).values("project__slug").annotate(n=Count("id")),
    )
    families += [extraction, _runs_waiting(project)]
    if settings.MEMORY_EMBEDDINGS != "none":
        embedding = _gauge(
            "memory_embedding_backlog",
            "Current memories without a vector from the configured embedding model.",
            ["project"],
        )
        _per_project(
            embedding,
            projects,
            _scoped(embedding_backlog(settings.MEMORY_EMBEDDINGS_MODEL), project)
            .values("project__slug")
            .annotate(n=Count("id")),
        )
        families.append(embedding)
    return families


def _queue_families(project: Project | None, projects: list[str]) -> list[Metric]:
    queue = _gauge(
        "memory_review_queue_size", "Memories waiting for the owner's review.", ["project"]
    )
    oldest = _gauge(
        "memory_review_queue_oldest_seconds",
        "Age of the oldest memory waiting for review.",
        ["project"],
    )
    now = timezone.now()
    waiting = list(
        _scoped(Memory.objects.filter(superseded_by__isnull=True, status="pending"), project)
        .values("project__slug")
        .annotate(n=Count("id"), since=Min("recorded_at"))
    )
    _per_project(queue, projects, waiting)
    for row in waiting:
        oldest.add_metric([row["project__slug"]], (now - row["since"]).total_seconds())
    return [queue, oldest]


def _runs_waiting(project: Project | None) -> Metric:
    runs = _gauge(
        "memory_extraction_runs_waiting",
        "Extraction runs waiting for another try (retrying) or given up (dropped).",
        ["state"],
    )
    by_state = dict(
        _scoped(
            ExtractionRun.objects.filter(
                state__in=[ExtractionRun.State.RETRYING, ExtractionRun.State.DROPPED]
            ),
            project,
        )
        .values("state")
        .annotate(n=Count("id"))
        .values_list("state", "n")
    )
    for state in (ExtractionRun.State.RETRYING, ExtractionRun.State.DROPPED):
        runs.add_metric([state.value], by_state.get(state, 0))
    return runs


def _up(name: str, documentation: str, up: bool) -> GaugeMetricFamily:
    return GaugeMetricFamily(name, documentation, value=1 if up else 0)


class ServiceCollector(Collector):
    """The scrape-time gauges (registered with the registry ``/metrics`` renders): of every
    project, or of ``project`` alone for its owner's scrape. The broker and the replicas are
    the service's, not a project's, and are in both."""

    def __init__(self, project: Project | None = None) -> None:
        self.project = project

    def collect(self) -> Iterator[Metric]:
        try:
            families = _database_families(self.project)
        except DatabaseError:
            families = []
        yield _up("memory_database_up", "1 if PostgreSQL answered this scrape.", bool(families))
        yield from families
        yield from _broker_families()
        yield from _replica_families()


def _broker_families() -> Iterator[Metric]:
    try:
        queued = int(check_broker()["detail"]["queued"])
    except Exception:  # any failure to reach Redis is the answer here, not an error
        yield _up("memory_broker_up", "1 if Redis (the Celery broker) answered.", False)
        return
    yield _up("memory_broker_up", "1 if Redis (the Celery broker) answered.", True)
    yield GaugeMetricFamily(
        "memory_broker_queue_length", "Celery messages waiting in Redis.", value=queued
    )


def _replica_families() -> Iterator[Metric]:
    report: dict[str, Any] = replica_health()
    replicas = report["detail"].get("replicas", {})
    if not replicas:
        return
    lag = _gauge("memory_replica_lag_seconds", "Replay lag of each read replica.", ["replica"])
    usable = _gauge(
        "memory_replica_up", "1 if the replica serves reads (up, within the lag).", ["replica"]
    )
    for alias, state in replicas.items():
        if state["lag_seconds"] is not None:
            lag.add_metric([alias], state["lag_seconds"])
        usable.add_metric([alias], 1 if state["state"] == "ok" else 0)
    yield lag
    yield usable
