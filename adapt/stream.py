"""``omnidraft adapt``: serve a stream of prompts with online adaptation, then judge it on held-out prompts.

Stream and held-out prompts never overlap: a task's stream takes its first items, its held-out set
starts at HELD_OUT_START (GSM8K test 0-999 / 1000-1318, HumanEval 0-119 / 120-163). Several
tasks in ``--stream`` are served one after another (a task switch, to watch drift).

Per window of ``interval`` prompts the curve holds acceptance, mean accepted length, tokens/s
and, unless turned off, the speedup over target-only decoding of the same prompts (run right
after each one). The held-out evaluation runs, interleaved per prompt: target-only; the initial
drafter with the cache it started with; the initial drafter with the cache the stream built; and
the adapted drafter with that cache. So the table separates what the cache learned from what
distillation learned. With ``carry_cache=False`` every prompt, streamed or held out, starts from
the cache the run started with: the drift ablation without a persisted n-gram cache (the cache
still merges n-grams learned within the prompt, and L_Ngram still trains on them).

A run commits its progress (adapt/progress.py) after every update and after every held-out
prompt; ``resume=True`` takes a killed run up from its last commit, given the same settings.
"""

import json
import shutil
import sys
import time
import uuid
from pathlib import Path

from tqdm import tqdm

from omnidraft.adapt.online import AdaptConfig, OnlineAdapter
from omnidraft.adapt.progress import ProgressFile
from omnidraft.atomic import write_bytes_atomic
from omnidraft.cache_store.persist import CacheConfig
from omnidraft.datasets import HELD_OUT_START, IN_REPO_SETS, PROMPT_SETS, load_prompts
from omnidraft.errors import OmniDraftError
from omnidraft.export.loader import checkpoint_of_bundle
from omnidraft.runtime.bundle import PAIR_FILE, set_source
from omnidraft.runtime.generator import Generator
from omnidraft.runtime.speculative import DEFAULT_K
from omnidraft.runtime.replay import EpisodeRecorder
from omnidraft.runtime.text import prompt_ids
from omnidraft.tools.bench_spec import aggregate
from omnidraft.tools.machine import describe


def stream_prompts(spec: str, limit: int | None) -> list[tuple[str, str]]:
    """(task, text) in serving order; ``spec`` is task[,task...] or a file with one prompt per line
    (or JSONL with a prompt/question/text field)."""
    out = []
    for part in spec.split(","):
        path = Path(part).expanduser()
        if part in IN_REPO_SETS or (path.is_file() and path.resolve() in {p.resolve() for p in IN_REPO_SETS.values()}):
            raise OmniDraftError(f"--stream {part!r}: the unseen set is for evaluation only (omnidraft bench --tasks "
                                 "unseen); a drafter never trains on it")
        if part in PROMPT_SETS:
            n = HELD_OUT_START[part] if limit is None else min(limit, HELD_OUT_START[part])
            out += [(part, t) for t in load_prompts(part, n)]
            continue
        if not path.is_file():
            raise OmniDraftError(f"--stream {part!r}: not a task ({', '.join(PROMPT_SETS)}) and not a file")
        rows = []
        for line in path.read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue
            if line.lstrip().startswith("{"):
                obj = json.loads(line)
                line = next((obj[k] for k in ("prompt", "question", "text") if k in obj), None)
                if line is None:
                    raise OmniDraftError(f"{path}: a JSON line without a prompt, question or text field")
            rows.append(line)
        out += [(path.name, t) for t in rows[:limit]]
    if not out:
        raise OmniDraftError(f"--stream {spec!r} holds no prompts")
    return out


def run(draft: str, target: str, stream: str, out: str, limit: int | None = None, held_out: int = 20,
        config: AdaptConfig | None = None, max_new_tokens: int = 128, k: int = DEFAULT_K, threads: int | None = None,
        baseline: bool = True, chat: bool = True, cache: CacheConfig | None = None,
        stop_rules: dict | None = None, carry_cache: bool = True, resume: bool = False) -> dict:
    """``stop_rules`` = {"k", "gamma", "confidence"}: how the held-out evaluation compares the learned
    head (when ``config.train.head``) with the confidence threshold."""
    config = config or AdaptConfig()
    out = Path(out)
    cache = cache or CacheConfig()
    settings = json.loads(json.dumps({
        "draft": str(Path(draft).resolve()), "target": str(Path(target).resolve()), "stream": stream, "limit": limit,
        "held_out": held_out, "max_new_tokens": max_new_tokens, "k": k, "chat": chat, "baseline": baseline,
        "carry_cache": carry_cache, "stop_rules": stop_rules, "interval": config.interval,
        "rollback_margin": config.rollback_margin, "rollback_alpha": config.rollback_alpha, "top_k": config.top_k,
        "train": {n: v for n, v in vars(config.train).items() if n != "threads"},
        "cache": {n: str(v) if n == "path" and v else v for n, v in vars(cache).items()}}))
    served = stream_prompts(stream, limit)
    progress = ProgressFile(out / "work" / "progress.json")
    held_out_progress = ProgressFile(out / "work" / "held-out.json")
    saved = _saved_progress(progress, settings, resume, out, len(served))
    out.mkdir(parents=True, exist_ok=True)
    machines = _machines(out / "work" / "machines.json", resumed=saved is not None)
    # every round drafts (draft cost 0): adaptation learns from the drafter's rounds, most from the bad ones
    gen = Generator(target, draft, k=k, threads=threads, cache=cache, draft_cost=0)
    initial_draft, start_cache = gen.draft, gen.cache.copy()
    adapter = OnlineAdapter(gen, out / "work", config)
    held = held_out_prompts([t for t, _ in served], held_out)
    if saved:
        (data, caches), done = saved, saved[0]["adapter"]["served"]
        start_cache = caches["start"]
        gen.cache.restore(caches["stream"].items(), caches["stream"].clock, caches["stream"].uses_since_aging)
        adapter.resume(data["adapter"])
        check, windows = data["top_k_check"], data["windows"]
        adapter.log_event({"event": "resumed", "stream_prompts_left": len(served) - done})
        t_start = time.time() - data["stream_seconds"]
    else:
        progress.clear()
        held_out_progress.clear()
        done, windows = 0, []
        check = top_k_check(gen, adapter.trainer, _ids(gen, served[0][1], chat), max_new_tokens)
        t_start = time.time()
    spec_stats, base_stats = [], []
    bar = tqdm(served[done:], desc="stream", unit="prompt", initial=done, total=len(served))
    for i, (task, text) in enumerate(bar, start=done):
        ids = _ids(gen, text, chat)
        version = adapter.version
        if not carry_cache:
            gen.decoder.cache = start_cache.copy()
        spec_stats.append(adapter.serve(ids, max_new_tokens).stats)
        if baseline:
            base_stats.append(gen.generate_ids(ids, max_new_tokens, method="target-only", reuse=False).stats)
        if len(spec_stats) == config.interval or i == len(served) - 1:
            row = {"window": len(windows), "last_prompt": i + 1, "task": task, "drafter_version": version,
                   **{k: v for k, v in aggregate(spec_stats).items() if k != "cache_entries_at_end"},
                   "cache_entries": len(gen.cache)}
            if baseline:
                row["target_only_tokens_per_s"] = aggregate(base_stats)["tokens_per_s"]
                row["speedup_vs_target_only"] = round(row["tokens_per_s"] / row["target_only_tokens_per_s"], 3)
            windows.append(row)
            spec_stats, base_stats = [], []
            state = adapter.checkpoint()
            progress.commit({"settings": settings, "adapter": state, "windows": windows, "top_k_check": check,
                             "stream_seconds": round(time.time() - t_start, 1)},
                            {"start": start_cache, "stream": gen.cache})
            adapter.committed(state)
    stream_seconds = time.time() - t_start
    rules = stop_rules if config.train.head and adapter.version else None
    evaluation, differing = (evaluate(gen, initial_draft, start_cache, held, max_new_tokens, chat, rules, carry_cache,
                                      held_out_progress) if held else ({}, {}))
    final = publish(adapter.bundle, out) if adapter.version else None
    updates = [e for e in adapter.events if e["event"] == "update"]
    report = {
        "draft": str(draft), "target": str(target), "stream": stream, "stream_prompts": len(served),
        "held_out_prompts_per_task": held_out, "max_new_tokens": max_new_tokens, "k": k, "chat_template": chat,
        "cache_carried_between_prompts": carry_cache,
        "interval": config.interval, "train": vars(config.train), "stop_rules": rules, "top_k": config.top_k,
        "trainable_parameters": adapter.trainer.trainable, "rollback_margin": config.rollback_margin,
        "rollback_alpha": config.rollback_alpha, "stream_seconds": round(stream_seconds, 1), "windows": windows,
        "events": adapter.events,
        "seconds_per_update": {"train": _mean(u["seconds"] for u in updates),
                               "head": _mean(u["head_seconds"] for u in updates if "head_seconds" in u),
                               "export_and_parity": _mean(u["export_seconds"] for u in updates)},
        "replay_bytes_per_update": _mean(u["replay_bytes"] for u in updates),
        "top_k_loss_check": check, "machines": machines, "held_out": evaluation,
        "held_out_greedy_outputs_differing_from_row_stable_target_only": differing,
        "adapted_drafter": str(final) if final else None,
        "final_version": adapter.version,
    }
    (out / "curve.json").write_text(json.dumps(report, indent=2) + "\n")
    from omnidraft.tools.plots import plot_curve

    plot_curve(report, out / "curve.png")
    gen.close()
    shutil.rmtree(out / "work")  # versions, trainer states, replay buffer, progress: the run is over
    return report


def held_out_prompts(tasks: list[str], per_task: int) -> list[tuple[str, str]]:
    """(task, text) of the held-out prompts of each task in ``tasks`` (in first-seen order, repeats
    ignored, e.g. one entry per streamed prompt) that has a held-out split."""
    return [(t, p) for t in dict.fromkeys(tasks) if t in HELD_OUT_START
            for p in load_prompts(t, per_task, HELD_OUT_START[t])]


def held_out_table(per_task: dict) -> dict:
    """Per task and config, the held-out runs aggregated, with the speedup over target-only."""
    result = {}
    for task, rows in per_task.items():
        base = aggregate(rows["target-only"])["tokens_per_s"]
        result[task] = {}
        for name, stats in rows.items():
            s = {k: v for k, v in aggregate(stats).items() if k not in ("time_split_s", "cache_entries_at_end")}
            s["speedup_vs_target_only"] = round(s["tokens_per_s"] / base, 3)
            result[task][name] = s
    return result


def publish(bundle: Path, out: Path) -> Path:
    """Copy the adapted drafter to DIR/drafter and its HF checkpoint to DIR/drafter-checkpoint, which
    the bundle's manifest then names as its source: adaptation can go on from DIR/drafter after
    DIR/work is gone. Both are staged beside and renamed in, so a previous run's drafter stays
    whole until this one's is ready. The two renames are not one step; a shared pair id makes
    checkpoint_of_bundle refuse a drafter whose checkpoint a kill between them left unreplaced."""
    staged = {out / "drafter": bundle, out / "drafter-checkpoint": checkpoint_of_bundle(bundle)}
    for final, source in staged.items():
        partial = final.with_name(final.name + ".partial")
        shutil.rmtree(partial, ignore_errors=True)
        shutil.copytree(source, partial)
    pair = uuid.uuid4().hex
    (out / "drafter-checkpoint.partial" / PAIR_FILE).write_text(pair + "\n")
    set_source(out / "drafter.partial", (out / "drafter-checkpoint").resolve(), pair)
    for final in staged:
        shutil.rmtree(final, ignore_errors=True)
        final.with_name(final.name + ".partial").rename(final)
    return out / "drafter"


def _saved_progress(progress: ProgressFile, settings: dict, resume: bool, out: Path, n_stream: int):
    """The committed progress to resume from, or None to start over; refuses to lose an unfinished run."""
    saved = progress.load()
    if saved is None:
        if resume:
            print(f"nothing to resume in {out}: starting from the first prompt", file=sys.stderr)
        return None
    done = saved[0]["adapter"]["served"]
    if not resume:
        raise OmniDraftError(f"{out} holds an unfinished adapt run ({done} of {n_stream} stream prompts committed); "
                             "add --resume to continue it, or pass another --out")
    before = saved[0]["settings"]
    changed = sorted(n for n in settings if before.get(n) != settings[n])
    if changed:
        raise OmniDraftError(f"{out} was started with other settings ("
                             + "; ".join(f"{n} {before.get(n)!r}, now {settings[n]!r}" for n in changed)
                             + "); resume with the same ones, or pass another --out")
    return saved


def _machines(path: Path, resumed: bool) -> list[dict]:
    """The machines this run has run on, this one last. A run resumed across sessions may land on
    another CPU: then its tok/s and speedups mix two machines (acceptance does not), and it says so."""
    seen = []
    if resumed and path.exists():
        try:
            seen = json.loads(path.read_text(encoding="utf-8"))
        except ValueError:
            seen = None
        if not isinstance(seen, list):
            print(f"{path} is unreadable: the machines this run ran on before are not known", file=sys.stderr)
            seen = []
    now = describe()
    if seen and seen[-1] != now:
        print(f"warning: this run continues on another machine ({now['cpu']}, {now['platform']}) than it ran on "
              f"({seen[-1]['cpu']}, {seen[-1]['platform']}): the tok/s and speedups in its report mix the two",
              file=sys.stderr)
    if not seen or seen[-1] != now:
        seen.append(now)
        path.parent.mkdir(parents=True, exist_ok=True)
        write_bytes_atomic(path, json.dumps(seen).encode())
    return seen


def _mean(values) -> float | None:
    values = list(values)
    return round(sum(values) / len(values), 2) if values else None


def _ids(gen: Generator, text: str, chat: bool) -> list[int]:
    try:
        return prompt_ids(gen.tokenizer, text, chat)
    except ValueError as e:
        raise OmniDraftError(str(e)) from e


def top_k_check(gen: Generator, trainer, ids: list[int], max_new_tokens: int) -> dict:
    """Record one prompt with full target rows (on a copy of the cache, nothing learned) and measure
    how far L_DM from top-k rows is from L_DM from full ones."""
    recorder, cache = EpisodeRecorder(keep_full_logits=True), gen.decoder.cache
    gen.decoder.recorder, gen.decoder.cache = recorder, cache.copy()
    try:
        gen.generate_ids(ids, max_new_tokens, method="omnidraft")
    finally:
        gen.decoder.recorder, gen.decoder.cache = None, cache
    return trainer.top_k_check(recorder.episode) if len(recorder.episode.dm_pos) else {"rows": 0}


def evaluate(gen: Generator, initial_draft, start_cache, held: list[tuple[str, str]], max_new_tokens: int,
             chat: bool, stop_rules: dict | None = None, carry_cache: bool = True,
             progress: ProgressFile | None = None) -> tuple[dict, dict]:
    """Held-out prompts, each config on each prompt in turn; every drafter config starts from its own
    copy of its cache, so no config learns from another's output (without ``carry_cache``, a fresh
    copy of the start cache on every prompt, and no stream-cache row). ``stop_rules`` (with a trained
    head) adds the adapted drafter at a longer k, stopped by the learned head or by the training-free
    confidence threshold. Each config's output is checked against row-stable target-only greedy
    (the verifier's numerics): an adapted drafter may change the speed, never the text. With
    ``progress``, every prompt's results (and the carried caches) are committed, and a killed
    evaluation takes up from there."""
    adapted_draft, learned = gen.draft, gen.cache.copy() if carry_cache else start_cache
    k = gen.decoder.k
    configs = {"initial drafter, start cache": (initial_draft, start_cache, k, 0.0, None)}
    if carry_cache:
        configs["initial drafter, stream cache"] = (initial_draft, learned, k, 0.0, None)
        configs["adapted drafter, stream cache"] = (adapted_draft, learned, k, 0.0, None)
    else:
        configs["adapted drafter, start cache"] = (adapted_draft, learned, k, 0.0, None)
    if stop_rules:
        long_k, gamma, confidence = stop_rules["k"], stop_rules["gamma"], stop_rules["confidence"]
        configs[f"adapted, k={long_k}"] = (adapted_draft, learned, long_k, 0.0, None)
        configs[f"adapted, k={long_k}, learned head gamma={gamma}"] = (adapted_draft, learned, long_k, 0.0, gamma)
        configs[f"adapted, k={long_k}, confidence {confidence}"] = (adapted_draft, learned, long_k, confidence, None)
    caches = {name: c[1].copy() for name, c in configs.items()}
    per_task: dict = {}
    differing = dict.fromkeys(configs, 0)
    saved = progress.load() if progress else None
    if saved:
        per_task, differing = saved[0]["per_task"], saved[0]["differing"]
        caches = {name: saved[1][f"config{n}"] for n, name in enumerate(configs)}
    done = saved[0]["done"] if saved else 0
    try:
        for i, (task, text) in enumerate(tqdm(held[done:], desc="held-out", unit="prompt", initial=done,
                                              total=len(held)), start=done):
            ids = _ids(gen, text, chat)
            rows = per_task.setdefault(task, {"target-only": []} | {name: [] for name in configs})
            # timed rows prefill the whole prompt (reuse=False), so each configuration pays the same
            rows["target-only"].append(gen.generate_ids(ids, max_new_tokens, method="target-only", reuse=False).stats)
            reference = gen.generate_ids(ids, max_new_tokens, method="target-only", reference=True).token_ids
            for name, (lm, _, draft_k, confidence, gamma) in configs.items():
                gen.use_accept_head(None)
                gen.swap_draft(lm)
                gen.use_accept_head(gamma)
                gen.decoder.k, gen.decoder.min_draft_confidence = draft_k, confidence
                gen.decoder.cache = caches[name] if carry_cache else configs[name][1].copy()
                result = gen.generate_ids(ids, max_new_tokens, method="omnidraft", reuse=False)
                rows[name].append(result.stats)
                differing[name] += result.token_ids != reference
            if progress:
                progress.commit({"done": i + 1, "per_task": per_task, "differing": differing},
                                {f"config{n}": caches[name] for n, name in enumerate(configs)})
    finally:
        gen.use_accept_head(None)
        gen.swap_draft(adapted_draft)
        gen.decoder.k, gen.decoder.min_draft_confidence, gen.decoder.cache = k, 0.0, learned
    return held_out_table(per_task), differing
