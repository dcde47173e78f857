"""Every architecture family: a tiny random model with its family's real tokenizer is exported on the
auto path, must pass the parity gate (or be refused with the reason), and speculates losslessly.

Gemma-3 under transformers 5 keeps its rotary settings per attention type, which onnxruntime-genai's
builder could not read (KeyError: 'rope_type'); export/builder_main.py normalizes the config first.
Granite scales and Gemma-2 soft-caps the logits after the head; the last-rows slice goes before them.
"""

import pytest

from omnidraft.errors import ParityRefused
from omnidraft.export.builder_main import normalize
from omnidraft.runtime.bundle import load_bundle
from omnidraft.runtime.generator import Generator
from tests import zoo

# Longer than the tiny models' sliding window (16 tokens), so local layers really slide.
PROMPT = "def fibonacci(n):\n    if n < 2:\n        return n\n    "
EXPORTED = [name for name in zoo.TINY_ARCHS if name != "olmo"]


@pytest.mark.parametrize("name", EXPORTED)
def test_family_exports_at_parity_and_speculates_losslessly(name):
    bundle = zoo.tiny_arch_bundle(name)
    manifest = load_bundle(bundle).manifest
    assert manifest["model"]["architecture"] == zoo.TINY_ARCHS[name][1]
    assert manifest["parity"]["top1_agreement"] >= 0.99 and manifest["parity"]["kv_cache_max_abs_diff"] < 1e-2
    gen = Generator(bundle, zoo.tiny_bundle("smollm2-bpe"), k=3, threads=1)
    reference = gen.generate(PROMPT, 20, method="target-only", reference=True)
    assert gen.generate(PROMPT, 20, method="omnidraft").token_ids == reference.token_ids


def test_olmo_is_refused_by_the_parity_gate(tmp_path):
    """onnxruntime-genai 0.18's OLMo graph disagrees with torch at fp32 (74% top-1 on the tiny model):
    the export must say so and write nothing, not hand over a wrong bundle."""
    from omnidraft.export.pipeline import export_bundle

    with pytest.raises(ParityRefused, match="agrees with the torch model"):
        export_bundle(str(zoo.tiny_arch_dir("olmo")), "fp32", tmp_path / "olmo", parity_limit=1, progress=False)
    assert not (tmp_path / "olmo").exists()


def test_rope_parameters_per_attention_type_are_flattened_for_the_builder():
    from transformers import AutoConfig

    config = AutoConfig.from_pretrained(zoo.tiny_arch_dir("gemma3"))
    assert "rope_type" not in config.rope_parameters  # transformers 5's nested form
    normalize(config)
    assert config.rope_parameters["rope_type"] == "default" and config.rope_parameters["rope_theta"] == 1e6
    assert config.rope_local_base_freq == 10000.0


@pytest.mark.parametrize("drafter", ["smollm2-bpe", "llama2-sp"])
@pytest.mark.parametrize("direction", ["gemma3 target", "gemma3 drafter"])
def test_gemma3_speculates_losslessly_both_ways(drafter, direction):
    gemma3, other = zoo.tiny_arch_bundle("gemma3"), zoo.tiny_bundle(drafter)
    target, draft = (gemma3, other) if direction == "gemma3 target" else (other, gemma3)
    gen = Generator(target, draft, k=3, threads=1)
    for prompt in (PROMPT, "Janet has 3 apples and buys 5 more. How many"):
        reference = gen.generate(prompt, 24, method="target-only", reference=True)
        for method in ("omnidraft", "spd-dm"):
            assert gen.generate(prompt, 24, method=method).token_ids == reference.token_ids, (method, prompt)
