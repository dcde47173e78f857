"""Shared fixtures: a tiny random Llama (real Llama-2 tokenizer) and its exported bundle.

Tiny random models keep the unit tests fast; they are never the evidence that a feature works
on real models (the ``slow`` tests use the packaged models).
"""

import pytest


@pytest.fixture(scope="session")
def tiny_llama_dir(tmp_path_factory):
    import torch
    from transformers import LlamaConfig, LlamaForCausalLM

    from omnidraft.export.llama2_tokenizer import save_llama2_tokenizer

    path = tmp_path_factory.mktemp("tiny-llama")
    config = LlamaConfig(vocab_size=32000, hidden_size=64, intermediate_size=128, num_hidden_layers=2,
                         num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=512,
                         bos_token_id=1, eos_token_id=2, tie_word_embeddings=False)
    torch.manual_seed(0)
    LlamaForCausalLM(config).save_pretrained(path)
    save_llama2_tokenizer(path)
    return path


@pytest.fixture(scope="session")
def tiny_bundle(tiny_llama_dir, tmp_path_factory):
    from omnidraft.export.pipeline import export_bundle

    out = tmp_path_factory.mktemp("bundles") / "tiny-fp32"
    export_bundle(str(tiny_llama_dir), "fp32", out, parity_limit=2, progress=False)
    return out
