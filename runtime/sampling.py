"""Turning logits into probabilities (penalties, temperature, top-k, top-p, min-p) and the
speculative accept/resample rules.

The controls, in the order they apply to one position's logits (the meanings of HF transformers,
llama.cpp and vLLM; the OpenAI API's for the two OpenAI penalties):

* ``repetition_penalty`` r (HF / llama.cpp ``repeat_penalty``): every token that occurs in the prompt
  or the generated text has its logit divided by r if positive, multiplied by r if negative
  (r > 1 discourages repeats; 1 = off). ``penalty_last_n`` n says which tokens count: -1 (default)
  the whole prompt and generated text (HF, vLLM), n > 0 the last n of them (llama.cpp's
  ``repeat_last_n``, 64 in llama-server), 0 none.
* ``frequency_penalty`` f and ``presence_penalty`` a (OpenAI): a token's logit loses f x (its count in
  the generated text) and a once if it occurs there at all. Only this call's generated tokens count,
  not the prompt (OpenAI, vLLM); in a conversation earlier replies are prompt.
* ``temperature``: logits / temperature, softmax (0 = greedy: the argmax of the penalized logits).
* ``top_k``: keep the k most probable tokens (0 = off).
* ``top_p``: keep the smallest set holding top_p of the (remaining) mass (1 = off).
* ``min_p``: keep tokens with probability >= min_p x the most probable one's (0 = off).

At a verified position, "generated text" is the tokens generated before this call's round plus the
proposals before that position: they are accepted whenever that row's distribution is used.
"""

from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class Controls:
    """The sampling settings one generation applies to the target at every position."""

    temperature: float = 0.0
    top_p: float = 1.0
    top_k: int = 0
    min_p: float = 0.0
    repetition_penalty: float = 1.0
    presence_penalty: float = 0.0
    frequency_penalty: float = 0.0
    penalty_last_n: int = -1

    @property
    def greedy(self) -> bool:
        return self.temperature <= 0.0

    @property
    def penalized(self) -> bool:
        return self.repetition_penalty != 1.0 or self.presence_penalty != 0.0 or self.frequency_penalty != 0.0

    @property
    def neutral(self) -> bool:
        """No control beyond temperature and top_p: the paths of before the controls existed."""
        return not self.penalized and self.top_k == 0 and self.min_p == 0.0


class Penalties:
    """The token counts the three penalties read: prompt + generated, or their last ``penalty_last_n``
    (repetition), generated (the OpenAI two). ``apply(logits, extra)`` counts ``extra`` (the proposals
    before a verified row) as generated too, without recording them."""

    def __init__(self, controls: Controls, prompt: list[int], width: int):
        self.c = controls
        self.seen = np.zeros(width, dtype=bool)  # in the prompt or generated
        self.counts = np.zeros(width, dtype=np.float64)  # occurrences in the generated text
        self.window = controls.penalty_last_n
        self.recent: list[int] = []  # with a window: the last ``window`` tokens of prompt + generated
        if controls.penalized:
            if self.window < 0:
                self.seen[np.asarray(prompt, dtype=np.int64)] = True
            elif self.window > 0:
                self.recent = [int(t) for t in prompt[-self.window:]]

    def push(self, tokens: list[int]) -> None:
        if self.c.penalized and tokens:
            ids = np.asarray(tokens, dtype=np.int64)
            if self.window < 0:
                self.seen[ids] = True
            elif self.window > 0:
                self.recent = (self.recent + [int(t) for t in tokens])[-self.window:]
            np.add.at(self.counts, ids, 1.0)

    def apply(self, logits: np.ndarray, extra: list[int] = ()) -> np.ndarray:
        if not self.c.penalized:
            return logits
        seen, counts = self.seen, self.counts
        if self.window > 0:  # the window ends at this row: the proposals before it push the oldest out
            seen = np.zeros_like(seen)
            seen[np.asarray((self.recent + [int(t) for t in extra])[-self.window:], dtype=np.int64)] = True
        elif self.window < 0 and len(extra):
            seen = seen.copy()
            seen[np.asarray(extra, dtype=np.int64)] = True
        if len(extra):
            counts = counts.copy()
            np.add.at(counts, np.asarray(extra, dtype=np.int64), 1.0)
        z = logits.astype(np.float64)
        r = self.c.repetition_penalty
        if r != 1.0:
            z = np.where(seen, np.where(z > 0, z / r, z * r), z)
        if self.c.frequency_penalty or self.c.presence_penalty:
            z = z - self.c.frequency_penalty * counts - self.c.presence_penalty * (counts > 0)
        return z


def probabilities(logits: np.ndarray, temperature: float, top_p: float, top_k: int = 0,
                  min_p: float = 0.0) -> np.ndarray:
    """Softmax at ``temperature``, then top-k, top-p (the smallest set holding ``top_p`` of the mass)
    and min-p, each renormalizing."""
    z = logits.astype(np.float64) / temperature
    z -= z.max()
    p = np.exp(z)
    p /= p.sum()
    if 0 < top_k < len(p):
        kth = np.partition(p, len(p) - top_k)[len(p) - top_k]
        keep = p >= kth
        if keep.sum() > top_k:  # ties at the k-th value: keep the lowest ids among them, as a stable sort does
            order = np.argsort(-p, kind="stable")
            keep = np.zeros_like(keep)
            keep[order[:top_k]] = True
        p = np.where(keep, p, 0.0)
        p /= p.sum()
    if top_p < 1.0:
        order = np.argsort(-p, kind="stable")
        cum = np.cumsum(p[order])
        cut = int(np.searchsorted(cum, top_p * (1 - 1e-9))) + 1  # tolerance: 0.5 + 0.3 may sum to 0.79999...
        keep = np.zeros_like(p, dtype=bool)
        keep[order[:cut]] = True
        p = np.where(keep, p, 0.0)
        p /= p.sum()
    if min_p > 0.0:
        p = np.where(p >= min_p * p.max(), p, 0.0)
        p /= p.sum()
    return p


def distribution(logits: np.ndarray, c: Controls) -> np.ndarray:
    """The sampling distribution of already-penalized ``logits`` under ``c``."""
    return probabilities(logits, c.temperature, c.top_p, c.top_k, c.min_p)


def sample(p: np.ndarray, rng: np.random.Generator) -> int:
    return int(rng.choice(len(p), p=p))


def accept_or_resample(p: np.ndarray, q_prime: np.ndarray, token: int, rng: np.random.Generator) -> int | None:
    """Accept ``token`` with probability min(1, p/q'); on rejection return a sample of norm(max(0, p - q')).
    Exact when ``token`` was drawn from q' (a sub-probability: the missing mass is an outcome with no
    proposal, which must draw from the same residual, sample_residual)."""
    q = q_prime[token]
    if q > 0 and rng.random() < min(1.0, p[token] / q):
        return None
    return sample_residual(p, q_prime, rng)


def accept_point_mass(p: np.ndarray, token: int, rng: np.random.Generator) -> int | None:
    """Accept ``token`` with probability p(token); otherwise return a draw from p with ``token`` removed
    and renormalized. Exact for any proposal chosen without looking at this draw:
    P(y) = 1[y = x] p(x) + (1 - p(x)) p(y) 1[y != x] / (1 - p(x)) = p(y)."""
    if rng.random() < p[token]:
        return None
    rest = p.copy()
    rest[token] = 0.0
    total = rest.sum()
    return sample(rest / total, rng) if total > 1e-12 else token


def sample_residual(p: np.ndarray, q_prime: np.ndarray, rng: np.random.Generator) -> int:
    residual = np.maximum(p - q_prime, 0.0)
    total = residual.sum()
    return sample(residual / total, rng) if total > 1e-12 else sample(p, rng)
