"""Greedy decoding with the target alone: the baseline every speedup is measured against."""

import time

import numpy as np

from omnidraft.runtime.onnx_lm import OnnxLM
from omnidraft.runtime.prompt_cache import prefill


def greedy_decode(lm: OnnxLM, prompt: list[int], max_new_tokens: int, stop_ids: set[int] = frozenset(),
                  on_tokens=None, row_stable: bool = False, reuse: bool = False,
                  should_stop=None) -> tuple[list[int], dict]:
    """Prefill ``prompt`` then take the argmax token by token; stop at ``stop_ids`` or the limit.
    ``reuse``: keep the cached prefix the prompt shares (prompt_cache.py). ``should_stop``: checked after
    each token; True ends generation there (stats["stopped"]).

    ``row_stable`` keeps every row in the grouped numerics speculative verification uses (see
    OnnxLM.forward: each step runs two rows); the default single-row step is the fastest baseline.
    """
    if not prompt:
        raise ValueError("the prompt is empty")
    t0 = time.perf_counter()
    logits, cached = prefill(lm, prompt, row_stable, reuse)
    t_prefill = time.perf_counter() - t0
    out: list[int] = []
    stopped = False
    while len(out) < max_new_tokens:
        token = int(np.argmax(logits))
        out.append(token)
        if on_tokens:
            on_tokens([token])
        if token in stop_ids or len(out) == max_new_tokens:
            break
        if should_stop is not None and should_stop():
            stopped = True
            break
        logits = lm.forward([token], row_stable=row_stable)[-1]
    elapsed = time.perf_counter() - t0
    decode_s = elapsed - t_prefill
    return out, {
        "reference": row_stable,
        "prompt_tokens": len(prompt),
        "cached_tokens": cached,
        "new_tokens": len(out),
        "prefill_s": round(t_prefill, 4),
        "decode_s": round(decode_s, 4),
        "elapsed_s": round(elapsed, 4),
        # the first new token comes from the prefill pass; the rest each cost one decode step
        "decode_tokens_per_s": round((len(out) - 1) / decode_s, 2) if len(out) > 1 and decode_s > 0 else None,
        "tokens_per_s": round(len(out) / elapsed, 2),
        "stopped": stopped,
    }
