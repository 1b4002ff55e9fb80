"""Advisory file locks between processes: ``flock`` on POSIX, ``msvcrt.locking`` on Windows.

Claude Code runs hooks in parallel (parallel tool calls each fire ``PostToolUse``), so several
``memory-hook`` processes may touch the spool or a session's state at once.
"""

from __future__ import annotations

import contextlib
import os
import sys
import time
from collections.abc import Iterator
from pathlib import Path

POLL_SECONDS = 0.02


def _try_lock(fd: int) -> bool:
    if sys.platform == "win32":
        import msvcrt

        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


def _unlock(fd: int) -> None:
    if sys.platform == "win32":
        import msvcrt

        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
    else:
        import fcntl

        fcntl.flock(fd, fcntl.LOCK_UN)


@contextlib.contextmanager
def exclusive(path: Path, *, wait: float | None) -> Iterator[bool]:
    """Hold the lock on ``path`` (created if missing) for the block.

    Waits at most ``wait`` seconds (None: as long as it takes) and yields whether the lock was
    taken; a caller that got False must not touch what the lock guards.
    """
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
    try:
        give_up = None if wait is None else time.monotonic() + wait
        while not (taken := _try_lock(fd)):
            if give_up is not None and time.monotonic() >= give_up:
                break
            time.sleep(POLL_SECONDS)
        try:
            yield taken
        finally:
            if taken:
                _unlock(fd)
    finally:
        os.close(fd)
