"""The ``memory-hook`` command: reading the payload, the watchdog, and running a handler."""

from __future__ import annotations

import contextlib
import json
import os
import queue
import sys
import threading
import time
from collections.abc import Mapping, Sequence
from typing import Any, TextIO

from memory_client.errors import MemoryApiError
from memory_client.hooks.events import clean_text
from memory_client.hooks.handlers import HANDLERS
from memory_client.hooks.hook import Hook, HookError
from memory_client.hooks.settings import EVENTS, USAGE, WATCHDOG_GRACE, HookSettings
from memory_client.models import Json

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


def _watchdog(seconds: float, stderr: TextIO) -> None:
    def give_up() -> None:
        with contextlib.suppress(Exception):
            print("memory-hook: out of time; exiting", file=stderr, flush=True)
        os._exit(0)

    timer = threading.Timer(seconds, give_up)
    timer.daemon = True
    timer.start()


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
        hook = Hook(event, payload, settings, started=started, stderr=stderr)
        for note in settings.notes:
            hook.say(note)
        handler = HANDLERS.get(event)
        if settings.token is None:
            # Without a token nothing could ever be sent, and a spool kept for "no token"
            # would never match the token set later.
            hook.say("MEMORY_TOKEN is not set; nothing was read or captured")
            return 0
        if handler is None:
            hook.say(f"not an event this hook handles (known: {', '.join(EVENTS)})")
        else:
            output = handler(hook)
            if output is not None:
                stdout.write(json.dumps(output, ensure_ascii=False))
                stdout.flush()
        # Every call also sends what earlier calls could not.
        hook.flush()
    except MemoryApiError as error:
        message = hook.explain(error) if hook is not None else str(error)
        print(f"memory-hook {event}: {message}", file=stderr)
    except HookError as error:
        print(f"memory-hook {event}: {error}", file=stderr)
    except Exception as error:  # the host must never be held up by a bug here
        print(f"memory-hook {event}: {type(error).__name__}: {error}", file=stderr)
    finally:
        if hook is not None and "client" in hook.__dict__:
            with contextlib.suppress(Exception):
                hook.client.close()
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """The ``memory-hook`` console script; always exits 0."""
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
