"""`make run` under agent traffic: no 5xx, no failed connection, PostgreSQL connections within
the documented budget.

The real stack (``python -m config.embedded run``: embedded PostgreSQL and Redis, web, Celery
worker and beat) on a tmp data folder and a free port, seeded with 300 LoCoMo turns through
``POST /api/v1/import``, then 3,000 sequential requests of the agent mix (context, search, list,
events) and 16 concurrent keep-alive clients for 30 s, while PostgreSQL's client backends of
the stack's database are counted every 100 ms. Traffic and stack handling: ``bench/traffic.py``
(also behind ``bench/load.py``).

And slow clients: four times as many connections as the stack has request threads, each sending one
header line every 2 s and never finishing its request, while ``/healthz`` and ``/context`` are
called; they must be answered (within a timeout far above their usual tens of milliseconds, so
only starvation fails), and the server drops the slow connections once their read time is up.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bench import pg_connections, slow_clients, traffic
from config.serving import connection_budget, web_read_seconds, web_threads, web_workers
from tests.support import wait_for

pytestmark = pytest.mark.slow

PROJECT = "served-load"
SEED_TURNS = 300
SEQUENTIAL_REQUESTS = 3000
# A bound on the sequential phase (it takes about a minute on the 2-core machine), so a stack
# that has slowed down fails this test instead of stalling the suite.
SEQUENTIAL_MAX_S = 150.0
CONCURRENT_CLIENTS = 16
CONCURRENT_S = 30.0


def check(name: str, samples: list[traffic.Sample], wall: float, stack: traffic.Stack) -> None:
    summary = traffic.summarize(samples, wall)
    lat = summary["latency_ms"]
    print(  # shown with -s, and with the report of a failure
        f"{name}: {summary['requests']} requests in {wall:.1f} s "
        f"({summary['requests_per_s']}/s), p50 {lat.get('p50')} p95 {lat.get('p95')} "
        f"p99 {lat.get('p99')} ms, statuses {summary['statuses']}"
    )
    where = (
        f"{name}: {summary['requests']} requests, statuses {summary['statuses']}, "
        f"first unexpected {traffic.first_unexpected(samples)}\n"
        f"stack log (tail):\n{stack.log_tail(3000)}"
    )
    assert summary["server_errors"] == 0, where
    assert summary["connection_failures"] == 0, where
    # Nothing else either: a 4xx would mean the traffic itself is wrong (or a 429 limit hit).
    assert summary["unexpected"] == 0, where
    assert set(summary["endpoints"]) == set(traffic.DEFAULT_MIX), where


def test_make_run_serves_agent_traffic_within_its_connection_budget(tmp_path: Path) -> None:
    budget = connection_budget()
    assert isinstance(budget, int)
    assert budget > 0
    turns, questions = traffic.read_locomo()
    with traffic.running_stack(
        tmp_path / "data",
        extra_env={"MEMORY_API_RATE_LIMIT": traffic.UNREACHED_RATE_LIMIT},
        log_path=tmp_path / "stack.log",
    ) as stack:
        owner = stack.issue_token(PROJECT, "owner", "load-owner")
        agent = stack.issue_token(PROJECT, "agent", "load-agent")
        mix = traffic.Mix(questions)
        with pg_connections.ConnectionPoller(stack.database_url()) as poller:
            seeded = traffic.seed_project(stack.port, owner, turns[:SEED_TURNS])
            assert seeded["memories"] == SEED_TURNS

            sequential, wall = traffic.run_traffic(
                stack.port,
                agent,
                mix,
                clients=1,
                requests_per_client=SEQUENTIAL_REQUESTS,
                max_duration_s=SEQUENTIAL_MAX_S,
                seed=1,
            )
            assert len(sequential) == SEQUENTIAL_REQUESTS, (
                f"only {len(sequential)} sequential requests in {SEQUENTIAL_MAX_S:.0f} s"
            )
            check("sequential", sequential, wall, stack)

            concurrent, wall = traffic.run_traffic(
                stack.port,
                agent,
                mix,
                clients=CONCURRENT_CLIENTS,
                duration_s=CONCURRENT_S,
                seed=2,
            )
            check(f"{CONCURRENT_CLIENTS} clients", concurrent, wall, stack)
            # Every client got through, not just a few of them.
            assert {s.client for s in concurrent} == set(range(CONCURRENT_CLIENTS))

        print(f"PostgreSQL connections: {poller.summary()}, budget {budget}")
        assert poller.errors == [], poller.errors[:3]
        assert len(poller.samples) > 100  # it really counted throughout (every ~100 ms)
        assert poller.peak <= budget, (
            f"{poller.peak} PostgreSQL connections at the peak, over the budget of {budget} "
            f"({poller.summary()})"
        )
    assert stack.returncode == 0, stack.log_tail()


def test_slow_clients_do_not_starve_the_others(tmp_path: Path) -> None:
    count = 4 * web_workers() * web_threads()
    # The probes loop without pause: the per-token limit is lifted so that only starvation, not
    # the limit a fast machine reaches within the window, can fail a call.
    with traffic.running_stack(
        tmp_path / "data",
        extra_env={"MEMORY_API_RATE_LIMIT": traffic.UNREACHED_RATE_LIMIT},
        log_path=tmp_path / "stack.log",
    ) as stack:
        agent = stack.issue_token(PROJECT, "agent", "slow-agent")
        with slow_clients.slow_clients(stack.port, count, interval_s=2.0) as slow:
            samples = slow_clients.probe(
                stack.port, agent, duration_s=10, timeout_s=15, query="billing queue"
            )
            # They were all connected, and sending, throughout.
            assert slow.open == count and slow.closed_by_server == 0
            probes = slow_clients.summarize(samples)
            for endpoint, row in probes.items():
                assert row["requests"] > 0 and row["failed"] == 0, (
                    f"{endpoint}: {row}\n{stack.log_tail(3000)}"
                )
            # A request that never completes is dropped once its read time is up.
            assert wait_for(lambda: slow.open == 0, web_read_seconds() + 30, interval=1)
            assert slow.closed_by_server == count
    assert stack.returncode == 0, stack.log_tail()
