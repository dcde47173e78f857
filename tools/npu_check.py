"""``omnidraft npu-check``: a static bundle on the HTP (on x86: the simulator) against the same graphs on the
CPU EP and against the fp32 torch model; seconds per decode, verify and prefill call.

Simulated seconds say nothing about phone speed (tools/npu_cost.py predicts that); they say what a
test can afford.
"""

import json
import statistics
import sys
import time
from pathlib import Path

from omnidraft.runtime.bundle import load_bundle
from omnidraft.runtime.prompt_cache import common_prefix
from omnidraft.runtime.static_lm import StaticLM
from omnidraft.runtime.target_only import greedy_decode
from omnidraft.runtime.text import load_tokenizer, prompt_ids


def _torch_greedy(bundle, prompt: list[int], new_tokens: int) -> list[int]:
    import torch
    from transformers import AutoModelForCausalLM

    from omnidraft.export.loader import checkpoint_of_bundle

    model = AutoModelForCausalLM.from_pretrained(checkpoint_of_bundle(bundle.path), dtype=torch.float32).eval()
    with torch.no_grad():
        out = model.generate(torch.tensor([prompt]), max_new_tokens=new_tokens, do_sample=False,
                             attention_mask=torch.ones(1, len(prompt), dtype=torch.long))
    return out[0, len(prompt):].tolist()


def _row_numerics(lm: StaticLM, token: int) -> dict:
    """Does a row's result depend on where it sits in a call? The last three cached tokens and ``token``
    run one at a time through the verify graph (as the greedy reference does), then as one call of four
    verify rows (as verification does); and ``token`` alone in the decode graph (plain target-only)."""
    base = lm.length
    before = lm.tokens[base - 3:base]
    lm.rollback(base - 3)
    for t in before:
        lm.forward([t], row_stable=True)
    alone = lm.forward([token], row_stable=True)[-1]
    lm.rollback(base)
    decode = lm.forward([token])[-1]
    lm.rollback(base - 3)
    grouped = lm.forward([*before, token], row_stable=True)[-1]
    return {"verify_row_3_vs_row_0_max_abs_diff": float(abs(grouped - alone).max()),
            "verify_row_3_vs_row_0_same_argmax": bool(grouped.argmax() == alone.argmax()),
            "decode_graph_vs_verify_row_0_max_abs_diff": float(abs(decode - alone).max())}


def run(bundle_path: str, soc: str, prompt: str, new_tokens: int = 10,
        torch_reference: bool = True, out: str | None = None) -> dict:
    bundle = load_bundle(bundle_path)
    ids = prompt_ids(load_tokenizer(bundle.path), prompt, chat=bundle.manifest["tokenizer"]["has_chat_template"])
    t0 = time.perf_counter()
    htp = StaticLM(bundle, providers=["qnn"], soc=soc)
    session_s = time.perf_counter() - t0
    times: dict[str, list[float]] = {}
    run_graph = htp._run

    def timed(name, chunk):
        t = time.perf_counter()
        try:
            return run_graph(name, chunk)
        finally:
            times.setdefault(name, []).append(time.perf_counter() - t)

    htp._run = timed
    print(f"greedy decode of {new_tokens} tokens on the {soc} HTP backend", file=sys.stderr, flush=True)
    stop = frozenset(bundle.manifest["tokenizer"]["eos_token_ids"])  # as torch's generate stops
    sim, _ = greedy_decode(htp, ids, new_tokens, stop)
    rows = _row_numerics(htp, sim[-1])
    cpu_lm = StaticLM(bundle, threads=2)
    cpu, _ = greedy_decode(cpu_lm, ids, new_tokens, stop)
    cpu_rows = _row_numerics(cpu_lm, cpu[-1])
    report = {
        "bundle": str(bundle.path), "soc": soc, "prompt_tokens": len(ids), "new_tokens": new_tokens,
        "session_seconds": round(session_s, 2),
        "seconds_per_call": {name: round(statistics.median(t), 3) for name, t in times.items()},
        "calls": {name: len(t) for name, t in times.items()},
        "graph_rows": htp.rows, "context": htp.context,
        "row_numerics": {"htp": rows, "cpu_qdq": cpu_rows},
        "greedy": {"htp": sim, "cpu_qdq": cpu, "htp_equals_cpu_qdq_tokens": common_prefix(sim, cpu)},
    }
    if torch_reference:
        ref = _torch_greedy(bundle, ids, new_tokens)
        report["greedy"] |= {"torch_fp32": ref, "htp_equals_torch_fp32_tokens": common_prefix(sim, ref),
                             "cpu_qdq_equals_torch_fp32_tokens": common_prefix(cpu, ref)}
    if out:
        Path(out).parent.mkdir(parents=True, exist_ok=True)
        Path(out).write_text(json.dumps(report, indent=2) + "\n")
    return report
