"""The factory turns settings into a provider: defaults, validation, and the per-process cache.

Rule: these tests run without Django settings (``-p no:django``), so settings are passed in as a
namespace or a mapping; the cached path reads them through ``_django_settings``.
"""

from __future__ import annotations

from collections.abc import Iterator
from types import SimpleNamespace

import pytest

import memoryapp.providers as providers
from memoryapp.providers import (
    LocalMiniLM,
    NoEmbeddings,
    OpenAICompatible,
    build_embedding_provider,
    embedding_provider_from_settings,
    reset_embedding_provider,
)


@pytest.fixture(autouse=True)
def fresh_cache() -> Iterator[None]:
    reset_embedding_provider()
    yield
    reset_embedding_provider()


def test_defaults_to_local_minilm() -> None:
    provider = embedding_provider_from_settings(SimpleNamespace())
    assert isinstance(provider, LocalMiniLM)
    assert (provider.name, provider.model, provider.dimensions) == (
        "local",
        "all-MiniLM-L6-v2",
        384,
    )


@pytest.mark.parametrize(
    ("value", "int8"), [(None, True), ("", True), ("0", False), ("false", False), (True, True)]
)
def test_local_queries_use_int8_unless_turned_off(value: object, int8: bool) -> None:
    settings = SimpleNamespace(MEMORY_EMBEDDINGS_QUERY_INT8=value)
    provider = embedding_provider_from_settings(settings)
    assert isinstance(provider, LocalMiniLM) and provider.query_int8 is int8


def test_empty_values_mean_unset() -> None:
    settings = SimpleNamespace(MEMORY_EMBEDDINGS="", MEMORY_EMBEDDINGS_MODEL=None)
    assert isinstance(embedding_provider_from_settings(settings), LocalMiniLM)


def test_none() -> None:
    provider = embedding_provider_from_settings(SimpleNamespace(MEMORY_EMBEDDINGS="none"))
    assert isinstance(provider, NoEmbeddings)


def test_openai_from_a_namespace() -> None:
    provider = embedding_provider_from_settings(
        SimpleNamespace(
            MEMORY_EMBEDDINGS=" OpenAI ",
            MEMORY_EMBEDDINGS_URL="http://127.0.0.1:11434/v1/",
            MEMORY_EMBEDDINGS_MODEL="nomic-embed-text",
            MEMORY_EMBEDDINGS_API_KEY="sk-1",
            MEMORY_EMBEDDINGS_DIMENSIONS="768",
            MEMORY_EMBEDDINGS_TIMEOUT="2.5",
        )
    )
    assert isinstance(provider, OpenAICompatible)
    assert provider.url == "http://127.0.0.1:11434/v1/embeddings"
    assert (provider.model, provider.dimensions, provider.timeout) == ("nomic-embed-text", 768, 2.5)
    assert provider._api_key == "sk-1"


def test_openai_from_a_mapping_with_defaults() -> None:
    provider = build_embedding_provider(
        {"MEMORY_EMBEDDINGS": "openai", "MEMORY_EMBEDDINGS_URL": "https://api.example.com/v1"}
    )
    assert isinstance(provider, OpenAICompatible)
    assert (provider.model, provider.dimensions, provider.timeout) == (
        "all-MiniLM-L6-v2",
        384,
        10.0,
    )
    assert provider._api_key is None


@pytest.mark.parametrize(
    ("settings", "message"),
    [
        ({"MEMORY_EMBEDDINGS": "bert"}, "local, openai, none"),
        ({"MEMORY_EMBEDDINGS": "openai"}, "MEMORY_EMBEDDINGS_URL"),
        ({"MEMORY_EMBEDDINGS": "openai", "MEMORY_EMBEDDINGS_URL": "localhost:1/v1"}, "http"),
        ({"MEMORY_EMBEDDINGS_MODEL": "bge-small"}, "MEMORY_EMBEDDINGS_MODEL"),
        ({"MEMORY_EMBEDDINGS_DIMENSIONS": 768}, "384"),
        ({"MEMORY_EMBEDDINGS_DIMENSIONS": "many"}, "positive integer"),
        ({"MEMORY_EMBEDDINGS_DIMENSIONS": 0}, "positive integer"),
        ({"MEMORY_EMBEDDINGS_QUERY_INT8": "maybe"}, "true or false"),
        (
            {
                "MEMORY_EMBEDDINGS": "openai",
                "MEMORY_EMBEDDINGS_URL": "http://h/v1",
                "MEMORY_EMBEDDINGS_TIMEOUT": "soon",
            },
            "seconds",
        ),
    ],
)
def test_unusable_configuration_is_a_value_error(settings: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        build_embedding_provider(settings)


def test_django_settings_are_read_lazily_and_cached(monkeypatch: pytest.MonkeyPatch) -> None:
    settings = SimpleNamespace(MEMORY_EMBEDDINGS="none")
    reads: list[object] = []

    def fake_django_settings() -> object:
        reads.append(settings)
        return settings

    monkeypatch.setattr(providers, "_django_settings", fake_django_settings)
    first = embedding_provider_from_settings()
    assert embedding_provider_from_settings() is first
    assert isinstance(first, NoEmbeddings) and len(reads) == 1

    settings.MEMORY_EMBEDDINGS = "local"
    assert embedding_provider_from_settings() is first  # cached until reset
    reset_embedding_provider()
    assert isinstance(embedding_provider_from_settings(), LocalMiniLM)
    assert len(reads) == 2


def test_default_source_is_django_settings() -> None:
    from django.conf import settings

    assert providers._django_settings() is settings
