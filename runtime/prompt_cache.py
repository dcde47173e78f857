"""Prefill that keeps what a session's KV cache already holds (conversations, a server's repeated
prefixes): the longest common prefix of the cached ids and the new prompt stays, the rest rolls back,
and only the new tokens are computed.

Exact for greedy decoding: a row-stable prefill re-feeds every cached row that may have been computed
alone (OnnxLM.forward), so a kept prefix holds the numbers a from-scratch prefill would compute. Static
(NPU) sessions always prefill from scratch: their prefill and verify graphs are different programs, and
which one computes a row depends on where the prompt starts.
"""

import numpy as np


def common_prefix(a: list[int], b: list[int]) -> int:
    n = min(len(a), len(b))
    i = 0
    while i < n and a[i] == b[i]:
        i += 1
    return i


def reusable(lm, prompt: list[int]) -> int:
    """How many of ``prompt``'s ids ``lm``'s cache can keep; the last prompt id is always fed again,
    since its logits are the ones a prefill is for."""
    if not lm.reuses_prefix:
        return 0
    return min(common_prefix(lm.tokens, prompt), len(prompt) - 1)


def prefill(lm, prompt: list[int], row_stable: bool, reuse: bool) -> tuple[np.ndarray, int]:
    """The logits of ``prompt``'s last token, and how many prompt tokens were not computed again."""
    keep = reusable(lm, prompt) if reuse else 0
    lm.rollback(keep)
    lm.low_water = keep
    logits = lm.forward(prompt[keep:], row_stable=row_stable, last=1)
    return logits[-1], lm.low_water  # a row-stable call may re-feed a few kept rows
