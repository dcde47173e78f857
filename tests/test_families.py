"""Architectures beyond Llama and Qwen2: export on the auto path and lossless speculation both ways.

Gemma-3 under transformers 5 keeps its rotary settings per attention type, which onnxruntime-genai's
builder could not read (KeyError: 'rope_type'); export/builder_main.py normalizes the config first.
"""

import pytest

from omnidraft.export.builder_main import normalize
from omnidraft.runtime.bundle import load_bundle
from omnidraft.runtime.generator import Generator
from tests import zoo

# Longer than the tiny Gemma-3's sliding window (16 tokens), so the local layers really slide.
PROMPTS = ["def fibonacci(n):\n    if n < 2:\n        return n\n    ", "Janet has 3 apples and buys 5 more. How many"]


@pytest.fixture(scope="module")
def gemma3():
    return zoo.tiny_gemma3_bundle()


def test_rope_parameters_per_attention_type_are_flattened_for_the_builder():
    from transformers import AutoConfig

    config = AutoConfig.from_pretrained(zoo.tiny_gemma3_dir())
    assert "rope_type" not in config.rope_parameters  # transformers 5's nested form
    normalize(config)
    assert config.rope_parameters["rope_type"] == "default" and config.rope_parameters["rope_theta"] == 1e6
    assert config.rope_local_base_freq == 10000.0


def test_gemma3_exports_and_matches_torch(gemma3):
    manifest = load_bundle(gemma3).manifest
    assert manifest["model"]["architecture"] == "Gemma3ForCausalLM"
    assert manifest["parity"]["top1_agreement"] >= 0.99 and manifest["parity"]["kv_cache_max_abs_diff"] < 1e-2


@pytest.mark.parametrize("drafter", ["smollm2-bpe", "llama2-sp"])
@pytest.mark.parametrize("direction", ["gemma3 target", "gemma3 drafter"])
def test_gemma3_speculates_losslessly_both_ways(gemma3, drafter, direction):
    other = zoo.tiny_bundle(drafter)
    target, draft = (gemma3, other) if direction == "gemma3 target" else (other, gemma3)
    gen = Generator(target, draft, k=3, threads=1)
    for prompt in PROMPTS:
        reference = gen.generate(prompt, 24, method="target-only", reference=True)
        for method in ("omnidraft", "spd-dm"):
            assert gen.generate(prompt, 24, method=method).token_ids == reference.token_ids, (method, prompt)
