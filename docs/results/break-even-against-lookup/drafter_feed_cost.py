"""What a drafter forward costs against the tokens it is fed, in verifying calls of each target (2 rows,
row-stable), after a 150-token context: why reading a prompt or catching up after skipped rounds is
the drafter's dearest work on a 2-core CPU.
Run: python drafter_feed_cost.py qwen2.5-coder-0.5b-instruct-int4 qwen2.5-coder-1.5b-instruct-int4"""
import os
import statistics
import sys
import time

from omnidraft.runtime.onnx_lm import OnnxLM

B = os.path.expanduser("~/.cache/omnidraft/bundles/")
draft = OnnxLM(B + "smollm2-135m-instruct-int4", threads=2)
context = [100 + i for i in range(200)]


def median_s(lm, n, row_stable=False, reps=9):
    lm.reset()
    lm.forward(context[:150], last=1)
    base, times = lm.length, []
    for _ in range(reps):
        t0 = time.perf_counter()
        lm.forward(context[150:150 + n], row_stable=row_stable, last=1)
        times.append(time.perf_counter() - t0)
        lm.rollback(base)
    return statistics.median(times)


for name in sys.argv[1:]:
    target = OnnxLM(B + name, threads=2)
    verify = median_s(target, 1, True)
    print(f"{name}: verifying call (2 rows) {verify * 1e3:.2f} ms, one row {median_s(target, 1) * 1e3:.2f} ms")
    for n in (1, 2, 3, 4, 8, 16, 32):
        t = median_s(draft, n)
        print(f"  drafter fed {n:2d} tokens: {t * 1e3:.2f} ms = {t / verify:.3f} verifying calls")
