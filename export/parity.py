"""Does the exported graph still agree with the torch model? Measured on real text.

Reports top-1 agreement of next-token predictions, max |logit difference|, perplexity of both,
and the KV-cache check: logits computed in chunks with a past must equal one full pass.
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
# The KV-cache check catches a cache that is wired wrong, which changes most predictions. An fp32 KV path
# must match a full pass to 1e-2 logits. Quantized graphs are judged by next-token agreement instead:
# single- and multi-token MatMulNBits kernels round differently, and the max |logit diff| that rounding
# gives moves with the CPU and the weights (int8 SmolLM2 drafters on an AVX-512 VNNI EPYC: 1.26-2.08,
# while their KV paths agreed with the full pass on 98.2-99.7% of tokens).
KV_MAX_ABS_DIFF_FP32 = 1e-2
KV_MIN_AGREEMENT_QUANTIZED = 0.95


def kv_cache_refusal(parity: dict, precision: str) -> str | None:
    """Why ``parity`` (from ``measure``) shows a broken KV-cache path at ``precision``, or None."""
    if precision == "fp32":
        if parity["kv_cache_max_abs_diff"] > KV_MAX_ABS_DIFF_FP32:
            return (f"KV-cache logits differ from a full pass by {parity['kv_cache_max_abs_diff']} "
                    f"(limit {KV_MAX_ABS_DIFF_FP32})")
    elif parity["kv_cache_top1_agreement"] < KV_MIN_AGREEMENT_QUANTIZED:
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
    from transformers import AutoModelForCausalLM, AutoTokenizer

    from omnidraft.runtime.onnx_lm import OnnxLM

    tokenizer = AutoTokenizer.from_pretrained(bundle.path)
    token_ids = [ids for ids in (tokenizer(t, add_special_tokens=False).input_ids[:max_tokens] for t in texts)
                 if len(ids) >= 4]
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
    nll_ref = nll_onnx = 0.0
    for ids, ref in zip(token_ids, references):
        lm.reset()
        got = lm.forward(ids)
        # KV path: prefill half, then steps of 1, 3, 2, 1, ... tokens, as decoding and verification do.
        lm.reset()
        pos = len(ids) // 2
        chunks = [lm.forward(ids[:pos])]
        sizes = iter([1, 3, 2, 1, 4] * len(ids))
        while pos < len(ids):
            step = min(next(sizes), len(ids) - pos)
            chunks.append(lm.forward(ids[pos:pos + step]))
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
        "perplexity_torch": round(math.exp(nll_ref / predicted), 3),
        "perplexity_onnx": round(math.exp(nll_onnx / predicted), 3),
    }
