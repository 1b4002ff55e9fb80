"""The document commands of ``memory-client`` (an owner token): ingest a folder, trust a path
prefix, take the trust back, list the trusted prefixes."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

from memory_client.client import MemoryClient
from memory_client.models.sources import IngestResult, TrustedPath, TrustedPathList


def add_document_commands(commands: Any) -> None:
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


def run_document_command(client: MemoryClient, args: argparse.Namespace) -> tuple[Any, str]:
    """The document command's answer as JSON values and as text."""
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
