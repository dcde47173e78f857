"""The NPU path: static QDQ bundles, the runtime's static-KV mode, and the HTP simulator.

Toy graphs (2 layers, hidden 64, real tokenizers, context 128) carry the fast tests; the simulator
runs them in ~0.1 s per call. Tests that need the simulator skip, with the reason, where the
onnxruntime-qnn wheel is missing (the test extra installs it, so CI runs them). The slow test runs
SmolLM2-135M's real weights on the simulator.
"""

import json
import shutil

import numpy as np
import pytest

from omnidraft.errors import OmniDraftError
from omnidraft.export.npu_pipeline import EXPORTER_REVISION, export_static_bundle
from omnidraft.export.pipeline import exporter_revision
from omnidraft.paths import home
from omnidraft.runtime import qnn
from omnidraft.runtime.bundle import load_bundle
from omnidraft.runtime.generator import Generator
from omnidraft.runtime.static_lm import StaticLM
from tests import zoo

QNN_MISSING = qnn.missing_reason()
needs_qnn = pytest.mark.skipif(QNN_MISSING is not None, reason=f"HTP simulator unavailable: {QNN_MISSING}")
SOCS = ("SM8650", "SM8750")
PROMPTS = ["def fibonacci(n):\n    \"\"\"Return the n-th Fibonacci number.\"\"\"\n",
           "Natalia sold clips to 48 of her friends in April, and then she sold half as many clips in May."]


def _static_bundle(family: str, weights: str = "int8", socs=SOCS, weight_sharing: bool = False) -> str:
    """``family``'s tiny model as a static bundle (k=3, prefill 16, context 128), compiled for ``socs`` where
    the simulator is installed; cached across runs by exporter revision."""
    socs = () if QNN_MISSING else socs
    shared = "-shared" if weight_sharing else ""
    out = home() / "test-bundles" / f"static-{family}-{weights}-{'-'.join(socs) or 'cpu'}{shared}"
    if exporter_revision(out) == EXPORTER_REVISION:
        return str(out)
    export_static_bundle(str(zoo.tiny_model_dir(family)), out, socs, context=128, k=3, prefill_rows=16,
                         weights=weights, overwrite=True, parity_texts=1, calibration_texts=2, progress=False,
                         weight_sharing=weight_sharing)
    return str(out)


@pytest.fixture(scope="module")
def target():
    return _static_bundle("gpt2-bpe")


@pytest.fixture(scope="module")
def drafter():
    return _static_bundle("llama2-sp")


def _greedy(gen: Generator, method: str, prompt: str, n: int = 24) -> list[int]:
    return gen.generate(prompt, n, method=method, reference=method == "target-only").token_ids


def test_static_graphs_match_torch_and_qdq_stays_close(target):
    parity = load_bundle(target).manifest["parity"]
    assert parity["fp32_static_vs_torch"]["max_abs_logit_diff"] < 0.05  # our module is the HF model
    assert parity["fp32_static_vs_torch"]["top1_agreement"] == 1.0
    assert parity["qdq_cpu_vs_torch"]["top1_agreement"] >= parity["min_top1_agreement"]


def test_lossless_cross_vocabulary_on_cpu_qdq(target, drafter):
    """The QDQ graphs on the CPU EP: every method's greedy tokens equal the target alone's."""
    with Generator(target, drafter, k=3) as gen:
        for prompt in PROMPTS:
            reference = _greedy(gen, "target-only", prompt)
            for method in ("omnidraft", "spd-dm", "prompt-lookup"):
                assert _greedy(gen, method, prompt) == reference, (method, prompt)
        assert gen.target.calls["verify"] > 0 and gen.target.calls["prefill"] > 0


@needs_qnn
def test_lossless_cross_vocabulary_on_the_simulator(target, drafter):
    """Speculation fully on the HTP simulator against the same static graphs run target-only there."""
    with Generator(target, drafter, k=3, providers=["qnn"], soc="SM8750") as gen:
        assert gen.target.provider == gen.draft.provider == "qnn"
        for prompt in PROMPTS:
            reference = _greedy(gen, "target-only", prompt)
            out = gen.generate(prompt, 24, method="omnidraft")
            assert out.token_ids == reference
            assert out.stats["rounds"] < len(reference)  # something was accepted: it really speculated
            assert out.stats["nodes_by_provider"] == {"target": {"QNNExecutionProvider": gen.target.nodes_by_provider[
                "QNNExecutionProvider"]}, "draft": {"QNNExecutionProvider": gen.draft.nodes_by_provider["QNNExecutionProvider"]}}


@needs_qnn
def test_cli_generates_on_the_simulator_and_refuses_unknown_chips(target, drafter, capsys):
    from omnidraft.cli import main

    assert main(["generate", PROMPTS[0], "--target", target, "--draft", drafter, "--providers", "qnn", "--soc",
                 "SM8750", "--k", "3", "--max-new-tokens", "8", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert len(out["token_ids"]) == 8 and out["stats"]["method"] == "omnidraft"
    assert main(["export", "unused", "--device", "qnn", "--soc", "SM9999", "--out", "/tmp/never"]) == 2
    assert "unknown SoC 'SM9999'; known: SM8550, SM8650, SM8750, SM8850" in capsys.readouterr().err


@needs_qnn
def test_simulator_agrees_with_cpu_qdq(target):
    """Next-token choices of the HTP against the CPU EP on the same QDQ graphs, teacher-forced over a
    prompt and the CPU's greedy continuation (free-running greedy text of a random toy model forks at
    its first near-tie, so it would measure the model, not the backend)."""
    from omnidraft.export.npu_pipeline import _teacher_forced, htp_agreement

    with Generator(target) as cpu:
        for prompt in PROMPTS:
            ids = cpu.tokenizer(prompt).input_ids + _greedy(cpu, "target-only", prompt)
            rows = htp_agreement(_teacher_forced(cpu.target, ids), StaticLM(target, providers=["qnn"], soc="SM8650"),
                                 ids)
            assert rows["top1_agreement"] >= 0.9, rows
    for soc in SOCS:
        assert load_bundle(target).manifest["qnn"]["socs"][soc]["htp_vs_qdq_cpu"]["top1_agreement"] >= 0.9


def test_the_graphs_keep_one_copy_of_the_weights(target):
    """The three QDQ graphs quantize the same weights to the same bytes: the bundle holds them once."""
    from pathlib import Path

    assert [p.name for p in Path(target).glob("*.onnx.data")] == ["verify.onnx.data"]


@needs_qnn
def test_weight_sharing_holds_the_weights_once_per_soc(target):
    """--weight-sharing: one context binary per SoC for the three graphs, a fraction of three separate
    ones; the x86 simulator cannot load it (it crashes), so the runtime refuses it here by name."""
    shared = load_bundle(_static_bundle("gpt2-bpe", socs=("SM8750",), weight_sharing=True)).manifest
    separate = load_bundle(target).manifest["qnn"]["socs"]["SM8750"]
    compiled = shared["qnn"]["socs"]["SM8750"]
    assert shared["qnn"]["weight_sharing"] is True and compiled["htp_vs_qdq_cpu"] is None
    assert len({b for g in compiled["graphs"].values() for b in g["binaries"]}) == 1
    assert len({b for g in separate["graphs"].values() for b in g["binaries"]}) == 3
    assert compiled["binary_bytes"] < 0.5 * separate["binary_bytes"]
    assert all(g["nodes_on_htp"] == g["nodes"] for g in compiled["graphs"].values())
    with pytest.raises(OmniDraftError, match="share weights between graphs, which the x86 HTP simulator cannot load"):
        StaticLM(_static_bundle("gpt2-bpe", socs=("SM8750",), weight_sharing=True), providers=["qnn"], soc="SM8750")
    StaticLM(_static_bundle("gpt2-bpe", socs=("SM8750",), weight_sharing=True)).forward([1, 2, 3])  # the CPU runs it


@needs_qnn
def test_every_node_runs_on_the_htp(target):
    compiled = load_bundle(target).manifest["qnn"]["socs"]
    assert set(compiled) == set(SOCS)
    for soc, rec in compiled.items():
        for name, graph in rec["graphs"].items():
            assert graph["nodes_on_htp"] == graph["nodes"] > 100, (soc, name)
    # and a fresh session on the QDQ graph, CPU fallback off, puts nothing anywhere else
    sess = qnn.session(f"{target}/verify.onnx", "SM8650")
    placed = qnn.nodes_by_provider(sess)
    assert list(placed) == [qnn.PROVIDER]


@needs_qnn
def test_int4_weights_run_on_the_htp_too():
    """w4a16: int4 per-channel linear weights (an int8 lm_head), every node on the HTP."""
    import onnx

    bundle = _static_bundle("gpt2-bpe", "int4", ("SM8750",))
    manifest = load_bundle(bundle).manifest
    graph = onnx.load(f"{bundle}/decode.onnx", load_external_data=False).graph
    int4 = [i for i in graph.initializer if i.data_type == onnx.TensorProto.INT4 and len(i.dims) == 2]
    assert len(int4) == 14  # 2 layers x 7 linear weights; the lm_head is not among them
    assert all(i.name.endswith("_quantized") for i in int4)
    for name, g in manifest["qnn"]["socs"]["SM8750"]["graphs"].items():
        assert g["nodes_on_htp"] == g["nodes"], name
    assert manifest["qnn"]["socs"]["SM8750"]["htp_vs_qdq_cpu"]["top1_agreement"] >= 0.9
    assert manifest["parity"]["qdq_cpu_vs_torch"]["top1_agreement"] >= manifest["parity"]["min_top1_agreement"]


@needs_qnn
def test_context_binaries_reload_identically(target, tmp_path):
    """Compile again, reload twice: the same outputs as each other and as the bundle's binaries."""
    lm = StaticLM(target)
    ids = list(range(100, 116))
    feeds = lm._feeds(ids, lm.rows["prefill"])
    qnn.session(f"{target}/prefill.onnx", "SM8750", context_out=str(tmp_path / "prefill_ctx.onnx"))
    outputs = [qnn.session(tmp_path / "prefill_ctx.onnx", "SM8750").run(None, feeds)[0] for _ in range(2)]
    shipped = StaticLM(target, providers=["qnn"], soc="SM8750").sessions["prefill"].run(None, feeds)[0]
    assert np.array_equal(outputs[0], outputs[1]) and np.array_equal(outputs[0], shipped)


@needs_qnn
def test_a_bundle_refuses_a_soc_it_was_not_compiled_for(target):
    with pytest.raises(OmniDraftError, match=r"SM8650, SM8750, not SM8850.*--soc SM8850"):
        StaticLM(target, providers=["qnn"], soc="SM8850")
    with pytest.raises(OmniDraftError, match="needs the phone's SoC"):
        StaticLM(target, providers=["qnn"])
    with pytest.raises(OmniDraftError, match="unknown SoC"):
        export_static_bundle("unused", home() / "never-written", socs=("SM9999",))


def test_without_the_qnn_wheel_the_htp_says_what_to_install(target, monkeypatch):
    monkeypatch.setitem(__import__("sys").modules, "onnxruntime_qnn", None)  # import fails as if not installed
    assert "pip install onnxruntime-qnn==2.7.0" in qnn.missing_reason()
    with pytest.raises(OmniDraftError, match="QNN execution provider is unavailable.*pip install onnxruntime-qnn"):
        StaticLM(target, providers=["qnn"], soc="SM8650")
    with pytest.raises(OmniDraftError, match="compiling context binaries needs the QNN provider"):
        export_static_bundle("unused", home() / "never-written", socs=("SM8650",))


def test_a_cpu_bundle_is_refused_on_the_htp():
    with pytest.raises(OmniDraftError, match="--device qnn"):
        Generator(zoo.tiny_bundle("gpt2-bpe"), providers=["qnn"], soc="SM8650")


def test_context_full_and_k_beyond_the_verify_graph_are_refused(target):
    lm = StaticLM(target)
    lm.forward(list(range(100, 224)))
    with pytest.raises(OmniDraftError, match="context full: 124 cached \\+ 5 new tokens exceed .* 128"):
        lm.forward(list(range(5)))
    assert lm.length == 124  # nothing was run
    with pytest.raises(OmniDraftError, match="verifies at most 3 proposed tokens"):
        Generator(target, k=4)


def test_rollback_forgets_what_was_rejected(target):
    """After a rollback the cache holds exactly what a fresh run of the kept tokens puts there."""
    lm = StaticLM(target)
    lm.forward(list(range(100, 120)), row_stable=True)
    lm.forward([7, 8, 9, 10], row_stable=True)
    lm.rollback(21)
    after = lm.forward([11, 12], row_stable=True)
    fresh = StaticLM(target)
    fresh.forward(list(range(100, 120)), row_stable=True)
    fresh.forward([7], row_stable=True)
    assert np.array_equal(fresh.forward([11, 12], row_stable=True), after)
    assert np.array_equal(fresh.cache, lm.cache)
    assert not lm.cache[:, :, :, lm.length:].any()


def test_chunking_depends_only_on_the_call_length(target):
    lm = StaticLM(target)
    assert [lm._graph_for(n, True) for n in (1, 4, 5, 40)] == ["verify", "verify", "prefill", "prefill"]
    assert lm._graph_for(1, False) == "decode"
    logits = lm.forward(list(range(100, 140)), last=3)  # 16 + 16 through prefill, then 8: prefill again
    assert logits.shape == (3, lm.vocab_size) and lm.calls["prefill"] == 3 and lm.length == 40


def test_unknown_architecture_is_refused_clearly():
    from transformers import GPT2Config

    from omnidraft.export.static_graph import check_architecture

    config = GPT2Config()
    config.architectures = ["GPT2LMHeadModel"]
    with pytest.raises(OmniDraftError, match="GPT2LMHeadModel has no static NPU graph yet.*LlamaForCausalLM"):
        check_architecture(config)


def test_a_damaged_context_binary_is_refused(target, tmp_path):
    copy = tmp_path / "bundle"
    shutil.copytree(target, copy)
    binaries = sorted(copy.glob("qnn/*/*.bin")) or sorted(copy.glob("*.onnx.data"))
    with open(binaries[0], "r+b") as f:
        f.truncate(1000)
    with pytest.raises(OmniDraftError, match="damaged"):
        StaticLM(str(copy))


@pytest.mark.slow
@needs_qnn
def test_smollm2_real_weights_on_the_simulator_match_fp32():
    """SmolLM2-135M-Instruct, a prefill and 6 decode calls on the HTP simulator (~6.5 s each): greedy
    tokens equal torch fp32's until fp32 itself nearly ties (a16w8 moves logits by tenths), and where they
    part, the simulator took fp32's runner-up. On this prompt fp32's 7th token wins by 0.30 logits ('.'
    over ','), and the simulator takes ','; its 1st token wins by 0.08 and the simulator agrees. Seven
    tokens reach that parting; each more costs a simulator call."""
    import torch
    from transformers import AutoModelForCausalLM

    from omnidraft.export.loader import resolve
    from omnidraft.export.npu_pipeline import ensure_static_bundle
    from omnidraft.runtime.target_only import greedy_decode
    from omnidraft.runtime.text import load_tokenizer, prompt_ids

    bundle = ensure_static_bundle("smollm2-135m-instruct", socs=("SM8750",), context=256)
    lm = StaticLM(bundle, providers=["qnn"], soc="SM8750")
    prompt = prompt_ids(load_tokenizer(bundle), "What is the capital of France?", chat=True)
    stop = frozenset(lm.bundle.manifest["tokenizer"]["eos_token_ids"])
    htp, _ = greedy_decode(lm, prompt, 7, stop)
    model = AutoModelForCausalLM.from_pretrained(resolve("smollm2-135m-instruct", progress=False).path,
                                                 dtype=torch.float32).eval()
    with torch.no_grad():
        ref = model.generate(torch.tensor([prompt]), attention_mask=torch.ones(1, len(prompt), dtype=torch.long),
                             max_new_tokens=7, do_sample=False)[0, len(prompt):].tolist()
        logits = model(torch.tensor([prompt + ref])).logits[0, len(prompt) - 1:].numpy()
    top2 = np.argsort(logits, axis=-1)[:, -2:]
    margin = np.take_along_axis(logits, top2, axis=-1) @ np.array([-1.0, 1.0])
    parted = next((i for i, (a, b) in enumerate(zip(htp, ref)) if a != b), None)
    if parted is not None:
        assert margin[parted] < 0.5 and htp[parted] == top2[parted, 0], (parted, margin.round(2), htp, ref)
        assert parted >= 5, (htp, ref)
    else:
        assert htp == ref
    assert lm.calls["decode"] == len(htp) - 1


def _tiny(arch: str):
    import torch
    import transformers

    common = dict(vocab_size=1000, hidden_size=64, intermediate_size=128, num_hidden_layers=2, num_attention_heads=4,
                  num_key_value_heads=2, max_position_embeddings=256, tie_word_embeddings=True)
    if arch == "llama3-rope":
        config = transformers.LlamaConfig(**common, rope_parameters={
            "rope_type": "llama3", "rope_theta": 500000.0, "factor": 8.0, "low_freq_factor": 1.0,
            "high_freq_factor": 4.0, "original_max_position_embeddings": 64})
    else:
        config = getattr(transformers, f"{arch}Config")(**common)
    config.architectures = [f"{'Llama' if arch == 'llama3-rope' else arch}ForCausalLM"]
    torch.manual_seed(0)
    model = getattr(transformers, config.architectures[0])(config).eval()
    with torch.no_grad():  # Qwen2's q/k/v biases start at zero; make them count
        for layer in model.model.layers:
            for proj in (layer.self_attn.q_proj, layer.self_attn.k_proj, layer.self_attn.v_proj):
                if proj.bias is not None:
                    proj.bias.normal_(0, 0.5)
    return model


@pytest.mark.parametrize("arch", ["Llama", "llama3-rope", "Qwen2", "Qwen3", "Mistral"])
def test_static_module_matches_transformers(arch, tmp_path):
    """Our static module is each supported architecture's HF model: fp32 logits through the host loop,
    in prefill chunks and verify calls, against transformers' forward pass."""
    import torch

    from omnidraft.export import static_graph
    from omnidraft.export.npu_pipeline import _manifest_graph
    from omnidraft.runtime.bundle import Bundle

    model = _tiny(arch)
    rows = {"verify": 4, "prefill": 16}
    static_graph.export_graphs(model, tmp_path, 64, rows)
    assert [p.name for p in tmp_path.glob("*.data")] == ["verify.onnx.data"]  # the graphs share one weights file
    tables = static_graph.host_tables(model)
    np.save(tmp_path / "embeddings.npy", tables["embeddings"].astype(np.float32))
    np.savez(tmp_path / "rope.npz", inv_freq=tables["inv_freq"], attention_scaling=tables["attention_scaling"])
    c = model.config
    record = {"vocab_size": c.vocab_size, "num_layers": c.num_hidden_layers, "num_kv_heads": c.num_key_value_heads,
              "head_dim": getattr(c, "head_dim", None) or c.hidden_size // c.num_attention_heads}
    graph = _manifest_graph(64, rows, {n: f"{n}.onnx" for n in rows}) | {"mask_value": -1000.0}
    lm = StaticLM(Bundle(tmp_path, {"model": record, "graph": graph}))
    ids = list(np.random.default_rng(0).integers(0, c.vocab_size, 40))
    lm.forward(ids[:30], row_stable=True)  # 16 + 14 through prefill
    got = np.concatenate([lm.forward(ids[30:33], row_stable=True), lm.forward(ids[33:], row_stable=True)])
    with torch.no_grad():
        model.model.embed_tokens.weight.copy_(torch.from_numpy(tables["embeddings"].astype(np.float32)))
        ref = model(torch.tensor([ids])).logits[0, 30:].numpy()
    assert np.abs(got - ref).max() < 1e-3


class _Reader:
    """onnxruntime's CalibrationDataReader over a list of feeds."""

    def __init__(self, feeds):
        self._it = iter(feeds)

    def get_next(self):
        return next(self._it, None)


def test_ranges_gathered_in_the_host_loop_are_onnxruntimes(tmp_path):
    """RangeRecorder against onnxruntime's own MinMax calibrator on the same feeds (a Qwen2 toy with
    biases, prefill and verify graphs): the same tensors and bit-identical ranges, and the QDQ graph
    quantized from them equals the one onnxruntime's whole flow writes, initializer for initializer."""
    import onnx
    import onnxruntime as ort
    from onnx import numpy_helper
    from onnxruntime.quantization import quantize as ort_quantize
    from onnxruntime.quantization.calibrate import create_calibrator

    from onnxruntime.quantization.calibrate import load_tensors_data

    from omnidraft.export import qdq, static_graph

    model = _tiny("Qwen2")
    static_graph.export_graphs(model, tmp_path, 64, {"verify": 4, "prefill": 16})
    rng = np.random.default_rng(0)
    for name, rows in (("verify", 4), ("prefill", 16)):
        fp32 = tmp_path / f"{name}.onnx"
        config = qdq.qnn_config(fp32, "int8")
        session = ort.InferenceSession(str(fp32), providers=["CPUExecutionProvider"])
        feeds = [{i.name: rng.normal(0, 1, [d if isinstance(d, int) else 1 for d in i.shape]).astype(np.float32)
                  for i in session.get_inputs()} for _ in range(3)]
        for feed in feeds:
            feed["attention_mask"] = np.where(rng.random(feed["attention_mask"].shape) < 0.5, -300.0, 0.0).astype(np.float32)
        recorder = qdq.RangeRecorder(fp32, config.op_types_to_quantize)
        ours = ort.InferenceSession(str(recorder.path), qdq.calibration_options(), providers=["CPUExecutionProvider"])
        for feed in feeds:
            recorder.observe(ours.run(None, feed))
        ranges = load_tensors_data(recorder.save(tmp_path / f"{name}.ranges.json"))

        calibrator = create_calibrator(fp32, config.op_types_to_quantize,
                                       augmented_model_path=str(tmp_path / f"{name}.augmented.onnx"),
                                       use_external_data_format=True)
        calibrator.collect_data(_Reader(feeds))
        theirs = calibrator.compute_data()
        assert set(ranges.data) == set(theirs.data) and len(ranges.data) > 20
        for tensor in theirs.data:
            assert np.array_equal(ranges[tensor].range_value, theirs[tensor].range_value), tensor

        qdq.quantize(fp32, tmp_path / f"{name}.ours.onnx", tmp_path / f"{name}.ranges.json", "int8")
        config.calibration_data_reader = _Reader(feeds)
        ort_quantize(str(fp32), str(tmp_path / f"{name}.theirs.onnx"), config)
        a, b = (onnx.load(tmp_path / f"{name}.{who}.onnx") for who in ("ours", "theirs"))
        assert [n.op_type for n in a.graph.node] == [n.op_type for n in b.graph.node]
        theirs_inits = {i.name: numpy_helper.to_array(i) for i in b.graph.initializer}
        assert {i.name for i in a.graph.initializer} == set(theirs_inits)
        for init in a.graph.initializer:
            assert np.array_equal(numpy_helper.to_array(init), theirs_inits[init.name]), init.name


@needs_qnn
def test_an_htp_out_of_memory_says_how_to_shrink_the_bundle(target, monkeypatch):
    """The simulator failed to load the 1.5B's third a16w8 binary with QNN_COMMON_ERROR_MEM_ALLOC; the
    error names the two exports that fit (the failure itself needs a bundle of ~5 GB, so it is faked)."""
    import onnxruntime as ort

    def out_of_memory(*args, **kwargs):
        raise RuntimeError("Failed to load from EpContext model. contextCreateFromBinary failed. Error: "
                           "QNN_COMMON_ERROR_MEM_ALLOC: Memory allocation related error.")

    monkeypatch.setattr(ort, "InferenceSession", out_of_memory)
    with pytest.raises(OmniDraftError, match="32-bit address space, under 4 GB: re-export with --weights int4"):
        StaticLM(target, providers=["qnn"], soc="SM8750")


@needs_qnn
def test_cli_export_json_is_the_only_thing_on_stdout(tmp_path, capfd):
    """The simulator's library prints to file descriptor 1; `export --json` keeps stdout for the JSON."""
    from omnidraft.cli import main

    assert main(["export", str(zoo.tiny_model_dir("gpt2-bpe")), "--device", "qnn", "--soc", "SM8750", "--context",
                 "128", "--k", "3", "--prefill-rows", "16", "--parity-texts", "1", "--weight-sharing", "--out",
                 str(tmp_path / "b"), "--json"]) == 0
    out = json.loads(capfd.readouterr().out)
    assert out["weight_sharing"] is True and out["socs"]["SM8750"]["htp_vs_qdq_cpu"] is None
    assert out["socs"]["SM8750"]["binary_bytes"] == sum(f.stat().st_size for f in (tmp_path / "b").glob("qnn/*/*.bin"))
