"""The text ``GET /metrics`` answers with: every process's samples (or this process's alone
when nothing set ``PROMETHEUS_MULTIPROC_DIR``), then the scrape-time gauges. The recorded
samples carry no project label (``metrics``), so only the scrape-time gauges need scoping."""

from __future__ import annotations

import os
from functools import cache

from prometheus_client import REGISTRY, CollectorRegistry, generate_latest
from prometheus_client.exposition import CONTENT_TYPE_LATEST
from prometheus_client.multiprocess import MultiProcessCollector

from memoryapp.models import Project
from memoryapp.observability.collectors import ServiceCollector

CONTENT_TYPE = CONTENT_TYPE_LATEST


@cache
def _samples() -> CollectorRegistry:
    if not os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        return REGISTRY
    # The samples of every process that wrote under the folder, live or exited (an exited
    # worker's counters still count; its "livesum" gauges do not).
    registry = CollectorRegistry()
    MultiProcessCollector(registry)  # type: ignore[no-untyped-call]
    return registry


def _service(project: Project | None) -> CollectorRegistry:
    # Its own registry: in the default one every test and command would run its queries.
    registry = CollectorRegistry()
    registry.register(ServiceCollector(project))
    return registry


def metrics_text(project: Project | None = None) -> bytes:
    """Every series for the metrics secret's scrape (``project`` None); for a project owner's,
    the series of that project and those of the service that name no project (HTTP, read
    calls, the pool, the broker, the replicas): the database gauges are counted for its
    project alone."""
    return generate_latest(_samples()) + generate_latest(_service(project))
