"""The retrieval pool: side threads that run work on connections of their own.

The query is embedded on a pool thread while the lexical and entity legs run their SQL: ONNX
Runtime and an HTTP embedding call both release the GIL, so the embedding overlaps the SQL
instead of adding to it. Outside a transaction the dense leg's SQL follows there too, on that
thread's own connection (see :func:`dense_leg_in_parallel`): at most one per pool thread, and a
thread is only added when every one is busy. A large scope's stale population is recounted
there too (see :mod:`memoryapp.retrieval.statistics`). The pool's size is part of the
process's connection pool (config/serving.py).
"""

from __future__ import annotations

import contextvars
import threading
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from django.db import close_old_connections, connection, connections

from memoryapp.db.replicas import read_alias

from .config import RetrievalConfig, retrieval_config

_executor: ThreadPoolExecutor | None = None
_executor_lock = threading.Lock()


def _pool() -> ThreadPoolExecutor:
    """The process's retrieval threads, made on first use: importing this module (a management
    command, a test collection) reads no settings and starts nothing."""
    global _executor
    with _executor_lock:
        if _executor is None:
            _executor = ThreadPoolExecutor(
                max_workers=retrieval_config().threads, thread_name_prefix="retrieval"
            )
        return _executor


# The pool threads' connections, so that they can be closed from outside (close_leg_connections).
_leg_connections: set[Any] = set()
_leg_connections_lock = threading.Lock()


def dense_leg_in_parallel(config: RetrievalConfig | None = None) -> bool:
    """Whether the dense leg (query embedding, then its SQL) runs on a connection of its own
    while this one runs the lexical and entity legs.

    Only outside a transaction: another connection sees only what is committed, so a caller
    inside ``atomic()`` (which may hold uncommitted memories) keeps every leg on its own
    connection. ``MEMORY_RETRIEVAL_PARALLEL=0`` turns it off.
    """
    config = config or retrieval_config()
    return config.parallel and config.embeddings != "none" and not connection.in_atomic_block


def on_a_pool_thread[T](task: Callable[[], T]) -> Future[T]:
    """Run ``task`` on a pool thread that touches no database (the query embedding)."""
    return _pool().submit(task)


def on_a_side_thread[T](task: Callable[[], T]) -> Future[T]:
    """Run ``task`` on a pool thread, reading from the same database as the caller (the
    context, and so :func:`read_alias`, goes along)."""
    return _pool().submit(contextvars.copy_context().run, on_own_connection, task)


def on_own_connection[T](task: Callable[[], T]) -> T:
    """Run ``task`` in a pool thread on a connection of that thread's own (Django's are per
    thread). Like a request, each task ends by handing its connection back to the pool."""
    close_old_connections()
    with _leg_connections_lock:
        _leg_connections.add(connections[read_alias()])
    try:
        return task()
    finally:
        close_old_connections()


def close_leg_connections() -> None:
    """Close the connections the dense leg's pool threads keep open between requests.

    For shutdown and test teardown (a test database cannot be dropped while they are open);
    call it only while no retrieval runs.
    """
    with _leg_connections_lock:
        wrappers = list(_leg_connections)
        _leg_connections.clear()
    for wrapper in wrappers:
        # Django checks that a connection is closed by its own thread unless sharing is allowed.
        wrapper.inc_thread_sharing()
        try:
            wrapper.close()
        finally:
            wrapper.dec_thread_sharing()
