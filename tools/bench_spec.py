"""``omnidraft bench``: every method on the same prompts in one run, interleaved per prompt.

Speedup = aggregate tokens/s of a method / aggregate tokens/s of target-only (single-row steps,
the fastest baseline) measured in the same run. Greedy outputs are checked against row-stable
target-only (the verifier's numerics) and, separately, against the single-row baseline.
"""

import json
import platform
import time
from pathlib import Path

from tqdm import tqdm

from omnidraft.cache_store.persist import CacheConfig
from omnidraft.datasets import load_prompts
from omnidraft.runtime.generator import Generator

SUMMED = ("new_tokens", "rounds", "drafted_tokens", "proposed_target_tokens", "accepted_target_tokens",
          "ngram_merges_proposed", "ngram_merges_accepted", "prompt_lookup_rounds")


def _aggregate(runs: list[dict]) -> dict:
    agg = {k: sum(r.get(k) or 0 for r in runs) for k in SUMMED}
    agg["elapsed_s"] = round(sum(r["elapsed_s"] for r in runs), 3)
    agg["tokens_per_s"] = round(agg["new_tokens"] / agg["elapsed_s"], 2)
    accepted_draft = sum((r.get("acceptance_per_draft_token") or 0) * (r.get("drafted_tokens") or 0) for r in runs)
    agg["acceptance_per_draft_token"] = round(accepted_draft / agg["drafted_tokens"], 4) if agg["drafted_tokens"] else None
    agg["acceptance_per_target_token"] = (round(agg["accepted_target_tokens"] / agg["proposed_target_tokens"], 4)
                                          if agg["proposed_target_tokens"] else None)
    agg["mean_accepted_length"] = round((agg["accepted_target_tokens"] + agg["rounds"]) / agg["rounds"], 4) if agg["rounds"] else None
    agg["ngram_merges_per_round"] = round(agg["ngram_merges_proposed"] / agg["rounds"], 4) if agg["rounds"] else None
    split = {}
    for r in runs:
        for k, v in (r.get("time_split_s") or {}).items():
            split[k] = round(split.get(k, 0.0) + v, 3)
    agg["time_split_s"] = split
    agg["cache_entries_at_end"] = runs[-1].get("ngram_cache_entries")
    return agg


def run(draft: str | None, target: str, tasks: list[str], n: int, max_new_tokens: int, methods: list[str],
        k: int, min_draft_confidence: float, threads: int | None, out: str | None,
        cache: CacheConfig | None = None, chat: bool = True) -> dict:
    with Generator(target, draft, k=k, min_draft_confidence=min_draft_confidence, threads=threads,
                   cache=cache) as gen:
        return _run(gen, draft, target, tasks, n, max_new_tokens, methods, k, min_draft_confidence, out, chat)


def _run(gen: Generator, draft, target, tasks, n, max_new_tokens, methods, k, min_draft_confidence, out,
         chat) -> dict:
    prompts = [(task, p) for task in tasks for p in load_prompts(task, n)]
    configs = ["target-only", "target-only(row-stable)", *methods]
    # Each method learns into its own copy of the starting cache: a method run later on the same
    # prompt must not profit from n-grams another method just learned from that very output.
    start = gen.cache
    stores = {m: start.copy() for m in methods}
    per_task = {task: {c: [] for c in configs} for task in tasks}
    mismatches = {c: 0 for c in configs}
    for task, prompt in tqdm(prompts, desc="prompts", unit="prompt"):
        reference = None
        for config in configs:
            stable = config == "target-only(row-stable)"
            method = "target-only" if config.startswith("target-only") else config
            gen.decoder.cache = stores.get(config, start)
            result = gen.generate(prompt, max_new_tokens, method=method, chat=chat, row_stable=stable)
            if stable:
                reference = result.token_ids
            elif reference is not None and result.token_ids != reference:
                mismatches[config] += 1
            per_task[task][config].append(result.stats)
        baseline_ids = gen.generate(prompt, max_new_tokens, method="target-only", chat=chat).token_ids
        mismatches["target-only"] += baseline_ids != reference
    gen.decoder.cache = start
    if "omnidraft" in stores:  # what the cache file (if any) keeps: the omnidraft method's learning
        start.merge(stores["omnidraft"])
    report = {"target": target, "draft": draft, "tasks": tasks, "prompts_per_task": n, "max_new_tokens": max_new_tokens,
              "k": k, "min_draft_confidence": min_draft_confidence, "temperature": 0.0, "chat_template": chat,
              "cache": {"policy": start.policy, "max_entries": start.max_entries, "max_bytes": start.max_bytes,
                        "file": str(gen.cache_file.path) if gen.cache_file else None,
                        "entries_at_start": gen.cache_file.loaded_entries if gen.cache_file else 0},
              "machine": {"platform": platform.platform(), "processor": platform.processor()},
              "created_unix": int(time.time()),
              "greedy_outputs_differing_from_row_stable_target_only": mismatches, "results": {}}
    for task in tasks:
        base = _aggregate(per_task[task]["target-only"])["tokens_per_s"]
        report["results"][task] = {}
        for config in configs:
            agg = _aggregate(per_task[task][config])
            agg["speedup_vs_target_only"] = round(agg["tokens_per_s"] / base, 3)
            report["results"][task][config] = agg
    print(markdown_table(report))
    if out:
        Path(out).parent.mkdir(parents=True, exist_ok=True)
        Path(out).write_text(json.dumps(report, indent=2) + "\n")
        Path(out).with_suffix(".md").write_text(markdown_table(report) + "\n")
    return report


def cell(value) -> str:
    """A table cell: '-' for a metric that does not apply (None), the number otherwise (even 0)."""
    return "-" if value is None else str(value)


def markdown_table(report: dict) -> str:
    lines = [f"target `{Path(report['target']).name}`, drafter `{Path(report['draft']).name if report['draft'] else '-'}`, "
             f"{report['prompts_per_task']} prompts per task, {report['max_new_tokens']} new tokens, greedy, k={report['k']}",
             "", "| task | method | tokens/s | speedup | accept/draft tok | accept/target tok | mean accepted len | n-gram merges (prop/acc) | time split draft/translate/verify/rollback (s) |",
             "|---|---|---|---|---|---|---|---|---|"]
    for task, rows in report["results"].items():
        for config, r in rows.items():
            t = r["time_split_s"]
            split = "/".join(str(t.get(k, "-")) for k in ("draft", "translate", "verify", "rollback")) if t else "-"
            lines.append(f"| {task} | {config} | {r['tokens_per_s']} | {r['speedup_vs_target_only']}x | "
                         f"{cell(r['acceptance_per_draft_token'])} | {cell(r['acceptance_per_target_token'])} | "
                         f"{cell(r['mean_accepted_length'])} | {r['ngram_merges_proposed']}/{r['ngram_merges_accepted']} | {split} |")
    lines.append("")
    lines.append(f"greedy outputs differing from row-stable target-only: {report['greedy_outputs_differing_from_row_stable_target_only']}")
    return "\n".join(lines)
