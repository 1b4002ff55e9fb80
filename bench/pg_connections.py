"""The stack's PostgreSQL client backends, counted while traffic runs: the peak is what a
connection budget bounds (``bench/load.py``, ``tests/config/test_served_load.py``)."""

from __future__ import annotations

import threading
import time
from typing import TYPE_CHECKING, Any

from bench.common import percentile

if TYPE_CHECKING:
    import psycopg

CLIENT_BACKENDS_SQL = """
SELECT count(*),
       count(*) FILTER (WHERE state = 'active'),
       count(*) FILTER (WHERE state IN ('idle in transaction', 'idle in transaction (aborted)'))
  FROM pg_stat_activity
 WHERE datname = current_database()
   AND backend_type = 'client backend'
   AND pid <> pg_backend_pid()
"""


class ConnectionPoller:
    """Counts the stack's PostgreSQL client backends every ``interval`` s on its own
    connection (excluded from the count) while the context is open."""

    def __init__(self, database_url: str, interval: float = 0.1) -> None:
        self.database_url = database_url
        self.interval = interval
        self.samples: list[tuple[float, int, int, int]] = []  # (t, total, active, idle in tx)
        self.errors: list[str] = []
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._conn: psycopg.Connection[Any] | None = None
        self._began = 0.0

    def __enter__(self) -> ConnectionPoller:
        import psycopg

        # Connect first, so a wrong URL fails here and not silently in the thread.
        self._conn = psycopg.connect(self.database_url, autocommit=True, connect_timeout=10)
        self._began = time.perf_counter()
        self._thread = threading.Thread(target=self._poll, name="pg-poller", daemon=True)
        self._thread.start()
        return self

    def _poll(self) -> None:
        assert self._conn is not None
        while not self._stop.is_set():
            try:
                row = self._conn.execute(CLIENT_BACKENDS_SQL).fetchone()
            except Exception as error:
                self.errors.append(f"{type(error).__name__}: {error}"[:300])
                if len(self.errors) > 50:
                    return
            else:
                if row is not None:
                    self.samples.append(
                        (time.perf_counter() - self._began, int(row[0]), int(row[1]), int(row[2]))
                    )
            self._stop.wait(self.interval)

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(10)
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    @property
    def peak(self) -> int:
        return max((s[1] for s in self.samples), default=0)

    @property
    def peak_active(self) -> int:
        return max((s[2] for s in self.samples), default=0)

    def summary(self) -> dict[str, Any]:
        totals = [s[1] for s in self.samples]
        return {
            "peak": self.peak,
            "peak_active": self.peak_active,
            "peak_idle_in_transaction": max((s[3] for s in self.samples), default=0),
            "median": percentile(totals, 50) if totals else None,
            "last": totals[-1] if totals else None,
            "polls": len(self.samples),
            "poll_errors": len(self.errors),
            "first_error": self.errors[0] if self.errors else None,
        }
