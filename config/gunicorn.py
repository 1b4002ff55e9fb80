"""gunicorn's configuration for the web app (``config.serving.web_command`` loads it).

Threads in a few processes: a request mostly waits on PostgreSQL and the embedding runtime, both
of which release the GIL. A thread only gets a request its process has read in full, so slow
clients cannot hold the threads (``config.buffered_worker``). Sizes come from
``config.serving``; the command line adds the bind.
"""

from __future__ import annotations

import gc
import os
from typing import Any

from config import serving

wsgi_app = "config.wsgi:application"
worker_class = "config.buffered_worker.BufferedThreadWorker"
workers = serving.web_workers()
threads = serving.web_threads()
# Agents keep their connection between calls; a new TCP connection per call costs more than it.
keepalive = 75
timeout = 120
graceful_timeout = 20
accesslog = None
loglevel = "warning"
# gunicorn >= 24 opens a control socket under ~/.gunicorn by default; nothing here uses it.
control_socket_disable = True


def post_worker_init(worker: Any) -> None:
    """Runs in each worker after the app is loaded and before it accepts a connection."""
    from memoryapp.db.replicas import monitor
    from memoryapp.providers import warm_up_embedding_provider

    # The first /context would otherwise spend most of a second loading the model.
    warm_up_embedding_provider()
    # Replicas (if any) are checked once before the first read and then in the background.
    monitor()
    # A /context call allocates tens of thousands of short-lived objects: with CPython's
    # default first threshold (700) that is several young collections a call, and each full
    # collection walks the whole start-up heap (Django, the models, ninja's schemas, the model)
    # again. Freeze what start-up built and collect the young generation less often.
    gc.collect()
    gc.freeze()
    gc.set_threshold(20_000, 20, 20)


def child_exit(server: Any, worker: Any) -> None:
    """A worker that exited (stopped, killed, recycled) stops counting in the live gauges of
    ``/metrics``; its counters stay (memoryapp/observability/metrics.py)."""
    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        from prometheus_client import multiprocess

        multiprocess.mark_process_dead(worker.pid)  # type: ignore[no-untyped-call]
