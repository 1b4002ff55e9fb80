"""Embedding providers for the app: local MiniLM, any OpenAI-compatible endpoint, or none.

Rule: the rest of the app asks ``embedding_provider_from_settings()`` for the configured provider
and never constructs one itself. Settings are read lazily (Django is imported inside the
function), every missing setting falls back to its default, and the provider is built once per
process; ``reset_embedding_provider()`` forgets it (tests, settings overrides).
"""

from __future__ import annotations

import functools
from collections.abc import Mapping

from memoryapp.providers.embeddings import (
    EmbeddingError,
    EmbeddingProvider,
    LocalMiniLM,
    NoEmbeddings,
    OpenAICompatible,
)
from memoryapp.providers.http import setting_reader

__all__ = [
    "PROVIDER_NAMES",
    "EmbeddingError",
    "EmbeddingProvider",
    "LocalMiniLM",
    "NoEmbeddings",
    "OpenAICompatible",
    "build_embedding_provider",
    "embedding_provider_from_settings",
    "reset_embedding_provider",
    "warm_up_embedding_provider",
]

PROVIDER_NAMES = ("local", "openai", "none")
DEFAULT_MODEL = "all-MiniLM-L6-v2"
DEFAULT_DIMENSIONS = 384
DEFAULT_TIMEOUT = 10.0
# The names under which operators may refer to the one model the local provider runs.
LOCAL_MODEL_NAMES = (DEFAULT_MODEL, f"sentence-transformers/{DEFAULT_MODEL}")


def embedding_provider_from_settings(
    settings: object | Mapping[str, object] | None = None,
) -> EmbeddingProvider:
    """The configured provider: from ``settings`` when given (uncached), else Django's (cached)."""
    if settings is None:
        return _provider_from_django_settings()
    return build_embedding_provider(settings)


def reset_embedding_provider() -> None:
    _provider_from_django_settings.cache_clear()


def _django_settings() -> object:
    from django.conf import settings

    return settings


@functools.cache
def _provider_from_django_settings() -> EmbeddingProvider:
    return build_embedding_provider(_django_settings())


def build_embedding_provider(settings: object | Mapping[str, object]) -> EmbeddingProvider:
    """A new provider from a settings object (attributes) or a mapping (keys); ValueError if the
    configuration cannot work."""

    setting = setting_reader(settings)

    kind = str(setting("MEMORY_EMBEDDINGS", "local")).strip().lower()
    model = str(setting("MEMORY_EMBEDDINGS_MODEL", DEFAULT_MODEL)).strip()
    dimensions = _positive_int(
        "MEMORY_EMBEDDINGS_DIMENSIONS", setting("MEMORY_EMBEDDINGS_DIMENSIONS", DEFAULT_DIMENSIONS)
    )
    if kind == "none":
        return NoEmbeddings()
    if kind == "local":
        if model not in LOCAL_MODEL_NAMES:
            raise ValueError(
                f"MEMORY_EMBEDDINGS=local runs {DEFAULT_MODEL} only, but MEMORY_EMBEDDINGS_MODEL "
                f"is {model!r}; use MEMORY_EMBEDDINGS=openai to serve another model"
            )
        if dimensions != DEFAULT_DIMENSIONS:
            raise ValueError(
                f"{DEFAULT_MODEL} has {DEFAULT_DIMENSIONS} dimensions, but "
                f"MEMORY_EMBEDDINGS_DIMENSIONS is {dimensions}"
            )
        int8 = setting("MEMORY_EMBEDDINGS_QUERY_INT8", True)
        return LocalMiniLM(query_int8=_flag("MEMORY_EMBEDDINGS_QUERY_INT8", int8))
    if kind == "openai":
        url = setting("MEMORY_EMBEDDINGS_URL", None)
        if url is None:
            raise ValueError(
                "MEMORY_EMBEDDINGS=openai needs MEMORY_EMBEDDINGS_URL, e.g. http://127.0.0.1:11434/v1"
            )
        api_key = setting("MEMORY_EMBEDDINGS_API_KEY", None)
        timeout = setting("MEMORY_EMBEDDINGS_TIMEOUT", DEFAULT_TIMEOUT)
        try:
            seconds = float(str(timeout))
        except ValueError:
            raise ValueError(
                f"MEMORY_EMBEDDINGS_TIMEOUT must be seconds, got {timeout!r}"
            ) from None
        input_type = setting("MEMORY_EMBEDDINGS_INPUT_TYPE", False)
        return OpenAICompatible(
            str(url),
            model,
            api_key=None if api_key is None else str(api_key),
            dimensions=dimensions,
            timeout=seconds,
            input_type=_flag("MEMORY_EMBEDDINGS_INPUT_TYPE", input_type),
        )
    raise ValueError(f"MEMORY_EMBEDDINGS must be one of {', '.join(PROVIDER_NAMES)}; got {kind!r}")


def _flag(name: str, value: object) -> bool:
    if isinstance(value, bool):
        return value
    text = str(value).strip().lower()
    if text in ("1", "true", "yes", "on"):
        return True
    if text in ("0", "false", "no", "off"):
        return False
    raise ValueError(f"{name} must be true or false, got {value!r}")


def _positive_int(name: str, value: object) -> int:
    try:
        number = int(str(value))
    except ValueError:
        raise ValueError(f"{name} must be a positive integer, got {value!r}") from None
    if number < 1:
        raise ValueError(f"{name} must be a positive integer, got {value!r}")
    return number


def warm_up_embedding_provider() -> None:
    """Load the local model now (the web server calls this before a worker takes traffic, so no
    request pays for the load); a remote provider is left alone (no call at start-up)."""
    provider = embedding_provider_from_settings()
    if isinstance(provider, LocalMiniLM):
        provider.embed_query("warm up")
