"""Target-only decode speed of bundles: tokens/s for N new tokens after a ~100-token prompt.

Each bundle runs through our runtime (OnnxLM) and, side by side in the same process, through
onnxruntime-genai's own generator on the same graph (``--genai``), so the loop's overhead shows.
``--reference`` also times the reference decode (two-row steps, the numerics verification uses), so
its cost against the fast single-row decode is measured in one run. ``--rows N`` also times one call
of 1..N rows after the prompt: the price of verifying N-1 proposals against one decode step, which
decides how long a draft can pay. Median of several runs; the first run is a warm-up and is discarded.
"""

import json
import statistics
import time
from pathlib import Path

from tqdm import tqdm

from omnidraft.runtime import gguf_ops
from omnidraft.runtime.bundle import load_bundle
from omnidraft.runtime.onnx_lm import OnnxLM
from omnidraft.runtime.target_only import greedy_decode
from omnidraft.runtime.text import load_tokenizer
from omnidraft.tools.machine import describe


def benchmark_prompt(tokenizer, tokens: int = 100) -> list[int]:
    """A real ~``tokens``-token prompt: HumanEval problems joined until long enough, then cut."""
    from omnidraft.datasets import load_prompts

    ids: list[int] = []
    for text in load_prompts("humaneval", 20):
        ids += tokenizer(text, add_special_tokens=False).input_ids
        if len(ids) >= tokens:
            break
    return ids[:tokens]


def genai_model(bundle_path: Path, threads: int):
    """One onnxruntime-genai model for all runs, with our thread count (as bench's peer loads it)."""
    import onnxruntime_genai as og

    config = og.Config(str(bundle_path))
    config.overlay(json.dumps({"model": {"decoder": {"session_options": {"intra_op_num_threads": threads}}}}))
    return og.Model(config)


def genai_decode_tps(model, prompt: list[int], new_tokens: int) -> float:
    import onnxruntime_genai as og

    params = og.GeneratorParams(model)
    params.set_search_options(do_sample=False, max_length=len(prompt) + new_tokens, min_length=len(prompt) + new_tokens)
    gen = og.Generator(model, params)
    gen.append_tokens(prompt)  # prefill, and the first new token's logits
    t0 = time.perf_counter()
    steps = 0
    while not gen.is_done():
        gen.generate_next_token()
        steps += 1
    return (steps - 1) / (time.perf_counter() - t0) if steps > 1 else float("nan")


def _ours(lm: OnnxLM, prompt: list[int], new_tokens: int, runs: int,
          reference: bool = False) -> tuple[list[float], list[float]]:
    decode, prefill = [], []
    for i in range(runs + 1):
        _, stats = greedy_decode(lm, prompt, new_tokens, row_stable=reference)
        if i:  # the first run is a warm-up
            decode.append(stats["decode_tokens_per_s"])
            prefill.append(stats["prefill_s"])
    return decode, prefill


def _call_ms_by_rows(lm: OnnxLM, prompt: list[int], max_rows: int, runs: int) -> dict[int, float]:
    """Median milliseconds of one call of n = 1..max_rows rows after the prompt (rolled back each time)."""
    lm.reset()
    lm.forward(prompt, last=1)
    times: dict[int, list[float]] = {n: [] for n in range(1, max_rows + 1)}
    for i in range(runs + 1):
        for n, runs_n in times.items():
            t0 = time.perf_counter()
            lm.forward(prompt[:n])
            if i:  # the first pass is a warm-up
                runs_n.append(time.perf_counter() - t0)
            lm.rollback(len(prompt))
    return {n: round(statistics.median(v) * 1000, 1) for n, v in times.items()}


def bench_bundle(path: Path, new_tokens: int = 128, runs: int = 3, threads: int = 2, genai: bool = False,
                 kv_ab: bool = False, rows: int = 0, reference: bool = False) -> dict:
    bundle = load_bundle(path)
    tokenizer = load_tokenizer(path)
    prompt = benchmark_prompt(tokenizer)
    lm = OnnxLM(bundle, threads=threads, max_length=len(prompt) + max(new_tokens, rows) + 8)
    ours, prefill = _ours(lm, prompt, new_tokens, runs)
    record = {
        "bundle": str(path),
        "model": bundle.manifest["model"]["source"],
        "precision": bundle.manifest["quantization"]["precision"],
        "bundle_mb": round(sum(f["size"] for f in bundle.manifest["files"].values()) / 1e6, 1),
        "prompt_tokens": len(prompt),
        "new_tokens": new_tokens,
        "runs": runs,
        "decode_tokens_per_s_median": round(statistics.median(ours), 2),
        "decode_tokens_per_s_runs": ours,
        "prefill_s_median": round(statistics.median(prefill), 3),
        "kv_cache": "shared_buffer" if lm.shared else "concat",
    }
    if bundle.manifest["graph"].get("custom_op_domains"):  # the op library's numbers are its kernel set's
        record["kernel_set"] = gguf_ops.kernel_set()
    if kv_ab and lm.shared:  # the same graph with a cache copied each step (present = past + new)
        concat = OnnxLM(bundle, threads=threads, max_length=len(prompt) + new_tokens + 8, kv_mode="concat")
        runs_concat, _ = _ours(concat, prompt, new_tokens, runs)
        record["concat_decode_tokens_per_s_median"] = round(statistics.median(runs_concat), 2)
        record["concat_decode_tokens_per_s_runs"] = runs_concat
    if reference:  # the reference decode (two-row steps, the verifier's numerics) against the fast one
        runs_ref, _ = _ours(lm, prompt, new_tokens, runs, reference=True)
        record["reference_decode_tokens_per_s_median"] = round(statistics.median(runs_ref), 2)
        record["reference_decode_tokens_per_s_runs"] = runs_ref
        record["reference_cost_vs_fast"] = round(record["decode_tokens_per_s_median"] / statistics.median(runs_ref), 3)
    if rows:
        ms = _call_ms_by_rows(lm, prompt, rows, runs)
        record["call_ms_by_rows"] = ms
        record["call_cost_vs_one_row"] = {n: round(m / ms[1], 2) for n, m in ms.items()}
    if genai:
        model = genai_model(path, threads)
        genai_decode_tps(model, prompt, new_tokens)  # warm-up
        runs_genai = [round(genai_decode_tps(model, prompt, new_tokens), 2) for _ in range(runs)]
        record["genai_decode_tokens_per_s_median"] = round(statistics.median(runs_genai), 2)
        record["genai_decode_tokens_per_s_runs"] = runs_genai
    return record


def main(bundles: list[str], new_tokens: int, runs: int, threads: int, genai: bool, out: str | None,
         kv_ab: bool = False, rows: int = 0, reference: bool = False) -> list[dict]:
    records = [bench_bundle(Path(b), new_tokens, runs, threads, genai, kv_ab, rows, reference)
               for b in tqdm(bundles, desc="bundles", unit="bundle")]
    header = (f"{'bundle':<48} {'prec':>5} {'MB':>7} {'tok/s (ours)':>13}" + (f" {'tok/s (genai)':>14}" if genai else "")
              + (f" {'tok/s (concat KV)':>18}" if kv_ab else "") + (f" {'tok/s (reference)':>18}" if reference else ""))
    print(header)
    for r in records:
        line = f"{Path(r['bundle']).name:<48} {r['precision']:>5} {r['bundle_mb']:>7} {r['decode_tokens_per_s_median']:>13}"
        if genai:
            line += f" {r['genai_decode_tokens_per_s_median']:>14}"
        if kv_ab:
            line += f" {r.get('concat_decode_tokens_per_s_median', '-'):>18}"
        if reference:
            line += f" {r['reference_decode_tokens_per_s_median']:>18}"
        print(line)
    for r in records if rows else []:
        costs = " ".join(f"{n}:{c}x" for n, c in r["call_cost_vs_one_row"].items())
        print(f"{Path(r['bundle']).name}: one call by rows, vs one row ({r['call_ms_by_rows'][1]} ms): {costs}")
    if out:
        Path(out).write_text(json.dumps({"machine": describe(), "bundles": records}, indent=2) + "\n")
    return records
