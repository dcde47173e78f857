"""Thread-spinning probe: the session rule before (spinning off) against now (spin during a run, stop
when it returns), interleaved in one process on the same bundles and prompts.

    python docs/results/spinning-probe/probe.py TARGET_BUNDLE DRAFT_BUNDLE > results.json

Per round and rule: target-only greedy decode tokens/s (prefill excluded) on a ~100-token prompt,
and OmniDraft (k=1) tokens/s (prefill included) on two chat prompts, 96 new tokens each.
"""

import json
import sys

from omnidraft.runtime import onnx_lm
from omnidraft.runtime.generator import Generator
from omnidraft.tools.bench_decode import benchmark_prompt
from omnidraft.tools.machine import describe

RULES = {"spinning off (before)": {"session.intra_op.allow_spinning": "0"},
         "spin during a run, forced stop (now)": {"session.intra_op.allow_spinning": "1",
                                                  "session.force_spinning_stop": "1"}}
PROMPTS = ["Natalia sold clips to 48 of her friends in April, and then she sold half as many clips in May. "
           "How many clips did Natalia sell altogether in April and May?",
           "Write a Python function that returns the n-th Fibonacci number iteratively."]


def generator(target, draft, entries):
    real = onnx_lm.session_options

    def options(threads):
        opts = real(threads)
        for key, value in entries.items():
            opts.add_session_config_entry(key, value)
        return opts

    onnx_lm.session_options = options
    try:
        return Generator(target, draft, threads=2)
    finally:
        onnx_lm.session_options = real


def main(target, draft, rounds=3):
    gens = {name: generator(target, draft, entries) for name, entries in RULES.items()}
    prompt = benchmark_prompt(next(iter(gens.values())).tokenizer)
    rows = {name: {"target_only_decode_tok_s": [], "omnidraft_tok_s": []} for name in gens}
    for gen in gens.values():  # warm-up
        gen.generate_ids(prompt, 8, method="target-only")
    for _ in range(rounds):
        for name, gen in gens.items():
            r = gen.generate_ids(prompt, 64, method="target-only")
            rows[name]["target_only_decode_tok_s"].append(r.stats["decode_tokens_per_s"])
            new, secs = 0, 0.0
            for p in PROMPTS:
                s = gen.generate(p, 96, chat=True, method="omnidraft").stats
                new, secs = new + s["new_tokens"], secs + s["elapsed_s"]
            rows[name]["omnidraft_tok_s"].append(round(new / secs, 2))
    print(json.dumps({"machine": describe(), "rounds": rounds, "results": rows}, indent=2))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
