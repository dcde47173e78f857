"""llama.cpp's tokenizer reference cases (written outside this project) through our id -> bytes tables."""

import pytest

from omnidraft.tools import vocab_reference

# The vocabularies whose families the zoo and the exporter cover: Llama-2 SPM, Llama-3 BPE, Phi-3,
# Gemma, Qwen2, GPT-2, and two more byte-level BPEs (StarCoder, DeepSeek-Coder).
VOCABS = ("llama-spm", "llama-bpe", "phi-3", "gemma-4", "qwen2", "gpt-2", "starcoder", "deepseek-coder")


def test_cases_are_split_as_llama_cpp_splits_them():
    cases = vocab_reference.cases("llama-bpe")
    assert len(cases) == 46
    texts = [t for t, _ in cases]
    assert "" in texts and "Hello world" in texts and " Hello world" in texts
    assert dict(cases)["Hello world"] == [9906, 1917]  # llama.cpp's ids for Llama-3


@pytest.mark.parametrize("name", VOCABS)
def test_every_reference_sequence_spells_its_input(name):
    result = vocab_reference.check(name)
    assert "refused" not in result, result
    assert result["bytes_exact"] == result["cases"], result["failures"]


def test_a_vocabulary_that_cannot_round_trip_is_refused_not_miscounted(monkeypatch):
    """A tokenizer whose ids do not spell text back byte for byte is reported as refused, with the reason."""
    from omnidraft.errors import OmniDraftError

    def refuse(name):
        raise OmniDraftError("does not round-trip")

    monkeypatch.setattr(vocab_reference, "token_bytes", refuse)
    result = vocab_reference.check("llama-bpe")
    assert result["refused"] == "does not round-trip" and result["cases"] == 46
