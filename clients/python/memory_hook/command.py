"""The ``memory-hook`` command: reading the payload, the watchdog, running a handler, and
handing the rest to a detached sender."""

from __future__ import annotations

import contextlib
import json
import os
import queue
import signal
import sys
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any, TextIO

from memory_hook.api import ApiError
from memory_hook.events import Json, clean_text
from memory_hook.handlers import HANDLERS, record
from memory_hook.hook import Hook, HookError
from memory_hook.settings import EVENTS, USAGE, WATCHDOG_GRACE, HookSettings

# --- the command ---------------------------------------------------------------------------------


def read_payload(stream: Any, *, wait: float) -> Json:
    """The hook's JSON object from ``stream``, without waiting for an end of file that may
    never come: reading stops as soon as the bytes so far parse as a whole object."""
    chunks: queue.Queue[bytes] = queue.Queue()

    def pump() -> None:
        try:
            fd = stream.fileno()
            while chunk := os.read(fd, 65536):
                chunks.put(chunk)
        except (OSError, ValueError, AttributeError):
            data = stream.read()
            if data:
                chunks.put(data if isinstance(data, bytes) else str(data).encode("utf-8"))
        chunks.put(b"")

    threading.Thread(target=pump, name="memory-hook-stdin", daemon=True).start()
    give_up = time.monotonic() + wait
    data = b""
    while True:
        try:
            chunk = chunks.get(timeout=max(0.001, give_up - time.monotonic()))
        except queue.Empty:
            raise HookError("no complete JSON on stdin in time") from None
        if chunk:
            data += chunk
            # Only an object's closing brace can complete it; parsing on every chunk of a
            # large payload would read it over and over.
            if data.rstrip().endswith(b"}"):
                with contextlib.suppress(ValueError):
                    parsed = json.loads(data)
                    if isinstance(parsed, dict):
                        return parsed
            continue
        if not data.strip():
            raise HookError("nothing on stdin")
        try:
            parsed = json.loads(data)
        except ValueError as error:
            raise HookError(f"stdin is not JSON ({error})") from None
        if not isinstance(parsed, dict):
            raise HookError("stdin is not a JSON object")
        return parsed


def _watchdog(seconds: float, stderr: TextIO | None) -> None:
    def give_up() -> None:
        if stderr is not None:
            with contextlib.suppress(Exception):
                print("memory-hook: out of time; exiting", file=stderr, flush=True)
        os._exit(0)

    timer = threading.Timer(seconds, give_up)
    timer.daemon = True
    timer.start()


def detach(work: Callable[[], None]) -> bool:
    """Run ``work`` in a grandchild in a session of its own (``setsid``, stdio on /dev/null),
    so neither the host's kill of the hook's process group nor its wait for the hook's pipes
    reaches it; the hook returns at once. False where there is no fork (then the caller does
    the work itself)."""
    if not hasattr(os, "fork"):
        return False
    child = os.fork()
    if child:
        with contextlib.suppress(ChildProcessError):
            os.waitpid(child, 0)
        return True
    try:
        os.setsid()
        if os.fork():
            os._exit(0)
        null = os.open(os.devnull, os.O_RDWR)
        for fd in (0, 1, 2):
            os.dup2(null, fd)
        signal.signal(signal.SIGHUP, signal.SIG_IGN)
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        work()
    finally:
        os._exit(0)


def _send_later(settings: HookSettings, event: str, payload: Json) -> None:
    """The sender's pass, under its own budget and watchdog (it holds no host up)."""
    from memory_hook.drain import drain  # only the sender needs it (imports cost each hook)

    _watchdog(settings.drain_timeout + WATCHDOG_GRACE, None)
    deadline = time.monotonic() + settings.drain_timeout
    hook = Hook(event, payload, settings, deadline=deadline, stderr=None)
    with contextlib.suppress(Exception):
        drain(hook)


class _Cancel:
    """What a SIGTERM from the host does, by how far the call got. Before the payload is read
    there is nothing to lose: exit at once (an async hook may never get its stdin, and a host
    waits for a hook it cancelled). While it is written down: finish that first. After: hand
    over to the sender and exit."""

    hook: Hook | None = None
    recording = False
    asked = False

    @classmethod
    def on_sigterm(cls, signum: int, frame: object) -> None:
        if cls.recording:
            cls.asked = True
            return
        if cls.hook is not None:
            with contextlib.suppress(Exception):
                _hand_over(cls.hook, sys.stdout, sys.stderr)
        os._exit(0)


def _handle(hook: Hook, stdout: TextIO) -> None:
    handler = HANDLERS.get(hook.event)
    if handler is None:
        hook.say(f"not an event this hook handles (known: {', '.join(EVENTS)})")
        return
    _Cancel.recording = True
    try:
        record(hook)
    finally:
        _Cancel.recording = False
        _Cancel.hook = hook
    if _Cancel.asked:
        _Cancel.on_sigterm(signal.SIGTERM, None)
    output = handler(hook)
    if output is not None:
        stdout.write(json.dumps(output, ensure_ascii=False))
        stdout.flush()


def run(
    argv: Sequence[str],
    *,
    stdin: Any,
    stdout: TextIO,
    stderr: TextIO,
    env: Mapping[str, str] | None = None,
) -> int:
    started = time.monotonic()
    if argv and argv[0] in ("-h", "--help"):
        print(USAGE, file=stderr, end="")
        return 0
    settings = HookSettings.from_env(env)
    event = argv[0] if argv else ""
    hook: Hook | None = None
    try:
        payload = read_payload(stdin, wait=settings.timeout)
        event = event or clean_text(payload.get("hook_event_name"))
        hook = Hook(event, payload, settings, deadline=started + settings.timeout, stderr=stderr)
        for note in settings.notes:
            hook.say(note)
        if settings.token is None:
            # Without a token nothing could ever be sent, and a spool kept for "no token"
            # would never match the token set later.
            hook.say("MEMORY_TOKEN is not set; nothing was read or captured")
            return 0
        _handle(hook, stdout)
    except ApiError as error:
        message = hook.explain(error) if hook is not None else str(error)
        print(f"memory-hook {event}: {message}", file=stderr)
    except HookError as error:
        print(f"memory-hook {event}: {error}", file=stderr)
    except Exception as error:  # the host must never be held up by a bug here
        print(f"memory-hook {event}: {type(error).__name__}: {error}", file=stderr)
    if hook is not None and settings.token is not None and event in EVENTS:
        _Cancel.hook = None  # from here a SIGTERM ends the process and nothing else
        _hand_over(hook, stdout, stderr)
    return 0


def _hand_over(hook: Hook, stdout: TextIO, stderr: TextIO) -> None:
    """Every call also sends what it and earlier calls wrote down, off the host's path."""
    settings, event, payload = hook.settings, hook.event, dict(hook.payload)
    with contextlib.suppress(Exception):
        stdout.flush()
        stderr.flush()
    if settings.detach and detach(lambda: _send_later(settings, event, payload)):
        return
    from memory_hook.drain import drain

    with contextlib.suppress(Exception):
        drain(hook)


def main(argv: Sequence[str] | None = None) -> int:
    """The ``memory-hook`` console script; always exits 0."""
    signal.signal(signal.SIGTERM, _Cancel.on_sigterm)
    timeout = HookSettings.from_env().timeout
    _watchdog(timeout + WATCHDOG_GRACE, sys.stderr)
    try:
        return run(
            sys.argv[1:] if argv is None else argv,
            stdin=sys.stdin.buffer,
            stdout=sys.stdout,
            stderr=sys.stderr,
        )
    except KeyboardInterrupt:
        return 0
