"""Per-session thread pools (the current rule) against one global pool shared by the target's and the
drafter's sessions (`use_per_session_threads=False`), on the same bundles and prompts.

    python docs/results/thread-pool-probe/probe.py TARGET_BUNDLE DRAFT_BUNDLE [ROUNDS] > results.json

The global pool belongs to the process, so each rule runs in its own child process, and the children
alternate round by round so that drift of a shared machine hits both alike. Per round and rule:
target-only greedy decode tokens/s (prefill excluded) on a ~100-token prompt, and OmniDraft (k=1)
tokens/s (prefill included) on two chat prompts, 96 new tokens each.
"""

import json
import subprocess
import sys

PROMPTS = ["Natalia sold clips to 48 of her friends in April, and then she sold half as many clips in May. "
           "How many clips did Natalia sell altogether in April and May?",
           "Write a Python function that returns the n-th Fibonacci number iteratively."]
RULES = ("per-session pools", "global pool")


def child(rule, target, draft):
    import onnxruntime as ort

    from omnidraft.runtime import onnx_lm
    from omnidraft.runtime.generator import Generator
    from omnidraft.tools.bench_decode import benchmark_prompt

    if rule == "global pool":
        ort.set_global_thread_pool_sizes(2, 1)
        real = onnx_lm.session_options

        def options(threads):
            opts = real(None)  # the global pool's size replaces the per-session thread count
            opts.use_per_session_threads = False
            return opts

        onnx_lm.session_options = options
    gen = Generator(target, draft, threads=2)
    prompt = benchmark_prompt(gen.tokenizer)
    gen.generate_ids(prompt, 8, method="target-only")  # warm-up
    decode = gen.generate_ids(prompt, 64, method="target-only").stats["decode_tokens_per_s"]
    new, secs = 0, 0.0
    for p in PROMPTS:
        s = gen.generate(p, 96, chat=True, method="omnidraft").stats
        new, secs = new + s["new_tokens"], secs + s["elapsed_s"]
    print(json.dumps({"target_only_decode_tok_s": decode, "omnidraft_tok_s": round(new / secs, 2)}))


def main(target, draft, rounds=3):
    from omnidraft.tools.machine import describe

    rows = {rule: {"target_only_decode_tok_s": [], "omnidraft_tok_s": []} for rule in RULES}
    for _ in range(rounds):
        for rule in RULES:
            out = subprocess.run([sys.executable, __file__, "--child", rule, target, draft],
                                 check=True, capture_output=True, text=True).stdout
            for key, value in json.loads(out.splitlines()[-1]).items():
                rows[rule][key].append(value)
    print(json.dumps({"machine": describe(), "rounds": rounds, "results": rows}, indent=2))


if __name__ == "__main__":
    if sys.argv[1] == "--child":
        child(*sys.argv[2:5])
    else:
        main(sys.argv[1], sys.argv[2], *(int(a) for a in sys.argv[3:4]))
