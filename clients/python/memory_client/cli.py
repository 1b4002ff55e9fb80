"""``memory-client``: the owner's document commands from a shell.

    memory-client ingest PATH [--glob G]... [--root NAME] [--partial] [--json]
    memory-client trust PREFIX | untrust PREFIX | trusted [--json]

The service and the token come from ``MEMORY_URL`` and ``MEMORY_TOKEN`` (an owner token), as
for the hooks and the stdio bridge, or from ``--url`` and ``--token``. Exit status: 0 done,
1 the service refused or could not be reached (the error's code and message on stderr), 2 a
usage error (no token, bad arguments).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from typing import Any

from memory_hook.api import resolve_token

from memory_client.client import MemoryClient
from memory_client.errors import MemoryApiError
from memory_client.models.sources import IngestResult, TrustedPath, TrustedPathList

PROG = "memory-client"


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog=PROG, description="The memory service's owner tools.")
    parser.add_argument("--url", help="the service (default: MEMORY_URL)")
    parser.add_argument("--token", help="an owner token (default: MEMORY_TOKEN)")
    commands = parser.add_subparsers(dest="command", required=True)
    ingest = commands.add_parser("ingest", help="ingest a folder's documents as memories")
    ingest.add_argument("path", help="the folder or repository")
    ingest.add_argument(
        "--glob",
        action="append",
        dest="globs",
        metavar="G",
        help="a .gitignore-style pattern of the files to read (repeatable; default: text docs)",
    )
    ingest.add_argument("--root", help="the folder's name in the service (default: its path)")
    ingest.add_argument(
        "--partial",
        action="store_true",
        help="add and update only: archive nothing the folder no longer holds",
    )
    for name, what in (("trust", "trust"), ("untrust", "take back the trust of")):
        command = commands.add_parser(name, help=f"{what} the documents under a path prefix")
        command.add_argument("prefix", help="a path under the root, e.g. docs/adr/")
    commands.add_parser("trusted", help="list the trusted path prefixes")
    for command in commands.choices.values():
        command.add_argument("--json", action="store_true", help="print the answer as JSON")
    return parser


def ingest_summary(result: IngestResult) -> str:
    commit = f" at {result.commit[:12]}" if result.commit else ""
    counts = ", ".join(f"{what} {n}" for what, n in result.counts.items()) or "no chunks"
    lines = [
        f"Ingested {result.root}{commit}: {result.files_read} files read in"
        f" {result.requests} request(s); chunks: {counts}.",
        "Nothing changed: nothing written."
        if result.written == 0
        else f"{result.written} chunk(s) written.",
    ]
    lines += [f"  not sent: {note.path} ({note.reason})" for note in result.skipped]
    lines += [f"  noted: {note.path} ({note.reason})" for note in result.notes]
    return "\n".join(lines)


def _rule_json(rule: TrustedPath) -> dict[str, Any]:
    return {
        "prefix": rule.prefix,
        "created_at": rule.created_at.isoformat(),
        "actor_label": rule.actor_label,
    }


def _run(client: MemoryClient, args: argparse.Namespace) -> tuple[Any, str]:
    """The command's answer as JSON values and as text."""
    if args.command == "ingest":
        result = client.ingest(
            args.path, root=args.root, globs=args.globs, complete=not args.partial
        )
        return result.to_json(), ingest_summary(result)
    if args.command == "trusted":
        rules: TrustedPathList = client.trusted_paths()
        listed = [_rule_json(rule) for rule in rules.items]
        return {"items": listed}, "\n".join(r["prefix"] for r in listed) or "No trusted path."
    move: Callable[[str], TrustedPath] = (
        client.trust_path if args.command == "trust" else client.untrust_path
    )
    rule = move(args.prefix)
    verb = "Trusted" if args.command == "trust" else "No longer trusted"
    return _rule_json(rule), f"{verb}: {rule.prefix}"


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if resolve_token(args.token) is None:
        sys.stderr.write(f"{PROG}: set MEMORY_TOKEN (or --token) to an owner token\n")
        return 2
    try:
        with MemoryClient(args.url, args.token) as client:
            answer, text = _run(client, args)
    except MemoryApiError as error:
        sys.stderr.write(f"{PROG}: {error}\n")
        if error.details:
            sys.stderr.write(f"{PROG}: details {json.dumps(error.details, ensure_ascii=False)}\n")
        return 1
    sys.stdout.write((json.dumps(answer, ensure_ascii=False) if args.json else text) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
