"""Greedy speculative output equals target-only greedy output, token for token, for every pairing.

The reference is target-only with row-stable steps (OnnxLM.forward row_stable=True): the numerics the
verifier uses. On fp32 bundles single-row steps agree too (checked below on the real pair's fp32).
"""

import itertools
from types import SimpleNamespace

import numpy as np

import pytest

from omnidraft.cache_store.store import NgramStore
from omnidraft.errors import OmniDraftError
from omnidraft.runtime import generator as generator_module
from omnidraft.runtime.generator import Generator
from omnidraft.runtime.speculative import SpeculativeDecoder
from tests import zoo

PROMPTS = ["def fibonacci(n):\n    ", "Janet has 3 apples and buys 5 more. How many", "日本語のテキスト 🙂 and   spaces\n\t"]


@pytest.fixture(scope="module")
def bundles():
    return {f: zoo.tiny_bundle(f) for f in zoo.FAMILIES}


@pytest.mark.parametrize("draft_family,target_family", list(itertools.permutations(zoo.FAMILIES, 2)))
def test_greedy_identical_for_every_pairing(bundles, draft_family, target_family):
    gen = Generator(bundles[target_family], bundles[draft_family], k=4, threads=1, draft_cost=0)  # draft every round
    for prompt in PROMPTS:
        reference = gen.generate(prompt, 24, method="target-only", reference=True)
        for method in ("omnidraft", "spd-dm", "prompt-lookup", "omnidraft+lookup"):
            result = gen.generate(prompt, 24, method=method)
            assert result.token_ids == reference.token_ids, (method, prompt)
    # Unrelated random models rarely agree, so these pairings mostly exercise rejection, rollback
    # and re-sync; the accept path is exercised on the real pair (test_real_pair.py).


def test_sampling_is_reproducible_with_a_seed(bundles):
    gen = Generator(bundles["qwen-bpe"], bundles["llama2-sp"], threads=1)
    a = gen.generate(PROMPTS[0], 20, temperature=0.8, top_p=0.95, seed=7)
    b = gen.generate(PROMPTS[0], 20, temperature=0.8, top_p=0.95, seed=7)
    assert a.token_ids == b.token_ids and len(a.token_ids) == 20
    assert all(0 <= t < gen.target.vocab_size for t in a.token_ids)


def test_empty_prompt_is_refused(bundles):
    gen = Generator(bundles["qwen-bpe"], bundles["llama2-sp"], threads=1)
    with pytest.raises(OmniDraftError, match="empty"):
        gen.generate("   ")


def test_prompt_longer_than_context_is_refused(bundles):
    gen = Generator(bundles["qwen-bpe"], bundles["llama2-sp"], threads=1, max_length=64)
    with pytest.raises(OmniDraftError, match="exceeds the usable context"):
        gen.generate("word " * 100, 16)


def test_same_bundle_as_drafter_and_target_is_refused(bundles):
    with pytest.raises(OmniDraftError, match="same bundle"):
        Generator(bundles["qwen-bpe"], bundles["qwen-bpe"])


def test_drafter_sharing_too_little_falls_back_to_target_only(bundles, monkeypatch, capsys):
    monkeypatch.setattr(generator_module, "MIN_SHARED_FRACTION", 1.01)
    gen = Generator(bundles["qwen-bpe"], bundles["llama2-sp"], threads=1)
    assert "generating with the target alone" in capsys.readouterr().err
    result = gen.generate(PROMPTS[0], 12)
    reference = gen.generate(PROMPTS[0], 12, method="target-only")
    assert result.stats["method"] == "target-only" and result.token_ids == reference.token_ids


def test_stats_name_every_metric(bundles):
    gen = Generator(bundles["smollm2-bpe"], bundles["gpt2-bpe"], threads=1)
    stats = gen.generate(PROMPTS[1], 16).stats
    for key in ("acceptance_per_draft_token", "acceptance_per_target_token", "mean_accepted_length",
                "ngram_merges_proposed", "ngram_merges_accepted", "rounds", "tokens_per_s", "time_split_s"):
        assert key in stats
    assert set(stats["time_split_s"]) == {"prefill", "draft", "translate", "verify", "rollback", "record"}


def test_first_speculated_token_follows_the_target_distribution(bundles):
    """Sampled spd-dm output: the token after the prefill comes from one speculative round (accept,
    residual, or the unmapped-drafter residual); over many seeds it must be distributed as p."""
    from scipy.stats import chisquare

    from omnidraft.runtime.sampling import probabilities

    gen = Generator(bundles["qwen-bpe"], bundles["llama2-sp"], k=1, threads=1)
    prompt = gen.tokenizer("def add(a, b):", add_special_tokens=False).input_ids
    temperature, n = 1.0, 1500
    pairs = [gen.generate_ids(prompt, 2, temperature=temperature, seed=s, method="spd-dm").token_ids for s in range(n)]
    first = max({p[0] for p in pairs}, key=lambda t: sum(p[0] == t for p in pairs))
    seconds = [p[1] for p in pairs if p[0] == first]
    gen.target.reset()
    p = probabilities(gen.target.forward(prompt + [first], row_stable=True)[-1], temperature, 1.0)
    counts = np.bincount(seconds, minlength=len(p)).astype(float)
    keep = p * len(seconds) >= 5
    observed = np.append(counts[keep], counts[~keep].sum())
    expected = np.append(p[keep], p[~keep].sum()) * len(seconds)
    assert keep.sum() >= 3 and len(seconds) > 300  # the modal first token is ~38% of draws
    assert chisquare(observed, expected).pvalue > 1e-3


def test_draft_budget_counts_target_tokens_and_finishes_cached_ngrams():
    """k counts target proposals; at the budget the drafter goes on only to complete a cached n-gram."""
    dec = SpeculativeDecoder.__new__(SpeculativeDecoder)
    dec.bridge = SimpleNamespace(d2t=np.array([-1, 11, 12, 13, -1, -1]))  # drafter ids 0, 4, 5 have no mapping
    dec.cache = NgramStore(policy="none")
    dec.cache.observe(100, [1, 2])
    dec.cache.observe(101, [4, 2, 3])
    assert dec._budget_open([1], 1, use_cache=True)  # " There" might become " Therefore"
    assert not dec._budget_open([1], 1, use_cache=False)  # spd-dm: one drafter token, one proposal
    assert not dec._budget_open([1, 2], 1, use_cache=True)  # merged: the one proposal is complete
    assert not dec._budget_open([1, 3], 1, use_cache=True)  # no merge: 3 is a second proposal, over budget
    assert dec._budget_open([1, 3], 3, use_cache=True)
    assert dec._budget_open([4], 1, use_cache=True) and dec._budget_open([4, 2], 1, use_cache=True)
    assert not dec._budget_open([5], 2, use_cache=True)  # unmapped, starts no n-gram: the draft ends
    assert not dec._budget_open([4, 3], 2, use_cache=True)  # the open n-gram failed: it ends there too
    prop = dec._translate([1, 3], [], use_cache=True, limit=1)
    assert (prop.target_ids, prop.spans) == ([11], [1])
    prop = dec._translate([4, 2, 3, 1], [], use_cache=True, limit=1)
    assert (prop.target_ids, prop.spans) == ([101], [3])


@pytest.mark.parametrize("family", ["llama2-sp", "qwen-bpe", "gpt2-bpe"])
def test_text_stream_pieces_are_whole_characters_adding_up_to_the_text(family):
    """Random batches of ids (byte tokens that split characters, special tokens mid-stream, the
    SentencePiece leading space): every piece is whole characters and the pieces add up to decode()."""
    from tokenizers import Tokenizer

    from omnidraft.runtime.text import TextStream
    from tests.zoo import tokenizer_dir

    tok = Tokenizer.from_file(str(tokenizer_dir(family) / "tokenizer.json"))
    rng = np.random.default_rng(0)
    specials = [i for i, t in tok.get_added_tokens_decoder().items() if t.special]
    texts = ["héllo wörld 日本語 🙂🙃 def f(x):\n    return x", "  spaces\t\ttabs 123 4567 ✓"]
    for trial in range(60):
        ids = tok.encode(texts[trial % 2]).ids + rng.integers(0, tok.get_vocab_size(), 20).tolist()
        if specials and trial % 3:
            ids.insert(int(rng.integers(0, len(ids))), int(rng.choice(specials)))
        stream, pieces, i = TextStream(tok), [], 0
        while i < len(ids):
            n = int(rng.integers(1, 4))
            pieces.append(stream.push(ids[i:i + n]))
            i += n
        pieces.append(stream.finish())
        assert "".join(pieces) == tok.decode(ids, skip_special_tokens=True), (family, trial)
        if trial % 2 == 0:  # text only, but batches that cut characters: no piece shows a cut character
            ids = tok.encode(texts[0]).ids
            stream = TextStream(tok)
            pieces = [stream.push(ids[i:i + 2]) for i in range(0, len(ids), 2)]
            assert "".join(pieces) == texts[0] and not any("\ufffd" in p for p in pieces), (family, trial)


@pytest.mark.parametrize("padded_role", ["target", "drafter"])
def test_logits_wider_than_the_tokenizer_in_either_role(bundles, padded_role):
    """Qwen's graph has 151,936 logits for 151,665 ids. Here 256 padding logits get random weights, so
    greedy choices land on them: a padded drafter id maps to nothing, a padded target id spells no
    bytes, and the output still equals the target's own."""
    padded = zoo.tiny_bundle("llama2-sp", padding=256)
    target, draft = (padded, bundles["smollm2-bpe"]) if padded_role == "target" else (bundles["smollm2-bpe"], padded)
    gen = Generator(target, draft, k=3, threads=1)
    assert gen.target.vocab_size - gen.target_tokens.vocab_size == (256 if padded_role == "target" else 0)
    for prompt in PROMPTS:
        reference = gen.generate(prompt, 24, method="target-only", reference=True)
        for method in ("omnidraft", "spd-dm", "omnidraft+lookup"):
            assert gen.generate(prompt, 24, method=method).token_ids == reference.token_ids, (method, prompt)


def test_a_drafter_with_a_shorter_context_steps_back_instead_of_failing(bundles):
    """The drafter's context may end before the target's (or spell the text in more tokens): the
    rounds go on without it, and the output is still the reference."""
    gen = Generator(bundles["smollm2-bpe"], bundles["llama2-sp"], k=2, threads=1)
    gen.draft.max_length = 64  # as a drafter exported with a 64-token context
    prompt = "Janet has 3 apples and buys 5 more. How many apples does she have now? Think step by step."
    reference = gen.generate(prompt, 80, method="target-only", reference=True)
    for method in ("omnidraft", "spd-dm", "omnidraft+lookup"):
        result = gen.generate(prompt, 80, method=method)
        assert result.token_ids == reference.token_ids, method
        assert result.stats["draft_context_full"] is True
    assert gen.generate("Hi", 4, method="spd-dm").stats["draft_context_full"] is False


def test_the_arm_row_rule_ends_every_target_call_at_a_multiple_of_4(bundles, monkeypatch):
    """On ARM (row_end_multiple 4, docs/guarantees.md) every row-stable call of the target ends at a
    cache length that is a multiple of 4 and runs an even number of rows; the rows run past its tokens
    leave no trace in the cache, and greedy speculation still equals the reference decode. On x86 even
    calls agree whatever their layout, so the logits also equal the default rule's."""
    gen = Generator(bundles["qwen-bpe"], bundles["smollm2-bpe"], k=3, threads=1)
    lm = gen.target
    ids = list(range(200, 213))
    plain = np.concatenate([lm.forward(ids[:5], row_stable=True), lm.forward(ids[5:], row_stable=True)])
    lm.reset()
    lm.row_end_multiple = 4
    calls, run = [], lm._run
    monkeypatch.setattr(lm, "_run", lambda token_ids, rows: calls.append((lm.length, len(token_ids))) or run(token_ids, rows))
    padded = np.concatenate([lm.forward(ids[:5], row_stable=True), lm.forward(ids[5:], row_stable=True)])
    assert lm.length == len(ids) and lm.tokens == ids
    assert np.array_equal(padded, plain)
    assert calls == [(0, 8), (4, 12)]  # 5 tokens + 3 pad rows; re-fed 4..5 + 8 tokens + 3 pad rows
    for prompt in PROMPTS:
        reference = gen.generate(prompt, 24, method="target-only", reference=True)
        for method in ("omnidraft", "spd-dm", "prompt-lookup", "omnidraft+lookup"):
            assert gen.generate(prompt, 24, method=method).token_ids == reference.token_ids, (method, prompt)
    assert all((start + n) % 4 == 0 and n % 2 == 0 for start, n in calls), calls
