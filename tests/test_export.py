"""Export: parity on a small model, the manifest, and nothing half-written on any failure."""

import copy
import errno
import json

import numpy as np
import pytest

from omnidraft.errors import OmniDraftError
from omnidraft.export import parity, pipeline
from omnidraft.runtime.bundle import Bundle, file_table, load_bundle
from omnidraft.runtime.onnx_lm import OnnxLM


def _no_partials(parent):
    return [p.name for p in parent.iterdir() if ".partial-" in p.name]


def test_fp32_bundle_matches_torch(tiny_bundle):
    parity = load_bundle(tiny_bundle).manifest["parity"]
    assert parity["top1_agreement"] >= 0.99
    assert parity["max_abs_logit_diff"] < 1e-3
    assert parity["kv_cache_max_abs_diff"] < 1e-3 and parity["kv_cache_top1_agreement"] == 1.0
    assert parity["perplexity_onnx"] == pytest.approx(parity["perplexity_torch"], rel=1e-3)


def test_manifest_describes_the_bundle(tiny_bundle):
    m = load_bundle(tiny_bundle, verify_hashes=True).manifest
    assert m["model"]["architecture"] == "LlamaForCausalLM"
    assert (m["model"]["vocab_size"], m["model"]["num_layers"], m["model"]["num_kv_heads"], m["model"]["head_dim"]) == (32000, 2, 2, 16)
    assert m["graph"]["io"]["past"].format(layer=1, kind="value") == "past_key_values.1.value"
    assert m["graph"]["kv_cache"] == "shared_buffer" and m["graph"]["opset"] >= 17
    assert m["quantization"]["precision"] == "fp32"
    assert {"onnxruntime", "transformers", "torch", "onnx"} <= m["versions"].keys()
    roles = {t["text"]: t["roles"] for t in m["tokenizer"]["special_tokens"]}
    assert "bos" in roles["<s>"] and "eos" in roles["</s>"]
    assert m["tokenizer"]["eos_token_ids"] == [2]
    assert "model.onnx" in m["files"] and "tokenizer.json" in m["files"]
    assert all(len(f["sha256"]) == 64 for f in m["files"].values())
    # indented, one line per special token (manifest_text)
    lines = (tiny_bundle / "manifest.json").read_text().splitlines()
    assert sum(line.strip().startswith('{"id": ') for line in lines) == len(m["tokenizer"]["special_tokens"])
    assert lines[1].startswith('  "')


@pytest.mark.parametrize("kv_mode", ["shared_buffer", "concat"])
def test_kv_cache_rollback_reproduces_logits(tiny_bundle, kv_mode):
    lm = OnnxLM(tiny_bundle, threads=1, kv_mode=kv_mode)
    reference = OnnxLM(tiny_bundle, threads=1)
    ids = [1, 450, 4996, 17354, 1701, 432, 17204, 975]
    full = lm.forward(ids)
    lm.rollback(3)
    again = lm.forward(ids[3:])
    np.testing.assert_allclose(again, full[3:], atol=1e-4)
    lm.rollback(5)
    lm.forward([29871, 13])  # a different continuation overwrites the rolled-back slots
    lm.rollback(5)
    np.testing.assert_allclose(lm.forward(ids[5:]), full[5:], atol=1e-4)
    np.testing.assert_allclose(full, reference.forward(ids), atol=1e-5)  # both modes compute the same


def test_row_stable_calls_hold_an_even_number_of_rows(tiny_bundle, monkeypatch):
    """The rule greedy identity rests on (test_real_pair checks the numbers on a real model): every
    row-stable session call is even, and so is the number of rows its head runs on, but a one-token
    prompt's, whose row the next call computes again."""
    lm = OnnxLM(tiny_bundle, threads=1)
    sizes, heads, run = [], [], lm._run
    monkeypatch.setattr(lm, "_run", lambda ids, rows: sizes.append(len(ids)) or run(ids, rows))

    class Recording:  # the head's rows: int4 blocks of 64 and 128 compute an odd call's last row alone too
        def __init__(self, binding):
            self.binding = binding

        def bind_cpu_input(self, name, value):
            if name == lm.names["logits_rows"]:
                heads.append(int(value[0]))
            return self.binding.bind_cpu_input(name, value)

        def __getattr__(self, name):
            return getattr(self.binding, name)

    assert lm.shared and lm.has_logits_rows
    lm._binding = Recording(lm._binding)
    ids = [1, 450, 4996, 17354, 1701, 432, 17204, 975, 29871, 13, 450]
    full = OnnxLM(tiny_bundle, threads=1).forward(ids)
    for layout in ([11], [1, 1, 3, 2, 4], [7, 1, 1, 2], [1, 10]):
        lm.reset()
        sizes.clear()
        heads.clear()
        at, rows = 0, []
        for n in layout:
            rows.append(lm.forward(ids[at:at + n], row_stable=True, last=n))
            at += n
        assert lm.length == len(ids) and lm.tokens == ids
        assert all(n % 2 == 0 for n in sizes[layout[0] == 1:]), (layout, sizes)
        assert all(n % 2 == 0 for n in heads[layout[0] == 1:]), (layout, heads)
        np.testing.assert_allclose(np.concatenate(rows), full, atol=1e-4)


@pytest.mark.parametrize("row_stable", [False, True])
@pytest.mark.parametrize("head_slice", [True, False])
def test_last_rows_logits_equal_the_full_calls(tiny_bundle, row_stable, head_slice):
    """``last=k`` returns the last k rows of the full call: with the graph's ``logits_rows`` input
    (the head runs on those rows only) and with the builder's graph, which has no such input."""
    bundle = load_bundle(tiny_bundle)
    assert bundle.manifest["graph"]["io"]["logits_rows"] == "logits_rows"
    if not head_slice:  # as a bundle exported before the input existed
        manifest = copy.deepcopy(bundle.manifest)
        manifest["graph"]["file"] = "model.onnx"
        del manifest["graph"]["io"]["logits_rows"]
        bundle = Bundle(tiny_bundle, manifest)
    ids = [1, 450, 4996, 17354, 1701, 432, 17204, 975, 29871]
    full = OnnxLM(tiny_bundle, threads=1).forward(ids, row_stable=row_stable)
    lm = OnnxLM(bundle, threads=1)
    assert lm.has_logits_rows == head_slice
    for split in ([9], [4, 5], [1, 8], [2, 7]):
        for last in (1, 2, 3):
            lm.reset()
            for n in split[:-1]:
                lm.forward(ids[:n], row_stable=row_stable)
            got = lm.forward(ids[split[0]:] if len(split) > 1 else ids, row_stable=row_stable, last=last)
            assert got.shape == (last, full.shape[1])
            np.testing.assert_allclose(got, full[-last:], atol=1e-5)
    with pytest.raises(ValueError, match="at least one row"):
        lm.forward(ids, last=0)


def test_logits_rows_edit_refuses_a_graph_it_cannot_edit(tiny_bundle, tmp_path):
    import onnx
    from onnx import TensorProto, helper

    from omnidraft.export.logits_rows import add_logits_rows

    with pytest.raises(OmniDraftError, match="has a logits_rows input already"):
        add_logits_rows(tiny_bundle / "model.last-rows.onnx")
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 2])
    y = helper.make_tensor_value_info("logits", TensorProto.FLOAT, [1, 2])
    odd = tmp_path / "model.onnx"
    onnx.save(helper.make_model(helper.make_graph([helper.make_node("Relu", ["x"], ["logits"])], "g", [x], [y])), odd)
    with pytest.raises(OmniDraftError, match="cannot add logits_rows"):
        add_logits_rows(odd)


def test_unknown_kv_mode_is_refused(tiny_bundle):
    with pytest.raises(OmniDraftError, match="kv_mode 'paged'"):
        OnnxLM(tiny_bundle, kv_mode="paged")


def test_int4_below_threshold_is_refused_and_leaves_nothing(tiny_llama_dir, tmp_path):
    out = tmp_path / "tiny-int4"
    with pytest.raises(OmniDraftError, match="refused: int4 export"):
        pipeline.export_bundle(str(tiny_llama_dir), "int4", out, min_agreement=1.01, parity_limit=1, progress=False)
    assert not out.exists() and _no_partials(tmp_path) == []


@pytest.mark.parametrize("precision, exporter, quantizer, why", [
    ("int4", "builder", "hqq", "quantizer 'hqq': choose one of rtn, rtn-asym, k-quant"),
    ("fp32", "builder", "k-quant", "this export is fp32 with the builder exporter: use --quantizer rtn"),
    ("int4", "torch", "rtn-asym", "this export is int4 with the torch exporter: use --quantizer rtn"),
])
def test_a_quantizer_the_export_cannot_apply_is_refused_before_it_starts(tiny_llama_dir, tmp_path, precision,
                                                                         exporter, quantizer, why):
    out = tmp_path / "refused"
    with pytest.raises(OmniDraftError, match=why):
        pipeline.export_bundle(str(tiny_llama_dir), precision, out, parity_limit=1, progress=False,
                               exporter=exporter, quantizer=quantizer)
    assert not out.exists()


def test_quantizer_auto_keeps_the_export_the_parity_gate_scores_best(tiny_llama_dir, tmp_path):
    out = tmp_path / "auto"
    manifest = pipeline.export_bundle(str(tiny_llama_dir), "int4", out, min_agreement=0.0, parity_limit=1,
                                      progress=False, block_size=32, quantizer="auto")
    choice = manifest["quantization"]["quantizer_choice"]
    scores = {q: choice[q]["perplexity_onnx"] for q in ("rtn", "rtn-asym", "k-quant")}
    assert manifest["quantization"]["quantizer"] == min(scores, key=scores.get)
    assert manifest["parity"]["perplexity_onnx"] == min(scores.values())
    assert load_bundle(out).manifest == manifest  # the rewritten manifest is the one on disk, files intact
    assert sorted(p.name for p in tmp_path.iterdir()) == ["auto"]  # the other candidates are gone


def test_kv_cache_rule_fp32_by_logits_quantized_by_next_token():
    # a Gemma-3-270M int4 bundle: its own rounding moves 7% of next tokens, not its predictions' quality
    ok = {"kv_cache_max_abs_diff": 9.58, "kv_cache_top1_agreement": 0.9314, "perplexity_onnx": 200.881,
          "kv_cache_perplexity": 190.884}
    assert parity.kv_cache_refusal(ok, "int8") is None and parity.kv_cache_refusal(ok, "int4") is None
    assert "differ from a full pass by 9.58" in parity.kv_cache_refusal(ok, "fp32")
    worse = dict(ok, kv_cache_perplexity=221.5)
    assert "+10.3%, limit +10%" in parity.kv_cache_refusal(worse, "int4")
    shuffled = dict(ok, kv_cache_top1_agreement=0.79)
    assert "79.0% of tokens" in parity.kv_cache_refusal(shuffled, "int8")


def test_parity_catches_a_kv_path_that_drops_its_past(tiny_llama_dir, tiny_bundle, monkeypatch):
    bundle, texts = load_bundle(tiny_bundle), parity.parity_texts(1)
    sound = parity.measure(tiny_llama_dir, bundle, texts)
    forward = OnnxLM.forward
    monkeypatch.setattr(OnnxLM, "forward", lambda self, ids, **kw: (self.reset(), forward(self, ids, **kw))[1])
    broken = parity.measure(tiny_llama_dir, bundle, texts)
    assert sound["kv_cache_top1_agreement"] == 1.0 and broken["top1_agreement"] == sound["top1_agreement"]
    assert broken["kv_cache_top1_agreement"] < parity.KV_MIN_AGREEMENT_QUANTIZED
    assert parity.kv_cache_refusal(broken, "int8") and parity.kv_cache_refusal(broken, "fp32")


def test_interrupted_export_leaves_nothing(tiny_llama_dir, tmp_path, monkeypatch):
    def interrupted(*a, **k):
        raise KeyboardInterrupt
    monkeypatch.setattr(pipeline, "measure", interrupted)
    out = tmp_path / "b"
    with pytest.raises(KeyboardInterrupt):
        pipeline.export_bundle(str(tiny_llama_dir), "fp32", out, progress=False)
    assert not out.exists() and _no_partials(tmp_path) == []


def test_full_disk_gives_clear_error_and_leaves_nothing(tiny_llama_dir, tmp_path, monkeypatch):
    def disk_full(*a, **k):
        raise OSError(errno.ENOSPC, "No space left on device")
    monkeypatch.setattr(pipeline.genai_builder, "build", disk_full)
    out = tmp_path / "b"
    with pytest.raises(OmniDraftError, match="no space left on device"):
        pipeline.export_bundle(str(tiny_llama_dir), "fp32", out, progress=False)
    assert not out.exists() and _no_partials(tmp_path) == []


def test_unknown_architecture_is_refused(tiny_llama_dir, tmp_path):
    model = tmp_path / "gpt2ish"
    model.mkdir()
    for f in tiny_llama_dir.iterdir():
        (model / f.name).write_bytes(f.read_bytes())
    config = json.loads((model / "config.json").read_text())
    config["architectures"] = ["GPT2LMHeadModel"]
    (model / "config.json").write_text(json.dumps(config))
    with pytest.raises(OmniDraftError, match="the builder does not know architecture GPT2LMHeadModel"):
        pipeline.export_bundle(str(model), "fp32", tmp_path / "out", progress=False, exporter="builder")
    (model / "config.json").write_text(json.dumps({**config, "model_type": "nosuchmodel"}))
    with pytest.raises(OmniDraftError, match="transformers .* cannot read this model's config"):
        pipeline.export_bundle(str(model), "fp32", tmp_path / "out", progress=False)
    assert not (tmp_path / "out").exists()


def test_existing_bundle_needs_overwrite(tiny_bundle):
    with pytest.raises(OmniDraftError, match="--overwrite"):
        pipeline.export_bundle("llama-68m-config", "fp32", tiny_bundle, progress=False)


def test_damaged_bundles_are_detected(tiny_bundle, tmp_path):
    import shutil

    copy = tmp_path / "copy"
    shutil.copytree(tiny_bundle, copy)
    tok = copy / "tokenizer.json"
    data = bytearray(tok.read_bytes())
    data[100] ^= 0x01
    tok.write_bytes(bytes(data))
    assert load_bundle(copy, verify_hashes=False)  # same size: only the hash check sees it
    with pytest.raises(OmniDraftError, match="sha256 of tokenizer.json"):
        load_bundle(copy)  # the file changed since the last check, so a plain load hashes it
    tok.write_bytes(bytes(data[:-10]))
    with pytest.raises(OmniDraftError, match="damaged"):
        load_bundle(copy)
    (copy / "manifest.json").unlink()
    with pytest.raises(OmniDraftError, match="no manifest.json"):
        load_bundle(copy)


def test_a_load_hashes_once_then_again_after_a_file_changes(tiny_bundle, tmp_path, monkeypatch):
    """The first load hashes every file and stamps the bundle; an unchanged bundle is not hashed again;
    a few flipped bytes in the weights (size kept, mtime moved) are refused with verify's message."""
    import shutil

    from omnidraft.runtime import bundle as bundle_mod

    copy = tmp_path / "copy"
    shutil.copytree(tiny_bundle, copy)
    (copy / bundle_mod.VERIFIED_STAMP).unlink(missing_ok=True)
    hashed = []
    real = bundle_mod.sha256_of
    monkeypatch.setattr(bundle_mod, "sha256_of", lambda p: hashed.append(p.name) or real(p))
    files = load_bundle(copy).manifest["files"]
    assert sorted(hashed) == sorted(files) and (copy / bundle_mod.VERIFIED_STAMP).exists()
    hashed.clear()
    load_bundle(copy)
    assert hashed == []
    weights = copy / "model.onnx.data" if (copy / "model.onnx.data").exists() else copy / "model.onnx"
    data = bytearray(weights.read_bytes())
    for i in range(len(data) // 2, len(data) // 2 + 300):
        data[i] ^= 0xFF
    weights.write_bytes(bytes(data))
    with pytest.raises(OmniDraftError, match=f"sha256 of {weights.name} does not match the manifest"):
        load_bundle(copy)
    with pytest.raises(OmniDraftError, match=f"sha256 of {weights.name}"):
        load_bundle(copy)  # a failed check writes no stamp: refused every time
    assert file_table(copy).keys() == files.keys()  # the stamp is never listed as a bundle file


def test_a_read_only_bundle_loads_and_is_hashed_each_time(tiny_bundle, tmp_path, monkeypatch):
    import shutil

    from omnidraft.runtime import bundle as bundle_mod

    copy = tmp_path / "copy"
    shutil.copytree(tiny_bundle, copy)
    (copy / bundle_mod.VERIFIED_STAMP).unlink(missing_ok=True)

    def read_only(path, data):  # what an app's read-only assets or a shared mount answer
        raise OSError(errno.EROFS, "Read-only file system", str(path))

    monkeypatch.setattr(bundle_mod, "write_bytes_atomic", read_only)
    hashed = []
    real = bundle_mod.sha256_of
    monkeypatch.setattr(bundle_mod, "sha256_of", lambda p: hashed.append(p.name) or real(p))
    for _ in range(2):
        assert load_bundle(copy).manifest
    assert len(hashed) == 2 * len(load_bundle(copy, verify_hashes=False).manifest["files"])
    assert not (copy / bundle_mod.VERIFIED_STAMP).exists()


def test_llama_68m_config_exports_with_parity(tmp_path):
    """The paper's drafter architecture goes through the whole pipeline (random weights, so fp32)."""
    manifest = pipeline.export_bundle("llama-68m-config", "fp32", tmp_path / "l68", parity_limit=2, progress=False)
    assert manifest["model"]["num_layers"] == 2 and manifest["model"]["vocab_size"] == 32000
    assert manifest["parity"]["top1_agreement"] >= 0.99


def test_head_dim_gqa_cannot_run_is_refused_by_the_builder(tmp_path):
    import torch
    from transformers import LlamaConfig, LlamaForCausalLM

    from omnidraft.export.llama2_tokenizer import save_llama2_tokenizer

    model = tmp_path / "odd"
    config = LlamaConfig(vocab_size=32000, hidden_size=32, intermediate_size=64, num_hidden_layers=1,
                         num_attention_heads=4, num_key_value_heads=2)
    torch.manual_seed(0)
    LlamaForCausalLM(config).save_pretrained(model)
    save_llama2_tokenizer(model)
    with pytest.raises(OmniDraftError, match="head_dim 8 is not a multiple of 16"):
        pipeline.export_bundle(str(model), "fp32", tmp_path / "out", progress=False, exporter="builder")
    assert not (tmp_path / "out").exists()  # auto takes the torch path instead (test_the_exporter_is_chosen...)


def test_ensure_bundle_exports_again_when_the_exporter_revision_changed(tmp_path, monkeypatch):
    monkeypatch.setenv("OMNIDRAFT_HOME", str(tmp_path))
    calls = []

    def fake_export(model, precision, out, overwrite=False, block_size=None):
        assert block_size == "auto"  # a requantized int4 bundle takes 128 where the parity gate accepts it
        calls.append(overwrite)
        out.mkdir(parents=True, exist_ok=True)
        (out / "manifest.json").write_text(json.dumps({"exporter": {"revision": pipeline.EXPORTER_REVISION}}))

    monkeypatch.setattr(pipeline, "export_bundle", fake_export)
    out = pipeline.ensure_bundle("some-model", "int4")
    assert pipeline.ensure_bundle("some-model", "int4") == out and calls == [False]  # current: used as it is
    (out / "manifest.json").write_text(json.dumps({"exporter": {"name": "onnxruntime-genai model builder"}}))
    assert pipeline.exporter_revision(out) == 1
    pipeline.ensure_bundle("some-model", "int4")
    assert calls == [False, True]


def test_quantization_record_is_read_from_the_graph(tiny_bundle, tmp_path):
    """The builder ignores option names it no longer knows, so the manifest says what the graph holds."""
    import onnx
    from onnx import TensorProto, helper

    from omnidraft.export.genai_builder import quantization_of

    assert quantization_of(tiny_bundle / "model.onnx") == {}  # fp32: no MatMulNBits
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 64])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, 8])

    def node(name, block):
        return helper.make_node("MatMulNBits", ["x", "w", "s"], [name], domain="com.microsoft", K=64, N=8, bits=4,
                                block_size=block, accuracy_level=4)

    for blocks, expected in (([32, 32], {"accuracy_level": 4, "bits": 4, "block_size": 32}),
                             ([32, 128], {"mixed": [{"accuracy_level": 4, "bits": 4, "block_size": 32},
                                                    {"accuracy_level": 4, "bits": 4, "block_size": 128}]})):
        graph = helper.make_graph([node(f"y{i}", b) for i, b in enumerate(blocks)], "g", [x], [y])
        onnx.save(helper.make_model(graph), tmp_path / "m.onnx")
        assert quantization_of(tmp_path / "m.onnx") == expected


def test_block_size_is_refused_where_it_cannot_apply(tiny_llama_dir, tmp_path):
    for precision, block in (("fp32", 128), ("int4", 48)):
        with pytest.raises(OmniDraftError, match=f"block size {block} at {precision}"):
            pipeline.export_bundle(str(tiny_llama_dir), precision, tmp_path / "out", block_size=block, progress=False)
        assert not (tmp_path / "out").exists() and not _no_partials(tmp_path)
    from omnidraft.export import torch_exporter

    with pytest.raises(OmniDraftError, match="block size 48 at int4"):  # the torch path checks the same, first
        torch_exporter.build(tiny_llama_dir, tmp_path / "torch", "int4", 48)


def test_int4_block_size_auto_takes_the_largest_one_the_parity_gate_accepts():
    big, small = {"hidden_size": 1536}, {"hidden_size": 64}
    assert pipeline.block_size_candidates("int4", big, None) == [None]  # the builder's default, 32 (the CLI asks auto)
    assert pipeline.block_size_candidates("int4", big, "auto") == [128, 32]
    assert pipeline.block_size_candidates("int4", small, "auto") == [32]  # no block wider than the rows
    assert pipeline.block_size_candidates("int4", big, 64) == [64]  # asked for: only that one
    assert pipeline.block_size_candidates("int4", big, (64, 32)) == [64, 32]  # several: in that order
    assert pipeline.block_size_candidates("int8", big, "auto") == [None]


def test_a_refused_block_size_falls_back_to_the_next_one(tiny_llama_dir, tmp_path, monkeypatch):
    """The tiny model's rows are 64 wide, so the candidates are patched to (64, 32); the gate is made to
    refuse block 64 (whatever its real agreement), and the export must end at block 32, complete."""
    real = pipeline.measure

    def gate(checkpoint, bundle, texts):
        result = real(checkpoint, bundle, texts)
        if bundle.manifest["quantization"]["block_size"] == 64:
            result["top1_agreement"] = 0.0
        return result

    monkeypatch.setattr(pipeline, "AUTO_INT4_BLOCK_SIZES", (64, 32))
    monkeypatch.setattr(pipeline, "measure", gate)
    out = tmp_path / "tiny-int4"
    manifest = pipeline.export_bundle(str(tiny_llama_dir), "int4", out, min_agreement=0.01, parity_limit=1,
                                      progress=False, block_size="auto")
    assert manifest["quantization"]["block_size"] == 32
    assert manifest["quantization"]["block_size_choice"].startswith("auto: the largest of 64, 32")
    assert load_bundle(out).manifest == manifest and not _no_partials(tmp_path)
    # each stage's peak memory, in MiB (a Python process with torch loaded holds over 100)
    peaks = manifest["exporter"]["peak_rss_mib"]
    assert {"build", "quantize", "rewrite", "parity"} <= peaks.keys() and min(peaks.values()) > 100


def test_the_exporter_is_chosen_per_architecture_or_refused_with_the_reason():
    from types import SimpleNamespace

    known, unknown = SimpleNamespace(architectures=["LlamaForCausalLM"]), SimpleNamespace(architectures=["Olmo2ForCausalLM"])
    record = {"head_dim": 64}
    assert pipeline.choose_exporter("m", known, record, "auto", False) == "builder"
    assert pipeline.choose_exporter("m", known, record, "torch", False) == "torch"
    assert pipeline.choose_exporter("m", unknown, record, "auto", False) == "torch"
    assert pipeline.choose_exporter("m", known, {"head_dim": 40}, "auto", False) == "torch"  # GQA needs multiples of 16
    with pytest.raises(OmniDraftError, match="does not know architecture Olmo2ForCausalLM; use --exporter torch"):
        pipeline.choose_exporter("m", unknown, record, "builder", False)
    with pytest.raises(OmniDraftError, match="hidden-states output .* needs the builder's graph, but the builder does not know"):
        pipeline.choose_exporter("m", unknown, record, "auto", True)
    with pytest.raises(OmniDraftError, match="choose one of auto, builder, torch"):
        pipeline.choose_exporter("m", known, record, "onnx", False)
