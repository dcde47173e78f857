"""The four kinds of model source resolve to a HF checkpoint, and bad ones fail clearly."""

import json
import shutil

import pytest

from omnidraft.errors import OmniDraftError
from omnidraft.export.loader import resolve


def test_hf_directory_is_used_in_place(tiny_llama_dir):
    ckpt = resolve(str(tiny_llama_dir))
    assert ckpt.kind == "hf_dir" and ckpt.path == tiny_llama_dir.resolve()


def test_hf_directory_without_tokenizer_is_refused(tiny_llama_dir, tmp_path):
    shutil.copy(tiny_llama_dir / "config.json", tmp_path / "config.json")
    with pytest.raises(OmniDraftError, match="no tokenizer"):
        resolve(str(tmp_path))


def test_directory_without_config_is_refused(tmp_path):
    with pytest.raises(OmniDraftError, match="no config.json"):
        resolve(str(tmp_path))


def test_non_gguf_file_is_refused(tmp_path):
    f = tmp_path / "weights.bin"
    f.write_bytes(b"\0" * 16)
    with pytest.raises(OmniDraftError, match="not a .gguf"):
        resolve(str(f))


def test_corrupt_gguf_fails_clearly(tmp_path, monkeypatch):
    monkeypatch.setenv("OMNIDRAFT_HOME", str(tmp_path / "home"))
    f = tmp_path / "broken.gguf"
    f.write_bytes(b"GGUF" + b"\x03\0\0\0" + b"\xff" * 64)
    with pytest.raises(OmniDraftError, match="cannot load this GGUF"):
        resolve(str(f))
    assert not any((tmp_path / "home").rglob("config.json"))


def test_gguf_conversion_gives_transformers_own_weights(tmp_path):
    """export/gguf_convert.py writes one tensor at a time what from_pretrained holds all at once."""
    import numpy as np
    import torch
    from safetensors.numpy import load_file
    from transformers import AutoModelForCausalLM

    from omnidraft.export.gguf_convert import convert
    from tests.tiny_gguf import tiny_gguf

    gguf = tiny_gguf("smollm2-bpe")  # a Llama (q/k rows permuted by llama.cpp), five block types
    convert(gguf, tmp_path / "hf")
    ours = load_file(tmp_path / "hf" / "model.safetensors")
    reference = AutoModelForCausalLM.from_pretrained(gguf.parent, gguf_file=gguf.name, dtype=torch.float32)
    theirs = {k: v.numpy() for k, v in reference.state_dict().items()}
    assert ours.keys() == theirs.keys()
    for name, values in theirs.items():
        assert np.array_equal(ours[name], values), name
    assert json.loads((tmp_path / "hf" / "config.json").read_text())["architectures"] == ["LlamaForCausalLM"]


def test_hub_id_without_hub_fails_with_advice(monkeypatch):
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    with pytest.raises(OmniDraftError, match="download the checkpoint elsewhere"):
        resolve("someone/some-model")


def test_unknown_name_lists_what_is_accepted():
    with pytest.raises(OmniDraftError, match="not a packaged model"):
        resolve("no-such-model")


def test_llama_68m_config_has_paper_shape_and_real_llama2_tokenizer():
    from transformers import AutoTokenizer

    ckpt = resolve("llama-68m-config")
    config = json.loads((ckpt.path / "config.json").read_text())
    assert (config["num_hidden_layers"], config["hidden_size"], config["intermediate_size"],
            config["num_attention_heads"], config["vocab_size"]) == (2, 768, 3072, 12, 32000)
    tok = AutoTokenizer.from_pretrained(ckpt.path)
    assert tok("Hello world!").input_ids == [1, 15043, 3186, 29991]  # reference ids from Meta's tokenizer


@pytest.mark.slow
def test_packaged_model_and_its_gguf_file_give_the_same_weights():
    """A packaged name and the same GGUF passed as a file take one code path to equal checkpoints."""
    from safetensors.numpy import load_file

    from omnidraft.export.registry import PACKAGED_MODELS
    from omnidraft.paths import models_dir

    packaged = resolve("smollm2-135m-instruct")
    gguf = models_dir() / "smollm2-135m-instruct" / PACKAGED_MODELS["smollm2-135m-instruct"].gguf_name
    as_file = resolve(str(gguf))
    assert packaged.kind == "packaged" and as_file.kind == "gguf"
    a = load_file(packaged.path / "model.safetensors")
    b = load_file(as_file.path / "model.safetensors")
    assert a.keys() == b.keys()
    assert all((a[k] == b[k]).all() for k in a)
