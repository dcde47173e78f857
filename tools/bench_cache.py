"""``omnidraft cache-bench``: what the n-gram cache holds, costs and buys, per task.

For each task, on the real pair:
1. session 1: OmniDraft with an unbounded cache over prompts [0, n); the full size F (entries,
   accounted bytes, Python heap, file bytes) and the file's save/load time;
2. bounded: the same prompts again, each config with its own empty cache: unbounded, and LRU / LFU
   capped at each fraction of F, interleaved per prompt with target-only (speedup, same run);
3. session 2: prompts [n, 2n), a cold (empty) cache vs the cache saved by session 1;
and, once, save/load time of a synthetic file of ``io_entries`` entries.
"""

import json
import random
import tempfile
import time
import tracemalloc
from pathlib import Path

from tqdm import tqdm

from omnidraft.cache_store.persist import load_store, save_store
from omnidraft.cache_store.store import NgramStore
from omnidraft.datasets import load_prompts
from omnidraft.runtime.generator import Generator
from omnidraft.tools.bench_spec import aggregate, cell
from omnidraft.tools.machine import describe


def _python_bytes(store: NgramStore) -> int:
    """Heap bytes a copy of the store allocates (entries, keys, index, eviction queue)."""
    tracemalloc.start()
    twin = store.copy()
    size = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    del twin
    return size


def _time_io(store: NgramStore, path: Path, repeats: int = 3) -> dict:
    saves, loads = [], []
    for _ in range(repeats):
        t0 = time.perf_counter()
        size = save_store(store, path)
        t1 = time.perf_counter()
        load_store(path)
        loads.append(time.perf_counter() - t1)
        saves.append(t1 - t0)
    return {"entries": len(store), "file_bytes": size, "save_s_median": round(sorted(saves)[repeats // 2], 4),
            "load_s_median": round(sorted(loads)[repeats // 2], 4)}


def synthetic_io(entries: int, like: NgramStore, path: Path) -> dict:
    """Save/load time of ``entries`` random n-grams with the length mix of ``like``."""
    rng = random.Random(0)
    lengths = [int(n) for n, c in like.stats()["ngram_lengths"].items() for _ in range(c)] or [2, 3]
    store = NgramStore("none", namespace=like.namespace)
    ns = like.namespace
    while len(store) < entries:
        store.observe(rng.randrange(ns.target_vocab_size), [rng.randrange(ns.draft_vocab_size)
                                                            for _ in range(rng.choice(lengths))])
    return _time_io(store, path)


def _run_configs(gen: Generator, prompts: list[str], stores: dict, max_new_tokens: int, chat: bool,
                 desc: str) -> dict:
    """Every config on every prompt, interleaved, after target-only (single-row steps: the fastest
    baseline). Greedy outputs of all configs must be identical whatever their cache holds."""
    runs = {"target-only": [], **{name: [] for name in stores}}
    mismatches = 0
    for prompt in tqdm(prompts, desc=desc, unit="prompt"):
        runs["target-only"].append(gen.generate(prompt, max_new_tokens, method="target-only", chat=chat).stats)
        outputs = []
        for name, store in stores.items():
            gen.decoder.cache = store
            result = gen.generate(prompt, max_new_tokens, method="omnidraft", chat=chat)
            outputs.append(result.token_ids)
            runs[name].append(result.stats)
        mismatches += any(o != outputs[0] for o in outputs)
    out = {name: aggregate(r) for name, r in runs.items()}
    for name, agg in out.items():
        agg["speedup_vs_target_only"] = round(agg["tokens_per_s"] / out["target-only"]["tokens_per_s"], 3)
        if name in stores:
            agg["cache"] = {"entries": len(stores[name]), "accounted_bytes": stores[name].bytes,
                            "evictions": stores[name].counters.evictions}
    out["prompts_where_cache_configs_disagree"] = mismatches
    return out


def run(draft: str, target: str, tasks: list[str], n: int, max_new_tokens: int, fractions: list[float],
        io_entries: int, threads: int | None, out_dir: str, chat: bool = True) -> dict:
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    gen = Generator(target, draft, threads=threads, draft_cost=0)  # every round drafts: the cache's effect alone
    empty = gen.cache.copy()  # right namespace, no entries
    report = {"target": target, "draft": draft, "prompts_per_task": n, "max_new_tokens": max_new_tokens,
              "k": gen.decoder.k, "temperature": 0.0, "chat_template": chat,
              "machine": describe(),
              "created_unix": int(time.time()), "tasks": {}}
    for task in tasks:
        first, second = load_prompts(task, n), load_prompts(task, n, offset=n)
        # session 1: learn with an unbounded cache
        full = NgramStore("none", namespace=empty.namespace)
        for prompt in tqdm(first, desc=f"{task} session 1", unit="prompt"):
            gen.decoder.cache = full
            gen.generate(prompt, max_new_tokens, method="omnidraft", chat=chat)
        cache_file = out / f"{task}.odng"
        size = {"entries": len(full), "accounted_bytes": full.bytes, "python_heap_bytes": _python_bytes(full),
                "file_bytes": save_store(full, cache_file), **{k: v for k, v in full.stats().items()
                                                                if k in ("ngram_lengths", "count_max", "count_mean")}}
        size["save_load"] = _time_io(full, Path(tempfile.mkdtemp()) / "io.odng")
        # bounded caches, same prompts, each config from empty
        stores = {"unbounded": NgramStore("none", namespace=empty.namespace)}
        for frac in fractions:
            cap = max(1, round(len(full) * frac))
            for policy in ("lru", "lfu"):
                stores[f"{policy} 1/{round(1 / frac)} ({cap})"] = NgramStore(policy, cap, 0, 0, empty.namespace)
        bounded = _run_configs(gen, first, stores, max_new_tokens, chat, f"{task} bounded")
        # session 2: new prompts, cold vs warm
        warm = load_store(cache_file)
        sessions = {"cold (empty cache)": NgramStore("none", namespace=empty.namespace),
                    "warm (session 1's file)": warm}
        warm_entries = len(warm)
        second_session = _run_configs(gen, second, sessions, max_new_tokens, chat, f"{task} session 2")
        second_session["warm (session 1's file)"]["cache"]["entries_at_start"] = warm_entries
        report["tasks"][task] = {"full_cache": size, "bounded": bounded, "second_session": second_session}
    if io_entries:
        report["synthetic_io"] = synthetic_io(io_entries, full, Path(tempfile.mkdtemp()) / "synthetic.odng")
    (out / "results.json").write_text(json.dumps(report, indent=2) + "\n")
    (out / "results.md").write_text(markdown(report) + "\n")
    print(markdown(report))
    return report


def markdown(report: dict) -> str:
    lines = [f"target `{Path(report['target']).name}`, drafter `{Path(report['draft']).name}`, "
             f"{report['prompts_per_task']} prompts per task and session, {report['max_new_tokens']} new tokens, "
             f"greedy, k={report['k']}", ""]
    for task, r in report["tasks"].items():
        f = r["full_cache"]
        lines += [f"### {task}", "",
                  f"full cache after session 1: {f['entries']} n-grams, {f['accounted_bytes']} accounted bytes, "
                  f"{f['python_heap_bytes']} bytes of Python heap, {f['file_bytes']} bytes on disk; "
                  f"save {f['save_load']['save_s_median']} s, load {f['save_load']['load_s_median']} s", "",
                  "| run | cache | entries (evictions) | tokens/s | speedup | accept/draft tok | accept/target tok | "
                  "mean accepted len | n-gram merges (prop/acc) |", "|---|---|---|---|---|---|---|---|---|"]
        for part in ("bounded", "second_session"):
            for name, a in r[part].items():
                if not isinstance(a, dict):
                    continue
                c = a.get("cache")
                held = f"{c['entries']} ({c['evictions']})" if c else "-"
                lines.append(f"| {part.replace('_', ' ')} | {name} | {held} | "
                             f"{a['tokens_per_s']} | {a['speedup_vs_target_only']}x | {cell(a['acceptance_per_draft_token'])} | "
                             f"{cell(a['acceptance_per_target_token'])} | {cell(a['mean_accepted_length'])} | "
                             f"{a['ngram_merges_proposed']}/{a['ngram_merges_accepted']} |")
        lines += ["", f"prompts where the cache configs' greedy outputs differ: bounded "
                  f"{r['bounded']['prompts_where_cache_configs_disagree']}, second session "
                  f"{r['second_session']['prompts_where_cache_configs_disagree']}", ""]
    if "synthetic_io" in report:
        s = report["synthetic_io"]
        lines.append(f"synthetic file of {s['entries']} entries: {s['file_bytes']} bytes, save {s['save_s_median']} s, "
                     f"load {s['load_s_median']} s (median of 3)")
    return "\n".join(lines)
