"""The controls apps send (top_k, min_p, repetition/presence/frequency penalties): one table of rules,
and greedy speculation with them is still the target's own decode with the same controls."""

import numpy as np
import pytest

from omnidraft.errors import OmniDraftError
from omnidraft.runtime.generator import Generator
from omnidraft.runtime.params import CONTROLS
from tests import zoo

PROMPT = "the the the cat sat on the mat and the cat sat on the"
SETS = {
    "repetition_penalty": {"repetition_penalty": 1.8},
    "repetition over the last 6": {"repetition_penalty": 1.8, "penalty_last_n": 6},
    "presence_penalty": {"presence_penalty": 1.5},
    "frequency_penalty": {"frequency_penalty": 1.2},
    "negative penalties": {"presence_penalty": -1.0, "frequency_penalty": -0.5, "repetition_penalty": 0.7},
    "top_k and min_p": {"top_k": 3, "min_p": 0.3},
    "all": {"top_k": 40, "min_p": 0.05, "repetition_penalty": 1.3, "presence_penalty": 0.5, "frequency_penalty": 0.4},
}


@pytest.fixture(scope="module")
def gen():
    return Generator(zoo.tiny_bundle("smollm2-bpe"), zoo.tiny_bundle("llama2-sp"), k=3, threads=1, draft_cost=0)  # every round drafts


def _by_hand(gen, ids: list[int], n: int, c: dict) -> list[int]:
    """The greedy decode of the stated meanings, written out: a fresh full forward per token."""
    out = []
    for _ in range(n):
        gen.target.reset()
        z = gen.target.forward(ids + out, row_stable=True)[-1].astype(np.float64)
        r, window = c.get("repetition_penalty", 1.0), c.get("penalty_last_n", -1)
        for t in set((ids + out)[-window:] if window > 0 else ids + out if window < 0 else []):
            z[t] = z[t] / r if z[t] > 0 else z[t] * r
        for t in set(out):
            z[t] -= c.get("presence_penalty", 0.0) + c.get("frequency_penalty", 0.0) * out.count(t)
        out.append(int(np.argmax(z)))
        if out[-1] in gen.stop_ids:
            break
    return out


@pytest.mark.parametrize("name", list(SETS))
def test_greedy_with_controls_is_the_reference_for_every_method(gen, name):
    controls = SETS[name]
    ids = gen.tokenizer(PROMPT, add_special_tokens=False).input_ids
    gen.cache.observe(int(ids[1]), [int(t) for t in gen.draft_tokens.encode_continuation(" the cat")[:2]])
    reference = gen.generate_ids(ids, 40, method="target-only", reference=True, **controls).token_ids
    plain = gen.generate_ids(ids, 40, method="target-only", reference=True).token_ids
    if name != "top_k and min_p":  # greedy is the argmax: top-k and min-p keep it
        assert reference != plain, "the controls change this decode, so the identity below means something"
        assert reference == _by_hand(gen, ids, 40, controls)
    else:
        assert reference == plain
    assert gen.generate_ids(ids, 40, method="target-only", **controls).token_ids == reference
    for method in ("omnidraft", "spd-dm", "prompt-lookup", "omnidraft+lookup"):
        for k in (1, 3):
            gen.decoder.k = k
            result = gen.generate_ids(ids, 40, method=method, **controls)
            assert result.token_ids == reference, (name, method, k)
    gen.decoder.k = 3


BAD = [
    ("top_k", -1, "top_k must be an integer >= 0"),
    ("top_k", 2.5, "top_k must be an integer >= 0"),
    ("min_p", 1.5, "min_p must be a finite number >= 0 and <= 1"),
    ("repetition_penalty", 0, "repetition_penalty must be a finite number > 0"),
    ("penalty_last_n", -2, "penalty_last_n must be an integer >= -1"),
    ("presence_penalty", 3, "presence_penalty must be a finite number >= -2 and <= 2"),
    ("frequency_penalty", float("nan"), "frequency_penalty must be a finite number >= -2 and <= 2"),
]


@pytest.mark.parametrize("name,value,words", BAD)
def test_bad_controls_get_the_tables_words(gen, name, value, words):
    with pytest.raises(OmniDraftError, match=words.replace("(", r"\(")):
        gen.generate("hi", 4, **{name: value})


def test_a_bad_sampling_rule_is_refused(gen):
    with pytest.raises(OmniDraftError, match="sampling_rule must be one of exact, point, eq2"):
        gen.generate("hi", 4, temperature=1.0, sampling_rule="fast")


def test_the_table_names_every_control():
    from omnidraft.runtime.params import RULES

    assert set(CONTROLS) <= set(RULES)


def test_a_verified_row_counts_the_proposals_before_it_as_generated():
    """Row 1's argmax is the token proposed at row 0: with a presence penalty, the proposals before a row
    count as generated text, so row 1 rejects the repeat (forgetting them would accept it)."""
    from types import SimpleNamespace

    from omnidraft.runtime.sampling import Controls, Penalties
    from omnidraft.runtime.speculative import Proposal, SpeculativeDecoder

    dec = SpeculativeDecoder.__new__(SpeculativeDecoder)
    logits = np.array([[0.0, 5.0, 0.0, 0.0], [0.0, 3.0, 2.5, 0.0], [0.0, 0.0, 0.0, 1.0]])
    prop = Proposal([1, 1], [1, 1])
    rng = np.random.default_rng(0)
    for c, want in [(Controls(), (2, 3)), (Controls(presence_penalty=1.0), (1, 2)),
                    (Controls(frequency_penalty=1.0), (1, 2)), (Controls(repetition_penalty=2.0), (1, 2))]:
        assert dec._verify(logits, prop, [1, 1], c, Penalties(c, [0], 4), "exact", rng) == want, c
    # sampled: row 1's distribution is the penalized one (one proposal seen), checked by its acceptance rate
    c = Controls(temperature=1.0, presence_penalty=2.0)
    lookup = Proposal([1, 1], [1, 1], from_lookup=True)
    n = 4000
    accepted = sum(dec._verify(logits, lookup, [1, 1], c, Penalties(c, [0], 4), "exact", rng)[0] == 2 for _ in range(n))
    z0, z1 = logits[0] - [0, 0, 0, 0], logits[1] - [0, 2.0, 0, 0]
    p0, p1 = np.exp(z0)[1] / np.exp(z0).sum(), np.exp(z1)[1] / np.exp(z1).sum()
    assert abs(accepted / n - p0 * p1) < 4 * np.sqrt(p0 * p1 * (1 - p0 * p1) / n)
