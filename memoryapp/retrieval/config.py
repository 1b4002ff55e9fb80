"""The retrieval settings, read from Django's settings into one typed, frozen object.

The defaults live in config/settings.py alone. :func:`retrieval_config` reads the settings once
and keeps the object until Django says a setting changed (``setting_changed``, sent by
``override_settings`` and so by pytest-django's ``settings`` fixture), so an override takes
effect at once. A setting assigned directly on ``django.conf.settings`` sends no signal: call
:func:`forget_retrieval_config` after it. :func:`memoryapp.retrieval.retrieve` takes the object
once and hands it to every leg.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from django.conf import settings
from django.core.signals import setting_changed


@dataclass(frozen=True)
class RetrievalConfig:
    """The retrieval settings at one moment (their defaults: config/settings.py)."""

    # Candidates each leg keeps (MEMORY_RETRIEVAL_CANDIDATES), and the lexical leg's
    # (MEMORY_RETRIEVAL_LEXICAL_CANDIDATES, twice as many by default: its hits are ranked anyway,
    # since BM25 needs every match for the document frequencies, and with the dense leg's lower
    # weight its tail is what fills the end of a long result).
    candidates: int
    lexical_candidates: int
    # Fusion weight of each leg's scaled score (MEMORY_RETRIEVAL_WEIGHT_<LEG>), before the
    # entity leg's specificity.
    leg_weights: Mapping[str, float]
    # Share of its session neighbours' scores a candidate gains (MEMORY_RETRIEVAL_NEIGHBOUR_
    # SPREAD; 0 reads no neighbours), and whether the query's time cues boost candidates
    # (MEMORY_RETRIEVAL_TIME_CUES).
    neighbour_spread: float
    # A memory up to this many characters gives and takes the whole spread, a longer one
    # less (MEMORY_RETRIEVAL_NEIGHBOUR_TURN_CHARS; 0 = no limit; domain.fusion.turn_share).
    neighbour_turn_chars: int
    time_cues: bool
    # BM25's k1 and b; b is low because memories are short and even.
    bm25_k1: float
    bm25_b: float
    # Below this many rows in scope the lexical leg counts every term's frequency exactly; in a
    # larger scope the selecting terms may bring about ``lexical_select_rows`` rows to score.
    lexical_exact_below: int
    lexical_select_rows: int
    # Below this many rows in scope the dense leg searches exactly instead of through HNSW.
    dense_exact_below: int
    # Whether the dense leg may run on its own connection (MEMORY_RETRIEVAL_PARALLEL).
    parallel: bool
    embeddings: str
    embeddings_model: str
    embeddings_dimensions: int
    # Pool threads for the query embedding, the dense leg and population recounts.
    threads: int


_current: RetrievalConfig | None = None


def retrieval_config() -> RetrievalConfig:
    """The retrieval settings as they are now."""
    global _current
    config = _current
    if config is None:
        config = _current = _read_settings()
    return config


def forget_retrieval_config(**_: Any) -> None:
    """Read the settings afresh on the next :func:`retrieval_config`."""
    global _current
    _current = None


setting_changed.connect(forget_retrieval_config, dispatch_uid="memoryapp.retrieval.config")


def _read_settings() -> RetrievalConfig:
    return RetrievalConfig(
        candidates=int(settings.MEMORY_RETRIEVAL_CANDIDATES),
        lexical_candidates=int(settings.MEMORY_RETRIEVAL_LEXICAL_CANDIDATES),
        leg_weights={
            "lexical": float(settings.MEMORY_RETRIEVAL_WEIGHT_LEXICAL),
            "dense": float(settings.MEMORY_RETRIEVAL_WEIGHT_DENSE),
            "entity": float(settings.MEMORY_RETRIEVAL_WEIGHT_ENTITY),
        },
        neighbour_spread=float(settings.MEMORY_RETRIEVAL_NEIGHBOUR_SPREAD),
        neighbour_turn_chars=int(settings.MEMORY_RETRIEVAL_NEIGHBOUR_TURN_CHARS),
        time_cues=bool(settings.MEMORY_RETRIEVAL_TIME_CUES),
        bm25_k1=float(settings.MEMORY_LEXICAL_BM25_K1),
        bm25_b=float(settings.MEMORY_LEXICAL_BM25_B),
        lexical_exact_below=int(settings.MEMORY_LEXICAL_EXACT_BELOW),
        lexical_select_rows=int(settings.MEMORY_LEXICAL_SELECT_ROWS),
        dense_exact_below=int(settings.MEMORY_DENSE_EXACT_BELOW),
        parallel=bool(settings.MEMORY_RETRIEVAL_PARALLEL),
        embeddings=str(settings.MEMORY_EMBEDDINGS),
        embeddings_model=str(settings.MEMORY_EMBEDDINGS_MODEL),
        embeddings_dimensions=int(settings.MEMORY_EMBEDDINGS_DIMENSIONS),
        threads=int(settings.MEMORY_RETRIEVAL_THREADS),
    )


# The names services.context and the benchmarks read (each a view of retrieval_config()).


def lexical_candidates() -> int:
    """How many candidates the lexical leg keeps unless a caller says otherwise."""
    return retrieval_config().lexical_candidates


def leg_weights() -> dict[str, float]:
    """The configured fusion weight of each leg (before the entity leg's specificity)."""
    return dict(retrieval_config().leg_weights)


def bm25_parameters() -> tuple[float, float]:
    """(k1, b) of the lexical leg's BM25."""
    config = retrieval_config()
    return config.bm25_k1, config.bm25_b


def exact_scope_rows() -> int:
    """Below this many rows in scope the lexical leg counts every term's frequency exactly."""
    return retrieval_config().lexical_exact_below


def select_rows_budget() -> int:
    """In a larger scope, about how many rows the selecting terms may bring to be scored."""
    return retrieval_config().lexical_select_rows
