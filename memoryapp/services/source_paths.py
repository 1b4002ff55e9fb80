"""A document's path as the project names it: relative, POSIX, inside its root."""

from __future__ import annotations

from pathlib import PurePosixPath

from memoryapp.errors import InvalidInput

MAX_PATH_CHARS = 1000


def check_source_path(path: str) -> str:
    """``path`` as stored (POSIX, no ``./``), or InvalidInput: absolute paths, ``..``, a
    backslash, ``#`` (it separates the anchor in a ref), control characters and empty names
    are refused, so no ref can point outside the root it was read from."""
    if not isinstance(path, str) or not path or len(path) > MAX_PATH_CHARS:
        raise InvalidInput(f"a path is 1 to {MAX_PATH_CHARS} characters", details={"field": "path"})
    if any(ord(c) < 32 or c in "\\#" for c in path):
        raise InvalidInput(
            "a path holds no backslash, '#' or control character",
            details={"field": "path", "path": path[:200]},
        )
    pure = PurePosixPath(path)
    if pure.is_absolute() or ".." in pure.parts:
        raise InvalidInput(
            "a path is relative to its root and never leaves it",
            details={"field": "path", "path": path[:200]},
        )
    clean = str(pure)
    if clean in ("", "."):
        raise InvalidInput("a path names a file", details={"field": "path"})
    return clean
