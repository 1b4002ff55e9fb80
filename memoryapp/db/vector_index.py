"""The HNSW cosine index for the configured embedding model.

The ``embedding`` column is unconstrained so that vectors of several models can coexist while
a project is re-embedded; an HNSW index needs a fixed dimension, so it is an expression index
over ``embedding::vector(N)`` restricted to rows of the configured model. Vectors of different
models are never compared: queries must use the same cast and the same ``embedding_model``
predicate (:func:`vector_index_predicate`).
"""

from __future__ import annotations

import hashlib
import re
from typing import Any

from django.conf import settings
from django.db import DEFAULT_DB_ALIAS, connections

from memoryapp.errors import VectorExtensionTooOld

# Iterative index scans (hnsw.iterative_scan) came in 0.8: a filtered HNSW query returns its
# k rows of the scope without a hand-widened beam or an exact fallback.
MINIMUM_PGVECTOR = (0, 8)


def vector_index_name(model: str, dimensions: int) -> str:
    slug = re.sub(r"[^a-z0-9]+", "_", model.lower()).strip("_")[:24]
    digest = hashlib.sha256(f"{model}:{dimensions}".encode()).hexdigest()[:8]
    return f"memory_hnsw_{slug}_{dimensions}_{digest}"


def ensure_vector_index(using: str = DEFAULT_DB_ALIAS) -> str | None:
    """Create the index for the configured model if it is missing; return its name."""
    if settings.MEMORY_EMBEDDINGS == "none":
        return None
    model = settings.MEMORY_EMBEDDINGS_MODEL
    dimensions = int(settings.MEMORY_EMBEDDINGS_DIMENSIONS)
    name = vector_index_name(model, dimensions)
    with connections[using].cursor() as cursor:
        # Names are built from a slug and a digest; the model name goes in as a literal
        # because CREATE INDEX cannot take bind parameters.
        literal = model.replace("'", "''")
        cursor.execute(
            f"CREATE INDEX IF NOT EXISTS {name} ON memoryapp_memory "
            f"USING hnsw ((embedding::vector({dimensions})) vector_cosine_ops) "
            f"WHERE embedding_model = '{literal}' AND embedding IS NOT NULL"
        )
    return name


def ensure_vector_index_after_migrate(using: str = DEFAULT_DB_ALIAS, **_: Any) -> None:
    ensure_vector_index(using)


def _version_tuple(text: str) -> tuple[int, ...]:
    return tuple(int(part) for part in re.findall(r"\d+", text)[:3])


def check_vector_version(found: str | None) -> None:
    """Raise :class:`VectorExtensionTooOld` for a pgvector older than :data:`MINIMUM_PGVECTOR`
    (``found`` is the installed version, or the version ``CREATE EXTENSION`` would install)."""
    needed = ".".join(map(str, MINIMUM_PGVECTOR))
    if found is None:
        raise VectorExtensionTooOld(
            f"the vector extension (pgvector >= {needed}) is not available on this server",
            details={"found": None, "needed": needed},
        )
    if _version_tuple(found)[:2] < MINIMUM_PGVECTOR:
        raise VectorExtensionTooOld(
            f"pgvector {found} is too old: {needed} or newer is needed (iterative index "
            "scans); upgrade the package and run ALTER EXTENSION vector UPDATE",
            details={"found": found, "needed": needed},
        )


def vector_version(using: str = DEFAULT_DB_ALIAS) -> str | None:
    """The installed pgvector, else the version the server would install, else None."""
    with connections[using].cursor() as cursor:
        cursor.execute(
            "SELECT coalesce(installed_version, default_version) FROM pg_available_extensions "
            "WHERE name = 'vector'"
        )
        row = cursor.fetchone()
    return str(row[0]) if row and row[0] else None


def refuse_old_vector_before_migrate(using: str = DEFAULT_DB_ALIAS, **_: Any) -> None:
    """``migrate`` stops before touching a server whose pgvector is too old."""
    from django.core.management.base import CommandError

    try:
        check_vector_version(vector_version(using))
    except VectorExtensionTooOld as error:
        raise CommandError(f"{error.code}: {error.message}") from error
