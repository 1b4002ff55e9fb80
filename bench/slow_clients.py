"""Slow clients against the served stack: sockets that start a request and send one more header
line every few seconds without ever finishing it (the "slowloris" pattern), while ordinary
clients time ``GET /healthz`` and ``POST /api/v1/context``.

Used by ``bench/load.py --slow-clients N`` (figures in docs/benchmarks.md) and by
``tests/test_slow_clients.py``. Every socket goes to 127.0.0.1 only, and every loop here is
bounded in time.
"""

from __future__ import annotations

import contextlib
import json
import socket
import threading
import time
from collections import Counter
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from bench.common import pyplot, save_figure, say
from bench.stack import HOST, Client, failure_kind
from bench.traffic import Sample, latency

# What the ordinary clients call (method, path, whether a query is sent); each must get a 200.
PROBES = {"healthz": ("GET", "/healthz", False), "context": ("POST", "/api/v1/context", True)}


class SlowClients:
    """``count`` connections, each sending a request line and then one header line every
    ``interval_s`` seconds until :meth:`close`. ``closed_by_server`` counts the connections the
    server gave up on (it answered or closed them)."""

    def __init__(self, port: int, count: int, interval_s: float) -> None:
        self.port = port
        self.interval_s = interval_s
        self.sockets: list[socket.socket] = []
        self.closed_by_server = 0
        self._stop = threading.Event()
        self._lock = threading.Lock()
        for _ in range(count):
            sock = socket.create_connection((HOST, port), timeout=10)
            sock.sendall(f"GET /healthz HTTP/1.1\r\nHost: {HOST}\r\n".encode())
            sock.setblocking(False)
            self.sockets.append(sock)
        self._thread = threading.Thread(target=self._drip, name="slow-clients", daemon=True)
        self._thread.start()

    @property
    def open(self) -> int:
        with self._lock:
            return len(self.sockets)

    def _drip(self) -> None:
        line = 0
        while not self._stop.wait(self.interval_s):
            line += 1
            with self._lock:
                for sock in list(self.sockets):
                    if not self._still_open(sock, f"X-Slow-{line}: {line}\r\n".encode()):
                        self.sockets.remove(sock)
                        self.closed_by_server += 1
                        sock.close()

    @staticmethod
    def _still_open(sock: socket.socket, line: bytes) -> bool:
        """Whether the server still waits on ``sock`` (nothing to read, and it took the line)."""
        try:
            sock.recv(1, socket.MSG_PEEK)
            return False  # an answer, or the end of the stream
        except BlockingIOError:
            pass  # nothing to read: still waiting for the rest of the request
        except OSError:
            return False
        try:
            sock.send(line)
        except OSError:
            return False
        return True

    def close(self) -> None:
        self._stop.set()
        self._thread.join(self.interval_s + 5)
        with self._lock:
            for sock in self.sockets:
                sock.close()
            self.sockets.clear()


@contextlib.contextmanager
def slow_clients(port: int, count: int, interval_s: float) -> Iterator[SlowClients]:
    slow = SlowClients(port, count, interval_s)
    try:
        yield slow
    finally:
        slow.close()


def probe(
    port: int, token: str, *, duration_s: float, timeout_s: float, query: str
) -> list[Sample]:
    """One keep-alive client per entry of :data:`PROBES`, calling it back to back for
    ``duration_s`` seconds; a request that gets no answer within ``timeout_s`` is a failure."""
    samples: list[Sample] = []
    started = time.monotonic()
    body = json.dumps({"query": query}).encode()

    def work(index: int, endpoint: str) -> None:
        method, path, sends_query = PROBES[endpoint]
        client = Client(port, token, timeout=timeout_s)
        try:
            while time.monotonic() - started < duration_s:
                begun = time.monotonic()
                try:
                    status = str(client.request(method, path, body if sends_query else None).status)
                except Exception as error:  # every failure is a sample
                    status = failure_kind(error)
                now = time.monotonic()
                samples.append(Sample(endpoint, status, (now - begun) * 1000, now - started, index))
        finally:
            client.close()

    threads = [
        threading.Thread(target=work, args=(index, endpoint))
        for index, endpoint in enumerate(PROBES)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(duration_s + timeout_s + 30)
    return sorted(samples, key=lambda s: s.at_s)


def summarize(samples: Sequence[Sample]) -> dict[str, Any]:
    """Per probed endpoint: latency of the answered calls, statuses, and the calls that did not
    get their expected status (timeouts included)."""
    out: dict[str, Any] = {}
    for endpoint in PROBES:
        mine = [s for s in samples if s.endpoint == endpoint]
        out[endpoint] = {
            **latency([s for s in mine if s.status == "200"]),
            "requests": len(mine),
            "statuses": dict(sorted(Counter(s.status for s in mine).items())),
            "failed": sum(1 for s in mine if s.status != "200"),
        }
    return out


def measure(
    port: int,
    token: str,
    *,
    count: int,
    interval_s: float,
    duration_s: float,
    timeout_s: float,
    query: str,
) -> dict[str, Any]:
    """The probes for ``duration_s`` without slow clients, then as long again with ``count``
    of them connected. Printed as it goes; the result is what ``bench/load.py`` writes."""
    phases: dict[str, Any] = {}
    for name, slow_count in (("without", 0), ("with", count)):
        with slow_clients(port, slow_count, interval_s) as slow:
            samples = probe(port, token, duration_s=duration_s, timeout_s=timeout_s, query=query)
            still_open = slow.open
        phases[name] = {
            "slow_clients": slow_count,
            "still_open_at_end": still_open,
            "closed_by_server": slow.closed_by_server,
            "probes": summarize(samples),
        }
        say(progress_line(name, phases[name]))
    return {
        "count": count,
        "interval_s": interval_s,
        "duration_s": duration_s,
        "probe_timeout_s": timeout_s,
        "phases": phases,
        "starved": phases["with"]["probes"]["healthz"]["failed"] > 0
        or phases["with"]["probes"]["context"]["failed"] > 0,
    }


def progress_line(name: str, phase: dict[str, Any]) -> str:
    parts = []
    for endpoint, row in phase["probes"].items():
        median = f"p50 {row['p50']:.1f} ms" if row.get("n") else "no answer"
        parts.append(f"{endpoint} {row['requests']} calls, {median}, failed {row['failed']}")
    return (
        f"[slow] {name} slow clients ({phase['slow_clients']}): " + "; ".join(parts) + f"; slow "
        f"sockets closed by the server {phase['closed_by_server']}, still open "
        f"{phase['still_open_at_end']}"
    )


def print_table(report: dict[str, Any]) -> None:
    slow = report["slow_clients"]
    say("")
    say(f"slow clients (client-side ms); command: {report['command']}")
    say(
        f"{slow['count']} slow sockets, a header line every {slow['interval_s']:g} s; "
        f"probes time out after {slow['probe_timeout_s']:g} s"
    )
    say(f"{'phase':>8} {'endpoint':>8} {'calls':>6} {'p50':>8} {'p95':>8} {'max':>8} {'failed':>6}")
    for name, phase in slow["phases"].items():
        for endpoint, row in phase["probes"].items():
            nan = float("nan")
            say(
                f"{name:>8} {endpoint:>8} {row['requests']:>6} {row.get('p50', nan):>8.1f} "
                f"{row.get('p95', nan):>8.1f} {row.get('max', nan):>8.1f} {row['failed']:>6}"
            )
    say(
        "\ntarget: ordinary clients answered while slow clients are connected: "
        + ("NOT MET (starved)" if slow["starved"] else "MET")
    )


def plot(report: dict[str, Any], path: Path) -> None:
    plt = pyplot()
    slow = report["slow_clients"]
    fig, (left, right) = plt.subplots(1, 2, figsize=(13, 5))
    names = list(slow["phases"])
    width = 0.35
    for offset, endpoint, color in (
        (-width / 2, "healthz", "tab:blue"),
        (width / 2, "context", "tab:orange"),
    ):
        medians = [slow["phases"][n]["probes"][endpoint].get("p50", 0.0) for n in names]
        failed = [slow["phases"][n]["probes"][endpoint]["failed"] for n in names]
        xs = [i + offset for i in range(len(names))]
        left.bar(xs, medians, width, color=color, label=f"{endpoint} p50")
        right.bar(xs, failed, width, color=color, label=f"{endpoint} failed")
    labels = [f"{n} ({slow['phases'][n]['slow_clients']} slow)" for n in names]
    for axis in (left, right):
        axis.set_xticks(range(len(names)), labels)
        axis.legend(fontsize=8)
    left.set_ylabel("median latency of answered calls, ms (client side)")
    left.set_title("latency")
    right.set_ylabel(f"calls without a 200 within {slow['probe_timeout_s']:g} s")
    right.set_title("failed calls")
    # Counts: a run where none failed shows an empty axis from 0, not a span around 0.
    right.set_ylim(0, max(right.get_ylim()[1], 1))
    fig.suptitle(
        f"make run with {slow['count']} slow clients (a header line every "
        f"{slow['interval_s']:g} s), {slow['duration_s']:g} s per phase"
    )
    save_figure(fig, path)
