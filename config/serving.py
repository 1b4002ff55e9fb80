"""How the service is served, and what that costs in PostgreSQL connections.

``make run`` (``config.embedded.run``), the benchmarks and ``compose.yaml`` start the web
server, the Celery worker and beat through the command lines built here, so what is measured is
what people run. Sizes come from the environment:

- ``MEMORY_WEB_WORKERS`` (2) gunicorn worker processes, each with ``MEMORY_WEB_THREADS`` (4)
  request threads, which only ever get a request the process has read in full (within
  ``MEMORY_WEB_READ_SECONDS``, 30, of its first byte; ``config/buffered_worker.py``);
- ``MEMORY_RETRIEVAL_THREADS`` (as many as request threads) side threads per process, on which
  the dense retrieval leg runs its SQL while the request thread runs the other legs;
- ``MEMORY_WORKER_CONCURRENCY`` (2) Celery worker processes.

Every process has one bounded connection pool (Django's psycopg pool). A web process needs one
connection per request thread and one per side thread, never more, so its pool is that size and
a request never waits on its own process; a Celery process runs one task at a time, with at most
one side connection. :func:`connection_budget` is the sum: the most connections the whole
service opens, documented in the README and docs/deploy.md and checked by the served load test.
"""

from __future__ import annotations

import sys
from pathlib import Path

from config.env import env_int

BASE_DIR = Path(__file__).resolve().parent.parent
# Connections a Celery worker process may hold: its task's, and one for a dense leg.
WORKER_POOL_MAX = 2
# Left for one-off commands (migrate, a management command, an operator's psql).
SPARE_CONNECTIONS = 3


def web_workers() -> int:
    return max(1, env_int("MEMORY_WEB_WORKERS", 2))


def web_threads() -> int:
    return max(1, env_int("MEMORY_WEB_THREADS", 4))


def web_read_seconds() -> float:
    """How long a client may take to send a whole request (head and a body of up to 4 MiB),
    from its first byte, before the web server drops it (config/buffered_worker.py)."""
    return float(max(1, env_int("MEMORY_WEB_READ_SECONDS", 30)))


def retrieval_threads() -> int:
    return max(1, env_int("MEMORY_RETRIEVAL_THREADS", web_threads()))


def worker_concurrency() -> int:
    return max(1, env_int("MEMORY_WORKER_CONCURRENCY", 2))


def web_pool_max() -> int:
    """A web process's pool: a connection per request thread and per retrieval side thread."""
    return web_threads() + retrieval_threads()


def connection_budget() -> int:
    """The most PostgreSQL connections web, worker and beat open together, plus the spare
    ones kept for one-off commands (beat opens none: its schedule is a file)."""
    web = web_workers() * web_pool_max()
    return web + worker_concurrency() * WORKER_POOL_MAX + SPARE_CONNECTIONS


def check_secret_key(*, debug: bool, from_environment: bool) -> None:
    """The web server does not start on the development key unless DEBUG is on: sessions and
    CSRF tokens signed with a key everyone can read are forgeable."""
    if not debug and not from_environment:
        raise RuntimeError(
            "SECRET_KEY is not set: set it to a long random value (make run keeps a generated "
            "one in the data folder), or set DEBUG=1 for local development"
        )


def web_command(host: str, port: int) -> list[str]:
    """gunicorn with threads; hooks and defaults in ``config/gunicorn.py``."""
    return [
        sys.executable,
        "-m",
        "gunicorn",
        "--config",
        "python:config.gunicorn",
        "--bind",
        f"{host}:{port}",
        "config.wsgi:application",
    ]


def _celery(program: str, *options: str) -> list[str]:
    return [sys.executable, "-m", "celery", "-A", "config", program, "--loglevel", "INFO", *options]


def worker_command() -> list[str]:
    return _celery("worker", "--concurrency", str(worker_concurrency()))


def worker_env() -> dict[str, str]:
    """A worker process runs one task at a time: its pool and side threads are small."""
    return {"MEMORY_DB_POOL_MAX": str(WORKER_POOL_MAX), "MEMORY_RETRIEVAL_THREADS": "1"}


def beat_command(schedule: Path) -> list[str]:
    return _celery("beat", "--schedule", str(schedule))
