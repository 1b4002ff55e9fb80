"""Reading a folder or git repository for an ingest: which files, their bytes, their time and
commit. The client's :meth:`~memory_client.MemoryClient.ingest` sends what this reads; the
server's ``manage.py ingest`` reads its folders with it too. Nothing here talks to the service.

- Files: those matching the globs (``.gitignore``-style patterns), never under ``.git/``, and
  not ignored: in a git repository what ``git ls-files --cached --others --exclude-standard``
  lists (git's own reading of every ``.gitignore``), elsewhere the root's ``.gitignore``.
- Refused before anything is read (:class:`~memory_client.errors.InvalidInput`): a root that is
  not a folder, and more matching files than ``max_files``, with the count in the error.
- Skipped with a note: a symbolic link whose target leaves the root
  (:attr:`Skipped.OUTSIDE_ROOT`), a file that cannot be read (:attr:`Skipped.UNREADABLE`), and
  a name the service cannot cite (:attr:`Skipped.UNSUPPORTED_NAME`: ``#``, a backslash or a
  control character in it), which is not listed as present either.
- Bytes: at most ``max_file_bytes + 1`` of each file, so whoever cuts it to the cap can tell
  it was longer.
- Time: in a git repository the commit that last touched each file and its time (one walk of
  the history, stopped once every file is placed); a file changed since, or outside git, has
  its modification time and no commit.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from enum import StrEnum
from pathlib import Path

from pathspec import GitIgnoreSpec

from memory_client.errors import InvalidInput

# The server's defaults (memoryapp.domain.documents and the MEMORY_INGEST_* settings); the
# suite checks they agree.
DEFAULT_GLOBS = ("*.md", "*.markdown", "*.mdx", "*.rst", "*.txt", "*.adoc")
DEFAULT_MAX_FILES = 5000
DEFAULT_MAX_FILE_BYTES = 262_144


class Skipped(StrEnum):
    """Why a file the globs match was not read. The service reports these as its reason codes
    ``document.outside_root``, ``document.unreadable`` and ``document.unsupported_name``; those
    are spelt in the service's domain only, so the reader has words of its own."""

    OUTSIDE_ROOT = "outside_root"
    UNREADABLE = "unreadable"
    # A name the service cannot cite: ``#`` starts a ref's anchor; a backslash or a control
    # character could make the ref name another file.
    UNSUPPORTED_NAME = "unsupported_name"


_GIT_TIMEOUT = 60


@dataclass(frozen=True)
class FolderFile:
    """A file read: its POSIX path under the root, its bytes, when it last changed (the commit
    time in a git repository, else its modification time) and in which commit (or "")."""

    path: str
    data: bytes
    file_time: datetime
    commit: str = ""


@dataclass(frozen=True)
class FolderNote:
    """A file the reader skipped, and why."""

    path: str
    reason: Skipped


@dataclass(frozen=True)
class Folder:
    """What :func:`read_folder` found: the files read, the files skipped, the HEAD commit."""

    root: Path
    files: tuple[FolderFile, ...]
    notes: tuple[FolderNote, ...] = ()
    commit: str = ""

    @property
    def present(self) -> list[str]:
        """Every path the globs matched, read or skipped (a skipped file is still there),
        except the names the service cannot hold."""
        skipped = {n.path for n in self.notes if n.reason is not Skipped.UNSUPPORTED_NAME}
        return sorted({f.path for f in self.files} | skipped)


def _run_git(folder: Path, *args: str) -> str | None:
    """``git -C folder args``: its output, or None when it failed."""
    done = subprocess.run(  # noqa: S603 - fixed arguments, no shell
        ["git", "-C", str(folder), *args],  # noqa: S607 - git from PATH, like a user's shell
        capture_output=True,
        text=True,
        timeout=_GIT_TIMEOUT,
        check=False,
    )
    return done.stdout if done.returncode == 0 else None


def _git(root: Path, *args: str) -> str | None:
    if shutil.which("git") is None or not (root / ".git").exists():
        return None
    return _run_git(root, *args)


def repository_root(path: str | os.PathLike[str]) -> Path:
    """The top folder of the git repository holding the folder ``path``, else ``path`` itself
    (resolved): where a host's session-start ingest reads from."""
    folder = Path(path).resolve()
    if shutil.which("git") is None:
        return folder
    try:
        top = (_run_git(folder, "rev-parse", "--show-toplevel") or "").strip()
    except (OSError, subprocess.SubprocessError):
        return folder
    return Path(top) if top else folder


def _candidates(root: Path) -> list[str]:
    listed = _git(root, "ls-files", "-z", "--cached", "--others", "--exclude-standard")
    if listed is not None:
        # The index still lists a file deleted from the work tree: it is gone.
        return [p for p in listed.split("\0") if p and os.path.lexists(root / p)]
    ignore_file = root / ".gitignore"
    ignored = GitIgnoreSpec.from_lines(
        ignore_file.read_text(errors="replace").splitlines() if ignore_file.is_file() else []
    )
    found = []
    for folder, dirs, names in os.walk(root):
        dirs[:] = [d for d in dirs if d != ".git"]
        for name in names:
            relative = Path(folder, name).relative_to(root).as_posix()
            if not ignored.match_file(relative):
                found.append(relative)
    return found


def _matching(root: Path, globs: Sequence[str], max_files: int) -> list[str]:
    spec = GitIgnoreSpec.from_lines(list(globs))
    paths = sorted(p for p in _candidates(root) if spec.match_file(p) and "/.git/" not in f"/{p}")
    if len(paths) > max_files:
        raise InvalidInput(
            f"{len(paths)} files match, more than the {max_files} one ingest takes; narrow the"
            " globs or raise the cap",
            details={"field": "path", "files": len(paths), "limit": max_files},
        )
    return paths


def _last_commits(root: Path, paths: set[str]) -> dict[str, tuple[str, datetime]]:
    """Each path's last commit and its time, from one walk of the history."""
    log = _git(root, "log", "--format=\x01%H %ct", "--name-only", "--no-renames", "HEAD")
    placed: dict[str, tuple[str, datetime]] = {}
    current: tuple[str, datetime] | None = None
    for line in (log or "").splitlines():
        if line.startswith("\x01"):
            sha, seconds = line[1:].split()
            current = (sha, datetime.fromtimestamp(int(seconds), tz=UTC))
        elif line and current and line in paths and line not in placed:
            placed[line] = current
            if len(placed) == len(paths):
                break
    return placed


def _changed_since_commit(root: Path) -> set[str]:
    status = _git(root, "status", "--porcelain", "-z", "--untracked-files=all")
    return {entry[3:] for entry in (status or "").split("\0") if len(entry) > 3}


def read_folder(
    root: str | os.PathLike[str],
    *,
    globs: Sequence[str] = DEFAULT_GLOBS,
    max_files: int = DEFAULT_MAX_FILES,
    max_file_bytes: int = DEFAULT_MAX_FILE_BYTES,
) -> Folder:
    """The files of ``root`` an ingest reads (see the module)."""
    root = Path(root)
    if not root.is_dir():
        raise InvalidInput(f"{root} is not a folder", details={"field": "path"})
    root = root.resolve()
    paths = _matching(root, globs, max_files)
    commits = _last_commits(root, set(paths))
    dirty = _changed_since_commit(root) if commits else set()
    files, notes = [], []
    for path in paths:
        full = root / path
        if any(ord(c) < 32 or c in "\\#" for c in path):
            notes.append(FolderNote(path, Skipped.UNSUPPORTED_NAME))
            continue
        if not full.resolve().is_relative_to(root):
            notes.append(FolderNote(path, Skipped.OUTSIDE_ROOT))
            continue
        try:
            with full.open("rb") as handle:
                data = handle.read(max_file_bytes + 1)
            mtime = datetime.fromtimestamp(full.stat().st_mtime, tz=UTC)
        except OSError:
            notes.append(FolderNote(path, Skipped.UNREADABLE))
            continue
        sha, when = commits.get(path, ("", mtime)) if path not in dirty else ("", mtime)
        files.append(FolderFile(path=path, data=data, file_time=when, commit=sha))
    head = (_git(root, "rev-parse", "HEAD") or "").strip()
    return Folder(root=root, files=tuple(files), notes=tuple(notes), commit=head)
