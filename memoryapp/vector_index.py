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
