"""The served stack as ``make run`` starts it, and one HTTP client for it; no Django here.

- :func:`start_stack` / :func:`running_stack`: ``python -m config.embedded run`` in a process
  group of its own with ``MEMORY_DATA_DIR`` a folder of the caller's (never the default
  ``.data/``), ``MEMORY_PORT`` a free port, ``MEMORY_OWNER_PASSWORD`` set and ``DATABASE_URL`` /
  ``REDIS_URL`` removed, so the embedded PostgreSQL and Redis are the stack's own; ready when
  ``GET /healthz`` answers 200; stopped with SIGTERM (what Ctrl-C or ``kill`` does to
  ``make run``), then SIGKILL for whatever is left after a grace period.
- :meth:`Stack.issue_token`: ``python -m config.embedded exec -- python manage.py issue_token``
  against the running stack (it reuses the stack's servers); the token is the last line.
- :class:`Client` (from ``bench/http_client.py``): one keep-alive ``http.client`` connection,
  reopened after a failure; :func:`healthz` asks ``GET /healthz`` on a connection of its own.
- :func:`on_ephemeral_services`: a command inside ``python -m config.embedded exec
  --ephemeral`` (servers of its own, migrated first), for the in-process benchmarks.
- Faults (``tests/config/test_faults.py``): :meth:`Stack.postgres_stop` /
  :meth:`Stack.postgres_start` (``pg_ctl`` on the stack's cluster, as the server's user, with
  the options the stack started it with), :meth:`Stack.redis_kill` /
  :meth:`Stack.redis_start` (SIGKILL the stack's ``redis-server``, start one again on the same
  socket with the same arguments), and
  :meth:`Stack.web_workers` (the gunicorn worker processes, to kill one).
- :func:`add_stack_arguments`, :func:`stack_facts`, :func:`finish_run`: what the served
  benchmarks (``bench/load.py``, ``bench/search.py``) do alike around their own measurements.

Every loop here is bounded (deadlines, timeouts), and all traffic goes to 127.0.0.1.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shlex
import shutil
import signal
import socket
import subprocess
import sys
import time
import uuid
from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from bench.common import PROJECT_ROOT, RESULTS, bench_workdir, say, write_json

# The client is part of what this module offers: starting a stack and talking to it.
from bench.http_client import HOST as HOST
from bench.http_client import REQUEST_TIMEOUT_S as REQUEST_TIMEOUT_S
from bench.http_client import Client as Client
from bench.http_client import Response as Response
from bench.http_client import failure_kind as failure_kind
from bench.http_client import healthz

START_TIMEOUT_S = 180.0
STOP_TIMEOUT_S = 60.0
# The per-token limit of the API (MEMORY_API_RATE_LIMIT, 600/60 by default) would answer most
# of a load run with 429; a limit no run reaches keeps the limiter's Redis round trip in the
# path without ever refusing.
UNREACHED_RATE_LIMIT = "1000000/60"

# ``make manage ARGS=...`` without make: one manage.py command with the stack's servers.
MANAGE = (sys.executable, "-m", "config.embedded", "exec", "--", sys.executable, "manage.py")


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind((HOST, 0))
        return int(sock.getsockname()[1])


# --- the stack ---------------------------------------------------------------------------------


def stack_env(
    data_dir: Path, port: int, owner_password: str, extra: Mapping[str, str] | None = None
) -> dict[str, str]:
    """The caller's environment as ``make run`` would see it, pointed at ``data_dir``."""
    env = {k: v for k, v in os.environ.items() if k not in {"DATABASE_URL", "REDIS_URL"}}
    env.update(
        MEMORY_DATA_DIR=str(data_dir),
        MEMORY_HOST=HOST,
        MEMORY_PORT=str(port),
        MEMORY_OWNER_PASSWORD=owner_password,
        PYTHONUNBUFFERED="1",
    )
    env.update(extra or {})
    return env


@dataclass
class Stack:
    """A running ``python -m config.embedded run`` and where it keeps things."""

    data_dir: Path
    port: int
    env: dict[str, str]
    process: subprocess.Popen[bytes]
    log_path: Path
    started_s: float = 0.0
    returncode: int | None = None
    _log_file: IO[bytes] | None = field(default=None, repr=False)
    # Servers a fault test started again itself (a Redis after a kill): not the supervisor's
    # children, so stop() stops them after the stack.
    _adopted: list[subprocess.Popen[bytes]] = field(default_factory=list, repr=False)

    @property
    def base_url(self) -> str:
        return f"http://{HOST}:{self.port}"

    def log_tail(self, chars: int = 4000) -> str:
        try:
            return self.log_path.read_text(errors="replace")[-chars:]
        except OSError:
            return ""

    def database_url(self) -> str:
        """The embedded PostgreSQL of this stack's data folder (as ``config.embedded`` says)."""
        if str(PROJECT_ROOT) not in sys.path:
            sys.path.insert(0, str(PROJECT_ROOT))
        from config.embedded import embedded_database_url

        return embedded_database_url(Path(self.data_dir))

    def manage(self, *args: str, timeout: float = 180.0) -> str:
        """``python -m config.embedded exec -- python manage.py ARGS`` beside the running stack."""
        result = subprocess.run(
            [*MANAGE, *args],
            cwd=PROJECT_ROOT,
            env=self.env,
            capture_output=True,
            text=True,
            timeout=timeout,
            check=False,
        )
        if result.returncode != 0:
            raise RuntimeError(
                f"manage.py {' '.join(args)} exited with {result.returncode}:\n"
                f"{result.stdout[-2000:]}\n{result.stderr[-2000:]}"
            )
        return result.stdout

    def issue_token(
        self, project: str, role: str, name: str = "", *, may_ingest: bool = False
    ) -> str:
        args = ["issue_token", "--project", project, "--role", role]
        if name:
            args += ["--name", name]
        if may_ingest:
            args.append("--may-ingest")
        lines = [line.strip() for line in self.manage(*args).splitlines() if line.strip()]
        if not lines:
            raise RuntimeError("issue_token printed no token")
        return lines[-1]

    def process_tree(self) -> list[str]:
        """The stack's descendants, one short command line each (which server serves)."""
        import psutil

        seen: Counter[str] = Counter()
        with contextlib.suppress(psutil.Error):
            for child in psutil.Process(self.process.pid).children(recursive=True):
                with contextlib.suppress(psutil.Error):
                    seen[_short_command(child.name(), child.cmdline())] += 1
        return [f"{count} x {command}" for command, count in seen.items()]

    def stop(self, timeout: float = STOP_TIMEOUT_S) -> int:
        """SIGTERM, as Ctrl-C or ``kill`` to ``make run``; SIGKILL what is left after a wait."""
        if self.returncode is not None:
            return self.returncode
        import psutil

        try:
            tree = psutil.Process(self.process.pid).children(recursive=True)
        except psutil.Error:
            tree = []
        if self.process.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                self.process.send_signal(signal.SIGTERM)
        try:
            self.returncode = self.process.wait(timeout)
        except subprocess.TimeoutExpired:
            say(f"[stack] no exit {timeout:.0f} s after SIGTERM; killing its process groups")
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(self.process.pid, signal.SIGKILL)
            self.returncode = self.process.wait(10)
        # The supervisor stops its children itself; anything still alive was orphaned.
        _, alive = psutil.wait_procs(tree, timeout=15)
        for proc in alive:
            with contextlib.suppress(psutil.Error):
                proc.kill()
        if alive:
            say(f"[stack] killed {len(alive)} process(es) left after the stop")
        self._stop_orphaned_postgres()
        self._stop_adopted()
        if self._log_file is not None:
            self._log_file.close()
            self._log_file = None
        return self.returncode

    def _stop_orphaned_postgres(self) -> None:
        """pg_ctl daemonises PostgreSQL; if the supervisor died it is still running: stop it."""
        pid_file = self.data_dir / "pg" / "postmaster.pid"
        deadline = time.monotonic() + 30
        while pid_file.exists() and time.monotonic() < deadline:
            try:
                pid = int(pid_file.read_text().split()[0])
            except (OSError, ValueError, IndexError):
                return
            try:
                os.kill(pid, signal.SIGINT)  # PostgreSQL's "fast" shutdown
            except ProcessLookupError:
                return
            time.sleep(0.5)

    def _stop_adopted(self) -> None:
        for proc in self._adopted:
            if proc.poll() is None:
                proc.terminate()
                try:
                    proc.wait(10)
                except subprocess.TimeoutExpired:
                    proc.kill()
                    proc.wait(10)
        self._adopted.clear()

    # -- faults: the stack's own servers stopped, killed and started again ----------------------

    def _embedded(self) -> None:
        if str(PROJECT_ROOT) not in sys.path:
            sys.path.insert(0, str(PROJECT_ROOT))

    def _pg_ctl(self, *args: str, timeout: float = 90.0) -> subprocess.CompletedProcess[str]:
        """``pg_ctl -D <data>/pg ARGS`` as the server's user (as ``config.embedded`` runs it:
        PostgreSQL refuses root, so under root it runs as the system user ``pgserver``)."""
        self._embedded()
        import tempfile

        from config.embedded.postgres import EmbeddedPostgres

        postgres = EmbeddedPostgres(self.data_dir)
        return subprocess.run(
            [str(postgres.bin / "pg_ctl"), "-D", str(postgres.pgdata), *args],
            capture_output=True,
            text=True,
            timeout=timeout,
            cwd=tempfile.gettempdir(),
            check=False,
            **postgres.as_server_user(),
        )

    def postgres_stop(self, mode: str = "fast") -> None:
        """Stop the stack's PostgreSQL (``pg_ctl stop -m fast``: open sessions are ended,
        what was committed is kept); returns once it is down."""
        result = self._pg_ctl("-m", mode, "-w", "-t", "60", "stop")
        if result.returncode != 0:
            raise RuntimeError(f"pg_ctl stop failed: {result.stdout}{result.stderr}")

    def postgres_start(self) -> None:
        """Start the stopped PostgreSQL again with the options the stack started it with:
        ``pg_ctl restart`` on a stopped cluster starts it with the command line it kept in
        ``postmaster.opts``. Returns once it accepts connections (``-w``)."""
        log = self.data_dir / "pg" / "server.log"
        result = self._pg_ctl("-w", "-t", "60", "-l", str(log), "restart")
        if result.returncode != 0:
            raise RuntimeError(f"pg_ctl restart failed: {result.stdout}{result.stderr}")

    def _descendants(self) -> list[Any]:
        import psutil

        try:
            return list(psutil.Process(self.process.pid).children(recursive=True))
        except psutil.Error:
            return []

    def redis_pids(self) -> list[int]:
        """The stack's ``redis-server`` processes (the supervisor's, or one started again)."""
        import psutil

        pids = []
        for proc in self._descendants():
            with contextlib.suppress(psutil.Error):
                if proc.name() == "redis-server" and proc.status() != psutil.STATUS_ZOMBIE:
                    pids.append(proc.pid)
        pids += [p.pid for p in self._adopted if p.poll() is None and p.pid not in pids]
        return pids

    def redis_kill(self) -> int:
        """SIGKILL the stack's Redis (a crash: what it held since its last save is gone);
        returns how many processes were killed, once they are gone."""
        import psutil

        pids = self.redis_pids()
        procs = []
        for pid in pids:
            with contextlib.suppress(psutil.Error):
                proc = psutil.Process(pid)
                proc.kill()
                procs.append(proc)
        deadline = time.monotonic() + 10

        def running(proc: Any) -> bool:
            # Dead once gone or a zombie: the supervisor, its parent, reaps it only at its stop.
            try:
                return bool(proc.status() != psutil.STATUS_ZOMBIE)
            except psutil.Error:
                return False

        while any(running(p) for p in procs) and time.monotonic() < deadline:
            time.sleep(0.05)
        if any(running(p) for p in procs):
            raise RuntimeError(f"redis-server still running after SIGKILL: {procs}")
        for adopted in self._adopted:
            with contextlib.suppress(subprocess.TimeoutExpired):
                adopted.wait(1)
        return len(procs)

    def redis_start(self) -> None:
        """Start Redis again as ``config.embedded`` does: the same binary, socket, folder and
        arguments (``EmbeddedRedis.start``); returns once it answers PING."""
        self._embedded()
        from config.embedded.redis import EmbeddedRedis

        server = EmbeddedRedis(self.data_dir)
        server.start()
        if server.process is not None:
            self._adopted.append(server.process)

    def web_master(self) -> Any:
        """The gunicorn master (the supervisor's ``python -m gunicorn`` child)."""
        import psutil

        for proc in self._descendants():
            with contextlib.suppress(psutil.Error):
                if "gunicorn" in " ".join(proc.cmdline()) and proc.ppid() == self.process.pid:
                    return proc
        raise RuntimeError("no gunicorn master among the stack's processes")

    def web_workers(self) -> list[Any]:
        """The gunicorn worker processes serving now (children of the master)."""
        import psutil

        workers = []
        with contextlib.suppress(psutil.Error):
            for proc in self.web_master().children():
                with contextlib.suppress(psutil.Error):
                    if proc.is_running() and proc.status() != psutil.STATUS_ZOMBIE:
                        workers.append(proc)
        return workers


def _short_command(name: str, argv: Sequence[str]) -> str:
    """``python -m gunicorn --config python:config.gunicorn``; a server that rewrote its
    command line (redis-server) by its process name."""
    if not argv or not Path(argv[0]).name.startswith("python"):
        return name
    return " ".join(Path(a).name if a.startswith("/") else a for a in argv[:6])


def start_stack(
    data_dir: Path,
    *,
    port: int | None = None,
    owner_password: str | None = None,
    extra_env: Mapping[str, str] | None = None,
    timeout: float = START_TIMEOUT_S,
    log_path: Path | None = None,
) -> Stack:
    """``python -m config.embedded run`` (``make run`` without make); returns once
    ``/healthz`` is 200. Output goes to ``log_path`` (default ``<data_dir>/../<name>.log``)."""
    data_dir = data_dir.resolve()
    data_dir.mkdir(parents=True, exist_ok=True)
    port = port or free_port()
    env = stack_env(data_dir, port, owner_password or uuid.uuid4().hex, extra_env)
    log_path = log_path or data_dir.parent / f"{data_dir.name}-stack.log"
    log_file = log_path.open("ab")
    began = time.monotonic()
    process = subprocess.Popen(
        [sys.executable, "-m", "config.embedded", "run"],
        cwd=PROJECT_ROOT,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=log_file,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    stack = Stack(data_dir, port, env, process, log_path, _log_file=log_file)
    try:
        deadline = began + timeout
        while healthz(port) != 200:
            if process.poll() is not None:
                raise RuntimeError(
                    f"the stack exited with {process.returncode} before /healthz answered:\n"
                    + stack.log_tail()
                )
            if time.monotonic() > deadline:
                raise RuntimeError(
                    f"/healthz did not answer 200 within {timeout:.0f} s:\n" + stack.log_tail()
                )
            time.sleep(0.25)
    except BaseException:
        stack.stop()
        raise
    stack.started_s = time.monotonic() - began
    return stack


@contextlib.contextmanager
def running_stack(data_dir: Path, **kwargs: Any) -> Iterator[Stack]:
    stack = start_stack(data_dir, **kwargs)
    try:
        yield stack
    finally:
        stack.stop()


def rate_limit_env(rate_limit: str) -> dict[str, str]:
    """The environment a benchmark's stack gets for its ``--rate-limit`` ("default" keeps the
    project's own limit)."""
    return {} if rate_limit == "default" else {"MEMORY_API_RATE_LIMIT": rate_limit}


def on_ephemeral_services(
    inner: Sequence[str],
    data_dir: Path | str | None = None,
    *,
    env: Mapping[str, str] | None = None,
    migrate: bool = True,
) -> int:
    """``inner`` inside ``python -m config.embedded exec --ephemeral``: a PostgreSQL and a
    Redis of its own (in ``data_dir`` when given), migrated first unless told not to, stopped
    and removed afterwards; never a database the caller's shell points at. Returns the exit
    code."""
    shell = shlex.join(inner)
    if migrate:
        shell = f"{shlex.quote(sys.executable)} manage.py migrate --verbosity 0 && {shell}"
    full_env = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "REDIS_URL")}
    full_env.update(env or {})
    if data_dir is not None:
        full_env["MEMORY_DATA_DIR"] = str(data_dir)
    command = [sys.executable, "-m", "config.embedded", "exec", "--ephemeral", "--"]
    return subprocess.call([*command, "sh", "-c", shell], cwd=PROJECT_ROOT, env=full_env)


# --- what the served benchmarks do alike ---------------------------------------------------------


def add_stack_arguments(parser: argparse.ArgumentParser) -> None:
    """``--rate-limit`` and ``--data-dir``, as every served benchmark takes them."""
    parser.add_argument(
        "--rate-limit",
        default=UNREACHED_RATE_LIMIT,
        help="MEMORY_API_RATE_LIMIT for the stack ('default': the project's own)",
    )
    parser.add_argument(
        "--data-dir", type=Path, default=None, help="keep the stack's data here (default: temp)"
    )


def stack_folders(args: argparse.Namespace, prefix: str) -> tuple[Path, Path, dict[str, str]]:
    """(work folder, data folder, the stack's extra environment) for ``--data-dir`` and
    ``--rate-limit``: the data folder is ``--data-dir`` or a fresh one in the work folder."""
    workdir = bench_workdir(prefix)
    data_dir = args.data_dir.resolve() if args.data_dir else workdir / "data"
    return workdir, data_dir, rate_limit_env(args.rate_limit)


def launch(data_dir: Path, workdir: Path, extra_env: Mapping[str, str]) -> Stack:
    say(f"[stack] starting python -m config.embedded run with data in {data_dir}")
    return start_stack(data_dir, extra_env=extra_env, log_path=workdir / "stack.log")


def stack_facts(stack: Stack, **more: Any) -> dict[str, Any]:
    """The results file's ``stack`` entry (``more`` after the port), and the progress line."""
    say(f"[stack] /healthz answered after {stack.started_s:.1f} s on port {stack.port}")
    return {
        "start_s": round(stack.started_s, 1),
        "port": stack.port,
        **more,
        "processes": stack.process_tree(),
        "log": str(stack.log_path),
    }


def stop_stack(stack: Stack, report: dict[str, Any]) -> None:
    code = stack.stop()
    report.setdefault("stack", {})["exit_code"] = code
    say(f"[stack] stopped (exit {code})")


def finish_run(
    report: dict[str, Any],
    args: argparse.Namespace,
    workdir: Path,
    data_dir: Path,
    *,
    plot: Callable[[Path], None],
    print_table: Callable[[], None],
) -> int:
    """Write ``bench/results/<--output>.json`` and its PNG, print the table, and remove the
    work folder unless the data was to be kept."""
    out = write_json(RESULTS / f"{args.output}.json", report)
    plot(out.with_suffix(".png"))
    print_table()
    say(f"wrote {out} and {out.with_suffix('.png')}")
    if args.data_dir is None:
        shutil.rmtree(workdir, ignore_errors=True)
    else:
        say(f"[stack] data kept in {data_dir}, log in {workdir / 'stack.log'}")
    return 0
