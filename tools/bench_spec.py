"""``omnidraft bench``: every method, and the peers a user would otherwise use, on the same prompt ids
in one run, interleaved per prompt so machine drift hits all alike.

Speedup = aggregate tokens/s of a config / aggregate tokens/s of the same engine's target-only in the
same run (ours: single-row steps, the fastest baseline). Greedy outputs are checked: our methods
against row-stable target-only (the verifier's numerics), transformers' assisted generation against
transformers' target-only, onnxruntime-genai against our target-only (same graph).
"""

import json
import time
from pathlib import Path

from tqdm import tqdm

from omnidraft.cache_store.persist import CacheConfig
from omnidraft.datasets import HELD_OUT_START, load_prompts
from omnidraft.errors import OmniDraftError
from omnidraft.runtime.draft_control import DraftControl
from omnidraft.runtime.draft_length import auto_k
from omnidraft.runtime.generator import Generator
from omnidraft.runtime.speculative import DEFAULT_K
from omnidraft.runtime.text import prompt_ids
from omnidraft.tools import bandwidth
from omnidraft.tools.machine import describe

SUMMED = ("new_tokens", "rounds", "drafted_tokens", "proposed_target_tokens", "accepted_target_tokens",
          "ngram_merges_proposed", "ngram_merges_accepted", "prompt_lookup_rounds")
SYSTEMS = ("ours", "transformers", "genai", "llamacpp")


def aggregate(runs: list[dict]) -> dict:
    agg = {k: sum(r.get(k) or 0 for r in runs) for k in SUMMED}
    agg["elapsed_s"] = round(sum(r["elapsed_s"] for r in runs), 3)
    agg["tokens_per_s"] = round(agg["new_tokens"] / agg["elapsed_s"], 2)
    # the prompt's pass apart from the rest: the first new token comes from it, every other from a step
    timed = all(r.get("prefill_s") is not None for r in runs)
    agg["prefill_s"] = round(sum(r["prefill_s"] for r in runs), 3) if timed else None
    decode_s = agg["elapsed_s"] - (agg["prefill_s"] or 0)
    agg["decode_tokens_per_s"] = (round(sum(r["new_tokens"] - 1 for r in runs) / decode_s, 2)
                                  if timed and decode_s > 0 else None)
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
    # the break-even controller: rounds that ran without the drafter (runtime/draft_control.py)
    agg["rounds_without_drafter"] = sum((r.get("draft_control") or {}).get("skipped_rounds", 0) for r in runs)
    return agg


ADAPTED = "omnidraft (adapted drafter)"


def other_draft_label(bundle: str) -> str:
    """``omnidraft (NAME)`` for another drafter: its directory's name, or its run's for make-drafter's DIR/drafter."""
    path = Path(bundle).resolve()
    return f"omnidraft ({path.parent.name if path.name == 'drafter' else path.name})"


class _Ours:
    """Our runtime's configs: target-only (single-row and row-stable), each method, a k sweep, and
    OmniDraft with other drafters of the same tokenizer (``omnidraft adapt``'s adapted drafter,
    ``make-drafter``'s shallow ones) swapped in for their turn, at k and at each swept k (a drafter that
    accepts more, or costs less, may favour another k). ``others`` is [(label, bundle)]."""

    def __init__(self, gen: Generator, methods: list[str], k: int, k_sweep: list[int],
                 others: list[tuple[str, str]] = (), rules: tuple[str, ...] = (), greedy: bool = True):
        self.gen, self.k, self.greedy = gen, k, greedy
        # config -> (method, k, sampling rule); with rules, each method once per rule: "omnidraft [exact]"
        self.method_of = ({f"{m} [{r}]": (m, k, r) for m in methods for r in rules} if rules else
                          {m: (m, k, None) for m in methods})
        self.method_of |= {f"omnidraft k={s}": ("omnidraft", s, None) for s in k_sweep}
        self.drafter_of = {}  # config -> the other drafter it swaps in
        for label, bundle in others:
            if label in self.method_of:
                raise ValueError(f"two drafters would be labelled {label!r}: give them directories of other names")
            initial = gen.swap_draft(bundle)  # checks that it has the drafter's tokenizer
            other = gen.swap_draft(initial)
            for name, length in ((label, k), *((f"{label} k={s}", s) for s in k_sweep)):
                self.method_of[name] = ("omnidraft", length, None)
                self.drafter_of[name] = other
        # Each method learns into its own copy of the starting cache: a method run later on the same
        # prompt must not profit from n-grams another method just learned from that very output.
        self.start = gen.cache
        self.stores = {name: self.start.copy() for name in self.method_of}
        # Likewise each keeps its own break-even controller, which remembers earlier prompts
        # (runtime/draft_control.py): made at its first run, with the cost of the drafter it runs with.
        self.controls: dict[str, DraftControl] = {}

    def configs(self) -> list[str]:
        # sampled, the row-stable decode would only repeat target-only's work: it is the greedy reference
        return ["target-only", *(["target-only(row-stable)"] if self.greedy else []), *self.method_of]

    def run(self, config: str, ids: list[int], max_new_tokens: int, temperature: float = 0.0,
            seed: int | None = None) -> tuple[list[int], dict]:
        gen = self.gen
        if config.startswith("target-only"):
            gen.decoder.cache = self.start
            # every configuration prefills the whole prompt (reuse=False), so their timings compare
            r = gen.generate_ids(ids, max_new_tokens, temperature, seed=seed, method="target-only",
                                 reference=config != "target-only" and temperature <= 0, reuse=False)
            return r.token_ids, r.stats
        method, k, rule = self.method_of[config]
        gen.decoder.cache, gen.decoder.k = self.stores[config], k
        other = self.drafter_of.get(config)
        initial = gen.swap_draft(other) if other is not None else None
        shared = gen.decoder.control
        gen.decoder.control = self.controls.setdefault(config, DraftControl(shared.cost, shared.timed))
        try:
            r = gen.generate_ids(ids, max_new_tokens, temperature, seed=seed, method=method, reuse=False,
                                 sampling_rule=rule)
        finally:
            gen.decoder.k, gen.decoder.cache, gen.decoder.control = self.k, self.start, shared
            if initial is not None:
                gen.swap_draft(initial)
        return r.token_ids, r.stats

    def close(self) -> None:
        if "omnidraft" in self.stores:  # what the cache file (if any) keeps: the omnidraft method's learning
            self.start.merge(self.stores["omnidraft"])
        self.gen.close()


def run(draft: str | None, target: str, tasks: list[str], n: int, max_new_tokens: int, methods: list[str],
        k: int, min_draft_confidence: float, threads: int | None, out: str | None,
        cache: CacheConfig | None = None, chat: bool = True, systems: tuple[str, ...] = ("ours",),
        k_sweep: tuple[int, ...] = (), temperature: float = 0.0, seeds: int = 1,
        transformers_n: int | None = None, other_drafts: list[tuple[str, str]] = (),
        held_out: bool = False, sampling_rules: tuple[str, ...] = (), draft_cost: float | None = None,
        perplexity: bool = False, llamacpp_quants: tuple[str, ...] = ()) -> dict:
    """``seeds`` > 1 repeats every prompt with seeds 0..seeds-1 (sampling only: greedy is deterministic).
    ``transformers_n`` runs the (slow, fp32) transformers system on only the first that many prompts
    per task; its speedup is still against its own target-only on the same prompts. ``other_drafts``
    [(label, bundle)] adds OmniDraft with each of those drafter bundles (same tokenizer as ``draft``). ``held_out`` takes each
    task's prompts from its held-out split (HELD_OUT_START), which ``omnidraft adapt`` never trains on.
    ``sampling_rules`` (sampling only) runs each method once per rule (runtime/params.py SAMPLING_RULES).
    ``draft_cost``: the break-even controller's (runtime/draft_control.py); None times it at load.
    ``perplexity``: each system's perplexity on one fixed text beside its speed (``quality``), and the
    headline ratio only against peers at equal or better perplexity. ``llamacpp_quants``: llama.cpp
    target-only also on the target's GGUF requantized to each of these llama-quantize types, one engine
    each ("llama.cpp Q4_0"), so a peer at our bundle's quality can be found."""
    if sampling_rules and temperature <= 0:
        raise OmniDraftError("--sampling-rules compares how sampled proposals are accepted: add --temperature > 0")
    from omnidraft.tools import llamacpp, peers

    unknown = set(systems) - set(SYSTEMS)
    if unknown:
        raise OmniDraftError(f"unknown systems {sorted(unknown)}: choose from {', '.join(SYSTEMS)}")
    if llamacpp_quants and "llamacpp" not in systems:
        raise OmniDraftError("--llamacpp-quants runs llama.cpp at other quantizations: add llamacpp to --systems")
    for q in llamacpp_quants:
        llamacpp.check_quant_type(q)
    if perplexity:
        llamacpp.gguf_of(target)  # before an hour of timing: the fixed text is scored on the source GGUF's ids
    if other_drafts and not draft:
        raise ValueError("other drafters are compared with the first: pass --draft too")
    gen = Generator(target, draft, k=DEFAULT_K if k == "auto" else k, min_draft_confidence=min_draft_confidence,
                    threads=threads, cache=cache, draft_cost=draft_cost)
    offsets = {task: HELD_OUT_START.get(task, 0) if held_out else 0 for task in tasks}  # unseen: all held out
    prompts = [(task, j, prompt_ids(gen.tokenizer, text, chat)) for task in tasks
               for j, text in enumerate(load_prompts(task, n, offsets[task]))]
    k_auto = None
    if k == "auto":
        if not draft:
            raise ValueError("--k auto weighs a drafter's cost: pass --draft")
        k_auto = auto_k(gen, prompts[0][2])
        k = k_auto["k"]
        k_sweep = tuple(s for s in k_sweep if s != k)  # the picked k already runs as the plain config
        print(f"--k auto: k={k} (predicted speedup by k: {k_auto['predicted_speedup']}; acceptance per target token "
              f"{k_auto['acceptance_per_target_token']}, drafter call {k_auto['c_draft']} and verify "
              f"{k_auto['c_verify']} target steps)" + ("" if k_auto["pays"] else
              "; below 1x at every k: the cost model predicts the target alone is faster with this drafter"))
    ours = _Ours(gen, methods if draft else [m for m in methods if m == "prompt-lookup"], k,
                 list(k_sweep) if draft else [], other_drafts, tuple(sampling_rules), greedy=temperature <= 0)
    engines = {"ours": (ours.configs(), ours.run)}
    weight_bytes = {"ours": bandwidth.onnx_weight_bytes_per_token(Path(target) / "model.onnx")}
    closers = [ours.close]
    if "genai" in systems:
        g = peers.Genai(target, threads)
        engines["onnxruntime-genai"] = (g.configs(), g.run)
        weight_bytes["onnxruntime-genai"] = weight_bytes["ours"]
    if "transformers" in systems:
        t = peers.Transformers(target, draft, threads)
        engines["transformers"] = (t.configs(), t.run)
        weight_bytes["transformers"] = t.weight_bytes
    if "llamacpp" in systems:
        # llama.cpp drafts only with a drafter of the target's own vocabulary; with another one its
        # speculative mode drafts nothing and runs target-only (PERF.md), so it is not run then.
        same_vocab = gen.draft_tokens is not None and gen.draft_tokens.fingerprint() == gen.target_tokens.fingerprint()
        lc = llamacpp.LlamaCpp(target, draft if same_vocab else None, threads, k)
        closers.append(lc.close)
        engines["llama.cpp"] = (lc.configs(), lc.run)
        weight_bytes["llama.cpp"] = lc.weight_bytes
        for q in llamacpp_quants:  # the same GGUF requantized: llama.cpp at another quality
            lq = llamacpp.LlamaCpp(target, None, threads, k, quant=q)
            closers.append(lq.close)
            engines[lq.name] = (lq.configs(), lq.run)
            weight_bytes[lq.name] = lq.weight_bytes
    bw = bandwidth.measure_bandwidth()
    limits = {"transformers": transformers_n if transformers_n is not None else n}
    per_task = {task: {c: [] for cfgs, _ in engines.values() for c in cfgs} for task in tasks}
    outputs = {}
    seed_list = list(range(seeds)) if temperature > 0 else [None]
    try:
        for configs, runner in engines.values():  # warm-up: first-call allocations are not anyone's cost
            runner(configs[0], prompts[0][2], 4)
        for i, (task, j, ids) in enumerate(tqdm(prompts, desc="prompts", unit="prompt")):
            for seed in seed_list:
                for engine, (configs, runner) in engines.items():
                    if j >= limits.get(engine, n):
                        continue
                    for config in configs:
                        tokens, stats = runner(config, ids, max_new_tokens, temperature, seed)
                        per_task[task][config].append(stats)
                        outputs[(i, config)] = tokens
    finally:
        for close in closers:
            close()
    quality = system_quality(target, list(engines), threads, llamacpp_quants) if perplexity else None
    checks = {  # config -> the greedy output it must equal
        **{c: "target-only(row-stable)" for c in ours.configs() if c != "target-only(row-stable)"},
        "transformers UAG": "transformers target-only", "onnxruntime-genai target-only": "target-only",
        "llama.cpp speculative": "llama.cpp target-only"}
    mismatches = {} if temperature > 0 else {
        c: sum(outputs[(i, c)] != outputs[(i, ref)] for i in range(len(prompts)) if (i, c) in outputs)
        for c, ref in checks.items() if (0, c) in outputs and (0, ref) in outputs}
    report = {"target": str(target), "draft": str(draft) if draft else None,
              "other_drafts": [{"label": label, "bundle": str(bundle)} for label, bundle in other_drafts],
              "tasks": tasks, "prompts_per_task": n,
              "first_prompt": offsets,
              "prompts_per_task_by_engine": {e: min(n, limits.get(e, n)) for e in engines},
              "max_new_tokens": max_new_tokens, "k": k, "k_auto": k_auto, "k_sweep": list(k_sweep),
              "min_draft_confidence": min_draft_confidence, "temperature": temperature,
              "draft_cost": gen.decoder.control.cost, "draft_cost_timed": gen.decoder.control.timed,
              "sampling_rules": list(sampling_rules) or None,
              "seeds": len(seed_list) if temperature > 0 else None, "chat_template": chat,
              "systems": list(engines),
              "machine": {**describe(), "bandwidth": bw},
              # our sessions' weights on 2 MiB pages (runtime/huge_pages.py; 0 where the kernel cannot)
              "huge_page_bytes": {"target": getattr(gen.target, "huge_page_bytes", 0),
                                  "draft": getattr(gen.draft, "huge_page_bytes", 0) if gen.draft else None},
              "weight_bytes_read_per_token": weight_bytes, "created_unix": int(time.time()),
              "cache": {"policy": ours.start.policy, "max_entries": ours.start.max_entries,
                        "max_bytes": ours.start.max_bytes, "file": str(gen.cache_file.path) if gen.cache_file else None,
                        "entries_at_start": gen.cache_file.loaded_entries if gen.cache_file else 0},
              "greedy_outputs_differing": {c: {"from": checks[c], "prompts": m} for c, m in mismatches.items()},
              "quality": quality, "results": {}}
    for task in tasks:
        report["results"][task] = {}
        for engine, (configs, _) in engines.items():
            base = aggregate(per_task[task][configs[0]])["tokens_per_s"]
            for config in configs:
                agg = aggregate(per_task[task][config])
                agg["engine"] = engine
                agg["speedup_vs_target_only"] = round(agg["tokens_per_s"] / base, 3)
                # each prompt (and seed) against the engine's target-only on it, run beside it
                agg["per_prompt_speedup"] = [round(r["new_tokens"] * b["elapsed_s"] / (r["elapsed_s"] * b["new_tokens"]), 3)
                                             for r, b in zip(per_task[task][config], per_task[task][configs[0]])]
                if agg["rounds"]:  # the paper's form: tokens per step / (step latency / target-only token latency)
                    agg["round_ms"] = round(1000 * agg["elapsed_s"] / agg["rounds"], 2)
                    agg["speedup_paper_form"] = round(agg["mean_accepted_length"] / (agg["round_ms"] / 1000 * base), 3)
                if engine == "ours":
                    agg["cost_model"] = cost_model(agg, aggregate(per_task[task][configs[0]]))
                agg["fraction_of_bandwidth_limit"] = bandwidth.fraction_of_limit(
                    agg["tokens_per_s"], weight_bytes[engine], bw["read_gb_per_s"])
                report["results"][task][config] = agg
        report["results"][task]["ours_best_vs_best_peer"] = _best_vs_peer(report["results"][task], quality)
    print(markdown_table(report))
    if out:
        write_outputs(report, Path(out))
    return report


def cost_model(agg: dict, target_only: dict) -> dict | None:
    """A speculative config's round, in target-step units (the issue's L / (c_draft + c_verify)):
    c_draft = drafting seconds per round, c_verify = the verifying call per round (verify_rows: the
    tokens it checks, proposals + 1), c_other = translating and re-syncing, each divided by one target-only decode step
    measured on the same prompts. predicted = mean accepted length / their sum; measured = decode
    tokens/s over target-only's. Where they differ, time outside the split (Python between calls) is why."""
    rounds, split, base = agg["rounds"], agg["time_split_s"], target_only.get("decode_tokens_per_s")
    if not rounds or not split or not base or not agg.get("decode_tokens_per_s"):
        return None
    step = 1.0 / base
    per_round = {k: split.get(k, 0.0) / rounds / step for k in ("draft", "verify")}
    other = (split.get("translate", 0.0) + split.get("rollback", 0.0)) / rounds / step
    cost = per_round["draft"] + per_round["verify"] + other
    return {"target_step_ms": round(1000 * step, 2), "c_draft": round(per_round["draft"], 3),
            "c_verify": round(per_round["verify"], 3),
            "verify_rows": round((agg["proposed_target_tokens"] + rounds) / rounds, 2),
            "c_other": round(other, 3), "predicted_speedup": round(agg["mean_accepted_length"] / cost, 3),
            "measured_decode_speedup": round(agg["decode_tokens_per_s"] / base, 3)}


def system_quality(target: str, engines: list[str], threads: int | None, quants: tuple[str, ...] = ()) -> dict:
    """Each system's perplexity on one fixed text, scored on llama.cpp's own token ids
    (tools/llama_perplexity.py): ours and onnxruntime-genai run the same graph, llama.cpp the source GGUF,
    "llama.cpp Q" that GGUF requantized to Q. Every method is lossless, so a method's quality is its
    target's; the transformers system (fp32 of the dequantized GGUF) is not scored."""
    from omnidraft.tools import llama_perplexity

    r = llama_perplexity.compare([str(target)], threads=threads or 2, quants=quants)
    ours = r["bundles"][str(target)]["perplexity"]
    scored = {"ours": ours, "onnxruntime-genai": ours, "llama.cpp": r["llama_cpp"]["perplexity"],
              **{f"llama.cpp {q}": v["perplexity"] for q, v in r.get("llama_cpp_requantized", {}).items()}}
    return {"text": r["text"], "scored_tokens": r["bundles"][str(target)]["scored_tokens"], "gguf": r["gguf"],
            "perplexity": {e: scored.get(e) for e in engines}}


def _best_vs_peer(rows: dict, quality: dict | None = None) -> dict | None:
    """Our fastest config over the fastest peer. With ``quality``, a peer of higher (worse) perplexity than
    ours is left out: the headline compares like with like or against better."""
    ppl = (quality or {}).get("perplexity", {})
    worse = {e for e, p in ppl.items() if p is not None and ppl.get("ours") is not None and p > ppl["ours"]}
    mine = {c: r["tokens_per_s"] for c, r in rows.items() if r["engine"] == "ours" and c != "target-only(row-stable)"}
    theirs = {c: r["tokens_per_s"] for c, r in rows.items() if r["engine"] != "ours" and r["engine"] not in worse}
    if not theirs:
        return None
    best, peer = max(mine, key=mine.get), max(theirs, key=theirs.get)
    return {"ours": best, "peer": peer, "ratio": round(mine[best] / theirs[peer], 3),
            "at_matched_quality": quality is not None, "peers_left_out_for_worse_quality": sorted(worse)}


def write_outputs(report: dict, out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    (out / "results.json").write_text(json.dumps(report, indent=2) + "\n")
    (out / "results.md").write_text(markdown_table(report) + "\n")
    from omnidraft.tools.plots import plot_bench

    plot_bench(report, out)


def _first(report: dict) -> str:
    first = report.get("first_prompt") or {}
    return f" from item {', '.join(f'{t} {i}' for t, i in first.items())}" if any(first.values()) else ""


def cell(value) -> str:
    """A table cell: '-' for a metric that does not apply (None), the number otherwise (even 0)."""
    return "-" if value is None else str(value)


def decoding(report: dict) -> str:
    return "greedy" if not report["temperature"] else f"temperature {report['temperature']}, {report['seeds']} seeds"


def _cpu(machine: dict) -> str:
    isa = "/".join(machine["isa"]) or "no listed matrix extension"
    return f"{machine['cpu']} ({machine['cores']} cores, {isa}, L2 {machine['l2_per_core'] or 'unknown'} per core)"


def drafter_rounds(r: dict) -> str:
    """"rounds without the drafter / rounds" for a config that drafts, else "-"."""
    return f"{r['rounds_without_drafter']}/{r['rounds']}" if r["drafted_tokens"] else "-"


def markdown_table(report: dict) -> str:
    bw = report["machine"]["bandwidth"]
    fewer = ", ".join(f"{e}: {m}" for e, m in report["prompts_per_task_by_engine"].items() if m < report["prompts_per_task"])
    lines = [f"target `{Path(report['target']).name}`, drafter `{Path(report['draft']).name if report['draft'] else '-'}`, "
             f"{report['prompts_per_task']} prompts per task{f' ({fewer})' if fewer else ''}{_first(report)}, "
             f"{report['max_new_tokens']} new tokens, {decoding(report)}, k={report['k']}"
             f"{' (--k auto, predicted speedup by k: ' + str(report['k_auto']['predicted_speedup']) + ')' if report.get('k_auto') else ''}, "
             f"{_cpu(report['machine'])}, memory read bandwidth {bw['read_gb_per_s']} GB/s, break-even drafter cost "
             f"{report.get('draft_cost')} ({'timed at load' if report.get('draft_cost_timed') else 'set'})",
             "", "| task | config | tokens/s | prefill s | decode tok/s | speedup | of bandwidth limit | accept/draft tok | "
             "accept/target tok | mean accepted len | n-gram merges (prop/acc) | rounds without drafter | "
             "time split draft/translate/verify/rollback (s) |",
             "|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for task, rows in report["results"].items():
        for config, r in rows.items():
            if config == "ours_best_vs_best_peer":
                continue
            t = r["time_split_s"]
            split = "/".join(str(t.get(k, "-")) for k in ("draft", "translate", "verify", "rollback")) if t else "-"
            lines.append(f"| {task} | {config} | {r['tokens_per_s']} | {cell(r.get('prefill_s'))} | "
                         f"{cell(r.get('decode_tokens_per_s'))} | {r['speedup_vs_target_only']}x | "
                         f"{r['fraction_of_bandwidth_limit']} | "
                         f"{cell(r['acceptance_per_draft_token'])} | {cell(r['acceptance_per_target_token'])} | "
                         f"{cell(r['mean_accepted_length'])} | {r['ngram_merges_proposed']}/{r['ngram_merges_accepted']} | "
                         f"{drafter_rounds(r)} | {split} |")
    lines += ["", "Cost model, per round in target-only decode steps (predicted = mean accepted length / the sum):", "",
              "| task | config | c_draft | c_verify (rows) | c_other | predicted | measured decode speedup |",
              "|---|---|---|---|---|---|---|"]
    for task, rows in report["results"].items():
        for config, r in rows.items():
            c = r.get("cost_model") if isinstance(r, dict) else None
            if c:
                lines.append(f"| {task} | {config} | {c['c_draft']} | {c['c_verify']} ({c['verify_rows']}) | "
                             f"{c['c_other']} | {c['predicted_speedup']}x | {c['measured_decode_speedup']}x |")
    lines += ["", "Per prompt, against target-only on the same prompt (lowest, and how many below 0.97x):", ""]
    for task, rows in report["results"].items():
        for config, r in rows.items():
            per = r.get("per_prompt_speedup") if isinstance(r, dict) else None
            if per and r.get("rounds"):
                lines.append(f"- {task} {config}: lowest {min(per)}x, {sum(x < 0.97 for x in per)} of {len(per)} below "
                             f"0.97x: {', '.join(f'{x}' for x in per)}")
    lines.append("")
    q = report.get("quality")
    if q:
        lines.append(f"Quality: perplexity on {q['text']} ({q['scored_tokens']} tokens scored on llama.cpp's ids; "
                     "every method keeps its target's): " + ", ".join(
                         f"{e} {cell(p)}" for e, p in q["perplexity"].items()) + ". The ratios below count only "
                     "peers at equal or better perplexity.")
    for task, rows in report["results"].items():
        best = rows.get("ours_best_vs_best_peer")
        if best:
            out = ", ".join(best.get("peers_left_out_for_worse_quality") or [])
            lines.append(f"{task}: our best ({best['ours']}) / best peer ({best['peer']}) = {best['ratio']}"
                         + (f" (left out for worse perplexity: {out})" if out else ""))
    if report["temperature"] == 0:
        lines.append("greedy outputs differing (prompts): " + ", ".join(
            f"{c} vs {d['from']}: {d['prompts']}" for c, d in report["greedy_outputs_differing"].items()))
    return "\n".join(lines)
