"""Every drafter call in the loop, per prompt of the unseen set: the first (the prompt, fed whole: tokens,
ms, whether it came right after a target call) and the others grouped by tokens fed: count and mean ms.
Usage: PYTHONPATH=. python drafter_calls.py N METHOD (the controller on, its cost timed at load; 64 new
tokens, chat template)."""
import json
import sys
import time
from collections import defaultdict
from pathlib import Path

from omnidraft.runtime.generator import Generator

B = Path.home() / ".cache/omnidraft/bundles"
n, method = int(sys.argv[1]), sys.argv[2]
prompts = [json.loads(line) for line in open("omnidraft/prompts/unseen.jsonl")][:n]
gen = Generator(B / "qwen2.5-coder-1.5b-instruct-int4", B / "smollm2-135m-instruct-int4", threads=2)
print("timed c", gen.decoder.control.cost, file=sys.stderr)
calls, target_done = [], [0.0]
draft_forward, target_forward = gen.draft.forward, gen.target.forward


def timed_draft(ids, *args, **kwargs):
    t0 = time.perf_counter()
    logits = draft_forward(ids, *args, **kwargs)
    calls.append((len(ids), (time.perf_counter() - t0) * 1e3, t0 - target_done[0] < 0.002))
    return logits


def timed_target(ids, *args, **kwargs):
    logits = target_forward(ids, *args, **kwargs)
    target_done[0] = time.perf_counter()
    return logits


gen.draft.forward, gen.target.forward = timed_draft, timed_target
for p in prompts:
    calls.clear()
    t0 = time.perf_counter()
    r = gen.generate([{"role": "user", "content": p["prompt"]}], 64, chat=True, method=method, reuse=False)
    elapsed, split = time.perf_counter() - t0, r.stats["time_split_s"]
    by_len = defaultdict(list)
    for fed, ms, _ in calls[1:]:
        by_len[fed].append(ms)
    print(json.dumps({"id": p["id"], "elapsed": elapsed, "prefill": split.get("prefill"), "draft_s": split.get("draft"),
                      "verify_s": split.get("verify"), "rounds": r.stats["rounds"],
                      "first": calls[0] if calls else None, "n_calls": len(calls),
                      "calls_ms": round(sum(ms for _, ms, _ in calls[1:]), 1),
                      "by_len": {fed: (len(ms), round(sum(ms) / len(ms), 2)) for fed, ms in sorted(by_len.items())},
                      "control": r.stats.get("draft_control")}), flush=True)
