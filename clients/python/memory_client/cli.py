"""``memory-client``: the client's calls from a shell, for scripts and hosts that run commands.

``memory-client context QUERY [--signal KIND=TEXT ...] [--work-type TYPE] [--route R]
[--budget-tokens N] [--session-id S] [--json]`` prints the bundle's ``rendered`` block (nothing
for an empty bundle), or with ``--json`` the whole answer as the client read it. ``MEMORY_URL``
and ``MEMORY_TOKEN`` as for :class:`~memory_client.MemoryClient`. Exit 0 on success, 2 for a
bad argument (argparse's), 1 for a refused or failed call (its error on stderr).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
from collections.abc import Callable, Sequence
from typing import TextIO

from memory_client.client import MemoryClient
from memory_client.errors import InvalidInput, MemoryApiError
from memory_client.models import SIGNAL_KINDS, ContextBundle, Signal


def _signal(value: str) -> Signal:
    kind, _, text = value.partition("=")
    try:
        return Signal.of({"kind": kind, "text": text})
    except InvalidInput:
        raise argparse.ArgumentTypeError(
            f"{value!r} is not KIND=TEXT with KIND one of {', '.join(SIGNAL_KINDS)}"
        ) from None


def parser() -> argparse.ArgumentParser:
    top = argparse.ArgumentParser(prog="memory-client", description=__doc__.split("\n\n")[0])
    commands = top.add_subparsers(dest="command", required=True)
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
    context.add_argument("--json", action="store_true", help="the whole answer as JSON")
    return top


def _as_json(bundle: ContextBundle) -> str:
    return json.dumps(dataclasses.asdict(bundle), default=str, ensure_ascii=False, indent=2)


def main(
    argv: Sequence[str] | None = None,
    *,
    client: Callable[[], MemoryClient] = MemoryClient,
    stdout: TextIO | None = None,
    stderr: TextIO | None = None,
) -> int:
    """The console script; ``client`` makes the :class:`MemoryClient` (tests pass their own)."""
    out, err = stdout or sys.stdout, stderr or sys.stderr
    args = parser().parse_args(argv)
    try:
        with client() as memory:
            bundle = memory.context(
                args.query,
                route=args.route,
                budget_tokens=args.budget_tokens,
                session_id=args.session_id,
                signals=args.signal or None,
                work_type=args.work_type,
            )
    except MemoryApiError as error:
        print(f"memory-client: {error}", file=err)
        return 1
    text = _as_json(bundle) if args.json else bundle.rendered
    if text:
        print(text, file=out)
    return 0
