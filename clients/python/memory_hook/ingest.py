"""Session-start ingest (``MEMORY_HOOK_INGEST``): the working repository's documents, sent to
``POST /sources`` when they changed since the service last took them.

It runs in the sender of a SessionStart, after the session's events are sent, within the
sender's budget. What the service accepted is remembered in the state folder (one file per
service, token and repository: each path with the hash of the bytes sent), so a session in a
repository already in step reads the files, compares, and sends nothing. A changed or new file
goes in requests of at most :data:`FILES_PER_REQUEST`; the last one lists every matching path, so
the service archives the chunks of a file that is gone. A request that fails or does not fit
the budget is sent by a later session (the service writes by content hash, so a resend writes
nothing twice).

The service takes it only from a token the owner allowed to ingest, and what it writes stays
untrusted whatever the owner's path rules say: the agent can write these files.
"""

from __future__ import annotations

import json
import os
from dataclasses import replace
from pathlib import Path
from typing import Any

from memory_hook.api import ApiError, sha256_hex
from memory_hook.hook import Hook
from memory_hook.locks import exclusive

# Smaller than the service's 500: each request must fit what is left of the sender's budget.
FILES_PER_REQUEST = 100
# A request is not started with less than this left of the budget.
MIN_SECONDS_PER_REQUEST = 2.0


def state_file(hook: Hook, root: Path) -> Path:
    key = "\n".join((hook.settings.url, hook.settings.token or "", str(root)))
    return hook.state_dir / f"ingest-{sha256_hex(key.encode())[:16]}.json"


def _load(path: Path) -> dict[str, str]:
    try:
        files = json.loads(path.read_text(encoding="utf-8")).get("files", {})
    except (OSError, ValueError, AttributeError):
        return {}
    return {str(k): str(v) for k, v in files.items()} if isinstance(files, dict) else {}


def _save(path: Path, sent: dict[str, str]) -> None:
    partial = path.with_suffix(".tmp")
    partial.write_text(json.dumps({"files": sent}, sort_keys=True), encoding="utf-8")
    os.replace(partial, path)


def session_ingest(hook: Hook) -> None:
    """Send the repository's changed documents (see the module); one ingest at a time per
    state folder, and none when another sender is at it."""
    cwd = Path(str(hook.payload.get("cwd") or ".")).expanduser()
    if hook.settings.ingest is None or not cwd.is_dir():
        return
    with exclusive(hook.state_dir / "ingest.lock", wait=0) as taken:
        if taken:
            _ingest(hook, cwd)


def _ingest(hook: Hook, cwd: Path) -> None:
    # Only the sender of a session start with ingest on pays for these imports.
    from memory_client._ingest import plan
    from memory_client.errors import InvalidInput
    from memory_client.folder import DEFAULT_GLOBS, read_folder, repository_root

    root = repository_root(cwd)
    globs = hook.settings.ingest or DEFAULT_GLOBS
    try:
        folder = read_folder(root, globs=globs)
    except InvalidInput as error:
        hook.say(f"ingest: {error.message}; nothing sent")
        return
    path = state_file(hook, root)
    sent = _load(path)
    hashes = {f.path: sha256_hex(f.data) for f in folder.files}
    changed = tuple(f for f in folder.files if sent.get(f.path) != hashes[f.path])
    present = set(folder.present)
    if not changed and set(sent) <= present:
        return
    bodies = plan(
        replace(folder, files=changed),
        root=str(root),
        globs=globs,
        max_files=FILES_PER_REQUEST,
    ).bodies
    for body in bodies:
        if hook.left() < MIN_SECONDS_PER_REQUEST:
            hook.say("ingest: the budget ran out; the next session sends the rest")
            return
        if not _send(hook, body):
            return
        sent.update((f["path"], hashes[f["path"]]) for f in body["files"])
        if body["complete"]:
            sent = {p: h for p, h in sent.items() if p in present}
        _save(path, sent)


def _send(hook: Hook, body: dict[str, Any]) -> bool:
    try:
        hook.api.call("POST", "/sources", body)
    except ApiError as error:
        hook.say(f"ingest: {hook.explain(error)}; the next session sends again")
        return False
    return True
