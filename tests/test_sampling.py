"""Under sampling, speculative acceptance must leave the output distributed as the target's p."""

import numpy as np
import pytest

from omnidraft.runtime.sampling import accept_or_resample, probabilities, sample_residual


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
