"""Turning logits into probabilities (temperature, top-p) and the speculative accept/residual rule."""

import numpy as np


def probabilities(logits: np.ndarray, temperature: float, top_p: float) -> np.ndarray:
    """Softmax at ``temperature`` restricted to the smallest set of tokens holding ``top_p`` of the mass."""
    z = logits.astype(np.float64) / temperature
    z -= z.max()
    p = np.exp(z)
    p /= p.sum()
    if top_p < 1.0:
        order = np.argsort(-p)
        cum = np.cumsum(p[order])
        cut = int(np.searchsorted(cum, top_p * (1 - 1e-9))) + 1  # tolerance: 0.5 + 0.3 may sum to 0.79999...
        keep = np.zeros_like(p, dtype=bool)
        keep[order[:cut]] = True
        p = np.where(keep, p, 0.0)
        p /= p.sum()
    return p


def sample(p: np.ndarray, rng: np.random.Generator) -> int:
    return int(rng.choice(len(p), p=p))


def accept_or_resample(p: np.ndarray, q_prime: np.ndarray, token: int, rng: np.random.Generator) -> int | None:
    """Accept ``token`` with probability min(1, p/q'); on rejection return a sample of norm(max(0, p - q'))."""
    q = q_prime[token]
    if q > 0 and rng.random() < min(1.0, p[token] / q):
        return None
    return sample_residual(p, q_prime, rng)


def sample_residual(p: np.ndarray, q_prime: np.ndarray, rng: np.random.Generator) -> int:
    residual = np.maximum(p - q_prime, 0.0)
    total = residual.sum()
    return sample(residual / total, rng) if total > 1e-12 else sample(p, rng)
