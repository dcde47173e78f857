"""Every architecture family: a tiny random model with its family's real tokenizer is exported on the
auto path, must pass the parity gate (or be refused with the reason), and speculates losslessly.

Gemma-3 under transformers 5 keeps its rotary settings per attention type, which onnxruntime-genai's
builder could not read (KeyError: 'rope_type'); export/builder_main.py normalizes the config first.
Granite scales and Gemma-2 soft-caps the logits after the head; the last-rows slice goes before them.
OLMo's parameter-free LayerNorm was written as RMSNorm by the builder (74% top-1); builder_main
corrects it. Phi-3.5's LongRoPE needed the builder's ``type`` key, and its row-stable context ends
at the original context length. OLMo-2 is not in the builder: auto exports it with torch.onnx.
"""

import pytest

from omnidraft.errors import ParityRefused
from omnidraft.export.builder_main import normalize
from omnidraft.export.pipeline import EXPORTER_NAMES
from omnidraft.runtime.bundle import load_bundle
from omnidraft.runtime.generator import Generator
from tests import zoo

# Longer than the tiny models' sliding window (16 tokens), so local layers really slide.
PROMPT = "def fibonacci(n):\n    if n < 2:\n        return n\n    "
FAMILIES = list(zoo.TINY_ARCHS)


@pytest.mark.parametrize("name", FAMILIES)
def test_family_exports_at_parity_on_the_auto_path(name):
    manifest = load_bundle(zoo.tiny_arch_bundle(name)).manifest
    assert manifest["model"]["architecture"] == zoo.TINY_ARCHS[name][1]
    assert manifest["exporter"]["name"] == EXPORTER_NAMES["torch" if name in zoo.TORCH_EXPORTED else "builder"]
    assert manifest["parity"]["top1_agreement"] >= 0.99 and manifest["parity"]["kv_cache_max_abs_diff"] < 1e-2


@pytest.mark.parametrize("drafter", ["smollm2-bpe", "llama2-sp"])
@pytest.mark.parametrize("role", ["target", "drafter"])
@pytest.mark.parametrize("name", FAMILIES)
def test_family_speculates_losslessly_both_ways(name, role, drafter):
    family, other = zoo.tiny_arch_bundle(name), zoo.tiny_bundle(drafter)
    target, draft = (family, other) if role == "target" else (other, family)
    gen = Generator(target, draft, k=3, threads=1)
    reference = gen.generate(PROMPT, 20, method="target-only", reference=True)
    assert gen.generate(PROMPT, 20, method="omnidraft").token_ids == reference.token_ids


def test_longrope_bundles_stop_at_the_original_context():
    """Past original_max_position_embeddings LongRoPE switches every position to its long factors, so a
    row's keys would depend on the call it came in: the bundle's context ends where rows are stable,
    and a session asked for more gets that (the builder's graph takes 2048 positions)."""
    bundle = zoo.tiny_arch_bundle("phi35")
    assert load_bundle(bundle).manifest["model"]["context_length"] == 512
    assert Generator(bundle, zoo.tiny_bundle("smollm2-bpe"), threads=1, max_length=2048).target.max_length == 512


def test_olmo_with_clip_qkv_takes_the_torch_path(tmp_path):
    """OLMo-7B-0424 clamps q/k/v; the builder's graph does not, so auto exports it with torch.onnx, and
    asking for the builder is refused by name."""
    import json
    import shutil

    from omnidraft.errors import OmniDraftError
    from omnidraft.export.pipeline import export_bundle

    model = tmp_path / "olmo-clip"
    shutil.copytree(zoo.tiny_arch_dir("olmo"), model)
    config = json.loads((model / "config.json").read_text())
    (model / "config.json").write_text(json.dumps({**config, "clip_qkv": 0.5}))
    with pytest.raises(OmniDraftError, match="clip_qkv"):
        export_bundle(str(model), "fp32", tmp_path / "out", parity_limit=1, progress=False, exporter="builder")
    assert not (tmp_path / "out").exists()
    manifest = export_bundle(str(model), "fp32", tmp_path / "out", parity_limit=1, progress=False)
    assert manifest["exporter"]["name"] == EXPORTER_NAMES["torch"] and manifest["parity"]["top1_agreement"] >= 0.99


def test_torch_path_quantizes_every_projection_and_a_tied_head(tmp_path):
    """int4 on the torch path: onnxruntime's MatMulNBitsQuantizer takes the 7 projections of each layer
    and the head, though here it is tied to the embeddings (it reads the table through a Transpose,
    which the quantizer skips); the bundle still speculates losslessly."""
    import json
    import shutil

    import onnx

    from omnidraft.export.pipeline import export_bundle

    model = tmp_path / "tied"
    shutil.copytree(zoo.tiny_arch_dir("mistral"), model)  # 32k vocabulary: the smallest of the zoo's
    config = json.loads((model / "config.json").read_text())
    (model / "config.json").write_text(json.dumps({**config, "tie_word_embeddings": True}))
    manifest = export_bundle(str(model), "int4", tmp_path / "int4", parity_limit=1, progress=False,
                             exporter="torch", min_agreement=0.0)
    assert manifest["quantization"]["bits"] == 4 and manifest["quantization"]["block_size"] == 32
    graph = onnx.load(tmp_path / "int4" / "model.onnx", load_external_data=False).graph
    assert sum(n.op_type == "MatMulNBits" for n in graph.node) == 7 * 2 + 1
    gen = Generator(tmp_path / "int4", zoo.tiny_bundle("smollm2-bpe"), k=3, threads=1)
    reference = gen.generate(PROMPT, 20, method="target-only", reference=True)
    assert gen.generate(PROMPT, 20, method="omnidraft").token_ids == reference.token_ids


def test_torch_path_gives_the_builders_tokens_on_a_sliding_window_family(tmp_path):
    """The same Gemma-3 (sliding window 16 + global layers) exported both ways: the torch.onnx graph
    concatenates its cache (every row kept; the window is in the mask), speculates losslessly, and
    decodes the builder graph's tokens."""
    from omnidraft.export.pipeline import export_bundle

    manifest = export_bundle(str(zoo.tiny_arch_dir("gemma3")), "fp32", tmp_path / "torch", parity_limit=1,
                             progress=False, exporter="torch")
    assert manifest["graph"]["kv_cache"] == "concat" and manifest["parity"]["kv_cache_max_abs_diff"] < 1e-2
    builder = Generator(zoo.tiny_arch_bundle("gemma3"), None, threads=1)
    torch_graph = Generator(tmp_path / "torch", zoo.tiny_bundle("llama2-sp"), k=3, threads=1)
    reference = torch_graph.generate(PROMPT, 24, method="target-only", reference=True)
    assert reference.token_ids == builder.generate(PROMPT, 24, method="target-only", reference=True).token_ids
    assert torch_graph.generate(PROMPT, 24, method="omnidraft").token_ids == reference.token_ids


def test_rope_parameters_per_attention_type_are_flattened_for_the_builder():
    from transformers import AutoConfig

    config = AutoConfig.from_pretrained(zoo.tiny_arch_dir("gemma3"))
    assert "rope_type" not in config.rope_parameters  # transformers 5's nested form
    normalize(config)
    assert config.rope_parameters["rope_type"] == "default" and config.rope_parameters["rope_theta"] == 1e6
    assert config.rope_local_base_freq == 10000.0


@pytest.mark.parametrize("drafter", ["smollm2-bpe", "llama2-sp"])
@pytest.mark.parametrize("direction", ["gemma3 target", "gemma3 drafter"])
def test_gemma3_speculates_losslessly_by_every_method(drafter, direction):
    gemma3, other = zoo.tiny_arch_bundle("gemma3"), zoo.tiny_bundle(drafter)
    target, draft = (gemma3, other) if direction == "gemma3 target" else (other, gemma3)
    gen = Generator(target, draft, k=3, threads=1)
    prompt = "Janet has 3 apples and buys 5 more. How many"
    reference = gen.generate(prompt, 24, method="target-only", reference=True)
    for method in ("omnidraft", "spd-dm"):
        assert gen.generate(prompt, 24, method=method).token_ids == reference.token_ids, method


@pytest.mark.parametrize("name", ["gemma2", "gemma3"])
def test_a_context_shorter_than_the_sliding_window_runs(name):
    """onnxruntime's GroupQueryAttention refuses a KV buffer shorter than its local window ("KV cache
    capacity (236) must be at least local_window_size (512)": a Gemma-3-270M bundle in decode-bench), so
    the shared buffer holds the window while max_length still bounds the context."""
    import numpy as np

    from omnidraft.errors import OmniDraftError
    from omnidraft.runtime.onnx_lm import OnnxLM, sliding_window

    bundle = load_bundle(zoo.tiny_arch_bundle(name))
    assert sliding_window(bundle) == 16
    short, full = OnnxLM(bundle, max_length=8), OnnxLM(bundle)
    ids = [5, 17, 300, 42, 9, 1000]
    assert np.array_equal(short.forward(ids), full.forward(ids))
    with pytest.raises(OmniDraftError, match="exceeds this session's max_length 8"):
        short.forward([7, 8, 9])
