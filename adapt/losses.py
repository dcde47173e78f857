"""Hybrid distillation losses (OMNIDRAFT.md section 3), in torch, over a drafter's logits.

L_DM: reverse KL(q' || p) where q' is the drafter's distribution lifted into the target vocabulary
through the direct mapping; both are restricted to the directly mapped tokens and renormalized
there. The mapping is one-to-one except for a few special tokens, so the sum runs over the
drafter's mapped ids, a target id with m drafter spellings giving each 1/m of its p.
p comes from the replay buffer as top-k + remaining mass; the mass outside the top-k is spread
evenly over the other target tokens (``dm_loss_full`` computes the same from full logits, to
measure what the truncation costs).

L_Ngram: negative log-likelihood of the drafter tokens that spell n-grams the target accepted.

L_ALM (Minixhofer et al. 2025, approximate likelihood matching; OMNIDRAFT.md section 8): the output is
cut into chunks both tokenizations cover with whole tokens (runtime/replay.py aligned_chunks); each
chunk's likelihood under the target (its tokens' log-probs summed) and under the drafter are matched
through a binarised KL: chunk against not-chunk, Bernoulli(p_T) against Bernoulli(q). Unlike L_DM it
learns from every aligned chunk, not only directly mapped positions and the shared vocabulary.
"""

import numpy as np
import torch


class DirectMap:
    """The direct mapping as torch index tensors: drafter ids that map, their target ids, log 1/m."""

    def __init__(self, d2t: np.ndarray, target_vocab_size: int):
        mapped = np.nonzero(d2t >= 0)[0]
        targets = d2t[mapped]
        counts = np.bincount(targets, minlength=target_vocab_size)
        self.draft_ids = torch.as_tensor(mapped, dtype=torch.long)
        self.target_ids = torch.as_tensor(targets, dtype=torch.long)
        self.log_share = torch.as_tensor(-np.log(counts[targets]), dtype=torch.float32)
        self.target_vocab_size = target_vocab_size


def log_p_dense(p_ids, p_logp, p_rest, target_vocab_size: int) -> torch.Tensor:
    """log p over the whole target vocabulary from top-k rows + remaining mass: [rows, vocab]."""
    rows, k = p_ids.shape
    fill = p_rest - float(np.log(max(1, target_vocab_size - k)))
    dense = fill[:, None].expand(rows, target_vocab_size).clone()
    return dense.scatter_(1, p_ids.long(), p_logp)


def _log_p_on_mapped(dm: DirectMap, p_ids, p_logp, p_rest) -> torch.Tensor:
    """log p at each mapped drafter id: [rows, mapped]."""
    return log_p_dense(p_ids, p_logp, p_rest, dm.target_vocab_size)[:, dm.target_ids] + dm.log_share


def _reverse_kl(draft_logits: torch.Tensor, log_p_mapped: torch.Tensor, dm: DirectMap) -> torch.Tensor:
    """Per-row KL(q_S || p_S) over the mapped set S, both renormalized on S."""
    log_q = torch.log_softmax(draft_logits[:, dm.draft_ids].float(), dim=-1)
    log_p = log_p_mapped - torch.logsumexp(log_p_mapped, dim=-1, keepdim=True)
    return (log_q.exp() * (log_q - log_p)).sum(-1)


def dm_loss(draft_logits: torch.Tensor, dm: DirectMap, p_ids, p_logp, p_rest) -> torch.Tensor:
    """Per-row L_DM from the replay buffer's top-k rows."""
    return _reverse_kl(draft_logits, _log_p_on_mapped(dm, p_ids, p_logp, p_rest), dm)


def dm_loss_full(draft_logits: torch.Tensor, dm: DirectMap, target_logits: torch.Tensor) -> torch.Tensor:
    """Per-row L_DM from full target logits (the reference the top-k form approximates)."""
    log_p = torch.log_softmax(target_logits.float(), dim=-1)
    return _reverse_kl(draft_logits, log_p[:, dm.target_ids] + dm.log_share, dm)


def ngram_loss(draft_logits: torch.Tensor, tokens: torch.Tensor) -> torch.Tensor:
    """Per-token NLL of the accepted n-grams' drafter tokens."""
    return torch.nn.functional.cross_entropy(draft_logits.float(), tokens.long(), reduction="none")


# Likelihoods are compared as p ** (1 / T); T = 1 compares them as they are (tokenkit's bce_temp).
ALM_TEMPERATURE = 1.0
_EPSILON = 1e-6  # keeps a chunk of log-likelihood 0 off the binary KL's log(1 - p) pole


def _log1mexp(x: torch.Tensor) -> torch.Tensor:
    """log(1 - exp(x)) for x < 0, stable on both sides of log 1/2."""
    return torch.where(x < -0.6931471805599453, torch.log1p(-torch.exp(x)), torch.log(-torch.expm1(x)))


def alm_loss(draft_logits: torch.Tensor, tokens: torch.Tensor, chunk: torch.Tensor, teacher_logp: torch.Tensor,
             temperature: float = ALM_TEMPERATURE) -> torch.Tensor:
    """Per-chunk binary KL(Bernoulli(p_T) || Bernoulli(q)) of the chunk likelihoods.

    ``draft_logits`` row i predicts drafter token ``tokens[i]``, which belongs to chunk ``chunk[i]``;
    ``teacher_logp[c]`` is the target's log-likelihood of chunk c."""
    token_logq = torch.log_softmax(draft_logits.float(), dim=-1).gather(1, tokens.long()[:, None])[:, 0]
    chunk_logq = torch.zeros(len(teacher_logp), dtype=token_logq.dtype).index_add(0, chunk.long(), token_logq)
    log_p = torch.clamp(teacher_logp.float(), max=0.0) / temperature - _EPSILON
    log_q = torch.clamp(chunk_logq, max=0.0) / temperature - _EPSILON
    return log_p.exp() * (log_p - log_q) + (-torch.expm1(log_p)) * (_log1mexp(log_p) - _log1mexp(log_q))
