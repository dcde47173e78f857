"""Byte-exact tokens across tokenizer families, and the drafter/target bridge built on them."""

import itertools
import unicodedata

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from omnidraft.runtime.speculative import SpeculativeDecoder, _State
from omnidraft.runtime.vocab import VocabBridge
from tests import zoo

# Text that breaks naive bridges: emoji (split bytes), CJK, combining marks, space runs, tabs, code.
PIECES = ["<s>", "</s>", "<|im_end|>", "<|endoftext|>", "🙂", "👩‍💻", "日本語", "한국어", "e\u0301", "n\u0303", "  ", "    ", "\n", "\n\n", "\t", "def f(x):",
          " return x**2", "{ }", "Hello", " world", "ünïcödé", "Ω≈ç√", "0x1F", "    # comment", "'''", "—", "€"]
texts = st.lists(st.one_of(st.sampled_from(PIECES), st.text(max_size=6)), min_size=1, max_size=12).map("".join)


@pytest.fixture(scope="module")
def families():
    return {f: zoo.token_bytes(f) for f in zoo.TOKENIZER_FAMILIES}


@pytest.fixture(scope="module")
def bridges(families):
    """Every drafter -> target pairing of the zoo, built once."""
    return {(d, t): VocabBridge(families[d], families[t]) for d, t in itertools.permutations(families, 2)}


def _normalizes(family: str) -> bool:
    return family == "qwen-bpe"  # its tokenizer.json applies NFC before tokenizing


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=texts)
def test_continuation_tokens_spell_exactly_the_text(families, text):
    for family, tb in families.items():
        want = unicodedata.normalize("NFC", text) if _normalizes(family) else text
        if tb.missing_bytes & set(want.encode("utf-8")):
            continue  # a byte this vocabulary cannot spell (test_missing_bytes_are_known)
        assert tb.decode_bytes(tb.encode_continuation(want)) == want.encode("utf-8"), family


def test_missing_bytes_are_known(families):
    """Byte-fallback and complete byte-level vocabularies spell every byte; SmolLM2's lacks a few."""
    assert families["llama2-sp"].missing_bytes == frozenset()
    assert families["gpt2-bpe"].missing_bytes == frozenset()
    assert families["mistral-v1-sp"].missing_bytes == frozenset()
    for family in ("llama3-bpe", "gemma-sp", "mistral-v3-sp", "phi3-sp"):
        assert families[family].missing_bytes == frozenset(), family
    smol = families["smollm2-bpe"]
    assert 0xF1 in smol.missing_bytes and len(smol.missing_bytes) < 32
    assert set("🙂日本語".encode()) .isdisjoint(smol.missing_bytes)


def test_direct_mapping_is_byte_exact(families, bridges):
    for (d_name, t_name), bridge in bridges.items():
        draft, target = families[d_name], families[t_name]
        assert bridge.shared > 1000
        for d, t in zip(bridge.dm_draft_ids, bridge.dm_target_ids):
            if d in draft.special_ids:
                assert t in target.special_ids  # specials map to specials, by text or role
            else:
                assert draft.bytes_of[d] == target.bytes_of[t]


def test_chat_turn_tokens_map_by_role_across_families(families, bridges):
    """ChatML's <|im_end|> ends a turn; so do Llama-3's <|eot_id|>, Phi-3's <|end|> and Gemma 4's <turn|>."""
    im_end = families["qwen-bpe"].tokenizer.token_to_id("<|im_end|>")
    for target, text in (("llama3-bpe", "<|eot_id|>"), ("phi3-sp", "<|end|>"), ("gemma-sp", "<turn|>"),
                         ("smollm2-bpe", "<|im_end|>")):
        want = families[target].tokenizer.token_to_id(text)
        assert bridges["qwen-bpe", target].d2t[im_end] == want, target
    # a special token with no counterpart maps to nothing, so it is never proposed to the target
    gemma, llama2 = families["gemma-sp"], families["llama2-sp"]
    assert bridges["gemma-sp", "llama2-sp"].d2t[gemma.tokenizer.token_to_id("<turn|>")] == -1
    assert not set(bridges["gemma-sp", "llama2-sp"].dm_target_ids[
        np.isin(bridges["gemma-sp", "llama2-sp"].dm_draft_ids, sorted(gemma.special_ids))]) - llama2.special_ids


def test_mistral_and_llama2_share_size_not_ids(families):
    """Same vocabulary size, different ids: mapping by bytes must not assume equal ids."""
    llama, mistral = families["llama2-sp"], families["mistral-v1-sp"]
    assert llama.vocab_size == mistral.vocab_size == 32000
    bridge = VocabBridge(mistral, llama)
    moved = sum(1 for d, t in zip(bridge.dm_draft_ids, bridge.dm_target_ids) if d != t)
    assert moved > 10000
    assert mistral.encode("Hello world!") == [22557, 1526, 28808]  # Mistral's reference ids


def test_llama2_byte_fallback_and_space_marker(families):
    tb = families["llama2-sp"]
    assert tb.bytes_of[13] == b"\n"  # <0x0A>
    assert tb.bytes_of[15043] == b" Hello"  # '▁Hello'
    emoji = tb.encode_continuation("🙂")
    assert len(emoji) == 4 and tb.decode_bytes(emoji) == "🙂".encode()  # four byte-fallback tokens


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=texts, split=st.integers(min_value=1, max_value=6))
def test_drafter_context_follows_accepted_target_tokens(families, bridges, text, split):
    """Feeding target tokens in arbitrary chunks keeps drafter context + pending bytes == the text, in
    every pairing of the zoo's tokenizer families."""
    for (d_name, t_name), bridge in bridges.items():
        draft, target = families[d_name], families[t_name]
        want = unicodedata.normalize("NFC", text) if _normalizes(t_name) else text
        if (draft.missing_bytes | target.missing_bytes) & set(want.encode("utf-8")):
            continue
        ids = target.encode(want)
        decoder = SpeculativeDecoder(None, target, None, draft, bridge)
        state = _State(rng=np.random.default_rng(0))
        for i in range(0, len(ids), split):
            decoder._sync_draft(state, ids[i:i + split])
        spelled = target.decode_bytes(ids)  # SentencePiece targets prepend a space at the start of a text
        if _normalizes(d_name):  # a normalizing drafter sees the NFC form (costs acceptance, never output)
            spelled = unicodedata.normalize("NFC", spelled.decode("utf-8")).encode("utf-8")
        assert draft.decode_bytes(state.d_ctx) + state.pending_bytes == spelled, (d_name, t_name)
        assert state.pending_bytes == b""  # the target's tokens always end on whole characters here


def test_ngram_learning_spells_target_tokens(families):
    """Cache entries map a target token to >1 drafter tokens with exactly its bytes."""
    draft, target = families["llama2-sp"], families["qwen-bpe"]
    decoder = SpeculativeDecoder(None, target, None, draft, VocabBridge(draft, target))
    decoder._learn(target.encode(" Therefore the flake is a mathematician's 日本語 fix"))
    assert len(decoder.cache) > 0
    for spelled, entry in decoder.cache.entries.items():
        assert len(spelled) > 1 and draft.decode_bytes(spelled) == target.bytes_of[entry.target]
