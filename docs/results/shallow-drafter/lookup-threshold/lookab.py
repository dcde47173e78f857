"""A/B of omnidraft+lookup's lookup threshold on non-held-out prompts (GSM8K 0-9, HumanEval 0-9)."""
import sys, time, json, collections, numpy as np
from omnidraft.runtime.generator import Generator
from omnidraft.runtime import speculative
from omnidraft.datasets import load_prompts
B = sys.argv[1]; D = sys.argv[2]; n = int(sys.argv[3]) if len(sys.argv) > 3 else 10
orig = speculative.prompt_lookup
CFG = {"min_n": 2}; matchlog = []
def patched(history, k, max_n=3, min_n=1):
    if min_n == 2:  # omnidraft+lookup's call
        min_n = CFG["min_n"]
    for m in range(max_n, min_n - 1, -1):
        r = orig(history, k, max_n=m, min_n=m)
        if r:
            matchlog.append(m); return r
    matchlog.append(0); return []
speculative.prompt_lookup = patched
g = Generator(B, D, k=1, threads=2)
dec = g.decoder
configs = [("omnidraft", None), ("omnidraft+lookup", 1), ("omnidraft+lookup", 2), ("omnidraft+lookup", 3), ("target-only", None)]
agg = collections.defaultdict(lambda: collections.Counter())
for task in ("gsm8k", "humaneval"):
    for p in load_prompts(task, n, 0):
        chat = [{"role": "user", "content": p}]
        for meth, mn in configs:
            CFG["min_n"] = mn or 2; matchlog.clear(); dec.trace = []
            r = g.generate(chat, max_new_tokens=128, method=meth)
            s = r.stats; a = agg[(task, meth, mn)]
            a["tokens"] += s["new_tokens"] - 1; a["decode_s"] += s["elapsed_s"] - s["prefill_s"]
            for rd, m in zip(dec.trace, matchlog if meth == "omnidraft+lookup" else [None] * len(dec.trace)):
                src = "lookup%d" % m if (m and not rd["drafted"]) else ("drafter" if rd["drafted"] else "none")
                a[src + "_rounds"] += 1; a[src + "_acc"] += rd["accepted"] > 0
            dec.trace = None
for (task, meth, mn), a in agg.items():
    base = agg[(task, "target-only", None)]
    sp = (a["tokens"] / a["decode_s"]) / (base["tokens"] / base["decode_s"])
    srcs = sorted({k[:-7] for k in a if k.endswith("_rounds")})
    print(task, meth, mn, "decode speedup %.3f" % sp, {s: "%d rounds, acc %.2f" % (a[s + "_rounds"], a[s + "_acc"] / max(1, a[s + "_rounds"])) for s in srcs})
