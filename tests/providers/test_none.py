"""NoEmbeddings: embeddings off by configuration is a stated, tested state, not a failure."""

from __future__ import annotations

import pytest

from memoryapp.providers.embeddings import EmbeddingError, EmbeddingProvider, NoEmbeddings


def test_embed_raises_a_permanent_error() -> None:
    with pytest.raises(EmbeddingError, match="embeddings are off") as raised:
        NoEmbeddings().embed(["anything"])
    assert raised.value.transient is False


def test_health_says_the_vector_leg_is_dark_by_configuration() -> None:
    health = NoEmbeddings().health()
    assert health["provider"] == "none"
    assert health["dimension"] is None
    assert health["reachable"] is False
    assert health["error"] is None  # nothing is broken
    note = str(health["note"])
    assert "MEMORY_EMBEDDINGS=none" in note and "dark" in note


def test_satisfies_the_provider_protocol() -> None:
    provider = NoEmbeddings()
    assert isinstance(provider, EmbeddingProvider)
    assert (provider.name, provider.model, provider.dimensions) == ("none", "", None)
