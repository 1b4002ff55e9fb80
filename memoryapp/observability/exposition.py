"""The text ``GET /metrics`` answers with: every process's samples (or this process's alone
when nothing set ``PROMETHEUS_MULTIPROC_DIR``), then the scrape-time gauges."""

from __future__ import annotations

import os
from functools import cache

from prometheus_client import REGISTRY, CollectorRegistry, generate_latest
from prometheus_client.exposition import CONTENT_TYPE_LATEST
from prometheus_client.multiprocess import MultiProcessCollector

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


@cache
def _service() -> CollectorRegistry:
    # Its own registry: in the default one every test and command would run its queries.
    registry = CollectorRegistry()
    registry.register(ServiceCollector())
    return registry


def metrics_text() -> bytes:
    return generate_latest(_samples()) + generate_latest(_service())
