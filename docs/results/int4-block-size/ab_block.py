"""Prefill (100 tokens) and decode (64 tokens) of two bundles of one model, interleaved rounds, one process."""
import sys, time, statistics
import numpy as np
from omnidraft.runtime.onnx_lm import OnnxLM
from omnidraft.runtime.text import load_tokenizer
from omnidraft.tools.bench_decode import benchmark_prompt
paths = sys.argv[1:]
p = benchmark_prompt(load_tokenizer(paths[0]), 100)
lms = {path: OnnxLM(path, threads=2, max_length=400) for path in paths}
def run(lm):
    lm.reset(); t0 = time.perf_counter(); logits = lm.forward(p, last=1)[-1]; t1 = time.perf_counter()
    for i in range(64): logits = lm.forward([int(np.argmax(logits))])[-1]
    return t1 - t0, 64 / (time.perf_counter() - t1)
for lm in lms.values(): run(lm)
res = {k: [] for k in lms}
for r in range(4):
    for k, lm in lms.items(): res[k].append(run(lm))
for k, v in res.items():
    print(f"{k}: prefill s median {statistics.median(x[0] for x in v):.3f}, decode tok/s median "
          f"{statistics.median(x[1] for x in v):.2f}  runs {[round(x[1], 2) for x in v]}")
