"""``omnidraft npu-cost``: predicted speedup of a drafter/target pair on a phone's NPU. A prediction, not a timing.

Decode on the HTP is memory-bound: a step streams every weight once, so a verify call of k+1 rows
costs about one decode step (unlike this 2-core CPU, where two rows cost 1.16 steps). So per SoC:

  step seconds          = int8 weight bytes / published DRAM bandwidth (an upper bound on speed)
  target-only           = one target step per token
  speculative, per token = (target calls + drafter calls x drafter bytes / target bytes) / new tokens

The call counts come from a measured greedy run of the pair on this machine's CPU bundles (same
tokenizers, same drafting rules), so acceptance is measured; the step times are predicted. Weight
bytes are counted from each model's config at the static exporter's precision (int8 linear layers
and lm_head; embedding on the host, not streamed per step) and, where a static bundle exists, checked
against its graph's weight file.
"""

import json
import sys
import time
from pathlib import Path

# Published LPDDR5X bandwidth: clock (MHz) x 2 transfers x 64-bit bus.
SOC_BANDWIDTH_GBPS = {
    "SM8550": 4200 * 2 * 8 / 1000,  # Snapdragon 8 Gen 2, LPDDR5X 4200 MHz: 67.2 GB/s
    "SM8650": 4800 * 2 * 8 / 1000,  # Snapdragon 8 Gen 3, LPDDR5X 4800 MHz: 76.8 GB/s
    "SM8750": 5300 * 2 * 8 / 1000,  # Snapdragon 8 Elite, LPDDR5X 5300 MHz: 84.8 GB/s
}


def linear_weight_bytes(config, bits: int = 8) -> int:
    """Bytes of every weight a decode step streams at ``bits`` (the lm_head always int8)."""
    text = config.get_text_config() if hasattr(config, "get_text_config") else config
    h, heads = text.hidden_size, text.num_attention_heads
    kv = getattr(text, "num_key_value_heads", None) or heads
    d = getattr(text, "head_dim", None) or h // heads
    per_layer = h * heads * d * 2 + h * kv * d * 2 + 3 * h * text.intermediate_size
    return per_layer * text.num_hidden_layers * bits // 8 + text.vocab_size * h


def _config_of(bundle: Path):
    from transformers import AutoConfig

    from omnidraft.export.loader import checkpoint_of_bundle

    return AutoConfig.from_pretrained(checkpoint_of_bundle(bundle))


def measure_calls(target: Path, draft: Path, n: int, max_new_tokens: int, k: int, threads: int | None) -> dict:
    """Greedy omnidraft on real prompts: new tokens, target verify calls and drafter forward calls."""
    from omnidraft.datasets import load_prompts
    from omnidraft.runtime.generator import Generator

    prompts = load_prompts("gsm8k", n) + load_prompts("humaneval", n)
    totals = {"prompts": len(prompts), "new_tokens": 0, "target_calls": 0, "drafter_calls": 0,
              "accepted_target_tokens": 0, "proposed_target_tokens": 0}
    with Generator(target, draft, k=k, threads=threads) as gen:
        forward = gen.draft.forward

        def counted(*a, **kw):
            totals["drafter_calls"] += 1
            return forward(*a, **kw)

        gen.draft.forward = counted
        for i, prompt in enumerate(prompts):
            before = totals["drafter_calls"]
            s = gen.generate(prompt, max_new_tokens, method="omnidraft", chat=True).stats
            totals["drafter_calls"] -= 1 if totals["drafter_calls"] > before else 0  # the prompt's prefill
            totals["new_tokens"] += s["new_tokens"]
            totals["target_calls"] += s["rounds"]
            totals["accepted_target_tokens"] += s["accepted_target_tokens"]
            totals["proposed_target_tokens"] += s["proposed_target_tokens"]
            print(f"\r{i + 1}/{len(prompts)} prompts", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    totals["acceptance"] = round(totals["accepted_target_tokens"] / max(1, totals["proposed_target_tokens"]), 4)
    totals["tokens_per_target_call"] = round(totals["new_tokens"] / max(1, totals["target_calls"]), 3)
    return totals


def predict(calls: dict, target_bytes: int, draft_bytes: int) -> dict:
    ratio = draft_bytes / target_bytes
    steps_per_token = (calls["target_calls"] + calls["drafter_calls"] * ratio) / calls["new_tokens"]
    rows = {}
    for soc, gbps in SOC_BANDWIDTH_GBPS.items():
        target_only = gbps * 1e9 / target_bytes
        rows[soc] = {"bandwidth_gb_per_s": gbps, "target_step_ms": round(1e3 / target_only, 2),
                     "target_only_tokens_per_s": round(target_only, 1),
                     "speculative_tokens_per_s": round(target_only / steps_per_token, 1)}
    return {"drafter_to_target_bytes": round(ratio, 4), "target_steps_per_token": round(steps_per_token, 4),
            "predicted_speedup": round(1 / steps_per_token, 3), "per_soc": rows}


def _static_weight_file_bytes(bundle: Path) -> int | None:
    data = bundle / "decode.onnx.data"
    return data.stat().st_size if data.exists() else None


def run(target: str, draft: str, n: int, max_new_tokens: int, ks: list[int], threads: int | None, bits: int,
        static_bundles: list[str], out: str | None) -> dict:
    t0 = time.time()
    target, draft = Path(target), Path(draft)
    sizes = {"target": linear_weight_bytes(_config_of(target), bits),
             "drafter": linear_weight_bytes(_config_of(draft), bits)}
    checks = []
    for path in map(Path, static_bundles):  # the formula against what the static exporter really wrote
        checks.append({"bundle": str(path), "formula_bytes": linear_weight_bytes(_config_of(path), 8),
                       "decode_graph_weight_file_bytes": _static_weight_file_bytes(path)})
    by_k = {}
    for k in ks:
        calls = measure_calls(target, draft, n, max_new_tokens, k, threads)
        by_k[k] = {"measured": calls, **predict(calls, sizes["target"], sizes["drafter"])}
    report = {"label": "PREDICTION for a phone NPU (memory-bound decode at the published DRAM bandwidth); "
                       "acceptance measured on this machine's CPU bundles",
              "target": str(target), "drafter": str(draft), "weight_bits": bits,
              "weight_bytes": sizes, "weight_bytes_checked_against_static_bundles": checks,
              "by_k": by_k, "seconds": round(time.time() - t0, 1)}
    if out:
        Path(out).parent.mkdir(parents=True, exist_ok=True)
        Path(out).write_text(json.dumps(report, indent=2) + "\n")
    return report


def table(report: dict) -> str:
    lines = [f"# {report['label']}", "",
             f"pair: {report['drafter']} -> {report['target']}, {report['weight_bits']}-bit weights "
             f"(drafter/target bytes {report['weight_bytes']['drafter'] / report['weight_bytes']['target']:.4f})", "",
             "| k | acceptance | tokens per target call | target steps per token | predicted speedup | "
             + " | ".join(f"{soc} tok/s (target-only -> speculative)" for soc in SOC_BANDWIDTH_GBPS) + " |",
             "|---" * (5 + len(SOC_BANDWIDTH_GBPS)) + "|"]
    for k, r in report["by_k"].items():
        m = r["measured"]
        socs = " | ".join(f"{s['target_only_tokens_per_s']} -> {s['speculative_tokens_per_s']}" for s in r["per_soc"].values())
        lines.append(f"| {k} | {m['acceptance']} | {m['tokens_per_target_call']} | {r['target_steps_per_token']} | "
                     f"{r['predicted_speedup']}x | {socs} |")
    return "\n".join(lines)
