"""Offline (PYTHONPATH=. python successor_table.py; the reference outputs are cached in /tmp/succ_outputs.json): in each round of prompt lookup (k=1) over the reference greedy output, how often it proposes and is
right; and what a successor table (the token that last followed t, across earlier prompts too) adds in the
rounds where lookup has nothing."""
import json, sys
import numpy as np
from pathlib import Path
from omnidraft.datasets import HELD_OUT_START, load_prompts
from omnidraft.runtime.generator import Generator
from omnidraft.runtime.text import prompt_ids
from omnidraft.runtime.speculative import prompt_lookup
B = Path.home() / ".cache/omnidraft/bundles"
cache = Path("/tmp/succ_outputs.json")
TASKS = [("unseen", 18, 64), ("gsm8k", 5, 128), ("humaneval", 5, 128)]
if cache.exists():
    data = json.loads(cache.read_text())
else:
    gen = Generator(B / "qwen2.5-coder-1.5b-instruct-int4", None, threads=2)
    data = {}
    for task, n, new in TASKS:
        data[task] = []
        for text in load_prompts(task, n, HELD_OUT_START.get(task, 0)):
            ids = prompt_ids(gen.tokenizer, text, True)
            r = gen.generate_ids(ids, new, method="target-only", reuse=False)
            data[task].append([ids, list(r.token_ids)])
    cache.write_text(json.dumps(data))
for task, pairs in data.items():
    succ = {}  # persists across the task's prompts
    rounds = lk = lk_ok = tb = tb_ok = 0
    for prompt, out in pairs:
        hist = list(prompt)
        for a, b in zip(hist, hist[1:]):
            succ[a] = b
        # simulate prompt lookup's rounds: each round emits 1 + accepted
        i = 0
        hist.append(out[0])
        while i + 1 < len(out):
            rounds += 1
            found = prompt_lookup(np.asarray(hist), 1)
            nxt = out[i + 1]
            ok = False
            if found:
                lk += 1; ok = found[0] == nxt; lk_ok += ok
            elif hist[-1] in succ:
                tb += 1; ok = succ[hist[-1]] == nxt; tb_ok += ok
            step = [nxt] + ([out[i + 2]] if ok and i + 2 < len(out) else [])
            for t in step:
                succ[hist[-1]] = t
                hist.append(t)
            i += len(step)
    print(json.dumps({"task": task, "rounds": rounds, "lookup_proposes": round(lk / rounds, 3),
                      "lookup_right": round(lk_ok / rounds, 3), "table_proposes": round(tb / rounds, 3),
                      "table_right": round(tb_ok / rounds, 3)}))
