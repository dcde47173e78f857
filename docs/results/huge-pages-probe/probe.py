"""Does backing a session's weights with 2 MiB pages (runtime/huge_pages.py) speed up target-only decode?
Two sessions of one bundle in one process, one on huge pages and one left on 4 KiB pages
(OMNIDRAFT_HUGE_PAGES=0 while it loads; loaded second, so none of its mappings can merge into the
first's before they are collapsed), and onnxruntime-genai on the same graph, in alternating rounds
(the order rotates round by round; runs 1.5b-1, 1.5b-2 and 0.5b-1 had a fixed one, huge pages, 4 KiB
pages, genai, so huge pages always came right after genai).

    python docs/results/huge-pages-probe/probe.py BUNDLE [ROUNDS] > results.json
"""

import json
import os
import statistics
import sys
import time

from omnidraft.runtime.onnx_lm import OnnxLM
from omnidraft.runtime.target_only import greedy_decode
from omnidraft.runtime.text import load_tokenizer
from omnidraft.tools.bench_decode import benchmark_prompt, genai_decode_tps, genai_model
from omnidraft.tools.machine import describe

NEW = 64


def session(bundle, huge: bool) -> tuple[OnnxLM, float]:
    os.environ["OMNIDRAFT_HUGE_PAGES"] = "1" if huge else "0"
    try:
        t0 = time.perf_counter()
        return OnnxLM(bundle, threads=2, max_length=256), round(time.perf_counter() - t0, 2)
    finally:
        del os.environ["OMNIDRAFT_HUGE_PAGES"]


def main(bundle, rounds=6):
    prompt = benchmark_prompt(load_tokenizer(bundle), 100)
    loaded = {"ours, huge pages": session(bundle, True), "ours, 4 KiB pages": session(bundle, False)}
    sessions = {name: lm for name, (lm, _) in loaded.items()}
    model = genai_model(bundle, 2)
    runners = {name: (lambda lm=lm: greedy_decode(lm, prompt, NEW)[1]) for name, lm in sessions.items()}
    runners["onnxruntime-genai"] = lambda: {"decode_tokens_per_s": genai_decode_tps(model, prompt, NEW)}
    for run in runners.values():
        run()  # warm-up
    decode = {name: [] for name in runners}
    prefill = {name: [] for name in sessions}
    names = list(runners)
    for r in range(rounds):
        for name in names[r % 3:] + names[:r % 3]:  # rotate, so no config always follows genai's spinning pool
            stats = runners[name]()
            decode[name].append(round(stats["decode_tokens_per_s"], 2))
            if name in prefill:
                prefill[name].append(stats["prefill_s"])
    paired = sum(h > s for h, s in zip(decode["ours, huge pages"], decode["ours, 4 KiB pages"]))
    print(json.dumps({"machine": describe(), "bundle": bundle, "new_tokens": NEW, "prompt_tokens": len(prompt),
                      "rounds": rounds,
                      "huge_page_bytes": {name: lm.huge_page_bytes for name, lm in sessions.items()},
                      "load_s": {name: seconds for name, (_, seconds) in loaded.items()},
                      "decode_tok_s": decode, "prefill_s": prefill,
                      "median_decode": {k: statistics.median(v) for k, v in decode.items()},
                      "median_prefill": {k: statistics.median(v) for k, v in prefill.items()},
                      "huge_faster_rounds": f"{paired} of {rounds}"}, indent=1))


if __name__ == "__main__":
    main(sys.argv[1], *(int(a) for a in sys.argv[2:]))
