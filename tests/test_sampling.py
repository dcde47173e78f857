"""Under sampling, speculative acceptance must leave the output distributed as the target's p."""

import numpy as np
import pytest

from omnidraft.runtime.sampling import accept_or_resample, accept_point_mass, probabilities, sample_residual


def _chi_square_ok(counts: np.ndarray, p: np.ndarray, n: int) -> bool:
    from scipy.stats import chisquare

    keep = p * n >= 5  # pool rare tokens into one bin, as the test's approximation needs
    observed, expected = counts[keep], p[keep] * n
    if (~keep).any():
        observed = np.append(observed, counts[~keep].sum())
        expected = np.append(expected, p[~keep].sum() * n)
    return chisquare(observed, expected).pvalue > 1e-3


@pytest.mark.parametrize("unmapped_mass", [0.0, 0.3])
def test_direct_mapped_proposals_keep_the_target_distribution(unmapped_mass):
    """Proposal t ~ q' over mapped tokens; with prob `unmapped_mass` the drafter's token has no mapping,
    which the decoder treats as a rejected proposal (token from the residual)."""
    rng = np.random.default_rng(0)
    vocab = 12
    p = probabilities(rng.normal(size=vocab) * 2, 1.0, 1.0)
    q = probabilities(rng.normal(size=vocab) * 2, 1.0, 1.0) * (1 - unmapped_mass)
    n = 40000
    counts = np.zeros(vocab)
    for _ in range(n):
        if rng.random() < unmapped_mass:
            token = sample_residual(p, q, rng)
        else:
            proposal = int(rng.choice(vocab, p=q / q.sum()))
            replacement = accept_or_resample(p, q, proposal, rng)
            token = proposal if replacement is None else replacement
        counts[token] += 1
    assert _chi_square_ok(counts, p, n)


def test_a_wrong_rule_is_caught():
    """The same check fails for a biased rule (always accept), so the test can fail."""
    rng = np.random.default_rng(1)
    p = probabilities(rng.normal(size=8) * 2, 1.0, 1.0)
    q = probabilities(rng.normal(size=8) * 2, 1.0, 1.0)
    n = 20000
    counts = np.bincount(rng.choice(8, size=n, p=q), minlength=8).astype(float)
    assert not _chi_square_ok(counts, p, n)


def test_top_p_keeps_the_smallest_nucleus():
    p = probabilities(np.log(np.array([0.5, 0.3, 0.15, 0.05])), 1.0, 0.8)
    np.testing.assert_allclose(p, [0.5 / 0.8, 0.3 / 0.8, 0, 0])


# --- the rules of runtime/speculative.py on a synthetic drafter, output law computed exactly ----------

def _step_law(p: np.ndarray, token: int | None, q_row: np.ndarray | None) -> np.ndarray:
    """The exact law of the token one verified position emits: ``token`` proposed (None: no proposal,
    the drafter's token had no mapping) judged with q' = ``q_row`` (None: the point-mass rule)."""
    if token is None:
        if q_row is None:
            return p.copy()
        r = np.maximum(p - q_row, 0)
        return r / r.sum() if r.sum() > 1e-12 else p.copy()
    if q_row is None:
        rest = p.copy()
        rest[token] = 0
        law = rest / rest.sum() * (1 - p[token])
        law[token] += p[token]
        return law
    a = min(1.0, p[token] / q_row[token])
    r = np.maximum(p - q_row, 0)
    law = (1 - a) * (r / r.sum() if r.sum() > 1e-12 else p)
    law[token] += a
    return law


def _synthetic_law(rule: str, p: np.ndarray, q1: np.ndarray, q2: np.ndarray, patch_q_row=None) -> np.ndarray:
    """k=1 on a 6-token drafter (ids 0-5; 5 has no mapping) and a 6-token target: the drafter draws
    a ~ q1 and, when a starts a cached n-gram, b ~ q2[a]; the decoder's own _translate gives the
    proposal and q' under ``rule``. Returns the exact law of the emitted token."""
    from types import SimpleNamespace

    from omnidraft.cache_store.store import NgramStore
    from omnidraft.runtime.speculative import SpeculativeDecoder

    dec = SpeculativeDecoder.__new__(SpeculativeDecoder)
    d2t = np.array([0, 1, 2, 3, 4, -1])
    dec.bridge = SimpleNamespace(d2t=d2t, dm_draft_ids=np.arange(5), dm_target_ids=np.arange(5))
    dec.target = SimpleNamespace(vocab_size=6)
    dec._starts = dec._starts_key = None
    dec.cache = NgramStore(policy="none")
    dec.cache.observe(5, [1, 2])  # "1 2" merges into target token 5 (which no drafter token maps to)
    dec.cache.observe(3, [1, 4])  # and "1 4" into 3
    dec.cache.observe(0, [5, 0])  # an unmapped drafter token may start a merge too
    if patch_q_row:
        dec._q_row = patch_q_row.__get__(dec)
    law = np.zeros(6)
    for a in range(6):
        paths = [([a, b], q1[a] * q2[a][b]) for b in range(6)] if dec.cache.may_extend([a]) else [([a], q1[a])]
        for drafted, mass in paths:
            rows = [q1, q2[a]][: len(drafted)]
            prop = dec._translate(drafted, rows, True, limit=1, rule=rule)
            if prop.target_ids:
                law += mass * _step_law(p, prop.target_ids[0], prop.q_rows[0])
            else:
                law += mass * _step_law(p, None, prop.end_row)
    return law


def _synthetic(seed: int):
    rng = np.random.default_rng(seed)
    p = probabilities(rng.normal(size=6) * 1.5, 1.0, 1.0)
    q1 = probabilities(rng.normal(size=6) * 1.5, 1.0, 1.0)
    q2 = [probabilities(rng.normal(size=6) * 1.5, 1.0, 1.0) for _ in range(6)]
    return p, q1, q2


@pytest.mark.parametrize("seed", range(5))
@pytest.mark.parametrize("rule", ["exact", "point"])
def test_the_exact_rules_emit_the_target_law_exactly(rule, seed):
    p, q1, q2 = _synthetic(seed)
    np.testing.assert_allclose(_synthetic_law(rule, p, q1, q2), p, atol=1e-12)


@pytest.mark.parametrize("seed", range(5))
def test_eq2_and_the_unconditioned_mix_are_biased(seed):
    """Eq. 2, and the mix 'point mass where a merge proposes, the plain lifted q' where the direct
    mapping does' (q' not conditioned on 'no merge started here'), miss p: by more than 1e-4 in total
    variation on every case (the exact rules above agree to 1e-12)."""
    p, q1, q2 = _synthetic(seed)
    eq2 = _synthetic_law("eq2", p, q1, q2)
    mix = _synthetic_law("exact", p, q1, q2, patch_q_row=lambda self, q, token, rule, starts: self._lift(q))
    assert np.abs(eq2 - p).sum() > 1e-4 and np.abs(mix - p).sum() > 1e-4, (np.abs(eq2 - p).sum(), np.abs(mix - p).sum())


def test_point_mass_accepts_with_p_and_resamples_without_the_proposal():
    rng = np.random.default_rng(3)
    p = np.array([0.5, 0.3, 0.2])
    n = 30000
    counts = np.zeros(3)
    for i in range(n):
        x = i % 3  # any proposal rule that does not look at the draw: here a fixed cycle
        y = accept_point_mass(p, x, rng)
        counts[x if y is None else y] += 1
    assert _chi_square_ok(counts, p, n)
