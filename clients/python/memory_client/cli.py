"""``memory-client``: the client's calls from a shell, for scripts and hosts that run commands.

    memory-client context QUERY [--signal KIND=TEXT ...] [--work-type TYPE] [--route R]
        [--budget-tokens N] [--session-id S] [--json]
    memory-client ingest PATH [--glob G]... [--root NAME] [--partial] [--json]
    memory-client trust PREFIX | untrust PREFIX | trusted [--json]

``context`` prints the bundle's ``rendered`` block (nothing for an empty bundle); the document
commands (an owner token) print a summary (:mod:`memory_client.cli_documents`). ``--json``
prints the whole answer instead. The service and the token come from ``MEMORY_URL`` and
``MEMORY_TOKEN``, as for the hooks and the stdio bridge, or from ``--url`` and ``--token``.
Exit status: 0 done, 1 the service refused or could not be reached (its error on stderr), 2 a
usage error (no token, bad arguments).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any, TextIO

from memory_hook.api import resolve_token

from memory_client.cli_documents import add_document_commands, run_document_command
from memory_client.client import MemoryClient
from memory_client.errors import InvalidInput, MemoryApiError
from memory_client.models import SIGNAL_KINDS, Signal

PROG = "memory-client"


def _signal(value: str) -> Signal:
    kind, _, text = value.partition("=")
    try:
        return Signal.of({"kind": kind, "text": text})
    except InvalidInput:
        raise argparse.ArgumentTypeError(
            f"{value!r} is not KIND=TEXT with KIND one of {', '.join(SIGNAL_KINDS)}"
        ) from None


def _add_context(commands: Any) -> None:
    context = commands.add_parser("context", help="the bundle for a query (POST /context)")
    context.add_argument("query")
    context.add_argument("--route", choices=["auto", "recall", "influence"], default="auto")
    context.add_argument("--budget-tokens", type=int)
    context.add_argument("--session-id")
    context.add_argument(
        "--signal",
        action="append",
        type=_signal,
        default=[],
        metavar="KIND=TEXT",
        help=f"what the agent is doing; KIND is one of {', '.join(SIGNAL_KINDS)} (repeatable)",
    )
    context.add_argument("--work-type", help="one of the project frame's work types")


def parser() -> argparse.ArgumentParser:
    top = argparse.ArgumentParser(prog=PROG, description=__doc__.split("\n\n")[0])
    top.add_argument("--url", help="the service (default: MEMORY_URL)")
    top.add_argument("--token", help="the token (default: MEMORY_TOKEN)")
    commands = top.add_subparsers(dest="command", required=True)
    _add_context(commands)
    add_document_commands(commands)
    for command in commands.choices.values():
        command.add_argument("--json", action="store_true", help="print the answer as JSON")
    return top


def _run(memory: MemoryClient, args: argparse.Namespace) -> tuple[Any, str]:
    """The command's answer as JSON values and as text."""
    if args.command != "context":
        return run_document_command(memory, args)
    bundle = memory.context(
        args.query,
        route=args.route,
        budget_tokens=args.budget_tokens,
        session_id=args.session_id,
        signals=args.signal or None,
        work_type=args.work_type,
    )
    return dataclasses.asdict(bundle), bundle.rendered


def main(
    argv: Sequence[str] | None = None,
    *,
    client: Callable[[], MemoryClient] | None = None,
    stdout: TextIO | None = None,
    stderr: TextIO | None = None,
) -> int:
    """The console script; ``client`` makes the :class:`MemoryClient` (tests pass their own)."""
    out, err = stdout or sys.stdout, stderr or sys.stderr
    args = parser().parse_args(argv)
    if client is None:
        if resolve_token(args.token) is None:
            print(f"{PROG}: set MEMORY_TOKEN (or --token)", file=err)
            return 2
        client = partial(MemoryClient, args.url, args.token)
    try:
        with client() as memory:
            answer, text = _run(memory, args)
    except MemoryApiError as error:
        print(f"{PROG}: {error}", file=err)
        if error.details:
            print(f"{PROG}: details {json.dumps(error.details, ensure_ascii=False)}", file=err)
        return 1
    if args.json:
        text = json.dumps(answer, default=str, ensure_ascii=False, indent=2)
    if text:
        print(text, file=out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
