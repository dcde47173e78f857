"""Does the exported graph still agree with the torch model? Measured on real text.

Reports top-1 agreement of next-token predictions, max |logit difference|, perplexity of both,
and the KV-cache check: logits computed in chunks with a past must equal one full pass, both in the
row-stable numerics that decoding and verification use (runtime/onnx_lm.py).
"""

import gc
import math
from pathlib import Path

import numpy as np

from omnidraft.export.memory import kept_paged_out

# A bundle below these top-1 agreements is refused (override with --min-agreement). Calibrated on the
# packaged models: SmolLM2-135M int8 0.946 (perplexity +0.9%), int4 0.675 (+32%). Top-1 agreement is
# noisy where distributions are flat (random-weight models): judge those by perplexity instead.
DEFAULT_MIN_AGREEMENT = {"fp32": 0.99, "int8": 0.90, "int4": 0.65}
# The KV-cache check catches a cache that is wired wrong. Both passes run row-stable calls (every call
# even, as decoding and verification make them). An fp32 KV path must match a full pass to 1e-2 logits.
# A quantized graph cannot be held to its own full pass token by token: attention sums in another order
# for long calls (a 64-row and a 96-row call differ by ~1e-4), accuracy level 4 quantizes activations to
# int8, and such a difference can cross a rounding step and grow layer by layer. A sound Gemma-3-270M
# int4 bundle (read without its BOS, on flat distributions) moved 7% of next tokens that way, and its
# cache path's perplexity was 5% *below* the full pass's. So a quantized KV path is judged by how it
# predicts: perplexity at most 10% above the full pass's, and the full pass's next token on at least 80%
# of positions. A cache that drops its past, or forgets its newest token, fails both by far on real
# bundles (+112% to +3,564% perplexity, 49-71% agreement: docs/results/gemma3-int4-kv-check).
KV_MAX_ABS_DIFF_FP32 = 1e-2
KV_MAX_PERPLEXITY_RISE_QUANTIZED = 0.10
KV_MIN_AGREEMENT_QUANTIZED = 0.80


def kv_cache_refusal(parity: dict, precision: str) -> str | None:
    """Why ``parity`` (from ``measure``) shows a broken KV-cache path at ``precision``, or None."""
    if precision == "fp32":
        if parity["kv_cache_max_abs_diff"] > KV_MAX_ABS_DIFF_FP32:
            return (f"KV-cache logits differ from a full pass by {parity['kv_cache_max_abs_diff']} "
                    f"(limit {KV_MAX_ABS_DIFF_FP32})")
        return None
    rise = parity["kv_cache_perplexity"] / parity["perplexity_onnx"] - 1
    if rise > KV_MAX_PERPLEXITY_RISE_QUANTIZED:
        return (f"the KV-cache path's perplexity is {parity['kv_cache_perplexity']} against the full pass's "
                f"{parity['perplexity_onnx']} (+{rise:.1%}, limit +{KV_MAX_PERPLEXITY_RISE_QUANTIZED:.0%})")
    if parity["kv_cache_top1_agreement"] < KV_MIN_AGREEMENT_QUANTIZED:
        return (f"the KV-cache path predicts the full pass's next token on only "
                f"{parity['kv_cache_top1_agreement']:.1%} of tokens (limit {KV_MIN_AGREEMENT_QUANTIZED:.0%})")
    return None


def parity_texts(limit_each: int = 4) -> list[str]:
    from omnidraft.datasets import load_prompts

    return load_prompts("humaneval", limit_each) + load_prompts("gsm8k", limit_each)


def log_softmax(x: np.ndarray) -> np.ndarray:
    x = x - x.max(-1, keepdims=True)
    return x - np.log(np.exp(x).sum(-1, keepdims=True))


def measure(checkpoint: Path, bundle, texts: list[str], max_tokens: int = 96) -> dict:
    """Compare ``bundle`` (a runtime Bundle, possibly still being written) with the torch checkpoint."""
    import torch
    from transformers import AutoModelForCausalLM

    from omnidraft.runtime.onnx_lm import OnnxLM
    from omnidraft.runtime.text import load_tokenizer

    tokenizer = load_tokenizer(bundle.path)
    # the texts as the model reads them: with the BOS its tokenizer adds (Gemma's). Without it Gemma-3-270M
    # scored perplexity 198 instead of 12.8 here, on distributions so flat that rounding decided its tokens
    token_ids = [ids for ids in (tokenizer(t).input_ids[:max_tokens] for t in texts) if len(ids) >= 4]
    # the torch model's logits first, and the model freed before the bundle loads: the two never share
    # memory. Its weights (a 1.5B model's 7 GB in fp32) are mapped from the checkpoint and read layer by
    # layer; their pages go back as it runs (export/memory.py)
    with kept_paged_out(".safetensors"):
        reference = AutoModelForCausalLM.from_pretrained(checkpoint, dtype=torch.float32).eval()
        with torch.no_grad():
            references = [reference(torch.tensor([ids])).logits[0].float().numpy() for ids in token_ids]
        del reference
    gc.collect()
    lm = OnnxLM(bundle, threads=2)
    agree = total = 0
    max_diff = 0.0
    kv_diff = 0.0
    kv_agree = 0
    nll_ref = nll_onnx = nll_kv = 0.0
    for ids, ref in zip(token_ids, references):
        lm.reset()
        got = lm.forward(ids, row_stable=True)
        # KV path: prefill half, then steps of 1, 3, 2, 1, ... tokens, as decoding and verification do.
        lm.reset()
        pos = len(ids) // 2
        chunks = [lm.forward(ids[:pos], row_stable=True)]
        sizes = iter([1, 3, 2, 1, 4] * len(ids))
        while pos < len(ids):
            step = min(next(sizes), len(ids) - pos)
            chunks.append(lm.forward(ids[pos:pos + step], row_stable=True))
            pos += step
        kv = np.concatenate(chunks)
        kv_diff = max(kv_diff, float(np.abs(kv - got).max()))
        got_top = got.argmax(-1)
        kv_agree += int((kv.argmax(-1) == got_top).sum())
        agree += int((ref.argmax(-1) == got_top).sum())
        total += len(ids)
        max_diff = max(max_diff, float(np.abs(ref - got).max()))
        targets = np.asarray(ids[1:])
        nll_ref -= float(log_softmax(ref[:-1])[np.arange(len(targets)), targets].sum())
        nll_onnx -= float(log_softmax(got[:-1])[np.arange(len(targets)), targets].sum())
        nll_kv -= float(log_softmax(kv[:-1])[np.arange(len(targets)), targets].sum())
    if total == 0:
        raise ValueError("no parity text produced 4 or more tokens")
    predicted = total - len(token_ids)
    return {
        "texts": len(texts),
        "tokens": total,
        "top1_agreement": round(agree / total, 4),
        "max_abs_logit_diff": round(max_diff, 6),
        "kv_cache_max_abs_diff": round(kv_diff, 6),
        "kv_cache_top1_agreement": round(kv_agree / total, 4),
        "kv_cache_perplexity": round(math.exp(nll_kv / predicted), 3),
        "perplexity_torch": round(math.exp(nll_ref / predicted), 3),
        "perplexity_onnx": round(math.exp(nll_onnx / predicted), 3),
    }
