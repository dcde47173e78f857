"""The op library (--gguf-blocks ggml: runtime/gguf_ops.py, android_bridge/native/src/ops/): its kernels
against ggml's own (the C++ test, built with ggml's source from the pinned sdist), the ops against gguf's
dequantization, bad inputs refused with a reason, tiny GGUF bundles exported in that form holding the GGUF's
rows byte for byte and computing every row as if it were alone, and the native core running them (greedy
identity with them as target and as drafter: tests/test_gguf_carry.py)."""

import subprocess

import numpy as np
import pytest

from omnidraft.errors import OmniDraftError
from omnidraft.export.rotary import TOLERANCE
from omnidraft.runtime.bundle import load_bundle
from omnidraft.runtime.generator import Generator
from tests.tiny_gguf import ROTATION, tiny_gguf, tiny_gguf_bundle

gguf = pytest.importorskip("gguf")
PROMPTS = ["def fibonacci(n):\n    ", "Janet has 3 apples and buys 5 more. How many"]


def _tensors(family: str) -> dict:
    try:
        path = tiny_gguf(family)
    except FileNotFoundError as e:  # no llama.cpp source (its converter) on this machine
        pytest.skip(str(e))
    return {t.name: t for t in gguf.GGUFReader(path).tensors}


def _session(node, inputs, outputs, initializers):
    import onnxruntime as ort
    from onnx import helper

    from omnidraft.runtime.onnx_lm import session_options

    graph = helper.make_graph([node], "g", inputs, outputs, initializers)
    model = helper.make_model(graph, ir_version=9, opset_imports=[helper.make_opsetid("", 17),
                                                                  helper.make_opsetid("omnidraft.gguf", 1)])
    return ort.InferenceSession(model.SerializeToString(), session_options(2, ["omnidraft.gguf"]))


def _ops(t, k=None):
    """A GgufMatMul and a GgufGather session over tensor ``t``'s rows (``k``: the K attribute to claim)."""
    from onnx import TensorProto, helper, numpy_helper

    cols, rows = (int(x) for x in t.shape)
    w = numpy_helper.from_array(np.asarray(t.data).reshape(rows, -1).view(np.uint8), "w")
    attrs = {"ggml_type": int(t.tensor_type), "K": k or cols}
    matmul = _session(helper.make_node("GgufMatMul", ["x", "w"], ["y"], domain="omnidraft.gguf", N=rows, **attrs),
                      [helper.make_tensor_value_info("x", TensorProto.FLOAT, None)],
                      [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)], [w])
    gather = _session(helper.make_node("GgufGather", ["w", "ids"], ["y"], domain="omnidraft.gguf", **attrs),
                      [helper.make_tensor_value_info("ids", TensorProto.INT64, [None, None])],
                      [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)], [w])
    return matmul, gather


def test_the_ops_compute_with_the_ggufs_own_weights():
    """Every type of the rotation: the gather returns gguf's dequantized rows exactly; the matmul is
    x @ W^T up to the activations' 8-bit rounding (ggml's vec_dot_type), as in llama.cpp."""
    seen = set()
    for t in _tensors("qwen-bpe").values():
        if t.tensor_type.name not in ROTATION or t.tensor_type.name in seen:
            continue
        seen.add(t.tensor_type.name)
        cols, rows = (int(x) for x in t.shape)
        w = gguf.quants.dequantize(np.asarray(t.data), t.tensor_type).reshape(rows, cols)
        matmul, gather = _ops(t)
        ids = np.array([[0, rows - 1, 3, -1]], np.int64)
        np.testing.assert_array_equal(gather.run(None, {"ids": ids})[0][0], w[ids[0]])
        x = np.random.default_rng(0).standard_normal((2, 3, cols)).astype(np.float32)
        y, want = matmul.run(None, {"x": x})[0], x @ w.T
        assert y.shape == (2, 3, rows)
        assert np.abs(y - want).max() < 0.02 * np.abs(want).max(), t.tensor_type.name
    assert seen == set(ROTATION)


def test_the_ops_refuse_bad_input_with_a_reason():
    t = next(t for t in _tensors("qwen-bpe").values() if t.tensor_type.name == "Q4_0")
    cols, rows = (int(x) for x in t.shape)
    with pytest.raises(Exception, match="is not a multiple of Q4_0's block of 32"):
        _ops(t, k=cols + 16)
    matmul, gather = _ops(t)
    with pytest.raises(Exception, match=f"last dimension must be K={cols}"):
        matmul.run(None, {"x": np.zeros((1, 1, cols // 2), np.float32)})
    with pytest.raises(Exception, match=f"outside the table's {rows} rows"):
        gather.run(None, {"ids": np.array([[rows]], np.int64)})
    from omnidraft.runtime.onnx_lm import session_options

    with pytest.raises(OmniDraftError, match="custom ops of domain 'someone.else'"):
        session_options(1, ["someone.else"])
    with pytest.raises(Exception, match="ggml_type 16 is not one the op library computes"):
        from onnx import TensorProto, helper

        _session(helper.make_node("GgufGather", ["w", "ids"], ["y"], domain="omnidraft.gguf", ggml_type=16, K=32),
                 [helper.make_tensor_value_info("ids", TensorProto.INT64, [None, None])],
                 [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)],
                 [helper.make_tensor("w", TensorProto.UINT8, [1, 18], bytes(18), raw=True)])


def test_the_kernels_agree_with_ggml_and_keep_rows_independent(tmp_path):
    """tests/test_gguf_kernels.cpp, built against ggml's source from the pinned sdist: each kernel set
    this CPU runs (AVX-512 VNNI, AVX2, generic here; NEON under qemu in test_aarch64.py) computes every
    row of a 1..16-row call as that row alone, bit for bit, under any split of the columns; attention
    rows likewise; the gather equals ggml's dequantization bit for bit and the products are as close
    to the float product as ggml's own."""
    from omnidraft.runtime.gguf_ops import NATIVE
    from omnidraft.tools.llamacpp import ensure_source
    from tests import native

    try:
        ggml = ensure_source() / "ggml"
    except Exception as e:  # no network and no cached sdist
        pytest.skip(f"llama.cpp's source: {e}")
    build = native.home() / "gguf-kernels-test"
    if not (build / "CMakeCache.txt").exists():
        native.check_run(["cmake", "-S", str(NATIVE), "-B", str(build), "-DCMAKE_BUILD_TYPE=Release",
                          f"-DOMNIDRAFT_GGML_DIR={ggml}", "-DGGML_NATIVE=OFF"])
    native.check_run(["cmake", "--build", str(build), "--target", "test_gguf_kernels", "-j2"])
    proc = subprocess.run([str(build / "test_gguf_kernels")], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    assert "against ggml" in proc.stdout and "kernel set generic" in proc.stdout, proc.stdout


@pytest.fixture(scope="module")
def ggml_bundles():
    _tensors("smollm2-bpe")  # skips without llama.cpp's converter
    return {f: tiny_gguf_bundle(f, weights="ggml") for f in ("smollm2-bpe", "qwen-bpe")}


def test_a_ggml_bundle_holds_the_ggufs_rows_byte_for_byte(ggml_bundles):
    import onnx

    for family, path in ggml_bundles.items():
        manifest = load_bundle(path).manifest
        q = manifest["quantization"]
        assert q["weights"] == "ggml" and q["requantized_gguf_types"] == {}, family
        assert manifest["graph"]["custom_op_domains"] == ["omnidraft.gguf"]
        graph = onnx.load(path / "model.onnx")
        ops = {n.op_type for n in graph.graph.node}
        assert {"GgufMatMul", "GgufGather"} <= ops and not ops & {"MatMulNBits", "GatherBlockQuantized"}, ops
        stored = {i.name: onnx.numpy_helper.to_array(i) for i in graph.graph.initializer if i.name.endswith("_gguf")}
        tensors = _tensors(family)
        quantized = {n: t for n, t in tensors.items() if t.tensor_type.name in ROTATION}
        assert sum(a.nbytes for a in stored.values()) == sum(int(t.n_bytes) for t in quantized.values())
        # a tensor llama.cpp did not permute is stored as its raw rows, unchanged
        down = np.asarray(tensors["blk.1.ffn_down.weight"].data).reshape(-1).view(np.uint8)
        assert np.array_equal(stored["model.layers.1.down_proj.weight_gguf"].reshape(-1), down)
        assert manifest["parity"]["top1_agreement"] >= 0.9, manifest["parity"]
        # what the GGUF does not store either: rotary tables (computed in the graph, folded at load) and a
        # plain tokenizer.json (gzipped)
        tables = q["rotary_tables"]
        assert tables and all(t["max_abs_diff"] <= TOLERANCE for t in tables.values()), tables
        names = {i.name for i in graph.graph.initializer}
        assert not {name for cos in tables for name in (cos, cos.replace("cos", "sin"))} & names
        assert (path / "tokenizer.json.gz").exists() and not (path / "tokenizer.json").exists()
        # the attention is the op library's too, so no node computes rows that depend on the call
        assert {n.domain for n in graph.graph.node if n.op_type == "GroupQueryAttention"} == {"omnidraft.gguf"}
        assert manifest["graph"]["batch_invariant"] is True and q["attention"] == {"op_library": 2}


def test_the_kernel_set_is_named_and_one_this_cpu_lacks_is_refused(ggml_bundles):
    """decode-bench records the kernel set a bundle ran on; OMNIDRAFT_KERNEL_ISA naming a set this CPU
    does not run refuses the session with the reason (chosen once per process: a subprocess each)."""
    import os
    import sys

    from omnidraft.runtime.gguf_ops import kernel_set
    from omnidraft.tools.bench_decode import bench_bundle

    record = bench_bundle(ggml_bundles["qwen-bpe"], new_tokens=4, runs=1, threads=1)
    assert record["kernel_set"] == kernel_set() and kernel_set() in ("avx512-vnni", "avx2", "neon-dotprod", "generic")
    script = (f"from omnidraft.runtime.onnx_lm import OnnxLM; OnnxLM({str(ggml_bundles['qwen-bpe'])!r}, threads=1); "
              "from omnidraft.runtime.gguf_ops import kernel_set; print(kernel_set())")
    for isa, ok in (("generic", True), ("no-such-set", False)):
        proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                              env={**os.environ, "OMNIDRAFT_KERNEL_ISA": isa})
        if ok:
            assert proc.returncode == 0 and proc.stdout.strip() == "generic", proc.stderr[-2000:]
        else:
            assert proc.returncode != 0 and "OMNIDRAFT_KERNEL_ISA=no-such-set: this CPU does not run that kernel set" in proc.stderr


@pytest.mark.parametrize("threads", [1, 2])
def test_every_row_is_computed_as_if_alone(ggml_bundles, threads):
    """The whole model: a 23-row call, the same rows one at a time, and a layout of odd and even calls
    with a rollback give the same logits bit for bit (onnxruntime's own kernels did not: the even-row
    rule of docs/guarantees.md), so a bundle's target-only decode is its verification's numerics."""
    from omnidraft.runtime.onnx_lm import OnnxLM

    for family, path in ggml_bundles.items():
        lm = OnnxLM(load_bundle(path), threads=threads, max_length=64)
        ids = [int(i) for i in np.random.default_rng(3).integers(5, lm.vocab_size - 5, 23)]
        whole = lm.forward(ids)
        lm.reset()
        alone = np.concatenate([lm.forward([t]) for t in ids])
        lm.reset()
        parts = [lm.forward(ids[:5]), lm.forward(ids[5:6]), lm.forward(ids[6:9] + [7, 8])[:3]]
        lm.rollback(9)
        parts += [lm.forward(ids[9:16]), lm.forward(ids[16:])]
        assert np.array_equal(whole, alone), (family, float(np.abs(whole - alone).max()))
        assert np.array_equal(whole, np.concatenate(parts)), family


def test_the_native_core_gives_pythons_tokens_with_a_ggml_bundle(ggml_bundles, tmp_path):
    """The native core registers the same op library (its gguf_ops_library setting) and generates
    Python's tokens; without the library it says what it needs."""
    from omnidraft.runtime.gguf_ops import library
    from tests.test_native_generate import _generate

    bundle = ggml_bundles["qwen-bpe"]
    gen = Generator(bundle)
    for prompt in PROMPTS:
        want = gen.generate(prompt, max_new_tokens=16, method="target-only", reference=True)
        got = _generate(bundle, prompt, "--max-new-tokens", 16, "--reference", "--gguf-ops-library", library())
        assert got["token_ids"] == want.token_ids, prompt
    proc = _generate(bundle, "x", "--gguf-ops-library", tmp_path / "libomnidraft_gguf_ops.so", check=False)
    assert proc.returncode == 1 and "exported with --gguf-blocks ggml) and needs libomnidraft_gguf_ops.so" in proc.stderr
