"""Export memory: the one-weight-at-a-time quantization (export/weight_quant.py) gives the builder's own
int4/int8 graph, tensor for tensor, and each export stage's peak memory is measured (export/memory.py)."""

import os
import subprocess
import sys
import time

import numpy as np
import onnx
import pytest
from onnx import numpy_helper

from omnidraft.export.memory import StagePeaks, _status_mib, kept_paged_out
from omnidraft.export.weight_quant import quantize_graph


def _builder(checkpoint, out, precision):
    subprocess.run([sys.executable, "-m", "omnidraft.export.builder_main", "-i", str(checkpoint), "-o", str(out),
                    "-p", precision, "-e", "cpu", "-c", str(out) + "-cache",
                    "--extra_options", "block_size=32", "accuracy_level=4"],
                   check=True, capture_output=True, env={**os.environ, "TQDM_DISABLE": "1"})
    return out / "model.onnx"


def _graph(path):
    model = onnx.load(path)
    nodes = sorted((n.op_type, n.name, tuple(n.input), tuple(n.output), n.domain,
                    tuple(sorted((a.name, str(onnx.helper.get_attribute_value(a))) for a in n.attribute)))
                   for n in model.graph.node)
    tensors = {t.name: numpy_helper.to_array(t) for t in model.graph.initializer}
    return nodes, tensors, [i.name for i in model.graph.input], [o.name for o in model.graph.output]


def _llama_variant(tiny_llama_dir, folder, **changes):
    """The tiny Llama's config with ``changes``, random weights (seed 0) and its tokenizer, saved in ``folder``."""
    import shutil

    import torch
    from transformers import LlamaConfig, LlamaForCausalLM

    config = LlamaConfig.from_pretrained(tiny_llama_dir)
    config.update(changes)
    torch.manual_seed(0)
    LlamaForCausalLM(config).save_pretrained(folder)
    for f in tiny_llama_dir.iterdir():
        if f.name.startswith("tokenizer"):
            shutil.copy(f, folder / f.name)
    return folder


@pytest.fixture(scope="module")
def tied_llama(tiny_llama_dir, tmp_path_factory):
    """A tiny Llama with tied embeddings and rows of 80, which blocks of 32 do not divide: at int4 the
    builder gathers the embedding from the head's padded blocks and slices the padding off, at int8
    from a table of its own. (Untied and undivided graphs of nine families were compared by hand.)"""
    return _llama_variant(tiny_llama_dir, tmp_path_factory.mktemp("tied-llama"), hidden_size=80,
                          num_attention_heads=5, num_key_value_heads=1, tie_word_embeddings=True)


@pytest.fixture(scope="module")
def tied_fp32(tied_llama, tmp_path_factory):
    return _builder(tied_llama, tmp_path_factory.mktemp("fp32") / "graph", "fp32")


@pytest.mark.parametrize("precision, bits", [("int4", 4), ("int8", 8)])
def test_streamed_quantization_gives_the_builders_own_graph(tied_llama, tied_fp32, tmp_path, precision, bits):
    theirs = _graph(_builder(tied_llama, tmp_path / "builder", precision))
    quantize_graph(tied_fp32, tmp_path / "ours.onnx", bits=bits, block_size=32, accuracy_level=4)
    ours = _graph(tmp_path / "ours.onnx")
    assert ours[0] == theirs[0]  # nodes, names, wiring, attributes
    assert ours[2:] == theirs[2:]  # inputs, outputs
    assert ours[1].keys() == theirs[1].keys()
    for name, values in theirs[1].items():
        assert ours[1][name].dtype == values.dtype and np.array_equal(ours[1][name], values), name
    assert {n[0] for n in ours[0]} >= ({"GatherBlockQuantized", "Slice"} if bits == 4 else {"Gather"})


@pytest.fixture(scope="module")
def tied_llama_64(tiny_llama_dir, tmp_path_factory):
    """The tiny Llama with its embedding tied to the head, rows of 64: blocks of 32 divide them."""
    return _llama_variant(tiny_llama_dir, tmp_path_factory.mktemp("tied-llama-64"), tie_word_embeddings=True)


@pytest.mark.parametrize("tied, bits", [(False, 4), (False, 8), (True, 8)])
def test_the_float32_embedding_table_goes_to_8_bit_blocks(tiny_llama_dir, tied_llama_64, tmp_path, tied, bits):
    """table_bits=8: the table the builder leaves in float32 (untied at int4/int8, tied at int8) becomes a
    GatherBlockQuantized over symmetric 8-bit blocks of 32, within half a step of every float32 weight,
    a quarter of the bytes; every other node is the builder's, and the graph's logits stay close."""
    import onnxruntime as ort

    from omnidraft.export.weight_quant import TABLE_BLOCK

    fp32 = _builder(tied_llama_64 if tied else tiny_llama_dir, tmp_path / "fp32", "fp32")
    quantize_graph(fp32, tmp_path / "plain.onnx", bits=bits, block_size=32, accuracy_level=4)
    quantize_graph(fp32, tmp_path / "table.onnx", bits=bits, block_size=32, accuracy_level=4, table_bits=8)
    plain, table = _graph(tmp_path / "plain.onnx"), _graph(tmp_path / "table.onnx")
    gathers = [n for n in table[0] if n[0] == "GatherBlockQuantized"]
    assert len(gathers) == 1 and dict(gathers[0][5])["bits"] == "8" and dict(gathers[0][5])["block_size"] == "32"
    assert [n for n in table[0] if n[0] != "GatherBlockQuantized"] == [
        n for n in plain[0] if not (n[0] == "Gather" and n[1].startswith("/model/embed_tokens/"))]
    weights = plain[1]["model.embed_tokens.weight"]
    assert "model.embed_tokens.weight" not in table[1] and weights.dtype == np.float32
    codes, scales = table[1]["model.embed_tokens.weight_Q8"], table[1]["model.embed_tokens.weight_scales"]
    assert codes.dtype == np.uint8 and codes.shape == weights.shape and scales.shape == (
        weights.shape[0], weights.shape[1] // TABLE_BLOCK)
    restored = (codes.astype(np.float32) - 128).reshape(*scales.shape, TABLE_BLOCK) * scales[..., None]
    assert np.all(np.abs(restored.reshape(weights.shape) - weights) <= np.repeat(scales, TABLE_BLOCK, 1) / 2 + 1e-7)
    assert codes.nbytes + scales.nbytes < weights.nbytes / 3
    feeds = {"input_ids": np.array([[1, 450, 4996, 17354, 1701, 29916]], np.int64),
             "attention_mask": np.ones((1, 6), np.int64)}
    logits = []
    for name in ("plain.onnx", "table.onnx"):
        session = ort.InferenceSession(str(tmp_path / name), providers=["CPUExecutionProvider"])
        for i in session.get_inputs():
            if i.name.startswith("past_key_values"):
                feeds[i.name] = np.zeros((1, 2, 0, 16), np.float32)
        logits.append(session.run(["logits"], feeds)[0])
    assert np.abs(logits[1] - logits[0]).max() < 0.05 * np.abs(logits[0]).max()


def test_each_stage_records_its_own_peak():
    peaks = StagePeaks()
    with peaks.stage("small"):
        pass
    with peaks.stage("large"):
        block = np.ones(300 * 2**20 // 8)  # 300 MiB, touched, and held long enough to be sampled where
        inside = _status_mib("VmRSS")  # the process's earlier high-water mark is above it (a full run's is)
        time.sleep(1.0)  # a loaded 2-core runner starved a 0.2 s window's sampler
        del block
    # against what was resident inside the stage, not against the first stage: in a full run other
    # memory of this process comes and goes between the two
    assert peaks.mib["large"] >= inside - 5
    code = "import time, numpy; a = numpy.ones(400 * 2**20 // 8); time.sleep(0.3)"
    assert peaks.run_child("child", [sys.executable, "-c", code]) == 0
    assert peaks.mib["child"] >= 400
    assert peaks.run_child("failing", [sys.executable, "-c", "raise SystemExit(3)"]) == 3


def test_mapped_file_pages_go_back_and_keep_their_content(tmp_path):
    import mmap

    path = tmp_path / "weights.safetensors"
    data = np.arange(64 * 2**20 // 4, dtype=np.float32)
    data.tofile(path)
    with open(path, "rb") as f, mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as mapped:
        values = np.frombuffer(mapped, dtype=np.float32)
        before = _status_mib("RssFile")
        assert float(values.sum(dtype=np.float64)) == float(data.sum(dtype=np.float64))  # every page read
        assert _status_mib("RssFile") >= before + 60
        with kept_paged_out(".safetensors", period_s=0.05):
            time.sleep(0.3)
            assert _status_mib("RssFile") < before + 8
            assert np.array_equal(values, data)  # read again from the file
        del values


def _run_op(op: str, inputs: dict, feeds: dict, **attrs) -> np.ndarray:
    """One com.microsoft ``op`` over ``inputs`` (initializers, name -> array) and ``feeds``, run by onnxruntime."""
    import onnxruntime as ort
    from onnx import helper

    node = helper.make_node(op, list(inputs), ["y"], domain="com.microsoft", **attrs)
    graph = helper.make_graph(
        [node], "one", [helper.make_tensor_value_info(n, helper.np_dtype_to_tensor_dtype(v.dtype), v.shape)
                        for n, v in feeds.items()],
        [helper.make_tensor_value_info("y", onnx.TensorProto.FLOAT, None)],
        [numpy_helper.from_array(v, n) for n, v in inputs.items() if n not in feeds])
    model = helper.make_model(graph, ir_version=10,
                              opset_imports=[helper.make_opsetid("", 17), helper.make_opsetid("com.microsoft", 1)])
    session = ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"])
    return session.run(["y"], feeds)[0]


@pytest.mark.parametrize("quantizer", ["rtn-asym", "k-quant"])
@pytest.mark.parametrize("bits", [4, 8])
def test_asymmetric_quantizers_store_zero_points_the_ops_read(tied_fp32, tmp_path, quantizer, bits):
    """--quantizer rtn-asym / k-quant: every MatMulNBits gets uint8 zero points, and onnxruntime's own op,
    fed the identity, gives back rtn-asym's weights within one step of the float32 ones (rows of 80: three blocks of
    32, so a 4-bit row's last zero point byte is half padding); k-quant's, whose search may clip a block's
    extremes, are exactly what onnxruntime's k-quant search makes of the weight. At 4 bits the tied embedding gathers the head's codes with the
    same zero points: its rows equal the head's columns."""
    from onnxruntime.quantization.neural_compressor.weight_only import quant_tensor_k_quant_cpu

    quantize_graph(tied_fp32, tmp_path / "q.onnx", bits=bits, block_size=32, accuracy_level=4, quantizer=quantizer)
    fp32 = {t.name: numpy_helper.to_array(t, base_dir=str(tied_fp32.parent))
            for t in onnx.load(tied_fp32, load_external_data=False).graph.initializer}
    model = onnx.load(tmp_path / "q.onnx")
    tensors = {t.name: numpy_helper.to_array(t) for t in model.graph.initializer}
    matmuls = [n for n in model.graph.node if n.op_type == "MatMulNBits"]
    assert matmuls and all(len(n.input) == 4 and tensors[n.input[3]].dtype == np.uint8 for n in matmuls)
    restored = {}
    for n in matmuls:
        weight = fp32[n.input[1].rsplit("_Q", 1)[0]]
        k, cols = weight.shape
        attrs = {a.name: onnx.helper.get_attribute_value(a) for a in n.attribute}
        got = _run_op("MatMulNBits", {"x": np.eye(k, dtype=np.float32), **{i: tensors[i] for i in n.input[1:]}},
                      {"x": np.eye(k, dtype=np.float32)}, **attrs)
        if quantizer == "rtn-asym":  # each block's min and max, the zero point rounded: within a step
            step = np.repeat(tensors[n.input[2]].reshape(cols, -1), 32, axis=1)[:, :k].T
            assert np.all(np.abs(got - weight) <= step * 1.001), n.name
        else:  # the search may clip a block's extremes: its own dequantization
            padded = np.zeros((cols, -(-k // 32) * 32), np.float32)
            padded[:, :k] = weight.T
            q, s, z = quant_tensor_k_quant_cpu(padded, bits, 32)
            assert np.allclose(got, ((q - z) * s).reshape(padded.shape)[:, :k].T, atol=1e-6), n.name
        restored[n.input[1]] = got
    gathers = [n for n in model.graph.node if n.op_type == "GatherBlockQuantized" and len(n.input) == 4]
    assert len(gathers) == (1 if bits == 4 else 0)
    for g in gathers:  # through the Reshape of the head's codes: the same bytes, [vocab, 96 / 2]
        name = next(n.input[0] for n in model.graph.node if n.output[0] == g.input[0])
        codes, head = tensors[name], restored[name]
        ids = np.arange(head.shape[1], dtype=np.int64)
        rows = _run_op("GatherBlockQuantized", {"data": codes.reshape(head.shape[1], -1), "ids": ids,
                                                "scales": tensors[g.input[2]], "zero_points": tensors[g.input[3]]},
                       {"ids": ids}, bits=4, block_size=32, gather_axis=0, quantize_axis=1)
        assert np.allclose(rows[:, :head.shape[0]], head.T, atol=1e-6)


@pytest.mark.parametrize("quantizer", ["rtn-asym", "k-quant"])
def test_greedy_identical_with_an_asymmetric_target(tmp_path, quantizer):
    """A bundle whose MatMulNBits read zero points keeps rows stable: speculation equals the reference."""
    from omnidraft.export.pipeline import export_bundle
    from omnidraft.runtime.bundle import load_bundle
    from omnidraft.runtime.generator import Generator
    from tests import zoo

    out = tmp_path / quantizer
    export_bundle(str(zoo.tiny_model_dir("qwen-bpe")), "int4", out, min_agreement=0.0, parity_limit=1,
                  progress=False, block_size=32, quantizer=quantizer)
    assert load_bundle(out).manifest["quantization"]["quantizer"] == quantizer
    gen = Generator(out, zoo.tiny_bundle("smollm2-bpe"), k=4, threads=1)
    for prompt in ("def fibonacci(n):\n    ", "Janet has 3 apples and buys 5 more. How many"):
        reference = gen.generate(prompt, 24, method="target-only", reference=True)
        for method in ("omnidraft", "prompt-lookup"):
            assert gen.generate(prompt, 24, method=method).token_ids == reference.token_ids, (method, prompt)


def test_tensors_of_a_page_or_more_start_on_a_page_and_small_ones_on_a_cache_line(tmp_path):
    from omnidraft.export.weight_quant import ALIGN, SMALL_ALIGN, WeightSink

    sink = WeightSink(tmp_path / "w.data")
    sizes = (100, 5000, 200, 300, 8192)
    offsets = [int({e.key: e.value for e in t.external_data}["offset"])
               for t in (sink.put_array(f"t{i}", np.zeros(n, np.uint8)) for i, n in enumerate(sizes))]
    sink.close()
    assert ALIGN == 4096 and SMALL_ALIGN == 64
    assert offsets == [0, 4096, 9152, 9408, 12288]  # 9096 and 9352 rounded up to 64; 9708 up to a page
