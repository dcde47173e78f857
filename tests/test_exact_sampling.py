"""Sampled output of every method is distributed exactly as the target's, with the n-gram cache merging.

On a tiny pair (tests/zoo.py): the exact law of the first few generated tokens is enumerated from the
target alone (every prefix above a floor; the rest pooled per prefix), then many seeded generations
of each method are compared with it by a chi-square test. The cache is filled with entries for the
drafter's own likely n-grams, so merges are proposed (checked: stats), and the prompt repeats itself,
so prompt lookup proposes too. Control: the same test rejects the paper's Eq. 2 on the same case, so
it can fail. (The unconditioned mix is refuted exactly in tests/test_sampling.py; penalties that
forget the proposals before a row are caught in tests/test_controls.py: the random tiny models
almost never repeat a token within a round, so a sample test here has no power against that.)
"""

from functools import cache

import numpy as np
import pytest

from omnidraft.cache_store.store import NgramStore
from omnidraft.runtime.generator import Generator
from omnidraft.runtime.sampling import Controls, Penalties, distribution
from tests import zoo

TARGET, DRAFT = "smollm2-bpe", "llama2-sp"
TEMPERATURE = 0.8
FLOOR = 1e-3  # prefixes rarer than this are pooled into their parent's "other" cell
N = 1200  # seeded generations per case
N_CONTROLS = 800  # with the controls (slower rows)
P_MIN = 1e-3  # a correct rule fails with this probability per case


@cache
def pair():
    gen = Generator(zoo.tiny_bundle(TARGET), zoo.tiny_bundle(DRAFT), k=1, threads=1, draft_cost=0)
    prompt = _repeating_prompt(gen)
    store = _filled_cache(gen, prompt)
    for key, entry in _biased_cache(gen, prompt).items():  # the Eq. 2 case wins where both have a key
        store.observe(entry.target, key)
    return gen, prompt, store


def _next_logits(gen, ids: list[int]) -> np.ndarray:
    gen.target.reset()
    return gen.target.forward(list(ids), row_stable=True)[-1]


def _repeating_prompt(gen) -> list[int]:
    """A prompt 'A t1 A t2 ... A' whose t's are the target's likeliest next tokens after it, so the
    first generated token has usually been seen after A: prompt lookup then proposes."""
    a = gen.tokenizer(" the", add_special_tokens=False).input_ids[-1]
    prompt = [a]
    for _ in range(3):  # settle the t's towards the likeliest tokens after the prompt itself
        p = distribution(_next_logits(gen, prompt), Controls(TEMPERATURE))
        top = [int(t) for t in np.argsort(-p)[:5] if t not in gen.stop_ids]
        prompt = [x for t in top for x in (a, t)] + [a]
    return prompt


def _filled_cache(gen, prompt) -> NgramStore:
    """Entries (d1, d2) and (d1, d2, d3) -> a likely target token for the drafter's sampled n-grams."""
    dec = gen.decoder
    dec.k, dec.trace = 3, []
    for s in range(60):
        gen.generate_ids(prompt, 4, temperature=TEMPERATURE, seed=10_000 + s, method="spd-dm")
    drafted = [r["drafted"] for r in dec.trace if len(r["drafted"]) >= 2]
    dec.trace, dec.k = None, 1
    p = distribution(_next_logits(gen, prompt), Controls(TEMPERATURE))
    likely = [int(t) for t in np.argsort(-p)[:8]]
    store = NgramStore(policy="none")
    for i, d in enumerate(drafted):
        store.observe(likely[i % len(likely)], d[:2])
        if len(d) >= 3:
            store.observe(likely[(i + 3) % len(likely)], d[:3])
    assert len(store) >= 20
    return store


def exact_law(gen, prompt, depth: int, c: Controls) -> dict:
    """{cell: probability}: a cell is a whole prefix of ``depth`` tokens (or one ending in a stop
    token) at least FLOOR likely, or (prefix, None): every continuation of ``prefix`` not enumerated."""
    cells = {}

    def walk(prefix: tuple, mass: float):
        if len(prefix) == depth or (prefix and prefix[-1] in gen.stop_ids):
            cells[prefix] = mass
            return
        z = _next_logits(gen, prompt + list(prefix))
        pen = Penalties(c, prompt, len(z))
        pen.push(list(prefix))
        p = distribution(pen.apply(z), c)
        rest = mass
        for t in np.nonzero(p * mass >= FLOOR)[0]:
            walk(prefix + (int(t),), mass * p[t])
            rest -= mass * p[t]
        cells[(prefix, None)] = max(rest, 0.0)

    walk((), 1.0)
    return cells


def cell_of(sample: tuple, cells: dict):
    for d in range(len(sample), -1, -1):
        if d == len(sample) and sample in cells:
            return sample
        if (sample[:d], None) in cells:
            return (sample[:d], None)
    raise AssertionError(sample)


def chi_square_p(samples: list[tuple], cells: dict) -> float:
    from scipy.stats import chisquare

    keys = list(cells)
    index = {k: i for i, k in enumerate(keys)}
    counts = np.zeros(len(keys))
    for s in samples:
        counts[index[cell_of(s, cells)]] += 1
    expected = np.array([cells[k] for k in keys]) * len(samples)
    expected *= len(samples) / expected.sum()
    big = expected >= 5
    observed = np.append(counts[big], counts[~big].sum())
    expected = np.append(expected[big], expected[~big].sum())
    if expected[-1] == 0:
        observed, expected = observed[:-1], expected[:-1]
    assert len(observed) >= 8, "too few cells for power"
    return float(chisquare(observed, expected).pvalue)


def run(method: str, k: int, rule: str = "exact", controls: dict | None = None, n: int = N):
    gen, prompt, store = pair()
    gen.decoder.k = k
    gen.decoder.cache = store.copy()
    depth = k + 2  # the first token (prefill), then one round's k proposals and the token after them
    c = Controls(TEMPERATURE, **(controls or {}))
    samples, merges, lookups = [], 0, 0
    for s in range(n):
        r = gen.generate_ids(prompt, depth, temperature=TEMPERATURE, seed=s, method=method, reuse=True,
                             sampling_rule=rule, **(controls or {}))
        samples.append(tuple(r.token_ids))
        merges += r.stats.get("ngram_merges_proposed", 0)
        lookups += r.stats.get("prompt_lookup_rounds", 0)
    gen.decoder.k = 1
    return chi_square_p(samples, exact_law(gen, prompt, depth, c)), merges, lookups


def _biased_cache(gen, prompt) -> NgramStore:
    """A case built to expose Eq. 2: after each likely first token x1, the drafter's likeliest next
    token a, followed by any of the tokens the drafter drew after it, merges into the target's
    likeliest token after x1. So a merge follows a often but not always, and Eq. 2's q' is wrong
    both where it merges (only the drawn n-gram's product is added) and where it does not (the
    merge's mass stays on a's direct mapping)."""
    from collections import Counter, defaultdict

    dec = gen.decoder
    dec.k = 3
    firsts, seconds = defaultdict(Counter), defaultdict(set)
    for s in range(200):
        dec.trace = []
        r = gen.generate_ids(prompt, 4, temperature=TEMPERATURE, seed=20_000 + s, method="spd-dm")
        d = dec.trace[0]["drafted"] if dec.trace else []
        if len(d) >= 2:
            firsts[r.token_ids[0]][d[0]] += 1
            seconds[d[0]].add(d[1])
    dec.trace, dec.k = None, 1
    store = NgramStore(policy="none")
    for x1, counter in firsts.items():
        a = counter.most_common(1)[0][0]
        top = int(np.argmax(_next_logits(gen, prompt + [x1])))
        for b in seconds[a]:
            store.observe(top, [a, b])
    return store


CONTROLS = {"top_k": 12, "min_p": 0.02, "repetition_penalty": 1.4, "presence_penalty": 0.8, "frequency_penalty": 0.6}


@pytest.mark.parametrize("k", [1, 3])
@pytest.mark.parametrize("method", ["omnidraft", "spd-dm", "prompt-lookup", "omnidraft+lookup"])
def test_every_method_samples_the_target_law(method, k):
    p, merges, lookups = run(method, k)
    print(f"\n{method} k={k}: chi-square p = {p:.3g}, merges proposed {merges}, lookup rounds {lookups}")
    if method in ("omnidraft", "omnidraft+lookup"):
        assert merges >= N // 10  # the cache merges in this test
    if method in ("prompt-lookup", "omnidraft+lookup"):
        assert lookups >= N // 10
    assert p > P_MIN


@pytest.mark.parametrize("method,controls", [("omnidraft", CONTROLS),
                                             ("prompt-lookup", {**CONTROLS, "repetition_penalty": 0.8})])
def test_controls_keep_sampling_exact(method, controls):
    """top-k, min-p and the three penalties apply at every verified row, counting the proposals before it
    (a repetition penalty < 1 for the lookup: it favours the prompt's tokens, so lookups fire)."""
    p, merges, lookups = run(method, 3, controls=controls, n=N_CONTROLS)
    print(f"\n{method} k=3 with {controls}: chi-square p = {p:.3g}, merges {merges}, lookup rounds {lookups}")
    assert merges + lookups >= N_CONTROLS // 10
    assert p > P_MIN


def test_the_point_mass_rule_everywhere_is_exact():
    p, merges, _ = run("omnidraft", 3, rule="point")
    assert merges >= N // 10 and p > P_MIN


def test_the_test_catches_eq2():
    """The paper's Eq. 2 (sampling_rule="eq2") on this case: its bias is caught."""
    p, merges, _ = run("omnidraft", 1, rule="eq2")
    print(f"\neq2 k=1: chi-square p = {p:.3g}, merges {merges}")
    assert p < 1e-6
